; Pointers into the parameter space, as LLVM 22 treats
; them:
;  - a kernel's byval parameter that the IR casts to param space itself and
;    hands to an intrinsic taking such a pointer (MLIR's NVVM dialect writes
;    `llvm.nvvm.prefetch.tensormap.p101` of a __grid_constant__ tensor map
;    this way) is passed as it is: LLVM 19's NVPTXLowerArgs gave the call a
;    generic pointer and the verifier stopped llc (llvm-patches/0047);
;  - a generic pointer cast to param space is converted by cvta.to.param
;    (LLVM 19 printed a mov, keeping the generic address) where the target
;    has it, sm_70 with PTX ISA 7.7 (Families/NVPTXTma.cpp); a kernel
;    parameter's own symbol already is its param-space address.
; RUN: llc < %s -mcpu=sm_90a -mattr=+ptx80 | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc < %s -mcpu=sm_90a -mattr=+ptx80 | %ptxas-verify -arch=sm_90a %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .visible .entry prefetch_grid_constant(
; CHECK:         mov.b64 [[SYM:%rd[0-9]+]], prefetch_grid_constant_param_0;
; CHECK-NEXT:    mov.u64 [[P:%rd[0-9]+]], [[SYM]];
; CHECK-NEXT:    prefetch.param.tensormap {{\[}}[[P]]{{\]}};
; CHECK-NEXT:    ret;
define ptx_kernel void @prefetch_grid_constant(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tm) {
  %p = addrspacecast ptr %tm to ptr addrspace(101)
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
  ret void
}

; The same parameter also read, and its generic address stored.
; CHECK-LABEL: .visible .entry grid_constant_mixed(
; CHECK:         mov.b64 [[SYM:%rd[0-9]+]], grid_constant_mixed_param_0;
; CHECK-NEXT:    mov.u64 [[P:%rd[0-9]+]], [[SYM]];
; CHECK:         prefetch.param.tensormap {{\[}}[[P]]{{\]}};
; CHECK-NEXT:    ld.param.u32 [[V:%r[0-9]+]], [grid_constant_mixed_param_0];
; CHECK:         cvta.param.u64 [[G:%rd[0-9]+]], [[P]];
; CHECK-NEXT:    st.global.u64 [{{%rd[0-9]+}}+8], [[G]];
define ptx_kernel void @grid_constant_mixed(ptr byval([128 x i8]) align 64 "nvvm.grid_constant" %tm, ptr addrspace(1) %out) {
  %p = addrspacecast ptr %tm to ptr addrspace(101)
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
  %v = load i32, ptr %tm
  store i32 %v, ptr addrspace(1) %out
  %o = getelementptr i8, ptr addrspace(1) %out, i64 8
  store ptr %tm, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: .visible .func prefetch_generic(
; CHECK:         ld.param.u64 [[GEN:%rd[0-9]+]], [prefetch_generic_param_0];
; CHECK-NEXT:    cvta.to.param.u64 [[P:%rd[0-9]+]], [[GEN]];
; CHECK-NEXT:    prefetch.param.tensormap {{\[}}[[P]]{{\]}};
define void @prefetch_generic(ptr %gen) {
  %p = addrspacecast ptr %gen to ptr addrspace(101)
  call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %p)
  ret void
}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) load_generic(
; CHECK:         ld.param.u64 [[GEN:%rd[0-9]+]], [load_generic_param_0];
; CHECK-NEXT:    cvta.to.param.u64 [[P:%rd[0-9]+]], [[GEN]];
; CHECK-NEXT:    ld.param.u32 {{%r[0-9]+}}, {{\[}}[[P]]{{\]}};
define i32 @load_generic(ptr %gen) {
  %p = addrspacecast ptr %gen to ptr addrspace(101)
  %v = load i32, ptr addrspace(101) %p
  ret i32 %v
}

; From shared to param space: through the generic address.
; CHECK-LABEL: .visible .func (.param .b32 func_retval0) shared_to_param(
; CHECK:         cvta.shared.u64 [[GEN:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK-NEXT:    cvta.to.param.u64 [[P:%rd[0-9]+]], [[GEN]];
; CHECK-NEXT:    ld.param.u32 {{%r[0-9]+}}, {{\[}}[[P]]{{\]}};
define i32 @shared_to_param(ptr addrspace(3) %s) {
  %p = addrspacecast ptr addrspace(3) %s to ptr addrspace(101)
  %v = load i32, ptr addrspace(101) %p
  ret i32 %v
}

declare void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101))

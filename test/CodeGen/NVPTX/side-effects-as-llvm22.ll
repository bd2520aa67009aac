; Which instructions have side effects decides what machine sinking, CSE
; and LICM may move. This llc gives NVPTX's instructions LLVM 22's
; (llvm-patches/0045, Families/NVPTXMath.td, Families/NVPTXMisc.td):
;  - cvta has side effects (LLVM 22 defines it without a pattern, so
;    TableGen assumes them): a kernel's parameter pointer is converted in
;    the entry block and stays there, and a block holding a cvta counts as
;    a store, so the loads through parameter pointers stay in the entry
;    block too. LLVM 19 sank them into the blocks that use them, and
;    TransformerEngine's layernorm forward kernel took 243 registers where
;    LLVM 22's code takes 210; now 210.
;  - the instructions of LLVM 22's overloaded math intrinsics (ex2.approx,
;    abs, bfind, shf.clamp), selected in C++, have none: an exponential
;    used in one branch is computed there.
; The CHECK lines hold for LLVM 22's llc too.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s %}
target triple = "nvptx64-nvidia-cuda"

%Params = type { ptr, ptr, i32, i8 }

; CHECK-LABEL: .visible .entry parameter_loads_stay(
; CHECK:         ld.param.{{[bu]}}64 [[IN:%rd[0-9]+]], [parameter_loads_stay_param_0];
; CHECK-NEXT:    cvta.to.global.u64 [[IN_G:%rd[0-9]+]], [[IN]];
; CHECK-NEXT:    ld.global.{{[bu]}}64 [[A:%rd[0-9]+]], [[[IN_G]]];
; CHECK:         bra
; CHECK:       $L__BB0_2:
; CHECK:         bra
; CHECK:         cvt.u32.u64 {{%r[0-9]+}}, [[A]];
define ptx_kernel void @parameter_loads_stay(ptr byval(%Params) align 8 %params) {
entry:
  %in = load ptr, ptr %params, align 8
  %in.global = addrspacecast ptr %in to ptr addrspace(1)
  %a = load i64, ptr addrspace(1) %in.global, align 8
  %flag.addr = getelementptr i8, ptr %params, i64 20
  %flag = load i8, ptr %flag.addr
  %has.scale = trunc i8 %flag to i1
  br i1 %has.scale, label %scale, label %join
scale:
  %scale.addr = getelementptr i8, ptr %params, i64 8
  %scale.ptr = load ptr, ptr %scale.addr
  %s = load float, ptr %scale.ptr
  br label %join
join:
  %f = phi float [ 1.0, %entry ], [ %s, %scale ]
  %n.addr = getelementptr i8, ptr %params, i64 16
  %n = load i32, ptr %n.addr
  %small = icmp slt i32 %n, 5
  br i1 %small, label %store, label %exit
store:
  %lo = trunc i64 %a to i32
  %fi = fptosi float %f to i32
  %sum = add i32 %lo, %fi
  %out = load ptr, ptr %params, align 8
  store i32 %sum, ptr %out
  br label %exit
exit:
  ret void
}

; CHECK-LABEL: .visible .entry exponential_sunk(
; CHECK-NOT:     ex2
; CHECK:         bra
; CHECK:         ex2.approx.ftz.f32
; CHECK:       $L__BB1_2:
define ptx_kernel void @exponential_sunk(ptr addrspace(1) %p, float %x, i1 %c) {
entry:
  %e = call float @llvm.nvvm.ex2.approx.ftz.f32(float %x)
  br i1 %c, label %use, label %exit
use:
  store float %e, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

declare float @llvm.nvvm.ex2.approx.ftz.f32(float)

; llc -start-after/-start-before skip NVPTX's IR passes, which lower the
; intrinsics LLVM 19 lacks (and cute_nvgpu atoms): a pipeline that starts
; after them runs them again before instruction selection, and one that
; starts at instruction selection reports the unlowered call, so no PTX
; names a function llvm.* (ptxas cannot parse it).
; CHECK lines are written by hand.
; RUN: llc -mcpu=sm_90 -start-after=codegenprepare %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas-sm_90 %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
; RUN: llc -mcpu=sm_90 -start-after=nvptx-lower-args %s -o - | FileCheck %s
; RUN: not llc -mcpu=sm_90 -start-before=nvptx-isel %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ISEL

target triple = "nvptx64-nvidia-cuda"

%Pair = type { i32, i32 }

; CHECK-NOT:   llvm.
; CHECK-LABEL: .visible .func  (.param .b32 func_retval0) maximum_num(
; CHECK:       max.f32
; ISEL: error: in function 'maximum_num': 'llvm.maximumnum.f32' was not lowered: NVPTX lowers or refuses the intrinsics LLVM 19 lacks before instruction selection, and this pipeline started after that point
define float @maximum_num(float %a, float %b) {
  %m = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %m
}

; LLVM 22's llc -stop-after writes this view of a by-value kernel
; parameter; the load reads the parameter itself.
; CHECK-LABEL: .visible .entry param_view(
; CHECK:       mov.b64 [[PARAM:%rd[0-9]+]], param_view_param_0;
; CHECK:       ld.param.u32 {{%r[0-9]+}}, [[[PARAM]]+4];
; ISEL: error: in function 'param_view': 'llvm.nvvm.internal.addrspace.wrap.p101.p0' was not lowered
define ptx_kernel void @param_view(ptr byval(%Pair) align 4 %s, ptr addrspace(1) %out) {
  %param = call ptr addrspace(101) @llvm.nvvm.internal.addrspace.wrap.p101.p0(ptr %s)
  %field = getelementptr i8, ptr addrspace(101) %param, i64 4
  %v = load i32, ptr addrspace(101) %field
  store i32 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-NOT:   llvm.

declare float @llvm.maximumnum.f32(float, float)
declare ptr addrspace(101) @llvm.nvvm.internal.addrspace.wrap.p101.p0(ptr)

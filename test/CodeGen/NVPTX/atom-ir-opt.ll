; Atom intrinsic calls survive opt -O3 untouched: identical calls are not
; merged, a call whose result is unused is not deleted, a call is not
; hoisted out of the branch that guards it, and the metadata operands are
; kept verbatim. The declaration gets `convergent` (atoms are
; warp-synchronous). llc then lowers what opt left.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -O3 -mtriple=nvptx64 -mcpu=sm_80 -S %s | FileCheck %s
; RUN: opt -O3 -mtriple=nvptx64 -mcpu=sm_80 %s | llc -mtriple=nvptx64 -mcpu=sm_80 | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_80 %{ opt -O3 -mtriple=nvptx64 -mcpu=sm_80 %s | llc -mtriple=nvptx64 -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}

; CHECK-LABEL: define {{.*}} @twice(
; CHECK: %d1 = {{(tail )?}}call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
; CHECK: %d2 = {{(tail )?}}call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
; CHECK: %unused = {{(tail )?}}call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(
; PTX-LABEL: twice(
; PTX-COUNT-3: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
define <4 x float> @twice(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  %d2 = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  %unused = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  %s = fadd <4 x float> %d1, %d2
  ret <4 x float> %s
}

; CHECK-LABEL: define {{.*}} @guarded(
; CHECK: br i1 %p
; CHECK: %d = {{(tail )?}}call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(
define <4 x float> @guarded(i1 %p, <4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
entry:
  br i1 %p, label %then, label %done
then:
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  br label %done
done:
  %r = phi <4 x float> [ %d, %then ], [ %c, %entry ]
  ret <4 x float> %r
}

; CHECK: declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>) #[[ATTRS:[0-9]+]]
; CHECK: attributes #[[ATTRS]] = { convergent {{.*}}}
declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

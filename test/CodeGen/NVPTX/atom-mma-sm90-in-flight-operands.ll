; An sm90.mma whose A (or B) is the result of an atom still in flight waits
; for it first, and then takes the waited-for registers. The pass used to
; split A into registers before the wait, so the split read the result
; before the wait defined it ('Instruction does not dominate all uses!'), or
; kept the erased atom as a descriptor operand (a use after free). Found with
; the atom-call fuzzer (fuzz/AtomCallFuzzer.cpp).
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: opt -passes=nvptx-lower-atoms,verify -mtriple=nvptx64 -mcpu=sm_90a -S %s | FileCheck %s --check-prefix=OPT
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}

; OPT-LABEL: @rmem_a_in_flight(
; OPT:         %[[D0:.*]] = call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(
; OPT:         call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; OPT:         extractvalue { float, float, float, float } %[[D0]], 0
; OPT:         call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.rs.m64n8k16.f32.f16.f16(
; CHECK-LABEL: rmem_a_in_flight(
; CHECK:       wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0:%f[0-9]+]], {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}},
; CHECK:       wgmma.wait_group.sync.aligned 0;
; CHECK:       mov.b32 %r{{[0-9]+}}, [[D0]];
; CHECK:       wgmma.fence.sync.aligned;
; CHECK-NEXT:  wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}},
define <4 x float> @rmem_a_in_flight(i64 %a0, i64 %b0, i64 %b1, <4 x float> %c) {
  %d0 = call <4 x float> @llvm.nvvm.cute.atom.mma.ss(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a0, i64 %b0, <4 x float> %c, i1 true)
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = rmem}", <4 x float> %d0, i64 %b1, <4 x float> %c, i1 true)
  ret <4 x float> %d1
}

; An f16 accumulator of N = 8 is two registers, an i64: a result a later
; atom can take as its descriptors.
; OPT-LABEL: @descriptors_in_flight(
; OPT:         call { <2 x half>, <2 x half> } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(
; OPT:         call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
; OPT:         %[[DESC:.*]] = bitcast <4 x half> %{{.*}} to i64
; OPT:         call { <2 x half>, <2 x half> } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(i64 %[[DESC]], i64 %[[DESC]],
; CHECK-LABEL: descriptors_in_flight(
; CHECK:       wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16
; CHECK:       wgmma.wait_group.sync.aligned 0;
; CHECK:       or.b64 [[DESC:%rd[0-9]+]],
; CHECK:       wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {{{.*}}}, [[DESC]], [[DESC]],
define <2 x i32> @descriptors_in_flight(i64 %a0, i64 %b0, <2 x i32> %c) {
  %d0 = call i64 @llvm.nvvm.cute.atom.mma.h(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f16}", i64 %a0, i64 %b0, i64 0, i1 true)
  %d1 = call <2 x i32> @llvm.nvvm.cute.atom.mma.h2(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f16}", i64 %d0, i64 %d0, <2 x i32> %c, i1 true)
  ret <2 x i32> %d1
}

declare <4 x float> @llvm.nvvm.cute.atom.mma.ss(metadata, metadata, i64, i64, <4 x float>, i1)
declare <4 x float> @llvm.nvvm.cute.atom.mma.rs(metadata, metadata, <4 x float>, i64, <4 x float>, i1)
declare i64 @llvm.nvvm.cute.atom.mma.h(metadata, metadata, i64, i64, i64, i1)
declare <2 x i32> @llvm.nvvm.cute.atom.mma.h2(metadata, metadata, i64, i64, <2 x i32>, i1)

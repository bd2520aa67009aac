; sm100.mma, sm100.mma_sp, sm100.mma_bs and sm100.mma_bs_sp atoms become
; LLVM 22's tcgen05.mma intrinsics with the instruction descriptor the atom
; library packs (the words below are computed by hand from the PTX ISA's
; instruction-descriptor tables), then tcgen05.mma MachineInstrs.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx88 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_103a -mattr=+ptx88 %s -o - | FileCheck %s
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx88 -S %s | FileCheck %s --check-prefix=OPT
; RUN: %if ptxas-sm_100a %{ llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx88 %s -o - | %ptxas-verify -arch=sm_100a %}
; RUN: %if ptxas-sm_103a %{ llc -mtriple=nvptx64 -mcpu=sm_103a -mattr=+ptx88 %s -o - | %ptxas-verify -arch=sm_103a %}

; f16 x f16 -> f32, M 128, N 256: D f32 (1) at bit 4, N>>3 = 32 at 17,
; M>>4 = 8 at 24: 0x08400010.
; CHECK-LABEL: .func dense(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 138412048;
; CHECK: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
; OPT-LABEL: @dense(
; OPT: call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 138412048, i1 %en, i32 0, i32 1, i32 0)
define void @dense(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en) {
  call void @llvm.nvvm.cute.atom.mma.desc(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en)
  ret void
}

; A in tensor memory; tf32 x tf32 -> f32, M 64, N 8, collector lastuse:
; D f32 1<<4, tf32 2<<7 and 2<<10, N>>3 = 1 at 17, M>>4 = 4 at 24:
; 0x04020910.
; CHECK-LABEL: .func tmem_a(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 67242256;
; CHECK: tcgen05.mma.cta_group::1.kind::tf32.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
; OPT-LABEL: @tmem_a(
; OPT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 67242256, i1 %en, i32 1, i32 1, i32 1)
define void @tmem_a(ptr addrspace(6) %a, i64 %b, ptr addrspace(6) %d, i1 %en) {
  call void @llvm.nvvm.cute.atom.mma.tmem(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [64, 8, 8], a_type = tf32, b_type = tf32, c_type = f32, a_residency = tmem, collector = lastuse}", ptr addrspace(6) %a, i64 %b, ptr addrspace(6) %d, i1 %en)
  ret void
}

; Sparse e4m3 x e2m1 -> f16, M 128, N 64, K 64 (twice the dense 32),
; selector 1: selector 1, sparse 1<<2, e2m1 5<<10, N>>3 = 8 at 17, M>>4 = 8
; at 24: 0x08101405.
; CHECK-LABEL: .func sparse(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 135271429;
; CHECK: tcgen05.mma.sp.cta_group::1.kind::f8f6f4.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], [[IDESC]], %p{{[0-9]+}};
define void @sparse(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %m) {
  call void @llvm.nvvm.cute.atom.mma.sp(metadata !"!cute_nvgpu.sm100.mma_sp", metadata !"{shape_MNK = [128, 64, 64], a_type = e4m3, b_type = e2m1, c_type = f16, sparsity_selector = 1}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %m)
  ret void
}

; The three block-scaled (atom_K, vecSize) forms the cute_nvgpu dialect's
; block-scaled UMMA verifier accepts (docs/AtomIR.md, "UMMA").
; (64, 16) with ue4m3: mxf4nvf4, block16; e2m1 is code 1 at bits 7 and 10,
; N>>3 = 16 at 17, scale type ue4m3 = 0 at 23, M>>7 = 1 at 27: 0x08200480.
; CHECK-LABEL: .func nvfp4(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 136316032;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
; OPT-LABEL: @nvfp4(
; OPT: call void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) %d, i64 %a, i64 %b, i32 136316032, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
define void @nvfp4(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue4m3, sfb_type = ue4m3, vec_size = 16}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}

; (64, 32) with ue8m0: mxf4, block32; scale type ue8m0 1<<23, sfa id 2 at
; 29, sfb id 2 at 4: 0x08200480 | 1<<23 | 2<<29 | 2<<4 = 0x48A004A0.
; CHECK-LABEL: .func mxfp4(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 1218446496;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32.collector::a::discard
define void @mxfp4(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32, sfa_id = 2, sfb_id = 2}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}

; (32, 32) with ue8m0: mxf8f6f4, block32; e4m3 x e5m2 (codes 0, 1<<10),
; N>>3 = 1 at 17, ue8m0 1<<23, M>>7 = 1 at 27: 0x08820400.
; CHECK-LABEL: .func mxfp8(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 142738432;
; CHECK: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32.collector::a::discard
define void @mxfp8(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 8, 32], a_type = e4m3, b_type = e5m2, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}

; Sparse block-scaled, 2-CTA (M 256 only): mxf8f6f4 at K 64; e2m1 x e2m1
; (5<<7, 5<<10), sparse 1<<2, N>>3 = 32 at 17, ue8m0, M>>7 = 2 at 27:
; 0x10C01684.
; CHECK-LABEL: .func bs_sparse_2cta(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 281024132;
; CHECK: tcgen05.mma.sp.cta_group::2.kind::mxf8f6f4.block_scale.block32.collector::a::discard
define void @bs_sparse_2cta(i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %m, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bssp(metadata !"!cute_nvgpu.sm100.mma_bs_sp", metadata !"{shape_MNK = [256, 256, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32, cta_group = 2}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 %en, ptr addrspace(6) %m, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}

declare void @llvm.nvvm.cute.atom.mma.desc(metadata, metadata, i64, i64, ptr addrspace(6), i1)
declare void @llvm.nvvm.cute.atom.mma.tmem(metadata, metadata, ptr addrspace(6), i64, ptr addrspace(6), i1)
declare void @llvm.nvvm.cute.atom.mma.sp(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6))
declare void @llvm.nvvm.cute.atom.mma.bs(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))
declare void @llvm.nvvm.cute.atom.mma.bssp(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6))

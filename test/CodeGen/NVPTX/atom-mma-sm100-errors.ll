; NVPTXLowerAtoms' diagnostics for the sm100.* (UMMA) atoms, once each:
; the element-type rungs of the cute_nvgpu dialect's UMMA-family verifier,
; the block-scaled (atom_K, vecSize) forms of its block-scaled UMMA verifier
; with their strings, residency, the tcgen05 shape table, modifiers, declared
; tiles (the dialect's layout strings, byte for byte), operands, targets.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx88 %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
; SM110 registers no MMA atom of its own (as in the cute_nvgpu dialect's
; registry; docs/Atoms.md, "Registry"); sm_90a lacks the tier.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_110a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM110
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; SM110: error: in function 'a_type': atom `sm100.mma` needs an architecture-specific target of the sm_100 family (sm_100a or sm_100f); the target is sm_110a
; SM90: error: in function 'a_type': atom `sm100.mma` needs sm_100 or later; the target is sm_90a

; CHECK: error: in function 'a_type': expects operand a with element type f16|bf16|tf32|e4m3|e5m2|e2m3|e3m2|e2m1|s8|u8, but get s4.
define void @a_type(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.a_type(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = s4, b_type = s4, c_type = s32, a_residency = rmem}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.a_type(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'b_type': expects operand b with element type f16, but get bf16.
define void @b_type(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.b_type(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = bf16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.b_type(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'c_type': expects operand c with element type f32, but get f16.
define void @c_type(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.c_type(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = bf16, b_type = bf16, c_type = f16}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.c_type(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'a_rmem': expects memref/smem_desc_view for operand A, but gets A:rmem.
define void @a_rmem(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.a_rmem(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = rmem}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.a_rmem(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'b_tmem': expects smem_desc_view for operand B, but gets B: tmem.
define void @b_tmem(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.b_tmem(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, b_residency = tmem}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.b_tmem(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'd_rmem': expects memref for operand D, but gets D: rmem.
define void @d_rmem(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.d_rmem(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, c_residency = rmem}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.d_rmem(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'k': unsupported shape_MNK 128x256x32 for `sm100.mma` with f16 inputs; expected MxNx16
define void @k(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.k(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 32], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.k(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'm': M 256 of `sm100.mma` with cta_group 1 is not 64 or 128
define void @m(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.m(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [256, 256, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.m(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'n': N 12 of `sm100.mma` with cta_group 1 is not a multiple of 8 up to 256
define void @n(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.n(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 12, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.n(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'n_i8': N 40 of `sm100.mma` with cta_group 1 is not 8, 16, 24, 32 or a multiple of 16 up to 256
define void @n_i8(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.n_i8(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 40, 32], a_type = s8, b_type = s8, c_type = s32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.n_i8(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'n_2cta': N 24 of `sm100.mma` with cta_group 2 is not a multiple of 16 up to 256
define void @n_2cta(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.n_2cta(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [256, 24, 16], a_type = f16, b_type = f16, c_type = f32, cta_group = 2}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.n_2cta(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'cta_group': cta_group 0 is not 1 or 2
define void @cta_group(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.cta_group(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, cta_group = 0}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.cta_group(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'collector': attributes of `sm100.mma`, column 84: attribute `collector` must be a word: one of discard, lastuse, fill, use
define void @collector(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.collector(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, collector = keep}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.collector(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'negate_i8': kind::i8 instruction descriptor: negation is not for kind::i8
define void @negate_i8(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.negate_i8(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 32], a_type = s8, b_type = s8, c_type = s32, negate_a}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.negate_i8(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'satfinite_f16': satfinite is only for integer MMA
define void @satfinite_f16(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.satfinite_f16(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, satfinite}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.satfinite_f16(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'scale_key_dense': attributes of `sm100.mma`, column 72: attribute `sfa_type` is only for block-scaled atoms
define void @scale_key_dense(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.scale_key_dense(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, sfa_type = ue8m0}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.scale_key_dense(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'layout_missing': invalid layout of A/B/D. A: #cute.layout<(128, 16):(16, 1)>, B: none, D:none
define void @layout_missing(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.layout_missing(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.layout_missing(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'layout_gemm': layoutA, layoutB and layoutD fail to form a gemm. A: #cute.layout<(128, 16):(16, 1)>, B: #cute.layout<(128, 16):(16, 1)>, D: #cute.layout<(128, 256):(1, 128)>
define void @layout_gemm(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.layout_gemm(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>, b_layout = #cute.layout<(128, 16):(16, 1)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.layout_gemm(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'layout_scaled': invalid layout of A/B/D. A: #cute.layout<(128@0, 16@1)>, B: #cute.layout<(256, 16):(16, 1)>, D:#cute.layout<(128, 256):(1, 128)>
define void @layout_scaled(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.layout_scaled(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(1@0, 1@1)>, b_layout = #cute.layout<(256, 16):(16, 1)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.layout_scaled(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'layout_composed': doesn't support composed layout for A/B/D, but got: A: #cute.layout<Sw<3, 4, 3> o (128, 16):(16, 1)>, B: #cute.layout<(256, 16):(16, 1)>, D:#cute.layout<(128, 256):(1, 128)>
define void @layout_composed(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.layout_composed(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<Sw<3, 4, 3> o (128, 16):(16, 1)>, b_layout = #cute.layout<(256, 16):(16, 1)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.layout_composed(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; The ranks of the declared tiles follow cute's GEMM (with the dialect's rank
; strings, byte for byte): A and B of one rank, C (c_layout, else D's tile)
; and D of one rank, C's rank what A's allows; of those forms the atom takes
; (M, K) x (N, K) => (M, N) only.
; CHECK: error: in function 'rank_a_b': expects A, B to have the same rank, but got A: #cute.layout<(128, 16):(16, 1)>, B: #cute.layout<(256, 2, 8):(16, 1, 2)>
define void @rank_a_b(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_a_b(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>, b_layout = #cute.layout<(256, 2, 8):(16, 1, 2)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_a_b(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'rank_c_d': expects C, D to have the same rank, but got C: #cute.layout<(128, 256, 1):(1, 128, 0)>, D: #cute.layout<(128, 256):(1, 128)>
define void @rank_c_d(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_c_d(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>, b_layout = #cute.layout<(256, 16):(16, 1)>, c_layout = #cute.layout<(128, 256, 1):(1, 128, 0)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_c_d(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'rank_c_1': expects C to have rank 1 or 2, but got C: #cute.layout<(128, 256, 1):(1, 128, 0)>
define void @rank_c_1(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_c_1(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<2048:1>, b_layout = #cute.layout<4096:1>, d_layout = #cute.layout<(128, 256, 1):(1, 128, 0)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_c_1(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'rank_c_2': expects C to have rank 2 or 3, but got C: #cute.layout<32768:1>
define void @rank_c_2(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_c_2(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>, b_layout = #cute.layout<(256, 16):(16, 1)>, d_layout = #cute.layout<32768:1>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_c_2(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'rank_c_3': expects C to have rank 3, but got C: #cute.layout<(128, 256):(1, 128)>
define void @rank_c_3(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_c_3(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(1, 128, 16):(0, 16, 1)>, b_layout = #cute.layout<(1, 256, 16):(0, 16, 1)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_c_3(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'rank_gemm_form': invalid layout of A/B/D. A: #cute.layout<(1, 128, 16):(0, 16, 1)>, B: #cute.layout<(1, 256, 16):(0, 16, 1)>, D:#cute.layout<(1, 128, 256):(0, 1, 128)>
define void @rank_gemm_form(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.rank_gemm_form(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(1, 128, 16):(0, 16, 1)>, b_layout = #cute.layout<(1, 256, 16):(0, 16, 1)>, d_layout = #cute.layout<(1, 128, 256):(0, 1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.rank_gemm_form(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'c_not_d': layoutA, layoutB and layoutD fail to form a gemm. A: #cute.layout<(128, 16):(16, 1)>, B: #cute.layout<(256, 16):(16, 1)>, D: #cute.layout<(128, 256):(1, 128)>
define void @c_not_d(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.c_not_d(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<(128, 16):(16, 1)>, b_layout = #cute.layout<(256, 16):(16, 1)>, c_layout = #cute.layout<(128, 128):(1, 128)>, d_layout = #cute.layout<(128, 256):(1, 128)>}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.c_not_d(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'bs_c_type': expects c type to be Float32
define void @bs_c_type(i64 %a, i64 %b, ptr addrspace(6) %d, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs_c_type(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32, c_type = f16}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.bs_c_type(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))

; CHECK: error: in function 'bs_sf_mismatch': expects sfa/sfb element types to be the same
define void @bs_sf_mismatch(i64 %a, i64 %b, ptr addrspace(6) %d, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs_sf_mismatch(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue4m3, vec_size = 16}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.bs_sf_mismatch(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))

; CHECK: error: in function 'bs_form': unsupported block-scaled UMMA: e4m3 x e4m3 with atom_K 64, vecSize 32 and ue8m0 scale factors; expected (FP8|FP6|FP4, 32, 32, ue8m0), (FP4, 64, 32, ue8m0) or (FP4, 64, 16, ue8m0|ue4m3)
define void @bs_form(i64 %a, i64 %b, ptr addrspace(6) %d, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs_form(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e4m3, b_type = e4m3, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.bs_form(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))

; CHECK: error: in function 'bs_missing': attributes of `sm100.mma_bs`: missing attribute `vec_size` for a block-scaled atom
define void @bs_missing(i64 %a, i64 %b, ptr addrspace(6) %d, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs_missing(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [128, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue8m0}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.bs_missing(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))

; CHECK: error: in function 'bs_m64': M 64 of `sm100.mma_bs` with cta_group 1 is not 128
define void @bs_m64(i64 %a, i64 %b, ptr addrspace(6) %d, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.cute.atom.mma.bs_m64(metadata !"!cute_nvgpu.sm100.mma_bs", metadata !"{shape_MNK = [64, 128, 64], a_type = e2m1, b_type = e2m1, sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.bs_m64(metadata, metadata, i64, i64, ptr addrspace(6), i1, ptr addrspace(6), ptr addrspace(6))

; CHECK: error: in function 'd_type': operand D of `sm100.mma` is a tensor-memory address (ptr addrspace(6)); it is i64
define void @d_type(i64 %a, i64 %b, i64 %d) {
  call void @llvm.nvvm.cute.atom.mma.d_type(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, i64 %d, i1 true)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.d_type(metadata, metadata, i64, i64, i64, i1)

; CHECK: error: in function 'returns': `sm100.mma` returns nothing (D is in tensor memory); the call returns i32
define i32 @returns(i64 %a, i64 %b, ptr addrspace(6) %d) {
  %r = call i32 @llvm.nvvm.cute.atom.mma.returns(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d, i1 true)
  ret i32 %r
}
declare i32 @llvm.nvvm.cute.atom.mma.returns(metadata, metadata, i64, i64, ptr addrspace(6), i1)

; CHECK: error: in function 'count': `sm100.mma` takes 6 operands (type, attributes, A, B, D, enable_input_d); the call has 5
define void @count(i64 %a, i64 %b, ptr addrspace(6) %d) {
  call void @llvm.nvvm.cute.atom.mma.count(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [128, 256, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, ptr addrspace(6) %d)
  ret void
}
declare void @llvm.nvvm.cute.atom.mma.count(metadata, metadata, i64, i64, ptr addrspace(6))

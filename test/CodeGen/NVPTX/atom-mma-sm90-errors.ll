; NVPTXLowerAtoms' diagnostics for sm90.mma (WGMMA), once each: the rungs of the
; cute_nvgpu dialect's UMMA-family verifier (element types before residency,
; with its strings byte for byte), the GMMA shape, the modifiers, and operands
; that do not fit.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; SM90: error: in function 'a_type': atom `sm90.mma` needs an architecture-specific target of the sm_90 family (sm_90a); the target is sm_90

; CHECK: error: in function 'a_type': expects operand a with element type f16|bf16|tf32|e4m3|e5m2|s8|u8|u1, but get s4.
define <4 x float> @a_type(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.a_type(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 64], a_type = s4, b_type = s4, c_type = s32, b_residency = rmem}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.a_type(metadata, metadata, i64, i64, <4 x float>, i1)

; The cute_nvgpu dialect's dedicated diagnostics for an input family whose
; pairing or D type WGMMA lacks: A (else B) of one family needs both of it,
; with D of type s32 (the dialect's strings say i32) for the integers.
; CHECK: error: in function 's8_d_f32': expects A/B of type s8/u8 and D of type i32
define <4 x float> @s8_d_f32(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.s8_d_f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = s8, b_type = u8, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.s8_d_f32(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'u8_b_e4m3': expects A/B of type s8/u8 and D of type i32
define <4 x float> @u8_b_e4m3(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.u8_b_e4m3(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = u8, b_type = e4m3, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.u8_b_e4m3(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 's4_b_s8': expects A/B of type s4/u4 and D of type i32
define <4 x float> @s4_b_s8(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.s4_b_s8(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 64], a_type = s4, b_type = s8, c_type = s32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.s4_b_s8(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'u1_d_f32': expects A/B of type u1 and D of type i32
define <4 x float> @u1_d_f32(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.u1_d_f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 256], a_type = u1, b_type = u1, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.u1_d_f32(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'e5m2_b_f16': expects A/B of the e5m2/e4m3 type
define <4 x float> @e5m2_b_f16(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.e5m2_b_f16(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = e5m2, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.e5m2_b_f16(metadata, metadata, i64, i64, <4 x float>, i1)

; The population count has no saturation.
; CHECK: error: in function 'u1_satfinite': satfinite is not for u1 inputs (a population count)
define <4 x i32> @u1_satfinite(i64 %a, i64 %b, <4 x i32> %c) {
  %d = call <4 x i32> @llvm.nvvm.cute.atom.mma.u1_satfinite(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 256], a_type = u1, b_type = u1, c_type = s32, satfinite}", i64 %a, i64 %b, <4 x i32> %c, i1 true)
  ret <4 x i32> %d
}
declare <4 x i32> @llvm.nvvm.cute.atom.mma.u1_satfinite(metadata, metadata, i64, i64, <4 x i32>, i1)

; CHECK: error: in function 'b_type': expects operand b with element type f16, but get bf16.
define <4 x float> @b_type(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.b_type(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = bf16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.b_type(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'c_type': expects operand c with element type f32, but get f16.
define <4 x float> @c_type(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.c_type(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = bf16, b_type = bf16, c_type = f16}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.c_type(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'a_tmem': expects memref/smem_desc_view for operand A, but gets A:tmem.
define <4 x float> @a_tmem(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.a_tmem(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = tmem}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.a_tmem(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'b_rmem': expects smem_desc_view for operand B, but gets B: rmem.
define <4 x float> @b_rmem(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.b_rmem(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, b_residency = rmem}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.b_rmem(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'd_tmem': expects memref for operand D, but gets D: tmem.
define <4 x float> @d_tmem(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.d_tmem(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, c_residency = tmem}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.d_tmem(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'm': unsupported shape_MNK 128x8x16 for `sm90.mma` with f16 inputs; expected 64xNx16
define <4 x float> @m(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.m(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [128, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.m(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'k': unsupported shape_MNK 64x8x32 for `sm90.mma` with f16 inputs; expected 64xNx16
define <4 x float> @k(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.k(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.k(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'n': N 12 of `sm90.mma` is not a multiple of 8 up to 256 for f16 inputs
define <4 x float> @n(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.n(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 12, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.n(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'n_int': N 40 of `sm90.mma` is not 8, 16, 24 or a multiple of 16 up to 256 for s8 inputs
define <4 x float> @n_int(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.n_int(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 40, 32], a_type = s8, b_type = u8, c_type = s32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.n_int(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'negate_int': negate_a and negate_b are not for integer inputs
define <4 x float> @negate_int(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.negate_int(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = s8, b_type = s8, c_type = s32, negate_a}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.negate_int(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'transpose_tf32': transpose_a and transpose_b are only for f16 and bf16 inputs
define <4 x float> @transpose_tf32(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.transpose_tf32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 8], a_type = tf32, b_type = tf32, c_type = f32, transpose_b}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.transpose_tf32(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'transpose_rs': transpose_a needs A in shared memory (a_residency = smem_desc)
define <4 x float> @transpose_rs(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.transpose_rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = rmem, transpose_a}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.transpose_rs(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'satfinite_float': satfinite is only for integer MMA
define <4 x float> @satfinite_float(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.satfinite_float(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, satfinite}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.satfinite_float(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'unknown_key': attributes of `sm90.mma`, column 69: unknown attribute `sparsity_selector` for `sm90.mma`
define <4 x float> @unknown_key(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unknown_key(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, sparsity_selector = 0}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.unknown_key(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'operand_count': `sm90.mma` takes 6 operands (type, attributes, A, B, C, scale_d); the call has 5
define <4 x float> @operand_count(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_count(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_count(metadata, metadata, i64, i64, <4 x float>)

; CHECK: error: in function 'a_not_desc': operand A of `sm90.mma` is a shared-memory descriptor (i64); it is i32
define <4 x float> @a_not_desc(i32 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.a_not_desc(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i32 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.a_not_desc(metadata, metadata, i32, i64, <4 x float>, i1)

; CHECK: error: in function 'b_not_desc': operand B of `sm90.mma` is a shared-memory descriptor (i64); it is <2 x i32>
define <4 x float> @b_not_desc(i64 %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.b_not_desc(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, <2 x i32> %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.b_not_desc(metadata, metadata, i64, <2 x i32>, <4 x float>, i1)

; CHECK: error: in function 'scale_d_type': operand scale_d of `sm90.mma` is an i1; it is i32
define <4 x float> @scale_d_type(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.scale_d_type(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i32 1)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.scale_d_type(metadata, metadata, i64, i64, <4 x float>, i32)

; CHECK: error: in function 'c_size': operand C of `sm90.mma` m64n8k16 f32 is 4 32-bit registers; it is <8 x float>
define <8 x float> @c_size(i64 %a, i64 %b, <8 x float> %c) {
  %d = call <8 x float> @llvm.nvvm.cute.atom.mma.c_size(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <8 x float> %c, i1 true)
  ret <8 x float> %d
}
declare <8 x float> @llvm.nvvm.cute.atom.mma.c_size(metadata, metadata, i64, i64, <8 x float>, i1)

; CHECK: error: in function 'result_type': the result of `sm90.mma` must have the type of C, <4 x float>; it is <4 x i32>
define <4 x i32> @result_type(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x i32> @llvm.nvvm.cute.atom.mma.result_type(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x i32> %d
}
declare <4 x i32> @llvm.nvvm.cute.atom.mma.result_type(metadata, metadata, i64, i64, <4 x float>, i1)

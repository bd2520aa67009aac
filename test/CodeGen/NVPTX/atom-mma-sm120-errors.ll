; NVPTXLowerAtoms' diagnostics for SM120.mma_bs, once each: the element
; types, the shape, the (K, vec_size, sf_type) families, residency and
; malformed attributes and operands. Exit status 1, no crash.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace


; CHECK: error: in function 'a_type': expects operand a with element type e4m3|e5m2|e3m2|e2m3|e2m1, but get f16.
define <4 x float> @a_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.a_type(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = f16, b_type = e4m3, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.a_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'b_type': expects operand b with element type e4m3|e5m2|e3m2|e2m3|e2m1, but get s8.
define <4 x float> @b_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.b_type(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = s8, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.b_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'c_type': expects operand c with element type f32, but get f16.
define <4 x float> @c_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.c_type(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, c_type = f16, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.c_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'shape': unsupported shape_MNK 16x8x16 for `SM120.mma_bs` with e4m3 inputs; expected 16x8x32, 16x8x64
define <4 x float> @shape(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.shape(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 16], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.shape(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'k64_fp8': expects operand b with element type e2m1, but get e4m3.
define <4 x float> @k64_fp8(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.k64_fp8(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 64], a_type = e2m1, b_type = e4m3, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.k64_fp8(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'family': unsupported (K, vec_size, sf_type) (64, 16, ue8m0) for `SM120.mma_bs`; expected (32, 32, ue8m0), (64, 32, ue8m0) or (64, 16, ue4m3)
define <4 x float> @family(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.family(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 64], a_type = e2m1, b_type = e2m1, sf_type = ue8m0, vec_size = 16}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.family(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'missing_vec_size': attributes of `SM120.mma_bs`: missing attribute `vec_size` for `SM120.mma_bs`
define <4 x float> @missing_vec_size(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.missing_vec_size(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.missing_vec_size(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'byte_id': attributes of `SM120.mma_bs`, column 101: attribute `byte_id_a` must be an integer in [0, 3]
define <4 x float> @byte_id(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.byte_id(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32, byte_id_a = 4}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.byte_id(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'layout_key': attributes of `SM120.mma_bs`, column 89: unknown attribute `a_layout` for `SM120.mma_bs`
define <4 x float> @layout_key(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.layout_key(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32, a_layout = #cute.layout<4:1>}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.layout_key(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'residency': expects rmem for input operands, but got A: rmem, B: rmem, D: tmem
define <4 x float> @residency(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.residency(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32, c_residency = tmem}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.residency(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'thread_id_a': thread_id_a 2 of `SM120.mma_bs` is not 0 or 1
define <4 x float> @thread_id_a(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.thread_id_a(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32, thread_id_a = 2}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.thread_id_a(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'byte_id_2x': byte_id_b 1 of `SM120.mma_bs` with scale_vec::2X is not 0 or 2
define <4 x float> @byte_id_2x(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.byte_id_2x(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 64], a_type = e2m1, b_type = e2m1, sf_type = ue8m0, vec_size = 32, byte_id_b = 1}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.byte_id_2x(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'byte_id_4x': byte_id_a 2 of `SM120.mma_bs` with scale_vec::4X is not 0
define <4 x float> @byte_id_4x(<4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.byte_id_4x(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 64], a_type = e2m1, b_type = e2m1, sf_type = ue4m3, vec_size = 16, byte_id_a = 2}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %sa, i32 %sb)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.byte_id_4x(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>, i32, i32)

; CHECK: error: in function 'scales_missing': `SM120.mma_bs` takes 7 operands (type, attributes, A, B, C, scale_a, scale_b); the call has 5
define <4 x float> @scales_missing(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.scales_missing(metadata !"!cute_nvgpu.SM120.mma_bs", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, sf_type = ue8m0, vec_size = 32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.scales_missing(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

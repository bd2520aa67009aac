; Every diagnostic of NVPTXLowerAtoms for MMA atoms, once: bad atom text, atoms
; the target lacks, malformed attributes, each rung of the register MMA verifier
; ladder (the cute_nvgpu dialect's strings, byte for byte), declared layouts,
; and calls whose operands do not fit. llc and opt report the error, delete the
; call and exit with status 1; nothing crashes.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx71 %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
; opt stops at the first error.
; RUN: not opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx71 %s -disable-output 2>&1 | FileCheck %s --strict-whitespace --check-prefix=OPT
; Below PTX ISA 7.1 the sparse forms do not exist.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=PTX70


; OPT: error: in function 'unknown_mnemonic': atom type '!cute_nvgpu.sm91.mma', column 13: unknown  type `sm91.mma` in dialect `cute_nvgpu`
; OPT-NOT: error
; CHECK: error: in function 'unknown_mnemonic': atom type '!cute_nvgpu.sm91.mma', column 13: unknown  type `sm91.mma` in dialect `cute_nvgpu`
define <4 x float> @unknown_mnemonic(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unknown_mnemonic(metadata !"!cute_nvgpu.sm91.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.unknown_mnemonic(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'malformed_type': atom type '!cute_nvgpu.sm80.mma<f16>', column 21: type `sm80.mma` takes no parameters
define <4 x float> @malformed_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.malformed_type(metadata !"!cute_nvgpu.sm80.mma<f16>", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.malformed_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'not_mma': '!cute_nvgpu.atom.ldsm' is not an MMA atom
define <4 x float> @not_mma(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.not_mma(metadata !"!cute_nvgpu.atom.ldsm", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.not_mma(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; A type with none of the atom interfaces gets the dialect's
; verify_atom_instance diagnostic, byte for byte.
; CHECK: error: in function 'no_interface': atom type does not implement a known cute_nvgpu interface{{$}}
define <4 x float> @no_interface(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.no_interface(metadata !"!cute_nvgpu.smem_desc", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.no_interface(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'above_tier': atom `sm89.mma` needs sm_89 or later; the target is sm_80
define <4 x float> @above_tier(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.above_tier(metadata !"!cute_nvgpu.sm89.mma", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.above_tier(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'arch_conditional': atom `sm90.mma` needs sm_90 or later; the target is sm_80
define <4 x float> @arch_conditional(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.arch_conditional(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.arch_conditional(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'missing_attribute': attributes of `sm80.mma`: missing attribute `shape_MNK` for `sm80.mma`
define <4 x float> @missing_attribute(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.missing_attribute(metadata !"!cute_nvgpu.sm80.mma", metadata !"{a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.missing_attribute(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'unknown_attribute': attributes of `sm80.mma`, column 69: unknown attribute `sparsity_selector` for `sm80.mma`
define <4 x float> @unknown_attribute(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unknown_attribute(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, sparsity_selector = 0}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.unknown_attribute(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; A misspelt key gets the closest key the atom takes.
; CHECK: error: in function 'misspelt_attribute': attributes of `sm80.mma`, column 41: unknown attribute `b_typ` for `sm80.mma`; did you mean `b_type`?
define <4 x float> @misspelt_attribute(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unknown_attribute(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_typ = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}

; CHECK: error: in function 'malformed_shape': attributes of `sm80.mma`, column 14: attribute `shape_MNK` must be a list of integers of three extents in [1, 4096]: [M, N, K]
define <4 x float> @malformed_shape(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.malformed_shape(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.malformed_shape(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'unknown_element': attributes of `sm80.mma`, column 36: unknown element type `f17` in `a_type`; expected one of f16, bf16, tf32, f32, e4m3, e5m2, s8, u8, s4, u4, s32, e3m2, e2m3, e2m1, ue8m0, ue4m3, u1
define <4 x float> @unknown_element(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unknown_element(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f17, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.unknown_element(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'attribute_syntax': attributes of `sm80.mma`, column 26: expected `,` or `}` after an attribute, found `a`
define <4 x float> @attribute_syntax(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.attribute_syntax(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16] a_type = f16}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.attribute_syntax(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'residency': expects rmem for input operands, but got A: smem_desc, B: rmem, D: rmem
define <4 x float> @residency(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.residency(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = smem_desc}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.residency(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'operand_a_type': expects operand a with element type f16|bf16|tf32|s8|u8|s4|u4, but get e4m3.
define <4 x float> @operand_a_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_a_type(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e4m3, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_a_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'same_element_type': expects all mma operands to have element type f16, but got b: bf16
define <4 x float> @same_element_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.same_element_type(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = bf16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.same_element_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'operand_b_type': expects operand b with element type s8|u8, but get s4.
define <4 x float> @operand_b_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_b_type(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 32], a_type = s8, b_type = s4, c_type = s32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_b_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'operand_c_type': expects operand c with element type f32, but get f16.
define <4 x float> @operand_c_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_c_type(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f16}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_c_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'shape': unsupported shape_MNK 16x8x4 for `sm80.mma` with f16 inputs; expected 16x8x8, 16x8x16
define <4 x float> @shape(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.shape(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 4], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.shape(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'satfinite_float': satfinite is only for integer MMA
define <4 x float> @satfinite_float(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.satfinite_float(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, satfinite}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.satfinite_float(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'unit_with_value': attributes of `sm80.mma`, column 81: attribute `satfinite` must be a unit attribute
define <4 x float> @unit_with_value(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.unit_with_value(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, satfinite = 1}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.unit_with_value(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'selector_range': sparsity_selector 2 is not 0 or 1
define <4 x float> @selector_range(<2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.selector_range(metadata !"!cute_nvgpu.sm80.sparse_mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, sparsity_selector = 2}", <2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.selector_range(metadata, metadata, <2 x i32>, <2 x i32>, <4 x float>, i32)

; CHECK: error: in function 'selector_int8': sparse MMA 16x8x64 with s8 inputs pins sparsity_selector to 0
define <4 x float> @selector_int8(<2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.selector_int8(metadata !"!cute_nvgpu.sm80.sparse_mma", metadata !"{shape_MNK = [16, 8, 64], a_type = s8, b_type = s8, c_type = s32, sparsity_selector = 1}", <2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.selector_int8(metadata, metadata, <2 x i32>, <2 x i32>, <4 x float>, i32)

; CHECK: error: in function 'scaled_basis_layout': expects static and no scaled basis layout for #cute.layout<(4@0, 8@1)>
define <4 x float> @scaled_basis_layout(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.scaled_basis_layout(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, c_layout = #cute.layout<(4@0, 8@1)>}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.scaled_basis_layout(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'dynamic_layout': expects static and no scaled basis layout for #cute.layout<((4, 8), (2, 2)):((32, 1), (16, ?))>
define <4 x float> @dynamic_layout(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.dynamic_layout(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, c_layout = #cute.layout<((4, 8), (2, 2)):((32, 1), (16, ?))>}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.dynamic_layout(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'wrong_layout': expects Mma atom layout of #cute.layout<((4, 8), (2, 2, 2)):((32, 1), (16, 8, 128))> for operand a, but got #cute.layout<((4, 8), (2, 2, 2)):((32, 1), (16, 128, 8))>
define <4 x float> @wrong_layout(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.wrong_layout(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_layout = #cute.layout<((4, 8), (2, 2, 2)):((32, 1), (16, 128, 8))>}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.wrong_layout(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'wrong_metadata_layout': expects Mma atom layout of #cute.layout<((4, 8), 2):((0, 1), 8)> for operand metadata, but got #cute.layout<((4, 8), 2):((1, 4), 32)>
define <4 x float> @wrong_metadata_layout(<2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.wrong_metadata_layout(metadata !"!cute_nvgpu.sm80.sparse_mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, metadata_layout = #cute.layout<((4, 8), 2):((1, 4), 32)>}", <2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.wrong_metadata_layout(metadata, metadata, <2 x i32>, <2 x i32>, <4 x float>, i32)

; CHECK: error: in function 'layout_syntax': attributes of `sm80.mma`, column 100: the stride `(1)` is not congruent with the shape `(4, 8)`
define <4 x float> @layout_syntax(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.layout_syntax(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, b_layout = #cute.layout<(4, 8):(1)>}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.layout_syntax(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; Calls whose operands do not fit the atom.
; CHECK: error: in function 'operand_count': `sm80.mma` takes 5 operands (type, attributes, A, B, C); the call has 4
define <4 x float> @operand_count(<4 x i32> %a, <2 x i32> %b) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_count(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_count(metadata, metadata, <4 x i32>, <2 x i32>)

; CHECK: error: in function 'operand_size': operand A of `sm80.mma` 16x8x16 f16 is 4 32-bit registers; it is <8 x i8>
define <4 x float> @operand_size(<8 x i8> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_size(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <8 x i8> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_size(metadata, metadata, <8 x i8>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'operand_kind': operand B of `sm80.mma` 16x8x16 f16 is 2 32-bit registers; it is ptr
define <4 x float> @operand_kind(<4 x i32> %a, ptr %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.operand_kind(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, ptr %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.operand_kind(metadata, metadata, <4 x i32>, ptr, <4 x float>)

; CHECK: error: in function 'result_type': the result of `sm80.mma` must have the type of C, <4 x float>; it is <4 x i32>
define <4 x i32> @result_type(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x i32> @llvm.nvvm.cute.atom.mma.result_type(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x i32> %d
}
declare <4 x i32> @llvm.nvvm.cute.atom.mma.result_type(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'not_strings': 'llvm.nvvm.cute.atom.mma.not_strings' takes the atom type and its attributes as metadata strings first (metadata !"...")
define <4 x float> @not_strings(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.not_strings(metadata !0, metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.not_strings(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

; CHECK: error: in function 'unknown_intrinsic': unknown atom intrinsic 'llvm.nvvm.cute.atom.gemm'
define void @unknown_intrinsic() {
  call void @llvm.nvvm.cute.atom.gemm(metadata !"!cute_nvgpu.sm80.mma")
  ret void
}
declare void @llvm.nvvm.cute.atom.gemm(metadata)

; PTX70: error: in function 'ptx_version': `sm80.sparse_mma` 16x8x16 f16 needs PTX ISA 7.1 or later (use -mattr=+ptx71)
; CHECK-NOT: ptx_version
define <4 x float> @ptx_version(<2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.ptx_version(metadata !"!cute_nvgpu.sm80.sparse_mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <2 x i32> %a, <2 x i32> %b, <4 x float> %c, i32 %e)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.ptx_version(metadata, metadata, <2 x i32>, <2 x i32>, <4 x float>, i32)

!0 = !{!"!cute_nvgpu.sm80.mma"}

; atom.universal_fma: one element type for every operand (else the
; dialect's `expects all mma operands to have element type` diagnostic), its
; shapes, and its scalar operands.
; CHECK: error: in function 'fma_types': expects all mma operands to have element type f32, but got b: f16
define float @fma_types(float %a, half %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.fma_types(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = f32, b_type = f16, c_type = f32}", float %a, half %b, float %c)
  ret float %d
}
declare float @llvm.nvvm.cute.atom.mma.fma_types(metadata, metadata, float, half, float)

; CHECK: error: in function 'fma_element': expects operand a with element type f16|f32|s32, but get bf16.
define float @fma_element(float %a, float %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.fma_element(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = bf16, b_type = bf16, c_type = bf16}", float %a, float %b, float %c)
  ret float %d
}
declare float @llvm.nvvm.cute.atom.mma.fma_element(metadata, metadata, float, float, float)

; CHECK: error: in function 'fma_shape': unsupported shape_MNK 2x2x2 for `atom.universal_fma` with f32 inputs; expected 1x1x1, 8x8x4 (sm_70) or 16x8x8 (sm_75)
define float @fma_shape(float %a, float %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.fma_shape(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [2, 2, 2], a_type = f32, b_type = f32, c_type = f32}", float %a, float %b, float %c)
  ret float %d
}
declare float @llvm.nvvm.cute.atom.mma.fma_shape(metadata, metadata, float, float, float)

; CHECK: error: in function 'fma_operand': operand A of `atom.universal_fma` 1x1x1 f32 is float; it is i32
define float @fma_operand(i32 %a, float %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.fma_operand(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}", i32 %a, float %b, float %c)
  ret float %d
}
declare float @llvm.nvvm.cute.atom.mma.fma_operand(metadata, metadata, i32, float, float)

; atom.universal_fma: CuTe's UniversalFMA (1x1x1, one thread: D = A * B + C,
; a plain fma / mad on every target, the MMA path of SM110), and the SM70 /
; SM75 tensor-core shapes, which become LLVM 19's llvm.nvvm.mma intrinsics.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc -mtriple=nvptx64 -mcpu=sm_110a %s -o - | FileCheck %s --check-prefix=FMA
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 %s -o - | FileCheck %s --check-prefix=FMA
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_80 -S %s | FileCheck %s --check-prefix=OPT
; RUN: %if ptxas-sm_110a %{ llc -mtriple=nvptx64 -mcpu=sm_110a %s -o - | %ptxas-verify -arch=sm_110a %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx65 %S/Inputs/atom-universal-mma.ll -o - | FileCheck %S/Inputs/atom-universal-mma.ll
; RUN: %if ptxas-sm_75 %{ llc -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx65 %S/Inputs/atom-universal-mma.ll -o - | %ptxas-verify -arch=sm_75 %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_75 %S/Inputs/atom-universal-mma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_70 -mattr=+ptx65 %S/Inputs/atom-universal-mma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM70
; PTX: error: in function 'm16n8k8': `atom.universal_fma` 16x8x8 needs PTX ISA 6.5 or later (use -mattr=+ptx65)
; PTX: error: in function 'm8n8k4': `atom.universal_fma` 8x8x4 needs PTX ISA 6.4 or later (use -mattr=+ptx64)
; SM70: error: in function 'm16n8k8': shape_MNK 16x8x8 of `atom.universal_fma` needs sm_75 or later; the target is sm_70
; SM70-NOT: error

; FMA-LABEL: fma_f32(
; FMA: fma.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
; OPT-LABEL: @fma_f32(
; OPT: %mma_f32_f32_f32_1x1x1 = call float @llvm.fma.f32(float %a, float %b, float %c)
define float @fma_f32(float %a, float %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}", float %a, float %b, float %c)
  ret float %d
}

; FMA-LABEL: fma_f16(
; FMA: fma.rn.f16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}};
define half @fma_f16(half %a, half %b, half %c) {
  %d = call half @llvm.nvvm.cute.atom.mma.f16(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = f16, b_type = f16, c_type = f16}", half %a, half %b, half %c)
  ret half %d
}

; FMA-LABEL: fma_s32(
; FMA: mad.lo.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
; OPT-LABEL: @fma_s32(
; OPT: %1 = mul i32 %a, %b
; OPT-NEXT: %mma_s32_s32_s32_1x1x1 = add i32 %1, %c
define i32 @fma_s32(i32 %a, i32 %b, i32 %c) {
  %d = call i32 @llvm.nvvm.cute.atom.mma.s32(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = s32, b_type = s32, c_type = s32}", i32 %a, i32 %b, i32 %c)
  ret i32 %d
}

declare float @llvm.nvvm.cute.atom.mma.f32(metadata, metadata, float, float, float)
declare half @llvm.nvvm.cute.atom.mma.f16(metadata, metadata, half, half, half)
declare i32 @llvm.nvvm.cute.atom.mma.s32(metadata, metadata, i32, i32, i32)

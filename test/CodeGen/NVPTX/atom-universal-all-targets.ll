; The universal atoms belong to every tier, below the roster's first tier
; (sm_70) too: atom.universal_fma 1x1x1 and atom.universal_copy compile on
; sm_60, sm_50 and with no -mcpu, while the atoms of a tier still say which
; target they need. A 128-bit universal copy is one 128-bit access on every
; target (ld/st.v2.u64), never two 64-bit ones.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_60 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_50 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_60 -mattr=+ptx65 %S/Inputs/atom-universal-mma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60-MMA
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_60 %S/Inputs/atom-universal-tiers.ll -o /dev/null 2>&1 | FileCheck %S/Inputs/atom-universal-tiers.ll

; SM60-MMA-DAG: error: in function 'm8n8k4': shape_MNK 8x8x4 of `atom.universal_fma` needs sm_70 or later; the target is sm_60
; SM60-MMA-DAG: error: in function 'm16n8k8': shape_MNK 16x8x8 of `atom.universal_fma` needs sm_75 or later; the target is sm_60

; CHECK-LABEL: fma_f32(
; CHECK: fma.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}};
define float @fma_f32(float %a, float %b, float %c) {
  %d = call float @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}", float %a, float %b, float %c)
  ret float %d
}

; CHECK-LABEL: fma_s32(
; CHECK: mad.lo.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
define i32 @fma_s32(i32 %a, i32 %b, i32 %c) {
  %d = call i32 @llvm.nvvm.cute.atom.mma.s32(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [1, 1, 1], a_type = s32, b_type = s32, c_type = s32}", i32 %a, i32 %b, i32 %c)
  ret i32 %d
}

; CHECK-LABEL: copy_128(
; CHECK: ld.global.v2.u64 {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]}, [%rd{{[0-9]+}}];
; CHECK-NEXT: ld.param
; CHECK-NEXT: st.shared.v2.u64 [%rd{{[0-9]+}}], {[[LO]], [[HI]]};
; CHECK-NEXT: ret;
define void @copy_128(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.gs(metadata !"!cute_nvgpu.atom.universal_copy<f16, 128 b>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}

; CHECK-LABEL: load_128(
; CHECK: ld.v{{2.u64|4.b32}} {{{.*}}}, [%rd{{[0-9]+}}];
; CHECK-NEXT: st.param
define <8 x half> @load_128(ptr %a) {
  %x = call <8 x half> @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<i128>", metadata !"", ptr %a)
  ret <8 x half> %x
}

; CHECK-LABEL: store_128(
; CHECK: st.v{{2.u64|4.b32}} [%rd{{[0-9]+}}], {{{.*}}};
; CHECK-NEXT: ret;
define void @store_128(ptr %b, <8 x half> %v) {
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.universal_copy<f16, 128 b>", metadata !"", <8 x half> %v, ptr %b)
  ret void
}

declare float @llvm.nvvm.cute.atom.mma.f32(metadata, metadata, float, float, float)
declare i32 @llvm.nvvm.cute.atom.mma.s32(metadata, metadata, i32, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.gs(metadata, metadata, ptr addrspace(1), ptr addrspace(3))
declare <8 x half> @llvm.nvvm.cute.atom.copy.ld(metadata, metadata, ptr)
declare void @llvm.nvvm.cute.atom.copy.st(metadata, metadata, <8 x half>, ptr)

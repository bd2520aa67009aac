; Scalable vectors as atom operands and results: an error each, not LLVM's
; fatal "Invalid size request on a scalable vector" (the size checks asked
; a scalable vector for its size in bits). Found with the atom-call fuzzer
; (fuzz/AtomCallFuzzer.cpp). The first run stops after the pass; the whole
; of llc then also reports the functions themselves, whose signatures NVPTX
; cannot have (scalable-vectors.ll), and never stops on them.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a -stop-after=nvptx-lower-atoms %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLC --implicit-check-not="LLVM ERROR"
; LLC: error: in function 'mma_operand': operand A of `sm80.mma`
; LLC: error: in function 'mma_operand': NVPTX has no scalable vector types; the function's signature has <vscale x 4 x i32>

; CHECK: error: in function 'mma_operand': operand A of `sm80.mma` 16x8x16 f16 is 4 32-bit registers; it is <vscale x 4 x i32>
define <4 x float> @mma_operand(<vscale x 4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.sa(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <vscale x 4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}

; CHECK: error: in function 'mma_result': operand C of `sm80.mma` 16x8x16 f16 is 4 32-bit registers; it is <vscale x 4 x float>
define <vscale x 4 x float> @mma_result(<4 x i32> %a, <2 x i32> %b, <vscale x 4 x float> %c) {
  %d = call <vscale x 4 x float> @llvm.nvvm.cute.atom.mma.sc(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <vscale x 4 x float> %c)
  ret <vscale x 4 x float> %d
}

; CHECK: error: in function 'ldsm_result': the result of `!cute_nvgpu.atom.ldsm<m8n8.x4>` is 4 32-bit registers; it is <vscale x 8 x half>
define <vscale x 8 x half> @ldsm_result(ptr addrspace(3) %s) {
  %v = call <vscale x 8 x half> @llvm.nvvm.cute.atom.copy.ldsm(metadata !"!cute_nvgpu.atom.ldsm<m8n8.x4>", metadata !"", ptr addrspace(3) %s)
  ret <vscale x 8 x half> %v
}

; CHECK: error: in function 'universal_load': the result of `!cute_nvgpu.atom.universal_copy<f16, 32 b>` has 32 bits; it is <vscale x 2 x half>
define <vscale x 2 x half> @universal_load(ptr %a) {
  %v = call <vscale x 2 x half> @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<f16, 32 b>", metadata !"", ptr %a)
  ret <vscale x 2 x half> %v
}

; CHECK: error: in function 'universal_store': the value `!cute_nvgpu.atom.universal_copy<f16, 32 b>` stores has 32 bits; it is <vscale x 2 x half>
define void @universal_store(<vscale x 2 x half> %v, ptr %b) {
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.universal_copy<f16, 32 b>", metadata !"", <vscale x 2 x half> %v, ptr %b)
  ret void
}

; CHECK: error: in function 'tmem_load': `atom.tmem_load` of shape 32x32b x4 returns 4 32-bit registers; the call returns <vscale x 4 x i32>
define <vscale x 4 x i32> @tmem_load(ptr addrspace(6) %t) {
  %v = call <vscale x 4 x i32> @llvm.nvvm.cute.atom.copy.tl(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, num = 4}", ptr addrspace(6) %t)
  ret <vscale x 4 x i32> %v
}

declare <4 x float> @llvm.nvvm.cute.atom.mma.sa(metadata, metadata, <vscale x 4 x i32>, <2 x i32>, <4 x float>)
declare <vscale x 4 x float> @llvm.nvvm.cute.atom.mma.sc(metadata, metadata, <4 x i32>, <2 x i32>, <vscale x 4 x float>)
declare <vscale x 8 x half> @llvm.nvvm.cute.atom.copy.ldsm(metadata, metadata, ptr addrspace(3))
declare <vscale x 2 x half> @llvm.nvvm.cute.atom.copy.ld(metadata, metadata, ptr)
declare void @llvm.nvvm.cute.atom.copy.st(metadata, metadata, <vscale x 2 x half>, ptr)
declare <vscale x 4 x i32> @llvm.nvvm.cute.atom.copy.tl(metadata, metadata, ptr addrspace(6))

; Below sm_70 only the universal atoms exist: a tier's atom names the target
; it needs, and a universal copy with a memory order needs the sm_70 ld/st
; forms. (Run by atom-universal-all-targets.ll.)
; CHECK: error: in function 'ldsm': atom `atom.ldsm` needs sm_75 or later; the target is sm_60
; CHECK: error: in function 'mma': atom `sm80.mma` needs sm_80 or later; the target is sm_60
; CHECK: error: in function 'relaxed': '!cute_nvgpu.atom.universal_copy<i32, mem_order=relaxed>' needs sm_70

define i32 @ldsm(ptr addrspace(3) %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ldsm(metadata !"!cute_nvgpu.atom.ldsm<m8n8>", metadata !"", ptr addrspace(3) %s)
  ret i32 %v
}

define <4 x float> @mma(<4 x i32> %a, <2 x i32> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}", <4 x i32> %a, <2 x i32> %b, <4 x float> %c)
  ret <4 x float> %d
}

define i32 @relaxed(ptr %p) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=relaxed>", metadata !"", ptr %p)
  ret i32 %v
}

declare i32 @llvm.nvvm.cute.atom.copy.ldsm(metadata, metadata, ptr addrspace(3))
declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)
declare i32 @llvm.nvvm.cute.atom.copy.ld(metadata, metadata, ptr)

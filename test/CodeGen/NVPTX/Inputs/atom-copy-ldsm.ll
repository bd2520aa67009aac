; atom.ldsm variants (used by atom-copy.ll): one 32-bit register per 8x8
; matrix, in any type of that size.

; CHECK-LABEL: x1(
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
define i32 @x1(ptr addrspace(3) %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.x1(metadata !"!cute_nvgpu.atom.ldsm<m8n8>", metadata !"", ptr addrspace(3) %s)
  ret i32 %v
}

; CHECK-LABEL: x2_trans(
; CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
define <4 x half> @x2_trans(ptr addrspace(3) %s) {
  %v = call <4 x half> @llvm.nvvm.cute.atom.copy.x2(metadata !"!cute_nvgpu.atom.ldsm<m8n8.x2.trans>", metadata !"", ptr addrspace(3) %s)
  ret <4 x half> %v
}

; CHECK-LABEL: x4(
; CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
define <8 x half> @x4(ptr %s) {
  %v = call <8 x half> @llvm.nvvm.cute.atom.copy.x4(metadata !"!cute_nvgpu.atom.ldsm<m8n8.x4>", metadata !"", ptr %s)
  ret <8 x half> %v
}

; The bare mnemonic is the x1 form.
; CHECK-LABEL: bare(
; CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16
define i32 @bare(ptr addrspace(3) %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.x1(metadata !"!cute_nvgpu.atom.ldsm", metadata !"", ptr addrspace(3) %s)
  ret i32 %v
}

declare i32 @llvm.nvvm.cute.atom.copy.x1(metadata, metadata, ptr addrspace(3))
declare <4 x half> @llvm.nvvm.cute.atom.copy.x2(metadata, metadata, ptr addrspace(3))
declare <8 x half> @llvm.nvvm.cute.atom.copy.x4(metadata, metadata, ptr)

; atom.stsm (sm_90, PTX ISA 7.8): one 32-bit register per 8x8 matrix of
; 16-bit elements, stored by stmatrix (LLVM 22's intrinsic, an extended one
; here); a generic destination is cast to shared.
; CHECK-LABEL: stsm(
; CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16 [{{%rd[0-9]+}}], {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}};
; CHECK: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [{{%rd[0-9]+}}], {{{%r[0-9]+}}, {{%r[0-9]+}}};
; CHECK: cvta.to.shared.u64 [[S:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK: stmatrix.sync.aligned.m8n8.x1.shared.b16 [[[S]]], {{{%r[0-9]+}}};
define void @stsm(<8 x half> %v4, <2 x i32> %v2, float %v1, ptr addrspace(3) %s, ptr %g) {
  call void @llvm.nvvm.cute.atom.copy.stsm4(metadata !"!cute_nvgpu.atom.stsm<m8n8.x4>", metadata !"", <8 x half> %v4, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.stsm2(metadata !"!cute_nvgpu.atom.stsm<m8n8.x2.trans>", metadata !"", <2 x i32> %v2, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.stsm1(metadata !"!cute_nvgpu.atom.stsm", metadata !"", float %v1, ptr %g)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.stsm4(metadata, metadata, <8 x half>, ptr addrspace(3))
declare void @llvm.nvvm.cute.atom.copy.stsm2(metadata, metadata, <2 x i32>, ptr addrspace(3))
declare void @llvm.nvvm.cute.atom.copy.stsm1(metadata, metadata, float, ptr)

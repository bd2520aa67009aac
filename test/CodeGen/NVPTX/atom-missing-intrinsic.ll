; NVPTXLowerAtoms builds the name of the intrinsic each atom lowers to, and
; declares it from the intrinsic tables. A name with no row means the tables
; and the atom library disagree, which no input can bring about; it must then
; be an error: for the call (exit status 1), never a fatal error or a crash.
; The hidden option -nvptx-lower-atoms-without-intrinsic makes the lowering
; see the tables without the rows it names: the extended intrinsics of
; wgmma.mma_async and stmatrix, LLVM 19's own ldmatrix and mma, and a TMA
; copy (whose row the lowering checks against the target first).
; CHECK lines are written by hand: they check diagnostics
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null \
; RUN:   -nvptx-lower-atoms-without-intrinsic=llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16,llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3,llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16,llvm.nvvm.mma.m16n8k8.row.col.f32.f32,llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d \
; RUN:   2>&1 | FileCheck %s --strict-whitespace
; Without the option the same module compiles.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null

; CHECK: error: in function 'wgmma': `sm90.mma` lowers to 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16', which this build's intrinsic tables lack
define <4 x float> @wgmma(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata, metadata, i64, i64, <4 x float>, i1)

; CHECK: error: in function 'stsm': `atom.stsm` lowers to 'llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16.p3', which this build's intrinsic tables lack
define void @stsm(<4 x i32> %v, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.stsm(metadata !"!cute_nvgpu.atom.stsm<m8n8.x4>", metadata !"", <4 x i32> %v, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.stsm(metadata, metadata, <4 x i32>, ptr addrspace(3))

; CHECK: error: in function 'ldsm': `atom.ldsm` lowers to 'llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16', which this build's intrinsic tables lack
define i32 @ldsm(ptr addrspace(3) %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.x1(metadata !"!cute_nvgpu.atom.ldsm<m8n8>", metadata !"", ptr addrspace(3) %s)
  ret i32 %v
}
declare i32 @llvm.nvvm.cute.atom.copy.x1(metadata, metadata, ptr addrspace(3))

; CHECK: error: in function 'universal_mma': `atom.universal_fma` lowers to 'llvm.nvvm.mma.m16n8k8.row.col.f32.f32', which this build's intrinsic tables lack
define <4 x float> @universal_mma(<4 x half> %a, <2 x half> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.m16(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32}", <4 x half> %a, <2 x half> %b, <4 x float> %c)
  ret <4 x float> %d
}
declare <4 x float> @llvm.nvvm.cute.atom.mma.m16(metadata, metadata, <4 x half>, <2 x half>, <4 x float>)

; CHECK: error: in function 'tma_load': `atom.tma_load`: 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' is missing from this build's intrinsic tables
define void @tma_load(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.tma.load(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)

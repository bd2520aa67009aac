; Kernel of test/GPU/atom-sm80-f16.test (utils/gpu/run-atom-gpu.py --test
; sm80_f16): one warp; lane t loads its fragments of A (4 x i32: eight f16),
; B (2 x i32: four f16) and C (4 x f32) from a[t], b[t], c[t], calls the
; sm80.mma atom m16n8k16 f16 x f16 -> f32 and stores its D fragment to d[t].
; The host packs and unpacks the fragments as the PTX ISA's figures say.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

define void @atom_sm80_f16(ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %tid to i64
  %ga = addrspacecast ptr %a to ptr addrspace(1)
  %gb = addrspacecast ptr %b to ptr addrspace(1)
  %gc = addrspacecast ptr %c to ptr addrspace(1)
  %gd = addrspacecast ptr %d to ptr addrspace(1)
  %pa = getelementptr <4 x i32>, ptr addrspace(1) %ga, i64 %lane
  %va = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %pb = getelementptr <2 x i32>, ptr addrspace(1) %gb, i64 %lane
  %vb = load <2 x i32>, ptr addrspace(1) %pb, align 8
  %pc = getelementptr <4 x float>, ptr addrspace(1) %gc, i64 %lane
  %vc = load <4 x float>, ptr addrspace(1) %pc, align 16
  %vd = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(
            metadata !"!cute_nvgpu.sm80.mma",
            metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}",
            <4 x i32> %va, <2 x i32> %vb, <4 x float> %vc)
  %pd = getelementptr <4 x float>, ptr addrspace(1) %gd, i64 %lane
  store <4 x float> %vd, ptr addrspace(1) %pd, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @atom_sm80_f16, !"kernel", i32 1}

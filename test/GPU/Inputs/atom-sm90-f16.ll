; Kernel of test/GPU/atom-sm90-f16.test (utils/gpu/run-atom-gpu.py --test
; sm90_f16): one warpgroup (128 threads) runs the sm90.mma atom m64n8k16
; f16 x f16 -> f32 with A and B in shared memory, through descriptors.
;
; Global memory: a = A, 64 x 16 f16, K contiguous (row m at byte 32 m);
; b = B as N x K, 8 x 16 f16, K contiguous; c, d = the C and D fragments,
; 4 x f32 per thread (c[t], d[t]).
;
; Shared memory: the canonical K-major layout without swizzling (PTX ISA,
; wgmma "Shared Memory Matrix Layout"): core matrices of 8 rows x 16 bytes
; (8 f16 along K), each stored contiguously in 128 bytes; the core matrix of
; row group r >> 3 and K half h is number 2 (r >> 3) + h. So the byte
; distance between core matrices adjacent in K (the leading dimension byte
; offset, LBO) is 128 and between those adjacent in M / N (the stride
; dimension byte offset, SBO) 256. The copy moves 16-byte chunks: chunk t of
; the source (row t >> 1, K half t & 1) goes to core matrix
; 2 ((t >> 1) >> 3) + (t & 1), row (t >> 1) & 7; thread t copies chunk t of
; A (128 chunks) and, for t < 16, of B (16 chunks).
;
; Descriptors (PTX ISA, "Matrix Descriptor Format"): bits 0-13 start address
; >> 4 (of the 18-bit shared address), 16-29 LBO >> 4, 32-45 SBO >> 4, 49-51
; base offset 0, 62-63 swizzle 0 (none): (128 >> 4) << 16 | (256 >> 4) << 32
; = 0x1000080000 = 68720001024 (run-atom-gpu.py --self-check prints it).
target triple = "nvptx64-nvidia-cuda"

@smem_a = internal addrspace(3) global [2048 x i8] undef, align 128
@smem_b = internal addrspace(3) global [256 x i8] undef, align 128

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare <4 x float> @llvm.nvvm.cute.atom.mma.wg(metadata, metadata, i64, i64, <4 x float>, i1)

define void @atom_sm90_f16(ptr %a, ptr %b, ptr %c, ptr %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %ga = addrspacecast ptr %a to ptr addrspace(1)
  %gb = addrspacecast ptr %b to ptr addrspace(1)
  %gc = addrspacecast ptr %c to ptr addrspace(1)
  %gd = addrspacecast ptr %d to ptr addrspace(1)
  ; Destination of chunk t: 128 (2 (row >> 3) + half) + 16 (row & 7).
  %row = lshr i64 %t, 1
  %half = and i64 %t, 1
  %group = lshr i64 %row, 3
  %row.in.core = and i64 %row, 7
  %group2 = shl i64 %group, 1
  %core = or i64 %group2, %half
  %core.off = shl i64 %core, 7
  %row.off = shl i64 %row.in.core, 4
  %off = or i64 %core.off, %row.off
  %src.a = getelementptr <4 x i32>, ptr addrspace(1) %ga, i64 %t
  %chunk.a = load <4 x i32>, ptr addrspace(1) %src.a, align 16
  %dst.a = getelementptr i8, ptr addrspace(3) @smem_a, i64 %off
  store <4 x i32> %chunk.a, ptr addrspace(3) %dst.a, align 16
  %has.b = icmp ult i32 %tid, 16
  br i1 %has.b, label %copy.b, label %sync

copy.b:
  %src.b = getelementptr <4 x i32>, ptr addrspace(1) %gb, i64 %t
  %chunk.b = load <4 x i32>, ptr addrspace(1) %src.b, align 16
  %dst.b = getelementptr i8, ptr addrspace(3) @smem_b, i64 %off
  store <4 x i32> %chunk.b, ptr addrspace(3) %dst.b, align 16
  br label %sync

sync:
  ; Every thread's generic-proxy stores are made visible to the async proxy
  ; (wgmma reads shared memory through it) and to the other threads.
  call void @llvm.nvvm.barrier0()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %addr.a = ptrtoint ptr addrspace(3) @smem_a to i64
  %addr.a.18 = and i64 %addr.a, 262143
  %start.a = lshr i64 %addr.a.18, 4
  %desc.a = or i64 %start.a, 68720001024
  %addr.b = ptrtoint ptr addrspace(3) @smem_b to i64
  %addr.b.18 = and i64 %addr.b, 262143
  %start.b = lshr i64 %addr.b.18, 4
  %desc.b = or i64 %start.b, 68720001024
  %pc = getelementptr <4 x float>, ptr addrspace(1) %gc, i64 %t
  %vc = load <4 x float>, ptr addrspace(1) %pc, align 16
  %vd = call <4 x float> @llvm.nvvm.cute.atom.mma.wg(
            metadata !"!cute_nvgpu.sm90.mma",
            metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}",
            i64 %desc.a, i64 %desc.b, <4 x float> %vc, i1 true)
  %pd = getelementptr <4 x float>, ptr addrspace(1) %gd, i64 %t
  store <4 x float> %vd, ptr addrspace(1) %pd, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @atom_sm90_f16, !"kernel", i32 1}

; Kernel of test/GPU/atom-tma-load-padded.test (utils/gpu/run-atom-gpu.py
; --test tma_load_padded): the TMA load of atom-tma-load.ll into a padded
; shared tile. The same 64 x 64 f16 tile of the same 256 x 128 tensor, the
; same 128B swizzle, but its eight 8-row blocks (1024 bytes, one swizzle
; repeat each) lie 2048 bytes apart in a 16384-byte buffer:
;
;   smem_layout  Sw<3, 4, 3> o (64, (8, 8)):(1, (64, 1024))
;
; (tile column c, row r = r0 + 8 r1 at element c + 64 r0 + 1024 r1, the byte
; offset twice that, swizzled). The TMA writes a box densely, so the atom
; lowers to eight cp.async.bulk.tensor of a (64, 8) box, block k at byte
; 2048 k of the buffer and rows c1 + 8 k of the tensor; the mbarrier expects
; the tile's 8192 bytes once. The host encodes the map with boxDim {64, 8}
; (cute-nvgpu-atoms tma-descriptor prints it for these layouts:
; test/Tools/gpu-harness.test).
;
; Before the load every thread fills its eight 16-byte chunks of the buffer
; with 0xc3 bytes and fences them for the async proxy; a CTA barrier orders
; the fill before the TMA. After the wait for phase 0 thread t copies chunks
; t + 128 k (k = 0..7) of the buffer to out at the same offsets, so the host
; sees the whole buffer: the tile's bytes where the layout puts them and the
; fill everywhere else. Status words and addresses go to info as in
; atom-tma-load.ll.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [16384 x i8] undef, align 1024
@mbar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)

define void @atom_tma_load_padded(ptr %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %gout = addrspacecast ptr %out to ptr addrspace(1)
  %ginfo = addrspacecast ptr %info to ptr addrspace(1)
  ; Chunk t + 128 k lies at byte 16 t + 2048 k of the buffer and of out.
  %off0 = shl i64 %t, 4
  %off1 = add i64 %off0, 2048
  %off2 = add i64 %off0, 4096
  %off3 = add i64 %off0, 6144
  %off4 = add i64 %off0, 8192
  %off5 = add i64 %off0, 10240
  %off6 = add i64 %off0, 12288
  %off7 = add i64 %off0, 14336
  %src0 = getelementptr i8, ptr addrspace(3) @tile, i64 %off0
  %src1 = getelementptr i8, ptr addrspace(3) @tile, i64 %off1
  %src2 = getelementptr i8, ptr addrspace(3) @tile, i64 %off2
  %src3 = getelementptr i8, ptr addrspace(3) @tile, i64 %off3
  %src4 = getelementptr i8, ptr addrspace(3) @tile, i64 %off4
  %src5 = getelementptr i8, ptr addrspace(3) @tile, i64 %off5
  %src6 = getelementptr i8, ptr addrspace(3) @tile, i64 %off6
  %src7 = getelementptr i8, ptr addrspace(3) @tile, i64 %off7
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src0, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src1, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src2, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src3, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src4, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src5, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src6, align 16
  store <4 x i32> <i32 -1010580541, i32 -1010580541, i32 -1010580541, i32 -1010580541>, ptr addrspace(3) %src7, align 16
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  %is.t0 = icmp eq i32 %tid, 0
  br i1 %is.t0, label %init, label %sync

init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 1)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  %tile.addr = ptrtoint ptr addrspace(3) @tile to i32
  %mbar.addr = ptrtoint ptr addrspace(3) @mbar to i32
  store i32 %tile.addr, ptr addrspace(1) %ginfo, align 4
  %info.mbar = getelementptr i32, ptr addrspace(1) %ginfo, i64 1
  store i32 %mbar.addr, ptr addrspace(1) %info.mbar, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  br i1 %is.t0, label %issue, label %wait.start

issue:
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)
  call void @llvm.nvvm.cute.atom.copy.tma(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, (8, 8)):(1, (64, 1024))>, gmem_layout = #cute.layout<(128, 256):(1, 128)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) @tile, ptr addrspace(3) @mbar, ptr %tmap, i32 %c0, i32 %c1)
  br label %wait.start

wait.start:
  %start = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  br label %wait

wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 0)
  br i1 %done, label %copy, label %wait.clock

wait.clock:
  %now = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %elapsed = sub i64 %now, %start
  %timed.out = icmp ugt i64 %elapsed, 4294967296
  br i1 %timed.out, label %copy, label %wait

copy:
  %status = phi i32 [ 1, %wait ], [ 2, %wait.clock ]
  %v0 = load <4 x i32>, ptr addrspace(3) %src0, align 16
  %v1 = load <4 x i32>, ptr addrspace(3) %src1, align 16
  %v2 = load <4 x i32>, ptr addrspace(3) %src2, align 16
  %v3 = load <4 x i32>, ptr addrspace(3) %src3, align 16
  %v4 = load <4 x i32>, ptr addrspace(3) %src4, align 16
  %v5 = load <4 x i32>, ptr addrspace(3) %src5, align 16
  %v6 = load <4 x i32>, ptr addrspace(3) %src6, align 16
  %v7 = load <4 x i32>, ptr addrspace(3) %src7, align 16
  %dst0 = getelementptr i8, ptr addrspace(1) %gout, i64 %off0
  %dst1 = getelementptr i8, ptr addrspace(1) %gout, i64 %off1
  %dst2 = getelementptr i8, ptr addrspace(1) %gout, i64 %off2
  %dst3 = getelementptr i8, ptr addrspace(1) %gout, i64 %off3
  %dst4 = getelementptr i8, ptr addrspace(1) %gout, i64 %off4
  %dst5 = getelementptr i8, ptr addrspace(1) %gout, i64 %off5
  %dst6 = getelementptr i8, ptr addrspace(1) %gout, i64 %off6
  %dst7 = getelementptr i8, ptr addrspace(1) %gout, i64 %off7
  store <4 x i32> %v0, ptr addrspace(1) %dst0, align 16
  store <4 x i32> %v1, ptr addrspace(1) %dst1, align 16
  store <4 x i32> %v2, ptr addrspace(1) %dst2, align 16
  store <4 x i32> %v3, ptr addrspace(1) %dst3, align 16
  store <4 x i32> %v4, ptr addrspace(1) %dst4, align 16
  store <4 x i32> %v5, ptr addrspace(1) %dst5, align 16
  store <4 x i32> %v6, ptr addrspace(1) %dst6, align 16
  store <4 x i32> %v7, ptr addrspace(1) %dst7, align 16
  %slot = add i64 %t, 2
  %info.t = getelementptr i32, ptr addrspace(1) %ginfo, i64 %slot
  store i32 %status, ptr addrspace(1) %info.t, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @atom_tma_load_padded, !"kernel", i32 1}

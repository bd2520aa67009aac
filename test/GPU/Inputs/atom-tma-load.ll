; Kernel of test/GPU/atom-tma-load.test (utils/gpu/run-atom-gpu.py --test
; tma_load): one CTA of 128 threads moves a 64 x 64 f16 tile from global
; memory to shared memory with the TMA load atom, then copies the shared tile
; to global memory as it lies there, so that the host sees the swizzled
; shared-memory image byte for byte.
;
; The tensor: 256 rows x 128 columns of f16, row-major (a row is 256 bytes).
; GMEM mode 0 is the column (contiguous, extent 128), mode 1 the row (extent
; 256, stride 128 elements): gmem_layout (128, 256):(1, 128). The tile: 64
; columns x 64 rows, a tile row of 64 elements = 128 bytes, the box
; (64, 64) of the CTA V-map (64@0, 64@1). The host encodes the CUtensorMap
; (cuTensorMapEncodeTiled: FLOAT16, rank 2, globalDim {128, 256},
; globalStrides {256}, boxDim {64, 64}, elementStrides {1, 1}, interleave
; none, swizzle 128B, no L2 promotion, no OOB fill) and copies its 128 bytes
; to global memory; the kernel gets a generic pointer to it (%tmap) and the
; tile's element coordinates: %c0 along mode 0 (the column), %c1 along mode
; 1 (the row), innermost first as cp.async.bulk.tensor takes them.
;
; Shared memory: @tile, 8192 bytes, 1024-byte aligned (the 128-byte swizzle
; pattern repeats every 8 rows of 128 bytes, anchored at 1024-byte
; boundaries): tile row r, column c is at byte r * 128 + 2 c before
; swizzling, and the 128B swizzle (cute Swizzle<3, 4, 3> on byte offsets)
; XORs its 16-byte chunk index, bits 4-6, with bits 7-9, the row within the
; 8-row block. @mbar, the transaction barrier, is a separate i64.
;
; Thread 0 initialises @mbar with arrival count 1 and fences the
; initialisation for the async proxy (fence.proxy.async.shared::cta); a CTA
; barrier publishes it to every thread. Thread 0 then acquires the tensor map
; that the host wrote with cuMemcpyHtoD (fence.proxy.tensormap::generic
; .acquire.sys, as the CUDA programming guide prescribes for a map in global
; memory: PTX ISA 8.3, hence llc -mattr=+ptx83) and calls the atom with
; `arrive`: mbarrier.arrive.expect_tx of the 8192 bytes the load moves, then
; cp.async.bulk.tensor.2d ... mbarrier::complete_tx::bytes. Phase 0 of @mbar
; completes when the one arrival is in and the 8192 bytes have landed.
;
; Every thread waits for phase 0 (mbarrier.try_wait.parity 0, acquire at CTA
; scope, so the TMA's writes are visible to its loads). The wait is bounded
; by 2^32 SM clock cycles (over two seconds at H100 clocks; the load takes
; microseconds) so that a load that never completes fails the test instead
; of hanging it. Thread t then copies the 16-byte chunks t, t + 128, t + 256
; and t + 384 of @tile to out at the same byte offsets, and writes its status
; to info[2 + t]: 1 when it saw phase 0 complete, 2 when its wait timed out.
; Thread 0 also writes the shared addresses of @tile and @mbar to info[0]
; and info[1] (the host checks that @tile is 1024-byte aligned).
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8192 x i8] undef, align 1024
@mbar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)

define void @atom_tma_load(ptr %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %gout = addrspacecast ptr %out to ptr addrspace(1)
  %ginfo = addrspacecast ptr %info to ptr addrspace(1)
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
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(128, 256):(1, 128)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
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
  ; Chunk t + 128 k lies at byte 16 t + 2048 k of the tile and of out.
  %off0 = shl i64 %t, 4
  %off1 = add i64 %off0, 2048
  %off2 = add i64 %off0, 4096
  %off3 = add i64 %off0, 6144
  %src0 = getelementptr i8, ptr addrspace(3) @tile, i64 %off0
  %src1 = getelementptr i8, ptr addrspace(3) @tile, i64 %off1
  %src2 = getelementptr i8, ptr addrspace(3) @tile, i64 %off2
  %src3 = getelementptr i8, ptr addrspace(3) @tile, i64 %off3
  %v0 = load <4 x i32>, ptr addrspace(3) %src0, align 16
  %v1 = load <4 x i32>, ptr addrspace(3) %src1, align 16
  %v2 = load <4 x i32>, ptr addrspace(3) %src2, align 16
  %v3 = load <4 x i32>, ptr addrspace(3) %src3, align 16
  %dst0 = getelementptr i8, ptr addrspace(1) %gout, i64 %off0
  %dst1 = getelementptr i8, ptr addrspace(1) %gout, i64 %off1
  %dst2 = getelementptr i8, ptr addrspace(1) %gout, i64 %off2
  %dst3 = getelementptr i8, ptr addrspace(1) %gout, i64 %off3
  store <4 x i32> %v0, ptr addrspace(1) %dst0, align 16
  store <4 x i32> %v1, ptr addrspace(1) %dst1, align 16
  store <4 x i32> %v2, ptr addrspace(1) %dst2, align 16
  store <4 x i32> %v3, ptr addrspace(1) %dst3, align 16
  %slot = add i64 %t, 2
  %info.t = getelementptr i32, ptr addrspace(1) %ginfo, i64 %slot
  store i32 %status, ptr addrspace(1) %info.t, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @atom_tma_load, !"kernel", i32 1}

; Kernel of test/GPU/atom-tma-update.test (utils/gpu/run-atom-gpu.py --test
; tma_update): the kernel of atom-tma-load.ll, but the tensor map the host
; hands it is stale -- it was encoded for a decoy buffer of 0xff bytes
; (%tensor is the real tensor), with 64 rows (the tensor has 256) and a row
; stride of 512 bytes (the rows are 256 bytes apart). Before the load,
; thread 0 repairs it in global memory with three descriptor-update atoms
; (llvm.nvvm.cute.update_tma_desc: the base address, the extent of mode 1,
; the stride of mode 1), releases the generic-proxy writes to the tensormap
; proxy (fence.proxy.tensormap::generic.release.gpu) and acquires the map
; for the TMA (fence.proxy.tensormap::generic.acquire.gpu). The tile at rows
; 96-159 comes back right only if all three updates landed in the right
; fields: a stale base gives 0xff bytes, a stale extent zeros (rows 64 and
; up are out of bounds), a stale stride every other row. The host also
; compares the 128 bytes of the repaired map with cuTensorMapEncodeTiled's
; encoding of the real tensor.
;
; The rest -- the tile, the swizzle, the mbarrier, the bounded wait, the
; copy out and the status words -- is atom-tma-load.ll's (see there).
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8192 x i8] undef, align 1024
@mbar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32)
declare void @llvm.nvvm.cute.update_tma_desc.p1.p0(metadata, ptr addrspace(1), ptr)
declare void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata, ptr addrspace(1), i32)
declare void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata, ptr addrspace(1), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)

define void @atom_tma_update(ptr %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info, ptr %tensor, i32 %rows, i64 %row.bytes) {
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
  %gmap = addrspacecast ptr %tmap to ptr addrspace(1)
  call void @llvm.nvvm.cute.update_tma_desc.p1.p0(metadata !"{field = base}", ptr addrspace(1) %gmap, ptr %tensor)
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim, axis = 1}", ptr addrspace(1) %gmap, i32 %rows)
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 1}", ptr addrspace(1) %gmap, i64 %row.bytes)
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 128)
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
!0 = !{ptr @atom_tma_update, !"kernel", i32 1}

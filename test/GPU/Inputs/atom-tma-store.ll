; Kernels of test/GPU/atom-tma-store.test (utils/gpu/run-atom-gpu.py --test
; tma_store and --test tma_reduce_add): one CTA of 128 threads writes a
; 64 x 64 f16 tile to global memory with the TMA store atom
; (@atom_tma_store) or adds it there with the TMA add-reduction atom
; (@atom_tma_reduce_add).
;
; The tensor and its map are atom-tma-load.ll's: 256 rows x 128 columns of
; f16, gmem_layout (128, 256):(1, 128), box (64, 64), 128B swizzle. The
; host gives each kernel the shared-memory image of the tile (%src, 8192
; bytes, already swizzled as the TMA expects to find it) and the tile's
; coordinate (%c0 along mode 0, the column; %c1 along mode 1, the row).
;
; Thread t copies the 16-byte chunks t, t + 128, t + 256 and t + 384 of
; %src into @tile (1024-byte aligned, where the swizzle is anchored) and
; fences its writes for the async proxy (fence.proxy.async.shared::cta:
; the TMA reads shared memory through the async proxy); a CTA barrier
; waits for every thread's. Thread 0 acquires the tensor map
; (fence.proxy.tensormap::generic.acquire.sys, PTX ISA 8.3), calls the atom
; -- cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group, or
; cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group --
; commits the bulk group and waits for it to complete (wait_group 0, not
; .read: the writes to global memory are done, not only the reads of
; shared memory), then writes 1 to %info[0]. The host reads the tensor back
; after the launch.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8192 x i8] undef, align 1024

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32)
declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr, i32, i32)

; Every thread: its four chunks of %src into @tile, fenced for the async
; proxy; then the CTA barrier.
define internal void @fill_tile(ptr %src) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %gsrc = addrspacecast ptr %src to ptr addrspace(1)
  %off0 = shl i64 %t, 4
  %off1 = add i64 %off0, 2048
  %off2 = add i64 %off0, 4096
  %off3 = add i64 %off0, 6144
  %src0 = getelementptr i8, ptr addrspace(1) %gsrc, i64 %off0
  %src1 = getelementptr i8, ptr addrspace(1) %gsrc, i64 %off1
  %src2 = getelementptr i8, ptr addrspace(1) %gsrc, i64 %off2
  %src3 = getelementptr i8, ptr addrspace(1) %gsrc, i64 %off3
  %v0 = load <4 x i32>, ptr addrspace(1) %src0, align 16
  %v1 = load <4 x i32>, ptr addrspace(1) %src1, align 16
  %v2 = load <4 x i32>, ptr addrspace(1) %src2, align 16
  %v3 = load <4 x i32>, ptr addrspace(1) %src3, align 16
  %dst0 = getelementptr i8, ptr addrspace(3) @tile, i64 %off0
  %dst1 = getelementptr i8, ptr addrspace(3) @tile, i64 %off1
  %dst2 = getelementptr i8, ptr addrspace(3) @tile, i64 %off2
  %dst3 = getelementptr i8, ptr addrspace(3) @tile, i64 %off3
  store <4 x i32> %v0, ptr addrspace(3) %dst0, align 16
  store <4 x i32> %v1, ptr addrspace(3) %dst1, align 16
  store <4 x i32> %v2, ptr addrspace(3) %dst2, align 16
  store <4 x i32> %v3, ptr addrspace(3) %dst3, align 16
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier0()
  ret void
}

; Thread 0: commit the bulk group, wait for its writes, report.
define internal void @finish(ptr %info) {
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  %ginfo = addrspacecast ptr %info to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %ginfo, align 4
  ret void
}

define void @atom_tma_store(ptr %tmap, i32 %c0, i32 %c1, ptr %src, ptr %info) {
entry:
  call void @fill_tile(ptr %src)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is.t0 = icmp eq i32 %tid, 0
  br i1 %is.t0, label %issue, label %done

issue:
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)
  call void @llvm.nvvm.cute.atom.copy.tma(
      metadata !"!cute_nvgpu.atom.tma_store",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(128, 256):(1, 128)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) @tile, ptr %tmap, i32 %c0, i32 %c1)
  call void @finish(ptr %info)
  br label %done

done:
  ret void
}

define void @atom_tma_reduce_add(ptr %tmap, i32 %c0, i32 %c1, ptr %src, ptr %info) {
entry:
  call void @fill_tile(ptr %src)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is.t0 = icmp eq i32 %tid, 0
  br i1 %is.t0, label %issue, label %done

issue:
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)
  call void @llvm.nvvm.cute.atom.copy.tma(
      metadata !"!cute_nvgpu.atom.tma_reduce<add>",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(128, 256):(1, 128)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) @tile, ptr %tmap, i32 %c0, i32 %c1)
  call void @finish(ptr %info)
  br label %done

done:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @atom_tma_store, !"kernel", i32 1}
!1 = !{ptr @atom_tma_reduce_add, !"kernel", i32 1}

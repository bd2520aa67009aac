; Executable TMA atoms (atom.tma_load, atom.tma_store, atom.tma_reduce<op>) and
; prefetch_tma_desc: the partition is verified (the cute_nvgpu dialect's
; eleven-step partition verifier), a load adds the bytes it moves to its
; mbarrier's transaction count and becomes cp.async.bulk.tensor into
; shared::cluster, stores and reductions become cp(.reduce).async.bulk.tensor
; into global memory; every form is accepted by ptxas for its target.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas-verify -arch=sm_100a %}
; RUN: opt < %s -S -mtriple=nvptx64 -mcpu=sm_90a -passes=nvptx-lower-atoms | FileCheck %s --check-prefix=IR

; A 64 x 64 f16 tile of a 1024 x 512 tensor, 128-byte swizzle: 8192 bytes.
; CHECK-LABEL: load_2d(
; CHECK:       mbarrier.arrive.expect_tx.shared.b64 {{%rd[0-9]+}}, [[[BAR:%rd[0-9]+]]], [[BYTES:%r[0-9]+]];
; CHECK:       cvta.shared.u64 [[G:%rd[0-9]+]], [[TILE:%rd[0-9]+]];
; CHECK:       cvta.to.shared::cluster.u64 [[DST:%rd[0-9]+]], [[G]];
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [[[DST]]], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[BAR]]];
; IR-LABEL: @load_2d(
; IR:       call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %bar, i32 8192)
; IR:       [[DST:%.*]] = addrspacecast ptr addrspace(3) %tile to ptr addrspace(7)
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) [[DST]], ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 0, i64 0, i1 false, i1 false, i32 0)
define void @load_2d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}

; A multicast slice of 64 x 32 to two CTAs (each receives 8192 bytes), a
; cache policy, the tensor map prefetched first, the transaction count
; raised without arriving; the tensor map in global memory is cast to
; generic.
; CHECK-LABEL: load_multicast(
; CHECK:       prefetch.tensormap [[[MAP:%rd[0-9]+]]];
; CHECK:       mov.b32 [[BYTES:%r[0-9]+]], 8192;
; CHECK:       mbarrier.expect_tx.relaxed.cta.shared.b64 [[[BAR:%rd[0-9]+]]], [[BYTES]];
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [{{%rd[0-9]+}}], [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[BAR]]], {{%rs[0-9]+}}, {{%rd[0-9]+}};
define void @load_multicast(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(1) %tmap, i32 %x, i32 %y, i16 %mask, i64 %policy) {
  call void @llvm.nvvm.cute.atom.copy.tma.load_mc(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 32):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 32@1)>, element_bits = 16, load_mode = w128_multicast, num_multicast = 2, cache_hint, prefetch}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(1) %tmap, i32 %x, i32 %y, i16 %mask, i64 %policy)
  ret void
}

; An im2col load of rank 3 takes one 16-bit offset.
; CHECK-LABEL: load_im2col(
; CHECK:       mov.b32 [[BYTES:%r[0-9]+]], 4096;
; CHECK:       cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}], {{{%rs[0-9]+}}};
define void @load_im2col(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %off) {
  call void @llvm.nvvm.cute.atom.copy.tma.load_im2col(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 8, 4):(1, 64, 512)>, gmem_layout = #cute.layout<(64, 32, 32):(1, 64, 2048)>, cta_v_map = #cute.layout<(64@0, 8@1, 4@2)>, element_bits = 16, mode = im2col}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %off)
  ret void
}

; A store and an add-reduction of the tile, with a cache policy.
; CHECK-LABEL: store_and_reduce(
; CHECK:       cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [[[MAP:%rd[0-9]+]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[SRC:%rd[0-9]+]]];
; CHECK:       cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[SRC]]], {{%rd[0-9]+}};
; CHECK:       cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[SRC]]];
define void @store_and_reduce(ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y, i64 %policy) {
  call void @llvm.nvvm.cute.atom.copy.tma.store(
      metadata !"!cute_nvgpu.atom.tma_store",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y)
  call void @llvm.nvvm.cute.atom.copy.tma.store_hint(
      metadata !"!cute_nvgpu.atom.tma_reduce<add>",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, cache_hint}",
      ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y, i64 %policy)
  call void @llvm.nvvm.cute.atom.copy.tma.store(
      metadata !"!cute_nvgpu.atom.tma_reduce<max>",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y)
  ret void
}

; A padded tile the TMA fills with several boxes: each 64-element f16 row
; dense, rows 128 elements (256 bytes) apart. One box per row, each at its
; row of the tile and of the tensor; the barrier expects the four rows'
; 512 bytes once.
; CHECK-LABEL: load_padded(
; CHECK:       mbarrier.arrive.expect_tx.shared.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
; CHECK-NOT:   cp.async.bulk.tensor
; CHECK:       ret;
; IR-LABEL: @load_padded(
; IR:       call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) %bar, i32 512)
; IR-NEXT:  [[DST0:%.*]] = addrspacecast ptr addrspace(3) %tile to ptr addrspace(7)
; IR-NEXT:  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) [[DST0]], ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 0, i64 0, i1 false, i1 false, i32 0)
; IR-NEXT:  [[ROW1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) %tile, i64 256
; IR-NEXT:  [[DST1:%.*]] = addrspacecast ptr addrspace(3) [[ROW1]] to ptr addrspace(7)
; IR-NEXT:  [[Y1:%.*]] = add i32 %y, 1
; IR-NEXT:  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) [[DST1]], ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 [[Y1]], i16 0, i64 0, i1 false, i1 false, i32 0)
; IR:       getelementptr inbounds i8, ptr addrspace(3) %tile, i64 512
; IR:       add i32 %y, 2
; IR:       getelementptr inbounds i8, ptr addrspace(3) %tile, i64 768
; IR:       add i32 %y, 3
; IR-NEXT:  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(
; IR-NOT:   cp.async.bulk.tensor
; IR:       ret void
define void @load_padded(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<0, 4, 3> o (64, 4):(1, 128)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 4@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}

; A 128B-swizzled 64 x 16 f16 tile whose two 8-row blocks (1024 bytes, one
; swizzle repeat each) are 2048 bytes apart: two (64, 8) boxes; the second
; starts at byte 2048 of the tile and at row y + 8. Stores split the same
; way.
; CHECK-LABEL: load_and_store_blocks(
; CHECK:       mbarrier.expect_tx.relaxed.cta.shared.b64
; CHECK-COUNT-2: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
; CHECK-COUNT-2: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
; CHECK-NOT:   cp.async.bulk.tensor
; IR-LABEL: @load_and_store_blocks(
; IR:       call void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3) %bar, i32 2048)
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) {{%.*}}, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y,
; IR:       [[B1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) %tile, i64 2048
; IR:       [[D1:%.*]] = addrspacecast ptr addrspace(3) [[B1]] to ptr addrspace(7)
; IR:       [[Y8:%.*]] = add i32 %y, 8
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) [[D1]], ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 [[Y8]],
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y, i64 0, i1 false)
; IR:       [[S1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) %tile, i64 2048
; IR:       [[SY8:%.*]] = add i32 %y, 8
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) [[S1]], ptr %tmap, i32 %x, i32 [[SY8]], i64 0, i1 false)
define void @load_and_store_blocks(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, (8, 2)):(1, (64, 1024))>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 16@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  call void @llvm.nvvm.cute.atom.copy.tma.store(
      metadata !"!cute_nvgpu.atom.tma_store",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, (8, 2)):(1, (64, 1024))>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 16@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y)
  ret void
}

; CHECK-LABEL: prefetch_desc(
; CHECK:       prefetch.tensormap [{{%rd[0-9]+}}];
; CHECK:       prefetch.const.tensormap [{{%rd[0-9]+}}];
; CHECK:       prefetch.param.tensormap [{{%rd[0-9]+}}];
define void @prefetch_desc(ptr %generic, ptr addrspace(4) %const, ptr addrspace(101) %param) {
  call void @llvm.nvvm.cute.prefetch_tma_desc.p0(ptr %generic)
  call void @llvm.nvvm.cute.prefetch_tma_desc.p4(ptr addrspace(4) %const)
  call void @llvm.nvvm.cute.prefetch_tma_desc.p101(ptr addrspace(101) %param)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.tma.load(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.load_mc(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i32, i16, i64)
declare void @llvm.nvvm.cute.atom.copy.tma.load_im2col(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16)
declare void @llvm.nvvm.cute.atom.copy.tma.store(metadata, metadata, ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.store_hint(metadata, metadata, ptr addrspace(3), ptr, i32, i32, i64)
declare void @llvm.nvvm.cute.prefetch_tma_desc.p0(ptr)
declare void @llvm.nvvm.cute.prefetch_tma_desc.p4(ptr addrspace(4))
declare void @llvm.nvvm.cute.prefetch_tma_desc.p101(ptr addrspace(101))

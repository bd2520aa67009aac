; Bad TMA atom calls: each gets an `error:` (the cute_nvgpu dialect's
; partition-verifier strings, byte for byte, where the partition fails), exit
; status 1, no crash. The call is deleted and the others still checked.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt -mtriple=nvptx64 -mcpu=sm_90a -passes=nvptx-lower-atoms %s -disable-output 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80

; opt stops at the first error.
; OPT: error: in function 'non_exec': `atom.non_exec_tiled_tma_load` is a TMA atom before its execution binding
; SM80: error: in function 'missing': atom `atom.tma_load` needs sm_90 or later; the target is sm_80

; CHECK: error: in function 'non_exec': `atom.non_exec_tiled_tma_load` is a TMA atom before its execution binding; bind it to an mbarrier (make_exec_tma) and call the executable atom (atom.tma_load, atom.tma_store, atom.tma_reduce<op>)
; CHECK: error: in function 'missing': attributes of `atom.tma_load`: missing attribute `smem_layout` for `atom.tma_load`
; CHECK: error: in function 'store_load_mode': attributes of `atom.tma_store`, column 172: unknown attribute `load_mode` for `atom.tma_store`
; CHECK: error: in function 'element_bits_word': attributes of `atom.tma_load`, column 168: attribute `element_bits` must be an integer in [1, 64]
; CHECK: error: in function 'stride': expected the GMEM and SMEM layouts to have integer stride elements, but got #cute.layout<(64, 64):(1, 2)>, and #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>
; CHECK: error: in function 'multicast_count': missing or invalid num_multicast for a multicast TMA load; got num_multicast of 2
; CHECK: error: in function 'im2col_rank2': an im2col `atom.tma_load` needs a tensor of rank 3 to 5; the GMEM layout has rank 2
; CHECK: error: in function 'generic_barrier': the mbarrier of `atom.tma_load` must be in shared memory (ptr addrspace(3)); it is ptr
; CHECK: error: in function 'missing_coordinate': `atom.tma_load` with these attributes takes (type, attributes, ptr addrspace(3) destination, ptr addrspace(3) mbarrier, ptr tensor map, i32 coordinate, i32 coordinate) and returns nothing; the call has 6 operands
; CHECK: error: in function 'shared_tensor_map': the tensor map of `atom.tma_store` is a pointer (generic, or to global, constant or parameter memory); it is ptr addrspace(3)
; CHECK: error: in function 'transposed': Computed TMA layout is invalid, got #cute.layout<Sw<3, 4, 3> o (64, 64):(64, 1)>; the TMA writes a box densely, GMEM mode 0 innermost, and the SMEM layout does not keep GMEM mode 0 contiguous
; CHECK: error: in function 'strided': Computed TMA layout is invalid, got #cute.layout<(64, 64):(2, 128)>; the TMA writes a box densely, GMEM mode 0 innermost, and the SMEM layout does not keep GMEM mode 0 contiguous
; CHECK: error: in function 'padded_off_phase': Computed TMA layout is invalid, got #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 128)>; the box at SMEM element offset 128 does not start at a multiple of 1024 bytes
; CHECK: error: in function 'short_row': Computed TMA layout is invalid, got #cute.layout<Sw<3, 4, 3> o (32, 64):(1, 32)>; a box row of 64 bytes is not the 128-byte swizzle span
; CHECK: error: in function 'not_a_grid': Computed TMA layout is invalid, got #cute.layout<(48, 3):(1, 8)>; the TMA writes a box densely, GMEM mode 0 innermost, and the SMEM layout holds neither the box nor a grid of dense sub-boxes that way
; CHECK: error: in function 'overlapping_rows': Computed TMA layout is invalid, got #cute.layout<(32, 64):(1, 16)>; the boxes at SMEM element offsets 0 and 16 overlap
; CHECK: error: in function 'im2col_boxes': an im2col `atom.tma_load` moves its tile as one box; the SMEM layout holds it as 2 boxes
; CHECK: error: in function 'too_many_bytes': `atom.tma_load` moves 1048576 bytes; an mbarrier counts at most 1048575
; CHECK: error: in function 'prefetch_operands': 'llvm.nvvm.cute.prefetch_tma_desc' takes the tensor map (a pointer) and returns nothing

define void @non_exec(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.non_exec_tiled_tma_load", metadata !"", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @missing(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @store_load_mode(ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.st(metadata !"!cute_nvgpu.atom.tma_store", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, load_mode = two_cta}", ptr addrspace(3) %tile, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @element_bits_word(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = f16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @stride(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(64, 64):(1, 2)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @multicast_count(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, num_multicast = 2}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @im2col_rank2(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, mode = im2col}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @generic_barrier(ptr addrspace(3) %tile, ptr %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.gb(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @missing_coordinate(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x) {
  call void @llvm.nvvm.cute.atom.copy.tma.one(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x)
  ret void
}
define void @shared_tensor_map(ptr addrspace(3) %tile, ptr addrspace(3) %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.smap(metadata !"!cute_nvgpu.atom.tma_store", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %tmap, i32 %x, i32 %y)
  ret void
}
; The SMEM tile is where the TMA writes it, or the partition fails at step
; 9: a transposed tile and a strided one (GMEM mode 0 not contiguous), a
; padded 128B-swizzled tile whose rows start off the swizzle's 1024-byte
; phase, a 64-byte row under the 128-byte swizzle, a tile whose V-map walks
; GMEM mode 0 across the SMEM layout's modes so that only its first pair of
; elements is dense, rows that overlap; an im2col load cannot split.
define void @transposed(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(64, 1)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @strided(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<0, 4, 3> o (64, 64):(2, 128)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @padded_off_phase(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 128)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @short_row(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (32, 64):(1, 32)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(32@0, 64@1)>, element_bits = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @not_a_grid(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<0, 4, 3> o ((3, 4, 4), 3):((1, 512, 64), 8)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<((2, 4, 6), 3):((1@0, 12@0, 2@0), 1@1)>, element_bits = 8}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @overlapping_rows(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<0, 4, 3> o (32, 64):(1, 16)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(32@0, 64@1)>, element_bits = 64}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
define void @im2col_boxes(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %off) {
  call void @llvm.nvvm.cute.atom.copy.tma.im2col(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<0, 4, 3> o (64, 4, 2):(1, 64, 512)>, gmem_layout = #cute.layout<(64, 32, 32):(1, 64, 2048)>, cta_v_map = #cute.layout<(64@0, 4@1, 2@2)>, element_bits = 16, mode = im2col}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 %off)
  ret void
}
define void @too_many_bytes(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z) {
  call void @llvm.nvvm.cute.atom.copy.tma.mc(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (32, 256, 2):(1, 32, 8192)>, gmem_layout = #cute.layout<(1024, 512, 4):(1, 1024, 524288)>, cta_v_map = #cute.layout<(32@0, 256@1, 2@2)>, element_bits = 32, load_mode = w128_multicast, num_multicast = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i32 %z, i16 -1)
  ret void
}
define void @prefetch_operands(i64 %tmap) {
  call void @llvm.nvvm.cute.prefetch_tma_desc.i64(i64 %tmap)
  ret void
}
; Another CTA's shared memory is a destination only for a two_cta load.
; CHECK: error: in function 'cluster_destination': the destination of `atom.tma_load` is in another CTA's shared memory (ptr addrspace(7)) only with load_mode = two_cta, whose mbarrier may be in either CTA of the pair; otherwise it is ptr addrspace(3)
define void @cluster_destination(ptr addrspace(7) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.p7(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(7) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.tma.p7(metadata, metadata, ptr addrspace(7), ptr addrspace(3), ptr, i32, i32)

declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.st(metadata, metadata, ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.gb(metadata, metadata, ptr addrspace(3), ptr, ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.one(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.smap(metadata, metadata, ptr addrspace(3), ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.cute.prefetch_tma_desc.i64(i64)
declare void @llvm.nvvm.cute.atom.copy.tma.mc(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16)
declare void @llvm.nvvm.cute.atom.copy.tma.im2col(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16)

; Bad TMA atom calls: each gets an `error:` (seed 001's partition strings
; where the partition fails), exit status 1, no crash. The call is deleted
; and the others still checked.
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
define void @too_many_bytes(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.mc(metadata !"!cute_nvgpu.atom.tma_load", metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 256):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 256@1)>, element_bits = 32, load_mode = w128_multicast, num_multicast = 16}", ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y, i16 -1)
  ret void
}
define void @prefetch_operands(i64 %tmap) {
  call void @llvm.nvvm.cute.prefetch_tma_desc.i64(i64 %tmap)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.st(metadata, metadata, ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.gb(metadata, metadata, ptr addrspace(3), ptr, ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.one(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.smap(metadata, metadata, ptr addrspace(3), ptr addrspace(3), i32, i32)
declare void @llvm.nvvm.cute.prefetch_tma_desc.i64(i64)
declare void @llvm.nvvm.cute.atom.copy.tma.mc(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16)

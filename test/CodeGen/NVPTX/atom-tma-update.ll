; The TMA descriptor-update atom (the cute_nvgpu dialect's device-side
; descriptor update; docs/AtomIR.md, "TMA descriptor updates"):
; llvm.nvvm.cute.update_tma_desc with `field = base`, `field = dim` or
; `field = stride` becomes one tensormap.replace.tile of the global address,
; a mode's extent or a non-leading stride of a tensor map in global or
; shared::cta memory. A tensor map holds the strides of modes 1 and up only,
; so the stride of mode A is ordinal A - 1 and the extent of mode A ordinal
; A (test/GPU/atom-tma-update.test checks the fields on an H100). Every form
; is accepted by ptxas for its target.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx86 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_120a -mattr=+ptx87 | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx86 | %ptxas-verify -arch=sm_100a %}
; RUN: %if ptxas-sm_120a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_120a -mattr=+ptx87 | %ptxas-verify -arch=sm_120a %}
; RUN: opt < %s -S -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 -passes=nvptx-lower-atoms | FileCheck %s --check-prefix=IR

; The base address from an i64, a generic pointer (cvta.to.global) and a
; pointer to global memory.
; CHECK-LABEL: base(
; CHECK:       tensormap.replace.tile.global_address.global.b1024.b64 [[[MAP:%rd[0-9]+]]], {{%rd[0-9]+}};
; CHECK:       cvta.to.global.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       tensormap.replace.tile.global_address.global.b1024.b64 [[[MAP]]], [[G]];
; CHECK:       tensormap.replace.tile.global_address.global.b1024.b64 [[[MAP]]], {{%rd[0-9]+}};
; IR-LABEL: @base(
; IR:       call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %map, i64 %addr)
; IR:       [[G:%.*]] = addrspacecast ptr %p to ptr addrspace(1)
; IR:       [[A:%.*]] = ptrtoint ptr addrspace(1) [[G]] to i64
; IR:       call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %map, i64 [[A]])
; IR:       [[B:%.*]] = ptrtoint ptr addrspace(1) %gp to i64
; IR:       call void @llvm.nvvm.tensormap.replace.global.address.p1(ptr addrspace(1) %map, i64 [[B]])
define void @base(ptr addrspace(1) %map, i64 %addr, ptr %p, ptr addrspace(1) %gp) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = base}", ptr addrspace(1) %map, i64 %addr)
  call void @llvm.nvvm.cute.update_tma_desc.p1.p0(metadata !"{field = base}", ptr addrspace(1) %map, ptr %p)
  call void @llvm.nvvm.cute.update_tma_desc.p1.p1(metadata !"{field = base}", ptr addrspace(1) %map, ptr addrspace(1) %gp)
  ret void
}

; Extents: mode A is ordinal A.
; CHECK-LABEL: dims(
; CHECK:       tensormap.replace.tile.global_dim.global.b1024.b32 [[[MAP:%rd[0-9]+]]], 0, {{%r[0-9]+}};
; CHECK:       tensormap.replace.tile.global_dim.global.b1024.b32 [[[MAP]]], 1, {{%r[0-9]+}};
; CHECK:       tensormap.replace.tile.global_dim.global.b1024.b32 [[[MAP]]], 4, {{%r[0-9]+}};
; IR-LABEL: @dims(
; IR:       call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %map, i32 0, i32 %n)
; IR:       call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %map, i32 1, i32 %n)
; IR:       call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %map, i32 4, i32 4096)
define void @dims(ptr addrspace(1) %map, i32 %n) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim, axis = 0}", ptr addrspace(1) %map, i32 %n)
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim, axis = 1}", ptr addrspace(1) %map, i32 %n)
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim, axis = 4}", ptr addrspace(1) %map, i32 4096)
  ret void
}

; Strides: mode A is ordinal A - 1 (mode 0's stride is the element size and
; not in the map).
; CHECK-LABEL: strides(
; CHECK:       tensormap.replace.tile.global_stride.global.b1024.b64 [[[MAP:%rd[0-9]+]]], 0, {{%rd[0-9]+}};
; CHECK:       tensormap.replace.tile.global_stride.global.b1024.b64 [[[MAP]]], 3, {{%rd[0-9]+}};
; IR-LABEL: @strides(
; IR:       call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %map, i32 0, i64 %bytes)
; IR:       call void @llvm.nvvm.tensormap.replace.global.stride.p1(ptr addrspace(1) %map, i32 3, i64 1099511627760)
define void @strides(ptr addrspace(1) %map, i64 %bytes) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 1}", ptr addrspace(1) %map, i64 %bytes)
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 4}", ptr addrspace(1) %map, i64 1099511627760)
  ret void
}

; A tensor map in shared memory (the CUTLASS pattern: modify a copy in
; shared memory, then copy it out) uses the shared::cta forms.
; CHECK-LABEL: shared(
; CHECK:       tensormap.replace.tile.global_address.shared::cta.b1024.b64 [[[MAP:%r[d0-9]+]]], {{%rd[0-9]+}};
; CHECK:       tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [[[MAP]]], 2, {{%r[0-9]+}};
; CHECK:       tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [[[MAP]]], 1, {{%rd[0-9]+}};
; IR-LABEL: @shared(
; IR:       call void @llvm.nvvm.tensormap.replace.global.address.p3(ptr addrspace(3) %map, i64 %addr)
; IR:       call void @llvm.nvvm.tensormap.replace.global.dim.p3(ptr addrspace(3) %map, i32 2, i32 %n)
; IR:       call void @llvm.nvvm.tensormap.replace.global.stride.p3(ptr addrspace(3) %map, i32 1, i64 %bytes)
define void @shared(ptr addrspace(3) %map, i64 %addr, i32 %n, i64 %bytes) {
  call void @llvm.nvvm.cute.update_tma_desc.p3.i64(metadata !"{field = base}", ptr addrspace(3) %map, i64 %addr)
  call void @llvm.nvvm.cute.update_tma_desc.p3.i32(metadata !"{field = dim, axis = 2}", ptr addrspace(3) %map, i32 %n)
  call void @llvm.nvvm.cute.update_tma_desc.p3.i64(metadata !"{field = stride, axis = 2}", ptr addrspace(3) %map, i64 %bytes)
  ret void
}

declare void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata, ptr addrspace(1), i64)
declare void @llvm.nvvm.cute.update_tma_desc.p1.p0(metadata, ptr addrspace(1), ptr)
declare void @llvm.nvvm.cute.update_tma_desc.p1.p1(metadata, ptr addrspace(1), ptr addrspace(1))
declare void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata, ptr addrspace(1), i32)
declare void @llvm.nvvm.cute.update_tma_desc.p3.i64(metadata, ptr addrspace(3), i64)
declare void @llvm.nvvm.cute.update_tma_desc.p3.i32(metadata, ptr addrspace(3), i32)

; Immediates of the TMA intrinsics out of their range, a non-constant
; flag, targets without a form, a wrong declaration, look-alike names: an
; `error:` each, exit status 1, no "Cannot select".
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

; CHECK: error: in function 'ordinal': operand 1 of 'llvm.nvvm.tensormap.replace.global.dim.p1' is 5; it must be in [0, 4]
define void @ordinal(ptr addrspace(1) %tmap, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1) %tmap, i32 5, i32 %v)
  ret void
}

; CHECK: error: in function 'acquire_size': operand 1 of 'llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu' is 64; it must be 128
define void @acquire_size(ptr %tmap) {
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 64)
  ret void
}

; CHECK: error: in function 'cta_group': operand 8 of 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d' is 3; it must be in [0, 2]
define void @cta_group(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 0, i64 0, i1 0, i1 0, i32 3)
  ret void
}

; CHECK: error: in function 'flag': operand 5 of 'llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d' must be a constant integer (immarg)
define void @flag(ptr addrspace(3) %s, ptr %tmap, i32 %x, i1 %f) {
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %s, ptr %tmap, i32 %x, i32 %x, i64 0, i1 %f)
  ret void
}

; The Blackwell tensor-copy modes: cta_group is operand 12 of a 3d im2col.w
; load (two offsets at every rank); there is no 2d im2col.w.
; CHECK: error: in function 'w_cta_group': operand 12 of 'llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d' is 3; it must be in [0, 2]
define void @w_cta_group(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 %h) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %x, i32 %x, i16 %h, i16 %h, i16 0, i64 0, i1 0, i1 0, i32 3)
  ret void
}

; CHECK: error: in function 'w_rank': unknown NVVM intrinsic 'llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.2d': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d'?
define void @w_rank(ptr %tmap, i32 %x, i16 %h) {
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.2d(ptr %tmap, i32 %x, i32 %x, i16 %h, i16 %h, i64 0, i1 0)
  ret void
}

; tensormap.replace's immediate fields: LLVM 22's ranges, and the values
; (and fields) sm_100a has only from PTX ISA 8.7 (this is 8.6) or not at all.
; CHECK: error: in function 'elemtype': operand 1 of 'llvm.nvvm.tensormap.replace.elemtype.p1' is 16; it must be in [0, 15]
define void @elemtype(ptr addrspace(1) %tmap) {
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %tmap, i32 16)
  ret void
}

; CHECK: error: in function 'elemtype_new': 'llvm.nvvm.tensormap.replace.elemtype.p1' with elemtype 13-15 needs PTX ISA 8.7 or later (use -mattr=+ptx87); the target is sm_100a with PTX ISA 8.6
define void @elemtype_new(ptr addrspace(1) %tmap) {
  call void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1) %tmap, i32 13)
  ret void
}

; CHECK: error: in function 'atomicity': 'llvm.nvvm.tensormap.replace.swizzle.atomicity.p3' needs PTX ISA 8.7 or later (use -mattr=+ptx87); the target is sm_100a with PTX ISA 8.6
define void @atomicity(ptr addrspace(3) %tmap) {
  call void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3) %tmap, i32 0)
  ret void
}

; CHECK: error: in function 'swizzle4': 'llvm.nvvm.tensormap.replace.swizzle.mode.p1' with swizzle mode 4 is not supported on sm_100a with PTX ISA 8.6; it needs sm_103a with PTX ISA 8.8+
define void @swizzle4(ptr addrspace(1) %tmap) {
  call void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1) %tmap, i32 4)
  ret void
}

; CHECK: error: in function 'fill': operand 1 of 'llvm.nvvm.tensormap.replace.fill.mode.p1' must be a constant integer (immarg)
define void @fill(ptr addrspace(1) %tmap, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1) %tmap, i32 %v)
  ret void
}

; CHECK: error: in function 'box_ordinal': operand 1 of 'llvm.nvvm.tensormap.replace.box.dim.p3' is 5; it must be in [0, 4]
define void @box_ordinal(ptr addrspace(3) %tmap, i32 %v) {
  call void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3) %tmap, i32 5, i32 %v)
  ret void
}

; A wrong declaration, a look-alike name (PTX's spelling) and a mangled
; name LLVM 22's llc does not select (a generic tensor map).
; CHECK: error: in function 'rank_decl': 'llvm.nvvm.tensormap.replace.rank.p1' is declared as 'void (ptr addrspace(1), i64)'; its signature is 'void (ptr addrspace(1), i32)'
define void @rank_decl(ptr addrspace(1) %tmap, i64 %v) {
  call void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1) %tmap, i64 %v)
  ret void
}

; CHECK: error: in function 'lookalike': unknown NVVM intrinsic 'llvm.nvvm.tensormap.replace.swizzle_mode.p1': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.tensormap.replace.swizzle.mode.p1'?
define void @lookalike(ptr addrspace(1) %tmap) {
  call void @llvm.nvvm.tensormap.replace.swizzle_mode.p1(ptr addrspace(1) %tmap, i32 1)
  ret void
}

; CHECK: error: in function 'generic_map': unknown NVVM intrinsic 'llvm.nvvm.tensormap.replace.rank.p0': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.tensormap.replace.rank.p1'?
define void @generic_map(ptr %tmap) {
  call void @llvm.nvvm.tensormap.replace.rank.p0(ptr %tmap, i32 1)
  ret void
}

declare void @llvm.nvvm.tensormap.replace.global.dim.p1(ptr addrspace(1), i32 immarg, i32)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3), ptr, i32, i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.2d(ptr, i32, i32, i16, i16, i64, i1 immarg)
declare void @llvm.nvvm.tensormap.replace.elemtype.p1(ptr addrspace(1), i32 immarg)
declare void @llvm.nvvm.tensormap.replace.swizzle.atomicity.p3(ptr addrspace(3), i32 immarg)
declare void @llvm.nvvm.tensormap.replace.swizzle.mode.p1(ptr addrspace(1), i32 immarg)
declare void @llvm.nvvm.tensormap.replace.fill.mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.box.dim.p3(ptr addrspace(3), i32 immarg, i32)
declare void @llvm.nvvm.tensormap.replace.rank.p1(ptr addrspace(1), i64)
declare void @llvm.nvvm.tensormap.replace.swizzle_mode.p1(ptr addrspace(1), i32)
declare void @llvm.nvvm.tensormap.replace.rank.p0(ptr, i32)

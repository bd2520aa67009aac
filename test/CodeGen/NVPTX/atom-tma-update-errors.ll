; Bad descriptor-update atom calls: each gets an `error:` (the cute_nvgpu
; dialect's "TMA descriptor field is not device-mutable", byte for byte, for a
; field device code may not change), exit status 1, no crash. The call is
; deleted and the others still checked.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx83 -passes=nvptx-lower-atoms %s -disable-output 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx83 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX80

; opt stops at the first error.
; OPT: error: in function 'rank': TMA descriptor field is not device-mutable: `field = rank`
; SM90: error: in function 'rank': TMA descriptor field is not device-mutable: `field = rank`
; SM90: error: in function 'base_on_sm90': update_tma_desc: 'llvm.nvvm.tensormap.replace.global.address.p1' is not supported on sm_90 with PTX ISA 8.3; it needs sm_90a with PTX ISA 8.3+,
; PTX80: error: in function 'base_on_sm90': update_tma_desc: 'llvm.nvvm.tensormap.replace.global.address.p1' needs PTX ISA 8.3 or later (use -mattr=+ptx83); the target is sm_90a with PTX ISA 8.0

; CHECK: error: in function 'rank': TMA descriptor field is not device-mutable: `field = rank`
; CHECK: error: in function 'swizzle': TMA descriptor field is not device-mutable: `field = swizzle`
; CHECK: error: in function 'box': TMA descriptor field is not device-mutable: `field = box`
; CHECK: error: in function 'leading_stride': TMA descriptor field is not device-mutable: `field = stride` of mode 0, whose stride is the element size
; CHECK: error: in function 'unknown_field': attributes of `update_tma_desc`, column 10: attribute `field` must be a word: one of base, dim, stride, rank, element_type, swizzle, box, multicast, mode, element_stride, interleave, fill_mode
; CHECK: error: in function 'missing_field': attributes of `update_tma_desc`: missing attribute `field` for `update_tma_desc`
; CHECK: error: in function 'unknown_key': attributes of `update_tma_desc`, column 16: unknown attribute `mode` for `update_tma_desc`
; CHECK: error: in function 'missing_axis': attributes of `update_tma_desc`: missing attribute `axis` for `field = dim`: the GMEM mode to change
; CHECK: error: in function 'base_axis': attributes of `update_tma_desc`, column 16: attribute `axis` is only for `field = dim` and `field = stride`
; CHECK: error: in function 'axis_range': attributes of `update_tma_desc`, column 25: attribute `axis` must be an integer in [0, 4]
; CHECK: error: in function 'malformed': attributes of `update_tma_desc`, column 10: expected an attribute value, found `}`
; CHECK: error: in function 'generic_map': the tensor map of `update_tma_desc` is a pointer to global (addrspace 1) or shared (addrspace 3) memory, where tensormap.replace writes; it is ptr
; CHECK: error: in function 'dim_i64': `update_tma_desc` of `field = dim` takes the new extent of mode 1 in elements (an i32); the value is i64
; CHECK: error: in function 'base_i32': `update_tma_desc` of `field = base` takes the new global address (an i64, or a generic or global pointer); the value is i32
; CHECK: error: in function 'base_shared_ptr': `update_tma_desc` of `field = base` takes the new global address (an i64, or a generic or global pointer); the value is ptr addrspace(3)
; CHECK: error: in function 'stride_unaligned': `update_tma_desc` of `field = stride`: a stride of 264 bytes, which is not a multiple of 16 below 2^40
; CHECK: error: in function 'stride_too_large': `update_tma_desc` of `field = stride`: a stride of 1099511627776 bytes, which is not a multiple of 16 below 2^40
; CHECK: error: in function 'dim_zero': `update_tma_desc` of `field = dim`: an extent of 0 elements
; CHECK: error: in function 'base_unaligned': `update_tma_desc` of `field = base`: an address that is not 16-byte aligned
; CHECK: error: in function 'operands': 'llvm.nvvm.cute.update_tma_desc' takes the attributes (a metadata string), the tensor map and the new value, and returns nothing

define void @rank(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = rank}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @swizzle(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = swizzle}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @box(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = box, axis = 0}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @leading_stride(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 0}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @unknown_field(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = pointer}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @missing_field(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{axis = 1}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @unknown_key(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = base, mode = tile}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @missing_axis(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @base_axis(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = base, axis = 0}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @axis_range(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 5}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @malformed(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = }", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @generic_map(ptr %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p0.i64(metadata !"{field = base}", ptr %map, i64 %v)
  ret void
}
define void @dim_i64(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = dim, axis = 1}", ptr addrspace(1) %map, i64 %v)
  ret void
}
define void @base_i32(ptr addrspace(1) %map, i32 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = base}", ptr addrspace(1) %map, i32 %v)
  ret void
}
define void @base_shared_ptr(ptr addrspace(1) %map, ptr addrspace(3) %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.p3(metadata !"{field = base}", ptr addrspace(1) %map, ptr addrspace(3) %v)
  ret void
}
define void @stride_unaligned(ptr addrspace(1) %map) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 1}", ptr addrspace(1) %map, i64 264)
  ret void
}
define void @stride_too_large(ptr addrspace(1) %map) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = stride, axis = 1}", ptr addrspace(1) %map, i64 1099511627776)
  ret void
}
define void @dim_zero(ptr addrspace(1) %map) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata !"{field = dim, axis = 2}", ptr addrspace(1) %map, i32 0)
  ret void
}
define void @base_unaligned(ptr addrspace(1) %map) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = base}", ptr addrspace(1) %map, i64 4104)
  ret void
}
define void @operands(ptr addrspace(1) %map) {
  call void @llvm.nvvm.cute.update_tma_desc.p1(ptr addrspace(1) %map)
  ret void
}
define void @base_on_sm90(ptr addrspace(1) %map, i64 %v) {
  call void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata !"{field = base}", ptr addrspace(1) %map, i64 %v)
  ret void
}

declare void @llvm.nvvm.cute.update_tma_desc.p1.i64(metadata, ptr addrspace(1), i64)
declare void @llvm.nvvm.cute.update_tma_desc.p1.i32(metadata, ptr addrspace(1), i32)
declare void @llvm.nvvm.cute.update_tma_desc.p1.p3(metadata, ptr addrspace(1), ptr addrspace(3))
declare void @llvm.nvvm.cute.update_tma_desc.p0.i64(metadata, ptr, i64)
declare void @llvm.nvvm.cute.update_tma_desc.p1(ptr addrspace(1))

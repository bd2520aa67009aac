; NVPTXLowerAtoms' diagnostics for copy atoms (llvm.nvvm.cute.atom.copy), once
; each: the cute_nvgpu dialect's copy-vectorization text, byte for byte, for a
; simt_async_copy width other than 4, 8 or 16, atoms that are not copies,
; malformed operands and value types, the tier gate and the PTX version.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --strict-whitespace
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
; SM75: error: in function 'simt_width': atom `atom.simt_async_copy` needs sm_80 or later; the target is sm_75
; SM75: error: in function 'ldsm_result': '!cute_nvgpu.atom.ldsm<m8n8.x4>' needs PTX ISA 6.5 or later (use -mattr=+ptx65)
; SM75: error: in function 'stsm_operands': atom `atom.stsm` needs sm_90 or later; the target is sm_75

; CHECK: error: in function 'simt_width': '!cute_nvgpu.atom.simt_async_copy<12>' cannot vectorize copy to 12 elements (static strides must be 1)
define void @simt_width(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.simt_width(metadata !"!cute_nvgpu.atom.simt_async_copy<12>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_width(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'simt_bare': '!cute_nvgpu.atom.simt_async_copy' needs its width in bytes: atom.simt_async_copy<4|8|16>
define void @simt_bare(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.simt_bare(metadata !"!cute_nvgpu.atom.simt_async_copy", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_bare(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'not_copy': '!cute_nvgpu.sm80.mma' is not a copy atom
define void @not_copy(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.not_copy(metadata !"!cute_nvgpu.sm80.mma", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.not_copy(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'integer_type': atom type does not implement a known cute_nvgpu interface{{$}}
define void @integer_type(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.integer_type(metadata !"!cute_nvgpu.i32", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.integer_type(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'unknown_type': atom type '!cute_nvgpu.atom.lsdm', column 13: unknown  type `atom.lsdm` in dialect `cute_nvgpu`
define void @unknown_type(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.unknown_type(metadata !"!cute_nvgpu.atom.lsdm", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.unknown_type(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'attributes': attributes of `atom.simt_async_copy`: unknown attribute `bypass_l1`
define void @attributes(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.attributes(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"{bypass_l1}", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.attributes(metadata, metadata, ptr addrspace(1), ptr addrspace(3))

; CHECK: error: in function 'simt_space': the source of `atom.simt_async_copy` is a pointer to global memory (ptr addrspace(1) or ptr); it is ptr addrspace(3)
define void @simt_space(ptr addrspace(3) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.simt_space(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(3) %g, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_space(metadata, metadata, ptr addrspace(3), ptr addrspace(3))

; CHECK: error: in function 'simt_count': `atom.simt_async_copy` takes 4 or 5 operands (type, attributes, source, destination[, source bytes]) and returns nothing
define void @simt_count(ptr addrspace(1) %g) {
  call void @llvm.nvvm.cute.atom.copy.simt_count(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(1) %g)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_count(metadata, metadata, ptr addrspace(1))

; CHECK: error: in function 'simt_bytes_type': the source bytes of `!cute_nvgpu.atom.simt_async_copy<16>` are an i32; they are i64
define void @simt_bytes_type(ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %n) {
  call void @llvm.nvvm.cute.atom.copy.simt_bytes_type(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i64 %n)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_bytes_type(metadata, metadata, ptr addrspace(1), ptr addrspace(3), i64)

; CHECK: error: in function 'simt_bytes_range': `!cute_nvgpu.atom.simt_async_copy<8>` reads at most 8 source bytes; the call asks for 9
define void @simt_bytes_range(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.simt_bytes_range(metadata !"!cute_nvgpu.atom.simt_async_copy<8>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i32 9)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.simt_bytes_range(metadata, metadata, ptr addrspace(1), ptr addrspace(3), i32)

; CHECK: error: in function 'universal_type': the value type `vec` of atom.universal_copy is not one of i8, s8, u8, i16, f16, bf16, i32, f32, tf32, i64, f64, i128
define void @universal_type(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.universal_type(metadata !"!cute_nvgpu.atom.universal_copy<vec>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_type(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'universal_bits': atom.universal_copy of 24 bits: a copy moves 8, 16, 32, 64 or 128 bits
define void @universal_bits(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.universal_bits(metadata !"!cute_nvgpu.atom.universal_copy<f16, 24 b>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_bits(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'universal_order': '!cute_nvgpu.atom.universal_copy<f32, mem_order=acquire, mem_scope=gpu>': mem_order=acquire is for a copy that loads
define void @universal_order(i32 %v, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.universal_order(metadata !"!cute_nvgpu.atom.universal_copy<f32, mem_order=acquire, mem_scope=gpu>", metadata !"", i32 %v, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_order(metadata, metadata, i32, ptr)

; CHECK: error: in function 'release_load': '!cute_nvgpu.atom.universal_copy<f32, mem_order=release>': mem_order=release is for a copy that stores
define i32 @release_load(ptr %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.release_load(metadata !"!cute_nvgpu.atom.universal_copy<f32, mem_order=release>", metadata !"", ptr %s)
  ret i32 %v
}
declare i32 @llvm.nvvm.cute.atom.copy.release_load(metadata, metadata, ptr)

; CHECK: error: in function 'ordered_wide': '!cute_nvgpu.atom.universal_copy<f32, 128 b, mem_order=relaxed>': mem_order=relaxed copies move at most 64 bits, not 128
define void @ordered_wide(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.ordered_wide(metadata !"!cute_nvgpu.atom.universal_copy<f32, 128 b, mem_order=relaxed>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.ordered_wide(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'mmio_scope': '!cute_nvgpu.atom.universal_copy<i32, mem_order=mmio, mem_scope=gpu>': mem_order=mmio is at system scope (mem_scope=sys)
define void @mmio_scope(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.mmio_scope(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=mmio, mem_scope=gpu>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.mmio_scope(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'constant_store': '!cute_nvgpu.atom.universal_copy<i32, mem_order=constant>': mem_order=constant is for a copy that loads
define void @constant_store(i32 %v, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.constant_store(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=constant>", metadata !"", i32 %v, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.constant_store(metadata, metadata, i32, ptr)

; CHECK: error: in function 'mmio_ptx': '!cute_nvgpu.atom.universal_copy<i32, mem_order=mmio>' needs sm_70 and PTX ISA 8.2 or later; the target is sm_90a with PTX ISA 8.0
define void @mmio_ptx(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.mmio_ptx(metadata !"!cute_nvgpu.atom.universal_copy<i32, mem_order=mmio>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.mmio_ptx(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'universal_scope': mem_scope needs a mem_order other than volatile
define void @universal_scope(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.universal_scope(metadata !"!cute_nvgpu.atom.universal_copy<f32, mem_scope=gpu>", metadata !"", ptr %g, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_scope(metadata, metadata, ptr, ptr)

; CHECK: error: in function 'universal_store_size': the value `!cute_nvgpu.atom.universal_copy<f32>` stores has 32 bits; it is half
define void @universal_store_size(half %h, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.universal_store_size(metadata !"!cute_nvgpu.atom.universal_copy<f32>", metadata !"", half %h, ptr %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_store_size(metadata, metadata, half, ptr)

; CHECK: error: in function 'universal_operands': `atom.universal_copy` takes a source pointer (and returns the value), a value and a destination pointer, or two pointers
define void @universal_operands(ptr %g) {
  call void @llvm.nvvm.cute.atom.copy.universal_operands(metadata !"!cute_nvgpu.atom.universal_copy<f32>", metadata !"", ptr %g)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.universal_operands(metadata, metadata, ptr)

; CHECK: error: in function 'ldsm_result': the result of `!cute_nvgpu.atom.ldsm<m8n8.x4>` is 4 32-bit registers; it is <2 x i32>
define <2 x i32> @ldsm_result(ptr addrspace(3) %s) {
  %v = call <2 x i32> @llvm.nvvm.cute.atom.copy.ldsm_result(metadata !"!cute_nvgpu.atom.ldsm<m8n8.x4>", metadata !"", ptr addrspace(3) %s)
  ret <2 x i32> %v
}
declare <2 x i32> @llvm.nvvm.cute.atom.copy.ldsm_result(metadata, metadata, ptr addrspace(3))

; CHECK: error: in function 'stsm_operands': `atom.stsm` takes 4 operands (type, attributes, value, destination) and returns nothing
define void @stsm_operands(ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.stsm(metadata !"!cute_nvgpu.atom.stsm<m8n8.x4>", metadata !"", ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.stsm(metadata, metadata, ptr addrspace(3))

; CHECK: error: in function 'stsm_value': the value `!cute_nvgpu.atom.stsm<m8n8.x2>` stores is 2 32-bit registers; it is <4 x i32>
define void @stsm_value(<4 x i32> %v, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.stsm_value(metadata !"!cute_nvgpu.atom.stsm<m8n8.x2>", metadata !"", <4 x i32> %v, ptr addrspace(3) %s)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.stsm_value(metadata, metadata, <4 x i32>, ptr addrspace(3))

; CHECK: error: in function 'stsm_global': the destination of `atom.stsm` is a pointer to shared memory (ptr addrspace(3) or ptr); it is ptr addrspace(1)
define void @stsm_global(i32 %v, ptr addrspace(1) %g) {
  call void @llvm.nvvm.cute.atom.copy.stsm_global(metadata !"!cute_nvgpu.atom.stsm", metadata !"", i32 %v, ptr addrspace(1) %g)
  ret void
}
declare void @llvm.nvvm.cute.atom.copy.stsm_global(metadata, metadata, i32, ptr addrspace(1))

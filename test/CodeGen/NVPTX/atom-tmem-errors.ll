; Bad tensor-memory copy atom calls: an `error:` each, exit status 1, no
; crash; the tier gate on targets without tensor memory.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; SM90A: error: in function 'no_shape': atom `atom.tmem_load` needs sm_100 or later; the target is sm_90a
; SM120A: error: in function 'no_shape': atom `atom.tmem_load` needs an architecture-specific target of the sm_100 family (sm_100a or sm_100f); the target is sm_120a

; CHECK: error: in function 'no_shape': attributes of `atom.tmem_load`: missing attribute `shape` for `atom.tmem_load`
; CHECK: error: in function 'bad_shape': attributes of `atom.tmem_load`, column 10: attribute `shape` must be a word: one of 32x32b, 16x64b, 16x128b, 16x256b, 16x32bx2
; CHECK: error: in function 'num_not_power_of_two': attributes of `atom.tmem_load`, column 24: attribute `num` must be a power of two: 1, 2, 4, ..., 128
; CHECK: error: in function 'too_many_registers': `atom.tmem_load` of shape 16x256b x64 moves 256 registers per thread; tcgen05 moves at most 128
; CHECK: error: in function 'missing_offset': attributes of `atom.tmem_load`: missing attribute `offset` for the 16x32bx2 shape
; CHECK: error: in function 'stray_offset': attributes of `atom.tmem_load`: attribute `offset` is only for the 16x32bx2 shape
; CHECK: error: in function 'unpack_on_load': attributes of `atom.tmem_load`, column 18: unknown attribute `unpack` for `atom.tmem_load`
; CHECK: error: in function 'load_result': `atom.tmem_load` of shape 32x32b x2 returns 2 32-bit registers; the call returns i32
; CHECK: error: in function 'shared_address': `atom.tmem_load` takes the tensor-memory address (ptr addrspace(6)) after the type and attributes
; CHECK: error: in function 'store_value': `atom.tmem_store` of shape 32x32b x4 stores 4 32-bit registers after the address and returns nothing
; CHECK: error: in function 's2t_cta_group': attributes of `atom.s2t_copy`, column 32: attribute `cta_group` must be an integer in [1, 2]
; CHECK: error: in function 's2t_descriptor': `atom.s2t_copy` takes the tensor-memory address and the 64-bit shared-memory matrix descriptor and returns nothing

define void @no_shape(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{num = 1}", ptr addrspace(6) %t)
  ret void
}
define void @bad_shape(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x64b}", ptr addrspace(6) %t)
  ret void
}
define void @num_not_power_of_two(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, num = 3}", ptr addrspace(6) %t)
  ret void
}
define void @too_many_registers(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 16x256b, num = 64}", ptr addrspace(6) %t)
  ret void
}
define void @missing_offset(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 16x32bx2}", ptr addrspace(6) %t)
  ret void
}
define void @stray_offset(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, offset = 4}", ptr addrspace(6) %t)
  ret void
}
define void @unpack_on_load(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, unpack}", ptr addrspace(6) %t)
  ret void
}
define void @load_result(ptr addrspace(6) %t) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld1(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, num = 2}", ptr addrspace(6) %t)
  ret void
}
define void @shared_address(ptr addrspace(3) %s) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.lds(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b}", ptr addrspace(3) %s)
  ret void
}
define void @store_value(ptr addrspace(6) %t, i64 %v) {
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.tmem_store", metadata !"{shape = 32x32b, num = 4}", ptr addrspace(6) %t, i64 %v)
  ret void
}
define void @s2t_cta_group(ptr addrspace(6) %t, i64 %d) {
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.s2t_copy", metadata !"{shape = 128x256b, cta_group = 3}", ptr addrspace(6) %t, i64 %d)
  ret void
}
define void @s2t_descriptor(ptr addrspace(6) %t, i32 %d) {
  call void @llvm.nvvm.cute.atom.copy.s2t32(metadata !"!cute_nvgpu.atom.s2t_copy", metadata !"{shape = 128x256b}", ptr addrspace(6) %t, i32 %d)
  ret void
}
declare i32 @llvm.nvvm.cute.atom.copy.ld1(metadata, metadata, ptr addrspace(6))
declare i32 @llvm.nvvm.cute.atom.copy.lds(metadata, metadata, ptr addrspace(3))
declare void @llvm.nvvm.cute.atom.copy.st(metadata, metadata, ptr addrspace(6), i64)
declare void @llvm.nvvm.cute.atom.copy.s2t32(metadata, metadata, ptr addrspace(6), i32)

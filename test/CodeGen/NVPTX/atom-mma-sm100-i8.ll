; kind::i8 (sm_100a; LLVM 22 and the PTX ISA leave it out of sm_103a).
; RUN: llc -mtriple=nvptx64 -mcpu=sm_100a %s -o - | FileCheck %s
; RUN: %if ptxas-sm_100a %{ llc -mtriple=nvptx64 -mcpu=sm_100a %s -o - | %ptxas-verify -arch=sm_100a %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_103a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM103

; A in tensor memory; s8 x u8 -> s32 with satfinite, M 64, N 8, collector
; lastuse: saturate 1<<3, D s32 2<<4, A s8 1<<7, N>>3 = 1 at 17, M>>4 = 4 at
; 24: 0x040200A8.
; SM103: error: in function 'tmem_a': 'llvm.nvvm.tcgen05.mma.tensor' with kind::i8 is not supported on sm_103a
; CHECK-LABEL: .func tmem_a(
; CHECK: mov.b32 [[IDESC:%r[0-9]+]], 67240104;
; CHECK: tcgen05.mma.cta_group::1.kind::i8.collector::a::lastuse [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, [[IDESC]], %p{{[0-9]+}};
; OPT-LABEL: @tmem_a(
; OPT: call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 67240104, i1 %en, i32 3, i32 1, i32 1)
define void @tmem_a(ptr addrspace(6) %a, i64 %b, ptr addrspace(6) %d, i1 %en) {
  call void @llvm.nvvm.cute.atom.mma.tmem(metadata !"!cute_nvgpu.sm100.mma", metadata !"{shape_MNK = [64, 8, 32], a_type = s8, b_type = u8, c_type = s32, a_residency = tmem, satfinite, collector = lastuse}", ptr addrspace(6) %a, i64 %b, ptr addrspace(6) %d, i1 %en)
  ret void
}

declare void @llvm.nvvm.cute.atom.mma.tmem(metadata, metadata, ptr addrspace(6), i64, ptr addrspace(6), i1)

; Register and asynchronous copy atoms (as docs/AtomIR.md's "Copy atoms" table
; states them) through llvm.nvvm.cute.atom.copy:
; atom.ldsm -> ldmatrix (sm_75, PTX ISA 6.5),
; atom.stsm -> stmatrix (sm_90, PTX ISA 7.8),
; atom.simt_async_copy<4|8|16> -> cp.async.ca / cp.async.cg (sm_80),
; atom.universal_copy -> a load and/or store of the atom's width (with a
; memory order: PTX ld/st of that order and scope). Values the
; pass creates carry the copy alias hints.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_80 -S %s | FileCheck %s --check-prefix=OPT
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 %s -o - | %ptxas-verify -arch=sm_80 %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx65 %S/Inputs/atom-copy-ldsm.ll -o - | FileCheck %S/Inputs/atom-copy-ldsm.ll
; RUN: %if ptxas-sm_75 %{ llc -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx65 %S/Inputs/atom-copy-ldsm.ll -o - | %ptxas-verify -arch=sm_75 %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %S/Inputs/atom-copy-stsm.ll -o - | FileCheck %S/Inputs/atom-copy-stsm.ll
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %S/Inputs/atom-copy-stsm.ll -o - | %ptxas-verify -arch=sm_90 %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx82 %S/Inputs/atom-copy-ordered.ll -o - | FileCheck %S/Inputs/atom-copy-ordered.ll
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx82 %S/Inputs/atom-copy-ordered.ll -o - | %ptxas-verify -arch=sm_90a %}

; CHECK-LABEL: cp_async(
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
; CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
; OPT-LABEL: @cp_async(
; OPT: call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)
define void @cp_async(ptr addrspace(1) %g, ptr addrspace(3) %s) {
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<4>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<8>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s)
  call void @llvm.nvvm.cute.atom.copy.cp(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"{}", ptr addrspace(1) %g, ptr addrspace(3) %s)
  ret void
}

; Generic pointers are cast to the atom's address spaces.
; OPT-LABEL: @cp_async_generic(
; OPT: [[G:%[0-9]+]] = addrspacecast ptr %g to ptr addrspace(1)
; OPT: [[S:%[0-9]+]] = addrspacecast ptr %s to ptr addrspace(3)
; OPT: call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) [[S]], ptr addrspace(1) [[G]])
define void @cp_async_generic(ptr %g, ptr %s) {
  call void @llvm.nvvm.cute.atom.copy.gen(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr %g, ptr %s)
  ret void
}

; A fifth operand is cp.async's src-size: that many bytes are read, the rest
; of the destination is zero-filled (a tile's edge).
; CHECK-LABEL: cp_async_zfill(
; CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4, 0;
; CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8, 8;
; OPT-LABEL: @cp_async_zfill(
; OPT: call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %n)
; OPT: call void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 0)
define void @cp_async_zfill(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n) {
  call void @llvm.nvvm.cute.atom.copy.cpz(metadata !"!cute_nvgpu.atom.simt_async_copy<16>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %n)
  call void @llvm.nvvm.cute.atom.copy.cpz(metadata !"!cute_nvgpu.atom.simt_async_copy<4>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i32 0)
  call void @llvm.nvvm.cute.atom.copy.cpz(metadata !"!cute_nvgpu.atom.simt_async_copy<8>", metadata !"", ptr addrspace(1) %g, ptr addrspace(3) %s, i32 8)
  ret void
}

; A load (source), a store (value, destination) and a copy (two pointers),
; plain or volatile, of the atom's width.
; CHECK-LABEL: universal(
; CHECK: ld.u32 [[V:%r[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: st.u32 [%rd{{[0-9]+}}], [[V]];
; CHECK: st.b16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
; CHECK: ld.volatile.v2.u64 {[[LO:%rd[0-9]+]], [[HI:%rd[0-9]+]]}, [%rd{{[0-9]+}}];
; CHECK-NOT: ld.volatile
; CHECK: st.volatile.v2.u64 [%rd{{[0-9]+}}], {[[LO]], [[HI]]};
; CHECK-NOT: st.volatile
; OPT-LABEL: @universal(
; OPT: %copy_universal_copy = load i32, ptr %a, align 4
; OPT: [[H:%[0-9]+]] = bitcast half %h to i16
; OPT-NEXT: store i16 [[H]], ptr %b, align 2
; OPT: load volatile <2 x i64>, ptr %a, align 16
; OPT: store volatile <2 x i64>
define void @universal(ptr %a, ptr %b, half %h) {
  %v = call i32 @llvm.nvvm.cute.atom.copy.ld(metadata !"!cute_nvgpu.atom.universal_copy<f16, 32 b>", metadata !"", ptr %a)
  store i32 %v, ptr %b
  call void @llvm.nvvm.cute.atom.copy.st(metadata !"!cute_nvgpu.atom.universal_copy<f16>", metadata !"", half %h, ptr %b)
  call void @llvm.nvvm.cute.atom.copy.mm(metadata !"!cute_nvgpu.atom.universal_copy<f32, 128 b, mem_order=volatile>", metadata !"", ptr %a, ptr %b)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.cpz(metadata, metadata, ptr addrspace(1), ptr addrspace(3), i32)
declare void @llvm.nvvm.cute.atom.copy.cp(metadata, metadata, ptr addrspace(1), ptr addrspace(3))
declare void @llvm.nvvm.cute.atom.copy.gen(metadata, metadata, ptr, ptr)
declare i32 @llvm.nvvm.cute.atom.copy.ld(metadata, metadata, ptr)
declare void @llvm.nvvm.cute.atom.copy.st(metadata, metadata, half, ptr)
declare void @llvm.nvvm.cute.atom.copy.mm(metadata, metadata, ptr, ptr)

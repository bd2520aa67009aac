; Tensor-memory copy atoms (docs/AtomIR.md, "Tensor memory"): atom.tmem_load ->
; tcgen05.ld then tcgen05.wait::ld, atom.tmem_store -> tcgen05.st then
; tcgen05.wait::st, atom.s2t_copy -> tcgen05.cp. The registers a load returns
; are read only after its wait, also in another block and at -O3 (the reads go
; through NVPTXRetireAsyncResults' retires): the accumulator's retire is never dropped
; while a register read depends on it.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O3 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O3 -stop-after=nvptx-retire-async-results | FileCheck %s --check-prefix=RETIRE
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O3 | %ptxas-verify -arch=sm_100a %}
; RUN: %if ptxas-sm_103a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_103a | %ptxas-verify -arch=sm_103a %}
; RUN: opt < %s -S -mtriple=nvptx64 -mcpu=sm_100a -passes=nvptx-lower-atoms | FileCheck %s --check-prefix=IR

; CHECK-LABEL: tmem_load(
; CHECK:       tcgen05.ld.sync.aligned.32x32b.x4.b32 {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}, [{{%r[0-9]+}}];
; CHECK-NOT:   add
; CHECK:       tcgen05.wait::ld.sync.aligned;
; CHECK:       add.rn.f32
; RETIRE-LABEL: @tmem_load(
; RETIRE:       call void @llvm.nvvm.tcgen05.wait.ld()
; RETIRE-COUNT-4: call i32 @llvm.nvvm.ext.tcgen05.retire.b32(
; RETIRE:       then:
; RETIRE-NEXT:  fadd <4 x float>
; IR-LABEL: @tmem_load(
; IR:       [[LD:%.*]] = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 false)
; IR-NEXT:  call void @llvm.nvvm.tcgen05.wait.ld()
; IR-NEXT:  bitcast <4 x i32> [[LD]] to <4 x float>
define <4 x float> @tmem_load(ptr addrspace(6) %t, i1 %c) {
entry:
  %v = call <4 x float> @llvm.nvvm.cute.atom.copy.tmem_load(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 32x32b, num = 4}", ptr addrspace(6) %t)
  br i1 %c, label %then, label %done
then:
  %w = fadd <4 x float> %v, %v
  br label %done
done:
  %r = phi <4 x float> [ %v, %entry ], [ %w, %then ]
  ret <4 x float> %r
}

; CHECK-LABEL: tmem_load_pack(
; CHECK:       tcgen05.ld.sync.aligned.16x256b.x2.pack::16b.b32 {{{(%r[0-9]+, ){7}%r[0-9]+}}}, [{{%r[0-9]+}}];
; CHECK:       tcgen05.wait::ld.sync.aligned;
define <16 x half> @tmem_load_pack(ptr addrspace(6) %t) {
  %v = call <16 x half> @llvm.nvvm.cute.atom.copy.tmem_load_pack(metadata !"!cute_nvgpu.atom.tmem_load", metadata !"{shape = 16x256b, num = 2, pack}", ptr addrspace(6) %t)
  ret <16 x half> %v
}

; CHECK-LABEL: tmem_store(
; CHECK:       tcgen05.st.sync.aligned.16x32bx2.x4.unpack::16b.b32 [{{%r[0-9]+}}], 16, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}};
; CHECK:       tcgen05.wait::st.sync.aligned;
; IR-LABEL: @tmem_store(
; IR:       call void @llvm.nvvm.tcgen05.st.16x32bx2.x4(ptr addrspace(6) %t, i64 16, <4 x i32> %v, i1 true)
; IR-NEXT:  call void @llvm.nvvm.tcgen05.wait.st()
define void @tmem_store(ptr addrspace(6) %t, <4 x i32> %v) {
  call void @llvm.nvvm.cute.atom.copy.tmem_store(metadata !"!cute_nvgpu.atom.tmem_store", metadata !"{shape = 16x32bx2, num = 4, offset = 16, unpack}", ptr addrspace(6) %t, <4 x i32> %v)
  ret void
}

; CHECK-LABEL: s2t(
; CHECK:       tcgen05.cp.cta_group::1.128x256b [{{%r[0-9]+}}], {{%rd[0-9]+}};
define void @s2t(ptr addrspace(6) %t, i64 %desc) {
  call void @llvm.nvvm.cute.atom.copy.s2t(metadata !"!cute_nvgpu.atom.s2t_copy", metadata !"{shape = 128x256b}", ptr addrspace(6) %t, i64 %desc)
  ret void
}

; (ptxas takes one CTA group per function.)
; CHECK-LABEL: s2t_pair(
; CHECK:       tcgen05.cp.cta_group::2.64x128b.warpx2::02_13.b8x16.b4x16_p64 [{{%r[0-9]+}}], {{%rd[0-9]+}};
define void @s2t_pair(ptr addrspace(6) %t, i64 %desc) {
  call void @llvm.nvvm.cute.atom.copy.s2t(metadata !"!cute_nvgpu.atom.s2t_copy", metadata !"{shape = 64x128b_warpx2_02_13, cta_group = 2, decompress = b4x16_p64}", ptr addrspace(6) %t, i64 %desc)
  ret void
}

declare <4 x float> @llvm.nvvm.cute.atom.copy.tmem_load(metadata, metadata, ptr addrspace(6))
declare <16 x half> @llvm.nvvm.cute.atom.copy.tmem_load_pack(metadata, metadata, ptr addrspace(6))
declare void @llvm.nvvm.cute.atom.copy.tmem_store(metadata, metadata, ptr addrspace(6), <4 x i32>)
declare void @llvm.nvvm.cute.atom.copy.s2t(metadata, metadata, ptr addrspace(6), i64)

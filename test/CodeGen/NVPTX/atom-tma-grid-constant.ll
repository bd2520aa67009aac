; Tensor maps passed as grid-constant kernel parameters, the way CUTLASS
; passes `__grid_constant__ const CUtensorMap`: a byval parameter marked
; grid_constant (LLVM 19's !nvvm.annotations, or LLVM 22's
; "nvvm.grid_constant" attribute), used directly, through an addrspacecast
; to parameter memory (ptr addrspace(101)), or picked by a select or a phi.
; Every TMA atom and prefetch_tma_desc reads the map at the parameter's
; generic address (cvta.param), with no copy in local memory.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas-verify -arch=sm_100a %}
; RUN: opt < %s -S -mtriple=nvptx64 -mcpu=sm_90a -passes=nvptx-lower-atoms | FileCheck %s --check-prefix=IR

%struct.CUtensorMap = type { [16 x i64] }

; The map as the byval parameter itself.
; CHECK-LABEL: .entry load_param(
; CHECK-NOT:   .local
; CHECK:       mov.b64 {{%rd[0-9]+}}, load_param_param_0;
; CHECK:       cvta.param.u64 [[MAP:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       prefetch.tensormap [[[MAP]]];
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}];
; IR-LABEL: @load_param(
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) {{%.*}}, ptr addrspace(3) %bar, ptr %tmap,
define ptx_kernel void @load_param(ptr byval(%struct.CUtensorMap) align 64 %tmap, ptr addrspace(3) %tile, ptr addrspace(3) %bar, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive, prefetch}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}

; The map in parameter memory (ptr addrspace(101)): the atom uses the
; generic address the parameter was cast from, never a cast back from
; parameter memory (which LLVM 19 cannot select).
; CHECK-LABEL: .entry store_param101(
; CHECK-NOT:   .local
; CHECK:       mov.b64 {{%rd[0-9]+}}, store_param101_param_0;
; CHECK:       cvta.param.u64 [[MAP:%rd[0-9]+]], {{%rd[0-9]+}};
; CHECK:       cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}];
; CHECK:       cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}];
; IR-LABEL: @store_param101(
; IR-NOT:   addrspacecast ptr addrspace(101)
; IR:       call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) %tile, ptr %tmap,
define ptx_kernel void @store_param101(ptr byval(%struct.CUtensorMap) align 64 %tmap, ptr addrspace(3) %tile, i32 %x, i32 %y) {
  %p = addrspacecast ptr %tmap to ptr addrspace(101)
  call void @llvm.nvvm.cute.atom.copy.tma.store.p101(
      metadata !"!cute_nvgpu.atom.tma_store",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(101) %p, i32 %x, i32 %y)
  call void @llvm.nvvm.cute.atom.copy.tma.store.p101(
      metadata !"!cute_nvgpu.atom.tma_reduce<add>",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(101) %p, i32 %x, i32 %y)
  ret void
}

; One of two maps, chosen by a select between the parameters in parameter
; memory; both are grid constants (one list of two indices).
; CHECK-LABEL: .entry load_select(
; CHECK-NOT:   .local
; CHECK-DAG:   cvta.param.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; CHECK:       selp.b64 [[MAP:%rd[0-9]+]], {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}};
; CHECK:       prefetch.tensormap [[[MAP]]];
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [[[MAP]], {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}];
define ptx_kernel void @load_select(ptr byval(%struct.CUtensorMap) align 64 %a, ptr byval(%struct.CUtensorMap) align 64 %b, i1 %which, ptr addrspace(3) %tile, ptr addrspace(3) %bar, i32 %x, i32 %y) {
  %pa = addrspacecast ptr %a to ptr addrspace(101)
  %pb = addrspacecast ptr %b to ptr addrspace(101)
  %p = select i1 %which, ptr addrspace(101) %pa, ptr addrspace(101) %pb
  call void @llvm.nvvm.cute.prefetch_tma_desc.p101(ptr addrspace(101) %p)
  call void @llvm.nvvm.cute.atom.copy.tma.load.p101(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(101) %p, i32 %x, i32 %y)
  ret void
}

; A map chosen in a loop through a phi of parameter-memory pointers, and a
; map marked with LLVM 22's "nvvm.grid_constant" parameter attribute.
; CHECK-LABEL: .entry load_phi(
; CHECK-NOT:   .local
; CHECK:       cvta.param.u64
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
define ptx_kernel void @load_phi(ptr byval(%struct.CUtensorMap) align 64 "nvvm.grid_constant" %a, ptr byval(%struct.CUtensorMap) align 64 "nvvm.grid_constant" %b, ptr addrspace(3) %tile, ptr addrspace(3) %bar, i32 %n) {
entry:
  %pa = addrspacecast ptr %a to ptr addrspace(101)
  %pb = addrspacecast ptr %b to ptr addrspace(101)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %p = phi ptr addrspace(101) [ %pa, %entry ], [ %q, %loop ]
  call void @llvm.nvvm.cute.atom.copy.tma.load.p101(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(101) %p, i32 %i, i32 0)
  %q = select i1 true, ptr addrspace(101) %pb, ptr addrspace(101) %pa
  %next = add i32 %i, 64
  %done = icmp uge i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.tma.load(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.load.p101(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr addrspace(101), i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.store.p101(metadata, metadata, ptr addrspace(3), ptr addrspace(101), i32, i32)
declare void @llvm.nvvm.cute.prefetch_tma_desc.p101(ptr addrspace(101))

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @load_param, !"grid_constant", !3}
!1 = !{ptr @store_param101, !"grid_constant", !3}
!2 = !{ptr @load_select, !"grid_constant", !4}
!3 = !{i32 1}
!4 = !{i32 1, i32 2}

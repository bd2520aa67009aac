; A TMA load for the CTA pair (load_mode = two_cta) is a cp.async.bulk.tensor
; with .cta_group::2: the sm_100 family's; sm_90a rejects it.
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas-verify -arch=sm_100a %}
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90a -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A

; CHECK-LABEL: load_two_cta(
; CHECK:       mbarrier.arrive.expect_tx.shared.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [{{%rd[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}];
; SM90A: error: in function 'load_two_cta': `atom.tma_load` with load_mode = two_cta: 'llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d' with cta_group::1/2 is not supported on sm_90a with PTX ISA 8.0; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+, or sm_101f with PTX ISA 8.8+, or sm_110f with PTX ISA 9.0+
define void @load_two_cta(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, load_mode = two_cta, num_multicast = 2, arrive}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)

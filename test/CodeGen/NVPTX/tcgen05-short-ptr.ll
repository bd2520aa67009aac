; With 32-bit shared-memory pointers (-nvptx-short-ptr) the shared forms of
; alloc and commit take the address zero-extended to 64 bits, which ptxas
; accepts. (LLVM 22 prints the 32-bit register itself.)
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -nvptx-short-ptr | FileCheck %s
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a -nvptx-short-ptr | %ptxas-verify -arch=sm_100a %}

; CHECK-LABEL: .func k(
; CHECK:      ld.param.u32 [[S:%r[0-9]+]], [k_param_0];
; CHECK:      cvt.u64.u32 [[S64:%rd[0-9]+]], [[S]];
; CHECK:      tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [[[S64]]], {{%r[0-9]+}};
; CHECK:      tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [[[S64]]], {{%rs[0-9]+}};
; CHECK:      tcgen05.alloc.cta_group::1.sync.aligned.b32 [{{%rd[0-9]+}}], {{%r[0-9]+}};

declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3), i32)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3), i16)
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)

define void @k(ptr addrspace(3) %s, ptr %g, i16 %m) {
  call void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) %s, i32 32)
  call void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) %s, i16 %m)
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %g, i32 32)
  ret void
}

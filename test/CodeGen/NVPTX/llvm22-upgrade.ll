; Calls of the bulk copies in their older form (before LLVM 21: a
; shared::cta destination, no cta_group operand on the tensor loads) are
; upgraded as LLVM 22 upgrades them: the destination is cast to
; shared::cluster and cta_group 0 is added.
; CHECK lines are written by hand: opt and llc RUN lines are mixed.
; RUN: opt -S -passes=nvptx-ext-intrinsic-checks %s | FileCheck %s
; RUN: llc -mcpu=sm_90a %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_90a %{ llc -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}
; A type that is no older form of the intrinsic stays an error.
; RUN: not llc -mcpu=sm_90a %S/Inputs/llvm22-upgrade-bad.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @f(
; CHECK:         [[D1:%.*]] = addrspacecast ptr addrspace(3) %d to ptr addrspace(7)
; CHECK-NEXT:    call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) [[D1]], ptr addrspace(3) %b, ptr %t, i32 0, i32 1, i32 2, i16 3, i16 0, i64 0, i1 false, i1 false, i32 0)
; CHECK-NEXT:    [[D2:%.*]] = addrspacecast ptr addrspace(3) %d to ptr addrspace(7)
; CHECK-NEXT:    call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) [[D2]], ptr addrspace(3) %b, ptr addrspace(1) %s, i32 16, i16 0, i64 0, i1 false, i1 false)
; CHECK-NEXT:    [[D3:%.*]] = addrspacecast ptr addrspace(3) %d to ptr addrspace(7)
; CHECK-NEXT:    call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) [[D3]], ptr addrspace(3) %b, ptr addrspace(3) %d, i32 16)
; CHECK-NOT:   .llvm20
; PTX-LABEL: f(
; PTX: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%rd[0-9]+}}], {{{%rs[0-9]+}}};
; PTX: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [{{%rd[0-9]+}}], {{%r[0-9]+}}, [{{%rd[0-9]+}}];
; PTX: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [{{%rd[0-9]+}}], [{{%rd[0-9]+}}], {{%r[0-9]+}}, [{{%rd[0-9]+}}];
; BAD: error: in function 'f': 'llvm.nvvm.cp.async.bulk.shared.cta.to.cluster' is declared as 'void (ptr addrspace(1), ptr addrspace(3), ptr addrspace(3), i32)'; its signature is 'void (ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)'
define void @f(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr %t, ptr addrspace(1) %s) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr %t, i32 0, i32 1, i32 2, i16 3, i16 0, i64 0, i1 0, i1 0)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr addrspace(1) %s, i32 16, i16 0, i64 0, i1 0, i1 0)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr addrspace(3) %d, i32 16)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)

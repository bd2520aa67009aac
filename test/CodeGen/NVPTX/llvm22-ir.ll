; IR as LLVM 22's tools write it for NVPTX is read by the IR parser built
; here (llvm-patches/0008-llvm22-textual-ir.patch): each newer spelling is
; mapped to LLVM 19's meaning or dropped where LLVM 19 has none, calls of
; undeclared intrinsics are declared, LLVM 22's type of
; llvm.nvvm.mapa.shared.cluster is adapted, and the module compiles to PTX
; that ptxas assembles.
; CHECK lines are written by hand: they check declarations and attribute
; groups, which the update scripts do not write.
; RUN: opt -S %s | FileCheck %s
; RUN: llc -mcpu=sm_90a -mattr=+ptx86 %s -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_90a %{ llc -mcpu=sm_90a -mattr=+ptx86 %s -o - | %ptxas-verify -arch=sm_90a %}

target triple = "nvptx64-nvidia-cuda"

; captures(none) is nocapture; LLVM 22's range(...) beside immarg and its
; function attributes without an LLVM 19 equivalent are dropped; errnomem
; and target_mem0 fold into other and inaccessible memory.
; CHECK: declare void @llvm.nvvm.tcgen05.commit.cg1(ptr nocapture) #[[COMMIT:[0-9]+]]
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr captures(none)) #0
; CHECK: declare ptr @weaker_captures(ptr, ptr, ptr, i32)
declare ptr @weaker_captures(ptr captures(ret: address, provenance), ptr captures(address_is_null, read_provenance), ptr dead_on_return, i32 noext)
; CHECK: declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #1
; A range(...) without immarg stays.
; CHECK: declare range(i32 0, 32) i32 @lane(){{$}}
declare range(i32 0, 32) i32 @lane() #3
; range(i32 0, 0), LLVM 22's empty set (MLIR's NVVM translation writes it
; on special registers), is dropped: LLVM 19's attribute cannot hold it.
; CHECK: declare i32 @no_values(){{$}}
declare range(i32 0, 0) i32 @no_values() #3

; icmp samesign is icmp; ptrtoaddr is ptrtoint; /* */ comments are skipped.
; CHECK-LABEL: define i1 @flags(
; CHECK-NEXT:    %c = icmp ult i32 %a, %b
; CHECK-NEXT:    %i = ptrtoint ptr %p to i64
; CHECK-NEXT:    %j = add i64 %i, 1
define i1 @flags(i32 %a, i32 %b, ptr %p) #2 {
  %c = icmp samesign ult i32 %a, %b
  %i = ptrtoaddr ptr %p to i64
  %j = add i64 %i, /* one */ 1
  ret i1 %c
}

; Calls of intrinsics without a declaration: LLVM 19's are declared from its
; table, the extension's with the call's type; the checks pass then gives
; them the table's attributes. LLVM 22's mapa.shared.cluster (returning a
; shared::cluster pointer) is LLVM 19's generic mapa between casts.
; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK:         %arrived = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %bar, i32 1)
; CHECK-NEXT:    %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[GENERIC:%.*]] = addrspacecast ptr addrspace(3) %bar to ptr
; CHECK-NEXT:    [[MAPPED:%.*]] = call ptr @llvm.nvvm.mapa(ptr [[GENERIC]], i32 1)
; CHECK-NEXT:    %peer = addrspacecast ptr [[MAPPED]] to ptr addrspace(7)
; CHECK-NEXT:    call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %peer, i32 1)
; PTX-LABEL: kernel(
; PTX:         mbarrier.arrive.shared.b64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}};
; PTX:         mov.u32 {{%r[0-9]+}}, %tid.x;
; PTX:         cvta.shared.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX-NEXT:    mapa.u64 [[M:%rd[0-9]+]], [[G]], 1;
; PTX-NEXT:    cvta.to.shared::cluster.u64 [[C:%rd[0-9]+]], [[M]];
; PTX-NEXT:    mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [[[C]]], {{%r[0-9]+}};
define ptx_kernel void @kernel(ptr addrspace(3) %bar, ptr addrspace(1) %out) {
  %arrived = call i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3) %bar, i32 1)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %peer = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %bar, i32 1)
  call void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7) %peer, i32 1)
  store i32 %tid, ptr addrspace(1) %out
  ret void
}

; CHECK-DAG: attributes #[[COMMIT]] = { convergent nocallback nounwind memory(write, argmem: readwrite, inaccessiblemem: read) }
; CHECK-DAG: attributes #{{[0-9]+}} = { memory(read) }
attributes #0 = { convergent nocallback nounwind nocreateundeforpoison nodivergencesource memory(argmem: readwrite, errnomem: write, target_mem0: read) }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #2 = { coro_elide_safe sanitize_type sanitize_realtime sanitize_alloc_token memory(read, errnomem: none) }
attributes #3 = { sanitize_realtime_blocking }

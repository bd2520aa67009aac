; tcgen05 operations stay in program order against fence, commit and wait,
; through opt -O3 and llc -O3 (and at -O0): the MMA before its commit, the
; tensor-memory load before tcgen05.wait::ld and the uses of its results
; after it, the store before tcgen05.wait::st. Every tcgen05 MachineInstr
; has side effects; the IR attributes are LLVM 22's. The reads of loaded
; registers after the wait go through retires placed right after it
; (NVPTXRetireAsyncResults), also across blocks, so that no read can be scheduled
; above the wait.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O3 -stop-after=nvptx-retire-async-results | FileCheck %s --check-prefix=IR
; opt pipelines retire from their start and drop the retires at their end:
; without them, -O3 moves the add in @across_blocks above the wait.
; RUN: opt -mtriple=nvptx64 -mcpu=sm_100a -O3 -S %s | FileCheck %s --check-prefix=OPT
; OPT-NOT:  {{\.retire\.}}
; OPT-LABEL: define void @across_blocks(
; OPT:      then:
; OPT-NEXT: tail call void @llvm.nvvm.tcgen05.wait.ld()
; OPT-NEXT: add i32
; RUN: opt -mtriple=nvptx64 -mcpu=sm_100a -O3 -S %s | llc -mtriple=nvptx64 -mcpu=sm_100a -O3 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O0 | FileCheck %s
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a -O3 | %ptxas-verify -arch=sm_100a %}

; CHECK-LABEL: .func k(
; CHECK:      tcgen05.mma.cta_group::1.kind::f16.collector::a::discard
; CHECK:      tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64
; CHECK:      tcgen05.fence::after_thread_sync;
; CHECK:      tcgen05.ld.sync.aligned.32x32b.x4.b32 {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}
; CHECK-NOT:  {{add|mul}}
; CHECK:      tcgen05.wait::ld.sync.aligned;
; CHECK:      add.s32
; CHECK:      mul.lo.s32
; CHECK:      tcgen05.st.sync.aligned.32x32b.x4.b32
; CHECK-NOT:  st.u32
; CHECK:      tcgen05.wait::st.sync.aligned;
; CHECK-NEXT: st.u32
; CHECK-NEXT: tcgen05.fence::before_thread_sync;

; IR-LABEL: define void @k(
; IR:      [[LD:%[0-9]+]] = call { i32, i32, i32, i32 } @llvm.nvvm.tcgen05.ld.32x32b.x4.flat(
; IR-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
; IR-COUNT-4: call i32 @llvm.nvvm.ext.tcgen05.retire.b32(
; IR-NOT:  extractvalue { i32, i32, i32, i32 } [[LD]]
; IR:      ret void

; IR-LABEL: define void @across_blocks(
; IR:      [[X:%[0-9a-z.]+]] = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(
; IR:      then:
; IR-NEXT: call void @llvm.nvvm.tcgen05.wait.ld()
; IR-NEXT: [[R:%[0-9]+]] = call i32 @llvm.nvvm.ext.tcgen05.retire.b32(i32 [[X]])
; IR-NEXT: add i32 [[R]], 1

; CHECK-LABEL: .func across_blocks(
; CHECK:      tcgen05.ld.sync.aligned.32x32b.x1.b32 {{{%r[0-9]+}}}
; CHECK-NOT:  add.s32
; CHECK:      tcgen05.wait::ld.sync.aligned;
; CHECK:      add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1;

declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6), i1)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.wait.ld()
declare void @llvm.nvvm.tcgen05.wait.st()
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6), <4 x i32>, i1)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3))
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync()
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync()

define void @k(ptr addrspace(6) %t, ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, ptr addrspace(3) %mbar, ptr %out, i32 %x) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 true, i32 0, i32 1, i32 0)
  call void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) %mbar)
  call void @llvm.nvvm.tcgen05.fence.after.thread.sync()
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %d, i1 false)
  call void @llvm.nvvm.tcgen05.wait.ld()
  %e0 = extractelement <4 x i32> %v, i32 0
  %e1 = extractelement <4 x i32> %v, i32 1
  %s = add i32 %e0, %e1
  %m = mul i32 %s, %x
  %w = insertelement <4 x i32> %v, i32 %m, i32 2
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t, <4 x i32> %w, i1 false)
  call void @llvm.nvvm.tcgen05.wait.st()
  store i32 %m, ptr %out
  call void @llvm.nvvm.tcgen05.fence.before.thread.sync()
  ret void
}

define void @across_blocks(ptr addrspace(6) %t, ptr %out, i1 %c) {
entry:
  %x = call i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) %t, i1 false)
  br i1 %c, label %then, label %exit
then:
  call void @llvm.nvvm.tcgen05.wait.ld()
  %y = add i32 %x, 1
  store i32 %y, ptr %out
  br label %exit
exit:
  ret void
}

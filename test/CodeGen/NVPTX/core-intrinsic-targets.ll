; LLVM 19's own asynchronous-copy and barrier intrinsics on a target or PTX
; ISA version their instructions lack: an `error:` naming what they need and
; exit status 1, where LLVM 19 alone stops with "Cannot select" and a stack
; dump. With sm_90 and PTX ISA 8.0 every call compiles and assembles.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks) and a few instructions of the run that compiles
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80 | FileCheck %s --check-prefix=OK
; RUN: %if ptxas-sm_90 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx80 | %ptxas-verify -arch=sm_90 %}
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75 --implicit-check-not=error:

; OK: cp.async.bulk.commit_group;
; OK: cp.async.bulk.wait_group 0;
; OK: cp.async.bulk.wait_group.read 0;
; OK: cp.async.ca.shared.global [{{%rd[0-9]+}}], [{{%rd[0-9]+}}], 4;
; OK: cp.async.commit_group;
; OK: cp.async.wait_all;
; OK: mbarrier.init.shared.b64
; OK: mbarrier.arrive.shared.b64
; OK: redux.sync.add.s32
; OK: barrier.cluster.arrive;
; OK: barrier.cluster.arrive.relaxed;
; OK: barrier.cluster.wait;
; OK: fence.sc.cluster;

; PTX78: error: in function 'f': 'llvm.nvvm.cp.async.bulk.commit.group' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90 with PTX ISA 7.8
; PTX78: error: in function 'f': 'llvm.nvvm.cp.async.bulk.wait.group' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90 with PTX ISA 7.8
; PTX78: error: in function 'f': 'llvm.nvvm.cp.async.bulk.wait.group.read' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90 with PTX ISA 7.8
; PTX78: error: in function 'f': 'llvm.nvvm.barrier.cluster.arrive.relaxed' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90 with PTX ISA 7.8

; SM75: error: in function 'f': 'llvm.nvvm.cp.async.bulk.commit.group' needs sm_90 or later and PTX ISA 8.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.cp.async.bulk.wait.group' needs sm_90 or later and PTX ISA 8.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.cp.async.bulk.wait.group.read' needs sm_90 or later and PTX ISA 8.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.cp.async.ca.shared.global.4' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.cp.async.commit.group' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.cp.async.wait.all' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.mbarrier.init.shared' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.mbarrier.arrive.shared' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.redux.sync.add' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.barrier.cluster.arrive' needs sm_90 or later and PTX ISA 7.8; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.barrier.cluster.arrive.relaxed' needs sm_90 or later and PTX ISA 8.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.barrier.cluster.wait' needs sm_90 or later and PTX ISA 7.8; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'f': 'llvm.nvvm.fence.sc.cluster' needs sm_90 or later and PTX ISA 7.8; the target is sm_75 with PTX ISA 6.3

define void @f(ptr addrspace(3) %s, ptr addrspace(1) %g, i32 %v, ptr %out) {
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 0)
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.all()
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %s, i32 1)
  %state = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %s)
  store i64 %state, ptr %out
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  store i32 %sum, ptr %out
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  call void @llvm.nvvm.fence.sc.cluster()
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.commit.group()
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32)
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.all()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed()
declare void @llvm.nvvm.barrier.cluster.wait()
declare void @llvm.nvvm.fence.sc.cluster()

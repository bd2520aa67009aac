; LLVM 19's own NVVM intrinsics get LLVM 22's attributes where LLVM 22 says
; more than LLVM 19 (NVPTXCoreIntrinsicAttributes.td): LLVM 19's reader
; resets the declarations below, which are written as LLVM 22 prints them,
; to LLVM 19's attributes; the extended-intrinsic checks give LLVM 22's back,
; with the pass alone, in opt's pipelines and in llc.
; CHECK lines are written by hand: the RUN lines mix llc and opt (llc adds
; "target-cpu" to the attribute groups, hence no closing brace).
; RUN: opt -S -passes=nvptx-ext-intrinsic-checks %s | FileCheck %s
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %s -o /dev/null \
; RUN:   -print-after=nvptx-ext-intrinsic-checks 2>&1 | FileCheck %s
; RUN: opt -S -O2 %s | FileCheck %s --check-prefix=O2
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %s -o %t.ptx
; RUN: %if ptxas-sm_90 %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; What LLVM 22 knows and LLVM 19 did not lets -O2 do what LLVM 22's does:
; the unused clamping surface load goes (it only reads memory and returns),
; the trapping one stays (it may not return), and the special registers'
; ranges decide both comparisons.
; O2-LABEL: define ptx_kernel void @loads_and_ranges(
; O2-NOT:     suld.1d.i32.clamp
; O2:         call i32 @llvm.nvvm.suld.1d.i32.trap(
; O2-NEXT:    store i1 true, ptr addrspace(1) %out
; O2-NEXT:    ret void
define ptx_kernel void @loads_and_ranges(i64 %surf, i32 %x, ptr addrspace(1) %out) {
  %clamped = call i32 @llvm.nvvm.suld.1d.i32.clamp(i64 %surf, i32 %x)
  %trapping = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %surf, i32 %x)
  %cluster = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %cluster.in = icmp ult i32 %cluster, 65535
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tid.in = icmp ult i32 %tid, 1024
  %both = and i1 %cluster.in, %tid.in
  store i1 %both, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @others(i64 %tex, i64 %surf, float %f, double %d, ptr addrspace(1) %out) {
  %t = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %tex, float %f)
  %t0 = extractvalue { float, float, float, float } %t, 0
  store float %t0, ptr addrspace(1) %out
  call void @llvm.nvvm.sust.b.1d.i32.clamp(i64 %surf, i32 0, i32 1)
  call void @llvm.nvvm.sust.b.1d.i32.trap(i64 %surf, i32 0, i32 1)
  %w = call i32 @llvm.nvvm.txq.width(i64 %tex)
  store i32 %w, ptr addrspace(1) %out
  %b = call bfloat @llvm.nvvm.f2bf16.rn(float %f)
  store bfloat %b, ptr addrspace(1) %out
  %c = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %c, ptr addrspace(1) %out
  %n = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  store i32 %n, ptr addrspace(1) %out
  %r = call double @llvm.nvvm.fma.rn.d(double %d, double %d, double %d)
  store double %r, ptr addrspace(1) %out
  ret void
}

; CHECK-DAG: declare i32 @llvm.nvvm.suld.1d.i32.clamp(i64, i32) #[[READ:[0-9]+]]
; CHECK-DAG: declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32) #[[READTRAP:[0-9]+]]
; CHECK-DAG: declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #[[SREG:[0-9]+]]
; CHECK-DAG: declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #[[SREG]]
; CHECK-DAG: declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float) #[[READ]]
; CHECK-DAG: declare void @llvm.nvvm.sust.b.1d.i32.clamp(i64, i32, i32) #[[WRITE:[0-9]+]]
; CHECK-DAG: declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32) #[[WRITETRAP:[0-9]+]]
; CHECK-DAG: declare i32 @llvm.nvvm.txq.width(i64) #[[QUERY:[0-9]+]]
; CHECK-DAG: declare bfloat @llvm.nvvm.f2bf16.rn(float) #[[SREG]]
; CHECK-DAG: declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #[[CLOCK:[0-9]+]]
; CHECK-DAG: declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #[[SREG]]
; CHECK-DAG: declare double @llvm.nvvm.fma.rn.d(double, double, double) #[[SREG]]
declare i32 @llvm.nvvm.suld.1d.i32.clamp(i64, i32) #0
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32) #1
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #2
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float) #0
declare void @llvm.nvvm.sust.b.1d.i32.clamp(i64, i32, i32) #3
declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32) #4
declare i32 @llvm.nvvm.txq.width(i64) #5
declare bfloat @llvm.nvvm.f2bf16.rn(float) #2
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #6
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2
declare double @llvm.nvvm.fma.rn.d(double, double, double) #7

; CHECK-DAG: attributes #[[READ]] = { nocallback nofree nounwind willreturn memory(read)
; CHECK-DAG: attributes #[[READTRAP]] = { nocallback nofree nounwind memory(read)
; CHECK-DAG: attributes #[[SREG]] = { nocallback nofree nosync nounwind speculatable willreturn memory(none)
; CHECK-DAG: attributes #[[WRITE]] = { nocallback nofree nounwind willreturn memory(write)
; CHECK-DAG: attributes #[[WRITETRAP]] = { nocallback nofree nounwind memory(write)
; CHECK-DAG: attributes #[[QUERY]] = { nocallback nofree nosync nounwind willreturn memory(none)
; CHECK-DAG: attributes #[[CLOCK]] = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
attributes #0 = { nocallback nofree nounwind willreturn memory(read) }
attributes #1 = { nocallback nofree nounwind memory(read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(write) }
attributes #4 = { nocallback nofree nounwind memory(write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

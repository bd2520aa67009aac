; LLVM 20 and 21's atomicrmw operations (usub_cond, usub_sat, fmaximum,
; fminimum), which LLVM 19 has no operation for, are read and expanded to
; the loop LLVM's AtomicExpandPass makes for an operation without an
; instruction (llvm-patches/0011): load, compute, cmpxchg with the RMW's
; ordering, scope and volatility, repeat until it stores. The result is the
; old value. Floating-point values go through cmpxchg as their bits. The
; cmpxchg is selected with its ordering and scope (cmpxchg-order.ll).
; CHECK lines are written by hand (opt's and llc's output in one file).
; RUN: opt -S %s | FileCheck %s --check-prefix=IR
; RUN: llc -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas-sm_90 %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
; RUN: llc -mcpu=sm_80 %s -o %t80.ptx
; RUN: %if ptxas-sm_80 %{ %ptxas -arch=sm_80 %t80.ptx -o /dev/null %}
; This file is what LLVM 22 writes: its opt reads it, and ours reads what
; that prints.
; RUN: %if llc22 %{ %opt22 -S %s -o %t22.ll && opt -S %t22.ll | FileCheck %s --check-prefix=IR %}

target triple = "nvptx64-nvidia-cuda"

; IR-LABEL: define i32 @usub_cond(
; IR:       %atomicrmw.initial = load i32, ptr addrspace(1) %p, align 4
; IR-NEXT:  br label %atomicrmw.start
; IR:       atomicrmw.start:
; IR-NEXT:  %atomicrmw.old = phi i32 [ %atomicrmw.initial, %0 ], [ [[SEEN:%.*]], %atomicrmw.start ]
; IR-NEXT:  [[DIFF:%.*]] = sub i32 %atomicrmw.old, %v
; IR-NEXT:  [[GE:%.*]] = icmp uge i32 %atomicrmw.old, %v
; IR-NEXT:  [[NEW:%.*]] = select i1 [[GE]], i32 [[DIFF]], i32 %atomicrmw.old
; IR-NEXT:  [[PAIR:%.*]] = cmpxchg ptr addrspace(1) %p, i32 %atomicrmw.old, i32 [[NEW]] syncscope("device") monotonic monotonic, align 4
; IR-NEXT:  [[SEEN]] = extractvalue { i32, i1 } [[PAIR]], 0
; IR-NEXT:  %atomicrmw.stored = extractvalue { i32, i1 } [[PAIR]], 1
; IR-NEXT:  br i1 %atomicrmw.stored, label %atomicrmw.end, label %atomicrmw.start
; IR:       atomicrmw.end:
; IR-NEXT:  ret i32 [[SEEN]]
; PTX-LABEL: usub_cond(
; PTX:       ld.global.u32
; PTX:       $L__BB0_1:
; PTX:       atom.relaxed.gpu.global.cas.b32
; PTX:       @%p{{[0-9]+}} bra $L__BB0_1;
define i32 @usub_cond(ptr addrspace(1) %p, i32 %v) {
  %r = atomicrmw usub_cond ptr addrspace(1) %p, i32 %v syncscope("device") monotonic, align 4
  ret i32 %r
}

; IR-LABEL: define i64 @usub_sat(
; IR:       load volatile i64, ptr %p, align 8
; IR:       call i64 @llvm.usub.sat.i64(
; IR:       cmpxchg volatile ptr %p, i64 {{.*}} acq_rel acquire, align 8
; PTX-LABEL: usub_sat(
; PTX:       atom.acq_rel.sys.cas.b64
define i64 @usub_sat(ptr %p, i64 %v) {
  %r = atomicrmw volatile usub_sat ptr %p, i64 %v acq_rel, align 8
  ret i64 %r
}

; IR-LABEL: define float @fmaximum(
; IR:       %atomicrmw.old = phi float
; IR:       [[MAX:%.*]] = call float @llvm.maximum.f32(float %atomicrmw.old, float %v)
; IR:       [[NEWBITS:%.*]] = bitcast float [[MAX]] to i32
; IR:       [[OLDBITS:%.*]] = bitcast float %atomicrmw.old to i32
; IR:       cmpxchg ptr addrspace(3) %p, i32 [[OLDBITS]], i32 [[NEWBITS]] syncscope("block") release monotonic, align 4
; IR:       %atomicrmw.seen = bitcast i32 {{%.*}} to float
; IR:       ret float %atomicrmw.seen
; PTX-LABEL: fmaximum(
; PTX:       max.NaN.f32
; PTX:       atom.release.cta.shared.cas.b32
define float @fmaximum(ptr addrspace(3) %p, float %v) {
  %r = atomicrmw fmaximum ptr addrspace(3) %p, float %v syncscope("block") release, align 4
  ret float %r
}

; IR-LABEL: define double @fminimum(
; IR:       call double @llvm.minimum.f64(
; IR:       cmpxchg ptr %p, i64 {{.*}} seq_cst seq_cst, align 8
; PTX-LABEL: fminimum(
; PTX:       fence.sc.sys;
; PTX:       atom.acquire.sys.cas.b64
define double @fminimum(ptr %p, double %v) {
  %r = atomicrmw fminimum ptr %p, double %v seq_cst, align 8
  ret double %r
}

; A vector of halves goes through cmpxchg as an i32.
; IR-LABEL: define <2 x half> @fmaximum_v2f16(
; IR:       call <2 x half> @llvm.maximum.v2f16(
; IR:       cmpxchg ptr %p, i32
; PTX-LABEL: fmaximum_v2f16(
; PTX:       atom.relaxed.sys.cas.b32
define <2 x half> @fmaximum_v2f16(ptr %p, <2 x half> %v) {
  %r = atomicrmw fmaximum ptr %p, <2 x half> %v monotonic, align 4
  ret <2 x half> %r
}

; The uses of the result after the loop, and a phi that had the RMW's block
; as a predecessor, see the old value from the loop's exit.
; IR-LABEL: define i32 @in_control_flow(
; IR:       atomicrmw.end:
; IR-NEXT:  br label %join
; IR:       join:
; IR-NEXT:  %r = phi i32 [ 0, %entry ], [ [[SEEN2:%.*]], %atomicrmw.end ]
define i32 @in_control_flow(ptr %p, i32 %v, i1 %c) {
entry:
  br i1 %c, label %rmw, label %join
rmw:
  %old = atomicrmw usub_cond ptr %p, i32 %v monotonic, align 4
  br label %join
join:
  %r = phi i32 [ 0, %entry ], [ %old, %rmw ]
  ret i32 %r
}

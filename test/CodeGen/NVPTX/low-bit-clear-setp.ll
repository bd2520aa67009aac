; `(x & 1) == 0` is one `setp.eq (x & 1), 0` (Families/NVPTXBitTest.td):
; LLVM 19 wrote `setp.eq (x & 1), 1` and a not.pred (LLVM 22: `setp.ne
; (x & 1), 0`, the predicate's users inverted). vLLM's rms_norm_kernel
; reduced to its two evenness tests, below as both_even, took 12 registers
; that way, LLVM 22's 8 this way. The low bit set, and a bare truncation
; to i1, keep LLVM 19's `setp.eq (x & 1), 1`.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry both_even(
; CHECK-NOT: not.pred
; CHECK: and.b64 [[X:%rd[0-9]+]], %rd{{[0-9]+}}, 1;
; CHECK-NEXT: setp.eq.b64 [[PX:%p[0-9]+]], [[X]], 0;
; CHECK-NOT: not.pred
; CHECK: and.b32 [[Y:%r[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: setp.eq.b32 [[PY:%p[0-9]+]], [[Y]], 0;
; CHECK-NOT: not.pred
; CHECK: and.pred %p{{[0-9]+}}, [[PX]], [[PY]];
; CHECK-NOT: not.pred
; CHECK: ret;
define ptx_kernel void @both_even(i64 %n, i32 %stride, ptr addrspace(1) %out) {
entry:
  %n.low = and i64 %n, 1
  %n.even = icmp eq i64 %n.low, 0
  %s.low = and i32 %stride, 1
  %s.even = icmp eq i32 %s.low, 0
  %even = and i1 %n.even, %s.even
  br i1 %even, label %join, label %odd
odd:
  br label %join
join:
  %v = phi float [ 1.0, %odd ], [ 0.0, %entry ]
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; i16, as a short's evenness.
; CHECK-LABEL: .entry even_i16(
; CHECK-NOT: not.pred
; CHECK: and.b16 [[H:%rs[0-9]+]], %rs{{[0-9]+}}, 1;
; CHECK-NEXT: setp.eq.b16 [[PH:%p[0-9]+]], [[H]], 0;
; CHECK-NOT: not.pred
; CHECK: and.pred %p{{[0-9]+}}, {{.*}}[[PH]]
; CHECK-NOT: not.pred
; CHECK: ret;
define ptx_kernel void @even_i16(i16 %h, i32 %x, ptr addrspace(1) %out) {
entry:
  %h.low = and i16 %h, 1
  %h.even = icmp eq i16 %h.low, 0
  %x.low = and i32 %x, 1
  %x.even = icmp eq i32 %x.low, 0
  %even = and i1 %h.even, %x.even
  br i1 %even, label %join, label %odd
odd:
  br label %join
join:
  %v = phi i32 [ 1, %odd ], [ 0, %entry ]
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; The low bit set, into a value: LLVM 19's form.
; CHECK-LABEL: .entry odd(
; CHECK: and.b32 [[O:%r[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-NEXT: setp.eq.b32 [[PO:%p[0-9]+]], [[O]], 1;
; CHECK: selp.b32 %r{{[0-9]+}}, 7, 3, [[PO]];
define ptx_kernel void @odd(i32 %x, ptr addrspace(1) %out) {
  %low = and i32 %x, 1
  %odd = icmp ne i32 %low, 0
  %v = select i1 %odd, i32 7, i32 3
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

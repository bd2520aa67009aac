; A generic phi or select of global addresses and null (CUTLASS's reference
; kernels: `p = A ? A + off : nullptr`, then `if (p) ... p[i]`) stayed
; generic in LLVM 19, every access through it a generic ld (CUTLASS's
; GemmComplex<half_t>: 255 registers, LLVM 22's llc 182). The null operands
; become the global null cast to generic (NVPTXNullGlobalPointers,
; llvm-patches/0027) and InferAddressSpaces infers the global space, as
; LLVM 22's does. A phi with an operand of another space stays generic.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o /dev/null \
; RUN:   -print-after=nvptx-null-global-pointers 2>&1 | FileCheck %s --check-prefix=IR
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | %ptxas-verify -arch=sm_80 %}

; CHECK-LABEL: phi_of_global_and_null(
; CHECK: ld.global.u16
; CHECK-NOT: ld.u16
; IR-LABEL: define ptx_kernel void @phi_of_global_and_null(
; IR: %p = phi ptr [ %gen, %a ], [ addrspacecast (ptr addrspace(1) null to ptr), %entry ]
define ptx_kernel void @phi_of_global_and_null(ptr %A, ptr %out, i64 %off, i1 %c) {
entry:
  %g = addrspacecast ptr %A to ptr addrspace(1)
  br i1 %c, label %a, label %b
a:
  %gp = getelementptr inbounds i16, ptr addrspace(1) %g, i64 %off
  %gen = addrspacecast ptr addrspace(1) %gp to ptr
  br label %b
b:
  %p = phi ptr [ %gen, %a ], [ null, %entry ]
  %v = load i16, ptr %p, align 2
  store i16 %v, ptr %out, align 2
  ret void
}

; A kernel's pointer parameter (global after NVPTXLowerArgs), a select with
; null, a loop carrying it and a test of it against null.
; CHECK-LABEL: loop_over_maybe_null(
; CHECK: setp.eq.s64
; CHECK: ld.global.u32
; CHECK-NOT: ld.u32
define ptx_kernel void @loop_over_maybe_null(ptr %A, ptr %out, i64 %step, i32 %n, i1 %has) {
entry:
  %p0 = select i1 %has, ptr %A, ptr null
  br label %loop
loop:
  %p = phi ptr [ %p0, %entry ], [ %pn, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %latch, label %body
body:
  %v = load i32, ptr %p, align 4
  %accb = add i32 %acc, %v
  br label %latch
latch:
  %acc2 = phi i32 [ %acc, %loop ], [ %accb, %body ]
  %pn0 = getelementptr inbounds i32, ptr %p, i64 %step
  %pn = select i1 %isnull, ptr null, ptr %pn0
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  store i32 %acc2, ptr %out, align 4
  ret void
}

; Global or shared: the null stays generic, and so does the load.
; IR-LABEL: define ptx_kernel void @global_or_shared(
; IR: %p = phi ptr [ %gen, %a ], [ %sgen, %s ], [ null, %entry ]
; CHECK-LABEL: global_or_shared(
; CHECK: ld.u32
@sh = internal addrspace(3) global i32 undef
define ptx_kernel void @global_or_shared(ptr %A, ptr %out, i32 %c) {
entry:
  %g = addrspacecast ptr %A to ptr addrspace(1)
  switch i32 %c, label %b [ i32 0, label %a
                            i32 1, label %s ]
a:
  %gen = addrspacecast ptr addrspace(1) %g to ptr
  br label %b
s:
  %sgen = addrspacecast ptr addrspace(3) @sh to ptr
  br label %b
b:
  %p = phi ptr [ %gen, %a ], [ %sgen, %s ], [ null, %entry ]
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

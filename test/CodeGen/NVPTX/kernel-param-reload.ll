; A kernel's byval parameter read in two blocks is loaded again in the
; second (llvm-patches/0053): an ld.param costs no more than the constant
; operand ptxas makes of it, so the loads' memory operands are not marked
; dereferenceable and MachineCSE keeps both, as LLVM 22's llc does (its
; kernel parameters are read through nvvm.internal.addrspace.wrap, which is
; not known dereferenceable). LLVM 19 reused the first load's register,
; live from the first use to the last: FlashAttention 3's combine kernels
; kept their FastDivmod parameters live across the kernel (up to 6
; registers more than LLVM 22).
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { ptr, i32, i32, i64 }

; CHECK-LABEL: .entry reload(
; CHECK: ld.param.u32 %r{{[0-9]+}}, [[[P:%rd[0-9]+]]+8];
; CHECK: div.u32
; CHECK: ld.param.u32 %r{{[0-9]+}}, [[[P]]+8];
; CHECK: rem.u32
; LLC22-LABEL: .entry reload(
; LLC22: ld.param.b32 %r{{[0-9]+}}, [[[P:%rd[0-9]+]]+8];
; LLC22: div.u32
; LLC22: ld.param.b32 %r{{[0-9]+}}, [[[P]]+8];
; LLC22: rem.u32
define ptx_kernel void @reload(ptr byval(%struct.Params) align 8 %p, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %out = load ptr, ptr %p, align 8
  %c0 = icmp eq i32 %tid, 0
  br i1 %c0, label %first, label %exit
first:
  %fd = getelementptr inbounds i8, ptr %p, i64 8
  %d = load i32, ptr %fd, align 8
  %q = udiv i32 %tid, %d
  %o0 = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %q, ptr %o0, align 4
  %c = icmp slt i32 %q, %n
  br i1 %c, label %more, label %exit
more:
  %fd2 = getelementptr inbounds i8, ptr %p, i64 8
  %d2 = load i32, ptr %fd2, align 8
  %r = urem i32 %n, %d2
  %o1 = getelementptr inbounds i32, ptr %out, i32 %r
  store i32 %r, ptr %o1, align 4
  br label %exit
exit:
  ret void
}

; A load in a loop stays in the loop: MachineLICM hoists only loads known
; dereferenceable, and LLVM 22 leaves it there too.
; CHECK-LABEL: .entry loop_reload(
; CHECK: $L__BB1_[[LOOP:[0-9]+]]:
; CHECK: ld.param.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+12];
; CHECK: @%p{{[0-9]+}} bra $L__BB1_[[LOOP]];
; LLC22-LABEL: .entry loop_reload(
; LLC22: $L__BB1_[[LOOP:[0-9]+]]:
; LLC22: ld.param.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+12];
; LLC22: @%p{{[0-9]+}} bra $L__BB1_[[LOOP]];
define ptx_kernel void @loop_reload(ptr byval(%struct.Params) align 8 %p, i32 %n) {
entry:
  %out = load ptr, ptr %p, align 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %f = getelementptr inbounds i8, ptr %p, i64 12
  %v = load i32, ptr %f, align 4
  %x = mul i32 %v, %i
  %o = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %x, ptr %o, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

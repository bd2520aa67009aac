; A GEP with a variable index into a base that is a constant offset from
; another pointer, `gep T, (gep i8 @smem, C), %i` (arrays carved out of one
; shared-memory buffer, as IST-DASLab's Marlin kernel indexes them), has
; its offset moved after the index (Opt/NVPTXGEPConstantBases.cpp), as
; LLVM 22's SeparateConstOffsetFromGEP takes it: the arrays' addresses
; share one register and the offsets are immediates, also in other blocks
; (LLVM 19: `add.s64 %rd, %base, 28672` kept live for a load in another
; block; Marlin<256,3,16,4,4,-1> at sm_80: 186 registers, LLVM 22 128, now
; 128).
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

; CHECK-LABEL: .entry arrays_in_blocks(
; CHECK: add.s64 [[BASE:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: ld.shared.u32 %r{{[0-9]+}}, [[[BASE]]+24576];
; CHECK-NOT: add.s64
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [[[BASE]]+32768];
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [[[BASE]]+28672];
; LLC22-LABEL: .entry arrays_in_blocks(
; LLC22: add.s64 [[BASE:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; LLC22-NEXT: ld.shared.b32 %r{{[0-9]+}}, [[[BASE]]+24576];
; LLC22-NOT: add.s64
; LLC22: ld.shared.b32 %r{{[0-9]+}}, [[[BASE]]+32768];
; LLC22: ld.shared.b32 %r{{[0-9]+}}, [[[BASE]]+28672];
define ptx_kernel void @arrays_in_blocks(ptr addrspace(1) %out, i32 %n, i1 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext nneg i32 %tid to i64
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %next ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %next ]
  %a = getelementptr inbounds <4 x i32>, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @smem, i64 24576), i64 %i
  %va = load i32, ptr addrspace(3) %a, align 16
  br i1 %c, label %then, label %next
then:
  %b = getelementptr inbounds <4 x i32>, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @smem, i64 28672), i64 %i
  %vb = load i32, ptr addrspace(3) %b, align 16
  br label %next
next:
  %v = phi i32 [ %vb, %then ], [ 0, %loop ]
  %d = getelementptr inbounds <4 x i32>, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @smem, i64 32768), i64 %i
  %vd = load i32, ptr addrspace(3) %d, align 16
  %s1 = add i32 %acc, %va
  %s2 = add i32 %s1, %v
  %sum = add i32 %s2, %vd
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; A base GEP instruction with a constant offset, and an offset that a
; variable index of the GEP adds to: both end up in the immediate.
; CHECK-LABEL: .entry instruction_base(
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+4112];
; CHECK: ld.shared.u32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+8208];
define ptx_kernel void @instruction_base(ptr addrspace(3) %buf, i32 %j, ptr addrspace(1) %out, i1 %c) {
entry:
  %j1 = add nsw i32 %j, 1
  %i = sext i32 %j1 to i64
  %p = getelementptr inbounds i8, ptr addrspace(3) %buf, i64 4096
  %a = getelementptr inbounds <4 x i32>, ptr addrspace(3) %p, i64 %i
  %va = load i32, ptr addrspace(3) %a, align 16
  store i32 %va, ptr addrspace(1) %out, align 4
  br i1 %c, label %then, label %exit
then:
  %q = getelementptr inbounds i8, ptr addrspace(3) %buf, i64 8192
  %b = getelementptr inbounds <4 x i32>, ptr addrspace(3) %q, i64 %i
  %vb = load i32, ptr addrspace(3) %b, align 16
  store i32 %vb, ptr addrspace(1) %out, align 4
  br label %exit
exit:
  ret void
}

; A chain of constant offsets from one pointer, the shared-memory addresses
; of a tile copy truncated to 32 bits for cp.async (FlashAttention 3's
; combine kernels): the offsets are added to the chain's first pointer, so
; that only it is live into the later blocks and each offset is an
; immediate there, as LLVM 22's SeparateConstOffsetFromGEP accumulates them
; (LLVM 19: %row + 8224 kept live, 4096 and 8192 added to it).
; CHECK-LABEL: .entry constant_chain(
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 8224;
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 12320;
; CHECK: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16416;
; LLC22-LABEL: .entry constant_chain(
; LLC22: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 8224;
; LLC22: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 12320;
; LLC22: add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 16416;
define ptx_kernel void @constant_chain(ptr addrspace(1) %src, i1 %c1, i1 %c2, i1 %c3) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t4 = shl nuw nsw i32 %tid, 2
  %i = zext nneg i32 %t4 to i64
  %row = getelementptr float, ptr addrspace(3) @smem, i64 %i
  %p0 = getelementptr i8, ptr addrspace(3) %row, i64 8224
  %g = getelementptr float, ptr addrspace(1) %src, i64 %i
  %a0 = ptrtoint ptr addrspace(3) %p0 to i64
  %s0 = trunc i64 %a0 to i32
  br i1 %c1, label %copy0, label %next0
copy0:
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l"(i32 %s0, ptr addrspace(1) %g)
  br label %next0
next0:
  %p1 = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 4096
  %a1 = ptrtoint ptr addrspace(3) %p1 to i64
  %s1 = trunc i64 %a1 to i32
  br i1 %c2, label %copy1, label %next1
copy1:
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l"(i32 %s1, ptr addrspace(1) %g)
  br label %next1
next1:
  %p2 = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 8192
  %a2 = ptrtoint ptr addrspace(3) %p2 to i64
  %s2 = trunc i64 %a2 to i32
  br i1 %c3, label %copy2, label %exit
copy2:
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l"(i32 %s2, ptr addrspace(1) %g)
  br label %exit
exit:
  ret void
}

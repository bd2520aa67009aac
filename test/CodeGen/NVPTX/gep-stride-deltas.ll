; Addresses an unrolled loop computes a variable stride apart, p[a],
; p[a + n], p[a + 2n], ..., are each computed from the one before plus
; n * sizeof(T), as LLVM 22's straight-line strength reduction computes
; them (it takes the difference of two indices with ScalarEvolution and
; reuses a value that holds it). LLVM 19's SLSR relates only constant
; multiples of one stride, so each address kept its own extension and
; multiply, live together across the loads and the stores:
; TransformerEngine's multi_tensor Adam kernel took 54 registers where
; LLVM 22's code takes 38; now 38. NVPTXGEPStrideDeltas (lib/Target/NVPTX/
; Opt) adds the rewrite after LLVM 19's SLSR. The CHECK lines hold for
; LLVM 22's llc too.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s %}
target triple = "nvptx64-nvidia-cuda"

%Vec3 = type { float, float, float }

; Four elements blockDim.x apart, loaded and stored in reverse order.
; CHECK-LABEL: .visible .entry lanes(
; CHECK:         mul.wide.s32 [[A4:%rd[0-9]+]], [[A:%r[0-9]+]], 4;
; CHECK-NEXT:    add.s64 [[P0:%rd[0-9]+]], [[P:%rd[0-9]+]], [[A4]];
; CHECK-NEXT:    mul.wide.s32 [[N4:%rd[0-9]+]], [[N:%r[0-9]+]], 4;
; CHECK-NEXT:    add.s64 [[P1:%rd[0-9]+]], [[P0]], [[N4]];
; CHECK-NEXT:    add.s64 [[P2:%rd[0-9]+]], [[P1]], [[N4]];
; CHECK-NEXT:    add.s64 [[P3:%rd[0-9]+]], [[P2]], [[N4]];
; CHECK-NEXT:    ld.global.{{[bf]}}32 [[V0:%[rf][0-9]+]], [[[P0]]];
; CHECK-NEXT:    ld.global.{{[bf]}}32 [[V1:%[rf][0-9]+]], [[[P1]]];
; CHECK-NEXT:    ld.global.{{[bf]}}32 [[V2:%[rf][0-9]+]], [[[P2]]];
; CHECK-NEXT:    ld.global.{{[bf]}}32 [[V3:%[rf][0-9]+]], [[[P3]]];
; CHECK-NEXT:    add.s64 [[Q0:%rd[0-9]+]], [[Q:%rd[0-9]+]], [[A4]];
; CHECK-NEXT:    add.s64 [[Q1:%rd[0-9]+]], [[Q0]], [[N4]];
; CHECK-NEXT:    add.s64 [[Q2:%rd[0-9]+]], [[Q1]], [[N4]];
; CHECK-NEXT:    add.s64 [[Q3:%rd[0-9]+]], [[Q2]], [[N4]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[Q0]]], [[V3]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[Q1]]], [[V2]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[Q2]]], [[V1]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[Q3]]], [[V0]];
define ptx_kernel void @lanes(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %a) {
entry:
  %n = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %n2 = shl nuw nsw i32 %n, 1
  %n3 = mul nuw nsw i32 %n, 3
  %i0 = add i32 %a, 0
  %i1 = add i32 %a, %n
  %i2 = add i32 %a, %n2
  %i3 = add i32 %a, %n3
  %x0 = sext i32 %a to i64
  %x1 = sext i32 %i1 to i64
  %x2 = sext i32 %i2 to i64
  %x3 = sext i32 %i3 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x0
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x2
  %p3 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x3
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %v3 = load float, ptr addrspace(1) %p3, align 4
  %q0 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %x0
  %q1 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %x1
  %q2 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %x2
  %q3 = getelementptr inbounds float, ptr addrspace(1) %q, i64 %x3
  store float %v3, ptr addrspace(1) %q0, align 4
  store float %v2, ptr addrspace(1) %q1, align 4
  store float %v1, ptr addrspace(1) %q2, align 4
  store float %v0, ptr addrspace(1) %q3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

; The second address in a branch the first dominates: from the first.
; CHECK-LABEL: .visible .entry guarded(
; CHECK:         mul.wide.s32 [[A4:%rd[0-9]+]], [[A:%r[0-9]+]], 4;
; CHECK-NEXT:    add.s64 [[P0:%rd[0-9]+]], {{%rd[0-9]+}}, [[A4]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[P0]]], [[V:%[rf][0-9]+]];
; CHECK:         mul.wide.s32 [[N4:%rd[0-9]+]], {{%r[0-9]+}}, 4;
; CHECK-NEXT:    add.s64 [[P1:%rd[0-9]+]], [[P0]], [[N4]];
; CHECK-NEXT:    st.global.{{[bf]}}32 [[[P1]]], [[V]];
define ptx_kernel void @guarded(ptr addrspace(1) %p, i32 %a, i32 %n, i64 %len, float %v) {
entry:
  %i1 = add i32 %a, %n
  %x0 = sext i32 %a to i64
  %x1 = sext i32 %i1 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x0
  store float %v, ptr addrspace(1) %p0, align 4
  %in = icmp slt i64 %x1, %len
  br i1 %in, label %store, label %done
store:
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x1
  store float %v, ptr addrspace(1) %p1, align 4
  br label %done
done:
  ret void
}

; A 12-byte element: the delta is multiplied, not shifted; the field
; offset of the first address carries over.
; CHECK-LABEL: .visible .entry odd_size(
; CHECK:         mul.wide.s32 [[A12:%rd[0-9]+]], {{%r[0-9]+}}, 12;
; CHECK-NEXT:    add.s64 [[E0:%rd[0-9]+]], {{%rd[0-9]+}}, [[A12]];
; CHECK-NEXT:    add.s64 [[F0:%rd[0-9]+]], [[E0]], 4;
; CHECK:         mul.wide.s32 [[N12:%rd[0-9]+]], {{%r[0-9]+}}, 12;
; CHECK-NEXT:    add.s64 [[F1:%rd[0-9]+]], [[F0]], [[N12]];
; CHECK:         st.global.{{[bu]}}32 [[[E0]]+4],
; CHECK:         st.global.{{[bu]}}32 [[[F1]]],
define ptx_kernel void @odd_size(ptr addrspace(1) %p, i32 %a, i32 %n) {
  %i1 = add i32 %a, %n
  %x0 = sext i32 %a to i64
  %x1 = sext i32 %i1 to i64
  %p0 = getelementptr inbounds %Vec3, ptr addrspace(1) %p, i64 %x0, i32 1
  %p1 = getelementptr inbounds %Vec3, ptr addrspace(1) %p, i64 %x1, i32 1
  store float 1.0, ptr addrspace(1) %p0, align 4
  store float 2.0, ptr addrspace(1) %p1, align 4
  ret void
}

; No value holds the difference m - n: each address from the pointer.
; CHECK-LABEL: .visible .entry no_common_delta(
; CHECK:         add.s32 [[I1:%r[0-9]+]], [[A:%r[0-9]+]], {{%r[0-9]+}};
; CHECK:         add.s32 [[I2:%r[0-9]+]], [[A]], {{%r[0-9]+}};
; CHECK-NEXT:    mul.wide.s32 [[X1:%rd[0-9]+]], [[I1]], 4;
; CHECK-NEXT:    add.s64 [[P1:%rd[0-9]+]], [[P:%rd[0-9]+]], [[X1]];
; CHECK-NEXT:    mul.wide.s32 [[X2:%rd[0-9]+]], [[I2]], 4;
; CHECK-NEXT:    add.s64 [[P2:%rd[0-9]+]], [[P]], [[X2]];
define ptx_kernel void @no_common_delta(ptr addrspace(1) %p, i32 %a, i32 %n, i32 %m) {
  %i1 = add i32 %a, %n
  %i2 = add i32 %a, %m
  %x1 = sext i32 %i1 to i64
  %x2 = sext i32 %i2 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %p, i64 %x2
  store float 1.0, ptr addrspace(1) %p1, align 4
  store float 2.0, ptr addrspace(1) %p2, align 4
  ret void
}

; An index computed in both arms of an if and merged by a phi (CUB's merge
; sort: thread + 256 * k for each item of a thread, stored to shared
; memory after the keys are compared): LLVM 22's ScalarEvolution gives the
; phi the SCEV its incoming values share, so the address is the thread's
; plus 2048; LLVM 19's leaves such a phi unknown, and each item's address
; was computed on its own (CUB's DeviceMergeSortMergeKernel at sm_80: 47
; registers, LLVM 22 40, now 40). The index is a `zext nneg`, as clang
; writes it, taken like a `sext`.
; CHECK-LABEL: .visible .entry merged_index(
; CHECK:         add.s64 [[T:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT:    st.shared.{{[bu]}}64 [[[T]]], %rd{{[0-9]+}};
; CHECK-NEXT:    st.shared.{{[bu]}}64 [[[T]]+2048], %rd{{[0-9]+}};
@tmp = internal addrspace(3) global [512 x { i32, i32 }] undef, align 8

define ptx_kernel void @merged_index(ptr addrspace(1) %in, i1 %c, i64 %a, i64 %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %c, label %left, label %right
left:
  %x = add nuw nsw i32 %tid, 256
  %ax = add i64 %a, 1
  br label %join
right:
  %y = add nuw nsw i32 %tid, 256
  %by = add i64 %b, 2
  br label %join
join:
  %k = phi i32 [ %x, %left ], [ %y, %right ]
  %v1 = phi i64 [ %ax, %left ], [ %by, %right ]
  %i0 = zext nneg i32 %tid to i64
  %p0 = getelementptr inbounds { i32, i32 }, ptr addrspace(3) @tmp, i64 %i0
  store i64 %a, ptr addrspace(3) %p0, align 8
  %i1 = zext nneg i32 %k to i64
  %p1 = getelementptr inbounds { i32, i32 }, ptr addrspace(3) @tmp, i64 %i1
  store i64 %v1, ptr addrspace(3) %p1, align 8
  ret void
}

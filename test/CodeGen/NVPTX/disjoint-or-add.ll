; An i32 `or disjoint` with an immediate, whose disjointness the selection
; DAG cannot see from its operands (the flag came from IR), is printed
; add.s32, which ptxas
; reassociates and folds where it keeps or.b32 as an opaque operation
; (Families/NVPTXDisjointOr.td; CUB's BlockLoad WARP_TRANSPOSE of short at
; sm_80: 79 registers with or.b32, LLVM 22's 58 with add.s32). An or of two
; registers, one without the flag (even where the known bits cannot overlap:
; LLVM 19's own math-intrins.ll pins the or.b32 of its rounding), and 16-
; and 64-bit ones (WGMMA descriptors are or'ed 64-bit fields) stay or.b.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: llc < %s -mcpu=sm_80 -O0 | FileCheck %s --check-prefix=O0
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK-LABEL: flagged(
; CHECK:         add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 32;
; CHECK-NOT:     or.b32
; CHECK:         ret;
; O0-LABEL: flagged(
; O0:         add.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, 32;
define i32 @flagged(i32 %x) {
  %r = or disjoint i32 %x, 32
  ret i32 %r
}

; CHECK-LABEL: known_bits(
; CHECK:         shl.b32 [[S:%r[0-9]+]], %r{{[0-9]+}}, 5;
; CHECK-NEXT:    or.b32 %r{{[0-9]+}}, [[S]], 7;
define i32 @known_bits(i32 %x) {
  %s = shl i32 %x, 5
  %r = or i32 %s, 7
  ret i32 %r
}

; CHECK-LABEL: may_overlap(
; CHECK:         or.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 7;
define i32 @may_overlap(i32 %x) {
  %r = or i32 %x, 7
  ret i32 %r
}

; CHECK-LABEL: two_registers(
; CHECK:         or.b32
; CHECK-NOT:     add.s32
; CHECK:         ret;
define i32 @two_registers(i32 %x, i32 %y) {
  %r = or disjoint i32 %x, %y
  ret i32 %r
}

; CHECK-LABEL: wide(
; CHECK:         or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 4611686018427387904;
; CHECK:         or.b16 %rs{{[0-9]+}}, %rs{{[0-9]+}}, 1;
define i64 @wide(i64 %d, i16 %h, ptr %p) {
  %r = or disjoint i64 %d, 4611686018427387904
  %s = or disjoint i16 %h, 1
  store i16 %s, ptr %p
  ret i64 %r
}

; CUB's exchange indices: a lane index with its warp's base, then 32·k per
; item in the block that loads; each `| 32 * k` is an add.s32 of the lane
; index.
; CHECK-LABEL: exchange(
; CHECK:       %items
; CHECK:         or.b32 [[IDX:%r[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
; CHECK-DAG:     add.s32 %r{{[0-9]+}}, [[IDX]], 32;
; CHECK-DAG:     add.s32 %r{{[0-9]+}}, [[IDX]], 64;
; CHECK-DAG:     add.s32 %r{{[0-9]+}}, [[IDX]], 96;
define void @exchange(ptr addrspace(3) %sh, i32 %n, i16 %v, i1 %go) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %t4 = shl i32 %tid, 4
  %warp = and i32 %t4, 15872
  %idx = or disjoint i32 %lane, %warp
  br i1 %go, label %items, label %done
items:
  %i1 = or disjoint i32 %idx, 32
  %i2 = or disjoint i32 %idx, 64
  %i3 = or disjoint i32 %idx, 96
  %c1 = icmp slt i32 %i1, %n
  %c2 = icmp slt i32 %i2, %n
  %c3 = icmp slt i32 %i3, %n
  %p1 = getelementptr i16, ptr addrspace(3) %sh, i32 %i1
  %p2 = getelementptr i16, ptr addrspace(3) %sh, i32 %i2
  %p3 = getelementptr i16, ptr addrspace(3) %sh, i32 %i3
  %v1 = select i1 %c1, i16 %v, i16 0
  %v2 = select i1 %c2, i16 %v, i16 0
  %v3 = select i1 %c3, i16 %v, i16 0
  store i16 %v1, ptr addrspace(3) %p1
  store i16 %v2, ptr addrspace(3) %p2
  store i16 %v3, ptr addrspace(3) %p3
  br label %done
done:
  ret void
}

; Where the selection DAG itself sees that the bits are disjoint (the
; operands are computed in the same block, and the DAG combiner writes such
; sums as ors itself), or.b32 stays: printed as add.s32, ptxas spilled the
; head_dim 256 sm_80 attention kernel's shared-memory addresses.
; CHECK-LABEL: same_block(
; CHECK:         shl.b32 [[S:%r[0-9]+]], %r{{[0-9]+}}, 6;
; CHECK-NEXT:    or.b32 %r{{[0-9]+}}, [[S]], 32;
define i32 @same_block(i32 %x) {
  %s = shl i32 %x, 6
  %r = or disjoint i32 %s, 32
  ret i32 %r
}

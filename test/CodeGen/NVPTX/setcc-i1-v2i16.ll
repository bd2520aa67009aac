; Compares LLVM 19's NVPTX selection stopped at (llvm-patches/0024), which
; LLVM 22 compiles. An ordered compare of two i1 values whose branch the
; DAG combiner inverted late was "Cannot select: i1 = setcc ..., setle";
; it is logic now (true is 1 unsigned, -1 signed: a >s b is ~a & b, its
; inverse a <=s b is a | ~b). A v2i16 compare sign-extended to v2i16 was
; "Cannot select: v2i16 = setcc"; it is unrolled.
; utils/generic-ir-sweep.py's cmp_* functions cover every predicate.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - | %ptxas-verify -arch=sm_80 %}

; CHECK-LABEL: i1_sgt_branch(
; CHECK-DAG: setp.gt.s32 [[P1:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK-DAG: setp.gt.s32 [[P2:%p[0-9]+]], %r{{[0-9]+}}, 1;
; CHECK: not.pred [[N:%p[0-9]+]], [[P2]];
; CHECK: or.pred [[C:%p[0-9]+]], [[P1]], [[N]];
; CHECK: @[[C]] bra
define i32 @i1_sgt_branch(i32 %a, i32 %b) {
  %p1 = icmp sgt i32 %a, 1
  %p2 = icmp sgt i32 %b, 1
  %c = icmp sgt i1 %p1, %p2
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 127
}

; CHECK-LABEL: i1_ult_branch(
; CHECK: or.pred
; CHECK: bra
define i32 @i1_ult_branch(i1 %a, i1 %b) {
  %c = icmp ult i1 %a, %b
  br i1 %c, label %bb1, label %bb2
bb1:
  ret i32 1
bb2:
  ret i32 2
}

; CHECK-LABEL: v2i16_eq_sext(
; CHECK: ld.u32 [[V:%r[0-9]+]]
; CHECK: mov.b32 {[[L:%rs[0-9]+]], [[H:%rs[0-9]+]]}, [[V]];
; CHECK-DAG: setp.eq.s16 [[PL:%p[0-9]+]], [[L]], 0;
; CHECK-DAG: setp.eq.s16 [[PH:%p[0-9]+]], [[H]], 0;
; CHECK-DAG: selp.s16 [[SL:%rs[0-9]+]], -1, 0, [[PL]];
; CHECK-DAG: selp.s16 [[SH:%rs[0-9]+]], -1, 0, [[PH]];
; CHECK: mov.b32 {{%r[0-9]+}}, {[[SL]], [[SH]]};
define <2 x i16> @v2i16_eq_sext(ptr %p) {
  %v = load <2 x i16>, ptr %p, align 4
  %cmp = icmp eq <2 x i16> %v, zeroinitializer
  %sext = sext <2 x i1> %cmp to <2 x i16>
  ret <2 x i16> %sext
}

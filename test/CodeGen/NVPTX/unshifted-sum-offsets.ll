; InstCombine's form of the byte offset of `p[(int)(i + k)]` over 2-byte
; elements, `lshr (add nuw (shl nuw i, 32), k << 32), 31`, is rewritten as
; `shl nuw (add nuw i, k), 1` (Opt/NVPTXUnshiftedSums.cpp), so that the
; elements are read from one base with immediate offsets, as LLVM 22 reads
; them (TransformerEngine's NVFP4 quantize-transpose kernel at sm_100a: 122
; registers with a 64-bit add and shift per element, LLVM 22 48, now 57).
; Without the no-wrap flags, or shifted further right than left, the
; expression stays.
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry halves(
; CHECK-NOT: shr.u64
; CHECK: add.s64 [[BASE:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK-NEXT: ld.shared.u16 %rd{{[0-9]+}}, [[[BASE]]];
; CHECK-NEXT: ld.shared.u16 %r{{[0-9]+}}, [[[BASE]]+256];
; CHECK-NEXT: ld.shared.u16 %rd{{[0-9]+}}, [[[BASE]]+512];
; CHECK-NEXT: ld.shared.u16 %rd{{[0-9]+}}, [[[BASE]]+768];
; CHECK-NOT: shr.u64
; CHECK: ret;
; LLC22-LABEL: .entry halves(
; LLC22: ld.shared.b16 %rd{{[0-9]+}}, [[[BASE:%rd[0-9]+]]];
; LLC22-NEXT: ld.shared.b16 %r{{[0-9]+}}, [[[BASE]]+256];
define ptx_kernel void @halves(ptr addrspace(3) %base, i32 %i, ptr addrspace(1) %out) {
entry:
  %x = zext nneg i32 %i to i64
  %s = shl nuw nsw i64 %x, 32
  %o0 = shl nuw nsw i64 %x, 1
  %p0 = getelementptr inbounds nuw i8, ptr addrspace(3) %base, i64 %o0
  %v0 = load i16, ptr addrspace(3) %p0, align 2
  %a1 = add nuw nsw i64 %s, 549755813888
  %o1 = lshr exact i64 %a1, 31
  %p1 = getelementptr inbounds nuw i8, ptr addrspace(3) %base, i64 %o1
  %v1 = load i16, ptr addrspace(3) %p1, align 2
  %a2 = add nuw nsw i64 %s, 1099511627776
  %o2 = lshr exact i64 %a2, 31
  %p2 = getelementptr inbounds nuw i8, ptr addrspace(3) %base, i64 %o2
  %v2 = load i16, ptr addrspace(3) %p2, align 2
  %a3 = add nuw nsw i64 %s, 1649267441664
  %o3 = lshr exact i64 %a3, 31
  %p3 = getelementptr inbounds nuw i8, ptr addrspace(3) %base, i64 %o3
  %v3 = load i16, ptr addrspace(3) %p3, align 2
  %z0 = zext i16 %v0 to i64
  %z1 = zext i16 %v1 to i64
  %z2 = zext i16 %v2 to i64
  %z3 = zext i16 %v3 to i64
  %t1 = shl i64 %z1, 16
  %t2 = shl i64 %z2, 32
  %t3 = shl i64 %z3, 48
  %r0 = or i64 %z0, %t1
  %r1 = or i64 %r0, %t2
  %r2 = or i64 %r1, %t3
  store i64 %r2, ptr addrspace(1) %out, align 8
  ret void
}

; The sum may wrap (no nuw on the add): the shifts stay.
; CHECK-LABEL: .entry may_wrap(
; CHECK: shr.u64
define ptx_kernel void @may_wrap(i64 %x, ptr addrspace(1) %out) {
  %s = shl nuw i64 %x, 32
  %a = add i64 %s, 549755813888
  %o = lshr i64 %a, 31
  store i64 %o, ptr addrspace(1) %out, align 8
  ret void
}

; Shifted right further than left: the shifts stay.
; CHECK-LABEL: .entry further_right(
; CHECK: shr.u64
define ptx_kernel void @further_right(i64 %x, ptr addrspace(1) %out) {
  %s = shl nuw i64 %x, 4
  %a = add nuw i64 %s, 256
  %o = lshr i64 %a, 6
  store i64 %o, ptr addrspace(1) %out, align 8
  ret void
}

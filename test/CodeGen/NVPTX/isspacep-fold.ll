; llvm.nvvm.isspacep.* of a pointer whose address space llc infers is
; folded (InferAddressSpaces, llvm-patches/0017), as LLVM 22 folds it: a
; kernel's pointer parameter is global, an addrspacecast says its space, and
; the path the test rules out goes. libcu++'s cuda::memcpy_async tests its
; pointers this way; with both paths kept a kernel took 255 registers where
; LLVM 22's took 12. A generic pointer of unknown origin keeps the test.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx78 %s -o - | %ptxas-verify -arch=sm_90 %}

@shared = internal addrspace(3) global [64 x float] undef, align 4
@table = internal addrspace(4) global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4

; A kernel's pointer parameter is global: only the global path remains.
; CHECK-LABEL: .entry param_is_global(
; CHECK-NOT: isspacep
; CHECK: ld.global.f32
; CHECK-NOT: isspacep
; CHECK: ret;
define ptx_kernel void @param_is_global(ptr %in, ptr %out) {
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %in)
  br i1 %g, label %fast, label %slow
fast:
  %v = load float, ptr %in
  store float %v, ptr %out
  ret void
slow:
  %p = getelementptr float, ptr %in, i64 7
  %w = load float, ptr %p
  store float %w, ptr %out
  ret void
}

; Shared: isspacep.shared and .shared::cluster are true, .global, .const
; and .local false; each answer is stored, so each is a constant.
; CHECK-LABEL: .entry shared_answers(
; CHECK-NOT: isspacep
; CHECK: mov.{{[bu]}}32 [[ONE:%r[0-9]+]], 1;
; CHECK-NEXT: st.global.{{[bu]}}32 [%rd{{[0-9]+}}], [[ONE]];
define ptx_kernel void @shared_answers(ptr addrspace(1) %out) {
  %p = addrspacecast ptr addrspace(3) @shared to ptr
  %a = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %b = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %p)
  %c = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  %d = call i1 @llvm.nvvm.isspacep.const(ptr %p)
  %e = call i1 @llvm.nvvm.isspacep.local(ptr %p)
  %t = and i1 %a, %b
  %f1 = or i1 %c, %d
  %f = or i1 %f1, %e
  %nf = xor i1 %f, true
  %all = and i1 %t, %nf
  %r = zext i1 %all to i32
  store i32 %r, ptr addrspace(1) %out
  ret void
}
; Local and const addresses likewise (the stored value: 1, every answer as
; expected).
; CHECK-LABEL: .entry const_and_local(
; CHECK-NOT: isspacep
; CHECK: mov.{{[bu]}}32 [[ONE:%r[0-9]+]], 1;
; CHECK-NEXT: st.global.{{[bu]}}32 [%rd{{[0-9]+}}], [[ONE]];
define ptx_kernel void @const_and_local(ptr addrspace(1) %out, i32 %i) {
  %slot = alloca float, align 4
  %lp = addrspacecast ptr %slot to ptr addrspace(5)
  %l = addrspacecast ptr addrspace(5) %lp to ptr
  %isl = call i1 @llvm.nvvm.isspacep.local(ptr %l)
  %cp = getelementptr [4 x float], ptr addrspace(4) @table, i32 0, i32 %i
  %c = addrspacecast ptr addrspace(4) %cp to ptr
  %isc = call i1 @llvm.nvvm.isspacep.const(ptr %c)
  %isg = call i1 @llvm.nvvm.isspacep.global(ptr %c)
  %ng = xor i1 %isg, true
  %both = and i1 %isl, %isc
  %all = and i1 %both, %ng
  %r = zext i1 %all to i32
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; An alloca tested directly, as libcu++'s cuda::barrier and cuda::pipeline
; test state held in a local variable (llvm-patches/0037): local, so the
; mbarrier path goes and the fallback's stores stay (the value stored: 1).
; CHECK-LABEL: .entry alloca_tested(
; CHECK-NOT: isspacep
; CHECK-NOT: mbarrier
; CHECK: st.volatile.u64
; CHECK: mov.{{[bu]}}32 [[ONE:%r[0-9]+]], 1;
; CHECK-NEXT: st.global.{{[bu]}}32 [%rd{{[0-9]+}}], [[ONE]];
define ptx_kernel void @alloca_tested(ptr addrspace(1) %out) {
  %state = alloca i64, align 8
  %sh = call i1 @llvm.nvvm.isspacep.shared(ptr %state)
  br i1 %sh, label %mbarrier, label %fallback
mbarrier:
  call void asm sideeffect "mbarrier.inval.shared.b64 [$0];", "l,~{memory}"(ptr %state)
  br label %done
fallback:
  store volatile i64 1, ptr %state, align 8
  br label %done
done:
  %l = call i1 @llvm.nvvm.isspacep.local(ptr %state)
  %g = call i1 @llvm.nvvm.isspacep.global(ptr %state)
  %c = call i1 @llvm.nvvm.isspacep.const(ptr %state)
  %cl = call i1 @llvm.nvvm.isspacep.shared.cluster(ptr %state)
  %g.or.c = or i1 %g, %c
  %any = or i1 %g.or.c, %cl
  %none = xor i1 %any, true
  %all = and i1 %l, %none
  %r = zext i1 %all to i32
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; A pointer loaded from memory may point anywhere: the test stays.
; CHECK-LABEL: .entry unknown_space(
; CHECK: isspacep.shared
define ptx_kernel void @unknown_space(ptr %pp, ptr addrspace(1) %out) {
  %p = load ptr, ptr %pp
  %s = call i1 @llvm.nvvm.isspacep.shared(ptr %p)
  %r = zext i1 %s to i32
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i1 @llvm.nvvm.isspacep.global(ptr)
declare i1 @llvm.nvvm.isspacep.shared(ptr)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr)
declare i1 @llvm.nvvm.isspacep.const(ptr)
declare i1 @llvm.nvvm.isspacep.local(ptr)

; An address the DAG combiner writes as `or base, C` (base known to be
; aligned past C) is a register+offset address, as LLVM 22 selects it
; (llvm-patches/0040): `st.shared.u64 [%rd+32]`, not a sum of its own in a
; register (FlashInfer's MergeStates kernel, reduced: 16 registers, LLVM
; 22's 10), in every address space (llvm-patches/0056): a generic one too,
; an aligned va_list slot or, at -O0, a field of an aligned local variable
; (FrameIndex | 4: [%SP+52] rather than add.u64, or.b64 and [%rd], whose
; registers stayed live across calls; cuda-samples' imageDenoising kernels
; by clang-22 -O0 -g took 44 registers, LLVM 22's code 24, now 24).
; RUN: llc < %s -mcpu=sm_80 | FileCheck %s
; RUN: llc < %s -mcpu=sm_80 -O0 | FileCheck %s --check-prefix=O0
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 -O0 | %ptxas-verify -arch=sm_80 %}
; RUN: %if ptxas-sm_80 %{ llc < %s -mcpu=sm_80 | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_80 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: .entry shared_slots(
; CHECK-NOT: or.b64
; CHECK: st.shared.u64 [[[BASE:%rd[0-9]+]]], %rd{{[0-9]+}};
; CHECK: st.shared.u64 [[[BASE]]+32], %rd{{[0-9]+}};
; CHECK: ld.shared.u64 %rd{{[0-9]+}}, [[[BASE]]+48];
; LLC22-LABEL: .entry shared_slots(
; LLC22-NOT: or.b64
; LLC22: st.shared.b64 [%rd{{[0-9]+}}+32]
define ptx_kernel void @shared_slots(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %i) {
  %s = shl i32 %i, 6
  %z = zext i32 %s to i64
  %p0 = getelementptr inbounds i8, ptr addrspace(3) null, i64 %z
  %p1 = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 32
  %p2 = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 48
  %a = load i64, ptr addrspace(1) %src, align 8
  %q = getelementptr inbounds i8, ptr addrspace(1) %src, i64 32
  %b = load i64, ptr addrspace(1) %q, align 8
  store i64 %a, ptr addrspace(3) %p0, align 16
  store i64 %b, ptr addrspace(3) %p1, align 8
  %c = load i64, ptr addrspace(3) %p2, align 8
  store i64 %c, ptr addrspace(1) %dst, align 8
  ret void
}

; The same in the generic space.
; CHECK-LABEL: .entry generic_slots(
; CHECK-NOT: or.b64
; CHECK: st.u64 [[[BASE:%rd[0-9]+]]], %rd{{[0-9]+}};
; CHECK: st.u64 [[[BASE]]+32], %rd{{[0-9]+}};
; LLC22-LABEL: .entry generic_slots(
; LLC22-NOT: or.b64
; LLC22: st.b64 [%rd{{[0-9]+}}+32]
define ptx_kernel void @generic_slots(ptr addrspace(1) %src, i64 %base) {
  %aligned = and i64 %base, -64
  %p0 = inttoptr i64 %aligned to ptr
  %p1 = getelementptr inbounds i8, ptr %p0, i64 32
  %a = load i64, ptr addrspace(1) %src, align 8
  store i64 %a, ptr %p0, align 16
  store i64 %a, ptr %p1, align 8
  ret void
}

; A local variable's fields at -O0, through the generic stack pointer, are
; reloaded after a call from [%SP+off].
; O0-LABEL: .func frame_fields(
; O0-NOT: or.b64
; O0: st.f32 [%SP+4],
; O0: st.f32 [%SP+12],
; O0: call.uni
; O0-NOT: or.b64
; O0: ld.f32 %f{{[0-9]+}}, [%SP+4];
; O0: ld.f32 %f{{[0-9]+}}, [%SP+12];
; LLC22-LABEL: .func frame_fields(
define void @frame_fields(float %x, ptr %out) {
  %v = alloca [4 x float], align 16
  %f1 = getelementptr inbounds i8, ptr %v, i64 4
  %f3 = getelementptr inbounds i8, ptr %v, i64 12
  store float %x, ptr %f1, align 4
  store float %x, ptr %f3, align 4
  call void @use(ptr %v)
  %a = load float, ptr %f1, align 4
  %b = load float, ptr %f3, align 4
  %s = fadd float %a, %b
  store float %s, ptr %out, align 4
  ret void
}
declare void @use(ptr)

; How NVPTXLowerAtoms groups WGMMA atoms (sm90.mma): consecutive atoms share
; one fence/commit group, a fence precedes each MMA whose registers other
; instructions wrote since the last fence, and the wait goes right before the first read of a
; result, before anything that may write memory, and before the block ends.
; CHECK lines are written by hand: the RUN lines mix llc and opt
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | FileCheck %s
; RUN: opt -passes=nvptx-lower-atoms -mtriple=nvptx64 -mcpu=sm_90a -S %s | FileCheck %s --check-prefix=OPT
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a %s -o - | %ptxas-verify -arch=sm_90a %}
; Without optimization too, each wgmma.fence is right before its mma_async
; (no register write between them).
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a -O0 %s -o - | awk '/wgmma[.]fence/ { n++; getline; if ($0 !~ /wgmma[.]mma_async/) bad++ } END { print n, "fences,", bad + 0, "apart" }' | FileCheck %s --check-prefix=O0
; O0: 8 fences, 0 apart

; Two atoms chained on C share one fence and one commit; the pure fmul
; between them stays, the wait goes right before the first read.
; CHECK-LABEL: .func chain(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0:%f[0-9]+]], [[D1:%f[0-9]+]], [[D2:%f[0-9]+]], [[D3:%f[0-9]+]]}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0, 0;
; CHECK-NOT: wgmma
; CHECK: mul.rn.f32
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0]], [[D1]], [[D2]], [[D3]]},
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: add.rn.f32
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: add.rn.f32 {{%f[0-9]+}}, [[D0]],
; OPT-LABEL: @chain(
; OPT: call void @llvm.nvvm.wgmma.fence.sync.aligned()
; OPT-NEXT: %mma_f16_f16_f32_64x8x16 = call { float, float, float, float } @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a0, i64 %b0,
; OPT-NEXT: %y = fmul
; OPT-NOT: wgmma.fence
; OPT: @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a1, i64 %b1,
; OPT-NEXT: call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
; OPT-NEXT: %z = fadd
; OPT-NEXT: call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
define void @chain(ptr %p, i64 %a0, i64 %b0, i64 %a1, i64 %b1, <4 x float> %c, float %x) {
  %d0 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a0, i64 %b0, <4 x float> %c, i1 true)
  %y = fmul float %x, %x
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a1, i64 %b1, <4 x float> %d0, i1 true)
  %z = fadd float %y, 1.0
  %e = extractelement <4 x float> %d1, i32 0
  %s = fadd float %e, %z
  store float %s, ptr %p
  ret void
}

; Independent accumulators: one group, one commit, one wait. The lowering
; fences each MMA (the second reads registers no MMA of the group wrote), and
; after scheduling the second fence goes (NVPTX::dropRedundantWgmmaFences):
; the second accumulator's registers were written before the first fence
; and nothing between the two MMAs touches them, so that fence orders them
; already, as the PTX ISA asks.
; CHECK-LABEL: .func independent(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; CHECK-NOT: wgmma.fence
; CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: add.rn.f32
define void @independent(ptr %p, i64 %a, i64 %b, <4 x float> %c0, <4 x float> %c1) {
  %d0 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c0, i1 true)
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c1, i1 false)
  %s = fadd <4 x float> %d0, %d1
  store <4 x float> %s, ptr %p
  ret void
}

; A store may overwrite the shared memory the MMA reads: the group is
; committed and waited for before it, and the next atom opens a new group.
; CHECK-LABEL: .func store_between(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NOT: wgmma
; CHECK: st.shared.u32
; CHECK-NEXT: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: st.v4.f32
define void @store_between(ptr %p, ptr addrspace(3) %q, i64 %a, i64 %b, <4 x float> %c) {
  %d0 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  store i32 0, ptr addrspace(3) %q
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %d0, i1 true)
  store <4 x float> %d1, ptr %p
  ret void
}

; An atom whose A registers are an in-flight result waits for it first.
; CHECK-LABEL: .func result_as_a(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n32k16.f16.f16.f16 {[[H0:%r[0-9]+]], [[H1:%r[0-9]+]], [[H2:%r[0-9]+]], [[H3:%r[0-9]+]], {{%r[0-9]+, %r[0-9]+, %r[0-9]+, %r[0-9]+}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0, 0;
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{{%f[0-9]+, %f[0-9]+, %f[0-9]+, %f[0-9]+}}}, {[[H0]], [[H1]], [[H2]], [[H3]]}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0;
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
define void @result_as_a(ptr %p, i64 %a, i64 %b, <16 x half> %c, <4 x float> %c2) {
  %d0 = call <16 x half> @llvm.nvvm.cute.atom.mma.f16(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 32, 16], a_type = f16, b_type = f16, c_type = f16}", i64 %a, i64 %b, <16 x half> %c, i1 true)
  %frag = shufflevector <16 x half> %d0, <16 x half> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %d1 = call <4 x float> @llvm.nvvm.cute.atom.mma.rs(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, a_residency = rmem}", <8 x half> %frag, i64 %b, <4 x float> %c2, i1 true)
  store <4 x float> %d1, ptr %p
  ret void
}

; A mainloop: the accumulator is a phi; each iteration is one group that is
; waited for before the branch, and the result is read after the loop.
; CHECK-LABEL: .func mainloop(
; CHECK: $L__BB4_1:
; CHECK-NOT: wgmma
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {[[D0:%f[0-9]+]], [[D1:%f[0-9]+]], [[D2:%f[0-9]+]], [[D3:%f[0-9]+]]},
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: add.s32
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: setp.lt.s32
; CHECK-NEXT: bra
; CHECK: st.v4.f32 [%rd{{[0-9]+}}], {[[D0]], [[D1]], [[D2]], [[D3]]};
define void @mainloop(ptr %p, i64 %a, i64 %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %d, %loop ]
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %acc, i1 true)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store <4 x float> %d, ptr %p
  ret void
}

; A result nothing reads is still waited for before the block ends.
; CHECK-LABEL: .func unused(
; CHECK: wgmma.fence.sync.aligned;
; CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
; CHECK-NEXT: wgmma.commit_group.sync.aligned;
; CHECK-NEXT: wgmma.wait_group.sync.aligned{{[[:space:]]+}}0;
; CHECK-NEXT: ret;
define void @unused(i64 %a, i64 %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata !"!cute_nvgpu.sm90.mma", metadata !"{shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}", i64 %a, i64 %b, <4 x float> %c, i1 true)
  ret void
}

declare <4 x float> @llvm.nvvm.cute.atom.mma.f32(metadata, metadata, i64, i64, <4 x float>, i1)
declare <16 x half> @llvm.nvvm.cute.atom.mma.f16(metadata, metadata, i64, i64, <16 x half>, i1)
declare <4 x float> @llvm.nvvm.cute.atom.mma.rs(metadata, metadata, <8 x half>, i64, <4 x float>, i1)


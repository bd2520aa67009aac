; Three constructs clang-22 writes in CUDA device code that LLVM 19's IR
; reader refused, read here (llvm-patches/0012-llvm22-clang-ir.patch) as
; LLVM 22 means them:
;  - llvm.lifetime.start/end with the alloca alone (LLVM 22 dropped the
;    size operand) become LLVM 19's calls with the alloca's size, declared
;    or not;
;  - fast-math flags on fpext and fptrunc (LLVM 20) are read and dropped:
;    LLVM 19's casts cannot hold them;
;  - fast-math flags on a call returning a struct of floating-point
;    values (LLVM 21; clang writes them on inline asm with several
;    results) are kept by name in !llvm22.fmf; on an array of them LLVM 19
;    keeps them; on any other non-FP type they stay an error;
;  - llvm.vector.splice.left and .right (LLVM 22) become LLVM 19's splice.
; CHECK lines are written by hand.
; RUN: split-file %s %t
; RUN: opt -S %t/main.ll | FileCheck %s
; RUN: llc -mcpu=sm_80 %t/main.ll -o - | FileCheck %s --check-prefix=PTX
; RUN: %if ptxas-sm_80 %{ llc -mcpu=sm_80 %t/main.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if llc22 %{ %llc22 -mcpu=sm_80 %t/main.ll -o - | FileCheck %s --check-prefix=PTX %}
; RUN: not opt -S %t/int-struct.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=INTS
; RUN: not opt -S %t/empty-struct.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=INTS

;--- main.ll
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define float @stack(
; CHECK: %buf = alloca [16 x float], align 4
; CHECK-NEXT: call void @llvm.lifetime.start.p0(i64 64, ptr %buf)
; CHECK: call void @llvm.lifetime.end.p0(i64 64, ptr %buf)
; CHECK: %small = alloca i16
; CHECK-NEXT: call void @llvm.lifetime.start.p0(i64 2, ptr %small)
; CHECK: call void @llvm.lifetime.end.p0(i64 2, ptr %small)
; PTX-LABEL: stack(
; PTX: ld.local
define float @stack(i32 %i, float %x) {
  %buf = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(ptr %buf)
  %p = getelementptr float, ptr %buf, i32 %i
  store float %x, ptr %p
  %q = getelementptr float, ptr %buf, i32 3
  %v = load volatile float, ptr %q
  call void @llvm.lifetime.end.p0(ptr %buf)
  %small = alloca i16
  call void @llvm.lifetime.start.p0(ptr %small)
  store volatile i16 1, ptr %small
  call void @llvm.lifetime.end.p0(ptr %small)
  ret float %v
}
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))

; An alloca in another address space, lifetime intrinsics never declared.
; CHECK-LABEL: define void @undeclared(
; CHECK: call void @llvm.lifetime.start.p5(i64 32, ptr addrspace(5) %a)
; CHECK: call void @llvm.lifetime.end.p5(i64 32, ptr addrspace(5) %a)
define void @undeclared(i64 %v) {
  %a = alloca [4 x i64], align 8, addrspace(5)
  call void @llvm.lifetime.start.p5(ptr addrspace(5) %a)
  store volatile i64 %v, ptr addrspace(5) %a
  call void @llvm.lifetime.end.p5(ptr addrspace(5) %a)
  ret void
}

; CHECK-LABEL: define float @casts(
; CHECK-NEXT: %w = fpext float %x to double
; CHECK-NEXT: %m = fmul contract double %w, %w
; CHECK-NEXT: %n = fptrunc double %m to float
; PTX-LABEL: casts(
; PTX: cvt.f64.f32
; PTX: cvt.rn.f32.f64
define float @casts(float %x) {
  %w = fpext contract float %x to double
  %m = fmul contract double %w, %w
  %n = fptrunc nnan ninf afn double %m to float
  ret float %n
}

; CHECK-LABEL: define float @asm_pair(
; CHECK-NEXT: %r = call { float, float } asm "mov.b32 $0, $2;\0Amov.b32 $1, $2;", "=f,=f,f"(float %x)
; CHECK-NEXT: %a = call fast [2 x float] @two(float %x)
; PTX-LABEL: asm_pair(
; PTX: mov.b32 {{%[fr][0-9]+}}, {{%[fr][0-9]+}};
define float @asm_pair(float %x) {
  %r = call contract { float, float } asm "mov.b32 $0, $2;\0Amov.b32 $1, $2;", "=f,=f,f"(float %x)
  %a = call fast [2 x float] @two(float %x)
  %r0 = extractvalue { float, float } %r, 0
  %a1 = extractvalue [2 x float] %a, 1
  %s = fadd float %r0, %a1
  ret float %s
}
declare [2 x float] @two(float)

; llvm.vector.splice.left(A, B, N) is LLVM 19's splice(A, B, N); .right
; takes A's last N elements first: splice(A, B, -N). LLVM 19 alone would
; take both for its own splice with the start index N.
; CHECK-LABEL: define <4 x i32> @splices(
; CHECK-NEXT: %l = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)
; CHECK-NEXT: %r = call <4 x i32> @llvm.vector.splice.v4i32(<4 x i32> %l, <4 x i32> %b, i32 -3)
; PTX-LABEL: splices(
define <4 x i32> @splices(<4 x i32> %a, <4 x i32> %b) {
  %l = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)
  %r = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %l, <4 x i32> %b, i32 3)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32>, <4 x i32>, i32 immarg)
declare <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32>, <4 x i32>, i32 immarg)

; The flags of a call returning a struct of floats, which LLVM 19's call
; cannot hold, are kept by name for llc (an afn llvm.sincos is lowered).
; CHECK-LABEL: define void @flags_kept(
; CHECK-NEXT: %sc = call { float, float } @llvm.sincos.f32(float %x), !llvm22.fmf ![[FMF:[0-9]+]]
define void @flags_kept(float %x, ptr %o) {
  %sc = call nnan contract afn { float, float } @llvm.sincos.f32(float %x)
  store { float, float } %sc, ptr %o
  ret void
}
declare { float, float } @llvm.sincos.f32(float)

; LLVM 19's declarations, and no trace of LLVM 22's.
; CHECK-NOT: {{[.]llvm22}}
; CHECK-DAG: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
; CHECK-DAG: declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
; CHECK-DAG: declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture)
; CHECK-NOT: {{[.]llvm22}}
; CHECK: ![[FMF]] = !{!"nnan", !"contract", !"afn"}

;--- int-struct.ll
define void @f() {
  %r = call fast { float, i32 } asm "", "=f,=r"()
  ret void
}
; INTS: error: fast-math-flags specified for call without floating-point scalar or vector return type

;--- empty-struct.ll
define void @g() {
  %r = call fast {} @h()
  ret void
}
declare {} @h()

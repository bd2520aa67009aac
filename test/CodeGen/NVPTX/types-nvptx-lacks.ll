; Types NVPTX lacks. Instruction selection (LLVM 19's, like LLVM 22's)
; stops with "Don't know how to legalize this scalable vector type",
; "Invalid size request on a scalable vector" or "Cannot select" at the
; first scalable vector, and at fp128 or x86_fp80 arithmetic; LLVM 19's
; NVPTX back end drops loads and stores of fp128 (silently wrong code) and
; prints an fp128 global as 8 bytes; it stops at the address of a
; thread_local global (NVPTX has no thread-local storage). llc reports each
; function that has such a type in its signature or its code, or that calls
; llvm.vscale, and each such global, and compiles the rest. opt leaves them
; to the target: they are valid IR.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %s -o - 2>/dev/null | FileCheck %s --check-prefix=PTX
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a -O0 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"
; RUN: opt -mtriple=nvptx64 -mcpu=sm_80 -passes=nvptx-ext-intrinsic-checks -S %s | FileCheck %s --check-prefix=OPT

; CHECK: error: in function 'result': NVPTX has no scalable vector types; the function's signature has <vscale x 4 x float>
; OPT: define <vscale x 4 x float> @result(
define <vscale x 4 x float> @result(<vscale x 4 x float> %x) {
  ret <vscale x 4 x float> %x
}

; CHECK: error: in function 'parameter': NVPTX has no scalable vector types; the function's signature has <vscale x 2 x i64>
define void @parameter(<vscale x 2 x i64> %x) {
  ret void
}

; CHECK: error: in function 'load': NVPTX has no scalable vector types; this load has <vscale x 4 x i32>
define void @load(ptr %p) {
  %v = load <vscale x 4 x i32>, ptr %p
  store <vscale x 4 x i32> %v, ptr %p
  ret void
}

; CHECK: error: in function 'alloca': NVPTX has no scalable vector types; this alloca has <vscale x 4 x i32>
define void @alloca() {
  %a = alloca <vscale x 4 x i32>
  store i32 0, ptr %a
  ret void
}

; CHECK: error: in function 'gep': NVPTX has no scalable vector types; this getelementptr has <vscale x 4 x i32>
define void @gep(ptr %p, i64 %i) {
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 %i
  store i32 0, ptr %q
  ret void
}

; CHECK: error: in function 'caller': NVPTX has no scalable vector types; this call has <vscale x 4 x float>
define void @caller() {
  %v = call <vscale x 4 x float> @result(<vscale x 4 x float> zeroinitializer)
  ret void
}

; CHECK: error: in function 'aggregate': NVPTX has no scalable vector types; this load has { <vscale x 4 x i32>, <vscale x 4 x i32> }
define void @aggregate(ptr %p) {
  %v = load { <vscale x 4 x i32>, <vscale x 4 x i32> }, ptr %p
  ret void
}

; CHECK: error: in function 'vscale': NVPTX has no scalable vector types; llvm.vscale.i64 has no value
define void @vscale(ptr %p) {
  %v = call i64 @llvm.vscale.i64()
  store i64 %v, ptr %p
  ret void
}

; CHECK: error: in function 'wide_load': NVPTX has no fp128 type; this load has fp128
define void @wide_load(ptr %p) {
  %v = load fp128, ptr %p
  store fp128 %v, ptr %p
  ret void
}

; CHECK: error: in function 'wide_vector': NVPTX has no fp128 type; this load has <2 x fp128>
define void @wide_vector(ptr %p) {
  %v = load <2 x fp128>, ptr %p
  ret void
}

; CHECK: error: in function 'x87': NVPTX has no x86_fp80 type; the function's signature has x86_fp80
define x86_fp80 @x87(x86_fp80 %x) {
  ret x86_fp80 %x
}

; CHECK: error: in function 'nested': NVPTX has no ppc_fp128 type; this load has { i32, [2 x ppc_fp128] }
define void @nested(ptr %p) {
  %v = load { i32, [2 x ppc_fp128] }, ptr %p
  ret void
}

; CHECK: error: NVPTX has no fp128 type; the global 'quad' has fp128
@quad = global fp128 0xL00000000000000000000000000000000
; CHECK: error: NVPTX has no thread-local storage; the global 'per_thread' is thread_local
@per_thread = thread_local global i32 0

define i32 @reads_per_thread() {
  %v = load i32, ptr @per_thread
  ret i32 %v
}

; A function that only takes the address of one that was removed, and one
; without scalable vectors, are compiled.
; PTX-LABEL: .visible .func address(
; PTX-LABEL: .visible .func fine(
; PTX: st.u32
define void @address(ptr %p) {
  store ptr @result, ptr %p
  ret void
}

define void @fine(ptr %p) {
  store i32 1, ptr %p
  ret void
}

declare i64 @llvm.vscale.i64()

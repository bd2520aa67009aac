; Types NVPTX lacks. Instruction selection (LLVM 19's, like LLVM 22's)
; stops with "Don't know how to legalize this scalable vector type",
; "Invalid size request on a scalable vector" or "Cannot select" at the
; first scalable vector, and at fp128 or x86_fp80 arithmetic (fp128 is a
; storage type: fp128-storage.ll); it stops at the address of a
; thread_local global (NVPTX has no thread-local storage). llc reports each
; function that has such a type in its signature or its code, or that calls
; llvm.vscale, and each such global, and compiles the rest. The same for
; what LLVM 19's selection stops at although LLVM IR allows it: indirect
; branches and block addresses, conversions between floating point and
; integers wider than 64 bits (library calls NVPTX cannot make), and
; parameters and results with an integer wider than 64 bits other than an
; i128 (alone, in a struct or in an array) or with a vector of integers of odd widths (of definitions,
; declarations and calls).
; opt leaves them all to the target: they are valid IR.
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

; CHECK: error: in function 'wide_arithmetic': NVPTX only loads, stores and moves fp128 values (no instruction or library computes with them); this fmul has fp128
define void @wide_arithmetic(ptr %p) {
  %v = load fp128, ptr %p
  %w = fmul fp128 %v, %v
  store fp128 %w, ptr %p
  ret void
}

; CHECK: error: in function 'wide_asm': NVPTX only loads, stores and moves fp128 values (no instruction or library computes with them); this call has fp128
define void @wide_asm(fp128 %v) {
  call void asm sideeffect "// $0", "l"(fp128 %v)
  ret void
}

; CHECK: error: in function 'wide_vector': NVPTX has no vectors of fp128; this load has <2 x fp128>
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

; CHECK: error: in function 'branch': NVPTX has no indirect branches; this is an indirectbr
define void @branch(ptr %target) {
  indirectbr ptr %target, [label %a, label %b]
a:
  ret void
b:
  ret void
}

; CHECK: error: in function 'label_address': NVPTX has no indirect branches, so no block addresses; this store takes one
define void @label_address(ptr %p) {
  br label %a
a:
  store ptr blockaddress(@label_address, %a), ptr %p
  ret void
}

; CHECK: error: in function 'flush': NVPTX has no instruction-cache flush; llvm.clear_cache is a call of the library function __clear_cache, and NVPTX has no libraries
define void @flush(ptr %begin, ptr %end) {
  call void @llvm.clear_cache(ptr %begin, ptr %end)
  ret void
}
declare void @llvm.clear_cache(ptr, ptr)

; CHECK: error: in function 'to_i128': NVPTX converts between floating point and integers of at most 64 bits; this fptosi has i128
define i128 @to_i128(double %x) {
  %r = fptosi double %x to i128
  ret i128 %r
}

; CHECK: error: in function 'from_i96': NVPTX converts between floating point and integers of at most 64 bits; this uitofp has <2 x i96>
define void @from_i96(ptr %p) {
  %v = load <2 x i96>, ptr %p
  %r = uitofp <2 x i96> %v to <2 x float>
  store <2 x float> %r, ptr %p
  ret void
}

; CHECK: error: in function 'i96_parameter': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; the function's parameter has i96
define void @i96_parameter(i96 %a, ptr %p) {
  store i96 %a, ptr %p
  ret void
}

; (An array of i128 is passed as LLVM 22 passes it: i128-aggregate-params.ll.)
; CHECK: error: in function 'i128_vector_parameter': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; the function's parameter has <1 x i128>
define void @i128_vector_parameter(<1 x i128> %a, ptr %p) {
  store <1 x i128> %a, ptr %p
  ret void
}

; Results too, declarations too, and each call of such a function, direct
; or through a pointer (clang's _BitInt(65) ... _BitInt(127) across a
; __noinline__ or extern device function): llc crashed lowering the call
; (a segfault in getCopyFromParts) or printed a declaration's parameter as
; .param .b99, which ptxas rejects.
; CHECK: error: in function 'i65_result': NVPTX returns an integer wider than 64 bits only as i128, alone, in a struct or in an array; the function's result has i65
define i65 @i65_result(i64 %x) noinline {
  %w = zext i64 %x to i65
  %r = mul i65 %w, 3
  ret i65 %r
}
; CHECK: error: in function 'calls_i65_result': NVPTX returns an integer wider than 64 bits only as i128, alone, in a struct or in an array; this call's result has i65
define void @calls_i65_result(ptr %p, i64 %v) {
  %r = call i65 @i65_result(i64 %v)
  %t = trunc i65 %r to i64
  store i64 %t, ptr %p
  ret void
}
; CHECK: error: in function 'i99_declaration': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; the function's parameter has i99
declare i64 @i99_declaration(i99)
; CHECK: error: in function 'calls_i99_declaration': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; this call's parameter has i99
define void @calls_i99_declaration(ptr %p, i64 %v) {
  %x = zext i64 %v to i99
  %r = call i64 @i99_declaration(i99 %x)
  store i64 %r, ptr %p
  ret void
}
; CHECK: error: in function 'indirect_i96': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; this call's parameter has i96
define void @indirect_i96(ptr %f, i64 %v) {
  %x = zext i64 %v to i96
  call void %f(i96 %x)
  ret void
}

; A vector of integers of a width other than 1, 8, 16, 32 or 64 bits as a
; parameter or result: the caller stored a <4 x i3> element by element and
; the callee read it as packed pairs, or llc crashed in LowerReturn and
; LowerCall (LLVM 22's PTX for them is no more consistent).
; CHECK: error: in function 'i3_vector_result': NVPTX returns a vector of integers only with elements of 1, 8, 16, 32 or 64 bits; the function's result has <4 x i3>
define <4 x i3> @i3_vector_result(i32 %idx) {
  %v = insertelement <4 x i3> zeroinitializer, i3 1, i32 %idx
  ret <4 x i3> %v
}
; CHECK: error: in function 'i7_vector_declaration': NVPTX takes a vector of integers as a parameter only with elements of 1, 8, 16, 32 or 64 bits; the function's parameter has <2 x i7>
declare void @i7_vector_declaration(<2 x i7>)
; CHECK: error: in function 'indirect_i24_vector': NVPTX takes a vector of integers as a parameter only with elements of 1, 8, 16, 32 or 64 bits; this call's parameter has <3 x i24>
define void @indirect_i24_vector(ptr %f, ptr %p) {
  %v = load <3 x i24>, ptr %p
  call void %f(<3 x i24> %v)
  ret void
}

; A call of a function whose parameter was rejected is reported too (it
; printed the callee's declaration with a .param .b96, which ptxas rejects).
; CHECK: error: in function 'calls_i96': NVPTX takes an integer wider than 64 bits as a parameter only as i128, alone, in a struct or in an array; this call's parameter has i96

; The globals are reported after the functions.
; CHECK: error: NVPTX has no x86_fp80 type; the global 'extended' has x86_fp80
@extended = global x86_fp80 0xK00000000000000000000
; CHECK: error: NVPTX has no thread-local storage; the global 'per_thread' is thread_local
@per_thread = thread_local global i32 0

define i32 @reads_per_thread() {
  %v = load i32, ptr @per_thread
  ret i32 %v
}

; An i128 parameter, alone or in a struct, and a conversion of 64 bits are
; compiled.
; PTX-LABEL: i128_parameters(
; PTX-LABEL: to_i64(
; PTX: cvt.rzi.s64.f64
define void @i128_parameters(i128 %a, { i128, i8 } %b, ptr %p) {
  store i128 %a, ptr %p
  store { i128, i8 } %b, ptr %p
  ret void
}

define i64 @to_i64(double %x) {
  %r = fptosi double %x to i64
  ret i64 %r
}

define void @calls_i96(ptr %p) {
  %v = load i96, ptr %p
  call void @i96_parameter(i96 %v, ptr %p)
  ret void
}

; A function that only takes the address of one that was removed, and one
; without scalable vectors, are compiled.
; PTX-LABEL: address(
; PTX-LABEL: fine(
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

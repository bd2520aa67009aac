; Malformed LLVM 22 syntax and misuse of undeclared intrinsics are parse
; errors with the location (a call of an unknown llvm.* name is llc's
; error), and llc and opt exit with status 1.
; CHECK lines are written by hand: they check diagnostics.
; RUN: split-file --leading-lines %s %t
; RUN: not llc -mcpu=sm_90a %t/captures.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAPTURES
; RUN: not opt -S %t/captures.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAPTURES
; RUN: not llc -mcpu=sm_90a %t/captures-ret.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAPTURES-RET
; RUN: not llc -mcpu=sm_90a %t/memory.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY
; RUN: not llc -mcpu=sm_90a %t/memory-kind.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEMORY-KIND
; RUN: not llc -mcpu=sm_90a %t/two-types.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO-TYPES
; RUN: not llc -mcpu=sm_90a %t/not-callee.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-CALLEE
; RUN: not llc -mcpu=sm_90a %t/not-nvvm.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-NVVM
; RUN: not llc -mcpu=sm_90a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not llc -mcpu=sm_90a %t/comment.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMMENT
; RUN: not llc -mcpu=sm_90a %t/slash.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SLASH
; RUN: not llc -mcpu=sm_90 %t/wrap-mismatch.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRAP-MISMATCH
; RUN: not opt -S %t/usub-float.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=USUB-FLOAT
; RUN: not llc -mcpu=sm_90 %t/fmaximum-int.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=FMAX-INT
; RUN: not opt -S %t/lname.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LNAME
; RUN: not opt -S %t/lname-and-lang.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=LNAME-AND-LANG
; RUN: not opt -S %t/no-lang.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-LANG
; RUN: not llc -mcpu=sm_80 %t/range-equal.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE-EQUAL

;--- captures.ll
; CAPTURES: captures.ll:[[#@LINE+1]]:30: error: expected capture component (none, address, address_is_null, provenance, read_provenance)
declare void @f(ptr captures(everything))

;--- captures-ret.ll
; CAPTURES-RET: captures-ret.ll:[[#@LINE+1]]:34: error: expected ':' after ret
declare void @f(ptr captures(ret address))

;--- memory.ll
; MEMORY: memory.ll:[[#@LINE+1]]:35: error: expected ':' after location
declare void @f() memory(errnomem read)

;--- memory-kind.ll
; MEMORY-KIND: memory-kind.ll:[[#@LINE+1]]:39: error: expected access kind (none, read, write, readwrite)
declare void @f() memory(target_mem0: all)

;--- two-types.ll
; TWO-TYPES: two-types.ll:[[#@LINE+2]]:25: error: calls of undeclared intrinsic '@llvm.nvvm.elect.sync' have different types
define void @f() {
  %a = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %b = call i32 @llvm.nvvm.elect.sync(i32 -1)
  ret void
}

;--- not-callee.ll
; NOT-CALLEE: not-callee.ll:[[#@LINE+2]]:11: error: intrinsic can only be used as callee
define ptr @f() {
  ret ptr @llvm.nvvm.elect.sync
}

;--- not-nvvm.ll
; An undeclared llvm.* name LLVM 19 does not know is declared with the
; call's type, as LLVM 22 declares the intrinsics it knows (LLVM 20-22's:
; llvm.maximumnum.f32 ...); llc then lowers the ones it can and reports the
; others, naming them (generic-intrinsics.ll).
; NOT-NVVM: error: in function 'f': 'llvm.nvptxatoms.unknown' is not an intrinsic LLVM 19 has, and NVPTX here has no lowering for it
define void @f() {
  call void @llvm.nvptxatoms.unknown()
  ret void
}

;--- unknown.ll
; UNKNOWN: error: in function 'f': unknown NVVM intrinsic 'llvm.nvvm.elect.synk': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.elect.sync'?
define void @f() {
  %a = call { i32, i1 } @llvm.nvvm.elect.synk(i32 -1)
  ret void
}

;--- comment.ll
; An unterminated comment is no value.
; COMMENT: comment.ll:[[#@LINE+2]]:11: error: expected value token
define i32 @f() {
  ret i32 /* one 1
}

;--- slash.ll
; SLASH: slash.ll:[[#@LINE+2]]:11: error: expected value token
define i32 @f() {
  ret i32 / 1
}

;--- usub-float.ll
; USUB-FLOAT: usub-float.ll:[[#@LINE+2]]:36: error: atomicrmw usub_cond operand must be an integer
define float @f(ptr %p, float %v) {
  %r = atomicrmw usub_cond ptr %p, float %v monotonic
  ret float %r
}

;--- fmaximum-int.ll
; FMAX-INT: fmaximum-int.ll:[[#@LINE+2]]:35: error: atomicrmw fmaximum operand must be a floating point type
define i32 @f(ptr %p, i32 %v) {
  %r = atomicrmw fmaximum ptr %p, i32 %v monotonic
  ret i32 %r
}

;--- lname.ll
; LNAME: lname.ll:[[#@LINE+1]]:50: error: invalid DWARF language name 'DW_LNAME_Cuda'
!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_Cuda, file: !1)
!1 = !DIFile(filename: "a.cu", directory: "/")

;--- lname-and-lang.ll
; LNAME-AND-LANG: lname-and-lang.ll:[[#@LINE+1]]:15: error: 'language' and 'sourceLanguageName' cannot both be given
!0 = distinct !DICompileUnit(language: DW_LANG_C, sourceLanguageName: DW_LNAME_C, file: !1)
!1 = !DIFile(filename: "a.cu", directory: "/")

;--- no-lang.ll
; NO-LANG: no-lang.ll:[[#@LINE+1]]:15: error: missing required field 'language'
!0 = distinct !DICompileUnit(file: !1)
!1 = !DIFile(filename: "a.cu", directory: "/")

;--- wrap-mismatch.ll
; WRAP-MISMATCH: error: {{.*}}'llvm.nvvm.internal.addrspace.wrap.p3.p1' is declared as 'ptr addrspace(3) (ptr)'; llvm.nvvm.internal.addrspace.wrap.pN.pM takes a ptr addrspace(M) and returns a ptr addrspace(N)
define i32 @f(ptr %p) {
  %q = call ptr addrspace(3) @llvm.nvvm.internal.addrspace.wrap.p3.p1(ptr %p)
  %v = load i32, ptr addrspace(3) %q
  ret i32 %v
}

;--- range-equal.ll
; Equal limits other than 0, 0 (LLVM 22 reads that as the empty set).
; RANGE-EQUAL: range-equal.ll:[[#@LINE+2]]:27: error: the range represent the empty set but limits aren't 0!
define i32 @f() {
  %t = call range(i32 1, 1) i32 @g()
  ret i32 %t
}
declare i32 @g()

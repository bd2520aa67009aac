; What NVPTXAsmPrinter (and LLVM 22's) stopped at with "LLVM ERROR" and a
; stack dump is an error naming the alias, global or function, which is
; dropped (NVPTXUnsupportedIR.cpp): a weak alias, an alias of a kernel or
; of a variable, an initial value in shared or local memory, an empty type
; as a parameter (also by value) or result (of a definition, declaration or
; call).
; upstream-fatal-errors.ll runs LLVM 19's own tests of these.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"

; CHECK: error: in function 'empty_result': NVPTX returns no value of an empty type; the function's result has {}
define {} @empty_result() {
  ret {} zeroinitializer
}
; CHECK: error: in function 'empty_declaration': NVPTX takes no parameter of an empty type; the function's parameter has [0 x i32]
declare void @empty_declaration([0 x i32])
; CHECK: error: in function 'calls_empty': NVPTX takes no parameter of an empty type; this call's parameter has {}
define void @calls_empty(ptr %f) {
  call void %f({} zeroinitializer)
  ret void
}
; A byval parameter of an empty type (a .param of 0 bytes, which ptxas
; rejects; LLVM 22 prints it), declared or passed through a pointer.
; CHECK: error: in function 'empty_byval': NVPTX takes no parameter of an empty type; the function's parameter has {}
define void @empty_byval(ptr byval({}) %p) {
  ret void
}
; CHECK: error: in function 'passes_empty_byval': NVPTX takes no parameter of an empty type; this call's parameter has [0 x i8]
define void @passes_empty_byval(ptr %f, ptr %p) {
  call void %f(ptr byval([0 x i8]) %p)
  ret void
}

define void @helper() {
  ret void
}
define ptx_kernel void @kernel() {
  ret void
}
@weak_alias = weak alias void (), ptr @helper
@kernel_alias = alias void (), ptr @kernel
@shared_init = addrspace(3) global i32 42
@shared_undef = addrspace(3) global i32 undef
; CHECK: error: NVPTX has no weak aliases; 'weak_alias' is weak
; CHECK: error: NVPTX aliases only a function defined in the module that is not a kernel; the aliasee of 'kernel_alias' is not one
; CHECK: error: NVPTX's shared and local memory have no initial values; the global 'shared_init' in addrspace(3) has one

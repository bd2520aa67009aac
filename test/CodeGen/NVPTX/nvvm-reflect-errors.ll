; __nvvm_reflect and llvm.nvvm.reflect calls NVVMReflect cannot read: an
; argument computed at run time, a global without an initializer or one
; that is not a C string, and a result that is not an integer. Each is an
; `error:` naming the call, exit status 1, never a crash; well-formed calls
; beside them still fold to the target's value.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_60 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt -mtriple=nvptx64 -mcpu=sm_90a -passes=nvvm-reflect %s -disable-output 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %S/Inputs/nvvm-reflect-signatures.ll -o /dev/null 2>&1 | FileCheck %S/Inputs/nvvm-reflect-signatures.ll
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a %S/Inputs/nvvm-reflect-good.ll -o - | FileCheck %S/Inputs/nvvm-reflect-good.ll

; OPT: error: in function 'runtime_string': 'llvm.nvvm.reflect' takes the name as a constant C string

; CHECK: error: in function 'runtime_string': 'llvm.nvvm.reflect' takes the name as a constant C string (a global constant such as @name = constant [12 x i8] c"__CUDA_ARCH\00")
; CHECK: error: in function 'runtime_string_call': '__nvvm_reflect' takes the name as a constant C string (a global constant such as @name = constant [12 x i8] c"__CUDA_ARCH\00")
; CHECK: error: in function 'no_initializer': '__nvvm_reflect' takes the name as a constant C string; @external has no initializer
; CHECK: error: in function 'not_a_string': '__nvvm_reflect' takes the name as a constant C string: a global whose initializer is a null-terminated array of i8

@external = external constant [12 x i8]
@numbers = constant [2 x i32] [i32 1, i32 2]

define i32 @runtime_string(ptr %name) {
  %r = call i32 @llvm.nvvm.reflect(ptr %name)
  ret i32 %r
}

define i32 @runtime_string_call(ptr addrspace(1) %name) {
  %g = addrspacecast ptr addrspace(1) %name to ptr
  %r = call i32 @__nvvm_reflect(ptr %g)
  ret i32 %r
}

define i32 @no_initializer() {
  %r = call i32 @__nvvm_reflect(ptr @external)
  ret i32 %r
}

define i32 @not_a_string() {
  %r = call i32 @__nvvm_reflect(ptr @numbers)
  ret i32 %r
}

declare i32 @llvm.nvvm.reflect(ptr)
declare i32 @__nvvm_reflect(ptr)

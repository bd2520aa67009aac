; Operands LLVM 19 selects in one form only, which its IR verifier does not
; enforce: llvm.nvvm.bar.sync with a barrier number in a register ("Cannot
; select"), llvm.nvvm.texsurf.handle.internal of anything but a global
; (a crash in ISel) and llvm.nvvm.reflect of anything but a constant C
; string (a crash in NVVMReflect; diagnosed there, see nvvm-reflect-errors.ll)
; get an `error:` (opt stops at the first); the forms LLVM 19 takes compile
; and assemble.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks) and a few instructions of the run that compiles
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt < %s -mtriple=nvptx64 -passes=nvptx-ext-intrinsic-checks -disable-output 2>&1 | FileCheck %s --check-prefix=OPT --implicit-check-not=error:
; RUN: sed -e '/BAD/d' %s | llc -mtriple=nvptx64 -mcpu=sm_90 | FileCheck %s --check-prefix=OK
; RUN: %if ptxas-sm_90 %{ sed -e '/BAD/d' %s | llc -mtriple=nvptx64 -mcpu=sm_90 | %ptxas-verify -arch=sm_90 %}

; OPT: error: in function 'f': operand 0 of 'llvm.nvvm.bar.sync' must be a constant integer (use llvm.nvvm.barrier.sync for a barrier number in a register)
; CHECK: error: in function 'f': operand 0 of 'llvm.nvvm.bar.sync' must be a constant integer (use llvm.nvvm.barrier.sync for a barrier number in a register)
; CHECK: error: in function 'f': operand 0 of 'llvm.nvvm.texsurf.handle.internal.p1' must be a global variable (the texture, surface or sampler)
; CHECK: error: in function 'f': 'llvm.nvvm.reflect' takes the name as a constant C string (a global constant such as @name = constant [12 x i8] c"__CUDA_ARCH\00")

; OK: bar.sync 0;
; OK: mov.u64 {{%rd[0-9]+}}, tex;

@tex = addrspace(1) global i64 0
@arch = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"

define void @f(i32 %n, ptr addrspace(1) %p, ptr %s, ptr %out) {
  call void @llvm.nvvm.bar.sync(i32 %n) ; BAD
  call void @llvm.nvvm.bar.sync(i32 0)
  %bad = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) %p) ; BAD
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  store i64 %h, ptr %out
  %r = call i32 @llvm.nvvm.reflect(ptr %s) ; BAD
  %g = addrspacecast ptr addrspace(1) @arch to ptr
  %a = call i32 @llvm.nvvm.reflect(ptr %g)
  store i32 %a, ptr %out
  ret void
}

declare void @llvm.nvvm.bar.sync(i32)
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
declare i32 @llvm.nvvm.reflect(ptr)

; llvm.stacksave and llvm.stackrestore around a dynamic alloca: LLVM 19's
; NVPTX selection has no instruction for either ("Cannot select"); here they
; are stacksave/stackrestore at the pointer width, as LLVM 22's llc prints
; them, on sm_52+ with PTX ISA 7.3+ (what LLVM 22 requires, like the
; dynamic alloca). A dynamic alloca aligned no more than the stack is
; printed with the stack's alignment, 8: LLVM 19 printed 0, which ptxas
; rejects ("Alignment must be a power of two").
; CHECK lines are written by hand: the same checks serve ours and LLVM 22's llc
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx73 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK-64
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx73 %s -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if ptxas-sm_90a %{ llc -mtriple=nvptx64 -mcpu=sm_90a -O0 %s -o - | %ptxas-verify -arch=sm_90a %}
; RUN: llc -mtriple=nvptx -mcpu=sm_80 -mattr=+ptx73 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK-32
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx73 %s -o - | FileCheck %s --check-prefixes=CHECK,CHECK-64 %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX70
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_50 -mattr=+ptx73 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM50

; CHECK-LABEL: scoped(
; CHECK-64: stacksave.u64 [[SAVED:%rd[0-9]+]];
; CHECK-64: alloca.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 8;
; CHECK-64: stackrestore.u64 [[SAVED]];
; CHECK-32: stacksave.u32 [[SAVED:%r[0-9]+]];
; CHECK-32: alloca.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 8;
; CHECK-32: stackrestore.u32 [[SAVED]];
; PTX70: error: in function 'scoped': 'llvm.stacksave.p0' needs PTX ISA 7.3 or later (use -mattr=+ptx73); the target is sm_80 with PTX ISA 7.0
; PTX70: error: in function 'scoped': 'llvm.stackrestore.p0' needs PTX ISA 7.3 or later (use -mattr=+ptx73); the target is sm_80 with PTX ISA 7.0
; SM50: error: in function 'scoped': 'llvm.stacksave.p0' is not supported on sm_50 with PTX ISA 7.3; it needs sm_52+ with PTX ISA 7.3+
; SM50: error: in function 'scoped': 'llvm.stackrestore.p0' is not supported on sm_50 with PTX ISA 7.3; it needs sm_52+ with PTX ISA 7.3+
define void @scoped(i32 %n, ptr %out) {
  %saved = call ptr @llvm.stacksave.p0()
  %buffer = alloca i8, i32 %n
  store i8 1, ptr %buffer
  %v = load i8, ptr %buffer
  store i8 %v, ptr %out
  call void @llvm.stackrestore.p0(ptr %saved)
  ret void
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

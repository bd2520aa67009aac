; Instructions LLVM 19 defines without the target or PTX ISA version ptxas
; asks for: cvt.rna.tf32.f32 ("Feature '.tf32' requires .target sm_80 or
; higher") and cvta from the param state space ("requires PTX ISA .version
; 7.7 or later"): an `error:` below them (CorePtxasRules in
; NVPTXExtIntrinsicChecks.cpp), and PTX ptxas accepts at them.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks) and a few instructions of the run that compiles
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx77 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75PTX77 --implicit-check-not=error:
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx77 | FileCheck %s --check-prefix=OK
; RUN: %if ptxas-sm_80 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx77 | %ptxas-verify -arch=sm_80 %}
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:

; SM75: error: in function 'tf32': 'llvm.nvvm.f2tf32.rna' needs sm_80 or later and PTX ISA 7.0 (cvt to tf32); the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'param_to_gen': 'llvm.nvvm.ptr.param.to.gen.p0.p0' needs PTX ISA 7.7 or later (use -mattr=+ptx77) (cvta from the param state space); the target is sm_75 with PTX ISA 6.3
; SM75PTX77: error: in function 'tf32': 'llvm.nvvm.f2tf32.rna' needs sm_80 or later and PTX ISA 7.0 (cvt to tf32); the target is sm_75 with PTX ISA 7.7
; SM80: error: in function 'param_to_gen': 'llvm.nvvm.ptr.param.to.gen.p0.p0' needs PTX ISA 7.7 or later (use -mattr=+ptx77) (cvta from the param state space); the target is sm_80 with PTX ISA 7.0

; OK: cvt.rna.tf32.f32
; OK: cvta.param.u64

define void @tf32(float %x, ptr %out) {
  %r = call i32 @llvm.nvvm.f2tf32.rna(float %x)
  store i32 %r, ptr %out
  ret void
}

define void @param_to_gen(ptr %p, ptr %out) {
  %r = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p0(ptr %p)
  store ptr %r, ptr %out
  ret void
}

declare i32 @llvm.nvvm.f2tf32.rna(float)
declare ptr @llvm.nvvm.ptr.param.to.gen.p0.p0(ptr)

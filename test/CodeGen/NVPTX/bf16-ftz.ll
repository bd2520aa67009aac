; bf16 under flush-to-zero (clang's -fgpu-flush-denormals-to-zero writes
; "denormal-fp-math-f32"="preserve-sign"): PTX has no .ftz form of any bf16
; or bf16x2 instruction (add, sub, mul, fma, min, max, neg, setp, set), and
; cvt.ftz.f32.bf16 only from sm_90; LLVM 19 selected all of them and ptxas
; rejected the PTX ("Illegal modifier '.ftz'", "Feature 'cvt with
; .f32.bf16.ftz' requires .target sm_90 or higher"). The plain forms are
; selected, as LLVM 22 does; f32 keeps .ftz.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx71 %s -o - | FileCheck %s --check-prefixes=CHECK,SM80 --implicit-check-not=ftz.bf16 --implicit-check-not=ftz.f32.bf16
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx78 %s -o - | FileCheck %s --check-prefixes=CHECK,SM90 --implicit-check-not=ftz.bf16 --implicit-check-not=ftz.f32.bf16
; RUN: %if ptxas-sm_80 %{ llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx71 %s -o - | %ptxas-verify -arch=sm_80 %}
; RUN: %if ptxas-sm_86 %{ llc -mtriple=nvptx64 -mcpu=sm_86 -mattr=+ptx71 %s -o - | %ptxas-verify -arch=sm_86 %}
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 -mattr=+ptx78 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if ptxas-sm_100a %{ llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx86 %s -o - | %ptxas-verify -arch=sm_100a %}

; CHECK-LABEL: .visible .func (.param .b32 func_retval0) ext(
; CHECK: cvt.f32.bf16
; CHECK: add.rn.ftz.f32
define float @ext(bfloat %a, float %b) #0 {
  %e = fpext bfloat %a to float
  %r = fadd float %e, %b
  ret float %r
}

; sm_80 has bf16 fma, min, max and neg but adds and multiplies in f32.
; CHECK-LABEL: arith(
; SM80: cvt.f32.bf16
; SM80: add.rn.ftz.f32
; SM80: mul.rn.ftz.f32
; SM90: add.rn.bf16
; SM90: mul.rn.bf16
; CHECK: fma.rn.bf16
; CHECK: min.bf16
; CHECK: max.bf16
; CHECK: neg.bf16
define bfloat @arith(bfloat %a, bfloat %b, bfloat %c) #0 {
  %s = fadd bfloat %a, %b
  %m = fmul bfloat %s, %c
  %f = call bfloat @llvm.fma.bf16(bfloat %m, bfloat %b, bfloat %c)
  %lo = call bfloat @llvm.minnum.bf16(bfloat %f, bfloat %a)
  %hi = call bfloat @llvm.maxnum.bf16(bfloat %lo, bfloat %b)
  %n = fneg bfloat %hi
  ret bfloat %n
}

; CHECK-LABEL: arith2(
; SM80: add.rn.ftz.f32
; SM90: add.rn.bf16x2
; SM90: mul.rn.bf16x2
; CHECK: fma.rn.bf16x2
; CHECK: min.bf16x2
; CHECK: max.bf16x2
; CHECK: neg.bf16x2
define <2 x bfloat> @arith2(<2 x bfloat> %a, <2 x bfloat> %b, <2 x bfloat> %c) #0 {
  %s = fadd <2 x bfloat> %a, %b
  %m = fmul <2 x bfloat> %s, %c
  %f = call <2 x bfloat> @llvm.fma.v2bf16(<2 x bfloat> %m, <2 x bfloat> %b, <2 x bfloat> %c)
  %lo = call <2 x bfloat> @llvm.minnum.v2bf16(<2 x bfloat> %f, <2 x bfloat> %a)
  %hi = call <2 x bfloat> @llvm.maxnum.v2bf16(<2 x bfloat> %lo, <2 x bfloat> %b)
  %n = fneg <2 x bfloat> %hi
  ret <2 x bfloat> %n
}

; Comparisons: setp on sm_90 (bf16 compares through f32 below it).
; CHECK-LABEL: cmp(
; SM90: setp.lt.bf16
; SM80: setp.lt.ftz.f32
define i1 @cmp(bfloat %a, bfloat %b) #0 {
  %c = fcmp olt bfloat %a, %b
  ret i1 %c
}

; AtomicExpand's compare-and-swap loop for a bf16 fadd below sm_90 adds in
; f32 after an fpext.
; CHECK-LABEL: atomic_add(
; SM80: cvt.f32.bf16
; SM80: add.rn.ftz.f32
; SM80: atom.relaxed.sys.global.cas.b32
; SM90: atom.global.add.noftz.bf16
define bfloat @atomic_add(ptr addrspace(1) %p, bfloat %v) #0 {
  %old = atomicrmw fadd ptr addrspace(1) %p, bfloat %v monotonic
  ret bfloat %old
}

declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
declare bfloat @llvm.minnum.bf16(bfloat, bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
declare <2 x bfloat> @llvm.fma.v2bf16(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.minnum.v2bf16(<2 x bfloat>, <2 x bfloat>)
declare <2 x bfloat> @llvm.maxnum.v2bf16(<2 x bfloat>, <2 x bfloat>)

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }

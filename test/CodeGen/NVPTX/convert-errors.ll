; Misuse of the conversion and scalar arithmetic intrinsics: a target that
; lacks the instruction, a PTX ISA version too old for it, a non-constant
; dp2a half, a declaration with another signature than LLVM 22's and a
; misspelt name each get an `error:` naming the intrinsic and what it
; needs (exit status 1), never "Cannot select". What a target lacks
; follows LLVM 22 (sm_89 has e4m3/e5m2 from PTX ISA 8.1; the 4-bit formats
; are family-specific; .rs is sm_100a/sm_103a only, from PTX ISA 8.7), except
; f2f16 .relu, which ptxas rejects below sm_80 and PTX ISA 7.0. opt checks
; what does not depend on the target, and stops at its first error.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SM75,ALL --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_89 %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SM89,ALL --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SM100A,ALL --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=SM120A,ALL --implicit-check-not=error:
; RUN: not opt -mtriple=nvptx64 -passes=nvptx-ext-intrinsic-checks %s -disable-output 2>&1 | FileCheck %s --check-prefix=OPT --implicit-check-not=error:

; SM75: error: in function 'fp4': 'llvm.nvvm.ff.to.e2m1x2.rn.satfinite' is not supported on sm_75 with PTX ISA 6.3; it needs sm_100f with PTX ISA 8.6+, or sm_101f with PTX ISA 8.6+, or sm_110f with PTX ISA 9.0+, or sm_120f with PTX ISA 8.7+
; SM89: error: in function 'fp4': 'llvm.nvvm.ff.to.e2m1x2.rn.satfinite' is not supported on sm_89 with PTX ISA 7.8; it needs sm_100f with PTX ISA 8.6+, or sm_101f with PTX ISA 8.6+, or sm_110f with PTX ISA 9.0+, or sm_120f with PTX ISA 8.7+
define void @fp4(float %a, float %b, ptr %out) {
  %v = call i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float %a, float %b)
  store i16 %v, ptr %out
  ret void
}

; SM75: error: in function 'fp8': 'llvm.nvvm.ff.to.e4m3x2.rn' is not supported on sm_75 with PTX ISA 6.3; it needs sm_89+ with PTX ISA 8.1+, or sm_90+ with PTX ISA 7.8+
; SM89: error: in function 'fp8': 'llvm.nvvm.ff.to.e4m3x2.rn' needs PTX ISA 8.1 or later (use -mattr=+ptx81); the target is sm_89 with PTX ISA 7.8
define void @fp8(float %a, float %b, ptr %out) {
  %v = call i16 @llvm.nvvm.ff.to.e4m3x2.rn(float %a, float %b)
  store i16 %v, ptr %out
  ret void
}

; SM75: error: in function 'rs': 'llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite' is not supported on sm_75 with PTX ISA 6.3; it needs sm_100a with PTX ISA 8.7+, or sm_103a with PTX ISA 8.8+
; SM89: error: in function 'rs': 'llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite' is not supported on sm_89 with PTX ISA 7.8; it needs sm_100a with PTX ISA 8.7+, or sm_103a with PTX ISA 8.8+
; SM100A: error: in function 'rs': 'llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite' needs PTX ISA 8.7 or later (use -mattr=+ptx87); the target is sm_100a with PTX ISA 8.6
; SM120A: error: in function 'rs': 'llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite' is not supported on sm_120a with PTX ISA 8.7; it needs sm_100a with PTX ISA 8.7+, or sm_103a with PTX ISA 8.8+
define void @rs(<4 x float> %a, i32 %rbits, ptr %out) {
  %v = call <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float> %a, i32 %rbits)
  store <4 x i8> %v, ptr %out
  ret void
}

; SM75: error: in function 'relu': 'llvm.nvvm.f2f16.rn.relu' is not supported on sm_75 with PTX ISA 6.3; it needs sm_80+ with PTX ISA 7.0+
define void @relu(float %a, ptr %out) {
  %v = call half @llvm.nvvm.f2f16.rn.relu(float %a)
  store half %v, ptr %out
  ret void
}

; SM75: error: in function 'satfinite': 'llvm.nvvm.f2f16.rz.satfinite' is not supported on sm_75 with PTX ISA 6.3; it needs sm_80+ with PTX ISA 8.1+
; SM89: error: in function 'satfinite': 'llvm.nvvm.f2f16.rz.satfinite' needs PTX ISA 8.1 or later (use -mattr=+ptx81); the target is sm_89 with PTX ISA 7.8
define void @satfinite(float %a, ptr %out) {
  %v = call half @llvm.nvvm.f2f16.rz.satfinite(float %a)
  store half %v, ptr %out
  ret void
}

; SM75: error: in function 'bmsk': 'llvm.nvvm.bmsk.wrap' needs PTX ISA 7.6 or later (use -mattr=+ptx76); the target is sm_75 with PTX ISA 6.3
define void @bmsk(i32 %a, i32 %b, ptr %out) {
  %v = call i32 @llvm.nvvm.bmsk.wrap(i32 %a, i32 %b)
  store i32 %v, ptr %out
  ret void
}

; OPT: error: in function 'dp2a_half': operand 2 of 'llvm.nvvm.idp2a.s.u' must be a constant integer (immarg)
; ALL: error: in function 'dp2a_half': operand 2 of 'llvm.nvvm.idp2a.s.u' must be a constant integer (immarg)
define void @dp2a_half(i32 %a, i32 %b, i1 %hi, i32 %c, ptr %out) {
  %v = call i32 @llvm.nvvm.idp2a.s.u(i32 %a, i32 %b, i1 %hi, i32 %c)
  store i32 %v, ptr %out
  ret void
}

; ALL: error: in function 'signature': 'llvm.nvvm.f2bf16.rn.satfinite' is declared as 'float (float)'; its signature is 'bfloat (float)'
define void @signature(float %a, ptr %out) {
  %v = call float @llvm.nvvm.f2bf16.rn.satfinite(float %a)
  store float %v, ptr %out
  ret void
}

; ALL: error: in function 'misspelt': unknown NVVM intrinsic 'llvm.nvvm.add.rn.sat.ftz.f': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.add.rn.sat.f'?
define void @misspelt(float %a, float %b, ptr %out) {
  %v = call float @llvm.nvvm.add.rn.sat.ftz.f(float %a, float %b)
  store float %v, ptr %out
  ret void
}

declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32)
declare half @llvm.nvvm.f2f16.rn.relu(float)
declare half @llvm.nvvm.f2f16.rz.satfinite(float)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32)
declare i32 @llvm.nvvm.idp2a.s.u(i32, i32, i1, i32)
declare float @llvm.nvvm.f2bf16.rn.satfinite(float)
declare float @llvm.nvvm.add.rn.sat.ftz.f(float, float)

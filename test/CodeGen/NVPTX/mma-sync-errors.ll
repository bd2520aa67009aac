; Misused warp MMA intrinsics of NVPTXMmaSync.td get an `error:` and exit
; status 1 (LLVM 22's llc fails on a target without the form with "Cannot
; select", and on a bad selector in its IR verifier).
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; m16n8k32 FP8 with an f16 accumulator: sm_89 and PTX ISA 8.7, where LLVM
; 22 takes 8.4 and ptxas does not ("Feature 'mma with FP8 floating point
; type and FP16 accumulation' requires PTX ISA .version 8.7 or later").
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_89 -mattr=+ptx84 %t/f16acc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=F16ACC-PTX84
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx87 %t/f16acc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=F16ACC-SM80
; RUN: llc -mtriple=nvptx64 -mcpu=sm_89 -mattr=+ptx87 %t/f16acc.ll -o %t/f16acc.ptx
; RUN: %if ptxas-sm_89 %{ %ptxas-verify -arch=sm_89 < %t/f16acc.ptx %}
; F16ACC-PTX84: error: in function 'k': 'llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16' needs PTX ISA 8.7 or later (use -mattr=+ptx87); the target is sm_89 with PTX ISA 8.4
; F16ACC-SM80: error: in function 'k': 'llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16' is not supported on sm_80 with PTX ISA 8.7; it needs sm_89+ with PTX ISA 8.7+
; The same with an f32 accumulator is PTX ISA 8.4.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_89 -mattr=+ptx84 %t/f32acc.ll -o %t/f32acc.ptx
; RUN: %if ptxas-sm_89 %{ %ptxas-verify -arch=sm_89 < %t/f32acc.ptx %}
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_89 -mattr=+ptx83 %t/f32acc.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=F32ACC-PTX83
; F32ACC-PTX83: error: in function 'k': 'llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32' needs PTX ISA 8.4 or later (use -mattr=+ptx84); the target is sm_89 with PTX ISA 8.3

; kind::f8f6f4: sm_120a with PTX ISA 8.7, the sm_12x family-specific
; targets with 8.8; not sm_120 or sm_100a.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120 %t/kind.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND-SM120
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/kind.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND-SM100A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_121a -mattr=-ptx88,+ptx87 %t/kind.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND-SM121A-PTX87
; KIND-SM120: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32' is not supported on sm_120 with PTX ISA 8.7; it needs sm_120a with PTX ISA 8.7+, or sm_120f with PTX ISA 8.8+
; KIND-SM100A: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32' is not supported on sm_100a with PTX ISA 8.6
; KIND-SM121A-PTX87: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32' needs PTX ISA 8.8 or later (use -mattr=+ptx88); the target is sm_121a with PTX ISA 8.7

; mma.sp needs PTX ISA 7.1 (sm_80 defaults to 7.0), the ordered metadata
; 8.5; the f64 shapes sm_90.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %t/sparse.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPARSE-PTX70
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx84 %t/sparse.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPARSE-PTX84
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_89 -mattr=+ptx87 %t/f64.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=F64
; SPARSE-PTX70: error: in function 'k': 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16' needs PTX ISA 7.1 or later (use -mattr=+ptx71); the target is sm_80 with PTX ISA 7.0
; SPARSE-PTX70: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16' needs PTX ISA 8.5 or later (use -mattr=+ptx85); the target is sm_80 with PTX ISA 7.0
; SPARSE-PTX84-NOT: 'llvm.nvvm.mma.sp.m16n8k16
; SPARSE-PTX84: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16' needs PTX ISA 8.5 or later (use -mattr=+ptx85); the target is sm_80 with PTX ISA 8.4
; F64: error: in function 'k': 'llvm.nvvm.mma.m16n8k8.row.col.f64' is not supported on sm_89 with PTX ISA 8.7; it needs sm_90+ with PTX ISA 7.8+

; The sparsity selector is a constant in the range of the shape and type
; (0-3, 0-1 or 0), in llc and in opt (which stops at the first error).
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx85 %t/selector.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SELECTOR
; RUN: not opt -S -mtriple=nvptx64 -passes='default<O3>' %t/selector.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 -mattr=+ptx85 %t/nonconst.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONCONST
; SELECTOR-DAG: error: in function 'k4': operand 7 of 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16' is 4; it must be in [0, 3]
; SELECTOR-DAG: error: in function 'k2': operand 13 of 'llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.bf16' is 2; it must be in [0, 1]
; SELECTOR-DAG: error: in function 'k1': operand 13 of 'llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8' is 1; it must be 0
; SELECTOR-DAG: error: in function 'kneg': operand 7 of 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16' is -1; it must be in [0, 3]
; OPT: error: in function 'kneg': operand 7 of 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16' is -1; it must be in [0, 3]
; NONCONST: error: in function 'k': operand 9 of 'llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32' must be a constant integer (immarg)

; Declarations that differ from LLVM 22's, and names that look like one of
; these intrinsics but are none (an f16 form named by A and B, mixed
; accumulators, kind::f8f6f4 with the plain sparse metadata, a dense K of
; the sparse shapes).
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/types.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPES
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; TYPES: error: in function 'acc': 'llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16' is declared as '{ float, float, float, float } (i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)'; its signature is '{ <2 x half>, <2 x half> } (i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)'
; TYPES: error: in function 'f64': 'llvm.nvvm.mma.m16n8k4.row.col.f64' is declared as '{ double, double, double, double } (double, double, double, double, double, double)'; its signature is '{ double, double, double, double } (double, double, double, double, double, double, double)'
; TYPES: error: in function 'half': 'llvm.nvvm.mma.sp.m16n8k16.row.col.bf16' is declared as '{ float, float, float, float } (<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32)'; its signature is '{ float, float, float, float } (i32, i32, i32, i32, float, float, float, float, i32, i32)'
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.mma.sp.m16n8k16.row.col.f16'
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f32'
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.mma.sp.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e2m1.f32'
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e4m3.f32'

;--- f16acc.ll
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
define void @k(i32 %a, <2 x half> %c, ptr %out) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %c, <2 x half> %c)
  store {<2 x half>, <2 x half>} %r, ptr %out
  ret void
}

;--- f32acc.ll
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)
define void @k(i32 %a, float %c, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c)
  store {float, float, float, float} %r, ptr %out
  ret void
}

;--- kind.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
define void @k(i32 %a, float %c, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 0)
  store {float, float, float, float} %r, ptr %out
  ret void
}

;--- sparse.ll
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
define void @k(<2 x half> %a, i32 %m, ptr %out) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, i32 %m, i32 3)
  %s = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, i32 %m, i32 3)
  store {<2 x half>, <2 x half>} %r, ptr %out
  %p = getelementptr i8, ptr %out, i64 8
  store {<2 x half>, <2 x half>} %s, ptr %p
  ret void
}

;--- f64.ll
declare {double, double, double, double} @llvm.nvvm.mma.m16n8k8.row.col.f64(double, double, double, double, double, double, double, double, double, double)
define void @k(double %a, ptr %out) {
  %r = call {double, double, double, double} @llvm.nvvm.mma.m16n8k8.row.col.f64(double %a, double %a, double %a, double %a, double %a, double %a, double %a, double %a, double %a, double %a)
  store {double, double, double, double} %r, ptr %out
  ret void
}

;--- selector.ll
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare {i32, i32, i32, i32} @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg)
define void @k4(<2 x half> %a, i32 %m, ptr %out) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, i32 %m, i32 4)
  store {<2 x half>, <2 x half>} %r, ptr %out
  ret void
}
define void @k2(i32 %a, float %c, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.bf16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 2)
  store {float, float, float, float} %r, ptr %out
  ret void
}
define void @k1(i32 %a, ptr %out) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 1)
  store {i32, i32, i32, i32} %r, ptr %out
  ret void
}
define void @kneg(<2 x half> %a, i32 %m, ptr %out) {
  %r = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, i32 %m, i32 -1)
  store {<2 x half>, <2 x half>} %r, ptr %out
  ret void
}

;--- nonconst.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32)
define void @k(<2 x half> %a, float %c, i32 %m, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, i32 %m, i32 %m)
  store {float, float, float, float} %r, ptr %out
  ret void
}

;--- types.ll
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
declare {double, double, double, double} @llvm.nvvm.mma.m16n8k4.row.col.f64(double, double, double, double, double, double)
declare {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.bf16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg)
define void @acc(i32 %a, <2 x half> %c, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %c, <2 x half> %c)
  store {float, float, float, float} %r, ptr %out
  ret void
}
define void @f64(double %a, ptr %out) {
  %r = call {double, double, double, double} @llvm.nvvm.mma.m16n8k4.row.col.f64(double %a, double %a, double %a, double %a, double %a, double %a)
  store {double, double, double, double} %r, ptr %out
  ret void
}
define void @half(<2 x half> %a, float %c, i32 %m, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k16.row.col.bf16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, i32 %m, i32 0)
  store {float, float, float, float} %r, ptr %out
  ret void
}

;--- unknown.ll
declare {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>)
declare {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg)
declare {float, float, float, float} @llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float)
define void @k(<2 x half> %h, i32 %a, float %c, ptr %out) {
  %r0 = call {<2 x half>, <2 x half>} @llvm.nvvm.mma.sp.m16n8k16.row.col.f16(<2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, <2 x half> %h, i32 %a, i32 0)
  store {<2 x half>, <2 x half>} %r0, ptr %out
  %r1 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, <2 x half> %h, <2 x half> %h)
  store {float, float, float, float} %r1, ptr %out
  %r2 = call {float, float, float, float} @llvm.nvvm.mma.sp.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e2m1.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 0)
  store {float, float, float, float} %r2, ptr %out
  %r3 = call {float, float, float, float} @llvm.nvvm.mma.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c)
  store {float, float, float, float} %r3, ptr %out
  ret void
}

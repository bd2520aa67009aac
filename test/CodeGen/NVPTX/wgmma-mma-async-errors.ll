; Misused wgmma.mma_async intrinsics get an `error:` and exit status 1.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; Targets without wgmma, and a PTX ISA version below 8.0.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=-ptx80,+ptx78 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX78
; SM90: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16' is not supported on sm_90 with PTX ISA 7.8; it needs sm_90a with PTX ISA 8.0+
; SM100A: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16' is not supported on sm_100a with PTX ISA 8.6; it needs sm_90a with PTX ISA 8.0+
; PTX78: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90a with PTX ISA 7.8

; Mixed s8/u8 inputs need PTX ISA 8.4.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/mixed.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIXED
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx84 %t/mixed.ll -o /dev/null
; MIXED: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.u8' needs PTX ISA 8.4 or later (use -mattr=+ptx84); the target is sm_90a with PTX ISA 8.0

; Immediates outside what PTX allows, or not constant.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/scale.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALE
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/transpose.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/nonconst.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONCONST
; SCALE: error: in function 'k': operand 7 of 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16' is 0; it must be one of -1, 1
; TRANSPOSE: error: in function 'k': operand 12 of 'llvm.nvvm.wgmma.mma_async.rs.m64n8k16.f32.bf16.bf16' is 2; it must be in [0, 1]
; NONCONST: error: in function 'k': operand 9 of 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16' must be a constant integer (immarg)

; Wrong operand count and wrong operand or result types.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/count.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/type.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPE
; COUNT: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.s8' is declared as '{ i32, i32, i32, i32 } (i64, i64, i32, i32, i32, i32, i1, i32, i32)'; its signature is '{ i32, i32, i32, i32 } (i64, i64, i32, i32, i32, i32, i1)'
; TYPE: error: in function 'k': 'llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16' is declared as '{ half, half } (i64, i64, half, half, i1, i32, i32, i32, i32)'; its signature is '{ <2 x half>, <2 x half> } (i64, i64, <2 x half>, <2 x half>, i1, i32, i32, i32, i32)'

; A form outside the lattice is an unknown intrinsic.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.wgmma.mma_async.ss.m64n12k16.f32.f16.f16': neither LLVM 19 nor the nvptx-atoms extension defines it

;--- ok.ll
declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
define void @k(i64 %a, i64 %b, float %c) {
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c, float %c, float %c, float %c, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}

;--- mixed.ll
declare {i32, i32, i32, i32} @llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.u8(i64, i64, i32, i32, i32, i32, i1)
define void @k(i64 %a, i64 %b, i32 %c) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.u8(i64 %a, i64 %b, i32 %c, i32 %c, i32 %c, i32 %c, i1 true)
  ret void
}

;--- scale.ll
declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg, i32 immarg)
define void @k(i64 %a, i64 %b, float %c) {
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c, float %c, float %c, float %c, i1 true, i32 0, i32 1, i32 0, i32 0)
  ret void
}

;--- transpose.ll
declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.rs.m64n8k16.f32.bf16.bf16(i32, i32, i32, i32, i64, float, float, float, float, i1, i32 immarg, i32 immarg, i32 immarg)
define void @k(i32 %a, i64 %b, float %c) {
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.rs.m64n8k16.f32.bf16.bf16(i32 %a, i32 %a, i32 %a, i32 %a, i64 %b, float %c, float %c, float %c, float %c, i1 true, i32 1, i32 -1, i32 2)
  ret void
}

;--- nonconst.ll
declare {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64, i64, float, float, float, float, i1, i32, i32, i32, i32)
define void @k(i64 %a, i64 %b, float %c, i32 %t) {
  %r = call {float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f32.f16.f16(i64 %a, i64 %b, float %c, float %c, float %c, float %c, i1 true, i32 1, i32 1, i32 %t, i32 0)
  ret void
}

;--- count.ll
declare {i32, i32, i32, i32} @llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.s8(i64, i64, i32, i32, i32, i32, i1, i32, i32)
define void @k(i64 %a, i64 %b, i32 %c) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.wgmma.mma_async.ss.m64n8k32.s32.s8.s8(i64 %a, i64 %b, i32 %c, i32 %c, i32 %c, i32 %c, i1 true, i32 1, i32 1)
  ret void
}

;--- type.ll
declare {half, half} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(i64, i64, half, half, i1, i32, i32, i32, i32)
define void @k(i64 %a, i64 %b, half %c) {
  %r = call {half, half} @llvm.nvvm.wgmma.mma_async.ss.m64n8k16.f16.f16.f16(i64 %a, i64 %b, half %c, half %c, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}

;--- unknown.ll
declare {float, float, float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n12k16.f32.f16.f16(i64, i64, float, float, float, float, float, float, i1, i32, i32, i32, i32)
define void @k(i64 %a, i64 %b, float %c) {
  %r = call {float, float, float, float, float, float} @llvm.nvvm.wgmma.mma_async.ss.m64n12k16.f32.f16.f16(i64 %a, i64 %b, float %c, float %c, float %c, float %c, float %c, float %c, i1 true, i32 1, i32 1, i32 0, i32 0)
  ret void
}

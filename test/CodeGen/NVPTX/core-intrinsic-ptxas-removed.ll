; LLVM 19's instructions for vote without .sync and for floating-point
; wmma.mma with .satfinite carry no upper bound, but ptxas rejects them on
; sm_70 and later from PTX ISA 6.4 ("Instruction 'vote' without '.sync' is
; not supported on .target sm_70 and higher from PTX ISA version 6.4") and
; from PTX ISA 6.5 on ("... with '.satfinite' is not supported starting
; from PTX ISA version 6.5"): an `error:` there (CorePtxasRules in
; NVPTXExtIntrinsicChecks.cpp). sm_75 with its default PTX ISA 6.3 has both;
; sm_90a with -mattr=+ptx70 gets PTX ISA 8.0, the least sm_90a takes.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks) and a few instructions of the run that compiles
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_75 | FileCheck %s --check-prefix=OK
; RUN: %if ptxas-sm_75 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_75 | %ptxas-verify -arch=sm_75 %}
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX64 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -mattr=+ptx65 -o /dev/null 2>&1 | FileCheck %s --check-prefixes=PTX64,PTX65 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx70 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_100a -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A --implicit-check-not=error:

; OK: vote.all.pred
; OK: vote.any.pred
; OK: vote.uni.pred
; OK: vote.ballot.b32
; OK: wmma.mma.sync.aligned.row.row.m16n16k16.f32.f32.satfinite

; PTX64: error: in function 'vote_all': 'llvm.nvvm.vote.all' is not supported on sm_70 or later with PTX ISA 6.4 or later (vote without .sync); the target is sm_75 with PTX ISA 6.
; PTX64: error: in function 'vote_any': 'llvm.nvvm.vote.any' is not supported on sm_70 or later with PTX ISA 6.4 or later (vote without .sync); the target is sm_75 with PTX ISA 6.
; PTX64: error: in function 'vote_uni': 'llvm.nvvm.vote.uni' is not supported on sm_70 or later with PTX ISA 6.4 or later (vote without .sync); the target is sm_75 with PTX ISA 6.
; PTX64: error: in function 'vote_ballot': 'llvm.nvvm.vote.ballot' is not supported on sm_70 or later with PTX ISA 6.4 or later (vote without .sync); the target is sm_75 with PTX ISA 6.
; PTX65: error: in function 'wmma_satfinite': 'llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite' is not supported with PTX ISA 6.5 or later (PTX ISA 6.5 removed .satfinite from floating-point wmma.mma); the target is sm_75 with PTX ISA 6.5

; SM90A-COUNT-4: error: in function 'vote_{{[a-z]+}}': {{.*}} is not supported on sm_70 or later with PTX ISA 6.4 or later (vote without .sync); the target is sm_90a with PTX ISA 8.0
; SM90A: error: in function 'wmma_satfinite': {{.*}}; the target is sm_90a with PTX ISA 8.0
; SM100A-COUNT-4: error: in function 'vote_{{[a-z]+}}': {{.*}}; the target is sm_100a with PTX ISA 8.6
; SM100A: error: in function 'wmma_satfinite': {{.*}}; the target is sm_100a with PTX ISA 8.6

define void @vote_all(i1 %p, ptr %out) {
  %r = call i1 @llvm.nvvm.vote.all(i1 %p)
  store i1 %r, ptr %out
  ret void
}

define void @vote_any(i1 %p, ptr %out) {
  %r = call i1 @llvm.nvvm.vote.any(i1 %p)
  store i1 %r, ptr %out
  ret void
}

define void @vote_uni(i1 %p, ptr %out) {
  %r = call i1 @llvm.nvvm.vote.uni(i1 %p)
  store i1 %r, ptr %out
  ret void
}

define void @vote_ballot(i1 %p, ptr %out) {
  %r = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  store i32 %r, ptr %out
  ret void
}

define void @wmma_satfinite(<2 x half> %a, float %c, ptr %out) {
  %d = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float %c, float %c, float %c, float %c, float %c, float %c, float %c, float %c)
  %e = extractvalue { float, float, float, float, float, float, float, float } %d, 0
  store float %e, ptr %out
  ret void
}

declare i1 @llvm.nvvm.vote.all(i1)
declare i1 @llvm.nvvm.vote.any(i1)
declare i1 @llvm.nvvm.vote.uni(i1)
declare i32 @llvm.nvvm.vote.ballot(i1)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)

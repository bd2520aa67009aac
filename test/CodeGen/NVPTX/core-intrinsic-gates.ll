; LLVM 19's own intrinsics on a CPU or PTX ISA version their instruction
; patterns do not allow: an `error:` naming what the patterns' predicates
; need (the table is generated from them at build time:
; utils/gen-core-intrinsic-gates.py), exit status 1, where LLVM 19 alone
; stops with "Cannot select" and a stack dump. A Pat<> counts the
; predicates of the instruction it produces (cvt ... .relu). setmaxnreg
; compiles on every architecture- or family-specific target from sm_90a on,
; as with LLVM 22's llc, and ptxas accepts it there.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks) and a few instructions of the run that compiles
; RUN: not llc < %s -mtriple=nvptx64 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOCPU --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_60 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM60 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_75 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_100 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100 --implicit-check-not=error:
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a | FileCheck %s --check-prefix=OK
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s --check-prefix=OK
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_120a | FileCheck %s --check-prefix=OK
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas-verify -arch=sm_100a %}
; RUN: %if ptxas-sm_120a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_120a | %ptxas-verify -arch=sm_120a %}
; RUN: %if llc22 %{ %llc22 < %s -mtriple=nvptx64 -mcpu=sm_100a | FileCheck %s --check-prefix=OK %}

; OK: activemask.b32
; OK: bar.warp.sync
; OK: wmma.load.a.sync.aligned.row.m16n16k16.f16
; OK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
; OK: cvt.rn.relu.bf16x2.f32
; OK: setmaxnreg.inc.sync.aligned.u32 128;

; NOCPU: error: in function 'activemask': 'llvm.nvvm.activemask' needs PTX ISA 6.2 or later (use -mattr=+ptx62); the target is sm_30 with PTX ISA 6.0
; NOCPU: error: in function 'wmma_load': 'llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0' needs sm_70 or later and PTX ISA 6.0; the target is sm_30 with PTX ISA 6.0
; NOCPU: error: in function 'mma_f32': 'llvm.nvvm.mma.m16n8k16.row.col.f32.f32' needs sm_80 or later and PTX ISA 7.0; the target is sm_30 with PTX ISA 6.0
; NOCPU: error: in function 'cvt_relu': 'llvm.nvvm.ff2bf16x2.rn.relu' needs sm_80 or later and PTX ISA 7.0; the target is sm_30 with PTX ISA 6.0
; NOCPU: error: in function 'setmaxnreg': 'llvm.nvvm.setmaxnreg.inc.sync.aligned.u32' needs an architecture- or family-specific target of sm_90 or later and PTX ISA 8.0, or sm_90a and PTX ISA 8.0; the target is sm_30 with PTX ISA 6.0

; SM60: error: in function 'activemask': 'llvm.nvvm.activemask' needs PTX ISA 6.2 or later (use -mattr=+ptx62); the target is sm_60 with PTX ISA 5.0
; SM60: error: in function 'bar_warp_sync': 'llvm.nvvm.bar.warp.sync' needs PTX ISA 6.0 or later (use -mattr=+ptx60); the target is sm_60 with PTX ISA 5.0
; SM60: error: in function 'wmma_load': 'llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0' needs sm_70 or later and PTX ISA 6.0; the target is sm_60 with PTX ISA 5.0
; SM60: error: in function 'mma_f32': 'llvm.nvvm.mma.m16n8k16.row.col.f32.f32' needs sm_80 or later and PTX ISA 7.0; the target is sm_60 with PTX ISA 5.0
; SM60: error: in function 'cvt_relu': 'llvm.nvvm.ff2bf16x2.rn.relu' needs sm_80 or later and PTX ISA 7.0; the target is sm_60 with PTX ISA 5.0
; SM60: error: in function 'setmaxnreg': 'llvm.nvvm.setmaxnreg.inc.sync.aligned.u32' needs an architecture- or family-specific target of sm_90 or later and PTX ISA 8.0, or sm_90a and PTX ISA 8.0; the target is sm_60 with PTX ISA 5.0

; SM75: error: in function 'mma_f32': 'llvm.nvvm.mma.m16n8k16.row.col.f32.f32' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'cvt_relu': 'llvm.nvvm.ff2bf16x2.rn.relu' needs sm_80 or later and PTX ISA 7.0; the target is sm_75 with PTX ISA 6.3
; SM75: error: in function 'setmaxnreg': 'llvm.nvvm.setmaxnreg.inc.sync.aligned.u32' needs an architecture- or family-specific target of sm_90 or later and PTX ISA 8.0, or sm_90a and PTX ISA 8.0; the target is sm_75 with PTX ISA 6.3

; SM90: error: in function 'setmaxnreg': 'llvm.nvvm.setmaxnreg.inc.sync.aligned.u32' needs an architecture- or family-specific target of sm_90 or later and PTX ISA 8.0, or sm_90a and PTX ISA 8.0; the target is sm_90 with PTX ISA 7.8

; SM100: error: in function 'setmaxnreg': 'llvm.nvvm.setmaxnreg.inc.sync.aligned.u32' needs an architecture- or family-specific target of sm_90 or later and PTX ISA 8.0, or sm_90a and PTX ISA 8.0; the target is sm_100 with PTX ISA 8.6

define void @activemask(ptr %out) {
  %m = call i32 @llvm.nvvm.activemask()
  store i32 %m, ptr %out
  ret void
}

define void @bar_warp_sync(i32 %m) {
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  ret void
}

define void @wmma_load(ptr %p, ptr %out) {
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr %p)
  %e = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store <2 x half> %e, ptr %out
  ret void
}

define void @mma_f32(<2 x half> %a, <2 x half> %b, float %c, ptr %out) {
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %b, <2 x half> %b, float %c, float %c, float %c, float %c)
  %e = extractvalue { float, float, float, float } %d, 0
  store float %e, ptr %out
  ret void
}

define void @cvt_relu(float %a, float %b, ptr %out) {
  %v = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float %a, float %b)
  store <2 x bfloat> %v, ptr %out
  ret void
}

define void @setmaxnreg() {
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 128)
  ret void
}

declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.f16.p0(ptr)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float, float)
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg)

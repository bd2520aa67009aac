; Misused block-scaled mma.sync intrinsics get an `error:` and exit status 1
; (LLVM 22's llc fails here with "Cannot select").
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; Targets without the instruction, and PTX ISA versions below what the
; target needs for it.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_121a -mattr=-ptx88,+ptx87 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM121A-PTX87
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a -mattr=-ptx87,+ptx86 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A-PTX86
; SM100A: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0' is not supported on sm_100a with PTX ISA 8.6; it needs sm_120a with PTX ISA 8.7+, or sm_120f with PTX ISA 8.8+
; SM120: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0' is not supported on sm_120 with PTX ISA 8.7
; SM90A: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0' is not supported on sm_90a with PTX ISA 8.0
; SM121A-PTX87: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0' needs PTX ISA 8.8 or later (use -mattr=+ptx88); the target is sm_121a with PTX ISA 8.7
; SM120A-PTX86: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0' needs PTX ISA 8.7 or later (use -mattr=+ptx87); the target is sm_120a with PTX ISA 8.6

; Sparse FP4 forms need the architecture-specific target: ptxas rejects
; them on sm_120f and sm_121f (LLVM 22 emits them there all the same).
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120f %t/ok-sparse.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPF4
; RUN: llc -mtriple=nvptx64 -mcpu=sm_121a %t/ok-sparse.ll -o /dev/null
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_121f %t/ok-sparse.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPF4-121F
; SPF4: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0' is not supported on sm_120f with PTX ISA 8.8; it needs sm_120a with PTX ISA 8.7+, or sm_121a with PTX ISA 8.7+
; SPF4-121F: error: in function 'k': 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0' is not supported on sm_121f

; The sparsity selector must be the constant 0.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/selector.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SELECTOR
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/nonconst.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONCONST
; SELECTOR: error: in function 'k': operand 13 of 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0' is 1; it must be 0
; NONCONST: error: in function 'k': operand 13 of 'llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0' must be a constant integer (immarg)

; Wrong operand types (byte and thread ids are i16), and a kind/type
; combination that does not exist.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/types.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPES
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; TYPES: error: in function 'k': 'llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3' is declared as '{ float, float, float, float } (i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32, i32, i32, i32, i32)'; its signature is '{ float, float, float, float } (i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)'
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e4m3.e4m3.f32.ue8m0'

;--- ok.ll
declare {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
define void @k(i32 %a, float %c, i16 %id, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i16 %id, i16 %id, i32 %a, i16 %id, i16 %id)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

;--- selector.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg, i32, i16, i16, i32, i16, i16)
define void @k(i32 %a, float %c, i16 %id, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 1, i32 %a, i16 %id, i16 %id, i32 %a, i16 %id, i16 %id)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

;--- ok-sparse.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg, i32, i16, i16, i32, i16, i16)
define void @k(i32 %a, float %c, i16 %id, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 0, i32 %a, i16 %id, i16 %id, i32 %a, i16 %id, i16 %id)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

;--- nonconst.ll
declare {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32, i32, i16, i16, i32, i16, i16)
define void @k(i32 %a, float %c, i16 %id, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 %a, i32 %a, i16 %id, i16 %id, i32 %a, i16 %id, i16 %id)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

;--- types.ll
declare {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32, i32, i32, i32, i32)
define void @k(i32 %a, float %c, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

;--- unknown.ll
declare {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e4m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16)
define void @k(i32 %a, float %c, i16 %id, ptr %out) {
  %r = call {float, float, float, float} @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e4m3.e4m3.f32.ue8m0(i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, i32 %a, float %c, float %c, float %c, float %c, i32 %a, i16 %id, i16 %id, i32 %a, i16 %id, i16 %id)
  %d = extractvalue {float, float, float, float} %r, 0
  store float %d, ptr %out
  ret void
}

; Misused tcgen05 intrinsics get an `error:` naming the intrinsic and exit
; status 1 (LLVM 22's llc fails on most of these with "Cannot select" or
; takes them silently).
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; Immediates: out of range or not constant.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/imm.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=IMM
; IMM-DAG: error: in function 'kind': operand 5 of 'llvm.nvvm.tcgen05.mma.shared' is 4; it must be in [0, 3]
; IMM-DAG: error: in function 'cta_group': operand 6 of 'llvm.nvvm.tcgen05.mma.shared' is 0; it must be in [1, 2]
; IMM-DAG: error: in function 'nonconst': operand 5 of 'llvm.nvvm.tcgen05.mma.shared' must be a constant integer (immarg)
; IMM-DAG: error: in function 'ashift': operand 7 of 'llvm.nvvm.tcgen05.mma.tensor.ashift' is 2; it must be in [0, 1]
; IMM-DAG: error: in function 'scale': operand 5 of 'llvm.nvvm.tcgen05.mma.shared.scale_d' is 16; it must be in [0, 15]
; IMM-DAG: error: in function 'scalekind': operand 6 of 'llvm.nvvm.tcgen05.mma.shared.scale_d' is 2; it must be in [0, 1]
; IMM-DAG: error: in function 'offset': operand 1 of 'llvm.nvvm.tcgen05.ld.16x32bx2.x2' is 4294967296; it must be in [-2147483648, 2147483647]
; IMM-DAG: error: in function 'pack': operand 1 of 'llvm.nvvm.tcgen05.ld.32x32b.x2' must be a constant integer (immarg)
; opt stops at the first error.
; RUN: not opt -S -mtriple=nvptx64 -passes='default<O3>' %t/imm.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
; OPT: error: in function '{{[a-z]+}}': operand {{[0-9]}} of 'llvm.nvvm.tcgen05.

; Wrong declarations and names that only look like tcgen05 intrinsics.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/decl.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DECL
; DECL-DAG: error: in function 'k': 'llvm.nvvm.tcgen05.ld.32x32b.x2' is declared as '<4 x i32> (ptr addrspace(6), i1)'; its signature is '<2 x i32> (ptr addrspace(6), i1)'
; DECL-DAG: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.tcgen05.ld.32x32b.x2.flat': neither LLVM 19 nor the nvptx-atoms extension defines it
; DECL-DAG: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.tcgen05.mma.shared.ashift': neither LLVM 19 nor the nvptx-atoms extension defines it

; Targets without tcgen05.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_120a %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM120A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100 %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_101a -mattr=+ptx90 %t/base.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM101A-PTX90
; SM90A: error: in function 'k': 'llvm.nvvm.tcgen05.alloc.cg1' is not supported on sm_90a with PTX ISA 8.0; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+, or sm_101f with PTX ISA 8.8+, or sm_110f with PTX ISA 9.0+
; SM120A: error: in function 'k': 'llvm.nvvm.tcgen05.alloc.cg1' is not supported on sm_120a with PTX ISA 8.7;
; SM100: error: in function 'k': 'llvm.nvvm.tcgen05.alloc.cg1' is not supported on sm_100 with PTX ISA 8.6;
; SM101A-PTX90: error: in function 'k': 'llvm.nvvm.tcgen05.alloc.cg1' is not supported on sm_101a with PTX ISA 9.0;

; Variants some targets lack: kind::i8 (not sm_103a, not the family
; targets), shift (arch-specific targets only), scale_input_d (sm_100
; family only), block scaling below PTX ISA 8.8.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_103a %t/i8.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=I8
; RUN: llc -mtriple=nvptx64 -mcpu=sm_100a %t/i8.ll -o /dev/null
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100f %t/shift.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHIFT
; RUN: llc -mtriple=nvptx64 -mcpu=sm_103a %t/shift.ll -o /dev/null
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_110a %t/scale.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALE
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/block.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BLOCK
; RUN: llc -mtriple=nvptx64 -mcpu=sm_100a -mattr=+ptx88 %t/block.ll -o /dev/null
; I8: error: in function 'k': 'llvm.nvvm.tcgen05.mma.tensor' with kind::i8 is not supported on sm_103a with PTX ISA 8.8; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_110a with PTX ISA 9.0+
; SHIFT: error: in function 'k': 'llvm.nvvm.tcgen05.shift.down.cg1' is not supported on sm_100f with PTX ISA 8.8; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_103a with PTX ISA 8.8+, or sm_110a with PTX ISA 9.0+
; SCALE: error: in function 'k': 'llvm.nvvm.tcgen05.mma.tensor.scale_d' is not supported on sm_110a with PTX ISA 9.0; it needs sm_100a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+
; BLOCK: error: in function 'k': 'llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale' needs PTX ISA 8.8 or later (use -mattr=+ptx88); the target is sm_100a with PTX ISA 8.6

;--- imm.ll
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6), i64, i1)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)
define void @kind(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i32 4, i32 1, i32 0)
  ret void
}
define void @cta_group(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i32 0, i32 0, i32 0)
  ret void
}
define void @nonconst(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i32 %kind) {
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i32 %kind, i32 1, i32 0)
  ret void
}
define void @ashift(ptr addrspace(6) %d, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) %d, ptr addrspace(6) %d, i64 %b, i32 %i, i1 %e, i32 0, i32 1, i32 2)
  ret void
}
define void @scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i64 16, i32 0, i32 1, i32 0)
  ret void
}
define void @scalekind(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, i64 1, i32 2, i32 1, i32 0)
  ret void
}
define void @offset(ptr addrspace(6) %t, ptr %out) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) %t, i64 4294967296, i1 0)
  store <2 x i32> %v, ptr %out
  ret void
}
define void @pack(ptr addrspace(6) %t, ptr %out, i1 %p) {
  %v = call <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 %p)
  store <2 x i32> %v, ptr %out
  ret void
}

;--- decl.ll
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6), i1)
declare { i32, i32 } @llvm.nvvm.tcgen05.ld.32x32b.x2.flat(ptr addrspace(6), i1)
declare void @llvm.nvvm.tcgen05.mma.shared.ashift(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)
define void @k(ptr addrspace(6) %t, ptr %out, i64 %a, i32 %i, i1 %e) {
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) %t, i1 0)
  store <4 x i32> %v, ptr %out
  %w = call { i32, i32 } @llvm.nvvm.tcgen05.ld.32x32b.x2.flat(ptr addrspace(6) %t, i1 0)
  store { i32, i32 } %w, ptr %out
  call void @llvm.nvvm.tcgen05.mma.shared.ashift(ptr addrspace(6) %t, i64 %a, i64 %a, i32 %i, i1 %e, i32 0, i32 1, i32 0)
  ret void
}

;--- base.ll
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr, i32)
define void @k(ptr %p) {
  call void @llvm.nvvm.tcgen05.alloc.cg1(ptr %p, i32 32)
  ret void
}

;--- i8.ll
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i32, i32, i32)
define void @k(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e, i32 3, i32 2, i32 1)
  ret void
}

;--- shift.ll
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6))
define void @k(ptr addrspace(6) %t) {
  call void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) %t)
  ret void
}

;--- scale.ll
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6), ptr addrspace(6), i64, i32, i1, i64, i32, i32, i32)
define void @k(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e) {
  call void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6) %d, ptr addrspace(6) %a, i64 %b, i32 %i, i1 %e, i64 3, i32 1, i32 1, i32 0)
  ret void
}

;--- block.ll
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
define void @k(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %i, i1 %e, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 2, i32 3)
  ret void
}

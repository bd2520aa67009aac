; Misuse of the ldmatrix b8, flo and clamped funnel-shift intrinsics: an
; `error:` each, exit status 1, no "Cannot select".
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A

; flo's shiftamt flag must be a constant.
; CHECK: error: in function 'flag': operand 1 of 'llvm.nvvm.flo.u.i64' must be a constant integer (immarg)
; SM90A: error: in function 'flag': operand 1 of 'llvm.nvvm.flo.u.i64' must be a constant integer (immarg)
define i32 @flag(i64 %a, i1 %f) {
  %r = call i32 @llvm.nvvm.flo.u.i64(i64 %a, i1 %f)
  ret i32 %r
}

; A declaration with another type.
; CHECK: error: in function 'decl': 'llvm.nvvm.fshl.clamp.i32' is declared as 'i64 (i64, i64, i64)'; its signature is 'i32 (i32, i32, i32)'
define i64 @decl(i64 %a) {
  %r = call i64 @llvm.nvvm.fshl.clamp.i32(i64 %a, i64 %a, i64 %a)
  ret i64 %r
}

; Mangled names LLVM 22 declares but does not select, and a shape that
; does not exist.
; CHECK: error: in function 'shift64': unknown NVVM intrinsic 'llvm.nvvm.fshr.clamp.i64': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.fshr.clamp.i32'?
define i64 @shift64(i64 %a) {
  %r = call i64 @llvm.nvvm.fshr.clamp.i64(i64 %a, i64 %a, i64 %a)
  ret i64 %r
}

; CHECK: error: in function 'flo16': unknown NVVM intrinsic 'llvm.nvvm.flo.s.i16': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.flo.s.i32'?
define i32 @flo16(i16 %a) {
  %r = call i32 @llvm.nvvm.flo.s.i16(i16 %a, i1 false)
  ret i32 %r
}

; CHECK: error: in function 'global_matrix': unknown NVVM intrinsic 'llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p1': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p0'?
define { i32, i32 } @global_matrix(ptr addrspace(1) %p) {
  %r = call { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p1(ptr addrspace(1) %p)
  ret { i32, i32 } %r
}

; CHECK: error: in function 'x4': unknown NVVM intrinsic 'llvm.nvvm.ldmatrix.sync.aligned.m16n16.x4.trans.b8.p3': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8.p3'?
define { i32, i32, i32, i32 } @x4(ptr addrspace(3) %p) {
  %r = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x4.trans.b8.p3(ptr addrspace(3) %p)
  ret { i32, i32, i32, i32 } %r
}

; ldmatrix b8 is Blackwell's: sm_90a lacks it.
; SM90A: error: in function 'hopper': 'llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3' is not supported on sm_90a with PTX ISA 8.0; it needs sm_100a with PTX ISA 8.6+, or sm_101a with PTX ISA 8.6+, or sm_120a with PTX ISA 8.6+, or sm_100f with PTX ISA 8.8+, or sm_101f with PTX ISA 8.8+, or sm_120f with PTX ISA 8.8+, or sm_110f with PTX ISA 9.0+
define i32 @hopper(ptr addrspace(3) %p) {
  %r = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3) %p)
  ret i32 %r
}

declare i32 @llvm.nvvm.flo.u.i64(i64, i1)
declare i64 @llvm.nvvm.fshl.clamp.i32(i64, i64, i64)
declare i64 @llvm.nvvm.fshr.clamp.i64(i64, i64, i64)
declare i32 @llvm.nvvm.flo.s.i16(i16, i1 immarg)
declare { i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32.p1(ptr addrspace(1))
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m16n16.x4.trans.b8.p3(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64.p3(ptr addrspace(3))

; LLVM 19's own fsin-no-fast-math.ll and fcos-no-fast-math.ll expect llc to
; abort ("LLVM ERROR: Cannot select: f32 = fsin") on llvm.sin and llvm.cos
; of float in a function without "unsafe-fp-math" and without afn; LLVM
; 22's llc aborts the same way. This llc reports each call instead, with
; an error and exit status 1 (Ext/NVPTXGenericIntrinsics.cpp), so those two
; upstream tests are left out of the upstream suite (test/upstream.cfg.py)
; and this is their local expectation, on the same input.
; RUN: not llc < %s -march=nvptx -mcpu=sm_20 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"
; RUN: not llc < %s -march=nvptx64 -mcpu=sm_80 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"

; With "unsafe-fp-math" LLVM 19 selects them itself (upstream fast-math.ll);
; with afn they are sin.approx/cos.approx (generic-intrinsics.ll).

declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)

; CHECK: error: in function 'test_fsin_safe': 'llvm.sin.f32' needs the afn fast-math flag on NVPTX (sin.approx.f32); without it there is no instruction or library for it
define float @test_fsin_safe(float %a) #0 {
  %r = tail call float @llvm.sin.f32(float %a)
  ret float %r
}

; CHECK: error: in function 'test_fcos_safe': 'llvm.cos.f32' needs the afn fast-math flag on NVPTX (cos.approx.f32); without it there is no instruction or library for it
define float @test_fcos_safe(float %a) #0 {
  %r = tail call float @llvm.cos.f32(float %a)
  ret float %r
}

attributes #0 = { "unsafe-fp-math" = "false" }

; Misused extended intrinsics get an `error:` and exit status 1: no
; "Cannot select", no assertion, no stack dump.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: split-file %s %t

; Target without wgmma (sm_90 is not sm_90a; sm_100a is another architecture).
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_100a %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_80 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
; SM90: error: in function 'k': 'llvm.nvvm.wgmma.fence.sync.aligned' is not supported on sm_90 with PTX ISA 7.8; it needs sm_90a with PTX ISA 8.0+
; SM90: error: in function 'k': 'llvm.nvvm.wgmma.wait_group.sync.aligned' is not supported on sm_90 with PTX ISA 7.8; it needs sm_90a with PTX ISA 8.0+
; SM100A: error: in function 'k': 'llvm.nvvm.wgmma.fence.sync.aligned' is not supported on sm_100a with PTX ISA 8.6; it needs sm_90a with PTX ISA 8.0+
; SM80: error: in function 'k': 'llvm.nvvm.wgmma.fence.sync.aligned' is not supported on sm_80

; PTX ISA too old for the instruction.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a -mattr=-ptx80,+ptx78 %t/ok.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
; PTX: error: in function 'k': 'llvm.nvvm.wgmma.fence.sync.aligned' needs PTX ISA 8.0 or later (use -mattr=+ptx80); the target is sm_90a with PTX ISA 7.8

; No output file is left behind on error.
; RUN: rm -f %t/out.ptx
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %t/ok.ll -o %t/out.ptx 2>/dev/null
; RUN: not test -e %t/out.ptx

; Non-constant immarg.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/nonconst.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONCONST
; NONCONST: error: in function 'k': operand 0 of 'llvm.nvvm.wgmma.wait_group.sync.aligned' must be a constant integer (immarg)

; Immediate out of range (ptxas rejects a negative group count).
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/range.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not opt -passes=nvptx-ext-intrinsic-checks %t/range.ll -disable-output 2>&1 | FileCheck %s --check-prefix=RANGE
; RANGE: error: in function 'k': operand 0 of 'llvm.nvvm.wgmma.wait_group.sync.aligned' is -1; it must be in [0, 9223372036854775807]

; Wrong signature.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/signature.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: error: in function 'k': 'llvm.nvvm.wgmma.wait_group.sync.aligned' is declared as 'void (i32)'; its signature is 'void (i64)'

; Unknown NVVM intrinsic name.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/unknown.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: in function 'k': unknown NVVM intrinsic 'llvm.nvvm.wgmma.fence.sync': neither LLVM 19 nor the nvptx-atoms extension defines it; did you mean 'llvm.nvvm.wgmma.fence.sync.aligned'?

; Intrinsic used as a value: LLVM's IR verifier rejects it like any llvm.*.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %t/address.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR
; ADDR: Cannot take the address of an intrinsic!
; ADDR: error: '{{.*}}address.ll': input module cannot be verified

; With debug info the diagnostic carries the source location.
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90 %t/debug.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DBG
; DBG: error: kernel.cu:7:3: in function 'k': 'llvm.nvvm.wgmma.commit_group.sync.aligned' is not supported on sm_90

; opt checks what does not depend on the target.
; RUN: not opt -passes=nvptx-ext-intrinsic-checks %t/nonconst.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NONCONST
; RUN: not opt -passes=nvptx-ext-intrinsic-checks %t/signature.ll -disable-output 2>&1 | FileCheck %s --check-prefix=SIG
; RUN: not opt -O3 %t/unknown.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UNKNOWN

; CHECK-NOT: Cannot select
; CHECK-NOT: Stack dump

;--- ok.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  ret void
}

;--- nonconst.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
define ptx_kernel void @k(i64 %n) {
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 %n)
  ret void
}

;--- range.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg)
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 -1)
  ret void
}

;--- signature.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i32)
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i32 0)
  ret void
}

;--- unknown.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync()
define ptx_kernel void @k() {
  call void @llvm.nvvm.wgmma.fence.sync()
  ret void
}

;--- address.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
define ptx_kernel void @k(ptr %p) {
  store ptr @llvm.nvvm.wgmma.fence.sync.aligned, ptr %p
  ret void
}

;--- debug.ll
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
define ptx_kernel void @k() !dbg !5 {
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !7
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !{})
!7 = !DILocation(line: 7, column: 3, scope: !5)

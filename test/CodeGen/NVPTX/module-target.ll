; clang writes the processor and PTX ISA it compiled for on every function
; ("target-cpu"="sm_80", "target-features"="+ptx88,+sm_80"). Without -mcpu
; (or without a PTX ISA in -mattr), llc compiles for what the functions
; agree on (llvm-patches/0013-llc-module-target.patch,
; NVPTXCommandLine.cpp), so that clang's own inline asm -- cp.async with an
; L2::128B hint, which needs PTX ISA 7.4 -- assembles; LLVM 19's and 22's
; llc printed `.target sm_30` and that processor's `.version`. What the
; command line names still wins; functions that disagree are an error.
; RUN: split-file %s %t
; RUN: llc %t/agree.ll -o - | FileCheck %s --check-prefix=AGREE
; RUN: %if ptxas-sm_80 %{ llc %t/agree.ll -o - | %ptxas-verify -arch=sm_80 %}
; RUN: llc %t/agree.ll -pass-remarks=nvptx-module-target -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: llc -mcpu=sm_90 %t/agree.ll -o - | FileCheck %s --check-prefix=MCPU
; RUN: llc -mattr=+ptx80 %t/agree.ll -o - | FileCheck %s --check-prefix=MATTR
; RUN: llc %t/cpu-only.ll -o - | FileCheck %s --check-prefix=CPUONLY
; RUN: llc %t/none.ll -o - | FileCheck %s --check-prefix=NONE
; RUN: not llc %t/cpus.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPUS
; RUN: llc -mcpu=sm_90 -mattr=+ptx86 %t/cpus.ll -o /dev/null
; RUN: not llc %t/ptx.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
; RUN: not llc %t/bad-cpu.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCPU

; AGREE: .version 8.8
; AGREE: .target sm_80
; AGREE: cp.async.ca.shared.global.L2::128B
; REMARK: llc: remark: compiling for sm_80 with PTX ISA 8.8, as the module's functions say (target-cpu of 'k', target-features of 'k'): no -mcpu or -mattr=+ptxNN was given
; MCPU: .version 8.8
; MCPU: .target sm_90
; MATTR: .version 8.0
; MATTR: .target sm_80
; CPUONLY: .version 7.0
; CPUONLY: .target sm_80
; NONE: .target sm_30
; CPUS: llc: error: the module's functions are compiled for different processors: 'k' for sm_80, 'h' for sm_90; give -mcpu
; PTX: llc: error: the module's functions are compiled for different PTX ISA versions: 'k' for +ptx88, 'h' for +ptx86; give -mattr=+ptxNN
; BADCPU: llc: error: 'sm_801' is not an NVPTX processor; did you mean 'sm_80'?

;--- agree.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(3) %s, ptr %g) #0 {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 16;", "r,l"(ptr addrspace(3) %s, ptr %g)
  ret void
}
declare void @external() #1
attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { "target-cpu"="sm_90" "target-features"="+ptx86" }

;--- cpu-only.ll
target triple = "nvptx64-nvidia-cuda"
define void @k() "target-cpu"="sm_80" {
  ret void
}

;--- none.ll
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  ret void
}

;--- cpus.ll
target triple = "nvptx64-nvidia-cuda"
define void @k() "target-cpu"="sm_80" {
  ret void
}
define void @h() "target-cpu"="sm_90" {
  ret void
}

;--- ptx.ll
target triple = "nvptx64-nvidia-cuda"
define void @k() "target-cpu"="sm_90" "target-features"="+ptx88" {
  ret void
}
define void @h() "target-cpu"="sm_90" "target-features"="+ptx86" {
  ret void
}

;--- bad-cpu.ll
target triple = "nvptx64-nvidia-cuda"
define void @k() "target-cpu"="sm_801" {
  ret void
}

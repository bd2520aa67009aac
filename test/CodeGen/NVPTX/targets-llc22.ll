; The .version/.target lines of every CPU equal those of LLVM 22.1.8's llc,
; except sm_30, for which LLVM 19's own tests pin PTX ISA 6.0 where LLVM 22
; prints 3.2 (docs/Targets.md).
; CHECK lines are written by hand: they check the summary utils/diff-llc22.py prints, not llc output
; REQUIRES: llc22
; RUN: %python %utils/diff-llc22.py --llc llc --llc22 %llc22 --header-only \
; RUN:   --cpu sm_20 --cpu sm_21 --cpu sm_32 --cpu sm_35 --cpu sm_37 \
; RUN:   --cpu sm_50 --cpu sm_52 --cpu sm_53 --cpu sm_60 --cpu sm_61 \
; RUN:   --cpu sm_62 --cpu sm_70 --cpu sm_72 --cpu sm_75 --cpu sm_80 \
; RUN:   --cpu sm_86 --cpu sm_87 --cpu sm_88 --cpu sm_89 \
; RUN:   --cpu sm_90 --cpu sm_90a \
; RUN:   --cpu sm_100 --cpu sm_100a --cpu sm_100f \
; RUN:   --cpu sm_101 --cpu sm_101a --cpu sm_101f \
; RUN:   --cpu sm_103 --cpu sm_103a --cpu sm_103f \
; RUN:   --cpu sm_110 --cpu sm_110a --cpu sm_110f \
; RUN:   --cpu sm_120 --cpu sm_120a --cpu sm_120f \
; RUN:   --cpu sm_121 --cpu sm_121a --cpu sm_121f %s | FileCheck %s
; RUN: %python %utils/diff-llc22.py --llc llc --llc22 %llc22 --header-only \
; RUN:   --mattr=+ptx90 --cpu sm_100a --cpu sm_120a %s

; CHECK: sm_20: same
; CHECK: sm_121f: same

define ptx_kernel void @empty() {
  ret void
}

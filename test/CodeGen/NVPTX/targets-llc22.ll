; The .version/.target lines of every CPU equal those of LLVM 22.1.8's llc.
; REQUIRES: llc22
; RUN: %python %utils/diff-llc22.py --llc llc --llc22 %llc22 --header-only \
; RUN:   --cpu sm_90 --cpu sm_90a \
; RUN:   --cpu sm_100 --cpu sm_100a --cpu sm_100f \
; RUN:   --cpu sm_101 --cpu sm_101a --cpu sm_101f \
; RUN:   --cpu sm_103 --cpu sm_103a --cpu sm_103f \
; RUN:   --cpu sm_110 --cpu sm_110a --cpu sm_110f \
; RUN:   --cpu sm_120 --cpu sm_120a --cpu sm_120f \
; RUN:   --cpu sm_121 --cpu sm_121a --cpu sm_121f %s | FileCheck %s
; RUN: %python %utils/diff-llc22.py --llc llc --llc22 %llc22 --header-only \
; RUN:   --mattr=+ptx90 --cpu sm_100a --cpu sm_120a %s

; CHECK: sm_90: same
; CHECK: sm_121f: same

define ptx_kernel void @empty() {
  ret void
}

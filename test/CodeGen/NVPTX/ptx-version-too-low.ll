; -mattr=+ptxNN raises the PTX ISA version of the target (features combine
; to the highest); taking away the target's own version (-ptx80 for
; sm_90a) can leave one ptxas rejects for the target: an error, as LLVM 22
; gives ("PTX version 7.8 does not support target 'sm_90a'"). The targets
; that come with no version (sm_30: PTX ISA 6.0) and raising are fine.
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=-ptx80,+ptx78 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_80 -mattr=-ptx70 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80 --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_100a -mattr=-ptx86,+ptx80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM100A --implicit-check-not=error:
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=+ptx78 | FileCheck %s --check-prefix=RAISED
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=-ptx80,+ptx84 | FileCheck %s --check-prefix=OTHER
; RUN: %if ptxas-sm_90a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90a -mattr=-ptx80,+ptx84 | %ptxas-verify -arch=sm_90a %}

; SM90A: error: the target sm_90a needs PTX ISA 8.0 or later; -mattr took away its +ptx80 and left PTX ISA 7.8
; SM80: error: the target sm_80 needs PTX ISA 7.0 or later; -mattr took away its +ptx70 and left PTX ISA 6.0
; SM100A: error: the target sm_100a needs PTX ISA 8.6 or later; -mattr took away its +ptx86 and left PTX ISA 8.0
; RAISED: .version 8.0
; RAISED: .target sm_90a
; OTHER: .version 8.4
; OTHER: .target sm_90a

define void @f() {
  ret void
}

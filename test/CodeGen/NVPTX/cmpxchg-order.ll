; cmpxchg with its ordering and scope, as LLVM 22 selects it: LLVM 19
; printed a plain atom.cas -- relaxed at device scope -- for every cmpxchg,
; so a seq_cst or acquire compare-and-swap (a lock) had no ordering and a
; system-scope one (host and device) only device scope. From sm_70 with
; PTX ISA 6.0: atom.SEM.SCOPE.cas with the merged success/failure
; ordering (seq_cst: fence.sc.SCOPE, then acquire); on sm_60 atom.SCOPE.cas
; and a membar for seq_cst; below sm_60 LLVM 19's atom.cas. The CHECK lines
; hold for LLVM 22's llc too.
; RUN: llc -mtriple=nvptx64 -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=CHECK,SM70
; RUN: llc -mtriple=nvptx64 -mcpu=sm_70 %s -o - | FileCheck %s --check-prefixes=CHECK,SM70
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64 -mcpu=sm_90 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if ptxas-sm_75 %{ llc -mtriple=nvptx64 -mcpu=sm_75 %s -o - | %ptxas-verify -arch=sm_75 %}
; RUN: llc -mtriple=nvptx64 -mcpu=sm_60 %s -o - | FileCheck %s --check-prefixes=CHECK,SM60
; RUN: llc -mtriple=nvptx64 -mcpu=sm_50 %s -o - | FileCheck %s --check-prefix=SM50
; RUN: llc -mtriple=nvptx -mcpu=sm_90 %s -o - | FileCheck %s --check-prefix=PTR32
; RUN: %if llc22 %{ %llc22 -mtriple=nvptx64 -mcpu=sm_90 %s -o - | FileCheck %s --check-prefixes=CHECK,SM70 %}
; RUN: sed -e 's/"device"/"agent"/' %s | not llc -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: sed -e 's/"block"/"cluster"/' %s | not llc -mtriple=nvptx64 -mcpu=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER

; CHECK-LABEL: seq_cst(
; SM70: fence.sc.sys;
; SM70: atom.acquire.sys.cas.b32
; SM60: membar.sys;
; SM60: atom.sys.cas.b32
; SM50-LABEL: seq_cst(
; SM50-NOT: membar
; SM50: atom.cas.b32
; PTR32-LABEL: seq_cst(
; PTR32: atom.acquire.sys.cas.b32 {{%r[0-9]+}}, [{{%r[0-9]+}}],
define i32 @seq_cst(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b seq_cst seq_cst
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

; CHECK-LABEL: acquire_block(
; SM70: atom.acquire.cta.cas.b32
; SM60: atom.cta.cas.b32
define i32 @acquire_block(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr %p, i32 %a, i32 %b syncscope("block") acquire monotonic
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

; CHECK-LABEL: release_device_global(
; SM70: atom.release.gpu.global.cas.b32
; SM60: atom.gpu.global.cas.b32
define i32 @release_device_global(ptr addrspace(1) %p, i32 %a, i32 %b) {
  %r = cmpxchg ptr addrspace(1) %p, i32 %a, i32 %b syncscope("device") release monotonic
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

; A release success and an acquire failure merge to acq_rel.
; CHECK-LABEL: acq_rel_shared_64(
; SM70: atom.acq_rel.sys.shared.cas.b64
; SM60: atom.sys.shared.cas.b64
define i64 @acq_rel_shared_64(ptr addrspace(3) %p, i64 %a, i64 %b) {
  %r = cmpxchg ptr addrspace(3) %p, i64 %a, i64 %b release acquire
  %v = extractvalue { i64, i1 } %r, 0
  ret i64 %v
}

; CHECK-LABEL: relaxed_weak(
; SM70: atom.relaxed.sys.cas.b32
; SM60: atom.sys.cas.b32
define i32 @relaxed_weak(ptr %p, i32 %a, i32 %b) {
  %r = cmpxchg weak ptr %p, i32 %a, i32 %b monotonic monotonic
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

; SCOPE: error: in function 'release_device_global': 'cmpxchg syncscope("agent") release': NVPTX has no such memory scope (its scopes are singlethread, block, cluster, device and the system)
; CLUSTER: error: in function 'acquire_block': 'cmpxchg syncscope("cluster") acquire' is not supported on sm_80 with PTX ISA 7.0; the cluster scope needs sm_90+ with PTX ISA 7.8+

; 128-bit atomics, as LLVM 22 compiles them (llvm-patches/0018,
; NVPTXMemoryOrder.cpp): from sm_90 with PTX ISA 8.4 and 64-bit addresses an
; i128 cmpxchg is atom.SEM.SCOPE.cas.b128 and an xchg atom.SEM.SCOPE.exch.b128
; (the operands packed into .b128 registers of a block of their own); other
; atomicrmw operations are a cmpxchg loop, an atomic load a cmpxchg, an
; atomic store an xchg. LLVM 19 called __atomic_*_16 there, which nothing
; defines (ptxas without -c: "Unresolved extern function
; '__atomic_compare_exchange_16'"). Below sm_90, below PTX ISA 8.4 (which
; first has .b128 atom at system scope) and with 32-bit addresses each is an
; error naming the instruction, as LLVM 22 reports them ("unsupported
; cmpxchg"; NVPTXMemoryOrder.cpp's whyNotWide); LLVM 19 called
; __atomic_*_16 there too.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | FileCheck %s --implicit-check-not=__atomic
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: %if ptxas-sm_100a %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a -mattr=+ptx88 %s -o - | %ptxas-verify -arch=sm_100a %}
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx83 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX83 --implicit-check-not=error:
; RUN: not llc -mtriple=nvptx-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR32
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 %s -o - 2>/dev/null | FileCheck %s --check-prefix=NOCALL --implicit-check-not=__atomic

; PTX83: error: in function 'cas_relaxed_sys_global': this cmpxchg of i128 needs the 128-bit atom (atom.cas.b128), which NVPTX has on sm_90+ with PTX ISA 8.4+ and 64-bit addresses; the target is sm_90 with PTX ISA 8.3
; PTX83: error: in function 'cas_acquire_block_shared': this cmpxchg of i128 needs
; PTX83: error: in function 'cas_release_cluster': this cmpxchg of i128 needs
; PTX83: error: in function 'cas_acq_rel_device': this cmpxchg of i128 needs
; PTX83: error: in function 'cas_seq_cst': this cmpxchg of i128 needs
; PTX83: error: in function 'xchg_relaxed': this atomicrmw of i128 needs
; PTX83: error: in function 'add_loop': this atomicrmw of i128 needs
; PTX83: error: in function 'load_acquire': this load atomic of i128 needs
; PTX83: error: in function 'store_release': this store atomic of i128 needs
; ADDR32: error: in function 'cas_relaxed_sys_global': this cmpxchg of i128 needs the 128-bit atom (atom.cas.b128), which NVPTX has on sm_90+ with PTX ISA 8.4+ and 64-bit addresses; the target is sm_90 with PTX ISA 8.4 with 32-bit addresses
; NOCALL: .entry cas_relaxed_sys_global(

; CHECK-LABEL: cas_relaxed_sys_global(
; CHECK: { .reg .b128 %cmp, %new, %old;
; CHECK-NEXT: mov.b128 %cmp, {[[CL:%rd[0-9]+]], [[CH:%rd[0-9]+]]};
; CHECK-NEXT: mov.b128 %new, {[[NL:%rd[0-9]+]], [[NH:%rd[0-9]+]]};
; CHECK-NEXT: atom.relaxed.sys.global.cas.b128 %old, [%rd{{[0-9]+}}], %cmp, %new;
; CHECK-NEXT: mov.b128 {[[OL:%rd[0-9]+]], [[OH:%rd[0-9]+]]}, %old; }
; CHECK-DAG: st.global.u64 [%rd{{[0-9]+}}], [[OL]];
; CHECK-DAG: st.global.u64 [%rd{{[0-9]+}}+8], [[OH]];
define ptx_kernel void @cas_relaxed_sys_global(ptr addrspace(1) %p, i128 %cmp, i128 %new, ptr addrspace(1) %out) {
  %r = cmpxchg ptr addrspace(1) %p, i128 %cmp, i128 %new monotonic monotonic, align 16
  %old = extractvalue { i128, i1 } %r, 0
  store i128 %old, ptr addrspace(1) %out
  ret void
}

; The success flag compares both halves with the expected value.
; CHECK-LABEL: cas_acquire_block_shared(
; CHECK: mov.b128 %cmp, {[[CL:%rd[0-9]+]], [[CH:%rd[0-9]+]]};
; CHECK: atom.acquire.cta.shared.cas.b128 %old
; CHECK-NEXT: mov.b128 {[[OL:%rd[0-9]+]], [[OH:%rd[0-9]+]]}, %old; }
; CHECK-DAG: xor.b64 [[XH:%rd[0-9]+]], [[OH]], [[CH]];
; CHECK-DAG: xor.b64 [[XL:%rd[0-9]+]], [[OL]], [[CL]];
; CHECK: or.b64 [[X:%rd[0-9]+]], [[XL]], [[XH]];
; CHECK: setp.eq.s64 %p{{[0-9]+}}, [[X]], 0;
define ptx_kernel void @cas_acquire_block_shared(ptr addrspace(3) %p, i128 %cmp, i128 %new, ptr addrspace(1) %out) {
  %r = cmpxchg ptr addrspace(3) %p, i128 %cmp, i128 %new syncscope("block") acquire acquire, align 16
  %ok = extractvalue { i128, i1 } %r, 1
  %z = zext i1 %ok to i32
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: cas_release_cluster(
; CHECK: atom.release.cluster.cas.b128 %old
define void @cas_release_cluster(ptr %p, i128 %cmp, i128 %new) {
  %r = cmpxchg ptr %p, i128 %cmp, i128 %new syncscope("cluster") release monotonic, align 16
  ret void
}

; CHECK-LABEL: cas_acq_rel_device(
; CHECK: atom.acq_rel.gpu.global.cas.b128 %old
define void @cas_acq_rel_device(ptr addrspace(1) %p, i128 %cmp, i128 %new) {
  %r = cmpxchg ptr addrspace(1) %p, i128 %cmp, i128 %new syncscope("device") acq_rel acquire, align 16
  ret void
}

; seq_cst: fence.sc, then acquire.
; CHECK-LABEL: cas_seq_cst(
; CHECK: fence.sc.sys;
; CHECK: atom.acquire.sys.cas.b128 %old
define void @cas_seq_cst(ptr %p, i128 %cmp, i128 %new) {
  %r = cmpxchg ptr %p, i128 %cmp, i128 %new seq_cst seq_cst, align 16
  ret void
}

; CHECK-LABEL: xchg_relaxed(
; CHECK: { .reg .b128 %new, %old;
; CHECK-NEXT: mov.b128 %new, {%rd{{[0-9]+}}, %rd{{[0-9]+}}};
; CHECK-NEXT: atom.relaxed.sys.exch.b128 %old, [%rd{{[0-9]+}}], %new;
; CHECK-NEXT: mov.b128 {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, %old; }
define i128 @xchg_relaxed(ptr %p, i128 %v) {
  %r = atomicrmw xchg ptr %p, i128 %v monotonic, align 16
  ret i128 %r
}

; Any other operation: a loop of cas.b128.
; CHECK-LABEL: add_loop(
; CHECK: atom.relaxed.gpu.global.cas.b128 %old
; CHECK: bra
define i128 @add_loop(ptr addrspace(1) %p, i128 %v) {
  %r = atomicrmw add ptr addrspace(1) %p, i128 %v syncscope("device") monotonic, align 16
  ret i128 %r
}

; CHECK-LABEL: load_acquire(
; CHECK: atom.acquire.sys.global.cas.b128 %old
define i128 @load_acquire(ptr addrspace(1) %p) {
  %v = load atomic i128, ptr addrspace(1) %p acquire, align 16
  ret i128 %v
}

; CHECK-LABEL: store_release(
; CHECK: atom.release.sys.global.exch.b128 %old
define void @store_release(ptr addrspace(1) %p, i128 %v) {
  store atomic i128 %v, ptr addrspace(1) %p release, align 16
  ret void
}

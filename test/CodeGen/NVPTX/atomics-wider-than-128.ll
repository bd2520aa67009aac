; An atomic access of a value wider than 128 bits was a call of
; __atomic_load_32 and the like, which nothing defines for the GPU (ptxas
; without -c: "Unresolved extern function"); it is an error naming the
; instruction, as LLVM 22 reports it ("unsupported atomic load";
; NVPTXMemoryOrder.cpp). atomics-b128.ll has the 128-bit ones.
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"

; CHECK: error: in function 'load_i256': NVPTX has no atomic operations on values wider than 128 bits; this load atomic has i256
define void @load_i256(ptr %p, ptr %q) {
  %v = load atomic i256, ptr %p seq_cst, align 32
  store i256 %v, ptr %q
  ret void
}

; CHECK: error: in function 'xchg_i256': NVPTX has no atomic operations on values wider than 128 bits; this atomicrmw has i256
define void @xchg_i256(ptr %p, i64 %x) {
  %w = zext i64 %x to i256
  %v = atomicrmw xchg ptr %p, i256 %w monotonic, align 32
  ret void
}

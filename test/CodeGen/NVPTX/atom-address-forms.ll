; An atomic's address is a register plus a constant, a symbol, or a symbol
; plus a constant in the instruction itself, as LLVM 22 writes it
; (llvm-patches/0055; the ordered compare-and-swap by
; Families/NVPTXMemoryOrder.cpp): LLVM 19's atom took only a register, so
; atomicAdd(&hist[i + 256]) added the offset into a register of its own
; first, and an atomic on a __device__ or __shared__ variable moved its
; address into one. 64- and 32-bit addresses, every atom family (two
; operands, the negated sub, compare-and-swap, inc/dec).
; (LLVM 22 also takes the compare-and-swap's constant operands as
; immediates; this llc moves them into registers.)
; RUN: llc < %s -mcpu=sm_90 | FileCheck %s
; RUN: llc < %s -mtriple=nvptx-nvidia-cuda -mcpu=sm_90 | FileCheck %s --check-prefix=P32
; RUN: %if ptxas-sm_90 %{ llc < %s -mcpu=sm_90 | %ptxas-verify -arch=sm_90 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_90 | FileCheck %s --check-prefix=LLC22 %}
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global [64 x i32] zeroinitializer
@slots = internal addrspace(3) global [64 x i32] undef

; CHECK-LABEL: .func {{.*}}register_offsets(
; CHECK-NOT: add.s64
; CHECK: atom.global.add.u32 %r{{[0-9]+}}, [%rd1+1024], %r{{[0-9]+}};
; CHECK: atom.global.add.u32 %r{{[0-9]+}}, [%rd1+-16], temp;
; CHECK: atom.exch.b64 %rd{{[0-9]+}}, [%rd2+24], %rd{{[0-9]+}};
; CHECK: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%rd1+40], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: atom.add.f64 %fd{{[0-9]+}}, [%rd2+56], 0d3FF0000000000000;
; CHECK: atom.inc.u32 %r{{[0-9]+}}, [%rd2+64], %r{{[0-9]+}};
; CHECK: ret;
; P32-LABEL: .func {{.*}}register_offsets(
; P32-NOT: add.s32
; P32: atom.global.add.u32 %r{{[0-9]+}}, [%r1+1024], %r{{[0-9]+}};
; P32: atom.exch.b64 %rd{{[0-9]+}}, [%r{{[0-9]+}}+24], %rd{{[0-9]+}};
; P32: atom.acquire.sys.global.cas.b64 %rd{{[0-9]+}}, [%r1+40],
; LLC22-LABEL: .func {{.*}}register_offsets(
; LLC22-NOT: add.s64
; LLC22: atom.global.add.u32 %r{{[0-9]+}}, [%rd1+1024], %r{{[0-9]+}};
; LLC22: atom.exch.b64 %rd{{[0-9]+}}, [%rd2+24], %rd{{[0-9]+}};
define void @register_offsets(ptr addrspace(1) %p, ptr %q, i32 %v, i64 %w) {
  %a = getelementptr i8, ptr addrspace(1) %p, i64 1024
  %r1 = atomicrmw add ptr addrspace(1) %a, i32 %v monotonic
  %c = getelementptr i8, ptr addrspace(1) %p, i64 -16
  %r2 = atomicrmw sub ptr addrspace(1) %c, i32 %v monotonic
  %d = getelementptr i8, ptr %q, i64 24
  %r3 = atomicrmw xchg ptr %d, i64 %w monotonic
  %e = getelementptr i8, ptr addrspace(1) %p, i64 40
  %r4 = cmpxchg ptr addrspace(1) %e, i64 %w, i64 7 acquire acquire
  %h = getelementptr i8, ptr %q, i64 56
  %r5 = atomicrmw fadd ptr %h, double 1.0 monotonic
  %i = getelementptr i8, ptr %q, i64 64
  %r6 = atomicrmw uinc_wrap ptr %i, i32 %v monotonic
  ret void
}

; CHECK-LABEL: .func {{.*}}symbols(
; CHECK-NOT: mov.u64
; CHECK: atom.global.add.u32 %r{{[0-9]+}}, [counter], %r{{[0-9]+}};
; CHECK: atom.global.add.u32 %r{{[0-9]+}}, [counter+16], 1;
; CHECK: atom.shared.max.s32 %r{{[0-9]+}}, [slots+32], %r{{[0-9]+}};
; CHECK: atom.shared.or.b32 %r{{[0-9]+}}, [slots], %r{{[0-9]+}};
; CHECK: ret;
; P32-LABEL: .func {{.*}}symbols(
; P32-NOT: mov.u32
; P32: atom.global.add.u32 %r{{[0-9]+}}, [counter], %r{{[0-9]+}};
; P32: atom.global.add.u32 %r{{[0-9]+}}, [counter+16], 1;
; LLC22-LABEL: .func {{.*}}symbols(
; LLC22: atom.global.add.u32 %r{{[0-9]+}}, [counter], %r{{[0-9]+}};
; LLC22: atom.global.add.u32 %r{{[0-9]+}}, [counter+16], 1;
; LLC22: atom.shared.max.s32 %r{{[0-9]+}}, [slots+32], %r{{[0-9]+}};
define void @symbols(i32 %v) {
  %r1 = atomicrmw add ptr addrspace(1) @counter, i32 %v monotonic
  %a = getelementptr i8, ptr addrspace(1) @counter, i64 16
  %r2 = atomicrmw add ptr addrspace(1) %a, i32 1 monotonic
  %b = getelementptr i8, ptr addrspace(3) @slots, i64 32
  %r3 = atomicrmw max ptr addrspace(3) %b, i32 %v monotonic
  %r4 = atomicrmw or ptr addrspace(3) @slots, i32 %r3 monotonic
  ret void
}

; An offset that does not fit 32 bits stays an add.
; CHECK-LABEL: .func {{.*}}far_offset(
; CHECK: add.s64 [[FAR:%rd[0-9]+]], %rd{{[0-9]+}}, 4294967296;
; CHECK: atom.and.b32 %r{{[0-9]+}}, [[[FAR]]], %r{{[0-9]+}};
define void @far_offset(ptr %q, i32 %v) {
  %j = getelementptr i8, ptr %q, i64 4294967296
  %r = atomicrmw and ptr %j, i32 %v monotonic
  ret void
}

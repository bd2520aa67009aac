; llvm.nvvm.internal.addrspace.wrap.pN.pM, LLVM 22's overloaded view of a
; pointer's bits as an address of another space (its NVPTXLowerArgs makes it
; for kernel parameters), is a ptrtoint/inttoptr pair here: no instruction,
; no cvta, as LLVM 22 selects it. (A declaration whose type does not match
; its mangled name is an error: llvm22-ir-errors.ll.)
; CHECK lines are written by hand (opt's and llc's output in one file).
; RUN: opt -S -passes=nvptx-ext-intrinsic-checks %s | FileCheck %s --check-prefix=IR
; RUN: llc -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas-sm_90 %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

; IR-LABEL: define i32 @generic_as_shared(
; IR-NEXT:    [[BITS:%.*]] = ptrtoint ptr %p to i64
; IR-NEXT:    %q = inttoptr i64 [[BITS]] to ptr addrspace(3)
; IR-NEXT:    %v = load i32, ptr addrspace(3) %q
; CHECK-LABEL: generic_as_shared(
; CHECK-NOT:   cvta
; CHECK:       ld.shared.u32
define i32 @generic_as_shared(ptr %p) {
  %q = call ptr addrspace(3) @llvm.nvvm.internal.addrspace.wrap.p3.p0(ptr %p)
  %v = load i32, ptr addrspace(3) %q
  ret i32 %v
}

; CHECK-LABEL: global_as_generic(
; CHECK-NOT:   cvta
; CHECK:       ld.u32
define i32 @global_as_generic(ptr addrspace(1) %p) {
  %q = call ptr @llvm.nvvm.internal.addrspace.wrap.p0.p1(ptr addrspace(1) %p)
  %v = load i32, ptr %q
  ret i32 %v
}

; IR-NOT: declare {{.*}}addrspace.wrap
declare ptr addrspace(3) @llvm.nvvm.internal.addrspace.wrap.p3.p0(ptr)
declare ptr @llvm.nvvm.internal.addrspace.wrap.p0.p1(ptr addrspace(1))

; A cast to or from an address space NVPTX has no conversion for (tensor
; memory, addrspace 6; an undefined one) stopped LLVM 19's and LLVM 22's
; selection at "LLVM ERROR: Bad address space in addrspacecast"; it is an
; error naming the function (Families/NVPTXTma.cpp).
; RUN: not llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100a %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not="LLVM ERROR"

; CHECK: error: in function 'from_tensor_memory': NVPTX has no conversion from address space 6 to address space 0
define void @from_tensor_memory(ptr addrspace(6) %t, ptr %out) {
  %c = addrspacecast ptr addrspace(6) %t to ptr
  store ptr %c, ptr %out
  ret void
}

; CHECK: error: in function 'to_undefined': NVPTX has no conversion from address space 1 to address space 42
define void @to_undefined(ptr addrspace(1) %g, ptr %out) {
  %c = addrspacecast ptr addrspace(1) %g to ptr addrspace(42)
  store ptr addrspace(42) %c, ptr %out
  ret void
}

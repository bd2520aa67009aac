; Well-formed reflect calls still fold (run by nvvm-reflect-errors.ll):
; __CUDA_ARCH is 900 on sm_90a.
; CHECK-LABEL: arch(
; CHECK: mov.b32 %r{{[0-9]+}}, 900;
@arch_name = private unnamed_addr addrspace(1) constant [12 x i8] c"__CUDA_ARCH\00"

define i32 @arch() {
  %p = addrspacecast ptr addrspace(1) @arch_name to ptr
  %r = call i32 @__nvvm_reflect(ptr %p)
  ret i32 %r
}

declare i32 @__nvvm_reflect(ptr)

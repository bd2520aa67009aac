; Reflect functions declared with a signature NVVMReflect cannot fold (run
; by nvvm-reflect-errors.ll): each call is an error, not a crash.
; CHECK: error: in function 'float_result': '__nvvm_reflect' returns an integer
; CHECK: error: in function 'no_argument': '__nvvm_reflect_ocl' takes one argument, the name it asks about
; CHECK-NOT: error:
@arch_name = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"

define float @float_result() {
  %r = call float @__nvvm_reflect(ptr @arch_name)
  ret float %r
}

define i32 @no_argument() {
  %r = call i32 @__nvvm_reflect_ocl()
  ret i32 %r
}

declare float @__nvvm_reflect(ptr)
declare i32 @__nvvm_reflect_ocl()

; LLVM 19's own global-ctor.ll and global-dtor.ll expect llc to stop ("LLVM
; ERROR: Module has a nontrivial global ctor/dtor, which NVPTX does not
; support.") unless
; -nvptx-lower-global-ctor-dtor is given. LLVM 22's llc compiles such a
; module without the option, and so does this one (llvm-patches/0019):
; NVPTXCtorDtorLowering writes the constructor into an __init_array object
; and an nvptx$device$init kernel that calls what lies between
; __init_array_start and __init_array_end (the driver runs it). So that
; upstream tests are left out of the upstream suite (test/upstream.cfg.py)
; for this one, which runs their inputs.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx84 %s -o - | %ptxas-verify -arch=sm_90 %}
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/global-ctor.ll -march=nvptx -mcpu=sm_20 | FileCheck %s --check-prefix=CTOR32
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/global-dtor.ll -march=nvptx -mcpu=sm_20 | FileCheck %s --check-prefix=DTOR32

; CTOR32: .visible .const .align 4 .u32 __init_array_object_foo_{{[0-9a-f]+}}_65535 = foo;
; CTOR32: .weak .entry nvptx$device$init()
; DTOR32: .visible .const .align 4 .u32 __fini_array_object_foo_{{[0-9a-f]+}}_65535 = foo;
; DTOR32: .weak .entry nvptx$device$fini()

; CHECK-DAG: .visible .const .align 8 .u64 __init_array_object_init_{{[0-9a-f]+}}_65535 = init;
; CHECK-DAG: .visible .const .align 8 .u64 __fini_array_object_fini_{{[0-9a-f]+}}_65535 = fini;
; CHECK-DAG: .weak .global .align 8 .u64 __init_array_start;
; CHECK-DAG: .weak .global .align 8 .u64 __fini_array_end;
; CHECK: .weak .entry nvptx$device$init()
; CHECK: ld.global.u64 {{%rd[0-9]+}}, [__init_array_start];
; CHECK: .weak .entry nvptx$device$fini()

@gc = addrspace(1) global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

define internal void @init() {
  store i32 1, ptr addrspace(1) @gc
  ret void
}

define internal void @fini() {
  store i32 0, ptr addrspace(1) @gc
  ret void
}

define ptx_kernel void @k(ptr %o) {
  %v = load i32, ptr addrspace(1) @gc
  store i32 %v, ptr %o
  ret void
}

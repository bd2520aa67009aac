; LLVM 19's own indirect_byval.ll expects the byval copy of a local
; variable passed to an indirect call to read the variable through the
; generic stack pointer (ld.u8 [%SP+1], ld.u64 [%SP+8]). This llc, as LLVM
; 22's does, reads it from local space at its %SPL address
; (llvm-patches/0050), so that upstream test is left out of the upstream
; suite (test/upstream.cfg.py) for this one, which runs its input and
; checks the copy and the rest of the call sequence.
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/indirect_byval.ll -march=nvptx64 -mcpu=sm_52 -mattr=+ptx64 | FileCheck %s
; RUN: %if ptxas %{ llc < %llvm_src/test/CodeGen/NVPTX/indirect_byval.ll -march=nvptx64 -mcpu=sm_52 -mattr=+ptx64 | %ptxas-verify %}

; CHECK-LABEL: foo(
; CHECK:       .local .align 1 .b8 __local_depot0[2];
; CHECK:       ld.global.u64 [[F:%rd[0-9]+]], [ptr];
; CHECK-NEXT:  add.u64 [[TMP:%rd[0-9]+]], %SPL, 1;
; CHECK-NEXT:  ld.local.u8 [[B:%rs[0-9]+]], [[[TMP]]];
; CHECK-NEXT:  add.u64 [[S:%rd[0-9]+]], %SP, 0;
; CHECK-NOT:   [%SP+
; CHECK:       .param .align 1 .b8 param0[1];
; CHECK-NEXT:  st.param.b8 [param0+0], [[B]];
; CHECK-NEXT:  .param .b64 param1;
; CHECK-NEXT:  st.param.b64 [param1+0], [[S]];
; CHECK:       prototype_0 : .callprototype (.param .b32 _) _ (.param .align 1 .b8 _[1], .param .b64 _);
; CHECK-NEXT:  call (retval0),
; CHECK-NEXT:  [[F]],

; CHECK-LABEL: bar(
; CHECK:       .local .align 8 .b8 __local_depot1[16];
; CHECK:       ld.global.u64 [[F:%rd[0-9]+]], [ptr];
; CHECK-NEXT:  add.u64 [[TMP:%rd[0-9]+]], %SPL, 8;
; CHECK-NEXT:  ld.local.u64 [[U:%rd[0-9]+]], [[[TMP]]];
; CHECK-NEXT:  add.u64 [[S:%rd[0-9]+]], %SP, 0;
; CHECK-NOT:   [%SP+
; CHECK:       .param .align 8 .b8 param0[8];
; CHECK-NEXT:  st.param.b64 [param0+0], [[U]];
; CHECK-NEXT:  .param .b64 param1;
; CHECK-NEXT:  st.param.b64 [param1+0], [[S]];
; CHECK:       prototype_1 : .callprototype (.param .b32 _) _ (.param .align 8 .b8 _[8], .param .b64 _);
; CHECK-NEXT:  call (retval0),
; CHECK-NEXT:  [[F]],

; Vector arguments and results whose parts LLVM 19's NVPTX miscounted
; (llvm-patches/0023), laid out as LLVM 22 lays them out. <6 x half> and
; <12 x i8> (an even number of 16-bit elements, a multiple of four i8, not
; a power of two) crashed llc: the type legalizer widened them to
; <8 x half> and <16 x i8> and SelectionDAG handed the lowering more parts
; than it read. <2 x i8> was passed as the <2 x i16> it is promoted to, so
; a 2-byte parameter was read as 4 bytes (the second element from bytes
; 2-3), and a call of such a function crashed; it is two .b8 now.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | FileCheck %s
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -O0 %s -o /dev/null
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o - | %ptxas-verify -arch=sm_90 %}

declare <6 x half> @ext_v6f16(<6 x half>)
declare <12 x i8> @ext_v12i8(<12 x i8>)
declare <2 x i8> @ext_v2i8(<2 x i8>)

; CHECK-LABEL: .visible .func (.param .align 16 .b8 func_retval0[16]) v6f16(
; CHECK-NEXT: .param .align 16 .b8 v6f16_param_0[16]
; CHECK: ld.param.v2.u32 {[[A0:%r[0-9]+]], [[A1:%r[0-9]+]]}, [v6f16_param_0];
; CHECK: ld.param.b32 [[A2:%r[0-9]+]], [v6f16_param_0+8];
; CHECK: .param .align 16 .b8 param0[16];
; CHECK-DAG: st.param.v2.b32 [param0+0], {[[A0]], [[A1]]};
; CHECK-DAG: st.param.b32 [param0+8], [[A2]];
; CHECK: .param .align 16 .b8 retval0[16];
; CHECK: ld.param.v2.b32 {[[R0:%r[0-9]+]], [[R1:%r[0-9]+]]}, [retval0+0];
; CHECK: ld.param.b32 [[R2:%r[0-9]+]], [retval0+8];
; CHECK-DAG: st.param.v2.b32 [func_retval0+0], {[[R0]], [[R1]]};
; CHECK-DAG: st.param.b32 [func_retval0+8], [[R2]];
define <6 x half> @v6f16(<6 x half> %a) {
  %r = call <6 x half> @ext_v6f16(<6 x half> %a)
  ret <6 x half> %r
}

; CHECK-LABEL: .visible .func (.param .align 16 .b8 func_retval0[16]) v12i8(
; CHECK: ld.param.v2.u32 {[[B0:%r[0-9]+]], [[B1:%r[0-9]+]]}, [v12i8_param_0];
; CHECK: ld.param.u32 [[B2:%r[0-9]+]], [v12i8_param_0+8];
; CHECK-DAG: st.param.v2.b32 [param0+0], {[[B0]], [[B1]]};
; CHECK-DAG: st.param.b32 [param0+8], [[B2]];
; CHECK: ld.param.v2.b32 {{.*}}, [retval0+0];
; CHECK: ld.param.b32 {{.*}}, [retval0+8];
; CHECK: st.param.b32 [func_retval0+8],
define <12 x i8> @v12i8(<12 x i8> %a) {
  %r = call <12 x i8> @ext_v12i8(<12 x i8> %a)
  ret <12 x i8> %r
}

; CHECK-LABEL: .visible .func (.param .align 2 .b8 func_retval0[2]) v2i8(
; CHECK-NEXT: .param .align 2 .b8 v2i8_param_0[2]
; CHECK: ld.param.v2.u8 {[[C0:%rs[0-9]+]], [[C1:%rs[0-9]+]]}, [v2i8_param_0];
; CHECK-DAG: add.s16 [[D0:%rs[0-9]+]], [[C0]], 1;
; CHECK-DAG: add.s16 [[D1:%rs[0-9]+]], [[C1]], 2;
; CHECK: .param .align 2 .b8 param0[2];
; CHECK: st.param.v2.b8 [param0+0], {[[D0]], [[D1]]};
; CHECK: ld.param.v2.b8 {[[E0:%rs[0-9]+]], [[E1:%rs[0-9]+]]}, [retval0+0];
; CHECK: st.param.v2.b8 [func_retval0+0], {[[E0]], [[E1]]};
define <2 x i8> @v2i8(<2 x i8> %a) {
  %b = add <2 x i8> %a, <i8 1, i8 2>
  %r = call <2 x i8> @ext_v2i8(<2 x i8> %b)
  ret <2 x i8> %r
}

; Ten bf16: pairs in four 32-bit words and a fifth at byte 16.
; CHECK-LABEL: .visible .func v10bf16(
; CHECK-NEXT: .param .align 32 .b8 v10bf16_param_0[32],
; CHECK: ld.param.v4.u32 {{.*}}, [v10bf16_param_0];
; CHECK: ld.param.u32 {{.*}}, [v10bf16_param_0+16];
define void @v10bf16(<10 x bfloat> %a, ptr %p) {
  store <10 x bfloat> %a, ptr %p
  ret void
}

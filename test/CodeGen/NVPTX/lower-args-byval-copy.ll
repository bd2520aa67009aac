; By-value kernel parameters that need a pointer, lowered as LLVM 22 lowers
; them (llvm-patches/0014-nvptx-lower-args-llvm22.patch, docs/KernelParameters.md).
; A parameter that is written and whose address is taken is copied to local
; memory by one memcpy from param space: from 128 bytes on a loop of
; ld.param.u8/st.local.u8 (NVPTXLowerAggrCopies), below that the stores
; SelectionDAG expands a memcpy into. LLVM 19 loaded and stored the whole
; aggregate, which SROA split into one ld.param/st.local pair per scalar
; element (per byte of a char array), unrolled. A read-only, uncaptured
; parameter is not copied where cvta.param exists (sm_70, PTX ISA 7.7): its
; address is cvta.param of the parameter.
; The PTX checks are shared with LLVM 22's llc where it prints the same.
; RUN: llc < %s -mcpu=sm_90a | FileCheck %s --check-prefixes=PTX
; RUN: llc < %s -mcpu=sm_60 | FileCheck %s --check-prefixes=SM60
; RUN: opt < %s -S -mcpu=sm_90a -nvptx-lower-args | FileCheck %s --check-prefixes=IR
; RUN: opt < %s -S -mcpu=sm_60 -nvptx-lower-args | FileCheck %s --check-prefixes=IR60
; RUN: %if ptxas-sm_90a %{ llc < %s -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if ptxas-sm_60 %{ llc < %s -mcpu=sm_60 | %ptxas-verify -arch=sm_60 %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_90a | FileCheck %s --check-prefixes=PTX %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_60 | FileCheck %s --check-prefixes=SM60 %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; 368 bytes, like a CUTLASS Params: sizes, pointers, strides, a name, alpha,
; tiles, flags.
%struct.Params = type { [4 x i32], ptr, ptr, [8 x i64], [100 x i8], float, [32 x i32], [37 x i8] }
%struct.Odd = type { [37 x i8] }
%struct.Odd16 = type { [19 x i8], i16 }

declare float @use(ptr, i32)
declare i32 @peek(ptr, i32)
declare float @use_ro(ptr readonly captures(none), i32)

; Written at a dynamic index, then passed to a function: one copy loop.
; PTX-LABEL: .entry params_written(
; PTX:         .param .align 8 .b8 params_written_param_0[368]
; PTX:         .local .align 8 .b8 {{[[:space:]]*}}__local_depot0[368];
; PTX:         mov.{{[ub]}}64 {{%rd[0-9]+}}, params_written_param_0;
; PTX-NOT:     ld.param.{{[ub]}}8
; PTX:       [[LOOP:\$L__BB0_[0-9]+]]:
; PTX:         ld.param.{{[ub]}}8 [[B:%rs[0-9]+]], [{{%rd[0-9]+}}];
; PTX:         st.local.{{[ub]}}8 [{{%rd[0-9]+}}], [[B]];
; PTX:         setp.lt.u64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 368;
; PTX:         bra {{[[:space:]]*}}[[LOOP]];
; PTX-NOT:     ld.param.{{[ub]}}8
; PTX-NOT:     st.local.{{[ub]}}8
; PTX:         st.local.{{[ub]}}32 [{{%rd[0-9]+}}+200],
; PTX:         ld.local.{{[ub]}}64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+24];
; PTX:         ret;
; SM60-LABEL:  .entry params_written(
; SM60:        __local_depot0[368];
; SM60:        setp.lt.u64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 368;
; IR-LABEL:    define ptx_kernel void @params_written(
; IR-NEXT:       [[COPY:%.*]] = alloca %struct.Params, align 8
; IR-NEXT:       [[PARAM:%.*]] = addrspacecast ptr %p to ptr addrspace(101)
; IR-NEXT:       [[LOCAL:%.*]] = addrspacecast ptr [[COPY]] to ptr addrspace(5)
; IR-NEXT:       call void @llvm.memcpy.p5.p101.i64(ptr addrspace(5) align 8 [[LOCAL]], ptr addrspace(101) align 8 [[PARAM]], i64 368, i1 false)
; IR-NEXT:       %tile = getelementptr inbounds %struct.Params, ptr [[COPY]], i64 0, i32 6, i32 %i
; IR-NEXT:       store i32 %n, ptr %tile, align 4
; IR-NEXT:       %r = call float @use(ptr [[COPY]], i32 %i)
define ptx_kernel void @params_written(ptr byval(%struct.Params) align 8 %p, i32 %n, i32 %i) {
  %tile = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 6, i32 %i
  store i32 %n, ptr %tile, align 4
  %r = call float @use(ptr %p, i32 %i)
  %cp = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 2
  %c = load ptr, ptr %cp, align 8
  %ci = getelementptr inbounds float, ptr %c, i32 %i
  store float %r, ptr %ci, align 4
  ret void
}

; Read only and not captured: no copy on sm_90a; the callee gets
; cvta.param of the parameter and the loads stay ld.param. sm_60 has no
; cvta.param: a copy, as LLVM 22 makes.
; PTX-LABEL: .entry params_read_only(
; PTX-NOT:     .local
; PTX:         mov.{{[ub]}}64 [[P:%rd[0-9]+]], params_read_only_param_0;
; PTX:         cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:         st.param.b64 [param0{{(\+0)?}}], [[G]];
; PTX:         ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [{{%rd[0-9]+}}+32];
; PTX:         ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [params_read_only_param_0+24];
; PTX-NOT:     .local
; PTX:         ret;
; SM60-LABEL:  .entry params_read_only(
; SM60:        __local_depot1[368];
; SM60-NOT:    cvta.param
; SM60:        setp.lt.u64 {{%p[0-9]+}}, {{%rd[0-9]+}}, 368;
; SM60-NOT:    cvta.param
; SM60:        ret;
; IR-LABEL:    define ptx_kernel void @params_read_only(
; IR-NEXT:       [[PARAM:%.*]] = addrspacecast ptr %p to ptr addrspace(101)
; IR-NEXT:       [[GEN:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[PARAM]])
; IR-NEXT:       %r = call float @use_ro(ptr [[GEN]], i32 %i)
; IR-NEXT:       [[S:%.*]] = getelementptr inbounds %struct.Params, ptr addrspace(101) [[PARAM]], i64 0, i32 3, i32 %i
; IR-NEXT:       %sv = load i64, ptr addrspace(101) [[S]], align 8
; IR60-LABEL:  define ptx_kernel void @params_read_only(
; IR60-NEXT:     [[COPY:%.*]] = alloca %struct.Params, align 8
; IR60:          call void @llvm.memcpy.p5.p101.i64(ptr addrspace(5) align 8 {{%.*}}, ptr addrspace(101) align 8 {{%.*}}, i64 368, i1 false)
; IR60-NEXT:     %r = call float @use_ro(ptr [[COPY]], i32 %i)
define ptx_kernel void @params_read_only(ptr readonly captures(none) byval(%struct.Params) align 8 %p, i32 %i) {
  %r = call float @use_ro(ptr %p, i32 %i)
  %s = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 3, i32 %i
  %sv = load i64, ptr %s, align 8
  %sf = sitofp i64 %sv to float
  %sum = fadd float %r, %sf
  %cp = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 2
  %c = load ptr, ptr %cp, align 8
  %ci = getelementptr inbounds float, ptr %c, i32 %i
  store float %sum, ptr %ci, align 4
  ret void
}

; Odd sizes and alignments, below 128 bytes: the copies keep each
; parameter's alignment (16-byte parameter: 8-, 4- and 2-byte moves;
; 1-byte parameter: 37 byte moves; then the two stores of 0 to the copies).
; PTX-LABEL: .entry odd_sizes(
; PTX:         .param .align 1 .b8 odd_sizes_param_0[37],
; PTX:         .param .align 16 .b8 odd_sizes_param_1[22],
; PTX:         .local .align 16 .b8 {{[[:space:]]*}}__local_depot2[64];
; PTX-DAG:     ld.param.{{[ub]}}16 {{%rs[0-9]+}}, [odd_sizes_param_1+20];
; PTX-DAG:     ld.param.{{[ub]}}32 {{%r[0-9]+}}, [odd_sizes_param_1+16];
; PTX-DAG:     ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [odd_sizes_param_1+8];
; PTX-DAG:     ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [odd_sizes_param_1];
; PTX-COUNT-37: st.local.{{[ub]}}8 [{{%rd[0-9]+}}{{(\+[0-9]+)?}}], %rs
; PTX-NOT:     ld.param.{{[ub]}}8
; PTX:         ret;
; IR-LABEL:    define ptx_kernel void @odd_sizes(
; IR:            call void @llvm.memcpy.p5.p101.i64(ptr addrspace(5) align 16 {{%.*}}, ptr addrspace(101) align 16 {{%.*}}, i64 22, i1 false)
; IR:            call void @llvm.memcpy.p5.p101.i64(ptr addrspace(5) align 1 {{%.*}}, ptr addrspace(101) align 1 {{%.*}}, i64 37, i1 false)
define ptx_kernel void @odd_sizes(ptr byval(%struct.Odd) align 1 %o, ptr byval(%struct.Odd16) align 16 %q, ptr %out, i32 %i) {
  store i8 0, ptr %o, align 1
  store i8 0, ptr %q, align 16
  %a = call i32 @peek(ptr %o, i32 %i)
  %b = call i32 @peek(ptr %q, i32 %i)
  %s = add i32 %a, %b
  store i32 %s, ptr %out, align 4
  ret void
}

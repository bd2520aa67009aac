; A __grid_constant__ Params (two TMA descriptors, a pointer, sizes, tiles)
; whose address goes to inline asm (prefetch.tensormap, the descriptor of a
; cp.async.bulk.tensor, picked by a select), to a device function, and
; through ptrtoint to memory: lowered as LLVM 22 lowers it
; (llvm-patches/0014-nvptx-lower-args-llvm22.patch, docs/KernelParameters.md).
; No copy in local memory; each pointer that escapes is the parameter's
; cvta.param (or a field's address computed from it), and the loads of fields stay ld.param, also
; in the presence of the select. LLVM 19 gave every use the generic pointer
; once one use was not a load, a call, a store or a ptrtoint (here the
; select), so that the fields were read with generic ld (the Hopper GEMM of
; CUTLASS example 48 spilled 88+248 bytes for it).
; RUN: llc < %s -mcpu=sm_90a | FileCheck %s --check-prefixes=PTX
; RUN: opt < %s -S -mcpu=sm_90a -nvptx-lower-args | FileCheck %s --check-prefixes=IR
; RUN: %if ptxas-sm_90a %{ llc < %s -mcpu=sm_90a | %ptxas-verify -arch=sm_90a %}
; RUN: %if llc22 %{ %llc22 < %s -mcpu=sm_90a | FileCheck %s --check-prefixes=PTX %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CUtensorMap = type { [16 x i64] }
%struct.Params = type { %struct.CUtensorMap, %struct.CUtensorMap, ptr, i32, i32, i32, [16 x i32], float, float }

declare i32 @consume(ptr, i32)

; PTX-LABEL: .entry tma_params(
; PTX:         .param .align 128 .b8 tma_params_param_0[352],
; PTX-NOT:     .local
; PTX-NOT:     __local_depot
; PTX:         mov.{{[ub]}}64 [[P:%rd[0-9]+]], tma_params_param_0;
; PTX:         cvta.param.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; PTX:         selp.b64
; PTX:         prefetch.tensormap [{{%rd[0-9]+}}];
; PTX:         prefetch.tensormap [{{%rd[0-9]+}}];
; PTX:         cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {{[{]}}{{%r[0-9]+}}, {{%r[0-9]+}}}], [{{%r[0-9]+}}];
; PTX:         st.param.b64 [param0{{(\+0)?}}], {{%rd[0-9]+}};
; PTX:         consume,
; PTX-DAG:     ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [tma_params_param_0+256];
; PTX-DAG:     ld.param.{{[ub]}}32 {{%r[0-9]+}}, [{{%rd[0-9]+}}+276];
; PTX-DAG:     ld.param.{{[fb]}}32 {{%r?f?[0-9]+}}, [tma_params_param_0+340];
; PTX-NOT:     ld.{{[ubf]}}
; PTX-NOT:     .local
; PTX:         ret;
; IR-LABEL:  define ptx_kernel void @tma_params(
; IR:          [[PARAM:%.*]] = addrspacecast ptr %p to ptr addrspace(101)
; IR:          [[G1:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[PARAM]])
; IR-NEXT:     [[BGEN:%.*]] = getelementptr inbounds i8, ptr [[G1]], i64 128
; IR-NEXT:     [[G2:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[PARAM]])
; IR-NEXT:     %desc = select i1 %is_b, ptr [[BGEN]], ptr [[G2]]
; IR-NEXT:     [[G3:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[PARAM]])
; IR-NEXT:     call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"(ptr [[G3]])
; IR:          call void asm sideeffect "cp.async.bulk.tensor{{.*}}"(i32 0, ptr %desc,
; IR-NEXT:     [[G4:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[PARAM]])
; IR-NEXT:     %v = call i32 @consume(ptr [[G4]], i32 %t)
; IR-NOT:      alloca
; IR:          %tv = load i32, ptr addrspace(101)
; IR:          %alpha = load float, ptr addrspace(101)
define ptx_kernel void @tma_params(ptr byval(%struct.Params) align 128 "nvvm.grid_constant" %p, i32 %t) {
entry:
  %tma_b = getelementptr inbounds i8, ptr %p, i64 128
  %odd = and i32 %t, 1
  %is_b = icmp ne i32 %odd, 0
  %desc = select i1 %is_b, ptr %tma_b, ptr %p
  call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"(ptr %p)
  call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"(ptr %tma_b)
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 0, ptr %desc, i32 %t, i32 0, i32 8)
  %v = call i32 @consume(ptr %p, i32 %t)
  %outp = getelementptr inbounds i8, ptr %p, i64 256
  %out = load ptr, ptr %outp, align 128
  %tiles = getelementptr inbounds i8, ptr %p, i64 276
  %idx = and i32 %t, 15
  %tile = getelementptr inbounds [16 x i32], ptr %tiles, i32 0, i32 %idx
  %tv = load i32, ptr %tile, align 4
  %alphap = getelementptr inbounds i8, ptr %p, i64 340
  %alpha = load float, ptr %alphap, align 4
  %sum = add i32 %v, %tv
  %sf = sitofp i32 %sum to float
  %r = fmul float %sf, %alpha
  %o = getelementptr inbounds float, ptr %out, i32 %t
  store float %r, ptr %o, align 4
  ret void
}

; LLVM 19's spelling of grid_constant, !nvvm.annotations; the pointer also
; escapes through ptrtoint into memory.
; PTX-LABEL: .entry tma_params_annotated(
; PTX-NOT:     .local
; PTX:         cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:         prefetch.tensormap [{{%rd[0-9]+}}];
; PTX:         st.param.b64 [param0{{(\+0)?}}], [[G]];
; PTX:         ld.param.{{[ub]}}64 {{%rd[0-9]+}}, [tma_params_annotated_param_0+256];
; PTX:         st.global.{{[ub]}}64 [{{%rd[0-9]+}}], [[G]];
; PTX-NOT:     .local
; PTX:         ret;
; IR-LABEL:  define void @tma_params_annotated(
; IR-NOT:      alloca
; IR:          %i = ptrtoint ptr [[GEN:%.*]] to i64
; IR:          %out = load ptr, ptr addrspace(101)
define void @tma_params_annotated(ptr byval(%struct.Params) align 128 %p, i32 %t) {
  %tma_b = getelementptr inbounds i8, ptr %p, i64 128
  call void asm sideeffect "prefetch.tensormap [$0];", "l,~{memory}"(ptr %tma_b)
  %v = call i32 @consume(ptr %p, i32 %t)
  %i = ptrtoint ptr %p to i64
  %outp = getelementptr inbounds i8, ptr %p, i64 256
  %out = load ptr, ptr %outp, align 128
  store i64 %i, ptr %out, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @tma_params_annotated, !"kernel", i32 1, !"grid_constant", !1}
!1 = !{i32 1}

; LLVM 19's own lower-args.ll expects the byval parameter of the device
; function load_alignment, whose address escapes, to be copied into an
; alloca by nvptx-lower-args (a load of the whole struct from param space)
; and read back with ld.param.u64. This llc, as LLVM 22's, uses the
; parameter in place (llvm-patches/0050): nvptx-lower-args casts it to
; local space and back, the loads keep their alignment, and the PTX reads
; it with ld.local through the address mov gives it. So that upstream test
; is left out of the upstream suite (test/upstream.cfg.py) for this one,
; which runs its input with the same RUN lines and checks the rest of what
; it checks unchanged.
; RUN: opt < %llvm_src/test/CodeGen/NVPTX/lower-args.ll -S -nvptx-lower-args --mtriple nvptx64-nvidia-cuda | FileCheck %s --check-prefixes COMMON,IR,IRC
; RUN: opt < %llvm_src/test/CodeGen/NVPTX/lower-args.ll -S -nvptx-lower-args --mtriple nvptx64-nvidia-nvcl | FileCheck %s --check-prefixes COMMON,IR,IRO
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/lower-args.ll -mcpu=sm_20 --mtriple nvptx64-nvidia-cuda | FileCheck %s --check-prefixes COMMON,PTX,PTXC
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/lower-args.ll -mcpu=sm_20 --mtriple nvptx64-nvidia-nvcl | FileCheck %s --check-prefixes COMMON,PTX,PTXO
; RUN: %if ptxas %{ llc < %llvm_src/test/CodeGen/NVPTX/lower-args.ll -mcpu=sm_20 | %ptxas-verify %}

; COMMON-LABEL: load_alignment
; IR-NOT:       alloca
; IR:           %arg.local = addrspacecast ptr %arg to ptr addrspace(5)
; IR-NEXT:      %arg.generic = addrspacecast ptr addrspace(5) %arg.local to ptr
; IR-NEXT:      load ptr, ptr %arg.generic, align 8
; IR:           load i32, ptr %arg.idx2, align 8
; PTX:          mov.b64 [[ARG:%rd[0-9]+]], load_alignment_param_0;
; PTX-NOT:      ld.param
; PTX:          ld.local.u64 {{%rd[0-9]+}}, [[[ARG]]];
; PTX:          ld.local.u64 {{%rd[0-9]+}}, [[[ARG]]+8];
; PTX:          ld.local.u32 {{%r[0-9]+}}, [[[ARG]]+16];

; COMMON-LABEL: ptr_generic
; IRC:  %in3 = addrspacecast ptr %in to ptr addrspace(1)
; IRC:  %in4 = addrspacecast ptr addrspace(1) %in3 to ptr
; IRC:  %out1 = addrspacecast ptr %out to ptr addrspace(1)
; IRC:  %out2 = addrspacecast ptr addrspace(1) %out1 to ptr
; PTXC: cvta.to.global.u64
; PTXC: cvta.to.global.u64
; PTXC: ld.global.u32
; PTXC: st.global.u32
; IRO-NOT: addrspacecast
; PTXO-NOT: cvta.to.global
; PTXO: ld.u32
; PTXO: st.u32

; COMMON-LABEL: ptr_nongeneric
; IR-NOT: addrspacecast
; PTX-NOT: cvta.to.global
; PTX:  ld.const.u32

; COMMON-LABEL: ptr_as_int
; IR:   [[P:%.*]] = inttoptr i64 %i to ptr
; IRC:  [[P1:%.*]] = addrspacecast ptr [[P]] to ptr addrspace(1)
; IRC:  addrspacecast ptr addrspace(1) [[P1]] to ptr
; IRO-NOT: addrspacecast
; PTXC-DAG:  ld.param.u64    [[I:%rd.*]], [ptr_as_int_param_0];
; PTXC-DAG:  ld.param.u32    [[V:%r.*]], [ptr_as_int_param_1];
; PTXC:      cvta.to.global.u64 %[[P:rd.*]], [[I]];
; PTXC:      st.global.u32    [%[[P]]], [[V]];
; PTXO-DAG:  ld.param.u64    %[[P:rd.*]], [ptr_as_int_param_0];
; PTXO-DAG:  ld.param.u32    [[V:%r.*]], [ptr_as_int_param_1];
; PTXO:      st.u32   [%[[P]]], [[V]];

; COMMON-LABEL: ptr_as_int_aggr
; IR:   [[S:%.*]] = addrspacecast ptr %s to ptr addrspace(101)
; IR:   [[I:%.*]] = load i64, ptr addrspace(101) [[S]], align 8
; IR:   [[P0:%.*]] = inttoptr i64 [[I]] to ptr
; IRC:  [[P1:%.*]] = addrspacecast ptr [[P]] to ptr addrspace(1)
; IRC:  [[P:%.*]] = addrspacecast ptr addrspace(1) [[P1]] to ptr
; IRO-NOT: addrspacecast
; PTXC-DAG:  ld.param.u64    [[I:%rd.*]], [ptr_as_int_aggr_param_0];
; PTXC-DAG:  ld.param.u32    [[V:%r.*]], [ptr_as_int_aggr_param_1];
; PTXC:      cvta.to.global.u64 %[[P:rd.*]], [[I]];
; PTXC:      st.global.u32    [%[[P]]], [[V]];
; PTXO-DAG:  ld.param.u64    %[[P:rd.*]], [ptr_as_int_aggr_param_0];
; PTXO-DAG:  ld.param.u32    [[V:%r.*]], [ptr_as_int_aggr_param_1];
; PTXO:      st.u32   [%[[P]]], [[V]];

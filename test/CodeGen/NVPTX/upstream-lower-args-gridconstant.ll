; LLVM 19's own lower-args-gridconstant.ll runs nvptx-lower-args with no
; -mcpu and llc with -mcpu=sm_70 (PTX ISA 6.0), and expects cvta.param for
; grid_constant parameters whose address escapes. cvta.param needs sm_70
; and PTX ISA 7.7 (ptxas rejects it below), so this llc, as LLVM 22's does,
; copies such parameters there (llvm-patches/0014-nvptx-lower-args-llvm22.patch,
; docs/KernelParameters.md): that upstream test is left out of the upstream
; suite (test/upstream.cfg.py) for this one, which runs its input for
; sm_75 (the oldest CPU ptxas 13 knows) with cvta.param (PTX ISA 7.7: the
; loads of fields stay ld.param, escaping pointers are cvta.param, no local
; copy) and without (its default PTX ISA 6.3: a copy, by one memcpy).
; The input's calls do not match their declarations, so ptxas rejects its
; PTX (with LLVM 22's llc too): lower-args-grid-constant.ll and
; lower-args-byval-copy.ll assemble theirs.
; RUN: opt < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -S -nvptx-lower-args -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 -mattr=+ptx77 | FileCheck %s --check-prefixes=OPT
; RUN: opt < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -S -nvptx-lower-args -mtriple=nvptx64-nvidia-cuda -mcpu=sm_75 | FileCheck %s --check-prefixes=NOCVTA
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -mcpu=sm_75 -mattr=+ptx77 -mtriple=nvptx64-nvidia-cuda | FileCheck %s --check-prefixes=PTX
; RUN: llc < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -mcpu=sm_75 -mtriple=nvptx64-nvidia-cuda | FileCheck %s --check-prefixes=PTX60
; RUN: %if llc22 %{ %llc22 < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -mcpu=sm_75 -mattr=+ptx77 -mtriple=nvptx64-nvidia-cuda | FileCheck %s --check-prefixes=PTX %}
; RUN: %if llc22 %{ %llc22 < %llvm_src/test/CodeGen/NVPTX/lower-args-gridconstant.ll -mcpu=sm_75 -mtriple=nvptx64-nvidia-cuda | FileCheck %s --check-prefixes=PTX60 %}

; Read through loads only: ld.param, never a copy.
; PTX-LABEL:   grid_const_int(
; PTX-NOT:       .local
; PTX:           ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_int_param_0];
; PTX60-LABEL: grid_const_int(
; PTX60-NOT:     .local
; PTX60:         ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_int_param_0];
; OPT-LABEL:   define void @grid_const_int(
; OPT-NOT:       alloca
; OPT:           [[P:%.*]] = addrspacecast ptr %input1 to ptr addrspace(101)
; OPT:           load i32, ptr addrspace(101) [[P]], align 4

; PTX-LABEL:   grid_const_struct(
; PTX-NOT:       .local
; PTX-DAG:       ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_struct_param_0];
; PTX-DAG:       ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_struct_param_0+4];

; Passed to a function.
; PTX-LABEL:   grid_const_escape(
; PTX-NOT:       .local
; PTX:           mov.{{[ub]}}64 [[P:%rd[0-9]+]], grid_const_escape_param_0;
; PTX:           cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:           st.param.b64 [param0{{(\+0)?}}], [[G]];
; PTX60-LABEL: grid_const_escape(
; PTX60:         .local .align 4 .b8 {{[[:space:]]*}}__local_depot{{[0-9]+}}[8];
; PTX60-NOT:     cvta.param
; PTX60:         ret;
; OPT-LABEL:   define void @grid_const_escape(
; OPT-NOT:       alloca
; OPT:           [[P:%.*]] = addrspacecast ptr %input to ptr addrspace(101)
; OPT-NEXT:      [[G:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[P]])
; OPT:           call i32 @escape(ptr [[G]])
; NOCVTA-LABEL: define void @grid_const_escape(
; NOCVTA-NEXT:    [[C:%.*]] = alloca %struct.s, align 4
; NOCVTA-NEXT:    [[P:%.*]] = addrspacecast ptr %input to ptr addrspace(101)
; NOCVTA-NEXT:    [[L:%.*]] = addrspacecast ptr [[C]] to ptr addrspace(5)
; NOCVTA-NEXT:    call void @llvm.memcpy.p5.p101.i64(ptr addrspace(5) align 4 [[L]], ptr addrspace(101) align 4 [[P]], i64 8, i1 false)
; NOCVTA-NEXT:    call i32 @escape(ptr [[C]])

; Two grid constants and an ordinary int: only the int is stored locally.
; PTX-LABEL:   multiple_grid_const_escape(
; PTX:           .local .align 4 .b8 {{[[:space:]]*}}__local_depot{{[0-9]+}}[4];
; PTX-DAG:       cvta.param.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; PTX-DAG:       cvta.param.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}};
; PTX:           ret;

; Stored to memory.
; PTX-LABEL:   grid_const_memory_escape(
; PTX-NOT:       .local
; PTX:           cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:           st.global.{{[ub]}}64 [{{%rd[0-9]+}}], [[G]];

; Given to inline asm.
; PTX-LABEL:   grid_const_inlineasm_escape(
; PTX-NOT:       .local
; PTX:           cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:           add.s64 {{%rd[0-9]+}}, [[G]], 4;
; PTX:           add.s64 {{%rd[0-9]+}}, [[G]], {{%rd[0-9]+}};

; Partly read, partly escaping: the reads stay ld.param.
; PTX-LABEL:   grid_const_partial_escapemem(
; PTX-NOT:       .local
; PTX-DAG:       ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_partial_escapemem_param_0];
; PTX-DAG:       ld.param.{{[ub]}}32 {{%r[0-9]+}}, [grid_const_partial_escapemem_param_0+4];
; PTX-DAG:       cvta.param.u64 [[G:%rd[0-9]+]], {{%rd[0-9]+}};
; PTX:           st.global.{{[ub]}}64 [{{%rd[0-9]+}}], [[G]];
; OPT-LABEL:   define i32 @grid_const_partial_escapemem(
; OPT-NOT:       alloca
; OPT:           [[P:%.*]] = addrspacecast ptr %input to ptr addrspace(101)
; OPT-NEXT:      [[F:%.*]] = getelementptr inbounds %struct.s, ptr addrspace(101) [[P]], i32 0, i32 0
; OPT-NEXT:      load i32, ptr addrspace(101) [[F]], align 4
; OPT:           [[G:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[P]])
; OPT-NEXT:      store ptr [[G]], ptr
; OPT:           [[G2:%.*]] = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) [[P]])
; OPT-NEXT:      [[FG:%.*]] = getelementptr inbounds %struct.s, ptr [[G2]], i32 0, i32 0
; OPT-NEXT:      call i32 @escape(ptr [[FG]])

; Picked by a phi or a select: no copy. (This llc reads through cvta.param
; pointers there; LLVM 22's infers param space and reads with ld.param.)
; PTX-LABEL:   grid_const_phi_escape(
; PTX-NOT:       .local
; PTX:           ret;
; PTX-LABEL:   grid_const_phi_escape2(
; PTX-NOT:       .local
; PTX:           ret;
; PTX-LABEL:   grid_const_select_escape(
; PTX-NOT:       .local
; PTX:           selp.b64
; PTX60-LABEL: grid_const_select_escape(
; PTX60:         __local_depot
; PTX60-NOT:     cvta.param
; PTX60:         ret;

; PTX-LABEL:   grid_const_ptrtoint(
; PTX-NOT:       .local
; PTX:           cvta.param.u64
; OPT-LABEL:   define i32 @grid_const_ptrtoint(
; OPT-NOT:       alloca
; OPT:           ptrtoint ptr {{%.*}} to i32

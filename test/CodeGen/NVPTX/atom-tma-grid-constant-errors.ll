; Tensor maps the TMA unit cannot read: a byval parameter that is not a
; grid constant (LLVM passes kernels and device functions a copy of it in
; local memory) and a map in an alloca. Each is an `error:` that says how to
; pass the map instead, exit status 1, no crash and no PTX that reads local
; memory through the TMA unit. A map in parameter memory cannot be updated
; (tensormap.replace writes global or shared memory only).
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc -mtriple=nvptx64 -mcpu=sm_90a %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not opt -mtriple=nvptx64 -mcpu=sm_90a -passes=nvptx-lower-atoms %s -disable-output 2>&1 | FileCheck %s --check-prefix=OPT

; OPT: error: in function 'not_grid_constant': the tensor map of `atom.tma_load` is the byval parameter `tmap` of `not_grid_constant`, which is not a grid constant

; CHECK: error: in function 'not_grid_constant': the tensor map of `atom.tma_load` is the byval parameter `tmap` of `not_grid_constant`, which is not a grid constant: LLVM passes a copy in local memory, where the TMA unit cannot read it; make it a kernel parameter marked grid_constant (!nvvm.annotations !{ptr @not_grid_constant, !"grid_constant", !{i32 1}}, or the "nvvm.grid_constant" parameter attribute)
; CHECK: error: in function 'not_grid_constant_param101': the tensor map of `atom.tma_store` is the byval parameter `tmap` of `not_grid_constant_param101`, which is not a grid constant
; CHECK: error: in function 'device_function_byval': the tensor map of prefetch_tma_desc is the byval parameter `tmap` of `device_function_byval`, which is not a grid constant
; CHECK: error: in function 'local_copy': the tensor map of `atom.tma_load` is in local memory (`copy`), where the TMA unit cannot read it; keep it in global, constant or grid-constant parameter memory
; CHECK: error: in function 'update_param': the tensor map of `update_tma_desc` is a pointer to global (addrspace 1) or shared (addrspace 3) memory, where tensormap.replace writes; it is ptr addrspace(101)

%struct.CUtensorMap = type { [16 x i64] }

define ptx_kernel void @not_grid_constant(ptr byval(%struct.CUtensorMap) align 64 %tmap, ptr addrspace(3) %tile, ptr addrspace(3) %bar, i32 %x, i32 %y) {
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i32 %y)
  ret void
}

define ptx_kernel void @not_grid_constant_param101(ptr byval(%struct.CUtensorMap) align 64 %tmap, ptr addrspace(3) %tile, i32 %x, i32 %y) {
  %p = addrspacecast ptr %tmap to ptr addrspace(101)
  %q = getelementptr i8, ptr addrspace(101) %p, i64 0
  call void @llvm.nvvm.cute.atom.copy.tma.store.p101(
      metadata !"!cute_nvgpu.atom.tma_store",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(101) %q, i32 %x, i32 %y)
  ret void
}

define void @device_function_byval(ptr byval(%struct.CUtensorMap) align 64 %tmap) {
  call void @llvm.nvvm.cute.prefetch_tma_desc.p0(ptr %tmap)
  ret void
}

define ptx_kernel void @local_copy(ptr addrspace(1) %global, ptr addrspace(3) %tile, ptr addrspace(3) %bar, i32 %x, i32 %y) {
  %copy = alloca %struct.CUtensorMap, align 64
  call void @llvm.memcpy.p0.p1.i64(ptr align 64 %copy, ptr addrspace(1) align 64 %global, i64 128, i1 false)
  call void @llvm.nvvm.cute.atom.copy.tma.load(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16}",
      ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %copy, i32 %x, i32 %y)
  ret void
}

define ptx_kernel void @update_param(ptr byval(%struct.CUtensorMap) align 64 %tmap, i64 %base) {
  %p = addrspacecast ptr %tmap to ptr addrspace(101)
  call void @llvm.nvvm.cute.update_tma_desc.p101(metadata !"{field = base}", ptr addrspace(101) %p, i64 %base)
  ret void
}

declare void @llvm.nvvm.cute.atom.copy.tma.load(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr, i32, i32)
declare void @llvm.nvvm.cute.atom.copy.tma.store.p101(metadata, metadata, ptr addrspace(3), ptr addrspace(101), i32, i32)
declare void @llvm.nvvm.cute.prefetch_tma_desc.p0(ptr)
declare void @llvm.nvvm.cute.update_tma_desc.p101(metadata, ptr addrspace(101), i64)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)

!nvvm.annotations = !{!0}
!0 = !{ptr @update_param, !"grid_constant", !1}
!1 = !{i32 1}

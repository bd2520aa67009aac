; Kernel of test/GPU/atom-tma-load-param.test (utils/gpu/run-atom-gpu.py
; --test tma_load_param): atom-tma-load.ll's kernel with the tensor map
; passed the way CUTLASS passes `__grid_constant__ const CUtensorMap`: by
; value, as a 128-byte, 64-byte aligned kernel parameter marked
; grid_constant, used by the atom through its parameter-memory address
; (ptr addrspace(101)). The atom reads it at the parameter's generic address
; (cvta.param); LLVM makes no local copy of it. The driver writes kernel
; parameters before the launch, so no tensormap proxy fence is needed.
; Everything else (the tensor, the tile, the barrier, the copy-out, the
; status words) is as in atom-tma-load.ll.
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [8192 x i8] undef, align 1024
@mbar = internal addrspace(3) global i64 undef, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare void @llvm.nvvm.cute.atom.copy.tma(metadata, metadata, ptr addrspace(3), ptr addrspace(3), ptr addrspace(101), i32, i32)

define void @atom_tma_load_param(ptr byval([128 x i8]) align 64 %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info) {
entry:
  %map = addrspacecast ptr %tmap to ptr addrspace(101)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %gout = addrspacecast ptr %out to ptr addrspace(1)
  %ginfo = addrspacecast ptr %info to ptr addrspace(1)
  %is.t0 = icmp eq i32 %tid, 0
  br i1 %is.t0, label %init, label %sync

init:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 1)
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  %tile.addr = ptrtoint ptr addrspace(3) @tile to i32
  %mbar.addr = ptrtoint ptr addrspace(3) @mbar to i32
  store i32 %tile.addr, ptr addrspace(1) %ginfo, align 4
  %info.mbar = getelementptr i32, ptr addrspace(1) %ginfo, i64 1
  store i32 %mbar.addr, ptr addrspace(1) %info.mbar, align 4
  br label %sync

sync:
  call void @llvm.nvvm.barrier0()
  br i1 %is.t0, label %issue, label %wait.start

issue:
  call void @llvm.nvvm.cute.atom.copy.tma(
      metadata !"!cute_nvgpu.atom.tma_load",
      metadata !"{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>, gmem_layout = #cute.layout<(128, 256):(1, 128)>, cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = 16, arrive}",
      ptr addrspace(3) @tile, ptr addrspace(3) @mbar, ptr addrspace(101) %map, i32 %c0, i32 %c1)
  br label %wait.start

wait.start:
  %start = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  br label %wait

wait:
  %done = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 0)
  br i1 %done, label %copy, label %wait.clock

wait.clock:
  %now = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %elapsed = sub i64 %now, %start
  %timed.out = icmp ugt i64 %elapsed, 4294967296
  br i1 %timed.out, label %copy, label %wait

copy:
  %status = phi i32 [ 1, %wait ], [ 2, %wait.clock ]
  ; Chunk t + 128 k lies at byte 16 t + 2048 k of the tile and of out.
  %off0 = shl i64 %t, 4
  %off1 = add i64 %off0, 2048
  %off2 = add i64 %off0, 4096
  %off3 = add i64 %off0, 6144
  %src0 = getelementptr i8, ptr addrspace(3) @tile, i64 %off0
  %src1 = getelementptr i8, ptr addrspace(3) @tile, i64 %off1
  %src2 = getelementptr i8, ptr addrspace(3) @tile, i64 %off2
  %src3 = getelementptr i8, ptr addrspace(3) @tile, i64 %off3
  %v0 = load <4 x i32>, ptr addrspace(3) %src0, align 16
  %v1 = load <4 x i32>, ptr addrspace(3) %src1, align 16
  %v2 = load <4 x i32>, ptr addrspace(3) %src2, align 16
  %v3 = load <4 x i32>, ptr addrspace(3) %src3, align 16
  %dst0 = getelementptr i8, ptr addrspace(1) %gout, i64 %off0
  %dst1 = getelementptr i8, ptr addrspace(1) %gout, i64 %off1
  %dst2 = getelementptr i8, ptr addrspace(1) %gout, i64 %off2
  %dst3 = getelementptr i8, ptr addrspace(1) %gout, i64 %off3
  store <4 x i32> %v0, ptr addrspace(1) %dst0, align 16
  store <4 x i32> %v1, ptr addrspace(1) %dst1, align 16
  store <4 x i32> %v2, ptr addrspace(1) %dst2, align 16
  store <4 x i32> %v3, ptr addrspace(1) %dst3, align 16
  %slot = add i64 %t, 2
  %info.t = getelementptr i32, ptr addrspace(1) %ginfo, i64 %slot
  store i32 %status, ptr addrspace(1) %info.t, align 4
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @atom_tma_load_param, !"kernel", i32 1}
!1 = !{ptr @atom_tma_load_param, !"grid_constant", !2}
!2 = !{i32 1}

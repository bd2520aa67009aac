; The neighbours of the intrinsics core-intrinsic-ptxas-never.ll rejects
; compile, and ptxas accepts them: sust.p of 32-bit components, the
; unified texture reads of every geometry the separate-sampler form lacks,
; the tex.cube.level and 2d.level forms that print correctly, bf16 fma
; without .ftz/.sat, m16n8k16 mma with C and D of one type, lg2/ex2.approx
; of f32, bf16 min/max without .ftz and texsurf.handle.internal.
; CHECK lines are written by hand: they check one instruction in each of 20 functions, which full bodies (600 lines) would bury
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_90 | FileCheck %s
; RUN: %if ptxas-sm_90 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_90 | %ptxas-verify -arch=sm_90 %}
; RUN: %if ptxas-sm_100a %{ llc < %s -mtriple=nvptx64 -mcpu=sm_100a | %ptxas-verify -arch=sm_100a %}

; CHECK: sust.p.1d.b32.trap
; CHECK: sust.p.2d.v2.b32.trap
; CHECK: tex.a1d.v4.f32.f32
; CHECK: tex.grad.a2d.v4.f32.f32
; CHECK: tex.grad.3d.v4.f32.f32
; CHECK: tex.level.3d.v4.f32.f32
; CHECK: tex.cube.v4.f32.f32
; CHECK: tex.level.acube.v4.f32.f32
; CHECK: tex.level.cube.v4.f32.f32
; CHECK: tex.level.2d.v4.f32.f32
; CHECK: fma.rn.bf16
; CHECK: fma.rn.relu.bf16
; CHECK: fma.rn.bf16x2
; CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
; CHECK: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
; CHECK: lg2.approx.f32
; CHECK: ex2.approx.f32
; CHECK: max.bf16
; CHECK: min.NaN.xorsign.abs.bf16x2
; CHECK: mov.u64 {{%rd[0-9]+}}, tex;

define void @sust_p_1d_i32_trap(i64 %a0, i32 %a1, i32 %a2, ptr %out) {
  call void @llvm.nvvm.sust.p.1d.i32.trap(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

declare void @llvm.nvvm.sust.p.1d.i32.trap(i64, i32, i32)

define void @sust_p_2d_v2i32_trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, ptr %out) {
  call void @llvm.nvvm.sust.p.2d.v2i32.trap(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

declare void @llvm.nvvm.sust.p.2d.v2i32.trap(i64, i32, i32, i32, i32)

define void @tex_unified_1d_array_v4f32_f32(i64 %a0, i32 %a1, float %a2, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.v4f32.f32(i64 %a0, i32 %a1, float %a2)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.v4f32.f32(i64, i32, float)

define void @tex_unified_2d_array_grad_v4f32_f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float)

define void @tex_unified_3d_grad_v4f32_f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float)

define void @tex_unified_3d_level_v4f32_f32(i64 %a0, float %a1, float %a2, float %a3, float %a4, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3, float %a4)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64, float, float, float, float)

define void @tex_unified_cube_v4f32_f32(i64 %a0, float %a1, float %a2, float %a3, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64 %a0, float %a1, float %a2, float %a3)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float)

define void @tex_unified_cube_array_level_v4f32_f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64 %a0, i32 %a1, float %a2, float %a3, float %a4, float %a5)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64, i32, float, float, float, float)

define void @tex_cube_level_v4f32_f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.cube.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.cube.level.v4f32.f32(i64, i64, float, float, float, float)

define void @tex_2d_level_v4f32_f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.2d.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.tex.2d.level.v4f32.f32(i64, i64, float, float, float)

define void @fma_rn_bf16(bfloat %a0, bfloat %a1, bfloat %a2, ptr %out) {
  %r = call bfloat @llvm.nvvm.fma.rn.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat)

define void @fma_rn_relu_bf16(bfloat %a0, bfloat %a1, bfloat %a2, ptr %out) {
  %r = call bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat)

define void @fma_rn_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2, ptr %out) {
  %r = call <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2)
  store <2 x bfloat> %r, ptr %out
  ret void
}

declare <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)

define void @mma_m16n8k16_row_col_f32_f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, float %a6, float %a7, float %a8, float %a9, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, float %a6, float %a7, float %a8, float %a9)
  %r0 = extractvalue { float, float, float, float } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store float %r0, ptr %p0
  %r1 = extractvalue { float, float, float, float } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store float %r1, ptr %p1
  %r2 = extractvalue { float, float, float, float } %r, 2
  %p2 = getelementptr i8, ptr %out, i64 32
  store float %r2, ptr %p2
  %r3 = extractvalue { float, float, float, float } %r, 3
  %p3 = getelementptr i8, ptr %out, i64 48
  store float %r3, ptr %p3
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

define void @mma_m16n8k16_row_col_f16_f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, ptr %out) {
  %r = call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7)
  %r0 = extractvalue { <2 x half>, <2 x half> } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store <2 x half> %r0, ptr %p0
  %r1 = extractvalue { <2 x half>, <2 x half> } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store <2 x half> %r1, ptr %p1
  ret void
}

declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)

define void @lg2_approx_f(float %a0, ptr %out) {
  %r = call float @llvm.nvvm.lg2.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

declare float @llvm.nvvm.lg2.approx.f(float)

define void @ex2_approx_f(float %a0, ptr %out) {
  %r = call float @llvm.nvvm.ex2.approx.f(float %a0)
  store float %r, ptr %out
  ret void
}

declare float @llvm.nvvm.ex2.approx.f(float)

define void @fmax_bf16(bfloat %a0, bfloat %a1, ptr %out) {
  %r = call bfloat @llvm.nvvm.fmax.bf16(bfloat %a0, bfloat %a1)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fmax.bf16(bfloat, bfloat)

define void @fmin_nan_xorsign_abs_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, ptr %out) {
  %r = call <2 x bfloat> @llvm.nvvm.fmin.nan.xorsign.abs.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1)
  store <2 x bfloat> %r, ptr %out
  ret void
}

declare <2 x bfloat> @llvm.nvvm.fmin.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>)

@tex = addrspace(1) global i64 0

define void @texsurf_handle_internal(ptr %out) {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  store i64 %h, ptr %out
  ret void
}
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

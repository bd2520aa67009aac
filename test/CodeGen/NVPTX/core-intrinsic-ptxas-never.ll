; Intrinsics LLVM 19 selects to PTX that ptxas rejects on every target, or
; does not select at all ("Cannot select"), get an `error:` on every target
; (CorePtxasRules in NVPTXExtIntrinsicChecks.cpp): sust.p of 8- and 16-bit
; components ("Unexpected instruction types specified for 'sust.p'"), the
; texture reads with a separate sampler whose operands LLVM 19 prints
; wrongly (array, 3d grad and level, cube and cube array; ptxas rejects
; them or crashes), bf16 fma with .ftz or .sat, m16n8k16 mma with C and D
; of different types, lg2/ex2.approx.f64, bf16 min/max with .ftz, bf2h and
; the metadata form of texsurf.handle. Their neighbours that ptxas accepts
; compile: core-intrinsic-ptxas-neighbours.ll. With the nvcl OS (independent
; texture mode) the separate-sampler texture reads are valid and compile
; (upstream's surf-tex.py assembles them); the rest is rejected there too.
; CHECK lines are written by hand: they check diagnostics (update scripts only write output checks)
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64 -mcpu=sm_100a -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
; RUN: not llc < %s -mtriple=nvptx64-nvidia-nvcl -mcpu=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NVCL --implicit-check-not=llvm.nvvm.tex.

; NVCL: error: in function 'sust_p_1d_i8_trap': 'llvm.nvvm.sust.p.1d.i8.trap' is not supported on any target
; NVCL: error: in function 'texsurf_handle': 'llvm.nvvm.texsurf.handle.p1' is not supported on any target
; CHECK: error: in function 'sust_p_1d_i8_trap': 'llvm.nvvm.sust.p.1d.i8.trap' is not supported on any target (sust.p stores 32-bit components only)
; CHECK: error: in function 'sust_p_2d_v2i16_trap': 'llvm.nvvm.sust.p.2d.v2i16.trap' is not supported on any target (sust.p stores 32-bit components only)
; CHECK: error: in function 'tex_1d_array_v4f32_f32': 'llvm.nvvm.tex.1d.array.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'tex_2d_array_grad_v4f32_f32': 'llvm.nvvm.tex.2d.array.grad.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'tex_3d_grad_v4f32_f32': 'llvm.nvvm.tex.3d.grad.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'tex_3d_level_v4f32_f32': 'llvm.nvvm.tex.3d.level.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'tex_cube_v4f32_f32': 'llvm.nvvm.tex.cube.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'tex_cube_array_level_v4f32_f32': 'llvm.nvvm.tex.cube.array.level.v4f32.f32' is not supported on any target (ptxas rejects the operands LLVM 19 prints for it; use the llvm.nvvm.tex.unified form)
; CHECK: error: in function 'fma_rn_ftz_bf16': 'llvm.nvvm.fma.rn.ftz.bf16' is not supported on any target (bf16 fma has no .ftz)
; CHECK: error: in function 'fma_rn_sat_bf16': 'llvm.nvvm.fma.rn.sat.bf16' is not supported on any target (bf16 fma has no .sat)
; CHECK: error: in function 'fma_rn_ftz_bf16x2': 'llvm.nvvm.fma.rn.ftz.bf16x2' is not supported on any target (bf16 fma has no .ftz)
; CHECK: error: in function 'mma_m16n8k16_row_col_f16_f32': 'llvm.nvvm.mma.m16n8k16.row.col.f16.f32' is not supported on any target (m16n8k16 mma needs C and D of one type)
; CHECK: error: in function 'mma_m16n8k16_row_col_f32_f16': 'llvm.nvvm.mma.m16n8k16.row.col.f32.f16' is not supported on any target (m16n8k16 mma needs C and D of one type)
; CHECK: error: in function 'lg2_approx_d': 'llvm.nvvm.lg2.approx.d' is not supported on any target (lg2.approx has no f64 form)
; CHECK: error: in function 'ex2_approx_d': 'llvm.nvvm.ex2.approx.d' is not supported on any target (ex2.approx has no f64 form)
; CHECK: error: in function 'fmax_ftz_bf16': 'llvm.nvvm.fmax.ftz.bf16' is not supported on any target (bf16 min and max have no .ftz)
; CHECK: error: in function 'fmin_ftz_nan_xorsign_abs_bf16x2': 'llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16x2' is not supported on any target (bf16 min and max have no .ftz)
; CHECK: error: in function 'bf2h_rn': 'llvm.nvvm.bf2h.rn' is not supported on any target (LLVM 19 has no instruction for it)
; CHECK: error: in function 'texsurf_handle': 'llvm.nvvm.texsurf.handle.p1' is not supported on any target (LLVM 19 has no instruction for it; use llvm.nvvm.texsurf.handle.internal)

define void @sust_p_1d_i8_trap(i64 %a0, i32 %a1, i16 %a2, ptr %out) {
  call void @llvm.nvvm.sust.p.1d.i8.trap(i64 %a0, i32 %a1, i16 %a2)
  ret void
}

declare void @llvm.nvvm.sust.p.1d.i8.trap(i64, i32, i16)

define void @sust_p_2d_v2i16_trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4, ptr %out) {
  call void @llvm.nvvm.sust.p.2d.v2i16.trap(i64 %a0, i32 %a1, i32 %a2, i16 %a3, i16 %a4)
  ret void
}

declare void @llvm.nvvm.sust.p.2d.v2i16.trap(i64, i32, i32, i16, i16)

define void @tex_1d_array_v4f32_f32(i64 %a0, i64 %a1, i32 %a2, float %a3, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.1d.array.v4f32.f32(i64 %a0, i64 %a1, i32 %a2, float %a3)
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

declare { float, float, float, float } @llvm.nvvm.tex.1d.array.v4f32.f32(i64, i64, i32, float)

define void @tex_2d_array_grad_v4f32_f32(i64 %a0, i64 %a1, i32 %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.2d.array.grad.v4f32.f32(i64 %a0, i64 %a1, i32 %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8)
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

declare { float, float, float, float } @llvm.nvvm.tex.2d.array.grad.v4f32.f32(i64, i64, i32, float, float, float, float, float, float)

define void @tex_3d_grad_v4f32_f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.3d.grad.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, float %a6, float %a7, float %a8, float %a9, float %a10)
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

declare { float, float, float, float } @llvm.nvvm.tex.3d.grad.v4f32.f32(i64, i64, float, float, float, float, float, float, float, float, float)

define void @tex_3d_level_v4f32_f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.3d.level.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, float %a5)
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

declare { float, float, float, float } @llvm.nvvm.tex.3d.level.v4f32.f32(i64, i64, float, float, float, float)

define void @tex_cube_v4f32_f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.cube.v4f32.f32(i64 %a0, i64 %a1, float %a2, float %a3, float %a4)
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

declare { float, float, float, float } @llvm.nvvm.tex.cube.v4f32.f32(i64, i64, float, float, float)

define void @tex_cube_array_level_v4f32_f32(i64 %a0, i64 %a1, i32 %a2, float %a3, float %a4, float %a5, float %a6, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.tex.cube.array.level.v4f32.f32(i64 %a0, i64 %a1, i32 %a2, float %a3, float %a4, float %a5, float %a6)
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

declare { float, float, float, float } @llvm.nvvm.tex.cube.array.level.v4f32.f32(i64, i64, i32, float, float, float, float)

define void @fma_rn_ftz_bf16(bfloat %a0, bfloat %a1, bfloat %a2, ptr %out) {
  %r = call bfloat @llvm.nvvm.fma.rn.ftz.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fma.rn.ftz.bf16(bfloat, bfloat, bfloat)

define void @fma_rn_sat_bf16(bfloat %a0, bfloat %a1, bfloat %a2, ptr %out) {
  %r = call bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat %a0, bfloat %a1, bfloat %a2)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat, bfloat, bfloat)

define void @fma_rn_ftz_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2, ptr %out) {
  %r = call <2 x bfloat> @llvm.nvvm.fma.rn.ftz.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, <2 x bfloat> %a2)
  store <2 x bfloat> %r, ptr %out
  ret void
}

declare <2 x bfloat> @llvm.nvvm.fma.rn.ftz.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>)

define void @mma_m16n8k16_row_col_f16_f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, float %a6, float %a7, float %a8, float %a9, ptr %out) {
  %r = call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, float %a6, float %a7, float %a8, float %a9)
  %r0 = extractvalue { <2 x half>, <2 x half> } %r, 0
  %p0 = getelementptr i8, ptr %out, i64 0
  store <2 x half> %r0, ptr %p0
  %r1 = extractvalue { <2 x half>, <2 x half> } %r, 1
  %p1 = getelementptr i8, ptr %out, i64 16
  store <2 x half> %r1, ptr %p1
  ret void
}

declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)

define void @mma_m16n8k16_row_col_f32_f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, ptr %out) {
  %r = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7)
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

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)

define void @lg2_approx_d(double %a0, ptr %out) {
  %r = call double @llvm.nvvm.lg2.approx.d(double %a0)
  store double %r, ptr %out
  ret void
}

declare double @llvm.nvvm.lg2.approx.d(double)

define void @ex2_approx_d(double %a0, ptr %out) {
  %r = call double @llvm.nvvm.ex2.approx.d(double %a0)
  store double %r, ptr %out
  ret void
}

declare double @llvm.nvvm.ex2.approx.d(double)

define void @fmax_ftz_bf16(bfloat %a0, bfloat %a1, ptr %out) {
  %r = call bfloat @llvm.nvvm.fmax.ftz.bf16(bfloat %a0, bfloat %a1)
  store bfloat %r, ptr %out
  ret void
}

declare bfloat @llvm.nvvm.fmax.ftz.bf16(bfloat, bfloat)

define void @fmin_ftz_nan_xorsign_abs_bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1, ptr %out) {
  %r = call <2 x bfloat> @llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16x2(<2 x bfloat> %a0, <2 x bfloat> %a1)
  store <2 x bfloat> %r, ptr %out
  ret void
}

declare <2 x bfloat> @llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>)

define void @bf2h_rn(bfloat %a0, ptr %out) {
  %r = call i16 @llvm.nvvm.bf2h.rn(bfloat %a0)
  store i16 %r, ptr %out
  ret void
}

declare i16 @llvm.nvvm.bf2h.rn(bfloat)

@tex = addrspace(1) global i64 0

define void @texsurf_handle(ptr %out) {
  %h = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @tex, ptr addrspace(1) @tex)
  store i64 %h, ptr %out
  ret void
}
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))

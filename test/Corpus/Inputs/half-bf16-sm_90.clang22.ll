; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/half-bf16-sm_90.cu
; Compiler: Debian clang version 22.1.8 (1~deb12u1)
; Command (in the repository's root): clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm test/Corpus/cuda/half-bf16-sm_90.cu -o half-bf16-sm_90.clang22.ll
; ModuleID = 'test/Corpus/cuda/half-bf16-sm_90.cu'
source_filename = "test/Corpus/cuda/half-bf16-sm_90.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11axpby_half2PK7__half2PS_S_S_i(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %2, ptr noundef readonly byval(%struct.__half2) align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  %13 = load i32, ptr %2, align 4, !tbaa !6
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds %struct.__half2, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = load i32, ptr %3, align 4, !tbaa !6
  %18 = getelementptr inbounds %struct.__half2, ptr %1, i64 %14
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %17, i32 %19) #11, !srcloc !11
  %21 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %13, i32 %16, i32 %20) #11, !srcloc !12
  store i32 %21, ptr %18, align 4, !tbaa !6
  br label %22

22:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9gelu_bf16PK14__nv_bfloat162PS_i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %66

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0x3FE9884540000000) #11, !srcloc !13
  %15 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0x3FA6E4E260000000) #11, !srcloc !13
  %16 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 5.000000e-01) #11, !srcloc !13
  %17 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 1.000000e+00) #11, !srcloc !13
  %18 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %15, i32 %13) #11, !srcloc !14
  %19 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %13, i32 %13) #11, !srcloc !14
  %20 = tail call i32 asm "{fma.rn.bf16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %18, i32 %19, i32 %13) #11, !srcloc !15
  %21 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %14, i32 %20) #11, !srcloc !14
  %22 = trunc i32 %21 to i16
  %23 = lshr i32 %21, 16
  %24 = trunc nuw i32 %23 to i16
  %25 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %22) #11, !srcloc !16
  %26 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #11, !srcloc !16
  %27 = tail call float @llvm.nvvm.fabs.f32(float %25)
  %28 = fmul float %27, 0x4007154760000000
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %28)
  %30 = fadd float %29, 1.000000e+00
  %31 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %30) #12, !srcloc !17
  %32 = tail call float @llvm.fma.f32(float %31, float -2.000000e+00, float 1.000000e+00)
  %33 = fcmp oge float %27, 0x4022059680000000
  %34 = select i1 %33, float 1.000000e+00, float %32
  %35 = tail call float @llvm.copysign.f32(float %34, float %25) #13
  %36 = fmul float %25, %25
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %38 = tail call float @llvm.fma.f32(float %37, float %36, float 0x3FC10B2820000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %36, float 0xBFD5553DA0000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %36, float 0.000000e+00)
  %41 = tail call float @llvm.fma.f32(float %40, float %25, float %25)
  %42 = fcmp oge float %27, 0x3FE3333340000000
  %43 = select i1 %42, float %35, float %41
  %44 = tail call float @llvm.nvvm.fabs.f32(float %26)
  %45 = fmul float %44, 0x4007154760000000
  %46 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %45)
  %47 = fadd float %46, 1.000000e+00
  %48 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %47) #12, !srcloc !17
  %49 = tail call float @llvm.fma.f32(float %48, float -2.000000e+00, float 1.000000e+00)
  %50 = fcmp oge float %44, 0x4022059680000000
  %51 = select i1 %50, float 1.000000e+00, float %49
  %52 = tail call float @llvm.copysign.f32(float %51, float %26) #13
  %53 = fmul float %26, %26
  %54 = tail call float @llvm.fma.f32(float %53, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %55 = tail call float @llvm.fma.f32(float %54, float %53, float 0x3FC10B2820000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %53, float 0xBFD5553DA0000000)
  %57 = tail call float @llvm.fma.f32(float %56, float %53, float 0.000000e+00)
  %58 = tail call float @llvm.fma.f32(float %57, float %26, float %26)
  %59 = fcmp oge float %44, 0x3FE3333340000000
  %60 = select i1 %59, float %52, float %58
  %61 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %43, float %60) #11, !srcloc !18
  %62 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %16, i32 %13) #11, !srcloc !14
  %63 = tail call i32 asm "{ add.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %17, i32 %61) #11, !srcloc !19
  %64 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %62, i32 %63) #11, !srcloc !14
  %65 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %11
  store i32 %64, ptr %65, align 4, !tbaa !6
  br label %66

66:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9math_halfPK6__halfPS_i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %101

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !20
  %14 = tail call i16 asm "{.reg.b32         f, C, nZ;       \0A .reg.b16         h,r;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  mov.b32         C, 0x3fb8aa3bU; \0A  mov.b32         nZ, 0x80000000U;\0A  fma.rn.f32      f,f,C,nZ;       \0A  ex2.approx.ftz.f32  f,f;        \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X1F79U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X25CFU;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC13BU;\0A  mov.b16 ulp,0x0400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC1EFU;\0A  mov.b16 ulp,0x0200U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #11, !srcloc !22
  %15 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %13) #11, !srcloc !23
  %16 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #11, !srcloc !24
  %17 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %15, i16 %16) #11, !srcloc !25
  %18 = tail call i16 asm "{.reg.b32         f, C;           \0A .reg.b16         r,h;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  lg2.approx.ftz.f32  f,f;        \0A  mov.b32         C, 0x3f317218U;  \0A  mul.f32         f,f,C;          \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X160DU;\0A  mov.b16 ulp,0x9C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3BFEU;\0A  mov.b16 ulp,0x8010U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3C0BU;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X6051U;\0A  mov.b16 ulp,0x1C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %17) #11, !srcloc !26
  %19 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %14, i16 %18) #11, !srcloc !25
  %20 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  sqrt.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %15) #11, !srcloc !27
  %21 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %19, i16 %20) #11, !srcloc !25
  %22 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %13) #11, !srcloc !28
  %23 = tail call noundef float @llvm.fma.f32(float %22, float 0x3FE45F3060000000, float 0x4168000000000000)
  %24 = bitcast float %23 to i32
  %25 = tail call noundef float asm "sub.rn.f32 $0, $1, $2;", "=f,f,f"(float %23, float 0x4168000000000000) #12, !srcloc !29
  %26 = tail call noundef float @llvm.fma.f32(float %25, float 0xBFF921FB40000000, float %22)
  %27 = tail call noundef float @llvm.fma.f32(float %25, float 0xBE74442D00000000, float %26)
  %28 = fmul contract float %27, %27
  %29 = and i32 %24, 1
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, float 0xBF29943F20000000, float 0x3EF99EB9C0000000
  %32 = select i1 %30, float 0x3F811073C0000000, float 0xBF56C0C340000000
  %33 = select i1 %30, float 0xBFC5555460000000, float 0x3FA55554A0000000
  %34 = select i1 %30, float 0.000000e+00, float -5.000000e-01
  %35 = select i1 %30, float %27, float %28
  %36 = select i1 %30, float %27, float 1.000000e+00
  %37 = tail call noundef float @llvm.fma.f32(float %31, float %28, float %32)
  %38 = tail call noundef float @llvm.fma.f32(float %37, float %28, float %33)
  %39 = tail call noundef float @llvm.fma.f32(float %38, float %28, float %34)
  %40 = tail call noundef float @llvm.fma.f32(float %39, float %35, float %36)
  %41 = and i32 %24, 2
  %42 = icmp eq i32 %41, 0
  %43 = fneg contract float %40
  %44 = select i1 %42, float %40, float %43
  %45 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %44) #11, !srcloc !30
  %46 = tail call i16 asm "{\0A\09  .reg.b16 i,r,t;     \0A\09  mov.b16 r, $0;      \0A\09  mov.b16 i, $1;      \0A\09  and.b16 t, r, 0x8000U; \0A\09  abs.f16 r, r;   \0A\09  abs.f16 i, i;   \0A\09{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X32B3U;\0A  mov.b16 ulp,0x0800U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X5CB0U;\0A  mov.b16 ulp,0x9000U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  or.b16  r,r,t;      \0A\09  mov.b16 $0, r;      \0A}\0A", "=h,h,0"(i16 %13, i16 %45) #11, !srcloc !31
  %47 = add i32 %24, 1
  %48 = select i1 %30, float 0x3EF99EB9C0000000, float 0xBF29943F20000000
  %49 = select i1 %30, float 0xBF56C0C340000000, float 0x3F811073C0000000
  %50 = select i1 %30, float 0x3FA55554A0000000, float 0xBFC5555460000000
  %51 = select i1 %30, float -5.000000e-01, float 0.000000e+00
  %52 = select i1 %30, float %28, float %27
  %53 = select i1 %30, float 1.000000e+00, float %27
  %54 = tail call noundef float @llvm.fma.f32(float %48, float %28, float %49)
  %55 = tail call noundef float @llvm.fma.f32(float %54, float %28, float %50)
  %56 = tail call noundef float @llvm.fma.f32(float %55, float %28, float %51)
  %57 = tail call noundef float @llvm.fma.f32(float %56, float %52, float %53)
  %58 = and i32 %47, 2
  %59 = icmp eq i32 %58, 0
  %60 = fneg contract float %57
  %61 = select i1 %59, float %57, float %60
  %62 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %61) #11, !srcloc !30
  %63 = tail call i16 asm "{\0A\09  .reg.b16 i,r;        \0A\09  mov.b16 r, $0;       \0A\09  mov.b16 i, $1;       \0A\09  abs.f16 i, i;        \0A\09{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X2B7CU;\0A  mov.b16 ulp,0x1000U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16 $0, r;       \0A}\0A", "=h,h,0"(i16 %13, i16 %62) #11, !srcloc !32
  %64 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %46, i16 %63) #11, !srcloc !33
  %65 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %21, i16 %64) #11, !srcloc !25
  %66 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #11, !srcloc !24
  %67 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %66) #11, !srcloc !25
  %68 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  rcp.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %67) #11, !srcloc !34
  %69 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %65, i16 %68) #11, !srcloc !25
  %70 = tail call i16 asm "cvt.rmi.f16.f16 $0, $1;", "=h,h"(i16 %13) #11, !srcloc !35
  %71 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %69, i16 %70) #11, !srcloc !25
  %72 = tail call i16 asm "cvt.rpi.f16.f16 $0, $1;", "=h,h"(i16 %13) #11, !srcloc !36
  %73 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %71, i16 %72) #11, !srcloc !25
  %74 = tail call i16 asm "cvt.rzi.f16.f16 $0, $1;", "=h,h"(i16 %13) #11, !srcloc !37
  %75 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %73, i16 %74) #11, !srcloc !25
  %76 = tail call i16 asm "cvt.rni.f16.f16 $0, $1;", "=h,h"(i16 %13) #11, !srcloc !38
  %77 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %75, i16 %76) #11, !srcloc !25
  %78 = tail call i16 asm "{.reg.b32         f, ULP;         \0A .reg.b16         r;              \0A  mov.b16         r,$1;           \0A  cvt.f32.f16     f,r;            \0A  ex2.approx.ftz.f32      f,f;    \0A  mov.b32         ULP, 0x33800000U;\0A  fma.rn.f32      f,f,ULP,f;      \0A  cvt.rn.f16.f32      r,f;        \0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #11, !srcloc !39
  %79 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %77, i16 %78) #11, !srcloc !25
  %80 = tail call i16 asm "{.reg.b16         h, r;           \0A .reg.b32         f;              \0A  mov.b16         h, $1;          \0A  cvt.f32.f16     f, h;           \0A  lg2.approx.ftz.f32  f, f;       \0A  cvt.rn.f16.f32      r, f;       \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xA2E2U;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xBF46U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0, r;          \0A}", "=h,h"(i16 %15) #11, !srcloc !40
  %81 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %79, i16 %80) #11, !srcloc !25
  %82 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 4.000000e+00) #11, !srcloc !24
  %83 = tail call i16 asm "{min.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %82) #11, !srcloc !41
  %84 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %81, i16 %83) #11, !srcloc !42
  %85 = tail call i16 asm "{set.nan.f16.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %84, i16 %84) #11, !srcloc !43
  %86 = icmp ne i16 %85, 0
  %87 = and i16 %84, 32767
  %88 = icmp eq i16 %87, 31744
  %89 = select i1 %86, i1 true, i1 %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %10
  %91 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #11, !srcloc !24
  br label %92

92:                                               ; preds = %10, %90
  %93 = phi i16 [ %91, %90 ], [ %84, %10 ]
  %94 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %93, i16 %13) #11, !srcloc !44
  %95 = icmp eq i16 %94, 0
  br i1 %95, label %96, label %98

96:                                               ; preds = %92
  %97 = tail call i16 asm "{neg.f16 $0,$1;\0A}", "=h,h"(i16 %93) #11, !srcloc !45
  br label %98

98:                                               ; preds = %92, %96
  %99 = phi i16 [ %97, %96 ], [ %93, %92 ]
  %100 = getelementptr inbounds %struct.__half, ptr %1, i64 %11
  store i16 %99, ptr %100, align 2, !tbaa !20
  br label %101

101:                                              ; preds = %3, %98
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9math_bf16PK13__nv_bfloat16PS_i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %40

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__nv_bfloat16, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !20
  %14 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %13) #11, !srcloc !16
  %15 = fmul contract float %14, 0x3FF7154780000000
  %16 = tail call contract noundef float asm "{ ex2.approx.f32 $0, $0; }", "=f,0"(float %15) #11, !srcloc !46
  %17 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !47
  %18 = tail call i16 asm "{abs.bf16 $0,$1;\0A}", "=h,h"(i16 %13) #11, !srcloc !48
  %19 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %18) #11, !srcloc !16
  %20 = tail call contract float asm "{ sqrt.approx.f32 $0, $0; }", "=f,0"(float %19) #11, !srcloc !49
  %21 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %20) #11, !srcloc !47
  %22 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %17, i16 %21) #11, !srcloc !50
  %23 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #11, !srcloc !51
  %24 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %13, i16 %23) #11, !srcloc !50
  %25 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #11, !srcloc !16
  %26 = tail call contract float asm "{ rcp.approx.f32 $0, $0; }", "=f,0"(float %25) #11, !srcloc !52
  %27 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %26) #11, !srcloc !47
  %28 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %22, i16 %27) #11, !srcloc !50
  %29 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #11, !srcloc !51
  %30 = tail call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %13, i16 %13, i16 %29) #11, !srcloc !53
  %31 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %28, i16 %30) #11, !srcloc !50
  %32 = tail call i16 asm "cvt.rmi.bf16.bf16 $0, $1;", "=h,h"(i16 %13) #11, !srcloc !54
  %33 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %31, i16 %32) #11, !srcloc !50
  %34 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #11, !srcloc !51
  %35 = tail call i16 asm "{ max.NaN.bf16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %34) #11, !srcloc !55
  %36 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %33, i16 %35) #11, !srcloc !50
  %37 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float -1.000000e+00) #11, !srcloc !51
  %38 = tail call i16 asm "{ fma.rn.relu.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %36, i16 %13, i16 %37) #11, !srcloc !56
  %39 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %11
  store i16 %38, ptr %39, align 2, !tbaa !20
  br label %40

40:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7convertPKfP6__halfP13__nv_bfloat16PiPsi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %37

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !57
  %17 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !59
  %18 = shl nsw i32 %11, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.__half, ptr %1, i64 %19
  store i16 %17, ptr %20, align 2, !tbaa !20
  %21 = tail call i16 asm "{  cvt.rm.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !60
  %22 = or disjoint i32 %18, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.__half, ptr %1, i64 %23
  store i16 %21, ptr %24, align 2, !tbaa !20
  %25 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !61
  %26 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %19
  store i16 %25, ptr %26, align 2, !tbaa !20
  %27 = tail call i16 asm "{  cvt.rp.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !62
  %28 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %23
  store i16 %27, ptr %28, align 2, !tbaa !20
  %29 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !24
  %30 = tail call noundef i32 asm "cvt.rni.s32.f16 $0, $1;", "=r,h"(i16 %29) #11, !srcloc !63
  %31 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #11, !srcloc !51
  %32 = tail call noundef i32 asm "{  cvt.rzi.s32.bf16 $0, $1;}\0A", "=r,h"(i16 %31) #11, !srcloc !64
  %33 = add nsw i32 %32, %30
  %34 = getelementptr inbounds i32, ptr %3, i64 %14
  store i32 %33, ptr %34, align 4, !tbaa !6
  %35 = tail call noundef i16 asm "cvt.rmi.s16.f16 $0, $1;", "=h,h"(i16 %29) #11, !srcloc !65
  %36 = getelementptr inbounds i16, ptr %4, i64 %14
  store i16 %35, ptr %36, align 2, !tbaa !20
  br label %37

37:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11softmax_rowPK6__halfP13__nv_bfloat16i(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

13:                                               ; preds = %26, %3
  %14 = phi float [ 0xFFF0000000000000, %3 ], [ %33, %26 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 16, i32 31)
  %16 = tail call noundef float @llvm.maxnum.f32(float %14, float %15)
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = tail call noundef float @llvm.maxnum.f32(float %16, float %17)
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = tail call noundef float @llvm.maxnum.f32(float %20, float %21)
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = and i32 %9, 31
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %36, label %41

26:                                               ; preds = %11, %26
  %27 = phi float [ 0xFFF0000000000000, %11 ], [ %33, %26 ]
  %28 = phi i32 [ %9, %11 ], [ %34, %26 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.__half, ptr %8, i64 %29
  %31 = load i16, ptr %30, align 2, !tbaa !20
  %32 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %31) #11, !srcloc !28
  %33 = tail call noundef float @llvm.maxnum.f32(float %27, float %32)
  %34 = add i32 %28, %12
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %26, label %13, !llvm.loop !66

36:                                               ; preds = %13
  %37 = tail call noundef float @llvm.maxnum.f32(float %22, float %23)
  %38 = lshr exact i32 %9, 5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %39
  store float %37, ptr %40, align 4, !tbaa !57
  br label %41

41:                                               ; preds = %36, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), align 4, !tbaa !57
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %44 = lshr i32 %43, 5
  %45 = icmp samesign ugt i32 %43, 63
  br i1 %45, label %46, label %70

46:                                               ; preds = %41
  %47 = add nsw i32 %44, -1
  %48 = add nsw i32 %44, -2
  %49 = and i32 %47, 3
  %50 = icmp ult i32 %48, 3
  br i1 %50, label %55, label %51

51:                                               ; preds = %46
  %52 = and i32 %47, -4
  br label %72

53:                                               ; preds = %72
  %54 = icmp eq i32 %49, 0
  br i1 %54, label %70, label %55

55:                                               ; preds = %53, %46
  %56 = phi float [ %42, %46 ], [ %94, %53 ]
  %57 = phi i32 [ 1, %46 ], [ %95, %53 ]
  %58 = icmp ne i32 %49, 0
  tail call void @llvm.assume(i1 %58)
  br label %59

59:                                               ; preds = %59, %55
  %60 = phi float [ %66, %59 ], [ %56, %55 ]
  %61 = phi i32 [ %67, %59 ], [ %57, %55 ]
  %62 = phi i32 [ %68, %59 ], [ 0, %55 ]
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !57
  %66 = tail call noundef float @llvm.maxnum.f32(float %60, float %65)
  %67 = add nuw nsw i32 %61, 1
  %68 = add i32 %62, 1
  %69 = icmp eq i32 %68, %49
  br i1 %69, label %70, label %59, !llvm.loop !68

70:                                               ; preds = %53, %59, %41
  %71 = phi float [ %42, %41 ], [ %94, %53 ], [ %66, %59 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %109, label %98

72:                                               ; preds = %72, %51
  %73 = phi float [ %42, %51 ], [ %94, %72 ]
  %74 = phi i32 [ 1, %51 ], [ %95, %72 ]
  %75 = phi i32 [ 0, %51 ], [ %96, %72 ]
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !57
  %79 = tail call noundef float @llvm.maxnum.f32(float %73, float %78)
  %80 = zext nneg i32 %74 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 4
  %83 = load float, ptr %82, align 4, !tbaa !57
  %84 = tail call noundef float @llvm.maxnum.f32(float %79, float %83)
  %85 = zext nneg i32 %74 to i64
  %86 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %88 = load float, ptr %87, align 4, !tbaa !57
  %89 = tail call noundef float @llvm.maxnum.f32(float %84, float %88)
  %90 = zext nneg i32 %74 to i64
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 12
  %93 = load float, ptr %92, align 4, !tbaa !57
  %94 = tail call noundef float @llvm.maxnum.f32(float %89, float %93)
  %95 = add nuw nsw i32 %74, 4
  %96 = add nuw i32 %75, 4
  %97 = icmp eq i32 %96, %52
  br i1 %97, label %53, label %72, !llvm.loop !70

98:                                               ; preds = %109, %70
  %99 = phi float [ 0.000000e+00, %70 ], [ %119, %109 ]
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 16, i32 31)
  %101 = fadd contract float %99, %100
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 8, i32 31)
  %103 = fadd contract float %101, %102
  %104 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %103, i32 4, i32 31)
  %105 = fadd contract float %103, %104
  %106 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %105, i32 2, i32 31)
  %107 = fadd contract float %105, %106
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 1, i32 31)
  br i1 %25, label %122, label %127

109:                                              ; preds = %70, %109
  %110 = phi i32 [ %120, %109 ], [ %9, %70 ]
  %111 = phi float [ %119, %109 ], [ 0.000000e+00, %70 ]
  %112 = sext i32 %110 to i64
  %113 = getelementptr inbounds %struct.__half, ptr %8, i64 %112
  %114 = load i16, ptr %113, align 2, !tbaa !20
  %115 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %114) #11, !srcloc !28
  %116 = fsub contract float %115, %71
  %117 = fmul float %116, 0x3FF7154760000000
  %118 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %117)
  %119 = fadd contract float %111, %118
  %120 = add i32 %110, %43
  %121 = icmp slt i32 %120, %2
  br i1 %121, label %109, label %98, !llvm.loop !71

122:                                              ; preds = %98
  %123 = fadd contract float %107, %108
  %124 = lshr exact i32 %9, 5
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %125
  store float %123, ptr %126, align 4, !tbaa !57
  br label %127

127:                                              ; preds = %122, %98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = icmp eq i32 %44, 0
  br i1 %128, label %151, label %129

129:                                              ; preds = %127
  %130 = and i32 %44, 3
  %131 = icmp samesign ult i32 %43, 128
  br i1 %131, label %136, label %132

132:                                              ; preds = %129
  %133 = and i32 %44, 60
  br label %156

134:                                              ; preds = %156
  %135 = icmp eq i32 %130, 0
  br i1 %135, label %151, label %136

136:                                              ; preds = %134, %129
  %137 = phi i32 [ 0, %129 ], [ %179, %134 ]
  %138 = phi float [ 0.000000e+00, %129 ], [ %178, %134 ]
  %139 = icmp ne i32 %130, 0
  tail call void @llvm.assume(i1 %139)
  br label %140

140:                                              ; preds = %140, %136
  %141 = phi i32 [ %148, %140 ], [ %137, %136 ]
  %142 = phi float [ %147, %140 ], [ %138, %136 ]
  %143 = phi i32 [ %149, %140 ], [ 0, %136 ]
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !57
  %147 = fadd contract float %142, %146
  %148 = add nuw nsw i32 %141, 1
  %149 = add i32 %143, 1
  %150 = icmp eq i32 %149, %130
  br i1 %150, label %151, label %140, !llvm.loop !72

151:                                              ; preds = %134, %140, %127
  %152 = phi float [ 0.000000e+00, %127 ], [ %178, %134 ], [ %147, %140 ]
  %153 = fdiv contract float 1.000000e+00, %152
  br i1 %10, label %154, label %182

154:                                              ; preds = %151
  %155 = getelementptr %struct.__nv_bfloat16, ptr %1, i64 %7
  br label %183

156:                                              ; preds = %156, %132
  %157 = phi i32 [ 0, %132 ], [ %179, %156 ]
  %158 = phi float [ 0.000000e+00, %132 ], [ %178, %156 ]
  %159 = phi i32 [ 0, %132 ], [ %180, %156 ]
  %160 = zext nneg i32 %157 to i64
  %161 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !57
  %163 = fadd contract float %158, %162
  %164 = zext nneg i32 %157 to i64
  %165 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 4
  %167 = load float, ptr %166, align 4, !tbaa !57
  %168 = fadd contract float %163, %167
  %169 = zext nneg i32 %157 to i64
  %170 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %169
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 8
  %172 = load float, ptr %171, align 4, !tbaa !57
  %173 = fadd contract float %168, %172
  %174 = zext nneg i32 %157 to i64
  %175 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 %174
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 12
  %177 = load float, ptr %176, align 4, !tbaa !57
  %178 = fadd contract float %173, %177
  %179 = add nuw nsw i32 %157, 4
  %180 = add i32 %159, 4
  %181 = icmp eq i32 %180, %133
  br i1 %181, label %134, label %156, !llvm.loop !73

182:                                              ; preds = %183, %151
  ret void

183:                                              ; preds = %154, %183
  %184 = phi i32 [ %9, %154 ], [ %195, %183 ]
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds %struct.__half, ptr %8, i64 %185
  %187 = load i16, ptr %186, align 2, !tbaa !20
  %188 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %187) #11, !srcloc !28
  %189 = fsub contract float %188, %71
  %190 = fmul float %189, 0x3FF7154760000000
  %191 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %190)
  %192 = fmul contract float %153, %191
  %193 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %192) #11, !srcloc !51
  %194 = getelementptr %struct.__nv_bfloat16, ptr %155, i64 %185
  store i16 %193, ptr %194, align 2, !tbaa !20
  %195 = add i32 %184, %43
  %196 = icmp slt i32 %195, %2
  br i1 %196, label %183, label %182, !llvm.loop !74
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z15layer_norm_bf16PK14__nv_bfloat162S1_PS_if(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul nsw i64 %8, %7
  %10 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %0, i64 %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %46, label %13

13:                                               ; preds = %46, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %63, %46 ]
  %15 = phi float [ 0.000000e+00, %5 ], [ %59, %46 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %14, i32 16, i32 31)
  %19 = fadd contract float %14, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31)
  %21 = fadd contract float %17, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 8, i32 31)
  %23 = fadd contract float %19, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 4, i32 31)
  %25 = fadd contract float %21, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 4, i32 31)
  %27 = fadd contract float %23, %26
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 2, i32 31)
  %29 = fadd contract float %25, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 2, i32 31)
  %31 = fadd contract float %27, %30
  %32 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 1, i32 31)
  %33 = fadd contract float %29, %32
  %34 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 1, i32 31)
  %35 = fadd contract float %31, %34
  %36 = shl nsw i32 %3, 1
  %37 = sitofp i32 %36 to float
  %38 = fdiv contract float %33, %37
  %39 = fdiv contract float %35, %37
  %40 = fmul contract float %38, %38
  %41 = fsub contract float %39, %40
  %42 = fadd contract float %4, %41
  %43 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %42)
  %44 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %38) #11, !srcloc !13
  %45 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %43) #11, !srcloc !13
  br i1 %12, label %66, label %68

46:                                               ; preds = %5, %46
  %47 = phi float [ %59, %46 ], [ 0.000000e+00, %5 ]
  %48 = phi float [ %63, %46 ], [ 0.000000e+00, %5 ]
  %49 = phi i32 [ %64, %46 ], [ %11, %5 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %10, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = trunc i32 %52 to i16
  %54 = lshr i32 %52, 16
  %55 = trunc nuw i32 %54 to i16
  %56 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %53) #11, !srcloc !16
  %57 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %55) #11, !srcloc !16
  %58 = fadd contract float %56, %57
  %59 = fadd contract float %47, %58
  %60 = fmul contract float %56, %56
  %61 = fmul contract float %57, %57
  %62 = fadd contract float %60, %61
  %63 = fadd contract float %48, %62
  %64 = add nuw nsw i32 %49, 32
  %65 = icmp slt i32 %64, %3
  br i1 %65, label %46, label %13, !llvm.loop !75

66:                                               ; preds = %13
  %67 = getelementptr %struct.__nv_bfloat162, ptr %2, i64 %9
  br label %69

68:                                               ; preds = %69, %13
  ret void

69:                                               ; preds = %66, %69
  %70 = phi i32 [ %11, %66 ], [ %80, %69 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %10, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call i32 asm "{ sub.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %73, i32 %44) #11, !srcloc !76
  %75 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %74, i32 %45) #11, !srcloc !14
  %76 = getelementptr inbounds nuw %struct.__nv_bfloat162, ptr %1, i64 %71
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %75, i32 %77) #11, !srcloc !14
  %79 = getelementptr %struct.__nv_bfloat162, ptr %67, i64 %71
  store i32 %78, ptr %79, align 4, !tbaa !6
  %80 = add nuw nsw i32 %70, 32
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %69, label %68, !llvm.loop !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { convergent nounwind memory(none) }
attributes #12 = { nounwind memory(none) }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 2157608842, i64 2157608871}
!12 = !{i64 2157699933, i64 2157699987}
!13 = !{i64 2158461670, i64 2158461699, i64 2158461738}
!14 = !{i64 2160460403}
!15 = !{i64 10787779, i64 10787809}
!16 = !{i64 2158474790}
!17 = !{i32 21352}
!18 = !{i64 2158469911}
!19 = !{i64 2160428166}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !8, i64 0}
!22 = !{i64 8756973, i64 8757021, i64 8757068, i64 8757115, i64 8757162, i64 8757209, i64 8757256, i64 8757303, i64 8757350, i64 2157871951, i64 2157871982, i64 2157872036, i64 2157872090, i64 2157872152, i64 2157872231, i64 2157872508, i64 2157872539, i64 2157872593, i64 2157872647, i64 2157872709, i64 2157872788, i64 2157873065, i64 2157873096, i64 2157873150, i64 2157873204, i64 2157873266, i64 2157873345, i64 2157873622, i64 2157873653, i64 2157873707, i64 2157873761, i64 2157873823, i64 2157873902, i64 8757573, i64 8757620}
!23 = !{i64 2157992282, i64 2157992300}
!24 = !{i64 2156330399}
!25 = !{i64 2157716079, i64 2157716106}
!26 = !{i64 8764544, i64 8764592, i64 8764639, i64 8764686, i64 8764733, i64 8764780, i64 8764828, i64 8764875, i64 2157901769, i64 2157901800, i64 2157901854, i64 2157901908, i64 2157901970, i64 2157902049, i64 2157902326, i64 2157902357, i64 2157902411, i64 2157902465, i64 2157902527, i64 2157902606, i64 2157902883, i64 2157902914, i64 2157902968, i64 2157903022, i64 2157903084, i64 2157903163, i64 2157903440, i64 2157903471, i64 2157903525, i64 2157903579, i64 2157903641, i64 2157903720, i64 8765098, i64 8765145}
!27 = !{i64 2157920393, i64 2157920444, i64 2157920494, i64 2157920544, i64 2157920594, i64 2157920672, i64 2157920722, i64 2157920772}
!28 = !{i64 2156395139}
!29 = !{i32 9580}
!30 = !{i64 2156339168}
!31 = !{i64 8753041, i64 8753045, i64 8753082, i64 8753119, i64 8753156, i64 8753196, i64 8753229, i64 8753262, i64 2157867306, i64 2157867360, i64 2157867414, i64 2157867476, i64 2157867555, i64 2157867832, i64 2157867863, i64 2157867917, i64 2157867971, i64 2157868033, i64 2157868112, i64 8753363, i64 8753387, i64 8753435}
!32 = !{i64 8754415, i64 8754419, i64 8754457, i64 8754495, i64 8754533, i64 8754571, i64 2157869992, i64 2157870046, i64 2157870100, i64 2157870162, i64 2157870241, i64 8754628, i64 8754664}
!33 = !{i64 2157746415, i64 2157746442}
!34 = !{i64 2157916841, i64 2157916892, i64 2157916942, i64 2157916992, i64 2157917042, i64 2157917120, i64 2157917170, i64 2157917220}
!35 = !{i64 8706729}
!36 = !{i64 8706564}
!37 = !{i64 8706400}
!38 = !{i64 8706893}
!39 = !{i64 8759795, i64 8759843, i64 8759890, i64 8759937, i64 8759984, i64 8760031, i64 8760079, i64 8760126, i64 8760173, i64 8760220}
!40 = !{i64 8763207, i64 8763255, i64 8763302, i64 8763349, i64 8763396, i64 8763443, i64 2157899079, i64 2157899110, i64 2157899164, i64 2157899218, i64 2157899280, i64 2157899359, i64 2157899636, i64 2157899667, i64 2157899721, i64 2157899775, i64 2157899837, i64 2157899916, i64 8763578, i64 8763625}
!41 = !{i64 2156884513, i64 2156884540}
!42 = !{i64 2156868570, i64 2156868597}
!43 = !{i64 2157950967, i64 2157950996}
!44 = !{i64 2157450209, i64 2157450247, i64 2157450300}
!45 = !{i64 2157970840, i64 2157970858}
!46 = !{i64 10801537}
!47 = !{i64 2158422431}
!48 = !{i64 2161208326, i64 2161208345}
!49 = !{i64 10813661}
!50 = !{i64 2160609726}
!51 = !{i64 2158413500}
!52 = !{i64 10812588}
!53 = !{i64 10797455, i64 10797483}
!54 = !{i64 2159063549}
!55 = !{i64 2161256965, i64 2161256992}
!56 = !{i64 10820132, i64 10820166}
!57 = !{!58, !58, i64 0}
!58 = !{!"float", !8, i64 0}
!59 = !{i64 2156347025}
!60 = !{i64 2156355410}
!61 = !{i64 2158430450}
!62 = !{i64 2158451584}
!63 = !{i64 8694806}
!64 = !{i64 2158505102}
!65 = !{i64 8696878}
!66 = distinct !{!66, !67}
!67 = !{!"llvm.loop.mustprogress"}
!68 = distinct !{!68, !69}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = distinct !{!70, !67}
!71 = distinct !{!71, !67}
!72 = distinct !{!72, !69}
!73 = distinct !{!73, !67}
!74 = distinct !{!74, !67}
!75 = distinct !{!75, !67}
!76 = !{i64 2160442254}
!77 = distinct !{!77, !67}

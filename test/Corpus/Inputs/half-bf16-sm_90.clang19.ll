; CUDA corpus file (test/Corpus, docs/Testing.md), written by utils/gen-cuda-corpus.py: do not edit.
; Source: test/Corpus/cuda/half-bf16-sm_90.cu
; Compiler: Debian clang version 19.1.7 (3~deb12u1)
; Command (in the repository's root): clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=$CUDA -I$CUDA/include/cccl -Wno-unknown-cuda-version -std=c++17 -O2 -S -emit-llvm -Itest/Corpus/cuda/clang19 test/Corpus/cuda/half-bf16-sm_90.cu -o half-bf16-sm_90.clang19.ll
; ModuleID = 'test/Corpus/cuda/half-bf16-sm_90.cu'
source_filename = "test/Corpus/cuda/half-bf16-sm_90.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.__nv_bfloat162 = type { %struct.__nv_bfloat16, %struct.__nv_bfloat16 }
%struct.__nv_bfloat16 = type { i16 }

@_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z11axpby_half2PK7__half2PS_S_S_i(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef readonly byval(%struct.__half2) align 4 %2, ptr nocapture noundef readonly byval(%struct.__half2) align 4 %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  %13 = load i32, ptr %2, align 4, !tbaa !14
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds %struct.__half2, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !14
  %17 = load i32, ptr %3, align 4, !tbaa !14
  %18 = getelementptr inbounds %struct.__half2, ptr %1, i64 %14
  %19 = load i32, ptr %18, align 4, !tbaa !14
  %20 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %17, i32 %19) #9, !srcloc !18
  %21 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %13, i32 %16, i32 %20) #9, !srcloc !19
  store i32 %21, ptr %18, align 4, !tbaa !14
  br label %22

22:                                               ; preds = %12, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9gelu_bf16PK14__nv_bfloat162PS_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %66

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0x3FE9884540000000) #9, !srcloc !20
  %15 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0x3FA6E4E260000000) #9, !srcloc !20
  %16 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 5.000000e-01) #9, !srcloc !20
  %17 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 1.000000e+00) #9, !srcloc !20
  %18 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %15, i32 %13) #9, !srcloc !21
  %19 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %13, i32 %13) #9, !srcloc !21
  %20 = tail call i32 asm "{fma.rn.bf16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %18, i32 %19, i32 %13) #9, !srcloc !22
  %21 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %14, i32 %20) #9, !srcloc !21
  %22 = trunc i32 %21 to i16
  %23 = lshr i32 %21, 16
  %24 = trunc nuw i32 %23 to i16
  %25 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %22) #9, !srcloc !23
  %26 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #9, !srcloc !23
  %27 = tail call float @llvm.nvvm.fabs.f(float %25) #10
  %28 = fmul float %27, 0x4007154760000000
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %28) #10
  %30 = fadd float %29, 1.000000e+00
  %31 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %30) #11, !srcloc !24
  %32 = tail call float @llvm.fma.f32(float %31, float -2.000000e+00, float 1.000000e+00)
  %33 = fcmp oge float %27, 0x4022059680000000
  %34 = select i1 %33, float 1.000000e+00, float %32
  %35 = tail call float @llvm.copysign.f32(float %34, float %25) #10
  %36 = fmul float %25, %25
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %38 = tail call float @llvm.fma.f32(float %37, float %36, float 0x3FC10B2820000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %36, float 0xBFD5553DA0000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %36, float 0.000000e+00)
  %41 = tail call float @llvm.fma.f32(float %40, float %25, float %25)
  %42 = fcmp oge float %27, 0x3FE3333340000000
  %43 = select i1 %42, float %35, float %41
  %44 = tail call float @llvm.nvvm.fabs.f(float %26) #10
  %45 = fmul float %44, 0x4007154760000000
  %46 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %45) #10
  %47 = fadd float %46, 1.000000e+00
  %48 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %47) #11, !srcloc !24
  %49 = tail call float @llvm.fma.f32(float %48, float -2.000000e+00, float 1.000000e+00)
  %50 = fcmp oge float %44, 0x4022059680000000
  %51 = select i1 %50, float 1.000000e+00, float %49
  %52 = tail call float @llvm.copysign.f32(float %51, float %26) #10
  %53 = fmul float %26, %26
  %54 = tail call float @llvm.fma.f32(float %53, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %55 = tail call float @llvm.fma.f32(float %54, float %53, float 0x3FC10B2820000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %53, float 0xBFD5553DA0000000)
  %57 = tail call float @llvm.fma.f32(float %56, float %53, float 0.000000e+00)
  %58 = tail call float @llvm.fma.f32(float %57, float %26, float %26)
  %59 = fcmp oge float %44, 0x3FE3333340000000
  %60 = select i1 %59, float %52, float %58
  %61 = tail call i32 asm "{ cvt.rn.bf16x2.f32 $0, $2, $1;}\0A", "=r,f,f"(float %43, float %60) #9, !srcloc !25
  %62 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %16, i32 %13) #9, !srcloc !21
  %63 = tail call i32 asm "{ add.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %17, i32 %61) #9, !srcloc !26
  %64 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %62, i32 %63) #9, !srcloc !21
  %65 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %11
  store i32 %64, ptr %65, align 4, !tbaa !14
  br label %66

66:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9math_halfPK6__halfPS_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %101

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__half, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !27
  %14 = tail call i16 asm "{.reg.b32         f, C, nZ;       \0A .reg.b16         h,r;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  mov.b32         C, 0x3fb8aa3bU; \0A  mov.b32         nZ, 0x80000000U;\0A  fma.rn.f32      f,f,C,nZ;       \0A  ex2.approx.ftz.f32  f,f;        \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X1F79U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X25CFU;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC13BU;\0A  mov.b16 ulp,0x0400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC1EFU;\0A  mov.b16 ulp,0x0200U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #9, !srcloc !29
  %15 = tail call i16 asm "{abs.f16 $0,$1;\0A}", "=h,h"(i16 %13) #9, !srcloc !30
  %16 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #9, !srcloc !31
  %17 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %15, i16 %16) #9, !srcloc !32
  %18 = tail call i16 asm "{.reg.b32         f, C;           \0A .reg.b16         r,h;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  lg2.approx.ftz.f32  f,f;        \0A  mov.b32         C, 0x3f317218U;  \0A  mul.f32         f,f,C;          \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X160DU;\0A  mov.b16 ulp,0x9C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3BFEU;\0A  mov.b16 ulp,0x8010U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X3C0BU;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X6051U;\0A  mov.b16 ulp,0x1C00U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %17) #9, !srcloc !33
  %19 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %14, i16 %18) #9, !srcloc !32
  %20 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  sqrt.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %15) #9, !srcloc !34
  %21 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %19, i16 %20) #9, !srcloc !32
  %22 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %13) #9, !srcloc !35
  %23 = tail call noundef float @llvm.fma.f32(float %22, float 0x3FE45F3060000000, float 0x4168000000000000)
  %24 = bitcast float %23 to i32
  %25 = tail call noundef float asm "sub.rn.f32 $0, $1, $2;", "=f,f,f"(float %23, float 0x4168000000000000) #11, !srcloc !36
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
  %45 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %44) #9, !srcloc !37
  %46 = tail call i16 asm "{\0A\09  .reg.b16 i,r,t;     \0A\09  mov.b16 r, $0;      \0A\09  mov.b16 i, $1;      \0A\09  and.b16 t, r, 0x8000U; \0A\09  abs.f16 r, r;   \0A\09  abs.f16 i, i;   \0A\09{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X32B3U;\0A  mov.b16 ulp,0x0800U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X5CB0U;\0A  mov.b16 ulp,0x9000U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  or.b16  r,r,t;      \0A\09  mov.b16 $0, r;      \0A}\0A", "=h,h,0"(i16 %13, i16 %45) #9, !srcloc !38
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
  %62 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %61) #9, !srcloc !37
  %63 = tail call i16 asm "{\0A\09  .reg.b16 i,r;        \0A\09  mov.b16 r, $0;       \0A\09  mov.b16 i, $1;       \0A\09  abs.f16 i, i;        \0A\09{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X2B7CU;\0A  mov.b16 ulp,0x1000U;\0A  set.eq.f16.f16 p,i, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16 $0, r;       \0A}\0A", "=h,h,0"(i16 %13, i16 %62) #9, !srcloc !39
  %64 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %46, i16 %63) #9, !srcloc !40
  %65 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %21, i16 %64) #9, !srcloc !32
  %66 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #9, !srcloc !31
  %67 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %66) #9, !srcloc !32
  %68 = tail call i16 asm "{.reg.b32         f;        \0A .reg.b16         r;        \0A  mov.b16         r,$1;     \0A  cvt.f32.f16     f,r;      \0A  rcp.approx.ftz.f32   f,f;  \0A  cvt.rn.f16.f32      r,f;  \0A  mov.b16         $0,r;     \0A}", "=h,h"(i16 %67) #9, !srcloc !41
  %69 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %65, i16 %68) #9, !srcloc !32
  %70 = tail call i16 asm "cvt.rmi.f16.f16 $0, $1;", "=h,h"(i16 %13) #9, !srcloc !42
  %71 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %69, i16 %70) #9, !srcloc !32
  %72 = tail call i16 asm "cvt.rpi.f16.f16 $0, $1;", "=h,h"(i16 %13) #9, !srcloc !43
  %73 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %71, i16 %72) #9, !srcloc !32
  %74 = tail call i16 asm "cvt.rzi.f16.f16 $0, $1;", "=h,h"(i16 %13) #9, !srcloc !44
  %75 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %73, i16 %74) #9, !srcloc !32
  %76 = tail call i16 asm "cvt.rni.f16.f16 $0, $1;", "=h,h"(i16 %13) #9, !srcloc !45
  %77 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %75, i16 %76) #9, !srcloc !32
  %78 = tail call i16 asm "{.reg.b32         f, ULP;         \0A .reg.b16         r;              \0A  mov.b16         r,$1;           \0A  cvt.f32.f16     f,r;            \0A  ex2.approx.ftz.f32      f,f;    \0A  mov.b32         ULP, 0x33800000U;\0A  fma.rn.f32      f,f,ULP,f;      \0A  cvt.rn.f16.f32      r,f;        \0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %13) #9, !srcloc !46
  %79 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %77, i16 %78) #9, !srcloc !32
  %80 = tail call i16 asm "{.reg.b16         h, r;           \0A .reg.b32         f;              \0A  mov.b16         h, $1;          \0A  cvt.f32.f16     f, h;           \0A  lg2.approx.ftz.f32  f, f;       \0A  cvt.rn.f16.f32      r, f;       \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xA2E2U;\0A  mov.b16 ulp,0x8080U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0xBF46U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,r, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0, r;          \0A}", "=h,h"(i16 %15) #9, !srcloc !47
  %81 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %79, i16 %80) #9, !srcloc !32
  %82 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 4.000000e+00) #9, !srcloc !31
  %83 = tail call i16 asm "{min.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %82) #9, !srcloc !48
  %84 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %81, i16 %83) #9, !srcloc !49
  %85 = tail call i16 asm "{set.nan.f16.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %84, i16 %84) #9, !srcloc !50
  %86 = icmp ne i16 %85, 0
  %87 = and i16 %84, 32767
  %88 = icmp eq i16 %87, 31744
  %89 = select i1 %86, i1 true, i1 %88
  br i1 %89, label %90, label %92

90:                                               ; preds = %10
  %91 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !31
  br label %92

92:                                               ; preds = %10, %90
  %93 = phi i16 [ %91, %90 ], [ %84, %10 ]
  %94 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.gt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %93, i16 %13) #9, !srcloc !51
  %95 = icmp eq i16 %94, 0
  br i1 %95, label %96, label %98

96:                                               ; preds = %92
  %97 = tail call i16 asm "{neg.f16 $0,$1;\0A}", "=h,h"(i16 %93) #9, !srcloc !52
  br label %98

98:                                               ; preds = %92, %96
  %99 = phi i16 [ %97, %96 ], [ %93, %92 ]
  %100 = getelementptr inbounds %struct.__half, ptr %1, i64 %11
  store i16 %99, ptr %100, align 2, !tbaa !27
  br label %101

101:                                              ; preds = %3, %98
  ret void
}

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z9math_bf16PK13__nv_bfloat16PS_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %40

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.__nv_bfloat16, ptr %0, i64 %11
  %13 = load i16, ptr %12, align 2, !tbaa !27
  %14 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %13) #9, !srcloc !23
  %15 = fmul contract float %14, 0x3FF7154780000000
  %16 = tail call contract noundef float asm "{ ex2.approx.f32 $0, $0; }", "=f,0"(float %15) #9, !srcloc !53
  %17 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !54
  %18 = tail call i16 asm "{abs.bf16 $0,$1;\0A}", "=h,h"(i16 %13) #9, !srcloc !55
  %19 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %18) #9, !srcloc !23
  %20 = tail call contract float asm "{ sqrt.approx.f32 $0, $0; }", "=f,0"(float %19) #9, !srcloc !56
  %21 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %20) #9, !srcloc !54
  %22 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %17, i16 %21) #9, !srcloc !57
  %23 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 2.000000e+00) #9, !srcloc !58
  %24 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %13, i16 %23) #9, !srcloc !57
  %25 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %24) #9, !srcloc !23
  %26 = tail call contract float asm "{ rcp.approx.f32 $0, $0; }", "=f,0"(float %25) #9, !srcloc !59
  %27 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %26) #9, !srcloc !54
  %28 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %22, i16 %27) #9, !srcloc !57
  %29 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 1.000000e+00) #9, !srcloc !58
  %30 = tail call i16 asm "{fma.rn.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %13, i16 %13, i16 %29) #9, !srcloc !60
  %31 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %28, i16 %30) #9, !srcloc !57
  %32 = tail call i16 asm "cvt.rmi.bf16.bf16 $0, $1;", "=h,h"(i16 %13) #9, !srcloc !61
  %33 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %31, i16 %32) #9, !srcloc !57
  %34 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #9, !srcloc !58
  %35 = tail call i16 asm "{ max.NaN.bf16 $0,$1,$2;\0A}", "=h,h,h"(i16 %13, i16 %34) #9, !srcloc !62
  %36 = tail call i16 asm "{ add.bf16 $0,$1,$2; }\0A", "=h,h,h"(i16 %33, i16 %35) #9, !srcloc !57
  %37 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float -1.000000e+00) #9, !srcloc !58
  %38 = tail call i16 asm "{ fma.rn.relu.bf16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %36, i16 %13, i16 %37) #9, !srcloc !63
  %39 = getelementptr inbounds %struct.__nv_bfloat16, ptr %1, i64 %11
  store i16 %38, ptr %39, align 2, !tbaa !27
  br label %40

40:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z7convertPKfP6__halfP13__nv_bfloat16PiPsi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %37

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !64
  %17 = tail call i16 asm "{  cvt.rz.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !66
  %18 = shl nsw i32 %11, 1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.__half, ptr %1, i64 %19
  store i16 %17, ptr %20, align 2, !tbaa !27
  %21 = tail call i16 asm "{  cvt.rm.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !67
  %22 = or disjoint i32 %18, 1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.__half, ptr %1, i64 %23
  store i16 %21, ptr %24, align 2, !tbaa !27
  %25 = tail call i16 asm "{  cvt.rz.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !68
  %26 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %19
  store i16 %25, ptr %26, align 2, !tbaa !27
  %27 = tail call i16 asm "{  cvt.rp.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !69
  %28 = getelementptr inbounds %struct.__nv_bfloat16, ptr %2, i64 %23
  store i16 %27, ptr %28, align 2, !tbaa !27
  %29 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !31
  %30 = tail call noundef i32 asm "cvt.rni.s32.f16 $0, $1;", "=r,h"(i16 %29) #9, !srcloc !70
  %31 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %16) #9, !srcloc !58
  %32 = tail call noundef i32 asm "{  cvt.rzi.s32.bf16 $0, $1;}\0A", "=r,h"(i16 %31) #9, !srcloc !71
  %33 = add nsw i32 %32, %30
  %34 = getelementptr inbounds i32, ptr %3, i64 %14
  store i32 %33, ptr %34, align 4, !tbaa !14
  %35 = tail call noundef i16 asm "cvt.rmi.s16.f16 $0, $1;", "=h,h"(i16 %29) #9, !srcloc !72
  %36 = getelementptr inbounds i16, ptr %4, i64 %14
  store i16 %35, ptr %36, align 2, !tbaa !27
  br label %37

37:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z11softmax_rowPK6__halfP13__nv_bfloat16i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds %struct.__half, ptr %0, i64 %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  %12 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  %31 = load i16, ptr %30, align 2, !tbaa !27
  %32 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %31) #9, !srcloc !35
  %33 = tail call noundef float @llvm.maxnum.f32(float %27, float %32)
  %34 = add i32 %28, %12
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %26, label %13, !llvm.loop !73

36:                                               ; preds = %13
  %37 = tail call noundef float @llvm.maxnum.f32(float %22, float %23)
  %38 = lshr exact i32 %9, 5
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %39
  store float %37, ptr %40, align 4, !tbaa !64
  br label %41

41:                                               ; preds = %36, %13
  tail call void @llvm.nvvm.barrier0()
  %42 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), align 4, !tbaa !64
  %43 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %44 = lshr i32 %43, 5
  %45 = icmp ugt i32 %43, 63
  br i1 %45, label %46, label %69

46:                                               ; preds = %41
  %47 = add nsw i32 %44, -1
  %48 = add nsw i32 %44, -2
  %49 = and i32 %47, 3
  %50 = icmp ult i32 %48, 3
  br i1 %50, label %53, label %51

51:                                               ; preds = %46
  %52 = and i32 %47, -4
  br label %71

53:                                               ; preds = %71, %46
  %54 = phi float [ poison, %46 ], [ %93, %71 ]
  %55 = phi float [ %42, %46 ], [ %93, %71 ]
  %56 = phi i32 [ 1, %46 ], [ %94, %71 ]
  %57 = icmp eq i32 %49, 0
  br i1 %57, label %69, label %58

58:                                               ; preds = %53, %58
  %59 = phi float [ %65, %58 ], [ %55, %53 ]
  %60 = phi i32 [ %66, %58 ], [ %56, %53 ]
  %61 = phi i32 [ %67, %58 ], [ 0, %53 ]
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !64
  %65 = tail call noundef float @llvm.maxnum.f32(float %59, float %64)
  %66 = add nuw nsw i32 %60, 1
  %67 = add i32 %61, 1
  %68 = icmp eq i32 %67, %49
  br i1 %68, label %69, label %58, !llvm.loop !75

69:                                               ; preds = %53, %58, %41
  %70 = phi float [ %42, %41 ], [ %54, %53 ], [ %65, %58 ]
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %108, label %97

71:                                               ; preds = %71, %51
  %72 = phi float [ %42, %51 ], [ %93, %71 ]
  %73 = phi i32 [ 1, %51 ], [ %94, %71 ]
  %74 = phi i32 [ 0, %51 ], [ %95, %71 ]
  %75 = zext nneg i32 %73 to i64
  %76 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !64
  %78 = tail call noundef float @llvm.maxnum.f32(float %72, float %77)
  %79 = add nuw nsw i32 %73, 1
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !64
  %83 = tail call noundef float @llvm.maxnum.f32(float %78, float %82)
  %84 = add nuw nsw i32 %73, 2
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !64
  %88 = tail call noundef float @llvm.maxnum.f32(float %83, float %87)
  %89 = add nuw nsw i32 %73, 3
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !64
  %93 = tail call noundef float @llvm.maxnum.f32(float %88, float %92)
  %94 = add nuw nsw i32 %73, 4
  %95 = add nuw i32 %74, 4
  %96 = icmp eq i32 %95, %52
  br i1 %96, label %53, label %71, !llvm.loop !77

97:                                               ; preds = %108, %69
  %98 = phi float [ 0.000000e+00, %69 ], [ %118, %108 ]
  %99 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 16, i32 31)
  %100 = fadd contract float %98, %99
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %100, i32 8, i32 31)
  %102 = fadd contract float %100, %101
  %103 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %102, i32 4, i32 31)
  %104 = fadd contract float %102, %103
  %105 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %104, i32 2, i32 31)
  %106 = fadd contract float %104, %105
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %106, i32 1, i32 31)
  br i1 %25, label %121, label %126

108:                                              ; preds = %69, %108
  %109 = phi i32 [ %119, %108 ], [ %9, %69 ]
  %110 = phi float [ %118, %108 ], [ 0.000000e+00, %69 ]
  %111 = sext i32 %109 to i64
  %112 = getelementptr inbounds %struct.__half, ptr %8, i64 %111
  %113 = load i16, ptr %112, align 2, !tbaa !27
  %114 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %113) #9, !srcloc !35
  %115 = fsub contract float %114, %70
  %116 = fmul float %115, 0x3FF7154760000000
  %117 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %116) #10
  %118 = fadd contract float %110, %117
  %119 = add i32 %109, %43
  %120 = icmp slt i32 %119, %2
  br i1 %120, label %108, label %97, !llvm.loop !78

121:                                              ; preds = %97
  %122 = fadd contract float %106, %107
  %123 = lshr exact i32 %9, 5
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %124
  store float %122, ptr %125, align 4, !tbaa !64
  br label %126

126:                                              ; preds = %121, %97
  tail call void @llvm.nvvm.barrier0()
  %127 = icmp ult i32 %43, 32
  br i1 %127, label %150, label %128

128:                                              ; preds = %126
  %129 = add nsw i32 %44, -1
  %130 = and i32 %44, 3
  %131 = icmp ult i32 %129, 3
  br i1 %131, label %134, label %132

132:                                              ; preds = %128
  %133 = and i32 %44, 60
  br label %155

134:                                              ; preds = %155, %128
  %135 = phi float [ poison, %128 ], [ %177, %155 ]
  %136 = phi i32 [ 0, %128 ], [ %178, %155 ]
  %137 = phi float [ 0.000000e+00, %128 ], [ %177, %155 ]
  %138 = icmp eq i32 %130, 0
  br i1 %138, label %150, label %139

139:                                              ; preds = %134, %139
  %140 = phi i32 [ %147, %139 ], [ %136, %134 ]
  %141 = phi float [ %146, %139 ], [ %137, %134 ]
  %142 = phi i32 [ %148, %139 ], [ 0, %134 ]
  %143 = zext nneg i32 %140 to i64
  %144 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !64
  %146 = fadd contract float %141, %145
  %147 = add nuw nsw i32 %140, 1
  %148 = add i32 %142, 1
  %149 = icmp eq i32 %148, %130
  br i1 %149, label %150, label %139, !llvm.loop !79

150:                                              ; preds = %134, %139, %126
  %151 = phi float [ 0.000000e+00, %126 ], [ %135, %134 ], [ %146, %139 ]
  %152 = fdiv contract float 1.000000e+00, %151
  br i1 %10, label %153, label %181

153:                                              ; preds = %150
  %154 = getelementptr %struct.__nv_bfloat16, ptr %1, i64 %7
  br label %182

155:                                              ; preds = %155, %132
  %156 = phi i32 [ 0, %132 ], [ %178, %155 ]
  %157 = phi float [ 0.000000e+00, %132 ], [ %177, %155 ]
  %158 = phi i32 [ 0, %132 ], [ %179, %155 ]
  %159 = zext nneg i32 %156 to i64
  %160 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !64
  %162 = fadd contract float %157, %161
  %163 = or disjoint i32 %156, 1
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !64
  %167 = fadd contract float %162, %166
  %168 = or disjoint i32 %156, 2
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !64
  %172 = fadd contract float %167, %171
  %173 = or disjoint i32 %156, 3
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11softmax_rowPK6__halfP13__nv_bfloat16iE3red to ptr), i64 0, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !64
  %177 = fadd contract float %172, %176
  %178 = add nuw nsw i32 %156, 4
  %179 = add i32 %158, 4
  %180 = icmp eq i32 %179, %133
  br i1 %180, label %134, label %155, !llvm.loop !80

181:                                              ; preds = %182, %150
  ret void

182:                                              ; preds = %153, %182
  %183 = phi i32 [ %9, %153 ], [ %194, %182 ]
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds %struct.__half, ptr %8, i64 %184
  %186 = load i16, ptr %185, align 2, !tbaa !27
  %187 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %186) #9, !srcloc !35
  %188 = fsub contract float %187, %70
  %189 = fmul float %188, 0x3FF7154760000000
  %190 = tail call noundef float @llvm.nvvm.ex2.approx.f(float %189) #10
  %191 = fmul contract float %152, %190
  %192 = tail call i16 asm "{  cvt.rn.bf16.f32 $0, $1;}\0A", "=h,f"(float %191) #9, !srcloc !58
  %193 = getelementptr %struct.__nv_bfloat16, ptr %154, i64 %184
  store i16 %192, ptr %193, align 2, !tbaa !27
  %194 = add i32 %183, %43
  %195 = icmp slt i32 %194, %2
  br i1 %195, label %182, label %181, !llvm.loop !81
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z15layer_norm_bf16PK14__nv_bfloat162S1_PS_if(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, float noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = sext i32 %3 to i64
  %9 = mul nsw i64 %8, %7
  %10 = getelementptr inbounds %struct.__nv_bfloat162, ptr %0, i64 %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %42 = fadd contract float %41, %4
  %43 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %42)
  %44 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %38) #9, !srcloc !20
  %45 = tail call i32 asm "{.reg .b16 low;\0A  cvt.rn.bf16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float %43) #9, !srcloc !20
  br i1 %12, label %66, label %68

46:                                               ; preds = %5, %46
  %47 = phi float [ %59, %46 ], [ 0.000000e+00, %5 ]
  %48 = phi float [ %63, %46 ], [ 0.000000e+00, %5 ]
  %49 = phi i32 [ %64, %46 ], [ %11, %5 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds %struct.__nv_bfloat162, ptr %10, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !14
  %53 = trunc i32 %52 to i16
  %54 = lshr i32 %52, 16
  %55 = trunc nuw i32 %54 to i16
  %56 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %53) #9, !srcloc !23
  %57 = tail call contract noundef float asm "{ cvt.f32.bf16 $0, $1;}\0A", "=f,h"(i16 %55) #9, !srcloc !23
  %58 = fadd contract float %56, %57
  %59 = fadd contract float %47, %58
  %60 = fmul contract float %56, %56
  %61 = fmul contract float %57, %57
  %62 = fadd contract float %60, %61
  %63 = fadd contract float %48, %62
  %64 = add nuw nsw i32 %49, 32
  %65 = icmp slt i32 %64, %3
  br i1 %65, label %46, label %13, !llvm.loop !82

66:                                               ; preds = %13
  %67 = getelementptr %struct.__nv_bfloat162, ptr %2, i64 %9
  br label %69

68:                                               ; preds = %69, %13
  ret void

69:                                               ; preds = %66, %69
  %70 = phi i32 [ %11, %66 ], [ %80, %69 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds %struct.__nv_bfloat162, ptr %10, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !14
  %74 = tail call i32 asm "{ sub.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %73, i32 %44) #9, !srcloc !83
  %75 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %74, i32 %45) #9, !srcloc !21
  %76 = getelementptr inbounds %struct.__nv_bfloat162, ptr %1, i64 %71
  %77 = load i32, ptr %76, align 4, !tbaa !14
  %78 = tail call i32 asm "{ mul.bf16x2 $0,$1,$2; }\0A", "=r,r,r"(i32 %75, i32 %77) #9, !srcloc !21
  %79 = getelementptr %struct.__nv_bfloat162, ptr %67, i64 %71
  store i32 %78, ptr %79, align 4, !tbaa !14
  %80 = add nuw nsw i32 %70, 32
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %69, label %68, !llvm.loop !84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11, !12}
!nvvmir.version = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z11axpby_half2PK7__half2PS_S_S_i, !"kernel", i32 1}
!5 = !{ptr @_Z9gelu_bf16PK14__nv_bfloat162PS_i, !"kernel", i32 1}
!6 = !{ptr @_Z9math_halfPK6__halfPS_i, !"kernel", i32 1}
!7 = !{ptr @_Z9math_bf16PK13__nv_bfloat16PS_i, !"kernel", i32 1}
!8 = !{ptr @_Z7convertPKfP6__halfP13__nv_bfloat16PiPsi, !"kernel", i32 1}
!9 = !{ptr @_Z11softmax_rowPK6__halfP13__nv_bfloat16i, !"kernel", i32 1}
!10 = !{ptr @_Z15layer_norm_bf16PK14__nv_bfloat162S1_PS_if, !"kernel", i32 1}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = !{i32 2, i32 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{i64 2155660420, i64 2155660449}
!19 = !{i64 2155751511, i64 2155751565}
!20 = !{i64 2156517309, i64 2156517338, i64 2156517377}
!21 = !{i64 2158511981}
!22 = !{i64 8839357, i64 8839387}
!23 = !{i64 2156530429}
!24 = !{i32 21352}
!25 = !{i64 2156525550}
!26 = !{i64 2158483805}
!27 = !{!28, !28, i64 0}
!28 = !{!"short", !16, i64 0}
!29 = !{i64 6808551, i64 6808599, i64 6808646, i64 6808693, i64 6808740, i64 6808787, i64 6808834, i64 6808881, i64 6808928, i64 2155927590, i64 2155927621, i64 2155927675, i64 2155927729, i64 2155927791, i64 2155927870, i64 2155928147, i64 2155928178, i64 2155928232, i64 2155928286, i64 2155928348, i64 2155928427, i64 2155928704, i64 2155928735, i64 2155928789, i64 2155928843, i64 2155928905, i64 2155928984, i64 2155929261, i64 2155929292, i64 2155929346, i64 2155929400, i64 2155929462, i64 2155929541, i64 6809151, i64 6809198}
!30 = !{i64 2156043860, i64 2156043878}
!31 = !{i64 2154381977}
!32 = !{i64 2155767657, i64 2155767684}
!33 = !{i64 6816122, i64 6816170, i64 6816217, i64 6816264, i64 6816311, i64 6816358, i64 6816406, i64 6816453, i64 2155957408, i64 2155957439, i64 2155957493, i64 2155957547, i64 2155957609, i64 2155957688, i64 2155957965, i64 2155957996, i64 2155958050, i64 2155958104, i64 2155958166, i64 2155958245, i64 2155958522, i64 2155958553, i64 2155958607, i64 2155958661, i64 2155958723, i64 2155958802, i64 2155959079, i64 2155959110, i64 2155959164, i64 2155959218, i64 2155959280, i64 2155959359, i64 6816676, i64 6816723}
!34 = !{i64 2155971971, i64 2155972022, i64 2155972072, i64 2155972122, i64 2155972172, i64 2155972250, i64 2155972300, i64 2155972350}
!35 = !{i64 2154446717}
!36 = !{i32 9580}
!37 = !{i64 2154390746}
!38 = !{i64 6804619, i64 6804623, i64 6804660, i64 6804697, i64 6804734, i64 6804774, i64 6804807, i64 6804840, i64 2155922945, i64 2155922999, i64 2155923053, i64 2155923115, i64 2155923194, i64 2155923471, i64 2155923502, i64 2155923556, i64 2155923610, i64 2155923672, i64 2155923751, i64 6804941, i64 6804965, i64 6805013}
!39 = !{i64 6805993, i64 6805997, i64 6806035, i64 6806073, i64 6806111, i64 6806149, i64 2155925631, i64 2155925685, i64 2155925739, i64 2155925801, i64 2155925880, i64 6806206, i64 6806242}
!40 = !{i64 2155797993, i64 2155798020}
!41 = !{i64 2155968419, i64 2155968470, i64 2155968520, i64 2155968570, i64 2155968620, i64 2155968698, i64 2155968748, i64 2155968798}
!42 = !{i64 6758307}
!43 = !{i64 6758142}
!44 = !{i64 6757978}
!45 = !{i64 6758471}
!46 = !{i64 6811373, i64 6811421, i64 6811468, i64 6811515, i64 6811562, i64 6811609, i64 6811657, i64 6811704, i64 6811751, i64 6811798}
!47 = !{i64 6814785, i64 6814833, i64 6814880, i64 6814927, i64 6814974, i64 6815021, i64 2155954718, i64 2155954749, i64 2155954803, i64 2155954857, i64 2155954919, i64 2155954998, i64 2155955275, i64 2155955306, i64 2155955360, i64 2155955414, i64 2155955476, i64 2155955555, i64 6815156, i64 6815203}
!48 = !{i64 2154936091, i64 2154936118}
!49 = !{i64 2154920148, i64 2154920175}
!50 = !{i64 2156002545, i64 2156002574}
!51 = !{i64 2155501787, i64 2155501825, i64 2155501878}
!52 = !{i64 2156022418, i64 2156022436}
!53 = !{i64 8853115}
!54 = !{i64 2156478070}
!55 = !{i64 2159259904, i64 2159259923}
!56 = !{i64 8865239}
!57 = !{i64 2158661304}
!58 = !{i64 2156469139}
!59 = !{i64 8864166}
!60 = !{i64 8849033, i64 8849061}
!61 = !{i64 2157115127}
!62 = !{i64 2159308543, i64 2159308570}
!63 = !{i64 8871710, i64 8871744}
!64 = !{!65, !65, i64 0}
!65 = !{!"float", !16, i64 0}
!66 = !{i64 2154398603}
!67 = !{i64 2154406988}
!68 = !{i64 2156486089}
!69 = !{i64 2156507223}
!70 = !{i64 6746384}
!71 = !{i64 2156560741}
!72 = !{i64 6748456}
!73 = distinct !{!73, !74}
!74 = !{!"llvm.loop.mustprogress"}
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = distinct !{!77, !74}
!78 = distinct !{!78, !74}
!79 = distinct !{!79, !76}
!80 = distinct !{!80, !74}
!81 = distinct !{!81, !74}
!82 = distinct !{!82, !74}
!83 = !{i64 2158497893}
!84 = distinct !{!84, !74}

//===- NVPTXApproxMath.td - afn f32 division, sqrt -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// clang-22 writes -ffast-math as fast-math flags on each instruction and no
// longer as the "unsafe-fp-math" function attribute, which is what LLVM
// 19's NVPTX looked at to select div.approx, rcp.approx and sqrt.approx.
// LLVM 22 decides per instruction, from its afn flag. Without this, the
// fast-math build of TransformerEngine's multi-tensor Adam kernel (sm_90a)
// kept IEEE div.rn.f32 where LLVM 22 has div.approx.f32, and took 64
// registers where LLVM 22's code takes 40 (now 40).
//
// An f32 fdiv or fsqrt with afn is selected to the approximate instruction
// (.ftz where the function flushes f32 denormals), unless the command line
// gives -nvptx-prec-divf32 or -nvptx-prec-sqrtf32, which LLVM 19 and 22
// honour over any flag. `1.0 / x` is rcp.approx as LLVM 19 selects it under
// the attribute. The attribute and -enable-unsafe-fp-math keep working as
// in LLVM 19.
//
//===----------------------------------------------------------------------===//

def fdiv_afn : PatFrag<(ops node:$a, node:$b), (fdiv node:$a, node:$b), [{
  return NVPTXExt::approximatedByFlag(N, /*Sqrt=*/false);
}]>;
def fsqrt_afn : PatFrag<(ops node:$a), (fsqrt node:$a), [{
  return NVPTXExt::approximatedByFlag(N, /*Sqrt=*/true);
}]>;

let AddedComplexity = 1 in {
def : Pat<(f32 (fdiv_afn FloatConst1:$a, Float32Regs:$b)),
          (FDIV321r_ftz FloatConst1:$a, Float32Regs:$b)>, Requires<[doF32FTZ]>;
def : Pat<(f32 (fdiv_afn FloatConst1:$a, Float32Regs:$b)),
          (FDIV321r FloatConst1:$a, Float32Regs:$b)>;
def : Pat<(f32 (fdiv_afn Float32Regs:$a, Float32Regs:$b)),
          (FDIV32approxrr_ftz Float32Regs:$a, Float32Regs:$b)>,
          Requires<[doF32FTZ]>;
def : Pat<(f32 (fdiv_afn Float32Regs:$a, Float32Regs:$b)),
          (FDIV32approxrr Float32Regs:$a, Float32Regs:$b)>;
def : Pat<(f32 (fdiv_afn Float32Regs:$a, fpimm:$b)),
          (FDIV32approxri_ftz Float32Regs:$a, fpimm:$b)>, Requires<[doF32FTZ]>;
def : Pat<(f32 (fdiv_afn Float32Regs:$a, fpimm:$b)),
          (FDIV32approxri Float32Regs:$a, fpimm:$b)>;
def : Pat<(f32 (fsqrt_afn Float32Regs:$a)),
          (INT_NVVM_SQRT_APPROX_FTZ_F Float32Regs:$a)>, Requires<[doF32FTZ]>;
def : Pat<(f32 (fsqrt_afn Float32Regs:$a)),
          (INT_NVVM_SQRT_APPROX_F Float32Regs:$a)>;
}

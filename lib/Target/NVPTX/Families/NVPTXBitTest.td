//===- NVPTXBitTest.td - a clear low bit as one setp ----------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `(x & 1) == 0`, as clang writes an evenness test (vLLM's kernels check
// sizes and strides for evenness), reaches selection as the negation of
// the truncation of x to i1. LLVM 19 selects the truncation as
// `setp.eq (x & 1), 1` and the negation as a separate not.pred; LLVM 22
// writes `setp.ne (x & 1), 0` and folds the negation into the predicate's
// users. One `setp.eq (x & 1), 0` does both: vLLM's layernorm_quant kernels
// at sm_80 lose their 240 not.pred. ptxas did not always see through the
// pair: vLLM's rms_norm_kernel, reduced by llvm-reduce to its two tests,
// took 12 registers, and takes LLVM 22's 8 with this form. The truncation
// alone keeps LLVM 19's `setp.eq (x & 1), 1`, which LLVM 19's own tests pin
// (i128.ll, i1-load-lower.ll, f16-instructions.ll); LLVM 22's `setp.ne` is
// not taken for it, although ptxas sometimes allocates fewer registers
// with it.
//
//===----------------------------------------------------------------------===//

let AddedComplexity = 1 in {
def : Pat<(i1 (not (trunc Int16Regs:$a))),
          (SETP_b16ri (ANDb16ri Int16Regs:$a, 1), 0, CmpEQ)>;
def : Pat<(i1 (not (trunc Int32Regs:$a))),
          (SETP_b32ri (ANDb32ri Int32Regs:$a, 1), 0, CmpEQ)>;
def : Pat<(i1 (not (trunc Int64Regs:$a))),
          (SETP_b64ri (ANDb64ri Int64Regs:$a, 1), 0, CmpEQ)>;
}

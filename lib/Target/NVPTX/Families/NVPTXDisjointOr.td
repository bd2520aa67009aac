//===- NVPTXDisjointOr.td - or of disjoint bits as add.s ------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An or whose operands have no set bit in common computes their sum. clang
// and InstCombine write one (`or disjoint`) wherever an index is built from
// a base with known low zero bits and a small constant: CUB's BlockExchange
// (BlockLoad/BlockStore WARP_TRANSPOSE) forms `lane | (warp << 9)` and then
// `that | 32 * k` for each of its items. ptxas treats add.s as an addition it
// can reassociate, fold into address offsets and rematerialize, and or.b as
// an opaque logical operation: with or.b32 the 15 `x | 32 * k` of CUB's
// ls_kernel<short, 256, 16, WARP_TRANSPOSE> at sm_80 were kept live across
// the kernel (79 registers); printed as add.s32 ptxas needs LLVM 22's 58.
// LLVM 22 reaches the same code another way (its straight-line strength
// reduction rewrites these indices from one another), which LLVM 19's
// scalar passes cannot; selecting the sum as add.s needs no new pass.
//
// Only an i32 or with the `disjoint` flag (which the SelectionDAG keeps from
// IR) and an immediate operand is selected this way, and only where the
// DAG cannot see the operands' bits apart itself: the DAG combiner writes
// an add whose operands' known bits do not overlap (shared-memory addresses
// `base + 32 * k` of an aligned base) as such an or, and printed as add.s32
// those made ptxas spill the head_dim 256 sm_80 attention kernels (255
// registers). CUB's bases come from another block, as IR's `or disjoint`
// says and the DAG does not see. An or of two registers
// (`lane | (warp << 9)` itself) is left as or.b32, as LLVM 22 prints it; so
// is one without the flag, even where the operands' known bits cannot
// overlap, as LLVM 19's own tests pin (math-intrins.ll: the or.b32 of its
// rounding's sign bit). 64-bit ones stay or.b64: CUTLASS builds WGMMA and
// TMA descriptors by or'ing 64-bit fields, and printed as add.s64 ptxas
// spilled its Hopper FMHA (corpus: 60 -> 272 bytes of spill loads). 16-bit
// ones are rare and stay or.b16.
//
//===----------------------------------------------------------------------===//

def or_disjoint_flag : PatFrag<(ops node:$a, node:$b), (or node:$a, node:$b), [{
  return N->getFlags().hasDisjoint() &&
         !CurDAG->haveNoCommonBitsSet(N->getOperand(0), N->getOperand(1));
}]>;

let AddedComplexity = 1 in {
def : Pat<(i32 (or_disjoint_flag Int32Regs:$a, imm:$b)),
          (ADDi32ri Int32Regs:$a, imm:$b)>;
}

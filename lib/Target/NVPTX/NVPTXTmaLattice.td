//===- NVPTXTmaLattice.td - TMA reduction operations ----------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reductions cp.reduce.async.bulk.tensor applies to global memory,
// stated once: NVPTXTma.td makes an instruction and an intrinsic row of
// each for every tensor mode and rank; the atom library reads them as a
// table (Atoms/Lattices.td) for the `atom.tma_reduce<op>` types. Plain data
// only. Position orders them as the PTX ISA lists them, as the atoms'
// diagnostics do.
//
//===----------------------------------------------------------------------===//

class TmaReduceOp<int position, string name> {
  bits<8> Position = position;
  string Name = name;
}
def TmaReduceAdd : TmaReduceOp<0, "add">;
def TmaReduceMin : TmaReduceOp<1, "min">;
def TmaReduceMax : TmaReduceOp<2, "max">;
def TmaReduceInc : TmaReduceOp<3, "inc">;
def TmaReduceDec : TmaReduceOp<4, "dec">;
def TmaReduceAnd : TmaReduceOp<5, "and">;
def TmaReduceOr : TmaReduceOp<6, "or">;
def TmaReduceXor : TmaReduceOp<7, "xor">;
defvar TmaReduceOps = [TmaReduceAdd, TmaReduceMin, TmaReduceMax, TmaReduceInc,
                       TmaReduceDec, TmaReduceAnd, TmaReduceOr, TmaReduceXor];

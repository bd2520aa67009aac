//===- NVPTXTmaLattice.td - TMA copy modes and reductions -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tensor-copy modes of cp.async.bulk.tensor and the reductions
// cp.reduce.async.bulk.tensor applies to global memory, stated once:
// NVPTXTma.td makes the instructions and intrinsic rows of each mode, rank
// and reduction; the atom library reads them as tables (Atoms/Lattices.td):
// the ranks an im2col atom takes and the offsets its load passes, the
// `atom.tma_reduce<op>` types. Plain data only (the target lists come from
// NVPTXTargetSets.td, which includers include first). Position orders the
// rows as the PTX ISA lists them, as the atoms' diagnostics do.
//
//===----------------------------------------------------------------------===//

// A tensor-copy mode and the copies that have it: its name in the
// intrinsics and in PTX, the ranks it has, the 16-bit offsets a load or
// prefetch takes after the coordinates, the coordinates (0: as many as the
// rank), which directions exist, and their targets.
class TmaCopyMode<int position, string name, string ptx, int minRank,
                  int maxRank, bit offsetsPerSpatialDim, int offsets,
                  int coords, bit loads, bit stores, bit reductions,
                  string targets, int minptx, string ctaTargets, int ctaPtx> {
  bits<8> Position = position;
  string Name = name;
  string Ptx = ptx;
  bits<8> MinRank = minRank;
  bits<8> MaxRank = maxRank;
  // im2col: one offset per spatial dimension of the filter (rank - 2);
  // otherwise Offsets.
  bit OffsetsPerSpatialDim = offsetsPerSpatialDim;
  int Offsets = offsets;
  int Coords = coords;
  // g2s, g2s.cta and prefetch; s2g; reduce.
  bit Loads = loads;
  bit Stores = stores;
  bit Reductions = reductions;
  // The targets of g2s, s2g, reduce and prefetch, and of g2s.cta.
  string Targets = targets;
  int MinPTX = minptx;
  string CtaTargets = ctaTargets;
  int CtaPTX = ctaPtx;
}
def TmaModeTile : TmaCopyMode<0, "tile", "tile", 1, 5, 0, 0, 0, 1, 1, 1,
                              "sm_90", 80, "sm_90", 86>;
def TmaModeIm2col : TmaCopyMode<1, "im2col", "im2col", 3, 5, 1, 0, 0, 1, 1, 1,
                                "sm_90", 80, "sm_90", 86>;
// The W and W128 im2col modes (the Blackwell tensor-copy modes are LLVM
// 22's hasTMABlackwellSupport targets, Tcgen05Family): two offsets (wHalo,
// wOffset) whatever the rank. LLVM 22 (and ptxas) take the im2col::w load
// into this CTA on every sm_100 and later, the others on the tcgen05
// targets only.
def TmaModeIm2colW : TmaCopyMode<2, "im2col.w", "im2col::w", 3, 5, 0, 2, 0,
                                 1, 0, 0, Tcgen05Family.Targets, 86, "sm_100",
                                 86>;
def TmaModeIm2colW128
    : TmaCopyMode<3, "im2col.w.128", "im2col::w::128", 3, 5, 0, 2, 0, 1, 0, 0,
                  Tcgen05Family.Targets, 86, Tcgen05Family.Targets, 86>;
// Four rows of a 2d tensor: a column and four row coordinates.
def TmaModeTileGather4
    : TmaCopyMode<4, "tile.gather4", "tile::gather4", 2, 2, 0, 0, 5, 1, 0, 0,
                  Tcgen05Family.Targets, 86, "sm_100", 86>;
def TmaModeTileScatter4
    : TmaCopyMode<5, "tile.scatter4", "tile::scatter4", 2, 2, 0, 0, 5, 0, 1, 0,
                  Tcgen05Family.Targets, 86, "", 0>;
defvar TmaCopyModes = [TmaModeTile, TmaModeIm2col, TmaModeIm2colW,
                       TmaModeIm2colW128, TmaModeTileGather4,
                       TmaModeTileScatter4];

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

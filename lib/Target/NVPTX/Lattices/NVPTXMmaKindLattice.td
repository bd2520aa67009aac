//===- NVPTXMmaKindLattice.td - MMA kinds and block scaling ----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kinds of tcgen05.mma and the scale-vector variants of its
// block-scaled kinds, stated once. The block-scaled kinds and their variants
// are those of sm_120's block-scaled mma.sync too. NVPTXTcgen05.td makes the
// tcgen05.mma intrinsic rows, their immediate ranges and the printer's kind
// names of them, NVPTXMmaBlockScale.td the sm_120 block-scaled forms; the
// atom library reads them as tables (Atoms/Lattices.td) to check and lower
// the sm100 and SM120 MMA atoms and to pack instruction descriptors. Plain
// data only.
//
// NVPTXTcgen05.td and NVPTXMmaBlockScale.td both include this file; the
// guard defines its records once.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_MMA_KIND_LATTICE_TD
#define NVPTX_MMA_KIND_LATTICE_TD

// A kind of tcgen05.mma (`.kind::NAME`). Position orders the kinds as the
// PTX ISA does, the dense kinds first: a dense kind's Position is the
// `kind` immediate of LLVM 22's tcgen05.mma intrinsics, while a
// block-scaled kind is part of the intrinsic's name.
class Tcgen05MmaKind<int position, string name, int k, list<string> inputs,
                     list<int> typeCodes, list<string> accumulators> {
  bits<8> Position = position;
  string Name = name;
  // K of the dense MMA (the sparse one has twice that); for the
  // block-scaled kinds also sm_120's mma.sync m16n8k<K>.
  bits<8> K = k;
  // The types of A and B, in the order diagnostics list them, and their
  // codes in the instruction descriptor (the same order).
  list<string> Inputs = inputs;
  list<int> TypeCodes = typeCodes;
  // The types of the accumulator D.
  list<string> Accumulators = accumulators;
  // The inputs that accumulate only into f32, the last of Accumulators
  // (kind::f16's bf16).
  list<string> F32OnlyInputs = [];
  // Whether B may have another of the Inputs than A.
  bit MixedInputs = true;
  // Integer MMA: saturation rather than negation, and its own N steps.
  bit Integer = false;
  // Scales A and B by blocks (its variants are the MmaBlockScale records).
  bit BlockScaled = false;
  // The instruction-descriptor layout of the PTX ISA the kind has
  // (Atoms/UmmaDescriptor.cpp lays each out): "dense", "block_scaled", or
  // "block_scaled_fp4" (B's type in 2 bits, K = 96, K-major only, scale
  // factor ids 0 and 2).
  string Descriptor = "dense";
  // Whether the scale_input_d forms take the kind.
  bit ScaleInputD = false;
  // The targets of the kind where fewer than its forms' (NVPTXExtIntrinsic
  // Targets syntax; "": the forms' own).
  string Targets = "";

  // For the tables: whether the kind is an immediate, and the lists joined
  // by "|".
  bit IsImmediate = !not(BlockScaled);
  string InputList = !interleave(Inputs, "|");
  string TypeCodeList = !interleave(TypeCodes, "|");
  string AccumulatorList = !interleave(Accumulators, "|");
  string F32OnlyInputList = !interleave(F32OnlyInputs, "|");
}

defvar MmaKindF8F6F4Inputs = ["e4m3", "e5m2", "e2m3", "e3m2", "e2m1"];
defvar MmaKindF8F6F4Codes = [0, 1, 3, 4, 5];

def Tcgen05KindF16
    : Tcgen05MmaKind<0, "f16", 16, ["f16", "bf16"], [0, 1], ["f16", "f32"]> {
  let MixedInputs = false;
  let F32OnlyInputs = ["bf16"];
  let ScaleInputD = true;
}
def Tcgen05KindTF32 : Tcgen05MmaKind<1, "tf32", 8, ["tf32"], [2], ["f32"]> {
  let MixedInputs = false;
  let ScaleInputD = true;
}
def Tcgen05KindF8F6F4
    : Tcgen05MmaKind<2, "f8f6f4", 32, MmaKindF8F6F4Inputs, MmaKindF8F6F4Codes,
                     ["f16", "f32"]>;
// kind::i8 exists only on the arch-specific targets other than sm_103a.
def Tcgen05KindI8 : Tcgen05MmaKind<3, "i8", 32, ["s8", "u8"], [1, 0], ["s32"]> {
  let Integer = true;
  let Targets = "sm_100a@ptx86, sm_101a@ptx86, sm_110a@ptx90";
}
def Tcgen05KindMXF8F6F4
    : Tcgen05MmaKind<4, "mxf8f6f4", 32, MmaKindF8F6F4Inputs, MmaKindF8F6F4Codes,
                     ["f32"]> {
  let BlockScaled = true;
  let Descriptor = "block_scaled";
}
def Tcgen05KindMXF4 : Tcgen05MmaKind<5, "mxf4", 64, ["e2m1"], [1], ["f32"]> {
  let BlockScaled = true;
  let Descriptor = "block_scaled_fp4";
}
def Tcgen05KindMXF4NVF4
    : Tcgen05MmaKind<6, "mxf4nvf4", 64, ["e2m1"], [1], ["f32"]> {
  let BlockScaled = true;
  let Descriptor = "block_scaled_fp4";
}
defvar Tcgen05MmaKinds = [Tcgen05KindF16, Tcgen05KindTF32, Tcgen05KindF8F6F4,
                          Tcgen05KindI8, Tcgen05KindMXF8F6F4, Tcgen05KindMXF4,
                          Tcgen05KindMXF4NVF4];

// A scale-vector variant of a block-scaled kind: VecSize elements along K
// share one scale factor. tcgen05.mma spells it `.blockVECSIZE`, sm_120's
// mma.sync `.scale_vec::NX` with N = K / VecSize (ScaleVector). Position
// orders the variants by kind, then block size.
class MmaBlockScale<int position, Tcgen05MmaKind kind, int vecSize,
                    list<string> scaleTypes> {
  bits<8> Position = position;
  string Kind = kind.Name;
  bits<8> KindPosition = kind.Position;
  bits<8> VecSize = vecSize;
  bits<8> ScaleVector = !div(!cast<int>(kind.K), vecSize);
  // The types the scale factors may have (tcgen05.mma's instruction
  // descriptor), in the order diagnostics list them.
  list<string> ScaleTypes = scaleTypes;
  // The one of them that LLVM 22's sm_120 intrinsics of the variant take
  // (llvm.nvvm.mma.block.scale.*.<stype>).
  string WarpScaleType = scaleTypes[0];
  // Whether it is the kind's variant when no qualifier is written (the
  // forms without `.blockNN` or `.scale_vec::NX`).
  bit Default = false;

  string ScaleTypeList = !interleave(ScaleTypes, "|");
}

def MmaBlockScaleMXF8F6F4Block32
    : MmaBlockScale<0, Tcgen05KindMXF8F6F4, 32, ["ue8m0"]> {
  let Default = true;
}
def MmaBlockScaleMXF4Block32
    : MmaBlockScale<1, Tcgen05KindMXF4, 32, ["ue8m0"]> {
  let Default = true;
}
// LLVM 22 has no sm_120 intrinsic of ue8m0 factors at scale_vec::4X.
def MmaBlockScaleMXF4NVF4Block16
    : MmaBlockScale<2, Tcgen05KindMXF4NVF4, 16, ["ue8m0", "ue4m3"]> {
  let WarpScaleType = "ue4m3";
}
def MmaBlockScaleMXF4NVF4Block32
    : MmaBlockScale<3, Tcgen05KindMXF4NVF4, 32, ["ue8m0"]>;
defvar MmaBlockScales = [MmaBlockScaleMXF8F6F4Block32, MmaBlockScaleMXF4Block32,
                         MmaBlockScaleMXF4NVF4Block16,
                         MmaBlockScaleMXF4NVF4Block32];

#endif // NVPTX_MMA_KIND_LATTICE_TD

//===- MmaBlockScale.cpp - SM120 block-scaled MMA -------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SM120.mma_bs: warp-level block-scaled mma.sync with FP8/FP6/FP4 inputs.
// Its K values, types and (K, vec_size, sf_type) families are those of the
// block-scaled tcgen05.mma kinds and their scale-vector variants
// (NVPTXMmaKindLattice.td, read in MmaUmma.cpp), restricted to the scale
// types of LLVM 22's SM120 intrinsics; here are the tier's verifier rung,
// with the dialect's diagnostics, and the intrinsic a use becomes (lowered
// by LowerAtoms/BlockScaleMma.cpp).
//
//===----------------------------------------------------------------------===//

#include "MmaAtomInternal.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::cute_nvgpu::mma_detail;

namespace {

using E = MmaElement;

/// The FP8/FP6/FP4 inputs of SM120's block-scaled MMA, in the order of the
/// dialect's diagnostic: the inputs of the block-scaled kinds (MmaAtomTest
/// checks that they are the same).
constexpr MmaElement MicroscaleInputs[] = {E::E4M3, E::E5M2, E::E3M2, E::E2M3,
                                           E::E2M1};

/// SM120.mma_bs: the (K, vec_size, sf_type) families of the cute_nvgpu
/// dialect's SM120 block-scaled verifier that LLVM 22 has an intrinsic for
/// -- the block-scale variants of NVPTXMmaKindLattice.td with the scale
/// type of LLVM 22's SM120 intrinsics, the first of each (K, vec_size,
/// sf_type) -- with the PTX kind and scale-vector width each becomes
/// (docs/AtomIR.md, "Block-scaled MMA").
struct BlockScaleFamily {
  unsigned K, VecSize;
  MmaElement ScaleType;
  const char *Kind;
  unsigned ScaleVector;
};
ArrayRef<BlockScaleFamily> blockScaleFamilies() {
  static const std::vector<BlockScaleFamily> Families = [] {
    std::vector<BlockScaleFamily> Families;
    for (const BlockScaleVariant &V : blockScaleVariants()) {
      BlockScaleFamily F{V.Kind->Row->K, V.Row->VecSize, V.WarpScaleType,
                         V.Kind->Row->Name, V.Row->ScaleVector};
      if (none_of(Families, [&](const BlockScaleFamily &G) {
            return G.K == F.K && G.VecSize == F.VecSize &&
                   G.ScaleType == F.ScaleType;
          }))
        Families.push_back(F);
    }
    return Families;
  }();
  return Families;
}

const BlockScaleFamily *blockScaleFamily(const MmaUse &Use) {
  for (const BlockScaleFamily &F : blockScaleFamilies())
    if (F.K == Use.K && F.VecSize == Use.VecSize &&
        F.ScaleType == Use.ScaleType)
      return &F;
  return nullptr;
}

/// The K values of SM120's block-scaled MMA (those of the block-scaled
/// kinds), and the A/B types of those with K = \p K.
SmallVector<unsigned, 4> blockScaleKs() {
  SmallVector<unsigned, 4> Ks;
  for (const UmmaKindInfo &Kind : ummaKinds())
    if (Kind.Row->BlockScaled && !is_contained(Ks, Kind.Row->K))
      Ks.push_back(Kind.Row->K);
  return Ks;
}
SmallVector<MmaElement, 5> blockScaleInputs(unsigned K) {
  SmallVector<MmaElement, 5> Inputs;
  for (const UmmaKindInfo &Kind : ummaKinds())
    if (Kind.Row->BlockScaled && Kind.Row->K == K)
      for (MmaElement T : Kind.Inputs)
        if (!is_contained(Inputs, T))
          Inputs.push_back(T);
  return Inputs;
}

} // namespace

/// SM120.mma_bs (the dialect's SM120 block-scaled verifier, its strings
/// byte for byte): FP8/FP6/FP4 inputs, f32 accumulator, K = 32 or 64 (FP4
/// only), and one of the three (K, vec_size, sf_type) families.
std::string mma_detail::verifyBlockScale(const MmaUse &Use) {
  for (auto [Operand, Type] : {std::pair{'a', Use.A}, std::pair{'b', Use.B}})
    if (auto Problem = expectElement(Operand, Type, MicroscaleInputs))
      return *Problem;
  if (auto Problem = expectElement('c', Use.C, {MmaElement::F32}))
    return *Problem;
  SmallVector<unsigned, 4> Ks = blockScaleKs();
  if (Use.M != 16 || Use.N != 8 || !is_contained(Ks, Use.K)) {
    std::string Shapes;
    for (unsigned K : Ks)
      Shapes += (Shapes.empty() ? "16x8x" : ", 16x8x") + std::to_string(K);
    return shapeDiagnostic(Use, Shapes);
  }
  // The types of the kinds of that K (K = 64: FP4 only).
  for (auto [Operand, Type] : {std::pair{'a', Use.A}, std::pair{'b', Use.B}})
    if (auto Problem = expectElement(Operand, Type, blockScaleInputs(Use.K)))
      return *Problem;
  if (const BlockScaleFamily *F = blockScaleFamily(Use)) {
    // Which scale factors a register holds (PTX ISA, as ptxas enforces for
    // immediates): bytes 0-3 for scale_vec::1X, 0 or 2 for 2X, 0 for 4X;
    // threads 0-1 of the quad for A, 0-3 for B.
    if (Use.ThreadIdA > 1)
      return ("thread_id_a " + Twine(Use.ThreadIdA) +
              " of `SM120.mma_bs` is not 0 or 1")
          .str();
    for (auto [Name, Id] : {std::pair{"byte_id_a", Use.ByteIdA},
                            std::pair{"byte_id_b", Use.ByteIdB}})
      if (Id % F->ScaleVector)
        return (Twine(Name) + " " + Twine(Id) + " of `SM120.mma_bs` with " +
                "scale_vec::" + Twine(F->ScaleVector) + "X is not " +
                (F->ScaleVector == 2 ? "0 or 2" : "0"))
            .str();
    return "";
  }
  std::string Families;
  ArrayRef<BlockScaleFamily> All = blockScaleFamilies();
  for (auto [I, F] : enumerate(All))
    Families += (I == 0                ? ""
                 : I + 1 == All.size() ? " or "
                                       : ", ") +
                ("(" + Twine(F.K) + ", " + Twine(F.VecSize) + ", " +
                 elementName(F.ScaleType) + ")")
                    .str();
  return ("unsupported (K, vec_size, sf_type) (" + Twine(Use.K) + ", " +
          Twine(Use.VecSize) + ", " + elementName(Use.ScaleType) +
          ") for `SM120.mma_bs`; expected " + Families)
      .str();
}

std::string cute_nvgpu::blockScaleIntrinsicName(const MmaUse &Use) {
  const BlockScaleFamily *F = blockScaleFamily(Use);
  return ("llvm.nvvm.mma.block.scale.m16n8k" + Twine(Use.K) + ".row.col." +
          F->Kind + ".scale." + Twine(F->ScaleVector) + "x.f32." +
          elementName(Use.A) + "." + elementName(Use.B) + ".f32." +
          elementName(Use.ScaleType))
      .str();
}

//===- UmmaDescriptorTest.cpp - tcgen05.mma instruction descriptor tests --===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UmmaDescriptor.h"
#include "Lattices.h"
#include "gtest/gtest.h"
#include <random>
#include <set>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

std::string packError(const UmmaInstrDescriptor &D) {
  Expected<uint32_t> W = packUmmaInstrDescriptor(D);
  return W ? "" : toString(W.takeError());
}

// UmmaKind's enumerators are the positions of NVPTXMmaKindLattice.td's
// kinds, whose table gives their names and whether they are block-scaled.
TEST(UmmaKind, EnumeratorsAreTheLatticePositions) {
  const std::pair<UmmaKind, const char *> Kinds[] = {
      {UmmaKind::F16, "f16"},           {UmmaKind::TF32, "tf32"},
      {UmmaKind::F8F6F4, "f8f6f4"},     {UmmaKind::I8, "i8"},
      {UmmaKind::MXF8F6F4, "mxf8f6f4"}, {UmmaKind::MXF4, "mxf4"},
      {UmmaKind::MXF4NVF4, "mxf4nvf4"}};
  ArrayRef<lattices::Tcgen05MmaKindRow> Rows = lattices::tcgen05MmaKinds();
  ASSERT_EQ(Rows.size(), std::size(Kinds));
  for (auto [K, Name] : Kinds) {
    const lattices::Tcgen05MmaKindRow &Row = Rows[static_cast<unsigned>(K)];
    EXPECT_EQ(Row.Position, static_cast<unsigned>(K)) << Name;
    EXPECT_STREQ(Row.Name, Name);
    EXPECT_EQ(ummaKindName(K), Name);
    EXPECT_EQ(parseUmmaKind(Name), K) << Name;
    EXPECT_EQ(isBlockScaled(K), Row.BlockScaled) << Name;
    EXPECT_EQ(isBlockScaled(K), K >= UmmaKind::MXF8F6F4) << Name;
  }
  EXPECT_FALSE(parseUmmaKind("f8"));
}

// What the readers of NVPTXMmaKindLattice.td assume of it: the dense kinds
// first (their positions are the `kind` immediate), a type code per input,
// every type one of the descriptor's, an f32-only input an input of a kind
// that accumulates in f32, a known descriptor layout; each
// block-scaled kind has variants, at most one of them the default, each of
// a block size that divides K, whose SM120 scale type is one of its own.
TEST(UmmaKind, LatticeIsConsistent) {
  bool BlockScaledSeen = false;
  for (const lattices::Tcgen05MmaKindRow &Row : lattices::tcgen05MmaKinds()) {
    SCOPED_TRACE(Row.Name);
    EXPECT_TRUE(!BlockScaledSeen || Row.BlockScaled);
    BlockScaledSeen |= Row.BlockScaled;
    auto Inputs = lattices::listItems(Row.Inputs);
    auto Codes = lattices::listItems(Row.TypeCodes);
    EXPECT_EQ(Inputs.size(), Codes.size());
    EXPECT_FALSE(Inputs.empty());
    for (StringRef T : Inputs)
      EXPECT_TRUE(parseUmmaType(T)) << T.str();
    auto Accumulators = lattices::listItems(Row.Accumulators);
    for (StringRef T : Accumulators)
      EXPECT_TRUE(parseUmmaType(T)) << T.str();
    for (StringRef T : lattices::listItems(Row.F32OnlyInputs)) {
      EXPECT_TRUE(is_contained(Inputs, T)) << T.str();
      EXPECT_TRUE(is_contained(Accumulators, StringRef("f32")));
    }
    EXPECT_TRUE(is_contained({StringRef("dense"), StringRef("block_scaled"),
                              StringRef("block_scaled_fp4")},
                             StringRef(Row.Descriptor)));
    EXPECT_EQ(StringRef(Row.Descriptor) == "dense", !Row.BlockScaled);
    unsigned Variants = 0, Defaults = 0;
    for (const lattices::MmaBlockScaleRow &V : lattices::mmaBlockScales()) {
      if (V.Kind != Row.Position)
        continue;
      ++Variants;
      Defaults += V.Default;
      EXPECT_EQ(Row.K % V.VecSize, 0u);
      EXPECT_EQ(V.ScaleVector, Row.K / V.VecSize);
      auto Scales = lattices::listItems(V.ScaleTypes);
      for (StringRef T : Scales)
        EXPECT_TRUE(parseUmmaScaleType(T)) << T.str();
      EXPECT_TRUE(is_contained(Scales, StringRef(V.WarpScaleType)));
    }
    EXPECT_EQ(Variants != 0, Row.BlockScaled);
    EXPECT_LE(Defaults, 1u);
  }
}

// Computed by hand from the PTX ISA's bit table.
TEST(UmmaInstrDescriptor, HandComputedWords) {
  UmmaInstrDescriptor D; // f16 x f16 -> f32, 128x256, K-major
  D.N = 256;
  Expected<uint32_t> W = packUmmaInstrDescriptor(D);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  // D f32 (1) at bit 4, N>>3 = 32 at bit 17, M>>4 = 8 at bit 24.
  EXPECT_EQ(*W, 0x08400010u);

  UmmaInstrDescriptor I;
  I.Kind = UmmaKind::I8;
  I.A = I.B = UmmaType::S8;
  I.D = UmmaType::S32;
  I.M = 64;
  I.N = 8;
  I.Saturate = true;
  I.MNMajorB = true;
  W = packUmmaInstrDescriptor(I);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  // saturate 1<<3, S32 2<<4, s8 1<<7 and 1<<10, B MN-major 1<<16, N>>3 = 1
  // at 17, M>>4 = 4 at 24.
  EXPECT_EQ(*W, 0x040304A8u);
  Expected<UmmaInstrDescriptor> Back =
      decodeUmmaInstrDescriptor(UmmaKind::I8, *W);
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(*Back, I);
  EXPECT_EQ(printUmmaInstrDescriptor(*Back),
            "kind=i8 a=s8 b=s8 d=s32 m=64 n=8 saturate b_mn_major");

  // f8f6f4 codes: e2m3 3, e2m1 5; sparse with selector 2; max shift 3.
  UmmaInstrDescriptor F;
  F.Kind = UmmaKind::F8F6F4;
  F.A = UmmaType::E2M3;
  F.B = UmmaType::E2M1;
  F.D = UmmaType::F16;
  F.M = 256;
  F.N = 8;
  F.Sparse = true;
  F.SparsitySelector = 2;
  F.NegateA = true;
  F.MaxShift = 3;
  W = packUmmaInstrDescriptor(F);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  EXPECT_EQ(*W, 2u | 1u << 2 | 3u << 7 | 5u << 10 | 1u << 13 | 1u << 17 |
                    16u << 24 | 3u << 30);
}

TEST(UmmaInstrDescriptor, WhatTheKindDoesNotTake) {
  UmmaInstrDescriptor D;
  D.A = D.B = UmmaType::BF16;
  D.D = UmmaType::F16;
  EXPECT_EQ(packError(D), "kind::f16 instruction descriptor: bf16 inputs need "
                          "an f32 accumulator");
  D = UmmaInstrDescriptor();
  D.B = UmmaType::BF16;
  EXPECT_EQ(packError(D), "kind::f16 instruction descriptor: A and B must "
                          "have the same type");
  D = UmmaInstrDescriptor();
  D.Kind = UmmaKind::TF32;
  EXPECT_EQ(packError(D), "kind::tf32 instruction descriptor: A type f16 is "
                          "not one of the kind's");
  D.A = D.B = UmmaType::TF32;
  D.D = UmmaType::F16;
  EXPECT_EQ(packError(D), "kind::tf32 instruction descriptor: D type f16 is "
                          "not one of the kind's");
  D = UmmaInstrDescriptor();
  D.Kind = UmmaKind::I8;
  D.A = D.B = UmmaType::U8;
  D.D = UmmaType::S32;
  D.NegateA = true;
  EXPECT_EQ(packError(D), "kind::i8 instruction descriptor: negation is not "
                          "for kind::i8");
  D = UmmaInstrDescriptor();
  D.Saturate = true;
  EXPECT_EQ(packError(D), "kind::f16 instruction descriptor: saturate is only "
                          "for kind::i8");
  D = UmmaInstrDescriptor();
  D.M = 96;
  EXPECT_EQ(packError(D),
            "kind::f16 instruction descriptor: M 96 is not 64, 128 or 256");
  D = UmmaInstrDescriptor();
  D.N = 12;
  EXPECT_EQ(packError(D), "kind::f16 instruction descriptor: N 12 is not a "
                          "multiple of 8 in [8, 256]");
  D = UmmaInstrDescriptor();
  D.SparsitySelector = 1;
  EXPECT_NE(packError(D), "");
}

TEST(UmmaInstrDescriptor, DecodingRejectsWhatPackingWould) {
  auto DecodeError = [](UmmaKind K, uint32_t W) {
    Expected<UmmaInstrDescriptor> D = decodeUmmaInstrDescriptor(K, W);
    return D ? std::string() : toString(D.takeError());
  };
  EXPECT_EQ(DecodeError(UmmaKind::F16, 0x08400010u | 1u << 23),
            "kind::f16 instruction descriptor: reserved bits are set: 800000");
  EXPECT_EQ(DecodeError(UmmaKind::F16, 0x08400010u | 2u << 7),
            "kind::f16 instruction descriptor: type code 2 is not defined for "
            "the kind");
  EXPECT_EQ(DecodeError(UmmaKind::F16, 0x08400030u),
            "kind::f16 instruction descriptor: D type code 3 is not defined");
  // The kind::f16 word read as kind::i8: f16 accumulators are not i8's.
  EXPECT_NE(DecodeError(UmmaKind::I8, 0x08400010u), "");
  EXPECT_EQ(DecodeError(UmmaKind::F16, 0x08400010u), "");
}

// The block-scaled layouts, by hand from the PTX ISA's tables.
TEST(UmmaInstrDescriptor, BlockScaledWords) {
  UmmaInstrDescriptor Nv; // NVFP4: e2m1 x e2m1, ue4m3 scales
  Nv.Kind = UmmaKind::MXF4NVF4;
  Nv.A = Nv.B = UmmaType::E2M1;
  Nv.N = 256;
  Nv.Scale = UmmaScaleType::UE4M3;
  Nv.ScaleFactorIdB = 2;
  Expected<uint32_t> W = packUmmaInstrDescriptor(Nv);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  // e2m1 is code 1 at bits 7 and 10; sfb id 2 at bit 4; N>>3 = 32 at 17;
  // scale type ue4m3 = 0 at 23; M>>7 = 1 at 27.
  EXPECT_EQ(*W, 0x084004A0u);
  Expected<UmmaInstrDescriptor> Back =
      decodeUmmaInstrDescriptor(UmmaKind::MXF4NVF4, *W);
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(*Back, Nv);
  EXPECT_EQ(printUmmaInstrDescriptor(*Back),
            "kind=mxf4nvf4 a=e2m1 b=e2m1 d=f32 m=128 n=256 scale=ue4m3 "
            "sfa_id=0 sfb_id=2");

  UmmaInstrDescriptor Mx;
  Mx.Kind = UmmaKind::MXF8F6F4;
  Mx.A = UmmaType::E4M3;
  Mx.B = UmmaType::E2M1;
  Mx.M = 256;
  Mx.N = 64;
  Mx.Sparse = true;
  Mx.NegateB = true;
  Mx.ScaleFactorIdA = 3;
  Mx.ScaleFactorIdB = 1;
  W = packUmmaInstrDescriptor(Mx);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  // sparse 1<<2, sfb 1<<4, e2m1 5<<10, negate B 1<<14, N>>3 = 8 at 17,
  // ue8m0 1<<23, M>>7 = 2 at 27, sfa 3 at 29.
  EXPECT_EQ(*W, 0x70905414u);

  UmmaInstrDescriptor K96 = Nv;
  K96.Kind = UmmaKind::MXF4;
  K96.Scale = UmmaScaleType::UE8M0;
  K96.K96 = true;
  W = packUmmaInstrDescriptor(K96);
  ASSERT_TRUE(bool(W)) << toString(W.takeError());
  EXPECT_EQ(*W, 0x084004A0u | 1u << 23 | 1u << 31);
}

TEST(UmmaInstrDescriptor, WhatTheBlockScaledKindsDoNotTake) {
  UmmaInstrDescriptor Fp4;
  Fp4.Kind = UmmaKind::MXF4;
  Fp4.A = Fp4.B = UmmaType::E2M1;
  ASSERT_EQ(packError(Fp4), "");
  auto With = [](UmmaInstrDescriptor D, auto Edit) {
    Edit(D);
    return packError(D);
  };
  EXPECT_EQ(With(Fp4, [](auto &D) { D.ScaleFactorIdA = 1; }),
            "kind::mxf4 instruction descriptor: scale factor id of A 1 is "
            "not 0 or 2");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.Scale = UmmaScaleType::UE4M3; }),
            "kind::mxf4 instruction descriptor: scale type ue4m3 is not one "
            "of the kind's");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.MNMajorA = true; }),
            "kind::mxf4 instruction descriptor: A and B must be K-major");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.M = 64; }),
            "kind::mxf4 instruction descriptor: M 64 is not 128 or 256");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.A = UmmaType::E4M3; }),
            "kind::mxf4 instruction descriptor: A type e4m3 is not one of "
            "the kind's");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.D = UmmaType::F16; }),
            "kind::mxf4 instruction descriptor: D type f16 is not one of the "
            "kind's");
  EXPECT_EQ(With(Fp4, [](auto &D) { D.MaxShift = 1; }),
            "kind::mxf4 instruction descriptor: a maximum shift (.ws) is not "
            "for block-scaled kinds");
  EXPECT_EQ(With(Fp4,
                 [](auto &D) {
                   D.K96 = true;
                   D.Sparse = true;
                 }),
            "kind::mxf4 instruction descriptor: K = 96 is dense only");
  EXPECT_EQ(With(Fp4,
                 [](auto &D) {
                   D.Sparse = true;
                   D.SparsitySelector = 1;
                 }),
            "kind::mxf4 instruction descriptor: a sparsity selector needs "
            "sparse and a kind that has one");
  UmmaInstrDescriptor Fp8 = Fp4;
  Fp8.Kind = UmmaKind::MXF8F6F4;
  EXPECT_EQ(With(Fp8, [](auto &D) { D.ScaleFactorIdA = 4; }),
            "kind::mxf8f6f4 instruction descriptor: scale factor id of A 4 "
            "is not 0 to 3");
  EXPECT_EQ(With(Fp8, [](auto &D) { D.K96 = true; }),
            "kind::mxf8f6f4 instruction descriptor: K = 96 is only for "
            "kind::mxf4 and kind::mxf4nvf4");
  EXPECT_EQ(With(UmmaInstrDescriptor(), [](auto &D) { D.ScaleFactorIdB = 2; }),
            "kind::f16 instruction descriptor: scale factors are only for "
            "block-scaled kinds");

  auto DecodeError = [](UmmaKind K, uint32_t W) {
    Expected<UmmaInstrDescriptor> D = decodeUmmaInstrDescriptor(K, W);
    return D ? std::string() : toString(D.takeError());
  };
  // Bit 12 is reserved for mxf4 (B type is two bits) but not for mxf8f6f4.
  EXPECT_EQ(DecodeError(UmmaKind::MXF4, 0x08C00480u | 1u << 12),
            "kind::mxf4 instruction descriptor: reserved bits are set: 1000");
  EXPECT_EQ(DecodeError(UmmaKind::MXF8F6F4, 0x08C00000u | 1u << 12), "");
  EXPECT_EQ(DecodeError(UmmaKind::MXF4NVF4, 0x08400480u | 1u << 3),
            "kind::mxf4nvf4 instruction descriptor: reserved bits are set: 8");
  EXPECT_EQ(DecodeError(UmmaKind::MXF4NVF4, 0x08400880u),
            "kind::mxf4nvf4 instruction descriptor: type code 2 is not "
            "defined for the kind");
  EXPECT_EQ(DecodeError(UmmaKind::MXF4NVF4, 0x18400480u),
            "kind::mxf4nvf4 instruction descriptor: M 384 is not 128 or 256");
}

TEST(UmmaInstrDescriptor, RandomRoundTrips) {
  std::mt19937 Rng(7);
  const UmmaType Fp8Types[] = {UmmaType::E4M3, UmmaType::E5M2, UmmaType::E2M3,
                               UmmaType::E3M2, UmmaType::E2M1};
  const std::vector<UmmaType> Inputs[] = {
      {UmmaType::F16, UmmaType::BF16},
      {UmmaType::TF32},
      {std::begin(Fp8Types), std::end(Fp8Types)},
      {UmmaType::U8, UmmaType::S8},
      {std::begin(Fp8Types), std::end(Fp8Types)},
      {UmmaType::E2M1},
      {UmmaType::E2M1}};
  unsigned Checked = 0;
  for (int I = 0; I < 70000; ++I) {
    UmmaInstrDescriptor D;
    D.Kind = static_cast<UmmaKind>(Rng() % 7);
    const std::vector<UmmaType> &Types = Inputs[unsigned(D.Kind)];
    bool Scaled = isBlockScaled(D.Kind);
    bool Fp4 = D.Kind == UmmaKind::MXF4 || D.Kind == UmmaKind::MXF4NVF4;
    D.A = Types[Rng() % Types.size()];
    D.B = D.Kind == UmmaKind::F16 ? D.A : Types[Rng() % Types.size()];
    D.D = D.Kind == UmmaKind::I8 ? UmmaType::S32
          : D.Kind == UmmaKind::TF32 || D.A == UmmaType::BF16 || Scaled ||
                  Rng() % 2
              ? UmmaType::F32
              : UmmaType::F16;
    D.M = Scaled ? 128 << (Rng() % 2) : 64 << (Rng() % 3);
    D.N = 8 * (1 + Rng() % 32);
    D.Sparse = Rng() % 2;
    D.SparsitySelector = D.Sparse && !Scaled ? Rng() % 4 : 0;
    D.Saturate = D.Kind == UmmaKind::I8 && Rng() % 2;
    D.NegateA = D.Kind != UmmaKind::I8 && Rng() % 2;
    D.NegateB = D.Kind != UmmaKind::I8 && Rng() % 2;
    D.MNMajorA = !Fp4 && Rng() % 2;
    D.MNMajorB = !Fp4 && Rng() % 2;
    D.MaxShift = Scaled ? 0 : Rng() % 4;
    if (Scaled) {
      D.Scale = D.Kind == UmmaKind::MXF4NVF4 && Rng() % 2
                    ? UmmaScaleType::UE4M3
                    : UmmaScaleType::UE8M0;
      D.ScaleFactorIdA = Fp4 ? 2 * (Rng() % 2) : Rng() % 4;
      D.ScaleFactorIdB = Fp4 ? 2 * (Rng() % 2) : Rng() % 4;
      D.K96 = Fp4 && !D.Sparse && Rng() % 2;
    }
    Expected<uint32_t> W = packUmmaInstrDescriptor(D);
    ASSERT_TRUE(bool(W)) << toString(W.takeError()) << " "
                         << printUmmaInstrDescriptor(D);
    Expected<UmmaInstrDescriptor> Back = decodeUmmaInstrDescriptor(D.Kind, *W);
    ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
    ASSERT_EQ(*Back, D) << printUmmaInstrDescriptor(D);
    ++Checked;
  }
  EXPECT_EQ(Checked, 70000u);
}

} // namespace

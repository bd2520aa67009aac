//===- UmmaDescriptorTest.cpp - tcgen05.mma instruction descriptor tests --===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UmmaDescriptor.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

std::string packError(const UmmaInstrDescriptor &D) {
  Expected<uint32_t> W = packUmmaInstrDescriptor(D);
  return W ? "" : toString(W.takeError());
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

TEST(UmmaInstrDescriptor, RandomRoundTrips) {
  std::mt19937 Rng(7);
  const UmmaType Inputs[][5] = {{UmmaType::F16, UmmaType::BF16},
                                {UmmaType::TF32},
                                {UmmaType::E4M3, UmmaType::E5M2, UmmaType::E2M3,
                                 UmmaType::E3M2, UmmaType::E2M1},
                                {UmmaType::U8, UmmaType::S8}};
  const unsigned NumInputs[] = {2, 1, 5, 2};
  unsigned Checked = 0;
  for (int I = 0; I < 40000; ++I) {
    UmmaInstrDescriptor D;
    D.Kind = static_cast<UmmaKind>(Rng() % 4);
    unsigned K = static_cast<unsigned>(D.Kind);
    D.A = Inputs[K][Rng() % NumInputs[K]];
    D.B = D.Kind == UmmaKind::F16 ? D.A : Inputs[K][Rng() % NumInputs[K]];
    D.D = D.Kind == UmmaKind::I8 ? UmmaType::S32
          : D.Kind == UmmaKind::TF32 || D.A == UmmaType::BF16 || Rng() % 2
              ? UmmaType::F32
              : UmmaType::F16;
    D.M = 64 << (Rng() % 3);
    D.N = 8 * (1 + Rng() % 32);
    D.Sparse = Rng() % 2;
    D.SparsitySelector = D.Sparse ? Rng() % 4 : 0;
    D.Saturate = D.Kind == UmmaKind::I8 && Rng() % 2;
    D.NegateA = D.Kind != UmmaKind::I8 && Rng() % 2;
    D.NegateB = D.Kind != UmmaKind::I8 && Rng() % 2;
    D.MNMajorA = Rng() % 2;
    D.MNMajorB = Rng() % 2;
    D.MaxShift = Rng() % 4;
    Expected<uint32_t> W = packUmmaInstrDescriptor(D);
    ASSERT_TRUE(bool(W)) << toString(W.takeError()) << " "
                         << printUmmaInstrDescriptor(D);
    Expected<UmmaInstrDescriptor> Back = decodeUmmaInstrDescriptor(D.Kind, *W);
    ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
    ASSERT_EQ(*Back, D) << printUmmaInstrDescriptor(D);
    ++Checked;
  }
  EXPECT_EQ(Checked, 40000u);
}

} // namespace

//===- SmemDescriptorTest.cpp - Shared-memory descriptor codec tests ------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "SmemDescriptor.h"
#include "llvm/Support/Error.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

uint64_t pack(DescriptorFormat F, const SmemDescriptor &D) {
  Expected<uint64_t> W = packSmemDescriptor(F, D);
  EXPECT_TRUE(bool(W)) << toString(W.takeError());
  return W ? *W : 0;
}

std::string packError(DescriptorFormat F, const SmemDescriptor &D) {
  Expected<uint64_t> W = packSmemDescriptor(F, D);
  return W ? "" : toString(W.takeError());
}

std::string decodeError(DescriptorFormat F, uint64_t Word) {
  Expected<SmemDescriptor> D = decodeSmemDescriptor(F, Word);
  return D ? "" : toString(D.takeError());
}

// The cute_nvgpu dialect's worked example (docs/Atoms.md, "Shared-memory
// matrix descriptors"): m64n128k16 f16, 128-byte swizzle, LBO 2048, SBO 0,
// (start >> 4) = 0x1000.
TEST(SmemDescriptor, WorkedExample) {
  SmemDescriptor D;
  D.StartAddress = 0x1000 << 4;
  D.LeadingByteOffset = 2048;
  D.Swizzle = SwizzleMode::B128;
  uint64_t Word = pack(DescriptorFormat::CuteSm90, D);
  EXPECT_EQ(Word, 0x0010000002001000u);
  Expected<SmemDescriptor> Back =
      decodeSmemDescriptor(DescriptorFormat::CuteSm90, Word);
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(*Back, D);
  EXPECT_EQ(printSmemDescriptor(*Back),
            "start=0x10000 lbo=2048 sbo=0 base=0 swizzle=128B");
}

// The PTX ISA layouts, computed by hand from its bit tables.
TEST(SmemDescriptor, PtxLayouts) {
  SmemDescriptor D;
  D.StartAddress = 0x400;    // >> 4 = 0x40
  D.LeadingByteOffset = 16;  // >> 4 = 1, bits 16-29
  D.StrideByteOffset = 1024; // >> 4 = 0x40, bits 32-45
  D.Swizzle = SwizzleMode::B128;
  EXPECT_EQ(pack(DescriptorFormat::PtxSm90, D), (uint64_t(1) << 62) |
                                                    (uint64_t(0x40) << 32) |
                                                    (uint64_t(1) << 16) | 0x40);
  // sm_100: 128B is code 2 in bits 61-63, and bits 46-48 hold 0b001.
  EXPECT_EQ(pack(DescriptorFormat::PtxSm100, D),
            (uint64_t(2) << 61) | (uint64_t(1) << 46) | (uint64_t(0x40) << 32) |
                (uint64_t(1) << 16) | 0x40);
  D.Swizzle = SwizzleMode::B128Atom32;
  D.LeadingByteOffsetAbsolute = true;
  D.BaseOffset = 5;
  EXPECT_EQ(pack(DescriptorFormat::PtxSm100, D),
            (uint64_t(1) << 61) | (uint64_t(1) << 52) | (uint64_t(5) << 49) |
                (uint64_t(1) << 46) | (uint64_t(0x40) << 32) |
                (uint64_t(1) << 16) | 0x40);
}

TEST(SmemDescriptor, FieldsThatDoNotFit) {
  SmemDescriptor D;
  D.StartAddress = 8;
  EXPECT_EQ(packError(DescriptorFormat::PtxSm90, D),
            "ptx-sm90 descriptor: start address 8 is not a multiple of 16");
  D.StartAddress = uint64_t(1) << 18;
  EXPECT_EQ(packError(DescriptorFormat::CuteSm90, D),
            "cute-sm90 descriptor: start address 262144 does not fit (14-bit "
            "field; at most 262128)");
  D = SmemDescriptor();
  D.LeadingByteOffset = 65536;
  EXPECT_EQ(packError(DescriptorFormat::CuteSm90, D),
            "cute-sm90 descriptor: leading byte offset 65536 does not fit "
            "(16-bit field; at most 65535)");
  D = SmemDescriptor();
  D.BaseOffset = 8;
  EXPECT_NE(packError(DescriptorFormat::PtxSm100, D), "");
  D = SmemDescriptor();
  D.Swizzle = SwizzleMode::B128Atom32;
  EXPECT_EQ(packError(DescriptorFormat::PtxSm90, D),
            "ptx-sm90 descriptor: has no swizzle mode 128B_base32B");
  D = SmemDescriptor();
  D.LeadingByteOffsetAbsolute = true;
  EXPECT_EQ(packError(DescriptorFormat::CuteSm90, D),
            "cute-sm90 descriptor: has no absolute leading-byte-offset mode");
}

TEST(SmemDescriptor, ReservedAndConstantBits) {
  EXPECT_EQ(decodeError(DescriptorFormat::CuteSm90, uint64_t(1) << 49),
            "cute-sm90 descriptor: reserved bits are set: 2000000000000");
  EXPECT_EQ(decodeError(DescriptorFormat::PtxSm90, uint64_t(1) << 14),
            "ptx-sm90 descriptor: reserved bits are set: 4000");
  EXPECT_EQ(decodeError(DescriptorFormat::PtxSm100, 0),
            "ptx-sm100 descriptor: constant bits 0 should be 400000000000");
  EXPECT_EQ(decodeError(DescriptorFormat::PtxSm100,
                        (uint64_t(1) << 46) | (uint64_t(3) << 61)),
            "ptx-sm100 descriptor: swizzle code 3 is not defined");
}

// Every swizzle mode a format has survives a round trip under its own code,
// and no two modes share a code: the one table serves packer and decoder.
TEST(SmemDescriptor, SwizzleTableIsOneToOne) {
  for (DescriptorFormat F : allFormats()) {
    SmallVector<int, 8> Codes;
    for (const SwizzleInfo &S : swizzleModes()) {
      if (S.code(F) < 0)
        continue;
      EXPECT_FALSE(is_contained(Codes, S.code(F))) << formatName(F).str();
      Codes.push_back(S.code(F));
      SmemDescriptor D;
      D.Swizzle = S.Mode;
      Expected<SmemDescriptor> Back = decodeSmemDescriptor(F, pack(F, D));
      ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
      EXPECT_EQ(Back->Swizzle, S.Mode);
    }
  }
  EXPECT_EQ(parseSwizzle("64B"), SwizzleMode::B64);
  EXPECT_EQ(parseSwizzle("64b"), std::nullopt);
}

TEST(SmemDescriptor, RandomRoundTrips) {
  std::mt19937_64 Rng(42);
  for (DescriptorFormat F : allFormats()) {
    bool Cute = F == DescriptorFormat::CuteSm90;
    for (int I = 0; I < 20000; ++I) {
      SmemDescriptor D;
      D.StartAddress = (Rng() & 0x3fff) << 4;
      D.LeadingByteOffset = Cute ? Rng() & 0xffff : (Rng() & 0x3fff) << 4;
      D.StrideByteOffset = Cute ? Rng() & 0xffff : (Rng() & 0x3fff) << 4;
      D.BaseOffset = Rng() & 7;
      D.LeadingByteOffsetAbsolute =
          F == DescriptorFormat::PtxSm100 && (Rng() & 1);
      ArrayRef<SwizzleInfo> Modes = swizzleModes();
      const SwizzleInfo &S = Modes[Rng() % Modes.size()];
      if (S.code(F) < 0)
        continue;
      D.Swizzle = S.Mode;
      uint64_t Word = pack(F, D);
      Expected<SmemDescriptor> Back = decodeSmemDescriptor(F, Word);
      ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
      ASSERT_EQ(*Back, D) << formatName(F).str() << " " << Word;
      // And the word is what packing the decoded fields gives.
      ASSERT_EQ(pack(F, *Back), Word);
    }
  }
}

} // namespace

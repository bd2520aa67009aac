//===- TmaTest.cpp - TMA partition verifier and descriptor tests ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Tma.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

Layout layout(StringRef Body) {
  return valueOf(parseLayout(("#cute.layout<" + Body + ">").str()), Body.str());
}

/// A 64 x 64 f16 tile of a 1024 x 512 tensor, 128-byte swizzle.
TmaPartitionInput tile() {
  TmaPartitionInput In;
  In.Smem = layout("Sw<3, 4, 3> o (64, 64):(1, 64)");
  In.Gmem = layout("(1024, 512):(1, 1024)");
  In.CtaVMap = layout("(64@0, 64@1)");
  return In;
}

std::string error(const TmaPartitionInput &In) {
  Expected<TmaPartitionResult> R = verifyTmaPartition(In);
  if (R)
    return "(verified)";
  return toString(R.takeError());
}

TEST(Tma, PartitionResult) {
  Expected<TmaPartitionResult> R = verifyTmaPartition(tile());
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->TileElementCount, 64u * 64u);
  EXPECT_EQ(R->Rank, 2u);
  EXPECT_EQ(R->SwizzleMode, 2u);
  EXPECT_EQ(R->Box, (SmallVector<unsigned, 5>{64, 64}));
  // Bits 6-11 (the checks steps 4-8 passed) and 13 (a static descriptor).
  EXPECT_EQ(R->Flags, 0x2FC0u);
  // A dense tile is one box: one instruction at the tile's start.
  ASSERT_EQ(R->Copies.size(), 1u);
  EXPECT_EQ(R->Copies[0].SmemOffset, 0u);
  EXPECT_EQ(R->Copies[0].Origin, (SmallVector<unsigned, 5>{0, 0}));

  // A W128 multicast to 4 CTAs; a dynamic GMEM extent is not prefetchable;
  // a 32-byte swizzle (32-byte rows) has code 3.
  TmaPartitionInput In = tile();
  In.Transfer.LoadMode = TmaLoadMode::W128Multicast;
  In.NumMulticast = 4;
  In.Gmem = layout("(?, 512):(1, 1024)");
  In.Smem = layout("Sw<1, 4, 3> o (16, 64):(1, 16)");
  In.CtaVMap = layout("(16@0, 64@1)");
  R = verifyTmaPartition(In);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->TileElementCount, 4u * 16u * 64u);
  EXPECT_EQ(R->Flags, TmaMulticast | 0x0FC0u);
  EXPECT_EQ(R->SwizzleMode, 3u);

  // A store in im2col_w mode; a tile mode split over two V-map modes.
  In = tile();
  In.Transfer.Kind = TmaTransfer::Store;
  In.Transfer.StoreMode = TmaStoreMode::Im2colW;
  In.Smem = layout("Sw<0, 4, 3> o ((8, 8), 64):((1, 8), 64)");
  In.CtaVMap = layout("((8, 8), 64):((1@0, 8@0), 1@1)");
  R = verifyTmaPartition(In);
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  EXPECT_EQ(R->Flags, TmaIm2col | TmaIm2colW | TmaPrefetchEligible | 0x0FC0u);
  EXPECT_EQ(R->SwizzleMode, 0u);
  EXPECT_EQ(R->Box, (SmallVector<unsigned, 5>{64, 64}));
}

// The cute_nvgpu dialect's first worked TMA example (docs/Atoms.md, "TMA"):
// rank 6 fails at step 1, which prints all three operands.
TEST(Tma, RankSixRejection) {
  TmaPartitionInput In = tile();
  In.Smem = layout("Sw<3, 4, 3> o (2, 2, 2, 2, 2, 2):(1, 2, 4, 8, 16, 32)");
  In.Gmem = layout("(2, 2, 2, 2, 2, 2):(1, 8, 16, 32, 64, 128)");
  EXPECT_EQ(error(In),
            "invalid operand types, got #cute.layout<Sw<3, 4, 3> o (2, 2, 2, "
            "2, 2, 2):(1, 2, 4, 8, 16, 32)>, #cute.layout<(2, 2, 2, 2, 2, 2):"
            "(1, 8, 16, 32, 64, 128)>, and #cute.layout<(64@0, 64@1)>");
}

// The dialect's second worked TMA example: a 4-byte stride passes steps 1-3
// and fails the integer-stride walk of step 4.
TEST(Tma, FourByteStride) {
  TmaPartitionInput In = tile();
  In.Gmem = layout("(64, 64):(1, 2)"); // 2 f16 elements: 4 bytes
  EXPECT_EQ(error(In),
            "expected the GMEM and SMEM layouts to have integer stride "
            "elements, but got #cute.layout<(64, 64):(1, 2)>, and "
            "#cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>");
}

TEST(Tma, EachStep) {
  TmaPartitionInput In = tile();
  In.Smem = layout("(64@0, 64@1)");
  EXPECT_EQ(error(In), "invalid smem layout type, expected LayoutType or "
                       "ComposedLayoutType, got #cute.layout<(64@0, 64@1)>");
  In = tile();
  In.Gmem = layout("Sw<3, 4, 3> o (1024, 512):(1, 1024)");
  EXPECT_EQ(error(In), "unsupported layout for the GMEM tensor, got "
                       "#cute.layout<Sw<3, 4, 3> o (1024, 512):(1, 1024)>");
  In = tile();
  In.Smem = layout("(64, 64):(1, 64)");
  EXPECT_EQ(error(In), "expected the SMEM layout to be a swizzle layout, but "
                       "got #cute.layout<(64, 64):(1, 64)>");
  In.Smem = layout("Sw<2, 5, 2> o (64, 64):(1, 64)"); // 128B with 32B atoms
  EXPECT_EQ(error(In).substr(0, 47),
            "expected the SMEM layout to be a swizzle layout");
  In = tile();
  In.Smem = layout("Sw<3, 4, 3> o (64, ?):(1, 64)");
  EXPECT_EQ(error(In), "expected the SMEM layout and the CTA V-map to be "
                       "static, but got #cute.layout<Sw<3, 4, 3> o (64, ?):(1, "
                       "64)>, and #cute.layout<(64@0, 64@1)>");
  In = tile();
  In.CtaVMap = layout("(32@0, 128@1)");
  EXPECT_EQ(error(In), "expected top-level shape equivalence between the SMEM "
                       "layout and the CTA V-map, but got #cute.layout<Sw<3, "
                       "4, 3> o (64, 64):(1, 64)>, and #cute.layout<(32@0, "
                       "128@1)>");
  In = tile();
  In.CtaVMap = layout("(64, 64):(1@0, 1@2)");
  EXPECT_EQ(error(In), "failed to compute the TMA G-basis, got "
                       "#cute.layout<(64@0, 64@2)>");
  In.CtaVMap = layout("(64, 64):(1, 64)");
  EXPECT_EQ(error(In), "failed to compute the TMA G-basis, got "
                       "#cute.layout<(64, 64):(1, 64)>");
  In = tile();
  In.CtaVMap = layout("(64, 64):(2@0, 1@1)"); // not compact along mode 0
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got "
                       "#cute.layout<(64, 64):(2@0, 1@1)>");
  In = tile();
  In.Smem = layout("Sw<3, 4, 3> o (4, 64):(1, 4)");
  In.CtaVMap = layout("(4@0, 64@1)"); // 4 x 16 bits: below 16 bytes
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got "
                       "#cute.layout<(4@0, 64@1)>");
  In = tile();
  In.ElementBits = 12;
  In.Gmem = layout("(1024, 512):(1, 2048)");
  In.Smem = layout("Sw<0, 4, 3> o (64, 64):(1, 64)");
  EXPECT_EQ(error(In), "Failed to construct the TMA tensor type");
}

/// What follows the layout of a step-9 diagnostic, or the whole result.
std::string reason(const TmaPartitionInput &In) {
  std::string Text = error(In);
  size_t Split = Text.find("; ");
  return Split == std::string::npos ? Text : Text.substr(Split + 2);
}

/// The box and the copies of a verified partition, as
/// "box: offset@origin ...".
std::string copies(const TmaPartitionInput &In) {
  Expected<TmaPartitionResult> R = verifyTmaPartition(In);
  if (!R)
    return toString(R.takeError());
  std::string Text;
  for (const TmaBoxCopy &C : R->Copies) {
    Text += (Text.empty() ? "" : " ") + std::to_string(C.SmemOffset) + "@";
    for (auto [I, O] : enumerate(C.Origin))
      Text += (I ? "," : "") + std::to_string(O);
  }
  std::string Box;
  for (auto [I, E] : enumerate(R->Box))
    Box += (I ? "x" : "") + std::to_string(E);
  return Box + ": " + Text;
}

// Step 9 places the tile where the TMA writes it: one dense box, or a grid
// of dense boxes, one instruction each.
TEST(Tma, SmemPlacement) {
  // Padded rows (no swizzle): one 64-element row per box, 256 bytes apart.
  TmaPartitionInput In = tile();
  In.Smem = layout("Sw<0, 4, 3> o (64, 4):(1, 128)");
  In.CtaVMap = layout("(64@0, 4@1)");
  EXPECT_EQ(copies(In), "64x1: 0@0,0 128@0,1 256@0,2 384@0,3");
  // 128B-swizzled 8-row blocks (one 1024-byte repeat each), 2048 bytes
  // apart.
  In.Smem = layout("Sw<3, 4, 3> o (64, (8, 2)):(1, (64, 1024))");
  In.CtaVMap = layout("(64@0, 16@1)");
  EXPECT_EQ(copies(In), "64x8: 0@0,0 1024@0,8");
  // A K-major 128 x 128 tile of 64-wide swizzle atoms: two column halves,
  // each a dense (64, 128) box.
  In.Smem = layout("Sw<3, 4, 3> o ((64, 2), 128):((1, 8192), 64)");
  In.CtaVMap = layout("(128@0, 128@1)");
  EXPECT_EQ(copies(In), "64x128: 0@0,0 8192@64,0");
  // The tile mode split over the V-map walks the same box.
  In.Smem = layout("Sw<3, 4, 3> o (64, 64):(1, 64)");
  In.CtaVMap = layout("(64, (8, 8)):(1@0, (1@1, 8@1))");
  EXPECT_EQ(copies(In), "64x64: 0@0,0");
  // Three GMEM modes, the outer one padded.
  In.Gmem = layout("(64, 32, 32):(1, 64, 2048)");
  In.Smem = layout("Sw<0, 4, 3> o (64, 4, 2):(1, 64, 512)");
  In.CtaVMap = layout("(64@0, 4@1, 2@2)");
  EXPECT_EQ(copies(In), "64x4x1: 0@0,0,0 512@0,0,1");
}

// A placement the TMA cannot write fails at step 9 with the dialect's text,
// byte for byte, and the box's SMEM layout.
TEST(Tma, SmemPlacementRejected) {
  TmaPartitionInput In = tile();
  In.Smem = layout("Sw<3, 4, 3> o (64, 64):(64, 1)"); // transposed
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got #cute.layout<Sw<3, "
                       "4, 3> o (64, 64):(64, 1)>; the TMA writes a box "
                       "densely, GMEM mode 0 innermost, and the SMEM layout "
                       "does not keep GMEM mode 0 contiguous");
  In.Smem = layout("Sw<0, 4, 3> o (64, 64):(2, 128)"); // strided
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got #cute.layout<(64, "
                       "64):(2, 128)>; the TMA writes a box densely, GMEM mode "
                       "0 innermost, and the SMEM layout does not keep GMEM "
                       "mode 0 contiguous");
  // Padded 128B-swizzled rows start off the swizzle's 1024-byte phase.
  In.Smem = layout("Sw<3, 4, 3> o (64, 64):(1, 128)");
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got #cute.layout<Sw<3, "
                       "4, 3> o (64, 64):(1, 128)>; the box at SMEM element "
                       "offset 128 does not start at a multiple of 1024 "
                       "bytes");
  // Unswizzled rows need 128-byte starts.
  In.Smem = layout("Sw<0, 4, 3> o (64, 64):(1, 96)");
  EXPECT_EQ(reason(In),
            "the box at SMEM element offset 96 does not start at a multiple "
            "of 128 bytes");
  // A 64-byte row under the 128-byte swizzle.
  In.Smem = layout("Sw<3, 4, 3> o (32, 64):(1, 32)");
  In.CtaVMap = layout("(32@0, 64@1)");
  EXPECT_EQ(reason(In),
            "a box row of 64 bytes is not the 128-byte swizzle span");
  // A V-map that walks GMEM mode 0 across the SMEM layout's modes: the
  // first two elements are dense, the next two are not.
  In.ElementBits = 8;
  In.Smem = layout("Sw<0, 4, 3> o ((3, 4, 4), 3):((1, 512, 64), 8)");
  In.CtaVMap = layout("((2, 4, 6), 3):((1@0, 12@0, 2@0), 1@1)");
  EXPECT_EQ(error(In), "Computed TMA layout is invalid, got #cute.layout<(48, "
                       "3):(1, 8)>; the TMA writes a box densely, GMEM mode 0 "
                       "innermost, and the SMEM layout holds neither the box "
                       "nor a grid of dense sub-boxes that way");
  In.ElementBits = 16;
  // Rows that share shared memory.
  In.Smem = layout("Sw<0, 4, 3> o (64, 64):(1, 0)");
  In.CtaVMap = layout("(64@0, 64@1)");
  EXPECT_EQ(reason(In), "the boxes at SMEM element offsets 0 and 0 overlap");
  // Rows of 8 bytes.
  In.Smem = layout("Sw<0, 4, 3> o ((4, 16), 64):((1, 8), 128)");
  EXPECT_EQ(reason(In),
            "a box row of 4 x 16 bits is not a whole number of 16-byte "
            "units");
  // More than a CTA's shared memory.
  In.Gmem = layout("(1024, 512, 4):(1, 1024, 524288)");
  In.Smem = layout("Sw<0, 4, 3> o (256, 256, 2):(1, 256, 65536)");
  In.CtaVMap = layout("(256@0, 256@1, 2@2)");
  EXPECT_EQ(reason(In),
            "the tile's 262144 bytes exceed the 232448 bytes of shared "
            "memory a CTA has");
}

// Step 11 and its companion string: modes 0 and 2 take exactly one, the
// others at least one.
TEST(Tma, MulticastCount) {
  TmaPartitionInput In = tile();
  In.NumMulticast = 2;
  EXPECT_EQ(error(In), "missing or invalid num_multicast for a multicast TMA "
                       "load; got num_multicast of 2");
  In.Transfer.LoadMode = TmaLoadMode::WMulticast;
  EXPECT_EQ(error(In), "missing or invalid num_multicast for a multicast TMA "
                       "load; got num_multicast of 2");
  In.Transfer.LoadMode = TmaLoadMode::TwoCta;
  In.NumMulticast = std::nullopt;
  EXPECT_EQ(error(In), "missing or invalid num_multicast for a multicast TMA "
                       "load; got num_multicast of 0");
  In.NumMulticast = 2;
  EXPECT_EQ(error(In), "(verified)");
  // Stores and reduces take no multicast count.
  In.Transfer.Kind = TmaTransfer::Reduce;
  In.NumMulticast = std::nullopt;
  EXPECT_EQ(error(In), "(verified)");
}

TEST(Tma, DescriptorBuilder) {
  TmaDescriptorInput In;
  In.Gmem = layout("(1024, 512):(1, 1024)");
  In.Box = {64, 64};
  EXPECT_FALSE(bool(checkTmaDescriptor(In)));
  auto Error = [](const TmaDescriptorInput &In) {
    return toString(checkTmaDescriptor(In));
  };
  TmaDescriptorInput Bad = In;
  Bad.GlobalMemory = false;
  EXPECT_EQ(Error(Bad), "a TMA descriptor describes a tensor in global memory");
  Bad = In;
  Bad.Gmem = layout("(2, 2, 2, 2, 2, 2):(1, 8, 16, 32, 64, 128)");
  EXPECT_EQ(Error(Bad),
            "a TMA descriptor has rank 1 to 5; the tensor has rank 6");
  Bad = In;
  Bad.Gmem = layout("Sw<3, 4, 3> o (1024, 512):(1, 1024)");
  EXPECT_EQ(Error(Bad).substr(0, 48),
            "a TMA descriptor takes a plain layout, not the c");
  Bad = In;
  Bad.Gmem = layout("(1024, 512):(2, 1024)");
  EXPECT_NE(Error(Bad).find("not static enough"), std::string::npos);
  Bad = In;
  Bad.Box = {4, 64};
  EXPECT_EQ(Error(Bad), "the first TMA box dimension (4 x 16 bits) is not a "
                        "multiple of the 16-byte transfer granularity");
  Bad = In;
  Bad.Box = {512, 64};
  EXPECT_EQ(Error(Bad), "a TMA box dimension is 1 to 256 elements, not 512");
  Bad = In;
  Bad.NonZeroPadding = true;
  EXPECT_FALSE(bool(checkTmaDescriptor(Bad))); // a floating-point load
  Bad.Transfer.Kind = TmaTransfer::Store;
  EXPECT_EQ(Error(Bad), "non-zero padding (the NaN out-of-bounds fill) is "
                        "only for loads of floating-point tensors");
}

TEST(Tma, DescriptorBuilderTensorMap) {
  // The map of test/GPU/atom-tma-load.test, which the H100 runs.
  TmaDescriptorInput In;
  In.Gmem = layout("(128, 256):(1, 128)");
  In.Box = {64, 64};
  Expected<TmaDescriptor> D =
      buildTmaDescriptor(In, Swizzle::forMode(SwizzleMode::B128));
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  EXPECT_EQ(D->GlobalDim,
            (SmallVector<std::optional<uint64_t>, 5>{128u, 256u}));
  EXPECT_EQ(D->GlobalStrides, (SmallVector<std::optional<uint64_t>, 4>{256u}));
  EXPECT_EQ(D->Box, (SmallVector<unsigned, 5>{64, 64}));
  EXPECT_EQ(D->SwizzleBytes, 128u);

  // Strides in bytes from mode 1; dynamic ones stay unknown; an
  // unswizzled tile and the 32- and 64-byte swizzles.
  In.Gmem = layout("(64, ?, 4):(1, ?, 65536)");
  In.Box = {64, 8, 1};
  In.ElementBits = 32;
  D = buildTmaDescriptor(In, Swizzle());
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  EXPECT_EQ(D->GlobalDim,
            (SmallVector<std::optional<uint64_t>, 5>{64u, std::nullopt, 4u}));
  EXPECT_EQ(D->GlobalStrides,
            (SmallVector<std::optional<uint64_t>, 4>{std::nullopt, 262144u}));
  EXPECT_EQ(D->SwizzleBytes, 0u);
  D = buildTmaDescriptor(In, Swizzle::forMode(SwizzleMode::B32));
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(D->SwizzleBytes, 32u);
  D = buildTmaDescriptor(In, Swizzle::forMode(SwizzleMode::B64));
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(D->SwizzleBytes, 64u);

  // The builder's rules come first; then one leaf per mode and a swizzle a
  // tensor map has.
  In.Box = {64, 8};
  EXPECT_EQ(toString(buildTmaDescriptor(In, Swizzle()).takeError()),
            "the TMA box has 2 dimensions; the tensor has 3");
  In.Gmem = layout("(64, (8, 8)):(1, (64, 512))");
  EXPECT_EQ(toString(buildTmaDescriptor(In, Swizzle()).takeError()),
            "a TMA descriptor takes one extent and one stride per GMEM mode; "
            "#cute.layout<(64, (8, 8)):(1, (64, 512))> has nested modes");
  In.Gmem = layout("(64, 8):(1, 64)");
  EXPECT_EQ(
      toString(buildTmaDescriptor(In, Swizzle::forMode(SwizzleMode::B128Atom32))
                   .takeError()),
      "a TMA descriptor swizzles shared memory in 32-, 64- or 128-byte "
      "spans (cute's Swizzle<1..3, 4, 3>), not Swizzle<2, 5, 2>");
}

TEST(Tma, DescriptorMutation) {
  EXPECT_FALSE(bool(checkTmaDescriptorUpdate(TmaDescriptorField::BaseAddress)));
  EXPECT_FALSE(
      bool(checkTmaDescriptorUpdate(TmaDescriptorField::Dimension, 0)));
  EXPECT_FALSE(bool(checkTmaDescriptorUpdate(TmaDescriptorField::Stride, 1)));
  for (auto [Field, Axis] : {std::pair{TmaDescriptorField::Stride, 0u},
                             std::pair{TmaDescriptorField::Rank, 0u},
                             std::pair{TmaDescriptorField::ElementType, 0u},
                             std::pair{TmaDescriptorField::Swizzle, 0u},
                             std::pair{TmaDescriptorField::Multicast, 0u},
                             std::pair{TmaDescriptorField::Mode, 0u},
                             std::pair{TmaDescriptorField::Dimension, 5u}})
    EXPECT_EQ(toString(checkTmaDescriptorUpdate(Field, Axis)),
              "TMA descriptor field is not device-mutable");
}

/// The descriptor update the attribute dictionary \p Dict reads as, or the
/// error of its syntax or of the reader.
Expected<TmaDescriptorUpdate> update(StringRef Dict) {
  Expected<AtomAttributes> Attributes = AtomAttributes::parse(Dict);
  if (!Attributes)
    return Attributes.takeError();
  return readTmaDescriptorUpdate(*Attributes);
}

TEST(Tma, ReadDescriptorUpdate) {
  auto Base = update("{field = base}");
  ASSERT_TRUE(bool(Base)) << toString(Base.takeError());
  EXPECT_EQ(Base->Field, TmaDescriptorField::BaseAddress);
  EXPECT_EQ(Base->intrinsicName("p1"),
            "llvm.nvvm.tensormap.replace.global.address.p1");

  // The extent of mode A is ordinal A; the stride of mode A is ordinal
  // A - 1, since the map holds no stride for mode 0 (checked on an H100 by
  // test/GPU/atom-tma-update.test).
  auto Dim = update("{field = dim, axis = 3}");
  ASSERT_TRUE(bool(Dim)) << toString(Dim.takeError());
  EXPECT_EQ(Dim->ordinal(), 3u);
  EXPECT_EQ(Dim->intrinsicName("p3"),
            "llvm.nvvm.tensormap.replace.global.dim.p3");
  auto Stride = update("{axis = 2, field = stride}");
  ASSERT_TRUE(bool(Stride)) << toString(Stride.takeError());
  const TmaDescriptorUpdate &S = *Stride;
  EXPECT_EQ(S.Field, TmaDescriptorField::Stride);
  EXPECT_EQ(S.Axis, 2u);
  EXPECT_EQ(S.ordinal(), 1u);
  EXPECT_EQ(S.intrinsicName("p1"),
            "llvm.nvvm.tensormap.replace.global.stride.p1");

  // Values the map can hold: 16-byte units for addresses and strides.
  EXPECT_FALSE(bool(checkTmaDescriptorUpdateValue(S, 256)));
  EXPECT_EQ(toString(checkTmaDescriptorUpdateValue(S, 264)),
            "a stride of 264 bytes, which is not a multiple of 16 below 2^40");
  EXPECT_EQ(toString(checkTmaDescriptorUpdateValue(S, 1ull << 40)),
            "a stride of 1099511627776 bytes, which is not a multiple of 16 "
            "below 2^40");
  EXPECT_EQ(toString(checkTmaDescriptorUpdateValue(*Dim, 0)),
            "an extent of 0 elements");
  EXPECT_EQ(toString(checkTmaDescriptorUpdateValue(*Base, 4104)),
            "an address that is not 16-byte aligned");

  // Reading leaves mutability to checkTmaDescriptorUpdate.
  auto Rank = update("{field = rank}");
  ASSERT_TRUE(bool(Rank)) << toString(Rank.takeError());
  EXPECT_EQ(toString(checkTmaDescriptorUpdate(Rank->Field)),
            "TMA descriptor field is not device-mutable");

  auto Message = [](Expected<TmaDescriptorUpdate> R) {
    if (R)
      return std::string("(read)");
    TestDiagnostic D = diagnosticOf(R.takeError());
    EXPECT_EQ(D.Kind, TestDiagnostic::Attribute) << D.Message;
    return D.Message;
  };
  EXPECT_EQ(Message(update("{axis = 1}")),
            "missing attribute `field` for `update_tma_desc`");
  EXPECT_EQ(Message(update("{field = stride}")),
            "missing attribute `axis` for `field = stride`: the GMEM mode to "
            "change");
  EXPECT_EQ(Message(update("{field = base, axis = 1}")),
            "attribute `axis` is only for `field = dim` and `field = stride`");
  EXPECT_EQ(Message(update("{field = dim, axis = 5}")),
            "attribute `axis` must be an integer in [0, 4]");
  EXPECT_EQ(Message(update("{field = base, cache_hint}")),
            "unknown attribute `cache_hint` for `update_tma_desc`");
}

/// The use an executable TMA atom call with type \p Type and attribute
/// dictionary \p Dict reads as, or its diagnostic.
Expected<TmaUse> use(StringRef Type, StringRef Dict) {
  return readTmaUse(
      valueOf(parseType(("!cute_nvgpu." + Type).str()), Type.str()),
      valueOf(AtomAttributes::parse(Dict), Dict.str()));
}

constexpr StringLiteral TileDict =
    "smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 32):(1, 64)>, "
    "gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, "
    "cta_v_map = #cute.layout<(64@0, 32@1)>, element_bits = 16";

TEST(Tma, ReadUse) {
  auto Read =
      use("atom.tma_load", ("{" + TileDict +
                            ", load_mode = w128_multicast, num_multicast = 4, "
                            "cache_hint, prefetch, arrive}")
                               .str());
  ASSERT_TRUE(bool(Read)) << toString(Read.takeError());
  const TmaUse &Use = *Read;
  EXPECT_TRUE(Use.isLoad() && Use.isMulticast() && !Use.isTwoCta());
  EXPECT_TRUE(Use.CacheHint && Use.Prefetch && Use.Arrive && !Use.Im2col);
  EXPECT_EQ(Use.Partition.NumMulticast, 4u);
  Expected<TmaPartitionResult> R = verifyTmaPartition(Use.Partition);
  ASSERT_TRUE(bool(R));
  // Four slices of 64 x 32 f16 land in every CTA: 4 * 2048 * 2 bytes.
  EXPECT_EQ(tmaTransferBytes(Use, *R), 16384u);
  EXPECT_EQ(tmaIntrinsicName(Use, R->Rank),
            "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d");

  auto Reduce =
      use("atom.tma_reduce<xor>", ("{" + TileDict + ", mode = im2col}").str());
  ASSERT_TRUE(bool(Reduce)) << toString(Reduce.takeError());
  EXPECT_EQ(tmaIntrinsicName(*Reduce, 3),
            "llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.3d");
  EXPECT_EQ(Reduce->Partition.Transfer.StoreMode, TmaStoreMode::Im2col);
}

TEST(Tma, ReadUseDiagnostics) {
  auto Message = [](Expected<TmaUse> R) {
    if (R)
      return std::string("(read)");
    TestDiagnostic D = diagnosticOf(R.takeError());
    EXPECT_EQ(D.Kind, TestDiagnostic::Attribute) << D.Message;
    return D.Message;
  };
  EXPECT_EQ(Message(use("atom.tma_store",
                        ("{" + TileDict + ", load_mode = two_cta}").str())),
            "unknown attribute `load_mode` for `atom.tma_store`");
  EXPECT_EQ(Message(use("atom.tma_load", "{element_bits = 16}")),
            "missing attribute `smem_layout` for `atom.tma_load`");
  EXPECT_EQ(
      Message(use("atom.tma_load", ("{" + TileDict + ", mode = wide}").str())),
      "attribute `mode` must be a word: one of tile, im2col");
}

} // namespace

//===- LayoutTest.cpp - cute layout tests ---------------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Layout.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

Layout parse(StringRef Body) {
  std::string Text = "#cute.layout<" + Body.str() + ">";
  return valueOf(parseLayout(Text), Text);
}

std::string body(const Layout &L) { return printLayoutBody(L); }

/// "COLUMN: MESSAGE" of the TextError of text that must not parse.
std::string error(StringRef Text) {
  Expected<Layout> Result = parseLayout(Text);
  if (!Result) {
    TestDiagnostic D = diagnosticOf(Result.takeError());
    EXPECT_EQ(D.Kind, TestDiagnostic::Text) << Text.str();
    return std::to_string(D.Column) + ": " + D.Message;
  }
  ADD_FAILURE() << Text.str() << " parsed as " << printLayout(*Result);
  return "";
}

std::vector<int64_t> offsets(const Layout &L) {
  std::vector<int64_t> Result;
  for (uint64_t I = 0, E = L.size().value_or(0); I != E; ++I)
    Result.push_back(L.offset(I).value_or(-1));
  return Result;
}

// The per-thread fragment layouts the cute_nvgpu dialect gives its MMA atoms
// (docs/Atoms.md, "cute layouts", lists them): size, rank, depth and coalesce,
// computed by hand. Coalescing merges a mode into the previous one exactly when
// its stride is the previous stride times the previous extent.
TEST(Layout, ReferenceFragmentLayouts) {
  struct Case {
    const char *Layout;
    uint64_t Size;
    const char *Coalesced;
  } Cases[] = {
      // SM80 m16n8k16 f16: A, B, C/D.
      {"(2, 2, 2, 2):(1, 16, 8, 128)", 16, "(2, 2, 2, 2):(1, 16, 8, 128)"},
      {"(2, 2, 2):(1, 8, 16)", 8, "(2, 4):(1, 8)"},
      {"(2, 2, 2):(4, 1, 8)", 8, "(2, 2, 2):(4, 1, 8)"},
      // SM80 sparse m16n8k32 s8: A, B; the metadata slot.
      {"(2, 2, 2):(1, 32, 128)", 8, "(2, 2, 2):(1, 32, 128)"},
      {"(2, 2, 2):(1, 16, 32)", 8, "(2, 4):(1, 16)"},
      {"(1):(1)", 1, "1:0"},
      // SM89 FP8 m16n8k32 A.
      {"(2, 2, 2, 2):(1, 32, 16, 256)", 16, "(2, 2, 2, 2):(1, 32, 16, 256)"},
      // SM90 WGMMA and SM100 UMMA descriptor tiles (N = 128).
      {"(64, 16):(16, 1)", 1024, "(64, 16):(16, 1)"},
      {"(16, 128):(128, 1)", 2048, "(16, 128):(128, 1)"},
  };
  for (const Case &C : Cases) {
    Layout L = parse(C.Layout);
    EXPECT_EQ(body(L), C.Layout);
    EXPECT_EQ(L.size(), C.Size) << C.Layout;
    EXPECT_EQ(L.depth(), 1u) << C.Layout;
    EXPECT_TRUE(L.isStatic());
    EXPECT_FALSE(L.hasScaledBasis());
    EXPECT_EQ(body(coalesce(L)), C.Coalesced) << C.Layout;
    EXPECT_EQ(offsets(L), offsets(coalesce(L))) << C.Layout;
  }
  // Colexicographic coordinates: index 5 of A is (1, 0, 1, 0) -> 1 + 8.
  Layout A = parse("(2, 2, 2, 2):(1, 16, 8, 128)");
  EXPECT_EQ(A.rank(), 4u);
  EXPECT_EQ(A.offset(5), 9);
  EXPECT_EQ(A.offset(15), 1 + 16 + 8 + 128);
  EXPECT_EQ(A.offset(16), std::nullopt);
  EXPECT_EQ(offsets(parse("(2, 2, 2):(4, 1, 8)")),
            (std::vector<int64_t>{0, 4, 1, 5, 8, 12, 9, 13}));
}

TEST(Layout, NestedModes) {
  Layout L = parse("((2, 4), 8):((1, 2), 8)");
  EXPECT_EQ(L.rank(), 2u);
  EXPECT_EQ(L.depth(), 2u);
  EXPECT_EQ(L.size(), 64u);
  EXPECT_EQ(body(coalesce(L)), "64:1");
  EXPECT_TRUE(equivalent(L, parse("64:1")));
  EXPECT_TRUE(equivalent(L, parse("(8, 8):(1, 8)")));
  EXPECT_TRUE(equivalent(parse("(4, 8)"), parse("32:1")));
  EXPECT_FALSE(equivalent(parse("(2, 2):(1, 4)"), parse("4:1")));
  EXPECT_FALSE(equivalent(parse("(2, 2):(2, 1)"), parse("(2, 2):(1, 2)")));
  // Extent-1 modes carry no information, whatever their stride.
  EXPECT_TRUE(equivalent(parse("(1, 4, 1):(7, 1, 9)"), parse("4:1")));
  EXPECT_EQ(parse("7").rank(), 1u);
  EXPECT_EQ(parse("7").depth(), 0u);
  EXPECT_EQ(parse("(7)").depth(), 1u);
}

TEST(Layout, CompactShorthand) {
  Layout L = parse("(4, (2, 3))");
  EXPECT_EQ(body(L), "(4, (2, 3)):(1, (4, 8))");
  EXPECT_EQ(body(compactColumnMajor(parse("(4, 8)").Shape)), "(4, 8):(1, 4)");
  // The cosize may overflow; only the strides must fit.
  EXPECT_EQ(body(parse("(4611686018427387904, 4)")),
            "(4611686018427387904, 4):(1, 4611686018427387904)");
  EXPECT_EQ(body(parse("(?, 8)")), "(?, 8):(1, ?)");
}

TEST(Layout, ScaledBasis) {
  // The layout of the dialect's smem_desc_view example (docs/Atoms.md, "Type
  // text") is the canonical unit-basis shorthand.
  Layout L = parse("(4@0, 32@1)");
  EXPECT_EQ(body(L), "(4@0, 32@1)");
  EXPECT_EQ(L.Stride, parse("(4, 32):(1@0, 1@1)").Stride);
  EXPECT_TRUE(L.hasScaledBasis());
  EXPECT_TRUE(L.isStatic());
  EXPECT_EQ(L.size(), 128u);
  EXPECT_EQ(L.offset(0), std::nullopt);
  // Only strides that are all unit bases print as the shorthand.
  EXPECT_EQ(body(parse("(4, 32):(2@0, 1@1)")), "(4, 32):(2@0, 1@1)");
  EXPECT_EQ(body(parse("(4, 32):(1@0, 4)")), "(4, 32):(1@0, 4)");
  EXPECT_EQ(body(parse("(?, 32):(1@0, 1@1)")), "(?, 32):(1@0, 1@1)");
  EXPECT_EQ(body(parse("8@1@0")), "8@1@0");
  // Bases of one mode merge like integers; different modes do not.
  EXPECT_EQ(body(coalesce(parse("(4, 8):(1@0, 4@0)"))), "32@0");
  EXPECT_EQ(body(coalesce(L)), "(4@0, 32@1)");
  EXPECT_FALSE(equivalent(L, parse("128:1")));
}

TEST(Layout, Dynamic) {
  Layout L = parse("(?, 8):(8, 1)");
  EXPECT_FALSE(L.isStatic());
  EXPECT_EQ(L.size(), std::nullopt);
  EXPECT_EQ(L.offset(0), std::nullopt);
  EXPECT_TRUE(equivalent(L, parse("(?, 8):(8, 1)")));
  EXPECT_FALSE(equivalent(L, parse("(?, 8):(?, 1)")));
  // A static mode followed by a continuing dynamic one merges into `?`.
  EXPECT_EQ(body(coalesce(parse("(4, ?):(1, 4)"))), "?:1");
}

// The functors of the descriptor swizzle table, and their use as layouts.
TEST(Layout, Swizzle) {
  Swizzle Sw128 = Swizzle::forMode(SwizzleMode::B128);
  EXPECT_EQ(Sw128, (Swizzle{3, 4, 3}));
  // Bits 7-9 are XORed into bits 4-6.
  EXPECT_EQ(Sw128.apply(0x80), 0x90);
  EXPECT_EQ(Sw128.apply(0x380), 0x3f0);
  EXPECT_EQ(Sw128.apply(0x7f), 0x7f);
  EXPECT_EQ(Swizzle::forMode(SwizzleMode::B32).apply(0x80), 0x90);
  EXPECT_EQ(Swizzle::forMode(SwizzleMode::B32).apply(0x100), 0x100);
  for (const SwizzleInfo &Info : swizzleModes())
    EXPECT_EQ(Swizzle::forMode(Info.Mode).mode(), Info.Mode) << Info.Name;
  EXPECT_EQ((Swizzle{3, 3, 3}).mode(), std::nullopt);
  EXPECT_TRUE(Swizzle::forMode(SwizzleMode::None).isIdentity());

  Layout L = parse("Sw<3, 4, 3> o (8, 64):(64, 1)");
  EXPECT_EQ(body(L), "Sw<3, 4, 3> o (8, 64):(64, 1)");
  EXPECT_EQ(L.Swizzled->mode(), SwizzleMode::B128);
  EXPECT_EQ(L.offset(1), 64);
  EXPECT_EQ(L.offset(2), 128 ^ 16);
  EXPECT_EQ(body(coalesce(L)), "Sw<3, 4, 3> o (8, 64):(64, 1)");
  EXPECT_FALSE(equivalent(L, parse("(8, 64):(64, 1)")));
  EXPECT_TRUE(equivalent(parse("Sw<0, 4, 3> o (8, 64):(64, 1)"),
                         parse("(8, 64):(64, 1)")));
}

TEST(Layout, Text) {
  EXPECT_EQ(printLayout(parse(" ( 2 ,2 ) : ( 1,2 ) ")),
            "#cute.layout<(2, 2):(1, 2)>");
  EXPECT_EQ(body(parse("4:-1")), "4:-1");
  EXPECT_EQ(body(parse("4:0")), "4:0");
}

TEST(Layout, Diagnostics) {
  EXPECT_EQ(error("#cute.layout<(2, 2):(1)>"),
            "21: the stride `(1)` is not congruent with the shape `(2, 2)`");
  EXPECT_EQ(error("#cute.layout<(2, (2, 2)):(1, 2, 4)>"),
            "26: the stride `(1, 2, 4)` is not congruent with the shape "
            "`(2, (2, 2))`");
  EXPECT_EQ(error("#cute.layout<(0, 2):(1, 2)>"),
            "15: a shape extent must be positive");
  EXPECT_EQ(error("#cute.layout<(-2, 2)>"),
            "15: a shape extent must be positive");
  EXPECT_EQ(error("#cute.layout<(2@0, 2):(1, 2)>"),
            "15: a shape extent cannot be a scaled basis");
  EXPECT_EQ(error("#cute.layout<(2@0, 4)>"),
            "20: a layout without strides takes either `extent@mode` for "
            "every mode or for none");
  EXPECT_EQ(error("#cute.layout<(2, 2):(1, 2)"),
            "27: expected `>` closing the layout, found the end of the text");
  EXPECT_EQ(error("#cute.layout<(2, x):(1, 2)>"),
            "18: expected an integer or `?`, found `x`");
  EXPECT_EQ(error("#cute.layout<(2, 2:(1, 2)>"),
            "19: expected `,` or `)` in a tuple, found `:`");
  EXPECT_EQ(error("#cute.layout<99999999999999999999>"),
            "14: integer `99999999999999999999` is too large (at most "
            "9223372036854775807)");
  EXPECT_EQ(error("#cute.layout<4:1@17>"),
            "18: basis mode `17` is too large (at most 16)");
  EXPECT_EQ(error("#cute.layout<(4611686018427387904, 4, 2)>"),
            "14: the compact strides of this shape overflow");
  EXPECT_EQ(error("#cute.layout<Sw<3, 4, 2> o 8:1>"),
            "17: swizzle shift S must be at least its bit count B");
  EXPECT_EQ(error("#cute.layout<Sw<8, 8, 16> o 8:1>"),
            "17: swizzle bits B + M + S must stay below 32");
  EXPECT_EQ(error("#cute.layout<Sw<3, 4, 3> (8, 64):(64, 1)>"),
            "26: expected ` o ` after the swizzle, found `(`");
  EXPECT_EQ(error("#cute.layout<8:1>x"), "18: unexpected `x` after the layout");
  EXPECT_EQ(error("#cute.layot<8:1>"),
            "1: expected `#cute.layout<`, found `#`");
  EXPECT_EQ(error(""), "1: expected `#cute.layout<`, found the end of the text");
  std::string Deep =
      "#cute.layout<" + std::string(17, '(') + "1" + std::string(17, ')') + ">";
  EXPECT_EQ(error(Deep), "30: layout nests deeper than 16 levels");
}

/// A random shape and stride of the same tree.
void randomTree(std::mt19937 &Rng, unsigned Depth, std::vector<IntTuple> &Shape,
                std::vector<IntTuple> &Stride) {
  unsigned Count = 1 + Rng() % 3;
  for (unsigned I = 0; I < Count; ++I) {
    if (Depth < 2 && Rng() % 3 == 0) {
      std::vector<IntTuple> SubShape, SubStride;
      randomTree(Rng, Depth + 1, SubShape, SubStride);
      Shape.push_back(IntTuple::tuple(std::move(SubShape)));
      Stride.push_back(IntTuple::tuple(std::move(SubStride)));
      continue;
    }
    Shape.push_back(LayoutLeaf::value(1 + Rng() % 4));
    Stride.push_back(LayoutLeaf::value(int64_t(Rng() % 9) - 1));
  }
}

// Printing then parsing gives the same layout; coalesce keeps the function
// and is idempotent; the swizzle is applied after the strides.
TEST(Layout, RandomLayouts) {
  std::mt19937 Rng(7);
  for (unsigned Iteration = 0; Iteration < 20000; ++Iteration) {
    std::vector<IntTuple> Shape, Stride;
    randomTree(Rng, 0, Shape, Stride);
    Layout L;
    L.Shape = IntTuple::tuple(std::move(Shape));
    L.Stride = IntTuple::tuple(std::move(Stride));
    if (Rng() % 4 == 0)
      L.Swizzled = Swizzle::forMode(swizzleModes()[Rng() % 5].Mode);
    std::string Text = printLayout(L);
    Expected<Layout> Back = parseLayout(Text);
    ASSERT_TRUE(bool(Back)) << Text << ": " << toString(Back.takeError());
    EXPECT_EQ(*Back, L) << Text;
    Layout C = coalesce(L);
    if (L.size() <= 4096u)
      EXPECT_EQ(offsets(C), offsets(L)) << Text;
    EXPECT_EQ(coalesce(C), C) << Text;
    EXPECT_TRUE(equivalent(L, C)) << Text;
  }
}

} // namespace

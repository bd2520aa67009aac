//===- AtomTypeTest.cpp - cute_nvgpu type text ----------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomType.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

/// Every canonical text: each form the grammar has, each enum value.
std::vector<std::string> canonicalTexts() {
  std::vector<std::string> Texts;
  const std::string P = "!cute_nvgpu.";
  for (const AtomInfo &A : atoms())
    if (A.Kind != AtomKind::SmemDescView && A.Kind != AtomKind::UniversalCopy)
      Texts.push_back(P + A.Mnemonic.str());
  for (StringRef Shape : matrixCopyShapes()) {
    Texts.push_back(P + "atom.ldsm<" + Shape.str() + ">");
    Texts.push_back(P + "atom.stsm<" + Shape.str() + ">");
  }
  for (StringRef Width : {"4", "8", "16"})
    Texts.push_back(P + "atom.simt_async_copy<" + Width.str() + ">");
  for (StringRef Kind : tmaReduceKinds())
    Texts.push_back(P + "atom.tma_reduce<" + Kind.str() + ">");
  Texts.push_back(P + "smem_desc_view<memref<128xf16, 3>, "
                      "#cute.layout<(4@0, 32@1)>>");
  // Every subset of the optional fields, every order and scope value.
  for (unsigned Mask = 0; Mask < 16; ++Mask)
    for (MemOrder Order : allMemOrders())
      for (MemScope Scope : allMemScopes()) {
        std::string T = P + "atom.universal_copy<f16";
        if (Mask & 1)
          T += ", 128 b";
        if (Mask & 2)
          T += ", allow_dsmem";
        if (Mask & 4)
          T += ", mem_order=" + spelling(Order).str();
        if (Mask & 8)
          T += ", mem_scope=" + spelling(Scope).str();
        Texts.push_back(T + ">");
      }
  for (unsigned Width : {1, 2, 4, 6, 8}) {
    Texts.push_back(P + "i" + std::to_string(Width));
    for (unsigned DivBy : {2, 4})
      Texts.push_back(P + "i" + std::to_string(Width) + "<divby " +
                      std::to_string(DivBy) + ">");
  }
  return Texts;
}

std::string roundTrip(StringRef Text) {
  Expected<AtomType> Result = parseType(Text);
  if (!Result) {
    TestDiagnostic D = diagnosticOf(Result.takeError());
    return "error at " + std::to_string(D.Column) + ": " + D.Message;
  }
  return printType(*Result);
}

/// The TextError of type text that must not parse.
TestDiagnostic diagnose(StringRef Text) {
  Expected<AtomType> Result = parseType(Text);
  if (Result) {
    ADD_FAILURE() << Text.str() << " parsed";
    return {};
  }
  TestDiagnostic D = diagnosticOf(Result.takeError());
  EXPECT_EQ(D.Kind, TestDiagnostic::Text) << Text.str();
  return D;
}

TEST(AtomType, EveryCanonicalTextRoundTrips) {
  std::vector<std::string> Texts = canonicalTexts();
  EXPECT_GT(Texts.size(), 400u);
  for (const std::string &T : Texts)
    EXPECT_EQ(roundTrip(T), T);
}

TEST(AtomType, ParsesTheReferenceExamples) {
  Expected<AtomType> Result =
      parseType("!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>");
  ASSERT_TRUE(bool(Result)) << toString(Result.takeError());
  const AtomType &T = *Result;
  EXPECT_EQ(T.Kind, AtomKind::UniversalCopy);
  EXPECT_EQ(T.ValueType, "f16");
  EXPECT_EQ(T.Bits, 128u);
  EXPECT_TRUE(T.AllowDsmem);
  EXPECT_FALSE(T.Order.has_value());

  AtomType View =
      valueOf(parseType("!cute_nvgpu.smem_desc_view<memref<128xf16, "
                        "3>, #cute.layout<(4@0, 32@1)>>"),
              "smem_desc_view");
  EXPECT_EQ(View.Source, "memref<128xf16, 3>");
  EXPECT_EQ(View.Layout, "#cute.layout<(4@0, 32@1)>");

  AtomType Int = valueOf(parseType("!cute_nvgpu.i4<divby 2>"), "i4");
  EXPECT_TRUE(Int.isInteger());
  EXPECT_EQ(Int.IntWidth, 4u);
  EXPECT_EQ(Int.DivBy, 2u);
  // Any width that fits in a uint32_t, as the dialect's `i`-prefix branch
  // reads it, whether or not it is a valid bit width.
  EXPECT_EQ(valueOf(parseType("!cute_nvgpu.i0"), "i0").IntWidth, 0u);
  EXPECT_EQ(
      valueOf(parseType("!cute_nvgpu.i4294967295"), "i4294967295").IntWidth,
      4294967295u);
  EXPECT_EQ(printType(valueOf(parseType("!cute_nvgpu.i4294967295"), "max")),
            "!cute_nvgpu.i4294967295");

  AtomType Sm120 = valueOf(parseType("!cute_nvgpu.SM120.mma_bs"), "SM120");
  EXPECT_EQ(Sm120.Kind, AtomKind::Sm120MmaBs);
}

TEST(AtomType, UnknownMnemonicDiagnosticIsVerbatim) {
  TestDiagnostic D = diagnose("!cute_nvgpu.sm91.mma");
  EXPECT_EQ(D.Message, "unknown  type `sm91.mma` in dialect `cute_nvgpu`");
  EXPECT_EQ(D.Column, 13u);
  // Case matters: the SM120 atom is spelled in upper case only.
  EXPECT_EQ(diagnose("!cute_nvgpu.sm120.mma_bs").Message,
            "unknown  type `sm120.mma_bs` in dialect `cute_nvgpu`");
  EXPECT_EQ(diagnose("!cute_nvgpu.SM90.mma").Message,
            "unknown  type `SM90.mma` in dialect `cute_nvgpu`");
}

TEST(AtomType, MalformedTextGetsAColumn) {
  struct {
    const char *Text;
    unsigned Column;
    const char *Message;
  } Cases[] = {
      {"", 1, "expected `!cute_nvgpu.`, found the end of the text"},
      {"!cute.sm90.mma", 1, "expected `!cute_nvgpu.`, found `!`"},
      {"!cute_nvgpu.", 13,
       "expected a type mnemonic, found the end of the "
       "text"},
      {"!cute_nvgpu.sm90.mma<f16>", 21, "type `sm90.mma` takes no parameters"},
      {"!cute_nvgpu.sm90.mma x", 21, "unexpected ` ` after the type"},
      {"!cute_nvgpu.atom.universal_copy", 32,
       "type `atom.universal_copy` needs parameters in `<...>`"},
      {"!cute_nvgpu.atom.universal_copy<f16", 36,
       "expected `>` closing the parameters, found the end of the text"},
      {"!cute_nvgpu.atom.universal_copy<f16,128 b>", 36,
       "expected `, ` between parameters, found `,`"},
      {"!cute_nvgpu.atom.universal_copy<f16, mem_order=weak>", 48,
       "unknown memory order `weak`; expected one of relaxed, acquire, "
       "release, acq_rel, sc, mmio, constant, volatile"},
      {"!cute_nvgpu.atom.universal_copy<f16, mem_scope=cta>", 48,
       "unknown memory scope `cta`; expected one of cluster, gpu, sys"},
      {"!cute_nvgpu.atom.universal_copy<f16, allow_dsmem, 128 b>", 51,
       "fields of atom.universal_copy come in the order `N b`, "
       "`allow_dsmem`, `mem_order=`, `mem_scope=`, each at most once"},
      {"!cute_nvgpu.atom.universal_copy<f16, 128>", 41,
       "expected ` b` after the bit width, found `>`"},
      {"!cute_nvgpu.atom.universal_copy<f16, 0128 b>", 38,
       "the bit width must not have leading zeros"},
      {"!cute_nvgpu.atom.universal_copy<, 128 b>", 33,
       "expected the value type, found `,`"},
      {"!cute_nvgpu.atom.ldsm<m8n8.x3>", 23,
       "unknown matrix shape `m8n8.x3`; expected one of m8n8, m8n8.x2, "
       "m8n8.x4, m8n8.trans, m8n8.x2.trans, m8n8.x4.trans"},
      {"!cute_nvgpu.atom.tma_reduce<mul>", 29,
       "unknown reduction `mul`; expected one of add, min, max, inc, dec, "
       "and, or, xor"},
      {"!cute_nvgpu.atom.simt_async_copy<0>", 34,
       "the copy width in bytes must be between 1 and 1073741824"},
      // The dialect's `i`-prefix branch takes any width that fits in a
      // uint32_t (i0 and i4294967295 parse).
      {"!cute_nvgpu.i4294967296", 14,
       "the integer width must fit in 32 bits (at most 4294967295)"},
      {"!cute_nvgpu.i08", 14, "the integer width must not have leading zeros"},
      {"!cute_nvgpu.i4<divby>", 16,
       "expected `divby ` in an integer type's parameters, found `d`"},
      {"!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, (4@0)>", 48,
       "expected a `#cute.layout<...>` layout, found `(`"},
      {"!cute_nvgpu.smem_desc_view<memref<128xf16, 3, #cute.layout<x>>", 63,
       "expected `, ` between parameters, found the end of the text"},
      {"!cute_nvgpu.smem_desc_view<memref<128xf16, 3, #cute.layout<x>", 28,
       "unterminated brackets in the source type"},
      // Layout diagnostics point into the layout; layouts must be canonical.
      {"!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, "
       "#cute.layout<(2, 2):(1)>>",
       68, "the stride `(1)` is not congruent with the shape `(2, 2)`"},
      {"!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, "
       "#cute.layout<(4,32):(1@0,1@1)>>",
       48,
       "the layout is not in canonical form; write `#cute.layout<(4@0, "
       "32@1)>`"},
      {"!cute_nvgpu.atom.universal_copy<f16)>", 36,
       "unbalanced `)` in the value type"},
  };
  for (const auto &C : Cases) {
    TestDiagnostic D = diagnose(C.Text);
    EXPECT_EQ(D.Message, C.Message) << C.Text;
    EXPECT_EQ(D.Column, C.Column) << C.Text;
  }
}

// Mutations of the canonical texts either round-trip or get a diagnostic
// whose column lies within the text (plus one, for "the end").
TEST(AtomType, MutatedTextRoundTripsOrIsDiagnosed) {
  std::vector<std::string> Seeds = canonicalTexts();
  std::mt19937 Rng(20261122);
  const std::string Alphabet = "<>,. =abdfimnsx0124689_!#@()[]{}";
  for (unsigned Iteration = 0; Iteration < 50000; ++Iteration) {
    std::string T = Seeds[Rng() % Seeds.size()];
    for (unsigned Edits = 1 + Rng() % 3; Edits; --Edits) {
      size_t At = T.empty() ? 0 : Rng() % (T.size() + 1);
      switch (Rng() % 3) {
      case 0:
        if (At < T.size())
          T.erase(At, 1);
        break;
      case 1:
        T.insert(At, 1, Alphabet[Rng() % Alphabet.size()]);
        break;
      default:
        if (At < T.size())
          T[At] = Alphabet[Rng() % Alphabet.size()];
      }
    }
    Expected<AtomType> Result = parseType(T);
    if (!Result) {
      TestDiagnostic D = diagnosticOf(Result.takeError());
      EXPECT_EQ(D.Kind, TestDiagnostic::Text) << T;
      EXPECT_GE(D.Column, 1u) << T;
      EXPECT_LE(D.Column, T.size() + 1) << T;
      EXPECT_FALSE(D.Message.empty()) << T;
    } else {
      EXPECT_EQ(printType(*Result), T);
    }
  }
}

} // namespace

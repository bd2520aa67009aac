//===- MmaAtomTest.cpp - MMA atom verifier and PTX form tests -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MmaAtom.h"
#include "AtomErrorTesting.h"
#include "Lattices.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

MmaUse use(AtomKind Kind, StringRef Attributes) {
  AtomAttributes Parsed =
      valueOf(AtomAttributes::parse(Attributes), Attributes.str());
  return valueOf(readMmaUse(Kind, Parsed), Attributes.str());
}

std::string layoutOf(const MmaUse &U, MmaOperand Op) {
  return printLayoutBody(referenceLayout(U, Op));
}

/// (thread, value) -> tile offset, by hand from the PTX ISA's fragment
/// figures for mma.m16n8k16 with f16 inputs: thread t is lane t, groupID
/// g = t / 4 and t % 4 = q.
TEST(MmaAtom, ReferenceLayoutsFollowThePtxFragments) {
  MmaUse U = use(AtomKind::Sm80Mma, "{shape_MNK = [16, 8, 16], a_type = f16, "
                                    "b_type = f16, c_type = f32}");
  Layout A = referenceLayout(U, MmaOperand::A);
  Layout B = referenceLayout(U, MmaOperand::B);
  Layout C = referenceLayout(U, MmaOperand::C);
  for (unsigned Lane = 0; Lane < 32; ++Lane) {
    unsigned G = Lane / 4, Q = Lane % 4;
    // Thread index in the (4, 8) thread mode is colexicographic: q + 4 g.
    auto At = [&](const Layout &L, unsigned Value) {
      return *L.offset(Lane + 32 * Value);
    };
    // a0..a7: rows g, g, g+8, g+8, g, g, g+8, g+8; cols 2q + (i & 1),
    // + 8 for a4..a7. Offset m + 16 k.
    for (unsigned I = 0; I < 8; ++I) {
      unsigned Row = G + 8 * ((I / 2) % 2), Col = 2 * Q + I % 2 + 8 * (I / 4);
      EXPECT_EQ(At(A, I), Row + 16 * Col) << "lane " << Lane << " a" << I;
    }
    // b0..b3: rows (k) 2q + (i & 1) (+ 8 for b2, b3), col (n) g. n + 8 k.
    for (unsigned I = 0; I < 4; ++I) {
      unsigned K = 2 * Q + I % 2 + 8 * (I / 2);
      EXPECT_EQ(At(B, I), G + 8 * K) << "lane " << Lane << " b" << I;
    }
    // c0..c3: row g (+ 8 for c2, c3), col 2q + (i & 1). m + 16 n.
    for (unsigned I = 0; I < 4; ++I) {
      unsigned Row = G + 8 * (I / 2), Col = 2 * Q + I % 2;
      EXPECT_EQ(At(C, I), Row + 16 * Col) << "lane " << Lane << " c" << I;
    }
  }
  // The same layouts as cute's SM80_16x8x16_F32F16F16F32_TN traits.
  EXPECT_EQ(layoutOf(U, MmaOperand::A),
            "((4, 8), (2, 2, 2)):((32, 1), (16, 8, 128))");
  EXPECT_EQ(layoutOf(U, MmaOperand::B), "((4, 8), (2, 2)):((16, 1), (8, 64))");
  EXPECT_EQ(layoutOf(U, MmaOperand::C), "((4, 8), (2, 2)):((32, 1), (16, 8))");
}

TEST(MmaAtom, ReferenceLayoutsOfOtherFamilies) {
  // tf32 m16n8k8: one element per register; a2/a3 are k + 4.
  MmaUse Tf32 = use(AtomKind::Sm80Mma, "{shape_MNK = [16, 8, 8], a_type = "
                                       "tf32, b_type = tf32, c_type = f32}");
  EXPECT_EQ(layoutOf(Tf32, MmaOperand::A),
            "((4, 8), (1, 2, 2)):((16, 1), (16, 8, 64))");
  // Sparse s8 m16n8k32: A is the compressed 16 x 16 half, one K block.
  MmaUse Sparse =
      use(AtomKind::Sm80SparseMma,
          "{shape_MNK = [16, 8, 32], a_type = s8, b_type = s8, c_type = s32}");
  EXPECT_EQ(layoutOf(Sparse, MmaOperand::A),
            "((4, 8), (4, 2, 1)):((64, 1), (16, 8, 256))");
  EXPECT_EQ(layoutOf(Sparse, MmaOperand::B),
            "((4, 8), (4, 2)):((32, 1), (8, 128))");
  EXPECT_EQ(layoutOf(Sparse, MmaOperand::Metadata), "((4, 8), 2):((0, 1), 8)");
}

TEST(MmaAtom, VerifierLadder) {
  Target Sm80 = *Target::parse("sm_80");
  auto Verify = [&](AtomKind K, StringRef Attributes, Target T) {
    return messageOf(verifyMmaUse(use(K, Attributes), T));
  };
  StringRef F16 =
      "{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}";
  EXPECT_EQ(Verify(AtomKind::Sm80Mma, F16, Sm80), "");
  EXPECT_EQ(Verify(AtomKind::Sm80Mma, F16, *Target::parse("sm_75")),
            "atom `sm80.mma` needs sm_80 or later; the target is sm_75");
  // The first mismatch stops the ladder: residency before types.
  EXPECT_EQ(Verify(AtomKind::Sm80Mma,
                   "{shape_MNK = [16, 8, 16], a_type = e4m3, b_type = f16, "
                   "c_type = f32, b_residency = tmem}",
                   Sm80),
            "expects rmem for input operands, but got A: rmem, B: tmem, D: "
            "rmem");
  EXPECT_EQ(Verify(AtomKind::Sm89Mma,
                   "{shape_MNK = [16, 8, 32], a_type = e4m3, b_type = e5m2, "
                   "c_type = f16}",
                   *Target::parse("sm_89")),
            "expects operand c with element type f32, but get f16.");
  EXPECT_EQ(Verify(AtomKind::Sm80Mma,
                   "{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, "
                   "c_type = f32, c_layout = #cute.layout<((4, 8), (2, 2)):"
                   "((32, 1), (8, 16))>}",
                   Sm80),
            "expects Mma atom layout of #cute.layout<((4, 8), (2, 2)):((32, "
            "1), (16, 8))> for operand c, but got #cute.layout<((4, 8), (2, "
            "2)):((32, 1), (8, 16))>");
  // Equivalent after coalescing is accepted.
  EXPECT_EQ(Verify(AtomKind::Sm80Mma,
                   "{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, "
                   "c_type = f32, b_layout = #cute.layout<((4, 8), (2, 2)):"
                   "((16, 1), (8, 64))>, c_layout = #cute.layout<(4, 8, 2, "
                   "2):(32, 1, 16, 8)>}",
                   Sm80),
            "");
}

// The cute_nvgpu dialect's dedicated WGMMA diagnostics (docs/AtomIR.md,
// "WGMMA"): an input family needs its partner and its D.
TEST(MmaAtom, WgmmaPairings) {
  Target Sm90a = *Target::parse("sm_90a");
  auto Verify = [&](StringRef Types, unsigned N, unsigned K) {
    return messageOf(verifyMmaUse(
        use(AtomKind::Sm90Mma, ("{shape_MNK = [64, " + Twine(N) + ", " +
                                Twine(K) + "], " + Types + "}")
                                   .str()),
        Sm90a));
  };
  const char *S8 = "expects A/B of type s8/u8 and D of type i32";
  EXPECT_EQ(Verify("a_type = s8, b_type = u8, c_type = s32", 8, 32), "");
  EXPECT_EQ(Verify("a_type = s8, b_type = u8, c_type = f32", 8, 32), S8);
  EXPECT_EQ(Verify("a_type = u8, b_type = e4m3, c_type = s32", 8, 32), S8);
  EXPECT_EQ(Verify("a_type = f16, b_type = s8, c_type = s32", 8, 16), S8);
  EXPECT_EQ(Verify("a_type = s4, b_type = u8, c_type = s32", 8, 64),
            "expects A/B of type s4/u4 and D of type i32");
  EXPECT_EQ(Verify("a_type = u4, b_type = u4, c_type = f16", 8, 64),
            "expects A/B of type s4/u4 and D of type i32");
  // A well-paired s4 still has no wgmma.mma_async form.
  EXPECT_EQ(Verify("a_type = s4, b_type = s4, c_type = s32", 8, 64),
            "expects operand a with element type "
            "f16|bf16|tf32|e4m3|e5m2|s8|u8|u1, but get s4.");
  EXPECT_EQ(Verify("a_type = u1, b_type = u1, c_type = s32", 24, 256), "");
  // A's family first.
  EXPECT_EQ(Verify("a_type = u1, b_type = s8, c_type = s32", 8, 256),
            "expects A/B of type u1 and D of type i32");
  EXPECT_EQ(Verify("a_type = u1, b_type = u1, c_type = f32", 8, 256),
            "expects A/B of type u1 and D of type i32");
  EXPECT_EQ(Verify("a_type = u1, b_type = u1, c_type = s32, satfinite", 8, 256),
            "satfinite is not for u1 inputs (a population count)");
  // Mixed FP8 is a pair; FP8 with another type is not.
  EXPECT_EQ(Verify("a_type = e4m3, b_type = e5m2, c_type = f16", 8, 32), "");
  EXPECT_EQ(Verify("a_type = e4m3, b_type = bf16, c_type = f32", 8, 32),
            "expects A/B of the e5m2/e4m3 type");
  EXPECT_EQ(Verify("a_type = tf32, b_type = e5m2, c_type = f32", 8, 8),
            "expects A/B of the e5m2/e4m3 type");
  EXPECT_EQ(Verify("a_type = e4m3, b_type = e4m3, c_type = s32", 8, 32),
            "expects operand c with element type f16|f32, but get s32.");

  // u1 is the PTX ISA's b1 with an AND population count, K = 256.
  MmaUse U = use(AtomKind::Sm90Mma, "{shape_MNK = [64, 16, 256], a_type = "
                                    "u1, b_type = u1, c_type = s32, "
                                    "a_residency = rmem}");
  // Both read the form the verifier found.
  EXPECT_EQ(wgmmaIntrinsicName(U), "");
  ASSERT_EQ(messageOf(verifyMmaUse(U, Sm90a)), "");
  EXPECT_EQ(wgmmaIntrinsicName(U),
            "llvm.nvvm.wgmma.mma_async.rs.m64n16k256.s32.b1.b1.and.popc");
  EXPECT_TRUE(wgmmaImmediates(U).empty());
  EXPECT_EQ(elementBits(MmaElement::U1), 1u);
  EXPECT_EQ(parseElement("u1"), MmaElement::U1);
}

Layout parsed(StringRef Body) {
  return valueOf(parseLayout(("#cute.layout<" + Body + ">").str()), Body.str());
}

// The dialect's rank strings, byte for byte: cute's GEMM forms over A, B, C,
// D (docs/AtomIR.md, "UMMA").
TEST(MmaAtom, GemmRanks) {
  auto Ranks = [](StringRef A, StringRef B, StringRef C, StringRef D) {
    return messageOf(
        checkGemmRanks(parsed(A), parsed(B), parsed(C), parsed(D)));
  };
  // (V) x (V) => (V); (M) x (N) => (M, N); (M, K) x (N, K) => (M, N);
  // (V, M) x (V, N) => (V, M, N); (V, M, K) x (V, N, K) => (V, M, N).
  EXPECT_EQ(Ranks("8:1", "8:1", "8:1", "8:1"), "");
  EXPECT_EQ(Ranks("8:1", "4:1", "(8, 4):(1, 8)", "(8, 4):(1, 8)"), "");
  EXPECT_EQ(
      Ranks("(8, 2):(1, 8)", "(4, 2):(1, 4)", "(8, 4):(1, 8)", "(8, 4):(1, 8)"),
      "");
  EXPECT_EQ(Ranks("(2, 8):(1, 2)", "(2, 4):(1, 2)", "(2, 8, 4):(1, 2, 16)",
                  "(2, 8, 4):(1, 2, 16)"),
            "");
  EXPECT_EQ(Ranks("(2, 8, 2):(1, 2, 16)", "(2, 4, 2):(1, 2, 8)",
                  "(2, 8, 4):(1, 2, 16)", "(2, 8, 4):(1, 2, 16)"),
            "");
  EXPECT_EQ(Ranks("(8, 2):(1, 8)", "8:1", "(8, 4):(1, 8)", "(8, 4):(1, 8)"),
            "expects A, B to have the same rank, but got A: "
            "#cute.layout<(8, 2):(1, 8)>, B: #cute.layout<8:1>");
  EXPECT_EQ(Ranks("(8, 2):(1, 8)", "(4, 2):(1, 4)", "(8, 4, 1):(1, 8, 0)",
                  "(8, 4):(1, 8)"),
            "expects C, D to have the same rank, but got C: "
            "#cute.layout<(8, 4, 1):(1, 8, 0)>, D: #cute.layout<(8, 4):(1, "
            "8)>");
  EXPECT_EQ(Ranks("8:1", "8:1", "(2, 2, 2):(1, 2, 4)", "(2, 2, 2):(1, 2, 4)"),
            "expects C to have rank 1 or 2, but got C: #cute.layout<(2, 2, "
            "2):(1, 2, 4)>");
  EXPECT_EQ(Ranks("(8, 2):(1, 8)", "(4, 2):(1, 4)", "32:1", "32:1"),
            "expects C to have rank 2 or 3, but got C: #cute.layout<32:1>");
  EXPECT_EQ(Ranks("(2, 8, 2):(1, 2, 16)", "(2, 4, 2):(1, 2, 8)",
                  "(8, 4):(1, 8)", "(8, 4):(1, 8)"),
            "expects C to have rank 3, but got C: #cute.layout<(8, 4):(1, 8)>");

  // The UMMA tiles: the rank rules with C from c_layout (else D), then the
  // atom's (M, K) x (N, K) => (M, N) form.
  Target Sm100a = *Target::parse("sm_100a");
  auto Umma = [&](StringRef Tiles) {
    return messageOf(verifyMmaUse(
        use(AtomKind::Sm100Mma, ("{shape_MNK = [128, 256, 16], a_type = f16, "
                                 "b_type = f16, c_type = f32, " +
                                 Tiles + "}")
                                    .str()),
        Sm100a));
  };
  StringRef A = "a_layout = #cute.layout<(128, 16):(16, 1)>, ";
  StringRef B = "b_layout = #cute.layout<(256, 16):(16, 1)>, ";
  StringRef D = "d_layout = #cute.layout<(128, 256):(1, 128)>";
  EXPECT_EQ(Umma((A + B + D).str()), "");
  EXPECT_EQ(
      Umma(
          (A + B + "c_layout = #cute.layout<(128, 256):(1, 128)>, " + D).str()),
      "");
  EXPECT_EQ(Umma((A + B + "c_layout = #cute.layout<32768:1>, " + D).str()),
            "expects C, D to have the same rank, but got C: "
            "#cute.layout<32768:1>, D: #cute.layout<(128, 256):(1, 128)>");
  EXPECT_EQ(Umma((A + B + "d_layout = #cute.layout<32768:1>").str()),
            "expects C to have rank 2 or 3, but got C: #cute.layout<32768:1>");
  EXPECT_EQ(Umma((A + "b_layout = #cute.layout<4096:1>, " + D).str()),
            "expects A, B to have the same rank, but got A: "
            "#cute.layout<(128, 16):(16, 1)>, B: #cute.layout<4096:1>");
  EXPECT_EQ(Umma("a_layout = #cute.layout<(1, 128, 16):(0, 16, 1)>, "
                 "b_layout = #cute.layout<(1, 256, 16):(0, 16, 1)>, " +
                 D.str()),
            "expects C to have rank 3, but got C: #cute.layout<(128, "
            "256):(1, 128)>");
  EXPECT_EQ(
      Umma((A + B + "c_layout = #cute.layout<(64, 256):(1, 64)>, " + D).str())
          .substr(0, 49),
      "layoutA, layoutB and layoutD fail to form a gemm.");
  // A c_layout alone is not the three tiles.
  EXPECT_EQ(Umma("c_layout = #cute.layout<(128, 256):(1, 128)>"),
            "invalid layout of A/B/D. A: none, B: none, D:none, C: "
            "#cute.layout<(128, 256):(1, 128)>");
}

TEST(MmaAtom, RegisterForms) {
  MmaUse F16 = use(AtomKind::Sm80Mma, "{shape_MNK = [16, 8, 8], a_type = f16, "
                                      "b_type = f16, c_type = f16}");
  RegisterMmaForm Form = registerMmaForm(F16, 70);
  EXPECT_EQ(Form.Asm, "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 "
                      "{$0, $1}, {$2, $3}, {$4}, {$5, $6};");
  EXPECT_FALSE(Form.FloatAccumulator);

  MmaUse Int8 = use(AtomKind::Sm80SparseMma,
                    "{shape_MNK = [16, 8, 32], a_type = s8, b_type = u8, "
                    "c_type = s32, satfinite}");
  EXPECT_EQ(registerMmaForm(Int8, 85).Asm,
            "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.satfinite."
            "s32.s8.u8.s32 {$0, $1, $2, $3}, {$4, $5}, {$6, $7}, {$8, $9, $10, "
            "$11}, $12, 0;");
  EXPECT_EQ(registerMmaForm(Int8, 71).Asm.substr(0, 14), "mma.sp.sync.al");

  MmaUse Fp8 = use(AtomKind::Sm89Mma, "{shape_MNK = [16, 8, 32], a_type = "
                                      "e5m2, b_type = e4m3, c_type = f32}");
  RegisterMmaForm Fp8Form = registerMmaForm(Fp8, 84);
  EXPECT_EQ(Fp8Form.RegistersA, 4u);
  EXPECT_EQ(Fp8Form.RegistersB, 2u);
  EXPECT_EQ(Fp8Form.MinPtx, 84u);
  EXPECT_TRUE(Fp8Form.FloatAccumulator);
}

// The three legal block-scaled (atom_K, vecSize) forms of the dialect's
// block-scaled UMMA verifier and their packed (atom_K << 32) | vecSize;
// everything else is 0.
TEST(MmaAtom, UmmaBlockScaleForms) {
  using E = MmaElement;
  EXPECT_EQ(
      ummaBlockScaleForm(E::E4M3, E::E5M2, E::F32, 32, E::UE8M0, E::UE8M0, 32),
      0x2000000020u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F32, 64, E::UE4M3, E::UE4M3, 16),
      0x4000000010u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F32, 64, E::UE8M0, E::UE8M0, 16),
      0x4000000010u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F32, 64, E::UE8M0, E::UE8M0, 32),
      0x4000000020u);
  // The accumulator is f32; the scale types agree; FP8 is atom_K 32 only;
  // ue4m3 goes with vecSize 16 only; atom_K 32 has vecSize 32 only.
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F16, 64, E::UE8M0, E::UE8M0, 32),
      0u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F32, 64, E::UE8M0, E::UE4M3, 16),
      0u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E4M3, E::E4M3, E::F32, 64, E::UE8M0, E::UE8M0, 32),
      0u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E2M1, E::E2M1, E::F32, 64, E::UE4M3, E::UE4M3, 32),
      0u);
  EXPECT_EQ(
      ummaBlockScaleForm(E::E4M3, E::E4M3, E::F32, 32, E::UE8M0, E::UE8M0, 16),
      0u);
}

// SM120.mma_bs lists its A/B types in the dialect's order; they are the
// inputs of the block-scaled kinds of NVPTXMmaKindLattice.td.
TEST(MmaAtom, Sm120InputsAreTheBlockScaledKinds) {
  std::set<std::string> Inputs;
  for (const lattices::Tcgen05MmaKindRow &Row : lattices::tcgen05MmaKinds())
    if (Row.BlockScaled)
      for (StringRef T : lattices::listItems(Row.Inputs))
        Inputs.insert(T.str());
  Target Sm120a = *Target::parse("sm_120a");
  for (unsigned I = 0; I <= static_cast<unsigned>(MmaElement::U1); ++I) {
    std::string Name = elementName(static_cast<MmaElement>(I)).str();
    std::string Problem = messageOf(verifyMmaUse(
        use(AtomKind::Sm120MmaBs,
            "{shape_MNK = [16, 8, 32], a_type = " + Name +
                ", b_type = e2m1, sf_type = ue8m0, vec_size = 32}"),
        Sm120a));
    EXPECT_EQ(
        StringRef(Problem).starts_with("expects operand a with element type"),
        !Inputs.count(Name))
        << Name << ": " << Problem;
  }
}

} // namespace

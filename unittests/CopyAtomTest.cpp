//===- CopyAtomTest.cpp - Copy atom check and form tests ------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CopyAtom.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

AtomType type(StringRef Text) { return valueOf(parseType(Text), Text.str()); }

std::string verify(StringRef Text, StringRef TargetName) {
  return messageOf(
      verifyCopyAtom(type(Text), Text, *Target::parse(TargetName)));
}

TEST(CopyAtom, Ldsm) {
  AtomType X4T = type("!cute_nvgpu.atom.ldsm<m8n8.x4.trans>");
  EXPECT_EQ(matrixCopyShape(X4T).Matrices, 4u);
  EXPECT_TRUE(matrixCopyShape(X4T).Transposed);
  EXPECT_EQ(ldmatrixIntrinsicName(X4T),
            "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16");
  EXPECT_EQ(ldmatrixIntrinsicName(type("!cute_nvgpu.atom.ldsm")),
            "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16");
  EXPECT_EQ(ldmatrixIntrinsicName(type("!cute_nvgpu.atom.ldsm<m8n8.x2>")),
            "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16");
  EXPECT_EQ(copyAtomMinPtx(X4T), 65u);
  EXPECT_EQ(verify("!cute_nvgpu.atom.ldsm<m8n8.x2>", "sm_75"), "");
  EXPECT_EQ(verify("!cute_nvgpu.atom.ldsm<m8n8.x2>", "sm_70"),
            "atom `atom.ldsm` needs sm_75 or later; the target is sm_70");
}

// cp.async moves 4, 8 or 16 bytes (ca, ca, cg); any other width is the
// cute_nvgpu dialect's copy-vectorization diagnostic, byte for byte.
TEST(CopyAtom, SimtAsyncCopy) {
  EXPECT_EQ(cpAsyncIntrinsicName(type("!cute_nvgpu.atom.simt_async_copy<4>")),
            "llvm.nvvm.cp.async.ca.shared.global.4");
  EXPECT_EQ(cpAsyncIntrinsicName(type("!cute_nvgpu.atom.simt_async_copy<8>")),
            "llvm.nvvm.cp.async.ca.shared.global.8");
  EXPECT_EQ(cpAsyncIntrinsicName(type("!cute_nvgpu.atom.simt_async_copy<16>")),
            "llvm.nvvm.cp.async.cg.shared.global.16");
  for (StringRef Width : {"4", "8", "16"})
    EXPECT_EQ(verify(("!cute_nvgpu.atom.simt_async_copy<" + Width + ">").str(),
                     "sm_80"),
              "");
  EXPECT_EQ(verify("!cute_nvgpu.atom.simt_async_copy<2>", "sm_80"),
            "'!cute_nvgpu.atom.simt_async_copy<2>' cannot vectorize copy to 2 "
            "elements (static strides must be 1)");
  EXPECT_EQ(verify("!cute_nvgpu.atom.simt_async_copy<32>", "sm_90a"),
            "'!cute_nvgpu.atom.simt_async_copy<32>' cannot vectorize copy to "
            "32 elements (static strides must be 1)");
}

TEST(CopyAtom, UniversalCopy) {
  EXPECT_EQ(universalCopyBits(type("!cute_nvgpu.atom.universal_copy<f16>")),
            16u);
  EXPECT_EQ(
      universalCopyBits(type("!cute_nvgpu.atom.universal_copy<f16, 128 b>")),
      128u);
  EXPECT_EQ(universalCopyBits(type("!cute_nvgpu.atom.universal_copy<x>")),
            std::nullopt);
  EXPECT_EQ(verify("!cute_nvgpu.atom.universal_copy<i64, mem_order=volatile>",
                   "sm_70"),
            "");
  EXPECT_EQ(copyAtomMinPtx(type("!cute_nvgpu.atom.universal_copy<i64>")), 0u);
}

TEST(CopyAtom, OrderedForms) {
  auto Form = [](StringRef Text, bool Loads, bool Stores) {
    Expected<OrderedCopyForm> F = orderedCopyForm(type(Text), Loads, Stores);
    if (!F)
      return "error: " + toString(F.takeError());
    return F->Load + " | " + F->Store + " | " + F->Constraint;
  };
  EXPECT_EQ(Form("!cute_nvgpu.atom.universal_copy<i64, mem_order=acq_rel, "
                 "mem_scope=sys>",
                 true, true),
            "ld.acquire.sys.b64 $0, [$1]; | st.release.sys.b64 [$0], $1; | l");
  EXPECT_EQ(Form("!cute_nvgpu.atom.universal_copy<i8, mem_order=relaxed>", true,
                 false),
            "ld.relaxed.gpu.b8 $0, [$1]; |  | h");
  EXPECT_EQ(Form("!cute_nvgpu.atom.universal_copy<f32, mem_order=acquire>",
                 false, true),
            "error: mem_order=acquire is for a copy that loads");
  OrderedCopyForm Cluster = valueOf(
      orderedCopyForm(
          type("!cute_nvgpu.atom.universal_copy<f32, mem_order=relaxed, "
               "mem_scope=cluster>"),
          true, true),
      "cluster scope");
  EXPECT_EQ(Cluster.MinSm, 90u);
  EXPECT_EQ(Cluster.MinPtx, 78u);
}

} // namespace

namespace {

Expected<TmemCopyUse> tmemUse(AtomKind Kind, StringRef Dict) {
  return readTmemCopyUse(Kind,
                         valueOf(AtomAttributes::parse(Dict), Dict.str()));
}

TEST(CopyAtom, TensorMemory) {
  auto Load = tmemUse(AtomKind::TmemLoad, "{shape = 16x256b, num = 8, pack}");
  ASSERT_TRUE(bool(Load)) << toString(Load.takeError());
  EXPECT_EQ(tmemCopyIntrinsicName(*Load), "llvm.nvvm.tcgen05.ld.16x256b.x8");
  // Four registers per 16x256b repetition.
  EXPECT_EQ(tmemCopyRegisters(*Load), 32u);
  EXPECT_TRUE(Load->Pack);

  auto Store =
      tmemUse(AtomKind::TmemStore, "{shape = 16x32bx2, offset = 8, unpack}");
  ASSERT_TRUE(bool(Store)) << toString(Store.takeError());
  EXPECT_EQ(tmemCopyIntrinsicName(*Store), "llvm.nvvm.tcgen05.st.16x32bx2.x1");
  EXPECT_EQ(Store->Offset, 8u);

  auto Copy =
      tmemUse(AtomKind::S2tCopy, "{shape = 32x128b_warpx4, cta_group = 2, "
                                 "decompress = b6x16_p32}");
  ASSERT_TRUE(bool(Copy)) << toString(Copy.takeError());
  EXPECT_EQ(tmemCopyIntrinsicName(*Copy),
            "llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2");

  auto Message = [](Expected<TmemCopyUse> R) {
    if (R)
      return std::string("(read)");
    TestDiagnostic D = diagnosticOf(R.takeError());
    EXPECT_EQ(D.Kind, TestDiagnostic::Attribute) << D.Message;
    return D.Message;
  };
  EXPECT_EQ(Message(tmemUse(AtomKind::TmemLoad, "{shape = 32x32b, num = 6}")),
            "attribute `num` must be a power of two: 1, 2, 4, ..., 128");
  EXPECT_EQ(Message(tmemUse(AtomKind::TmemLoad, "{shape = 16x32bx2}")),
            "missing attribute `offset` for the 16x32bx2 shape");
  EXPECT_EQ(Message(tmemUse(AtomKind::S2tCopy, "{shape = 32x32b}")),
            "attribute `shape` must be a word: one of 128x256b, 4x256b, "
            "128x128b, 64x128b_warpx2_02_13, 64x128b_warpx2_01_23, "
            "32x128b_warpx4");
}

} // namespace

//===- AliasHintsTest.cpp - SSA name hints for atom values ----------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AliasHints.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"
#include <set>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

AtomType parse(StringRef Text) { return valueOf(parseType(Text), Text.str()); }

// The cute_nvgpu dialect's three alias-hint examples (docs/Atoms.md, "Alias
// hints").
TEST(AliasHints, ReferenceExamples) {
  EXPECT_EQ(mmaAliasHint("f16", "f16", "f32", 16, 8, 16),
            "mma_f16_f16_f32_16x8x16");
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.atom.tma_load")),
            "copy_sm90_tma_load");
  EXPECT_EQ(memrefAliasHint("f16", 3), "memref_f16_3");
}

TEST(AliasHints, CopyAtomVariants) {
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.atom.ldsm<m8n8.x4.trans>")),
            "copy_sm75_ldsm_m8n8_x4_trans");
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.atom.simt_async_copy<16>")),
            "copy_sm80_simt_async_copy_16");
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.atom.tma_reduce<add>")),
            "copy_sm90_tma_reduce_add");
  // Registered on every tier: no tier in the name.
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.atom.universal_copy<f32>")),
            "copy_universal_copy");
}

TEST(AliasHints, NotCopyAtoms) {
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.sm90.mma")), "");
  EXPECT_EQ(copyAliasHint(parse("!cute_nvgpu.i32")), "");
}

// Every copy atom of the registry gets a distinct identifier-like name.
TEST(AliasHints, EveryCopyAtomHasOne) {
  std::set<std::string> Seen;
  for (const AtomInfo &A : atoms()) {
    if (!A.implements(Interface::CopyAtom))
      continue;
    AtomType T;
    T.Kind = A.Kind;
    std::string Name = copyAliasHint(T);
    EXPECT_TRUE(StringRef(Name).starts_with("copy_")) << A.Mnemonic.str();
    EXPECT_EQ(Name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_"),
              std::string::npos)
        << Name;
    EXPECT_TRUE(Seen.insert(Name).second) << Name;
  }
  EXPECT_GE(Seen.size(), 5u);
}

} // namespace

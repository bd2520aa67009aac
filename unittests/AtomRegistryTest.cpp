//===- AtomRegistryTest.cpp - The cute_nvgpu atom registry ----------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The registry rows (the cute_nvgpu dialect's registry and its 27
// mnemonics; docs/Atoms.md, "Registry"), the SM tier roster and the target
// gate of each atom.
//
//===----------------------------------------------------------------------===//

#include "AtomRegistry.h"
#include "AtomErrorTesting.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

Target target(StringRef Name) {
  std::optional<Target> T = Target::parse(Name);
  EXPECT_TRUE(T.has_value()) << Name.str();
  return T.value_or(Target());
}

bool allowed(StringRef Mnemonic, StringRef TargetName) {
  const AtomInfo *A = lookupMnemonic(Mnemonic);
  EXPECT_NE(A, nullptr) << Mnemonic.str();
  return A && !errorToBool(checkTarget(A->Kind, target(TargetName)));
}

TEST(AtomRegistry, HasTheTwentySevenMnemonicsInTableOrder) {
  const char *Expected[] = {"atom.universal_fma",
                            "sm80.mma",
                            "sm80.sparse_mma",
                            "sm89.mma",
                            "smem_desc",
                            "smem_desc_view",
                            "sm90.mma",
                            "sm100.mma",
                            "sm100.mma_sp",
                            "sm100.mma_bs",
                            "sm100.mma_bs_sp",
                            "SM120.mma_bs",
                            "atom.tmem_load",
                            "atom.tmem_store",
                            "atom.s2t_copy",
                            "tma_descriptor_tiled",
                            "tma_descriptor_im2col",
                            "atom.tma_load",
                            "atom.tma_store",
                            "atom.tma_reduce",
                            "atom.universal_copy",
                            "atom.simt_async_copy",
                            "atom.ldsm",
                            "atom.stsm",
                            "atom.non_exec_tiled_tma_load",
                            "atom.non_exec_tiled_tma_store",
                            "atom.non_exec_tiled_tma_reduce"};
  ASSERT_EQ(atoms().size(), std::size(Expected));
  for (size_t I = 0; I < atoms().size(); ++I) {
    EXPECT_EQ(atoms()[I].Mnemonic, Expected[I]);
    EXPECT_EQ(static_cast<size_t>(atoms()[I].Kind), I);
    EXPECT_EQ(lookupMnemonic(Expected[I]), &atoms()[I]);
    EXPECT_EQ(&info(atoms()[I].Kind), &atoms()[I]);
  }
}

TEST(AtomRegistry, MnemonicsAreCaseSensitive) {
  EXPECT_NE(lookupMnemonic("SM120.mma_bs"), nullptr);
  EXPECT_EQ(lookupMnemonic("sm120.mma_bs"), nullptr);
  EXPECT_EQ(lookupMnemonic("SM90.mma"), nullptr);
  EXPECT_EQ(lookupMnemonic("atom.tma_load "), nullptr);
}

TEST(AtomRegistry, InterfacesFollowTheRegistryTable) {
  auto Has = [](StringRef M, Interface I) {
    return lookupMnemonic(M)->implements(I);
  };
  // The TMA load atom is the only prefetch atom.
  for (const AtomInfo &A : atoms())
    EXPECT_EQ(A.implements(Interface::PrefetchAtom),
              A.Mnemonic == "atom.tma_load")
        << A.Mnemonic.str();
  EXPECT_TRUE(Has("sm90.mma", Interface::MmaAtom));
  EXPECT_TRUE(Has("sm90.mma", Interface::SmemDescriptorAtom));
  EXPECT_TRUE(Has("sm100.mma_bs_sp", Interface::MmaAtom | Interface::TmemAtom |
                                         Interface::BlockScaleAtom |
                                         Interface::SparseMetadataAtom));
  EXPECT_FALSE(Has("sm100.mma", Interface::SparseMetadataAtom));
  EXPECT_TRUE(Has("SM120.mma_bs", Interface::BlockScaleAtom));
  EXPECT_FALSE(Has("SM120.mma_bs", Interface::TmemAtom));
  EXPECT_TRUE(Has("atom.simt_async_copy", Interface::AsyncCopyAtom));
  EXPECT_TRUE(
      Has("atom.s2t_copy", Interface::CopyAtom | Interface::AsyncCopyAtom));
  EXPECT_TRUE(Has("smem_desc_view", Interface::DescriptorType));
  EXPECT_FALSE(Has("smem_desc_view", Interface::MmaAtom));
  EXPECT_TRUE(Has("atom.non_exec_tiled_tma_load", Interface::TmaAtom));
  EXPECT_FALSE(Has("atom.non_exec_tiled_tma_load", Interface::CopyAtom));
  // Every row implements something and states its residency.
  for (const AtomInfo &A : atoms()) {
    EXPECT_NE(A.Interfaces, Interface::None) << A.Mnemonic.str();
    EXPECT_FALSE(A.Residency.empty()) << A.Mnemonic.str();
  }
  StringSet<> Names;
  for (Interface I : allInterfaces())
    EXPECT_TRUE(Names.insert(interfaceName(I)).second);
  EXPECT_EQ(Names.size(), 10u);
}

TEST(AtomRegistry, RosterHasEveryTierWithItsVariants) {
  for (StringRef Name : {"sm_70", "sm_75", "sm_80", "sm_89", "sm_90", "sm_90a",
                         "sm_100", "sm_100a", "sm_100f", "sm_103f", "sm_110",
                         "sm_110a", "sm_110f", "sm_120a", "sm_121f"})
    EXPECT_EQ(target(Name).str(), Name.str());
  for (StringRef Bad :
       {"sm_90f", "sm_80a", "sm_999", "sm100", "sm_", "SM_90", "sm_90aa"})
    EXPECT_FALSE(Target::parse(Bad).has_value()) << Bad.str();
}

// What an entry of a target list admits (the extended intrinsics' Targets):
// sm_NN every later target, sm_NNa its own target, sm_NNf the a and f
// targets of its family from NN on, with sm_101 a family of its own.
TEST(AtomRegistry, TargetListEntries) {
  auto Provides = [](StringRef Have, StringRef Entry) {
    std::optional<Target> Required = Target::parseAny(Entry);
    EXPECT_TRUE(Required.has_value()) << Entry.str();
    return Required && target(Have).provides(*Required);
  };
  EXPECT_TRUE(Provides("sm_80", "sm_20"));
  EXPECT_TRUE(Provides("sm_120f", "sm_90"));
  EXPECT_FALSE(Provides("sm_89", "sm_90"));
  EXPECT_TRUE(Provides("sm_90a", "sm_90a"));
  EXPECT_FALSE(Provides("sm_90", "sm_90a"));
  EXPECT_FALSE(Provides("sm_100a", "sm_90a"));
  EXPECT_TRUE(Provides("sm_100a", "sm_100f"));
  EXPECT_TRUE(Provides("sm_103f", "sm_100f"));
  EXPECT_TRUE(Provides("sm_103a", "sm_100f"));
  EXPECT_FALSE(Provides("sm_103a", "sm_100a"));
  EXPECT_FALSE(Provides("sm_100f", "sm_103f"));
  EXPECT_FALSE(Provides("sm_100", "sm_100f"));
  EXPECT_FALSE(Provides("sm_101f", "sm_100f"));
  EXPECT_FALSE(Provides("sm_100f", "sm_101f"));
  EXPECT_TRUE(Provides("sm_101a", "sm_101f"));
  EXPECT_FALSE(Provides("sm_120a", "sm_100f"));
  EXPECT_TRUE(Provides("sm_121a", "sm_120f"));
  EXPECT_FALSE(Provides("sm_110f", "sm_100f"));
  // Entries name requirements the roster need not have.
  EXPECT_TRUE(Target::parseAny("sm_20").has_value());
  EXPECT_FALSE(Target::parse("sm_20").has_value());
  for (StringRef Bad : {"sm_", "sm_a", "sm_-5", "sm_+5", "compute_90", "sm90"})
    EXPECT_FALSE(Target::parseAny(Bad).has_value()) << Bad.str();
}

TEST(AtomRegistry, TierGate) {
  EXPECT_TRUE(allowed("atom.universal_fma", "sm_70"));
  EXPECT_TRUE(allowed("atom.universal_copy", "sm_70"));
  EXPECT_FALSE(allowed("atom.ldsm", "sm_72"));
  EXPECT_TRUE(allowed("atom.ldsm", "sm_75"));
  EXPECT_FALSE(allowed("sm80.mma", "sm_75"));
  EXPECT_TRUE(allowed("sm80.mma", "sm_86"));
  EXPECT_FALSE(allowed("sm89.mma", "sm_87"));
  EXPECT_TRUE(allowed("atom.tma_load", "sm_90"));
  EXPECT_FALSE(allowed("atom.stsm", "sm_89"));
  EXPECT_EQ(messageOf(checkTarget(AtomKind::Sm80Mma, target("sm_75"))),
            "atom `sm80.mma` needs sm_80 or later; the target is sm_75");
}

TEST(AtomRegistry, ArchConditionalAtomsNeedTheirFamilysAOrFTarget) {
  // WGMMA: sm_90a only.
  EXPECT_TRUE(allowed("sm90.mma", "sm_90a"));
  EXPECT_FALSE(allowed("sm90.mma", "sm_90"));
  EXPECT_FALSE(allowed("sm90.mma", "sm_100a"));
  EXPECT_EQ(messageOf(checkTarget(AtomKind::Sm90Mma, target("sm_90"))),
            "atom `sm90.mma` needs an architecture-specific target of the "
            "sm_90 family (sm_90a); the target is sm_90");
  // tcgen05: the a/f targets of family 10x; SM103 shares SM100's surface.
  for (StringRef M :
       {"sm100.mma", "sm100.mma_bs_sp", "atom.tmem_load", "atom.s2t_copy"}) {
    EXPECT_TRUE(allowed(M, "sm_100a"));
    EXPECT_TRUE(allowed(M, "sm_100f"));
    EXPECT_TRUE(allowed(M, "sm_103a"));
    EXPECT_FALSE(allowed(M, "sm_100"));
    EXPECT_FALSE(allowed(M, "sm_90a"));
    EXPECT_FALSE(allowed(M, "sm_120a"));
  }
  // Block-scaled register MMA: family 12x; SM121 shares SM120's surface.
  EXPECT_TRUE(allowed("SM120.mma_bs", "sm_120a"));
  EXPECT_TRUE(allowed("SM120.mma_bs", "sm_121f"));
  EXPECT_FALSE(allowed("SM120.mma_bs", "sm_120"));
  EXPECT_FALSE(allowed("SM120.mma_bs", "sm_100a"));
}

TEST(AtomRegistry, Sm110HasNoMmaAtomOfItsOwn) {
  // Registered as a tier (with a and f variants) ...
  EXPECT_TRUE(Target::parse("sm_110a").has_value());
  EXPECT_EQ(surfaceTier(target("sm_110a")), 110u);
  // ... but no atom is registered at SM110, and none of the
  // architecture-conditional MMA families reaches it.
  for (const AtomInfo &A : atoms())
    EXPECT_NE(A.MinSm, 110u);
  for (StringRef M : {"sm90.mma", "sm100.mma", "sm100.mma_sp", "sm100.mma_bs",
                      "sm100.mma_bs_sp", "SM120.mma_bs"})
    for (StringRef T : {"sm_110", "sm_110a", "sm_110f"})
      EXPECT_FALSE(allowed(M, T)) << M.str() << " on " << T.str();
  // The universal and earlier-tier atoms remain.
  for (StringRef M :
       {"atom.universal_fma", "sm80.mma", "sm89.mma", "atom.tma_load"})
    EXPECT_TRUE(allowed(M, "sm_110a")) << M.str();
}

} // namespace

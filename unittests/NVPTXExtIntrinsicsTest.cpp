//===- NVPTXExtIntrinsicsTest.cpp - Extended-intrinsic table tests --------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The target requirements of extended intrinsics (`sm_NN`, `sm_NNa`,
// `sm_NNf`, per-entry PTX versions) against real NVPTX subtargets, and the
// well-formedness of every row of the generated table.
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXTestTarget.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "gtest/gtest.h"
#include <new>

using namespace llvm;
using namespace llvm::NVPTXExt;

namespace {

/// What checkTarget says for a row needing \p Targets / \p MinPTX on \p CPU.
std::string check(const char *Targets, uint16_t MinPTX, StringRef CPU,
                  StringRef Features = "") {
  NVPTXExtIntrinsicRecord R{"llvm.nvvm.example",
                            "void ()",
                            "nounwind",
                            "",
                            Targets,
                            "",
                            MinPTX,
                            0,
                            NotAsync};
  std::unique_ptr<TargetMachine> TM = createTargetMachine(CPU, Features);
  return checkTarget(
      R, *static_cast<NVPTXTargetMachine &>(*TM).getSubtargetImpl());
}

bool supported(const char *Targets, uint16_t MinPTX, StringRef CPU,
               StringRef Features = "") {
  return check(Targets, MinPTX, CPU, Features).empty();
}

TEST(ExtIntrinsicTargets, ArchSpecificMeansExactlyThatTarget) {
  EXPECT_TRUE(supported("sm_90a", 80, "sm_90a"));
  EXPECT_FALSE(supported("sm_90a", 80, "sm_90"));
  EXPECT_FALSE(supported("sm_90a", 80, "sm_100a"));
  EXPECT_TRUE(supported("sm_100a", 86, "sm_100a"));
  EXPECT_FALSE(supported("sm_100a", 86, "sm_100f", "+ptx90"));
  EXPECT_FALSE(supported("sm_100a", 86, "sm_103a"));
}

TEST(ExtIntrinsicTargets, FamilySpecificCoversLaterMembersOfTheFamily) {
  // sm_100f features exist on every f or a target of family 10x from sm_100.
  EXPECT_TRUE(supported("sm_100f", 88, "sm_100f"));
  EXPECT_TRUE(supported("sm_100f", 88, "sm_103f"));
  EXPECT_TRUE(supported("sm_100f", 88, "sm_103a"));
  EXPECT_TRUE(supported("sm_100f", 88, "sm_100a", "+ptx88"));
  // ... but not on base targets, nor in other families.
  EXPECT_FALSE(supported("sm_100f", 88, "sm_100", "+ptx88"));
  EXPECT_FALSE(supported("sm_100f", 88, "sm_103", "+ptx88"));
  EXPECT_FALSE(supported("sm_100f", 88, "sm_110f"));
  EXPECT_FALSE(supported("sm_100f", 88, "sm_120f"));
  // A later family member does not give its features to an earlier one.
  EXPECT_FALSE(supported("sm_103f", 88, "sm_100f"));
  EXPECT_TRUE(supported("sm_120f", 88, "sm_121a"));
  EXPECT_FALSE(supported("sm_121f", 88, "sm_120f"));
}

TEST(ExtIntrinsicTargets, Sm101IsAFamilyOfItsOwnUntilPtx90RenamesIt) {
  EXPECT_FALSE(supported("sm_100f", 88, "sm_101f"));
  EXPECT_TRUE(supported("sm_101f", 88, "sm_101f"));
  EXPECT_TRUE(supported("sm_101f", 88, "sm_101a", "+ptx88"));
  EXPECT_TRUE(supported("sm_101a", 86, "sm_101a"));
  // PTX ISA 9.0 calls it sm_110; sm_101 has no a/f features with it.
  EXPECT_FALSE(supported("sm_101a", 86, "sm_101a", "+ptx90"));
  EXPECT_FALSE(supported("sm_101f", 88, "sm_101f", "+ptx90"));
  EXPECT_TRUE(supported("sm_101", 86, "sm_101", "+ptx90"));
}

TEST(ExtIntrinsicTargets, VariantsNeedTheirPtxVersion) {
  // `f` features exist from PTX ISA 8.8 on `f` targets, from 8.0 on `a`.
  EXPECT_EQ(check("sm_100f", 0, "sm_100f", "-ptx88,+ptx87"),
            "'llvm.nvvm.example' needs PTX ISA 8.8 or later (use "
            "-mattr=+ptx88); the target is sm_100f with PTX ISA 8.7");
  EXPECT_TRUE(supported("sm_90f", 0, "sm_90a"));
  EXPECT_FALSE(supported("sm_90a", 0, "sm_90a", "-ptx80,+ptx78"));
  // The smallest sufficient version is suggested.
  EXPECT_EQ(check("sm_100a@ptx90, sm_100f@ptx88", 0, "sm_100a"),
            "'llvm.nvvm.example' needs PTX ISA 8.8 or later (use "
            "-mattr=+ptx88); the target is sm_100a with PTX ISA 8.6");
}

TEST(ExtIntrinsicTargets, BaseMeansThatSmOrLater) {
  EXPECT_TRUE(supported("sm_80", 70, "sm_80"));
  EXPECT_TRUE(supported("sm_80", 70, "sm_90a"));
  EXPECT_TRUE(supported("sm_80", 70, "sm_121f"));
  EXPECT_FALSE(supported("sm_80", 70, "sm_75"));
}

TEST(ExtIntrinsicTargets, PtxVersionPerEntry) {
  const char *Targets = "sm_100a@ptx86, sm_100f@ptx88";
  EXPECT_TRUE(supported(Targets, 0, "sm_100a"));
  EXPECT_TRUE(supported(Targets, 0, "sm_100f"));
  EXPECT_TRUE(supported(Targets, 0, "sm_103f"));
  EXPECT_FALSE(supported(Targets, 0, "sm_100f", "-ptx88,+ptx87"));
  EXPECT_FALSE(supported(Targets, 0, "sm_90a"));
}

TEST(ExtIntrinsicTargets, Diagnostics) {
  EXPECT_EQ(check("sm_90a", 80, "sm_90"),
            "'llvm.nvvm.example' is not supported on sm_90 with PTX ISA 7.8; "
            "it needs sm_90a with PTX ISA 8.0+");
  EXPECT_EQ(check("sm_100a@ptx86, sm_100f@ptx88, sm_80", 70, "sm_75"),
            "'llvm.nvvm.example' is not supported on sm_75 with PTX ISA 6.3; "
            "it needs sm_100a with PTX ISA 8.6+, or sm_100f with PTX ISA "
            "8.8+, or sm_80+ with PTX ISA 7.0+");
  EXPECT_EQ(check("sm_90a", 80, "sm_90a", "-ptx80,+ptx78"),
            "'llvm.nvvm.example' needs PTX ISA 8.0 or later (use "
            "-mattr=+ptx80); the target is sm_90a with PTX ISA 7.8");
}

TEST(ExtIntrinsicTable, EveryRowIsWellFormed) {
  LLVMContext Ctx;
  std::unique_ptr<TargetMachine> TM = createTargetMachine("sm_90a", "");
  const NVPTXSubtarget &ST =
      *static_cast<NVPTXTargetMachine &>(*TM).getSubtargetImpl();
  const NVPTXExtIntrinsicInfo &Info = getIntrinsicInfo();
  StringSet<> Names;
  ASSERT_FALSE(records().empty());
  for (const NVPTXExtIntrinsicRecord &R : records()) {
    SCOPED_TRACE(R.Name);
    EXPECT_TRUE(Names.insert(R.Name).second) << "duplicate row";
    EXPECT_TRUE(StringRef(R.Name).starts_with("llvm.nvvm."));
    // Signature and attributes parse (a malformed row is a fatal error).
    const Prototype &P = getPrototype(R, Ctx);
    EXPECT_NE(P.Type, nullptr);
    // Targets parse; the message names the intrinsic when unsupported.
    std::string Problem = checkTarget(R, ST);
    EXPECT_TRUE(Problem.empty() || StringRef(Problem).contains(R.Name));
    // Name and ID map to each other, above the core intrinsics.
    unsigned ID = Info.lookupName(R.Name, strlen(R.Name));
    EXPECT_GE(ID, unsigned(Intrinsic::num_intrinsics));
    EXPECT_EQ(lookup(ID), &R);
    EXPECT_EQ(Info.getName(ID), R.Name);
    // Every immarg range names an immarg operand.
    for (unsigned ArgNo = 0; ArgNo < P.Type->getNumParams(); ++ArgNo)
      if (getImmArgValues(R, ArgNo))
        EXPECT_TRUE(P.Attrs.hasParamAttr(ArgNo, Attribute::ImmArg));
  }
}

TEST(ExtIntrinsicTable, ImmArgValueLists) {
  NVPTXExtIntrinsicRecord R{"llvm.nvvm.example",
                            "void (i32, i32, i32)",
                            "nounwind",
                            "1:-1|1, 2:0..1",
                            "sm_90a",
                            "",
                            80,
                            0};
  EXPECT_FALSE(getImmArgValues(R, 0).has_value());
  std::optional<ImmArgValues> Scale = getImmArgValues(R, 1);
  ASSERT_TRUE(Scale.has_value());
  EXPECT_TRUE(Scale->contains(-1));
  EXPECT_FALSE(Scale->contains(0));
  EXPECT_TRUE(Scale->contains(1));
  EXPECT_EQ(Scale->describe(), "one of -1, 1");
  std::optional<ImmArgValues> Flag = getImmArgValues(R, 2);
  ASSERT_TRUE(Flag.has_value());
  EXPECT_EQ(Flag->describe(), "in [0, 1]");
  EXPECT_FALSE(Flag->contains(2));
}

TEST(ExtIntrinsicTargets, ImmArgValuesChooseTheirOwnTargets) {
  NVPTXExtIntrinsicRecord R{"llvm.nvvm.example",
                            "void (i32 immarg)",
                            "nounwind",
                            "0:0..3",
                            "sm_100f@ptx88",
                            "0=3|2 (kind::x): sm_100a@ptx86",
                            0,
                            0};
  auto Check = [&](StringRef CPU, std::optional<int64_t> Kind) {
    std::unique_ptr<TargetMachine> TM = createTargetMachine(CPU, "");
    return checkTarget(
        R, *static_cast<NVPTXTargetMachine &>(*TM).getSubtargetImpl(),
        [&](unsigned ArgNo) { return ArgNo == 0 ? Kind : std::nullopt; });
  };
  EXPECT_EQ(Check("sm_103a", 0), "");
  EXPECT_EQ(Check("sm_103a", std::nullopt), "");
  EXPECT_EQ(Check("sm_100a", 3), "");
  EXPECT_EQ(Check("sm_100a", 2), "");
  EXPECT_EQ(Check("sm_103a", 3),
            "'llvm.nvvm.example' with kind::x is not supported on sm_103a "
            "with PTX ISA 8.8; it needs sm_100a with PTX ISA 8.6+");
  EXPECT_EQ(Check("sm_100f", 2),
            "'llvm.nvvm.example' with kind::x is not supported on sm_100f "
            "with PTX ISA 8.8; it needs sm_100a with PTX ISA 8.6+");
}

TEST(ExtIntrinsicTable, DeclarationsCarryTheTableAttributes) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  const NVPTXExtIntrinsicRecord *R =
      lookup("llvm.nvvm.wgmma.wait_group.sync.aligned");
  ASSERT_NE(R, nullptr);
  Function *F = getIntrinsicInfo().getDeclaration(&M, getID(*R));
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->getName(), R->Name);
  EXPECT_TRUE(F->hasFnAttribute(Attribute::Convergent));
  EXPECT_TRUE(F->hasFnAttribute(Attribute::NoUnwind));
  EXPECT_TRUE(F->hasParamAttribute(0, Attribute::ImmArg));
  EXPECT_EQ(getIntrinsicInfo().getIntrinsicID(F), getID(*R));
  std::optional<ImmArgValues> Values = getImmArgValues(*R, 0);
  ASSERT_TRUE(Values.has_value());
  EXPECT_EQ(Values->describe(), "in [0, 9223372036854775807]");
  EXPECT_TRUE(Values->contains(0));
  EXPECT_FALSE(Values->contains(-1));
}

// Found by fuzz/AtomCallFuzzer.cpp: prototypes were cached by the context's
// address, so a context made where a destroyed one was got the old one's
// types and attributes.
TEST(ExtIntrinsicTable, AContextAtAnOldContextsAddressGetsItsOwnPrototypes) {
  alignas(LLVMContext) unsigned char Storage[sizeof(LLVMContext)];
  const NVPTXExtIntrinsicRecord *R =
      lookup("llvm.nvvm.wgmma.wait_group.sync.aligned");
  ASSERT_NE(R, nullptr);
  for (int Round = 0; Round < 2; ++Round) {
    auto *Ctx = new (Storage) LLVMContext();
    {
      Module M("m", *Ctx);
      Function *F = getIntrinsicInfo().getDeclaration(&M, getID(*R));
      ASSERT_NE(F, nullptr);
      EXPECT_EQ(F->getFunctionType(),
                FunctionType::get(Type::getVoidTy(*Ctx),
                                  {Type::getInt64Ty(*Ctx)}, false));
      EXPECT_TRUE(F->hasFnAttribute(Attribute::Convergent));
      EXPECT_FALSE(verifyModule(M, &errs()));
    }
    Ctx->~LLVMContext();
  }
}

} // namespace

TEST(ExtIntrinsicTable, FlatFormsTakeI128AsTwoHalves) {
  // LLVM 19's NVPTX cannot take an i128 operand: the cluster launch
  // control response is passed as its two i64 halves; the other operand
  // types and the result stay as they are.
  LLVMContext Ctx;
  const NVPTXExtIntrinsicRecord *Query =
      lookup("llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled");
  ASSERT_NE(Query, nullptr);
  EXPECT_TRUE(hasVectorTypes(*Query, Ctx));
  const Prototype &Flat = getFlatPrototype(*Query, Ctx);
  ASSERT_EQ(Flat.Type->getNumParams(), 2u);
  EXPECT_TRUE(Flat.Type->getParamType(0)->isIntegerTy(64));
  EXPECT_TRUE(Flat.Type->getParamType(1)->isIntegerTy(64));
  EXPECT_TRUE(Flat.Type->getReturnType()->isIntegerTy(1));
  EXPECT_TRUE(Flat.Attrs.hasFnAttr(Attribute::Speculatable));
  EXPECT_EQ(getFlatElements(Type::getInt64Ty(Ctx)), nullptr);
}

TEST(ExtIntrinsicTable, FlatFormsTakeVectorsElementByElement) {
  LLVMContext Ctx;
  const NVPTXExtIntrinsicRecord *Ld = lookup("llvm.nvvm.tcgen05.ld.32x32b.x4");
  ASSERT_NE(Ld, nullptr);
  EXPECT_TRUE(hasVectorTypes(*Ld, Ctx));
  const Prototype &LdFlat = getFlatPrototype(*Ld, Ctx);
  auto *Ret = dyn_cast<StructType>(LdFlat.Type->getReturnType());
  ASSERT_NE(Ret, nullptr);
  EXPECT_EQ(Ret->getNumElements(), 4u);
  EXPECT_TRUE(Ret->getElementType(3)->isIntegerTy(32));
  ASSERT_EQ(LdFlat.Type->getNumParams(), 2u);
  EXPECT_TRUE(LdFlat.Attrs.hasParamAttr(1, Attribute::ImmArg));
  EXPECT_TRUE(LdFlat.Attrs.hasFnAttr(Attribute::Convergent));

  // The data vector of a store becomes two i32 operands between the offset
  // and the unpack flag, which keep their immarg attributes.
  const NVPTXExtIntrinsicRecord *St =
      lookup("llvm.nvvm.tcgen05.st.16x32bx2.x2");
  ASSERT_NE(St, nullptr);
  const Prototype &StFlat = getFlatPrototype(*St, Ctx);
  ASSERT_EQ(StFlat.Type->getNumParams(), 5u);
  EXPECT_TRUE(StFlat.Attrs.hasParamAttr(1, Attribute::ImmArg));
  EXPECT_FALSE(StFlat.Attrs.hasParamAttr(2, Attribute::ImmArg));
  EXPECT_TRUE(StFlat.Type->getParamType(3)->isIntegerTy(32));
  EXPECT_TRUE(StFlat.Attrs.hasParamAttr(4, Attribute::ImmArg));

  // Packed 32-bit vectors stay whole.
  const NVPTXExtIntrinsicRecord *Retire =
      lookup("llvm.nvvm.ext.wgmma.retire.f16x2");
  ASSERT_NE(Retire, nullptr);
  EXPECT_FALSE(hasVectorTypes(*Retire, Ctx));

  // The flat form has an ID, a name and a declaration of its own, and
  // selects through its row.
  const NVPTXExtIntrinsicInfo &Info = getIntrinsicInfo();
  unsigned FlatID = getID(*Ld, /*Flat=*/true);
  EXPECT_NE(FlatID, getID(*Ld));
  EXPECT_EQ(lookup(FlatID), Ld);
  EXPECT_EQ(Info.getName(FlatID), "llvm.nvvm.tcgen05.ld.32x32b.x4.flat");
  EXPECT_EQ(static_cast<const TargetIntrinsicInfo &>(Info).lookupName(
                "llvm.nvvm.tcgen05.ld.32x32b.x4.flat"),
            FlatID);
  EXPECT_EQ(lookup("llvm.nvvm.tcgen05.ld.32x32b.x4.flat"), nullptr);
  Module M("m", Ctx);
  Function *F = Info.getDeclaration(&M, FlatID);
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->getFunctionType(), LdFlat.Type);
}

// The rows C++ calls by names of its own, and the AsyncResults column that
// NVPTXRetireAsyncResults reads: the asynchronous operations, one wait and
// retires of one register each for every kind of result.
TEST(ExtIntrinsicTable, FixedRowsAndAsyncResults) {
  EXPECT_STREQ(fixedRecord(WgmmaFence).Name,
               "llvm.nvvm.wgmma.fence.sync.aligned");
  EXPECT_STREQ(fixedRecord(Tcgen05WaitSt).Name, "llvm.nvvm.tcgen05.wait.st");
  EXPECT_STREQ(fixedRecord(CvtaSharedClusterToGeneric).Name,
               "llvm.nvvm.ext.cvta.shared.cluster.to.generic");
  EXPECT_EQ(fixedRecord(WgmmaWaitGroup).AsyncResults, WgmmaAccumulatorsWait);
  EXPECT_EQ(fixedRecord(Tcgen05WaitLd).AsyncResults, Tcgen05LdRegistersWait);

  LLVMContext Ctx;
  unsigned Waits = 0;
  StringSet<> Retires;
  for (const NVPTXExtIntrinsicRecord &R : records()) {
    StringRef Name = R.Name;
    EXPECT_EQ(R.AsyncResults == WgmmaAccumulators,
              Name.starts_with("llvm.nvvm.wgmma.mma_async."))
        << Name.str();
    EXPECT_EQ(R.AsyncResults == Tcgen05LdRegisters,
              Name.starts_with("llvm.nvvm.tcgen05.ld."))
        << Name.str();
    Waits += R.AsyncResults == WgmmaAccumulatorsWait ||
             R.AsyncResults == Tcgen05LdRegistersWait;
    if (R.AsyncResults != WgmmaAccumulatorsRetire &&
        R.AsyncResults != Tcgen05LdRegistersRetire)
      continue;
    Retires.insert(Name);
    FunctionType *FT = getPrototype(R, Ctx).Type;
    ASSERT_EQ(FT->getNumParams(), 1u) << Name.str();
    EXPECT_EQ(FT->getReturnType(), FT->getParamType(0)) << Name.str();
    EXPECT_TRUE(isInternal(R)) << Name.str();
  }
  EXPECT_EQ(Waits, 2u);
  // Every kind retires 32-bit registers: other types go through them.
  EXPECT_TRUE(Retires.contains("llvm.nvvm.ext.wgmma.retire.b32"));
  EXPECT_TRUE(Retires.contains("llvm.nvvm.ext.tcgen05.retire.b32"));
  EXPECT_EQ(Retires.size(), 4u);
}

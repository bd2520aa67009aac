//===- NVPTXGEPConstantBases.cpp - GEP bases' offsets moved outward ------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A kernel that carves several arrays out of one shared-memory buffer
// indexes each as `getelementptr T, ptr addrspace(3) getelementptr (i8,
// @smem, C), i64 %i`: a variable index into a base that is a constant
// offset from another pointer. SeparateConstOffsetFromGEP moves constant
// offsets to the end of an address so that selection folds them into the
// load's or store's immediate and the addresses of different arrays share
// one register, but LLVM 19's version takes them only from the indices (and
// from a base GEP instruction only where the outer indices have none):
// there every array's address stays its own `@smem + C + 16 * %i`, all live
// at once. IST-DASLab's Marlin kernel has 48 of them: 186 registers at
// sm_80 where LLVM 22, whose SeparateConstOffsetFromGEP also takes the
// base's offset, gets 128.
//
// This pass, run right before SeparateConstOffsetFromGEP, rewrites such a
// GEP as `getelementptr i8, (getelementptr T, Base, %i), C`: the variable
// part on the base's own base, the constant last, where that pass and
// selection combine it with the offsets they find in the indices. inbounds
// and the other wrap flags are dropped, since the reordered intermediate
// address need not stay within the object.
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace {

class NVPTXGEPConstantBases : public FunctionPass {
public:
  static char ID;
  NVPTXGEPConstantBases() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "NVPTX GEP constant base offsets";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXGEPConstantBases::ID = 0;
INITIALIZE_PASS(NVPTXGEPConstantBases, "nvptx-gep-constant-bases",
                "NVPTX GEP constant base offsets", false, false)

FunctionPass *llvm::createNVPTXGEPConstantBasesPass() {
  return new NVPTXGEPConstantBases();
}

/// The base GEP of \p GEP, when \p GEP has a variable index and its base is
/// a GEP with only constant indices whose offset fits a PTX address
/// immediate; the offset in \p Offset.
static GEPOperator *constantOffsetBase(GetElementPtrInst *GEP,
                                       const DataLayout &DL, APInt &Offset) {
  if (GEP->getType()->isVectorTy() || GEP->hasAllConstantIndices())
    return nullptr;
  auto *Base = dyn_cast<GEPOperator>(GEP->getPointerOperand());
  if (!Base || Base->getType()->isVectorTy() ||
      Base->getPointerOperandType()->isVectorTy())
    return nullptr;
  Offset = APInt(DL.getIndexTypeSizeInBits(Base->getType()), 0);
  if (!Base->accumulateConstantOffset(DL, Offset) || Offset.isZero())
    return nullptr;
  // PTX address immediates are signed 32-bit.
  return Offset.isSignedIntN(32) ? Base : nullptr;
}

bool NVPTXGEPConstantBases::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  const DataLayout &DL = F.getDataLayout();
  SmallVector<GetElementPtrInst *, 16> Worklist;
  for (Instruction &I : instructions(F))
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      Worklist.push_back(GEP);

  bool Changed = false;
  // Base GEP instructions left without users, deleted at the end: a later
  // item of the worklist may be one.
  SmallVector<WeakTrackingVH, 8> Bases;
  for (GetElementPtrInst *GEP : Worklist) {
    APInt Offset;
    GEPOperator *Base = constantOffsetBase(GEP, DL, Offset);
    if (!Base)
      continue;
    IRBuilder<> Builder(GEP);
    SmallVector<Value *, 4> Indices(GEP->indices());
    Value *Variable = Builder.CreateGEP(GEP->getSourceElementType(),
                                        Base->getPointerOperand(), Indices);
    Value *Address = Builder.CreateGEP(Builder.getInt8Ty(), Variable,
                                       Builder.getInt(Offset));
    Address->takeName(GEP);
    GEP->replaceAllUsesWith(Address);
    GEP->eraseFromParent();
    if (isa<Instruction>(Base))
      Bases.push_back(Base);
    Changed = true;
  }
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Bases);
  return Changed;
}

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
// A GEP with only constant indices on such a base, `getelementptr i8,
// (getelementptr i8, %p, C1), C2` (the chain a tile loop unrolled into
// cp.async copies leaves), becomes `getelementptr i8, %p, C1 + C2`, as
// LLVM 22's pass accumulates the offsets of a chain: only %p is then live
// into the blocks that use the addresses, each offset an immediate there
// (LLVM 19: %p + C1 computed once and kept live, the rest added to it; in
// FlashAttention 3's combine kernels, whose shared-memory addresses are
// truncated to 32 bits, a 64-bit register more and up to 6 more registers
// per kernel). Visiting the blocks in reverse post-order folds a chain of
// any length into its first pointer.
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
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

/// The base GEP of \p GEP when that base has only constant indices, a
/// non-zero offset that fits a PTX address immediate (in \p Offset), and
/// \p GEP has a variable index or, for a chain of constant offsets, is itself
/// a GEP instruction whose base is one.
static GEPOperator *constantOffsetBase(GetElementPtrInst *GEP,
                                       const DataLayout &DL, APInt &Offset) {
  if (GEP->getType()->isVectorTy())
    return nullptr;
  auto *Base = dyn_cast<GEPOperator>(GEP->getPointerOperand());
  if (!Base || Base->getType()->isVectorTy() ||
      Base->getPointerOperandType()->isVectorTy())
    return nullptr;
  // A constant base of a GEP with constant indices folds with it already.
  if (GEP->hasAllConstantIndices() && !isa<GetElementPtrInst>(Base))
    return nullptr;
  Offset = APInt(DL.getIndexTypeSizeInBits(Base->getType()), 0);
  if (!Base->accumulateConstantOffset(DL, Offset) || Offset.isZero())
    return nullptr;
  // PTX address immediates are signed 32-bit.
  return Offset.isSignedIntN(32) ? Base : nullptr;
}

/// \p GEP, with only constant indices, as one constant offset from the
/// pointer \p Base is a constant offset from (\p BaseOffset); null when
/// the sum does not fit a PTX address immediate.
static Value *foldConstantChain(GetElementPtrInst *GEP, GEPOperator *Base,
                                const APInt &BaseOffset, const DataLayout &DL,
                                IRBuilder<> &Builder) {
  APInt Offset(BaseOffset.getBitWidth(), 0);
  if (!GEP->accumulateConstantOffset(DL, Offset))
    return nullptr;
  bool Overflow;
  APInt Sum = BaseOffset.sadd_ov(Offset, Overflow);
  if (Overflow || !Sum.isSignedIntN(32))
    return nullptr;
  // Two in-bounds steps that do not go backwards stay within the object.
  bool InBounds = GEP->isInBounds() && Base->isInBounds() &&
                  !BaseOffset.isNegative() && !Offset.isNegative();
  return Builder.CreateGEP(Builder.getInt8Ty(), Base->getPointerOperand(),
                           Builder.getInt(Sum), "", InBounds);
}

bool NVPTXGEPConstantBases::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  const DataLayout &DL = F.getDataLayout();
  // In reverse post-order a chain's base is rewritten before its users.
  SmallVector<GetElementPtrInst *, 16> Worklist;
  for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
    for (Instruction &I : *BB)
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
    Value *Address;
    if (GEP->hasAllConstantIndices()) {
      Address = foldConstantChain(GEP, Base, Offset, DL, Builder);
      if (!Address)
        continue;
    } else {
      SmallVector<Value *, 4> Indices(GEP->indices());
      Value *Variable = Builder.CreateGEP(GEP->getSourceElementType(),
                                          Base->getPointerOperand(), Indices);
      Address = Builder.CreateGEP(Builder.getInt8Ty(), Variable,
                                  Builder.getInt(Offset));
    }
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

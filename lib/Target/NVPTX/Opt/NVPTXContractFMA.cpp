//===- NVPTXContractFMA.cpp - contractable mul-adds fused across blocks ---===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// clang writes the `contract` flag on every floating-point operation of CUDA
// code, and selection fuses `fadd contract (fmul contract a, b), c` into
// fma.rn. But selection sees one basic block at a time: where the product
// is computed in another block than the sum that uses it (a loop-invariant
// product LICM hoisted out of a loop that accumulates it, a product
// computed before a branch and added on one side of it), LLVM 19 keeps
// mul.f32 and add.f32 apart, holds the product in a register across the
// blocks, and rounds twice. LLVM 22's NVPTXIRPeephole fuses those in IR
// right before selection; this pass does the same for f32 and f64 scalars:
//
//   fadd (fmul a, b), c  and  fadd c, (fmul a, b)  ->  fma(a, b, c)
//   fsub (fmul a, b), c                            ->  fma(a, b, fneg c)
//   fsub c, (fmul a, b)                            ->  fma(fneg a, b, c)
//
// where the sum and the product both allow contraction and the product has
// no other use (a second use would need the product anyway). Where both
// operands are such products the first one is fused, as in LLVM 22. The
// fma gets the flags both instructions allow as rewrites (contract, reassoc,
// ...) and the value flags (nnan, ninf, nsz) either of them states, so that
// what each promised about its own value still holds; a negation keeps the
// flags of the instruction whose operand it negates.
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {

class NVPTXContractFMA : public FunctionPass {
public:
  static char ID;
  NVPTXContractFMA() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "NVPTX contract FMA"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXContractFMA::ID = 0;
INITIALIZE_PASS(NVPTXContractFMA, "nvptx-contract-fma", "NVPTX contract FMA",
                false, false)

FunctionPass *llvm::createNVPTXContractFMAPass() {
  return new NVPTXContractFMA();
}

/// \p V as a product that may be contracted into its only user.
static BinaryOperator *contractableProduct(Value *V) {
  auto *Mul = dyn_cast<BinaryOperator>(V);
  if (!Mul || Mul->getOpcode() != Instruction::FMul || !Mul->hasOneUse() ||
      !Mul->hasAllowContract())
    return nullptr;
  return Mul;
}

/// The flags of the fma of two instructions with flags \p A and \p B: the
/// rewrites both allow, the facts about the value either states (LLVM 22's
/// FastMathFlags::intersectRewrite | unionValue).
static FastMathFlags fusedFlags(FastMathFlags A, FastMathFlags B) {
  FastMathFlags Fused;
  Fused.setAllowReassoc(A.allowReassoc() && B.allowReassoc());
  Fused.setAllowContract(A.allowContract() && B.allowContract());
  Fused.setAllowReciprocal(A.allowReciprocal() && B.allowReciprocal());
  Fused.setApproxFunc(A.approxFunc() && B.approxFunc());
  Fused.setNoNaNs(A.noNaNs() || B.noNaNs());
  Fused.setNoInfs(A.noInfs() || B.noInfs());
  Fused.setNoSignedZeros(A.noSignedZeros() || B.noSignedZeros());
  return Fused;
}

/// Replaces \p Sum, an fadd or fsub that allows contraction, and the product
/// it adds by one llvm.fma; false where neither operand is a contractable
/// product.
static bool fuseWithProduct(BinaryOperator *Sum) {
  Value *Addend = Sum->getOperand(1);
  bool ProductFirst = true;
  BinaryOperator *Mul = contractableProduct(Sum->getOperand(0));
  if (!Mul) {
    Mul = contractableProduct(Sum->getOperand(1));
    if (!Mul)
      return false;
    Addend = Sum->getOperand(0);
    ProductFirst = false;
  }

  IRBuilder<> Builder(Sum);
  Value *MulLHS = Mul->getOperand(0);
  Value *MulRHS = Mul->getOperand(1);
  if (Sum->getOpcode() == Instruction::FSub) {
    // a * b - c is a * b + (-c); c - a * b is (-a) * b + c. Each negation
    // is exact, so it may carry the flags of the operation it came from.
    if (ProductFirst)
      Addend = Builder.CreateFNegFMF(Addend, Sum);
    else
      MulLHS = Builder.CreateFNegFMF(MulLHS, Mul);
  }

  Value *FMA = Builder.CreateIntrinsic(Intrinsic::fma, {Sum->getType()},
                                       {MulLHS, MulRHS, Addend});
  cast<Instruction>(FMA)->setFastMathFlags(
      fusedFlags(Sum->getFastMathFlags(), Mul->getFastMathFlags()));
  FMA->takeName(Sum);
  Sum->replaceAllUsesWith(FMA);
  Sum->eraseFromParent();
  Mul->eraseFromParent();
  return true;
}

bool NVPTXContractFMA::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  // Collected first: fusing erases the product, which may come after the
  // sum in the function's block order (a dominating block laid out later).
  SmallVector<BinaryOperator *, 32> Sums;
  for (Instruction &I : instructions(F)) {
    if (I.getOpcode() != Instruction::FAdd &&
        I.getOpcode() != Instruction::FSub)
      continue;
    if (!I.hasAllowContract() ||
        !(I.getType()->isFloatTy() || I.getType()->isDoubleTy()))
      continue;
    Sums.push_back(cast<BinaryOperator>(&I));
  }

  bool Changed = false;
  for (BinaryOperator *Sum : Sums)
    Changed |= fuseWithProduct(Sum);
  return Changed;
}

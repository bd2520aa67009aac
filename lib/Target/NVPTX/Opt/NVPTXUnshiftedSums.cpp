//===- NVPTXUnshiftedSums.cpp - shifted-up sums shifted back down --------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// InstCombine writes the byte offset of `p[(int)(i + k)]` over 2-byte
// elements, with i known to fit in 32 bits, as
//
//   lshr exact (add nuw (shl nuw i, 32), k << 32), 31
//
// (the sign extension of the 32-bit sum done with shifts). Each element's
// offset is then its own 64-bit add and shift from i, all live at once:
// TransformerEngine's NVFP4 quantize-transpose kernels at sm_100a read 8
// to 16 elements this way and took 118-122 registers where LLVM 22, whose
// straight-line strength reduction sees through the shifts with
// ScalarEvolution, reaches every offset from the first (44-50 registers).
//
// With both flags the sum cannot wrap, and the expression is the plain
//
//   shl nuw (add nuw i, k), 1
//
// whose constant selection folds into the addresses' immediates (`[%rd +
// 2 * k]` from one base). In general, for `lshr (add nuw (shl nuw X, K),
// C), S` with S <= K and C a multiple of 2^K: X < 2^(64-K) and X + C/2^K
// < 2^(64-K), so the value is (X + C/2^K) * 2^(K-S), and neither the new
// add nor the new shift wraps. This pass, run before
// SeparateConstOffsetFromGEP, rewrites those expressions.
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

class NVPTXUnshiftedSums : public FunctionPass {
public:
  static char ID;
  NVPTXUnshiftedSums() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "NVPTX unshifted sums"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXUnshiftedSums::ID = 0;
INITIALIZE_PASS(NVPTXUnshiftedSums, "nvptx-unshifted-sums",
                "NVPTX unshifted sums", false, false)

FunctionPass *llvm::createNVPTXUnshiftedSumsPass() {
  return new NVPTXUnshiftedSums();
}

/// `(X + C >> K) << (K - S)` for \p Shr, `lshr (add nuw (shl nuw X, K), C),
/// S` with S <= K and C a multiple of 2^K; null where it is not that.
static Value *unshiftedSum(BinaryOperator *Shr) {
  Value *Sum, *X;
  const APInt *S, *K, *C;
  if (!match(Shr, m_LShr(m_Value(Sum), m_APInt(S))) ||
      !match(Sum, m_NUWAdd(m_NUWShl(m_Value(X), m_APInt(K)), m_APInt(C))))
    return nullptr;
  unsigned Width = Shr->getType()->getScalarSizeInBits();
  if (Shr->getType()->isVectorTy() || K->uge(Width) || S->ugt(*K) ||
      C->countr_zero() < K->getZExtValue())
    return nullptr;
  IRBuilder<> Builder(Shr);
  Value *Unshifted = Builder.CreateAdd(
      X, ConstantInt::get(X->getType(), C->lshr(*K)), "", /*HasNUW=*/true);
  return Builder.CreateShl(Unshifted, (*K - *S).getZExtValue(), "",
                           /*HasNUW=*/true);
}

bool NVPTXUnshiftedSums::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  SmallVector<BinaryOperator *, 16> Shifts;
  for (Instruction &I : instructions(F))
    if (I.getOpcode() == Instruction::LShr)
      Shifts.push_back(cast<BinaryOperator>(&I));

  bool Changed = false;
  for (BinaryOperator *Shr : Shifts) {
    Value *Replacement = unshiftedSum(Shr);
    if (!Replacement)
      continue;
    Replacement->takeName(Shr);
    Shr->replaceAllUsesWith(Replacement);
    RecursivelyDeleteTriviallyDeadInstructions(Shr);
    Changed = true;
  }
  return Changed;
}

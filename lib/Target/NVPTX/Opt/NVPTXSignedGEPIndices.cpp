//===- NVPTXSignedGEPIndices.cpp - GEP indices SLSR can factor ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A loop `a[i] = p[i * threadIdx.x]` unrolled by clang becomes one GEP per
// element, `gep float, ptr %p, i64 (zext nneg (mul nuw nsw i32 %tid, k))`.
// StraightLineStrengthReduce would compute each address from the previous
// one (`p + (k+1)*tid*4 = (p + k*tid*4) + tid*4`: one add), but LLVM 19's
// version factors a GEP index only through a sext, the extension clang
// wrote before LLVM 18; since then InstCombine writes `zext nneg` for a
// non-negative value and SLSR leaves every address its own mul.lo, mul.wide
// and add, all live at once (a __launch_bounds__(128, 4) kernel: 72
// registers where LLVM 22, whose SLSR works on SCEV deltas, gets 56).
//
// Where the extended value cannot be negative (the zext says nneg, or
// ValueTracking proves it, as NaryReassociate does for the same purpose),
// zext and sext give the same index, so this pass rewrites the index as a
// sext of the same value, for SLSR to factor. A zext nneg of a negative
// value is poison, which the sext refines. Only indices SLSR can reduce
// from one another are rewritten: different multiples (`S *nsw C`,
// `S <<nsw C`, S itself) of one stride S into one pointer. Elsewhere the
// sext would only change the code selection and LSR make (rewriting every
// index cost a CUTLASS reference GEMM 16 bytes of spills).
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

class NVPTXSignedGEPIndices : public FunctionPass {
public:
  static char ID;
  NVPTXSignedGEPIndices() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "NVPTX signed GEP indices"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<AssumptionCacheTracker>();
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXSignedGEPIndices::ID = 0;
INITIALIZE_PASS_BEGIN(NVPTXSignedGEPIndices, "nvptx-signed-gep-indices",
                      "NVPTX signed GEP indices", false, false)
INITIALIZE_PASS_DEPENDENCY(AssumptionCacheTracker)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_END(NVPTXSignedGEPIndices, "nvptx-signed-gep-indices",
                    "NVPTX signed GEP indices", false, false)

FunctionPass *llvm::createNVPTXSignedGEPIndicesPass() {
  return new NVPTXSignedGEPIndices();
}

/// A non-negative GEP index `zext (C * S)`, C a constant: the form SLSR
/// reduces from another multiple of S (its group's key names S).
struct StridedIndex {
  Use *Index;
  APInt Multiple;
};

/// \p Narrow as C * S: `S *nsw C`, `S <<nsw C` or S itself (C = 1).
static std::pair<Value *, APInt> asMultiple(Value *Narrow) {
  Value *Stride;
  const APInt *C;
  unsigned Width = Narrow->getType()->getScalarSizeInBits();
  if (match(Narrow, m_NSWMul(m_Value(Stride), m_APInt(C))))
    return {Stride, *C};
  if (match(Narrow, m_NSWShl(m_Value(Stride), m_APInt(C))) && C->ult(Width - 1))
    return {Stride, APInt::getOneBitSet(Width, C->getZExtValue())};
  return {Narrow, APInt(Width, 1)};
}

bool NVPTXSignedGEPIndices::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  const DataLayout &DL = F.getDataLayout();
  DominatorTree &DT = getAnalysis<DominatorTreeWrapperPass>().getDomTree();
  AssumptionCache &AC =
      getAnalysis<AssumptionCacheTracker>().getAssumptionCache(F);

  // The non-negative zero-extended GEP indices, grouped as SLSR would pair
  // them: same pointer, element type, index position and stride.
  using GroupKey = std::tuple<Value *, Type *, unsigned, Value *>;
  MapVector<GroupKey, SmallVector<StridedIndex, 4>> Groups;
  for (Instruction &I : instructions(F)) {
    auto *GEP = dyn_cast<GetElementPtrInst>(&I);
    if (!GEP)
      continue;
    for (Use &Index : GEP->indices()) {
      auto *ZExt = dyn_cast<ZExtInst>(Index.get());
      if (!ZExt || ZExt->getType()->isVectorTy())
        continue;
      Value *Narrow = ZExt->getOperand(0);
      if (!ZExt->hasNonNeg() &&
          !isKnownNonNegative(Narrow, SimplifyQuery(DL, &DT, &AC, ZExt)))
        continue;
      auto [Stride, Multiple] = asMultiple(Narrow);
      Groups[{GEP->getPointerOperand(), GEP->getSourceElementType(),
              Index.getOperandNo(), Stride}]
          .push_back({&Index, Multiple});
    }
  }

  // Only a group with two different multiples has something for SLSR to
  // reduce; elsewhere the sext would only change the code selection and LSR
  // make of the index. And only where each index's multiple differs from
  // the one before it (SLSR's basis, the closest dominating candidate) by
  // a power of two, which SLSR adds as S or S shifted: for other
  // differences it multiplies, and `&p[4 * S]` after `&p[S]` became
  // `&p[S] + 12 * S`, a multiply and a live range where a shift sufficed
  // (mamba's selective_scan_bwd_kernel at sm_80: 125 registers, 115 without
  // the rewrite, as with LLVM 22, whose SLSR weighs the delta's cost).
  bool Changed = false;
  DenseMap<ZExtInst *, Instruction *> SignedOf;
  for (auto &[Key, Indices] : Groups) {
    if (all_of(Indices, [&](const StridedIndex &Other) {
          return Other.Multiple == Indices.front().Multiple;
        }))
      continue;
    if (any_of(zip(Indices, drop_begin(Indices)), [](const auto &Pair) {
          APInt Delta = std::get<1>(Pair).Multiple - std::get<0>(Pair).Multiple;
          return !Delta.isZero() && !Delta.abs().isPowerOf2();
        }))
      continue;
    for (const StridedIndex &Strided : Indices) {
      auto *ZExt = cast<ZExtInst>(Strided.Index->get());
      Instruction *&SExt = SignedOf[ZExt];
      if (!SExt) {
        // Placed where the zext is, it dominates every use of the zext.
        SExt = new SExtInst(ZExt->getOperand(0), ZExt->getType(), "",
                            ZExt->getIterator());
        SExt->takeName(ZExt);
        SExt->setDebugLoc(ZExt->getDebugLoc());
      }
      Strided.Index->set(SExt);
      Changed = true;
    }
  }
  for (auto &[ZExt, SExt] : SignedOf)
    if (ZExt->use_empty())
      ZExt->eraseFromParent();
  return Changed;
}

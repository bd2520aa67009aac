//===- NVPTXGEPStrideDeltas.cpp - Addresses from a dominating address ----===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A loop unrolled over i, `p[base + i * blockDim.x]`, becomes one GEP per
// element, each index its own sum: `gep float, ptr %p, (sext (add %a,
// %ntid))`, `(sext (add %a, (shl %ntid, 1)))`, ... LLVM 19's
// StraightLineStrengthReduce relates two addresses only when their indices
// are constant multiples of one stride; these differ by a variable, so
// every address keeps its own 64-bit extension and shift, and the
// multi-tensor kernels of PyTorch, apex and TransformerEngine (the loads of
// one unrolled phase, the stores of the next) keep them all live: TE's
// multi_tensor Adam, 54 registers, where LLVM 22 gets 38.
//
// LLVM 22's SLSR computes the difference of two indices with
// ScalarEvolution and, when an existing value holds it, writes the later
// address as the earlier one plus that value scaled: `p[S'] = (char *)p[S]
// + sext(S' - S) * sizeof(T)`. This pass adds that rewrite for addresses
// (SLSR's "stride delta" of the GEP form, LLVM 22's first choice after a
// base delta) after LLVM 19's SLSR has taken the constant deltas. As in
// LLVM 22, the difference of two extended 32-bit indices (`sext`, or the
// `zext nneg` clang writes) is taken on the 32-bit values and extended
// afterwards, and the basis is the closest dominating address of the same
// pointer and element size. A phi whose incoming values all have one SCEV
// takes it, as LLVM 22's ScalarEvolution gives it and LLVM 19's does not
// (CUB's merge sort merges `tid + 256 * k` from both arms of an if: 47
// registers at sm_80, LLVM 22 40, now 40).
//
//===----------------------------------------------------------------------===//

#include "NVPTXOpt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"
#include <list>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

class NVPTXGEPStrideDeltas : public FunctionPass {
public:
  static char ID;
  NVPTXGEPStrideDeltas() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "NVPTX GEP stride deltas"; }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.addRequired<ScalarEvolutionWrapperPass>();
    AU.addRequired<TargetTransformInfoWrapperPass>();
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

/// An address `&B[S * Size]`: one sequential index of a GEP, S (or the
/// narrow value of `sext S`), the rest of the address (B) kept as a SCEV.
struct Address {
  GetElementPtrInst *GEP;
  const SCEV *Base;
  uint64_t Size;
  Value *Stride;
  const SCEV *StrideSCEV;
  // Set when a dominating address and the difference of the strides are
  // found: the GEP becomes Basis + sext(Delta) * Size.
  Address *Basis = nullptr;
  Value *Delta = nullptr;
};

class StrideDeltaRewriter {
public:
  StrideDeltaRewriter(const DataLayout &DL, DominatorTree &DT,
                      ScalarEvolution &SE, const TargetTransformInfo &TTI)
      : DL(DL), DT(DT), SE(SE), TTI(TTI) {}

  bool run(Function &F);

private:
  void collect(GetElementPtrInst *GEP);
  void recordStride(Value *V);
  void recordStride(Value *V, const SCEV *S);
  const SCEV *scevOf(Value *V) const;
  void findBasis(Address &A);
  Value *valueOf(const SCEV *S, const Instruction *At) const;
  void rewrite(Address &A);

  const DataLayout &DL;
  DominatorTree &DT;
  ScalarEvolution &SE;
  const TargetTransformInfo &TTI;

  std::list<Address> Addresses;
  // The addresses that may serve as a basis, by (rest of the address,
  // element size, pointer type, stride type), in dominator-tree order.
  using Key = std::tuple<const SCEV *, uint64_t, Type *, Type *>;
  DenseMap<Key, DenseMap<const BasicBlock *, SmallVector<Address *, 4>>> ByKey;
  // Instructions holding the value of a SCEV, in dominator-tree order: the
  // deltas a rewrite may use without computing anything new.
  DenseMap<const SCEV *, SmallSetVector<Instruction *, 2>> Holders;
};

} // namespace

char NVPTXGEPStrideDeltas::ID = 0;
INITIALIZE_PASS_BEGIN(NVPTXGEPStrideDeltas, "nvptx-gep-stride-deltas",
                      "NVPTX GEP stride deltas", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_DEPENDENCY(ScalarEvolutionWrapperPass)
INITIALIZE_PASS_DEPENDENCY(TargetTransformInfoWrapperPass)
INITIALIZE_PASS_END(NVPTXGEPStrideDeltas, "nvptx-gep-stride-deltas",
                    "NVPTX GEP stride deltas", false, false)

FunctionPass *llvm::createNVPTXGEPStrideDeltasPass() {
  return new NVPTXGEPStrideDeltas();
}

/// V's SCEV; for a phi LLVM 19's ScalarEvolution leaves unknown, the SCEV
/// all its incoming values share where that SCEV's operands dominate the
/// phi, as LLVM 22's gives it: the index `tid + 256` computed in both arms
/// of an if and merged is then 256 from `tid`.
const SCEV *StrideDeltaRewriter::scevOf(Value *V) const {
  const SCEV *S = SE.getSCEV(V);
  auto *Phi = dyn_cast<PHINode>(V);
  if (!Phi || !isa<SCEVUnknown>(S) || Phi->getNumIncomingValues() == 0)
    return S;
  const SCEV *Shared = nullptr;
  for (Value *In : Phi->incoming_values()) {
    if (In == Phi)
      return S;
    const SCEV *InS = SE.getSCEV(In);
    if (Shared && InS != Shared)
      return S;
    Shared = InS;
  }
  // Its operands must be available where the phi is.
  return SE.properlyDominates(Shared, Phi->getParent()) ? Shared : S;
}

void StrideDeltaRewriter::recordStride(Value *V) {
  if (isa<Instruction>(V) && SE.isSCEVable(V->getType()))
    recordStride(V, scevOf(V));
}

void StrideDeltaRewriter::recordStride(Value *V, const SCEV *S) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || isa<SCEVCouldNotCompute, SCEVUnknown, SCEVConstant>(S))
    return;
  Holders[S].insert(I);
}

Value *StrideDeltaRewriter::valueOf(const SCEV *S,
                                    const Instruction *At) const {
  if (auto *C = dyn_cast<SCEVConstant>(S))
    return C->getValue();
  if (auto *U = dyn_cast<SCEVUnknown>(S)) {
    auto *I = dyn_cast<Instruction>(U->getValue());
    return !I || DT.dominates(I, At) ? U->getValue() : nullptr;
  }
  auto It = Holders.find(S);
  if (It == Holders.end())
    return nullptr;
  // The latest holder in dominator-tree order is the closest one.
  for (Instruction *I : reverse(It->second))
    if (DT.dominates(I, At))
      return I;
  return nullptr;
}

void StrideDeltaRewriter::collect(GetElementPtrInst *GEP) {
  if (GEP->getType()->isVectorTy())
    return;
  // An address the target folds into its addressing mode costs nothing to
  // compute on its own.
  SmallVector<const Value *, 4> Indices(GEP->indices());
  if (TTI.getGEPCost(GEP->getSourceElementType(), GEP->getPointerOperand(),
                     Indices) == TargetTransformInfo::TCC_Free)
    return;

  SmallVector<const SCEV *, 4> IndexSCEVs;
  for (Use &Index : GEP->indices())
    IndexSCEVs.push_back(SE.getSCEV(Index));
  unsigned IndexBits = DL.getIndexSizeInBits(GEP->getAddressSpace());
  gep_type_iterator GTI = gep_type_begin(GEP);
  for (unsigned I = 0, E = GEP->getNumIndices(); I != E; ++I, ++GTI) {
    if (GTI.isStruct())
      continue;
    Value *Index = GEP->getOperand(I + 1);
    TypeSize Size = GTI.getSequentialElementStride(DL);
    if (Size.isScalable() || Size.getFixedValue() == 0 ||
        !isUIntN(IndexBits, Size.getFixedValue()))
      continue;
    // The rest of the address: the GEP with this index zero.
    const SCEV *Saved = IndexSCEVs[I];
    IndexSCEVs[I] = SE.getZero(Saved->getType());
    const SCEV *Base = SE.getGEPExpr(cast<GEPOperator>(GEP), IndexSCEVs);
    IndexSCEVs[I] = Saved;

    // The index itself, and for an extended index the narrow value, whose
    // differences ScalarEvolution can take where the extension's cannot be.
    SmallVector<Value *, 2> Strides;
    if (Index->getType()->getIntegerBitWidth() <= IndexBits)
      Strides.push_back(Index);
    Value *Narrow;
    if (match(Index, m_SExtLike(m_Value(Narrow))) &&
        Narrow->getType()->getIntegerBitWidth() <= IndexBits)
      Strides.push_back(Narrow);

    for (Value *Stride : Strides) {
      const SCEV *StrideSCEV = scevOf(Stride);
      recordStride(Stride, StrideSCEV);
      Addresses.push_back(
          {GEP, Base, Size.getFixedValue(), Stride, StrideSCEV});
      Address &A = Addresses.back();
      findBasis(A);
      ByKey[{Base, A.Size, GEP->getType(), Stride->getType()}][GEP->getParent()]
          .push_back(&A);
    }
  }
}

void StrideDeltaRewriter::findBasis(Address &A) {
  auto It = ByKey.find({A.Base, A.Size, A.GEP->getType(), A.Stride->getType()});
  if (It == ByKey.end())
    return;
  // The closest dominating address first: this block's, latest first, then
  // each dominator's.
  for (DomTreeNode *Node = DT.getNode(A.GEP->getParent()); Node;
       Node = Node->getIDom()) {
    auto InBlock = It->second.find(Node->getBlock());
    if (InBlock == It->second.end())
      continue;
    for (Address *Basis : reverse(InBlock->second)) {
      if (Basis->GEP == A.GEP)
        continue;
      Value *Delta =
          valueOf(SE.getMinusSCEV(A.StrideSCEV, Basis->StrideSCEV), A.GEP);
      if (!Delta)
        continue;
      // The basis's own value must be no more poisonous than its SCEV,
      // which the difference was taken on (flags that are not are dropped).
      // Asked only of a basis with a usable delta: the walk is not free.
      SmallVector<Instruction *, 4> DropPoisonFlags;
      if (!SE.canReuseInstruction(SE.getSCEV(Basis->GEP), Basis->GEP,
                                  DropPoisonFlags))
        continue;
      for (Instruction *I : DropPoisonFlags)
        I->dropPoisonGeneratingAnnotations();
      A.Basis = Basis;
      A.Delta = Delta;
      return;
    }
  }
}

void StrideDeltaRewriter::rewrite(Address &A) {
  GetElementPtrInst *GEP = A.GEP;
  IRBuilder<> Builder(GEP);
  Value *Reduced = A.Basis->GEP;
  auto *ConstDelta = dyn_cast<ConstantInt>(A.Delta);
  if (!ConstDelta || !ConstDelta->isZero()) {
    Type *IndexTy = DL.getIndexType(GEP->getType());
    Value *Bump = Builder.CreateSExtOrTrunc(A.Delta, IndexTy);
    APInt Size(IndexTy->getIntegerBitWidth(), A.Size);
    if (Size.isPowerOf2()) {
      if (!Size.isOne())
        Bump = Builder.CreateShl(Bump, Size.logBase2());
    } else {
      Bump = Builder.CreateMul(Bump, ConstantInt::get(IndexTy, Size));
    }
    Reduced = Builder.CreatePtrAdd(A.Basis->GEP, Bump, "", GEP->isInBounds());
    Reduced->takeName(GEP);
  }
  GEP->replaceAllUsesWith(Reduced);
}

bool StrideDeltaRewriter::run(Function &F) {
  // Dominator-tree order: every basis of an address is seen before it.
  for (DomTreeNode *Node : depth_first(&DT))
    for (Instruction &I : *Node->getBlock())
      if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
        collect(GEP);
      else if (I.getOpcode() == Instruction::Add ||
               I.getOpcode() == Instruction::Mul)
        // The factors LLVM 22's SLSR records from its add and mul
        // candidates, which deltas may reuse.
        for (Value *Operand : I.operands()) {
          recordStride(Operand);
          Value *Factor;
          if (match(Operand, m_Mul(m_Value(Factor), m_ConstantInt())) ||
              match(Operand, m_Shl(m_Value(Factor), m_ConstantInt())))
            recordStride(Factor);
        }

  // One rewrite per GEP, as LLVM 22 picks it: a constant delta if one of
  // its addresses has one, else that of the narrow value (collected after
  // the full index). Later GEPs first, so that a GEP rewritten as its basis
  // plus a bump still names the basis, whose own rewrite then replaces it.
  MapVector<GetElementPtrInst *, Address *> Choice;
  for (Address &A : Addresses) {
    if (!A.Basis)
      continue;
    Address *&Chosen = Choice[A.GEP];
    if (!Chosen || !isa<ConstantInt>(Chosen->Delta))
      Chosen = &A;
  }
  SmallVector<WeakTrackingVH, 16> Dead;
  for (auto &[GEP, A] : reverse(Choice)) {
    rewrite(*A);
    Dead.push_back(GEP);
  }
  // Erasing one GEP may erase another whose only user it was.
  for (WeakTrackingVH &V : Dead)
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      RecursivelyDeleteTriviallyDeadInstructions(I);
  return !Choice.empty();
}

bool NVPTXGEPStrideDeltas::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  return StrideDeltaRewriter(
             F.getDataLayout(),
             getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
             getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
             getAnalysis<TargetTransformInfoWrapperPass>().getTTI(F))
      .run(F);
}

//===- NVPTXNullGlobalPointers.cpp - Null in phis of global pointers ------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// CUTLASS's reference kernels, and much code written like them, carry a
// pointer that is either an address in a global array or null
// (`p = A ? A + off : nullptr`, then `if (p) ... p[i]`): in IR a generic
// phi or select of a global address (a kernel's pointer parameter is one
// after NVPTXLowerArgs) and `null`. LLVM 19's InferAddressSpaces takes the
// generic null for a generic pointer, so the phi and every access through
// it stay generic (CUTLASS's GemmComplex<half_t>: 64 generic loads, 255
// registers where LLVM 22's llc, which infers global, needs 182).
//
// A null operand of such a phi or select becomes the global null cast to
// generic, `addrspacecast (ptr addrspace(1) null to ptr)`, when every other
// operand is an address in the global space (cast from it, through GEPs,
// phis and selects): InferAddressSpaces then infers the global space for
// the phi. The value is the same: the generic address of global address 0
// is 0 (cvta.global maps the global window one to one), so comparisons
// with null keep their meaning.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXOpt.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;

namespace {

class NVPTXNullGlobalPointers : public FunctionPass {
public:
  static char ID;
  NVPTXNullGlobalPointers() : FunctionPass(ID) {}

  StringRef getPassName() const override {
    return "NVPTX null global pointers";
  }

  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
  }

  bool runOnFunction(Function &F) override;
};

} // namespace

char NVPTXNullGlobalPointers::ID = 0;
INITIALIZE_PASS(NVPTXNullGlobalPointers, "nvptx-null-global-pointers",
                "NVPTX null global pointers", false, false)

FunctionPass *llvm::createNVPTXNullGlobalPointersPass() {
  return new NVPTXNullGlobalPointers();
}

static bool isNull(const Value *V) {
  return isa<ConstantPointerNull, UndefValue>(V);
}

/// The pointer operands of the phi or select \p I.
static iterator_range<Use *> pointerOperands(Instruction &I) {
  return isa<SelectInst>(I) ? drop_begin(I.operands())
                            : make_range(I.op_begin(), I.op_end());
}

/// The generic phis and selects of \p F whose every operand is null or an
/// address in the global space: a cast from it, possibly through GEPs, or
/// another of them. The largest such set: all of F's generic phis and
/// selects, less, until none is left to drop, those with an operand of
/// another kind, or with null alone (a loop's phis are each other's
/// operands).
static DenseSet<Instruction *> globalPhisAndSelects(Function &F) {
  SmallVector<Instruction *, 16> Candidates;
  for (Instruction &I : instructions(F))
    if (isa<PHINode, SelectInst>(I) && I.getType()->isPointerTy() &&
        I.getType()->getPointerAddressSpace() == ADDRESS_SPACE_GENERIC)
      Candidates.push_back(&I);
  DenseSet<Instruction *> Global(Candidates.begin(), Candidates.end());
  auto IsGlobal = [&](Value *V) {
    // Through GEPs (stripPointerCasts would look through the cast from the
    // global space too).
    while (auto *GEP = dyn_cast<GEPOperator>(V))
      V = GEP->getPointerOperand();
    if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(V))
      return Cast->getSrcAddressSpace() == ADDRESS_SPACE_GLOBAL;
    auto *I = dyn_cast<Instruction>(V);
    return I && Global.contains(I);
  };
  for (bool Dropped = true; Dropped;) {
    Dropped = false;
    for (Instruction *I : Candidates) {
      if (!Global.contains(I))
        continue;
      auto Operands = pointerOperands(*I);
      if (all_of(Operands, [](Use &Op) { return isNull(Op); }) ||
          any_of(Operands,
                 [&](Use &Op) { return !isNull(Op) && !IsGlobal(Op); })) {
        Global.erase(I);
        Dropped = true;
      }
    }
  }
  return Global;
}

bool NVPTXNullGlobalPointers::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  bool Changed = false;
  DenseSet<Instruction *> Global = globalPhisAndSelects(F);
  Constant *GlobalNull = ConstantExpr::getAddrSpaceCast(
      ConstantPointerNull::get(
          PointerType::get(F.getContext(), ADDRESS_SPACE_GLOBAL)),
      PointerType::get(F.getContext(), ADDRESS_SPACE_GENERIC));
  for (Instruction &I : instructions(F)) {
    if (!Global.contains(&I))
      continue;
    for (Use &Op : pointerOperands(I))
      if (isa<ConstantPointerNull>(Op.get())) {
        Op.set(GlobalNull);
        Changed = true;
      }
  }
  return Changed;
}

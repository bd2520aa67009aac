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
#include "llvm/ADT/DenseMap.h"
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

private:
  /// Whether \p V is an address in the global space: a cast from it,
  /// possibly through GEPs, or a phi or select of such addresses and null.
  /// A phi being decided counts as one (the phis of a loop).
  bool isGlobalAddress(Value *V);

  DenseMap<Value *, bool> Known;
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

bool NVPTXNullGlobalPointers::isGlobalAddress(Value *V) {
  // Through GEPs (stripPointerCasts would look through the cast from the
  // global space too).
  while (auto *GEP = dyn_cast<GEPOperator>(V))
    V = GEP->getPointerOperand();
  if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(V))
    return Cast->getSrcAddressSpace() == ADDRESS_SPACE_GLOBAL;
  if (!isa<PHINode, SelectInst>(V))
    return false;
  auto [It, Inserted] = Known.try_emplace(V, true);
  if (!Inserted)
    return It->second;
  auto *I = cast<Instruction>(V);
  bool Global = false;
  for (Use &Op : isa<SelectInst>(I) ? drop_begin(I->operands())
                                    : make_range(I->op_begin(), I->op_end())) {
    if (isNull(Op))
      continue;
    if (!isGlobalAddress(Op)) {
      Global = false;
      break;
    }
    Global = true;
  }
  Known[V] = Global;
  return Global;
}

bool NVPTXNullGlobalPointers::runOnFunction(Function &F) {
  if (skipFunction(F))
    return false;
  Known.clear();
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    auto *PtrTy = dyn_cast<PointerType>(I.getType());
    if (!PtrTy || PtrTy->getAddressSpace() != ADDRESS_SPACE_GENERIC ||
        !isa<PHINode, SelectInst>(I))
      continue;
    auto Operands = isa<SelectInst>(I) ? drop_begin(I.operands())
                                       : make_range(I.op_begin(), I.op_end());
    if (none_of(Operands,
                [](Use &Op) { return isa<ConstantPointerNull>(Op.get()); }) ||
        !isGlobalAddress(&I))
      continue;
    Constant *GlobalNull = ConstantExpr::getAddrSpaceCast(
        ConstantPointerNull::get(
            PointerType::get(F.getContext(), ADDRESS_SPACE_GLOBAL)),
        PtrTy);
    for (Use &Op : Operands)
      if (isa<ConstantPointerNull>(Op.get())) {
        Op.set(GlobalNull);
        Changed = true;
      }
  }
  return Changed;
}

//===- Legalize.cpp - Atom operands into instruction operands -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the lowerings do to the call's values once they are checked: split a
// vector into the 32-bit registers an instruction takes and rebuild one from
// its results, cast shared memory to shared::cluster, mark warp-synchronous
// calls convergent, and declare the intrinsics they call. The checking lives
// with each family and in OperandContract.
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "OperandContract.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace llvm::lower_atoms;

// A name the lowering builds always has its row unless the intrinsic tables
// and the atom library disagree, which no input can bring about; this makes
// the lowering see the table without some rows, so that the lit tests can
// check that such a disagreement is reported for the call rather than ending
// the compilation.
static cl::list<std::string> IntrinsicsTakenAway(
    "nvptx-lower-atoms-without-intrinsic", cl::Hidden, cl::CommaSeparated,
    cl::desc("Lower atoms as if the intrinsic tables lacked these names "
             "(testing)"));

static bool takenAway(StringRef Name) {
  return is_contained(IntrinsicsTakenAway, Name);
}

unsigned lower_atoms::registerBits(const Type *T) {
  if (!(isa<FixedVectorType>(T) || T->isIntegerTy() || T->isFloatingPointTy()))
    return 0;
  return T->getPrimitiveSizeInBits().getFixedValue();
}

SmallVector<Value *, 8> lower_atoms::splitRegisters(IRBuilder<> &B, Value *V,
                                                    Type *RegTy,
                                                    unsigned Count) {
  Type *T = V->getType();
  if (registerBits(T) != Count * 32u)
    return {};
  SmallVector<Value *, 8> Regs;
  if (auto *Pair = dyn_cast<FixedVectorType>(RegTy)) {
    Value *Elements = B.CreateBitCast(
        V, FixedVectorType::get(Pair->getElementType(), 2 * Count));
    for (unsigned I = 0; I < Count; ++I)
      Regs.push_back(
          B.CreateShuffleVector(Elements, {int(2 * I), int(2 * I + 1)}));
    return Regs;
  }
  Value *Vec = B.CreateBitCast(V, FixedVectorType::get(RegTy, Count));
  for (unsigned I = 0; I < Count; ++I)
    Regs.push_back(B.CreateExtractElement(Vec, I));
  return Regs;
}

SmallVector<Value *, 8> lower_atoms::reuseRegisters(AtomLowering &L,
                                                    IRBuilder<> &B, Value *V,
                                                    Type *RegTy,
                                                    unsigned Count) {
  auto It = L.Rebuilt.find(V);
  if (It != L.Rebuilt.end() && It->second.size() == Count &&
      It->second.front()->getType() == RegTy)
    return SmallVector<Value *, 8>(It->second.begin(), It->second.end());
  return splitRegisters(B, V, RegTy, Count);
}

std::optional<SmallVector<Value *, 16>> lower_atoms::splitRegisterOperands(
    AtomLowering &L, IRBuilder<> &B, CallBase &Call,
    const OperandContract &Contract, bool Reuse) {
  SmallVector<Value *, 16> Registers;
  for (auto [I, Operand] : enumerate(Contract.operands())) {
    if (!Operand.isRegisters())
      continue;
    Value *V = OperandContract::operand(Call, I);
    SmallVector<Value *, 8> Split =
        Reuse ? reuseRegisters(L, B, V, Operand.RegisterType, Operand.Registers)
              : splitRegisters(B, V, Operand.RegisterType, Operand.Registers);
    if (Split.empty()) {
      L.reject(Call, Contract.operandProblem(I, V->getType()));
      return std::nullopt;
    }
    append_range(Registers, Split);
  }
  return Registers;
}

Value *lower_atoms::rebuildFromRegisters(IRBuilder<> &B, Value *Result,
                                         Type *T) {
  auto *ST = cast<StructType>(Result->getType());
  Type *Elt = ST->getElementType(0);
  unsigned N = ST->getNumElements();
  Value *Vec;
  if (auto *Pair = dyn_cast<FixedVectorType>(Elt)) { // <2 x half> each
    Vec = PoisonValue::get(FixedVectorType::get(Pair->getElementType(), 2 * N));
    for (unsigned I = 0; I < N; ++I)
      for (unsigned J = 0; J < 2; ++J)
        Vec = B.CreateInsertElement(
            Vec, B.CreateExtractElement(B.CreateExtractValue(Result, I), J),
            2 * I + J);
  } else {
    Vec = PoisonValue::get(FixedVectorType::get(Elt, N));
    for (unsigned I = 0; I < N; ++I)
      Vec = B.CreateInsertElement(Vec, B.CreateExtractValue(Result, I), I);
  }
  return B.CreateBitCast(Vec, T);
}

Value *lower_atoms::toSharedCluster(IRBuilder<> &B, Value *Pointer) {
  return B.CreateAddrSpaceCast(
      Pointer,
      PointerType::get(B.getContext(), NVPTXExt::AddressSpaceSharedCluster));
}

void lower_atoms::markConvergent(CallInst *Call) {
  Call->addFnAttr(Attribute::Convergent);
  Call->addFnAttr(Attribute::NoUnwind);
}

/// "`MNEMONIC` lowers to 'NAME', which this build's intrinsic tables lack".
static std::string missingIntrinsic(StringRef Mnemonic, StringRef Name) {
  return ("`" + Mnemonic + "` lowers to '" + Name +
          "', which this build's intrinsic tables lack")
      .str();
}

Function *AtomLowering::extDeclaration(CallBase &Call, StringRef Mnemonic,
                                       StringRef Name) {
  const NVPTXExt::NVPTXExtIntrinsicRecord *R =
      takenAway(Name) ? nullptr : NVPTXExt::lookup(Name);
  if (!R) {
    reject(Call, missingIntrinsic(Mnemonic, Name));
    return nullptr;
  }
  return NVPTXExt::getDeclaration(*F.getParent(), *R);
}

Function *AtomLowering::coreDeclaration(CallBase &Call, StringRef Mnemonic,
                                        StringRef Name,
                                        ArrayRef<Type *> Types) {
  Intrinsic::ID ID = Function::lookupIntrinsicID(Name);
  if (takenAway(Name) || ID == Intrinsic::not_intrinsic) {
    reject(Call, missingIntrinsic(Mnemonic, Name));
    return nullptr;
  }
  return Intrinsic::getDeclaration(F.getParent(), ID, Types);
}

std::string AtomLowering::checkExtTarget(StringRef Name, int64_t CtaGroup) {
  const NVPTXExt::NVPTXExtIntrinsicRecord *R =
      takenAway(Name) ? nullptr : NVPTXExt::lookup(Name);
  if (!R)
    return ("'" + Name + "' is missing from this build's intrinsic tables")
        .str();
  return NVPTXExt::checkTarget(*R, ST, [&](unsigned) { return CtaGroup; });
}

std::string AtomLowering::checkExtTarget(NVPTXExt::FixedIntrinsic Which) {
  return NVPTXExt::checkTarget(NVPTXExt::fixedRecord(Which), ST,
                               [](unsigned) { return 0; });
}

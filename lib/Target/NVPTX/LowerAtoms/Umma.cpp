//===- Umma.cpp - SM100/SM103 tcgen05.mma ---------------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The UMMA atoms (sm100.mma, sm100.mma_sp, sm100.mma_bs, sm100.mma_bs_sp)
// become the LLVM 22 tcgen05.mma intrinsics with the instruction descriptor
// the atom library builds; the extended-intrinsic checks then verify them
// against the target and select their MachineInstrs (docs/AtomIR.md,
// "UMMA").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "MmaAtom.h"
#include "OperandContract.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// The operands of a UMMA atom: D and whatever else is in tensor memory are
/// addresses there, A (in shared memory) and B are descriptors.
static OperandContract ummaContract(LLVMContext &Ctx, const MmaUse &Use) {
  Type *Tmem = PointerType::get(Ctx, 6), *I64 = Type::getInt64Ty(Ctx);
  StringRef TmemAddress = "a tensor-memory address (ptr addrspace(6))";
  StringRef Descriptor = "a shared-memory descriptor (i64)";
  OperandContract Contract(info(Use.Kind).Mnemonic);
  if (Use.ResidencyA == Residency::SmemDesc)
    Contract.add(AtomOperand::value("A", I64, Descriptor));
  else
    Contract.add(AtomOperand::value("A", Tmem, TmemAddress));
  Contract.add(AtomOperand::value("B", I64, Descriptor))
      .add(AtomOperand::value("D", Tmem, TmemAddress))
      .add(AtomOperand::value("enable_input_d", Type::getInt1Ty(Ctx), "an i1"));
  if (Use.isUmmaSparse())
    Contract.add(AtomOperand::value("metadata", Tmem, TmemAddress));
  if (Use.isUmmaBlockScaled())
    Contract.add(AtomOperand::value("scale_a", Tmem, TmemAddress))
        .add(AtomOperand::value("scale_b", Tmem, TmemAddress));
  return Contract;
}

void lower_atoms::lowerUmma(AtomLowering &L, CallBase &Call,
                            VerifiedAtom &Verified) {
  const MmaUse &Use = Verified.Use;
  StringRef Mnemonic = info(Use.Kind).Mnemonic;
  OperandContract Contract = ummaContract(Call.getContext(), Use);
  if (std::string Problem = Contract.arityProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  if (!Call.getType()->isVoidTy())
    return L.reject(Call, "`" + Mnemonic +
                              "` returns nothing (D is in "
                              "tensor memory); the call returns " +
                              typeName(Call.getType()));
  if (std::string Problem = Contract.valueTypeProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  Function *Mma = L.extDeclaration(Call, Mnemonic, ummaIntrinsicName(Use));
  if (!Mma)
    return;
  IRBuilder<> B(&Call);
  // D, A, B, the instruction descriptor, enable_input_d, then the metadata
  // and scale factors as the call gives them.
  SmallVector<Value *, 12> Args = {
      Contract.operand(Call, "D"), Contract.operand(Call, "A"),
      Contract.operand(Call, "B"), B.getInt32(ummaInstrDescriptor(Use)),
      Contract.operand(Call, "enable_input_d")};
  for (StringRef Name : {"metadata", "scale_a", "scale_b"})
    if (Contract.find(Name))
      Args.push_back(Contract.operand(Call, Name));
  if (!Use.isUmmaBlockScaled())
    Args.push_back(B.getInt32(ummaKindImmediate(Use)));
  Args.append({B.getInt32(Use.CtaGroup), B.getInt32(Use.Collector)});
  B.CreateCall(Mma, Args);
  L.replace(Call);
}

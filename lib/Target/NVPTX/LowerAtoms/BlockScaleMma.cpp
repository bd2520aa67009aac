//===- BlockScaleMma.cpp - SM120/SM121 block-scaled mma.sync --------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SM120.mma_bs becomes the LLVM 22 block-scaled mma.sync intrinsic, which the
// extended-intrinsic checks then verify against the target and select to its
// MachineInstr (docs/AtomIR.md, "SM120 block scale").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "MmaAtom.h"
#include "OperandContract.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

void lower_atoms::lowerBlockScaleMma(AtomLowering &L, CallBase &Call,
                                     VerifiedAtom &Verified) {
  const MmaUse &Use = Verified.Use;
  StringRef Mnemonic = info(Use.Kind).Mnemonic;
  IRBuilder<> B(&Call);
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  std::string Form = " " + std::to_string(Use.M) + "x" + std::to_string(Use.N) +
                     "x" + std::to_string(Use.K) + " " +
                     elementName(Use.A).str();
  OperandContract Contract(Mnemonic, Form);
  Contract.add(AtomOperand::registers("A", I32, 4))
      .add(AtomOperand::registers("B", I32, 2))
      .add(AtomOperand::registers("C", F32, 4))
      .add(AtomOperand::registers("scale_a", I32, 1))
      .add(AtomOperand::registers("scale_b", I32, 1));
  // The result is checked first, when the call has a C at all.
  if (std::string Problem = Contract.resultProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  if (std::string Problem = Contract.arityProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  std::optional<SmallVector<Value *, 16>> Inputs =
      splitRegisterOperands(L, B, Call, Contract);
  if (!Inputs)
    return;
  Function *Intrinsic =
      L.extDeclaration(Call, Mnemonic, blockScaleIntrinsicName(Use));
  if (!Intrinsic)
    return;
  // a0-a3, b0-b1, c0-c3, then scale_a, byte_id_a, thread_id_a, scale_b,
  // byte_id_b, thread_id_b.
  SmallVector<Value *, 16> Args(Inputs->begin(), Inputs->begin() + 10);
  Args.append({(*Inputs)[10], B.getInt16(Use.ByteIdA),
               B.getInt16(Use.ThreadIdA), (*Inputs)[11],
               B.getInt16(Use.ByteIdB), B.getInt16(Use.ThreadIdB)});
  CallInst *Mma = B.CreateCall(Intrinsic, Args, Verified.AliasHint);
  Value *D = PoisonValue::get(FixedVectorType::get(F32, 4));
  for (unsigned I = 0; I < 4; ++I)
    D = B.CreateInsertElement(D, B.CreateExtractValue(Mma, I), I);
  L.replace(Call, B.CreateBitCast(D, Call.getType()));
}

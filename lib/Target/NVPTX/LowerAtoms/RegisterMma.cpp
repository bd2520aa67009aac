//===- RegisterMma.cpp - MMA atoms whose operands are registers -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sm80.mma, sm80.sparse_mma and sm89.mma become mma.sync / mma.sp inline
// assembly (docs/AtomIR.md, "Register MMA"); atom.universal_fma becomes a
// per-thread multiply-add, or LLVM 19's own llvm.nvvm.mma intrinsic for the
// SM70/SM75 tensor-core shapes.
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "MmaAtom.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "OperandContract.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// " 16x8x16 f16": the shape of \p Use and, when \p Element is set, its A
/// type, as the operand diagnostics name the form.
static std::string formOf(const MmaUse &Use, bool Element = true) {
  std::string Form = " " + std::to_string(Use.M) + "x" + std::to_string(Use.N) +
                     "x" + std::to_string(Use.K);
  if (Element)
    Form += " " + elementName(Use.A).str();
  return Form;
}

/// The operands of an SM80/SM89 atom: A, B and C (and the sparse metadata
/// word) in registers.
static OperandContract registerMmaContract(LLVMContext &Ctx, const MmaUse &Use,
                                           const RegisterMmaForm &Form) {
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *AccTy = Form.FloatAccumulator ? Type::getFloatTy(Ctx) : I32;
  OperandContract Contract(info(Use.Kind).Mnemonic, formOf(Use));
  Contract.add(AtomOperand::registers("A", I32, Form.RegistersA))
      .add(AtomOperand::registers("B", I32, Form.RegistersB))
      .add(AtomOperand::registers("C", AccTy, Form.RegistersC));
  if (Use.isSparse())
    Contract.add(AtomOperand::registers("metadata", I32, 1));
  return Contract;
}

void lower_atoms::lowerRegisterMma(AtomLowering &L, CallBase &Call,
                                   VerifiedAtom &Verified) {
  const MmaUse &Use = Verified.Use;
  const NVPTXSubtarget &ST = L.ST;
  if (!Verified.Form)
    Verified.Form = registerMmaForm(Use, ST.getPTXVersion());
  const RegisterMmaForm &Form = *Verified.Form;
  if (ST.getPTXVersion() < Form.MinPtx)
    return L.reject(Call, "`" + info(Use.Kind).Mnemonic + "`" + formOf(Use) +
                              " " + NVPTXExt::needsPtx(Form.MinPtx));
  OperandContract Contract = registerMmaContract(Call.getContext(), Use, Form);
  if (std::string Problem = Contract.arityProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  if (std::string Problem = Contract.resultProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);

  IRBuilder<> B(&Call);
  std::optional<SmallVector<Value *, 16>> Inputs =
      splitRegisterOperands(L, B, Call, Contract, /*Reuse=*/true);
  if (!Inputs)
    return;

  Type *AccTy = Contract[2].RegisterType;
  if (!Verified.Asm) {
    // D's registers, then the operands' in the contract's order.
    std::string Constraints;
    for (unsigned I = 0; I < Form.RegistersC; ++I)
      Constraints += Form.FloatAccumulator ? "=f," : "=r,";
    for (const AtomOperand &Operand : Contract.operands())
      for (unsigned R = 0; R < Operand.Registers; ++R)
        Constraints += Operand.RegisterType->isIntegerTy(32) ? "r," : "f,";
    Constraints.pop_back();
    SmallVector<Type *, 4> ResultTypes(Form.RegistersC, AccTy);
    Type *AsmResult = StructType::get(Call.getContext(), ResultTypes);
    SmallVector<Type *, 16> InputTypes;
    for (Value *V : *Inputs)
      InputTypes.push_back(V->getType());
    Verified.Asm =
        InlineAsm::get(FunctionType::get(AsmResult, InputTypes, false),
                       Form.Asm, Constraints, /*hasSideEffects=*/false);
  }
  CallInst *Mma = B.CreateCall(Verified.Asm, *Inputs, Verified.AliasHint);
  // mma.sync is warp-synchronous: no transformation may make it divergent.
  markConvergent(Mma);
  Value *D = PoisonValue::get(FixedVectorType::get(AccTy, Form.RegistersC));
  SmallVector<Value *, 4> Registers;
  for (unsigned I = 0; I < Form.RegistersC; ++I) {
    Registers.push_back(B.CreateExtractValue(Mma, I));
    D = B.CreateInsertElement(D, Registers.back(), I);
  }
  D = B.CreateBitCast(D, Call.getType());
  // A chain of MMAs passes D on as the next C: it can take the registers.
  L.Rebuilt[D] = std::move(Registers);
  L.replace(Call, D);
}

/// atom.universal_fma: a per-thread fused multiply-add (every target, and
/// the only MMA path of SM110), or for the SM70/SM75 tensor-core shapes
/// LLVM 19's own llvm.nvvm.mma intrinsic.
void lower_atoms::lowerUniversalFma(AtomLowering &L, CallBase &Call,
                                    VerifiedAtom &Verified) {
  const MmaUse &Use = Verified.Use;
  StringRef Mnemonic = info(Use.Kind).Mnemonic;
  LLVMContext &Ctx = Call.getContext();
  // The operand names come first: the arity and result checks need no more.
  OperandContract Names(Mnemonic);
  for (StringRef Name : {"A", "B", "C"})
    Names.add(AtomOperand::value(Name, nullptr));
  if (std::string Problem = Names.arityProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  if (std::string Problem = Names.resultProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  IRBuilder<> B(&Call);
  const std::string &Hint = Verified.AliasHint;
  Value *A = Call.getArgOperand(2), *BV = Call.getArgOperand(3),
        *C = Call.getArgOperand(4);
  if (!isTensorCoreFma(Use)) {
    // 1x1x1: three scalars of the element type.
    Type *T = Use.A == MmaElement::F16   ? B.getHalfTy()
              : Use.A == MmaElement::F32 ? B.getFloatTy()
                                         : B.getInt32Ty();
    OperandContract Scalars(Mnemonic, formOf(Use));
    for (StringRef Name : {"A", "B", "C"})
      Scalars.add(AtomOperand::value(Name, T));
    if (std::string Problem = Scalars.valueTypeProblem(Call); !Problem.empty())
      return L.reject(Call, Problem);
    Value *D = T->isIntegerTy() ? B.CreateAdd(B.CreateMul(A, BV), C, Hint)
                                : B.CreateIntrinsic(Intrinsic::fma, {T},
                                                    {A, BV, C}, nullptr, Hint);
    return L.replace(Call, D);
  }
  unsigned MinPtx = universalMmaMinPtx(Use);
  if (L.ST.getPTXVersion() < MinPtx)
    return L.reject(Call, "`" + Mnemonic + "`" + formOf(Use, false) + " " +
                              NVPTXExt::needsPtx(MinPtx));
  // LLVM 19's fragments: <2 x half> pairs for A, B and f16 C; floats for
  // f32 C. m8n8k4: A 2, B 2, C 4 pairs or 8 floats; m16n8k8: A 2, B 1, C 2
  // pairs or 4 floats.
  Type *Pair = FixedVectorType::get(Type::getHalfTy(Ctx), 2);
  bool F32 = Use.C == MmaElement::F32;
  unsigned CCount = (Use.M == 8 ? 4 : 2) * (F32 ? 2 : 1);
  OperandContract Fragments(Mnemonic, formOf(Use, false));
  Fragments.add(AtomOperand::registers("A", Pair, 2))
      .add(AtomOperand::registers("B", Pair, Use.M == 8 ? 2u : 1u))
      .add(AtomOperand::registers("C", F32 ? B.getFloatTy() : Pair, CCount));
  std::optional<SmallVector<Value *, 16>> Args =
      splitRegisterOperands(L, B, Call, Fragments);
  if (!Args)
    return;
  Function *Mma =
      L.coreDeclaration(Call, Mnemonic, universalMmaIntrinsicName(Use));
  if (!Mma)
    return;
  CallInst *D = B.CreateCall(Mma, *Args, Hint);
  L.replace(Call, rebuildFromRegisters(B, D, Call.getType()));
}

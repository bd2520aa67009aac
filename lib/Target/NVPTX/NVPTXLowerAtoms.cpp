//===- NVPTXLowerAtoms.cpp - Lower cute_nvgpu atom intrinsics -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// See NVPTXLowerAtoms.h. The atom layer (Atoms/) does the parsing and the
// verifying; this file reads the calls, reports what the library rejects and
// builds the emission table's code.
//
//===----------------------------------------------------------------------===//

#include "NVPTXLowerAtoms.h"
#include "AliasHints.h"
#include "AtomAttributes.h"
#include "AtomType.h"
#include "MmaAtom.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

#define DEBUG_TYPE "nvptx-lower-atoms"

static constexpr StringLiteral AtomPrefix = "llvm.nvvm.cute.atom.";
static constexpr StringLiteral MmaName = "llvm.nvvm.cute.atom.mma";

bool llvm::isAtomIntrinsicName(StringRef Name) {
  return Name.starts_with(AtomPrefix);
}

namespace {

/// The metadata string operand \p ArgNo of \p Call, if it is one.
std::optional<StringRef> metadataString(const CallBase &Call, unsigned ArgNo) {
  if (ArgNo >= Call.arg_size())
    return std::nullopt;
  if (auto *MAV = dyn_cast<MetadataAsValue>(Call.getArgOperand(ArgNo)))
    if (auto *S = dyn_cast<MDString>(MAV->getMetadata()))
      return S->getString();
  return std::nullopt;
}

std::string typeName(const Type *T) {
  std::string Name;
  raw_string_ostream(Name) << *T;
  return Name;
}

class AtomLowering {
  Function &F;
  const NVPTXSubtarget &ST;
  bool Changed = false;

  void error(CallBase &Call, const Twine &Message) {
    NVPTXExt::diagnoseError(F.getContext(), &Call, Message);
  }

  /// Deletes a call that has been diagnosed.
  void reject(CallBase &Call, const Twine &Message) {
    error(Call, Message);
    if (!Call.getType()->isVoidTy())
      Call.replaceAllUsesWith(PoisonValue::get(Call.getType()));
    Call.eraseFromParent();
    Changed = true;
  }

  /// Splits \p V into \p Count registers of type \p RegTy; empty if its size
  /// is not Count * 32 bits or it is no vector or scalar.
  SmallVector<Value *, 8> registers(IRBuilder<> &B, Value *V, Type *RegTy,
                                    unsigned Count) {
    Type *T = V->getType();
    if (!(T->isVectorTy() || T->isIntegerTy() || T->isFloatingPointTy()) ||
        T->getPrimitiveSizeInBits() != Count * 32u)
      return {};
    Value *Vec = B.CreateBitCast(V, FixedVectorType::get(RegTy, Count));
    SmallVector<Value *, 8> Regs;
    for (unsigned I = 0; I < Count; ++I)
      Regs.push_back(B.CreateExtractElement(Vec, I));
    return Regs;
  }

  void lowerRegisterMma(CallBase &Call, const MmaUse &Use,
                        const AtomInfo &Atom) {
    StringRef Mnemonic = Atom.Mnemonic;
    RegisterMmaForm Form = registerMmaForm(Use, ST.getPTXVersion());
    if (ST.getPTXVersion() < Form.MinPtx)
      return reject(Call,
                    "`" + Mnemonic + "` " + Twine(Use.M) + "x" + Twine(Use.N) +
                        "x" + Twine(Use.K) + " " + elementName(Use.A) +
                        " needs PTX ISA " + Twine(Form.MinPtx / 10) + "." +
                        Twine(Form.MinPtx % 10) + " or later (use -mattr=+ptx" +
                        Twine(Form.MinPtx) + ")");
    unsigned Operands = Use.isSparse() ? 4 : 3;
    if (Call.arg_size() != 2 + Operands)
      return reject(Call, "`" + Mnemonic + "` takes " + Twine(2 + Operands) +
                              " operands (type, attributes, A, B, C" +
                              (Use.isSparse() ? ", metadata" : "") +
                              "); the call has " + Twine(Call.arg_size()));
    Value *C = Call.getArgOperand(4);
    if (Call.getType() != C->getType())
      return reject(Call, "the result of `" + Mnemonic +
                              "` must have the type of C, " +
                              typeName(C->getType()) + "; it is " +
                              typeName(Call.getType()));

    IRBuilder<> B(&Call);
    Type *I32 = B.getInt32Ty();
    Type *AccTy = Form.FloatAccumulator ? B.getFloatTy() : I32;
    struct Piece {
      const char *Name;
      Value *V;
      Type *RegTy;
      unsigned Count;
    } Pieces[] = {
        {"A", Call.getArgOperand(2), I32, Form.RegistersA},
        {"B", Call.getArgOperand(3), I32, Form.RegistersB},
        {"C", C, AccTy, Form.RegistersC},
        {"metadata", Use.isSparse() ? Call.getArgOperand(5) : nullptr, I32, 1}};
    SmallVector<Value *, 16> Inputs;
    std::string Constraints;
    for (unsigned I = 0; I < Form.RegistersC; ++I)
      Constraints += Form.FloatAccumulator ? "=f," : "=r,";
    for (const Piece &P : Pieces) {
      if (!P.V)
        continue;
      SmallVector<Value *, 8> Regs = registers(B, P.V, P.RegTy, P.Count);
      if (Regs.empty())
        return reject(
            Call, "operand " + Twine(P.Name) + " of `" + Mnemonic + "` " +
                      Twine(Use.M) + "x" + Twine(Use.N) + "x" + Twine(Use.K) +
                      " " + elementName(Use.A) + " is " + Twine(P.Count) +
                      " 32-bit registers; it is " + typeName(P.V->getType()));
      append_range(Inputs, Regs);
      for (unsigned I = 0; I < P.Count; ++I)
        Constraints += P.RegTy == I32 ? "r," : "f,";
    }
    Constraints.pop_back();

    SmallVector<Type *, 4> ResultTypes(Form.RegistersC, AccTy);
    Type *AsmResult = StructType::get(F.getContext(), ResultTypes);
    SmallVector<Type *, 16> InputTypes;
    for (Value *V : Inputs)
      InputTypes.push_back(V->getType());
    auto *Asm = InlineAsm::get(FunctionType::get(AsmResult, InputTypes, false),
                               Form.Asm, Constraints,
                               /*hasSideEffects=*/false);
    std::string Hint = mmaAliasHint(elementName(Use.A), elementName(Use.B),
                                    elementName(Use.C), Use.M, Use.N, Use.K);
    CallInst *Mma = B.CreateCall(Asm, Inputs, Hint);
    // mma.sync is warp-synchronous: no transformation may make it divergent.
    Mma->addFnAttr(Attribute::Convergent);
    Mma->addFnAttr(Attribute::NoUnwind);
    Value *D = PoisonValue::get(FixedVectorType::get(AccTy, Form.RegistersC));
    for (unsigned I = 0; I < Form.RegistersC; ++I)
      D = B.CreateInsertElement(D, B.CreateExtractValue(Mma, I), I);
    D = B.CreateBitCast(D, Call.getType());
    Call.replaceAllUsesWith(D);
    Call.eraseFromParent();
    Changed = true;
  }

  void lowerMma(CallBase &Call) {
    std::optional<StringRef> TypeText = metadataString(Call, 0);
    std::optional<StringRef> AttributeText = metadataString(Call, 1);
    if (!TypeText || !AttributeText)
      return reject(Call, "'" + Call.getCalledFunction()->getName() +
                              "' takes the atom type and its attributes as "
                              "metadata strings first (metadata !\"...\")");
    auto Parsed = parseType(*TypeText);
    if (auto *D = std::get_if<TypeDiagnostic>(&Parsed))
      return reject(Call, "atom type '" + *TypeText + "', column " +
                              Twine(D->Column) + ": " + D->Message);
    const AtomType &Type = std::get<AtomType>(Parsed);
    if (Type.isInteger() || !info(*Type.Kind).implements(Interface::MmaAtom))
      return reject(Call, "'" + *TypeText + "' is not an MMA atom");
    const AtomInfo &Atom = info(*Type.Kind);

    auto Attributes = AtomAttributes::parse(*AttributeText);
    if (auto *D = std::get_if<TextDiagnostic>(&Attributes))
      return reject(Call, "attributes of `" + Atom.Mnemonic + "`, column " +
                              Twine(D->Column) + ": " + D->Message);
    std::optional<cute_nvgpu::Target> T =
        cute_nvgpu::Target::parse(ST.getTargetName());
    if (!T)
      return reject(Call, "target " + ST.getTargetName() +
                              " has no cute_nvgpu atoms");
    // The tier gate first: an atom the target lacks is that, whatever else.
    std::string Problem = checkTarget(Atom.Kind, *T);
    if (!Problem.empty())
      return reject(Call, Problem);
    if (!isLowerableMma(Atom.Kind))
      return reject(Call, "`" + Atom.Mnemonic + "` atoms are not lowered yet");
    auto Read = readMmaUse(Atom.Kind, std::get<AtomAttributes>(Attributes));
    if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
      return reject(Call,
                    "attributes of `" + Atom.Mnemonic + "`" +
                        (D->Column ? ", column " + Twine(D->Column) : Twine()) +
                        ": " + D->Message);
    const MmaUse &Use = std::get<MmaUse>(Read);
    Problem = verifyMmaUse(Use, *T);
    if (!Problem.empty())
      return reject(Call, Problem);
    lowerRegisterMma(Call, Use, Atom);
  }

public:
  AtomLowering(Function &F, const NVPTXSubtarget &ST) : F(F), ST(ST) {}

  bool run() {
    SmallVector<CallBase *, 16> Calls;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *Call = dyn_cast<CallBase>(&I))
          if (Function *Callee = Call->getCalledFunction())
            if (isAtomIntrinsicName(Callee->getName()))
              Calls.push_back(Call);
    for (CallBase *Call : Calls) {
      StringRef Name = Call->getCalledFunction()->getName();
      if (Name == MmaName || Name.starts_with((MmaName + ".").str()))
        lowerMma(*Call);
      else
        reject(*Call, "unknown atom intrinsic '" + Name + "'");
    }
    return Changed;
  }
};

class NVPTXLowerAtomsLegacy : public FunctionPass {
public:
  static char ID;
  NVPTXLowerAtomsLegacy() : FunctionPass(ID) {}

  bool runOnFunction(Function &F) override {
    auto &TM = getAnalysis<TargetPassConfig>().getTM<NVPTXTargetMachine>();
    return AtomLowering(F, *TM.getSubtargetImpl(F)).run();
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
  StringRef getPassName() const override {
    return "NVPTX lower cute_nvgpu atoms";
  }
};

} // namespace

char NVPTXLowerAtomsLegacy::ID = 0;

INITIALIZE_PASS_BEGIN(NVPTXLowerAtomsLegacy, DEBUG_TYPE,
                      "NVPTX lower cute_nvgpu atoms", false, false)
INITIALIZE_PASS_DEPENDENCY(TargetPassConfig)
INITIALIZE_PASS_END(NVPTXLowerAtomsLegacy, DEBUG_TYPE,
                    "NVPTX lower cute_nvgpu atoms", false, false)

FunctionPass *llvm::createNVPTXLowerAtomsLegacyPass() {
  return new NVPTXLowerAtomsLegacy();
}

PreservedAnalyses NVPTXLowerAtomsPass::run(Function &F,
                                           FunctionAnalysisManager &) {
  return AtomLowering(F, *TM.getSubtargetImpl(F)).run()
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

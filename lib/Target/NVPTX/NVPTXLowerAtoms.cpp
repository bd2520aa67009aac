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
#include "CopyAtom.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "MmaAtom.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXKernelAttributes.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXUtilities.h"
#include "Tma.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

#define DEBUG_TYPE "nvptx-lower-atoms"

static constexpr StringLiteral AtomPrefix = "llvm.nvvm.cute.atom.";
static constexpr StringLiteral MmaName = "llvm.nvvm.cute.atom.mma";
static constexpr StringLiteral CopyName = "llvm.nvvm.cute.atom.copy";
static constexpr StringLiteral PrefetchTmaDescName =
    "llvm.nvvm.cute.prefetch_tma_desc";
static constexpr StringLiteral UpdateTmaDescName =
    "llvm.nvvm.cute.update_tma_desc";

/// Whether \p Name is \p Base or \p Base followed by `.` and a suffix (one
/// name per operand signature).
static bool namesIntrinsic(StringRef Name, StringRef Base) {
  return Name.consume_front(Base) && (Name.empty() || Name.front() == '.');
}

bool llvm::isAtomIntrinsicName(StringRef Name) {
  return Name.starts_with(AtomPrefix) ||
         namesIntrinsic(Name, PrefetchTmaDescName) ||
         namesIntrinsic(Name, UpdateTmaDescName);
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

/// The size in bits of \p T when it is a scalar or a fixed vector, which
/// the lowerings split into registers or rebuild from them; 0 for any other
/// type. (A scalable vector's size is no number of bits: asking for one is
/// a fatal error.)
unsigned registerBits(const Type *T) {
  if (!(isa<FixedVectorType>(T) || T->isIntegerTy() || T->isFloatingPointTy()))
    return 0;
  return T->getPrimitiveSizeInBits().getFixedValue();
}

std::string typeName(const Type *T) {
  std::string Name;
  raw_string_ostream(Name) << *T;
  return Name;
}

class WgmmaEmitter;
class WgmmaGroups;
class WgmmaFlight;

class AtomLowering {
  friend class WgmmaEmitter;
  friend class WgmmaGroups;
  friend class WgmmaFlight;
  Function &F;
  const NVPTXSubtarget &ST;
  VerifiedAtomCache &Cache;
  /// Values rebuilt from MMA result registers, and those registers.
  DenseMap<Value *, SmallVector<Value *, 4>> Rebuilt;
  bool Changed = false;
  /// The verified sm90.mma calls of each block, in order.
  MapVector<BasicBlock *,
            SmallVector<std::pair<CallBase *, const VerifiedAtom *>, 4>>
      Wgmmas;

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

  /// Splits \p V into \p Count 32-bit registers of type \p RegTy (a
  /// scalar, or a packed pair such as <2 x half>); empty if its size is not
  /// Count * 32 bits or it is no vector or scalar.
  static SmallVector<Value *, 8> registers(IRBuilder<> &B, Value *V,
                                           Type *RegTy, unsigned Count) {
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

  /// registers(), but a value this pass rebuilt from registers of the same
  /// type gives those registers back.
  SmallVector<Value *, 8> splitRegisters(IRBuilder<> &B, Value *V, Type *RegTy,
                                         unsigned Count) {
    auto It = Rebuilt.find(V);
    if (It != Rebuilt.end() && It->second.size() == Count &&
        It->second.front()->getType() == RegTy)
      return SmallVector<Value *, 8>(It->second.begin(), It->second.end());
    return registers(B, V, RegTy, Count);
  }

  /// The registers of an intrinsic's struct result as a value of type \p T.
  static Value *rebuild(IRBuilder<> &B, Value *Result, Type *T) {
    auto *ST = cast<StructType>(Result->getType());
    Type *Elt = ST->getElementType(0);
    unsigned N = ST->getNumElements();
    Value *Vec;
    if (auto *Pair = dyn_cast<FixedVectorType>(Elt)) { // <2 x half> each
      Vec =
          PoisonValue::get(FixedVectorType::get(Pair->getElementType(), 2 * N));
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

  void lowerRegisterMma(CallBase &Call, VerifiedAtom &Verified) {
    const MmaUse &Use = Verified.Use;
    StringRef Mnemonic = info(Use.Kind).Mnemonic;
    if (!Verified.Form)
      Verified.Form = registerMmaForm(Use, ST.getPTXVersion());
    const RegisterMmaForm &Form = *Verified.Form;
    if (ST.getPTXVersion() < Form.MinPtx)
      return reject(Call, "`" + Mnemonic + "` " + Twine(Use.M) + "x" +
                              Twine(Use.N) + "x" + Twine(Use.K) + " " +
                              elementName(Use.A) + " " +
                              NVPTXExt::needsPtx(Form.MinPtx));
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
      SmallVector<Value *, 8> Regs = splitRegisters(B, P.V, P.RegTy, P.Count);
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

    if (!Verified.Asm) {
      SmallVector<Type *, 4> ResultTypes(Form.RegistersC, AccTy);
      Type *AsmResult = StructType::get(F.getContext(), ResultTypes);
      SmallVector<Type *, 16> InputTypes;
      for (Value *V : Inputs)
        InputTypes.push_back(V->getType());
      Verified.Asm =
          InlineAsm::get(FunctionType::get(AsmResult, InputTypes, false),
                         Form.Asm, Constraints, /*hasSideEffects=*/false);
    }
    CallInst *Mma = B.CreateCall(Verified.Asm, Inputs, Verified.AliasHint);
    // mma.sync is warp-synchronous: no transformation may make it divergent.
    Mma->addFnAttr(Attribute::Convergent);
    Mma->addFnAttr(Attribute::NoUnwind);
    Value *D = PoisonValue::get(FixedVectorType::get(AccTy, Form.RegistersC));
    SmallVector<Value *, 4> Registers;
    for (unsigned I = 0; I < Form.RegistersC; ++I) {
      Registers.push_back(B.CreateExtractValue(Mma, I));
      D = B.CreateInsertElement(D, Registers.back(), I);
    }
    D = B.CreateBitCast(D, Call.getType());
    // A chain of MMAs passes D on as the next C: it can take the registers.
    Rebuilt[D] = std::move(Registers);
    Call.replaceAllUsesWith(D);
    Call.eraseFromParent();
    Changed = true;
  }

  /// Checks the value operands of \p Call against \p Registers (the 32-bit
  /// registers each takes, after the two metadata operands) and splits them.
  /// Empty after a diagnostic.
  std::optional<SmallVector<Value *, 16>> splitOperands(
      CallBase &Call, IRBuilder<> &B, const MmaUse &Use,
      ArrayRef<std::tuple<const char *, Type *, unsigned>> Registers) {
    StringRef Mnemonic = info(Use.Kind).Mnemonic;
    if (Call.arg_size() != 2 + Registers.size()) {
      std::string Names;
      for (auto &R : Registers)
        Names += ", " + std::string(std::get<0>(R));
      reject(Call, "`" + Mnemonic + "` takes " + Twine(2 + Registers.size()) +
                       " operands (type, attributes" + Names +
                       "); the call has " + Twine(Call.arg_size()));
      return std::nullopt;
    }
    SmallVector<Value *, 16> Inputs;
    for (auto [I, R] : enumerate(Registers)) {
      auto [Name, RegTy, Count] = R;
      Value *V = Call.getArgOperand(2 + I);
      SmallVector<Value *, 8> Regs = registers(B, V, RegTy, Count);
      if (Regs.empty()) {
        reject(Call, "operand " + Twine(Name) + " of `" + Mnemonic + "` " +
                         Twine(Use.M) + "x" + Twine(Use.N) + "x" +
                         Twine(Use.K) + " " + elementName(Use.A) + " is " +
                         Twine(Count) + " 32-bit registers; it is " +
                         typeName(V->getType()));
        return std::nullopt;
      }
      append_range(Inputs, Regs);
    }
    return Inputs;
  }

  /// SM120/SM121: the LLVM 22 block-scaled mma.sync intrinsic, which the
  /// extended-intrinsic checks then verify against the target and select to
  /// its MachineInstr.
  void lowerBlockScaleMma(CallBase &Call, const VerifiedAtom &Verified) {
    const MmaUse &Use = Verified.Use;
    IRBuilder<> B(&Call);
    Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
    std::tuple<const char *, Type *, unsigned> Registers[] = {
        {"A", I32, 4},
        {"B", I32, 2},
        {"C", F32, 4},
        {"scale_a", I32, 1},
        {"scale_b", I32, 1}};
    Value *C = Call.arg_size() > 4 ? Call.getArgOperand(4) : nullptr;
    if (C && Call.getType() != C->getType())
      return reject(Call, "the result of `SM120.mma_bs` must have the type "
                          "of C, " +
                              typeName(C->getType()) + "; it is " +
                              typeName(Call.getType()));
    std::optional<SmallVector<Value *, 16>> Inputs =
        splitOperands(Call, B, Use, Registers);
    if (!Inputs)
      return;
    // a0-a3, b0-b1, c0-c3, then scale_a, byte_id_a, thread_id_a, scale_b,
    // byte_id_b, thread_id_b.
    SmallVector<Value *, 16> Args(Inputs->begin(), Inputs->begin() + 10);
    Args.append({(*Inputs)[10], B.getInt16(Use.ByteIdA),
                 B.getInt16(Use.ThreadIdA), (*Inputs)[11],
                 B.getInt16(Use.ByteIdB), B.getInt16(Use.ThreadIdB)});
    CallInst *Mma = B.CreateCall(
        NVPTXExt::getDeclaration(*F.getParent(), blockScaleIntrinsicName(Use)),
        Args, Verified.AliasHint);
    Value *D = PoisonValue::get(FixedVectorType::get(F32, 4));
    for (unsigned I = 0; I < 4; ++I)
      D = B.CreateInsertElement(D, B.CreateExtractValue(Mma, I), I);
    Call.replaceAllUsesWith(B.CreateBitCast(D, Call.getType()));
    Call.eraseFromParent();
    Changed = true;
  }

  /// SM100/SM103: the LLVM 22 tcgen05.mma intrinsic with the instruction
  /// descriptor built by the atom library; the extended-intrinsic checks
  /// then verify it against the target and select its MachineInstr.
  void lowerUmma(CallBase &Call, const VerifiedAtom &Verified) {
    const MmaUse &Use = Verified.Use;
    StringRef Mnemonic = info(Use.Kind).Mnemonic;
    bool Sparse = Use.isUmmaSparse(), Scaled = Use.isUmmaBlockScaled();
    SmallVector<const char *, 8> Names = {"A", "B", "D", "enable_input_d"};
    if (Sparse)
      Names.push_back("metadata");
    if (Scaled)
      Names.append({"scale_a", "scale_b"});
    if (Call.arg_size() != 2 + Names.size()) {
      std::string List;
      for (const char *Name : Names)
        List += ", " + std::string(Name);
      return reject(Call, "`" + Mnemonic + "` takes " +
                              Twine(2 + Names.size()) +
                              " operands (type, attributes" + List +
                              "); the call has " + Twine(Call.arg_size()));
    }
    if (!Call.getType()->isVoidTy())
      return reject(Call, "`" + Mnemonic +
                              "` returns nothing (D is in "
                              "tensor memory); the call returns " +
                              typeName(Call.getType()));
    LLVMContext &Ctx = F.getContext();
    Type *Tmem = PointerType::get(Ctx, 6), *I64 = Type::getInt64Ty(Ctx);
    for (auto [I, Name] : enumerate(Names)) {
      Type *Want = Tmem;
      StringRef What = "a tensor-memory address (ptr addrspace(6))";
      if (I == 0 && Use.ResidencyA == Residency::SmemDesc) {
        Want = I64;
        What = "a shared-memory descriptor (i64)";
      } else if (I == 1) {
        Want = I64;
        What = "a shared-memory descriptor (i64)";
      } else if (I == 3) {
        Want = Type::getInt1Ty(Ctx);
        What = "an i1";
      }
      Type *Have = Call.getArgOperand(2 + I)->getType();
      if (Have != Want)
        return reject(Call, "operand " + Twine(Name) + " of `" + Mnemonic +
                                "` is " + What + "; it is " + typeName(Have));
    }
    IRBuilder<> B(&Call);
    SmallVector<Value *, 12> Args = {
        Call.getArgOperand(4), Call.getArgOperand(2), Call.getArgOperand(3),
        B.getInt32(ummaInstrDescriptor(Use)), Call.getArgOperand(5)};
    for (unsigned I = 6; I < Call.arg_size(); ++I)
      Args.push_back(Call.getArgOperand(I));
    if (!Scaled)
      Args.push_back(B.getInt32(ummaKindImmediate(Use)));
    Args.append({B.getInt32(Use.CtaGroup), B.getInt32(Use.Collector)});
    B.CreateCall(
        NVPTXExt::getDeclaration(*F.getParent(), ummaIntrinsicName(Use)), Args);
    Call.eraseFromParent();
    Changed = true;
  }

  /// atom.universal_fma: a per-thread fused multiply-add (every target, and
  /// the only MMA path of SM110), or for the SM70/SM75 tensor-core shapes
  /// LLVM 19's own llvm.nvvm.mma intrinsic.
  void lowerUniversalFma(CallBase &Call, const VerifiedAtom &Verified) {
    const MmaUse &Use = Verified.Use;
    if (Call.arg_size() != 5)
      return reject(Call, "`atom.universal_fma` takes 5 operands (type, "
                          "attributes, A, B, C); the call has " +
                              Twine(Call.arg_size()));
    Value *A = Call.getArgOperand(2), *BV = Call.getArgOperand(3),
          *C = Call.getArgOperand(4);
    if (Call.getType() != C->getType())
      return reject(Call, "the result of `atom.universal_fma` must have the "
                          "type of C, " +
                              typeName(C->getType()) + "; it is " +
                              typeName(Call.getType()));
    IRBuilder<> B(&Call);
    const std::string &Hint = Verified.AliasHint;
    if (!isTensorCoreFma(Use)) {
      Type *T = Use.A == MmaElement::F16   ? B.getHalfTy()
                : Use.A == MmaElement::F32 ? B.getFloatTy()
                                           : B.getInt32Ty();
      for (auto [Name, V] :
           {std::pair{"A", A}, std::pair{"B", BV}, std::pair{"C", C}})
        if (V->getType() != T)
          return reject(Call, "operand " + Twine(Name) +
                                  " of `atom.universal_fma` 1x1x1 " +
                                  elementName(Use.A) + " is " + typeName(T) +
                                  "; it is " + typeName(V->getType()));
      Value *D = T->isIntegerTy()
                     ? B.CreateAdd(B.CreateMul(A, BV), C, Hint)
                     : B.CreateIntrinsic(Intrinsic::fma, {T}, {A, BV, C},
                                         nullptr, Hint);
      Call.replaceAllUsesWith(D);
      Call.eraseFromParent();
      Changed = true;
      return;
    }
    unsigned MinPtx = universalMmaMinPtx(Use);
    if (ST.getPTXVersion() < MinPtx)
      return reject(Call, "`atom.universal_fma` " + Twine(Use.M) + "x" +
                              Twine(Use.N) + "x" + Twine(Use.K) + " " +
                              NVPTXExt::needsPtx(MinPtx));
    // LLVM 19's fragments: <2 x half> pairs for A, B and f16 C; floats for
    // f32 C. m8n8k4: A 2, B 2, C 4 pairs or 8 floats; m16n8k8: A 2, B 1, C 2
    // pairs or 4 floats.
    Type *Pair = FixedVectorType::get(B.getHalfTy(), 2);
    bool F32 = Use.C == MmaElement::F32;
    unsigned CCount = (Use.M == 8 ? 4 : 2) * (F32 ? 2 : 1);
    std::tuple<const char *, Value *, Type *, unsigned> Pieces[] = {
        {"A", A, Pair, 2},
        {"B", BV, Pair, Use.M == 8 ? 2u : 1u},
        {"C", C, F32 ? B.getFloatTy() : Pair, CCount}};
    SmallVector<Value *, 16> Args;
    for (auto [Name, V, RegTy, Count] : Pieces) {
      SmallVector<Value *, 8> Regs = registers(B, V, RegTy, Count);
      if (Regs.empty())
        return reject(Call,
                      "operand " + Twine(Name) + " of `atom.universal_fma` " +
                          Twine(Use.M) + "x" + Twine(Use.N) + "x" +
                          Twine(Use.K) + " is " + Twine(Count) +
                          " 32-bit registers; it is " + typeName(V->getType()));
      append_range(Args, Regs);
    }
    Intrinsic::ID ID =
        Function::lookupIntrinsicID(universalMmaIntrinsicName(Use));
    Function *Mma = Intrinsic::getDeclaration(F.getParent(), ID);
    CallInst *D = B.CreateCall(Mma, Args, Hint);
    Call.replaceAllUsesWith(rebuild(B, D, Call.getType()));
    Call.eraseFromParent();
    Changed = true;
  }

  /// The type and attribute texts an atom call starts with; none after a
  /// diagnostic.
  std::optional<std::pair<StringRef, StringRef>> atomTexts(CallBase &Call) {
    std::optional<StringRef> TypeText = metadataString(Call, 0);
    std::optional<StringRef> AttributeText = metadataString(Call, 1);
    if (TypeText && AttributeText)
      return std::pair{*TypeText, *AttributeText};
    reject(Call, "'" + Call.getCalledFunction()->getName() +
                     "' takes the atom type and its attributes as metadata "
                     "strings first (metadata !\"...\")");
    return std::nullopt;
  }

  /// The atom type \p TypeText, an atom implementing \p Kind (\p What in
  /// the diagnostic), and its attributes; none after a diagnostic.
  std::optional<std::pair<AtomType, AtomAttributes>>
  parseAtom(CallBase &Call, StringRef TypeText, StringRef AttributeText,
            Interface Kind, StringRef What) {
    auto Parsed = parseType(TypeText);
    if (auto *D = std::get_if<TypeDiagnostic>(&Parsed)) {
      reject(Call, "atom type '" + TypeText + "', column " + Twine(D->Column) +
                       ": " + D->Message);
      return std::nullopt;
    }
    const AtomType &Type = std::get<AtomType>(Parsed);
    if (Kind == Interface::CopyAtom && !Type.isInteger() &&
        !info(*Type.Kind).implements(Kind) &&
        info(*Type.Kind).implements(Interface::TmaAtom)) {
      reject(Call, "`" + info(*Type.Kind).Mnemonic +
                       "` is a TMA atom before its execution binding; bind "
                       "it to an mbarrier (make_exec_tma) and call the "
                       "executable atom (atom.tma_load, atom.tma_store, "
                       "atom.tma_reduce<op>)");
      return std::nullopt;
    }
    if (Type.isInteger() || !info(*Type.Kind).implements(Kind)) {
      reject(Call, "'" + TypeText + "' is not " + What);
      return std::nullopt;
    }
    auto Attributes = AtomAttributes::parse(AttributeText);
    if (auto *D = std::get_if<TextDiagnostic>(&Attributes)) {
      reject(Call, attributeError(info(*Type.Kind).Mnemonic,
                                  {D->Column, D->Message}));
      return std::nullopt;
    }
    return std::pair{Type, std::get<AtomAttributes>(Attributes)};
  }

  /// The caller's target in the atom roster; none after a diagnostic.
  /// Below the roster's first tier (sm_70) the target is the plain SM
  /// version: the universal atoms, which the registry gives to every tier
  /// (minimum SM 0), work there, and the tier gate tells the others which
  /// target they need.
  std::optional<cute_nvgpu::Target> rosterTarget(CallBase &Call) {
    std::optional<cute_nvgpu::Target> T =
        cute_nvgpu::Target::parse(ST.getTargetName());
    if (!T && ST.getSmVersion() < roster()[0].Sm)
      T = cute_nvgpu::Target{ST.getSmVersion(), cute_nvgpu::Target::Base};
    if (!T)
      reject(Call, "target " + ST.getTargetName() + " has no cute_nvgpu atoms");
    return T;
  }

  /// The caller's target in the atom roster, once the tier gate lets an
  /// atom of \p Kind through (an atom the target lacks is that, whatever
  /// else is wrong with it); none after a diagnostic.
  std::optional<cute_nvgpu::Target> gatedTarget(CallBase &Call, AtomKind Kind) {
    std::optional<cute_nvgpu::Target> T = rosterTarget(Call);
    if (!T)
      return std::nullopt;
    std::string Problem = checkTarget(Kind, *T);
    if (Problem.empty())
      return T;
    reject(Call, Problem);
    return std::nullopt;
  }

  /// "attributes of `MNEMONIC`, column N: MESSAGE" (no column when the
  /// dictionary lacks the attribute).
  static std::string attributeError(StringRef Mnemonic,
                                    const AttributeDiagnostic &D) {
    return ("attributes of `" + Mnemonic + "`" +
            (D.Column ? ", column " + Twine(D.Column) : Twine()) + ": " +
            D.Message)
        .str();
  }

  /// The verified use of an MMA atom call, or none after a diagnostic.
  /// Front ends repeat the same atom thousands of times, and metadata
  /// strings are unique in a context, so verified uses are cached by their
  /// two strings and the subtarget.
  VerifiedAtom *verifiedUse(CallBase &Call) {
    auto Texts = atomTexts(Call);
    if (!Texts)
      return nullptr;
    auto Key = std::make_tuple(
        cast<MDString>(
            cast<MetadataAsValue>(Call.getArgOperand(0))->getMetadata()),
        cast<MDString>(
            cast<MetadataAsValue>(Call.getArgOperand(1))->getMetadata()),
        &ST);
    if (auto It = Cache.find(Key); It != Cache.end())
      return It->second.get();

    auto Parsed = parseAtom(Call, Texts->first, Texts->second,
                            Interface::MmaAtom, "an MMA atom");
    if (!Parsed)
      return nullptr;
    const AtomInfo &Atom = info(*Parsed->first.Kind);
    std::optional<cute_nvgpu::Target> T = gatedTarget(Call, Atom.Kind);
    if (!T)
      return nullptr;
    auto Fail = [&](const Twine &Message) -> VerifiedAtom * {
      reject(Call, Message);
      return nullptr;
    };
    auto Read = readMmaUse(Atom.Kind, Parsed->second);
    if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
      return Fail(attributeError(Atom.Mnemonic, *D));
    const MmaUse &Use = std::get<MmaUse>(Read);
    std::string Problem = verifyMmaUse(Use, *T);
    if (!Problem.empty())
      return Fail(Problem);
    auto Entry = std::make_unique<VerifiedAtom>();
    Entry->Use = Use;
    Entry->AliasHint = mmaAliasHint(elementName(Use.A), elementName(Use.B),
                                    elementName(Use.C), Use.M, Use.N, Use.K);
    return Cache.insert({Key, std::move(Entry)}).first->second.get();
  }

  /// Copy atoms (llvm.nvvm.cute.atom.copy). TMA and tensor-memory atoms go
  /// to their own lowerings; the register and asynchronous copies (ldsm,
  /// stsm, simt_async_copy, universal_copy) take the operands and become the
  /// instructions that docs/AtomIR.md's "Copy atoms" table gives each.
  void lowerCopy(CallBase &Call) {
    auto Texts = atomTexts(Call);
    if (!Texts)
      return;
    StringRef TypeText = Texts->first;
    auto Parsed = parseAtom(Call, Texts->first, Texts->second,
                            Interface::CopyAtom, "a copy atom");
    if (!Parsed)
      return;
    const AtomType &Copy = Parsed->first;
    if (info(*Copy.Kind).implements(Interface::TmaAtom))
      return lowerTma(Call, Copy, Parsed->second);
    if (is_contained(
            {AtomKind::TmemLoad, AtomKind::TmemStore, AtomKind::S2tCopy},
            *Copy.Kind))
      return lowerTmemCopy(Call, *Copy.Kind, Parsed->second);
    // The other copy atoms take no attributes: all they say is in the type.
    if (!Parsed->second.all().empty())
      return reject(Call, "attributes of `" + info(*Copy.Kind).Mnemonic +
                              "`: unknown attribute `" +
                              Parsed->second.all().front().Key + "`");
    std::optional<cute_nvgpu::Target> T = rosterTarget(Call);
    if (!T)
      return;
    std::string Problem = verifyCopyAtom(Copy, TypeText, *T);
    if (!Problem.empty())
      return reject(Call, Problem);
    if (unsigned MinPtx = copyAtomMinPtx(Copy); ST.getPTXVersion() < MinPtx)
      return reject(Call, "'" + TypeText + "' " + NVPTXExt::needsPtx(MinPtx));

    IRBuilder<> B(&Call);
    LLVMContext &Ctx = F.getContext();
    Module *M = F.getParent();
    std::string Hint = copyAliasHint(Copy);
    auto Pointer = [&](unsigned ArgNo, unsigned AddrSpace,
                       StringRef What) -> Value * {
      StringRef Role = ArgNo == 2 ? "source" : "destination";
      Value *P = Call.getArgOperand(ArgNo);
      auto *PT = dyn_cast<PointerType>(P->getType());
      if (!PT ||
          (PT->getAddressSpace() != 0 && PT->getAddressSpace() != AddrSpace)) {
        reject(Call, "the " + Role + " of `" + info(*Copy.Kind).Mnemonic +
                         "` is a pointer to " + What + " (ptr addrspace(" +
                         Twine(AddrSpace) + ") or ptr); it is " +
                         typeName(P->getType()));
        return nullptr;
      }
      return B.CreateAddrSpaceCast(P, PointerType::get(Ctx, AddrSpace));
    };
    switch (*Copy.Kind) {
    case AtomKind::Ldsm: {
      // Each 8x8 matrix of 16-bit elements gives every thread one register.
      unsigned Registers = matrixCopyShape(Copy).Matrices;
      if (Call.arg_size() != 3)
        return reject(Call, "`atom.ldsm` takes 3 operands (type, attributes, "
                            "source); the call has " +
                                Twine(Call.arg_size()));
      Type *Result = Call.getType();
      if (registerBits(Result) != 32 * Registers)
        return reject(Call, "the result of `" + TypeText + "` is " +
                                Twine(Registers) + " 32-bit registers; it is " +
                                typeName(Result));
      Value *Source = Pointer(2, 3, "shared memory");
      if (!Source)
        return;
      // LLVM 19's ldmatrix is overloaded on the pointer's address space.
      Function *Intrinsic = Intrinsic::getDeclaration(
          M, Function::lookupIntrinsicID(ldmatrixIntrinsicName(Copy)),
          {Source->getType()});
      CallInst *Load = B.CreateCall(Intrinsic, {Source}, Hint);
      Value *Loaded = Load;
      if (Registers == 1)
        Loaded = B.CreateBitCast(Load, Result);
      else
        Loaded = rebuild(B, Load, Result);
      Call.replaceAllUsesWith(Loaded);
      break;
    }
    case AtomKind::Stsm: {
      // The mirror of ldsm: one register per 8x8 matrix, to shared memory.
      unsigned Registers = matrixCopyShape(Copy).Matrices;
      if (Call.arg_size() != 4 || !Call.getType()->isVoidTy())
        return reject(Call, "`atom.stsm` takes 4 operands (type, attributes, "
                            "value, destination) and returns nothing");
      SmallVector<Value *, 8> Args = {nullptr};
      append_range(Args, registers(B, Call.getArgOperand(2),
                                   Type::getInt32Ty(Ctx), Registers));
      if (Args.size() != Registers + 1)
        return reject(Call, "the value `" + TypeText + "` stores is " +
                                Twine(Registers) + " 32-bit registers; it is " +
                                typeName(Call.getArgOperand(2)->getType()));
      Args[0] = Pointer(3, 3, "shared memory");
      if (!Args[0])
        return;
      B.CreateCall(NVPTXExt::getDeclaration(*M, stmatrixIntrinsicName(Copy)),
                   Args);
      break;
    }
    case AtomKind::SimtAsyncCopy: {
      // An optional fifth operand is cp.async's src-size: the bytes read
      // from the source, the rest of the destination zero-filled (how a
      // mainloop loads the edge of a tile).
      if (Call.arg_size() < 4 || Call.arg_size() > 5 ||
          !Call.getType()->isVoidTy())
        return reject(Call, "`atom.simt_async_copy` takes 4 or 5 operands "
                            "(type, attributes, source, destination[, "
                            "source bytes]) and returns nothing");
      Value *Source = Pointer(2, 1, "global memory");
      if (!Source)
        return;
      Value *Destination = Pointer(3, 3, "shared memory");
      if (!Destination)
        return;
      SmallVector<Value *, 3> Args = {Destination, Source};
      std::string Name = cpAsyncIntrinsicName(Copy);
      if (Call.arg_size() == 5) {
        Value *SourceBytes = Call.getArgOperand(4);
        unsigned Width = 0;
        StringRef(Copy.Variant).getAsInteger(10, Width);
        if (!SourceBytes->getType()->isIntegerTy(32))
          return reject(Call, "the source bytes of `" + TypeText +
                                  "` are an i32; they are " +
                                  typeName(SourceBytes->getType()));
        if (auto *C = dyn_cast<ConstantInt>(SourceBytes);
            C && C->getZExtValue() > Width)
          return reject(Call, "`" + TypeText + "` reads at most " +
                                  Twine(Width) + " source bytes; the call "
                                  "asks for " + Twine(C->getZExtValue()));
        Args.push_back(SourceBytes);
        Name += ".s";
      }
      Function *Intrinsic = Intrinsic::getDeclaration(
          M, Function::lookupIntrinsicID(Name));
      B.CreateCall(Intrinsic, Args);
      break;
    }
    case AtomKind::UniversalCopy: {
      // One value of the atom's width: a load (source), a store (value,
      // destination) or both (source, destination).
      unsigned Bits = *universalCopyBits(Copy);
      // One access of the atom's width: NVPTX splits an i128 access in two,
      // but moves <2 x i64> with one ld/st.v2.b64.
      Type *ValueTy = Bits == 128 ? static_cast<Type *>(FixedVectorType::get(
                                        Type::getInt64Ty(Ctx), 2))
                                  : Type::getIntNTy(Ctx, Bits);
      bool Volatile = Copy.Order == MemOrder::Volatile;
      auto IsPointer = [&](unsigned ArgNo) {
        return ArgNo < Call.arg_size() &&
               Call.getArgOperand(ArgNo)->getType()->isPointerTy();
      };
      Align Alignment(Bits / 8);
      bool Loads = IsPointer(2), Stores = Call.arg_size() == 4;
      std::optional<OrderedCopyForm> Ordered;
      if (Copy.Order && *Copy.Order != MemOrder::Volatile) {
        auto Form = orderedCopyForm(Copy, Loads, Stores);
        if (auto *Problem = std::get_if<std::string>(&Form))
          return reject(Call, "'" + TypeText + "': " + *Problem);
        Ordered = std::get<OrderedCopyForm>(Form);
        if (ST.getSmVersion() < Ordered->MinSm ||
            ST.getPTXVersion() < Ordered->MinPtx)
          return reject(Call,
                        "'" + TypeText + "' needs sm_" + Twine(Ordered->MinSm) +
                            " and " + NVPTXExt::ptxName(Ordered->MinPtx) +
                            " or later; the target is " + ST.getTargetName() +
                            " with " + NVPTXExt::ptxName(ST.getPTXVersion()));
      }
      // The value as the asm sees it: 8-bit values in 16-bit registers.
      Type *AsmTy = Type::getIntNTy(Ctx, std::max(Bits, 16u));
      // The asm's ld/st name no state space: they take generic addresses,
      // so a pointer into a specific space is converted (cvta), never
      // passed as the window offset it holds.
      auto GenericAddress = [&](Value *Address) {
        return B.CreateAddrSpaceCast(Address, PointerType::get(Ctx, 0));
      };
      auto LoadValue = [&](Value *Address) -> Value * {
        if (!Ordered || Ordered->Load.empty())
          return B.CreateAlignedLoad(ValueTy, Address, Alignment, Volatile,
                                     Hint);
        Address = GenericAddress(Address);
        if (Ordered->GlobalLoad)
          Address = B.CreateAddrSpaceCast(Address, PointerType::get(Ctx, 1));
        auto *Asm = InlineAsm::get(
            FunctionType::get(AsmTy, {Address->getType()}, false),
            Ordered->Load,
            "=" + std::string(1, Ordered->Constraint) + ",l,~{memory}",
            /*hasSideEffects=*/true);
        return B.CreateTruncOrBitCast(B.CreateCall(Asm, {Address}, Hint),
                                      ValueTy);
      };
      auto StoreValue = [&](Value *V, Value *Address) {
        if (!Ordered || Ordered->Store.empty())
          return (void)B.CreateAlignedStore(V, Address, Alignment, Volatile);
        Value *Wide = B.CreateZExtOrBitCast(V, AsmTy);
        Address = GenericAddress(Address);
        auto *Asm = InlineAsm::get(
            FunctionType::get(B.getVoidTy(), {Address->getType(), AsmTy},
                              false),
            Ordered->Store,
            "l," + std::string(1, Ordered->Constraint) + ",~{memory}",
            /*hasSideEffects=*/true);
        B.CreateCall(Asm, {Address, Wide});
      };
      if (Call.arg_size() == 3 && IsPointer(2) && !Call.getType()->isVoidTy()) {
        if (registerBits(Call.getType()) != Bits)
          return reject(Call, "the result of `" + TypeText + "` has " +
                                  Twine(Bits) + " bits; it is " +
                                  typeName(Call.getType()));
        Value *Loaded = LoadValue(Call.getArgOperand(2));
        Call.replaceAllUsesWith(B.CreateBitCast(Loaded, Call.getType()));
      } else if (Call.arg_size() == 4 && Call.getType()->isVoidTy() &&
                 IsPointer(3)) {
        Value *V = Call.getArgOperand(2);
        if (IsPointer(2))
          V = LoadValue(V);
        else if (registerBits(V->getType()) != Bits)
          return reject(Call, "the value `" + TypeText + "` stores has " +
                                  Twine(Bits) + " bits; it is " +
                                  typeName(V->getType()));
        else
          V = B.CreateBitCast(V, ValueTy);
        StoreValue(V, Call.getArgOperand(3));
      } else {
        return reject(Call, "`atom.universal_copy` takes a source pointer "
                            "(and returns the value), a value and a "
                            "destination pointer, or two pointers");
      }
      break;
    }
    default:
      llvm_unreachable("verifyCopyAtom lets no other copy atom through");
    }
    Call.eraseFromParent();
    Changed = true;
  }

  /// The generic address that the parameter-space pointer \p P was made
  /// from, rebuilt through GEPs, selects and phis; null if some part of it
  /// was not an addrspacecast of a generic pointer. Kernel parameters reach
  /// parameter space only that way (the addrspacecast of their byval
  /// address); NVPTXLowerArgs turns a grid constant's generic address into
  /// cvta.param. A parameter-space pointer cannot be cast back to generic
  /// itself (LLVM 19 has no cvta.param for addrspacecast), and handing it to
  /// an intrinsic would leave NVPTXLowerArgs a call it rewrites wrongly.
  Value *genericOrigin(Value *P, DenseMap<Value *, Value *> &Rebuilt) {
    if (auto It = Rebuilt.find(P); It != Rebuilt.end())
      return It->second;
    PointerType *Generic = PointerType::get(F.getContext(), 0);
    if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(P))
      return Cast->getSrcAddressSpace() == ADDRESS_SPACE_GENERIC
                 ? Cast->getPointerOperand()
                 : nullptr;
    auto *I = dyn_cast<Instruction>(P);
    if (!I)
      return nullptr;
    if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      Value *Base = genericOrigin(GEP->getPointerOperand(), Rebuilt);
      if (!Base)
        return nullptr;
      IRBuilder<> B(GEP);
      SmallVector<Value *, 4> Indices(GEP->indices());
      return Rebuilt[P] = B.CreateGEP(GEP->getSourceElementType(), Base,
                                      Indices, "", GEP->isInBounds());
    }
    if (auto *Select = dyn_cast<SelectInst>(I)) {
      Value *T = genericOrigin(Select->getTrueValue(), Rebuilt);
      Value *E = T ? genericOrigin(Select->getFalseValue(), Rebuilt) : nullptr;
      if (!E)
        return nullptr;
      IRBuilder<> B(Select);
      return Rebuilt[P] = B.CreateSelect(Select->getCondition(), T, E);
    }
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      // The phi goes into the map before its incoming values are rebuilt:
      // a loop may bring it back to itself.
      PHINode *New =
          PHINode::Create(Generic, Phi->getNumIncomingValues(), "", Phi);
      Rebuilt[P] = New;
      for (auto [Block, In] : zip(Phi->blocks(), Phi->incoming_values())) {
        Value *G = genericOrigin(In, Rebuilt);
        if (!G) {
          Rebuilt.erase(P);
          New->replaceAllUsesWith(PoisonValue::get(Generic));
          New->eraseFromParent();
          return nullptr;
        }
        New->addIncoming(G, Block);
      }
      return New;
    }
    return nullptr;
  }

  /// The tensor map \p P, an operand of \p Call, as a generic pointer, or
  /// null after a diagnostic naming \p What. A pointer to global or constant
  /// memory is cast (cvta); one to parameter memory becomes the generic
  /// address of its kernel parameter, which must be a grid constant: the TMA
  /// unit reads the map where it lives, and LLVM gives a byval parameter
  /// that is not one a copy in local memory, which the TMA unit cannot read.
  Value *tensorMap(IRBuilder<> &B, Value *P, CallBase &Call,
                   const Twine &What) {
    auto *PT = P ? dyn_cast<PointerType>(P->getType()) : nullptr;
    unsigned AS = PT ? PT->getAddressSpace() : ~0u;
    if (AS != ADDRESS_SPACE_GENERIC && AS != ADDRESS_SPACE_GLOBAL &&
        AS != ADDRESS_SPACE_CONST && AS != ADDRESS_SPACE_PARAM) {
      reject(Call, "the tensor map of " + What +
                       " is a pointer (generic, or to global, constant or "
                       "parameter memory); it is " +
                       (P ? typeName(P->getType()) : std::string("missing")));
      return nullptr;
    }
    if (AS == ADDRESS_SPACE_PARAM) {
      DenseMap<Value *, Value *> Rebuilt;
      if (Value *Origin = genericOrigin(P, Rebuilt)) {
        P = Origin;
        AS = ADDRESS_SPACE_GENERIC;
      } else {
        // A parameter address of unknown origin (say a device function's
        // argument): cvta.param, as LLVM 19 converts grid constants.
        return B.CreateIntrinsic(B.getPtrTy(), Intrinsic::nvvm_ptr_param_to_gen,
                                 {P});
      }
    }
    if (AS == ADDRESS_SPACE_GENERIC && !readableTensorMap(Call, P, What))
      return nullptr;
    return B.CreateAddrSpaceCast(P, B.getPtrTy());
  }

  /// Whether the generic tensor-map pointer \p P can point where the TMA
  /// unit reads: not into local memory (an alloca, or a byval parameter that
  /// LLVM copies there). A byval kernel parameter with LLVM 22's
  /// "nvvm.grid_constant" attribute is made a grid constant the way LLVM 19
  /// spells it (!nvvm.annotations). Diagnoses otherwise.
  bool readableTensorMap(CallBase &Call, Value *P, const Twine &What) {
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(P, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
    for (const Value *Object : Objects) {
      if (isa<AllocaInst>(Object)) {
        reject(Call, "the tensor map of " + What + " is in local memory (`" +
                         Object->getName() +
                         "`), where the TMA unit cannot read it; keep it "
                         "in global, constant or grid-constant parameter "
                         "memory");
        return false;
      }
      auto *Arg = dyn_cast<Argument>(Object);
      if (!Arg || !Arg->hasByValAttr())
        continue;
      Function &Owner = *const_cast<Function *>(Arg->getParent());
      if (isKernelFunction(Owner) && Owner.getAttributes().hasParamAttr(
                                         Arg->getArgNo(), "nvvm.grid_constant"))
        NVPTXExt::markGridConstant(const_cast<Argument &>(*Arg));
      if (isKernelFunction(Owner) && isParamGridConstant(*Arg))
        continue;
      reject(Call,
             "the tensor map of " + What + " is the byval parameter `" +
                 Arg->getName() + "` of `" + Owner.getName() +
                 "`, which is not a grid constant: LLVM passes a copy in "
                 "local memory, where the TMA unit cannot read it; make it "
                 "a kernel parameter marked grid_constant (!nvvm.annotations "
                 "!{ptr @" +
                 Owner.getName() + ", !\"grid_constant\", !{i32 " +
                 Twine(Arg->getArgNo() + 1) +
                 "}}, or the \"nvvm.grid_constant\" parameter attribute)");
      return false;
    }
    return true;
  }

  /// Empty when the extended intrinsic \p Name, with \p CtaGroup as its
  /// cta_group immediate where it has one, exists on the target; else why
  /// not.
  std::string checkExtTarget(StringRef Name, int64_t CtaGroup = 0) {
    const NVPTXExt::NVPTXExtIntrinsicRecord *R = NVPTXExt::lookup(Name);
    assert(R && "the TMA lowering names a missing extended intrinsic");
    return NVPTXExt::checkTarget(*R, ST, [&](unsigned) { return CtaGroup; });
  }

  /// Executable TMA atoms (the cute_nvgpu dialect's TMA contract;
  /// docs/AtomIR.md, "TMA"): the partition verifier, the execution binding
  /// (an mbarrier in shared memory), then the transaction-count increment
  /// and the cp.async.bulk.tensor instruction.
  void lowerTma(CallBase &Call, const AtomType &Atom,
                const AtomAttributes &Attributes) {
    StringRef Mnemonic = info(*Atom.Kind).Mnemonic;
    if (!gatedTarget(Call, *Atom.Kind))
      return;
    auto Read = readTmaUse(Atom, Attributes);
    if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
      return reject(Call, attributeError(Mnemonic, *D));
    const TmaUse &Use = std::get<TmaUse>(Read);
    Expected<TmaPartitionResult> Partition = verifyTmaPartition(Use.Partition);
    if (!Partition)
      return reject(Call, toString(Partition.takeError()));
    unsigned Rank = Partition->Rank;
    if (Use.Im2col && Rank < 3)
      return reject(Call, "an im2col `" + Mnemonic +
                              "` needs a tensor of rank 3 to 5; the GMEM "
                              "layout has rank " +
                              Twine(Rank));
    // An im2col box walks pixels, not a coordinate range of each mode, so
    // the sub-box grid of a tile split into several boxes has no im2col
    // coordinates.
    if (Use.Im2col && Partition->Copies.size() > 1)
      return reject(Call, "an im2col `" + Mnemonic +
                              "` moves its tile as one box; the SMEM layout "
                              "holds it as " +
                              Twine(Partition->Copies.size()) + " boxes");
    std::string Intrinsic = tmaIntrinsicName(Use, Rank);
    std::string Problem = checkExtTarget(Intrinsic, Use.isTwoCta() ? 2 : 0);
    if (!Problem.empty())
      return reject(Call,
                    "`" + Mnemonic + "`" +
                        (Use.isTwoCta() ? " with load_mode = two_cta" : "") +
                        ": " + Problem);
    uint64_t Bytes = tmaTransferBytes(Use, *Partition);
    // The transaction count of an mbarrier is at most 2^20 - 1.
    if (Use.isLoad() && Bytes >= (1u << 20))
      return reject(Call, "`" + Mnemonic + "` moves " + Twine(Bytes) +
                              " bytes; an mbarrier counts at most 1048575");

    // The operands: shared memory (and for a load its mbarrier), the tensor
    // map, the coordinates, the im2col offsets of a load, the multicast mask,
    // the cache policy.
    LLVMContext &Ctx = F.getContext();
    Type *I16 = Type::getInt16Ty(Ctx), *I32 = Type::getInt32Ty(Ctx),
         *I64 = Type::getInt64Ty(Ctx), *Shared = PointerType::get(Ctx, 3);
    unsigned Offsets = Use.isLoad() && Use.Im2col ? Rank - 2 : 0;
    // A load may write another CTA's shared memory of the cluster (the
    // peer's half of a two_cta tile): its destination is then a
    // shared::cluster address (ptr addrspace(7)), used as it is.
    Type *SharedCluster =
        PointerType::get(Ctx, NVPTXExt::AddressSpaceSharedCluster);
    bool ClusterDestination = Use.isLoad() && Call.arg_size() > 2 &&
                              Call.getArgOperand(2)->getType() == SharedCluster;
    if (ClusterDestination && !Use.isTwoCta())
      return reject(Call, "the destination of `" + Mnemonic +
                              "` is in another CTA's shared memory (ptr "
                              "addrspace(7)) only with load_mode = two_cta, "
                              "whose mbarrier may be in either CTA of the "
                              "pair; otherwise it is ptr addrspace(3)");
    SmallVector<std::pair<Type *, StringRef>, 16> Expected;
    Expected.push_back({ClusterDestination ? SharedCluster : Shared,
                        Use.isLoad() ? "destination" : "source"});
    if (Use.isLoad())
      Expected.push_back({Shared, "mbarrier"});
    Expected.push_back({nullptr, "tensor map"});
    Expected.append(Rank, {I32, "coordinate"});
    Expected.append(Offsets, {I16, "im2col offset"});
    if (Use.isMulticast())
      Expected.push_back({I16, "multicast mask"});
    if (Use.CacheHint)
      Expected.push_back({I64, "cache policy"});
    std::string Signature;
    for (auto [Ty, Role] : Expected)
      Signature +=
          ", " + (Ty ? typeName(Ty) : std::string("ptr")) + " " + Role.str();
    // The execution binding that makes the dialect's non-exec TMA atom
    // executable: the barrier the load completes on is in shared memory.
    if (Use.isLoad() && Call.arg_size() > 3 &&
        Call.getArgOperand(3)->getType()->isPointerTy() &&
        Call.getArgOperand(3)->getType() != Shared)
      return reject(Call, "the mbarrier of `" + Mnemonic +
                              "` must be in shared memory (ptr addrspace(3)); "
                              "it is " +
                              typeName(Call.getArgOperand(3)->getType()));
    bool Matches =
        Call.arg_size() == Expected.size() + 2 && Call.getType()->isVoidTy();
    for (auto [I, E] : enumerate(Expected))
      if (Matches && E.first && Call.getArgOperand(I + 2)->getType() != E.first)
        Matches = false;
    if (!Matches)
      return reject(Call, "`" + Mnemonic + "` with these attributes takes " +
                              "(type, attributes" + Signature +
                              ") and returns nothing; the call has " +
                              Twine(Call.arg_size()) + " operands");

    IRBuilder<> B(&Call);
    Module &M = *F.getParent();
    unsigned Next = 2;
    Value *Tile = Call.getArgOperand(Next++);
    Value *Barrier = Use.isLoad() ? Call.getArgOperand(Next++) : nullptr;
    Value *TensorMap =
        tensorMap(B, Call.getArgOperand(Next++), Call, "`" + Mnemonic + "`");
    if (!TensorMap)
      return;
    if (Use.isLoad()) {
      if (Use.Prefetch)
        B.CreateCall(
            NVPTXExt::getDeclaration(M, "llvm.nvvm.prefetch.tensormap.p0"),
            {TensorMap});
      // The bytes the load completes on the barrier: every box of the tile.
      Value *TxBytes = B.getInt32(Bytes);
      B.CreateCall(
          NVPTXExt::getDeclaration(
              M, Use.Arrive
                     ? "llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta"
                     : "llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta"),
          {Barrier, TxBytes});
    }
    SmallVector<Value *, 8> Coordinates, Trailing;
    for (unsigned I = 0; I < Rank + Offsets; ++I)
      Coordinates.push_back(Call.getArgOperand(Next++));
    if (Use.isLoad())
      Trailing.push_back(Use.isMulticast() ? Call.getArgOperand(Next++)
                                           : B.getInt16(0));
    Trailing.push_back(Use.CacheHint ? Call.getArgOperand(Next++)
                                     : B.getInt64(0));
    if (Use.isLoad())
      Trailing.append({B.getInt1(Use.isMulticast()), B.getInt1(Use.CacheHint),
                       B.getInt32(Use.isTwoCta() ? 2 : 0)});
    else
      Trailing.push_back(B.getInt1(Use.CacheHint));
    // One instruction per box of the partition, each at its place in the
    // tile and in the tensor (one for a dense tile).
    Function *Copy = NVPTXExt::getDeclaration(M, Intrinsic);
    unsigned ElementBytes = Use.Partition.ElementBits / 8;
    for (const TmaBoxCopy &Box : Partition->Copies) {
      Value *Smem =
          Box.SmemOffset
              ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Tile,
                                             Box.SmemOffset * ElementBytes)
              : Tile;
      SmallVector<Value *, 16> Args;
      if (Use.isLoad())
        Args = {B.CreateAddrSpaceCast(Smem, SharedCluster), Barrier, TensorMap};
      else
        Args = {Smem, TensorMap};
      for (auto [I, Coordinate] : enumerate(Coordinates))
        Args.push_back(I < Rank && Box.Origin[I]
                           ? B.CreateAdd(Coordinate, B.getInt32(Box.Origin[I]))
                           : Coordinate);
      append_range(Args, Trailing);
      B.CreateCall(Copy, Args);
    }
    Value *OldMap = Call.getArgOperand(Use.isLoad() ? 4 : 3);
    Call.eraseFromParent();
    // The parameter-memory view of a grid-constant map, if nothing else
    // uses it now.
    RecursivelyDeleteTriviallyDeadInstructions(OldMap);
    Changed = true;
  }

  /// Tensor-memory copy atoms (atom.tmem_load, atom.tmem_store and
  /// atom.s2t_copy; docs/AtomIR.md, "Tensor memory"): tcgen05.ld, tcgen05.st
  /// and tcgen05.cp. A load's registers are read only after tcgen05.wait::ld,
  /// which follows it (NVPTXWgmmaRetire keeps every read below the wait); a
  /// store is waited for with tcgen05.wait::st.
  void lowerTmemCopy(CallBase &Call, AtomKind Kind,
                     const AtomAttributes &Attributes) {
    StringRef Mnemonic = info(Kind).Mnemonic;
    if (!gatedTarget(Call, Kind))
      return;
    auto Read = readTmemCopyUse(Kind, Attributes);
    if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
      return reject(Call, attributeError(Mnemonic, *D));
    const TmemCopyUse &Use = std::get<TmemCopyUse>(Read);
    std::string Name = tmemCopyIntrinsicName(Use);
    const NVPTXExt::NVPTXExtIntrinsicRecord *R = NVPTXExt::lookup(Name);
    unsigned Registers = tmemCopyRegisters(Use);
    if (!R)
      return reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                              Twine(Use.Num) + " moves " + Twine(Registers) +
                              " registers per thread; tcgen05 moves at most "
                              "128");
    if (std::string Problem = NVPTXExt::checkTarget(*R, ST); !Problem.empty())
      return reject(Call, "`" + Mnemonic + "`: " + Problem);

    LLVMContext &Ctx = F.getContext();
    Type *Tmem = PointerType::get(Ctx, 6);
    IRBuilder<> B(&Call);
    Module &M = *F.getParent();
    Function *Intrinsic = NVPTXExt::getDeclaration(M, Name);
    auto Operand = [&](unsigned ArgNo) {
      return ArgNo < Call.arg_size() ? Call.getArgOperand(ArgNo) : nullptr;
    };
    if (Call.arg_size() < 3 || Operand(2)->getType() != Tmem)
      return reject(Call, "`" + Mnemonic +
                              "` takes the tensor-memory address (ptr "
                              "addrspace(6)) after the type and attributes");
    SmallVector<Value *, 4> Args = {Operand(2)};
    if (Use.Shape == "16x32bx2")
      Args.push_back(B.getInt64(Use.Offset));
    Type *Data = B.getInt32Ty();
    if (Registers > 1)
      Data = FixedVectorType::get(Data, Registers);
    auto Sized = [&](Type *Ty) { return registerBits(Ty) == 32 * Registers; };
    switch (Kind) {
    case AtomKind::TmemLoad: {
      if (Call.arg_size() != 3 || !Sized(Call.getType()))
        return reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                                Twine(Use.Num) + " returns " +
                                Twine(Registers) +
                                " 32-bit registers; the call returns " +
                                typeName(Call.getType()));
      Args.push_back(B.getInt1(Use.Pack));
      CallInst *Load = B.CreateCall(Intrinsic, Args);
      B.CreateCall(NVPTXExt::getDeclaration(M, "llvm.nvvm.tcgen05.wait.ld"));
      Call.replaceAllUsesWith(B.CreateBitCast(Load, Call.getType()));
      break;
    }
    case AtomKind::TmemStore: {
      if (Call.arg_size() != 4 || !Call.getType()->isVoidTy() ||
          !Sized(Operand(3)->getType()))
        return reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                                Twine(Use.Num) + " stores " + Twine(Registers) +
                                " 32-bit registers after the address and "
                                "returns nothing");
      Args.push_back(B.CreateBitCast(Operand(3), Data));
      Args.push_back(B.getInt1(Use.Pack));
      B.CreateCall(Intrinsic, Args);
      B.CreateCall(NVPTXExt::getDeclaration(M, "llvm.nvvm.tcgen05.wait.st"));
      break;
    }
    default: // S2tCopy
      if (Call.arg_size() != 4 || !Call.getType()->isVoidTy() ||
          !Operand(3)->getType()->isIntegerTy(64))
        return reject(Call, "`" + Mnemonic +
                                "` takes the tensor-memory address and the "
                                "64-bit shared-memory matrix descriptor and "
                                "returns nothing");
      Args.push_back(Operand(3));
      B.CreateCall(Intrinsic, Args);
      break;
    }
    Call.eraseFromParent();
    Changed = true;
  }

  /// prefetch_tma_desc (the dialect's tensor-map prefetch):
  /// prefetch.tensormap of the tensor map in generic, constant or parameter
  /// space.
  void lowerPrefetchTmaDesc(CallBase &Call) {
    Value *P = Call.arg_size() == 1 ? Call.getArgOperand(0) : nullptr;
    auto *PT = P ? dyn_cast<PointerType>(P->getType()) : nullptr;
    if (!PT || !Call.getType()->isVoidTy())
      return reject(Call, "'" + PrefetchTmaDescName +
                              "' takes the tensor map (a pointer) and returns "
                              "nothing");
    IRBuilder<> B(&Call);
    // A map in parameter memory that came from a kernel parameter is
    // prefetched through the parameter's generic address (see tensorMap);
    // constant and other parameter pointers keep their state space.
    unsigned AS = PT->getAddressSpace();
    DenseMap<Value *, Value *> Rebuilt;
    if (AS == ADDRESS_SPACE_PARAM)
      if (Value *Origin = genericOrigin(P, Rebuilt)) {
        P = Origin;
        AS = ADDRESS_SPACE_GENERIC;
      }
    std::string Name = "llvm.nvvm.prefetch.tensormap.";
    Name += AS == ADDRESS_SPACE_CONST   ? "p4"
            : AS == ADDRESS_SPACE_PARAM ? "p101"
                                        : "p0";
    std::string Problem = checkExtTarget(Name);
    if (!Problem.empty())
      return reject(Call, "prefetch_tma_desc: " + Problem);
    if (AS != ADDRESS_SPACE_CONST && AS != ADDRESS_SPACE_PARAM &&
        !(P = tensorMap(B, P, Call, "prefetch_tma_desc")))
      return;
    B.CreateCall(NVPTXExt::getDeclaration(*F.getParent(), Name), {P});
    Value *OldMap = Call.getArgOperand(0);
    Call.eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(OldMap);
    Changed = true;
  }

  /// update_tma_desc (the dialect's device-side descriptor update, of the
  /// three fields docs/AtomIR.md, "TMA descriptor updates", lists): one
  /// tensormap.replace.tile of the base address, one mode's extent or one
  /// non-leading stride of a tensor map in global or shared memory.
  void lowerUpdateTmaDesc(CallBase &Call) {
    std::optional<StringRef> Text = metadataString(Call, 0);
    Value *Map = Call.arg_size() == 3 ? Call.getArgOperand(1) : nullptr;
    auto *MapType = Map ? dyn_cast<PointerType>(Map->getType()) : nullptr;
    if (!Text || !MapType || !Call.getType()->isVoidTy())
      return reject(Call, "'" + UpdateTmaDescName +
                              "' takes the attributes (a metadata string), "
                              "the tensor map and the new value, and returns "
                              "nothing");
    auto Attributes = AtomAttributes::parse(*Text);
    if (auto *D = std::get_if<TextDiagnostic>(&Attributes))
      return reject(Call,
                    attributeError("update_tma_desc", {D->Column, D->Message}));
    auto Read = readTmaDescriptorUpdate(std::get<AtomAttributes>(Attributes));
    if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
      return reject(Call, attributeError("update_tma_desc", *D));
    const TmaDescriptorUpdate &Update = std::get<TmaDescriptorUpdate>(Read);
    StringRef Field = tmaDescriptorFieldNames()[unsigned(Update.Field)];
    if (Error E = checkTmaDescriptorUpdate(Update.Field, Update.Axis))
      return reject(Call, toString(std::move(E)) + ": `field = " + Field + "`" +
                              (Update.Field == TmaDescriptorField::Stride
                                   ? " of mode 0, whose stride is the "
                                     "element size"
                                   : ""));

    // tensormap.replace has a global and a shared::cta form only: a generic
    // pointer could be either.
    unsigned AS = MapType->getAddressSpace();
    if (AS != ADDRESS_SPACE_GLOBAL && AS != ADDRESS_SPACE_SHARED)
      return reject(Call, "the tensor map of `update_tma_desc` is a pointer "
                          "to global (addrspace 1) or shared (addrspace 3) "
                          "memory, where tensormap.replace writes; it is " +
                              typeName(MapType));
    std::string Intrinsic =
        Update.intrinsicName(AS == ADDRESS_SPACE_GLOBAL ? "p1" : "p3");
    std::string Problem = checkExtTarget(Intrinsic);
    if (!Problem.empty())
      return reject(Call, "update_tma_desc: " + Problem);

    // The value: a 64-bit global address (or a pointer to global memory), a
    // 32-bit extent in elements, or a 64-bit stride in bytes; a constant
    // must also be one the tensor map can hold.
    IRBuilder<> B(&Call);
    Value *V = Call.getArgOperand(2);
    Type *VT = V->getType();
    std::string Want;
    if (Update.Field == TmaDescriptorField::BaseAddress) {
      Want = "the new global address (an i64, or a generic or global "
             "pointer)";
      if (auto *PT = dyn_cast<PointerType>(VT);
          PT && (PT->getAddressSpace() == ADDRESS_SPACE_GENERIC ||
                 PT->getAddressSpace() == ADDRESS_SPACE_GLOBAL))
        V = B.CreatePtrToInt(
            B.CreateAddrSpaceCast(V, B.getPtrTy(ADDRESS_SPACE_GLOBAL)),
            B.getInt64Ty());
      else if (!VT->isIntegerTy(64))
        V = nullptr;
    } else if (Update.Field == TmaDescriptorField::Dimension) {
      Want = "the new extent of mode " + std::to_string(Update.Axis) +
             " in elements (an i32)";
      if (!VT->isIntegerTy(32))
        V = nullptr;
    } else {
      Want = "the new stride of mode " + std::to_string(Update.Axis) +
             " in bytes (an i64)";
      if (!VT->isIntegerTy(64))
        V = nullptr;
    }
    if (!V)
      return reject(Call, "`update_tma_desc` of `field = " + Field +
                              "` takes " + Want + "; the value is " +
                              typeName(VT));
    if (auto *C = dyn_cast<ConstantInt>(V))
      if (Error E = checkTmaDescriptorUpdateValue(Update, C->getZExtValue()))
        return reject(Call, "`update_tma_desc` of `field = " + Field +
                                "`: " + toString(std::move(E)));

    SmallVector<Value *, 3> Args = {Map};
    if (Update.Field != TmaDescriptorField::BaseAddress)
      Args.push_back(B.getInt32(Update.ordinal()));
    Args.push_back(V);
    B.CreateCall(NVPTXExt::getDeclaration(*F.getParent(), Intrinsic), Args);
    Call.eraseFromParent();
    Changed = true;
  }

  void lowerMma(CallBase &Call) {
    VerifiedAtom *Verified = verifiedUse(Call);
    if (!Verified)
      return;
    const MmaUse *Use = &Verified->Use;
    if (Use->Kind == AtomKind::Sm90Mma)
      Wgmmas[Call.getParent()].push_back({&Call, Verified});
    else if (Use->isUmma())
      lowerUmma(Call, *Verified);
    else if (Use->Kind == AtomKind::UniversalFma)
      lowerUniversalFma(Call, *Verified);
    else if (Use->Kind == AtomKind::Sm120MmaBs)
      lowerBlockScaleMma(Call, *Verified);
    else
      lowerRegisterMma(Call, *Verified);
  }

public:
  AtomLowering(Function &F, const NVPTXSubtarget &ST, VerifiedAtomCache &Cache)
      : F(F), ST(ST), Cache(Cache) {}

  bool run();
};

/// The wait of WGMMA groups, which a front end may also place itself.
constexpr StringLiteral WgmmaWaitName =
    "llvm.nvvm.wgmma.wait_group.sync.aligned";

/// \p I is a call of the WGMMA wait.
bool isWgmmaWait(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->getName() == WgmmaWaitName;
}

/// What both WGMMA groupings share: the operand checks of an `sm90.mma`
/// call and the emission of its mma_async.
class WgmmaEmitter {
protected:
  AtomLowering &L;
  Module &M;

  WgmmaEmitter(AtomLowering &L, Module &M) : L(L), M(M) {}

  Function *declaration(StringRef Name) {
    return NVPTXExt::getDeclaration(M, Name);
  }

  /// The operand count and the types of A, B, C, scale_d and the result;
  /// false after a diagnostic (the call is deleted).
  bool checkOperands(CallBase &Call, const MmaUse &Use) {
    if (Call.arg_size() != 6) {
      L.reject(Call, "`sm90.mma` takes 6 operands (type, attributes, A, B, "
                     "C, scale_d); the call has " +
                         Twine(Call.arg_size()));
      return false;
    }
    Type *CType = Call.getArgOperand(4)->getType();
    if (Call.getType() != CType) {
      L.reject(Call, "the result of `sm90.mma` must have the type of C, " +
                         typeName(CType) + "; it is " +
                         typeName(Call.getType()));
      return false;
    }
    Type *A = Call.getArgOperand(2)->getType();
    Type *BDesc = Call.getArgOperand(3)->getType();
    Type *ScaleD = Call.getArgOperand(5)->getType();
    if (Use.ResidencyA != Residency::Rmem && !A->isIntegerTy(64))
      L.reject(Call, "operand A of `sm90.mma` is a shared-memory descriptor "
                     "(i64); it is " +
                         typeName(A));
    else if (!BDesc->isIntegerTy(64))
      L.reject(Call, "operand B of `sm90.mma` is a shared-memory descriptor "
                     "(i64); it is " +
                         typeName(BDesc));
    else if (!ScaleD->isIntegerTy(1))
      L.reject(Call, "operand scale_d of `sm90.mma` is an i1; it is " +
                         typeName(ScaleD));
    else
      return true;
    return false;
  }

  /// The type and number of C's (and D's) 32-bit registers.
  static std::pair<Type *, unsigned> accumulatorRegisters(LLVMContext &Ctx,
                                                          const MmaUse &Use) {
    if (Use.C == MmaElement::F16)
      return {FixedVectorType::get(Type::getHalfTy(Ctx), 2), Use.N / 4};
    return {Use.C == MmaElement::F32 ? Type::getFloatTy(Ctx)
                                     : Type::getInt32Ty(Ctx),
            Use.N / 2};
  }

  /// Emits \p Call's mma_async right before it, after a wgmma.fence when
  /// \p Fence. C's registers are the results of \p Producer (an mma_async
  /// with as many) when it is given, else C split into registers. Null
  /// after a diagnostic.
  CallInst *emit(CallBase &Call, const VerifiedAtom &Verified,
                 CallInst *Producer, bool Fence) {
    const MmaUse &Use = Verified.Use;
    IRBuilder<> B(&Call);
    Value *A = Call.getArgOperand(2), *BDesc = Call.getArgOperand(3);
    Value *C = Call.getArgOperand(4), *ScaleD = Call.getArgOperand(5);
    bool RegisterA = Use.ResidencyA == Residency::Rmem;
    SmallVector<Value *, 4> ARegs;
    if (RegisterA) {
      ARegs = L.registers(B, A, B.getInt32Ty(), 4);
      if (ARegs.empty()) {
        L.reject(Call, "operand A of `sm90.mma` is 4 32-bit registers; it "
                       "is " +
                           typeName(A->getType()));
        return nullptr;
      }
    }
    auto [RegTy, Count] = accumulatorRegisters(B.getContext(), Use);
    SmallVector<Value *, 128> CRegs;
    if (Producer && Producer->getType()->getStructNumElements() == Count) {
      for (unsigned I = 0; I < Count; ++I)
        CRegs.push_back(B.CreateExtractValue(Producer, I));
    } else {
      CRegs.append(AtomLowering::registers(B, C, RegTy, Count));
      if (CRegs.empty()) {
        L.reject(Call, "operand C of `sm90.mma` m64n" + Twine(Use.N) + "k" +
                           Twine(Use.K) + " " + elementName(Use.C) + " is " +
                           Twine(Count) + " 32-bit registers; it is " +
                           typeName(C->getType()));
        return nullptr;
      }
    }
    if (Fence)
      B.CreateCall(declaration("llvm.nvvm.wgmma.fence.sync.aligned"));
    SmallVector<Value *, 140> Args;
    if (RegisterA)
      append_range(Args, ARegs);
    else
      Args.push_back(A);
    Args.push_back(BDesc);
    append_range(Args, CRegs);
    Args.push_back(ScaleD);
    for (int32_t Imm : wgmmaImmediates(Use))
      Args.push_back(B.getInt32(Imm));
    L.Changed = true;
    return B.CreateCall(declaration(wgmmaIntrinsicName(Use)), Args,
                        Verified.AliasHint);
  }
};

/// The WGMMA atoms of one block, in a function that leaves the waiting to the
/// lowering (the dialect's SM90 emission, fence, mma_async..., commit, wait,
/// with the two refinements docs/AtomIR.md, "WGMMA", states): a run of atoms
/// with nothing between them that reads their results or may write memory
/// shares one fence and one commit_group, and the wait_group goes right before
/// the first instruction that reads a result, may write memory (it could
/// overwrite the shared memory the MMAs still read) or ends the block. An atom
/// that takes the result of an earlier atom of its run as C chains on it
/// without waiting, as WGMMA allows; one that takes it as A waits first.
class WgmmaGroups : WgmmaEmitter {
  BasicBlock &BB;
  ArrayRef<std::pair<CallBase *, const VerifiedAtom *>> Atoms;
  /// Each atom call lowered so far and its mma_async, whose results are in
  /// flight until the next wait.
  MapVector<CallBase *, CallInst *> InFlight;
  /// The last mma_async of the run still open (no commit yet), or null.
  CallInst *OpenRun = nullptr;

  bool readsInFlight(const Instruction &I, const Use *Except = nullptr) {
    for (const Use &U : I.operands())
      if (&U != Except)
        if (auto *Call = dyn_cast<CallBase>(U.get()))
          if (InFlight.count(Call))
            return true;
    return false;
  }

  void commit() {
    if (!OpenRun)
      return;
    IRBuilder<> B(OpenRun->getNextNode());
    B.CreateCall(declaration("llvm.nvvm.wgmma.commit_group.sync.aligned"));
    OpenRun = nullptr;
  }

  /// Commits the open run, waits for every group before \p Before, then
  /// gives the atoms' remaining users their results.
  void wait(Instruction *Before) {
    if (InFlight.empty())
      return;
    commit();
    IRBuilder<> B(Before);
    B.CreateCall(declaration(WgmmaWaitName), {B.getInt64(0)});
    // Later atoms first: an atom call that chained on an earlier one is the
    // earlier one's only use, and rebuilding a result nothing reads would
    // keep its registers alive across the MMAs that reuse them.
    for (auto &[Atom, Mma] : reverse(InFlight)) {
      if (!Atom->use_empty())
        Atom->replaceAllUsesWith(
            AtomLowering::rebuild(B, Mma, Atom->getType()));
      Atom->eraseFromParent();
    }
    InFlight.clear();
  }

  /// Lowers one atom in place, opening a run (fence) when none is open or
  /// its operands do not all come from before the run's fence.
  void lower(CallBase &Call, const VerifiedAtom &Verified) {
    if (!checkOperands(Call, Verified.Use))
      return;
    // An atom that reads an in-flight result other than as its chained C,
    // or chains on a committed group, waits first: before any of its
    // operands is split into registers, since the wait replaces (and
    // erases) the atoms that were in flight.
    auto *Producer = dyn_cast<CallBase>(Call.getArgOperand(4));
    bool Chains = Producer && InFlight.count(Producer) && OpenRun;
    if (readsInFlight(Call, Chains ? &Call.getArgOperandUse(4) : nullptr))
      wait(&Call);
    // The fence orders every register write before it against the MMAs
    // after it: a new run needs one, and so does an atom whose A or C was
    // computed by other instructions inside the run.
    bool Fence =
        !OpenRun || Verified.Use.ResidencyA == Residency::Rmem || !Chains;
    CallInst *ProducerMma = Producer ? InFlight.lookup(Producer) : nullptr;
    CallInst *Mma = emit(Call, Verified, ProducerMma, Fence);
    if (!Mma)
      return;
    InFlight.insert({&Call, Mma});
    OpenRun = Mma;
  }

public:
  WgmmaGroups(AtomLowering &L, BasicBlock &BB,
              ArrayRef<std::pair<CallBase *, const VerifiedAtom *>> Atoms)
      : WgmmaEmitter(L, *BB.getModule()), BB(BB), Atoms(Atoms) {}

  void run() {
    DenseMap<CallBase *, const VerifiedAtom *> UseOf(Atoms.begin(),
                                                     Atoms.end());
    SmallVector<Instruction *, 64> Order;
    for (Instruction &I : BB)
      Order.push_back(&I);
    for (Instruction *I : Order) {
      auto *Call = dyn_cast<CallBase>(I);
      if (auto It = UseOf.find(Call); Call && It != UseOf.end()) {
        lower(*Call, *It->second);
        continue;
      }
      if (InFlight.empty())
        continue;
      if (readsInFlight(*I) || I->mayWriteToMemory() ||
          I->mayHaveSideEffects() || I->isTerminator())
        wait(I);
      else if (isa<CallBase>(I) && OpenRun)
        commit(); // a call ends the run, even one without side effects
    }
  }
};

/// The WGMMA atoms of a function that places wgmma.wait_group calls itself,
/// to keep groups in flight (a mainloop whose MMAs overlap the next stage's
/// barrier waits and loads). The lowering still fences and commits each
/// run of atoms as one group, and still guarantees that no result is read
/// before its group has retired, but:
///
///  - groups stay in flight across branches: an accumulator may flow
///    through a phi into the next iteration's atom as C, which chains on
///    it (same shape) without a wait;
///  - a front-end wait_group(N) retires all but the N most recent groups,
///    and says that the memory operations after it, up to the next atom, do
///    not touch the shared memory of the N groups it keeps (the stage an
///    mbarrier arrive releases is one an older, retired group read);
///  - a memory write or side effect after atoms with no front-end wait
///    between them still waits for every group, as does a return; a read of
///    a result waits for the fewest groups that retire it.
///
/// A dataflow over the CFG finds what is in flight where: each block's
/// state is the in-flight results (atom calls, and the phis that carry
/// them) with the fewest groups committed after each, and whether atoms
/// were issued since the last front-end wait. Results become vectors
/// right after their mma_async; NVPTXWgmmaRetire then makes every read
/// after a wait depend on it.
class WgmmaFlight : WgmmaEmitter {
  struct State {
    /// In-flight results and the fewest groups committed after theirs
    /// (Open: in the run not yet committed).
    DenseMap<Value *, int> Age;
    /// Atoms were issued since the last front-end wait.
    bool Unwaited = false;
    bool operator==(const State &O) const {
      return Unwaited == O.Unwaited && Age == O.Age;
    }
    bool operator!=(const State &O) const { return !(*this == O); }
  };
  static constexpr int Open = -1;
  /// Ages saturate here (wait_group's operand is at most 7).
  static constexpr int MaxAge = 8;
  /// The shape of an in-flight result that several shapes reach (not
  /// chainable).
  static constexpr unsigned MixedShape = ~0u;

  Function &F;
  DenseMap<CallBase *, const VerifiedAtom *> Atoms;
  DenseMap<BasicBlock *, State> Exit;
  /// Each in-flight result's accumulator shape: N, C's type.
  DenseMap<Value *, unsigned> ShapeOf;
  /// Emission: the value that replaced each lowered atom, and back; the
  /// mma_async of each atom.
  DenseMap<Value *, Value *> KeyOf;
  DenseMap<Value *, CallInst *> MmaOf;
  SmallVector<CallBase *, 16> Lowered;
  CallInst *OpenRun = nullptr;
  bool Emit = false;

  static unsigned shapeOf(const MmaUse &Use) {
    return Use.N * 8 + unsigned(Use.C);
  }
  Value *key(Value *V) const {
    Value *K = KeyOf.lookup(V);
    return K ? K : V;
  }

  /// Commits the open run: its results become the newest group.
  void commit(State &S) {
    bool Opened = false;
    for (auto &[V, Age] : S.Age)
      Opened |= Age == Open;
    if (!Opened)
      return;
    for (auto &[V, Age] : S.Age)
      Age = Age == Open ? 0 : std::min(Age + 1, MaxAge);
    if (Emit && OpenRun) {
      IRBuilder<> B(OpenRun->getNextNode());
      B.CreateCall(declaration("llvm.nvvm.wgmma.commit_group.sync.aligned"));
    }
    OpenRun = nullptr;
  }

  /// Retires all but the \p Pending newest groups.
  static void retire(State &S, int Pending) {
    SmallVector<Value *, 8> Done;
    for (auto &[V, Age] : S.Age)
      if (Age >= Pending)
        Done.push_back(V);
    for (Value *V : Done)
      S.Age.erase(V);
  }

  /// A wait the lowering adds before \p Before.
  void waitBefore(State &S, Instruction *Before, int Pending) {
    commit(S);
    if (Emit) {
      IRBuilder<> B(Before);
      B.CreateCall(declaration(WgmmaWaitName), {B.getInt64(Pending)});
    }
    retire(S, Pending);
  }

  /// Waits, before \p I, for the fewest groups that retire every in-flight
  /// result it reads (except through \p Except); false if it reads none.
  bool waitToRead(State &S, Instruction &I, const Use *Except) {
    auto Reads = [&](const Use &U) {
      return &U != Except && S.Age.count(key(U.get()));
    };
    if (none_of(I.operands(), Reads))
      return false;
    // Committing first makes an open run the newest group.
    commit(S);
    int Pending = MaxAge;
    for (const Use &U : I.operands())
      if (Reads(U))
        Pending = std::min(Pending, S.Age.lookup(key(U.get())));
    waitBefore(S, &I, Pending);
    return true;
  }

  void atom(State &S, CallBase &Call, const VerifiedAtom &Verified) {
    if (Emit && !checkOperands(Call, Verified.Use))
      return;
    Value *CKey = key(Call.getArgOperand(4));
    auto Chainable = [&] {
      return S.Age.count(CKey) && ShapeOf.lookup(CKey) == shapeOf(Verified.Use);
    };
    // An atom that reads an in-flight result other than as a C it chains
    // on waits for it first.
    waitToRead(S, Call, Chainable() ? &Call.getArgOperandUse(4) : nullptr);
    bool Chains = Chainable();
    if (Emit) {
      // A chain inside the open run needs no fence: only the MMAs wrote
      // the registers since the last one. Any other atom gets one.
      bool InRun = Chains && S.Age.lookup(CKey) == Open;
      bool Fence = !InRun || Verified.Use.ResidencyA == Residency::Rmem;
      CallInst *Mma =
          emit(Call, Verified, Chains ? MmaOf.lookup(CKey) : nullptr, Fence);
      if (!Mma)
        return;
      IRBuilder<> B(Mma->getNextNode());
      Value *Result = AtomLowering::rebuild(B, Mma, Call.getType());
      Call.replaceAllUsesWith(Result);
      KeyOf[Result] = &Call;
      MmaOf[&Call] = Mma;
      Lowered.push_back(&Call);
      OpenRun = Mma;
    }
    S.Age[&Call] = Open;
    ShapeOf[&Call] = shapeOf(Verified.Use);
    S.Unwaited = true;
  }

  /// The state at the start of \p BB: what is in flight at the end of any
  /// predecessor seen so far, and the phis that carry it.
  State entry(BasicBlock &BB) {
    State S;
    for (BasicBlock *Pred : predecessors(&BB)) {
      auto It = Exit.find(Pred);
      if (It == Exit.end())
        continue;
      S.Unwaited |= It->second.Unwaited;
      for (auto &[V, Age] : It->second.Age) {
        auto [Slot, New] = S.Age.try_emplace(V, Age);
        if (!New)
          Slot->second = std::min(Slot->second, Age);
      }
    }
    for (PHINode &Phi : BB.phis()) {
      std::optional<int> Age;
      unsigned Shape = 0;
      for (unsigned I = 0; I < Phi.getNumIncomingValues(); ++I) {
        auto It = Exit.find(Phi.getIncomingBlock(I));
        if (It == Exit.end())
          continue;
        Value *K = key(Phi.getIncomingValue(I));
        auto In = It->second.Age.find(K);
        if (In == It->second.Age.end())
          continue;
        Age = Age ? std::min(*Age, In->second) : In->second;
        unsigned InShape = ShapeOf.lookup(K);
        Shape = !Shape || Shape == InShape ? InShape : MixedShape;
      }
      if (Age) {
        S.Age[&Phi] = *Age;
        ShapeOf[&Phi] = Shape;
      }
    }
    return S;
  }

  /// Walks \p BB from \p S; with Emit set, lowers its atoms and places the
  /// commits and waits.
  State walk(BasicBlock &BB, State S) {
    OpenRun = nullptr;
    SmallVector<Instruction *, 64> Order;
    for (Instruction &I : BB)
      if (!isa<PHINode>(I))
        Order.push_back(&I);
    for (Instruction *I : Order) {
      auto *Call = dyn_cast<CallBase>(I);
      if (auto It = Call ? Atoms.find(Call) : Atoms.end(); It != Atoms.end()) {
        atom(S, *Call, *It->second);
        continue;
      }
      if (isWgmmaWait(*I)) {
        commit(S);
        auto *N = dyn_cast<ConstantInt>(Call->getArgOperand(0));
        retire(S, N ? int(std::min<uint64_t>(N->getZExtValue(), MaxAge)) : 0);
        S.Unwaited = false;
        continue;
      }
      if (S.Age.empty())
        continue;
      if (!waitToRead(S, *I, nullptr)) {
        if (I->mayWriteToMemory() || I->mayHaveSideEffects()) {
          // Unless a front-end wait since the last atom said which groups
          // may stay in flight, the write could be to their operands.
          commit(S);
          if (S.Unwaited)
            waitBefore(S, I, 0);
        } else if (isa<CallBase>(I)) {
          commit(S); // a call ends the run, even one without side effects
        }
      }
      if (I->isTerminator()) {
        commit(S);
        if (succ_empty(&BB) && !S.Age.empty())
          waitBefore(S, I, 0);
      }
    }
    return S;
  }

public:
  WgmmaFlight(AtomLowering &L, Function &F,
              ArrayRef<std::pair<CallBase *, const VerifiedAtom *>> AtomList)
      : WgmmaEmitter(L, *F.getParent()), F(F),
        Atoms(AtomList.begin(), AtomList.end()) {}

  void run() {
    ReversePostOrderTraversal<Function *> RPOT(&F);
    // The states only grow (more results, fewer groups after them), and
    // ages saturate, so this ends; the bound is a guard.
    for (unsigned Round = 0; Round < 64; ++Round) {
      bool Changed = false;
      for (BasicBlock *BB : RPOT) {
        State S = walk(*BB, entry(*BB));
        auto [It, New] = Exit.try_emplace(BB);
        if (New || It->second != S) {
          It->second = std::move(S);
          Changed = true;
        }
      }
      if (!Changed)
        break;
    }
    DenseMap<BasicBlock *, State> Entry;
    for (BasicBlock &BB : F)
      Entry[&BB] = entry(BB);
    Emit = true;
    for (BasicBlock &BB : F)
      walk(BB, std::move(Entry[&BB]));
    for (CallBase *Call : Lowered)
      Call->eraseFromParent();
    // A result only chained on (its registers taken from the mma_async) is
    // never rebuilt: without optimization nothing else would delete the
    // copies, which read registers still in flight.
    for (auto &[Result, Atom] : KeyOf)
      if (Result->use_empty())
        RecursivelyDeleteTriviallyDeadInstructions(Result);
  }
};

bool AtomLowering::run() {
  SmallVector<CallBase *, 16> Calls;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Call = dyn_cast<CallBase>(&I))
        if (Function *Callee = Call->getCalledFunction())
          if (isAtomIntrinsicName(Callee->getName()))
            Calls.push_back(Call);
  for (CallBase *Call : Calls) {
    StringRef Name = Call->getCalledFunction()->getName();
    if (namesIntrinsic(Name, MmaName))
      lowerMma(*Call);
    else if (namesIntrinsic(Name, CopyName))
      lowerCopy(*Call);
    else if (namesIntrinsic(Name, PrefetchTmaDescName))
      lowerPrefetchTmaDesc(*Call);
    else if (namesIntrinsic(Name, UpdateTmaDescName))
      lowerUpdateTmaDesc(*Call);
    else
      reject(*Call, "unknown atom intrinsic '" + Name + "'");
  }
  // WGMMA atoms: consecutive ones share one fence/commit group. A function
  // that places wait_group calls itself keeps groups in flight across
  // blocks; otherwise each block's groups are waited for in the block.
  bool FrontEndWaits = any_of(instructions(F), isWgmmaWait);
  if (FrontEndWaits && !Wgmmas.empty()) {
    SmallVector<std::pair<CallBase *, const VerifiedAtom *>, 16> All;
    for (auto &[BB, Atoms] : Wgmmas)
      append_range(All, Atoms);
    WgmmaFlight(*this, F, All).run();
  } else {
    for (auto &[BB, Atoms] : Wgmmas)
      WgmmaGroups(*this, *BB, Atoms).run();
  }
  return Changed;
}

class NVPTXLowerAtomsLegacy : public FunctionPass {
  VerifiedAtomCache Cache;

public:
  static char ID;
  NVPTXLowerAtomsLegacy() : FunctionPass(ID) {}

  bool runOnFunction(Function &F) override {
    auto &TM = getAnalysis<TargetPassConfig>().getTM<NVPTXTargetMachine>();
    return AtomLowering(F, *TM.getSubtargetImpl(F), Cache).run();
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
  return AtomLowering(F, *TM.getSubtargetImpl(F), Cache).run()
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

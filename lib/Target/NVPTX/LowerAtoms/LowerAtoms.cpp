//===- LowerAtoms.cpp - Lower cute_nvgpu atom intrinsics ------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// See NVPTXLowerAtoms.h. The driver: it finds the atom calls, reads their
// type and attribute texts, has the atom layer (Atoms/) parse, look up, gate
// and verify them, and hands each call to the lowering of its family, which
// the atom's registry row chooses by the interfaces it implements.
//
//===----------------------------------------------------------------------===//

#include "AliasHints.h"
#include "AtomLowering.h"
#include "MmaAtom.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXLowerAtoms.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

#define DEBUG_TYPE "nvptx-lower-atoms"

static constexpr StringLiteral AtomPrefix = "llvm.nvvm.cute.atom.";
static constexpr StringLiteral MmaName = "llvm.nvvm.cute.atom.mma";
static constexpr StringLiteral CopyName = "llvm.nvvm.cute.atom.copy";

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

void AtomLowering::error(CallBase &Call, const Twine &Message) {
  NVPTXExt::diagnoseError(F.getContext(), &Call, Message);
}

void AtomLowering::reject(CallBase &Call, const Twine &Message) {
  error(Call, Message);
  if (!Call.getType()->isVoidTy())
    Call.replaceAllUsesWith(PoisonValue::get(Call.getType()));
  Call.eraseFromParent();
  Changed = true;
}

void AtomLowering::replace(CallBase &Call, Value *Result) {
  if (Result)
    Call.replaceAllUsesWith(Result);
  Call.eraseFromParent();
  Changed = true;
}

/// Below the roster's first tier (sm_70) the target is the plain SM version:
/// the universal atoms, which the registry gives to every tier (minimum SM
/// 0), work there, and the tier gate tells the others which target they
/// need.
std::optional<cute_nvgpu::Target> AtomLowering::rosterTarget(CallBase &Call) {
  std::optional<cute_nvgpu::Target> T =
      cute_nvgpu::Target::parse(ST.getTargetName());
  if (!T && ST.getSmVersion() < roster()[0].Sm)
    T = cute_nvgpu::Target{ST.getSmVersion(), cute_nvgpu::Target::Base};
  if (!T)
    reject(Call, "target " + ST.getTargetName() + " has no cute_nvgpu atoms");
  return T;
}

/// An atom the target lacks is that, whatever else is wrong with it: the
/// gate comes before the attributes are read.
std::optional<cute_nvgpu::Target> AtomLowering::gatedTarget(CallBase &Call,
                                                            AtomKind Kind) {
  std::optional<cute_nvgpu::Target> T = rosterTarget(Call);
  if (!T)
    return std::nullopt;
  if (Error E = checkTarget(Kind, *T)) {
    reject(Call, toString(std::move(E)));
    return std::nullopt;
  }
  return T;
}

/// "WHAT, column N: MESSAGE" for an error of the atom library that points
/// into text (a TextError or an AttributeError; no column when it has
/// none), "WHAT: MESSAGE" for any other; consumes \p E.
static std::string textDiagnostic(const Twine &What, Error E) {
  unsigned Column = 0;
  std::string Message;
  handleAllErrors(
      std::move(E),
      [&](const TextError &D) {
        Column = D.getColumn();
        Message = D.getMessage();
      },
      [&](const AttributeError &D) {
        Column = D.getColumn();
        Message = D.getMessage();
      },
      [&](const ErrorInfoBase &D) { Message = D.message(); });
  return (What + (Column ? ", column " + Twine(Column) : Twine()) + ": " +
          Message)
      .str();
}

std::string AtomLowering::attributeError(StringRef Mnemonic, Error E) {
  return textDiagnostic("attributes of `" + Mnemonic + "`", std::move(E));
}

std::optional<StringRef> lower_atoms::metadataString(const CallBase &Call,
                                                     unsigned ArgNo) {
  if (ArgNo >= Call.arg_size())
    return std::nullopt;
  if (auto *MAV = dyn_cast<MetadataAsValue>(Call.getArgOperand(ArgNo)))
    if (auto *S = dyn_cast<MDString>(MAV->getMetadata()))
      return S->getString();
  return std::nullopt;
}

namespace {

/// What the lowering of an MMA family is given: the call and its verified
/// use.
using MmaLowering = void (*)(AtomLowering &, CallBase &, VerifiedAtom &);
/// What the lowering of a copy family is given: the call, its parsed atom
/// type and attributes and the type's text.
using CopyLowering = void (*)(AtomLowering &, CallBase &, const AtomType &,
                              const AtomAttributes &, StringRef);

/// The lowering of an MMA atom, by what its registry row says: where its
/// accumulator lives and which operands it reads through descriptors or
/// scale factors decide the instruction family (docs/Architecture.md).
MmaLowering mmaLowering(const AtomInfo &Atom) {
  if (usesTensorMemory(Atom.Kind))
    return lowerUmma; // tcgen05.mma, D in tensor memory
  if (Atom.implements(Interface::SmemDescriptorAtom))
    return queueWgmma; // wgmma.mma_async, A and B through descriptors
  if (Atom.implements(Interface::BlockScaleAtom))
    return lowerBlockScaleMma; // mma.sync with scale factors, in registers
  if (Atom.MinSm == 0)
    return lowerUniversalFma; // every tier: no tensor core of its own
  return lowerRegisterMma;    // mma.sync/mma.sp in registers
}

/// The lowering of a copy atom, by its registry row.
CopyLowering copyLowering(const AtomInfo &Atom) {
  if (Atom.implements(Interface::TmaAtom))
    return lowerTmaCopy;
  if (usesTensorMemory(Atom.Kind))
    return lowerTensorMemoryCopy;
  return lowerCopy;
}

/// Reads the atom calls of one function and dispatches them.
class AtomCallReader {
  AtomLowering &L;

public:
  explicit AtomCallReader(AtomLowering &L) : L(L) {}

  /// The type and attribute texts an atom call starts with; none after a
  /// diagnostic.
  std::optional<std::pair<StringRef, StringRef>> atomTexts(CallBase &Call) {
    std::optional<StringRef> TypeText = metadataString(Call, 0);
    std::optional<StringRef> AttributeText = metadataString(Call, 1);
    if (TypeText && AttributeText)
      return std::pair{*TypeText, *AttributeText};
    L.reject(Call, "'" + Call.getCalledFunction()->getName() +
                       "' takes the atom type and its attributes as metadata "
                       "strings first (metadata !\"...\")");
    return std::nullopt;
  }

  /// The atom type \p TypeText, an atom implementing \p Kind (\p What in
  /// the diagnostic), and its attributes; none after a diagnostic.
  std::optional<std::pair<AtomType, AtomAttributes>>
  parseAtom(CallBase &Call, StringRef TypeText, StringRef AttributeText,
            Interface Kind, StringRef What) {
    Expected<AtomType> Parsed = parseType(TypeText);
    if (!Parsed) {
      L.reject(Call, textDiagnostic("atom type '" + TypeText + "'",
                                    Parsed.takeError()));
      return std::nullopt;
    }
    const AtomType &Type = *Parsed;
    if (Kind == Interface::CopyAtom && !Type.isInteger() &&
        !info(*Type.Kind).implements(Kind) &&
        info(*Type.Kind).implements(Interface::TmaAtom)) {
      L.reject(Call, "`" + info(*Type.Kind).Mnemonic +
                         "` is a TMA atom before its execution binding; bind "
                         "it to an mbarrier (make_exec_tma) and call the "
                         "executable atom (atom.tma_load, atom.tma_store, "
                         "atom.tma_reduce<op>)");
      return std::nullopt;
    }
    // A type with none of the atom interfaces (an integer, a descriptor
    // type) gets the dialect's verify_atom_instance diagnostic, byte for
    // byte; an atom of another interface is named with the one it lacks.
    if (Type.isInteger() ||
        (info(*Type.Kind).Interfaces &
         (Interface::MmaAtom | Interface::CopyAtom | Interface::PrefetchAtom)) ==
            Interface::None) {
      L.reject(Call,
               "atom type does not implement a known cute_nvgpu interface");
      return std::nullopt;
    }
    if (!info(*Type.Kind).implements(Kind)) {
      L.reject(Call, "'" + TypeText + "' is not " + What);
      return std::nullopt;
    }
    Expected<AtomAttributes> Attributes = AtomAttributes::parse(AttributeText);
    if (!Attributes) {
      L.reject(Call, AtomLowering::attributeError(info(*Type.Kind).Mnemonic,
                                                  Attributes.takeError()));
      return std::nullopt;
    }
    return std::pair{Type, std::move(*Attributes)};
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
        &L.ST);
    if (auto It = L.Cache.find(Key); It != L.Cache.end())
      return It->second.get();

    auto Parsed = parseAtom(Call, Texts->first, Texts->second,
                            Interface::MmaAtom, "an MMA atom");
    if (!Parsed)
      return nullptr;
    const AtomInfo &Atom = info(*Parsed->first.Kind);
    std::optional<cute_nvgpu::Target> T = L.gatedTarget(Call, Atom.Kind);
    if (!T)
      return nullptr;
    auto Fail = [&](const Twine &Message) -> VerifiedAtom * {
      L.reject(Call, Message);
      return nullptr;
    };
    Expected<MmaUse> Read = readMmaUse(Atom.Kind, Parsed->second);
    if (!Read)
      return Fail(
          AtomLowering::attributeError(Atom.Mnemonic, Read.takeError()));
    MmaUse &Use = *Read;
    if (Error E = verifyMmaUse(Use, *T))
      return Fail(toString(std::move(E)));
    auto Entry = std::make_unique<VerifiedAtom>();
    Entry->Use = Use;
    Entry->AliasHint = mmaAliasHint(elementName(Use.A), elementName(Use.B),
                                    elementName(Use.C), Use.M, Use.N, Use.K);
    return L.Cache.insert({Key, std::move(Entry)}).first->second.get();
  }

  void lowerMma(CallBase &Call) {
    if (VerifiedAtom *Verified = verifiedUse(Call))
      mmaLowering(info(Verified->Use.Kind))(L, Call, *Verified);
  }

  /// Copy atoms (llvm.nvvm.cute.atom.copy), TMA and tensor-memory atoms
  /// included.
  void lowerCopyAtom(CallBase &Call) {
    auto Texts = atomTexts(Call);
    if (!Texts)
      return;
    auto Parsed = parseAtom(Call, Texts->first, Texts->second,
                            Interface::CopyAtom, "a copy atom");
    if (!Parsed)
      return;
    auto &[Atom, Attributes] = *Parsed;
    copyLowering(info(*Atom.Kind))(L, Call, Atom, Attributes, Texts->first);
  }

  /// Lowers \p Call, an atom intrinsic's, by the entry point it names.
  void lower(CallBase &Call) {
    StringRef Name = Call.getCalledFunction()->getName();
    if (namesIntrinsic(Name, MmaName))
      lowerMma(Call);
    else if (namesIntrinsic(Name, CopyName))
      lowerCopyAtom(Call);
    else if (namesIntrinsic(Name, PrefetchTmaDescName))
      lowerPrefetchTmaDesc(L, Call);
    else if (namesIntrinsic(Name, UpdateTmaDescName))
      lowerUpdateTmaDesc(L, Call);
    else
      L.reject(Call, "unknown atom intrinsic '" + Name + "'");
  }
};

} // namespace

bool AtomLowering::run() {
  SmallVector<CallBase *, 16> Calls;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Call = dyn_cast<CallBase>(&I))
        if (Function *Callee = Call->getCalledFunction())
          if (isAtomIntrinsicName(Callee->getName()))
            Calls.push_back(Call);
  AtomCallReader Reader(*this);
  for (CallBase *Call : Calls)
    Reader.lower(*Call);
  // The WGMMA atoms go last: how they are grouped depends on all of them.
  lowerWgmmas(*this);
  return Changed;
}

namespace {

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

//===- NVPTXExtIntrinsicChecks.cpp - Verify extended intrinsic uses -------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The IR verifier checks core intrinsics against their definitions; for the
// extended ones it knows nothing. This pass fills that gap before anything
// else looks at them: it gives each declaration its table attributes (so
// that later passes see e.g. `convergent` and do not move calls across
// control flow), gives LLVM 19's own intrinsics LLVM 22's attributes where
// those say more (NVPTXCoreIntrinsicAttributes.td), and rejects malformed
// uses with an `error:` diagnostic:
//
//  - an unknown `llvm.nvvm.*` name (LLVM 19 would otherwise emit a call to
//    an undefined PTX function),
//  - a declaration whose type differs from the table's signature,
//  - an immarg operand that is not a constant integer or is out of range,
//  - (in llc, where the target is known) a target or PTX version that lacks
//    the instruction, for the extended intrinsics and for every LLVM 19
//    NVVM intrinsic whose selection patterns carry SM and PTX predicates
//    (NVPTXCoreIntrinsicGates.inc, generated from those predicates), which
//    would otherwise end in "Cannot select";
//  - (in llc) the types and operations of IR that NVPTX lacks
//    (NVPTXUnsupportedIR.cpp).
//
// In llc it also rewrites calls with vector operands or results to the
// intrinsic's flat form (see NVPTXExt::hasVectorTypes).
//
// Rejected calls are deleted after the diagnostic, so code generation never
// reaches them: the compiler exits with status 1 instead of asserting or
// failing with "Cannot select".
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXKernelAttributes.h"
#include "NVPTXLowerAtoms.h"
#include "NVPTXTargetMachine.h"
#include "Suggest.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/Regex.h"

using namespace llvm;
using namespace llvm::NVPTXExt;

#define DEBUG_TYPE "nvptx-ext-intrinsic-checks"

namespace {

/// One predicate of an instruction pattern that tests the subtarget, with
/// its description ("sm_80 or later", "PTX ISA 7.0") and, when it is a
/// plain SM or PTX bound, that bound (for the message's wording).
struct CorePredicateInfo {
  const char *Text;
  unsigned MinSm, MinPtx, FullSm;
};
/// One pattern's predicates: CorePredicatePool[First, First + Count).
struct CoreAlternative {
  uint16_t First, Count;
};

// What every LLVM 19 NVVM intrinsic needs, generated at build time from the
// Predicates of the instruction patterns that select it
// (utils/gen-core-intrinsic-gates.py over the NVPTX.td records).
#define GET_CORE_INTRINSIC_PREDICATES
#include "NVPTXCoreIntrinsicGates.inc"

/// The alternatives of \p IID: a call selects where all predicates of one
/// alternative hold. Count is 0 for intrinsics selectable everywhere (or
/// not selected by TableGen patterns).
CoreAlternative coreAlternatives(Intrinsic::ID IID) {
  switch (IID) {
#define GET_CORE_INTRINSIC_GATES
#include "NVPTXCoreIntrinsicGates.inc"
  default:
    return {0, 0};
  }
}

/// Empty when the patterns of \p IID allow \p ST, else the sentence that
/// says what the intrinsic needs and what the target is.
std::string checkCoreTarget(StringRef Name, Intrinsic::ID IID,
                            const NVPTXSubtarget &ST) {
  CoreAlternative Span = coreAlternatives(IID);
  if (!Span.Count)
    return "";
  // The PTX version that alone is missing in some alternative, if any:
  // then raising the PTX version is all it takes.
  unsigned PtxOnly = 0;
  SmallVector<std::string, 4> Needs;
  for (const CoreAlternative &Alt :
       ArrayRef(CoreAlternatives).slice(Span.First, Span.Count)) {
    ArrayRef<uint8_t> Preds =
        ArrayRef(CorePredicatePool).slice(Alt.First, Alt.Count);
    bool Holds = true, OnlyPtx = true;
    unsigned MissingPtx = 0;
    std::string Text;
    for (uint8_t P : Preds) {
      const CorePredicateInfo &Info = CorePredicates[P];
      Text += (Text.empty() ? "" : " and ") + std::string(Info.Text);
      if (holdsCorePredicate(P, ST))
        continue;
      Holds = false;
      if (Info.MinPtx && !Info.MinSm && !Info.FullSm)
        MissingPtx = std::max(MissingPtx, Info.MinPtx);
      else
        OnlyPtx = false;
    }
    if (Holds)
      return "";
    if (OnlyPtx && (!PtxOnly || MissingPtx < PtxOnly))
      PtxOnly = MissingPtx;
    if (!is_contained(Needs, Text))
      Needs.push_back(Text);
  }
  std::string What = "'" + Name.str() + "' ";
  std::string Have = "; the target is " + targetWithPtx(ST);
  if (PtxOnly)
    return What + needsPtx(PtxOnly) + Have;
  std::string Text;
  for (const std::string &N : Needs)
    Text += (Text.empty() ? "" : ", or ") + N;
  return What + "needs " + Text + Have;
}

/// What LLVM 19's instruction definitions leave out or state more laxly
/// than ptxas enforces: intrinsics that pass the generated check above (or
/// have no pattern at all) whose PTX the CUDA 13 ptxas rejects, or that end
/// in "Cannot select" on every target. The one place such facts are stated
/// by hand; each entry was found by utils/nvvm-sweep.py, and each has a case
/// in test/CodeGen/NVPTX/core-intrinsic-ptxas.ll. A name matches an entry
/// whose glob pattern (llvm::GlobPattern) it matches; every matching entry
/// applies. (Brace expansions are off: GlobPattern::create is called
/// without a limit on subpatterns.)
struct CorePtxasRule {
  const char *Glob;
  /// Needs sm_MinSm or later and PTX ISA MinPtx or later (0: no bound).
  unsigned MinSm, MinPtx;
  /// Not available on sm_RemovedSm or later with PTX ISA RemovedPtx or
  /// later (both 0: never removed).
  unsigned RemovedSm, RemovedPtx;
  /// ptxas accepts the instruction LLVM 19 prints on no target, or LLVM 19
  /// selects none.
  bool Never;
  /// Only for the CUDA driver interface (unified texture mode); with the
  /// nvcl OS (independent texture mode) ptxas takes the instruction.
  bool CudaOnly;
  /// Why, in the diagnostic.
  const char *Why;
};

constexpr char TexUnified[] = "ptxas rejects the operands LLVM 19 prints for "
                              "it; use the llvm.nvvm.tex.unified form";

constexpr CorePtxasRule CorePtxasRules[] = {
    // ptxas: "'wmma.mma' with floating point type with '.satfinite' is not
    // supported starting from PTX ISA version 6.5".
    {"llvm.nvvm.wmma.*.mma.*.f[13][26].f[13][26].satfinite", 0, 0, 0, 65, false,
     false, "PTX ISA 6.5 removed .satfinite from floating-point wmma.mma"},
    // ptxas: "Instruction 'vote' without '.sync' is not supported on .target
    // sm_70 and higher from PTX ISA version 6.4" (as for shfl, whose
    // patterns say so: hasSHFL).
    {"llvm.nvvm.vote.all", 0, 0, 70, 64, false, false, "vote without .sync"},
    {"llvm.nvvm.vote.any", 0, 0, 70, 64, false, false, "vote without .sync"},
    {"llvm.nvvm.vote.uni", 0, 0, 70, 64, false, false, "vote without .sync"},
    {"llvm.nvvm.vote.ballot", 0, 0, 70, 64, false, false, "vote without .sync"},
    // ptxas: "Unexpected instruction types specified for 'sust.p'": the
    // formatted store takes 32-bit components only.
    {"llvm.nvvm.sust.p.*i8.*", 0, 0, 0, 0, true, false,
     "sust.p stores 32-bit components only"},
    {"llvm.nvvm.sust.p.*i16.*", 0, 0, 0, 0, true, false,
     "sust.p stores 32-bit components only"},
    // The texture forms with a separate sampler whose operand lists LLVM 19
    // prints wrongly for CUDA's unified texture mode (ptxas: "Operand vector
    // size doesn't match geometry",
    // "Illegal modifier '.cube'", or it crashes); the llvm.nvvm.tex.unified
    // form of each geometry compiles.
    {"llvm.nvvm.tex.[12]d.array.*", 0, 0, 0, 0, true, true, TexUnified},
    {"llvm.nvvm.tex.3d.grad.*", 0, 0, 0, 0, true, true, TexUnified},
    {"llvm.nvvm.tex.3d.level.*", 0, 0, 0, 0, true, true, TexUnified},
    {"llvm.nvvm.tex.cube.v4*", 0, 0, 0, 0, true, true, TexUnified},
    {"llvm.nvvm.tex.cube.array.*", 0, 0, 0, 0, true, true, TexUnified},
    // ptxas: "Illegal modifier '.ftz' for instruction 'fma'" (and '.sat'):
    // bf16 fma has neither.
    {"llvm.nvvm.fma.rn.ftz*bf16*", 0, 0, 0, 0, true, false,
     "bf16 fma has no .ftz"},
    {"llvm.nvvm.fma.rn.sat*bf16*", 0, 0, 0, 0, true, false,
     "bf16 fma has no .sat"},
    // ptxas: ".dtype must be '.f32' when .ctype is '.f32' for 'mma'
    // instruction with shape '.m16n8k16'" (and the converse).
    {"llvm.nvvm.mma.m16n8k16.*.f16.f32", 0, 0, 0, 0, true, false,
     "m16n8k16 mma needs C and D of one type"},
    {"llvm.nvvm.mma.m16n8k16.*.f32.f16", 0, 0, 0, 0, true, false,
     "m16n8k16 mma needs C and D of one type"},
    // ptxas: lg2.approx and ex2.approx have no .f64 form.
    {"llvm.nvvm.lg2.approx.d", 0, 0, 0, 0, true, false,
     "lg2.approx has no f64 form"},
    {"llvm.nvvm.ex2.approx.d", 0, 0, 0, 0, true, false,
     "ex2.approx has no f64 form"},
    // cvt.rna.tf32.f32 (CVT_tf32_f32 carries no Requires<>): PTX ISA 7.0,
    // sm_80.
    {"llvm.nvvm.f2tf32.rna", 80, 70, 0, 0, false, false, "cvt to tf32"},
    // ptxas: "Feature 'cvta/isspacep with .param state space' requires PTX
    // ISA .version 7.7 or later" (the pattern has no predicate).
    {"llvm.nvvm.ptr.param.to.gen.*", 0, 77, 0, 0, false, false,
     "cvta from the param state space"},
    // No instruction selects these in LLVM 19 ("Cannot select" everywhere):
    // bf16 min/max with .ftz, which PTX does not have; bf16 to f16; the
    // metadata form of texsurf.handle (only the .internal one is selected).
    {"llvm.nvvm.fm[ai][xn].ftz*bf16*", 0, 0, 0, 0, true, false,
     "bf16 min and max have no .ftz"},
    {"llvm.nvvm.bf2h.rn*", 0, 0, 0, 0, true, false,
     "LLVM 19 has no instruction for it"},
    {"llvm.nvvm.texsurf.handle.p*", 0, 0, 0, 0, true, false,
     "LLVM 19 has no instruction for it; use "
     "llvm.nvvm.texsurf.handle.internal"},
};

/// Operands that LLVM 19 selects only in a particular form, which its IR
/// verifier does not enforce (no immarg): anything else ends in "Cannot
/// select" or a crash in ISel. Empty when \p Call is fine.
std::string checkCoreOperands(const CallBase &Call) {
  const Function &F = *Call.getCalledFunction();
  std::string What = "operand 0 of '" + F.getName().str() + "' ";
  switch (F.getIntrinsicID()) {
  case Intrinsic::nvvm_bar_sync:
    // Its patterns take only an immediate barrier number.
    if (!isa<ConstantInt>(Call.getArgOperand(0)))
      return What + "must be a constant integer (use llvm.nvvm.barrier.sync "
                    "for a barrier number in a register)";
    return "";
  case Intrinsic::nvvm_texsurf_handle_internal:
    // ISel takes the global's address as the handle's symbol.
    if (!isa<GlobalVariable>(Call.getArgOperand(0)->stripPointerCasts()))
      return What + "must be a global variable (the texture, surface or "
                    "sampler)";
    return "";
  default:
    return "";
  }
}

/// Empty when no entry of CorePtxasRules forbids \p Name on \p ST, else the
/// diagnostic.
std::string checkCorePtxasRules(StringRef Name, const NVPTXSubtarget &ST,
                                NVPTX::DrvInterface Driver) {
  for (const CorePtxasRule &Rule : CorePtxasRules) {
    if (Rule.CudaOnly && Driver != NVPTX::CUDA)
      continue;
    Expected<GlobPattern> Glob = GlobPattern::create(Rule.Glob);
    if (!Glob) {
      consumeError(Glob.takeError());
      llvm_unreachable("malformed glob in CorePtxasRules");
    }
    if (!Glob->match(Name))
      continue;
    std::string What = "'" + Name.str() + "' ";
    std::string Have = "; the target is " + targetWithPtx(ST);
    unsigned Sm = ST.getSmVersion(), Ptx = ST.getPTXVersion();
    if (Rule.Never)
      return What + "is not supported on any target (" + Rule.Why + ")";
    if (Sm < Rule.MinSm)
      return What + "needs sm_" + std::to_string(Rule.MinSm) +
             " or later and " + ptxName(Rule.MinPtx) + " (" + Rule.Why + ")" +
             Have;
    if (Ptx < Rule.MinPtx)
      return What + needsPtx(Rule.MinPtx) + " (" + Rule.Why + ")" + Have;
    if ((Rule.RemovedSm || Rule.RemovedPtx) && Sm >= Rule.RemovedSm &&
        Ptx >= Rule.RemovedPtx)
      return What + "is not supported " +
             (Rule.RemovedSm
                  ? "on sm_" + std::to_string(Rule.RemovedSm) + " or later "
                  : std::string()) +
             "with " + ptxName(Rule.RemovedPtx) + " or later (" + Rule.Why +
             ")" + Have;
  }
  return "";
}

/// "error: [file:line:col: ]in function 'F': message"
class DiagnosticInfoExtIntrinsic : public DiagnosticInfo {
  const Function *Caller;
  DebugLoc Loc;
  const Twine &Message;
  static const int KindID;

public:
  DiagnosticInfoExtIntrinsic(const Function *Caller, DebugLoc Loc,
                             const Twine &Message)
      : DiagnosticInfo(KindID, DS_Error), Caller(Caller), Loc(std::move(Loc)),
        Message(Message) {}

  void print(DiagnosticPrinter &DP) const override {
    if (Loc) {
      auto *Scope = cast<DIScope>(Loc.getScope());
      DP << Scope->getFilename() << ":" << Loc.getLine() << ":" << Loc.getCol()
         << ": ";
    }
    if (Caller)
      DP << "in function '" << Caller->getName() << "': ";
    DP << Message;
  }
};

const int DiagnosticInfoExtIntrinsic::KindID =
    getNextAvailablePluginDiagnosticKind();

} // namespace

void NVPTXExt::eraseCall(CallBase &Call) {
  if (!Call.getType()->isVoidTy())
    Call.replaceAllUsesWith(PoisonValue::get(Call.getType()));
  Call.eraseFromParent();
}

void NVPTXExt::diagnoseError(const Function &F, const Twine &Message) {
  F.getContext().diagnose(DiagnosticInfoExtIntrinsic(&F, DebugLoc(), Message));
}

void NVPTXExt::diagnoseError(LLVMContext &Context, const Instruction *At,
                             const Twine &Message) {
  Context.diagnose(
      DiagnosticInfoExtIntrinsic(At ? At->getFunction() : nullptr,
                                 At ? At->getDebugLoc() : DebugLoc(), Message));
}

namespace {

class ExtIntrinsicChecker {
  Module &M;
  const NVPTXTargetMachine *TM;
  bool Changed = false;

  void error(const Instruction *At, const Twine &Message) {
    diagnoseError(M.getContext(), At, Message);
  }

  void erase(CallBase *Call) {
    eraseCall(*Call);
    Changed = true;
  }

  /// Diagnoses and deletes every call of \p F. (The IR verifier has already
  /// rejected any other use of an `llvm.*` function.)
  void rejectAllCalls(Function &F, const Twine &Message) {
    bool Diagnosed = false;
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = cast<CallBase>(U);
      if (!Diagnosed)
        error(Call, Message);
      Diagnosed = true;
      erase(Call);
    }
    if (!Diagnosed)
      error(nullptr, Message);
  }

  /// Empty when the call is acceptable, else the reason it is not.
  std::string checkCall(const NVPTXExtIntrinsicRecord &R, Function &F,
                        CallBase &Call) {
    for (unsigned ArgNo = 0; ArgNo < Call.arg_size(); ++ArgNo) {
      if (!F.hasParamAttribute(ArgNo, Attribute::ImmArg))
        continue;
      auto *Imm = dyn_cast<ConstantInt>(Call.getArgOperand(ArgNo));
      if (!Imm)
        return "operand " + std::to_string(ArgNo) + " of '" + R.Name +
               "' must be a constant integer (immarg)";
      std::optional<ImmArgValues> Values = getImmArgValues(R, ArgNo);
      if (Values && !Values->contains(Imm->getSExtValue()))
        return "operand " + std::to_string(ArgNo) + " of '" + R.Name + "' is " +
               std::to_string(Imm->getSExtValue()) + "; it must be " +
               Values->describe();
    }
    if (TM)
      return checkTarget(
          R, *TM->getSubtargetImpl(*Call.getFunction()),
          [&](unsigned ArgNo) -> std::optional<int64_t> {
            if (ArgNo >= Call.arg_size())
              return std::nullopt;
            if (auto *Imm = dyn_cast<ConstantInt>(Call.getArgOperand(ArgNo)))
              return Imm->getSExtValue();
            return std::nullopt;
          });
    return "";
  }

  /// Replaces \p Call by a call of the intrinsic's flat form (see
  /// hasVectorTypes), unpacking vector operands and repacking the result.
  void flatten(const NVPTXExtIntrinsicRecord &R, CallBase &Call) {
    // (A declaration of the flat name the user wrote, whose calls were
    // rejected as unknown, may have another type: call with the flat one.)
    FunctionCallee Flat(
        getFlatPrototype(R, M.getContext()).Type,
        getIntrinsicInfo().getDeclaration(&M, getID(R, /*Flat=*/true)));
    IRBuilder<> B(&Call);
    SmallVector<Value *, 16> Args;
    for (Value *Arg : Call.args()) {
      FixedVectorType *VT = getFlatElements(Arg->getType());
      if (!VT) {
        Args.push_back(Arg);
        continue;
      }
      // (An i128 is taken as its two i64 halves, low first.)
      Value *Vec = B.CreateBitCast(Arg, VT);
      for (unsigned I = 0, E = VT->getNumElements(); I < E; ++I)
        Args.push_back(B.CreateExtractElement(Vec, I));
    }
    CallInst *New = B.CreateCall(Flat, Args);
    New->setAttributes(getFlatPrototype(R, M.getContext()).Attrs);
    New->setDebugLoc(Call.getDebugLoc());
    if (FixedVectorType *VT = getFlatElements(Call.getType())) {
      // The vector is rebuilt next to each use, not next to the call: an
      // asynchronous result (tcgen05.ld) is then read where the IR reads
      // it, after its wait, which NVPTXRetireAsyncResults relies on.
      for (Use &U : make_early_inc_range(Call.uses())) {
        auto *User = cast<Instruction>(U.getUser());
        auto *Phi = dyn_cast<PHINode>(User);
        IRBuilder<> UB(Phi ? Phi->getIncomingBlock(U)->getTerminator() : User);
        Value *Vec = PoisonValue::get(VT);
        for (unsigned I = 0, E = VT->getNumElements(); I < E; ++I)
          Vec = UB.CreateInsertElement(Vec, UB.CreateExtractValue(New, I), I);
        U.set(UB.CreateBitCast(Vec, Call.getType()));
      }
    } else if (!Call.getType()->isVoidTy()) {
      Call.replaceAllUsesWith(New);
    }
    Call.eraseFromParent();
    Changed = true;
  }

  /// "; did you mean '...'?" for the NVVM intrinsic, of LLVM 19 or of the
  /// extension, whose name is closest to \p Name.
  static std::string suggestIntrinsic(StringRef Name) {
    SmallVector<StringRef, 4096> Names;
    for (const NVPTXExtIntrinsicRecord &R : NVPTXExt::records())
      if (!NVPTXExt::isInternal(R))
        Names.push_back(R.Name);
    for (unsigned ID = 1; ID < Intrinsic::num_intrinsics; ++ID) {
      StringRef Base = Intrinsic::getBaseName(ID);
      if (Base.starts_with("llvm.nvvm."))
        Names.push_back(Base);
    }
    return cute_nvgpu::didYouMean(Name, Names);
  }

  /// The bulk copies to shared::cluster took their destination as a
  /// shared::cta pointer (addrspace 3) before LLVM 21, and the tensor loads
  /// had no cta_group operand; LLVM 22 upgrades such calls by casting the
  /// destination to addrspace 7 and adding cta_group 0, and so does this.
  /// Returns the declaration of the current signature (row \p R's) the
  /// calls now use, or null when \p F's type is not such an older form.
  Function *upgradeLLVM20Signature(Function &F,
                                   const NVPTXExtIntrinsicRecord &R) {
    FunctionType *Old = F.getFunctionType();
    FunctionType *New = getPrototype(R, M.getContext()).Type;
    StringRef Name = F.getName();
    if (!Name.starts_with("llvm.nvvm.cp.async.bulk.") ||
        Old->getReturnType() != New->getReturnType() ||
        Old->getNumParams() == 0 || Old->isVarArg())
      return nullptr;
    bool AddsCtaGroup = Name.contains(".tensor.g2s.") &&
                        Old->getNumParams() + 1 == New->getNumParams() &&
                        New->params().back()->isIntegerTy(32);
    if (!AddsCtaGroup && Old->getNumParams() != New->getNumParams())
      return nullptr;
    Type *SharedPtr = PointerType::get(M.getContext(), ADDRESS_SPACE_SHARED);
    Type *ClusterPtr =
        PointerType::get(M.getContext(), AddressSpaceSharedCluster);
    bool CastsDestination =
        Old->getParamType(0) == SharedPtr && New->getParamType(0) == ClusterPtr;
    if (!CastsDestination && Old->getParamType(0) != New->getParamType(0))
      return nullptr;
    if (!CastsDestination && !AddsCtaGroup)
      return nullptr;
    for (unsigned I = 1, E = Old->getNumParams(); I != E; ++I)
      if (Old->getParamType(I) != New->getParamType(I))
        return nullptr;
    if (!all_of(F.users(), [&](const User *U) {
          auto *Call = dyn_cast<CallInst>(U);
          return Call && Call->getCalledOperand() == &F;
        }))
      return nullptr;

    std::string Current = Name.str();
    F.setName(Current + ".llvm20");
    Function *Upgraded = getDeclaration(M, R);
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = cast<CallInst>(U);
      IRBuilder<> B(Call);
      SmallVector<Value *, 16> Args(Call->args());
      if (CastsDestination)
        Args[0] = B.CreateAddrSpaceCast(Args[0], ClusterPtr);
      if (AddsCtaGroup)
        Args.push_back(B.getInt32(0));
      CallInst *New = B.CreateCall(Upgraded, Args);
      New->setDebugLoc(Call->getDebugLoc());
      Call->eraseFromParent();
    }
    F.eraseFromParent();
    Changed = true;
    return Upgraded;
  }

  /// llvm.nvvm.internal.addrspace.wrap.pN.pM (LLVM 22; NVPTXLowerArgs
  /// makes it for kernel parameters): a pointer's bits as an address of
  /// another space, without the cvta an addrspacecast would be. Each call
  /// becomes ptrtoint and inttoptr, which select to no instruction (or to a
  /// truncation or extension between a 64- and a 32-bit space), as LLVM 22
  /// selects the intrinsic.
  void lowerAddrSpaceWrap(Function &F) {
    FunctionType *FT = F.getFunctionType();
    auto *To = dyn_cast<PointerType>(FT->getReturnType());
    auto *From = FT->getNumParams() == 1 && !FT->isVarArg()
                     ? dyn_cast<PointerType>(FT->getParamType(0))
                     : nullptr;
    if (!To || !From ||
        F.getName() != ("llvm.nvvm.internal.addrspace.wrap.p" +
                        Twine(To->getAddressSpace()) + ".p" +
                        Twine(From->getAddressSpace()))
                           .str()) {
      rejectAllCalls(F, "'" + F.getName() + "' is declared as '" +
                            typeName(FT) +
                            "'; llvm.nvvm.internal.addrspace.wrap.pN.pM "
                            "takes a ptr addrspace(M) and returns a ptr "
                            "addrspace(N)");
      return;
    }
    const DataLayout &DL = M.getDataLayout();
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = dyn_cast<CallInst>(U);
      if (!Call || Call->getCalledOperand() != &F)
        continue;
      IRBuilder<> B(Call);
      Value *Bits =
          B.CreatePtrToInt(Call->getArgOperand(0), DL.getIntPtrType(From));
      Bits = B.CreateZExtOrTrunc(Bits, DL.getIntPtrType(To));
      Value *Wrapped = B.CreateIntToPtr(Bits, To);
      Wrapped->takeName(Call);
      Call->replaceAllUsesWith(Wrapped);
      Call->eraseFromParent();
    }
    if (F.use_empty())
      F.eraseFromParent();
    Changed = true;
  }

  /// \p Name with each pointer type of its mangling spelt as LLVM 22 (and
  /// LLVM 19 since opaque pointers) spells it: `.p3i8`, the typed-pointer
  /// mangling of LLVM 14 and earlier that front ends still write, is `.p3`.
  static std::string withOpaquePointerSuffixes(StringRef Name) {
    static const Regex TypedPointer(
        "\\.p([0-9]+)(i[0-9]+|f16|bf16|f32|f64)(\\.|$)");
    std::string Result = Name.str();
    while (TypedPointer.match(Result))
      Result = TypedPointer.sub(".p\\1\\3", Result);
    return Result;
  }

  void checkIntrinsic(Function &F) {
    const NVPTXExtIntrinsicRecord *R = lookup(F.getName());
    if (!R) {
      // A declaration nothing uses is no use of an intrinsic: LLVM 22
      // leaves it (an external function it never prints).
      if (F.use_empty()) {
        F.eraseFromParent();
        Changed = true;
        return;
      }
      // LLVM 22 reads a typed-pointer suffix as the opaque pointer's.
      std::string Opaque = withOpaquePointerSuffixes(F.getName());
      if (Opaque != F.getName() && lookup(Opaque) && !M.getFunction(Opaque)) {
        F.setName(Opaque);
        Changed = true;
        checkIntrinsic(F);
        return;
      }
      rejectAllCalls(F, "unknown NVVM intrinsic '" + F.getName() +
                            "': neither LLVM 19 nor the nvptx-atoms "
                            "extension defines it" +
                            suggestIntrinsic(F.getName()));
      return;
    }
    const Prototype &P = getPrototype(*R, M.getContext());
    if (F.getFunctionType() != P.Type) {
      if (Function *Upgraded = upgradeLLVM20Signature(F, *R)) {
        checkIntrinsic(*Upgraded);
        return;
      }
      rejectAllCalls(F, "'" + F.getName() + "' is declared as '" +
                            typeName(F.getFunctionType()) +
                            "'; its signature is '" + typeName(P.Type) + "'");
      return;
    }
    if (F.getAttributes() != P.Attrs) {
      F.setAttributes(P.Attrs);
      Changed = true;
    }
    // In llc, calls that pass the checks and have vector operands or
    // results are rewritten to the flat form, which ISel can take.
    bool Flatten = TM && hasVectorTypes(*R, M.getContext());
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = cast<CallBase>(U);
      std::string Problem = checkCall(*R, F, *Call);
      if (!Problem.empty()) {
        error(Call, Problem);
        erase(Call);
      } else if (Flatten) {
        flatten(*R, *Call);
      }
    }
    if (Flatten && F.use_empty())
      F.eraseFromParent();
  }

  /// The operand number of the pointer \p I accesses memory through, or
  /// none when \p I is not a load, store or atomic.
  static std::optional<unsigned> accessedPointerOperand(const Instruction &I) {
    if (isa<LoadInst>(I))
      return LoadInst::getPointerOperandIndex();
    if (isa<StoreInst>(I))
      return StoreInst::getPointerOperandIndex();
    if (isa<AtomicRMWInst>(I))
      return AtomicRMWInst::getPointerOperandIndex();
    if (isa<AtomicCmpXchgInst>(I))
      return AtomicCmpXchgInst::getPointerOperandIndex();
    return std::nullopt;
  }

  /// Empty when \p I is acceptable use of a shared::cluster pointer
  /// (addrspace 7, which LLVM 19's NVPTX ISel does not know), else why not.
  /// Casts to and from generic and shared pointers select to cvta (sm_90,
  /// whose PTX ISA 7.8 has it; NVPTXTma.cpp); memory accesses go through
  /// the generic address (checkSharedClusterUses).
  std::string checkSharedCluster(const Instruction &I) {
    constexpr unsigned Cluster = AddressSpaceSharedCluster;
    bool ClusterAccess = false;
    if (auto *Cast = dyn_cast<AddrSpaceCastInst>(&I)) {
      if (Cast->getSrcAddressSpace() != Cluster &&
          Cast->getDestAddressSpace() != Cluster)
        return "";
    } else if (std::optional<unsigned> Op = accessedPointerOperand(I)) {
      ClusterAccess =
          I.getOperand(*Op)->getType()->getPointerAddressSpace() == Cluster;
      if (!ClusterAccess)
        return "";
    } else {
      return "";
    }
    if (!TM->is64Bit())
      return "shared::cluster pointers (addrspace 7) need the 64-bit "
             "target (nvptx64)";
    const NVPTXSubtarget &ST = *TM->getSubtargetImpl(*I.getFunction());
    if (ST.getSmVersion() < 90)
      return std::string(ClusterAccess ? "memory accesses through"
                                       : "addrspacecast to or from") +
             " shared::cluster (addrspace 7) needs sm_90 or later; the "
             "target is sm_" +
             std::to_string(ST.getSmVersion());
    return "";
  }

  void checkSharedClusterUses() {
    Function *ToGenericDecl = nullptr;
    auto ToGeneric = [&] {
      if (!ToGenericDecl)
        ToGenericDecl = getDeclaration(M, CvtaSharedClusterToGeneric);
      return ToGenericDecl;
    };
    for (Function &F : M)
      for (Instruction &I : make_early_inc_range(instructions(F))) {
        std::string Problem = checkSharedCluster(I);
        if (!Problem.empty()) {
          error(&I, Problem);
          if (!I.getType()->isVoidTy())
            I.replaceAllUsesWith(PoisonValue::get(I.getType()));
          I.eraseFromParent();
          Changed = true;
          continue;
        }
        // LLVM 19's ISel has no shared::cluster loads and stores (LLVM 22
        // selects ld/st.shared::cluster, and its InferAddressSpaces makes
        // them from generic accesses of a cast pointer): the access goes
        // through the pointer's generic address, the same memory.
        if (std::optional<unsigned> Op = accessedPointerOperand(I);
            Op && I.getOperand(*Op)->getType()->getPointerAddressSpace() ==
                      AddressSpaceSharedCluster) {
          IRBuilder<> B(&I);
          I.setOperand(*Op, B.CreateCall(ToGeneric(), {I.getOperand(*Op)}));
          Changed = true;
          continue;
        }
        // A cast from shared::cluster to generic is hidden from
        // InferAddressSpaces (see NVPTXTma.td); a cast to any other space
        // goes through generic. (Casts to shared::cluster, from any space,
        // go through generic in selection: NVPTXTma.cpp's
        // selectAddrSpaceCast.)
        auto *Cast = dyn_cast<AddrSpaceCastInst>(&I);
        if (!Cast || Cast->getSrcAddressSpace() != AddressSpaceSharedCluster)
          continue;
        IRBuilder<> B(Cast);
        Value *Generic = B.CreateCall(ToGeneric(), {Cast->getPointerOperand()},
                                      Cast->getName());
        if (Cast->getDestAddressSpace() != ADDRESS_SPACE_GENERIC)
          Generic = B.CreateAddrSpaceCast(Generic, Cast->getType());
        Cast->replaceAllUsesWith(Generic);
        Cast->eraseFromParent();
        Changed = true;
      }
  }

public:
  ExtIntrinsicChecker(Module &M, const NVPTXTargetMachine *TM) : M(M), TM(TM) {}

  /// Every call of the LLVM 19 intrinsic \p F with an operand LLVM 19 cannot
  /// select and, in llc, on a target or PTX version its instruction needs
  /// more than, is diagnosed and deleted.
  void checkCoreIntrinsic(Function &F) {
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = dyn_cast<CallBase>(U);
      if (!Call || Call->getCalledFunction() != &F)
        continue;
      std::string Problem = checkCoreOperands(*Call);
      if (Problem.empty() && TM) {
        const NVPTXSubtarget &ST = *TM->getSubtargetImpl(*Call->getFunction());
        Problem = checkCoreTarget(F.getName(), F.getIntrinsicID(), ST);
        if (Problem.empty())
          Problem = checkCorePtxasRules(F.getName(), ST, TM->getDrvInterface());
      }
      if (Problem.empty())
        continue;
      error(Call, Problem);
      erase(Call);
    }
  }

  bool run() {
    // LLVM 22's kernel attributes, before anything reads annotations.
    Changed |= readLLVM22KernelAttributes(M, TM);
    // Collected first: checking adds flat forms and removes declarations.
    SmallVector<Function *, 16> Unknown;
    for (Function &F : M) {
      if (!F.isDeclaration() || !F.getName().starts_with("llvm.nvvm."))
        continue;
      if (F.getIntrinsicID() != Intrinsic::not_intrinsic) {
        // LLVM 19's reader gave the declaration LLVM 19's attributes; where
        // LLVM 22 says more about the intrinsic, its attributes hold.
        std::optional<AttributeList> Attrs = getLLVM22CoreAttributes(F);
        if (Attrs && *Attrs != F.getAttributes()) {
          F.setAttributes(*Attrs);
          Changed = true;
        }
        // (Only llc knows the target.)
        checkCoreIntrinsic(F);
        continue;
      }
      // Atom intrinsics are NVPTXLowerAtoms' to check; until it runs they
      // are warp-synchronous calls that no transformation may make
      // divergent.
      if (isAtomIntrinsicName(F.getName())) {
        if (!F.hasFnAttribute(Attribute::Convergent)) {
          F.addFnAttr(Attribute::Convergent);
          Changed = true;
        }
        continue;
      }
      Unknown.push_back(&F);
    }
    for (Function *F : Unknown) {
      if (F->getName().starts_with("llvm.nvvm.internal.addrspace.wrap."))
        lowerAddrSpaceWrap(*F);
      else
        checkIntrinsic(*F);
    }
    if (TM) {
      Changed |= rejectWhatNVPTXLacks(M, *TM);
      checkSharedClusterUses();
    }
    return Changed;
  }
};

class NVPTXExtIntrinsicChecksLegacy : public ModulePass {
public:
  static char ID;
  NVPTXExtIntrinsicChecksLegacy() : ModulePass(ID) {}

  StringRef getPassName() const override {
    return "NVPTX extended-intrinsic checks";
  }

  bool runOnModule(Module &M) override {
    const NVPTXTargetMachine *TM = nullptr;
    if (auto *TPC = getAnalysisIfAvailable<TargetPassConfig>())
      TM = &TPC->getTM<NVPTXTargetMachine>();
    return ExtIntrinsicChecker(M, TM).run();
  }
};

} // namespace

char NVPTXExtIntrinsicChecksLegacy::ID = 0;

INITIALIZE_PASS(NVPTXExtIntrinsicChecksLegacy, DEBUG_TYPE,
                "NVPTX extended-intrinsic checks", false, false)

ModulePass *llvm::createNVPTXExtIntrinsicChecksLegacyPass() {
  return new NVPTXExtIntrinsicChecksLegacy();
}

PreservedAnalyses NVPTXExtIntrinsicChecksPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  return ExtIntrinsicChecker(M, TM).run() ? PreservedAnalyses::none()
                                          : PreservedAnalyses::all();
}

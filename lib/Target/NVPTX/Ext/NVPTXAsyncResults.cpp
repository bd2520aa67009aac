//===- NVPTXAsyncResults.cpp - Results read after their wait --------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The passes that keep asynchronous results (wgmma accumulators, tcgen05.ld
// registers) unread until their wait: see NVPTXAsyncResults.h for what each
// guarantees.
//
//===----------------------------------------------------------------------===//

#include "NVPTXAsyncResults.h"
#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXWgmma.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::NVPTXExt;

#define DEBUG_TYPE "nvptx-async-results"

namespace {

/// One kind of asynchronous result: the parts its intrinsics play, as the
/// AsyncResults column of their rows names them.
struct AsyncProtocol {
  AsyncResultsRole Results; // calls whose results arrive asynchronously
  AsyncResultsRole Wait;    // the call after which they may be read
  AsyncResultsRole Retire;  // the retires, one for each register type
};
const AsyncProtocol Protocols[] = {
    {WgmmaAccumulators, WgmmaAccumulatorsWait, WgmmaAccumulatorsRetire},
    // In llc, tcgen05.ld calls are flat forms by now
    // (NVPTXExtIntrinsicChecks), whose struct results are extracted next to
    // each use; a flat form has the row of its intrinsic.
    {Tcgen05LdRegisters, Tcgen05LdRegistersWait, Tcgen05LdRegistersRetire},
};

/// The part \p F, an intrinsic (or its flat form), plays: its row's column.
AsyncResultsRole roleOf(const Function &F) {
  const NVPTXExtIntrinsicRecord *R =
      lookup(getIntrinsicInfo().getIntrinsicID(&F));
  return R ? R->AsyncResults : NotAsync;
}

bool isRetireRole(AsyncResultsRole Role) {
  return any_of(Protocols,
                [&](const AsyncProtocol &P) { return P.Retire == Role; });
}

/// The retire rows of \p Protocol.
SmallVector<const NVPTXExtIntrinsicRecord *, 4>
retireRows(const AsyncProtocol &Protocol) {
  SmallVector<const NVPTXExtIntrinsicRecord *, 4> Rows;
  for (const NVPTXExtIntrinsicRecord &R : records())
    if (R.AsyncResults == Protocol.Retire)
      Rows.push_back(&R);
  return Rows;
}

/// Instructions that only move an asynchronous result's registers around
/// (take them apart, put them together, rename them): the value they
/// define carries the result's registers, and is tracked like it.
bool carriesRegisters(const User &U) {
  return isa<ExtractValueInst, ExtractElementInst, InsertValueInst,
             InsertElementInst, ShuffleVectorInst, BitCastInst, PHINode>(U);
}

const Function *calleeOf(const Value &V) {
  const auto *Call = dyn_cast<CallInst>(&V);
  return Call ? Call->getCalledFunction() : nullptr;
}

class Retirer {
  Function &F;
  DominatorTree &DT;
  const AsyncProtocol &Protocol;
  // The protocol's retires: the one of each register type it has.
  SmallVector<const NVPTXExtIntrinsicRecord *, 4> Retires;
  // The wait calls of each block, in order.
  DenseMap<const BasicBlock *, SmallVector<Instruction *, 2>> Waits;
  // The retired value of a result (or of its element) after a wait.
  DenseMap<std::tuple<Instruction *, Value *, int>, Value *> Retired;
  // The last instruction placed after each wait.
  DenseMap<Instruction *, Instruction *> LastAfter;
  bool Changed = false;

  /// The last wait in \p BB before \p Before (or in the whole block), that
  /// is after \p After when \p After is in \p BB.
  Instruction *lastWaitIn(const BasicBlock *BB, const Instruction *Before,
                          const Instruction *After) {
    auto It = Waits.find(BB);
    if (It == Waits.end())
      return nullptr;
    for (Instruction *W : reverse(It->second)) {
      if (Before && !W->comesBefore(Before))
        continue;
      if (After && After->getParent() == BB && !After->comesBefore(W))
        return nullptr;
      return W;
    }
    return nullptr;
  }

  /// The wait closest before \p At on the dominator path from \p Def.
  Instruction *nearestWait(Instruction *Def, Instruction *At) {
    const BasicBlock *DefBB = Def->getParent();
    const Instruction *Before = At;
    for (DomTreeNode *N = DT.getNode(At->getParent()); N; N = N->getIDom()) {
      if (Instruction *W = lastWaitIn(N->getBlock(), Before, Def))
        return W;
      if (N->getBlock() == DefBB)
        return nullptr;
      Before = nullptr;
    }
    return nullptr;
  }

  /// \p V retired by a call of the protocol's retire of its type, or of its
  /// 32-bit retire through bitcasts when the protocol has no retire of it.
  Value *retireCall(IRBuilder<> &B, Value *V) {
    Type *Ty = V->getType();
    LLVMContext &Ctx = F.getContext();
    auto RetireOf = [&](Type *T) -> const NVPTXExtIntrinsicRecord * {
      for (const NVPTXExtIntrinsicRecord *R : Retires)
        if (getPrototype(*R, Ctx).Type->getReturnType() == T)
          return R;
      return nullptr;
    };
    if (const NVPTXExtIntrinsicRecord *R = RetireOf(Ty))
      return B.CreateCall(getDeclaration(*F.getParent(), *R), V);
    Type *I32 = B.getInt32Ty();
    const NVPTXExtIntrinsicRecord *R = RetireOf(I32);
    assert(R && "every protocol retires 32-bit registers");
    Value *Retired = B.CreateCall(getDeclaration(*F.getParent(), *R),
                                  B.CreateBitCast(V, I32));
    return B.CreateBitCast(Retired, Ty);
  }

  /// A builder that appends to the code placed after the wait \p W, so
  /// that all of it stays together, in creation order, right after \p W.
  IRBuilder<> builderAfter(Instruction *W) {
    Instruction *Last = LastAfter.try_emplace(W, W).first->second;
    return IRBuilder<>(Last->getNextNode());
  }
  void appended(Instruction *W, Value *V) {
    LastAfter[W] = cast<Instruction>(V);
  }

  /// A vector the protocol retires element by element (tcgen05.ld results
  /// before NVPTXExtIntrinsicChecks makes them structs), rather than as one
  /// register (wgmma's f16x2 accumulators).
  bool retiresElements(Type *Ty) const { return NVPTXExt::isSplitVector(Ty); }

  /// Element \p Index of the accumulator struct or vector \p V (or \p V
  /// itself when \p Index is -1), as defined anew right after the wait \p W.
  Value *retireScalar(Instruction *W, Value *V, int Index) {
    Value *&Slot = Retired[{W, V, Index}];
    if (!Slot) {
      IRBuilder<> B = builderAfter(W);
      Value *Elt = Index < 0 ? V
                   : V->getType()->isVectorTy()
                       ? B.CreateExtractElement(V, Index)
                       : B.CreateExtractValue(V, Index);
      Slot = retireCall(B, Elt);
      appended(W, Slot);
      Changed = true;
    }
    return Slot;
  }

  /// \p V as defined anew right after the wait \p W.
  Value *retire(Instruction *W, Value *V) {
    Type *Ty = V->getType();
    auto *STy = dyn_cast<StructType>(Ty);
    if (!STy && !retiresElements(Ty))
      return retireScalar(W, V, -1);
    if (Value *Done = Retired.lookup({W, V, -1}))
      return Done;
    // A vector of 8- or 16-bit elements (half accumulators) is retired as
    // the 32-bit registers that hold it.
    auto *VTy = dyn_cast<FixedVectorType>(Ty);
    unsigned Bits = Ty->getPrimitiveSizeInBits();
    if (VTy && VTy->getScalarSizeInBits() != 32 && Bits % 32 == 0) {
      IRBuilder<> Before = builderAfter(W);
      Value *Words = Before.CreateBitCast(
          V, FixedVectorType::get(Before.getInt32Ty(), Bits / 32));
      appended(W, Words);
      Value *RetiredWords = retire(W, Words);
      IRBuilder<> After = builderAfter(W);
      Value *Back = After.CreateBitCast(RetiredWords, Ty);
      appended(W, Back);
      Retired[{W, V, -1}] = Back;
      return Back;
    }
    unsigned N = STy ? STy->getNumElements()
                     : cast<FixedVectorType>(Ty)->getNumElements();
    // (retireScalar adds to Retired: no reference into it is held here.)
    SmallVector<Value *, 128> Elements;
    for (unsigned I = 0; I < N; ++I)
      Elements.push_back(retireScalar(W, V, I));
    IRBuilder<> B = builderAfter(W);
    Value *Agg = PoisonValue::get(Ty);
    for (unsigned I = 0; I < N; ++I)
      Agg = STy ? B.CreateInsertValue(Agg, Elements[I], I)
                : B.CreateInsertElement(Agg, Elements[I], I);
    appended(W, Agg);
    Retired[{W, V, -1}] = Agg;
    return Agg;
  }

  void retireUses(Instruction *Def) {
    SmallVector<Use *, 8> Uses;
    for (Use &U : Def->uses())
      Uses.push_back(&U);
    for (Use *U : Uses) {
      auto *User = cast<Instruction>(U->getUser());
      // A phi reads nothing: it is tracked itself, and its readers retire
      // it after the wait that precedes them.
      if (isa<PHINode>(User))
        continue;
      Instruction *W = nearestWait(Def, User);
      if (!W)
        continue;
      // An element read after the wait needs only that element retired.
      auto *Extract = dyn_cast<ExtractValueInst>(User);
      if (Extract && Extract->getNumIndices() == 1) {
        Extract->replaceAllUsesWith(
            retireScalar(W, Def, Extract->getIndices()[0]));
        Extract->eraseFromParent();
        continue;
      }
      auto *ExtractElt = dyn_cast<ExtractElementInst>(User);
      auto *Index = ExtractElt
                        ? dyn_cast<ConstantInt>(ExtractElt->getIndexOperand())
                        : nullptr;
      if (Index && retiresElements(Def->getType()) &&
          Index->getValue().ult(
              cast<FixedVectorType>(Def->getType())->getNumElements())) {
        ExtractElt->replaceAllUsesWith(
            retireScalar(W, Def, Index->getZExtValue()));
        ExtractElt->eraseFromParent();
        continue;
      }
      U->set(retire(W, Def));
    }
  }

public:
  Retirer(Function &F, DominatorTree &DT, const AsyncProtocol &Protocol)
      : F(F), DT(DT), Protocol(Protocol), Retires(retireRows(Protocol)) {}

  bool run() {
    SmallVector<Instruction *, 16> Accumulators;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        const Function *Callee = calleeOf(I);
        if (!Callee)
          continue;
        AsyncResultsRole Role = roleOf(*Callee);
        if (Role == Protocol.Wait)
          Waits[&BB].push_back(&I);
        else if (Role == Protocol.Results && !I.getType()->isVoidTy())
          Accumulators.push_back(&I);
      }
    if (Waits.empty() || Accumulators.empty())
      return false;
    // What carries the registers is an accumulator too: elements extracted
    // before the wait, and the vectors and phis they are put together in
    // (a result kept in flight across a loop's back edge).
    SetVector<Instruction *> Carriers(Accumulators.begin(), Accumulators.end());
    for (unsigned I = 0; I < Carriers.size(); ++I)
      for (User *U : Carriers[I]->users())
        if (carriesRegisters(*U))
          Carriers.insert(cast<Instruction>(U));
    // Users first: handling a value may replace (and delete) the extracts
    // that read it after a wait.
    for (Instruction *Acc : reverse(Carriers))
      retireUses(Acc);
    return Changed;
  }
};

bool retireAll(Function &F, DominatorTree &DT) {
  bool Changed = false;
  for (const AsyncProtocol &Protocol : Protocols)
    Changed |= Retirer(F, DT, Protocol).run();
  return Changed;
}

class NVPTXRetireAsyncResultsLegacy : public FunctionPass {
public:
  static char ID;
  NVPTXRetireAsyncResultsLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "NVPTX asynchronous result retirement";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<DominatorTreeWrapperPass>();
    AU.setPreservesCFG();
  }
  bool runOnFunction(Function &F) override {
    auto &DT = getAnalysis<DominatorTreeWrapperPass>().getDomTree();
    return retireAll(F, DT);
  }
};

} // namespace

char NVPTXRetireAsyncResultsLegacy::ID = 0;
INITIALIZE_PASS_BEGIN(NVPTXRetireAsyncResultsLegacy,
                      "nvptx-retire-async-results",
                      "NVPTX asynchronous result retirement", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_END(NVPTXRetireAsyncResultsLegacy, "nvptx-retire-async-results",
                    "NVPTX asynchronous result retirement", false, false)

FunctionPass *llvm::createNVPTXRetireAsyncResultsLegacyPass() {
  return new NVPTXRetireAsyncResultsLegacy();
}

PreservedAnalyses
NVPTXRetireAsyncResultsPass::run(Function &F, FunctionAnalysisManager &AM) {
  if (!retireAll(F, AM.getResult<DominatorTreeAnalysis>(F)))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

PreservedAnalyses NVPTXRetireRemovalPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : make_early_inc_range(M)) {
    if (!isRetireRole(roleOf(F)))
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *Call = cast<CallInst>(U);
      Call->replaceAllUsesWith(Call->getArgOperand(0));
      Call->eraseFromParent();
    }
    F.eraseFromParent();
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

//===----------------------------------------------------------------------===//
// NVPTXRetireErasure (MIR)
//===----------------------------------------------------------------------===//

bool NVPTX::isRetire(const MachineInstr &MI) {
  // The instructions of the retire rows.
  static const SmallDenseSet<unsigned, 4> Opcodes = [] {
    SmallDenseSet<unsigned, 4> Opcodes;
    for (const NVPTXExtIntrinsicRecord &R : records())
      if (isRetireRole(R.AsyncResults))
        Opcodes.insert(R.Opcode);
    return Opcodes;
  }();
  // The keeps of in-flight A fragments (NVPTXWgmma.td) go with them.
  return Opcodes.contains(MI.getOpcode()) ||
         MI.getOpcode() == NVPTX::WGMMA_KEEP_B32;
}

void NVPTX::eraseRetire(MachineInstr &MI, const TargetInstrInfo &TII) {
  if (MI.getNumExplicitDefs() == 0) { // a keep: no value to carry on
    MI.eraseFromParent();
    return;
  }
  Register Def = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  if (Def != Src) {
    BuildMI(*MI.getParent(), MI, MI.getDebugLoc(), TII.get(TargetOpcode::COPY),
            Def)
        .addReg(Src);
  }
  MI.eraseFromParent();
}

namespace {

// Runs after scheduling: nothing can move across the waits any more. It is
// also where the wgmma fences move down to their mma_async (NVPTXWgmma.h),
// which must not happen before scheduling either.
class NVPTXRetireErasure : public MachineFunctionPass {
public:
  static char ID;
  NVPTXRetireErasure() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override { return "NVPTX retire erasure"; }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      for (MachineInstr &MI : make_early_inc_range(MBB))
        if (NVPTX::isRetire(MI)) {
          NVPTX::eraseRetire(MI, TII);
          Changed = true;
        }
      Changed |= NVPTX::sinkWgmmaFences(MBB);
      Changed |= NVPTX::dropRedundantWgmmaFences(MBB);
    }
    return Changed;
  }
};

} // namespace

char NVPTXRetireErasure::ID = 0;
char &llvm::NVPTXRetireErasureID = NVPTXRetireErasure::ID;
INITIALIZE_PASS(NVPTXRetireErasure, "nvptx-retire-erasure",
                "NVPTX retire erasure", false, false)

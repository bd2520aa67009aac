//===- NVPTXWgmma.cpp - Warpgroup MMA accumulators ------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The passes and the printer that make wgmma.mma_async's accumulator behave:
// see NVPTXWgmma.h for what each piece guarantees.
//
//===----------------------------------------------------------------------===//

#include "NVPTXWgmma.h"
#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Pass.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "nvptx-wgmma"

// The generated table and its lookup function, lookupWgmmaInstr().
namespace llvm {
namespace NVPTX {
#define GET_WgmmaInstrTable_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace NVPTX
} // namespace llvm

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

// Prints "{d...}, A, B, scale_d[, immediates]". C is not printed: by now it
// is the same registers as D (NVPTXWgmmaAccumulators).
void NVPTXInstPrinter::printWgmmaOperands(const MCInst *MI, int OpNum,
                                          raw_ostream &O) {
  const NVPTX::WgmmaInstrInfo *Info = NVPTX::lookupWgmmaInstr(MI->getOpcode());
  assert(Info && OpNum == 0 && "not the first operand of a wgmma.mma_async");
  auto PrintList = [&](unsigned First, unsigned Count) {
    O << "{";
    for (unsigned I = 0; I < Count; ++I) {
      if (I)
        O << ", ";
      printOperand(MI, First + I, O);
    }
    O << "}";
  };
  PrintList(0, Info->NumAccumulators);
  O << ", ";
  if (Info->IsRegisterA)
    PrintList(Info->firstA(), Info->numA());
  else
    printOperand(MI, Info->firstA(), O);
  O << ", ";
  printOperand(MI, Info->bDesc(), O);
  for (unsigned Op = Info->scaleD(), End = Op + 1 + Info->NumImmediates;
       Op < End; ++Op) {
    O << ", ";
    printOperand(MI, Op, O);
  }
}

//===----------------------------------------------------------------------===//
// NVPTXWgmmaRetire (IR)
//===----------------------------------------------------------------------===//

namespace {

/// An asynchronous operation whose results must not be read before a wait:
/// wgmma.mma_async and its accumulators (wait_group), tcgen05.ld and the
/// registers it loads (tcgen05.wait::ld).
struct RetireProtocol {
  StringRef DefPrefix; // callees whose results are asynchronous
  StringRef Wait;      // the callee that makes them readable
  StringRef Retire;    // "llvm.nvvm.ext.*.retire." + type suffix
  bool HasFloatForms;  // retire.f32 and retire.f16x2 besides retire.b32
};
const RetireProtocol Protocols[] = {
    {"llvm.nvvm.wgmma.mma_async.", "llvm.nvvm.wgmma.wait_group.sync.aligned",
     "llvm.nvvm.ext.wgmma.retire.", true},
    // In llc, tcgen05.ld calls are flat forms by now
    // (NVPTXExtIntrinsicChecks), whose struct results are extracted next to
    // each use.
    {"llvm.nvvm.tcgen05.ld.", "llvm.nvvm.tcgen05.wait.ld",
     "llvm.nvvm.ext.tcgen05.retire.", false},
};

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

class WgmmaRetirer {
  Function &F;
  DominatorTree &DT;
  const RetireProtocol &Protocol;
  // The wait_group calls of each block, in order.
  DenseMap<const BasicBlock *, SmallVector<Instruction *, 2>> Waits;
  // The retired value of an accumulator (element) after a wait.
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

  /// \p V retired by a call of the protocol's retire of its type, or of
  /// retire.b32 through bitcasts when the protocol has no form of it.
  Value *retireCall(IRBuilder<> &B, Value *V) {
    Type *Ty = V->getType();
    StringRef Suffix = Ty->isIntegerTy(32) ? "b32" : "";
    if (Protocol.HasFloatForms && Ty->isFloatTy())
      Suffix = "f32";
    else if (Protocol.HasFloatForms && Ty->isVectorTy())
      Suffix = "f16x2";
    if (Suffix.empty()) {
      Type *I32 = B.getInt32Ty();
      Value *Retired =
          B.CreateCall(NVPTXExt::getDeclaration(
                           *F.getParent(), (Protocol.Retire + "b32").str()),
                       B.CreateBitCast(V, I32));
      return B.CreateBitCast(Retired, Ty);
    }
    return B.CreateCall(NVPTXExt::getDeclaration(
                            *F.getParent(), (Protocol.Retire + Suffix).str()),
                        V);
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
  WgmmaRetirer(Function &F, DominatorTree &DT, const RetireProtocol &Protocol)
      : F(F), DT(DT), Protocol(Protocol) {}

  bool run() {
    SmallVector<Instruction *, 16> Accumulators;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        const Function *Callee = calleeOf(I);
        if (!Callee)
          continue;
        if (Callee->getName() == Protocol.Wait)
          Waits[&BB].push_back(&I);
        else if (Callee->getName().starts_with(Protocol.DefPrefix) &&
                 !I.getType()->isVoidTy())
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
  for (const RetireProtocol &Protocol : Protocols)
    Changed |= WgmmaRetirer(F, DT, Protocol).run();
  return Changed;
}

class NVPTXWgmmaRetireLegacy : public FunctionPass {
public:
  static char ID;
  NVPTXWgmmaRetireLegacy() : FunctionPass(ID) {}
  StringRef getPassName() const override {
    return "NVPTX wgmma accumulator and tcgen05.ld result retirement";
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

char NVPTXWgmmaRetireLegacy::ID = 0;
INITIALIZE_PASS_BEGIN(NVPTXWgmmaRetireLegacy, "nvptx-wgmma-retire",
                      "NVPTX wgmma accumulator retirement", false, false)
INITIALIZE_PASS_DEPENDENCY(DominatorTreeWrapperPass)
INITIALIZE_PASS_END(NVPTXWgmmaRetireLegacy, "nvptx-wgmma-retire",
                    "NVPTX wgmma accumulator retirement", false, false)

FunctionPass *llvm::createNVPTXWgmmaRetireLegacyPass() {
  return new NVPTXWgmmaRetireLegacy();
}

PreservedAnalyses NVPTXWgmmaRetirePass::run(Function &F,
                                            FunctionAnalysisManager &AM) {
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
    if (none_of(Protocols, [&](const RetireProtocol &P) {
          return F.getName().starts_with(P.Retire);
        }))
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
// NVPTXWgmmaAccumulators and NVPTXWgmmaRetireErasure (MIR)
//===----------------------------------------------------------------------===//

namespace {

bool isRetire(const MachineInstr &MI) {
  return MI.getOpcode() == NVPTX::WGMMA_RETIRE_F32 ||
         MI.getOpcode() == NVPTX::WGMMA_RETIRE_B32;
}

/// Deletes \p MI, a retire, which is a no-op once the tie made its result
/// and its operand one register; otherwise it becomes a copy.
void lowerRetire(MachineInstr &MI, const TargetInstrInfo &TII) {
  Register Def = MI.getOperand(0).getReg();
  Register Src = MI.getOperand(1).getReg();
  if (Def != Src) {
    BuildMI(*MI.getParent(), MI, MI.getDebugLoc(), TII.get(TargetOpcode::COPY),
            Def)
        .addReg(Src);
  }
  MI.eraseFromParent();
}

/// Moves each wgmma.fence down to just before the mma_async it guards.
/// The scheduler and the accumulator copies may have placed register
/// writes (loads of C, copies into D) between the two; PTX wants the fence
/// after every such write. Moving it later only adds writes it orders.
bool sinkFences(MachineBasicBlock &MBB) {
  bool Changed = false;
  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    if (MI.getOpcode() != NVPTX::WGMMA_FENCE_SYNC_ALIGNED)
      continue;
    for (auto It = std::next(MI.getIterator()); It != MBB.end(); ++It) {
      if (NVPTX::lookupWgmmaInstr(It->getOpcode())) {
        if (std::prev(It) != MI.getIterator()) {
          MBB.splice(It, &MBB, MI.getIterator());
          Changed = true;
        }
        break;
      }
      // Stop at anything that is not a plain register computation.
      if (It->isCall() || It->hasUnmodeledSideEffects() || It->mayStore() ||
          It->isBarrier() || It->isTerminator())
        break;
    }
  }
  return Changed;
}

// Runs after TwoAddressInstructionPass, when the function is no longer in
// SSA form: rewrites `D = WGMMA ..., C, ...` into `D = COPY C` followed by
// `D = WGMMA ..., D, ...`, which is what a tied operand would have become.
// The register coalescer then merges D with C wherever C dies here (always,
// in a well-formed mainloop), so the copies disappear.
class NVPTXWgmmaAccumulators : public MachineFunctionPass {
public:
  static char ID;
  NVPTXWgmmaAccumulators() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "NVPTX wgmma accumulator registers";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  /// Without optimization there is no register coalescer to remove the
  /// copies, and a copy of an accumulator still in flight (a chain of
  /// mma_async within one group) makes ptxas serialize the wgmma. The
  /// common case is a chain inside one block, where C is the output of the
  /// previous mma_async and read only here: D can simply become C.
  /// (PHI elimination has run, so defs of C in this block come before MI.)
  static bool canRename(const MachineRegisterInfo &MRI, const MachineInstr &MI,
                        Register C, Register D) {
    // C must hold one accumulator register only: not be read twice by MI
    // (a value shared by several slots, say 0.0) nor be one of its outputs.
    if (!C.isVirtual() || !MRI.hasOneDef(D) ||
        count_if(MI.uses(),
                 [&](const MachineOperand &MO) {
                   return MO.isReg() && MO.getReg() == C;
                 }) != 1 ||
        MI.modifiesRegister(C, /*TRI=*/nullptr))
      return false;
    // C is defined only earlier in this block and read nowhere else but
    // here and by the instructions that redefine it in place (an earlier
    // mma_async of the chain); D is read only later in this block: no other
    // value of C can reach D's readers.
    const MachineBasicBlock *MBB = MI.getParent();
    auto InBlock = [&](const MachineInstr &I) { return I.getParent() == MBB; };
    auto ReadsOnlyHere = [&](const MachineInstr &I) {
      return &I == &MI || I.modifiesRegister(C, /*TRI=*/nullptr);
    };
    return all_of(MRI.def_instructions(C), InBlock) &&
           all_of(MRI.use_instructions(C), ReadsOnlyHere) &&
           all_of(MRI.use_instructions(D), InBlock);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    MachineRegisterInfo &MRI = MF.getRegInfo();
    // Without optimization no scheduler can move a read above the wait, so
    // the retires have done their work.
    bool EraseRetires = MF.getTarget().getOptLevel() == CodeGenOptLevel::None;
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : make_early_inc_range(MBB)) {
        if (EraseRetires && isRetire(MI)) {
          lowerRetire(MI, TII);
          Changed = true;
          continue;
        }
        const NVPTX::WgmmaInstrInfo *Info =
            NVPTX::lookupWgmmaInstr(MI.getOpcode());
        if (!Info)
          continue;
        for (unsigned I = 0; I < Info->NumAccumulators; ++I) {
          Register D = MI.getOperand(I).getReg();
          MachineOperand &C = MI.getOperand(Info->firstC() + I);
          if (C.getReg() == D)
            continue;
          Changed = true;
          if (EraseRetires && canRename(MRI, MI, C.getReg(), D)) {
            MRI.replaceRegWith(D, C.getReg());
            continue;
          }
          BuildMI(MBB, MI, MI.getDebugLoc(), TII.get(TargetOpcode::COPY), D)
              .addReg(C.getReg(), getUndefRegState(C.isUndef()));
          C.setReg(D);
          C.setIsKill(false);
          C.setIsUndef(false);
        }
        // Each accumulator register must be distinct, or results would
        // silently overwrite each other.
        SmallDenseSet<Register, 128> Seen;
        for (unsigned I = 0; I < Info->NumAccumulators; ++I)
          if (!Seen.insert(MI.getOperand(I).getReg()).second)
            report_fatal_error("nvptx-atoms: a wgmma accumulator register is "
                               "used twice");
      }
    // Without optimization NVPTXWgmmaRetireErasure does not run, and the
    // copies of accumulators that PHI elimination and the tie above placed
    // after a fence stay there: move each fence down to its mma_async here.
    if (EraseRetires)
      for (MachineBasicBlock &MBB : MF)
        Changed |= sinkFences(MBB);
    return Changed;
  }
};

// Runs after scheduling: nothing can move across the waits any more.
class NVPTXWgmmaRetireErasure : public MachineFunctionPass {
public:
  static char ID;
  NVPTXWgmmaRetireErasure() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "NVPTX wgmma retire erasure";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      for (MachineInstr &MI : make_early_inc_range(MBB))
        if (isRetire(MI)) {
          lowerRetire(MI, TII);
          Changed = true;
        }
      Changed |= sinkFences(MBB);
    }
    return Changed;
  }
};

} // namespace

char NVPTXWgmmaAccumulators::ID = 0;
char &llvm::NVPTXWgmmaAccumulatorsID = NVPTXWgmmaAccumulators::ID;
INITIALIZE_PASS(NVPTXWgmmaAccumulators, "nvptx-wgmma-accumulators",
                "NVPTX wgmma accumulator registers", false, false)

char NVPTXWgmmaRetireErasure::ID = 0;
char &llvm::NVPTXWgmmaRetireErasureID = NVPTXWgmmaRetireErasure::ID;
INITIALIZE_PASS(NVPTXWgmmaRetireErasure, "nvptx-wgmma-retire-erasure",
                "NVPTX wgmma retire erasure", false, false)

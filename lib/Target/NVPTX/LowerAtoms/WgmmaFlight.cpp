//===- WgmmaFlight.cpp - WGMMA groups in flight across blocks -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The WGMMA atoms of a function that places wgmma.wait_group calls itself
// (docs/AtomIR.md, "WGMMA"): a dataflow over the CFG of the groups in flight.
//
//===----------------------------------------------------------------------===//

#include "MmaAtom.h"
#include "WgmmaEmitter.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

namespace {

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
/// right after their mma_async; NVPTXRetireAsyncResults then makes every read
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
  /// The function's dominator tree while emitting (blocks do not change).
  DominatorTree *DT = nullptr;

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
      B.CreateCall(declaration(NVPTXExt::WgmmaCommitGroup));
    }
    OpenRun = nullptr;
  }

  /// Retires all but the \p Pending newest groups, by a wait right before
  /// \p After's insertion point: when emitting, the A fragments of the
  /// atoms retired there are kept alive up to it (keepFragments).
  void retire(State &S, int Pending, IRBuilder<> *After = nullptr) {
    SmallVector<Value *, 8> Done;
    for (auto &[V, Age] : S.Age)
      if (Age >= Pending)
        Done.push_back(V);
    for (Value *V : Done) {
      S.Age.erase(V);
      auto *Atom = dyn_cast<CallBase>(V);
      CallInst *Mma = Atom ? MmaOf.lookup(Atom) : nullptr;
      // Only where the mma_async is sure to have run (a result in flight
      // on one incoming path only is not).
      if (Emit && After && Mma && DT->dominates(Mma, &*After->GetInsertPoint()))
        keepFragments(*After, Mma);
    }
  }

  /// A wait the lowering adds before \p Before.
  void waitBefore(State &S, Instruction *Before, int Pending) {
    commit(S);
    if (Emit) {
      IRBuilder<> B(Before);
      B.CreateCall(declaration(NVPTXExt::WgmmaWaitGroup),
                   {B.getInt64(Pending)});
      retire(S, Pending, &B);
      return;
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
    Value *CKey = key(Call.getArgOperand(WgmmaArgC));
    auto Chainable = [&] {
      return S.Age.count(CKey) && ShapeOf.lookup(CKey) == shapeOf(Verified.Use);
    };
    // An atom that reads an in-flight result other than as a C it chains
    // on waits for it first.
    waitToRead(S, Call,
               Chainable() ? &Call.getArgOperandUse(WgmmaArgC) : nullptr);
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
      Value *Result = rebuildFromRegisters(B, Mma, Call.getType());
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
        IRBuilder<> After(I->getNextNode());
        retire(S, N ? int(std::min<uint64_t>(N->getZExtValue(), MaxAge)) : 0,
               &After);
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
  WgmmaFlight(AtomLowering &L, Function &F, ArrayRef<PendingWgmma> AtomList)
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
    DominatorTree Tree(F);
    DT = &Tree;
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

} // namespace

void lower_atoms::lowerWgmmasInFlight(AtomLowering &L,
                                      ArrayRef<PendingWgmma> Atoms) {
  WgmmaFlight(L, L.F, Atoms).run();
}

//===- Wgmma.cpp - SM90 WGMMA atoms ---------------------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sm90.mma becomes fenced and committed groups of wgmma.mma_async
// (docs/AtomIR.md, "WGMMA"). The driver queues the calls; once all are read,
// a function without wgmma.wait_group calls of its own has its groups waited
// for in each block (WgmmaGroups, here), and one with them keeps groups in
// flight across blocks (WgmmaFlight.cpp).
//
//===----------------------------------------------------------------------===//

#include "MmaAtom.h"
#include "WgmmaEmitter.h"
#include "llvm/IR/InstIterator.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

bool lower_atoms::isWgmmaWait(const Instruction &I) {
  const auto *Call = dyn_cast<CallBase>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->getName() ==
                       NVPTXExt::fixedRecord(NVPTXExt::WgmmaWaitGroup).Name;
}

Function *WgmmaEmitter::declaration(NVPTXExt::FixedIntrinsic Which) {
  return NVPTXExt::getDeclaration(M, Which);
}

OperandContract WgmmaEmitter::contract(LLVMContext &Ctx, const MmaUse &Use) {
  // C's (and D's) registers: N/4 pairs of halves, or N/2 floats or i32.
  Type *AccTy = Use.C == MmaElement::F16
                    ? FixedVectorType::get(Type::getHalfTy(Ctx), 2)
                : Use.C == MmaElement::F32 ? Type::getFloatTy(Ctx)
                                           : Type::getInt32Ty(Ctx);
  unsigned AccRegisters = Use.C == MmaElement::F16 ? Use.N / 4 : Use.N / 2;
  Type *I64 = Type::getInt64Ty(Ctx);
  StringRef Descriptor = "a shared-memory descriptor (i64)";
  OperandContract Contract(info(Use.Kind).Mnemonic,
                           " m64n" + std::to_string(Use.N) + "k" +
                               std::to_string(Use.K) + " " +
                               elementName(Use.C).str());
  if (Use.ResidencyA == Residency::Rmem)
    Contract.add(AtomOperand::registers("A", Type::getInt32Ty(Ctx), 4,
                                        /*NamesForm=*/false));
  else
    Contract.add(AtomOperand::value("A", I64, Descriptor, /*NamesForm=*/false));
  Contract.add(AtomOperand::value("B", I64, Descriptor, /*NamesForm=*/false))
      .add(AtomOperand::registers("C", AccTy, AccRegisters))
      .add(AtomOperand::value("scale_d", Type::getInt1Ty(Ctx), "an i1",
                              /*NamesForm=*/false));
  return Contract;
}

bool WgmmaEmitter::checkOperands(CallBase &Call, const MmaUse &Use) {
  OperandContract Contract = contract(Call.getContext(), Use);
  std::string Problem = Contract.arityProblem(Call);
  if (Problem.empty())
    Problem = Contract.resultProblem(Call);
  if (Problem.empty())
    Problem = Contract.valueTypeProblem(Call);
  if (Problem.empty())
    return true;
  L.reject(Call, Problem);
  return false;
}

CallInst *WgmmaEmitter::emit(CallBase &Call, const VerifiedAtom &Verified,
                             CallInst *Producer, bool Fence) {
  const MmaUse &Use = Verified.Use;
  OperandContract Contract = contract(Call.getContext(), Use);
  const AtomOperand &AOperand = Contract[WgmmaArgA - 2];
  const AtomOperand &COperand = Contract[WgmmaArgC - 2];
  IRBuilder<> B(&Call);
  Value *A = Call.getArgOperand(WgmmaArgA);
  Value *C = Call.getArgOperand(WgmmaArgC);
  SmallVector<Value *, 4> ARegs;
  if (AOperand.isRegisters()) {
    ARegs = splitRegisters(B, A, AOperand.RegisterType, AOperand.Registers);
    if (ARegs.empty()) {
      L.reject(Call, Contract.operandProblem(WgmmaArgA - 2, A->getType()));
      return nullptr;
    }
  }
  unsigned Count = COperand.Registers;
  SmallVector<Value *, 128> CRegs;
  if (Producer && Producer->getType()->getStructNumElements() == Count) {
    for (unsigned I = 0; I < Count; ++I)
      CRegs.push_back(B.CreateExtractValue(Producer, I));
  } else {
    CRegs.append(splitRegisters(B, C, COperand.RegisterType, Count));
    if (CRegs.empty()) {
      L.reject(Call, Contract.operandProblem(WgmmaArgC - 2, C->getType()));
      return nullptr;
    }
  }
  // Declared in the order they are called, as the module lists them.
  Function *FenceFn = Fence ? declaration(NVPTXExt::WgmmaFence) : nullptr;
  Function *MmaAsync =
      L.extDeclaration(Call, info(Use.Kind).Mnemonic, wgmmaIntrinsicName(Use));
  if (!MmaAsync)
    return nullptr;
  if (FenceFn)
    B.CreateCall(FenceFn);
  SmallVector<Value *, 140> Args;
  if (AOperand.isRegisters())
    append_range(Args, ARegs);
  else
    Args.push_back(A);
  Args.push_back(Call.getArgOperand(WgmmaArgB));
  append_range(Args, CRegs);
  Args.push_back(Call.getArgOperand(WgmmaArgScaleD));
  for (int32_t Imm : wgmmaImmediates(Use))
    Args.push_back(B.getInt32(Imm));
  L.Changed = true;
  CallInst *Mma = B.CreateCall(MmaAsync, Args, Verified.AliasHint);
  if (AOperand.isRegisters())
    Fragments[Mma] = ARegs;
  return Mma;
}

void WgmmaEmitter::keepFragments(IRBuilder<> &B, CallInst *Mma) {
  auto It = Fragments.find(Mma);
  if (It == Fragments.end())
    return;
  Function *Keep = declaration(NVPTXExt::WgmmaKeepB32);
  for (Value *Register : It->second)
    B.CreateCall(Keep, {Register});
}

namespace {

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
  ArrayRef<PendingWgmma> Atoms;
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
    B.CreateCall(declaration(NVPTXExt::WgmmaCommitGroup));
    OpenRun = nullptr;
  }

  /// Commits the open run, waits for every group before \p Before, then
  /// gives the atoms' remaining users their results.
  void wait(Instruction *Before) {
    if (InFlight.empty())
      return;
    commit();
    IRBuilder<> B(Before);
    B.CreateCall(declaration(NVPTXExt::WgmmaWaitGroup), {B.getInt64(0)});
    for (auto &[Atom, Mma] : InFlight)
      keepFragments(B, Mma);
    // Later atoms first: an atom call that chained on an earlier one is the
    // earlier one's only use, and rebuilding a result nothing reads would
    // keep its registers alive across the MMAs that reuse them.
    for (auto &[Atom, Mma] : reverse(InFlight)) {
      if (!Atom->use_empty())
        Atom->replaceAllUsesWith(rebuildFromRegisters(B, Mma, Atom->getType()));
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
    auto *Producer = dyn_cast<CallBase>(Call.getArgOperand(WgmmaArgC));
    bool Chains = Producer && InFlight.count(Producer) && OpenRun;
    if (readsInFlight(Call,
                      Chains ? &Call.getArgOperandUse(WgmmaArgC) : nullptr))
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
  WgmmaGroups(AtomLowering &L, BasicBlock &BB, ArrayRef<PendingWgmma> Atoms)
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

} // namespace

void lower_atoms::queueWgmma(AtomLowering &L, CallBase &Call,
                             VerifiedAtom &Verified) {
  L.Wgmmas[Call.getParent()].push_back({&Call, &Verified});
}

void lower_atoms::lowerWgmmas(AtomLowering &L) {
  if (L.Wgmmas.empty())
    return;
  // Consecutive WGMMA atoms share one fence/commit group. A function that
  // places wait_group calls itself keeps groups in flight across blocks;
  // otherwise each block's groups are waited for in the block.
  if (any_of(instructions(L.F), isWgmmaWait)) {
    SmallVector<PendingWgmma, 16> All;
    for (auto &[BB, Atoms] : L.Wgmmas)
      append_range(All, Atoms);
    lowerWgmmasInFlight(L, All);
    return;
  }
  for (auto &[BB, Atoms] : L.Wgmmas)
    WgmmaGroups(L, *BB, Atoms).run();
}

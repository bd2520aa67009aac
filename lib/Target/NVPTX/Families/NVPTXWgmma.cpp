//===- NVPTXWgmma.cpp - Warpgroup MMA accumulators ------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pass, the fence placement and the printer that make wgmma.mma_async's
// accumulator behave: see NVPTXWgmma.h for what each piece guarantees.
//
//===----------------------------------------------------------------------===//

#include "NVPTXWgmma.h"
#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "NVPTX.h"
#include "NVPTXAsyncResults.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
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
// NVPTXWgmmaAccumulators and the fences (MIR)
//===----------------------------------------------------------------------===//

// The scheduler and the accumulator copies may have placed register writes
// (loads of C, copies into D) between a fence and its mma_async; PTX wants
// the fence after every such write. Moving it later only adds writes it
// orders.
bool NVPTX::sinkWgmmaFences(MachineBasicBlock &MBB) {
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

/// Whether \p MI, an mma_async of row \p Info, reads or writes one of
/// \p Touched as an accumulator or A-fragment register: the registers a
/// wgmma.fence orders against the instructions before it.
static bool touchesFenced(const MachineInstr &MI,
                          const NVPTX::WgmmaInstrInfo &Info,
                          const SmallDenseSet<Register, 64> &Touched) {
  auto Hit = [&](unsigned First, unsigned Count) {
    for (unsigned I = First; I < First + Count; ++I) {
      const MachineOperand &MO = MI.getOperand(I);
      if (MO.isReg() && Touched.count(MO.getReg()))
        return true;
    }
    return false;
  };
  return Hit(0, Info.NumAccumulators) ||
         (Info.IsRegisterA && Hit(Info.firstA(), Info.numA())) ||
         Hit(Info.firstC(), Info.NumAccumulators);
}

bool NVPTX::dropRedundantWgmmaFences(MachineBasicBlock &MBB) {
  bool Changed = false;
  // Inside a run (from its first mma_async to its commit_group), the
  // registers that instructions other than mma_async read or wrote since
  // the last fence.
  bool InRun = false;
  SmallDenseSet<Register, 64> Touched;
  for (MachineInstr &MI : make_early_inc_range(MBB)) {
    switch (MI.getOpcode()) {
    case NVPTX::WGMMA_FENCE_SYNC_ALIGNED: {
      auto Next = std::next(MI.getIterator());
      const WgmmaInstrInfo *Info =
          Next == MBB.end() ? nullptr : lookupWgmmaInstr(Next->getOpcode());
      if (InRun && Info && !touchesFenced(*Next, *Info, Touched)) {
        MI.eraseFromParent();
        Changed = true;
      } else {
        Touched.clear();
      }
      continue;
    }
    case NVPTX::WGMMA_COMMIT_GROUP_SYNC_ALIGNED:
    case NVPTX::WGMMA_WAIT_GROUP_SYNC_ALIGNED:
      InRun = false;
      Touched.clear();
      continue;
    default:
      break;
    }
    if (lookupWgmmaInstr(MI.getOpcode())) {
      InRun = true;
      continue;
    }
    // Calls, barriers and other side effects end the reasoning: the next
    // fence stays.
    if (MI.isCall() || MI.hasUnmodeledSideEffects() || MI.isTerminator()) {
      InRun = false;
      Touched.clear();
      continue;
    }
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.getReg())
        Touched.insert(MO.getReg());
  }
  return Changed;
}

namespace {

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
        if (EraseRetires && NVPTX::isRetire(MI)) {
          NVPTX::eraseRetire(MI, TII);
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
    // Without optimization NVPTXRetireErasure does not run, and the
    // copies of accumulators that PHI elimination and the tie above placed
    // after a fence stay there: move each fence down to its mma_async here.
    if (EraseRetires)
      for (MachineBasicBlock &MBB : MF) {
        Changed |= NVPTX::sinkWgmmaFences(MBB);
        Changed |= NVPTX::dropRedundantWgmmaFences(MBB);
      }
    return Changed;
  }
};

} // namespace

char NVPTXWgmmaAccumulators::ID = 0;
char &llvm::NVPTXWgmmaAccumulatorsID = NVPTXWgmmaAccumulators::ID;
INITIALIZE_PASS(NVPTXWgmmaAccumulators, "nvptx-wgmma-accumulators",
                "NVPTX wgmma accumulator registers", false, false)

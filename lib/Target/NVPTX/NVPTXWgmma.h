//===- NVPTXWgmma.h - Warpgroup MMA support ---------------------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// wgmma.mma_async keeps its accumulator in up to 128 registers that are
// read and written asynchronously: from the mma_async until the
// wgmma.wait_group that retires its group, nothing may read or copy them.
// Three pieces keep the compiler from doing so:
//
//  - NVPTXWgmmaRetire (IR): every use of an accumulator that comes after a
//    wait_group is rewritten to use `llvm.nvvm.ext.wgmma.retire.*` of the
//    value, placed right after the wait. The retire is a no-op that defines
//    the value anew, so no instruction reading it can be scheduled above the
//    wait.
//  - NVPTXWgmmaAccumulators (MIR, after TwoAddressInstructionPass): makes
//    the accumulator inputs C the same registers as the outputs D (the tie a
//    TableGen constraint cannot express for more than 15 operands), with
//    copies the register coalescer then removes.
//  - NVPTXWgmmaRetireErasure (MIR, after scheduling): deletes the retires.
//
// tcgen05.ld results get the same treatment against tcgen05.wait::ld
// (`llvm.nvvm.ext.tcgen05.retire.b32`). In opt pipelines the retires are
// inserted at the start and removed again at the end
// (NVPTXRetireRemovalPass).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_NVPTXWGMMA_H
#define LLVM_LIB_TARGET_NVPTX_NVPTXWGMMA_H

#include "llvm/IR/PassManager.h"
#include <cstdint>

namespace llvm {

class FunctionPass;
class MachineFunctionPass;
class PassRegistry;

namespace NVPTX {
/// A row of WgmmaInstrTable (NVPTXWgmma.td): the operand layout of one
/// wgmma.mma_async MachineInstr.
struct WgmmaInstrInfo {
  unsigned Opcode;
  bool IsRegisterA;        // A is four registers, not a descriptor
  uint8_t NumAccumulators; // registers of D (and of C)
  uint8_t NumImmediates;   // scale/transpose immediates after scale_d

  /// Operand indices: D, A, B, C, scale_d, immediates follow each other.
  unsigned firstA() const { return NumAccumulators; }
  unsigned numA() const { return IsRegisterA ? 4 : 1; }
  unsigned bDesc() const { return firstA() + numA(); }
  unsigned firstC() const { return bDesc() + 1; }
  unsigned scaleD() const { return firstC() + NumAccumulators; }
};
const WgmmaInstrInfo *lookupWgmmaInstr(unsigned Opcode);
} // namespace NVPTX

/// IR: make every use of a wgmma accumulator after a wait_group depend on
/// that wait (see above).
class NVPTXWgmmaRetirePass : public PassInfoMixin<NVPTXWgmmaRetirePass> {
public:
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &AM);
  static bool isRequired() { return true; }
};

/// Replaces every retire by its operand. opt pipelines retire from their
/// start (so that no optimization moves a read above its wait) and remove
/// the retires at their end, so that the IR they print is LLVM 22's.
class NVPTXRetireRemovalPass : public PassInfoMixin<NVPTXRetireRemovalPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

FunctionPass *createNVPTXWgmmaRetireLegacyPass();
void initializeNVPTXWgmmaRetireLegacyPass(PassRegistry &);

extern char &NVPTXWgmmaAccumulatorsID;
void initializeNVPTXWgmmaAccumulatorsPass(PassRegistry &);

extern char &NVPTXWgmmaRetireErasureID;
void initializeNVPTXWgmmaRetireErasurePass(PassRegistry &);

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_NVPTXWGMMA_H

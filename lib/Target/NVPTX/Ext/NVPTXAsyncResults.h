//===- NVPTXAsyncResults.h - Results read after their wait ------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Some instructions write their results asynchronously, and nothing may read
// or copy them until a wait:
//
//  - wgmma.mma_async its accumulator, in up to 128 registers, until the
//    wgmma.wait_group that retires its group;
//  - tcgen05.ld the registers it loads, until tcgen05.wait::ld.
//
// The extended-intrinsic table says which intrinsics take part, and how: its
// AsyncResults column (NVPTXExtIntrinsics.td) marks the operation whose
// results are asynchronous, the wait, and the retires of each kind of
// result. Three pieces keep the compiler from reading a result early:
//
//  - NVPTXRetireAsyncResults (IR): every use of a result that comes after a
//    wait is rewritten to use a retire of the value (`llvm.nvvm.ext.wgmma.
//    retire.*`, `llvm.nvvm.ext.tcgen05.retire.b32`), placed right after the
//    wait. The retire is a no-op that defines the value anew, so no
//    instruction reading it can be scheduled above the wait.
//  - NVPTXRetireErasure (MIR, after scheduling): deletes the retires. Without
//    optimization it does not run, and NVPTXWgmmaAccumulators (NVPTXWgmma.h)
//    deletes them instead.
//  - NVPTXRetireRemovalPass: opt pipelines insert the retires at their start
//    and remove them again at their end.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_EXT_NVPTXASYNCRESULTS_H
#define LLVM_LIB_TARGET_NVPTX_EXT_NVPTXASYNCRESULTS_H

#include "llvm/IR/PassManager.h"

namespace llvm {

class FunctionPass;
class MachineInstr;
class PassRegistry;
class TargetInstrInfo;

/// IR: make every use of an asynchronous result after its wait depend on
/// that wait (see above).
class NVPTXRetireAsyncResultsPass
    : public PassInfoMixin<NVPTXRetireAsyncResultsPass> {
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

FunctionPass *createNVPTXRetireAsyncResultsLegacyPass();
void initializeNVPTXRetireAsyncResultsLegacyPass(PassRegistry &);

extern char &NVPTXRetireErasureID;
void initializeNVPTXRetireErasurePass(PassRegistry &);

namespace NVPTX {
/// Whether \p MI is a retire (the instruction of a retire row).
bool isRetire(const MachineInstr &MI);
/// Deletes \p MI, a retire, which is a no-op once its result and its operand
/// are one register; otherwise it becomes a copy.
void eraseRetire(MachineInstr &MI, const TargetInstrInfo &TII);
} // namespace NVPTX

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_EXT_NVPTXASYNCRESULTS_H

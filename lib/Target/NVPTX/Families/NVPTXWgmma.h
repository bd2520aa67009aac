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
// NVPTXRetireAsyncResults (NVPTXAsyncResults.h) keeps reads after the wait;
// here is what is particular to WGMMA:
//
//  - NVPTXWgmmaAccumulators (MIR, after TwoAddressInstructionPass): makes
//    the accumulator inputs C the same registers as the outputs D (the tie a
//    TableGen constraint cannot express for more than 15 operands), with
//    copies the register coalescer then removes;
//  - sinkWgmmaFences, which NVPTXRetireErasure runs after scheduling: each
//    wgmma.fence right before its mma_async; then dropRedundantWgmmaFences:
//    the fences inside a run that order nothing;
//  - the printer of a wgmma.mma_async's operand list.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXWGMMA_H
#define LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXWGMMA_H

#include <cstdint>

namespace llvm {

class MachineBasicBlock;
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

/// Moves each wgmma.fence of \p MBB down to just before the mma_async it
/// guards, after the register writes the scheduler and the accumulator
/// copies placed between the two. Whether anything moved.
bool sinkWgmmaFences(MachineBasicBlock &MBB);

/// Removes, after sinkWgmmaFences, each wgmma.fence inside a run of
/// mma_async (no commit_group, wait or side effect since the run's first
/// mma_async) whose mma_async touches no accumulator or A-fragment
/// register that another instruction read or wrote since the previous
/// fence. The PTX ISA asks for a fence before a warpgroup's first
/// mma_async and between another instruction's access to a register and
/// an mma_async that accesses it as accumulator or A fragment; a fence
/// inside a run beyond that makes ptxas serialize the run (C7513), which
/// the atom lowering's one fence per register-A atom (an A computed by
/// other instructions) otherwise causes even where every A fragment was
/// computed before the run. Whether anything was removed.
bool dropRedundantWgmmaFences(MachineBasicBlock &MBB);
} // namespace NVPTX

extern char &NVPTXWgmmaAccumulatorsID;
void initializeNVPTXWgmmaAccumulatorsPass(PassRegistry &);

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXWGMMA_H

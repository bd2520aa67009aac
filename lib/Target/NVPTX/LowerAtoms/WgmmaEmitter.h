//===- WgmmaEmitter.h - One sm90.mma call into one mma_async ----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What both WGMMA groupings share (WgmmaGroups in Wgmma.cpp, one block at a
// time; WgmmaFlight in WgmmaFlight.cpp, groups in flight across blocks): the
// operand contract of an `sm90.mma` call and the emission of its
// wgmma.mma_async.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_LOWERATOMS_WGMMAEMITTER_H
#define LLVM_LIB_TARGET_NVPTX_LOWERATOMS_WGMMAEMITTER_H

#include "AtomLowering.h"
#include "NVPTXExtIntrinsics.h"
#include "OperandContract.h"

namespace llvm {
namespace lower_atoms {

/// The call operands of an `sm90.mma` call, after its two metadata strings,
/// in the order of its operand contract.
enum WgmmaArg : unsigned {
  WgmmaArgA = 2,
  WgmmaArgB,
  WgmmaArgC,
  WgmmaArgScaleD
};

/// Whether \p I is a call of the WGMMA wait (which a front end may also
/// place itself).
bool isWgmmaWait(const Instruction &I);

class WgmmaEmitter {
protected:
  AtomLowering &L;
  Module &M;

  WgmmaEmitter(AtomLowering &L, Module &M) : L(L), M(M) {}

  /// The declaration of one of the fixed WGMMA intrinsics (fence,
  /// commit_group, wait_group).
  Function *declaration(NVPTXExt::FixedIntrinsic Which);

  /// A, B (descriptors or registers), C and D (the accumulator registers)
  /// and scale_d of \p Use.
  static OperandContract contract(LLVMContext &Ctx,
                                  const cute_nvgpu::MmaUse &Use);

  /// The operand count and the types of A, B, scale_d and the result; false
  /// after a diagnostic (the call is deleted). A's and C's registers are
  /// checked as emit() splits them.
  bool checkOperands(CallBase &Call, const cute_nvgpu::MmaUse &Use);

  /// Emits \p Call's mma_async right before it, after a wgmma.fence when
  /// \p Fence. C's registers are the results of \p Producer (an mma_async
  /// with as many) when it is given, else C split into registers. Null
  /// after a diagnostic.
  CallInst *emit(CallBase &Call, const VerifiedAtom &Verified,
                 CallInst *Producer, bool Fence);

  /// The A-fragment registers of each mma_async emitted with A in
  /// registers, which the hardware reads until the group retires.
  DenseMap<CallInst *, SmallVector<Value *, 4>> Fragments;

  /// Keeps the A-fragment registers of \p Mma (if it has them) alive until
  /// the wait just before \p B's insertion point: one
  /// llvm.nvvm.ext.wgmma.keep.b32 each (NVPTXWgmma.td says why).
  void keepFragments(IRBuilder<> &B, CallInst *Mma);
};

/// The WGMMA atoms of a function that places wgmma.wait_group calls itself
/// (WgmmaFlight.cpp).
void lowerWgmmasInFlight(AtomLowering &L, ArrayRef<PendingWgmma> Atoms);

} // namespace lower_atoms
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_LOWERATOMS_WGMMAEMITTER_H

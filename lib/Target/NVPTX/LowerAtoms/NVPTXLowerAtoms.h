//===- NVPTXLowerAtoms.h - Lower cute_nvgpu atom intrinsics -----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// NVPTXLowerAtoms turns calls of the atom intrinsics (docs/AtomIR.md),
//
//   %d = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(
//            metadata !"!cute_nvgpu.sm80.mma",
//            metadata !"{shape_MNK = [16, 8, 16], a_type = f16, ...}",
//            <8 x half> %a, <4 x half> %b, <4 x float> %c)
//
// into the code of the per-SM emission table (docs/AtomIR.md states what each
// SM tier emits), after parsing the atom type, looking it up in the registry,
// checking it against the caller's target and running the atom's verifier
// ladder. Any failure is an `error:` diagnostic; the call is then deleted so
// that code generation never sees it. It is the first IR pass of llc's NVPTX
// pipeline; opt runs it with -passes=nvptx-lower-atoms. Its implementation is
// the rest of this directory, a driver and one file per family
// (docs/Architecture.md).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_LOWERATOMS_NVPTXLOWERATOMS_H
#define LLVM_LIB_TARGET_NVPTX_LOWERATOMS_NVPTXLOWERATOMS_H

#include "MmaAtom.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include <memory>
#include <optional>
#include <string>
#include <tuple>

namespace llvm {

class FunctionPass;
class NVPTXTargetMachine;
class PassRegistry;

/// Whether \p Name is an atom intrinsic, `llvm.nvvm.cute.atom.*`.
bool isAtomIntrinsicName(StringRef Name);

class InlineAsm;
class MDString;
class NVPTXSubtarget;

/// A verified atom use, with what its lowering computed once for all the
/// calls that share it.
struct VerifiedAtom {
  cute_nvgpu::MmaUse Use;
  std::optional<cute_nvgpu::RegisterMmaForm> Form;
  InlineAsm *Asm = nullptr;
  std::string AliasHint;
};

/// Verified atom uses by their two metadata strings and the subtarget.
using VerifiedAtomCache = DenseMap<
    std::tuple<const MDString *, const MDString *, const NVPTXSubtarget *>,
    std::unique_ptr<VerifiedAtom>>;

class NVPTXLowerAtomsPass : public PassInfoMixin<NVPTXLowerAtomsPass> {
  const NVPTXTargetMachine &TM;
  VerifiedAtomCache Cache;

public:
  explicit NVPTXLowerAtomsPass(const NVPTXTargetMachine &TM) : TM(TM) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

FunctionPass *createNVPTXLowerAtomsLegacyPass();
void initializeNVPTXLowerAtomsLegacyPass(PassRegistry &);

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_LOWERATOMS_NVPTXLOWERATOMS_H

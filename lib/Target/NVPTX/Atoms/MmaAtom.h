//===- MmaAtom.h - MMA atom uses: reading, verifying, PTX forms -*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One use of an MMA atom as the verifiers see it: the atom, the target, the
// shape, the element types, where each operand lives, the declared operand
// layouts and the sparse/saturation modifiers. It is read from an atom's
// attribute dictionary (AtomAttributes.h, docs/AtomIR.md) and checked by the
// verifier ladder of the atom's tier, which stops at the first mismatch with
// the seeds' diagnostic text. For the register-MMA tiers (sm80.mma,
// sm80.sparse_mma, sm89.mma) it also gives the reference operand layouts and
// the PTX instruction the lowering emits.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H

#include "AtomAttributes.h"
#include "AtomRegistry.h"
#include "Layout.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <variant>

namespace llvm {
namespace cute_nvgpu {

/// Where an operand lives: registers, a shared-memory descriptor, tensor
/// memory.
enum class Residency : uint8_t { Rmem, SmemDesc, Tmem };
StringRef residencyName(Residency R);

/// Element types of MMA operands.
enum class MmaElement : uint8_t {
  F16,
  BF16,
  TF32,
  F32,
  E4M3,
  E5M2,
  S8,
  U8,
  S4,
  U4,
  S32
};
StringRef elementName(MmaElement E);
std::optional<MmaElement> parseElement(StringRef Name);
unsigned elementBits(MmaElement E);

/// Operand roles, for layouts and diagnostics.
enum class MmaOperand : uint8_t { A, B, C, Metadata };

struct MmaUse {
  AtomKind Kind;
  unsigned M = 0, N = 0, K = 0;
  MmaElement A = MmaElement::F16, B = MmaElement::F16, C = MmaElement::F32;
  Residency ResidencyA = Residency::Rmem, ResidencyB = Residency::Rmem,
            ResidencyC = Residency::Rmem;
  /// Declared per-thread (thread, value) layouts, when given.
  std::optional<Layout> LayoutA, LayoutB, LayoutC, LayoutMetadata;
  bool Satfinite = false;
  /// sm80.sparse_mma: the sparsity selector.
  unsigned SparsitySelector = 0;

  bool isSparse() const { return Kind == AtomKind::Sm80SparseMma; }
};

/// A diagnostic about the attributes, at the column of the attribute (or 0
/// when the dictionary lacks one).
struct AttributeDiagnostic {
  unsigned Column;
  std::string Message;
};

/// Reads the attributes of an MMA atom of kind \p Kind (an MmaAtom). Unknown
/// keys, missing required keys and malformed values are diagnosed.
std::variant<MmaUse, AttributeDiagnostic>
readMmaUse(AtomKind Kind, const AtomAttributes &Attributes);

/// Whether the lowering can handle atoms of \p Kind yet.
bool isLowerableMma(AtomKind Kind);

/// The verifier ladder of the atom's tier for a use on \p T: empty when the
/// use is legal, else the first mismatch.
std::string verifyMmaUse(const MmaUse &Use, const Target &T);

/// The reference (thread, value) layout of an operand of a register MMA
/// (sm80.mma, sm80.sparse_mma, sm89.mma): thread (4, 8) x values, mapped to
/// the column-major tile of the operand (A: M x K, B: N x K, C: M x N;
/// metadata: the M rows whose metadata a thread's word carries).
Layout referenceLayout(const MmaUse &Use, MmaOperand Operand);

/// The PTX form of a register MMA and its register counts.
struct RegisterMmaForm {
  /// The inline-asm template: `mma.sync...` with $N operands in the order
  /// D, A, B, C[, metadata].
  std::string Asm;
  unsigned RegistersA = 0, RegistersB = 0, RegistersC = 0;
  /// Whether C/D are f32 registers (`f`), else b32 (`r`).
  bool FloatAccumulator = false;
  /// The PTX ISA version the form needs, times 10 (85 = PTX 8.5).
  unsigned MinPtx = 0;
};
/// \p PtxVersion (times 10) is the version the PTX is written for; it picks
/// the INT8 sparse fast path where it exists.
RegisterMmaForm registerMmaForm(const MmaUse &Use, unsigned PtxVersion);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H

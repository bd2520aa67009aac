//===- MmaAtomInternal.h - What the MMA tier files share --------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Private to the atom library: the declarations that MmaAtom.cpp and the
// files of the MMA tiers beside it (MmaRegister.cpp, MmaBlockScale.cpp,
// MmaWgmma.cpp, MmaUmma.cpp) share, and nothing else includes.
// cmake/Install.cmake leaves it out of the installed headers (PATTERN
// "*Internal.h" EXCLUDE), and its names live in mma_detail, so that users of
// MmaAtom.h see neither. Each is declared once here and defined once:
//
//   - the lattice readers and the diagnostics helpers whose strings every
//     tier's rungs build theirs from (MmaAtom.cpp), so that one spelling of
//     "expects operand x with element type ..." serves every tier;
//   - the tcgen05.mma kinds and their scale-vector variants
//     (NVPTXMmaKindLattice.td), which UMMA reads and SM120's block-scaled
//     MMA takes its K values, types and families from (MmaUmma.cpp);
//   - the verifier rung of each tier, which the ladder in MmaAtom.cpp
//     (firstMmaMismatch) picks by the atom.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOMINTERNAL_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOMINTERNAL_H

#include "Lattices.h"
#include "MmaAtom.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm::cute_nvgpu::mma_detail {

// MmaAtom.cpp: reading the lattices, the diagnostics every tier shares.

/// An element type a lattice names (the atoms spell every one of them).
MmaElement latticeElement(StringRef Name);

/// The element types of a lattice's "|"-joined list.
SmallVector<MmaElement, 5> latticeElements(StringRef List);

/// "f16|bf16|tf32": element types as the diagnostics list them.
std::string joined(ArrayRef<MmaElement> Values);

/// "expects operand x with element type {0}, but get {1}." when \p Actual
/// is not one of \p Expected.
std::optional<std::string> expectElement(char Operand, MmaElement Actual,
                                         ArrayRef<MmaElement> Expected);

/// "unsupported shape_MNK MxNxK for `atom` with x inputs; expected
/// \p Expected".
std::string shapeDiagnostic(const MmaUse &Use, StringRef Expected);

/// The residency rungs of the cute_nvgpu dialect's UMMA-family verifier
/// (its diagnostic strings byte for byte): A in shared memory or in
/// \p OtherA (memref), B in shared memory, D in \p D (memref). WGMMA and
/// UMMA both climb them.
std::optional<std::string> ummaFamilyResidency(const MmaUse &Use,
                                               Residency OtherA, Residency D);

// MmaUmma.cpp: the tcgen05.mma kinds and their block-scale variants.

/// A tcgen05.mma kind of NVPTXMmaKindLattice.td with its types decoded: A/B
/// in the order diagnostics list them, the accumulators. A dense kind's
/// position is the `kind` immediate of the LLVM 22 intrinsics.
struct UmmaKindInfo {
  const lattices::Tcgen05MmaKindRow *Row;
  SmallVector<MmaElement, 5> Inputs;
  SmallVector<MmaElement, 5> Accumulators;
  SmallVector<MmaElement, 5> F32OnlyInputs;

  UmmaKind kind() const { return static_cast<UmmaKind>(Row->Position); }
};

/// The kinds, in the lattice's order (dense first), decoded once.
ArrayRef<UmmaKindInfo> ummaKinds();

/// A scale-vector variant of a block-scaled kind (NVPTXMmaKindLattice.td),
/// with its kind and scale types decoded.
struct BlockScaleVariant {
  const lattices::MmaBlockScaleRow *Row;
  const UmmaKindInfo *Kind;
  SmallVector<MmaElement, 5> ScaleTypes;
  MmaElement WarpScaleType;
};

/// The variants, in the lattice's order, decoded once.
ArrayRef<BlockScaleVariant> blockScaleVariants();

// The verifier rung of each tier: the first mismatch, in the dialect's
// words, or empty when the use is legal. firstMmaMismatch (MmaAtom.cpp) has
// already checked the target and, for the register tiers, that every operand
// is in registers.

/// sm80.mma, sm80.sparse_mma, sm89.mma (MmaRegister.cpp).
std::string verifyRegisterMma(const MmaUse &Use);
/// atom.universal_fma (MmaRegister.cpp).
std::string verifyUniversalFma(const MmaUse &Use, const Target &T);
/// SM120.mma_bs (MmaBlockScale.cpp).
std::string verifyBlockScale(const MmaUse &Use);
/// sm90.mma (MmaWgmma.cpp); records the use's form in its WgmmaForm.
std::string verifyWgmma(MmaUse &Use);
/// sm100.mma* (MmaUmma.cpp).
std::string verifyUmma(const MmaUse &Use);

} // namespace llvm::cute_nvgpu::mma_detail

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOMINTERNAL_H

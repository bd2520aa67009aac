//===- AliasHints.h - SSA name hints for atom values ------------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Human-readable names for the values that hold atoms and their operands (the
// cute_nvgpu dialect's alias hints; docs/Atoms.md, "Alias hints"):
// `mma_f16_f16_f32_16x8x16`, `copy_sm90_tma_load`, `memref_f16_3`. They are
// deterministic and never semantic: the lowering pass names the values it
// creates with them, and anything may rename them.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_ALIASHINTS_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_ALIASHINTS_H

#include "AtomType.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// "mma_<A>_<B>_<C>_<M>x<N>x<K>" for an MMA atom with those element types
/// and shape, e.g. mma_f16_f16_f32_16x8x16.
std::string mmaAliasHint(StringRef A, StringRef B, StringRef C, unsigned M,
                         unsigned N, unsigned K);

/// "copy_<tier>_<name>" for a copy atom: the tier that registers it and its
/// mnemonic without `atom.`, then its variant parameter, every `.` and `<…>`
/// payload joined by `_` (copy_sm90_tma_load, copy_sm75_ldsm_m8n8_x4_trans,
/// copy_sm80_simt_async_copy_16). Empty for a type that is no copy atom.
std::string copyAliasHint(const AtomType &T);

/// "memref_<element>_<rank>", e.g. memref_f16_3.
std::string memrefAliasHint(StringRef Element, unsigned Rank);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_ALIASHINTS_H

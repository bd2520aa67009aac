//===- AtomRegistry.h - cute_nvgpu atoms, tiers and interfaces --*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The atom registry of the cute_nvgpu layer: every atom and descriptor type
// mnemonic with the SM tier that registers it, the interfaces it implements
// and its residency contract (AtomRegistry.def), the roster of SM targets,
// and the check of an atom against a target.
//
// Generic code asks interface questions (implements(Kind, MmaAtom)); nothing
// compares target-name or mnemonic strings outside this table.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMREGISTRY_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMREGISTRY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitmaskEnum.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// The interfaces an atom type can implement.
enum class Interface : uint16_t {
  None = 0,
  MmaAtom = 1 << 0,
  CopyAtom = 1 << 1,
  PrefetchAtom = 1 << 2,
  TmaAtom = 1 << 3,
  AsyncCopyAtom = 1 << 4,
  TmemAtom = 1 << 5,
  SparseMetadataAtom = 1 << 6,
  BlockScaleAtom = 1 << 7,
  SmemDescriptorAtom = 1 << 8,
  DescriptorType = 1 << 9,
  LLVM_MARK_AS_BITMASK_ENUM(/*LargestValue=*/DescriptorType)
};

/// The name of one interface ("MmaAtom"), or "" for a combination.
StringRef interfaceName(Interface I);
/// Every single interface, in declaration order.
ArrayRef<Interface> allInterfaces();

enum class AtomKind : uint8_t {
#define ATOM(Id, Mnemonic, MinSm, ArchFamily, Interfaces, Residency) Id,
#include "AtomRegistry.def"
};

/// One registry row.
struct AtomInfo {
  AtomKind Kind;
  StringLiteral Mnemonic;
  /// The first SM tier that registers the atom; 0 for every tier.
  unsigned MinSm;
  /// 0, or the SM family whose `a`/`f` targets alone have the atom.
  unsigned ArchFamily;
  Interface Interfaces;
  StringLiteral Residency;

  bool implements(Interface I) const { return (Interfaces & I) == I; }
};

/// The registry, in the mnemonic table's order.
ArrayRef<AtomInfo> atoms();
const AtomInfo &info(AtomKind Kind);
/// The row of a mnemonic (case-sensitive: "SM120.mma_bs"), or null.
const AtomInfo *lookupMnemonic(StringRef Mnemonic);
/// Whether the atom reads or writes tensor memory (the tcgen05 data path):
/// the UMMA atoms (TmemAtom, D there) and the copies into and out of it,
/// whose residency names tmem.
bool usesTensorMemory(AtomKind Kind);

/// An SM target: sm_NNN, sm_NNNa (architecture-specific) or sm_NNNf
/// (family-specific).
struct Target {
  enum VariantKind : uint8_t { Base, Family, Arch };
  unsigned Sm = 0;
  VariantKind Variant = Base;

  /// "sm_100a" -> {100, Arch}; std::nullopt for anything else, and for a
  /// target the roster does not have.
  static std::optional<Target> parse(StringRef Name);
  /// parse(), for any SM version: the entries of a target list name
  /// requirements such as sm_20.
  static std::optional<Target> parseAny(StringRef Name);
  std::string str() const;
  /// The family of SM versions that share all but the last digit (10x,
  /// 12x); sm_101 is a family of its own.
  unsigned family() const { return Sm == 101 ? 101 : Sm / 10 * 10; }
  /// Whether this target has what \p Required stands for in a list of
  /// targets (the extended intrinsics' Targets): a base entry sm_NN, every
  /// target of SM version NN or later; sm_NNa, the architecture-specific
  /// target sm_NNa only; sm_NNf, the architecture- and family-specific
  /// targets of NN's family with SM version NN or later.
  bool provides(const Target &Required) const;
  bool operator==(const Target &O) const {
    return Sm == O.Sm && Variant == O.Variant;
  }
};

/// The SM targets the compiler knows, sm_70 ... sm_121f, with their a and f
/// variants where the architecture has them.
ArrayRef<Target> roster();

/// The tier whose atom surface a target has: SM103 shares SM100's, SM121
/// shares SM120's; SM110 is a tier of its own with no MMA atom of its own.
unsigned surfaceTier(const Target &T);

/// Success when \p T can use atom \p Kind, else an error saying why not.
Error checkTarget(AtomKind Kind, const Target &T);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMREGISTRY_H

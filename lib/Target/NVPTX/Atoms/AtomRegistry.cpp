//===- AtomRegistry.cpp - cute_nvgpu atoms, tiers and interfaces ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include <vector>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {
constexpr Interface MmaAtom = Interface::MmaAtom;
constexpr Interface CopyAtom = Interface::CopyAtom;
constexpr Interface PrefetchAtom = Interface::PrefetchAtom;
constexpr Interface TmaAtom = Interface::TmaAtom;
constexpr Interface AsyncCopyAtom = Interface::AsyncCopyAtom;
constexpr Interface TmemAtom = Interface::TmemAtom;
constexpr Interface SparseMetadataAtom = Interface::SparseMetadataAtom;
constexpr Interface BlockScaleAtom = Interface::BlockScaleAtom;
constexpr Interface SmemDescriptorAtom = Interface::SmemDescriptorAtom;
constexpr Interface DescriptorType = Interface::DescriptorType;

const AtomInfo Registry[] = {
#define ATOM(Id, Mnemonic, MinSm, ArchFamily, Interfaces, Residency)           \
  {AtomKind::Id, Mnemonic, MinSm, ArchFamily, Interfaces, Residency},
#include "AtomRegistry.def"
};
} // namespace

ArrayRef<AtomInfo> cute_nvgpu::atoms() { return Registry; }

const AtomInfo &cute_nvgpu::info(AtomKind Kind) {
  return Registry[static_cast<unsigned>(Kind)];
}

const AtomInfo *cute_nvgpu::lookupMnemonic(StringRef Mnemonic) {
  static const StringMap<const AtomInfo *> ByMnemonic = [] {
    StringMap<const AtomInfo *> Map;
    for (const AtomInfo &A : Registry)
      Map[A.Mnemonic] = &A;
    return Map;
  }();
  return ByMnemonic.lookup(Mnemonic);
}

namespace {
struct InterfaceName {
  Interface I;
  StringLiteral Name;
};
const InterfaceName InterfaceNames[] = {
    {MmaAtom, "MmaAtom"},
    {CopyAtom, "CopyAtom"},
    {PrefetchAtom, "PrefetchAtom"},
    {TmaAtom, "TmaAtom"},
    {AsyncCopyAtom, "AsyncCopyAtom"},
    {TmemAtom, "TmemAtom"},
    {SparseMetadataAtom, "SparseMetadataAtom"},
    {BlockScaleAtom, "BlockScaleAtom"},
    {SmemDescriptorAtom, "SmemDescriptorAtom"},
    {DescriptorType, "DescriptorType"},
};
} // namespace

ArrayRef<Interface> cute_nvgpu::allInterfaces() {
  static const std::vector<Interface> All = [] {
    std::vector<Interface> V;
    for (const InterfaceName &N : InterfaceNames)
      V.push_back(N.I);
    return V;
  }();
  return All;
}

StringRef cute_nvgpu::interfaceName(Interface I) {
  for (const InterfaceName &N : InterfaceNames)
    if (N.I == I)
      return N.Name;
  return "";
}

std::optional<Target> Target::parse(StringRef Name) {
  Target T;
  if (!Name.consume_front("sm_") || Name.empty())
    return std::nullopt;
  if (Name.back() == 'a' || Name.back() == 'f') {
    T.Variant = Name.back() == 'a' ? Arch : Family;
    Name = Name.drop_back();
  }
  if (Name.getAsInteger(10, T.Sm) || !is_contained(roster(), T))
    return std::nullopt;
  return T;
}

std::string Target::str() const {
  return "sm_" + std::to_string(Sm) +
         (Variant == Arch     ? "a"
          : Variant == Family ? "f"
                              : "");
}

ArrayRef<Target> cute_nvgpu::roster() {
  static const std::vector<Target> All = [] {
    std::vector<Target> R;
    for (unsigned Sm : {70, 72, 75, 80, 86, 87, 88, 89})
      R.push_back({Sm, Target::Base});
    R.push_back({90, Target::Base});
    R.push_back({90, Target::Arch});
    for (unsigned Sm : {100, 101, 103, 110, 120, 121})
      for (Target::VariantKind V : {Target::Base, Target::Arch, Target::Family})
        R.push_back({Sm, V});
    return R;
  }();
  return All;
}

unsigned cute_nvgpu::surfaceTier(const Target &T) {
  switch (T.Sm) {
  case 101:
  case 103:
    return 100;
  case 121:
    return 120;
  default:
    return T.Sm;
  }
}

std::string cute_nvgpu::checkTarget(AtomKind Kind, const Target &T) {
  const AtomInfo &A = info(Kind);
  std::string Atom = "atom `" + A.Mnemonic.str() + "`";
  if (T.Sm < A.MinSm)
    return Atom + " needs sm_" + std::to_string(A.MinSm) +
           " or later; the target is " + T.str();
  if (!A.ArchFamily)
    return "";
  // Architecture-conditional atoms (WGMMA, tcgen05, block-scaled MMA) exist
  // only on the a/f targets of their own family: sm_110 has none of them.
  bool FamilyMatches = surfaceTier(T) == A.ArchFamily;
  if (T.Variant == Target::Base || !FamilyMatches ||
      (A.ArchFamily == 90 && T.Variant != Target::Arch))
    return Atom + " needs an architecture-specific target of the sm_" +
           std::to_string(A.ArchFamily) + " family (" +
           (A.ArchFamily == 90
                ? std::string("sm_90a")
                : "sm_" + std::to_string(A.ArchFamily) + "a or sm_" +
                      std::to_string(A.ArchFamily) + "f") +
           "); the target is " + T.str();
  return "";
}

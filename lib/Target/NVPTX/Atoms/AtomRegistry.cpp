//===- AtomRegistry.cpp - cute_nvgpu atoms, tiers and interfaces ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomRegistry.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdint>
#include <cstring>
#include <iterator>
#include <string_view>
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

/// lookupMnemonic's hash table over the mnemonics of AtomRegistry.def,
/// built at compile time. The key of a string is its length and its first
/// and last eight bytes (fewer, and no last, below eight), which cover a
/// string of up to 16 bytes; the hash of the key is a multiply. The table
/// is open-addressed (linear probing) and at most an eighth full, and the
/// multiplier is the one of the first few tried that leaves the fewest
/// mnemonics off their home slot. With none off it (the case of today's 27
/// rows) a lookup probes one slot: two loads, a multiply and one key
/// comparison, plus a memcmp of the bytes between the first and last eight
/// of a mnemonic longer than 16.
namespace MnemonicHash {
constexpr StringLiteral Mnemonics[] = {
#define ATOM(Id, Mnemonic, MinSm, ArchFamily, Interfaces, Residency) Mnemonic,
#include "AtomRegistry.def"
};
constexpr size_t NumRows = std::size(Mnemonics);

constexpr size_t minLength() {
  size_t Min = Mnemonics[0].size();
  for (StringRef M : Mnemonics)
    Min = M.size() < Min ? M.size() : Min;
  return Min;
}
constexpr size_t maxLength() {
  size_t Max = 0;
  for (StringRef M : Mnemonics)
    Max = M.size() > Max ? M.size() : Max;
  return Max;
}
constexpr size_t MinLength = minLength();
constexpr size_t MaxLength = maxLength();

constexpr unsigned TableBits = [] {
  unsigned Bits = 0;
  while ((size_t(1) << Bits) < 8 * NumRows)
    ++Bits;
  return Bits;
}();
constexpr size_t TableSize = size_t(1) << TableBits;
constexpr uint8_t EmptySlot = 0xff;
static_assert(NumRows < EmptySlot, "row numbers must fit below EmptySlot");

/// The eight bytes at \p P as a little-endian number: one load at run time.
constexpr uint64_t load8(const char *P) {
  auto B = [P](unsigned I) { return uint64_t(uint8_t(P[I])) << (8 * I); };
  return B(0) | B(1) | B(2) | B(3) | B(4) | B(5) | B(6) | B(7);
}

/// The \p N < 8 bytes at \p P as a little-endian number.
constexpr uint64_t loadShort(const char *P, size_t N) {
  uint64_t V = 0;
  for (size_t I = 0; I < N; ++I)
    V |= uint64_t(uint8_t(P[I])) << (8 * I);
  return V;
}

struct Key {
  uint64_t Length = 0;
  uint64_t First = 0;
  uint64_t Last = 0;

  constexpr bool operator==(const Key &O) const {
    return Length == O.Length && First == O.First && Last == O.Last;
  }
};

constexpr Key keyOf(StringRef S) {
  size_t N = S.size();
  if (N < 8)
    return {N, loadShort(S.data(), N), 0};
  return {N, load8(S.data()), load8(S.data() + N - 8)};
}

constexpr unsigned homeSlot(const Key &K, uint64_t Mul) {
  uint64_t H = K.First ^ ((K.Last << 29) | (K.Last >> 35)) ^ K.Length;
  return static_cast<unsigned>((H * Mul) >> (64 - TableBits));
}

struct Table {
  uint64_t Mul = 0;
  /// How many slots past their home slot the mnemonics sit, in all.
  unsigned Displacement = 0;
  uint8_t Slots[TableSize] = {};
  Key Keys[NumRows] = {};
};

constexpr Table build(uint64_t Mul) {
  Table T;
  T.Mul = Mul;
  for (uint8_t &S : T.Slots)
    S = EmptySlot;
  for (size_t Row = 0; Row < NumRows; ++Row) {
    T.Keys[Row] = keyOf(Mnemonics[Row]);
    unsigned S = homeSlot(T.Keys[Row], Mul);
    while (T.Slots[S] != EmptySlot) {
      S = (S + 1) % TableSize;
      ++T.Displacement;
    }
    T.Slots[S] = static_cast<uint8_t>(Row);
  }
  return T;
}

/// The best table for the first 16 odd multipliers of a splitmix64
/// sequence.
constexpr Table buildBest() {
  Table Best;
  uint64_t Seed = 0;
  for (unsigned Try = 0; Try < 16; ++Try) {
    Seed += 0x9e3779b97f4a7c15;
    uint64_t Z = Seed;
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111eb;
    Table T = build((Z ^ (Z >> 31)) | 1);
    if (Try == 0 || T.Displacement < Best.Displacement)
      Best = T;
    if (Best.Displacement == 0)
      break;
  }
  return Best;
}

constexpr bool hasDuplicates() {
  for (size_t I = 0; I < NumRows; ++I)
    for (size_t J = I + 1; J < NumRows; ++J)
      if (std::string_view(Mnemonics[I]) == std::string_view(Mnemonics[J]))
        return true;
  return false;
}
static_assert(!hasDuplicates(), "a mnemonic appears twice in AtomRegistry.def");
} // namespace MnemonicHash

constexpr MnemonicHash::Table MnemonicTable = MnemonicHash::buildBest();
} // namespace

ArrayRef<AtomInfo> cute_nvgpu::atoms() { return Registry; }

const AtomInfo &cute_nvgpu::info(AtomKind Kind) {
  return Registry[static_cast<unsigned>(Kind)];
}

const AtomInfo *cute_nvgpu::lookupMnemonic(StringRef Mnemonic) {
  using namespace MnemonicHash;
  size_t N = Mnemonic.size();
  if (N < MinLength || N > MaxLength)
    return nullptr;
  Key K = keyOf(Mnemonic);
  // A mnemonic sits at its home slot or past it before an empty slot (the
  // table has some); with no displacement at all, at its home slot.
  for (unsigned S = homeSlot(K, MnemonicTable.Mul);; S = (S + 1) % TableSize) {
    uint8_t Row = MnemonicTable.Slots[S];
    if (Row == EmptySlot)
      return nullptr;
    if (MnemonicTable.Keys[Row] == K &&
        (N <= 16 || std::memcmp(Registry[Row].Mnemonic.data() + 8,
                                Mnemonic.data() + 8, N - 16) == 0))
      return &Registry[Row];
    if constexpr (MnemonicTable.Displacement == 0)
      return nullptr;
  }
}

bool cute_nvgpu::usesTensorMemory(AtomKind Kind) {
  // The copies are CopyAtoms like any other (the dialect gives them no
  // TmemAtom interface): their rows are named here.
  return info(Kind).implements(Interface::TmemAtom) ||
         Kind == AtomKind::TmemLoad || Kind == AtomKind::TmemStore ||
         Kind == AtomKind::S2tCopy;
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

std::optional<Target> Target::parseAny(StringRef Name) {
  Target T;
  if (!Name.consume_front("sm_") || Name.empty())
    return std::nullopt;
  if (Name.back() == 'a' || Name.back() == 'f') {
    T.Variant = Name.back() == 'a' ? Arch : Family;
    Name = Name.drop_back();
  }
  if (Name.empty() || !isDigit(Name.front()) || Name.getAsInteger(10, T.Sm))
    return std::nullopt;
  return T;
}

std::optional<Target> Target::parse(StringRef Name) {
  std::optional<Target> T = parseAny(Name);
  if (!T || !is_contained(roster(), *T))
    return std::nullopt;
  return T;
}

bool Target::provides(const Target &Required) const {
  switch (Required.Variant) {
  case Base:
    return Sm >= Required.Sm;
  case Arch:
    return Variant == Arch && Sm == Required.Sm;
  case Family:
    return Variant != Base && family() == Required.family() &&
           Sm >= Required.Sm;
  }
  llvm_unreachable("a target variant");
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

Error cute_nvgpu::checkTarget(AtomKind Kind, const Target &T) {
  const AtomInfo &A = info(Kind);
  std::string Atom = "atom `" + A.Mnemonic.str() + "`";
  if (T.Sm < A.MinSm)
    return createStringError(inconvertibleErrorCode(),
                             Atom + " needs sm_" + std::to_string(A.MinSm) +
                                 " or later; the target is " + T.str());
  if (!A.ArchFamily)
    return Error::success();
  // Architecture-conditional atoms (WGMMA, tcgen05, block-scaled MMA) exist
  // only on the a/f targets of their own family (WGMMA: sm_90a alone), in
  // the terms of a target list; sm_101 has SM100's, sm_110 none of them.
  Target Required{A.ArchFamily,
                  A.ArchFamily == 90 ? Target::Arch : Target::Family};
  bool Has = T.provides(Required) ||
             (A.ArchFamily == 100 && T.provides({101, Target::Family}));
  if (!Has)
    return createStringError(
        inconvertibleErrorCode(),
        Atom + " needs an architecture-specific target of the sm_" +
            std::to_string(A.ArchFamily) + " family (" +
            (A.ArchFamily == 90
                 ? std::string("sm_90a")
                 : "sm_" + std::to_string(A.ArchFamily) + "a or sm_" +
                       std::to_string(A.ArchFamily) + "f") +
            "); the target is " + T.str());
  return Error::success();
}

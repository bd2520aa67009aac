//===- UmmaDescriptor.cpp - tcgen05.mma instruction descriptor ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UmmaDescriptor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

const char *const KindNames[] = {"f16", "tf32", "f8f6f4", "i8"};
const char *const TypeNames[] = {"f16",  "bf16", "tf32", "e4m3", "e5m2", "e2m3",
                                 "e3m2", "e2m1", "u8",   "s8",   "f32",  "s32"};

/// The enumerator whose name (its index in \p Names) is \p Name.
template <typename Enum, size_t N>
std::optional<Enum> lookupName(const char *const (&Names)[N], StringRef Name) {
  for (auto [I, Candidate] : enumerate(Names))
    if (Name == Candidate)
      return static_cast<Enum>(I);
  return std::nullopt;
}

/// The A/B types of a kind with their codes, and the accumulators it takes.
struct KindInfo {
  std::initializer_list<std::pair<UmmaType, unsigned>> Inputs;
  std::initializer_list<UmmaType> Accumulators;
  bool Negate;   // negate A/B allowed
  bool Saturate; // saturate allowed
};

const KindInfo &kindInfo(UmmaKind K) {
  static const KindInfo Infos[] = {
      {{{UmmaType::F16, 0}, {UmmaType::BF16, 1}},
       {UmmaType::F16, UmmaType::F32},
       true,
       false},
      {{{UmmaType::TF32, 2}}, {UmmaType::F32}, true, false},
      {{{UmmaType::E4M3, 0},
        {UmmaType::E5M2, 1},
        {UmmaType::E2M3, 3},
        {UmmaType::E3M2, 4},
        {UmmaType::E2M1, 5}},
       {UmmaType::F16, UmmaType::F32},
       true,
       false},
      {{{UmmaType::U8, 0}, {UmmaType::S8, 1}}, {UmmaType::S32}, false, true},
  };
  return Infos[static_cast<unsigned>(K)];
}

constexpr uint32_t ReservedBits = (1u << 6) | (1u << 23) | (1u << 29);

unsigned accumulatorCode(UmmaType T) {
  return T == UmmaType::F16 ? 0 : T == UmmaType::F32 ? 1 : 2;
}

Error error(const UmmaInstrDescriptor &D, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           Twine("kind::") + ummaKindName(D.Kind) +
                               " instruction descriptor: " + Message);
}

/// What packing and decoding both require of the logical fields.
Error check(const UmmaInstrDescriptor &D) {
  const KindInfo &K = kindInfo(D.Kind);
  auto IsInput = [&](UmmaType T) {
    return any_of(K.Inputs, [&](auto &P) { return P.first == T; });
  };
  for (auto [Name, T] : {std::pair{"A", D.A}, std::pair{"B", D.B}})
    if (!IsInput(T))
      return error(D, Twine(Name) + " type " + ummaTypeName(T) +
                          " is not one of the kind's");
  if (D.Kind == UmmaKind::F16 && D.A != D.B)
    return error(D, "A and B must have the same type");
  if (!is_contained(K.Accumulators, D.D))
    return error(D, Twine("D type ") + ummaTypeName(D.D) +
                        " is not one of the kind's");
  if (D.A == UmmaType::BF16 && D.D != UmmaType::F32)
    return error(D, "bf16 inputs need an f32 accumulator");
  if (D.M != 64 && D.M != 128 && D.M != 256)
    return error(D, "M " + Twine(D.M) + " is not 64, 128 or 256");
  if (D.N < 8 || D.N > 256 || D.N % 8)
    return error(D, "N " + Twine(D.N) + " is not a multiple of 8 in [8, 256]");
  if (D.SparsitySelector > 3 || (D.SparsitySelector && !D.Sparse))
    return error(D, "sparsity selector " + Twine(D.SparsitySelector) +
                        " needs sparse and must be at most 3");
  if (D.Saturate && !K.Saturate)
    return error(D, "saturate is only for kind::i8");
  if ((D.NegateA || D.NegateB) && !K.Negate)
    return error(D, "negation is not for kind::i8");
  if (D.MaxShift > 3)
    return error(D,
                 "maximum shift code " + Twine(D.MaxShift) + " is not 0 to 3");
  return Error::success();
}

} // namespace

bool UmmaInstrDescriptor::operator==(const UmmaInstrDescriptor &O) const {
  return Kind == O.Kind && A == O.A && B == O.B && D == O.D && M == O.M &&
         N == O.N && Sparse == O.Sparse &&
         SparsitySelector == O.SparsitySelector && Saturate == O.Saturate &&
         NegateA == O.NegateA && NegateB == O.NegateB &&
         MNMajorA == O.MNMajorA && MNMajorB == O.MNMajorB &&
         MaxShift == O.MaxShift;
}

StringRef cute_nvgpu::ummaKindName(UmmaKind K) {
  return KindNames[static_cast<unsigned>(K)];
}

std::optional<UmmaKind> cute_nvgpu::parseUmmaKind(StringRef Name) {
  return lookupName<UmmaKind>(KindNames, Name);
}

StringRef cute_nvgpu::ummaTypeName(UmmaType T) {
  return TypeNames[static_cast<unsigned>(T)];
}

std::optional<UmmaType> cute_nvgpu::parseUmmaType(StringRef Name) {
  return lookupName<UmmaType>(TypeNames, Name);
}

Expected<uint32_t>
cute_nvgpu::packUmmaInstrDescriptor(const UmmaInstrDescriptor &D) {
  if (Error E = check(D))
    return std::move(E);
  const KindInfo &K = kindInfo(D.Kind);
  auto Code = [&](UmmaType T) {
    return find_if(K.Inputs, [&](auto &P) { return P.first == T; })->second;
  };
  return D.SparsitySelector | uint32_t(D.Sparse) << 2 |
         uint32_t(D.Saturate) << 3 | accumulatorCode(D.D) << 4 |
         Code(D.A) << 7 | Code(D.B) << 10 | uint32_t(D.NegateA) << 13 |
         uint32_t(D.NegateB) << 14 | uint32_t(D.MNMajorA) << 15 |
         uint32_t(D.MNMajorB) << 16 | (D.N >> 3) << 17 | (D.M >> 4) << 24 |
         D.MaxShift << 30;
}

Expected<UmmaInstrDescriptor>
cute_nvgpu::decodeUmmaInstrDescriptor(UmmaKind Kind, uint32_t Word) {
  UmmaInstrDescriptor D;
  D.Kind = Kind;
  if (uint32_t Reserved = Word & ReservedBits)
    return error(D, "reserved bits are set: " + Twine::utohexstr(Reserved));
  const KindInfo &K = kindInfo(Kind);
  auto Type = [&](unsigned Code) -> std::optional<UmmaType> {
    for (auto &P : K.Inputs)
      if (P.second == Code)
        return P.first;
    return std::nullopt;
  };
  auto Bits = [&](unsigned Lo, unsigned Width) {
    return (Word >> Lo) & ((1u << Width) - 1);
  };
  std::optional<UmmaType> A = Type(Bits(7, 3)), B = Type(Bits(10, 3));
  if (!A || !B)
    return error(D, "type code " + Twine(A ? Bits(10, 3) : Bits(7, 3)) +
                        " is not defined for the kind");
  unsigned DCode = Bits(4, 2);
  if (DCode == 3)
    return error(D, "D type code 3 is not defined");
  D.A = *A;
  D.B = *B;
  D.D = DCode == 0 ? UmmaType::F16 : DCode == 1 ? UmmaType::F32 : UmmaType::S32;
  D.SparsitySelector = Bits(0, 2);
  D.Sparse = Bits(2, 1);
  D.Saturate = Bits(3, 1);
  D.NegateA = Bits(13, 1);
  D.NegateB = Bits(14, 1);
  D.MNMajorA = Bits(15, 1);
  D.MNMajorB = Bits(16, 1);
  D.N = Bits(17, 6) << 3;
  D.M = Bits(24, 5) << 4;
  D.MaxShift = Bits(30, 2);
  if (Error E = check(D))
    return std::move(E);
  return D;
}

std::string cute_nvgpu::printUmmaInstrDescriptor(const UmmaInstrDescriptor &D) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "kind=" << ummaKindName(D.Kind) << " a=" << ummaTypeName(D.A)
     << " b=" << ummaTypeName(D.B) << " d=" << ummaTypeName(D.D) << " m=" << D.M
     << " n=" << D.N;
  if (D.Sparse)
    OS << " sparse=" << D.SparsitySelector;
  if (D.Saturate)
    OS << " saturate";
  if (D.NegateA)
    OS << " neg_a";
  if (D.NegateB)
    OS << " neg_b";
  if (D.MNMajorA)
    OS << " a_mn_major";
  if (D.MNMajorB)
    OS << " b_mn_major";
  if (D.MaxShift)
    OS << " max_shift=" << D.MaxShift;
  return Text;
}

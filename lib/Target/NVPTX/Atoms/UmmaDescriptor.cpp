//===- UmmaDescriptor.cpp - tcgen05.mma instruction descriptor ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "UmmaDescriptor.h"
#include "Lattices.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

/// The kinds are NVPTXMmaKindLattice.td's, UmmaKind's enumerators their
/// positions.
const lattices::Tcgen05MmaKindRow &kindRow(UmmaKind K) {
  return lattices::tcgen05MmaKinds()[static_cast<unsigned>(K)];
}

const char *const TypeNames[] = {"f16",  "bf16", "tf32", "e4m3", "e5m2", "e2m3",
                                 "e3m2", "e2m1", "u8",   "s8",   "f32",  "s32"};
const char *const ScaleTypeNames[] = {"ue4m3", "ue8m0"};

/// The enumerator whose name (its index in \p Names) is \p Name.
template <typename Enum, size_t N>
std::optional<Enum> lookupName(const char *const (&Names)[N], StringRef Name) {
  for (auto [I, Candidate] : enumerate(Names))
    if (Name == Candidate)
      return static_cast<Enum>(I);
  return std::nullopt;
}

/// A bit field of the word; Width 0 when the kind has no such field.
struct Field {
  unsigned Lo = 0, Width = 0;

  uint32_t mask() const { return Width ? ((1u << Width) - 1) << Lo : 0; }
  unsigned get(uint32_t Word) const { return (Word & mask()) >> Lo; }
  uint32_t put(unsigned Value) const { return (Value << Lo) & mask(); }
  /// Whether \p Value fits.
  bool holds(unsigned Value) const { return Width && Value < (1u << Width); }
};

/// What a kind takes and where its fields are.
struct KindInfo {
  /// A/B types with their codes, and the accumulators.
  std::vector<std::pair<UmmaType, unsigned>> Inputs;
  std::vector<UmmaType> Accumulators;
  bool Negate;   // negate A/B allowed
  bool Saturate; // saturate allowed
  bool MNMajor;  // A/B MN-major allowed
  bool SameAB;   // A and B of one type
  std::vector<unsigned> Ms;
  /// Block-scaled kinds: the scale types, and the step of the scale-factor
  /// ids (1: any byte, 2: bytes 0 and 2).
  std::vector<UmmaScaleType> Scales;
  unsigned ScaleFactorIdStep;
  Field SparsitySelector, SaturateBit, DType, BType, ScaleType, M;
  unsigned MShift;
  Field ScaleFactorIdA, ScaleFactorIdB, K96, MaxShift;
  /// The inputs whose accumulator can only be f32 (after the layouts'
  /// fields, which the layouts below list in order).
  std::vector<UmmaType> F32OnlyInputs = {};
};

// Fields every kind has in the same place.
constexpr Field SparseBit{2, 1}, AType{7, 3}, NegateABit{13, 1},
    NegateBBit{14, 1}, MNMajorABit{15, 1}, MNMajorBBit{16, 1}, NField{17, 6};

const KindInfo &kindInfo(UmmaKind K) {
  static const std::vector<KindInfo> Infos = [] {
    // The layouts of the PTX ISA's instruction-descriptor tables, which a
    // kind names (its Descriptor).
    const KindInfo Dense = {
        {},      {}, true,   false,  true,   false,   {64, 128, 256},
        {},      0,  {0, 2}, {3, 1}, {4, 2}, {10, 3}, {},
        {24, 5}, 4,  {},     {},     {},     {30, 2}};
    const KindInfo BlockScaled = {
        {}, {}, true,    false,   true,    false, {128, 256}, {},     1,  {},
        {}, {}, {10, 3}, {23, 1}, {27, 2}, 7,     {29, 2},    {4, 2}, {}, {}};
    // FP4 only: B's type in 2 bits, K = 96, K-major A and B, scale factor
    // ids 0 and 2.
    KindInfo BlockScaledFp4 = BlockScaled;
    BlockScaledFp4.MNMajor = false;
    BlockScaledFp4.ScaleFactorIdStep = 2;
    BlockScaledFp4.BType = {10, 2};
    BlockScaledFp4.K96 = {31, 1};

    auto Layout = [&](StringRef Name) -> const KindInfo & {
      if (Name == "dense")
        return Dense;
      if (Name == "block_scaled")
        return BlockScaled;
      if (Name == "block_scaled_fp4")
        return BlockScaledFp4;
      report_fatal_error(
          "tcgen05.mma kind lattice: unknown descriptor layout " + Name);
    };
    auto Type = [](StringRef Name) {
      std::optional<UmmaType> T = parseUmmaType(Name);
      if (!T)
        report_fatal_error("tcgen05.mma kind lattice: unknown type " + Name);
      return *T;
    };
    std::vector<KindInfo> Infos;
    for (const lattices::Tcgen05MmaKindRow &Row : lattices::tcgen05MmaKinds()) {
      KindInfo I = Layout(Row.Descriptor);
      SmallVector<StringRef, 8> Inputs = lattices::listItems(Row.Inputs),
                                Codes = lattices::listItems(Row.TypeCodes);
      if (Inputs.size() != Codes.size())
        report_fatal_error("tcgen05.mma kind lattice: a type code per input");
      for (auto [Input, CodeText] : zip(Inputs, Codes)) {
        unsigned Code = 0;
        CodeText.getAsInteger(10, Code);
        I.Inputs.push_back({Type(Input), Code});
      }
      for (StringRef Acc : lattices::listItems(Row.Accumulators))
        I.Accumulators.push_back(Type(Acc));
      for (StringRef Input : lattices::listItems(Row.F32OnlyInputs))
        I.F32OnlyInputs.push_back(Type(Input));
      I.SameAB = !Row.MixedInputs;
      I.Negate = !Row.Integer;
      I.Saturate = Row.Integer;
      // The scale types of the kind's variants.
      for (const lattices::MmaBlockScaleRow &V : lattices::mmaBlockScales())
        if (V.Kind == Row.Position)
          for (StringRef Name : lattices::listItems(V.ScaleTypes)) {
            std::optional<UmmaScaleType> T = parseUmmaScaleType(Name);
            if (!T)
              report_fatal_error(
                  "tcgen05.mma kind lattice: unknown scale type " + Name);
            if (!is_contained(I.Scales, *T))
              I.Scales.push_back(*T);
          }
      Infos.push_back(std::move(I));
    }
    return Infos;
  }();
  return Infos[static_cast<unsigned>(K)];
}

/// The bits no field of the kind uses.
uint32_t reservedBits(const KindInfo &K) {
  return ~(K.SparsitySelector.mask() | SparseBit.mask() | K.SaturateBit.mask() |
           K.DType.mask() | AType.mask() | K.BType.mask() | NegateABit.mask() |
           NegateBBit.mask() | MNMajorABit.mask() | MNMajorBBit.mask() |
           NField.mask() | K.ScaleType.mask() | K.M.mask() |
           K.ScaleFactorIdA.mask() | K.ScaleFactorIdB.mask() | K.K96.mask() |
           K.MaxShift.mask());
}

unsigned accumulatorCode(UmmaType T) {
  return T == UmmaType::F16 ? 0 : T == UmmaType::F32 ? 1 : 2;
}

Error error(const UmmaInstrDescriptor &D, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           Twine("kind::") + ummaKindName(D.Kind) +
                               " instruction descriptor: " + Message);
}

/// "64, 128 or 256".
std::string listOf(ArrayRef<unsigned> Values) {
  std::string List;
  for (auto [I, V] : enumerate(Values))
    List += (I == 0                   ? ""
             : I + 1 == Values.size() ? " or "
                                      : ", ") +
            std::to_string(V);
  return List;
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
  if (K.SameAB && D.A != D.B)
    return error(D, "A and B must have the same type");
  if (!is_contained(K.Accumulators, D.D))
    return error(D, Twine("D type ") + ummaTypeName(D.D) +
                        " is not one of the kind's");
  if (is_contained(K.F32OnlyInputs, D.A) && D.D != UmmaType::F32)
    return error(D,
                 Twine(ummaTypeName(D.A)) + " inputs need an f32 accumulator");
  if (!is_contained(K.Ms, D.M))
    return error(D, "M " + Twine(D.M) + " is not " + listOf(K.Ms));
  if (D.N < 8 || D.N > 256 || D.N % 8)
    return error(D, "N " + Twine(D.N) + " is not a multiple of 8 in [8, 256]");
  if (D.SparsitySelector && !(D.Sparse && K.SparsitySelector.Width))
    return error(D, "a sparsity selector needs sparse and a kind that has one");
  if (D.SparsitySelector > 3)
    return error(D, "sparsity selector " + Twine(D.SparsitySelector) +
                        " is not 0 to 3");
  if (D.Saturate && !K.Saturate)
    return error(D, "saturate is only for kind::i8");
  if ((D.NegateA || D.NegateB) && !K.Negate)
    return error(D, "negation is not for kind::i8");
  if ((D.MNMajorA || D.MNMajorB) && !K.MNMajor)
    return error(D, "A and B must be K-major");
  if (D.MaxShift && !K.MaxShift.Width)
    return error(D, "a maximum shift (.ws) is not for block-scaled kinds");
  if (D.MaxShift > 3)
    return error(D,
                 "maximum shift code " + Twine(D.MaxShift) + " is not 0 to 3");
  if (!isBlockScaled(D.Kind)) {
    if (D.ScaleFactorIdA || D.ScaleFactorIdB || D.K96 ||
        D.Scale != UmmaScaleType::UE8M0)
      return error(D, "scale factors are only for block-scaled kinds");
    return Error::success();
  }
  if (!is_contained(K.Scales, D.Scale))
    return error(D, Twine("scale type ") + ummaScaleTypeName(D.Scale) +
                        " is not one of the kind's");
  for (auto [Name, Id] :
       {std::pair{"A", D.ScaleFactorIdA}, std::pair{"B", D.ScaleFactorIdB}})
    if (Id > 3 || Id % K.ScaleFactorIdStep)
      return error(D, Twine("scale factor id of ") + Name + " " + Twine(Id) +
                          (K.ScaleFactorIdStep == 1 ? " is not 0 to 3"
                                                    : " is not 0 or 2"));
  if (D.K96 && !K.K96.Width)
    return error(D, "K = 96 is only for kind::mxf4 and kind::mxf4nvf4");
  if (D.K96 && D.Sparse)
    return error(D, "K = 96 is dense only");
  return Error::success();
}

} // namespace

bool UmmaInstrDescriptor::operator==(const UmmaInstrDescriptor &O) const {
  return Kind == O.Kind && A == O.A && B == O.B && D == O.D && M == O.M &&
         N == O.N && Sparse == O.Sparse &&
         SparsitySelector == O.SparsitySelector && Saturate == O.Saturate &&
         NegateA == O.NegateA && NegateB == O.NegateB &&
         MNMajorA == O.MNMajorA && MNMajorB == O.MNMajorB &&
         MaxShift == O.MaxShift && Scale == O.Scale &&
         ScaleFactorIdA == O.ScaleFactorIdA &&
         ScaleFactorIdB == O.ScaleFactorIdB && K96 == O.K96;
}

bool cute_nvgpu::isBlockScaled(UmmaKind K) { return kindRow(K).BlockScaled; }

StringRef cute_nvgpu::ummaKindName(UmmaKind K) { return kindRow(K).Name; }

std::optional<UmmaKind> cute_nvgpu::parseUmmaKind(StringRef Name) {
  for (const lattices::Tcgen05MmaKindRow &Row : lattices::tcgen05MmaKinds())
    if (Name == Row.Name)
      return static_cast<UmmaKind>(Row.Position);
  return std::nullopt;
}

StringRef cute_nvgpu::ummaTypeName(UmmaType T) {
  return TypeNames[static_cast<unsigned>(T)];
}

std::optional<UmmaType> cute_nvgpu::parseUmmaType(StringRef Name) {
  return lookupName<UmmaType>(TypeNames, Name);
}

StringRef cute_nvgpu::ummaScaleTypeName(UmmaScaleType T) {
  return ScaleTypeNames[static_cast<unsigned>(T)];
}

std::optional<UmmaScaleType> cute_nvgpu::parseUmmaScaleType(StringRef Name) {
  return lookupName<UmmaScaleType>(ScaleTypeNames, Name);
}

Expected<uint32_t>
cute_nvgpu::packUmmaInstrDescriptor(const UmmaInstrDescriptor &D) {
  if (Error E = check(D))
    return std::move(E);
  const KindInfo &K = kindInfo(D.Kind);
  auto Code = [&](UmmaType T) {
    return find_if(K.Inputs, [&](auto &P) { return P.first == T; })->second;
  };
  return K.SparsitySelector.put(D.SparsitySelector) | SparseBit.put(D.Sparse) |
         K.SaturateBit.put(D.Saturate) | K.DType.put(accumulatorCode(D.D)) |
         AType.put(Code(D.A)) | K.BType.put(Code(D.B)) |
         NegateABit.put(D.NegateA) | NegateBBit.put(D.NegateB) |
         MNMajorABit.put(D.MNMajorA) | MNMajorBBit.put(D.MNMajorB) |
         NField.put(D.N >> 3) | K.ScaleType.put(unsigned(D.Scale)) |
         K.M.put(D.M >> K.MShift) | K.ScaleFactorIdA.put(D.ScaleFactorIdA) |
         K.ScaleFactorIdB.put(D.ScaleFactorIdB) | K.K96.put(D.K96) |
         K.MaxShift.put(D.MaxShift);
}

Expected<UmmaInstrDescriptor>
cute_nvgpu::decodeUmmaInstrDescriptor(UmmaKind Kind, uint32_t Word) {
  UmmaInstrDescriptor D;
  D.Kind = Kind;
  const KindInfo &K = kindInfo(Kind);
  if (uint32_t Reserved = Word & reservedBits(K))
    return error(D, "reserved bits are set: " + Twine::utohexstr(Reserved));
  auto Type = [&](unsigned Code) -> std::optional<UmmaType> {
    for (auto &P : K.Inputs)
      if (P.second == Code)
        return P.first;
    return std::nullopt;
  };
  std::optional<UmmaType> A = Type(AType.get(Word)),
                          B = Type(K.BType.get(Word));
  if (!A || !B)
    return error(D, "type code " +
                        Twine(A ? K.BType.get(Word) : AType.get(Word)) +
                        " is not defined for the kind");
  D.A = *A;
  D.B = *B;
  if (K.DType.Width) {
    unsigned DCode = K.DType.get(Word);
    if (DCode == 3)
      return error(D, "D type code 3 is not defined");
    D.D = DCode == 0   ? UmmaType::F16
          : DCode == 1 ? UmmaType::F32
                       : UmmaType::S32;
  }
  D.SparsitySelector = K.SparsitySelector.get(Word);
  D.Sparse = SparseBit.get(Word);
  D.Saturate = K.SaturateBit.get(Word);
  D.NegateA = NegateABit.get(Word);
  D.NegateB = NegateBBit.get(Word);
  D.MNMajorA = MNMajorABit.get(Word);
  D.MNMajorB = MNMajorBBit.get(Word);
  D.N = NField.get(Word) << 3;
  D.M = K.M.get(Word) << K.MShift;
  D.MaxShift = K.MaxShift.get(Word);
  if (K.ScaleType.Width)
    D.Scale = static_cast<UmmaScaleType>(K.ScaleType.get(Word));
  D.ScaleFactorIdA = K.ScaleFactorIdA.get(Word);
  D.ScaleFactorIdB = K.ScaleFactorIdB.get(Word);
  D.K96 = K.K96.get(Word);
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
  if (isBlockScaled(D.Kind))
    OS << " scale=" << ummaScaleTypeName(D.Scale)
       << " sfa_id=" << D.ScaleFactorIdA << " sfb_id=" << D.ScaleFactorIdB;
  if (D.K96)
    OS << " k96";
  return Text;
}

//===- MmaAtom.cpp - MMA atom uses: reading, verifying, PTX forms ---------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MmaAtom.h"
#include "Lattices.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

const char *const ResidencyNames[] = {"rmem", "smem_desc", "tmem"};
const char *const ElementNames[] = {
    "f16", "bf16", "tf32", "f32",  "e4m3", "e5m2",  "s8",    "u8", "s4",
    "u4",  "s32",  "e3m2", "e2m3", "e2m1", "ue8m0", "ue4m3", "u1"};
const unsigned ElementBits[] = {16, 16, 32, 32, 8, 8, 8, 8, 4,
                                4,  32, 6,  6,  4, 8, 8, 1};
static_assert(std::size(ElementNames) == std::size(ElementBits) &&
                  std::size(ElementNames) == size_t(MmaElement::U1) + 1,
              "one name and one width per element type");

using lattices::WgmmaFormRow;

/// A wgmma.mma_async form with its element types decoded.
struct WgmmaForm {
  MmaElement Acc, A, B;
  const WgmmaFormRow *Row;
};

/// One family of the register-MMA shape lattice (NVPTXRegisterMmaLattice.td):
/// the atom it belongs to, the A/B element types (B may differ from A only
/// where MixedInputs is set), the accumulators and the K values (M = 16,
/// N = 8).
struct RegisterMmaFamily {
  AtomKind Kind;
  SmallVector<MmaElement, 5> Inputs;
  bool MixedInputs;
  SmallVector<MmaElement, 5> Accumulators;
  SmallVector<unsigned, 2> Ks;
  unsigned MinPtx;
};

using E = MmaElement;

/// An element type a lattice names (the atoms spell every one of them).
MmaElement latticeElement(StringRef Name) {
  std::optional<MmaElement> E = parseElement(Name);
  if (!E)
    report_fatal_error("MMA lattice: unknown element type " + Name);
  return *E;
}

/// The element types of a lattice's "|"-joined list.
SmallVector<MmaElement, 5> latticeElements(StringRef List) {
  SmallVector<MmaElement, 5> Elements;
  for (StringRef Name : lattices::listItems(List))
    Elements.push_back(latticeElement(Name));
  return Elements;
}

/// The families, read once from the table.
ArrayRef<RegisterMmaFamily> registerMmaFamilies() {
  static const std::vector<RegisterMmaFamily> Families = [] {
    std::vector<RegisterMmaFamily> Read;
    for (const lattices::RegisterMmaFamilyRow &Row :
         lattices::registerMmaFamilies()) {
      const AtomInfo *Atom = lookupMnemonic(Row.Atom);
      if (!Atom)
        report_fatal_error(Twine("MMA lattice: unknown atom ") + Row.Atom);
      RegisterMmaFamily F;
      F.Kind = Atom->Kind;
      F.Inputs = latticeElements(Row.Inputs);
      F.MixedInputs = Row.MixedInputs;
      F.Accumulators = latticeElements(Row.Accumulators);
      for (StringRef K : lattices::listItems(Row.Ks)) {
        unsigned Value = 0;
        if (K.getAsInteger(10, Value))
          report_fatal_error("MMA lattice: K is not a number: " + K);
        F.Ks.push_back(Value);
      }
      F.MinPtx = Row.MinPTX;
      Read.push_back(std::move(F));
    }
    return Read;
  }();
  return Families;
}

const RegisterMmaFamily *familyOf(AtomKind Kind, MmaElement A) {
  for (const RegisterMmaFamily &F : registerMmaFamilies())
    if (F.Kind == Kind && is_contained(F.Inputs, A))
      return &F;
  return nullptr;
}

bool isInteger(MmaElement E) {
  return E == E::S8 || E == E::U8 || E == E::S4 || E == E::U4 || E == E::U1;
}

/// "f16|bf16|tf32": the A types of the atom's families, for diagnostics.
std::string inputTypesOf(AtomKind Kind) {
  std::string List;
  for (const RegisterMmaFamily &F : registerMmaFamilies())
    if (F.Kind == Kind)
      for (MmaElement T : F.Inputs)
        List += (List.empty() ? "" : "|") + elementName(T).str();
  return List;
}

std::string joined(ArrayRef<MmaElement> Values) {
  std::string List;
  for (MmaElement V : Values)
    List += (List.empty() ? "" : "|") + elementName(V).str();
  return List;
}

//===----------------------------------------------------------------------===//
// Reading the attributes
//===----------------------------------------------------------------------===//

/// The attributes an atom kind takes, and which are required.
struct AttributeSpec {
  StringLiteral Key;
  bool Required;
  bool SparseOnly;
};

/// The keys every MMA atom takes: the shape, the element types of A and B,
/// and where each operand lives.
const AttributeSpec CommonMmaAttributes[] = {
    {"shape_MNK", true, false},    {"a_type", true, false},
    {"b_type", true, false},       {"a_residency", false, false},
    {"b_residency", false, false}, {"c_residency", false, false},
};

const AttributeSpec RegisterMmaAttributes[] = {
    {"c_type", true, false},          {"a_layout", false, false},
    {"b_layout", false, false},       {"c_layout", false, false},
    {"satfinite", false, false},      {"sparsity_selector", false, true},
    {"metadata_layout", false, true},
};

const AttributeSpec BlockScaleMmaAttributes[] = {
    {"c_type", false, false},      {"sf_type", true, false},
    {"vec_size", true, false},     {"byte_id_a", false, false},
    {"byte_id_b", false, false},   {"thread_id_a", false, false},
    {"thread_id_b", false, false},
};

const AttributeSpec WgmmaAttributes[] = {
    {"c_type", true, false},       {"negate_a", false, false},
    {"negate_b", false, false},    {"transpose_a", false, false},
    {"transpose_b", false, false}, {"satfinite", false, false},
};

/// The cute_nvgpu dialect's dedicated WGMMA diagnostics, byte for byte (the
/// pairing table of docs/AtomIR.md, "WGMMA"): when A (else B) is of one of
/// these input families, both must be, with D of the family's accumulator
/// (none: the FP8 pair is checked alone; its f16/f32 D is the generic
/// rung's). s4 and u4 have no wgmma.mma_async form, so their pair fails
/// either here or at the generic rung that lists the inputs WGMMA takes.
struct WgmmaPairing {
  std::initializer_list<MmaElement> Inputs;
  std::optional<MmaElement> Accumulator;
  const char *Diagnostic;
};
const WgmmaPairing WgmmaPairings[] = {
    {{E::S8, E::U8}, E::S32, "expects A/B of type s8/u8 and D of type i32"},
    {{E::S4, E::U4}, E::S32, "expects A/B of type s4/u4 and D of type i32"},
    {{E::U1}, E::S32, "expects A/B of type u1 and D of type i32"},
    {{E::E4M3, E::E5M2}, std::nullopt, "expects A/B of the e5m2/e4m3 type"},
};

const AttributeSpec UmmaAttributes[] = {
    {"c_type", false, false},           {"negate_a", false, false},
    {"negate_b", false, false},         {"transpose_a", false, false},
    {"transpose_b", false, false},      {"satfinite", false, false},
    {"cta_group", false, false},        {"collector", false, false},
    {"a_layout", false, false},         {"b_layout", false, false},
    {"c_layout", false, false},         {"d_layout", false, false},
    {"sparsity_selector", false, true}, {"sfa_type", false, false},
    {"sfb_type", false, false},         {"vec_size", false, false},
    {"sfa_id", false, false},           {"sfb_id", false, false},
};
/// The collector usages of NVPTXTcgen05Lattice.td, in the order of the
/// `collector` immediate: the attribute's choices.
ArrayRef<const char *> collectorNames() {
  static const std::vector<const char *> Names =
      lattices::rowNames(lattices::tcgen05CollectorUsages());
  return Names;
}

const AttributeSpec UniversalFmaAttributes[] = {
    {"c_type", true, false},
};

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
ArrayRef<UmmaKindInfo> ummaKinds() {
  static const std::vector<UmmaKindInfo> Kinds = [] {
    std::vector<UmmaKindInfo> Kinds;
    for (const lattices::Tcgen05MmaKindRow &Row : lattices::tcgen05MmaKinds()) {
      Kinds.push_back({&Row, latticeElements(Row.Inputs),
                       latticeElements(Row.Accumulators),
                       latticeElements(Row.F32OnlyInputs)});
    }
    return Kinds;
  }();
  return Kinds;
}

/// The FP8/FP6/FP4 inputs of SM120's block-scaled MMA, in the order of the
/// dialect's diagnostic: the inputs of the block-scaled kinds (MmaAtomTest
/// checks that they are the same).
constexpr MmaElement MicroscaleInputs[] = {E::E4M3, E::E5M2, E::E3M2, E::E2M3,
                                           E::E2M1};

/// A scale-vector variant of a block-scaled kind (NVPTXMmaKindLattice.td),
/// with its kind and scale types decoded.
struct BlockScaleVariant {
  const lattices::MmaBlockScaleRow *Row;
  const UmmaKindInfo *Kind;
  SmallVector<MmaElement, 5> ScaleTypes;
  MmaElement WarpScaleType;
};

ArrayRef<BlockScaleVariant> blockScaleVariants() {
  static const std::vector<BlockScaleVariant> Variants = [] {
    std::vector<BlockScaleVariant> Variants;
    for (const lattices::MmaBlockScaleRow &Row : lattices::mmaBlockScales()) {
      Variants.push_back({&Row, &ummaKinds()[Row.Kind],
                          latticeElements(Row.ScaleTypes),
                          latticeElement(Row.WarpScaleType)});
    }
    return Variants;
  }();
  return Variants;
}

/// The block-scaled UMMA variant (the first one in the lattice's order) that
/// takes A and B of types \p A, \p B, accumulator \p C, dense K \p K, and
/// \p VecSize scale factors of type \p Scale, if any.
const BlockScaleVariant *ummaBlockScaleVariant(MmaElement A, MmaElement B,
                                               MmaElement C, unsigned K,
                                               MmaElement Scale,
                                               unsigned VecSize) {
  for (const BlockScaleVariant &V : blockScaleVariants()) {
    const UmmaKindInfo &Kind = *V.Kind;
    if (Kind.Row->K == K && V.Row->VecSize == VecSize &&
        is_contained(Kind.Inputs, A) && is_contained(Kind.Inputs, B) &&
        (Kind.Row->MixedInputs || A == B) &&
        is_contained(Kind.Accumulators, C) && is_contained(V.ScaleTypes, Scale))
      return &V;
  }
  return nullptr;
}

/// The block-scaled UMMA forms in words: "(FP8|FP6|FP4, 32, 32, ue8m0),
/// (FP4, 64, 32, ue8m0) or (FP4, 64, 16, ue8m0|ue4m3)" (the types by their
/// widths, atom_K, vecSize and the scale types), each once.
std::string describeUmmaBlockScaleForms() {
  SmallVector<std::string, 4> Forms;
  for (const BlockScaleVariant &V : blockScaleVariants()) {
    SmallVector<unsigned, 3> Bits;
    for (MmaElement T : V.Kind->Inputs)
      if (!is_contained(Bits, elementBits(T)))
        Bits.push_back(elementBits(T));
    std::string Widths, Scales;
    for (unsigned B : Bits)
      Widths += (Widths.empty() ? "FP" : "|FP") + std::to_string(B);
    for (MmaElement T : V.ScaleTypes)
      Scales += (Scales.empty() ? "" : "|") + elementName(T).str();
    std::string Form = "(" + Widths + ", " + std::to_string(V.Kind->Row->K) +
                       ", " + std::to_string(V.Row->VecSize) + ", " + Scales +
                       ")";
    if (!is_contained(Forms, Form))
      Forms.push_back(std::move(Form));
  }
  std::string List;
  for (auto [I, Form] : enumerate(Forms))
    List += (I == 0 ? "" : I + 1 == Forms.size() ? " or " : ", ") + Form;
  return List;
}

/// SM120.mma_bs: the (K, vec_size, sf_type) families of the cute_nvgpu
/// dialect's SM120 block-scaled verifier that LLVM 22 has an intrinsic for
/// -- the block-scale variants of NVPTXMmaKindLattice.td with the scale
/// type of LLVM 22's SM120 intrinsics, the first of each (K, vec_size,
/// sf_type) -- with the PTX kind and scale-vector width each becomes
/// (docs/AtomIR.md, "Block-scaled MMA").
struct BlockScaleFamily {
  unsigned K, VecSize;
  MmaElement ScaleType;
  const char *Kind;
  unsigned ScaleVector;
};
ArrayRef<BlockScaleFamily> blockScaleFamilies() {
  static const std::vector<BlockScaleFamily> Families = [] {
    std::vector<BlockScaleFamily> Families;
    for (const BlockScaleVariant &V : blockScaleVariants()) {
      BlockScaleFamily F{V.Kind->Row->K, V.Row->VecSize, V.WarpScaleType,
                         V.Kind->Row->Name, V.Row->ScaleVector};
      if (none_of(Families, [&](const BlockScaleFamily &G) {
            return G.K == F.K && G.VecSize == F.VecSize &&
                   G.ScaleType == F.ScaleType;
          }))
        Families.push_back(F);
    }
    return Families;
  }();
  return Families;
}

const BlockScaleFamily *blockScaleFamily(const MmaUse &Use) {
  for (const BlockScaleFamily &F : blockScaleFamilies())
    if (F.K == Use.K && F.VecSize == Use.VecSize &&
        F.ScaleType == Use.ScaleType)
      return &F;
  return nullptr;
}

/// The K values of SM120's block-scaled MMA (those of the block-scaled
/// kinds), and the A/B types of those with K = \p K.
SmallVector<unsigned, 4> blockScaleKs() {
  SmallVector<unsigned, 4> Ks;
  for (const UmmaKindInfo &Kind : ummaKinds())
    if (Kind.Row->BlockScaled && !is_contained(Ks, Kind.Row->K))
      Ks.push_back(Kind.Row->K);
  return Ks;
}
SmallVector<MmaElement, 5> blockScaleInputs(unsigned K) {
  SmallVector<MmaElement, 5> Inputs;
  for (const UmmaKindInfo &Kind : ummaKinds())
    if (Kind.Row->BlockScaled && Kind.Row->K == K)
      for (MmaElement T : Kind.Inputs)
        if (!is_contained(Inputs, T))
          Inputs.push_back(T);
  return Inputs;
}

/// The dense kind that takes A of type \p A.
const UmmaKindInfo *ummaDenseKind(MmaElement A) {
  for (const UmmaKindInfo &K : ummaKinds())
    if (!K.Row->BlockScaled && is_contained(K.Inputs, A))
      return &K;
  return nullptr;
}

/// The logical instruction descriptor of an sm100.* use, packed.
Expected<uint32_t> packUmmaInstrDescriptorOf(const MmaUse &Use,
                                             UmmaInstrDescriptor &D) {
  auto Type = [](MmaElement E) { return *parseUmmaType(elementName(E)); };
  if (Use.isUmmaBlockScaled()) {
    unsigned DenseK = Use.isUmmaSparse() ? Use.K / 2 : Use.K;
    const BlockScaleVariant *V = ummaBlockScaleVariant(
        Use.A, Use.B, Use.C, DenseK, Use.ScaleTypeA, Use.VecSize);
    if (!V)
      return createStringError(inconvertibleErrorCode(),
                               "no block-scaled kind takes the use");
    D.Kind = V->Kind->kind();
    D.Scale = Use.ScaleTypeA == MmaElement::UE4M3 ? UmmaScaleType::UE4M3
                                                  : UmmaScaleType::UE8M0;
    D.ScaleFactorIdA = Use.ScaleFactorIdA;
    D.ScaleFactorIdB = Use.ScaleFactorIdB;
  } else {
    if (const UmmaKindInfo *K = ummaDenseKind(Use.A))
      D.Kind = K->kind();
    D.SparsitySelector = Use.SparsitySelector;
  }
  D.A = Type(Use.A);
  D.B = Type(Use.B);
  D.D = Type(Use.C);
  D.M = Use.M;
  D.N = Use.N;
  D.Sparse = Use.isUmmaSparse();
  D.Saturate = Use.Satfinite;
  D.NegateA = Use.NegateA;
  D.NegateB = Use.NegateB;
  D.MNMajorA = Use.TransposeA;
  D.MNMajorB = Use.TransposeB;
  return packUmmaInstrDescriptor(D);
}

class UseReader : public AttributeReader {
public:
  using AttributeReader::AttributeReader;

  /// Checks the keys against the common ones and \p Own, the kind's.
  bool checkKeys(AtomKind Kind, ArrayRef<AttributeSpec> Own) {
    SmallVector<AttributeSpec, 32> Specs(std::begin(CommonMmaAttributes),
                                         std::end(CommonMmaAttributes));
    append_range(Specs, Own);
    bool Sparse = Kind == AtomKind::Sm80SparseMma ||
                  Kind == AtomKind::Sm100MmaSp ||
                  Kind == AtomKind::Sm100MmaBsSp;
    SmallVector<StringRef, 32> Known, Required;
    for (const AttributeSpec &S : Specs) {
      if (S.SparseOnly && !Sparse)
        continue;
      (S.Required ? Required : Known).push_back(S.Key);
    }
    return AttributeReader::checkKeys(Known, Required, info(Kind).Mnemonic);
  }

  bool shape(MmaUse &Use) {
    const AtomAttribute *A = Attributes.find("shape_MNK");
    if (A->Kind != AtomAttribute::IntegerList || A->List.size() != 3 ||
        any_of(A->List, [](int64_t V) { return V <= 0 || V > 4096; }))
      return wrongKind(*A, AtomAttribute::IntegerList,
                       " of three extents in [1, 4096]: [M, N, K]");
    Use.M = A->List[0];
    Use.N = A->List[1];
    Use.K = A->List[2];
    return true;
  }

  bool element(StringRef Key, MmaElement &Out) {
    const AtomAttribute *A = Attributes.find(Key);
    if (!A)
      return true;
    if (A->Kind != AtomAttribute::Word)
      return wrongKind(*A, AtomAttribute::Word, " naming an element type");
    std::optional<MmaElement> E = parseElement(A->WordValue);
    if (!E) {
      std::string All;
      for (const char *Name : ElementNames)
        All += (All.empty() ? "" : ", ") + std::string(Name);
      return fail(A->ValueColumn, "unknown element type `" + A->WordValue +
                                      "` in `" + Key + "`; expected one of " +
                                      All);
    }
    Out = *E;
    return true;
  }

  bool residency(StringRef Key, Residency &Out) {
    const AtomAttribute *A = Attributes.find(Key);
    if (!A)
      return true;
    for (auto [I, Name] : enumerate(ResidencyNames))
      if (A->Kind == AtomAttribute::Word && A->WordValue == Name) {
        Out = static_cast<Residency>(I);
        return true;
      }
    return wrongKind(*A, AtomAttribute::Word, ": rmem, smem_desc or tmem");
  }

  /// The scale-factor keys belong to the block-scaled atoms, which need
  /// them.
  bool blockScaleKeys(bool BlockScaled) {
    for (StringRef Key :
         {"sfa_type", "sfb_type", "vec_size", "sfa_id", "sfb_id"}) {
      const AtomAttribute *A = Attributes.find(Key);
      if (A && !BlockScaled)
        return fail(A->KeyColumn,
                    "attribute `" + Key + "` is only for block-scaled atoms");
      if (!A && BlockScaled && Key != "sfa_id" && Key != "sfb_id")
        return fail(0,
                    "missing attribute `" + Key + "` for a block-scaled atom");
    }
    return true;
  }
};

//===----------------------------------------------------------------------===//
// Reference layouts
//===----------------------------------------------------------------------===//

IntTuple tuple(std::initializer_list<int64_t> Values) {
  std::vector<IntTuple> Elements;
  for (int64_t V : Values)
    Elements.push_back(LayoutLeaf::value(V));
  return IntTuple::tuple(std::move(Elements));
}

/// ((4, 8), Values):((ThreadStrides), ValueStrides): the four threads of a
/// quad and the eight quads of a warp, then the values of one thread.
Layout threadValueLayout(std::initializer_list<int64_t> ThreadStrides,
                         std::initializer_list<int64_t> ValueShape,
                         std::initializer_list<int64_t> ValueStrides) {
  auto Values = [](std::initializer_list<int64_t> V) {
    return V.size() == 1 ? IntTuple(LayoutLeaf::value(*V.begin())) : tuple(V);
  };
  Layout L;
  L.Shape = IntTuple::tuple({tuple({4, 8}), Values(ValueShape)});
  L.Stride = IntTuple::tuple({tuple(ThreadStrides), Values(ValueStrides)});
  return L;
}

} // namespace

StringRef cute_nvgpu::residencyName(Residency R) {
  return ResidencyNames[static_cast<unsigned>(R)];
}

StringRef cute_nvgpu::elementName(MmaElement E) {
  return ElementNames[static_cast<unsigned>(E)];
}

std::optional<MmaElement> cute_nvgpu::parseElement(StringRef Name) {
  for (auto [I, Candidate] : enumerate(ElementNames))
    if (Name == Candidate)
      return static_cast<MmaElement>(I);
  return std::nullopt;
}

unsigned cute_nvgpu::elementBits(MmaElement E) {
  return ElementBits[static_cast<unsigned>(E)];
}

namespace {

/// The attributes an MMA atom kind takes beyond the common ones.
ArrayRef<AttributeSpec> ownAttributes(AtomKind Kind) {
  switch (Kind) {
  case AtomKind::UniversalFma:
    return UniversalFmaAttributes;
  case AtomKind::Sm90Mma:
    return WgmmaAttributes;
  case AtomKind::Sm100Mma:
  case AtomKind::Sm100MmaSp:
  case AtomKind::Sm100MmaBs:
  case AtomKind::Sm100MmaBsSp:
    return UmmaAttributes;
  case AtomKind::Sm120MmaBs:
    return BlockScaleMmaAttributes;
  default:
    return RegisterMmaAttributes;
  }
}

} // namespace

Expected<MmaUse> cute_nvgpu::readMmaUse(AtomKind Kind,
                                        const AtomAttributes &Attributes) {
  MmaUse Use;
  Use.Kind = Kind;
  // WGMMA and UMMA take A and B from shared memory, UMMA keeps D in tensor
  // memory, unless the attributes say otherwise.
  if (Kind == AtomKind::Sm90Mma || Use.isUmma())
    Use.ResidencyA = Use.ResidencyB = Residency::SmemDesc;
  if (Use.isUmma())
    Use.ResidencyC = Residency::Tmem;
  UseReader R(Attributes);
  // checkKeys rejects every key the kind does not take and diagnoses the
  // required ones that are missing; each reader below leaves its field at
  // its default when the key is absent, so one chain serves every kind.
  bool Ok =
      R.checkKeys(Kind, ownAttributes(Kind)) &&
      (!Use.isUmma() || R.blockScaleKeys(Use.isUmmaBlockScaled())) &&
      R.shape(Use) && R.element("a_type", Use.A) &&
      R.element("b_type", Use.B) && R.element("c_type", Use.C) &&
      R.residency("a_residency", Use.ResidencyA) &&
      R.residency("b_residency", Use.ResidencyB) &&
      R.residency("c_residency", Use.ResidencyC) &&
      R.layout("a_layout", Use.LayoutA) && R.layout("b_layout", Use.LayoutB) &&
      R.layout("c_layout", Use.LayoutC) && R.layout("d_layout", Use.LayoutD) &&
      R.layout("metadata_layout", Use.LayoutMetadata) &&
      R.unit("satfinite", Use.Satfinite) && R.unit("negate_a", Use.NegateA) &&
      R.unit("negate_b", Use.NegateB) &&
      R.unit("transpose_a", Use.TransposeA) &&
      R.unit("transpose_b", Use.TransposeB) &&
      R.integer("sparsity_selector", 0, 3, Use.SparsitySelector) &&
      R.integer("cta_group", 0, 2, Use.CtaGroup) &&
      R.choice("collector", collectorNames(), Use.Collector) &&
      R.element("sf_type", Use.ScaleType) &&
      R.element("sfa_type", Use.ScaleTypeA) &&
      R.element("sfb_type", Use.ScaleTypeB) &&
      R.integer("vec_size", 0, 1024, Use.VecSize) &&
      R.integer("sfa_id", 0, 3, Use.ScaleFactorIdA) &&
      R.integer("sfb_id", 0, 3, Use.ScaleFactorIdB) &&
      R.integer("byte_id_a", 0, 3, Use.ByteIdA) &&
      R.integer("byte_id_b", 0, 3, Use.ByteIdB) &&
      R.integer("thread_id_a", 0, 3, Use.ThreadIdA) &&
      R.integer("thread_id_b", 0, 3, Use.ThreadIdB);
  if (!Ok)
    return R.takeError();
  return Use;
}

Layout cute_nvgpu::referenceLayout(const MmaUse &Use, MmaOperand Operand) {
  // Each 32-bit register holds PerRegister consecutive K elements; a quad's
  // four threads cover 4 * PerRegister of K, and the K blocks repeat that.
  int64_t PerRegister = 32 / elementBits(Use.A);
  int64_t KOfA = Use.isSparse() ? Use.K / 2 : Use.K;
  int64_t BlocksA = std::max<int64_t>(1, KOfA / (4 * PerRegister));
  int64_t BlocksB = std::max<int64_t>(1, Use.K / (4 * PerRegister));
  switch (Operand) {
  case MmaOperand::A: // (m, k) -> m + 16 k; rows g and g + 8
    return threadValueLayout({16 * PerRegister, 1}, {PerRegister, 2, BlocksA},
                             {16, 8, 16 * 4 * PerRegister});
  case MmaOperand::B: // (n, k) -> n + 8 k
    return threadValueLayout({8 * PerRegister, 1}, {PerRegister, BlocksB},
                             {8, 8 * 4 * PerRegister});
  case MmaOperand::C: // (m, n) -> m + 16 n
    return threadValueLayout({32, 1}, {2, 2}, {16, 8});
  case MmaOperand::Metadata: // the rows g and g + 8 of the quad
    return threadValueLayout({0, 1}, {2}, {8});
  }
  llvm_unreachable("unknown operand");
}

namespace {

/// "expects operand x with element type {0}, but get {1}." when \p Actual
/// is not one of \p Expected.
std::optional<std::string> expectElement(char Operand, MmaElement Actual,
                                         ArrayRef<MmaElement> Expected) {
  if (is_contained(Expected, Actual))
    return std::nullopt;
  std::string List;
  for (MmaElement E : Expected)
    List += (List.empty() ? "" : "|") + elementName(E).str();
  return ("expects operand " + Twine(Operand) + " with element type " + List +
          ", but get " + elementName(Actual) + ".")
      .str();
}

std::string shapeDiagnostic(const MmaUse &Use, StringRef Expected) {
  return ("unsupported shape_MNK " + Twine(Use.M) + "x" + Twine(Use.N) + "x" +
          Twine(Use.K) + " for `" + info(Use.Kind).Mnemonic + "` with " +
          elementName(Use.A) + " inputs; expected " + Expected)
      .str();
}

/// SM120.mma_bs (the dialect's SM120 block-scaled verifier, its strings
/// byte for byte): FP8/FP6/FP4 inputs, f32 accumulator, K = 32 or 64 (FP4
/// only), and one of the three (K, vec_size, sf_type) families.
std::string verifyBlockScale(const MmaUse &Use) {
  for (auto [Operand, Type] : {std::pair{'a', Use.A}, std::pair{'b', Use.B}})
    if (auto Problem = expectElement(Operand, Type, MicroscaleInputs))
      return *Problem;
  if (auto Problem = expectElement('c', Use.C, {MmaElement::F32}))
    return *Problem;
  SmallVector<unsigned, 4> Ks = blockScaleKs();
  if (Use.M != 16 || Use.N != 8 || !is_contained(Ks, Use.K)) {
    std::string Shapes;
    for (unsigned K : Ks)
      Shapes += (Shapes.empty() ? "16x8x" : ", 16x8x") + std::to_string(K);
    return shapeDiagnostic(Use, Shapes);
  }
  // The types of the kinds of that K (K = 64: FP4 only).
  for (auto [Operand, Type] : {std::pair{'a', Use.A}, std::pair{'b', Use.B}})
    if (auto Problem = expectElement(Operand, Type, blockScaleInputs(Use.K)))
      return *Problem;
  if (const BlockScaleFamily *F = blockScaleFamily(Use)) {
    // Which scale factors a register holds (PTX ISA, as ptxas enforces for
    // immediates): bytes 0-3 for scale_vec::1X, 0 or 2 for 2X, 0 for 4X;
    // threads 0-1 of the quad for A, 0-3 for B.
    if (Use.ThreadIdA > 1)
      return ("thread_id_a " + Twine(Use.ThreadIdA) +
              " of `SM120.mma_bs` is not 0 or 1")
          .str();
    for (auto [Name, Id] : {std::pair{"byte_id_a", Use.ByteIdA},
                            std::pair{"byte_id_b", Use.ByteIdB}})
      if (Id % F->ScaleVector)
        return (Twine(Name) + " " + Twine(Id) + " of `SM120.mma_bs` with " +
                "scale_vec::" + Twine(F->ScaleVector) + "X is not " +
                (F->ScaleVector == 2 ? "0 or 2" : "0"))
            .str();
    return "";
  }
  std::string Families;
  ArrayRef<BlockScaleFamily> All = blockScaleFamilies();
  for (auto [I, F] : enumerate(All))
    Families += (I == 0                ? ""
                 : I + 1 == All.size() ? " or "
                                       : ", ") +
                ("(" + Twine(F.K) + ", " + Twine(F.VecSize) + ", " +
                 elementName(F.ScaleType) + ")")
                    .str();
  return ("unsupported (K, vec_size, sf_type) (" + Twine(Use.K) + ", " +
          Twine(Use.VecSize) + ", " + elementName(Use.ScaleType) +
          ") for `SM120.mma_bs`; expected " + Families)
      .str();
}

/// The residency rungs of the cute_nvgpu dialect's UMMA-family verifier
/// (its diagnostic strings byte for byte): A in shared memory or in
/// \p OtherA (memref), B in shared memory, D in \p D (memref).
std::optional<std::string> ummaFamilyResidency(const MmaUse &Use,
                                               Residency OtherA, Residency D) {
  if (Use.ResidencyA != Residency::SmemDesc && Use.ResidencyA != OtherA)
    return ("expects memref/smem_desc_view for operand A, but gets A:" +
            residencyName(Use.ResidencyA) + ".")
        .str();
  if (Use.ResidencyB != Residency::SmemDesc)
    return ("expects smem_desc_view for operand B, but gets B: " +
            residencyName(Use.ResidencyB) + ".")
        .str();
  if (Use.ResidencyC != D)
    return ("expects memref for operand D, but gets D: " +
            residencyName(Use.ResidencyC) + ".")
        .str();
  return std::nullopt;
}

/// The wgmma.mma_async forms, decoded once.
ArrayRef<WgmmaForm> wgmmaForms() {
  static const std::vector<WgmmaForm> Forms = [] {
    auto Element = [](StringRef Ptx) {
      // PTX's b1 is the atoms' u1.
      return Ptx == "b1" ? MmaElement::U1 : *parseElement(Ptx);
    };
    std::vector<WgmmaForm> Forms;
    for (const WgmmaFormRow &Row : lattices::wgmmaForms())
      Forms.push_back({Element(Row.Acc), Element(Row.A), Element(Row.B), &Row});
    return Forms;
  }();
  return Forms;
}

enum class Operand { A, B, Acc };

/// The element types of one operand over the forms \p Keep selects, in
/// MmaElement order (the order the diagnostics list them in).
SmallVector<MmaElement, 8>
wgmmaElements(function_ref<bool(const WgmmaForm &)> Keep, Operand Which) {
  SmallVector<MmaElement, 8> Elements;
  for (const WgmmaForm &F : wgmmaForms())
    if (Keep(F))
      Elements.push_back(Which == Operand::A   ? F.A
                         : Which == Operand::B ? F.B
                                               : F.Acc);
  llvm::sort(Elements);
  Elements.erase(std::unique(Elements.begin(), Elements.end()), Elements.end());
  return Elements;
}

/// The N values of the forms \p Keep selects in words: a few values and
/// then every multiple of a step ("8, 16, 24 or a multiple of 16 up to 256"),
/// or only the multiples ("a multiple of 8 up to 256").
std::string describeWgmmaN(function_ref<bool(const WgmmaForm &)> Keep) {
  SmallVector<unsigned, 40> Ns;
  for (const WgmmaForm &F : wgmmaForms())
    if (Keep(F))
      Ns.push_back(F.Row->N);
  llvm::sort(Ns);
  Ns.erase(std::unique(Ns.begin(), Ns.end()), Ns.end());
  if (Ns.size() < 2)
    return Ns.empty() ? "any value" : std::to_string(Ns.front());
  // The multiples of Step run from Ns[First] to the end.
  unsigned Step = Ns.back() - Ns[Ns.size() - 2];
  size_t First = Ns.size() - 1;
  while (First > 0 && Ns[First] - Ns[First - 1] == Step &&
         Ns[First - 1] % Step == 0)
    --First;
  std::string Words;
  for (size_t I = 0; I < First; ++I)
    Words += std::to_string(Ns[I]) + (I + 1 < First ? ", " : " or ");
  return Words + "a multiple of " + std::to_string(Step) + " up to " +
         std::to_string(Ns.back());
}

/// The form \p Use computes (satfinite or not), if any.
const WgmmaFormRow *wgmmaForm(const MmaUse &Use) {
  for (const WgmmaForm &F : wgmmaForms())
    if (F.A == Use.A && F.B == Use.B && F.Acc == Use.C && F.Row->N == Use.N &&
        F.Row->K == Use.K &&
        (StringRef(F.Row->Modifier) == "satfinite") == Use.Satfinite)
      return F.Row;
  return nullptr;
}

/// sm90.mma, in the order of the cute_nvgpu dialect's UMMA-family verifier
/// (docs/AtomIR.md, "WGMMA"): element types, then residency (A registers or
/// descriptor, B descriptor, D registers), then the GMMA shape (M 64,
/// K 256 / bits, N a multiple of 8) and modifiers.
std::string verifyWgmma(MmaUse &Use) {
  // A's family speaks first, then B's.
  for (MmaElement Input : {Use.A, Use.B})
    for (const WgmmaPairing &P : WgmmaPairings)
      if (is_contained(P.Inputs, Input) &&
          !(is_contained(P.Inputs, Use.A) && is_contained(P.Inputs, Use.B) &&
            (!P.Accumulator || Use.C == *P.Accumulator)))
        return P.Diagnostic;
  auto Any = [](const WgmmaForm &) { return true; };
  if (auto Problem = expectElement('a', Use.A, wgmmaElements(Any, Operand::A)))
    return *Problem;
  auto OfA = [&](const WgmmaForm &F) { return F.A == Use.A; };
  if (auto Problem = expectElement('b', Use.B, wgmmaElements(OfA, Operand::B)))
    return *Problem;
  auto OfAB = [&](const WgmmaForm &F) { return OfA(F) && F.B == Use.B; };
  if (auto Problem =
          expectElement('c', Use.C, wgmmaElements(OfAB, Operand::Acc)))
    return *Problem;
  if (auto Problem = ummaFamilyResidency(Use, Residency::Rmem, Residency::Rmem))
    return *Problem;
  // Every form of one A type has the same K (256 bits of A).
  const WgmmaFormRow &First = *find_if(wgmmaForms(), OfA)->Row;
  if (Use.M != 64 || Use.K != First.K)
    return shapeDiagnostic(Use, ("64xNx" + Twine(First.K)).str());
  auto OfABC = [&](const WgmmaForm &F) { return OfAB(F) && F.Acc == Use.C; };
  if (none_of(wgmmaForms(), [&](const WgmmaForm &F) {
        return OfABC(F) && F.Row->N == Use.N;
      }))
    return ("N " + Twine(Use.N) + " of `sm90.mma` is not " +
            describeWgmmaN(OfABC) + " for " + elementName(Use.A) + " inputs")
        .str();
  if ((Use.NegateA || Use.NegateB) && !First.HasScale)
    return "negate_a and negate_b are not for integer inputs";
  if ((Use.TransposeA || Use.TransposeB) && !First.HasTranspose)
    return "transpose_a and transpose_b are only for f16 and bf16 inputs";
  if (Use.TransposeA && Use.ResidencyA == Residency::Rmem)
    return "transpose_a needs A in shared memory (a_residency = smem_desc)";
  Use.WgmmaForm = wgmmaForm(Use);
  if (Use.Satfinite && !Use.WgmmaForm)
    return Use.A == MmaElement::U1
               ? "satfinite is not for u1 inputs (a population count)"
               : "satfinite is only for integer MMA";
  return "";
}

/// The UMMA (M, N) rule of the PTX ISA's tcgen05.mma shape table.
std::string ummaShapeProblem(const MmaUse &Use, bool Integer) {
  bool Two = Use.CtaGroup == 2;
  SmallVector<unsigned, 2> Ms;
  if (Use.isUmmaBlockScaled())
    Ms = Two ? (Use.isUmmaSparse() ? SmallVector<unsigned, 2>{256}
                                   : SmallVector<unsigned, 2>{128, 256})
             : SmallVector<unsigned, 2>{128};
  else
    Ms = Two ? SmallVector<unsigned, 2>{128, 256}
             : SmallVector<unsigned, 2>{64, 128};
  if (!is_contained(Ms, Use.M)) {
    std::string List;
    for (unsigned M : Ms)
      List += (List.empty() ? "" : " or ") + std::to_string(M);
    return ("M " + Twine(Use.M) + " of `" + info(Use.Kind).Mnemonic +
            "` with cta_group " + Twine(Use.CtaGroup) + " is not " + List)
        .str();
  }
  unsigned Step = Two ? 16 : 8;
  bool Ok = Use.N >= Step && Use.N <= 256 && Use.N % Step == 0;
  std::string Rule = "a multiple of " + std::to_string(Step) + " up to 256";
  if (Integer && !Two) {
    Ok = Use.N >= 8 && Use.N <= 256 && Use.N % 8 == 0 &&
         (Use.N <= 32 || Use.N % 16 == 0);
    Rule = "8, 16, 24, 32 or a multiple of 16 up to 256";
  } else if (Integer) {
    Ok = Use.N >= 32 && Use.N <= 256 && Use.N % 32 == 0;
    Rule = "a multiple of 32 up to 256";
  }
  if (!Ok)
    return ("N " + Twine(Use.N) + " of `" + info(Use.Kind).Mnemonic +
            "` with cta_group " + Twine(Use.CtaGroup) + " is not " + Rule)
        .str();
  return "";
}

/// sm100.*: the UMMA ladder, in the order of the cute_nvgpu dialect's
/// UMMA-family verifier with its block-scaled UMMA diagnostics first
/// (docs/AtomIR.md, "UMMA"). Element types (and for the block-scaled atoms
/// the (atom_K, vecSize) forms), then residency (A descriptor or tensor
/// memory, B descriptor, D tensor memory), then shape, modifiers, the
/// declared operand tiles and the instruction descriptor.
std::string verifyUmma(const MmaUse &Use) {
  bool Sparse = Use.isUmmaSparse();
  unsigned K;
  bool Integer = false;
  if (Use.isUmmaBlockScaled()) {
    if (Use.C != MmaElement::F32)
      return "expects c type to be Float32";
    if (Use.ScaleTypeA != Use.ScaleTypeB)
      return "expects sfa/sfb element types to be the same";
    unsigned DenseK = Sparse ? Use.K / 2 : Use.K;
    uint64_t Form =
        ummaBlockScaleForm(Use.A, Use.B, Use.C, DenseK, Use.ScaleTypeA,
                           Use.ScaleTypeB, Use.VecSize);
    if (!Form)
      return ("unsupported block-scaled UMMA: " + elementName(Use.A) + " x " +
              elementName(Use.B) + " with atom_K " + Twine(DenseK) +
              ", vecSize " + Twine(Use.VecSize) + " and " +
              elementName(Use.ScaleTypeA) + " scale factors; expected " +
              describeUmmaBlockScaleForms())
          .str();
    K = (Form >> 32) * (Sparse ? 2 : 1);
  } else {
    SmallVector<MmaElement, 12> Inputs;
    for (const UmmaKindInfo &DK : ummaKinds())
      if (!DK.Row->BlockScaled)
        append_range(Inputs, DK.Inputs);
    if (auto Problem = expectElement('a', Use.A, Inputs))
      return *Problem;
    const UmmaKindInfo &DK = *ummaDenseKind(Use.A);
    SmallVector<MmaElement, 6> BTypes(DK.Inputs.begin(), DK.Inputs.end());
    if (!DK.Row->MixedInputs)
      BTypes.assign({Use.A});
    if (auto Problem = expectElement('b', Use.B, BTypes))
      return *Problem;
    SmallVector<MmaElement, 2> CTypes(DK.Accumulators.begin(),
                                      DK.Accumulators.end());
    if (is_contained(DK.F32OnlyInputs, Use.A))
      CTypes.assign({MmaElement::F32});
    if (auto Problem = expectElement('c', Use.C, CTypes))
      return *Problem;
    K = DK.Row->K * (Sparse ? 2 : 1);
    Integer = DK.Row->Integer;
  }
  if (auto Problem = ummaFamilyResidency(Use, Residency::Tmem, Residency::Tmem))
    return *Problem;
  if (Use.CtaGroup != 1 && Use.CtaGroup != 2)
    return "cta_group " + std::to_string(Use.CtaGroup) + " is not 1 or 2";
  if (Use.K != K)
    return shapeDiagnostic(Use, ("MxNx" + Twine(K)).str());
  std::string Problem = ummaShapeProblem(Use, Integer);
  if (!Problem.empty())
    return Problem;
  if (Use.Satfinite && !Integer)
    return "satfinite is only for integer MMA";

  // The declared tiles must be static, with integer strides, of the ranks
  // of a GEMM, and A (M x K), B (N x K), D (M x N) and C (D's tile, when
  // given) must form the atom's GEMM.
  if (Use.LayoutA || Use.LayoutB || Use.LayoutC || Use.LayoutD) {
    auto Text = [](const std::optional<Layout> &L) {
      return L ? printLayout(*L) : std::string("none");
    };
    std::string All = "A: " + Text(Use.LayoutA) + ", B: " + Text(Use.LayoutB) +
                      ", D:" + Text(Use.LayoutD) +
                      (Use.LayoutC ? ", C: " + Text(Use.LayoutC) : "");
    const std::optional<Layout> *Tiles[] = {&Use.LayoutA, &Use.LayoutB,
                                            &Use.LayoutD, &Use.LayoutC};
    for (const std::optional<Layout> *L : Tiles)
      if (*L && (*L)->Swizzled)
        return "doesn't support composed layout for A/B/D, but got: " + All;
    for (const std::optional<Layout> *L : Tiles) {
      if (L != &Use.LayoutC && !*L)
        return "invalid layout of A/B/D. " + All;
      if (*L && (!(*L)->isStatic() || (*L)->hasScaledBasis()))
        return "invalid layout of A/B/D. " + All;
    }
    // C accumulates in D's tensor memory: without its own tile it is D's.
    const Layout &C = Use.LayoutC ? *Use.LayoutC : *Use.LayoutD;
    if (Error E = checkGemmRanks(*Use.LayoutA, *Use.LayoutB, C, *Use.LayoutD))
      return toString(std::move(E));
    // Of the GEMM forms, an atom's operand tiles are (M, K) x (N, K) =>
    // (M, N).
    if (Use.LayoutA->rank() != 2 || C.rank() != 2)
      return "invalid layout of A/B/D. " + All;
    // The extents of the two modes of a static rank-2 layout.
    auto Extents = [](const Layout &L) {
      return std::pair{L.Shape.elements()[0].product().value_or(0),
                       L.Shape.elements()[1].product().value_or(0)};
    };
    auto [AM, AK] = Extents(*Use.LayoutA);
    auto [BN, BK] = Extents(*Use.LayoutB);
    auto [DM, DN] = Extents(*Use.LayoutD);
    auto [CM, CN] = Extents(C);
    if (AM != Use.M || DM != Use.M || BN != Use.N || DN != Use.N ||
        AK != Use.K || BK != Use.K || CM != Use.M || CN != Use.N)
      return "layoutA, layoutB and layoutD fail to form a gemm. A: " +
             Text(Use.LayoutA) + ", B: " + Text(Use.LayoutB) +
             ", D: " + Text(Use.LayoutD);
  }

  // Everything the instruction descriptor itself checks.
  UmmaInstrDescriptor D;
  if (auto Packed = packUmmaInstrDescriptorOf(Use, D); !Packed)
    return toString(Packed.takeError());
  return "";
}

/// atom.universal_fma: CuTe's UniversalFMA (1x1x1: D = A * B + C in one
/// thread, every operand of one type, else the dialect's `expects all mma
/// operands to have element type` diagnostic), or the SM70/SM75 tensor-core
/// shapes that older tiers reach through it.
std::string verifyUniversalFma(const MmaUse &Use, const Target &T) {
  if (Use.M == 1 && Use.N == 1 && Use.K == 1) {
    if (auto Problem = expectElement(
            'a', Use.A, {MmaElement::F16, MmaElement::F32, MmaElement::S32}))
      return *Problem;
    for (auto [Name, Type] : {std::pair{"b", Use.B}, std::pair{"c", Use.C}})
      if (Type != Use.A)
        return ("expects all mma operands to have element type " +
                elementName(Use.A) + ", but got " + Name + ": " +
                elementName(Type))
            .str();
    return "";
  }
  bool Sm70 = Use.M == 8 && Use.N == 8 && Use.K == 4;
  bool Sm75 = Use.M == 16 && Use.N == 8 && Use.K == 8;
  if (!Sm70 && !Sm75)
    return shapeDiagnostic(Use, "1x1x1, 8x8x4 (sm_70) or 16x8x8 (sm_75)");
  for (auto [Operand, Type] : {std::pair{'a', Use.A}, std::pair{'b', Use.B}})
    if (auto Problem = expectElement(Operand, Type, {MmaElement::F16}))
      return *Problem;
  if (auto Problem =
          expectElement('c', Use.C, {MmaElement::F16, MmaElement::F32}))
    return *Problem;
  if (Sm70 && T.Sm < 70)
    return ("shape_MNK 8x8x4 of `atom.universal_fma` needs sm_70 or later; "
            "the target is " +
            T.str());
  if (Sm75 && T.Sm < 75)
    return ("shape_MNK 16x8x8 of `atom.universal_fma` needs sm_75 or later; "
            "the target is " +
            T.str());
  return "";
}

} // namespace

/// The verifier ladder: the first mismatch, or empty when the use is legal.
/// Its rungs return the dialect's strings, which verifyMmaUse hands on as
/// an error. An sm90.mma use gets its form recorded in WgmmaForm.
static std::string firstMmaMismatch(MmaUse &Use, const Target &T) {
  // (A use the caller verifies again after changing it has no stale form.)
  Use.WgmmaForm = nullptr;
  if (Error E = checkTarget(Use.Kind, T))
    return toString(std::move(E));

  if (Use.Kind == AtomKind::Sm90Mma)
    return verifyWgmma(Use);
  if (Use.isUmma())
    return verifyUmma(Use);
  // SM70-89 and SM120: every operand in registers.
  if (Use.ResidencyA != Residency::Rmem || Use.ResidencyB != Residency::Rmem ||
      Use.ResidencyC != Residency::Rmem)
    return ("expects rmem for input operands, but got A: " +
            residencyName(Use.ResidencyA) +
            ", B: " + residencyName(Use.ResidencyB) +
            ", D: " + residencyName(Use.ResidencyC))
        .str();
  if (Use.Kind == AtomKind::Sm120MmaBs)
    return verifyBlockScale(Use);
  if (Use.Kind == AtomKind::UniversalFma)
    return verifyUniversalFma(Use, T);

  const RegisterMmaFamily *F = familyOf(Use.Kind, Use.A);
  if (!F)
    return ("expects operand a with element type " + inputTypesOf(Use.Kind) +
            ", but get " + elementName(Use.A) + ".")
        .str();
  if (!F->MixedInputs && Use.B != Use.A)
    return ("expects all mma operands to have element type " +
            elementName(Use.A) + ", but got b: " + elementName(Use.B))
        .str();
  if (!is_contained(F->Inputs, Use.B))
    return ("expects operand b with element type " + joined(F->Inputs) +
            ", but get " + elementName(Use.B) + ".")
        .str();
  if (!is_contained(F->Accumulators, Use.C))
    return ("expects operand c with element type " + joined(F->Accumulators) +
            ", but get " + elementName(Use.C) + ".")
        .str();
  if (Use.M != 16 || Use.N != 8 || !is_contained(F->Ks, Use.K)) {
    std::string Shapes;
    for (unsigned K : F->Ks)
      Shapes += (Shapes.empty() ? "" : ", ") + ("16x8x" + Twine(K)).str();
    return ("unsupported shape_MNK " + Twine(Use.M) + "x" + Twine(Use.N) + "x" +
            Twine(Use.K) + " for `" + info(Use.Kind).Mnemonic + "` with " +
            elementName(Use.A) + " inputs; expected " + Shapes)
        .str();
  }
  if (Use.Satfinite && !isInteger(Use.A))
    return "satfinite is only for integer MMA";
  // Selector 0 only: the INT8 m16n8k32 form, whose ordered-metadata fast
  // path pins it to 0 (docs/AtomIR.md, "Emission"), and the larger integer
  // shapes (m16n8k64 s8/u8, m16n8k128 s4/u4: the PTX ISA, ptxas).
  bool PinnedSelector =
      isInteger(Use.A) && (elementBits(Use.A) == 8 || Use.K == 128);
  if (Use.isSparse() && PinnedSelector && Use.SparsitySelector != 0)
    return ("sparse MMA " + Twine(Use.M) + "x" + Twine(Use.N) + "x" +
            Twine(Use.K) + " with " + elementName(Use.A) +
            " inputs pins sparsity_selector to 0")
        .str();
  if (Use.isSparse() && Use.SparsitySelector > 1)
    return ("sparsity_selector " + Twine(Use.SparsitySelector) +
            " is not 0 or 1")
        .str();

  struct Declared {
    MmaOperand Operand;
    const std::optional<Layout> &L;
    const char *Name;
  } Layouts[] = {{MmaOperand::A, Use.LayoutA, "a"},
                 {MmaOperand::B, Use.LayoutB, "b"},
                 {MmaOperand::C, Use.LayoutC, "c"},
                 {MmaOperand::Metadata, Use.LayoutMetadata, "metadata"}};
  for (const Declared &D : Layouts) {
    if (!D.L)
      continue;
    if (!D.L->isStatic() || D.L->hasScaledBasis())
      return "expects static and no scaled basis layout for " +
             printLayout(*D.L);
    Layout Reference = referenceLayout(Use, D.Operand);
    if (!equivalent(*D.L, Reference))
      return "expects Mma atom layout of " + printLayout(Reference) +
             " for operand " + D.Name + ", but got " + printLayout(*D.L);
  }
  return "";
}

RegisterMmaForm cute_nvgpu::registerMmaForm(const MmaUse &Use,
                                            unsigned PtxVersion) {
  RegisterMmaForm Form;
  unsigned Bits = elementBits(Use.A);
  unsigned KOfA = Use.isSparse() ? Use.K / 2 : Use.K;
  // A warp's 32 threads hold the operand in 32-bit registers.
  Form.RegistersA = Use.M * KOfA * Bits / 1024;
  Form.RegistersB = Use.N * Use.K * Bits / 1024;
  Form.FloatAccumulator = Use.C == MmaElement::F32;
  Form.RegistersC = Use.C == MmaElement::F16 ? 2 : 4;
  Form.MinPtx = familyOf(Use.Kind, Use.A)->MinPtx;

  std::string Asm;
  raw_string_ostream OS(Asm);
  // The INT8 m16n8k32 sparse form takes the ordered-metadata fast path
  // (PTX ISA 8.5) with the selector pinned to zero, as the cute_nvgpu
  // dialect's SM80 emission does (docs/AtomIR.md, "Emission"); before PTX
  // 8.5 it is the plain sparse form with selector zero.
  bool FastPath = Use.isSparse() && Use.K == 32 &&
                  (Use.A == MmaElement::S8 || Use.A == MmaElement::U8);
  bool Ordered = FastPath && PtxVersion >= 85;
  OS << (Ordered          ? "mma.sp::ordered_metadata"
         : Use.isSparse() ? "mma.sp"
                          : "mma")
     << ".sync.aligned.m" << Use.M << "n" << Use.N << "k" << Use.K
     << ".row.col";
  if (Use.Satfinite)
    OS << ".satfinite";
  OS << "." << elementName(Use.C) << "." << elementName(Use.A) << "."
     << elementName(Use.B) << "." << elementName(Use.C);
  unsigned Next = 0;
  auto Group = [&](unsigned Count) {
    OS << " {";
    for (unsigned I = 0; I < Count; ++I)
      OS << (I ? ", " : "") << "$" << Next++;
    OS << "}";
  };
  Group(Form.RegistersC); // D
  OS << ",";
  Group(Form.RegistersA);
  OS << ",";
  Group(Form.RegistersB);
  OS << ",";
  Group(Form.RegistersC);
  if (Use.isSparse())
    OS << ", $" << Next++ << ", " << (FastPath ? 0 : Use.SparsitySelector);
  OS << ";";
  Form.Asm = std::move(Asm);
  return Form;
}

Error cute_nvgpu::verifyMmaUse(MmaUse &Use, const Target &T) {
  std::string Mismatch = firstMmaMismatch(Use, T);
  if (Mismatch.empty())
    return Error::success();
  return createStringError(inconvertibleErrorCode(), Mismatch);
}

std::string cute_nvgpu::blockScaleIntrinsicName(const MmaUse &Use) {
  const BlockScaleFamily *F = blockScaleFamily(Use);
  return ("llvm.nvvm.mma.block.scale.m16n8k" + Twine(Use.K) + ".row.col." +
          F->Kind + ".scale." + Twine(F->ScaleVector) + "x.f32." +
          elementName(Use.A) + "." + elementName(Use.B) + ".f32." +
          elementName(Use.ScaleType))
      .str();
}

std::string cute_nvgpu::wgmmaIntrinsicName(const MmaUse &Use) {
  const WgmmaFormRow *Form = Use.WgmmaForm;
  if (!Form)
    return "";
  return Use.ResidencyA == Residency::Rmem ? Form->RegisterIntrinsic
                                           : Form->SharedIntrinsic;
}

Error cute_nvgpu::checkGemmRanks(const Layout &A, const Layout &B,
                                 const Layout &C, const Layout &D) {
  auto Problem = [](const Twine &Message) {
    return createStringError(inconvertibleErrorCode(), Message);
  };
  if (A.rank() != B.rank())
    return Problem("expects A, B to have the same rank, but got A: " +
                   printLayout(A) + ", B: " + printLayout(B));
  if (C.rank() != D.rank())
    return Problem("expects C, D to have the same rank, but got C: " +
                   printLayout(C) + ", D: " + printLayout(D));
  // (V) x (V) => (V) and (M) x (N) => (M, N); (M, K) x (N, K) => (M, N) and
  // (V, M) x (V, N) => (V, M, N); (V, M, K) x (V, N, K) => (V, M, N).
  unsigned R = C.rank();
  switch (A.rank()) {
  case 1:
    if (R != 1 && R != 2)
      return Problem("expects C to have rank 1 or 2, but got C: " +
                     printLayout(C));
    break;
  case 2:
    if (R != 2 && R != 3)
      return Problem("expects C to have rank 2 or 3, but got C: " +
                     printLayout(C));
    break;
  case 3:
    if (R != 3)
      return Problem("expects C to have rank 3, but got C: " + printLayout(C));
    break;
  default:
    break;
  }
  return Error::success();
}

SmallVector<int32_t, 4> cute_nvgpu::wgmmaImmediates(const MmaUse &Use) {
  SmallVector<int32_t, 4> Immediates;
  const WgmmaFormRow *Form = Use.WgmmaForm;
  if (!Form || !Form->HasScale)
    return Immediates;
  Immediates.push_back(Use.NegateA ? -1 : 1);
  Immediates.push_back(Use.NegateB ? -1 : 1);
  if (Form->HasTranspose) {
    // With A in registers, only B has a transpose.
    if (Use.ResidencyA != Residency::Rmem)
      Immediates.push_back(Use.TransposeA);
    Immediates.push_back(Use.TransposeB);
  }
  return Immediates;
}

uint64_t cute_nvgpu::ummaBlockScaleForm(MmaElement A, MmaElement B,
                                        MmaElement C, unsigned K,
                                        MmaElement ScaleA, MmaElement ScaleB,
                                        unsigned VecSize) {
  if (ScaleA != ScaleB || !ummaBlockScaleVariant(A, B, C, K, ScaleA, VecSize))
    return 0;
  return uint64_t(K) << 32 | VecSize;
}

uint32_t cute_nvgpu::ummaInstrDescriptor(const MmaUse &Use) {
  UmmaInstrDescriptor D;
  Expected<uint32_t> Word = packUmmaInstrDescriptorOf(Use, D);
  if (!Word) {
    consumeError(Word.takeError());
    return 0;
  }
  return *Word;
}

std::string cute_nvgpu::ummaIntrinsicName(const MmaUse &Use) {
  std::string Name = "llvm.nvvm.tcgen05.mma";
  if (Use.isUmmaSparse())
    Name += ".sp";
  Name += Use.ResidencyA == Residency::Tmem ? ".tensor" : ".shared";
  if (!Use.isUmmaBlockScaled())
    return Name;
  UmmaInstrDescriptor D;
  if (!packUmmaInstrDescriptorOf(Use, D))
    llvm_unreachable("the use was verified");
  return Name + "." + ummaKindName(D.Kind).str() + ".block_scale.block" +
         std::to_string(Use.VecSize);
}

unsigned cute_nvgpu::ummaKindImmediate(const MmaUse &Use) {
  const UmmaKindInfo *K = ummaDenseKind(Use.A);
  return K ? K->Row->Position : 0;
}

bool cute_nvgpu::isTensorCoreFma(const MmaUse &Use) {
  return Use.Kind == AtomKind::UniversalFma && Use.K > 1;
}

std::string cute_nvgpu::universalMmaIntrinsicName(const MmaUse &Use) {
  return ("llvm.nvvm.mma.m" + Twine(Use.M) + "n" + Twine(Use.N) + "k" +
          Twine(Use.K) + ".row.col." + elementName(Use.C) + "." +
          elementName(Use.C))
      .str();
}

unsigned cute_nvgpu::universalMmaMinPtx(const MmaUse &Use) {
  // PTX ISA: mma.m8n8k4 from 6.4, mma.m16n8k8 from 6.5.
  return Use.K == 4 ? 64 : 65;
}

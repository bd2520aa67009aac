//===- MmaAtom.cpp - MMA atom uses: reading, verifying --------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What every MMA tier shares: the element types and residencies by name,
// reading an atom's attributes into an MmaUse, the reference operand layouts
// of the register MMAs, the diagnostics the rungs build their strings from,
// and the verifier ladder that checks the target and picks the tier's rung.
// The rungs, the lattice tables they read and the intrinsic each tier's use
// becomes are in one file per tier, as the lowering pass has one per family:
// MmaRegister.cpp (sm80.mma, sm80.sparse_mma, sm89.mma, atom.universal_fma),
// MmaBlockScale.cpp (SM120.mma_bs), MmaWgmma.cpp (sm90.mma) and MmaUmma.cpp
// (sm100.mma*); MmaAtomInternal.h declares what they share.
//
//===----------------------------------------------------------------------===//

#include "MmaAtomInternal.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::cute_nvgpu::mma_detail;

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

} // namespace

// The lattice readers and the type lists of the diagnostics, which every
// tier's file uses (declared in MmaAtomInternal.h).
namespace llvm::cute_nvgpu::mma_detail {

MmaElement latticeElement(StringRef Name) {
  std::optional<MmaElement> E = parseElement(Name);
  if (!E)
    report_fatal_error("MMA lattice: unknown element type " + Name);
  return *E;
}

SmallVector<MmaElement, 5> latticeElements(StringRef List) {
  SmallVector<MmaElement, 5> Elements;
  for (StringRef Name : lattices::listItems(List))
    Elements.push_back(latticeElement(Name));
  return Elements;
}

std::string joined(ArrayRef<MmaElement> Values) {
  std::string List;
  for (MmaElement V : Values)
    List += (List.empty() ? "" : "|") + elementName(V).str();
  return List;
}

} // namespace llvm::cute_nvgpu::mma_detail

namespace {

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

//===----------------------------------------------------------------------===//
// Diagnostics the tiers share
//===----------------------------------------------------------------------===//

namespace llvm::cute_nvgpu::mma_detail {

std::optional<std::string> expectElement(char Operand, MmaElement Actual,
                                         ArrayRef<MmaElement> Expected) {
  if (is_contained(Expected, Actual))
    return std::nullopt;
  return ("expects operand " + Twine(Operand) + " with element type " +
          joined(Expected) + ", but get " + elementName(Actual) + ".")
      .str();
}

std::string shapeDiagnostic(const MmaUse &Use, StringRef Expected) {
  return ("unsupported shape_MNK " + Twine(Use.M) + "x" + Twine(Use.N) + "x" +
          Twine(Use.K) + " for `" + info(Use.Kind).Mnemonic + "` with " +
          elementName(Use.A) + " inputs; expected " + Expected)
      .str();
}

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

} // namespace llvm::cute_nvgpu::mma_detail

//===----------------------------------------------------------------------===//
// The verifier ladder
//===----------------------------------------------------------------------===//

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
  return verifyRegisterMma(Use);
}

Error cute_nvgpu::verifyMmaUse(MmaUse &Use, const Target &T) {
  std::string Mismatch = firstMmaMismatch(Use, T);
  if (Mismatch.empty())
    return Error::success();
  return createStringError(inconvertibleErrorCode(), Mismatch);
}

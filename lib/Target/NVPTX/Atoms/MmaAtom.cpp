//===- MmaAtom.cpp - MMA atom uses: reading, verifying, PTX forms ---------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MmaAtom.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

const char *const ResidencyNames[] = {"rmem", "smem_desc", "tmem"};
const char *const ElementNames[] = {"f16",  "bf16", "tf32", "f32",
                                    "e4m3", "e5m2", "s8",   "u8",
                                    "s4",   "u4",   "s32"};
const unsigned ElementBits[] = {16, 16, 32, 32, 8, 8, 8, 8, 4, 4, 32};

/// One family of the register-MMA shape lattice: the atoms it belongs to,
/// the A/B element types (B may differ from A only for integers and FP8),
/// the accumulators and the (M, N, K) shapes, from the PTX ISA's mma.sync
/// and mma.sp tables.
struct RegisterMmaFamily {
  AtomKind Kind;
  std::initializer_list<MmaElement> Inputs;
  bool MixedInputs;
  std::initializer_list<MmaElement> Accumulators;
  std::initializer_list<unsigned> Ks; // M = 16, N = 8
  unsigned MinPtx;
};

using E = MmaElement;
const RegisterMmaFamily RegisterMmaFamilies[] = {
    {AtomKind::Sm80Mma, {E::F16}, false, {E::F16, E::F32}, {8, 16}, 70},
    {AtomKind::Sm80Mma, {E::BF16}, false, {E::F32}, {8, 16}, 70},
    {AtomKind::Sm80Mma, {E::TF32}, false, {E::F32}, {4, 8}, 70},
    {AtomKind::Sm80Mma, {E::S8, E::U8}, true, {E::S32}, {16, 32}, 70},
    {AtomKind::Sm80Mma, {E::S4, E::U4}, true, {E::S32}, {32, 64}, 70},
    {AtomKind::Sm80SparseMma, {E::F16}, false, {E::F16, E::F32}, {16, 32}, 71},
    {AtomKind::Sm80SparseMma, {E::BF16}, false, {E::F32}, {16, 32}, 71},
    {AtomKind::Sm80SparseMma, {E::TF32}, false, {E::F32}, {8, 16}, 71},
    {AtomKind::Sm80SparseMma, {E::S8, E::U8}, true, {E::S32}, {32, 64}, 71},
    {AtomKind::Sm80SparseMma, {E::S4, E::U4}, true, {E::S32}, {64, 128}, 71},
    {AtomKind::Sm89Mma, {E::E4M3, E::E5M2}, true, {E::F32}, {32}, 84},
};

const RegisterMmaFamily *familyOf(AtomKind Kind, MmaElement A) {
  for (const RegisterMmaFamily &F : RegisterMmaFamilies)
    if (F.Kind == Kind && is_contained(F.Inputs, A))
      return &F;
  return nullptr;
}

bool isInteger(MmaElement E) {
  return E == E::S8 || E == E::U8 || E == E::S4 || E == E::U4;
}

/// "f16|bf16|tf32": the A types of the atom's families, for diagnostics.
std::string inputTypesOf(AtomKind Kind) {
  std::string List;
  for (const RegisterMmaFamily &F : RegisterMmaFamilies)
    if (F.Kind == Kind)
      for (MmaElement T : F.Inputs)
        List += (List.empty() ? "" : "|") + elementName(T).str();
  return List;
}

template <typename T> std::string joined(std::initializer_list<T> Values) {
  std::string List;
  for (T V : Values)
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

const AttributeSpec RegisterMmaAttributes[] = {
    {"shape_MNK", true, false},       {"a_type", true, false},
    {"b_type", true, false},          {"c_type", true, false},
    {"a_residency", false, false},    {"b_residency", false, false},
    {"c_residency", false, false},    {"a_layout", false, false},
    {"b_layout", false, false},       {"c_layout", false, false},
    {"satfinite", false, false},      {"sparsity_selector", false, true},
    {"metadata_layout", false, true},
};

class UseReader {
  const AtomAttributes &Attributes;
  std::optional<AttributeDiagnostic> Error;

  bool fail(unsigned Column, const Twine &Message) {
    if (!Error)
      Error = AttributeDiagnostic{Column, Message.str()};
    return false;
  }
  bool wrongKind(const AtomAttribute &A, AtomAttribute::KindTy Want,
                 StringRef Detail = "") {
    return fail(A.ValueColumn ? A.ValueColumn : A.KeyColumn,
                "attribute `" + A.Key + "` must be " +
                    AtomAttribute::kindName(Want) + Detail);
  }

public:
  explicit UseReader(const AtomAttributes &Attributes)
      : Attributes(Attributes) {}

  std::optional<AttributeDiagnostic> error() const { return Error; }

  bool checkKeys(AtomKind Kind, ArrayRef<AttributeSpec> Specs) {
    bool Sparse = Kind == AtomKind::Sm80SparseMma;
    for (const AtomAttribute &A : Attributes.all()) {
      const AttributeSpec *S = find_if(
          Specs, [&](const AttributeSpec &S) { return S.Key == A.Key; });
      if (S == Specs.end() || (S->SparseOnly && !Sparse))
        return fail(A.KeyColumn, "unknown attribute `" + A.Key + "` for `" +
                                     info(Kind).Mnemonic + "`");
    }
    for (const AttributeSpec &S : Specs)
      if (S.Required && !Attributes.find(S.Key))
        return fail(0, "missing attribute `" + S.Key + "` for `" +
                           info(Kind).Mnemonic + "`");
    return true;
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

  bool layout(StringRef Key, std::optional<Layout> &Out) {
    const AtomAttribute *A = Attributes.find(Key);
    if (!A)
      return true;
    if (A->Kind != AtomAttribute::LayoutValue)
      return wrongKind(*A, AtomAttribute::LayoutValue);
    Out = A->LayoutVal;
    return true;
  }

  bool unit(StringRef Key, bool &Out) {
    const AtomAttribute *A = Attributes.find(Key);
    if (!A)
      return true;
    if (A->Kind != AtomAttribute::Unit)
      return wrongKind(*A, AtomAttribute::Unit);
    Out = true;
    return true;
  }

  bool integer(StringRef Key, unsigned Max, unsigned &Out) {
    const AtomAttribute *A = Attributes.find(Key);
    if (!A)
      return true;
    if (A->Kind != AtomAttribute::Integer || A->IntegerValue < 0 ||
        A->IntegerValue > Max)
      return wrongKind(*A, AtomAttribute::Integer,
                       " in [0, " + std::to_string(Max) + "]");
    Out = A->IntegerValue;
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

bool cute_nvgpu::isLowerableMma(AtomKind Kind) {
  return any_of(RegisterMmaFamilies,
                [&](const RegisterMmaFamily &F) { return F.Kind == Kind; });
}

std::variant<MmaUse, AttributeDiagnostic>
cute_nvgpu::readMmaUse(AtomKind Kind, const AtomAttributes &Attributes) {
  MmaUse Use;
  Use.Kind = Kind;
  UseReader R(Attributes);
  bool Ok = R.checkKeys(Kind, RegisterMmaAttributes) && R.shape(Use) &&
            R.element("a_type", Use.A) && R.element("b_type", Use.B) &&
            R.element("c_type", Use.C) &&
            R.residency("a_residency", Use.ResidencyA) &&
            R.residency("b_residency", Use.ResidencyB) &&
            R.residency("c_residency", Use.ResidencyC) &&
            R.layout("a_layout", Use.LayoutA) &&
            R.layout("b_layout", Use.LayoutB) &&
            R.layout("c_layout", Use.LayoutC) &&
            R.layout("metadata_layout", Use.LayoutMetadata) &&
            R.unit("satfinite", Use.Satfinite) &&
            R.integer("sparsity_selector", 3, Use.SparsitySelector);
  if (!Ok)
    return *R.error();
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

std::string cute_nvgpu::verifyMmaUse(const MmaUse &Use, const Target &T) {
  std::string Problem = checkTarget(Use.Kind, T);
  if (!Problem.empty())
    return Problem;
  if (!isLowerableMma(Use.Kind))
    return "`" + info(Use.Kind).Mnemonic.str() + "` atoms are not lowered yet";

  // The non-UMMA path: every operand in registers.
  if (Use.ResidencyA != Residency::Rmem || Use.ResidencyB != Residency::Rmem ||
      Use.ResidencyC != Residency::Rmem)
    return ("expects rmem for input operands, but got A: " +
            residencyName(Use.ResidencyA) +
            ", B: " + residencyName(Use.ResidencyB) +
            ", D: " + residencyName(Use.ResidencyC))
        .str();

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
  // Selector 0 only: the INT8 m16n8k32 fast path (seed 004), and the larger
  // integer shapes (m16n8k64 s8/u8, m16n8k128 s4/u4: the PTX ISA, ptxas).
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
  // (PTX ISA 8.5) with the selector pinned to zero (seed 004); before PTX
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

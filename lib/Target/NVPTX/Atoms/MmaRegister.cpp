//===- MmaRegister.cpp - Register MMA and the universal FMA ---------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tiers whose operands are all in registers and whose PTX is one
// mma.sync (or one fma): sm80.mma, sm80.sparse_mma and sm89.mma, whose
// families (A/B types, accumulators, K values, PTX version) are the
// register-MMA lattice (NVPTXRegisterMmaLattice.td), and atom.universal_fma.
// Each tier's verifier rung, the inline-asm form a register MMA becomes and
// the intrinsic of the universal FMA's tensor-core shapes are here, beside
// the family table they read (lowered by LowerAtoms/RegisterMma.cpp).
//
//===----------------------------------------------------------------------===//

#include "MmaAtomInternal.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::cute_nvgpu::mma_detail;

namespace {

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

} // namespace

/// sm80.mma, sm80.sparse_mma, sm89.mma: the family of A's type, B and C of
/// that family, the shape, satfinite, the sparsity selector, then the
/// declared layouts against the reference ones.
std::string mma_detail::verifyRegisterMma(const MmaUse &Use) {
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
    return shapeDiagnostic(Use, Shapes);
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

/// atom.universal_fma: CuTe's UniversalFMA (1x1x1: D = A * B + C in one
/// thread, every operand of one type, else the dialect's `expects all mma
/// operands to have element type` diagnostic), or the SM70/SM75 tensor-core
/// shapes that older tiers reach through it.
std::string mma_detail::verifyUniversalFma(const MmaUse &Use, const Target &T) {
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

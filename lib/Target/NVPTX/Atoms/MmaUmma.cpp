//===- MmaUmma.cpp - sm100.mma*: tcgen05.mma (UMMA) -----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sm100.mma, sm100.mma_sp, sm100.mma_bs and sm100.mma_bs_sp become one
// tcgen05.mma. Here are the tcgen05.mma kinds and their scale-vector
// variants decoded from NVPTXMmaKindLattice.td (which SM120's block-scaled
// MMA reads too, through MmaAtomInternal.h), the UMMA verifier rung with the
// dialect's diagnostics, the GEMM rank rule its declared tiles obey, and
// what a use becomes: the instruction descriptor, the intrinsic name and the
// dense kind's immediate (lowered by LowerAtoms/Umma.cpp).
//
//===----------------------------------------------------------------------===//

#include "MmaAtomInternal.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::cute_nvgpu::mma_detail;

namespace llvm::cute_nvgpu::mma_detail {

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

} // namespace llvm::cute_nvgpu::mma_detail

namespace {

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

} // namespace

/// sm100.*: the UMMA ladder, in the order of the cute_nvgpu dialect's
/// UMMA-family verifier with its block-scaled UMMA diagnostics first
/// (docs/AtomIR.md, "UMMA"). Element types (and for the block-scaled atoms
/// the (atom_K, vecSize) forms), then residency (A descriptor or tensor
/// memory, B descriptor, D tensor memory), then shape, modifiers, the
/// declared operand tiles and the instruction descriptor.
std::string mma_detail::verifyUmma(const MmaUse &Use) {
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

//===- MmaWgmma.cpp - sm90.mma: Hopper warpgroup MMA ----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sm90.mma becomes one wgmma.mma_async. Its verifier rung reads the table of
// forms generated from NVPTXWgmmaLattice.td (element types, N, K,
// modifiers, immediates, intrinsics), words the N rule from it, and records
// the form a legal use computes, from which the intrinsic name and the
// immediates come without searching the table again (lowered by
// LowerAtoms/Wgmma.cpp).
//
//===----------------------------------------------------------------------===//

#include "MmaAtomInternal.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::cute_nvgpu::mma_detail;

namespace {

using lattices::WgmmaFormRow;

/// A wgmma.mma_async form with its element types decoded.
struct WgmmaForm {
  MmaElement Acc, A, B;
  const WgmmaFormRow *Row;
};

using E = MmaElement;

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

} // namespace

/// sm90.mma, in the order of the cute_nvgpu dialect's UMMA-family verifier
/// (docs/AtomIR.md, "WGMMA"): element types, then residency (A registers or
/// descriptor, B descriptor, D registers), then the GMMA shape (M 64,
/// K 256 / bits, N a multiple of 8) and modifiers.
std::string mma_detail::verifyWgmma(MmaUse &Use) {
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

std::string cute_nvgpu::wgmmaIntrinsicName(const MmaUse &Use) {
  const WgmmaFormRow *Form = Use.WgmmaForm;
  if (!Form)
    return "";
  return Use.ResidencyA == Residency::Rmem ? Form->RegisterIntrinsic
                                           : Form->SharedIntrinsic;
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

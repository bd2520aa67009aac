//===- MmaAtom.h - MMA atom uses: reading, verifying, PTX forms -*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One use of an MMA atom as the verifiers see it: the atom, the target, the
// shape, the element types, where each operand lives, the declared operand
// layouts and the sparse/saturation modifiers. It is read from an atom's
// attribute dictionary (AtomAttributes.h, docs/AtomIR.md) and checked by the
// verifier ladder of the atom's tier, which stops at the first mismatch with
// the cute_nvgpu dialect's diagnostic text, byte for byte (docs/AtomIR.md
// quotes the strings). For the register-MMA tiers (sm80.mma,
// sm80.sparse_mma, sm89.mma) it also gives the reference operand layouts and
// the PTX instruction the lowering emits. Reading and verifying fail with an
// llvm::Error, as everywhere in the atom library (AtomError.h): an
// AttributeError for the dictionary, a StringError with the dialect's text
// for a verifier rung.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H

#include "AtomAttributes.h"
#include "AtomRegistry.h"
#include "Layout.h"
#include "UmmaDescriptor.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

namespace lattices {
struct WgmmaFormRow;
} // namespace lattices

/// Where an operand lives: registers, a shared-memory descriptor, tensor
/// memory.
enum class Residency : uint8_t { Rmem, SmemDesc, Tmem };
StringRef residencyName(Residency R);

/// Element types of MMA operands.
enum class MmaElement : uint8_t {
  F16,
  BF16,
  TF32,
  F32,
  E4M3,
  E5M2,
  S8,
  U8,
  S4,
  U4,
  S32,
  E3M2,
  E2M3,
  E2M1,
  UE8M0,
  UE4M3,
  U1 // single-bit (PTX b1): WGMMA's AND population count
};
StringRef elementName(MmaElement E);
std::optional<MmaElement> parseElement(StringRef Name);
unsigned elementBits(MmaElement E);

/// Operand roles, for layouts and diagnostics.
enum class MmaOperand : uint8_t { A, B, C, Metadata };

struct MmaUse {
  AtomKind Kind;
  unsigned M = 0, N = 0, K = 0;
  MmaElement A = MmaElement::F16, B = MmaElement::F16, C = MmaElement::F32;
  Residency ResidencyA = Residency::Rmem, ResidencyB = Residency::Rmem,
            ResidencyC = Residency::Rmem;
  /// Declared per-thread (thread, value) layouts, when given.
  std::optional<Layout> LayoutA, LayoutB, LayoutC, LayoutMetadata;
  bool Satfinite = false;
  /// sm80.sparse_mma: the sparsity selector.
  unsigned SparsitySelector = 0;
  /// SM120.mma_bs: the scale factors' type, how many K elements share one,
  /// and which byte of the scale register and which thread of the quad
  /// supply A's and B's.
  MmaElement ScaleType = MmaElement::UE8M0;
  unsigned VecSize = 0;
  unsigned ByteIdA = 0, ByteIdB = 0, ThreadIdA = 0, ThreadIdB = 0;
  /// sm90.mma, sm100.*: negate A or B; A or B transposed (MN-major).
  bool NegateA = false, NegateB = false;
  bool TransposeA = false, TransposeB = false;
  /// sm100.*: the CTA group (1 or 2) and the collector usage of A
  /// (0 discard, 1 lastuse, 2 fill, 3 use).
  unsigned CtaGroup = 1, Collector = 0;
  /// sm100.mma_bs*: the scale factors' types and their byte ids.
  MmaElement ScaleTypeA = MmaElement::UE8M0, ScaleTypeB = MmaElement::UE8M0;
  unsigned ScaleFactorIdA = 0, ScaleFactorIdB = 0;
  /// sm100.*: declared operand tiles (A M x K, B N x K, D M x N).
  std::optional<Layout> LayoutD;
  /// sm90.mma: its wgmma.mma_async form, which verifyMmaUse finds (null
  /// until then, or when the use is none), so that the intrinsic name and
  /// the immediates need not search the table of forms again.
  const lattices::WgmmaFormRow *WgmmaForm = nullptr;

  bool isUmma() const {
    return Kind == AtomKind::Sm100Mma || Kind == AtomKind::Sm100MmaSp ||
           Kind == AtomKind::Sm100MmaBs || Kind == AtomKind::Sm100MmaBsSp;
  }
  bool isUmmaSparse() const {
    return Kind == AtomKind::Sm100MmaSp || Kind == AtomKind::Sm100MmaBsSp;
  }
  bool isUmmaBlockScaled() const {
    return Kind == AtomKind::Sm100MmaBs || Kind == AtomKind::Sm100MmaBsSp;
  }

  bool isSparse() const { return Kind == AtomKind::Sm80SparseMma; }
};

/// Reads the attributes of an MMA atom of kind \p Kind (an MmaAtom). Unknown
/// keys, missing required keys and malformed values are an AttributeError.
Expected<MmaUse> readMmaUse(AtomKind Kind, const AtomAttributes &Attributes);

/// The verifier ladder of the atom's tier for a use on \p T: success when
/// the use is legal, else an error with the first mismatch. Records an
/// sm90.mma use's form in its WgmmaForm.
Error verifyMmaUse(MmaUse &Use, const Target &T);
/// The same for a use the caller does not keep.
inline Error verifyMmaUse(MmaUse &&Use, const Target &T) {
  return verifyMmaUse(Use, T);
}

/// The rank rules of cute's GEMM over operand layouts: A and B of one rank,
/// C and D of one rank, and C's rank what A's allows ((V) x (V) => (V),
/// (M) x (N) => (M, N), (M, K) x (N, K) => (M, N), (V, M) x (V, N) =>
/// (V, M, N), (V, M, K) x (V, N, K) => (V, M, N)). Success when they hold,
/// else an error with the dialect's diagnostic ("expects A, B to have the
/// same rank, but got A: ..., B: ...", "expects C, D to have the same rank,
/// ...", "expects C to have rank 1 or 2, but got C: ...", "... rank 2 or 3
/// ...", "... rank 3 ..."). A rank above 3 is for the caller to reject.
Error checkGemmRanks(const Layout &A, const Layout &B, const Layout &C,
                     const Layout &D);

/// The reference (thread, value) layout of an operand of a register MMA
/// (sm80.mma, sm80.sparse_mma, sm89.mma): thread (4, 8) x values, mapped to
/// the column-major tile of the operand (A: M x K, B: N x K, C: M x N;
/// metadata: the M rows whose metadata a thread's word carries).
Layout referenceLayout(const MmaUse &Use, MmaOperand Operand);

/// The PTX form of a register MMA and its register counts.
struct RegisterMmaForm {
  /// The inline-asm template: `mma.sync...` with $N operands in the order
  /// D, A, B, C[, metadata].
  std::string Asm;
  unsigned RegistersA = 0, RegistersB = 0, RegistersC = 0;
  /// Whether C/D are f32 registers (`f`), else b32 (`r`).
  bool FloatAccumulator = false;
  /// The PTX ISA version the form needs, times 10 (85 = PTX 8.5).
  unsigned MinPtx = 0;
};
/// \p PtxVersion (times 10) is the version the PTX is written for; it picks
/// the INT8 sparse fast path where it exists.
RegisterMmaForm registerMmaForm(const MmaUse &Use, unsigned PtxVersion);

/// sm90.mma: the wgmma.mma_async intrinsic the use becomes
/// (`llvm.nvvm.wgmma.mma_async.{ss,rs}.m64n<N>k<K>...`, docs/WGMMA.md), and
/// its immediates after scale_d: scale A and B (1 or -1) for floating-point
/// inputs, then transpose A (descriptor A only) and B for f16 and bf16.
/// Both read the use's form (MmaUse::WgmmaForm, a row of the table
/// generated from NVPTXWgmmaLattice.td); for a use without one (not
/// verified, or one verifyMmaUse rejects) the name is empty.
std::string wgmmaIntrinsicName(const MmaUse &Use);
SmallVector<int32_t, 4> wgmmaImmediates(const MmaUse &Use);

/// atom.universal_fma: whether the use is a warp-wide tensor-core MMA of
/// SM70 (8x8x4) or SM75 (16x8x8), which becomes LLVM 19's
/// `llvm.nvvm.mma.m<M>n<N>k<K>.row.col.<c>.<c>`, rather than the per-thread
/// 1x1x1 fused multiply-add; the PTX ISA version that intrinsic needs.
bool isTensorCoreFma(const MmaUse &Use);
std::string universalMmaIntrinsicName(const MmaUse &Use);
unsigned universalMmaMinPtx(const MmaUse &Use);

/// SM100 block-scaled UMMA, as the cute_nvgpu dialect's block-scaled UMMA
/// verifier computes it: the packed (atom_K << 32) | vecSize of one of the
/// three legal (atom_K, vecSize) forms — 0x2000000020, 0x4000000010,
/// 0x4000000020 — or 0 when the types, K, scale types and
/// vector size form none of them.
uint64_t ummaBlockScaleForm(MmaElement A, MmaElement B, MmaElement C,
                            unsigned K, MmaElement ScaleA, MmaElement ScaleB,
                            unsigned VecSize);

/// sm100.*: the tcgen05.mma instruction descriptor word of a verified use.
uint32_t ummaInstrDescriptor(const MmaUse &Use);

/// sm100.*: the LLVM 22 tcgen05.mma intrinsic the use becomes
/// (docs/Tcgen05.md), and for the dense kinds its `kind` immediate.
std::string ummaIntrinsicName(const MmaUse &Use);
unsigned ummaKindImmediate(const MmaUse &Use);

/// SM120.mma_bs: the LLVM 22 intrinsic the use becomes,
/// `llvm.nvvm.mma.block.scale.m16n8k<K>.row.col.<kind>.scale.<N>x...`.
std::string blockScaleIntrinsicName(const MmaUse &Use);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_MMAATOM_H

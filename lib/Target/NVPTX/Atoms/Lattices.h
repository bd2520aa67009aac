//===- Lattices.h - The instruction lattices the atoms read -----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows of the tables Atoms/Lattices.td generates from the NVPTX target's
// lattice files (NVPTXWgmmaLattice.td, NVPTXTcgen05Lattice.td,
// NVPTXMmaKindLattice.td, NVPTXTmaLattice.td), as the atom library reads
// them. Lattices.cpp holds
// the generated tables; nothing else includes Lattices.inc.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_ATOMS_LATTICES_H
#define NVPTX_ATOMS_LATTICES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <vector>

namespace llvm::cute_nvgpu::lattices {

/// A wgmma.mma_async form: element types as PTX spells them, N and K, the
/// modifier ("", "satfinite" or "and.popc"), which immediates it has, and
/// its intrinsics with A from shared memory and from registers.
struct WgmmaFormRow {
  const char *Acc, *A, *B;
  uint16_t N, K;
  const char *Modifier;
  bool HasScale, HasTranspose;
  const char *SharedIntrinsic, *RegisterIntrinsic;
};

/// A tcgen05.ld/st shape: the 32-bit registers one repetition takes, and
/// whether it addresses a second half by a column offset.
struct Tcgen05LdStShapeRow {
  uint8_t Position;
  const char *Name;
  uint8_t RegistersPerRep;
  bool HasOffset;
};

/// A tcgen05.cp shape: its intrinsic-name and PTX spellings.
struct Tcgen05CpShapeRow {
  uint8_t Position;
  const char *Name, *Ptx;
};

/// A decompression of tcgen05.cp.
struct Tcgen05CpDecompressRow {
  uint8_t Position;
  const char *Name;
};

/// A tensor-copy mode of cp.async.bulk.tensor: the ranks it has, and
/// whether a load takes one offset per spatial dimension of the filter
/// (rank - 2, im2col).
struct TmaCopyModeRow {
  uint8_t Position;
  const char *Name;
  uint8_t MinRank, MaxRank;
  bool OffsetsPerSpatialDim;
};

/// A tcgen05.mma kind. The dense kinds come first, and a dense kind's
/// Position is the `kind` immediate of LLVM 22's tcgen05.mma intrinsics;
/// cute_nvgpu::UmmaKind's enumerators are the positions. K is the dense
/// MMA's; Inputs are the A/B types in the order diagnostics list them,
/// TypeCodes their instruction-descriptor codes in the same order, and
/// Accumulators the D types, F32OnlyInputs the inputs whose D can only be
/// f32, each a list joined by "|" (listItems splits it); MixedInputs: B may
/// be another input type than A; Integer: kind::i8;
/// Descriptor: the instruction-descriptor layout ("dense", "block_scaled",
/// "block_scaled_fp4").
struct Tcgen05MmaKindRow {
  uint8_t Position;
  const char *Name;
  uint8_t K;
  const char *Inputs, *TypeCodes, *Accumulators, *F32OnlyInputs;
  bool MixedInputs, Integer, BlockScaled;
  const char *Descriptor;
};

/// A scale-vector variant of a block-scaled kind (Kind: its position):
/// VecSize elements along K share one scale factor (tcgen05.mma's
/// `.block<VecSize>`; SM120's `.scale_vec::<ScaleVector>X`, ScaleVector =
/// K / VecSize). ScaleTypes ("|"-joined) are the factor types tcgen05.mma
/// takes, WarpScaleType the one of LLVM 22's SM120 intrinsic; Default: the
/// kind's variant when no qualifier is written.
struct MmaBlockScaleRow {
  uint8_t Position, Kind, VecSize, ScaleVector;
  const char *ScaleTypes, *WarpScaleType;
  bool Default;
};

/// A usage of tcgen05.mma's collector buffer; its Position is the
/// `collector` immediate.
struct Tcgen05CollectorUsageRow {
  uint8_t Position;
  const char *Name;
};

/// A warp-level MMA family of the sm80.mma, sm80.sparse_mma or sm89.mma
/// atom (Atom: its mnemonic): A/B types, accumulators and K values, each
/// "|"-joined (listItems splits them); MinPTX times ten.
struct RegisterMmaFamilyRow {
  uint8_t Position;
  const char *Atom, *Inputs;
  bool MixedInputs;
  const char *Accumulators, *Ks;
  uint8_t MinPTX;
};

/// A reduction of cp.reduce.async.bulk.tensor.
struct TmaReduceOpRow {
  uint8_t Position;
  const char *Name;
};

/// The tables, the tcgen05, MMA kind and TMA ones in the PTX ISA's order.
ArrayRef<WgmmaFormRow> wgmmaForms();
ArrayRef<Tcgen05LdStShapeRow> tcgen05LdStShapes();
ArrayRef<Tcgen05CpShapeRow> tcgen05CpShapes();
ArrayRef<Tcgen05CpDecompressRow> tcgen05CpDecompressions();
ArrayRef<TmaCopyModeRow> tmaCopyModes();
ArrayRef<RegisterMmaFamilyRow> registerMmaFamilies();
ArrayRef<TmaReduceOpRow> tmaReduceOps();
ArrayRef<Tcgen05MmaKindRow> tcgen05MmaKinds();
ArrayRef<MmaBlockScaleRow> mmaBlockScales();
ArrayRef<Tcgen05CollectorUsageRow> tcgen05CollectorUsages();

/// The items of a list field ("f16|bf16"), in order.
SmallVector<StringRef, 8> listItems(StringRef List);

/// The tensor-copy mode named \p Name as the intrinsics name it ("tile",
/// "im2col", ...), which the table has.
const TmaCopyModeRow &tmaCopyMode(StringRef Name);

/// The Name of each row, in table order (an attribute's choices).
template <typename Row> std::vector<const char *> rowNames(ArrayRef<Row> Rows) {
  std::vector<const char *> Names;
  for (const Row &R : Rows)
    Names.push_back(R.Name);
  return Names;
}

} // namespace llvm::cute_nvgpu::lattices

#endif // NVPTX_ATOMS_LATTICES_H

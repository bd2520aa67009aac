//===- Lattices.h - The instruction lattices the atoms read -----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rows of the tables Atoms/Lattices.td generates from the NVPTX target's
// lattice files (NVPTXWgmmaLattice.td, NVPTXTcgen05Lattice.td,
// NVPTXTmaLattice.td), as the atom library reads them. Lattices.cpp holds
// the generated tables; nothing else includes Lattices.inc.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_ATOMS_LATTICES_H
#define NVPTX_ATOMS_LATTICES_H

#include "llvm/ADT/ArrayRef.h"
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

/// A reduction of cp.reduce.async.bulk.tensor.
struct TmaReduceOpRow {
  uint8_t Position;
  const char *Name;
};

/// The tables, the tcgen05 and TMA ones in the PTX ISA's order.
ArrayRef<WgmmaFormRow> wgmmaForms();
ArrayRef<Tcgen05LdStShapeRow> tcgen05LdStShapes();
ArrayRef<Tcgen05CpShapeRow> tcgen05CpShapes();
ArrayRef<Tcgen05CpDecompressRow> tcgen05CpDecompressions();
ArrayRef<TmaCopyModeRow> tmaCopyModes();
ArrayRef<TmaReduceOpRow> tmaReduceOps();

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

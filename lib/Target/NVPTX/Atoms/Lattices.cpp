//===- Lattices.cpp - The generated lattice tables ------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Lattices.h"

namespace llvm::cute_nvgpu::lattices {

// The tables TableGen generates (Atoms/Lattices.td). The lookup functions
// that come with the tables ordered by Position have external linkage here,
// so that, unused, they draw no warning.
#define GET_WgmmaFormTable_IMPL
#define GET_Tcgen05LdStShapeTable_DECL
#define GET_Tcgen05LdStShapeTable_IMPL
#define GET_Tcgen05CpShapeTable_DECL
#define GET_Tcgen05CpShapeTable_IMPL
#define GET_Tcgen05CpDecompressTable_DECL
#define GET_Tcgen05CpDecompressTable_IMPL
#define GET_RegisterMmaFamilyTable_DECL
#define GET_RegisterMmaFamilyTable_IMPL
#define GET_TmaCopyModeTable_DECL
#define GET_TmaCopyModeTable_IMPL
#define GET_TmaReduceOpTable_DECL
#define GET_TmaReduceOpTable_IMPL
#define GET_Tcgen05MmaKindTable_DECL
#define GET_Tcgen05MmaKindTable_IMPL
#define GET_MmaBlockScaleTable_DECL
#define GET_MmaBlockScaleTable_IMPL
#define GET_Tcgen05CollectorUsageTable_DECL
#define GET_Tcgen05CollectorUsageTable_IMPL
#include "Lattices.inc"

ArrayRef<WgmmaFormRow> wgmmaForms() { return WgmmaFormTable; }
ArrayRef<Tcgen05LdStShapeRow> tcgen05LdStShapes() {
  return Tcgen05LdStShapeTable;
}
ArrayRef<Tcgen05CpShapeRow> tcgen05CpShapes() { return Tcgen05CpShapeTable; }
ArrayRef<Tcgen05CpDecompressRow> tcgen05CpDecompressions() {
  return Tcgen05CpDecompressTable;
}
ArrayRef<TmaCopyModeRow> tmaCopyModes() { return TmaCopyModeTable; }
ArrayRef<RegisterMmaFamilyRow> registerMmaFamilies() {
  return RegisterMmaFamilyTable;
}
ArrayRef<TmaReduceOpRow> tmaReduceOps() { return TmaReduceOpTable; }
ArrayRef<Tcgen05MmaKindRow> tcgen05MmaKinds() { return Tcgen05MmaKindTable; }
ArrayRef<MmaBlockScaleRow> mmaBlockScales() { return MmaBlockScaleTable; }
ArrayRef<Tcgen05CollectorUsageRow> tcgen05CollectorUsages() {
  return Tcgen05CollectorUsageTable;
}

SmallVector<StringRef, 8> listItems(StringRef List) {
  SmallVector<StringRef, 8> Items;
  List.split(Items, '|', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  return Items;
}

const TmaCopyModeRow &tmaCopyMode(StringRef Name) {
  for (const TmaCopyModeRow &Mode : TmaCopyModeTable)
    if (Name == Mode.Name)
      return Mode;
  llvm_unreachable("not a mode of NVPTXTmaLattice.td");
}

} // namespace llvm::cute_nvgpu::lattices

//===- WgmmaForms.td - The wgmma.mma_async forms, for the atoms -*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The table of NVPTXWgmmaLattice.td's forms that the atom library reads
// (WgmmaForms.inc, by llvm-tblgen -gen-searchable-tables): the sm90.mma
// verifier checks an atom against it, and the lowering takes the form's
// intrinsic and immediates from it. The library does not link the NVPTX
// target, so it gets the lattice this way rather than from the target's
// tables.
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"
include "NVPTXWgmmaLattice.td"

def WgmmaFormTable : GenericTable {
  let FilterClass = "WgmmaForm";
  let CppTypeName = "WgmmaFormRow";
  let Fields = ["Acc", "A", "B", "N", "K", "Modifier", "HasScale",
                "HasTranspose", "MinPTX", "SharedIntrinsic",
                "RegisterIntrinsic"];
}

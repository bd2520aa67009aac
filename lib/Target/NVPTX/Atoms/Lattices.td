//===- Lattices.td - Instruction lattices, for the atoms -------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tables of the NVPTX target's lattice files that the atom library
// reads (Lattices.inc, by llvm-tblgen -gen-searchable-tables). The library
// does not link the NVPTX target, so it gets each lattice this way rather
// than from the target's tables; the target's TableGen run makes its
// instructions and intrinsic rows of the same records.
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"
include "NVPTXWgmmaLattice.td"
include "NVPTXTcgen05Lattice.td"
include "NVPTXTargetSets.td"
include "NVPTXMmaKindLattice.td"
include "NVPTXTmaLattice.td"
include "NVPTXRegisterMmaLattice.td"

// The wgmma.mma_async forms: the sm90.mma verifier checks an atom against
// them, and the lowering takes the form's intrinsic and immediates.
def WgmmaFormTable : GenericTable {
  let FilterClass = "WgmmaForm";
  let CppTypeName = "WgmmaFormRow";
  let Fields = ["Acc", "A", "B", "N", "K", "Modifier", "HasScale",
                "HasTranspose", "SharedIntrinsic", "RegisterIntrinsic"];
}

// The tcgen05.ld/st and tcgen05.cp shapes and cp's decompressions, in the
// PTX ISA's order: the tmem_load, tmem_store and s2t_copy atoms' choices.
def Tcgen05LdStShapeTable : GenericTable {
  let FilterClass = "Tcgen05LdStShape";
  let CppTypeName = "Tcgen05LdStShapeRow";
  let Fields = ["Position", "Name", "RegistersPerRep", "HasOffset"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05LdStShape";
}
def Tcgen05CpShapeTable : GenericTable {
  let FilterClass = "Tcgen05CpShape";
  let CppTypeName = "Tcgen05CpShapeRow";
  let Fields = ["Position", "Name", "Ptx"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05CpShape";
}
def Tcgen05CpDecompressTable : GenericTable {
  let FilterClass = "Tcgen05CpDecompress";
  let CppTypeName = "Tcgen05CpDecompressRow";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05CpDecompress";
}

// The tensor-copy modes: the ranks an atom of the mode takes and the
// offsets its load passes.
def TmaCopyModeTable : GenericTable {
  let FilterClass = "TmaCopyMode";
  let CppTypeName = "TmaCopyModeRow";
  let Fields = ["Position", "Name", "MinRank", "MaxRank",
                "OffsetsPerSpatialDim"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTmaCopyMode";
}

// The tcgen05.mma kinds, the scale-vector variants of the block-scaled ones
// (which SM120's block-scaled mma.sync shares) and the collector usages, in
// the PTX ISA's order: what the sm100 and SM120 MMA atoms take, the kind
// immediate, the instruction descriptor's type codes.
def Tcgen05MmaKindTable : GenericTable {
  let FilterClass = "Tcgen05MmaKind";
  let CppTypeName = "Tcgen05MmaKindRow";
  let Fields = ["Position", "Name", "K", "InputList", "TypeCodeList",
                "AccumulatorList", "F32OnlyInputList", "MixedInputs",
                "Integer", "BlockScaled", "Descriptor"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05MmaKind";
}
def MmaBlockScaleTable : GenericTable {
  let FilterClass = "MmaBlockScale";
  let CppTypeName = "MmaBlockScaleRow";
  let Fields = ["Position", "KindPosition", "VecSize", "ScaleVector",
                "ScaleTypeList", "WarpScaleType", "Default"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupMmaBlockScale";
}
def Tcgen05CollectorUsageTable : GenericTable {
  let FilterClass = "Tcgen05CollectorUsage";
  let CppTypeName = "Tcgen05CollectorUsageRow";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05CollectorUsage";
}

// The reductions of cp.reduce.async.bulk.tensor: the atom.tma_reduce<op>
// types.
def TmaReduceOpTable : GenericTable {
  let FilterClass = "TmaReduceOp";
  let CppTypeName = "TmaReduceOpRow";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTmaReduceOp";
}

// The warp-level MMA families: what the sm80.mma, sm80.sparse_mma and
// sm89.mma atoms take.
def RegisterMmaFamilyTable : GenericTable {
  let FilterClass = "RegisterMmaFamily";
  let CppTypeName = "RegisterMmaFamilyRow";
  let Fields = ["Position", "Atom", "InputList", "MixedInputs",
                "AccumulatorList", "KList", "MinPTX"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupRegisterMmaFamily";
}

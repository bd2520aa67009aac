//===- NVPTXTma.td - TMA, proxy fences, stmatrix ---------------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The Hopper asynchronous-copy surface LLVM 19 lacks, with LLVM 22's
// intrinsic names and signatures (sm_90, PTX ISA 8.0 unless said otherwise):
//
//  - cp.async.bulk.tensor: tensor loads into shared::cluster completing on
//    an mbarrier (multicast, cache hint, cta_group), stores and reductions
//    into global memory (bulk_group completion), L2 prefetches; tile and
//    im2col modes, ranks 1-5 (im2col: 3-5), and Blackwell's im2col::w,
//    im2col::w::128 (3-5), tile::gather4 and tile::scatter4 (2d);
//  - prefetch.tensormap, the tensormap proxy fences and the
//    tensormap.replace mutators of the tensor map's fields;
//  - cp.async.bulk, the contiguous copies without a tensor map.
//
// LLVM 22 overloads prefetch.tensormap and tensormap.replace.* on the
// pointer type; each mangled name (`.p0`, `.p3`, ...) is a row here. The
// async proxy fences are in NVPTXSync.td, stmatrix in NVPTXMisc.td.
//
// Optional operands (the multicast mask, the cache policy) are always
// operands of the MachineInstr; the flag immediates that enable them decide
// whether they and their modifiers are printed (printTmaModifier), as in
// LLVM 22's output.
//
//===----------------------------------------------------------------------===//

include "NVPTXTmaLattice.td"

// A flag or mode immediate printed as the modifier `${op:NAME}` names.
def TmaFlag : Operand<i1> {
  let PrintMethod = "printTmaModifier";
}
def TmaMode : Operand<i32> {
  let PrintMethod = "printTmaModifier";
}
// A register printed as ", $r" only when the flag immediate N operands
// after it is set: `${op:ifsetN}`.
def TmaOptI16 : RegisterOperand<Int16Regs> {
  let PrintMethod = "printTmaModifier";
}
def TmaOptI64 : RegisterOperand<Int64Regs> {
  let PrintMethod = "printTmaModifier";
}

// cta_group::1/2 on a tensor load: the tcgen05 targets (Tcgen05Family).

defvar TmaAttrs = "convergent nocallback nofree nosync nounwind willreturn";

class TMA_INST<dag outs, dag ins, string asm>
    : NVPTXInst<outs, ins, asm, []> {
  // The async proxy and the barriers are not modelled: nothing moves
  // across these instructions.
  let hasSideEffects = true;
  let isConvergent = true;
}

//===----------------------------------------------------------------------===//
// cp.async.bulk.tensor
//===----------------------------------------------------------------------===//

// "[$tmap, {$c0, ...}]": the tensor operand.
class TmaTensor<int coords> {
  string Asm = "[$tmap, " # ExtList<"c", coords>.Asm # "]";
}

// The leading operands every form shares: the tensor map and coordinates
// (and the offsets when the form takes them).
class TmaCoordArgs<int coords, int offsets> {
  list<ExtArg> Args = !listconcat(
      [ExtReg<"ptr readonly", Int64Regs, "tmap">,
       ExtScalars<"i32", Int32Regs, coords, "c">],
      !if(offsets, [ExtScalars<"i16", Int16Regs, offsets, "off">],
          []<ExtArg>));
  string OffsetAsm = !if(offsets, ", " # ExtList<"off", offsets>.Asm, "");
}

foreach Mode = TmaCopyModes in
foreach Rank = !range(!cast<int>(Mode.MinRank),
                      !add(!cast<int>(Mode.MaxRank), 1)) in {
  defvar Dim = Rank # "d";
  defvar Suffix = Mode.Name # "." # Dim;
  defvar DefSuffix = !toupper(!subst(".", "_", Mode.Name)) # "_" # Rank # "D";
  defvar NumCoords = !if(Mode.Coords, Mode.Coords, Rank);
  defvar NumOffsets = !if(Mode.OffsetsPerSpatialDim, !sub(Rank, 2),
                          Mode.Offsets);
  defvar Coords = TmaCoordArgs<NumCoords, NumOffsets>;
  defvar NoOffsets = TmaCoordArgs<NumCoords, 0>;
  defvar Tensor = TmaTensor<NumCoords>.Asm;
  // im2col stores and reductions take no offsets: their PTX mode is
  // im2col_no_offs.
  defvar StoreMode = !if(!eq(Mode.Name, "im2col"), "im2col_no_offs", Mode.Ptx);

  if Mode.Loads then {
    // Global -> shared::cluster, completing on an mbarrier.
    defvar LoadArgs = !listconcat(
        [ExtReg<"ptr addrspace(7) writeonly", Int64Regs, "dst">,
         ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">],
        Coords.Args,
        [ExtReg<"i16", TmaOptI16, "mc">, ExtReg<"i64", TmaOptI64, "ch">,
         ExtReg<"i1 immarg", TmaFlag, "flag_mc">,
         ExtReg<"i1 immarg", TmaFlag, "flag_ch">,
         ExtReg<"i32 immarg", TmaMode, "cg">]);
    defvar LoadIns = ExtIns<LoadArgs>;
    def TMA_G2S_ # DefSuffix
        : TMA_INST<(outs), LoadIns.Ins,
                   "cp.async.bulk.tensor." # Dim # ".shared::cluster.global."
                   # Mode.Ptx # ".mbarrier::complete_tx::bytes"
                   # "${flag_mc:multicast}${flag_ch:cache_hint}${cg:cta_group}"
                   # " [$dst], " # Tensor # ", [$mbar]"
                   # Coords.OffsetAsm # "${mc:ifset2}${ch:ifset2};">;
    // The argument number of cta_group: the last of dst, mbar, tmap, the
    // coordinates, the offsets, mc, ch and the three immediates.
    defvar CgArg = !cast<string>(!add(NumCoords, NumOffsets, 7));
    defvar CgTargets = !strconcat(CgArg, "=1|2 (cta_group::1/2): ",
                                  Tcgen05Family.Targets);
    def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.g2s." # Suffix,
                            "void " # LoadIns.Signature,
                            !cast<Instruction>("TMA_G2S_" # DefSuffix)> {
      let FnAttrs = TmaAttrs;
      let Targets = Mode.Targets;
      let MinPTX = Mode.MinPTX;
      let ImmArgValues = CgArg # ":0..2";
      let ImmArgTargets = CgTargets;
  }

  // Global -> this CTA's shared memory: no multicast and no cta_group;
  // the destination is a shared::cta address.
  defvar CtaLoadIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(3) writeonly", Int64Regs, "dst">,
       ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">],
      Coords.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  def TMA_G2S_CTA_ # DefSuffix
      : TMA_INST<(outs), CtaLoadIns.Ins,
                 "cp.async.bulk.tensor." # Dim # ".shared::cta.global."
                 # Mode.Ptx # ".mbarrier::complete_tx::bytes"
                 # "${flag_ch:cache_hint} [$dst], " # Tensor
                 # ", [$mbar]" # Coords.OffsetAsm # "${ch:ifset1};">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.g2s.cta." # Suffix,
                          "void " # CtaLoadIns.Signature,
                          !cast<Instruction>("TMA_G2S_CTA_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = Mode.CtaTargets;
    let MinPTX = Mode.CtaPTX;
  }

  // Global -> L2.
  defvar PrefetchIns = ExtIns<!listconcat(
      Coords.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  def TMA_PREFETCH_ # DefSuffix
      : TMA_INST<(outs), PrefetchIns.Ins,
                 "cp.async.bulk.prefetch.tensor." # Dim # ".L2.global."
                 # Mode.Ptx # "${flag_ch:cache_hint} " # Tensor
                 # Coords.OffsetAsm # "${ch:ifset1};">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.prefetch." # Suffix,
                          "void " # PrefetchIns.Signature,
                          !cast<Instruction>("TMA_PREFETCH_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = Mode.Targets;
    let MinPTX = Mode.MinPTX;
  }
  }

  // Shared::cta -> global: a store, or a reduction into global memory.
  defvar StoreIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(3) readonly", Int64Regs, "src">],
      NoOffsets.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  defvar StoreOperands = " " # Tensor # ", [$src]${ch:ifset1};";
  if Mode.Stores then {
    def TMA_S2G_ # DefSuffix
        : TMA_INST<(outs), StoreIns.Ins,
                   "cp.async.bulk.tensor." # Dim # ".global.shared::cta."
                   # StoreMode # ".bulk_group${flag_ch:cache_hint}"
                   # StoreOperands>;
    def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.s2g." # Suffix,
                            "void " # StoreIns.Signature,
                            !cast<Instruction>("TMA_S2G_" # DefSuffix)> {
      let FnAttrs = TmaAttrs;
      let Targets = Mode.Targets;
      let MinPTX = Mode.MinPTX;
  }
  }
  if Mode.Reductions then
  foreach Reduce = TmaReduceOps in {
    defvar Op = Reduce.Name;
    def TMA_RED_ # !toupper(Op) # _ # DefSuffix
        : TMA_INST<(outs), StoreIns.Ins,
                   "cp.reduce.async.bulk.tensor." # Dim
                   # ".global.shared::cta." # Op # "." # StoreMode
                   # ".bulk_group${flag_ch:cache_hint}" # StoreOperands>;
    def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.reduce." # Op
                            # "." # Suffix,
                            "void " # StoreIns.Signature,
                            !cast<Instruction>("TMA_RED_" # !toupper(Op)
                                               # "_" # DefSuffix)> {
      let FnAttrs = TmaAttrs;
      let Targets = Mode.Targets;
      let MinPTX = Mode.MinPTX;
    }
  }
}

//===----------------------------------------------------------------------===//
// Tensor maps: prefetch, proxy fences, the device-mutable fields
//===----------------------------------------------------------------------===//

// The overloads: the mangled suffix, the pointer type, the PTX state space,
// and the FixedIntrinsic enumerator the atom lowering declares it by.
foreach Space = [["p0", "ptr", "", "PrefetchTensormap"],
                 ["p4", "ptr addrspace(4)", ".const", "PrefetchTensormapConst"],
                 ["p101", "ptr addrspace(101)", ".param",
                  "PrefetchTensormapParam"]] in {
  def TMA_PREFETCH_TENSORMAP_ # !toupper(Space[0])
      : TMA_INST<(outs), (ins Int64Regs:$tmap),
                 "prefetch" # Space[2] # ".tensormap \t[$tmap];">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.prefetch.tensormap." # Space[0],
                          "void (" # Space[1] # " readonly nocapture)",
                          !cast<Instruction>("TMA_PREFETCH_TENSORMAP_"
                                             # !toupper(Space[0]))>,
        NVPTXExtFixed<Space[3]> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: readwrite)";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

foreach Scope = ["cta", "cluster", "gpu", "sys"] in {
  def TMA_FENCE_TENSORMAP_RELEASE_ # !toupper(Scope)
      : TMA_INST<(outs), (ins),
                 "fence.proxy.tensormap::generic.release." # Scope # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.fence.proxy.tensormap_generic.release."
                          # Scope, "void ()",
                          !cast<Instruction>("TMA_FENCE_TENSORMAP_RELEASE_"
                                             # !toupper(Scope))> {
    let FnAttrs = "nocallback nounwind";
    let Targets = "sm_90";
    let MinPTX = 83;
  }
  // The acquire names the 128-byte tensor map it makes visible.
  def TMA_FENCE_TENSORMAP_ACQUIRE_ # !toupper(Scope)
      : TMA_INST<(outs), (ins Int64Regs:$tmap, i32imm:$size),
                 "fence.proxy.tensormap::generic.acquire." # Scope
                 # " \t[$tmap], $size;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.fence.proxy.tensormap_generic.acquire."
                          # Scope, "void (ptr, i32 immarg)",
                          !cast<Instruction>("TMA_FENCE_TENSORMAP_ACQUIRE_"
                                             # !toupper(Scope))> {
    let FnAttrs = "nocallback nounwind memory(argmem: readwrite)";
    let ImmArgValues = "1:128..128";
    let Targets = "sm_90";
    let MinPTX = 83;
  }
}

// The targets with tensormap.replace: the arch-specific sm_90a and the
// sm_100, sm_101, sm_110 and sm_120 families.
defvar TmaReplaceTargets =
    "sm_90a@ptx83, sm_100a@ptx83, sm_101a@ptx83, sm_120a@ptx83, "
    # "sm_100f@ptx88, sm_101f@ptx88, sm_120f@ptx88, sm_110f@ptx90";

// The fields LLVM 22 added for Blackwell (swizzle atomicity, element types
// 13-15): sm_100a, sm_101a and sm_120a from PTX ISA 8.7, their families
// from 8.8 and the sm_110 family from 9.0; not sm_90a.
defvar TmaReplaceBlackwellTargets =
    "sm_100a@ptx87, sm_101a@ptx87, sm_120a@ptx87, sm_100f@ptx88, "
    # "sm_101f@ptx88, sm_120f@ptx88, sm_110f@ptx90";

// One field tensormap.replace.tile rewrites: its name in the intrinsic and
// in PTX, the new value's IR type and register class, or for a field set
// by an immediate the values it takes ("" for a register), whether an
// immediate ordinal names the dimension, and the targets of the field and
// of particular values (ImmArgTargets, operand 1 being the value).
class TmaReplacedField<string name, string ptx, string ir, DAGOperand value,
                       string values, bit ordinal,
                       string targets = TmaReplaceTargets,
                       string valueTargets = ""> {
  string Name = name;
  string Ptx = ptx;
  string IR = ir;
  DAGOperand Value = value;
  string Values = values;
  bit Ordinal = ordinal;
  string Targets = targets;
  string ValueTargets = valueTargets;
}
defvar TmaReplacedFields = [
  TmaReplacedField<"global.address", "global_address", "i64", Int64Regs, "",
                   0>,
  TmaReplacedField<"global.dim", "global_dim", "i32", Int32Regs, "", 1>,
  TmaReplacedField<"global.stride", "global_stride", "i64", Int64Regs, "", 1>,
  TmaReplacedField<"box.dim", "box_dim", "i32", Int32Regs, "", 1>,
  TmaReplacedField<"element.stride", "element_stride", "i32", Int32Regs, "",
                   1>,
  TmaReplacedField<"rank", "rank", "i32", Int32Regs, "", 0>,
  // The CUtensorMapDataType values; 13-15 (the 4- and 6-bit types of
  // Blackwell) on the Blackwell families only.
  TmaReplacedField<"elemtype", "elemtype", "i32", i32imm, "0..15", 0,
                   TmaReplaceTargets,
                   !strconcat("1=13|14|15 (elemtype 13-15): ",
                              TmaReplaceBlackwellTargets)>,
  TmaReplacedField<"fill.mode", "fill_mode", "i32", i32imm, "0..1", 0>,
  TmaReplacedField<"interleave.layout", "interleave_layout", "i32", i32imm,
                   "0..2", 0>,
  TmaReplacedField<"swizzle.atomicity", "swizzle_atomicity", "i32", i32imm,
                   "0..3", 0, TmaReplaceBlackwellTargets>,
  // Swizzle mode 4 (128B with 32B atoms and 8-byte flips): sm_103a only
  // in LLVM 22.
  TmaReplacedField<"swizzle.mode", "swizzle_mode", "i32", i32imm, "0..4", 0,
                   TmaReplaceTargets, "1=4 (swizzle mode 4): sm_103a@ptx88">,
];

// tensormap.replace.tile on a tensor map in global or shared memory.
foreach Space = [["p1", "ptr addrspace(1)", "global"],
                 ["p3", "ptr addrspace(3)", "shared::cta"]] in
foreach Field = TmaReplacedFields in {
  defvar Def = "TMA_REPLACE_" # !toupper(!subst(".", "_", Field.Name)) # "_"
               # !toupper(Space[0]);
  defvar Imm = !not(!empty(Field.Values));
  def "" # Def
      : TMA_INST<(outs),
                 !con((ins Int64Regs:$tmap),
                      !if(Field.Ordinal, (ins i32imm:$ord), (ins)),
                      (ins Field.Value:$value)),
                 "tensormap.replace.tile." # Field.Ptx # "." # Space[2]
                 # ".b1024.b" # !if(!eq(Field.IR, "i64"), "64", "32")
                 # " \t[$tmap], " # !if(Field.Ordinal, "$ord, ", "")
                 # "$value;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tensormap.replace." # Field.Name
                          # "." # Space[0],
                          "void (" # Space[1] # " nocapture, "
                          # !if(Field.Ordinal, "i32 immarg, ", "") # Field.IR
                          # !if(Imm, " immarg", "") # ")",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: write)";
    // LLVM 22 takes any ordinal; ptxas only those of the five dimensions.
    // The immediate fields take LLVM 22's ranges.
    let ImmArgValues = !if(Field.Ordinal, "1:0..4",
                           !if(Imm, "1:" # Field.Values, ""));
    // LLVM 22's hasTensormapReplaceSupport and the per-field predicates.
    let Targets = Field.Targets;
    let ImmArgTargets = Field.ValueTargets;
    let MinPTX = 83;
  }
}

//===----------------------------------------------------------------------===//
// Address-space casts to and from shared::cluster (addrspace 7), which
// LLVM 19 does not know: NVPTXExt::select picks these for them.
//
// In llc a cast from shared::cluster to generic becomes a call of
// llvm.nvvm.ext.cvta.shared.cluster.to.generic (NVPTXExtIntrinsicChecks):
// InferAddressSpaces would otherwise fold it into the loads and stores of
// the generic pointer, which LLVM 19 then selects as generic accesses of a
// shared::cluster address.
//===----------------------------------------------------------------------===//

foreach Width = ["32", "64"] in {
  defvar Regs = !cast<NVPTXRegClass>("Int" # Width # "Regs");
  def CVTA_SHARED_CLUSTER_ # Width
      : NVPTXInst<(outs Regs:$dst), (ins Regs:$src),
                  "cvta.shared::cluster.u" # Width # " \t$dst, $src;", []>;
  def CVTA_TO_SHARED_CLUSTER_ # Width
      : NVPTXInst<(outs Regs:$dst), (ins Regs:$src),
                  "cvta.to.shared::cluster.u" # Width # " \t$dst, $src;", []>;
  // A generic pointer cast to param space (sm_70, PTX ISA 7.7), which
  // LLVM 19 printed as a mov that kept the generic address.
  def CVTA_TO_PARAM_ # Width
      : NVPTXInst<(outs Regs:$dst), (ins Regs:$src),
                  "cvta.to.param.u" # Width # " \t$dst, $src;", []>;
}

def : NVPTXExtIntrinsic<"llvm.nvvm.ext.cvta.shared.cluster.to.generic",
                        "ptr (ptr addrspace(7))", CVTA_SHARED_CLUSTER_64>,
      NVPTXExtFixed<"CvtaSharedClusterToGeneric"> {
  let FnAttrs = "nocallback nofree nosync nounwind speculatable willreturn "
                # "memory(none)";
  let Targets = "sm_90";
  let MinPTX = 78;
}

//===----------------------------------------------------------------------===//
// cp.async.bulk: contiguous copies (no tensor map)
//===----------------------------------------------------------------------===//

// Global -> shared::cluster (optionally multicast) or shared::cta, completing
// on an mbarrier; shared::cta -> another CTA's shared memory; shared::cta ->
// global (bulk_group, optionally byte-masked); an L2 prefetch. `size` is in
// bytes, a multiple of 16. The optional mask and cache policy are printed
// only when their flag is set, as for the tensor copies.
defvar BulkAttrs = "convergent nocallback nofree nosync nounwind willreturn "
                   # "memory(argmem: readwrite)";

def BulkG2SClusterIns : ExtIns<[
    ExtReg<"ptr addrspace(7) writeonly", Int64Regs, "dst">,
    ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">,
    ExtReg<"ptr addrspace(1) readonly", Int64Regs, "src">,
    ExtReg<"i32", Int32Regs, "size">,
    ExtReg<"i16", TmaOptI16, "mc">, ExtReg<"i64", TmaOptI64, "ch">,
    ExtReg<"i1 immarg", TmaFlag, "flag_mc">,
    ExtReg<"i1 immarg", TmaFlag, "flag_ch">]>;
def BULK_G2S_CLUSTER
    : TMA_INST<(outs), BulkG2SClusterIns.Ins,
               "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
               # "${flag_mc:multicast}${flag_ch:cache_hint}"
               # " [$dst], [$src], $size, [$mbar]${mc:ifset2}${ch:ifset2};">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.global.to.shared.cluster",
                        !strconcat("void ", BulkG2SClusterIns.Signature),
                        BULK_G2S_CLUSTER> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_90";
  let MinPTX = 80;
}

def BulkG2SCtaIns : ExtIns<[
    ExtReg<"ptr addrspace(3) writeonly", Int64Regs, "dst">,
    ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">,
    ExtReg<"ptr addrspace(1) readonly", Int64Regs, "src">,
    ExtReg<"i32", Int32Regs, "size">, ExtReg<"i64", TmaOptI64, "ch">,
    ExtReg<"i1 immarg", TmaFlag, "flag_ch">]>;
def BULK_G2S_CTA
    : TMA_INST<(outs), BulkG2SCtaIns.Ins,
               "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes"
               # "${flag_ch:cache_hint} [$dst], [$src], $size, [$mbar]"
               # "${ch:ifset1};">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.global.to.shared.cta",
                        !strconcat("void ", BulkG2SCtaIns.Signature), BULK_G2S_CTA> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_90";
  let MinPTX = 86;
}

def BulkS2SIns : ExtIns<[
    ExtReg<"ptr addrspace(7) writeonly", Int64Regs, "dst">,
    ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">,
    ExtReg<"ptr addrspace(3) readonly", Int64Regs, "src">,
    ExtReg<"i32", Int32Regs, "size">]>;
def BULK_S2S_CLUSTER
    : TMA_INST<(outs), BulkS2SIns.Ins,
               "cp.async.bulk.shared::cluster.shared::cta.mbarrier::"
               # "complete_tx::bytes [$dst], [$src], $size, [$mbar];">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.shared.cta.to.cluster",
                        !strconcat("void ", BulkS2SIns.Signature), BULK_S2S_CLUSTER> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_90";
  let MinPTX = 80;
}

defvar BulkS2GArgs = [
    ExtReg<"ptr addrspace(1) writeonly", Int64Regs, "dst">,
    ExtReg<"ptr addrspace(3) readonly", Int64Regs, "src">,
    ExtReg<"i32", Int32Regs, "size">, ExtReg<"i64", TmaOptI64, "ch">,
    ExtReg<"i1 immarg", TmaFlag, "flag_ch">];
def BulkS2GIns : ExtIns<BulkS2GArgs>;
def BULK_S2G
    : TMA_INST<(outs), BulkS2GIns.Ins,
               "cp.async.bulk.global.shared::cta.bulk_group${flag_ch:cache_hint}"
               # " [$dst], [$src], $size${ch:ifset1};">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.shared.cta.to.global",
                        !strconcat("void ", BulkS2GIns.Signature), BULK_S2G> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_90";
  let MinPTX = 80;
}
def BulkS2GMaskIns
    : ExtIns<!listconcat(BulkS2GArgs, [ExtReg<"i16", Int16Regs, "mask">])>;
def BULK_S2G_BYTEMASK
    : TMA_INST<(outs), BulkS2GMaskIns.Ins,
               "cp.async.bulk.global.shared::cta.bulk_group${flag_ch:cache_hint}"
               # ".cp_mask [$dst], [$src], $size${ch:ifset1}, $mask;">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask",
                        !strconcat("void ", BulkS2GMaskIns.Signature), BULK_S2G_BYTEMASK> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_100";
  let MinPTX = 86;
}

def BulkPrefetchIns : ExtIns<[
    ExtReg<"ptr addrspace(1) readonly nocapture", Int64Regs, "src">,
    ExtReg<"i32", Int32Regs, "size">, ExtReg<"i64", TmaOptI64, "ch">,
    ExtReg<"i1 immarg", TmaFlag, "flag_ch">]>;
def BULK_PREFETCH_L2
    : TMA_INST<(outs), BulkPrefetchIns.Ins,
               "cp.async.bulk.prefetch.L2.global${flag_ch:cache_hint}"
               # " [$src], $size${ch:ifset1};">;
def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.prefetch.L2",
                        !strconcat("void ", BulkPrefetchIns.Signature), BULK_PREFETCH_L2> {
  let FnAttrs = BulkAttrs;
  let Targets = "sm_90";
  let MinPTX = 80;
}

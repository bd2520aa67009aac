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
//    im2col modes, ranks 1-5 (im2col: 3-5);
//  - prefetch.tensormap, the tensormap proxy fences and the
//    tensormap.replace.tile mutators of the three device-mutable fields;
//  - the async proxy fences;
//  - stmatrix.
//
// LLVM 22 overloads prefetch.tensormap, tensormap.replace.* and stmatrix on
// the pointer type; each mangled name (`.p0`, `.p3`, ...) is a row here.
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

// A tensor-copy mode: its name in the intrinsic and the ranks it has.
class TmaCopyMode<string name, list<int> ranks> {
  string Name = name;
  list<int> Ranks = ranks;
  bit IsIm2col = !eq(name, "im2col");
}
defvar TmaCopyModes = [TmaCopyMode<"tile", [1, 2, 3, 4, 5]>,
                       TmaCopyMode<"im2col", [3, 4, 5]>];

// "[$tmap, {$c0, ...}]": the tensor operand.
class TmaTensor<int rank> {
  string Asm = "[$tmap, " # ExtList<"c", rank>.Asm # "]";
}

// The leading operands every form shares: the tensor map and coordinates
// (and, for im2col, the rank - 2 offsets when the form takes them).
class TmaCoordArgs<int rank, bit offsets> {
  list<ExtArg> Args = !listconcat(
      [ExtReg<"ptr readonly", Int64Regs, "tmap">,
       ExtScalars<"i32", Int32Regs, rank, "c">],
      !if(offsets, [ExtScalars<"i16", Int16Regs, !sub(rank, 2), "off">],
          []<ExtArg>));
  string OffsetAsm =
      !if(offsets, ", " # ExtList<"off", !sub(rank, 2)>.Asm, "");
}

foreach Mode = TmaCopyModes in
foreach Rank = Mode.Ranks in {
  defvar Dim = Rank # "d";
  defvar Suffix = Mode.Name # "." # Dim;
  defvar DefSuffix = !toupper(Mode.Name) # "_" # Rank # "D";
  defvar Coords = TmaCoordArgs<Rank, Mode.IsIm2col>;
  defvar NoOffsets = TmaCoordArgs<Rank, 0>;
  // im2col stores, reductions and prefetches take no offsets: the PTX
  // mode of the first two is im2col_no_offs.
  defvar StoreMode = !if(Mode.IsIm2col, "im2col_no_offs", "tile");

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
                 # Mode.Name # ".mbarrier::complete_tx::bytes"
                 # "${flag_mc:multicast}${flag_ch:cache_hint}${cg:cta_group}"
                 # " [$dst], " # TmaTensor<Rank>.Asm # ", [$mbar]"
                 # Coords.OffsetAsm # "${mc:ifset2}${ch:ifset2};">;
  // The argument number of cta_group: the last of dst, mbar, tmap, the
  // coordinates, the offsets, mc, ch and the three immediates.
  defvar CgArg = !cast<string>(!add(Rank, !if(Mode.IsIm2col, !sub(Rank, 2), 0),
                                    7));
  defvar CgTargets = !strconcat(CgArg, "=1|2 (cta_group::1/2): ",
                                Tcgen05Family.Targets);
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.g2s." # Suffix,
                          "void " # LoadIns.Signature,
                          !cast<Instruction>("TMA_G2S_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = "sm_90";
    let MinPTX = 80;
    let ImmArgValues = CgArg # ":0..2";
    let ImmArgTargets = CgTargets;
  }

  // Global -> this CTA's shared memory (PTX ISA 8.6): no multicast and no
  // cta_group; the destination is a shared::cta address.
  defvar CtaLoadIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(3) writeonly", Int64Regs, "dst">,
       ExtReg<"ptr addrspace(3)", Int64Regs, "mbar">],
      Coords.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  def TMA_G2S_CTA_ # DefSuffix
      : TMA_INST<(outs), CtaLoadIns.Ins,
                 "cp.async.bulk.tensor." # Dim # ".shared::cta.global."
                 # Mode.Name # ".mbarrier::complete_tx::bytes"
                 # "${flag_ch:cache_hint} [$dst], " # TmaTensor<Rank>.Asm
                 # ", [$mbar]" # Coords.OffsetAsm # "${ch:ifset1};">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.g2s.cta." # Suffix,
                          "void " # CtaLoadIns.Signature,
                          !cast<Instruction>("TMA_G2S_CTA_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = "sm_90";
    let MinPTX = 86;
  }

  // Shared::cta -> global: a store, or a reduction into global memory.
  defvar StoreIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(3) readonly", Int64Regs, "src">],
      NoOffsets.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  defvar StoreOperands = " " # TmaTensor<Rank>.Asm # ", [$src]${ch:ifset1};";
  def TMA_S2G_ # DefSuffix
      : TMA_INST<(outs), StoreIns.Ins,
                 "cp.async.bulk.tensor." # Dim # ".global.shared::cta."
                 # StoreMode # ".bulk_group${flag_ch:cache_hint}"
                 # StoreOperands>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.s2g." # Suffix,
                          "void " # StoreIns.Signature,
                          !cast<Instruction>("TMA_S2G_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = "sm_90";
    let MinPTX = 80;
  }
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
      let Targets = "sm_90";
      let MinPTX = 80;
    }
  }

  // Global -> L2.
  defvar PrefetchIns = ExtIns<!listconcat(
      Coords.Args,
      [ExtReg<"i64", TmaOptI64, "ch">,
       ExtReg<"i1 immarg", TmaFlag, "flag_ch">])>;
  def TMA_PREFETCH_ # DefSuffix
      : TMA_INST<(outs), PrefetchIns.Ins,
                 "cp.async.bulk.prefetch.tensor." # Dim # ".L2.global."
                 # Mode.Name # "${flag_ch:cache_hint} " # TmaTensor<Rank>.Asm
                 # Coords.OffsetAsm # "${ch:ifset1};">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.cp.async.bulk.tensor.prefetch." # Suffix,
                          "void " # PrefetchIns.Signature,
                          !cast<Instruction>("TMA_PREFETCH_" # DefSuffix)> {
    let FnAttrs = TmaAttrs;
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

//===----------------------------------------------------------------------===//
// Tensor maps: prefetch, proxy fences, the device-mutable fields
//===----------------------------------------------------------------------===//

// The overloads: the mangled suffix, the pointer type, the PTX state space.
foreach Space = [["p0", "ptr", ""], ["p4", "ptr addrspace(4)", ".const"],
                 ["p101", "ptr addrspace(101)", ".param"]] in {
  def TMA_PREFETCH_TENSORMAP_ # !toupper(Space[0])
      : TMA_INST<(outs), (ins Int64Regs:$tmap),
                 "prefetch" # Space[2] # ".tensormap \t[$tmap];">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.prefetch.tensormap." # Space[0],
                          "void (" # Space[1] # " readonly nocapture)",
                          !cast<Instruction>("TMA_PREFETCH_TENSORMAP_"
                                             # !toupper(Space[0]))> {
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

// tensormap.replace.tile on a tensor map in global or shared memory:
// the base address, one dimension's extent, one stride.
class TmaReplacedField<string name, string ptx, string ir, NVPTXRegClass regs,
                       bit ordinal> {
  string Name = name;
  string Ptx = ptx;
  string IR = ir;
  NVPTXRegClass Regs = regs;
  // Whether an immediate names the dimension.
  bit Ordinal = ordinal;
}
foreach Space = [["p1", "ptr addrspace(1)", "global"],
                 ["p3", "ptr addrspace(3)", "shared::cta"]] in
foreach Field = [TmaReplacedField<"address", "global_address", "i64",
                                  Int64Regs, 0>,
                 TmaReplacedField<"dim", "global_dim", "i32", Int32Regs, 1>,
                 TmaReplacedField<"stride", "global_stride", "i64",
                                  Int64Regs, 1>] in {
  defvar Def = "TMA_REPLACE_" # !toupper(Field.Name) # "_" # !toupper(Space[0]);
  def "" # Def
      : TMA_INST<(outs),
                 !con((ins Int64Regs:$tmap),
                      !if(Field.Ordinal, (ins i32imm:$ord), (ins)),
                      (ins Field.Regs:$value)),
                 "tensormap.replace.tile." # Field.Ptx # "." # Space[2]
                 # ".b1024.b" # !if(!eq(Field.IR, "i64"), "64", "32")
                 # " \t[$tmap], " # !if(Field.Ordinal, "$ord, ", "")
                 # "$value;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tensormap.replace.global." # Field.Name
                          # "." # Space[0],
                          "void (" # Space[1] # " nocapture, "
                          # !if(Field.Ordinal, "i32 immarg, ", "") # Field.IR
                          # ")",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: write)";
    // LLVM 22 takes any ordinal; ptxas only those of the five dimensions.
    let ImmArgValues = !if(Field.Ordinal, "1:0..4", "");
    // LLVM 22's hasTensormapReplaceSupport.
    let Targets = TmaReplaceTargets;
    let MinPTX = 83;
  }
}

//===----------------------------------------------------------------------===//
// Proxy fences between the generic and the async proxy
//===----------------------------------------------------------------------===//

foreach Space = [["", ""], ["global", ".global"],
                 ["shared_cluster", ".shared::cluster"],
                 ["shared_cta", ".shared::cta"]] in {
  defvar Def = "FENCE_PROXY_ASYNC" # !if(!empty(Space[0]), "",
                                        "_" # !toupper(Space[0]));
  def "" # Def : TMA_INST<(outs), (ins), "fence.proxy.async" # Space[1] # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.fence.proxy.async"
                          # !if(!empty(Space[0]), "", "." # Space[0]),
                          "void ()", !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nounwind";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

//===----------------------------------------------------------------------===//
// stmatrix: registers -> 8x8 (b16) or 16x8 (transposed b8) matrices in
// shared memory, for a generic or a shared pointer.
//===----------------------------------------------------------------------===//

foreach Shape = [["m8n8", "b16", ""], ["m8n8", "b16", ".trans"],
                 ["m16n8", "b8", ".trans"]] in
foreach Num = [1, 2, 4] in
foreach Space = [["p0", "ptr", ""], ["p3", "ptr addrspace(3)", ".shared"]] in {
  defvar Trans = Shape[2];
  defvar Name = Shape[0] # ".x" # Num # Trans # "." # Shape[1];
  defvar Def = "STMATRIX_" # !toupper(Shape[0]) # "_X" # Num
               # !if(!empty(Trans), "", "_TRANS") # "_" # !toupper(Space[0]);
  defvar Ins = ExtIns<[ExtReg<Space[1] # " writeonly nocapture", Int64Regs,
                              "addr">,
                       ExtScalars<"i32", Int32Regs, Num, "r">]>;
  def "" # Def
      : TMA_INST<(outs), Ins.Ins,
                 "stmatrix.sync.aligned." # Shape[0] # ".x" # Num # Trans
                 # Space[2] # "." # Shape[1] # " \t[$addr], "
                 # ExtList<"r", Num>.Asm # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.stmatrix.sync.aligned." # Name # "."
                          # Space[0], "void " # Ins.Signature,
                          !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind memory(argmem: write)";
    // The 16x8 b8 form: the sm_100, sm_101, sm_110 and sm_120 families.
    let Targets = !if(!eq(Shape[0], "m16n8"), BlackwellFamilies.Targets,
                      "sm_90");
    let MinPTX = !if(!eq(Shape[0], "m16n8"), 86, 78);
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
}

def : NVPTXExtIntrinsic<"llvm.nvvm.ext.cvta.shared.cluster.to.generic",
                        "ptr (ptr addrspace(7))", CVTA_SHARED_CLUSTER_64> {
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

//===- NVPTXSync.td - barriers, fences, grid control, hints ----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Synchronisation and memory-hint intrinsics of LLVM 22 that LLVM 19 lacks,
// with LLVM 22's names, signatures, attributes and PTX spellings:
//
//  - the CTA barriers llvm.nvvm.barrier.cta.* (bar/barrier sync, arrive,
//    and the reductions), which LLVM 22 also makes of llvm.nvvm.barrier0
//    (__syncthreads), so that every kernel it prints with one calls
//    llvm.nvvm.barrier.cta.sync.aligned.all;
//  - the restricted fences of the cluster and fence.proxy.alias;
//  - cluster launch control (cancelling a cluster not yet launched);
//  - st.bulk, griddepcontrol, prefetch, applypriority and discard;
//  - the special registers of shared-memory sizes and globaltimer_lo,
//    pmevent.mask and the floating-point warp reductions.
//
// The scoped mbarrier waits and transaction counts are in NVPTXMbarrier.td.
// utils/gen-sync-tests.py states the same lattice independently (with the
// targets each intrinsic has) for the tests.
//
//===----------------------------------------------------------------------===//

// Instructions that synchronise or order threads: nothing moves across
// them, and no pass may make them conditional on more values.
class SYNC_INST<dag outs, dag ins, string asm>
    : NVPTXInst<outs, ins, asm, []> {
  let hasSideEffects = true;
  let isConvergent = true;
}

// Hints and requests to the memory system and the grid: kept in place, but
// not convergent.
class HINT_INST<dag outs, dag ins, string asm>
    : NVPTXInst<outs, ins, asm, []> {
  let hasSideEffects = true;
}

//===----------------------------------------------------------------------===//
// Immediate forms
//===----------------------------------------------------------------------===//

// An instruction that takes some operands of a row's instruction (RegForm)
// as immediates: bit I of ImmOperands set means the intrinsic's operand I
// is an immediate. NVPTXExt::select picks it when those operands are
// constants, so that a constant prints in place (`bar.sync 0;`) as LLVM 22
// prints it rather than through a register. A RegForm has an ImmForm for
// every subset of the operands that may be immediates.
class NVPTXExtImmForm<Instruction regForm, int immOperands,
                      Instruction immForm> {
  Instruction RegForm = regForm;
  bits<8> ImmOperands = immOperands;
  Instruction ImmForm = immForm;
}

def NVPTXExtImmFormTable : GenericTable {
  let FilterClass = "NVPTXExtImmForm";
  let CppTypeName = "NVPTXExtImmFormRecord";
  let Fields = ["RegForm", "ImmOperands", "ImmForm"];
  let PrimaryKey = ["RegForm", "ImmOperands"];
  let PrimaryKeyName = "lookupExtImmForm";
}

//===----------------------------------------------------------------------===//
// CTA barriers: llvm.nvvm.barrier.cta.OP[.aligned].{all,count}
//===----------------------------------------------------------------------===//

// An operation: its name in the intrinsic and in PTX, the type of its
// result (reductions only) and its forms: 0 is `all` (every thread of the
// CTA takes part), 1 is `count` (a thread count operand follows the
// barrier number). An arrival always names its count.
class CtaBarrierOp<string name, string ptx, string result, list<int> counts> {
  string Name = name;
  string Ptx = ptx;
  string Result = result;
  list<int> Counts = counts;
  bit IsRed = !ne(result, "");
}
defvar CtaBarrierOps = [
  CtaBarrierOp<"sync", "sync", "", [0, 1]>,
  CtaBarrierOp<"arrive", "arrive", "", [1]>,
  CtaBarrierOp<"red.popc", "red.popc.u32", "i32", [0, 1]>,
  CtaBarrierOp<"red.and", "red.and.pred", "i1", [0, 1]>,
  CtaBarrierOp<"red.or", "red.or.pred", "i1", [0, 1]>];

// The aligned forms are PTX's `bar`, the others `barrier` (PTX ISA 6.0),
// as LLVM 22 prints them. The barrier number and the thread count may each
// be a register or an immediate: instruction _0 takes both in registers,
// _1 an immediate barrier number, _2 an immediate count, _3 both.
foreach Op = CtaBarrierOps in
foreach Aligned = [0, 1] in
foreach Count = Op.Counts in {
  defvar Name = "llvm.nvvm.barrier.cta." # Op.Name
                # !if(Aligned, ".aligned", "") # !if(Count, ".count", ".all");
  defvar Def = "BARRIER_CTA_" # !toupper(!subst(".", "_", Op.Name))
               # !if(Aligned, "_ALIGNED", "") # !if(Count, "_COUNT", "_ALL");
  defvar Outs = !if(Op.IsRed,
                    !dag(outs, [!if(!eq(Op.Result, "i1"), Int1Regs, Int32Regs)],
                         ["dst"]),
                    (outs));
  defvar Asm = !if(Aligned, "bar.", "barrier.") # Op.Ptx # " \t"
               # !if(Op.IsRed, "$dst, ", "") # "$id"
               # !if(Count, ", $count", "") # !if(Op.IsRed, ", $pred", "")
               # ";";
  foreach Form = !range(!shl(1, !add(Count, 1))) in {
    defvar IdOp = !if(!and(Form, 1), i32imm, Int32Regs);
    defvar CountOp = !if(!and(Form, 2), i32imm, Int32Regs);
    def Def # _ # Form
        : SYNC_INST<Outs,
                    !con(!dag(ins, [IdOp], ["id"]),
                         !if(Count, !dag(ins, [CountOp], ["count"]), (ins)),
                         !if(Op.IsRed, (ins Int1Regs:$pred), (ins))),
                    Asm>;
    if Form then
      def : NVPTXExtImmForm<!cast<Instruction>(Def # "_0"), Form,
                            !cast<Instruction>(Def # "_" # Form)>;
  }
  def : NVPTXExtIntrinsic<Name,
                          !if(Op.IsRed, Op.Result, "void") # " (i32"
                          # !if(Count, ", i32", "")
                          # !if(Op.IsRed, ", i1", "") # ")",
                          !cast<Instruction>(Def # "_0")> {
    let FnAttrs = "convergent nocallback nounwind";
    // LLVM 22 asks nothing of the target for bar (PTX ISA 3.2 is the
    // oldest LLVM 19 emits) and PTX ISA 6.0 for barrier.
    let Targets = "sm_20";
    let MinPTX = !if(Aligned, 32, 60);
  }
}

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

// The fences restricted to shared memory of the cluster: an acquire of
// shared::cluster, a release of shared::cta, in the generic proxy or from
// the async proxy to the generic one.
foreach Proxy = [0, 1] in
foreach Sem = [["acquire", "cluster"], ["release", "cta"]] in {
  defvar Def = "FENCE_" # !if(Proxy, "PROXY_ASYNC_GENERIC_", "")
               # !toupper(Sem[0]) # "_SYNC_RESTRICT";
  def "" # Def
      : SYNC_INST<(outs), (ins),
                  "fence." # !if(Proxy, "proxy.async::generic.", "") # Sem[0]
                  # ".sync_restrict::shared::" # Sem[1] # ".cluster;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.fence."
                          # !if(Proxy, "proxy.async_generic.", "") # Sem[0]
                          # ".sync_restrict.space." # Sem[1]
                          # ".scope.cluster",
                          "void ()", !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nounwind";
    let Targets = "sm_90";
    let MinPTX = 86;
  }
}

// The fences between the generic and the async proxy (TMA, bulk copies,
// tensor memory), for all state spaces or one.
foreach Space = [["", ""], ["global", ".global"],
                 ["shared_cluster", ".shared::cluster"],
                 ["shared_cta", ".shared::cta"]] in {
  defvar Def = "FENCE_PROXY_ASYNC" # !if(!empty(Space[0]), "",
                                        "_" # !toupper(Space[0]));
  def "" # Def : SYNC_INST<(outs), (ins), "fence.proxy.async" # Space[1] # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.fence.proxy.async"
                          # !if(!empty(Space[0]), "", "." # Space[0]),
                          "void ()", !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nounwind";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

def FENCE_PROXY_ALIAS : SYNC_INST<(outs), (ins), "fence.proxy.alias;">;
def : NVPTXExtIntrinsic<"llvm.nvvm.fence.proxy.alias", "void ()",
                        FENCE_PROXY_ALIAS> {
  let FnAttrs = "nocallback nounwind";
  let Targets = "sm_70";
  let MinPTX = 75;
}

//===----------------------------------------------------------------------===//
// Cluster launch control
//===----------------------------------------------------------------------===//

// A request to cancel a cluster not yet launched, its 16-byte response
// written to shared memory and completing on an mbarrier; with multicast,
// to every CTA of the cluster.
foreach Multicast = [0, 1] in {
  defvar Def = "CLC_TRY_CANCEL" # !if(Multicast, "_MULTICAST", "");
  def "" # Def
      : SYNC_INST<(outs), (ins Int64Regs:$addr, Int64Regs:$mbar),
                  "clusterlaunchcontrol.try_cancel.async.shared::cta."
                  # "mbarrier::complete_tx::bytes"
                  # !if(Multicast, ".multicast::cluster::all", "")
                  # ".b128 \t[$addr], [$mbar];">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.clusterlaunchcontrol.try_cancel.async"
                          # !if(Multicast, ".multicast", "") # ".shared",
                          "void (ptr addrspace(3), ptr addrspace(3))",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: readwrite)";
    // Any target from sm_100 on; the multicast request only on the a/f
    // targets of the sm_100, sm_101, sm_110 and sm_120 families (LLVM
    // 22's hasClusterLaunchControlTryCancelMulticastSupport).
    let Targets = !if(Multicast, BlackwellFamilies.Targets, "sm_100");
    let MinPTX = 86;
  }
}

// Reading the response. LLVM 19's NVPTX has no i128 operands: the checks
// pass passes the response as its two 64-bit halves (the flat form), which
// the instruction joins in a b128 register of its own block, as LLVM 22's
// output does. (Inside the block's outer `{{ }}`, which the asm writer
// prints as single braces, a brace stands for itself.)
class ClcQuery<string name, NVPTXRegClass regs, string ir, string ptx> {
  string Name = name;
  NVPTXRegClass Regs = regs;
  string IR = ir;
  string Ptx = ptx;
}
foreach Query = [ClcQuery<"is_canceled", Int1Regs, "i1", "is_canceled.pred">,
                 ClcQuery<"get_first_ctaid.x", Int32Regs, "i32",
                          "get_first_ctaid::x.b32">,
                 ClcQuery<"get_first_ctaid.y", Int32Regs, "i32",
                          "get_first_ctaid::y.b32">,
                 ClcQuery<"get_first_ctaid.z", Int32Regs, "i32",
                          "get_first_ctaid::z.b32">] in {
  defvar Def = "CLC_QUERY_" # !toupper(!subst(".", "_", Query.Name));
  def "" # Def
      : NVPTXInst<(outs Query.Regs:$dst), (ins Int64Regs:$lo, Int64Regs:$hi),
                  "{{\n\t.reg .b128 %clc_handle;\n\t"
                  # "mov.b128 %clc_handle, {$lo, $hi};\n\t"
                  # "clusterlaunchcontrol.query_cancel." # Query.Ptx
                  # ".b128 $dst, %clc_handle;\n\t}}", []>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.clusterlaunchcontrol.query_cancel."
                          # Query.Name, Query.IR # " (i128)",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind speculatable willreturn "
                  # "memory(none)";
    let Targets = "sm_100";
    let MinPTX = 86;
  }
}

//===----------------------------------------------------------------------===//
// st.bulk, griddepcontrol
//===----------------------------------------------------------------------===//

// Zeroes `size` bytes (a multiple of 8) at an 8-byte aligned address; the
// initial value must be 0.
foreach Space = [["", "ptr", ""], [".shared.cta", "ptr addrspace(3)",
                                   ".shared::cta"]] in {
  defvar Def = "ST_BULK" # !toupper(!subst(".", "_", Space[0]));
  def "" # Def
      : HINT_INST<(outs), (ins Int64Regs:$addr, Int64Regs:$size, i64imm:$init),
                  "st.bulk" # Space[2] # " \t[$addr], $size, $init;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.st.bulk" # Space[0],
                          "void (" # Space[1] # " writeonly nocapture, i64, "
                          # "i64 immarg)", !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: write)";
    // LLVM 22 takes any value; PTX and ptxas only 0.
    let ImmArgValues = "2:0..0";
    let Targets = "sm_100";
    let MinPTX = 86;
  }
}

// Programmatic dependent launch: let the grid that depends on this one
// start, or wait for the grids this one depends on.
foreach Op = [["launch.dependents", "launch_dependents"], ["wait", "wait"]] in {
  defvar Def = "GRIDDEPCONTROL_" # !toupper(Op[1]);
  def "" # Def : HINT_INST<(outs), (ins), "griddepcontrol." # Op[1] # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.griddepcontrol." # Op[0], "void ()",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nounwind";
    let Targets = "sm_90";
    let MinPTX = 78;
  }
}

//===----------------------------------------------------------------------===//
// Prefetches and cache eviction priorities
//===----------------------------------------------------------------------===//

// The state space: its name in the intrinsic, the pointer type and PTX's.
foreach P = [["prefetch.L1", "ptr", "prefetch.L1"],
             ["prefetch.L2", "ptr", "prefetch.L2"],
             ["prefetch.global.L1", "ptr addrspace(1)", "prefetch.global.L1"],
             ["prefetch.global.L2", "ptr addrspace(1)", "prefetch.global.L2"],
             ["prefetch.global.L2.evict.last", "ptr addrspace(1)",
              "prefetch.global.L2::evict_last"],
             ["prefetch.global.L2.evict.normal", "ptr addrspace(1)",
              "prefetch.global.L2::evict_normal"],
             ["prefetch.local.L1", "ptr addrspace(5)", "prefetch.local.L1"],
             ["prefetch.local.L2", "ptr addrspace(5)", "prefetch.local.L2"],
             ["prefetchu.L1", "ptr", "prefetchu.L1"]] in {
  defvar Def = !toupper(!subst(".", "_", P[0]));
  def "" # Def : HINT_INST<(outs), (ins Int64Regs:$addr), P[2] # " \t[$addr];">;
  def : NVPTXExtIntrinsic<"llvm.nvvm." # P[0],
                          "void (" # P[1] # " readonly nocapture)",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: readwrite)";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

// applypriority (back to evict_normal) and discard of the L2 lines of a
// 128-byte block, through a generic or a global address.
foreach Space = [["", "ptr", ""],
                 [".global", "ptr addrspace(1)", ".global"]] in {
  defvar A = "APPLYPRIORITY" # !toupper(!subst(".", "_", Space[0]));
  def "" # A : HINT_INST<(outs), (ins Int64Regs:$addr, i64imm:$size),
                         "applypriority" # Space[2]
                         # ".L2::evict_normal \t[$addr], $size;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.applypriority" # Space[0]
                          # ".L2.evict.normal",
                          "void (" # Space[1] # " readonly nocapture, "
                          # "i64 immarg)", !cast<Instruction>(A)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: readwrite)";
    // LLVM 22 takes any size; PTX and ptxas only 128.
    let ImmArgValues = "1:128..128";
    let Targets = "sm_80";
    let MinPTX = 74;
  }
  defvar D = "DISCARD" # !toupper(!subst(".", "_", Space[0]));
  def "" # D : HINT_INST<(outs), (ins Int64Regs:$addr, i64imm:$size),
                         "discard" # Space[2] # ".L2 \t[$addr], $size;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.discard" # Space[0] # ".L2",
                          "void (" # Space[1] # " nocapture, i64 immarg)",
                          !cast<Instruction>(D)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn";
    let ImmArgValues = "1:128..128";
    let Targets = "sm_80";
    let MinPTX = 74;
  }
}

//===----------------------------------------------------------------------===//
// Special registers, pmevent, floating-point warp reductions
//===----------------------------------------------------------------------===//

// A special register: its name in the intrinsic, whether it changes while
// the kernel runs, the SM and PTX ISA versions it needs.
class SpecialReg<string name, bit changes, int sm, int ptx> {
  string Name = name;
  string Ptx = !subst(".", "_", name);
  bit Changes = changes;
  int Sm = sm;
  int MinPTX = ptx;
}
// The shared-memory sizes are constant for the kernel (speculatable, no
// memory): plain instructions that may be moved and merged. globaltimer_lo
// changes: it keeps its place. LLVM 22 asks for sm_90 and PTX ISA 8.1 for
// aggr_smem_size and nothing for the others; the PTX ISA versions that
// introduced them (4.1, and 3.1 for globaltimer_lo) are asked here, which
// every target LLVM 22 and ptxas share has.
foreach R = [SpecialReg<"aggr_smem_size", 0, 90, 81>,
             SpecialReg<"dynamic_smem_size", 0, 20, 41>,
             SpecialReg<"total_smem_size", 0, 20, 41>,
             SpecialReg<"globaltimer.lo", 1, 20, 31>] in {
  defvar Def = "SREG_" # !toupper(R.Ptx);
  let hasSideEffects = R.Changes in
  def "" # Def : NVPTXInst<(outs Int32Regs:$dst), (ins),
                           "mov.u32 \t$dst, %" # R.Ptx # ";", []>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.read.ptx.sreg." # R.Name, "noundef i32 ()",
                          !cast<Instruction>(Def)> {
    let FnAttrs = !if(R.Changes,
                      "nocallback nofree nounwind willreturn "
                      # "memory(inaccessiblemem: readwrite)",
                      "nocallback nofree nosync nounwind speculatable "
                      # "willreturn memory(none)");
    let Targets = "sm_" # R.Sm;
    let MinPTX = R.MinPTX;
  }
}

def PMEVENT_MASK
    : HINT_INST<(outs), (ins i16imm:$mask), "pmevent.mask \t$mask;">;
def : NVPTXExtIntrinsic<"llvm.nvvm.pm.event.mask", "void (i16 immarg)",
                        PMEVENT_MASK> {
  let FnAttrs = "convergent nocallback nofree nosync nounwind willreturn";
  // LLVM 22 prints the mask as a signed number, which ptxas rejects for
  // the masks with bit 15 set ("value '65535' out of range").
  let ImmArgValues = "0:0..32767";
  let Targets = "sm_20";
  let MinPTX = 32;
}

// redux.sync.{min,max}[.abs][.NaN].f32 of a warp's values.
foreach Op = ["min", "max"] in
foreach Abs = [0, 1] in
foreach NaN = [0, 1] in {
  defvar Suffix = !if(Abs, ".abs", "") # !if(NaN, ".NaN", "");
  defvar Def = "REDUX_SYNC_F" # !toupper(Op # !subst(".", "_", Suffix));
  def "" # Def
      : SYNC_INST<(outs Float32Regs:$dst),
                  (ins Float32Regs:$src, Int32Regs:$mask),
                  "redux.sync." # Op # Suffix # ".f32 \t$dst, $src, $mask;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.redux.sync.f" # Op # Suffix,
                          "float (float, i32)", !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind "
                  # "memory(inaccessiblemem: readwrite)";
    // The sm_100 family only (not sm_101, sm_110 or sm_120).
    let Targets = "sm_100a@ptx86, sm_100f@ptx88";
    let MinPTX = 86;
  }
}

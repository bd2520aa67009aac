//===- NVPTXMbarrier.td - mbarrier arrivals, elect.sync --------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The sm_90 mbarrier surface LLVM 19 lacks, with LLVM 22's intrinsic names,
// signatures and PTX spellings: the scoped arrivals (on this CTA's barrier,
// returning the state, or on any CTA's of the cluster through a
// shared::cluster address, as a pipeline's consumer releases a stage to a
// producer in another CTA), the transaction counts, the scoped waits
// (test_wait, try_wait; by state or parity; acquire or relaxed), the fence
// that publishes barrier initialisation to the cluster, and elect.sync.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Arrivals: mbarrier.arrive[_drop][.expect_tx][.sem.scope].space.b64
//===----------------------------------------------------------------------===//

// Each arrival is one row per (drop, expect_tx, semantics, scope, space).
// The i32 operand is the arrival count, or with expect_tx the transaction
// bytes. A release arrival at CTA scope is PTX's default and is printed
// without qualifiers, as LLVM 22 prints it; relaxed ones need PTX ISA 8.6.
foreach Drop = [0, 1] in
foreach ExpectTx = [0, 1] in
foreach Relaxed = [0, 1] in
foreach Scope = ["cta", "cluster"] in
foreach Space = ["cta", "cluster"] in {
  defvar Op = !if(Drop, "mbarrier.arrive_drop", "mbarrier.arrive")
              # !if(ExpectTx, ".expect_tx", "");
  defvar Qualifiers = !cond(Relaxed : ".relaxed." # Scope,
                            !eq(Scope, "cluster") : ".release.cluster",
                            true : "");
  defvar Suffix = !toupper(!if(Drop, "arrive_drop", "arrive"))
                    # !if(ExpectTx, "_EXPECT_TX", "")
                    # !if(Relaxed, "_RELAXED", "") # "_" # !toupper(Scope)
                    # "_SPACE_" # !toupper(Space);
  defvar Name = "llvm.nvvm.mbarrier.arrive" # !if(Drop, ".drop", "")
                # !if(ExpectTx, ".expect.tx", "") # !if(Relaxed, ".relaxed", "")
                # ".scope." # Scope # ".space." # Space;
  defvar Attrs = "convergent nocallback nounwind"
                 # !if(Relaxed, " memory(argmem: readwrite)", "");
  if !eq(Space, "cta") then {
    def MBAR_ # Suffix
        : TMA_INST<(outs Int64Regs:$state),
                   (ins Int64Regs:$mbar, Int32Regs:$count),
                   Op # Qualifiers # ".shared.b64 \t$state, [$mbar], $count;">;
    def MBAR_ # Suffix # _INTRINSIC
        : NVPTXExtIntrinsic<Name, "i64 (ptr addrspace(3), i32)",
                            !cast<Instruction>("MBAR_" # Suffix)> {
      let FnAttrs = Attrs;
      let Targets = "sm_90";
      let MinPTX = !if(Relaxed, 86, 80);
    }
  } else {
    def MBAR_ # Suffix
        : TMA_INST<(outs), (ins Int64Regs:$mbar, Int32Regs:$count),
                   Op # Qualifiers
                   # ".shared::cluster.b64 \t_, [$mbar], $count;">;
    def MBAR_ # Suffix # _INTRINSIC
        : NVPTXExtIntrinsic<Name, "void (ptr addrspace(7), i32)",
                            !cast<Instruction>("MBAR_" # Suffix)> {
      let FnAttrs = Attrs;
      let Targets = "sm_90";
      let MinPTX = !if(Relaxed, 86, 80);
    }
  }
}

// What a TMA load atom that arrives calls before its copies
// (LowerAtoms/TmaCopy.cpp): this thread's arrival on its barrier in this CTA
// with the bytes the copies will complete.
def : NVPTXExtFixedRow<"MbarrierArriveExpectTx",
                       MBAR_ARRIVE_EXPECT_TX_CTA_SPACE_CTA_INTRINSIC>;

//===----------------------------------------------------------------------===//
// Transaction counts alone: mbarrier.{expect,complete}_tx.relaxed.scope.space
//===----------------------------------------------------------------------===//

// expect_tx raises the barrier's expected transaction bytes, complete_tx
// counts bytes as arrived (as an asynchronous copy does); on this CTA's
// barrier or any CTA's of the cluster. Both are relaxed, and LLVM 22
// prints the scope even at CTA scope.
foreach Op = ["expect", "complete"] in
foreach Scope = ["cta", "cluster"] in
foreach Space = ["cta", "cluster"] in {
  defvar Def = "MBAR_" # !toupper(Op) # "_TX_" # !toupper(Scope) # "_SPACE_"
               # !toupper(Space);
  def "" # Def
      : TMA_INST<(outs), (ins Int64Regs:$mbar, Int32Regs:$tx),
                 "mbarrier." # Op # "_tx.relaxed." # Scope
                 # !if(!eq(Space, "cta"), ".shared", ".shared::cluster")
                 # ".b64 \t[$mbar], $tx;">;
  def "" # Def # "_INTRINSIC"
      : NVPTXExtIntrinsic<"llvm.nvvm.mbarrier." # Op # ".tx.scope." # Scope
                          # ".space." # Space,
                          "void (ptr addrspace(" # !if(!eq(Space, "cta"), 3, 7)
                          # "), i32)",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind memory(argmem: readwrite)";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
}

// What a TMA load atom that does not arrive calls before its copies: the
// bytes they will complete on its barrier in this CTA.
def : NVPTXExtFixedRow<"MbarrierExpectTx",
                       MBAR_EXPECT_TX_CTA_SPACE_CTA_INTRINSIC>;

//===----------------------------------------------------------------------===//
// Waits on this CTA's barrier:
// mbarrier.{test,try}_wait[.parity][.sem.scope].shared.b64
//===----------------------------------------------------------------------===//

// A wait tests the phase given by its state (as an arrival returned it) or
// by its parity, once (test_wait) or for a while (try_wait, optionally for
// at most a time limit in nanoseconds). Acquire at CTA scope is PTX's
// default and is printed without qualifiers, as LLVM 22 prints it; the
// cluster-scoped acquire needs PTX ISA 8.0 and the relaxed waits 8.6.
foreach Op = ["test", "try"] in
foreach Parity = [0, 1] in
foreach TimeLimit = !if(!eq(Op, "try"), [0, 1], [0]) in
foreach Relaxed = [0, 1] in
foreach Scope = ["cta", "cluster"] in {
  defvar Def = "MBAR_" # !toupper(Op) # "_WAIT" # !if(Parity, "_PARITY", "")
               # !if(TimeLimit, "_TL", "") # !if(Relaxed, "_RELAXED", "")
               # "_" # !toupper(Scope);
  defvar Sem = !cond(Relaxed : ".relaxed." # Scope,
                     !eq(Scope, "cluster") : ".acquire.cluster",
                     true : "");
  defvar Phase = !if(Parity, "parity", "state");
  def "" # Def
      : TMA_INST<(outs Int1Regs:$done),
                 !con((ins Int64Regs:$mbar),
                      !dag(ins, [!if(Parity, Int32Regs, Int64Regs)], [Phase]),
                      !if(TimeLimit, (ins Int32Regs:$tl), (ins))),
                 "mbarrier." # Op # "_wait" # !if(Parity, ".parity", "") # Sem
                 # ".shared.b64 \t$done, [$mbar], $" # Phase
                 # !if(TimeLimit, ", $tl", "") # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.mbarrier." # Op # ".wait"
                          # !if(Parity, ".parity", "")
                          # !if(TimeLimit, ".tl", "")
                          # !if(Relaxed, ".relaxed", "") # ".scope." # Scope
                          # ".space.cta",
                          "i1 (ptr addrspace(3) nocapture, "
                          # !if(Parity, "i32", "i64")
                          # !if(TimeLimit, ", i32", "") # ")",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind"
                  # !if(Relaxed, " memory(argmem: read)", "");
    // test_wait at CTA scope is sm_80's (PTX ISA 7.0, its parity form 7.1),
    // try_wait sm_90's (PTX ISA 7.8).
    let Targets = !if(!and(!eq(Op, "test"), !eq(Scope, "cta"), !not(Relaxed)),
                      "sm_80", "sm_90");
    let MinPTX = !cond(Relaxed : 86,
                       !eq(Scope, "cluster") : 80,
                       !eq(Op, "try") : 78,
                       Parity : 71,
                       true : 70);
  }
}

//===----------------------------------------------------------------------===//
// Barrier initialisation made visible to the cluster, and elect.sync
//===----------------------------------------------------------------------===//

def FENCE_MBARRIER_INIT_RELEASE_CLUSTER
    : TMA_INST<(outs), (ins), "fence.mbarrier_init.release.cluster;">;
def : NVPTXExtIntrinsic<"llvm.nvvm.fence.mbarrier_init.release.cluster",
                        "void ()", FENCE_MBARRIER_INIT_RELEASE_CLUSTER> {
  let FnAttrs = "nocallback nounwind";
  let Targets = "sm_90";
  let MinPTX = 80;
}

// One lane of the member mask is elected: its lane id, and whether this is
// the elected lane.
def ELECT_SYNC : TMA_INST<(outs Int32Regs:$lane, Int1Regs:$elected),
                          (ins Int32Regs:$mask),
                          "elect.sync \t$lane|$elected, $mask;">;
def : NVPTXExtIntrinsic<"llvm.nvvm.elect.sync", "{ i32, i1 } (i32)",
                        ELECT_SYNC> {
  let FnAttrs = "convergent nocallback nofree nosync nounwind willreturn "
                # "memory(inaccessiblemem: readwrite)";
  let Targets = "sm_90";
  let MinPTX = 80;
}

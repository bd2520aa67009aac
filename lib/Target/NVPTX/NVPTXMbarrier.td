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
// producer in another CTA), the transaction count, the parity wait, the
// fence that publishes barrier initialisation to the cluster, and
// elect.sync.
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
    def : NVPTXExtIntrinsic<Name, "i64 (ptr addrspace(3), i32)",
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
    def : NVPTXExtIntrinsic<Name, "void (ptr addrspace(7), i32)",
                            !cast<Instruction>("MBAR_" # Suffix)> {
      let FnAttrs = Attrs;
      let Targets = "sm_90";
      let MinPTX = !if(Relaxed, 86, 80);
    }
  }
}

//===----------------------------------------------------------------------===//
// The transaction count alone and the parity wait (the barrier in this
// CTA's shared memory)
//===----------------------------------------------------------------------===//

// The scope of an intrinsic and the qualifiers LLVM 22 prints for it.
foreach Scope = [["cta", "", ".relaxed.cta", ""],
                 ["cluster", ".release.cluster", ".relaxed.cluster",
                  ".acquire.cluster"]] in {
  defvar S = !toupper(Scope[0]);
  def MBAR_EXPECT_TX_ # S
      : TMA_INST<(outs), (ins Int64Regs:$mbar, Int32Regs:$tx),
                 "mbarrier.expect_tx" # Scope[2] # ".shared.b64 \t[$mbar], $tx;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.mbarrier.expect.tx.scope." # Scope[0]
                          # ".space.cta",
                          "void (ptr addrspace(3), i32)",
                          !cast<Instruction>("MBAR_EXPECT_TX_" # S)> {
    let FnAttrs = "convergent nocallback nounwind memory(argmem: readwrite)";
    let Targets = "sm_90";
    let MinPTX = 80;
  }
  def MBAR_TRY_WAIT_PARITY_ # S
      : TMA_INST<(outs Int1Regs:$done), (ins Int64Regs:$mbar, Int32Regs:$parity),
                 "mbarrier.try_wait.parity" # Scope[3]
                 # ".shared.b64 \t$done, [$mbar], $parity;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.mbarrier.try.wait.parity.scope."
                          # Scope[0] # ".space.cta",
                          "i1 (ptr addrspace(3) nocapture, i32)",
                          !cast<Instruction>("MBAR_TRY_WAIT_PARITY_" # S)> {
    let FnAttrs = "convergent nocallback nounwind";
    let Targets = "sm_90";
    // The cta-scoped form is PTX ISA 7.8's; .acquire.cluster came in 8.0.
    let MinPTX = !if(!eq(Scope[0], "cta"), 78, 80);
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

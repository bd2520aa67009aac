//===- NVPTXWgmma.td - Hopper warpgroup MMA instructions -------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// wgmma.fence / commit_group / wait_group (sm_90a, PTX ISA 8.0), with the
// names, signatures and attributes LLVM 22 gives them.
//
// They order the asynchronous warpgroup MMA pipeline against ordinary
// register and memory traffic, so they are barriers for the scheduler
// (hasSideEffects) and must not be made control dependent on more values
// (isConvergent): every thread of the warpgroup executes them together.
//
//===----------------------------------------------------------------------===//

let hasSideEffects = true, isConvergent = true in {
  def WGMMA_FENCE_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins), "wgmma.fence.sync.aligned;", []>;
  def WGMMA_COMMIT_GROUP_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins), "wgmma.commit_group.sync.aligned;", []>;
  def WGMMA_WAIT_GROUP_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins i64imm:$n),
                  "wgmma.wait_group.sync.aligned \t$n;", []>;
}

let FnAttrs = "convergent nounwind", Targets = "sm_90a", MinPTX = 80 in {
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.fence.sync.aligned", "void ()",
                          WGMMA_FENCE_SYNC_ALIGNED>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.commit_group.sync.aligned",
                          "void ()", WGMMA_COMMIT_GROUP_SYNC_ALIGNED>;
  // ptxas rejects a negative group count (which LLVM 22 prints as is).
  let ImmArgValues = "0:0..9223372036854775807" in
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.wait_group.sync.aligned",
                          "void (i64 immarg)", WGMMA_WAIT_GROUP_SYNC_ALIGNED>;
}

//===-- NVPTXCoreIntrinsics.td - LLVM 19 intrinsics, LLVM 22 targets ------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Instructions for LLVM 19's own NVVM intrinsics on targets LLVM 19 did not
// know. Their Requires<> predicates are read by the generated target check
// (utils/gen-core-intrinsic-gates.py) like upstream's.
//
//===----------------------------------------------------------------------===//

// Any architecture- or family-specific target (sm_90a, sm_100a, sm_100f,
// ..., whose FullSmVersion does not end in 0) of SM 90 or later.
def hasArchSpecificSM90 : Predicate<"Subtarget->hasAAFeatures() && "
                                    "Subtarget->getSmVersion() >= 90">;

// setmaxnreg: LLVM 19 selects it on sm_90a only (hasSM90a); LLVM 22 on
// every architecture- or family-specific target from sm_90a on, and ptxas
// accepts it on each (sm_100a ... sm_121a, sm_100f, ...).
let isConvergent = true in
foreach Action = ["inc", "dec"] in
  def SETMAXNREG_ # !toupper(Action) # _ARCH_SPECIFIC
      : NVPTXInst<(outs), (ins i32imm:$reg_count),
                  "setmaxnreg." # Action # ".sync.aligned.u32 $reg_count;",
                  [(!cast<Intrinsic>("int_nvvm_setmaxnreg_" # Action #
                                     "_sync_aligned_u32") timm:$reg_count)]>,
        Requires<[hasArchSpecificSM90, hasPTX<80>]>;

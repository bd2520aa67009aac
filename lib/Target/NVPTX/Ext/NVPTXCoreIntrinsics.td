//===-- NVPTXCoreIntrinsics.td - LLVM 19 intrinsics LLVM 19 misses --------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Instructions for LLVM 19's own NVVM intrinsics where LLVM 19 has none: on
// targets it did not know (setmaxnreg), and for operand widths it does not
// match (cp.async with 32-bit shared pointers). Their Requires<> predicates
// are read by the generated target check (utils/gen-core-intrinsic-gates.py)
// like upstream's.
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

// -nvptx-short-ptr makes shared-memory pointers 32 bits wide while global
// ones stay 64: LLVM 19 matches cp.async only with both addresses in 32-bit
// or both in 64-bit registers, so the mixed form ended in "Cannot select".
// PTX takes a 32-bit shared address beside a 64-bit global one, as nvcc
// emits it. Hence cp.async.{ca,cg}.shared.global with a 32-bit shared
// (destination) and a 64-bit global (source) address, with and without the
// source size, which is a register or an immediate.
multiclass CpAsyncShared32Global<string cc, string size> {
  defvar Intrin = !cast<Intrinsic>("int_nvvm_cp_async_" # cc
                                   # "_shared_global_" # size);
  defvar IntrinS = !cast<Intrinsic>("int_nvvm_cp_async_" # cc
                                    # "_shared_global_" # size # "_s");
  defvar Asm = "cp.async." # cc # ".shared.global [$dst], [$src], " # size;
  defvar Needs = [hasPTX<70>, hasSM<80>, useShortPtrShared];
  def "" : NVPTXInst<(outs), (ins Int32Regs:$dst, Int64Regs:$src),
                     Asm # ";", [(Intrin Int32Regs:$dst, Int64Regs:$src)]>,
           Requires<Needs>;
  def _s : NVPTXInst<(outs),
                     (ins Int32Regs:$dst, Int64Regs:$src, Int32Regs:$src_size),
                     Asm # ", $src_size;",
                     [(IntrinS Int32Regs:$dst, Int64Regs:$src,
                               Int32Regs:$src_size)]>,
           Requires<Needs>;
  def _si : NVPTXInst<(outs),
                      (ins Int32Regs:$dst, Int64Regs:$src, i32imm:$src_size),
                      Asm # ", $src_size;",
                      [(IntrinS Int32Regs:$dst, Int64Regs:$src,
                                imm:$src_size)]>,
            Requires<Needs>;
}

// The forms LLVM 19 defines: .ca copies 4, 8 or 16 bytes, .cg only 16.
foreach Form = [["ca", "4"], ["ca", "8"], ["ca", "16"], ["cg", "16"]] in
  defm CP_ASYNC_SHARED32_GLOBAL_ # Form[0] # _ # Form[1]
      : CpAsyncShared32Global<Form[0], Form[1]>;

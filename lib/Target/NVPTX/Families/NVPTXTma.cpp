//===- NVPTXTma.cpp - TMA modifiers and shared::cluster casts -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Two pieces the TMA instructions of NVPTXTma.td need:
//
//  - printing: a cp.async.bulk.tensor MachineInstr always has its multicast
//    mask and cache-policy registers, and the flag immediates of the
//    intrinsic say whether the instruction uses them. The flags print as
//    modifiers (`.multicast::cluster`, `.L2::cache_hint`, `.cta_group::N`)
//    and each optional register prints only when its flag is set, which is
//    LLVM 22's output without one instruction per flag combination.
//
//  - address-space casts to and from shared::cluster (addrspace 7), whose
//    pointers the tensor loads take. LLVM 19's ISel does not know the
//    address space; like LLVM 22, a cast goes through the generic space
//    with `cvta` (a shared::cta address is also a valid shared::cluster
//    address of the executing CTA).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXFlagModifiers.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void NVPTXInstPrinter::printTmaModifier(const MCInst *MI, int OpNum,
                                        raw_ostream &O, const char *Modifier) {
  StringRef Mod(Modifier);
  // An optional register: `ifsetN` prints it when the flag N operands
  // further on is set (any nonzero value, NVPTXFlagModifiers.h).
  if (Mod.consume_front("ifset")) {
    unsigned Distance;
    if (Mod.getAsInteger(10, Distance))
      llvm_unreachable("malformed TMA optional-operand modifier");
    if (MI->getOperand(OpNum + Distance).getImm() != 0) {
      O << ", ";
      printOperand(MI, OpNum, O);
    }
    return;
  }
  int64_t Value = MI->getOperand(OpNum).getImm();
  static constexpr NVPTXExt::FlagModifier Flags[] = {
      {"multicast", ".multicast::cluster"},
      {"cache_hint", ".L2::cache_hint"},
  };
  if (NVPTXExt::printFlagModifier(O, Flags, Mod, Value))
    return;
  if (Mod == "cta_group") {
    // Range-checked against the intrinsic table before selection.
    if (Value < 0 || Value > 2)
      report_fatal_error("TMA cta_group immediate out of range: " +
                         Twine(Value));
    if (Value)
      O << ".cta_group::" << Value;
    return;
  }
  llvm_unreachable("unknown TMA modifier");
}

/// The cvta of a cast between the generic space and \p AddrSpace (shared or
/// shared::cluster), at the width of the pointers involved.
static unsigned cvtaOpcode(unsigned AddrSpace, bool ToGeneric, bool Wide,
                           bool ShortShared) {
  switch (AddrSpace) {
  case ADDRESS_SPACE_SHARED:
    if (ToGeneric)
      return !Wide         ? NVPTX::cvta_shared
             : ShortShared ? NVPTX::cvta_shared_6432
                           : NVPTX::cvta_shared_64;
    return !Wide         ? NVPTX::cvta_to_shared
           : ShortShared ? NVPTX::cvta_to_shared_3264
                         : NVPTX::cvta_to_shared_64;
  case NVPTXExt::AddressSpaceSharedCluster:
    if (ToGeneric)
      return Wide ? NVPTX::CVTA_SHARED_CLUSTER_64
                  : NVPTX::CVTA_SHARED_CLUSTER_32;
    return Wide ? NVPTX::CVTA_TO_SHARED_CLUSTER_64
                : NVPTX::CVTA_TO_SHARED_CLUSTER_32;
  default:
    llvm_unreachable("no cvta for this address space");
  }
}

SDNode *NVPTXExt::selectSharedClusterCast(SelectionDAG &DAG, SDNode *N) {
  auto *Cast = cast<AddrSpaceCastSDNode>(N);
  unsigned Src = Cast->getSrcAddressSpace(), Dst = Cast->getDestAddressSpace();
  if (Src != AddressSpaceSharedCluster && Dst != AddressSpaceSharedCluster)
    return nullptr;
  // NVPTXExtIntrinsicChecks rejected every other pair before ISel.
  assert((Src == ADDRESS_SPACE_GENERIC || Src == ADDRESS_SPACE_SHARED ||
          Src == AddressSpaceSharedCluster) &&
         (Dst == ADDRESS_SPACE_GENERIC || Dst == ADDRESS_SPACE_SHARED ||
          Dst == AddressSpaceSharedCluster) &&
         "unchecked shared::cluster cast");
  const auto &TM = static_cast<const NVPTXTargetMachine &>(DAG.getTarget());
  bool Wide = TM.is64Bit();
  bool ShortShared =
      Wide && TM.getPointerSizeInBits(ADDRESS_SPACE_SHARED) == 32;
  MVT GenericVT = Wide ? MVT::i64 : MVT::i32;
  SDLoc DL(N);
  SDValue Value = N->getOperand(0);
  if (Src != ADDRESS_SPACE_GENERIC)
    Value = SDValue(DAG.getMachineNode(
                        cvtaOpcode(Src, /*ToGeneric=*/true, Wide, ShortShared),
                        DL, GenericVT, Value),
                    0);
  if (Dst == ADDRESS_SPACE_GENERIC)
    return Value.getNode();
  return DAG.getMachineNode(
      cvtaOpcode(Dst, /*ToGeneric=*/false, Wide, ShortShared), DL,
      N->getValueType(0), Value);
}

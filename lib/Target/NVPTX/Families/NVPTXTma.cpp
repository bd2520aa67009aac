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

/// The cvta of a cast between the generic space and \p AddrSpace, whose
/// pointers are \p Narrow (32 bits under --nvptx-short-ptr) on the 64-bit
/// target \p Wide. A generic address becomes a parameter one by
/// cvta.to.param where the target has it (\p HasCvtaParam), else by LLVM
/// 19's mov.
static unsigned cvtaOpcode(unsigned AddrSpace, bool ToGeneric, bool Wide,
                           bool Narrow, bool HasCvtaParam) {
  auto Pick = [&](unsigned W32, unsigned W64, unsigned W6432) {
    return !Wide ? W32 : Narrow ? W6432 : W64;
  };
  switch (AddrSpace) {
  case ADDRESS_SPACE_GLOBAL:
    return ToGeneric ? Pick(NVPTX::cvta_global, NVPTX::cvta_global_64, 0)
                     : Pick(NVPTX::cvta_to_global, NVPTX::cvta_to_global_64, 0);
  case ADDRESS_SPACE_SHARED:
    return ToGeneric ? Pick(NVPTX::cvta_shared, NVPTX::cvta_shared_64,
                            NVPTX::cvta_shared_6432)
                     : Pick(NVPTX::cvta_to_shared, NVPTX::cvta_to_shared_64,
                            NVPTX::cvta_to_shared_3264);
  case ADDRESS_SPACE_CONST:
    return ToGeneric ? Pick(NVPTX::cvta_const, NVPTX::cvta_const_64,
                            NVPTX::cvta_const_6432)
                     : Pick(NVPTX::cvta_to_const, NVPTX::cvta_to_const_64,
                            NVPTX::cvta_to_const_3264);
  case ADDRESS_SPACE_LOCAL:
    return ToGeneric ? Pick(NVPTX::cvta_local, NVPTX::cvta_local_64,
                            NVPTX::cvta_local_6432)
                     : Pick(NVPTX::cvta_to_local, NVPTX::cvta_to_local_64,
                            NVPTX::cvta_to_local_3264);
  case ADDRESS_SPACE_PARAM:
    if (ToGeneric)
      return Pick(NVPTX::cvta_param, NVPTX::cvta_param_64, 0);
    if (HasCvtaParam)
      return Wide ? NVPTX::CVTA_TO_PARAM_64 : NVPTX::CVTA_TO_PARAM_32;
    return Pick(NVPTX::nvvm_ptr_gen_to_param, NVPTX::nvvm_ptr_gen_to_param_64,
                0);
  case NVPTXExt::AddressSpaceSharedCluster:
    if (ToGeneric)
      return Wide ? NVPTX::CVTA_SHARED_CLUSTER_64
                  : NVPTX::CVTA_SHARED_CLUSTER_32;
    return Wide ? NVPTX::CVTA_TO_SHARED_CLUSTER_64
                : NVPTX::CVTA_TO_SHARED_CLUSTER_32;
  default:
    return 0;
  }
}

SDNode *NVPTXExt::selectAddrSpaceCast(SelectionDAG &DAG, SDNode *N) {
  auto *Cast = cast<AddrSpaceCastSDNode>(N);
  unsigned Src = Cast->getSrcAddressSpace(), Dst = Cast->getDestAddressSpace();
  // Upstream's selection takes the casts between the generic space and
  // another one LLVM 19 knows, except to and from the parameter space.
  auto Known = [](unsigned AddrSpace) {
    return AddrSpace == ADDRESS_SPACE_GLOBAL ||
           AddrSpace == ADDRESS_SPACE_SHARED ||
           AddrSpace == ADDRESS_SPACE_CONST ||
           AddrSpace == ADDRESS_SPACE_LOCAL || AddrSpace == ADDRESS_SPACE_PARAM;
  };
  if ((Src == ADDRESS_SPACE_GENERIC && Known(Dst) &&
       Dst != ADDRESS_SPACE_PARAM) ||
      (Dst == ADDRESS_SPACE_GENERIC && Known(Src) &&
       Src != ADDRESS_SPACE_PARAM))
    return nullptr;
  // A kernel parameter's symbol (MoveParam, which LLVM 19's selection folds
  // into the loads through the cast) already is its param-space address.
  if (Dst == ADDRESS_SPACE_PARAM &&
      N->getOperand(0).getOpcode() == NVPTXISD::MoveParam)
    return nullptr;
  const auto &TM = static_cast<const NVPTXTargetMachine &>(DAG.getTarget());
  bool Wide = TM.is64Bit();
  auto Narrow = [&](unsigned AddrSpace) {
    return Wide && TM.getPointerSizeInBits(AddrSpace) == 32;
  };
  const auto &ST = DAG.getSubtarget<NVPTXSubtarget>();
  bool HasCvtaParam = ST.hasCvtaParam();
  unsigned SrcCvta = Src == ADDRESS_SPACE_GENERIC
                         ? 0
                         : cvtaOpcode(Src, /*ToGeneric=*/true, Wide,
                                      Narrow(Src), HasCvtaParam);
  unsigned DstCvta = Dst == ADDRESS_SPACE_GENERIC
                         ? 0
                         : cvtaOpcode(Dst, /*ToGeneric=*/false, Wide,
                                      Narrow(Dst), HasCvtaParam);
  const Function &F = DAG.getMachineFunction().getFunction();
  SDLoc DL(N);
  // A cast NVPTX has no conversion for (an address space it does not
  // define) or one the target lacks (cvta.param) is an error; upstream's
  // selection stopped at "Bad address space in addrspacecast".
  std::string Problem;
  if ((Src != ADDRESS_SPACE_GENERIC && !SrcCvta) ||
      (Dst != ADDRESS_SPACE_GENERIC && !DstCvta))
    Problem = "NVPTX has no conversion from address space " +
              std::to_string(Src) + " to address space " + std::to_string(Dst);
  else if (Src == ADDRESS_SPACE_PARAM && !HasCvtaParam)
    Problem = "NVPTX converts a parameter address to a generic one "
              "(cvta.param) on sm_70 or later with PTX ISA 7.7 or later; the "
              "target is " +
              targetWithPtx(ST);
  if (!Problem.empty()) {
    diagnoseError(F, Problem);
    return DAG.getMachineNode(TargetOpcode::IMPLICIT_DEF, DL,
                              N->getValueType(0));
  }
  // A cast between two specific spaces goes through the generic address
  // (LLVM 22 reinterprets the address's bits instead; through the generic
  // one the result names the same memory wherever it can).
  MVT GenericVT = Wide ? MVT::i64 : MVT::i32;
  SDValue Value = N->getOperand(0);
  if (SrcCvta)
    Value = SDValue(DAG.getMachineNode(SrcCvta, DL, GenericVT, Value), 0);
  if (!DstCvta)
    return Value.getNode();
  return DAG.getMachineNode(DstCvta, DL, N->getValueType(0), Value);
}

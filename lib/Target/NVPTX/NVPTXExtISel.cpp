//===- NVPTXExtISel.cpp - Select extended intrinsics ----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Extended intrinsics reach ISel as INTRINSIC_* nodes whose ID lies above the
// core enum, so no TableGen pattern can name them. Their table row names the
// MachineInstr instead, whose operand list is the intrinsic's: the node's
// operands (immarg ones are already TargetConstants, because the declaration
// carries `immarg` from NVPTXExtIntrinsicChecks) followed by the chain.
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "llvm/CodeGen/SelectionDAG.h"

using namespace llvm;

SDNode *NVPTXExt::select(SelectionDAG &DAG, SDNode *N) {
  bool HasChain;
  switch (N->getOpcode()) {
  case ISD::INTRINSIC_VOID:
  case ISD::INTRINSIC_W_CHAIN:
    HasChain = true;
    break;
  case ISD::INTRINSIC_WO_CHAIN:
    HasChain = false;
    break;
  default:
    return nullptr;
  }
  unsigned IDOperand = HasChain ? 1 : 0;
  const NVPTXExtIntrinsicRecord *R =
      lookup(N->getConstantOperandVal(IDOperand));
  if (!R)
    return nullptr;

  SmallVector<SDValue, 8> Ops(N->op_begin() + IDOperand + 1, N->op_end());
  if (HasChain)
    Ops.push_back(N->getOperand(0));
  return DAG.getMachineNode(R->Opcode, SDLoc(N), N->getVTList(), Ops);
}

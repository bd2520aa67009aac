//===- NVPTXConvert.cpp - Modifiers of conversions and integer ops --------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Printing for the instructions of NVPTXConvert.td. Most of their modifiers
// are part of the intrinsic's name and so of the instruction's spelling;
// the one exception is dp2a, whose half (.hi or .lo) LLVM 22 passes as an
// i1 immediate operand. Keeping it an immediate lets one MachineInstr
// serve both halves, as the row mechanism needs one instruction per
// intrinsic.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void NVPTXInstPrinter::printConvertModifier(const MCInst *MI, int OpNum,
                                            raw_ostream &O,
                                            const char *Modifier) {
  StringRef Mod(Modifier);
  int64_t Value = MI->getOperand(OpNum).getImm();
  // An i1 immediate is -1 when set (selection sign-extends it): dp2a then
  // multiplies the two halves of its first operand by the upper two bytes
  // of its second, else by the lower two.
  if (Mod == "hilo") {
    O << (Value ? ".hi" : ".lo");
    return;
  }
  llvm_unreachable("unknown conversion modifier");
}

//===- NVPTXConvert.cpp - Modifiers of conversions and integer ops --------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Printing for the integer instructions of NVPTXConvert.td and
// NVPTXMisc.td. Most of their modifiers are part of the intrinsic's name and
// so of the instruction's spelling; the exceptions are dp2a's half (.hi or
// .lo) and bfind's .shiftamt, which LLVM 22 passes as i1 immediate
// operands. Keeping them immediates lets one MachineInstr serve both
// values, as the row mechanism needs one instruction per intrinsic.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "NVPTXFlagModifiers.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void NVPTXInstPrinter::printConvertModifier(const MCInst *MI, int OpNum,
                                            raw_ostream &O,
                                            const char *Modifier) {
  static constexpr NVPTXExt::FlagModifier Flags[] = {
      // dp2a multiplies the two halves of its first operand by the upper
      // two bytes of its second when set, else by the lower two.
      {"hilo", ".hi", ".lo"},
      // flo's (bfind's): the shift amount that would move the found bit to
      // the top instead of its position (NVPTXMisc.td).
      {"shiftamt", ".shiftamt"},
  };
  if (!NVPTXExt::printFlagModifier(O, Flags, Modifier,
                                   MI->getOperand(OpNum).getImm()))
    llvm_unreachable("unknown conversion modifier");
}

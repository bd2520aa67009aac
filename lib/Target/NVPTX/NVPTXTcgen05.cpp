//===- NVPTXTcgen05.cpp - Printing tcgen05 modifiers ----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tcgen05 instructions (NVPTXTcgen05.td) keep the immediates that only
// select a spelling -- the MMA kind, the CTA group, the collector buffer and
// its usage, pack/unpack -- as operands. This prints them the way PTX and
// LLVM 22 spell them. The values were range-checked against the intrinsic
// table before selection, so anything else is a compiler bug.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void NVPTXInstPrinter::printTcgen05Modifier(const MCInst *MI, int OpNum,
                                            raw_ostream &O,
                                            const char *Modifier) {
  int64_t Value = MI->getOperand(OpNum).getImm();
  StringRef Mod(Modifier);
  auto PrintFrom = [&](ArrayRef<const char *> Names) {
    if (Value < 0 || Value >= static_cast<int64_t>(Names.size()))
      report_fatal_error("tcgen05 " + Twine(Mod) +
                         " immediate out of range: " + Twine(Value));
    O << Names[Value];
  };
  if (Mod == "kind")
    return PrintFrom({"f16", "tf32", "f8f6f4", "i8"});
  if (Mod == "usage")
    return PrintFrom({"discard", "lastuse", "fill", "use"});
  if (Mod == "buffer")
    return PrintFrom({"b0", "b1", "b2", "b3"});
  if (Mod == "cta_group") {
    if (Value != 1 && Value != 2)
      report_fatal_error("tcgen05 cta_group immediate out of range: " +
                         Twine(Value));
    O << Value;
    return;
  }
  // An i1 immediate is -1 when set (selection sign-extends it).
  if (Mod == "pack") {
    O << (Value ? ".pack::16b" : "");
    return;
  }
  if (Mod == "unpack") {
    O << (Value ? ".unpack::16b" : "");
    return;
  }
  llvm_unreachable("unknown tcgen05 modifier");
}

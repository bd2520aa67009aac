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
// LLVM 22 spell them, the kinds, usages and buffers by the names of the
// tables the target's TableGen run makes of NVPTXMmaKindLattice.td and
// NVPTXTcgen05Lattice.td. The values were range-checked against the
// intrinsic table before selection, so anything else is a compiler bug.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXInstPrinter.h"
#include "NVPTXFlagModifiers.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

using namespace llvm;

namespace {
/// A value of a modifier immediate and its name.
struct Tcgen05ModifierName {
  uint8_t Position;
  const char *Name;
};
// The generated tables and their lookups by value: lookupTcgen05MmaKind
// (the dense kinds), lookupTcgen05CollectorUsage, lookupTcgen05CollectorBuffer.
#define GET_Tcgen05MmaKindNames_IMPL
#define GET_Tcgen05CollectorUsageNames_IMPL
#define GET_Tcgen05CollectorBufferNames_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace

void NVPTXInstPrinter::printTcgen05Modifier(const MCInst *MI, int OpNum,
                                            raw_ostream &O,
                                            const char *Modifier) {
  int64_t Value = MI->getOperand(OpNum).getImm();
  StringRef Mod(Modifier);
  auto PrintFrom = [&](const Tcgen05ModifierName *(*Lookup)(uint8_t)) {
    const Tcgen05ModifierName *Row =
        Value < 0 || Value > UINT8_MAX ? nullptr : Lookup(uint8_t(Value));
    if (!Row)
      report_fatal_error("tcgen05 " + Twine(Mod) +
                         " immediate out of range: " + Twine(Value));
    O << Row->Name;
  };
  if (Mod == "kind")
    return PrintFrom(lookupTcgen05MmaKind);
  if (Mod == "usage")
    return PrintFrom(lookupTcgen05CollectorUsage);
  if (Mod == "buffer")
    return PrintFrom(lookupTcgen05CollectorBuffer);
  if (Mod == "cta_group") {
    if (Value != 1 && Value != 2)
      report_fatal_error("tcgen05 cta_group immediate out of range: " +
                         Twine(Value));
    O << Value;
    return;
  }
  static constexpr NVPTXExt::FlagModifier Flags[] = {
      {"pack", ".pack::16b"},
      {"unpack", ".unpack::16b"},
  };
  if (!NVPTXExt::printFlagModifier(O, Flags, Mod, Value))
    llvm_unreachable("unknown tcgen05 modifier");
}

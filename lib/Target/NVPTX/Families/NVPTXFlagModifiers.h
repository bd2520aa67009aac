//===- NVPTXFlagModifiers.h - i1 immediates printed as modifiers -*- C++
//-*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 22 passes several PTX modifiers as i1 immediate operands (TMA's
// .multicast::cluster, tcgen05's .pack::16b, dp2a's .hi/.lo, ...). The
// families keep them as immediates of one instruction and their printers
// spell them from a table of these, so that what an immediate means is
// stated once: selection sign-extends an i1 immediate, so a set flag is -1
// and only zero is unset.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXFLAGMODIFIERS_H
#define LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXFLAGMODIFIERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>

namespace llvm {
namespace NVPTXExt {

/// The modifier an instruction's printer names Name: Set when the i1
/// immediate is set, Unset (usually nothing) when not.
struct FlagModifier {
  StringLiteral Name, Set, Unset = "";
};

/// Prints the modifier named \p Mod of \p Flags for the immediate \p Value;
/// false when \p Flags has none of that name.
inline bool printFlagModifier(raw_ostream &O, ArrayRef<FlagModifier> Flags,
                              StringRef Mod, int64_t Value) {
  for (const FlagModifier &Flag : Flags)
    if (Flag.Name == Mod) {
      O << (Value != 0 ? Flag.Set : Flag.Unset);
      return true;
    }
  return false;
}

} // namespace NVPTXExt
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_FAMILIES_NVPTXFLAGMODIFIERS_H

//===- AliasHints.cpp - SSA name hints for atom values --------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AliasHints.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

std::string cute_nvgpu::mmaAliasHint(StringRef A, StringRef B, StringRef C,
                                     unsigned M, unsigned N, unsigned K) {
  return ("mma_" + A + "_" + B + "_" + C + "_" + Twine(M) + "x" + Twine(N) +
          "x" + Twine(K))
      .str();
}

std::string cute_nvgpu::copyAliasHint(const AtomType &T) {
  if (T.isInteger() || !info(*T.Kind).implements(Interface::CopyAtom))
    return "";
  const AtomInfo &A = info(*T.Kind);
  std::string Name = "copy_";
  if (A.MinSm)
    Name += "sm" + std::to_string(A.MinSm) + "_";
  StringRef Mnemonic = A.Mnemonic;
  Mnemonic.consume_front("atom.");
  Name += Mnemonic;
  if (!T.Variant.empty())
    Name += "_" + T.Variant;
  // Names are identifiers: the variant's dots become underscores.
  for (char &C : Name)
    if (C == '.')
      C = '_';
  return Name;
}

std::string cute_nvgpu::memrefAliasHint(StringRef Element, unsigned Rank) {
  return ("memref_" + Element + "_" + Twine(Rank)).str();
}

//===- AtomError.cpp - The atom library's errors --------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomError.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

char TextError::ID = 0;
char AttributeError::ID = 0;

void TextError::log(raw_ostream &OS) const { OS << Message; }

std::error_code TextError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

void AttributeError::log(raw_ostream &OS) const { OS << Message; }

std::error_code AttributeError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

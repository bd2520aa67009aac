//===- AtomError.cpp - The atom library's errors --------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomError.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

char TextError::ID = 0;
char AttributeError::ID = 0;

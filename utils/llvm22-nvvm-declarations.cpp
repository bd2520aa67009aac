//===- llvm22-nvvm-declarations.cpp - LLVM 22's NVVM intrinsics as IR ----===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Prints a module that declares every NVVM intrinsic of the LLVM it is built
// against that has one signature (the overloaded ones have none to print),
// with that LLVM's attributes: built against LLVM 22 (llvm-22-dev), it is
// the reference test/CodeGen/NVPTX/llvm22-coverage.test compares this
// project's llc and opt with. It reads LLVM's intrinsic table, not this
// project's, so it is an independent oracle.
//
//   c++ $(llvm-config-22 --cxxflags) llvm22-nvvm-declarations.cpp \
//       $(llvm-config-22 --ldflags) -lLLVM-22 -o decls && ./decls > all.ll
//
//===----------------------------------------------------------------------===//

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

int main() {
  LLVMContext Context;
  Module M("nvvm-intrinsics", Context);
  M.setTargetTriple(Triple("nvptx64-nvidia-cuda"));
  for (unsigned ID = 1; ID < Intrinsic::num_intrinsics; ++ID) {
    if (Intrinsic::isOverloaded(ID) ||
        !Intrinsic::getBaseName(ID).starts_with("llvm.nvvm."))
      continue;
    Intrinsic::getOrInsertDeclaration(&M, ID);
  }
  M.print(outs(), nullptr);
  return 0;
}

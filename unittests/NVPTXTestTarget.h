//===- NVPTXTestTarget.h - An NVPTX target machine for unit tests -*- C++
//-*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rebuilt NVPTX target, registered once, and a target machine for
// nvptx64-nvidia-cuda with a given CPU and features.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_ATOMS_UNITTESTS_NVPTXTESTTARGET_H
#define NVPTX_ATOMS_UNITTESTS_NVPTXTESTTARGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

inline std::unique_ptr<llvm::TargetMachine>
createTargetMachine(llvm::StringRef CPU, llvm::StringRef Features) {
  static bool Initialized = [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    return true;
  }();
  (void)Initialized;
  std::string Error;
  const llvm::Target *T =
      llvm::TargetRegistry::lookupTarget("nvptx64-nvidia-cuda", Error);
  EXPECT_NE(T, nullptr) << Error;
  return std::unique_ptr<llvm::TargetMachine>(
      T->createTargetMachine("nvptx64-nvidia-cuda", CPU, Features,
                             llvm::TargetOptions(), std::nullopt));
}

#endif // NVPTX_ATOMS_UNITTESTS_NVPTXTESTTARGET_H

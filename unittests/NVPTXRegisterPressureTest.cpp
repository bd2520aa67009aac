//===- NVPTXRegisterPressureTest.cpp - LLVM 22's pressure model -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MachineSink and MachineLICM weigh register pressure with the hooks of
// lib/Target/NVPTX/Opt/NVPTXRegisterPressure.cpp: f32 and f64 registers in
// the 32- and 64-bit integer sets, whose limits leave out the two frame
// registers, as LLVM 22's single untyped classes and RegisterClassInfo
// count them.
//
//===----------------------------------------------------------------------===//

#include "NVPTXRegisterInfo.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXTestTarget.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"

using namespace llvm;

namespace {

std::vector<int> pressureSets(const TargetRegisterInfo &TRI,
                              const TargetRegisterClass &RC) {
  std::vector<int> Sets;
  for (const int *Set = TRI.getRegClassPressureSets(&RC); *Set != -1; ++Set)
    Sets.push_back(*Set);
  return Sets;
}

TEST(RegisterPressure, FloatsCountInTheIntegerSetsOfTheirWidth) {
  std::unique_ptr<TargetMachine> TM = createTargetMachine("sm_90a", "");
  ASSERT_NE(TM, nullptr);
  auto &NTM = static_cast<NVPTXTargetMachine &>(*TM);
  const TargetRegisterInfo &TRI = *NTM.getSubtargetImpl()->getRegisterInfo();

  // A float class counts in its own set and in every set of the integer
  // class of its width.
  auto Contains = [](const std::vector<int> &Sets,
                     const std::vector<int> &Subset) {
    return all_of(Subset, [&](int S) { return is_contained(Sets, S); });
  };
  EXPECT_TRUE(Contains(pressureSets(TRI, NVPTX::Float32RegsRegClass),
                       pressureSets(TRI, NVPTX::Int32RegsRegClass)));
  EXPECT_TRUE(Contains(pressureSets(TRI, NVPTX::Float64RegsRegClass),
                       pressureSets(TRI, NVPTX::Int64RegsRegClass)));
  EXPECT_EQ(pressureSets(TRI, NVPTX::Float32RegsRegClass).size(),
            pressureSets(TRI, NVPTX::Int32RegsRegClass).size() + 1);
  // Other classes keep their own sets.
  EXPECT_NE(pressureSets(TRI, NVPTX::Int16RegsRegClass),
            pressureSets(TRI, NVPTX::Int32RegsRegClass));

  LLVMContext Context;
  Module M("m", Context);
  Function *F =
      Function::Create(FunctionType::get(Type::getVoidTy(Context), false),
                       Function::ExternalLinkage, "f", M);
  MachineModuleInfo MMI(&NTM);
  MachineFunction &MF = MMI.getOrCreateMachineFunction(*F);
  // The first set of each integer class is the class's own, whose limit
  // counts its registers (R0..R4 or RL0..RL4 and the two frame registers)
  // less the frame registers, which are reserved.
  for (const TargetRegisterClass *RC :
       {&NVPTX::Int32RegsRegClass, &NVPTX::Int64RegsRegClass}) {
    bool Found = false;
    for (int Set : pressureSets(TRI, *RC))
      if (StringRef(TRI.getRegPressureSetName(Set)) ==
          TRI.getRegClassName(RC)) {
        EXPECT_EQ(TRI.getRegPressureSetLimit(MF, Set), RC->getNumRegs() - 2);
        Found = true;
      }
    EXPECT_TRUE(Found) << TRI.getRegClassName(RC);
  }
}

} // namespace

//===- NVPTXReflectChecks.cpp - Malformed __nvvm_reflect calls ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The argument forms NVVMReflect reads (see its comment): a C string in a
// global with an initializer, reached through pointer casts and zero-index
// GEPs, optionally wrapped in a call such as llvm.nvvm.ptr.constant.to.gen
// (CUDA 6.5 and earlier), or a constant whose first operand is such a
// global or string.
//
//===----------------------------------------------------------------------===//

#include "NVPTXReflectChecks.h"
#include "NVPTXExtIntrinsics.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

/// Empty if NVVMReflect can read the argument and result of \p Call, else
/// what is wrong with them.
static std::string reflectCallProblem(const CallInst &Call) {
  if (!Call.getType()->isIntegerTy())
    return "returns an integer";
  if (Call.arg_size() != 1)
    return "takes one argument, the name it asks about";
  const Value *Str = Call.getArgOperand(0);
  if (const auto *Conversion = dyn_cast<CallInst>(Str)) {
    if (Conversion->arg_size() != 1)
      return "takes the name as a constant C string";
    Str = Conversion->getArgOperand(0);
  }
  Str = Str->stripPointerCasts();
  // NVVMReflect reads the first operand of the constant: a global's is its
  // initializer, and a constant expression's the global it is made of.
  const auto *C = dyn_cast<Constant>(Str);
  const Value *Operand = nullptr;
  if (isa_and_nonnull<GlobalVariable>(C))
    Operand = C;
  else if (C && C->getNumOperands() != 0)
    Operand = C->getOperand(0);
  if (!Operand)
    return "takes the name as a constant C string (a global constant such as "
           "@name = constant [12 x i8] c\"__CUDA_ARCH\\00\")";
  if (const auto *GV = dyn_cast<GlobalVariable>(Operand)) {
    if (!GV->hasInitializer())
      return ("takes the name as a constant C string; @" + GV->getName() +
              " has no initializer")
          .str();
    Operand = GV->getInitializer();
  }
  const auto *String = dyn_cast_or_null<ConstantDataSequential>(Operand);
  if (!String || !String->isCString())
    return "takes the name as a constant C string: a global whose "
           "initializer is a null-terminated array of i8";
  return "";
}

bool NVPTXExt::checkReflectCall(CallInst &Call) {
  std::string Problem = reflectCallProblem(Call);
  if (Problem.empty())
    return true;
  StringRef Callee = Call.getCalledFunction()
                         ? Call.getCalledFunction()->getName()
                         : StringRef("__nvvm_reflect");
  diagnoseError(Call.getContext(), &Call, "'" + Callee + "' " + Problem);
  Type *T = Call.getType();
  if (!T->isVoidTy())
    Call.replaceAllUsesWith(T->isIntegerTy()
                                ? static_cast<Value *>(ConstantInt::get(T, 0))
                                : PoisonValue::get(T));
  return false;
}

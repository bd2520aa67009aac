//===- NVPTXReflectChecks.h - Malformed __nvvm_reflect calls ----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 19's NVVMReflect reads the argument of every __nvvm_reflect /
// llvm.nvvm.reflect call with asserts and unchecked casts, so a call whose
// argument is not a constant C string (a value computed at run time, a
// global without an initializer) or whose result is not an integer crashed
// llc. NVVMReflect asks this check first (llvm-patches/0007) and removes a
// call it fails, after the error diagnostic.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_EXT_NVPTXREFLECTCHECKS_H
#define LLVM_LIB_TARGET_NVPTX_EXT_NVPTXREFLECTCHECKS_H

namespace llvm {
class CallInst;

namespace NVPTXExt {
/// Whether NVVMReflect can read \p Call (a call of __nvvm_reflect,
/// __nvvm_reflect_ocl or llvm.nvvm.reflect). If not, reports an error
/// naming what is wrong and replaces the call's uses with 0 (or poison for a
/// non-integer result); the caller erases it.
bool checkReflectCall(CallInst &Call);
} // namespace NVPTXExt
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_EXT_NVPTXREFLECTCHECKS_H

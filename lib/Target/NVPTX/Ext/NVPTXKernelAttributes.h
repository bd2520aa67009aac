//===- NVPTXKernelAttributes.h - LLVM 22's kernel attributes ----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 21 moved the kernel properties LLVM 19 reads from !nvvm.annotations
// (maxntid, reqntid, minctasm, maxnreg, maxclusterrank, grid_constant) into
// function and parameter attributes ("nvvm.maxntid"="128,1,1",
// "nvvm.grid_constant"), and added the cluster shape ("nvvm.cluster_dim",
// "nvvm.blocksareclusters"), which LLVM 19 cannot state. LLVM 22's tools
// write only the attributes. These functions let the NVPTX target here read
// both spellings.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_EXT_NVPTXKERNELATTRIBUTES_H
#define LLVM_LIB_TARGET_NVPTX_EXT_NVPTXKERNELATTRIBUTES_H

namespace llvm {
class Argument;
class Function;
class Module;
class NVPTXTargetMachine;
class raw_ostream;

namespace NVPTXExt {

/// Adds the !nvvm.annotations entries LLVM 19 reads for each kernel
/// attribute LLVM 22 writes, and checks the cluster attributes against the
/// target (sm_90; PTX ISA 7.8, and 9.0 for "nvvm.blocksareclusters").
/// A malformed value is an error diagnostic and the attribute is removed.
/// \p TM is null in opt, where the target is not known.
bool readLLVM22KernelAttributes(Module &M, const NVPTXTargetMachine *TM);

/// Marks the byval kernel parameter \p Arg grid_constant in
/// !nvvm.annotations, extending the kernel's list if it has one (LLVM 19
/// reads only a kernel's first grid_constant list).
void markGridConstant(Argument &Arg);

/// Prints the cluster directives of kernel \p F ("nvvm.cluster_dim",
/// "nvvm.blocksareclusters"), as LLVM 22 prints them.
void emitClusterDirectives(const Function &F, raw_ostream &O);

} // namespace NVPTXExt
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_EXT_NVPTXKERNELATTRIBUTES_H

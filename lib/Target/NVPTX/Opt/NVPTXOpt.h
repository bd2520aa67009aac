//===- NVPTXOpt.h - Optimizations LLVM 22's NVPTX pipeline has --*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// IR passes llc runs so that what clang-22 writes for real CUDA kernels is
// compiled as well as LLVM 22's llc compiles it, where LLVM 19's own passes
// (from Debian's libLLVM, which this project does not rebuild) fall short.
// llvm-patches/0021, 0027, 0041, 0046 and 0054 place them in NVPTX's
// pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_OPT_NVPTXOPT_H
#define LLVM_LIB_TARGET_NVPTX_OPT_NVPTXOPT_H

namespace llvm {

class FunctionPass;
class PassRegistry;

/// Rewrites the GEP indices `zext nneg (S * C)` for constant C's (or zexts
/// of such values known to be non-negative) as `sext (S * C)`, the form
/// LLVM 19's StraightLineStrengthReduce factors, so that it strength-reduces
/// `p[i * S]` unrolled over i (NVPTXSignedGEPIndices.cpp). Runs right
/// before that pass.
FunctionPass *createNVPTXSignedGEPIndicesPass();
void initializeNVPTXSignedGEPIndicesPass(PassRegistry &);

/// Makes the null operands of a generic phi or select of global addresses
/// the global null cast to generic, so that InferAddressSpaces infers the
/// global space for it (NVPTXNullGlobalPointers.cpp). Runs right before
/// InferAddressSpaces.
FunctionPass *createNVPTXNullGlobalPointersPass();
void initializeNVPTXNullGlobalPointersPass(PassRegistry &);

/// Rewrites a GEP with a variable index into a base that is a constant
/// offset from another pointer, `gep T, (gep i8 P, C), %i`, as
/// `gep i8, (gep T, P, %i), C`, as LLVM 22's SeparateConstOffsetFromGEP
/// takes such a base's offset (NVPTXGEPConstantBases.cpp). Runs right
/// before that pass.
FunctionPass *createNVPTXGEPConstantBasesPass();
void initializeNVPTXGEPConstantBasesPass(PassRegistry &);

/// Rewrites `lshr (add nuw (shl nuw X, K), C), S` (S <= K, C a multiple of
/// 2^K; InstCombine's form of an extended 32-bit sum scaled to a byte
/// offset) as `shl nuw (add nuw X, C >> K), K - S`, whose constant selection
/// folds into address immediates (NVPTXUnshiftedSums.cpp). Runs before
/// SeparateConstOffsetFromGEP.
FunctionPass *createNVPTXUnshiftedSumsPass();
void initializeNVPTXUnshiftedSumsPass(PassRegistry &);

/// Rewrites an address `&P[S']` as `(char *)&P[S] + sext(S' - S) * size`
/// where `&P[S]` dominates it and an existing value holds S' - S, as LLVM
/// 22's StraightLineStrengthReduce does for a variable stride delta
/// (NVPTXGEPStrideDeltas.cpp). Runs right after LLVM 19's SLSR.
FunctionPass *createNVPTXGEPStrideDeltasPass();
void initializeNVPTXGEPStrideDeltasPass(PassRegistry &);

/// Fuses an fadd/fsub of f32 or f64 that allows contraction with the
/// contractable product it adds, used only there, into llvm.fma, also where
/// the two are in different blocks, as LLVM 22's NVPTXIRPeephole does
/// (NVPTXContractFMA.cpp). Runs last before selection when optimizing.
FunctionPass *createNVPTXContractFMAPass();
void initializeNVPTXContractFMAPass(PassRegistry &);

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_OPT_NVPTXOPT_H

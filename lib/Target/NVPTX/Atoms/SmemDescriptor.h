//===- SmemDescriptor.h - Shared-memory matrix descriptors ------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The 64-bit words that describe a matrix operand in shared memory to the
// tensor cores: where it starts, the byte offsets between its core matrices
// along the leading and the strided dimension, and its swizzle mode.
//
// Three formats share one codec:
//  - CuteSm90: the cute_nvgpu dialect's WGMMA descriptor word
//    (!cute_nvgpu.smem_desc_view), as the dialect lays it out -- start
//    address >> 4 in bits 0-13, LBO and SBO in bytes in bits 14-29 and
//    30-45, base offset in 46-48, swizzle in 52-53;
//  - PtxSm90: the PTX ISA's wgmma matrix descriptor (sm_90a) -- LBO and SBO
//    >> 4 in bits 16-29 and 32-45, base offset in 49-51, swizzle in 62-63;
//  - PtxSm100: the PTX ISA's tcgen05 shared memory descriptor (sm_100a) --
//    as sm_90's, plus the constant 0b001 in bits 46-48, the LBO mode bit 52
//    and a 3-bit swizzle field in 61-63 with a 32-byte-atom 128B mode.
//
// The swizzle modes and their codes in every format are one table
// (swizzleModes()), read by the packer, the decoder and any verifier, so a
// descriptor cannot be built with one swizzle and checked against another.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_SMEMDESCRIPTOR_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_SMEMDESCRIPTOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

enum class DescriptorFormat : uint8_t { CuteSm90, PtxSm90, PtxSm100 };
constexpr unsigned NumDescriptorFormats = 3;

/// "cute-sm90", "ptx-sm90", "ptx-sm100".
StringRef formatName(DescriptorFormat F);
std::optional<DescriptorFormat> parseFormat(StringRef Name);
ArrayRef<DescriptorFormat> allFormats();

enum class SwizzleMode : uint8_t { None, B32, B64, B128, B128Atom32 };

/// One swizzle mode: its name, the row it permutes, cute's Swizzle<B, M, S>
/// functor for it, and its code in each descriptor format (-1: the format
/// cannot express it).
struct SwizzleInfo {
  SwizzleMode Mode;
  const char *Name;
  unsigned RowBytes;
  unsigned B, M, S;
  int8_t Code[NumDescriptorFormats];

  int code(DescriptorFormat F) const { return Code[static_cast<unsigned>(F)]; }
};

/// The swizzle table.
ArrayRef<SwizzleInfo> swizzleModes();
const SwizzleInfo &swizzleInfo(SwizzleMode M);
/// By name: "none", "32B", "64B", "128B", "128B_base32B".
std::optional<SwizzleMode> parseSwizzle(StringRef Name);

/// The logical content of a descriptor. Addresses and offsets are in bytes.
struct SmemDescriptor {
  uint64_t StartAddress = 0;
  uint64_t LeadingByteOffset = 0;
  uint64_t StrideByteOffset = 0;
  /// The matrix base offset field (0 for the canonical layouts).
  unsigned BaseOffset = 0;
  /// PtxSm100 only: LBO is an absolute address (the 48-byte K tile).
  bool LeadingByteOffsetAbsolute = false;
  SwizzleMode Swizzle = SwizzleMode::None;

  bool operator==(const SmemDescriptor &O) const {
    return StartAddress == O.StartAddress &&
           LeadingByteOffset == O.LeadingByteOffset &&
           StrideByteOffset == O.StrideByteOffset &&
           BaseOffset == O.BaseOffset &&
           LeadingByteOffsetAbsolute == O.LeadingByteOffsetAbsolute &&
           Swizzle == O.Swizzle;
  }
  bool operator!=(const SmemDescriptor &O) const { return !(*this == O); }
};

/// The descriptor word, or an error naming the field that does not fit
/// (misaligned, too large, or not expressible in the format).
Expected<uint64_t> packSmemDescriptor(DescriptorFormat F,
                                      const SmemDescriptor &D);

/// The fields of a word, or an error for reserved bits that are set, a
/// wrong constant field, or a swizzle code the format does not define.
Expected<SmemDescriptor> decodeSmemDescriptor(DescriptorFormat F,
                                              uint64_t Word);

/// "start=0x10000 lbo=2048 sbo=0 base=0 swizzle=128B" (and "lbo_mode=abs"
/// when set): the form the cute-nvgpu-atoms tool reads and prints.
std::string printSmemDescriptor(const SmemDescriptor &D);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_SMEMDESCRIPTOR_H

//===- UmmaDescriptor.h - tcgen05.mma instruction descriptor ----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The 32-bit instruction descriptor (`idesc`) of tcgen05.mma, as the PTX ISA
// lays it out for sm_100a. Kinds f16, tf32, f8f6f4 and i8:
//
//   bits  0-1   sparsity selector        bit  15     A is MN-major
//   bit   2     sparse                   bit  16     B is MN-major
//   bit   3     saturate (i8)            bits 17-22  N >> 3
//   bits  4-5   D type                   bits 24-28  M >> 4
//   bits  7-9   A type                   bits 30-31  maximum shift (.ws)
//   bits 10-12  B type
//   bit  13     negate A                 bits 6, 23, 29 reserved (zero)
//   bit  14     negate B
//
// The block-scaled kinds mxf8f6f4, mxf4 and mxf4nvf4 (D is always f32):
//
//   bit   2     sparse                   bits 17-22  N >> 3
//   bits  4-5   scale factor B id        bit  23     scale type (ue8m0 1,
//   bits  7-9   A type                               ue4m3 0)
//   bits 10-12  B type (10-11 for mxf4*) bits 27-28  M >> 7
//   bits 13-16  as above                 bits 29-30  scale factor A id
//                                        bit  31     K = 96 (mxf4*)
//
// The element-type codes depend on the kind (f16: f16 0, bf16 1; tf32: 2;
// f8f6f4 and mxf8f6f4: e4m3 0, e5m2 1, e2m3 3, e3m2 4, e2m1 5; mxf4*: e2m1
// 1; i8: u8 0, s8 1), so the kind is part of the descriptor's logical
// content here, and packing checks that the types, the accumulator and the
// modifiers belong to it. The kinds, their types, codes, accumulators,
// scale types and which layout each has are NVPTXMmaKindLattice.td's (read
// through Atoms/Lattices.h); the layouts themselves are laid out here.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_UMMADESCRIPTOR_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_UMMADESCRIPTOR_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// The tcgen05.mma kinds. Each enumerator is the Position of its kind in
/// NVPTXMmaKindLattice.td (lattices::tcgen05MmaKinds(), which gives the
/// names); unittests/UmmaDescriptorTest.cpp checks that they agree.
enum class UmmaKind : uint8_t {
  F16,
  TF32,
  F8F6F4,
  I8,
  MXF8F6F4,
  MXF4,
  MXF4NVF4
};
/// Whether the kind scales A and B by blocks (mxf8f6f4, mxf4, mxf4nvf4).
bool isBlockScaled(UmmaKind K);
StringRef ummaKindName(UmmaKind K);
std::optional<UmmaKind> parseUmmaKind(StringRef Name);

/// Element types of A, B and D.
enum class UmmaType : uint8_t {
  F16,
  BF16,
  TF32,
  E4M3,
  E5M2,
  E2M3,
  E3M2,
  E2M1,
  U8,
  S8,
  F32,
  S32
};
StringRef ummaTypeName(UmmaType T);
std::optional<UmmaType> parseUmmaType(StringRef Name);

/// The element type of the scale factors of the block-scaled kinds.
enum class UmmaScaleType : uint8_t { UE4M3, UE8M0 };
StringRef ummaScaleTypeName(UmmaScaleType T);
std::optional<UmmaScaleType> parseUmmaScaleType(StringRef Name);

struct UmmaInstrDescriptor {
  UmmaKind Kind = UmmaKind::F16;
  UmmaType A = UmmaType::F16, B = UmmaType::F16, D = UmmaType::F32;
  unsigned M = 128, N = 128;
  bool Sparse = false;
  unsigned SparsitySelector = 0;
  bool Saturate = false;
  bool NegateA = false, NegateB = false;
  bool MNMajorA = false, MNMajorB = false;
  /// .ws: 0 none, 1..3 a maximum shift of 8, 16, 32.
  unsigned MaxShift = 0;
  /// Block-scaled kinds: the scale factors' type, which bytes of their
  /// tensor-memory columns hold the factors of A and of B, and K = 96.
  UmmaScaleType Scale = UmmaScaleType::UE8M0;
  unsigned ScaleFactorIdA = 0, ScaleFactorIdB = 0;
  bool K96 = false;

  bool operator==(const UmmaInstrDescriptor &O) const;
  bool operator!=(const UmmaInstrDescriptor &O) const { return !(*this == O); }
};

/// The descriptor word, or an error for a type the kind does not take, a
/// shape the fields cannot hold, or a modifier the kind lacks.
Expected<uint32_t> packUmmaInstrDescriptor(const UmmaInstrDescriptor &D);

/// The fields of \p Word read as a descriptor of kind \p Kind, or an error
/// for reserved bits, type codes the kind does not define and fields that
/// fail the same checks as packing.
Expected<UmmaInstrDescriptor> decodeUmmaInstrDescriptor(UmmaKind Kind,
                                                        uint32_t Word);

/// "kind=f16 a=f16 b=f16 d=f32 m=128 n=256" followed by the modifiers that
/// are set: sparse=SEL, saturate, neg_a, neg_b, a_mn_major, b_mn_major,
/// max_shift=N; block-scaled kinds add "scale=ue8m0 sfa_id=N sfb_id=N" and
/// k96 when set.
std::string printUmmaInstrDescriptor(const UmmaInstrDescriptor &D);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_UMMADESCRIPTOR_H

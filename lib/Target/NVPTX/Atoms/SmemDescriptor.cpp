//===- SmemDescriptor.cpp - Shared-memory matrix descriptors --------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "SmemDescriptor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

/// A bit field of a descriptor word holding Value >> Shift.
struct Field {
  unsigned Lo = 0;
  unsigned Width = 0; // 0: the format has no such field
  unsigned Shift = 0;

  uint64_t mask() const {
    return Width ? ((uint64_t(1) << Width) - 1) << Lo : 0;
  }
  uint64_t get(uint64_t Word) const {
    return Width ? ((Word >> Lo) & ((uint64_t(1) << Width) - 1)) << Shift : 0;
  }
};

/// Where each field of a format lives, and its constant bits.
struct FormatLayout {
  DescriptorFormat Format;
  const char *Name;
  Field Start, Lbo, Sbo, Base, LboMode, Swizzle;
  uint64_t ConstantMask = 0, ConstantValue = 0;

  uint64_t usedBits() const {
    return Start.mask() | Lbo.mask() | Sbo.mask() | Base.mask() |
           LboMode.mask() | Swizzle.mask() | ConstantMask;
  }
};

const FormatLayout Layouts[NumDescriptorFormats] = {
    // The cute_nvgpu dialect's smem_desc_view word (the table in
    // docs/Atoms.md); LBO and SBO in bytes.
    {DescriptorFormat::CuteSm90,
     "cute-sm90",
     {0, 14, 4},
     {14, 16, 0},
     {30, 16, 0},
     {46, 3, 0},
     {},
     {52, 2, 0}},
    // PTX ISA: wgmma matrix descriptor.
    {DescriptorFormat::PtxSm90,
     "ptx-sm90",
     {0, 14, 4},
     {16, 14, 4},
     {32, 14, 4},
     {49, 3, 0},
     {},
     {62, 2, 0}},
    // PTX ISA: tcgen05 shared memory descriptor; bits 46-48 are 0b001.
    {DescriptorFormat::PtxSm100,
     "ptx-sm100",
     {0, 14, 4},
     {16, 14, 4},
     {32, 14, 4},
     {49, 3, 0},
     {52, 1, 0},
     {61, 3, 0},
     uint64_t(0b111) << 46,
     uint64_t(0b001) << 46},
};

// Codes: cute-sm90, ptx-sm90, ptx-sm100. B/M/S as CUTLASS's layout atoms
// write them (Swizzle<3,4,3> for the 128-byte mode).
const SwizzleInfo Swizzles[] = {
    {SwizzleMode::None, "none", 16, 0, 4, 3, {0, 0, 0}},
    {SwizzleMode::B32, "32B", 32, 1, 4, 3, {3, 3, 6}},
    {SwizzleMode::B64, "64B", 64, 2, 4, 3, {2, 2, 4}},
    {SwizzleMode::B128, "128B", 128, 3, 4, 3, {1, 1, 2}},
    {SwizzleMode::B128Atom32, "128B_base32B", 128, 2, 5, 2, {-1, -1, 1}},
};

const FormatLayout &layoutOf(DescriptorFormat F) {
  return Layouts[static_cast<unsigned>(F)];
}

Error fieldError(const FormatLayout &L, const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           Twine(L.Name) + " descriptor: " + Message);
}

/// Puts \p Value (bytes, or a plain number for Shift 0) into \p F.
Error put(const FormatLayout &L, const Field &F, const char *What,
          uint64_t Value, uint64_t &Word) {
  if (Value & ((uint64_t(1) << F.Shift) - 1))
    return fieldError(L, Twine(What) + " " + Twine(Value) +
                             " is not a multiple of " +
                             Twine(uint64_t(1) << F.Shift));
  uint64_t Encoded = Value >> F.Shift;
  if (Encoded >> F.Width)
    return fieldError(L, Twine(What) + " " + Twine(Value) + " does not fit (" +
                             Twine(F.Width) + "-bit field; at most " +
                             Twine(((uint64_t(1) << F.Width) - 1) << F.Shift) +
                             ")");
  Word |= Encoded << F.Lo;
  return Error::success();
}

} // namespace

StringRef cute_nvgpu::formatName(DescriptorFormat F) {
  return layoutOf(F).Name;
}

std::optional<DescriptorFormat> cute_nvgpu::parseFormat(StringRef Name) {
  for (const FormatLayout &L : Layouts)
    if (Name == L.Name)
      return L.Format;
  return std::nullopt;
}

ArrayRef<DescriptorFormat> cute_nvgpu::allFormats() {
  static const DescriptorFormat All[] = {DescriptorFormat::CuteSm90,
                                         DescriptorFormat::PtxSm90,
                                         DescriptorFormat::PtxSm100};
  return All;
}

ArrayRef<SwizzleInfo> cute_nvgpu::swizzleModes() { return Swizzles; }

const SwizzleInfo &cute_nvgpu::swizzleInfo(SwizzleMode M) {
  return *find_if(Swizzles, [&](const SwizzleInfo &S) { return S.Mode == M; });
}

std::optional<SwizzleMode> cute_nvgpu::parseSwizzle(StringRef Name) {
  for (const SwizzleInfo &S : Swizzles)
    if (Name == S.Name)
      return S.Mode;
  return std::nullopt;
}

Expected<uint64_t> cute_nvgpu::packSmemDescriptor(DescriptorFormat F,
                                                  const SmemDescriptor &D) {
  const FormatLayout &L = layoutOf(F);
  uint64_t Word = L.ConstantValue;
  if (Error E = put(L, L.Start, "start address", D.StartAddress, Word))
    return std::move(E);
  if (Error E = put(L, L.Lbo, "leading byte offset", D.LeadingByteOffset, Word))
    return std::move(E);
  if (Error E = put(L, L.Sbo, "stride byte offset", D.StrideByteOffset, Word))
    return std::move(E);
  if (Error E = put(L, L.Base, "base offset", D.BaseOffset, Word))
    return std::move(E);
  if (D.LeadingByteOffsetAbsolute) {
    if (!L.LboMode.Width)
      return fieldError(L, "has no absolute leading-byte-offset mode");
    Word |= uint64_t(1) << L.LboMode.Lo;
  }
  const SwizzleInfo &S = swizzleInfo(D.Swizzle);
  if (S.code(F) < 0)
    return fieldError(L, Twine("has no swizzle mode ") + S.Name);
  Word |= uint64_t(S.code(F)) << L.Swizzle.Lo;
  return Word;
}

Expected<SmemDescriptor> cute_nvgpu::decodeSmemDescriptor(DescriptorFormat F,
                                                          uint64_t Word) {
  const FormatLayout &L = layoutOf(F);
  if (uint64_t Reserved = Word & ~L.usedBits())
    return fieldError(L,
                      "reserved bits are set: " + Twine::utohexstr(Reserved));
  if ((Word & L.ConstantMask) != L.ConstantValue)
    return fieldError(L, "constant bits " +
                             Twine::utohexstr(Word & L.ConstantMask) +
                             " should be " + Twine::utohexstr(L.ConstantValue));
  SmemDescriptor D;
  D.StartAddress = L.Start.get(Word);
  D.LeadingByteOffset = L.Lbo.get(Word);
  D.StrideByteOffset = L.Sbo.get(Word);
  D.BaseOffset = L.Base.get(Word);
  D.LeadingByteOffsetAbsolute = L.LboMode.get(Word);
  int Code = L.Swizzle.get(Word);
  const SwizzleInfo *S = find_if(
      Swizzles, [&](const SwizzleInfo &S) { return S.code(F) == Code; });
  if (S == std::end(Swizzles))
    return fieldError(L, "swizzle code " + Twine(Code) + " is not defined");
  D.Swizzle = S->Mode;
  return D;
}

std::string cute_nvgpu::printSmemDescriptor(const SmemDescriptor &D) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "start=" << format_hex(D.StartAddress, 0)
     << " lbo=" << D.LeadingByteOffset << " sbo=" << D.StrideByteOffset
     << " base=" << D.BaseOffset << " swizzle=" << swizzleInfo(D.Swizzle).Name;
  if (D.LeadingByteOffsetAbsolute)
    OS << " lbo_mode=abs";
  return Text;
}

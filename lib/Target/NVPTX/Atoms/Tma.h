//===- Tma.h - TMA descriptors and the TMA partition verifier ---*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The TMA contract of the cute_nvgpu dialect (CuTe's TMA atoms; docs/Atoms.md,
// "TMA"), on cute layouts:
//
//  - the three mode enums, numbered as the dialect numbers them;
//  - the descriptor builder's checks (global tensor, rank 1-5, no composed
//    layout, static enough, box granularity, padding);
//  - the eleven-step partition verifier, in the dialect's order and with
//    its diagnostic strings byte for byte, and the packed partition result
//    (tile element count, the flags word of bits 0-13, the swizzle code,
//    the rank);
//  - which descriptor fields device code may change.
//
// Layouts: the GMEM layout maps a tensor coordinate to an element offset
// (its shape is the tensor's, its strides in elements); the SMEM layout is
// the tile in shared memory, swizzled (`Sw<B, M, S> o ...`); the CTA V-map
// has the SMEM tile's shape and maps each tile coordinate to the GMEM mode
// it walks, as unit-scaled bases (`(64, 32):(1@0, 1@1)`).
//
// The verifier, the builder and the checks fail with an llvm::Error whose
// text is the dialect's diagnostic; the attribute readers with an
// AttributeError (AtomError.h).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_TMA_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_TMA_H

#include "AtomAttributes.h"
#include "AtomType.h"
#include "Layout.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

enum class TmaLoadMode : uint8_t {
  NoMulticast = 0, // single-CTA load
  TwoCta = 1,      // 2-CTA cluster cooperative load
  WMulticast = 2,  // warp multicast (16-thread)
  W128Multicast = 3,
};
enum class TmaStoreMode : uint8_t {
  Tiled = 0,
  Im2col = 1,
  Im2colW = 2,
  Im2colW128 = 3,
};

/// Which transfer a partition is for: a load (with its mode), a store (with
/// its mode) or a reduce (with its operation).
struct TmaTransfer {
  enum KindTy : uint8_t { Load, Store, Reduce };
  KindTy Kind = Load;
  TmaLoadMode LoadMode = TmaLoadMode::NoMulticast;
  TmaStoreMode StoreMode = TmaStoreMode::Tiled;
  /// The reduction: an index into tmaReduceKinds() (AtomType.h).
  uint8_t ReduceOp = 0;
};

/// What the partition verifier checks.
struct TmaPartitionInput {
  Layout Smem, Gmem, CtaVMap;
  unsigned ElementBits = 16;
  TmaTransfer Transfer;
  /// Loads: the number of CTAs a multicast reaches; none when absent.
  std::optional<unsigned> NumMulticast = 1u;
  bool Sparse = false;        // a metadata operand is present
  bool S2tDescriptor = false; // the tile is a tcgen05.cp SMEM descriptor view
};

/// Flags word bits, as the dialect's packed partition result numbers them
/// (docs/Atoms.md, "TMA", lists bits 0-13).
enum TmaPartitionFlag : uint16_t {
  TmaMulticast = 1 << 0,
  TmaIm2col = 1 << 1,
  TmaIm2colW = 1 << 2,
  TmaIm2colW128 = 1 << 3,
  TmaTwoCta = 1 << 4,
  TmaSparse = 1 << 5,
  TmaStaticSmem = 1 << 6,
  TmaStaticVMap = 1 << 7,
  TmaGmemIntStride = 1 << 8,
  TmaSmemIntStride = 1 << 9,
  TmaShapeEquiv = 1 << 10,
  TmaGBasisOk = 1 << 11,
  TmaS2tDescriptor = 1 << 12,
  TmaPrefetchEligible = 1 << 13,
};

/// One cp.async.bulk.tensor of a partition: where its box lies in the tile.
struct TmaBoxCopy {
  /// The element offset of the box's first element in the SMEM tile, before
  /// the swizzle (a multiple of the swizzle's repeat, so the swizzle moves
  /// the box's bytes as it moves the tile's).
  uint64_t SmemOffset = 0;
  /// The box's first element in the tile, per GMEM mode: what the copy adds
  /// to the tile's coordinates.
  SmallVector<unsigned, 5> Origin;
};

/// The packed partition result, less the interned type and atom pointers.
struct TmaPartitionResult {
  /// size(SMEM tile) * num_multicast.
  uint32_t TileElementCount = 0;
  uint16_t Flags = 0;
  /// 0 none, 2 128-byte, 3 the 32- and 64-byte blend.
  uint8_t SwizzleMode = 0;
  /// The descriptor rank: the GMEM modes the tile walks.
  uint8_t Rank = 0;
  /// The TMA box (the tensor map's boxDim): for each GMEM mode in order, the
  /// extent one instruction moves. The whole tile when the SMEM layout holds
  /// it as one dense box; else the dense sub-box of which the tile is a
  /// grid.
  SmallVector<unsigned, 5> Box;
  /// The instructions that move the tile, one per box, in the order of the
  /// box grid (GMEM mode 0 fastest). One for a dense tile.
  SmallVector<TmaBoxCopy, 1> Copies;
};

/// The eleven-step partition verifier: the result, or the diagnostic of the
/// first step that fails (the dialect's diagnostic string, byte for byte,
/// followed by the layouts).
///
/// Step 9 also checks the SMEM layout against what the TMA unit writes: a
/// box lands in shared memory densely, GMEM mode 0 innermost, swizzled by
/// the span of the tensor map. The tile is either one such box, or a grid
/// of equal dense sub-boxes whose starts are aligned to 128 bytes and to the
/// swizzle's repeat (one instruction each); any other placement (a
/// transposed tile, a non-unit innermost stride, a row that is not the
/// swizzle span) is "Computed TMA layout is invalid, got " and the box's
/// SMEM layout.
Expected<TmaPartitionResult> verifyTmaPartition(const TmaPartitionInput &In);

/// The dialect's TMA descriptor builder's checks: a global tensor of rank 1-5,
/// a plain (not composed) layout, strides static enough (unit leading
/// stride, the others multiples of 16 bytes when static), the first box
/// dimension a multiple of 16 bytes, and padding (an out-of-bounds fill
/// other than zero) only for loads of floating-point elements.
struct TmaDescriptorInput {
  bool GlobalMemory = true;
  Layout Gmem;
  SmallVector<unsigned, 5> Box;
  unsigned ElementBits = 16;
  bool FloatingPoint = true;
  TmaTransfer Transfer;
  bool NonZeroPadding = false;
};
Error checkTmaDescriptor(const TmaDescriptorInput &In);

/// A tiled tensor map as cuTensorMapEncodeTiled takes it, modes in GMEM
/// order (mode 0, the contiguous one, first); a dynamic extent or stride
/// (a runtime shape or stride, `?` in the GMEM layout) is none.
struct TmaDescriptor {
  unsigned ElementBits = 16;
  /// globalDim: each mode's extent in elements.
  SmallVector<std::optional<uint64_t>, 5> GlobalDim;
  /// globalStrides: the byte strides of modes 1 and up (mode 0's is the
  /// element size).
  SmallVector<std::optional<uint64_t>, 4> GlobalStrides;
  /// boxDim: the extents the tile covers.
  SmallVector<unsigned, 5> Box;
  /// The shared-memory swizzle span in bytes: 0 (none), 32, 64 or 128.
  unsigned SwizzleBytes = 0;
};

/// The dialect's TMA descriptor builder: checkTmaDescriptor's rules, then the
/// tensor map of \p In with the shared-memory swizzle \p Smem. Each GMEM
/// mode must be a single extent and stride.
Expected<TmaDescriptor> buildTmaDescriptor(const TmaDescriptorInput &In,
                                           const Swizzle &Smem);

/// Device-side descriptor changes: the base pointer, one dimension's
/// extent, or a non-leading stride; anything else fails with "TMA
/// descriptor field is not device-mutable".
enum class TmaDescriptorField : uint8_t {
  BaseAddress,
  Dimension,
  Stride,
  Rank,
  ElementType,
  Swizzle,
  Box,
  Multicast,
  Mode,
  ElementStride,
  Interleave,
  FillMode
};
Error checkTmaDescriptorUpdate(TmaDescriptorField Field, unsigned Axis = 0);

/// The attribute words of the fields, in TmaDescriptorField order: `base`,
/// `dim`, `stride`, then those device code may not change.
ArrayRef<const char *> tmaDescriptorFieldNames();

/// A device-side descriptor update, as the attributes of
/// `llvm.nvvm.cute.update_tma_desc` give it (docs/AtomIR.md):
/// `{field = base}`, `{field = dim, axis = A}` or
/// `{field = stride, axis = A}`.
struct TmaDescriptorUpdate {
  TmaDescriptorField Field = TmaDescriptorField::BaseAddress;
  /// The GMEM mode whose extent or stride changes (mode 0 is the
  /// contiguous one).
  unsigned Axis = 0;

  /// The LLVM 22 intrinsic that writes the field:
  /// `llvm.nvvm.tensormap.replace.global.{address,dim,stride}.<Space>`
  /// (Space `p1` for a tensor map in global memory, `p3` in shared).
  std::string intrinsicName(StringRef Space) const;
  /// The intrinsic's ordinal operand. A tensor map holds the strides of
  /// modes 1 and up only (mode 0's is the element size), as
  /// cuTensorMapEncodeTiled's globalStrides does, so the stride of mode A
  /// is ordinal A - 1 while the extent of mode A is ordinal A.
  unsigned ordinal() const {
    return Field == TmaDescriptorField::Stride ? Axis - 1 : Axis;
  }
};

/// Whether \p Value is one the tensor map can hold for \p Update's field:
/// an address 16-byte aligned, an extent not 0, a stride a multiple of 16
/// bytes below 2^40. The map keeps addresses and strides in 16-byte units
/// and drops the low four bits of a new value without a word.
Error checkTmaDescriptorUpdateValue(const TmaDescriptorUpdate &Update,
                                    uint64_t Value);

/// Reads the attributes of a descriptor update. Unknown and missing keys,
/// malformed values and an `axis` where the field has none are diagnosed
/// here; whether the field may change is checkTmaDescriptorUpdate's
/// question. The diagnostics are AttributeErrors.
Expected<TmaDescriptorUpdate>
readTmaDescriptorUpdate(const AtomAttributes &Attributes);

/// An executable TMA atom's use -- `atom.tma_load`, `atom.tma_store`,
/// `atom.tma_reduce<op>` -- as the attributes of an atom call give it: the
/// non-exec part (the partition the verifier checks) and what binding it
/// to an mbarrier adds (docs/AtomIR.md).
struct TmaUse {
  TmaPartitionInput Partition;
  /// The tensor map is an im2col one (`mode = im2col`), not a tiled one.
  bool Im2col = false;
  /// The call ends in a 64-bit L2 cache policy (`cache_hint`).
  bool CacheHint = false;
  /// Loads: prefetch the tensor map first (`prefetch`).
  bool Prefetch = false;
  /// Loads: the transaction-count increment is also the issuing thread's
  /// arrival on the mbarrier (`arrive`).
  bool Arrive = false;

  bool isLoad() const { return Partition.Transfer.Kind == TmaTransfer::Load; }
  /// A multicast load: the call passes the 16-bit mask of the CTAs that
  /// receive the tile (partition flag bit 0: the W and W128 modes).
  bool isMulticast() const {
    return isLoad() &&
           (Partition.Transfer.LoadMode == TmaLoadMode::WMulticast ||
            Partition.Transfer.LoadMode == TmaLoadMode::W128Multicast);
  }
  /// A load issued for the CTA pair (`.cta_group::2`).
  bool isTwoCta() const {
    return isLoad() && Partition.Transfer.LoadMode == TmaLoadMode::TwoCta;
  }
};

/// Reads the attributes of an executable TMA atom \p Type (a TmaLoad,
/// TmaStore or TmaReduce; the reduce kind comes from the type). Unknown and
/// missing keys and malformed values are an AttributeError.
Expected<TmaUse> readTmaUse(const AtomType &Type,
                            const AtomAttributes &Attributes);

/// The bytes a verified load moves into each destination CTA's shared
/// memory, which its mbarrier's transaction count expects: the partition's
/// tile element count (all multicast slices) times the element size.
uint64_t tmaTransferBytes(const TmaUse &Use, const TmaPartitionResult &R);

/// The LLVM 22 intrinsic a verified use lowers to, e.g.
/// `llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d` or
/// `llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.3d`.
std::string tmaIntrinsicName(const TmaUse &Use, unsigned Rank);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_TMA_H

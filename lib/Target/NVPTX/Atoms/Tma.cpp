//===- Tma.cpp - TMA descriptors and the TMA partition verifier -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Tma.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

Error failure(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

std::string text(const Layout &L) { return printLayout(L); }

SmallVector<LayoutLeaf, 8> strides(const Layout &L) {
  SmallVector<LayoutLeaf, 8> Leaves;
  L.Stride.flatten(Leaves);
  return Leaves;
}

bool anyScaledBasis(const Layout &L) { return L.hasScaledBasis(); }

/// TMA moves whole 16-byte units along the leading dimension and needs the
/// other global strides in 16-byte multiples.
constexpr unsigned GranuleBits = 128;
constexpr unsigned MaxRank = 5, MaxBox = 256;

/// Step 4's walk of the GMEM strides: integers, the leading one 1, the
/// static others in 16-byte multiples.
bool gmemStridesOk(const Layout &Gmem, unsigned ElementBits) {
  SmallVector<LayoutLeaf, 8> S = strides(Gmem);
  for (auto [I, Leaf] : enumerate(S)) {
    if (Leaf.Kind == LayoutLeaf::ScaledBasis)
      return false;
    if (Leaf.Kind != LayoutLeaf::Static)
      continue;
    if (I == 0 ? Leaf.Value != 1
               : Leaf.Value <= 0 ||
                     (uint64_t(Leaf.Value) * ElementBits) % GranuleBits)
      return false;
  }
  return true;
}

ArrayRef<IntTuple> modes(const IntTuple &T) {
  return T.isLeaf() ? ArrayRef<IntTuple>(T) : T.elements();
}

/// The shared memory a CTA can have on sm_90 and sm_100 (227 KB): a larger
/// tile is none the TMA fills, and the placement walk stays small.
constexpr uint64_t MaxSmemBytes = 227 * 1024;
/// cp.async.bulk.tensor's shared-memory operand is 128-byte aligned.
constexpr uint64_t SmemAlignmentBytes = 128;

/// Where the TMA puts a tile (step 9): the instruction box and one copy per
/// box, or why the SMEM layout is no placement the TMA writes, with the
/// layout that maps the tile's box (GMEM modes in order) to the SMEM
/// offsets the SMEM layout gives it.
struct Placement {
  SmallVector<unsigned, 5> Box;
  SmallVector<TmaBoxCopy, 1> Copies;
  std::string Problem;
  Layout BoxToSmem;
};

/// The TMA writes a box into shared memory densely in box order (GMEM mode
/// 0 innermost), swizzled as a function of the byte address within each
/// swizzle repeat. So the SMEM layout, composed with the same swizzle, puts
/// the bytes where the TMA does exactly when, before the swizzle, it is one
/// dense box or a grid of equal dense sub-boxes whose starts keep the
/// swizzle's phase (multiples of its repeat), one instruction each.
/// Requiring the repeat, not just the 128 bytes every TMA destination
/// needs, keeps each sub-box's swizzle the tile's whether the unit swizzles
/// by the absolute address or by the offset from the instruction's
/// destination. The sub-box is the largest dense run from the tile's first
/// element along each GMEM mode in turn; every other element is then
/// checked against it.
Placement placeTile(const Layout &Smem, const Layout &VMap,
                    ArrayRef<unsigned> TileBox, unsigned ElementBits) {
  Placement P;
  unsigned Rank = TileBox.size();
  SmallVector<uint64_t, 6> BoxPitch(Rank + 1, 1);
  for (unsigned M = 0; M < Rank; ++M)
    BoxPitch[M + 1] = BoxPitch[M] * TileBox[M];
  uint64_t Volume = BoxPitch[Rank];
  Layout Plain = Smem;
  Plain.Swizzled.reset();
  if (Smem.Swizzled && !Smem.Swizzled->isIdentity())
    P.BoxToSmem.Swizzled = Smem.Swizzled;
  auto Describe = [&](ArrayRef<int64_t> Steps) {
    std::vector<IntTuple> Shape, Stride;
    for (unsigned M = 0; M < Rank; ++M) {
      Shape.push_back(LayoutLeaf::value(TileBox[M]));
      Stride.push_back(LayoutLeaf::value(Steps.empty() ? 0 : Steps[M]));
    }
    P.BoxToSmem.Shape = IntTuple::tuple(std::move(Shape));
    P.BoxToSmem.Stride = IntTuple::tuple(std::move(Stride));
  };
  Describe({});
  if (Volume * ElementBits > MaxSmemBytes * 8) {
    P.Problem = ("the tile's " + Twine(Volume * ElementBits / 8) +
                 " bytes exceed the " + Twine(MaxSmemBytes) +
                 " bytes of shared memory a CTA has")
                    .str();
    return P;
  }

  // The SMEM offset (before the swizzle) of each box element, by its
  // position in box order. Steps 7 and 9 made the V-map a bijection from
  // the tile onto the box.
  SmallVector<LayoutLeaf, 8> Extents, Bases;
  VMap.Shape.flatten(Extents);
  VMap.Stride.flatten(Bases);
  std::vector<int64_t> SmemAt(Volume, -1);
  for (uint64_t I = 0; I < Volume; ++I) {
    uint64_t Rest = I, Position = 0;
    for (auto [Extent, Basis] : zip(Extents, Bases)) {
      uint64_t Coordinate = Rest % uint64_t(Extent.Value);
      Rest /= uint64_t(Extent.Value);
      if (Extent.Value != 1)
        Position +=
            Coordinate * uint64_t(Basis.Value) * BoxPitch[Basis.Basis[0]];
    }
    std::optional<int64_t> Offset = Plain.offset(I);
    if (!Offset || *Offset < 0) {
      P.Problem = "the SMEM layout maps a tile element outside shared memory";
      return P;
    }
    SmemAt[Position] = *Offset;
  }
  SmallVector<int64_t, 5> Steps;
  for (unsigned M = 0; M < Rank; ++M)
    Steps.push_back(TileBox[M] > 1 ? SmemAt[BoxPitch[M]] - SmemAt[0] : 0);
  Describe(Steps);

  // The sub-box: along each mode, the longest run that continues the dense
  // order, cut to a divisor of the mode's extent.
  SmallVector<uint64_t, 6> SubPitch(Rank + 1, 1);
  for (unsigned M = 0; M < Rank; ++M) {
    unsigned Run = 1;
    while (Run < TileBox[M] &&
           SmemAt[Run * BoxPitch[M]] - SmemAt[0] == int64_t(Run * SubPitch[M]))
      ++Run;
    unsigned Extent = Run;
    while (TileBox[M] % Extent)
      --Extent;
    P.Box.push_back(Extent);
    SubPitch[M + 1] = SubPitch[M] * Extent;
  }
  if (P.Box[0] == 1 && TileBox[0] > 1) {
    P.Problem = "the TMA writes a box densely, GMEM mode 0 innermost, and "
                "the SMEM layout does not keep GMEM mode 0 contiguous";
    return P;
  }
  const char *Dense = "the TMA writes a box densely, GMEM mode 0 innermost, "
                      "and the SMEM layout holds neither the box nor a grid "
                      "of dense sub-boxes that way";
  for (uint64_t Position = 0; Position < Volume; ++Position) {
    uint64_t Start = 0, Within = 0;
    for (unsigned M = 0; M < Rank; ++M) {
      uint64_t C = Position / BoxPitch[M] % TileBox[M];
      Start += C / P.Box[M] * P.Box[M] * BoxPitch[M];
      Within += C % P.Box[M] * SubPitch[M];
    }
    if (SmemAt[Position] != SmemAt[Start] + int64_t(Within)) {
      P.Problem = Dense;
      return P;
    }
  }

  // One copy per sub-box, GMEM mode 0 fastest.
  uint64_t Grid = Volume / SubPitch[Rank];
  for (uint64_t G = 0; G < Grid; ++G) {
    TmaBoxCopy Copy;
    uint64_t Rest = G, Start = 0;
    for (unsigned M = 0; M < Rank; ++M) {
      unsigned Count = TileBox[M] / P.Box[M];
      Copy.Origin.push_back(unsigned(Rest % Count) * P.Box[M]);
      Rest /= Count;
      Start += Copy.Origin.back() * BoxPitch[M];
    }
    Copy.SmemOffset = uint64_t(SmemAt[Start]);
    P.Copies.push_back(std::move(Copy));
  }

  uint64_t RowBits = uint64_t(P.Box[0]) * ElementBits;
  if (RowBits % GranuleBits) {
    P.Problem =
        ("a box row of " + Twine(P.Box[0]) + " x " + Twine(ElementBits) +
         " bits is not a whole number of 16-byte units")
            .str();
    return P;
  }
  std::optional<SwizzleMode> Mode =
      Smem.Swizzled ? Smem.Swizzled->mode() : SwizzleMode::None;
  uint64_t Alignment = SmemAlignmentBytes;
  if (Mode && *Mode != SwizzleMode::None) {
    // cuTensorMapEncodeTiled takes a swizzled box whose row fits the span;
    // a shorter row leaves the bytes of the span past it to the unit, which
    // a layout cannot say, so the row must be the span.
    unsigned Span = swizzleInfo(*Mode).RowBytes;
    if (RowBits != uint64_t(Span) * 8) {
      P.Problem = ("a box row of " + Twine(RowBits / 8) + " bytes is not the " +
                   Twine(Span) + "-byte swizzle span")
                      .str();
      return P;
    }
    const Swizzle &Sw = *Smem.Swizzled;
    Alignment =
        std::max<uint64_t>(Alignment, uint64_t(1) << (Sw.B + Sw.M + Sw.S));
  }
  for (const TmaBoxCopy &Copy : P.Copies)
    if ((Copy.SmemOffset * ElementBits) % (Alignment * 8)) {
      P.Problem =
          ("the box at SMEM element offset " + Twine(Copy.SmemOffset) +
           " does not start at a multiple of " + Twine(Alignment) + " bytes")
              .str();
      return P;
    }
  SmallVector<uint64_t, 8> Starts;
  for (const TmaBoxCopy &Copy : P.Copies)
    Starts.push_back(Copy.SmemOffset);
  sort(Starts);
  for (unsigned I = 1; I < Starts.size(); ++I)
    if (Starts[I] - Starts[I - 1] < SubPitch[Rank]) {
      P.Problem = ("the boxes at SMEM element offsets " + Twine(Starts[I - 1]) +
                   " and " + Twine(Starts[I]) + " overlap")
                      .str();
      return P;
    }
  return P;
}

} // namespace

Expected<TmaPartitionResult>
cute_nvgpu::verifyTmaPartition(const TmaPartitionInput &In) {
  const Layout &Smem = In.Smem, &Gmem = In.Gmem, &VMap = In.CtaVMap;
  // 1. The operands' types: ranks the hardware can move.
  auto RankOk = [](const Layout &L) {
    return L.rank() >= 1 && L.rank() <= MaxRank;
  };
  if (!RankOk(Smem) || !RankOk(Gmem))
    return failure("invalid operand types, got " + text(Smem) + ", " +
                   text(Gmem) + ", and " + text(VMap));
  // 2. The SMEM operand is a layout (possibly composed with a swizzle), not
  // a coordinate layout of scaled bases.
  if (anyScaledBasis(Smem))
    return failure("invalid smem layout type, expected LayoutType or "
                   "ComposedLayoutType, got " +
                   text(Smem));
  // 3. The GMEM operand is a plain layout.
  if (Gmem.Swizzled)
    return failure("unsupported layout for the GMEM tensor, got " + text(Gmem));
  // 4. Integer strides in both.
  if (!gmemStridesOk(Gmem, In.ElementBits) || anyScaledBasis(Smem))
    return failure("expected the GMEM and SMEM layouts to have integer "
                   "stride elements, but got " +
                   text(Gmem) + ", and " + text(Smem));
  // 5. A swizzle the descriptor can express.
  std::optional<SwizzleMode> Mode =
      Smem.Swizzled ? Smem.Swizzled->mode() : std::nullopt;
  if (!Mode || *Mode == SwizzleMode::B128Atom32)
    return failure("expected the SMEM layout to be a swizzle layout, but got " +
                   text(Smem));
  // 6. Static tile and V-map.
  if (!Smem.isStatic() || !VMap.isStatic())
    return failure("expected the SMEM layout and the CTA V-map to be static, "
                   "but got " +
                   text(Smem) + ", and " + text(VMap));
  // 7. The V-map has the tile's top-level shape.
  ArrayRef<IntTuple> SmemModes = modes(Smem.Shape),
                     VMapModes = modes(VMap.Shape);
  bool SameShape = SmemModes.size() == VMapModes.size();
  for (unsigned I = 0; SameShape && I < SmemModes.size(); ++I)
    SameShape = SmemModes[I].product() == VMapModes[I].product();
  if (!SameShape)
    return failure("expected top-level shape equivalence between the SMEM "
                   "layout and the CTA V-map, but got " +
                   text(Smem) + ", and " + text(VMap));
  // 8. The G-basis: every tile mode walks one GMEM mode, as coefficient x
  // E<mode>.
  SmallVector<LayoutLeaf, 8> Extents;
  VMap.Shape.flatten(Extents);
  SmallVector<LayoutLeaf, 8> Bases = strides(VMap);
  struct Piece {
    int64_t Coefficient, Extent;
  };
  SmallVector<SmallVector<Piece, 4>, 5> Walks(Gmem.rank());
  for (auto [Extent, Basis] : zip(Extents, Bases)) {
    if (Extent.Value == 1)
      continue;
    if (Basis.Kind != LayoutLeaf::ScaledBasis || Basis.Basis.size() != 1 ||
        Basis.Basis[0] >= Gmem.rank() || Basis.Value <= 0)
      return failure("failed to compute the TMA G-basis, got " + text(VMap));
    Walks[Basis.Basis[0]].push_back({Basis.Value, Extent.Value});
  }
  // 9. The TMA layout: each GMEM mode covered compactly (coefficients 1,
  // e0, e0 e1, ...), boxes of at most 256, the leading box a whole number
  // of 16-byte units.
  TmaPartitionResult Result;
  Layout Tma;
  std::vector<IntTuple> BoxShape, BoxStride;
  bool Valid = true;
  for (auto [I, Walk] : enumerate(Walks)) {
    sort(Walk, [](const Piece &A, const Piece &B) {
      return A.Coefficient < B.Coefficient;
    });
    int64_t Box = 1;
    for (const Piece &P : Walk) {
      Valid &= P.Coefficient == Box;
      Box *= P.Extent;
    }
    Valid &= Box <= MaxBox;
    Result.Box.push_back(unsigned(std::min<int64_t>(Box, UINT32_MAX)));
    BoxShape.push_back(LayoutLeaf::value(Box));
    // Each box mode walks its GMEM mode from the first coefficient (1 when
    // the layout is valid).
    BoxStride.push_back(LayoutLeaf::basis(
        Walk.empty() ? 1 : Walk.front().Coefficient, {unsigned(I)}));
  }
  Tma.Shape = IntTuple::tuple(std::move(BoxShape));
  Tma.Stride = IntTuple::tuple(std::move(BoxStride));
  Valid &= !Result.Box.empty() &&
           (uint64_t(Result.Box[0]) * In.ElementBits) % GranuleBits == 0;
  if (!Valid)
    return failure("Computed TMA layout is invalid, got " + text(Tma));
  // Where the TMA puts the box must be where the SMEM layout says. A layout
  // it cannot produce -- transposed, strided, padded within a row -- fails
  // here rather than at step 8: the G-basis (each tile mode's GMEM mode)
  // exists, but the TMA layout it gives, the box in shared memory, is not
  // the SMEM layout. The diagnostic is the dialect's step-9 text, byte for
  // byte, followed by the box's SMEM layout (and here the reason).
  Placement Placed = placeTile(Smem, VMap, Result.Box, In.ElementBits);
  if (!Placed.Problem.empty())
    return failure("Computed TMA layout is invalid, got " +
                   text(Placed.BoxToSmem) + "; " + Placed.Problem);
  Result.Box = std::move(Placed.Box);
  Result.Copies = std::move(Placed.Copies);
  // 10. An element type a tensor map has.
  if (!is_contained({8u, 16u, 32u, 64u}, In.ElementBits))
    return failure("Failed to construct the TMA tensor type");
  // 11. Loads: the multicast count fits the mode (the dialect's load modes
  // 0 and 2, no multicast and W multicast, take exactly 1; the others at
  // least 1).
  unsigned Multicast = 1;
  if (In.Transfer.Kind == TmaTransfer::Load) {
    TmaLoadMode M = In.Transfer.LoadMode;
    bool Single = M == TmaLoadMode::NoMulticast || M == TmaLoadMode::WMulticast;
    unsigned N = In.NumMulticast.value_or(0);
    if (Single ? N != 1 : N == 0)
      return failure("missing or invalid num_multicast for a multicast TMA "
                     "load; got num_multicast of " +
                     Twine(N));
    Multicast = N;
  }

  Result.TileElementCount = uint32_t(*Smem.size() * Multicast);
  Result.Rank = Gmem.rank();
  Result.SwizzleMode = *Mode == SwizzleMode::None   ? 0
                       : *Mode == SwizzleMode::B128 ? 2
                                                    : 3;
  uint16_t F = TmaStaticSmem | TmaStaticVMap | TmaGmemIntStride |
               TmaSmemIntStride | TmaShapeEquiv | TmaGBasisOk;
  if (In.Transfer.Kind == TmaTransfer::Load) {
    TmaLoadMode M = In.Transfer.LoadMode;
    if (M == TmaLoadMode::WMulticast || M == TmaLoadMode::W128Multicast)
      F |= TmaMulticast;
    if (M == TmaLoadMode::TwoCta)
      F |= TmaTwoCta;
  }
  if (In.Transfer.Kind == TmaTransfer::Store) {
    TmaStoreMode M = In.Transfer.StoreMode;
    if (M != TmaStoreMode::Tiled)
      F |= TmaIm2col;
    if (M == TmaStoreMode::Im2colW)
      F |= TmaIm2colW;
    if (M == TmaStoreMode::Im2colW128)
      F |= TmaIm2colW128;
  }
  if (In.Sparse)
    F |= TmaSparse;
  if (In.S2tDescriptor)
    F |= TmaS2tDescriptor;
  // A descriptor with no dynamic extent or stride stays valid when
  // prefetched.
  if (Gmem.isStatic())
    F |= TmaPrefetchEligible;
  Result.Flags = F;
  return Result;
}

Error cute_nvgpu::checkTmaDescriptor(const TmaDescriptorInput &In) {
  if (!In.GlobalMemory)
    return failure("a TMA descriptor describes a tensor in global memory");
  unsigned Rank = In.Gmem.rank();
  if (Rank < 1 || Rank > MaxRank)
    return failure("a TMA descriptor has rank 1 to 5; the tensor has rank " +
                   Twine(Rank));
  if (In.Gmem.Swizzled)
    return failure("a TMA descriptor takes a plain layout, not the composed "
                   "layout " +
                   text(In.Gmem));
  if (!gmemStridesOk(In.Gmem, In.ElementBits))
    return failure("the strides of " + text(In.Gmem) +
                   " are not static enough for a TMA descriptor: the leading "
                   "stride must be 1 and the others multiples of 16 bytes");
  if (In.Box.size() != Rank)
    return failure("the TMA box has " + Twine(In.Box.size()) +
                   " dimensions; the tensor has " + Twine(Rank));
  for (unsigned Extent : In.Box)
    if (Extent < 1 || Extent > MaxBox)
      return failure("a TMA box dimension is 1 to 256 elements, not " +
                     Twine(Extent));
  if ((uint64_t(In.Box[0]) * In.ElementBits) % GranuleBits)
    return failure("the first TMA box dimension (" + Twine(In.Box[0]) + " x " +
                   Twine(In.ElementBits) +
                   " bits) is not a multiple of the 16-byte transfer "
                   "granularity");
  if (In.NonZeroPadding &&
      !(In.Transfer.Kind == TmaTransfer::Load && In.FloatingPoint))
    return failure("non-zero padding (the NaN out-of-bounds fill) is only "
                   "for loads of floating-point tensors");
  return Error::success();
}

Expected<TmaDescriptor>
cute_nvgpu::buildTmaDescriptor(const TmaDescriptorInput &In,
                               const Swizzle &Smem) {
  if (Error E = checkTmaDescriptor(In))
    return std::move(E);
  SmallVector<LayoutLeaf, 8> Extents, Strides = strides(In.Gmem);
  In.Gmem.Shape.flatten(Extents);
  if (Extents.size() != In.Gmem.rank())
    return failure("a TMA descriptor takes one extent and one stride per "
                   "GMEM mode; " +
                   text(In.Gmem) + " has nested modes");
  std::optional<SwizzleMode> Mode =
      Smem.isIdentity() ? SwizzleMode::None : Smem.mode();
  if (!Mode || *Mode == SwizzleMode::B128Atom32)
    return failure("a TMA descriptor swizzles shared memory in 32-, 64- or "
                   "128-byte spans (cute's Swizzle<1..3, 4, 3>), not "
                   "Swizzle<" +
                   Twine(Smem.B) + ", " + Twine(Smem.M) + ", " + Twine(Smem.S) +
                   ">");
  TmaDescriptor D;
  D.ElementBits = In.ElementBits;
  D.Box = In.Box;
  D.SwizzleBytes = *Mode == SwizzleMode::None ? 0 : 16u << Smem.B;
  auto Static = [](const LayoutLeaf &Leaf) -> std::optional<uint64_t> {
    if (Leaf.Kind != LayoutLeaf::Static)
      return std::nullopt;
    return uint64_t(Leaf.Value);
  };
  for (auto [I, Extent] : enumerate(Extents)) {
    D.GlobalDim.push_back(Static(Extent));
    if (I == 0)
      continue;
    std::optional<uint64_t> Stride = Static(Strides[I]);
    D.GlobalStrides.push_back(
        Stride ? std::optional<uint64_t>(*Stride * In.ElementBits / 8)
               : std::nullopt);
  }
  return D;
}

Error cute_nvgpu::checkTmaDescriptorUpdate(TmaDescriptorField Field,
                                           unsigned Axis) {
  bool Mutable =
      Field == TmaDescriptorField::BaseAddress ||
      (Field == TmaDescriptorField::Dimension && Axis < MaxRank) ||
      (Field == TmaDescriptorField::Stride && Axis > 0 && Axis < MaxRank);
  if (!Mutable)
    return failure("TMA descriptor field is not device-mutable");
  return Error::success();
}

ArrayRef<const char *> cute_nvgpu::tmaDescriptorFieldNames() {
  static const char *const Names[] = {
      "base",       "dim",      "stride",    "rank", "element_type",
      "swizzle",    "box",      "multicast", "mode", "element_stride",
      "interleave", "fill_mode"};
  static_assert(std::size(Names) == size_t(TmaDescriptorField::FillMode) + 1,
                "one word per descriptor field");
  return Names;
}

std::string TmaDescriptorUpdate::intrinsicName(StringRef Space) const {
  StringRef What = Field == TmaDescriptorField::BaseAddress ? "address"
                   : Field == TmaDescriptorField::Dimension ? "dim"
                                                            : "stride";
  return ("llvm.nvvm.tensormap.replace.global." + What + "." + Space).str();
}

Error cute_nvgpu::checkTmaDescriptorUpdateValue(
    const TmaDescriptorUpdate &Update, uint64_t Value) {
  constexpr uint64_t Granule = GranuleBits / 8, MaxStride = 1ull << 40;
  switch (Update.Field) {
  case TmaDescriptorField::BaseAddress:
    if (Value % Granule)
      return failure("an address that is not " + Twine(Granule) +
                     "-byte aligned");
    break;
  case TmaDescriptorField::Dimension:
    if (!Value)
      return failure("an extent of 0 elements");
    break;
  default:
    if (Value % Granule || Value >= MaxStride)
      return failure("a stride of " + Twine(Value) +
                     " bytes, which is not a multiple of " + Twine(Granule) +
                     " below 2^40");
  }
  return Error::success();
}

Expected<TmaDescriptorUpdate>
cute_nvgpu::readTmaDescriptorUpdate(const AtomAttributes &Attributes) {
  AttributeReader R(Attributes);
  unsigned Field = 0, Axis = 0;
  if (!(R.checkKeys({"axis"}, {"field"}, "update_tma_desc") &&
        R.choice("field", tmaDescriptorFieldNames(), Field) &&
        R.integer("axis", 0, MaxRank - 1, Axis)))
    return R.takeError();
  TmaDescriptorUpdate Update;
  Update.Field = static_cast<TmaDescriptorField>(Field);
  Update.Axis = Axis;
  bool PerMode = Update.Field == TmaDescriptorField::Dimension ||
                 Update.Field == TmaDescriptorField::Stride;
  const AtomAttribute *AxisAttribute = Attributes.find("axis");
  if (PerMode && !AxisAttribute)
    return make_error<AttributeError>(
        0,
        ("missing attribute `axis` for `field = " +
         Twine(tmaDescriptorFieldNames()[Field]) + "`: the GMEM mode to change")
            .str());
  if (Update.Field == TmaDescriptorField::BaseAddress && AxisAttribute)
    return make_error<AttributeError>(
        AxisAttribute->KeyColumn, "attribute `axis` is only for `field = dim` "
                                  "and `field = stride`");
  return Update;
}

namespace {

const char *const LoadModeNames[] = {"no_multicast", "two_cta", "w_multicast",
                                     "w128_multicast"};
const char *const TensorModeNames[] = {"tile", "im2col"};

} // namespace

Expected<TmaUse> cute_nvgpu::readTmaUse(const AtomType &Type,
                                        const AtomAttributes &Attributes) {
  TmaUse Use;
  TmaTransfer &Transfer = Use.Partition.Transfer;
  switch (*Type.Kind) {
  case AtomKind::TmaLoad:
    Transfer.Kind = TmaTransfer::Load;
    break;
  case AtomKind::TmaStore:
    Transfer.Kind = TmaTransfer::Store;
    break;
  case AtomKind::TmaReduce:
    Transfer.Kind = TmaTransfer::Reduce;
    Transfer.ReduceOp =
        find(tmaReduceKinds(), Type.Variant) - tmaReduceKinds().begin();
    break;
  default:
    llvm_unreachable("not an executable TMA atom");
  }
  SmallVector<StringRef, 8> Known = {"mode", "cache_hint"};
  if (Use.isLoad())
    append_range(Known, ArrayRef<StringRef>{"load_mode", "num_multicast",
                                            "prefetch", "arrive"});
  AttributeReader R(Attributes);
  std::optional<Layout> Smem, Gmem, VMap;
  unsigned LoadMode = 0, TensorMode = 0, NumMulticast = 1;
  unsigned ElementBits = Use.Partition.ElementBits;
  bool Ok =
      R.checkKeys(Known,
                  {"smem_layout", "gmem_layout", "cta_v_map", "element_bits"},
                  info(*Type.Kind).Mnemonic) &&
      R.layout("smem_layout", Smem) && R.layout("gmem_layout", Gmem) &&
      R.layout("cta_v_map", VMap) &&
      R.integer("element_bits", 1, 64, ElementBits) &&
      R.choice("mode", TensorModeNames, TensorMode) &&
      R.choice("load_mode", LoadModeNames, LoadMode) &&
      R.integer("num_multicast", 0, 16, NumMulticast) &&
      R.unit("cache_hint", Use.CacheHint) && R.unit("prefetch", Use.Prefetch) &&
      R.unit("arrive", Use.Arrive);
  if (!Ok)
    return R.takeError();
  Use.Partition.Smem = *Smem;
  Use.Partition.Gmem = *Gmem;
  Use.Partition.CtaVMap = *VMap;
  Use.Partition.ElementBits = ElementBits;
  Use.Partition.NumMulticast = NumMulticast;
  Use.Im2col = TensorMode == 1;
  Transfer.LoadMode = static_cast<TmaLoadMode>(LoadMode);
  Transfer.StoreMode = Use.Im2col ? TmaStoreMode::Im2col : TmaStoreMode::Tiled;
  return Use;
}

uint64_t cute_nvgpu::tmaTransferBytes(const TmaUse &Use,
                                      const TmaPartitionResult &R) {
  return uint64_t(R.TileElementCount) * Use.Partition.ElementBits / 8;
}

std::string cute_nvgpu::tmaIntrinsicName(const TmaUse &Use, unsigned Rank) {
  std::string Name = "llvm.nvvm.cp.async.bulk.tensor.";
  switch (Use.Partition.Transfer.Kind) {
  case TmaTransfer::Load:
    Name += "g2s.";
    break;
  case TmaTransfer::Store:
    Name += "s2g.";
    break;
  case TmaTransfer::Reduce:
    Name +=
        ("reduce." + tmaReduceKinds()[Use.Partition.Transfer.ReduceOp] + ".")
            .str();
    break;
  }
  return Name + (Use.Im2col ? "im2col." : "tile.") + std::to_string(Rank) + "d";
}

//===- Layout.h - cute layouts: shape:stride trees and swizzles -*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// cute layouts as the atom verifiers see them: a hierarchical shape and a
// congruent stride tree, optionally composed with a swizzle functor.
//
// Text (`#cute.layout<...>`):
//
//   #cute.layout<(2, 2, 2):(4, 1, 8)>        shape:stride
//   #cute.layout<((2, 4), 8):((1, 16), 2)>   nested modes
//   #cute.layout<(?, 8):(8, 1)>              `?` is a dynamic value
//   #cute.layout<(4, 32):(1@0, 1@1)>         scaled-basis strides, N@i = N*E<i>
//   #cute.layout<(4@0, 32@1)>                shorthand: every stride is the
//                                            unit basis written after `@`
//   #cute.layout<(4, 8)>                     shorthand: compact column-major
//   #cute.layout<Sw<3, 4, 3> o (8, 64):(64, 1)>   a swizzled layout
//
// The printer writes `, ` between tuple elements and no blanks around `:`; it
// uses the unit-basis shorthand exactly when every stride is a unit basis and
// the full shape:stride form otherwise, so print(parse(T)) == T for every
// canonical text. Malformed text is a TextError (AtomError.h) at the 1-based
// column it refers to.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_LAYOUT_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_LAYOUT_H

#include "AtomError.h"
#include "SmemDescriptor.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace cute_nvgpu {

/// A leaf of a shape or stride: a static integer, a dynamic value, or (in a
/// stride) a scaled basis Coefficient * E<Mode...>.
struct LayoutLeaf {
  enum KindTy : uint8_t { Static, Dynamic, ScaledBasis };
  KindTy Kind = Static;
  /// The static value, or the basis coefficient.
  int64_t Value = 0;
  /// The basis mode path of a scaled basis: E<1, 0> is {1, 0}.
  SmallVector<unsigned, 2> Basis;

  static LayoutLeaf value(int64_t V) { return {Static, V, {}}; }
  static LayoutLeaf dynamic() { return {Dynamic, 0, {}}; }
  static LayoutLeaf basis(int64_t Coefficient, ArrayRef<unsigned> Modes) {
    return {ScaledBasis, Coefficient, SmallVector<unsigned, 2>(Modes)};
  }
  bool operator==(const LayoutLeaf &O) const {
    return Kind == O.Kind && Value == O.Value && Basis == O.Basis;
  }
  bool operator!=(const LayoutLeaf &O) const { return !(*this == O); }
};

/// A hierarchical tuple of leaves. A one-element tuple `(4)` and the leaf
/// `4` are different trees, as in cute.
class IntTuple {
public:
  IntTuple(LayoutLeaf Leaf) : Leaf(std::move(Leaf)) {}
  static IntTuple tuple(std::vector<IntTuple> Elements) {
    IntTuple T(LayoutLeaf{});
    T.IsTuple = true;
    T.Elements = std::move(Elements);
    return T;
  }

  bool isLeaf() const { return !IsTuple; }
  const LayoutLeaf &leaf() const { return Leaf; }
  ArrayRef<IntTuple> elements() const { return Elements; }

  /// The number of top-level modes; 1 for a leaf.
  unsigned rank() const { return IsTuple ? Elements.size() : 1; }
  /// 0 for a leaf, else one more than the deepest element.
  unsigned depth() const;
  /// Whether \p O has the same tree structure (cute's congruence).
  bool congruent(const IntTuple &O) const;
  /// The leaves, depth first.
  void flatten(SmallVectorImpl<LayoutLeaf> &Leaves) const;
  /// The product of the leaves, if all are static (and it fits in 64 bits).
  std::optional<uint64_t> product() const;

  bool operator==(const IntTuple &O) const;
  bool operator!=(const IntTuple &O) const { return !(*this == O); }

private:
  bool IsTuple = false;
  LayoutLeaf Leaf;
  std::vector<IntTuple> Elements;
};

/// cute's Swizzle<B, M, S>: XORs the B bits at [M + S, M + S + B) of an
/// offset into the bits at [M, M + B).
struct Swizzle {
  unsigned B = 0, M = 0, S = 0;

  int64_t apply(int64_t Offset) const;
  bool isIdentity() const { return B == 0; }

  /// The functor of a descriptor swizzle mode, from the swizzle table.
  static Swizzle forMode(SwizzleMode Mode);
  /// The descriptor swizzle mode whose functor this is, if any.
  std::optional<SwizzleMode> mode() const;

  bool operator==(const Swizzle &O) const {
    return B == O.B && M == O.M && S == O.S;
  }
  bool operator!=(const Swizzle &O) const { return !(*this == O); }
};

/// A layout: Shape and a congruent Stride, optionally swizzled after the
/// stride mapping.
struct Layout {
  IntTuple Shape = LayoutLeaf::value(1);
  IntTuple Stride = LayoutLeaf::value(0);
  std::optional<Swizzle> Swizzled;

  unsigned rank() const { return Shape.rank(); }
  unsigned depth() const { return Shape.depth(); }
  /// The product of the shape, if every extent is static (and the product
  /// fits in 64 bits).
  std::optional<uint64_t> size() const;
  /// Whether no shape or stride leaf is dynamic (a scaled basis is static,
  /// as in cute).
  bool isStatic() const;
  /// Whether a stride is a scaled basis.
  bool hasScaledBasis() const;
  /// The offset of the 1-D coordinate \p Index (colexicographic, as in
  /// cute), swizzled if the layout is; none unless every shape and stride is
  /// a static integer, or when \p Index is outside [0, size).
  std::optional<int64_t> offset(uint64_t Index) const;

  bool operator==(const Layout &O) const {
    return Shape == O.Shape && Stride == O.Stride && Swizzled == O.Swizzled;
  }
  bool operator!=(const Layout &O) const { return !(*this == O); }
};

/// The layout of shape \p Shape with unit strides along each flattened mode
/// in turn: cute's compact column-major layout.
Layout compactColumnMajor(const IntTuple &Shape);

/// cute's coalesce: the flattened layout with extent-1 modes dropped and
/// each mode that continues the previous one merged into it. The result is
/// a leaf layout when one mode is left and `1:0` when none is. A swizzle is
/// kept.
Layout coalesce(const Layout &L);

/// Whether two layouts are the same function after normalization by
/// coalesce (dynamic values compare structurally).
bool equivalent(const Layout &A, const Layout &B);

/// Parses `#cute.layout<...>`; malformed text is a TextError.
Expected<Layout> parseLayout(StringRef Text);

/// The canonical `#cute.layout<...>` text, or only what is between the
/// angle brackets.
std::string printLayout(const Layout &L);
std::string printLayoutBody(const Layout &L);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_LAYOUT_H

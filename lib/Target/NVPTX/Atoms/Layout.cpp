//===- Layout.cpp - cute layouts: shape:stride trees and swizzles ---------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Layout.h"
#include "TextCursor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

//===----------------------------------------------------------------------===//
// IntTuple
//===----------------------------------------------------------------------===//

unsigned IntTuple::depth() const {
  unsigned Deepest = 0;
  for (const IntTuple &E : Elements)
    Deepest = std::max(Deepest, E.depth());
  return IsTuple ? Deepest + 1 : 0;
}

bool IntTuple::congruent(const IntTuple &O) const {
  if (IsTuple != O.IsTuple || Elements.size() != O.Elements.size())
    return false;
  for (auto [A, B] : zip(Elements, O.Elements))
    if (!A.congruent(B))
      return false;
  return true;
}

void IntTuple::flatten(SmallVectorImpl<LayoutLeaf> &Leaves) const {
  if (!IsTuple) {
    Leaves.push_back(Leaf);
    return;
  }
  for (const IntTuple &E : Elements)
    E.flatten(Leaves);
}

bool IntTuple::operator==(const IntTuple &O) const {
  if (IsTuple != O.IsTuple)
    return false;
  return IsTuple ? Elements == O.Elements : Leaf == O.Leaf;
}

//===----------------------------------------------------------------------===//
// Swizzle
//===----------------------------------------------------------------------===//

int64_t Swizzle::apply(int64_t Offset) const {
  uint64_t Bits = (uint64_t(1) << B) - 1;
  uint64_t Source = Bits << (M + S);
  return Offset ^ int64_t((uint64_t(Offset) & Source) >> S);
}

Swizzle Swizzle::forMode(SwizzleMode Mode) {
  const SwizzleInfo &Info = swizzleInfo(Mode);
  return {Info.B, Info.M, Info.S};
}

std::optional<SwizzleMode> Swizzle::mode() const {
  for (const SwizzleInfo &Info : swizzleModes())
    if (forMode(Info.Mode) == *this)
      return Info.Mode;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Layout queries and algebra
//===----------------------------------------------------------------------===//

namespace {

struct FlatLayout {
  SmallVector<LayoutLeaf, 8> Shape, Stride;
};

FlatLayout flatten(const Layout &L) {
  FlatLayout F;
  L.Shape.flatten(F.Shape);
  L.Stride.flatten(F.Stride);
  return F;
}

bool isStaticInteger(const LayoutLeaf &Leaf) {
  return Leaf.Kind == LayoutLeaf::Static;
}

/// Whether stride \p Next continues a mode of extent \p Extent and stride
/// \p Stride, so the two modes can be one.
bool continues(const LayoutLeaf &Stride, int64_t Extent,
               const LayoutLeaf &Next) {
  if (Stride.Kind == LayoutLeaf::Dynamic || Stride.Kind != Next.Kind ||
      Stride.Basis != Next.Basis)
    return false;
  int64_t Reach;
  return !MulOverflow(Stride.Value, Extent, Reach) && Reach == Next.Value;
}

/// A shape or stride tree for a list of modes: the leaf when there is one.
IntTuple treeOf(ArrayRef<LayoutLeaf> Leaves) {
  if (Leaves.size() == 1)
    return Leaves.front();
  std::vector<IntTuple> Elements(Leaves.begin(), Leaves.end());
  return IntTuple::tuple(std::move(Elements));
}

/// Rebuilds \p Shape's tree with the leaves \p Leaves in flattened order.
IntTuple rebuild(const IntTuple &Shape, ArrayRef<LayoutLeaf> &Leaves) {
  if (Shape.isLeaf()) {
    IntTuple Leaf = Leaves.front();
    Leaves = Leaves.drop_front();
    return Leaf;
  }
  std::vector<IntTuple> Elements;
  for (const IntTuple &E : Shape.elements())
    Elements.push_back(rebuild(E, Leaves));
  return IntTuple::tuple(std::move(Elements));
}

/// The compact column-major strides of \p Shape. Strides past a dynamic
/// extent are dynamic, and so are those past an overflow, which sets
/// \p Overflowed.
IntTuple compactStrides(const IntTuple &Shape, bool &Overflowed) {
  SmallVector<LayoutLeaf, 8> Extents, Strides;
  Shape.flatten(Extents);
  LayoutLeaf Next = LayoutLeaf::value(1);
  // The product of all extents (the cosize) may overflow harmlessly; only
  // a stride that overflows is an error.
  bool NextOverflowed = false;
  Overflowed = false;
  for (const LayoutLeaf &Extent : Extents) {
    Overflowed |= NextOverflowed;
    Strides.push_back(Next);
    if (Next.Kind != LayoutLeaf::Static)
      continue;
    if (Extent.Kind != LayoutLeaf::Static)
      Next = LayoutLeaf::dynamic();
    else if (MulOverflow(Next.Value, Extent.Value, Next.Value)) {
      NextOverflowed = true;
      Next = LayoutLeaf::dynamic();
    }
  }
  ArrayRef<LayoutLeaf> Leaves = Strides;
  return rebuild(Shape, Leaves);
}

} // namespace

std::optional<uint64_t> IntTuple::product() const {
  SmallVector<LayoutLeaf, 8> Extents;
  flatten(Extents);
  int64_t Product = 1;
  for (const LayoutLeaf &Extent : Extents)
    if (!isStaticInteger(Extent) || MulOverflow(Product, Extent.Value, Product))
      return std::nullopt;
  return Product;
}

std::optional<uint64_t> Layout::size() const { return Shape.product(); }

bool Layout::isStatic() const {
  FlatLayout F = flatten(*this);
  auto IsDynamic = [](const LayoutLeaf &Leaf) {
    return Leaf.Kind == LayoutLeaf::Dynamic;
  };
  return none_of(F.Shape, IsDynamic) && none_of(F.Stride, IsDynamic);
}

bool Layout::hasScaledBasis() const {
  SmallVector<LayoutLeaf, 8> Strides;
  Stride.flatten(Strides);
  return any_of(Strides, [](const LayoutLeaf &Leaf) {
    return Leaf.Kind == LayoutLeaf::ScaledBasis;
  });
}

std::optional<int64_t> Layout::offset(uint64_t Index) const {
  std::optional<uint64_t> Size = size();
  if (!Size || Index >= *Size || !isStatic() || hasScaledBasis())
    return std::nullopt;
  FlatLayout F = flatten(*this);
  int64_t Result = 0;
  for (auto [Extent, Step] : zip(F.Shape, F.Stride)) {
    if (Extent.Value <= 0)
      return std::nullopt;
    int64_t Coordinate = int64_t(Index % uint64_t(Extent.Value)), Term;
    Index /= uint64_t(Extent.Value);
    if (MulOverflow(Coordinate, Step.Value, Term) ||
        AddOverflow(Result, Term, Result))
      return std::nullopt;
  }
  return Swizzled ? Swizzled->apply(Result) : Result;
}

Layout cute_nvgpu::compactColumnMajor(const IntTuple &Shape) {
  Layout L;
  L.Shape = Shape;
  bool Overflowed;
  L.Stride = compactStrides(Shape, Overflowed);
  return L;
}

Layout cute_nvgpu::coalesce(const Layout &L) {
  FlatLayout F = flatten(L);
  SmallVector<LayoutLeaf, 8> Shape, Stride;
  for (auto [Extent, Step] : zip(F.Shape, F.Stride)) {
    if (isStaticInteger(Extent) && Extent.Value == 1)
      continue;
    if (!Shape.empty() && isStaticInteger(Shape.back()) &&
        continues(Stride.back(), Shape.back().Value, Step)) {
      LayoutLeaf &Merged = Shape.back();
      if (!isStaticInteger(Extent))
        Merged = LayoutLeaf::dynamic();
      else if (MulOverflow(Merged.Value, Extent.Value, Merged.Value))
        Merged = LayoutLeaf::dynamic();
      continue;
    }
    Shape.push_back(Extent);
    Stride.push_back(Step);
  }
  Layout Result;
  Result.Swizzled = L.Swizzled;
  if (Shape.empty())
    return Result;
  Result.Shape = treeOf(Shape);
  Result.Stride = treeOf(Stride);
  return Result;
}

bool cute_nvgpu::equivalent(const Layout &A, const Layout &B) {
  auto Normal = [](const Layout &L) {
    Layout N = coalesce(L);
    if (N.Swizzled && N.Swizzled->isIdentity())
      N.Swizzled.reset();
    return N;
  };
  return Normal(A) == Normal(B);
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

namespace {

constexpr StringLiteral LayoutPrefix = "#cute.layout<";
constexpr unsigned MaxNesting = 16;
/// Bits a swizzle may touch: B + M + S must stay below this.
constexpr unsigned MaxSwizzleBits = 32;

/// A parsed leaf before it is known to be a shape extent or a stride: N,
/// -N, `?`, or N@i@j... (Modes non-empty).
struct RawLeaf {
  LayoutLeaf Leaf;
  size_t Column;
};

class LayoutParser : TextCursor {
  /// Blanks may stand between tokens.
  bool expect(StringRef Token, StringRef What) {
    skipBlanks();
    return TextCursor::expect(Token, What);
  }

  /// Digits at Pos as a number at most \p Max; \p What names it.
  bool number(uint64_t Max, uint64_t &Out, StringRef What) {
    size_t Start = Pos;
    while (!atEnd() && isDigit(Text[Pos]))
      ++Pos;
    if (Pos == Start)
      return fail(Start, "expected a " + What + ", found " + here());
    if (Text.slice(Start, Pos).getAsInteger(10, Out) || Out > Max)
      return fail(Start, What + " `" + Text.slice(Start, Pos) +
                             "` is too large (at most " + Twine(Max) + ")");
    return true;
  }

  bool leaf(LayoutLeaf &Out) {
    if (rest().starts_with("?")) {
      ++Pos;
      Out = LayoutLeaf::dynamic();
      return true;
    }
    bool Negative = rest().starts_with("-");
    Pos += Negative;
    uint64_t Magnitude;
    if (atEnd() || !isDigit(Text[Pos]))
      return fail(Pos, "expected an integer or `?`, found " + here());
    if (!number(uint64_t(INT64_MAX), Magnitude, "integer"))
      return false;
    Out =
        LayoutLeaf::value(Negative ? -int64_t(Magnitude) : int64_t(Magnitude));
    while (rest().starts_with("@")) {
      ++Pos;
      uint64_t Mode;
      if (!number(MaxNesting, Mode, "basis mode"))
        return false;
      Out.Kind = LayoutLeaf::ScaledBasis;
      Out.Basis.push_back(unsigned(Mode));
    }
    return true;
  }

  bool tuple(IntTuple &Out, SmallVectorImpl<RawLeaf> &Leaves,
             unsigned Nesting) {
    skipBlanks();
    if (!rest().starts_with("(")) {
      size_t Start = Pos;
      LayoutLeaf L;
      if (!leaf(L))
        return false;
      Leaves.push_back({L, Start});
      Out = L;
      return true;
    }
    if (Nesting == MaxNesting)
      return fail(Pos,
                  "layout nests deeper than " + Twine(MaxNesting) + " levels");
    ++Pos;
    std::vector<IntTuple> Elements;
    while (true) {
      Elements.push_back(LayoutLeaf{});
      if (!tuple(Elements.back(), Leaves, Nesting + 1))
        return false;
      skipBlanks();
      if (!rest().starts_with(","))
        break;
      ++Pos;
    }
    if (!expect(")", "`,` or `)` in a tuple"))
      return false;
    Out = IntTuple::tuple(std::move(Elements));
    return true;
  }

  bool swizzle(Swizzle &Out) {
    size_t Start = Pos;
    uint64_t Fields[3];
    for (unsigned I = 0; I < 3; ++I) {
      if (I && !expect(",", "`,` between swizzle parameters"))
        return false;
      skipBlanks();
      if (!number(MaxSwizzleBits, Fields[I], "swizzle parameter"))
        return false;
    }
    if (!expect(">", "`>` closing the swizzle"))
      return false;
    Out = {unsigned(Fields[0]), unsigned(Fields[1]), unsigned(Fields[2])};
    if (Out.S < Out.B)
      return fail(Start, "swizzle shift S must be at least its bit count B");
    if (Out.B + Out.M + Out.S >= MaxSwizzleBits)
      return fail(Start, "swizzle bits B + M + S must stay below " +
                             Twine(MaxSwizzleBits));
    return true;
  }

  /// Checks the leaves of a shape: static extents are positive, none is a
  /// scaled basis.
  bool checkShape(ArrayRef<RawLeaf> Leaves) {
    for (const RawLeaf &L : Leaves) {
      if (L.Leaf.Kind == LayoutLeaf::ScaledBasis)
        return fail(L.Column, "a shape extent cannot be a scaled basis");
      if (L.Leaf.Kind == LayoutLeaf::Static && L.Leaf.Value <= 0)
        return fail(L.Column, "a shape extent must be positive");
    }
    return true;
  }

  /// The body without `:`: unit-basis shorthand or a compact shape.
  bool shorthand(Layout &L, ArrayRef<RawLeaf> Leaves, size_t Start) {
    bool Basis = Leaves.front().Leaf.Kind == LayoutLeaf::ScaledBasis;
    SmallVector<LayoutLeaf, 8> Extents, Strides;
    for (const RawLeaf &Raw : Leaves) {
      if ((Raw.Leaf.Kind == LayoutLeaf::ScaledBasis) != Basis)
        return fail(Raw.Column,
                    "a layout without strides takes either `extent@mode` "
                    "for every mode or for none");
      LayoutLeaf Extent = Raw.Leaf;
      if (Basis) {
        Extent.Kind = LayoutLeaf::Static;
        Extent.Basis.clear();
        Strides.push_back(LayoutLeaf::basis(1, Raw.Leaf.Basis));
      }
      if (Extent.Value <= 0 && Extent.Kind == LayoutLeaf::Static)
        return fail(Raw.Column, "a shape extent must be positive");
      Extents.push_back(Extent);
    }
    ArrayRef<LayoutLeaf> ExtentLeaves = Extents;
    L.Shape = rebuild(L.Shape, ExtentLeaves);
    if (Basis) {
      ArrayRef<LayoutLeaf> StrideLeaves = Strides;
      L.Stride = rebuild(L.Shape, StrideLeaves);
      return true;
    }
    bool Overflowed;
    L.Stride = compactStrides(L.Shape, Overflowed);
    if (Overflowed)
      return fail(Start, "the compact strides of this shape overflow");
    return true;
  }

  bool body(Layout &L) {
    skipBlanks();
    if (rest().starts_with("Sw<")) {
      Pos += 3;
      Swizzle Sw;
      if (!swizzle(Sw) || !expect("o ", "` o ` after the swizzle"))
        return false;
      L.Swizzled = Sw;
    }
    skipBlanks();
    size_t ShapeStart = Pos;
    SmallVector<RawLeaf, 8> ShapeLeaves;
    if (!tuple(L.Shape, ShapeLeaves, 0))
      return false;
    skipBlanks();
    if (!rest().starts_with(":"))
      return shorthand(L, ShapeLeaves, ShapeStart);
    ++Pos;
    if (!checkShape(ShapeLeaves))
      return false;
    skipBlanks();
    size_t StrideStart = Pos;
    SmallVector<RawLeaf, 8> StrideLeaves;
    if (!tuple(L.Stride, StrideLeaves, 0))
      return false;
    if (!L.Shape.congruent(L.Stride))
      return fail(StrideStart,
                  "the stride `" + Text.slice(StrideStart, Pos).trim() +
                      "` is not congruent with the shape `" +
                      Text.slice(ShapeStart, StrideStart - 1).trim() + "`");
    return true;
  }

public:
  explicit LayoutParser(StringRef Text) : TextCursor(Text) {}

  Expected<Layout> parse() {
    Layout L;
    if (!expect(LayoutPrefix, "`#cute.layout<`") || !body(L) ||
        !expect(">", "`>` closing the layout"))
      return takeError();
    if (!atEnd()) {
      fail(Pos, "unexpected " + here() + " after the layout");
      return takeError();
    }
    return L;
  }
};

void printLeaf(const LayoutLeaf &Leaf, std::string &Out) {
  if (Leaf.Kind == LayoutLeaf::Dynamic) {
    Out += '?';
    return;
  }
  Out += std::to_string(Leaf.Value);
  for (unsigned Mode : Leaf.Basis)
    Out += "@" + std::to_string(Mode);
}

/// Prints \p Shape; with \p Basis, each extent followed by the modes of its
/// unit-basis stride in \p Basis.
void printTree(const IntTuple &Shape, const IntTuple *Basis, std::string &Out) {
  if (Shape.isLeaf()) {
    printLeaf(Shape.leaf(), Out);
    if (Basis)
      for (unsigned Mode : Basis->leaf().Basis)
        Out += "@" + std::to_string(Mode);
    return;
  }
  Out += '(';
  for (auto [I, E] : enumerate(Shape.elements())) {
    if (I)
      Out += ", ";
    printTree(E, Basis ? &Basis->elements()[I] : nullptr, Out);
  }
  Out += ')';
}

bool isUnitBasis(const LayoutLeaf &Leaf) {
  return Leaf.Kind == LayoutLeaf::ScaledBasis && Leaf.Value == 1;
}

} // namespace

Expected<Layout> cute_nvgpu::parseLayout(StringRef Text) {
  return LayoutParser(Text).parse();
}

std::string cute_nvgpu::printLayoutBody(const Layout &L) {
  std::string Out;
  if (L.Swizzled)
    Out += "Sw<" + std::to_string(L.Swizzled->B) + ", " +
           std::to_string(L.Swizzled->M) + ", " +
           std::to_string(L.Swizzled->S) + "> o ";
  SmallVector<LayoutLeaf, 8> Strides;
  L.Stride.flatten(Strides);
  SmallVector<LayoutLeaf, 8> Extents;
  L.Shape.flatten(Extents);
  if (all_of(Strides, isUnitBasis) && all_of(Extents, isStaticInteger)) {
    printTree(L.Shape, &L.Stride, Out);
    return Out;
  }
  printTree(L.Shape, nullptr, Out);
  Out += ':';
  printTree(L.Stride, nullptr, Out);
  return Out;
}

std::string cute_nvgpu::printLayout(const Layout &L) {
  return LayoutPrefix.str() + printLayoutBody(L) + ">";
}

//===- AtomAttributes.h - Attribute dictionaries of atom uses ---*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The attributes of an atom use in LLVM IR (docs/AtomIR.md), an MLIR-style
// dictionary in one metadata string:
//
//   {shape_MNK = [16, 8, 16], a_type = f16, satfinite,
//    a_layout = #cute.layout<((4, 8), (2, 2, 2)):((32, 1), (16, 8, 128))>}
//
// A value is an integer, a word (letters, digits, `_` and `.`), a list of
// integers in `[...]`, or a `#cute.layout<...>`; a key alone is a unit
// attribute. Keys are unique. Every value remembers its column, so the
// verifiers can point at the attribute they reject: a malformed dictionary
// is a TextError, an attribute an atom's reader rejects an AttributeError
// (AtomError.h), both at their 1-based column.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMATTRIBUTES_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMATTRIBUTES_H

#include "AtomError.h"
#include "Layout.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace cute_nvgpu {

struct AtomAttribute {
  enum KindTy : uint8_t { Unit, Integer, Word, IntegerList, LayoutValue };
  std::string Key;
  KindTy Kind = Unit;
  int64_t IntegerValue = 0;
  std::string WordValue;
  SmallVector<int64_t, 4> List;
  Layout LayoutVal;
  /// 1-based columns of the key and of the value in the dictionary text.
  unsigned KeyColumn = 0, ValueColumn = 0;

  /// "an integer", "a word", ... for diagnostics.
  static StringRef kindName(KindTy K);
};

class AtomAttributes {
public:
  /// Parses `{...}`; an empty string is an empty dictionary. Malformed text
  /// is a TextError.
  static Expected<AtomAttributes> parse(StringRef Text);

  const AtomAttribute *find(StringRef Key) const;
  ArrayRef<AtomAttribute> all() const { return Attributes; }

private:
  std::vector<AtomAttribute> Attributes;
};

/// Reads typed values out of a dictionary for an atom's use. Each reader
/// leaves its output alone when the key is absent and returns false after
/// the first diagnostic (takeError() hands it on as an AttributeError);
/// later reads keep the first, so that readers chain with `&&`.
class AttributeReader {
protected:
  const AtomAttributes &Attributes;
  /// The first diagnostic: its column (0 when about a missing attribute)
  /// and message.
  bool Failed = false;
  unsigned ErrorColumn = 0;
  std::string ErrorMessage;

  bool fail(unsigned Column, const Twine &Message);
  /// "attribute `K` must be <kind><Detail>" at the value.
  bool wrongKind(const AtomAttribute &A, AtomAttribute::KindTy Want,
                 StringRef Detail = "");

public:
  explicit AttributeReader(const AtomAttributes &Attributes)
      : Attributes(Attributes) {}

  /// The first diagnostic as an AttributeError; only after a read failed.
  Error takeError();

  /// Rejects a key outside \p Known (the first, at its column) and reports
  /// a missing one of \p Required, both naming the atom \p Mnemonic.
  bool checkKeys(ArrayRef<StringRef> Known, ArrayRef<StringRef> Required,
                 StringRef Mnemonic);
  /// A word out of \p Names: its index.
  bool choice(StringRef Key, ArrayRef<const char *> Names, unsigned &Out);
  bool layout(StringRef Key, std::optional<Layout> &Out);
  /// A unit attribute (`{..., key, ...}`): true when present.
  bool unit(StringRef Key, bool &Out);
  /// An integer in [Min, Max].
  bool integer(StringRef Key, unsigned Min, unsigned Max, unsigned &Out);
};

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMATTRIBUTES_H

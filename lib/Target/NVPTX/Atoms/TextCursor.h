//===- TextCursor.h - Reading atom-layer text with diagnostics --*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the parsers of the atom layer (types, layouts, attribute
// dictionaries) share: a position in the text and the first diagnostic,
// with its 1-based column.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_TEXTCURSOR_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_TEXTCURSOR_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// A diagnostic about text: the message and the 1-based column of the
/// character it refers to.
struct TextDiagnostic {
  unsigned Column;
  std::string Message;
};

class TextCursor {
protected:
  StringRef Text;
  size_t Pos = 0;
  std::optional<TextDiagnostic> Error;

  explicit TextCursor(StringRef Text) : Text(Text) {}

  bool atEnd() const { return Pos >= Text.size(); }
  StringRef rest() const { return Text.drop_front(Pos); }
  void skipBlanks() {
    while (!atEnd() && isSpace(Text[Pos]))
      ++Pos;
  }
  /// "`x`" for the character at the cursor, or "the end of the text".
  std::string here() const {
    return atEnd() ? std::string("the end of the text")
                   : "`" + rest().take_front(1).str() + "`";
  }
  /// Records the first diagnostic, at offset \p At; always false.
  bool fail(size_t At, const Twine &Message) {
    if (!Error)
      Error = TextDiagnostic{static_cast<unsigned>(At + 1), Message.str()};
    return false;
  }
  /// Consumes \p Token at the cursor, or diagnoses "expected What".
  bool expect(StringRef Token, StringRef What) {
    if (rest().starts_with(Token)) {
      Pos += Token.size();
      return true;
    }
    return fail(Pos, "expected " + What + ", found " + here());
  }
};

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_TEXTCURSOR_H

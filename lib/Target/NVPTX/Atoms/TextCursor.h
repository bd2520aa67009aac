//===- TextCursor.h - Reading atom-layer text with diagnostics --*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the parsers of the atom layer (types, layouts, attribute
// dictionaries) share: a position in the text and the first diagnostic,
// with its 1-based column. The diagnostic is kept as plain data while the
// parser scans (its bool-returning steps stop at the first failure, and a
// later failure on the way out must not replace it); a parser's public entry
// point hands it on as a TextError (AtomError.h) with takeError().
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_TEXTCURSOR_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_TEXTCURSOR_H

#include "AtomError.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <string>

namespace llvm {
namespace cute_nvgpu {

class TextCursor {
protected:
  StringRef Text;
  size_t Pos = 0;
  /// The first diagnostic: its 1-based column (0 while there is none) and
  /// its message.
  unsigned ErrorColumn = 0;
  std::string ErrorMessage;

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
    if (!ErrorColumn) {
      ErrorColumn = At + 1;
      ErrorMessage = Message.str();
    }
    return false;
  }
  /// Records the TextError of a nested parse of the text from offset \p At
  /// (a layout inside a type or a dictionary) at its column in this text;
  /// any other error by its message at \p At. Always false.
  bool fail(size_t At, Error Nested) {
    handleAllErrors(
        std::move(Nested),
        [&](const TextError &E) {
          fail(At + E.getColumn() - 1, E.getMessage());
        },
        [&](const ErrorInfoBase &E) { fail(At, E.message()); });
    return false;
  }
  /// The first diagnostic as a TextError; only after a failure.
  Error takeError() {
    assert(ErrorColumn && "no diagnostic to take");
    return make_error<TextError>(ErrorColumn, std::move(ErrorMessage));
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

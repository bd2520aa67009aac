//===- AtomAttributes.cpp - Attribute dictionaries of atom uses -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomAttributes.h"
#include "Suggest.h"
#include "TextCursor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

StringRef AtomAttribute::kindName(KindTy K) {
  switch (K) {
  case Unit:
    return "a unit attribute";
  case Integer:
    return "an integer";
  case Word:
    return "a word";
  case IntegerList:
    return "a list of integers";
  case LayoutValue:
    return "a `#cute.layout<...>`";
  }
  llvm_unreachable("unknown attribute kind");
}

namespace {

constexpr StringLiteral LayoutPrefix = "#cute.layout<";

bool isWordChar(char C) { return isAlnum(C) || C == '_' || C == '.'; }

class AttributeParser : TextCursor {
  /// Blanks may stand between tokens.
  bool expect(StringRef Token, StringRef What) {
    skipBlanks();
    return TextCursor::expect(Token, What);
  }

  bool integer(int64_t &Out) {
    size_t Start = Pos;
    if (rest().starts_with("-"))
      ++Pos;
    while (!atEnd() && isDigit(Text[Pos]))
      ++Pos;
    if (Text.slice(Start, Pos).getAsInteger(10, Out))
      return fail(
          Start,
          "expected an integer, found " +
              (Pos == Start ? here() : "`" + Text.slice(Start, Pos) + "`"));
    return true;
  }

  /// `#cute.layout<...>`: up to the `>` that balances its `<`.
  bool layout(AtomAttribute &A) {
    size_t Start = Pos;
    Pos += LayoutPrefix.size();
    int Depth = 1;
    for (; Depth > 0 && !atEnd(); ++Pos) {
      if (Text[Pos] == '<')
        ++Depth;
      else if (Text[Pos] == '>')
        --Depth;
    }
    if (Depth > 0)
      return fail(Start, "unterminated `#cute.layout<`");
    Expected<Layout> Parsed = parseLayout(Text.slice(Start, Pos));
    if (!Parsed)
      return fail(Start, Parsed.takeError());
    A.Kind = AtomAttribute::LayoutValue;
    A.LayoutVal = std::move(*Parsed);
    return true;
  }

  bool value(AtomAttribute &A) {
    skipBlanks();
    A.ValueColumn = Pos + 1;
    if (rest().starts_with(LayoutPrefix))
      return layout(A);
    if (rest().starts_with("[")) {
      ++Pos;
      A.Kind = AtomAttribute::IntegerList;
      skipBlanks();
      if (rest().starts_with("]")) {
        ++Pos;
        return true;
      }
      while (true) {
        skipBlanks();
        int64_t V;
        if (!integer(V))
          return false;
        A.List.push_back(V);
        skipBlanks();
        if (!rest().starts_with(","))
          break;
        ++Pos;
      }
      return expect("]", "`,` or `]` in a list");
    }
    size_t Start = Pos;
    while (!atEnd() && isWordChar(Text[Pos]))
      ++Pos;
    // Digits alone are an integer; a word may start with digits (a tcgen05
    // shape such as 32x32b).
    if (Pos == Start ? !atEnd() && Text[Pos] == '-'
                     : all_of(Text.slice(Start, Pos), isDigit)) {
      Pos = Start;
      A.Kind = AtomAttribute::Integer;
      return integer(A.IntegerValue);
    }
    if (Pos == Start)
      return fail(Start, "expected an attribute value, found " + here());
    A.Kind = AtomAttribute::Word;
    A.WordValue = Text.slice(Start, Pos).str();
    return true;
  }

  bool attribute(std::vector<AtomAttribute> &Out) {
    skipBlanks();
    size_t Start = Pos;
    while (!atEnd() && (isAlnum(Text[Pos]) || Text[Pos] == '_'))
      ++Pos;
    if (Pos == Start)
      return fail(Start, "expected an attribute name, found " + here());
    AtomAttribute A;
    A.Key = Text.slice(Start, Pos).str();
    A.KeyColumn = Start + 1;
    if (any_of(Out, [&](const AtomAttribute &O) { return O.Key == A.Key; }))
      return fail(Start, "attribute `" + A.Key + "` appears twice");
    skipBlanks();
    if (rest().starts_with("=")) {
      ++Pos;
      if (!value(A))
        return false;
    }
    Out.push_back(std::move(A));
    return true;
  }

public:
  explicit AttributeParser(StringRef Text) : TextCursor(Text) {}

  Expected<std::vector<AtomAttribute>> parse() {
    std::vector<AtomAttribute> Out;
    skipBlanks();
    if (atEnd())
      return Out;
    if (!expect("{", "`{` opening the attributes"))
      return takeError();
    skipBlanks();
    if (rest().starts_with("}")) {
      ++Pos;
    } else {
      while (true) {
        if (!attribute(Out))
          return takeError();
        skipBlanks();
        if (!rest().starts_with(","))
          break;
        ++Pos;
      }
      if (!expect("}", "`,` or `}` after an attribute"))
        return takeError();
    }
    skipBlanks();
    if (!atEnd()) {
      fail(Pos, "unexpected " + here() + " after the attributes");
      return takeError();
    }
    return Out;
  }
};

} // namespace

Expected<AtomAttributes> AtomAttributes::parse(StringRef Text) {
  auto Result = AttributeParser(Text).parse();
  if (!Result)
    return Result.takeError();
  AtomAttributes Attrs;
  Attrs.Attributes = std::move(*Result);
  return Attrs;
}

const AtomAttribute *AtomAttributes::find(StringRef Key) const {
  for (const AtomAttribute &A : Attributes)
    if (A.Key == Key)
      return &A;
  return nullptr;
}

bool AttributeReader::fail(unsigned Column, const Twine &Message) {
  if (!Failed) {
    Failed = true;
    ErrorColumn = Column;
    ErrorMessage = Message.str();
  }
  return false;
}

Error AttributeReader::takeError() {
  assert(Failed && "no diagnostic to take");
  return make_error<AttributeError>(ErrorColumn, std::move(ErrorMessage));
}

bool AttributeReader::wrongKind(const AtomAttribute &A,
                                AtomAttribute::KindTy Want, StringRef Detail) {
  return fail(A.ValueColumn ? A.ValueColumn : A.KeyColumn,
              "attribute `" + A.Key + "` must be " +
                  AtomAttribute::kindName(Want) + Detail);
}

bool AttributeReader::checkKeys(ArrayRef<StringRef> Known,
                                ArrayRef<StringRef> Required,
                                StringRef Mnemonic) {
  for (const AtomAttribute &A : Attributes.all())
    if (!is_contained(Known, A.Key) && !is_contained(Required, A.Key)) {
      SmallVector<StringRef, 32> Keys(Required.begin(), Required.end());
      append_range(Keys, Known);
      return fail(A.KeyColumn, "unknown attribute `" + A.Key + "` for `" +
                                   Mnemonic + "`" +
                                   didYouMean(A.Key, Keys, '`'));
    }
  for (StringRef Key : Required)
    if (!Attributes.find(Key))
      return fail(0, "missing attribute `" + Key + "` for `" + Mnemonic + "`");
  return true;
}

bool AttributeReader::choice(StringRef Key, ArrayRef<const char *> Names,
                             unsigned &Out) {
  const AtomAttribute *A = Attributes.find(Key);
  if (!A)
    return true;
  for (auto [I, Name] : enumerate(Names))
    if (A->Kind == AtomAttribute::Word && A->WordValue == Name) {
      Out = I;
      return true;
    }
  std::string All;
  for (const char *Name : Names)
    All += (All.empty() ? "" : ", ") + std::string(Name);
  return wrongKind(*A, AtomAttribute::Word, ": one of " + All);
}

bool AttributeReader::layout(StringRef Key, std::optional<Layout> &Out) {
  const AtomAttribute *A = Attributes.find(Key);
  if (!A)
    return true;
  if (A->Kind != AtomAttribute::LayoutValue)
    return wrongKind(*A, AtomAttribute::LayoutValue);
  Out = A->LayoutVal;
  return true;
}

bool AttributeReader::unit(StringRef Key, bool &Out) {
  const AtomAttribute *A = Attributes.find(Key);
  if (!A)
    return true;
  if (A->Kind != AtomAttribute::Unit)
    return wrongKind(*A, AtomAttribute::Unit);
  Out = true;
  return true;
}

bool AttributeReader::integer(StringRef Key, unsigned Min, unsigned Max,
                              unsigned &Out) {
  const AtomAttribute *A = Attributes.find(Key);
  if (!A)
    return true;
  if (A->Kind != AtomAttribute::Integer || A->IntegerValue < Min ||
      A->IntegerValue > Max)
    return wrongKind(*A, AtomAttribute::Integer,
                     " in [" + std::to_string(Min) + ", " +
                         std::to_string(Max) + "]");
  Out = A->IntegerValue;
  return true;
}

//===- AtomType.cpp - cute_nvgpu type text --------------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The parser accepts exactly the canonical spelling (single spaces, fields in
// their fixed order), so that everything it accepts prints back unchanged;
// anything else gets a diagnostic saying what was expected where.
//
//===----------------------------------------------------------------------===//

#include "AtomType.h"
#include "Lattices.h"
#include "TextCursor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

static constexpr StringLiteral Prefix = "!cute_nvgpu.";

StringRef cute_nvgpu::spelling(MemOrder Order) {
  static const StringLiteral Names[] = {"relaxed",  "acquire", "release",
                                        "acq_rel",  "sc",      "mmio",
                                        "constant", "volatile"};
  return Names[static_cast<unsigned>(Order)];
}

StringRef cute_nvgpu::spelling(MemScope Scope) {
  static const StringLiteral Names[] = {"cluster", "gpu", "sys"};
  return Names[static_cast<unsigned>(Scope)];
}

ArrayRef<MemOrder> cute_nvgpu::allMemOrders() {
  static const MemOrder All[] = {MemOrder::Relaxed,  MemOrder::Acquire,
                                 MemOrder::Release,  MemOrder::AcqRel,
                                 MemOrder::Sc,       MemOrder::Mmio,
                                 MemOrder::Constant, MemOrder::Volatile};
  return All;
}

ArrayRef<MemScope> cute_nvgpu::allMemScopes() {
  static const MemScope All[] = {MemScope::Cluster, MemScope::Gpu,
                                 MemScope::Sys};
  return All;
}

ArrayRef<StringRef> cute_nvgpu::matrixCopyShapes() {
  static const StringRef All[] = {"m8n8",          "m8n8.x2",
                                  "m8n8.x4",       "m8n8.trans",
                                  "m8n8.x2.trans", "m8n8.x4.trans"};
  return All;
}

ArrayRef<StringRef> cute_nvgpu::tmaReduceKinds() {
  static const std::vector<StringRef> All = [] {
    std::vector<StringRef> Names;
    // The reductions of NVPTXTmaLattice.td.
    for (const lattices::TmaReduceOpRow &Row : lattices::tmaReduceOps())
      Names.push_back(Row.Name);
    return Names;
  }();
  return All;
}

namespace {

class TypeParser : TextCursor {
  /// A run of characters from \p Chars.
  StringRef word(function_ref<bool(char)> Chars) {
    size_t Start = Pos;
    while (!atEnd() && Chars(Text[Pos]))
      ++Pos;
    return Text.slice(Start, Pos);
  }

  /// A positive decimal number without leading zeros.
  bool number(unsigned &Value, StringRef What) {
    size_t Start = Pos;
    StringRef Digits = word(isDigit);
    if (Digits.empty())
      return fail(Start, "expected " + What + ", found " + here());
    if (Digits.size() > 1 && Digits[0] == '0')
      return fail(Start, What + " must not have leading zeros");
    if (Digits.getAsInteger(10, Value) || Value == 0 || Value > (1u << 30))
      return fail(Start, What + " must be between 1 and 1073741824");
    return true;
  }

  /// A parameter up to the `,` or `>` that ends it at bracket depth 0.
  bool argument(std::string &Out, StringRef What) {
    size_t Start = Pos;
    int Depth = 0;
    while (!atEnd()) {
      char C = Text[Pos];
      if (Depth == 0 && (C == ',' || C == '>'))
        break;
      if (C == '<' || C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == '>' || C == ')' || C == ']' || C == '}')
        if (--Depth < 0)
          return fail(Pos, "unbalanced `" + Twine(C) + "` in " + What);
      ++Pos;
    }
    if (Depth != 0)
      return fail(Start, "unterminated brackets in " + What);
    Out = Text.slice(Start, Pos).str();
    if (Out.empty() || Out.front() == ' ' || Out.back() == ' ')
      return fail(Start, "expected " + What + ", found " + here());
    return true;
  }

  /// A `#cute.layout<...>` argument, which must be valid and canonical.
  bool layout(std::string &Out) {
    size_t Start = Pos;
    if (!argument(Out, "the layout"))
      return false;
    Expected<Layout> Result = parseLayout(Out);
    if (!Result)
      return fail(Start, Result.takeError());
    std::string Canonical = printLayout(*Result);
    if (Canonical != Out)
      return fail(Start, "the layout is not in canonical form; write `" +
                             Canonical + "`");
    return true;
  }

  template <typename EnumT>
  bool enumValue(ArrayRef<EnumT> Values, std::optional<EnumT> &Out,
                 StringRef What) {
    size_t Start = Pos;
    StringRef Name = word([](char C) { return isAlnum(C) || C == '_'; });
    for (EnumT V : Values)
      if (spelling(V) == Name) {
        Out = V;
        return true;
      }
    std::string Choices;
    for (EnumT V : Values)
      Choices += (Choices.empty() ? "" : ", ") + spelling(V).str();
    return fail(Start, "unknown " + What + " `" + Name + "`; expected one of " +
                           Choices);
  }

  bool choice(ArrayRef<StringRef> Values, std::string &Out, StringRef What) {
    size_t Start = Pos;
    StringRef Name = word([](char C) { return isAlnum(C) || C == '.'; });
    if (is_contained(Values, Name)) {
      Out = Name.str();
      return true;
    }
    return fail(Start, "unknown " + What + " `" + Name + "`; expected one of " +
                           join(Values.begin(), Values.end(), ", "));
  }

  bool universalCopyParams(AtomType &T) {
    if (!argument(T.ValueType, "the value type"))
      return false;
    // The optional fields, in this order, each at most once.
    enum Field { ValueType, Bits, AllowDsmem, Order, Scope } Last = ValueType;
    while (rest().starts_with(",")) {
      if (!expect(", ", "`, ` between parameters"))
        return false;
      size_t Start = Pos;
      Field F;
      if (!atEnd() && isDigit(Text[Pos]))
        F = Bits;
      else if (rest().starts_with("allow_dsmem"))
        F = AllowDsmem;
      else if (rest().starts_with("mem_order="))
        F = Order;
      else if (rest().starts_with("mem_scope="))
        F = Scope;
      else
        return fail(Start, "expected a bit width (`N b`), `allow_dsmem`, "
                           "`mem_order=` or `mem_scope=`, found " +
                               here());
      if (F <= Last)
        return fail(Start, "fields of atom.universal_copy come in the order "
                           "`N b`, `allow_dsmem`, `mem_order=`, "
                           "`mem_scope=`, each at most once");
      Last = F;
      switch (F) {
      case Bits: {
        unsigned N;
        if (!number(N, "the bit width") || !expect(" b", "` b` after the bit "
                                                         "width"))
          return false;
        T.Bits = N;
        break;
      }
      case AllowDsmem:
        Pos += StringRef("allow_dsmem").size();
        T.AllowDsmem = true;
        break;
      case Order:
        Pos += StringRef("mem_order=").size();
        if (!enumValue(allMemOrders(), T.Order, "memory order"))
          return false;
        break;
      case Scope:
        Pos += StringRef("mem_scope=").size();
        if (!enumValue(allMemScopes(), T.Scope, "memory scope"))
          return false;
        break;
      case ValueType:
        llvm_unreachable("not an optional field");
      }
    }
    return true;
  }

  bool params(AtomType &T, StringRef Mnemonic) {
    if (T.isInteger()) {
      unsigned M;
      if (!expect("divby ", "`divby ` in an integer type's parameters") ||
          !number(M, "the divisor"))
        return false;
      T.DivBy = M;
      return true;
    }
    switch (*T.Kind) {
    case AtomKind::SmemDescView:
      if (!argument(T.Source, "the source type") ||
          !expect(", ", "`, ` between parameters"))
        return false;
      if (!rest().starts_with("#cute.layout<"))
        return fail(Pos,
                    "expected a `#cute.layout<...>` layout, found " + here());
      return layout(T.Layout);
    case AtomKind::UniversalCopy:
      return universalCopyParams(T);
    case AtomKind::Ldsm:
    case AtomKind::Stsm:
      return choice(matrixCopyShapes(), T.Variant, "matrix shape");
    case AtomKind::TmaReduce:
      return choice(tmaReduceKinds(), T.Variant, "reduction");
    case AtomKind::SimtAsyncCopy: {
      unsigned Bytes;
      if (!number(Bytes, "the copy width in bytes"))
        return false;
      T.Variant = std::to_string(Bytes);
      return true;
    }
    default:
      return fail(Pos - 1, "type `" + Mnemonic + "` takes no parameters");
    }
  }

public:
  explicit TypeParser(StringRef Text) : TextCursor(Text) {}

  Expected<AtomType> parse() {
    AtomType T;
    if (!run(T))
      return takeError();
    return T;
  }

private:
  bool run(AtomType &T) {
    if (!expect(Prefix, "`!cute_nvgpu.`"))
      return false;
    size_t Start = Pos;
    StringRef Mnemonic =
        word([](char C) { return isAlnum(C) || C == '_' || C == '.'; });
    if (Mnemonic.empty())
      return fail(Start, "expected a type mnemonic, found " + here());
    if (const AtomInfo *A = lookupMnemonic(Mnemonic)) {
      T.Kind = A->Kind;
    } else if (Mnemonic.size() > 1 && Mnemonic[0] == 'i' &&
               all_of(Mnemonic.drop_front(), isDigit)) {
      // The dialect's `i`-prefix branch: any digit run that fits in a
      // uint32_t, 0 included, is the width of an atom integer type, a valid
      // bit width or not (only leading zeros, which would not print back,
      // are refused, as everywhere in the type syntax).
      Pos = Start + 1;
      StringRef Digits = word(isDigit);
      if (Digits.size() > 1 && Digits[0] == '0')
        return fail(Start + 1, "the integer width must not have leading zeros");
      if (Digits.getAsInteger(10, T.IntWidth))
        return fail(Start + 1, "the integer width must fit in 32 bits (at "
                               "most 4294967295)");
    } else {
      return fail(Start,
                  "unknown  type `" + Mnemonic + "` in dialect `cute_nvgpu`");
    }
    bool NeedsParams = T.Kind && (*T.Kind == AtomKind::SmemDescView ||
                                  *T.Kind == AtomKind::UniversalCopy);
    if (rest().starts_with("<")) {
      ++Pos;
      if (!params(T, Mnemonic) || !expect(">", "`>` closing the parameters"))
        return false;
    } else if (NeedsParams) {
      return fail(Pos, "type `" + Mnemonic + "` needs parameters in `<...>`");
    }
    if (!atEnd())
      return fail(Pos, "unexpected " + here() + " after the type");
    return true;
  }
};

} // namespace

Expected<AtomType> cute_nvgpu::parseType(StringRef Text) {
  return TypeParser(Text).parse();
}

std::string cute_nvgpu::printType(const AtomType &T) {
  std::string Out = Prefix.str();
  if (T.isInteger()) {
    Out += "i" + std::to_string(T.IntWidth);
    if (T.DivBy)
      Out += "<divby " + std::to_string(*T.DivBy) + ">";
    return Out;
  }
  Out += info(*T.Kind).Mnemonic;
  switch (*T.Kind) {
  case AtomKind::SmemDescView:
    return Out + "<" + T.Source + ", " + T.Layout + ">";
  case AtomKind::UniversalCopy:
    Out += "<" + T.ValueType;
    if (T.Bits)
      Out += ", " + std::to_string(*T.Bits) + " b";
    if (T.AllowDsmem)
      Out += ", allow_dsmem";
    if (T.Order)
      Out += ", mem_order=" + spelling(*T.Order).str();
    if (T.Scope)
      Out += ", mem_scope=" + spelling(*T.Scope).str();
    return Out + ">";
  default:
    return T.Variant.empty() ? Out : Out + "<" + T.Variant + ">";
  }
}

//===- TypeParserFuzzer.cpp - libFuzzer target for cute_nvgpu types -------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Feeds arbitrary bytes to parseType and checks the contract of AtomType.h
// on every input:
//
//   - a diagnostic is a TextError with a non-empty message and a 1-based
//     column within the text, or one past its end (for "the end of the
//     text");
//   - an accepted text prints back unchanged (the parser accepts exactly the
//     canonical spelling), the printed text parses again into the same
//     fields, and printing that gives the same text once more.
//
// A broken property is reported on stderr and aborts, so that libFuzzer
// saves the input. Built and run by utils/fuzz-type-parser.sh (see
// docs/Fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "AtomType.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

/// Reports that \p Property does not hold for \p Input and aborts.
[[noreturn]] void fail(StringRef Property, StringRef Input, StringRef Detail) {
  errs() << "TypeParserFuzzer: " << Property << "\n  input:  \"";
  printEscapedString(Input, errs());
  errs() << "\"\n  detail: \"";
  printEscapedString(Detail, errs());
  errs() << "\"\n";
  std::abort();
}

bool sameFields(const AtomType &A, const AtomType &B) {
  return A.Kind == B.Kind && A.IntWidth == B.IntWidth && A.DivBy == B.DivBy &&
         A.Variant == B.Variant && A.Source == B.Source &&
         A.Layout == B.Layout && A.ValueType == B.ValueType &&
         A.Bits == B.Bits && A.AllowDsmem == B.AllowDsmem &&
         A.Order == B.Order && A.Scope == B.Scope;
}

void checkDiagnostic(StringRef Input, Error E) {
  handleAllErrors(
      std::move(E),
      [&](const TextError &D) {
        if (D.getMessage().empty())
          fail("a diagnostic has an empty message", Input,
               "column " + std::to_string(D.getColumn()));
        if (D.getColumn() < 1 || D.getColumn() > Input.size() + 1)
          fail("a diagnostic's column lies outside [1, size + 1]", Input,
               "column " + std::to_string(D.getColumn()) + " of " +
                   std::to_string(Input.size()) + " bytes: " + D.getMessage());
      },
      [&](const ErrorInfoBase &Other) {
        fail("a diagnostic is not a TextError", Input, Other.message());
      });
}

void checkAccepted(StringRef Input, const AtomType &T) {
  std::string Printed = printType(T);
  Expected<AtomType> Reparsed = parseType(Printed);
  if (!Reparsed) {
    std::string Detail;
    handleAllErrors(
        Reparsed.takeError(),
        [&](const TextError &D) {
          Detail =
              "column " + std::to_string(D.getColumn()) + ": " + D.getMessage();
        },
        [&](const ErrorInfoBase &Other) { Detail = Other.message(); });
    fail("the printed text does not parse", Input, Printed + " -> " + Detail);
  }
  const AtomType &Again = *Reparsed;
  std::string Reprinted = printType(Again);
  if (Reprinted != Printed)
    fail("printing is not idempotent", Input, Printed + " -> " + Reprinted);
  if (!sameFields(T, Again))
    fail("fields do not survive print and parse", Input, Printed);
  if (Printed != Input)
    fail("an accepted text does not print back unchanged", Input, Printed);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Input(reinterpret_cast<const char *>(Data), Size);
  Expected<AtomType> Result = parseType(Input);
  if (!Result)
    checkDiagnostic(Input, Result.takeError());
  else
    checkAccepted(Input, *Result);
  return 0;
}

//===- AtomErrorTesting.h - Atom-library errors in unit tests ---*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The tests compare what an error of the atom library says (its class, its
// column and its message) as plain data, or its message alone (empty for
// success), and take the value of an Expected that must hold one; each
// consumes the error, so no test leaves one unchecked.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_ATOMS_UNITTESTS_ATOMERRORTESTING_H
#define NVPTX_ATOMS_UNITTESTS_ATOMERRORTESTING_H

#include "AtomError.h"
#include "llvm/Support/Error.h"
#include "gtest/gtest.h"
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// An error of the atom library as data: a TextError, an AttributeError
/// or another error (a StringError), its column (0 for the last) and its
/// message.
struct TestDiagnostic {
  enum KindTy { Text, Attribute, Other };
  KindTy Kind = Other;
  unsigned Column = 0;
  std::string Message;
};

/// Consumes \p E, which must be an error.
inline TestDiagnostic diagnosticOf(Error E) {
  EXPECT_TRUE(bool(E)) << "expected an error";
  TestDiagnostic D;
  handleAllErrors(
      std::move(E),
      [&](const TextError &T) {
        D = {TestDiagnostic::Text, T.getColumn(), T.getMessage()};
      },
      [&](const AttributeError &A) {
        D = {TestDiagnostic::Attribute, A.getColumn(), A.getMessage()};
      },
      [&](const ErrorInfoBase &Other) { D.Message = Other.message(); });
  return D;
}

/// The message of \p E, or empty for success: what the tests of a check
/// (checkTarget, verifyMmaUse, ...) compare.
inline std::string messageOf(Error E) {
  return E ? toString(std::move(E)) : std::string();
}

/// The value of \p V, or a test failure naming \p What and a default value
/// when it holds an error.
template <typename T> T valueOf(Expected<T> V, const std::string &What) {
  if (V)
    return std::move(*V);
  TestDiagnostic D = diagnosticOf(V.takeError());
  ADD_FAILURE() << What << ": column " << D.Column << ": " << D.Message;
  return T();
}

} // namespace cute_nvgpu
} // namespace llvm

#endif // NVPTX_ATOMS_UNITTESTS_ATOMERRORTESTING_H

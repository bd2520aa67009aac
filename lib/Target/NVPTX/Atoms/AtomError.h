//===- AtomError.h - The atom library's errors ------------------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every fallible function of the atom library returns llvm::Expected<T> or
// llvm::Error (docs/Architecture.md, "Errors"). A plain message is an
// llvm::StringError; a diagnostic that points into text is one of the two
// classes below, so that a caller can place its column, or print the
// message alone with toString(). Their log() is the message, byte for byte
// as the lit tests check it: the column is the caller's to print.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMERROR_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMERROR_H

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// A message and the 1-based column of the atom-layer text it is about:
/// what the two diagnostic classes below share. Derived names the class.
template <typename Derived> class PositionedError : public ErrorInfo<Derived> {
public:
  PositionedError(unsigned Column, std::string Message)
      : Column(Column), Message(std::move(Message)) {}

  unsigned getColumn() const { return Column; }
  const std::string &getMessage() const { return Message; }

  void log(raw_ostream &OS) const override { OS << Message; }
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }

private:
  unsigned Column;
  std::string Message;
};

/// A diagnostic about atom-layer text (a type, a layout, an attribute
/// dictionary): the message and the 1-based column of the character it
/// refers to.
class TextError : public PositionedError<TextError> {
public:
  static char ID;
  using PositionedError::PositionedError;
};

/// A diagnostic about the attributes of an atom use: the message and the
/// 1-based column of the attribute it rejects in the dictionary text, or 0
/// when it is about an attribute the dictionary lacks.
class AttributeError : public PositionedError<AttributeError> {
public:
  static char ID;
  using PositionedError::PositionedError;
};

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMERROR_H

//===- OperandContract.h - An atom's value operands as a table --*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The value operands an atom call takes after its two metadata strings, as
// one table per atom use: each operand's name, and either the 32-bit
// registers it holds or the one type it has. The same table checks a call
// and words every diagnostic about its operands, so that all atoms say
//
//   `sm80.mma` takes 5 operands (type, attributes, A, B, C); the call has 4
//   operand A of `sm80.mma` 16x8x16 f16 is 4 32-bit registers; it is i32
//   the result of `sm90.mma` must have the type of C, <32 x float>; it is ...
//
// in the same words (docs/AtomIR.md quotes them).
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_LOWERATOMS_OPERANDCONTRACT_H
#define LLVM_LIB_TARGET_NVPTX_LOWERATOMS_OPERANDCONTRACT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {

class CallBase;
class Type;
class Value;

namespace lower_atoms {

/// What one value operand of an atom call is.
struct AtomOperand {
  /// Its name in the diagnostics: "A", "scale_d", "tensor map". Names and
  /// descriptions are string literals: a contract is built for every call
  /// and costs no allocation.
  StringRef Name;
  /// A register operand: Registers 32-bit registers of RegisterType (a
  /// scalar or a packed pair), as any scalar or vector of that size.
  Type *RegisterType = nullptr;
  unsigned Registers = 0;
  /// A value operand: the type it has; null when the lowering checks it
  /// itself (a pointer in one of several address spaces).
  Type *Exact = nullptr;
  /// How a diagnostic describes Exact ("an i1"); empty: the type as IR
  /// prints it.
  StringRef Description;
  /// Whether a diagnostic about it names the atom's form (shape, element
  /// type) after the mnemonic.
  bool NamesForm = true;

  static AtomOperand registers(StringRef Name, Type *RegisterType,
                               unsigned Registers, bool NamesForm = true);
  static AtomOperand value(StringRef Name, Type *Exact,
                           StringRef Description = "", bool NamesForm = true);

  bool isRegisters() const { return RegisterType != nullptr; }
  /// "4 32-bit registers", "a shared-memory descriptor (i64)", "half".
  std::string what() const;
};

/// The value operands of one atom use, in the order the call passes them.
class OperandContract {
  StringRef Mnemonic;
  /// The atom's form as diagnostics name it after the mnemonic, with a
  /// leading space (" 16x8x16 f16"), or empty.
  std::string Form;
  SmallVector<AtomOperand, 8> Operands;

public:
  explicit OperandContract(StringRef Mnemonic, StringRef Form = "")
      : Mnemonic(Mnemonic), Form(Form) {}

  OperandContract &add(AtomOperand Operand) {
    Operands.push_back(std::move(Operand));
    return *this;
  }

  ArrayRef<AtomOperand> operands() const { return Operands; }
  const AtomOperand &operator[](unsigned I) const { return Operands[I]; }
  /// The position of the operand \p Name among the value operands.
  std::optional<unsigned> find(StringRef Name) const;
  /// The call's operands: the type, the attributes and the value operands.
  unsigned arity() const { return 2 + Operands.size(); }
  /// The call operand of value operand \p I.
  static Value *operand(const CallBase &Call, unsigned I);
  /// The call operand of the value operand named \p Name, which the
  /// contract has and a call of its arity passes.
  Value *operand(const CallBase &Call, StringRef Name) const;

  /// "`X` takes N operands (type, attributes, A, B, C); the call has M", or
  /// empty when the call has N.
  std::string arityProblem(const CallBase &Call) const;
  /// "the result of `X` must have the type of C, T; it is R", or empty when
  /// it has, or the call has no operand \p Of.
  std::string resultProblem(const CallBase &Call, StringRef Of = "C") const;
  /// "operand A of `X` 16x8x16 f16 is 4 32-bit registers; it is i32".
  std::string operandProblem(unsigned I, const Type *Have) const;
  /// operandProblem for the first value operand (not register operand) of
  /// a call of the right arity whose type differs; empty if none does.
  std::string valueTypeProblem(const CallBase &Call) const;
  /// ", ptr addrspace(3) destination, ptr tensor map, i32 coordinate": the
  /// operands after the type and the attributes, as a signature.
  std::string signature() const;
};

} // namespace lower_atoms
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_LOWERATOMS_OPERANDCONTRACT_H

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
// in the same words (docs/AtomIR.md quotes them). The copy atoms, older than
// the tables, name an operand in their own words ("the source of
// `atom.ldsm` is a pointer to shared memory (ptr addrspace(3) or ptr)"),
// which their tables keep (AtomOperand::Phrase).
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

/// What one value operand (or the result) of an atom call is.
struct AtomOperand {
  /// How a diagnostic about the operand names it and the atom.
  enum class Phrase : uint8_t {
    /// "operand NAME of `MNEMONIC` FORM is ...; it is T"
    Operand,
    /// "the NAME of `MNEMONIC` is ...; it is T"
    Of,
    /// "the NAME of `TYPE` is ...; it is T", the atom named by its type
    /// text
    OfType,
    /// "the NAME `TYPE` stores is ...; it is T"
    TypeStores,
    /// "`MNEMONIC` FORM returns ...; the call returns T" (a result)
    Returns,
    /// "`MNEMONIC` takes ... after the type and attributes" (the first
    /// operand, whatever the call passes)
    Takes,
  };

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
  /// A pointer operand: one into AddressSpace, or a generic one; Memory
  /// names what it points to ("shared memory").
  std::optional<unsigned> AddressSpace;
  StringRef Memory;
  /// A value of Bits bits, of any type.
  unsigned Bits = 0;
  /// Whether a diagnostic about it names the atom's form (shape, element
  /// type) after the mnemonic.
  bool NamesForm = true;
  Phrase Phrasing = Phrase::Operand;
  /// Whether its name is a plural ("the source bytes ... are").
  bool Plural = false;
  /// Whether a call may leave it off (the last operands only).
  bool Optional = false;

  static AtomOperand registers(StringRef Name, Type *RegisterType,
                               unsigned Registers, bool NamesForm = true);
  static AtomOperand value(StringRef Name, Type *Exact,
                           StringRef Description = "", bool NamesForm = true);
  static AtomOperand pointer(StringRef Name, unsigned AddressSpace,
                             StringRef Memory);
  static AtomOperand bits(StringRef Name, unsigned Bits);

  AtomOperand &phrased(Phrase P) {
    Phrasing = P;
    return *this;
  }
  AtomOperand &plural() {
    Plural = true;
    return *this;
  }
  AtomOperand &optional() {
    Optional = true;
    return *this;
  }

  bool isRegisters() const { return RegisterType != nullptr; }
  /// "4 32-bit registers", "a shared-memory descriptor (i64)", "half", "a
  /// pointer to shared memory (ptr addrspace(3) or ptr)", "32 bits".
  std::string what() const;
  /// Whether a value of type \p T is the operand: as many bits as its
  /// registers (or Bits), a pointer into its space, or its exact type.
  bool fits(const Type *T) const;
};

/// The value operands of one atom use, in the order the call passes them.
class OperandContract {
  StringRef Mnemonic;
  /// The atom's form as diagnostics name it after the mnemonic, with a
  /// leading space (" 16x8x16 f16"), or empty.
  std::string Form;
  /// The atom's type text, as the copy atoms' diagnostics name it.
  StringRef TypeText;
  SmallVector<AtomOperand, 8> Operands;
  /// The result, when the contract says what it is.
  std::optional<AtomOperand> Result;
  /// Whether the call returns nothing.
  bool Void = false;
  /// What the whole call takes and returns, for a call that fits none of
  /// the atom's forms, after "`MNEMONIC` FORM "; empty: the operand count
  /// says it.
  std::string Usage;

public:
  explicit OperandContract(StringRef Mnemonic, StringRef Form = "",
                           StringRef TypeText = "")
      : Mnemonic(Mnemonic), Form(Form), TypeText(TypeText) {}

  OperandContract &add(AtomOperand Operand) {
    Operands.push_back(std::move(Operand));
    return *this;
  }
  OperandContract &returns(AtomOperand R) {
    Result = std::move(R);
    return *this;
  }
  OperandContract &returnsNothing() {
    Void = true;
    return *this;
  }
  OperandContract &usage(StringRef Text) {
    Usage = Text.str();
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
  /// empty when the call has N. For an atom that returns nothing: "`X`
  /// takes N[ or M] operands (type, attributes, A[, B]) and returns
  /// nothing", or empty when the call does.
  std::string arityProblem(const CallBase &Call) const;
  /// "the result of `X` must have the type of C, T; it is R", or empty when
  /// it has, or the call has no operand \p Of.
  std::string resultProblem(const CallBase &Call, StringRef Of = "C") const;
  /// The diagnostic of the contract's result (see returns()) for a call
  /// whose result does not fit it, or empty when it fits.
  std::string resultTypeProblem(const CallBase &Call) const;
  /// "operand A of `X` 16x8x16 f16 is 4 32-bit registers; it is i32", or
  /// the operand's own phrase (AtomOperand::Phrase).
  std::string operandProblem(unsigned I, const Type *Have) const;
  /// operandProblem when the call's operand \p I does not fit (or, for an
  /// operand phrased Takes, is missing), else empty.
  std::string fitProblem(const CallBase &Call, unsigned I) const;
  /// For an atom whose diagnostics describe the whole call (a usage, or a
  /// result phrased Returns): that description when the call's operand
  /// count, result or operands do not fit, else empty.
  std::string callProblem(const CallBase &Call) const;
  /// "`X` FORM USAGE": a call that fits none of the atom's forms.
  std::string usageProblem() const;
  /// operandProblem for the first value operand (not register operand) of
  /// a call of the right arity whose type differs; empty if none does.
  std::string valueTypeProblem(const CallBase &Call) const;
  /// ", ptr addrspace(3) destination, ptr tensor map, i32 coordinate": the
  /// operands after the type and the attributes, as a signature.
  std::string signature() const;

private:
  /// The diagnostic for \p Operand (or the result) of type \p Have, in its
  /// phrase.
  std::string describe(const AtomOperand &Operand, const Type *Have) const;
};

} // namespace lower_atoms
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_LOWERATOMS_OPERANDCONTRACT_H

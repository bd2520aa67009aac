//===- OperandContract.cpp - An atom's value operands as a table ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// See OperandContract.h. The wording here is quoted by the lit tests
// (test/CodeGen/NVPTX/atom-*-errors.ll) and docs/AtomIR.md: change it only
// with them.
//
//===----------------------------------------------------------------------===//

#include "OperandContract.h"
#include "AtomLowering.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;
using namespace llvm::lower_atoms;

AtomOperand AtomOperand::registers(StringRef Name, Type *RegisterType,
                                   unsigned Registers, bool NamesForm) {
  AtomOperand Operand;
  Operand.Name = Name;
  Operand.RegisterType = RegisterType;
  Operand.Registers = Registers;
  Operand.NamesForm = NamesForm;
  return Operand;
}

AtomOperand AtomOperand::value(StringRef Name, Type *Exact,
                               StringRef Description, bool NamesForm) {
  AtomOperand Operand;
  Operand.Name = Name;
  Operand.Exact = Exact;
  Operand.Description = Description;
  Operand.NamesForm = NamesForm;
  return Operand;
}

std::string AtomOperand::what() const {
  if (isRegisters())
    return std::to_string(Registers) + " 32-bit registers";
  if (!Description.empty())
    return Description.str();
  return Exact ? typeName(Exact) : std::string("ptr");
}

std::optional<unsigned> OperandContract::find(StringRef Name) const {
  for (auto [I, Operand] : enumerate(Operands))
    if (Operand.Name == Name)
      return I;
  return std::nullopt;
}

Value *OperandContract::operand(const CallBase &Call, unsigned I) {
  return Call.getArgOperand(2 + I);
}

Value *OperandContract::operand(const CallBase &Call, StringRef Name) const {
  std::optional<unsigned> I = find(Name);
  assert(I && "the contract names the operands its lowering asks for");
  return operand(Call, *I);
}

std::string OperandContract::arityProblem(const CallBase &Call) const {
  if (Call.arg_size() == arity())
    return "";
  std::string Names;
  for (const AtomOperand &Operand : Operands)
    Names += (", " + Operand.Name).str();
  return ("`" + Mnemonic + "` takes " + Twine(arity()) +
          " operands (type, attributes" + Names + "); the call has " +
          Twine(Call.arg_size()))
      .str();
}

std::string OperandContract::resultProblem(const CallBase &Call,
                                           StringRef Of) const {
  std::optional<unsigned> I = find(Of);
  if (!I || 2 + *I >= Call.arg_size())
    return "";
  Type *Want = operand(Call, *I)->getType();
  if (Call.getType() == Want)
    return "";
  return ("the result of `" + Mnemonic + "` must have the type of " + Of +
          ", " + typeName(Want) + "; it is " + typeName(Call.getType()))
      .str();
}

std::string OperandContract::operandProblem(unsigned I,
                                            const Type *Have) const {
  const AtomOperand &Operand = Operands[I];
  return ("operand " + Operand.Name + " of `" + Mnemonic + "`" +
          (Operand.NamesForm ? StringRef(Form) : StringRef()) + " is " +
          Operand.what() + "; it is " + typeName(Have))
      .str();
}

std::string OperandContract::valueTypeProblem(const CallBase &Call) const {
  for (auto [I, Operand] : enumerate(Operands)) {
    if (Operand.isRegisters() || !Operand.Exact)
      continue;
    Type *Have = operand(Call, I)->getType();
    if (Have != Operand.Exact)
      return operandProblem(I, Have);
  }
  return "";
}

std::string OperandContract::signature() const {
  std::string Signature;
  for (const AtomOperand &Operand : Operands)
    Signature +=
        (", " + Twine(Operand.Exact ? typeName(Operand.Exact) : "ptr") + " " +
         Operand.Name)
            .str();
  return Signature;
}

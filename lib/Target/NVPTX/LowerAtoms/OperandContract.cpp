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
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Support/ErrorHandling.h"

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

AtomOperand AtomOperand::pointer(StringRef Name, unsigned AddressSpace,
                                 StringRef Memory) {
  AtomOperand Operand;
  Operand.Name = Name;
  Operand.AddressSpace = AddressSpace;
  Operand.Memory = Memory;
  return Operand;
}

AtomOperand AtomOperand::bits(StringRef Name, unsigned Bits) {
  AtomOperand Operand;
  Operand.Name = Name;
  Operand.Bits = Bits;
  return Operand;
}

std::string AtomOperand::what() const {
  if (isRegisters())
    return std::to_string(Registers) + " 32-bit registers";
  if (!Description.empty())
    return Description.str();
  if (AddressSpace)
    return ("a pointer to " + Memory + " (ptr addrspace(" +
            Twine(*AddressSpace) + ") or ptr)")
        .str();
  if (Bits)
    return std::to_string(Bits) + " bits";
  return Exact ? typeName(Exact) : std::string("ptr");
}

bool AtomOperand::fits(const Type *T) const {
  if (isRegisters())
    return registerBits(T) == 32 * Registers;
  if (Bits)
    return registerBits(T) == Bits;
  if (AddressSpace) {
    const auto *PT = dyn_cast<PointerType>(T);
    return PT && (PT->getAddressSpace() == 0 ||
                  PT->getAddressSpace() == *AddressSpace);
  }
  return !Exact || T == Exact;
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
  unsigned Fewest = 2 + count_if(Operands, [](const AtomOperand &Operand) {
                      return !Operand.Optional;
                    });
  if (Call.arg_size() >= Fewest && Call.arg_size() <= arity() &&
      (!Void || Call.getType()->isVoidTy()))
    return "";
  std::string Names;
  for (const AtomOperand &Operand : Operands)
    Names +=
        (Operand.Optional ? "[, " + Operand.Name + "]" : ", " + Operand.Name)
            .str();
  std::string Takes = ("`" + Mnemonic + "` takes " + Twine(Fewest) +
                       (Fewest == arity() ? "" : " or " + Twine(arity())) +
                       " operands (type, attributes" + Names + ")")
                          .str();
  if (Void)
    return Takes + " and returns nothing";
  return Takes + "; the call has " + std::to_string(Call.arg_size());
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

std::string OperandContract::resultTypeProblem(const CallBase &Call) const {
  if (!Result || Result->fits(Call.getType()))
    return "";
  return describe(*Result, Call.getType());
}

std::string OperandContract::describe(const AtomOperand &Operand,
                                      const Type *Have) const {
  using Phrase = AtomOperand::Phrase;
  std::string Atom =
      ("`" + Mnemonic + "`" + (Operand.NamesForm ? StringRef(Form) : "")).str();
  std::string Type = ("`" + TypeText + "`").str();
  StringRef Verb = Operand.Bits ? "has" : Operand.Plural ? "are" : "is";
  auto ItIs = [&] {
    return (Operand.Plural ? "; they are " : "; it is ") + typeName(Have);
  };
  std::string What = Operand.what();
  switch (Operand.Phrasing) {
  case Phrase::Operand:
    return ("operand " + Operand.Name + " of " + Atom + " " + Verb + " " +
            What + ItIs())
        .str();
  case Phrase::Of:
    return ("the " + Operand.Name + " of `" + Mnemonic + "` " + Verb + " " +
            What + ItIs())
        .str();
  case Phrase::OfType:
    return ("the " + Operand.Name + " of " + Type + " " + Verb + " " + What +
            ItIs())
        .str();
  case Phrase::TypeStores:
    return ("the " + Operand.Name + " " + Type + " stores " + Verb + " " +
            What + ItIs())
        .str();
  case Phrase::Returns:
    return Atom + " returns " + What + "; the call returns " + typeName(Have);
  case Phrase::Takes:
    return ("`" + Mnemonic + "` takes " + What +
            " after the type and attributes")
        .str();
  }
  llvm_unreachable("every phrase is worded above");
}

std::string OperandContract::operandProblem(unsigned I,
                                            const Type *Have) const {
  return describe(Operands[I], Have);
}

std::string OperandContract::fitProblem(const CallBase &Call,
                                        unsigned I) const {
  if (2 + I >= Call.arg_size()) {
    // (Only a phrase that needs no operand can say it is missing.)
    assert(Operands[I].Phrasing == AtomOperand::Phrase::Takes &&
           "the operand count is checked first");
    return describe(Operands[I], nullptr);
  }
  Type *Have = operand(Call, I)->getType();
  return Operands[I].fits(Have) ? "" : describe(Operands[I], Have);
}

std::string OperandContract::callProblem(const CallBase &Call) const {
  bool Fits =
      arityProblem(Call).empty() && (Void || resultTypeProblem(Call).empty());
  for (unsigned I = 0; Fits && I < Operands.size() && 2 + I < Call.arg_size();
       ++I)
    Fits = Operands[I].fits(operand(Call, I)->getType());
  if (Fits)
    return "";
  if (!Usage.empty())
    return usageProblem();
  assert(Result && Result->Phrasing == AtomOperand::Phrase::Returns &&
         "a contract whose diagnostics describe the whole call");
  return describe(*Result, Call.getType());
}

std::string OperandContract::usageProblem() const {
  return "`" + Mnemonic.str() + "`" + Form + " " + Usage;
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

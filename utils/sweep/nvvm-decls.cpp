//===- nvvm-decls.cpp - Print every NVVM intrinsic declaration ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Prints, as an IR module, the declaration of every `llvm.nvvm.*` intrinsic
// the LLVM it is built against knows (utils/nvvm-sweep.py builds it once
// against LLVM 19 and once against LLVM 22). An overloaded intrinsic is
// declared once, with each overloaded type replaced by a representative
// concrete one (i32, float, <2 x i32>, a pointer in the address space its
// name suggests), so that the sweep calls it too.
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;

namespace {

/// The address space an overloaded pointer of \p Name most likely means.
unsigned pointerAddressSpace(StringRef Name) {
  if (Name.contains(".global"))
    return 1;
  if (Name.contains(".shared"))
    return 3;
  if (Name.contains(".const"))
    return 4;
  if (Name.contains(".local"))
    return 5;
  return 0;
}

Type *representative(Intrinsic::IITDescriptor::ArgKind Kind, StringRef Name,
                     LLVMContext &Ctx) {
  switch (Kind) {
  case Intrinsic::IITDescriptor::AK_AnyFloat:
    return Type::getFloatTy(Ctx);
  case Intrinsic::IITDescriptor::AK_AnyVector:
    return FixedVectorType::get(Type::getInt32Ty(Ctx), 2);
  case Intrinsic::IITDescriptor::AK_AnyPointer:
    return PointerType::get(Ctx, pointerAddressSpace(Name));
  default:
    return Type::getInt32Ty(Ctx);
  }
}

} // namespace

int main() {
  LLVMContext Ctx;
  Module M("nvvm-decls", Ctx);
  for (unsigned ID = 1; ID < Intrinsic::num_intrinsics; ++ID) {
    auto IID = static_cast<Intrinsic::ID>(ID);
    StringRef Name = Intrinsic::getBaseName(IID);
    if (!Name.starts_with("llvm.nvvm."))
      continue;
    SmallVector<Type *, 4> Tys;
    if (Intrinsic::isOverloaded(IID)) {
      SmallVector<Intrinsic::IITDescriptor, 8> Table;
      Intrinsic::getIntrinsicInfoTableEntries(IID, Table);
      std::map<unsigned, Type *> Overloads;
      for (const Intrinsic::IITDescriptor &D : Table)
        if (D.Kind == Intrinsic::IITDescriptor::Argument &&
            !Overloads.count(D.getArgumentNumber()))
          Overloads[D.getArgumentNumber()] =
              representative(D.getArgumentKind(), Name, Ctx);
      for (auto &[No, Ty] : Overloads)
        Tys.push_back(Ty);
    }
#if LLVM_VERSION_MAJOR >= 21
    Intrinsic::getOrInsertDeclaration(&M, IID, Tys);
#else
    Intrinsic::getDeclaration(&M, IID, Tys);
#endif
  }
  M.print(outs(), nullptr);
  return 0;
}

//===- Copy.cpp - Register and asynchronous copy atoms --------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The copy atoms that are neither TMA nor tensor memory: atom.ldsm and
// atom.stsm (ldmatrix/stmatrix), atom.simt_async_copy (cp.async) and
// atom.universal_copy (ld/st, or inline asm for the ordered forms), as
// docs/AtomIR.md's "Copy atoms" table gives each.
//
//===----------------------------------------------------------------------===//

#include "AliasHints.h"
#include "AtomLowering.h"
#include "CopyAtom.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "OperandContract.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// atom.universal_copy: one value of the atom's width, a load (source), a
/// store (value, destination) or both (source, destination).
static void lowerUniversalCopy(AtomLowering &L, CallBase &Call,
                               const AtomType &Copy, StringRef TypeText) {
  IRBuilder<> B(&Call);
  LLVMContext &Ctx = Call.getContext();
  std::string Hint = copyAliasHint(Copy);
  unsigned Bits = *universalCopyBits(Copy);
  // One access of the atom's width: NVPTX splits an i128 access in two,
  // but moves <2 x i64> with one ld/st.v2.b64.
  Type *ValueTy =
      Bits == 128
          ? static_cast<Type *>(FixedVectorType::get(Type::getInt64Ty(Ctx), 2))
          : Type::getIntNTy(Ctx, Bits);
  bool Volatile = Copy.Order == MemOrder::Volatile;
  auto IsPointer = [&](unsigned ArgNo) {
    return ArgNo < Call.arg_size() &&
           Call.getArgOperand(ArgNo)->getType()->isPointerTy();
  };
  Align Alignment(Bits / 8);
  bool Loads = IsPointer(2), Stores = Call.arg_size() == 4;
  std::optional<OrderedCopyForm> Ordered;
  if (Copy.Order && *Copy.Order != MemOrder::Volatile) {
    Expected<OrderedCopyForm> Form = orderedCopyForm(Copy, Loads, Stores);
    if (!Form)
      return L.reject(Call,
                      "'" + TypeText + "': " + toString(Form.takeError()));
    Ordered = *Form;
    if (L.ST.getSmVersion() < Ordered->MinSm ||
        L.ST.getPTXVersion() < Ordered->MinPtx)
      return L.reject(Call,
                      "'" + TypeText + "' needs sm_" + Twine(Ordered->MinSm) +
                          " and " + NVPTXExt::ptxName(Ordered->MinPtx) +
                          " or later; the target is " + L.ST.getTargetName() +
                          " with " + NVPTXExt::ptxName(L.ST.getPTXVersion()));
  }
  // The value as the asm sees it: 8-bit values in 16-bit registers.
  Type *AsmTy = Type::getIntNTy(Ctx, std::max(Bits, 16u));
  // The asm's ld/st name no state space: they take generic addresses,
  // so a pointer into a specific space is converted (cvta), never
  // passed as the window offset it holds.
  auto GenericAddress = [&](Value *Address) {
    return B.CreateAddrSpaceCast(Address, PointerType::get(Ctx, 0));
  };
  auto LoadValue = [&](Value *Address) -> Value * {
    if (!Ordered || Ordered->Load.empty())
      return B.CreateAlignedLoad(ValueTy, Address, Alignment, Volatile, Hint);
    Address = GenericAddress(Address);
    if (Ordered->GlobalLoad)
      Address = B.CreateAddrSpaceCast(Address, PointerType::get(Ctx, 1));
    auto *Asm = InlineAsm::get(
        FunctionType::get(AsmTy, {Address->getType()}, false), Ordered->Load,
        "=" + std::string(1, Ordered->Constraint) + ",l,~{memory}",
        /*hasSideEffects=*/true);
    return B.CreateTruncOrBitCast(B.CreateCall(Asm, {Address}, Hint), ValueTy);
  };
  auto StoreValue = [&](Value *V, Value *Address) {
    if (!Ordered || Ordered->Store.empty())
      return (void)B.CreateAlignedStore(V, Address, Alignment, Volatile);
    Value *Wide = B.CreateZExtOrBitCast(V, AsmTy);
    Address = GenericAddress(Address);
    auto *Asm = InlineAsm::get(
        FunctionType::get(B.getVoidTy(), {Address->getType(), AsmTy}, false),
        Ordered->Store,
        "l," + std::string(1, Ordered->Constraint) + ",~{memory}",
        /*hasSideEffects=*/true);
    B.CreateCall(Asm, {Address, Wide});
  };
  if (Call.arg_size() == 3 && IsPointer(2) && !Call.getType()->isVoidTy()) {
    if (registerBits(Call.getType()) != Bits)
      return L.reject(Call, "the result of `" + TypeText + "` has " +
                                Twine(Bits) + " bits; it is " +
                                typeName(Call.getType()));
    Value *Loaded = LoadValue(Call.getArgOperand(2));
    return L.replace(Call, B.CreateBitCast(Loaded, Call.getType()));
  } else if (Call.arg_size() == 4 && Call.getType()->isVoidTy() &&
             IsPointer(3)) {
    Value *V = Call.getArgOperand(2);
    if (IsPointer(2))
      V = LoadValue(V);
    else if (registerBits(V->getType()) != Bits)
      return L.reject(Call, "the value `" + TypeText + "` stores has " +
                                Twine(Bits) + " bits; it is " +
                                typeName(V->getType()));
    else
      V = B.CreateBitCast(V, ValueTy);
    StoreValue(V, Call.getArgOperand(3));
  } else {
    return L.reject(Call, "`atom.universal_copy` takes a source pointer "
                          "(and returns the value), a value and a "
                          "destination pointer, or two pointers");
  }
  L.replace(Call);
}

void lower_atoms::lowerCopy(AtomLowering &L, CallBase &Call,
                            const AtomType &Copy,
                            const AtomAttributes &Attributes,
                            StringRef TypeText) {
  StringRef Mnemonic = info(*Copy.Kind).Mnemonic;
  // These copy atoms take no attributes: all they say is in the type.
  if (!Attributes.all().empty())
    return L.reject(Call, "attributes of `" + Mnemonic +
                              "`: unknown attribute `" +
                              Attributes.all().front().Key + "`");
  std::optional<cute_nvgpu::Target> T = L.rosterTarget(Call);
  if (!T)
    return;
  if (Error E = verifyCopyAtom(Copy, TypeText, *T))
    return L.reject(Call, toString(std::move(E)));
  const NVPTXSubtarget &ST = L.ST;
  if (unsigned MinPtx = copyAtomMinPtx(Copy); ST.getPTXVersion() < MinPtx)
    return L.reject(Call, "'" + TypeText + "' " + NVPTXExt::needsPtx(MinPtx));

  IRBuilder<> B(&Call);
  LLVMContext &Ctx = Call.getContext();
  std::string Hint = copyAliasHint(Copy);
  auto Pointer = [&](unsigned ArgNo, unsigned AddrSpace,
                     StringRef What) -> Value * {
    StringRef Role = ArgNo == 2 ? "source" : "destination";
    Value *P = Call.getArgOperand(ArgNo);
    auto *PT = dyn_cast<PointerType>(P->getType());
    if (!PT ||
        (PT->getAddressSpace() != 0 && PT->getAddressSpace() != AddrSpace)) {
      L.reject(Call, "the " + Role + " of `" + Mnemonic + "` is a pointer to " +
                         What + " (ptr addrspace(" + Twine(AddrSpace) +
                         ") or ptr); it is " + typeName(P->getType()));
      return nullptr;
    }
    return B.CreateAddrSpaceCast(P, PointerType::get(Ctx, AddrSpace));
  };
  switch (*Copy.Kind) {
  case AtomKind::Ldsm: {
    // Each 8x8 matrix of 16-bit elements gives every thread one register.
    unsigned Registers = matrixCopyShape(Copy).Matrices;
    OperandContract Contract(Mnemonic);
    Contract.add(AtomOperand::value("source", nullptr));
    if (std::string Problem = Contract.arityProblem(Call); !Problem.empty())
      return L.reject(Call, Problem);
    Type *Result = Call.getType();
    if (registerBits(Result) != 32 * Registers)
      return L.reject(Call, "the result of `" + TypeText + "` is " +
                                Twine(Registers) + " 32-bit registers; it is " +
                                typeName(Result));
    Value *Source = Pointer(2, 3, "shared memory");
    if (!Source)
      return;
    // LLVM 19's ldmatrix is overloaded on the pointer's address space.
    Function *Intrinsic = L.coreDeclaration(
        Call, Mnemonic, ldmatrixIntrinsicName(Copy), {Source->getType()});
    if (!Intrinsic)
      return;
    CallInst *Load = B.CreateCall(Intrinsic, {Source}, Hint);
    Value *Loaded = Registers == 1 ? B.CreateBitCast(Load, Result)
                                   : rebuildFromRegisters(B, Load, Result);
    return L.replace(Call, Loaded);
  }
  case AtomKind::Stsm: {
    // The mirror of ldsm: one register per 8x8 matrix, to shared memory.
    unsigned Registers = matrixCopyShape(Copy).Matrices;
    if (Call.arg_size() != 4 || !Call.getType()->isVoidTy())
      return L.reject(Call, "`atom.stsm` takes 4 operands (type, attributes, "
                            "value, destination) and returns nothing");
    SmallVector<Value *, 8> Args = {nullptr};
    append_range(Args, splitRegisters(B, Call.getArgOperand(2),
                                      Type::getInt32Ty(Ctx), Registers));
    if (Args.size() != Registers + 1)
      return L.reject(Call, "the value `" + TypeText + "` stores is " +
                                Twine(Registers) + " 32-bit registers; it is " +
                                typeName(Call.getArgOperand(2)->getType()));
    Args[0] = Pointer(3, 3, "shared memory");
    if (!Args[0])
      return;
    Function *Intrinsic =
        L.extDeclaration(Call, Mnemonic, stmatrixIntrinsicName(Copy));
    if (!Intrinsic)
      return;
    B.CreateCall(Intrinsic, Args);
    return L.replace(Call);
  }
  case AtomKind::SimtAsyncCopy: {
    // An optional fifth operand is cp.async's src-size: the bytes read
    // from the source, the rest of the destination zero-filled (how a
    // mainloop loads the edge of a tile).
    if (Call.arg_size() < 4 || Call.arg_size() > 5 ||
        !Call.getType()->isVoidTy())
      return L.reject(Call, "`atom.simt_async_copy` takes 4 or 5 operands "
                            "(type, attributes, source, destination[, "
                            "source bytes]) and returns nothing");
    Value *Source = Pointer(2, 1, "global memory");
    if (!Source)
      return;
    Value *Destination = Pointer(3, 3, "shared memory");
    if (!Destination)
      return;
    SmallVector<Value *, 3> Args = {Destination, Source};
    std::string Name = cpAsyncIntrinsicName(Copy);
    if (Call.arg_size() == 5) {
      Value *SourceBytes = Call.getArgOperand(4);
      unsigned Width = 0;
      StringRef(Copy.Variant).getAsInteger(10, Width);
      if (!SourceBytes->getType()->isIntegerTy(32))
        return L.reject(Call, "the source bytes of `" + TypeText +
                                  "` are an i32; they are " +
                                  typeName(SourceBytes->getType()));
      if (auto *C = dyn_cast<ConstantInt>(SourceBytes);
          C && C->getZExtValue() > Width)
        return L.reject(Call, "`" + TypeText + "` reads at most " +
                                  Twine(Width) +
                                  " source bytes; the call "
                                  "asks for " +
                                  Twine(C->getZExtValue()));
      Args.push_back(SourceBytes);
      Name += ".s";
    }
    Function *Intrinsic = L.coreDeclaration(Call, Mnemonic, Name);
    if (!Intrinsic)
      return;
    B.CreateCall(Intrinsic, Args);
    return L.replace(Call);
  }
  case AtomKind::UniversalCopy:
    return lowerUniversalCopy(L, Call, Copy, TypeText);
  default:
    llvm_unreachable("verifyCopyAtom lets no other copy atom through");
  }
}

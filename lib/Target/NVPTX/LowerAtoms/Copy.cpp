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
using Phrase = AtomOperand::Phrase;

/// atom.universal_copy's operands in its store form (value, destination),
/// the value its load form returns, and its three forms in words.
static OperandContract
universalCopyContract(StringRef Mnemonic, StringRef TypeText, unsigned Bits) {
  OperandContract Contract(Mnemonic, "", TypeText);
  Contract.add(AtomOperand::bits("value", Bits).phrased(Phrase::TypeStores))
      .add(AtomOperand::value("destination", nullptr))
      .returns(AtomOperand::bits("result", Bits).phrased(Phrase::OfType))
      .usage("takes a source pointer (and returns the value), a value and a "
             "destination pointer, or two pointers");
  return Contract;
}

/// atom.ldsm, atom.stsm and atom.simt_async_copy: their pointers, registers
/// and the source bytes of a cp.async.
static OperandContract matrixCopyContract(LLVMContext &Ctx, AtomKind Kind,
                                          StringRef TypeText,
                                          unsigned Registers) {
  Type *I32 = Type::getInt32Ty(Ctx);
  StringRef Shared = "shared memory";
  OperandContract Contract(info(Kind).Mnemonic, "", TypeText);
  switch (Kind) {
  case AtomKind::Ldsm:
    Contract.add(AtomOperand::pointer("source", 3, Shared).phrased(Phrase::Of))
        .returns(AtomOperand::registers("result", I32, Registers)
                     .phrased(Phrase::OfType));
    break;
  case AtomKind::Stsm:
    Contract
        .add(AtomOperand::registers("value", I32, Registers)
                 .phrased(Phrase::TypeStores))
        .add(AtomOperand::pointer("destination", 3, Shared).phrased(Phrase::Of))
        .returnsNothing();
    break;
  default: // SimtAsyncCopy
    // The optional last operand is cp.async's src-size: the bytes read from
    // the source, the rest of the destination zero-filled (how a mainloop
    // loads the edge of a tile).
    Contract
        .add(AtomOperand::pointer("source", 1, "global memory")
                 .phrased(Phrase::Of))
        .add(AtomOperand::pointer("destination", 3, Shared).phrased(Phrase::Of))
        .add(AtomOperand::value("source bytes", I32, "an i32")
                 .phrased(Phrase::OfType)
                 .plural()
                 .optional())
        .returnsNothing();
    break;
  }
  return Contract;
}

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
  OperandContract Contract =
      universalCopyContract(info(*Copy.Kind).Mnemonic, TypeText, Bits);
  if (Call.arg_size() == 3 && IsPointer(2) && !Call.getType()->isVoidTy()) {
    if (std::string Problem = Contract.resultTypeProblem(Call);
        !Problem.empty())
      return L.reject(Call, Problem);
    Value *Loaded = LoadValue(Call.getArgOperand(2));
    return L.replace(Call, B.CreateBitCast(Loaded, Call.getType()));
  } else if (Call.arg_size() == 4 && Call.getType()->isVoidTy() &&
             IsPointer(3)) {
    Value *V = Call.getArgOperand(2);
    if (IsPointer(2))
      V = LoadValue(V);
    else if (std::string Problem = Contract.fitProblem(Call, 0);
             !Problem.empty())
      return L.reject(Call, Problem);
    else
      V = B.CreateBitCast(V, ValueTy);
    StoreValue(V, Call.getArgOperand(3));
  } else {
    return L.reject(Call, Contract.usageProblem());
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
  if (*Copy.Kind == AtomKind::UniversalCopy)
    return lowerUniversalCopy(L, Call, Copy, TypeText);
  // Each 8x8 matrix of 16-bit elements gives every thread one register.
  unsigned Registers = *Copy.Kind == AtomKind::SimtAsyncCopy
                           ? 0
                           : matrixCopyShape(Copy).Matrices;
  OperandContract Contract =
      matrixCopyContract(Ctx, *Copy.Kind, TypeText, Registers);
  if (std::string Problem = Contract.arityProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  // Operand I, a pointer, in its contract's address space; null after a
  // diagnostic.
  auto Pointer = [&](unsigned I) -> Value * {
    if (std::string Problem = Contract.fitProblem(Call, I); !Problem.empty()) {
      L.reject(Call, Problem);
      return nullptr;
    }
    return B.CreateAddrSpaceCast(
        OperandContract::operand(Call, I),
        PointerType::get(Ctx, *Contract[I].AddressSpace));
  };
  switch (*Copy.Kind) {
  case AtomKind::Ldsm: {
    Type *Result = Call.getType();
    if (std::string Problem = Contract.resultTypeProblem(Call);
        !Problem.empty())
      return L.reject(Call, Problem);
    Value *Source = Pointer(0);
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
    if (std::string Problem = Contract.fitProblem(Call, 0); !Problem.empty())
      return L.reject(Call, Problem);
    SmallVector<Value *, 8> Args = {nullptr};
    append_range(Args, splitRegisters(B, Call.getArgOperand(2),
                                      Contract[0].RegisterType, Registers));
    Args[0] = Pointer(1);
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
    Value *Source = Pointer(0);
    if (!Source)
      return;
    Value *Destination = Pointer(1);
    if (!Destination)
      return;
    SmallVector<Value *, 3> Args = {Destination, Source};
    std::string Name = cpAsyncIntrinsicName(Copy);
    if (Call.arg_size() == Contract.arity()) {
      Value *SourceBytes = Call.getArgOperand(4);
      unsigned Width = 0;
      StringRef(Copy.Variant).getAsInteger(10, Width);
      if (std::string Problem = Contract.fitProblem(Call, 2); !Problem.empty())
        return L.reject(Call, Problem);
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
  default:
    llvm_unreachable("verifyCopyAtom lets no other copy atom through");
  }
}

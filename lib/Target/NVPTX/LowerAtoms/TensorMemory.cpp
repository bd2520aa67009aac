//===- TensorMemory.cpp - Tensor-memory copy atoms ------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// atom.tmem_load, atom.tmem_store and atom.s2t_copy become tcgen05.ld,
// tcgen05.st and tcgen05.cp (docs/AtomIR.md, "Tensor memory").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "CopyAtom.h"
#include "NVPTXExtIntrinsics.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// Tensor-memory copy atoms (atom.tmem_load, atom.tmem_store and
/// atom.s2t_copy; docs/AtomIR.md, "Tensor memory"): tcgen05.ld, tcgen05.st
/// and tcgen05.cp. A load's registers are read only after tcgen05.wait::ld,
/// which follows it (NVPTXRetireAsyncResults keeps every read below the
/// wait); a store is waited for with tcgen05.wait::st.
void lower_atoms::lowerTensorMemoryCopy(AtomLowering &L, CallBase &Call,
                                        const AtomType &Atom,
                                        const AtomAttributes &Attributes,
                                        StringRef) {
  AtomKind Kind = *Atom.Kind;
  StringRef Mnemonic = info(Kind).Mnemonic;
  if (!L.gatedTarget(Call, Kind))
    return;
  auto Read = readTmemCopyUse(Kind, Attributes);
  if (auto *D = std::get_if<AttributeDiagnostic>(&Read))
    return L.reject(Call, AtomLowering::attributeError(Mnemonic, *D));
  const TmemCopyUse &Use = std::get<TmemCopyUse>(Read);
  std::string Name = tmemCopyIntrinsicName(Use);
  const NVPTXExt::NVPTXExtIntrinsicRecord *R = NVPTXExt::lookup(Name);
  unsigned Registers = tmemCopyRegisters(Use);
  if (!R)
    return L.reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                              Twine(Use.Num) + " moves " + Twine(Registers) +
                              " registers per thread; tcgen05 moves at most "
                              "128");
  if (std::string Problem = NVPTXExt::checkTarget(*R, L.ST); !Problem.empty())
    return L.reject(Call, "`" + Mnemonic + "`: " + Problem);

  LLVMContext &Ctx = Call.getContext();
  Type *Tmem = PointerType::get(Ctx, 6);
  IRBuilder<> B(&Call);
  Function *Intrinsic = L.extDeclaration(Call, Mnemonic, Name);
  if (!Intrinsic)
    return;
  auto Operand = [&](unsigned ArgNo) {
    return ArgNo < Call.arg_size() ? Call.getArgOperand(ArgNo) : nullptr;
  };
  if (Call.arg_size() < 3 || Operand(2)->getType() != Tmem)
    return L.reject(Call, "`" + Mnemonic +
                              "` takes the tensor-memory address (ptr "
                              "addrspace(6)) after the type and attributes");
  SmallVector<Value *, 4> Args = {Operand(2)};
  if (tmemCopyHasOffset(Use))
    Args.push_back(B.getInt64(Use.Offset));
  Type *Data = B.getInt32Ty();
  if (Registers > 1)
    Data = FixedVectorType::get(Data, Registers);
  auto Sized = [&](Type *Ty) { return registerBits(Ty) == 32 * Registers; };
  switch (Kind) {
  case AtomKind::TmemLoad: {
    if (Call.arg_size() != 3 || !Sized(Call.getType()))
      return L.reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                                Twine(Use.Num) + " returns " +
                                Twine(Registers) +
                                " 32-bit registers; the call returns " +
                                typeName(Call.getType()));
    Args.push_back(B.getInt1(Use.Pack));
    Function *Wait = NVPTXExt::getDeclaration(*Call.getModule(),
                                              NVPTXExt::Tcgen05WaitLd);
    CallInst *Load = B.CreateCall(Intrinsic, Args);
    B.CreateCall(Wait);
    return L.replace(Call, B.CreateBitCast(Load, Call.getType()));
  }
  case AtomKind::TmemStore: {
    if (Call.arg_size() != 4 || !Call.getType()->isVoidTy() ||
        !Sized(Operand(3)->getType()))
      return L.reject(Call, "`" + Mnemonic + "` of shape " + Use.Shape + " x" +
                                Twine(Use.Num) + " stores " + Twine(Registers) +
                                " 32-bit registers after the address and "
                                "returns nothing");
    Function *Wait = NVPTXExt::getDeclaration(*Call.getModule(),
                                              NVPTXExt::Tcgen05WaitSt);
    Args.push_back(B.CreateBitCast(Operand(3), Data));
    Args.push_back(B.getInt1(Use.Pack));
    B.CreateCall(Intrinsic, Args);
    B.CreateCall(Wait);
    return L.replace(Call);
  }
  default: // S2tCopy
    if (Call.arg_size() != 4 || !Call.getType()->isVoidTy() ||
        !Operand(3)->getType()->isIntegerTy(64))
      return L.reject(Call, "`" + Mnemonic +
                                "` takes the tensor-memory address and the "
                                "64-bit shared-memory matrix descriptor and "
                                "returns nothing");
    Args.push_back(Operand(3));
    B.CreateCall(Intrinsic, Args);
    return L.replace(Call);
  }
}

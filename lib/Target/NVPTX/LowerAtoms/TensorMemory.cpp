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
#include "OperandContract.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;
using Phrase = AtomOperand::Phrase;

/// The operands of a tensor-memory copy atom of kind \p Kind: the
/// tensor-memory address, then the \p Registers registers a load returns
/// or a store stores, or the descriptor of the matrix a tcgen05.cp copies.
static OperandContract tmemCopyContract(LLVMContext &Ctx, AtomKind Kind,
                                        const TmemCopyUse &Use,
                                        unsigned Registers) {
  Type *I32 = Type::getInt32Ty(Ctx);
  std::string Form =
      Kind == AtomKind::S2tCopy
          ? ""
          : " of shape " + Use.Shape + " x" + std::to_string(Use.Num);
  OperandContract Contract(info(Kind).Mnemonic, Form);
  Contract.add(AtomOperand::value("address", PointerType::get(Ctx, 6),
                                  "the tensor-memory address (ptr "
                                  "addrspace(6))")
                   .phrased(Phrase::Takes));
  switch (Kind) {
  case AtomKind::TmemLoad:
    Contract.returns(AtomOperand::registers("result", I32, Registers)
                         .phrased(Phrase::Returns));
    break;
  case AtomKind::TmemStore: {
    AtomOperand Value = AtomOperand::registers("value", I32, Registers);
    Contract.add(Value).returnsNothing().usage(
        "stores " + Value.what() + " after the address and returns nothing");
    break;
  }
  default: // S2tCopy
    Contract.add(AtomOperand::value("descriptor", Type::getInt64Ty(Ctx)))
        .returnsNothing()
        .usage("takes the tensor-memory address and the 64-bit "
               "shared-memory matrix descriptor and returns nothing");
    break;
  }
  return Contract;
}

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
  Expected<TmemCopyUse> Read = readTmemCopyUse(Kind, Attributes);
  if (!Read)
    return L.reject(Call,
                    AtomLowering::attributeError(Mnemonic, Read.takeError()));
  const TmemCopyUse &Use = *Read;
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
  IRBuilder<> B(&Call);
  Function *Intrinsic = L.extDeclaration(Call, Mnemonic, Name);
  if (!Intrinsic)
    return;
  OperandContract Contract = tmemCopyContract(Ctx, Kind, Use, Registers);
  if (std::string Problem = Contract.fitProblem(Call, 0); !Problem.empty())
    return L.reject(Call, Problem);
  if (std::string Problem = Contract.callProblem(Call); !Problem.empty())
    return L.reject(Call, Problem);
  auto Operand = [&](unsigned I) { return OperandContract::operand(Call, I); };
  SmallVector<Value *, 4> Args = {Operand(0)};
  if (tmemCopyHasOffset(Use))
    Args.push_back(B.getInt64(Use.Offset));
  Type *Data = B.getInt32Ty();
  if (Registers > 1)
    Data = FixedVectorType::get(Data, Registers);
  switch (Kind) {
  case AtomKind::TmemLoad: {
    Args.push_back(B.getInt1(Use.Pack));
    Function *Wait =
        NVPTXExt::getDeclaration(*Call.getModule(), NVPTXExt::Tcgen05WaitLd);
    CallInst *Load = B.CreateCall(Intrinsic, Args);
    B.CreateCall(Wait);
    return L.replace(Call, B.CreateBitCast(Load, Call.getType()));
  }
  case AtomKind::TmemStore: {
    Function *Wait =
        NVPTXExt::getDeclaration(*Call.getModule(), NVPTXExt::Tcgen05WaitSt);
    Args.push_back(B.CreateBitCast(Operand(1), Data));
    Args.push_back(B.getInt1(Use.Pack));
    B.CreateCall(Intrinsic, Args);
    B.CreateCall(Wait);
    return L.replace(Call);
  }
  default: // S2tCopy
    Args.push_back(Operand(1));
    B.CreateCall(Intrinsic, Args);
    return L.replace(Call);
  }
}

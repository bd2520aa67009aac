//===- NVPTXUnsupportedIR.cpp - IR that NVPTX lacks -----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM IR can say things NVPTX has no code for, and LLVM 19's NVPTX back
// end meets many of them with a fatal error in instruction selection
// ("Cannot select", "Don't know how to legalize this scalable vector type",
// "Undefined external symbol") or, worse, silently wrong code (fp128
// globals printed at 8 bytes, before llvm-patches/0031). A front end
// can write any of them, so llc checks for them first, with the other
// extended-intrinsic checks (NVPTXExtIntrinsicChecks.cpp, which calls
// rejectWhatNVPTXLacks), and reports each with an `error:` naming the
// function or global. What it reports is dropped, so that selection never
// sees it and llc exits with status 1:
//
//  - types NVPTX lacks: scalable vectors (and llvm.vscale), x86_fp80,
//    ppc_fp128, x86_amx, vectors of fp128, anywhere in a function or a
//    global; fp128 itself is a storage type (loads, stores, moves,
//    parameters, globals, as in LLVM 22: llvm-patches/0031), and any
//    computation on it an error (no instruction computes it, and the
//    library calls LLVM would make do not exist for NVPTX);
//  - thread-local globals (NVPTX has no thread-local storage);
//  - operations: indirect branches and block addresses, llvm.clear_cache,
//    conversions between floating point and integers wider than 64 bits;
//  - parameters and results with an integer wider than 64 bits other than
//    an i128, alone or in a struct or array (clang's _BitInt(65) ...
//    _BitInt(127)), which LLVM 19
//    cannot split into registers, or with a vector of integers of another
//    width than 1, 8, 16, 32 or 64 bits, which its caller and callee lay
//    out differently: functions with them, declarations too, and calls of
//    them through pointers;
//  - llvm.stacksave/stackrestore below sm_52 or PTX ISA 7.3 (they select to
//    stacksave/stackrestore from there on, NVPTXMisc.td);
//  - memory ordering the target lacks: acquire, release and seq_cst atomic
//    loads and stores below sm_70 or PTX ISA 6.0, the cluster scope below
//    sm_90 or PTX ISA 7.8, sync scopes NVPTX does not have
//    (NVPTXMemoryOrder.cpp, which selects the rest);
//  - LLVM's own intrinsics LLVM 19's NVPTX cannot compile: those LLVM 22
//    compiles are lowered as it does, the others are errors
//    (NVPTXGenericIntrinsics.cpp).
//
// And it widens what LLVM 19's selection cannot take but LLVM 22 compiles
// by widening: llvm.exp2 of f16 below sm_75 or PTX ISA 7.0 and of bf16
// below sm_90 or PTX ISA 7.8 (from there on ex2.approx of the type,
// NVPTXExtISel.cpp). An alloca of the local address space becomes a generic
// one cast to local, which LLVM 19's NVPTX compiles.
//
// opt does not run these checks: the IR is valid, and only the target
// cannot compile it.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

using namespace llvm;
using namespace llvm::NVPTXExt;

namespace {

class UnsupportedIRChecker {
  Module &M;
  const NVPTXTargetMachine *TM;
  bool Changed = false;

  void error(const Instruction *At, const Twine &Message) {
    diagnoseError(M.getContext(), At, Message);
  }

  /// Reports \p Problem for the global \p G and removes it, its uses
  /// poison, so that nothing after the checks sees it.
  void rejectGlobal(GlobalVariable &G, const Twine &Problem) {
    error(nullptr, Problem);
    G.replaceAllUsesWith(PoisonValue::get(G.getType()));
    G.eraseFromParent();
    Changed = true;
  }

  /// What NVPTX lacks of \p T, as a diagnostic names it: "scalable vector
  /// types" for a scalable vector (or a struct of them), "x86_fp80 type"
  /// (ppc_fp128, x86_amx) anywhere in \p T (a vector, array or struct of
  /// it), "vectors of fp128" for those; empty when NVPTX has all of it.
  /// Instruction selection stops with a fatal error at the first scalable
  /// vector, and LLVM 19's NVPTX back end drops the loads and stores of the
  /// wide float types and prints their globals at 8 bytes: without a check,
  /// silently wrong code.
  static std::string typeNVPTXLacks(Type *T) {
    if (T->isScalableTy())
      return "scalable vector types";
    if (auto *Struct = dyn_cast<StructType>(T)) {
      for (Type *Element : Struct->elements())
        if (std::string Lacking = typeNVPTXLacks(Element); !Lacking.empty())
          return Lacking;
      return "";
    }
    if (auto *Array = dyn_cast<ArrayType>(T))
      return typeNVPTXLacks(Array->getElementType());
    Type *Scalar = T->getScalarType();
    if (T->isVectorTy() && Scalar->isFP128Ty())
      return "vectors of fp128";
    if (Scalar->isX86_FP80Ty() || Scalar->isPPC_FP128Ty() ||
        Scalar->isX86_AMXTy()) {
      return typeName(Scalar) + " type";
    }
    return "";
  }

  /// The first type of \p I's result, operands, or the type it allocates or
  /// indexes, that NVPTX lacks, and what it lacks; none if there is none.
  static std::optional<std::pair<Type *, std::string>>
  typeNVPTXLacks(const Instruction &I) {
    SmallVector<Type *, 4> Types = {I.getType()};
    for (const Use &Op : I.operands())
      Types.push_back(Op->getType());
    if (auto *Alloca = dyn_cast<AllocaInst>(&I))
      Types.push_back(Alloca->getAllocatedType());
    if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
      Types.push_back(GEP->getSourceElementType());
    for (Type *T : Types)
      if (std::string Lacking = typeNVPTXLacks(T); !Lacking.empty())
        return std::pair(T, Lacking);
    return std::nullopt;
  }

  /// What LLVM 19's NVPTX lowering of parameters and results cannot take.
  enum class Unpassable { None, WideInteger, OddIntegerVector, Empty };

  /// Whether \p T holds no bytes: {}, [0 x T], a struct of such.
  static bool isEmptyType(Type *T) {
    if (auto *Struct = dyn_cast<StructType>(T))
      return all_of(Struct->elements(), isEmptyType);
    if (auto *Array = dyn_cast<ArrayType>(T))
      return Array->getNumElements() == 0 ||
             isEmptyType(Array->getElementType());
    return false;
  }

  /// Whether LLVM 19's NVPTX lowering of parameters and results can take
  /// \p T. It takes an integer wider than 64 bits only as an i128, alone or
  /// in a struct or an array (llvm-patches/0030: two 64-bit halves, as
  /// LLVM 22 passes them; i96 or <1 x i128> stop it while it splits them
  /// into registers), and a vector of integers
  /// only of 1, 8, 16, 32 or 64 bits (for a <4 x i3> the caller stored the
  /// elements one by one and the callee read them as packed pairs, or llc
  /// crashed; LLVM 22's PTX for them is no more consistent), and no empty
  /// type ({}, [0 x float]: "LLVM ERROR: Empty parameter types are not
  /// supported", as in LLVM 22, or a .param of 0 bytes ptxas rejects).
  static Unpassable unpassableType(Type *T, bool InAggregate = false) {
    if (!InAggregate && isEmptyType(T))
      return Unpassable::Empty;
    if (auto *Struct = dyn_cast<StructType>(T)) {
      for (Type *E : Struct->elements())
        if (Unpassable Why = unpassableType(E); Why != Unpassable::None)
          return Why;
      return Unpassable::None;
    }
    if (auto *Array = dyn_cast<ArrayType>(T))
      return unpassableType(Array->getElementType(), true);
    if (auto *Vector = dyn_cast<VectorType>(T)) {
      if (auto *Int = dyn_cast<IntegerType>(Vector->getElementType())) {
        unsigned Bits = Int->getBitWidth();
        if (Bits < 64 && Bits != 1 && Bits != 8 && Bits != 16 && Bits != 32)
          return Unpassable::OddIntegerVector;
        if (Bits > 64)
          return Unpassable::WideInteger;
      }
      return unpassableType(Vector->getElementType(), true);
    }
    auto *Int = dyn_cast<IntegerType>(T);
    if (!Int || Int->getBitWidth() <= 64 || Int->getBitWidth() == 128)
      return Unpassable::None;
    return Unpassable::WideInteger;
  }

  /// The diagnostic for a parameter (or the \p Result) of type \p T that
  /// NVPTX cannot pass for reason \p Why; empty for Unpassable::None.
  /// \p Whose names the function or the call.
  static std::string unpassableMessage(Unpassable Why, bool Result,
                                       StringRef Whose, Type *T) {
    StringRef Rule;
    switch (Why) {
    case Unpassable::None:
      return "";
    case Unpassable::WideInteger:
      Rule = Result ? "returns an integer wider than 64 bits only as i128, "
                      "alone, in a struct or in an array"
                    : "takes an integer wider than 64 bits as a parameter "
                      "only as i128, alone, in a struct or in an array";
      break;
    case Unpassable::OddIntegerVector:
      Rule = Result ? "returns a vector of integers only with elements of 1, "
                      "8, 16, 32 or 64 bits"
                    : "takes a vector of integers as a parameter only with "
                      "elements of 1, 8, 16, 32 or 64 bits";
      break;
    case Unpassable::Empty:
      Rule = Result ? "returns no value of an empty type"
                    : "takes no parameter of an empty type";
      break;
    }
    return ("NVPTX " + Rule + "; " + Whose +
            (Result ? " result has " : " parameter has ") + typeName(T))
        .str();
  }

  /// Why LLVM 19's NVPTX lowering of calls cannot pass the parameters or
  /// the result of a function of type \p FT (unpassableType); empty when it
  /// can. \p Whose names the function or the call.
  static std::string unpassableSignature(FunctionType *FT, AttributeList Attrs,
                                         StringRef Whose = "the function's") {
    for (unsigned I = 0, E = FT->getNumParams(); I != E; ++I) {
      Type *T = FT->getParamType(I);
      if (Unpassable Why = unpassableType(T); Why != Unpassable::None)
        return unpassableMessage(Why, /*Result=*/false, Whose, T);
      // A byval pointer passes what it points to, in a .param of that
      // type's size: of 0 bytes for an empty one, which ptxas rejects
      // ("Non-external variable has incomplete type"; LLVM 22 prints it).
      if (Type *ByVal = Attrs.getParamByValType(I); ByVal && isEmptyType(ByVal))
        return unpassableMessage(Unpassable::Empty, /*Result=*/false, Whose,
                                 ByVal);
    }
    return unpassableMessage(unpassableType(FT->getReturnType()),
                             /*Result=*/true, Whose, FT->getReturnType());
  }

  /// Why LLVM 19's NVPTX selection cannot take \p I, an operation that
  /// stops it with a fatal error; empty when it can. NVPTX has no
  /// instruction-cache flush (llvm.clear_cache, a library call) and no
  /// indirect branches (indirectbr, blockaddress: "Cannot select"), and
  /// converts between floating point and integers of at most 64 bits (a
  /// wider one is a library call NVPTX cannot make).
  static std::string operationNVPTXLacks(const Instruction &I) {
    if (!keepsFP128(I))
      return "NVPTX only loads, stores and moves fp128 values (no "
             "instruction or library computes with them); this " +
             std::string(I.getOpcodeName()) + " has fp128";
    if (auto *Intrinsic = dyn_cast<IntrinsicInst>(&I);
        Intrinsic && Intrinsic->getIntrinsicID() == Intrinsic::clear_cache)
      return "NVPTX has no instruction-cache flush; llvm.clear_cache is a "
             "call of the library function __clear_cache, and NVPTX has no "
             "libraries";
    if (isa<IndirectBrInst>(I))
      return "NVPTX has no indirect branches; this is an indirectbr";
    if (auto *Call = dyn_cast<CallBase>(&I);
        Call && !Call->isInlineAsm() && !isa<IntrinsicInst>(Call))
      if (std::string Problem = unpassableSignature(
              Call->getFunctionType(), Call->getAttributes(), "this call's");
          !Problem.empty())
        return Problem;
    for (const Use &Op : I.operands())
      if (isa<BlockAddress>(Op) ||
          (isa<ConstantExpr>(Op) &&
           any_of(cast<ConstantExpr>(Op)->operands(),
                  [](const Use &U) { return isa<BlockAddress>(U); })))
        return "NVPTX has no indirect branches, so no block addresses; "
               "this " +
               std::string(I.getOpcodeName()) + " takes one";
    if (isa<FPToSIInst, FPToUIInst, SIToFPInst, UIToFPInst>(I)) {
      Type *IntTy = isa<FPToSIInst, FPToUIInst>(I) ? I.getType()
                                                   : I.getOperand(0)->getType();
      if (IntTy->getScalarSizeInBits() > 64)
        return "NVPTX converts between floating point and integers of at "
               "most 64 bits; this " +
               std::string(I.getOpcodeName()) + " has " + typeName(IntTy);
    }
    return "";
  }

  /// Whether \p T is or holds an fp128 (in a struct or an array).
  static bool holdsFP128(Type *T) {
    if (auto *Struct = dyn_cast<StructType>(T))
      return any_of(Struct->elements(), holdsFP128);
    if (auto *Array = dyn_cast<ArrayType>(T))
      return holdsFP128(Array->getElementType());
    return T->isFP128Ty();
  }

  /// Whether \p I only moves the fp128 values it has (if any): what LLVM
  /// 19's NVPTX compiles as the 16 bytes they are (llvm-patches/0031; the
  /// sign operations are integer ones on those bytes). Arithmetic,
  /// comparisons and conversions would be library calls NVPTX lacks.
  static bool keepsFP128(const Instruction &I) {
    bool Has = holdsFP128(I.getType()) ||
               any_of(I.operands(),
                      [](const Use &U) { return holdsFP128(U->getType()); });
    if (!Has || isa<LoadInst, StoreInst, PHINode, SelectInst, BitCastInst,
                    ExtractValueInst, InsertValueInst, ReturnInst, FreezeInst,
                    UnaryOperator, AllocaInst, GetElementPtrInst>(I))
      return true;
    if (const auto *Call = dyn_cast<CallBase>(&I)) {
      // Inline asm has no register of 128 bits for it ("l" took the low
      // half).
      if (Call->isInlineAsm())
        return false;
      Intrinsic::ID ID = Call->getIntrinsicID();
      return ID == Intrinsic::not_intrinsic || ID == Intrinsic::fabs ||
             ID == Intrinsic::copysign;
    }
    return false;
  }

  /// In llc, a function with a type NVPTX lacks (typeNVPTXLacks) in its
  /// signature or its code, or with a call of llvm.vscale, is an error; its
  /// body is dropped, and a function whose signature has one is removed, so
  /// that selection and printing never see them. A global of such a type
  /// is an error and is removed. Thread-local globals are errors too: NVPTX
  /// has no thread-local storage, and LLVM 19's selection stops at their
  /// address.
  void rejectWhatNVPTXLacks() {
    // Functions whose body is dropped, and of those the ones whose
    // signature NVPTX lacks, which are removed altogether.
    SmallVector<Function *, 4> Removed;
    SmallPtrSet<Function *, 4> SignatureLacks;
    for (Function &F : M) {
      if (F.isIntrinsic())
        continue;
      FunctionType *FT = F.getFunctionType();
      Type *Lacked = nullptr;
      std::string Lacking;
      // A named array: concat keeps a reference to its ranges.
      Type *const Result[] = {FT->getReturnType()};
      for (Type *T : concat<Type *const>(ArrayRef(Result), FT->params()))
        if (Lacking = typeNVPTXLacks(T); !Lacking.empty()) {
          Lacked = T;
          break;
        }
      if (Lacked) {
        diagnoseError(F, "NVPTX has no " + Lacking +
                             "; the function's signature has " +
                             typeName(Lacked));
        Removed.push_back(&F);
        SignatureLacks.insert(&F);
        continue;
      }
      // A parameter or result LLVM 19 cannot split: the function goes, its
      // callers keep a call of poison (lowering a call of it, or a
      // declaration's .param, crashed or printed a .b99).
      if (std::string Problem = unpassableSignature(FT, F.getAttributes());
          !Problem.empty()) {
        diagnoseError(F, Problem);
        Removed.push_back(&F);
        SignatureLacks.insert(&F);
        continue;
      }
      if (F.isDeclaration())
        continue;
      for (Instruction &I : instructions(F)) {
        if (auto *VScale = dyn_cast<IntrinsicInst>(&I);
            VScale && VScale->getIntrinsicID() == Intrinsic::vscale) {
          error(&I, "NVPTX has no scalable vector types; " +
                        VScale->getCalledFunction()->getName() +
                        " has no value");
        } else if (auto Found = typeNVPTXLacks(I)) {
          error(&I, "NVPTX has no " + Found->second + "; this " +
                        I.getOpcodeName() + " has " + typeName(Found->first));
        } else if (std::string Problem = operationNVPTXLacks(I);
                   !Problem.empty()) {
          error(&I, Problem);
        } else {
          continue;
        }
        Removed.push_back(&F);
        break;
      }
    }
    // Bodies first: a removed function's callers may be removed too.
    for (Function *F : Removed)
      F->deleteBody();
    for (Function *F : SignatureLacks) {
      F->replaceAllUsesWith(PoisonValue::get(F->getType()));
      F->eraseFromParent();
    }
    Changed |= !Removed.empty();

    for (GlobalVariable &G : make_early_inc_range(M.globals())) {
      std::string Problem;
      if (std::string Lacking = typeNVPTXLacks(G.getValueType());
          !Lacking.empty())
        Problem = "NVPTX has no " + Lacking + "; the global '" +
                  G.getName().str() + "' has " + typeName(G.getValueType());
      else if (G.isThreadLocal())
        Problem = "NVPTX has no thread-local storage; the global '" +
                  G.getName().str() + "' is thread_local";
      if (!Problem.empty())
        rejectGlobal(G, Problem);
    }
  }

  /// llvm.stacksave and llvm.stackrestore select to stacksave/stackrestore
  /// (NVPTXMisc.td), which need sm_52 and PTX ISA 7.3, as LLVM 22 requires;
  /// elsewhere each call is an error and is removed.
  /// llvm.exp2 of f16 and bf16 (scalars or vectors) select to ex2.approx of
  /// the type where hasHalfExp2 says the target has it (NVPTXExtISel.cpp).
  /// Elsewhere LLVM 19's
  /// NVPTX cannot select them, so each call is widened here, as LLVM 22
  /// widens it: each element extended to f32, ex2.approx.f32
  /// (llvm.nvvm.ex2.approx.f), and rounded back.
  void widenHalfExp2() {
    for (Function &F : M) {
      if (F.getIntrinsicID() != Intrinsic::exp2)
        continue;
      Type *Element = F.getReturnType()->getScalarType();
      bool Bf16 = Element->isBFloatTy();
      if (!Element->isHalfTy() && !Bf16)
        continue;
      Function *Ex2 = nullptr;
      for (User *U : make_early_inc_range(F.users())) {
        auto *Call = dyn_cast<CallInst>(U);
        if (!Call)
          continue;
        const NVPTXSubtarget &ST = *TM->getSubtargetImpl(*Call->getFunction());
        if (hasHalfExp2(ST, Bf16))
          continue;
        if (!Ex2)
          Ex2 = Intrinsic::getDeclaration(&M, Intrinsic::nvvm_ex2_approx_f);
        IRBuilder<> B(Call);
        Value *Result = perElementThrough(
            B, Call->getArgOperand(0), B.getFloatTy(),
            [&](Value *V) -> Value * { return B.CreateCall(Ex2, {V}); });
        Call->replaceAllUsesWith(Result);
        Call->eraseFromParent();
        Changed = true;
      }
    }
  }

  void checkStackSaveRestore() {
    for (Function &F : M) {
      Intrinsic::ID ID = F.getIntrinsicID();
      if (ID != Intrinsic::stacksave && ID != Intrinsic::stackrestore)
        continue;
      for (User *U : make_early_inc_range(F.users())) {
        auto *Call = dyn_cast<CallBase>(U);
        if (!Call)
          continue;
        const NVPTXSubtarget &ST = *TM->getSubtargetImpl(*Call->getFunction());
        std::string Problem;
        if (ST.getSmVersion() < 52)
          Problem = "'" + F.getName().str() + "' is not supported on " +
                    targetWithPtx(ST) + "; it needs sm_52+ with PTX ISA 7.3+";
        else if (ST.getPTXVersion() < 73)
          Problem = "'" + F.getName().str() + "' " + needsPtx(73) +
                    "; the target is " + targetWithPtx(ST);
        if (Problem.empty())
          continue;
        error(Call, Problem);
        eraseCall(*Call);
        Changed = true;
      }
    }
  }

  /// An alloca of the local address space (IR may put one there; clang
  /// and LLVM 19's NVPTX put them in the generic one) becomes a generic
  /// alloca cast to local. LLVM 19's NVPTXLowerAlloca cast it to local
  /// again, which the verifier stopped; and its frame index would be
  /// addressed from the generic stack pointer under ld.local/st.local.
  void moveLocalAllocas() {
    SmallVector<AllocaInst *, 4> Local;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (auto *Alloca = dyn_cast<AllocaInst>(&I);
            Alloca && Alloca->getAddressSpace() == ADDRESS_SPACE_LOCAL)
          Local.push_back(Alloca);
    for (AllocaInst *Alloca : Local) {
      auto *Generic = new AllocaInst(
          Alloca->getAllocatedType(), ADDRESS_SPACE_GENERIC,
          Alloca->getArraySize(), Alloca->getAlign(), "", Alloca);
      Generic->takeName(Alloca);
      auto *Cast =
          new AddrSpaceCastInst(Generic, Alloca->getType(), "", Alloca);
      Alloca->replaceAllUsesWith(Cast);
      Alloca->eraseFromParent();
      Changed = true;
    }
  }

  /// The byte offsets in \p C, at \p Offset, of the addresses of symbols
  /// (a pointer or a ptrtoint of one that is not null) that the printer
  /// writes into an initialized global.
  static void symbolOffsets(const Constant *C, uint64_t Offset,
                            const DataLayout &DL,
                            SmallVectorImpl<uint64_t> &Offsets) {
    if (C->isNullValue() || isa<UndefValue>(C))
      return;
    if (C->getType()->isPointerTy() ||
        (isa<ConstantExpr>(C) &&
         cast<ConstantExpr>(C)->getOpcode() == Instruction::PtrToInt)) {
      Offsets.push_back(Offset);
      return;
    }
    if (auto *Struct = dyn_cast<ConstantStruct>(C)) {
      const StructLayout *Layout = DL.getStructLayout(Struct->getType());
      for (auto [I, Op] : enumerate(Struct->operands()))
        symbolOffsets(cast<Constant>(Op), Offset + Layout->getElementOffset(I),
                      DL, Offsets);
      return;
    }
    if (isa<ConstantArray, ConstantVector>(C)) {
      uint64_t Size = DL.getTypeAllocSize(
          C->getType()->isArrayTy() ? C->getType()->getArrayElementType()
                                    : C->getType()->getScalarType());
      for (auto [I, Op] : enumerate(C->operands()))
        symbolOffsets(cast<Constant>(Op), Offset + I * Size, DL, Offsets);
    }
  }

  /// The PTX ISA version (times ten) processor \p CPU comes with: the
  /// highest ptxNN feature its definition sets (NVPTX.td's Proc entries,
  /// NVPTXBlackwellTargets.td), 0 for one that sets none (sm_30).
  unsigned processorPTX(StringRef CPU) const {
    std::unique_ptr<MCSubtargetInfo> Processor(
        TM->getTarget().createMCSubtargetInfo(TM->getTargetTriple().str(), CPU,
                                              ""));
    unsigned Highest = 0;
    for (const SubtargetFeatureKV &Feature :
         Processor->getAllProcessorFeatures()) {
      StringRef Key = Feature.Key;
      unsigned Version;
      if (Key.consume_front("ptx") && !Key.getAsInteger(10, Version) &&
          Processor->getFeatureBits()[Feature.Value])
        Highest = std::max(Highest, Version);
    }
    return Highest;
  }

  /// -mattr=+ptxNN only raises the version (features combine to the
  /// highest), but -mattr=-ptx80,+ptx78 lowers sm_90a's below what its PTX
  /// needs, and ptxas rejects the module: an error, as LLVM 22 gives for
  /// any version below the target's.
  void checkPTXVersion() {
    const NVPTXSubtarget &ST = *TM->getSubtargetImpl();
    if (unsigned Needed = processorPTX(ST.getTargetName());
        ST.getPTXVersion() < Needed)
      error(nullptr,
            "the target " + ST.getTargetName() + " needs " + ptxName(Needed) +
                " or later; -mattr took away its +ptx" + Twine(Needed) +
                " and left " + ptxName(ST.getPTXVersion()));
  }

  /// What NVPTXAsmPrinter stopped at with "LLVM ERROR" (and LLVM 22's
  /// does), as errors naming the alias or global, which is dropped:
  /// aliases of anything but a function defined here that is not a
  /// kernel, or weak; managed globals below
  /// sm_30 or PTX ISA 4.0; an initial value of a shared or local global
  /// (their memory has none); and addresses in an initialized global at
  /// offsets that are not multiples of the pointer size, which the
  /// printer writes with mask(), below PTX ISA 7.1.
  void checkWhatPTXCannotHold() {
    const NVPTXSubtarget &ST = *TM->getSubtargetImpl();
    const DataLayout &DL = M.getDataLayout();
    for (GlobalAlias &Alias : make_early_inc_range(M.aliases())) {
      const auto *F = dyn_cast_or_null<Function>(Alias.getAliaseeObject());
      std::string Name = "'" + Alias.getName().str() + "'";
      // (Below sm_30 or PTX ISA 6.3, NVPTXAsmPrinter's initialization,
      // which runs before this pass, reports every alias:
      // llvm-patches/0026.)
      std::string Problem;
      if (!F || isKernelFunction(*F) || F->isDeclaration())
        Problem = "NVPTX aliases only a function defined in the module that "
                  "is not a kernel; the aliasee of " +
                  Name + " is not one";
      else if (Alias.hasLinkOnceLinkage() || Alias.hasWeakLinkage() ||
               Alias.hasAvailableExternallyLinkage() ||
               Alias.hasCommonLinkage())
        Problem = "NVPTX has no weak aliases; " + Name + " is weak";
      if (Problem.empty())
        continue;
      error(nullptr, Problem);
      Alias.replaceAllUsesWith(Alias.getAliasee());
      Alias.eraseFromParent();
      Changed = true;
    }
    for (GlobalVariable &G : make_early_inc_range(M.globals())) {
      std::string Name = "'" + G.getName().str() + "'";
      unsigned AddrSpace = G.getAddressSpace();
      std::string Problem;
      if (isManaged(G) && (ST.getPTXVersion() < 40 || ST.getSmVersion() < 30))
        Problem = "NVPTX has managed globals (.attribute(.managed)) on sm_30 "
                  "or later with PTX ISA 4.0 or later; the target is " +
                  targetWithPtx(ST) + " and the global " + Name + " is managed";
      else if ((AddrSpace == ADDRESS_SPACE_SHARED ||
                AddrSpace == ADDRESS_SPACE_LOCAL) &&
               G.hasInitializer() && !G.getInitializer()->isNullValue() &&
               !isa<UndefValue>(G.getInitializer()))
        Problem = "NVPTX's shared and local memory have no initial values; "
                  "the global " +
                  Name + " in addrspace(" + std::to_string(AddrSpace) +
                  ") has one";
      else if (!ST.hasMaskOperator() && G.hasInitializer() &&
               G.getValueType()->isAggregateType()) {
        SmallVector<uint64_t, 4> Offsets;
        symbolOffsets(G.getInitializer(), 0, DL, Offsets);
        uint64_t PointerSize = DL.getPointerSize();
        if (!Offsets.empty() &&
            (DL.getTypeAllocSize(G.getValueType()) % PointerSize ||
             any_of(Offsets, [&](uint64_t O) { return O % PointerSize; })))
          Problem = "NVPTX writes an address at an offset that is not a "
                    "multiple of the pointer size (mask()) from PTX ISA "
                    "7.1 on; the target is " +
                    targetWithPtx(ST) + " and the global " + Name +
                    " has such an initial value";
      }
      if (!Problem.empty())
        rejectGlobal(G, Problem);
    }
  }

public:
  UnsupportedIRChecker(Module &M, const NVPTXTargetMachine &TM)
      : M(M), TM(&TM) {}

  bool run() {
    rejectWhatNVPTXLacks();
    Changed |= lowerGenericIntrinsics(M, *TM);
    checkStackSaveRestore();
    widenHalfExp2();
    moveLocalAllocas();
    checkPTXVersion();
    checkWhatPTXCannotHold();
    Changed |= checkMemoryOrdering(M, *TM);
    return Changed;
  }
};

} // namespace

bool NVPTXExt::rejectWhatNVPTXLacks(Module &M, const NVPTXTargetMachine &TM) {
  return UnsupportedIRChecker(M, TM).run();
}

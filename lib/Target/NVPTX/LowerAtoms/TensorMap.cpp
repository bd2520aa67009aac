//===- TensorMap.cpp - Tensor-map operands and prefetch_tma_desc ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Where a TMA instruction reads its tensor map: the TMA atoms and
// prefetch_tma_desc take a pointer to it, which must reach global, constant
// or grid-constant parameter memory (docs/AtomIR.md, "TMA").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXKernelAttributes.h"
#include "NVPTXUtilities.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::lower_atoms;

/// The generic address that the parameter-space pointer \p P was made
/// from, rebuilt through GEPs, selects and phis; null if some part of it
/// was not an addrspacecast of a generic pointer. Kernel parameters reach
/// parameter space only that way (the addrspacecast of their byval
/// address); NVPTXLowerArgs turns a grid constant's generic address into
/// cvta.param. A parameter-space pointer cannot be cast back to generic
/// itself (LLVM 19 has no cvta.param for addrspacecast), and handing it to
/// an intrinsic would leave NVPTXLowerArgs a call it rewrites wrongly.
Value *AtomLowering::genericOrigin(Value *P,
                                   DenseMap<Value *, Value *> &Rebuilt) {
  if (auto It = Rebuilt.find(P); It != Rebuilt.end())
    return It->second;
  PointerType *Generic = PointerType::get(F.getContext(), 0);
  if (auto *Cast = dyn_cast<AddrSpaceCastOperator>(P))
    return Cast->getSrcAddressSpace() == ADDRESS_SPACE_GENERIC
               ? Cast->getPointerOperand()
               : nullptr;
  auto *I = dyn_cast<Instruction>(P);
  if (!I)
    return nullptr;
  if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
    Value *Base = genericOrigin(GEP->getPointerOperand(), Rebuilt);
    if (!Base)
      return nullptr;
    IRBuilder<> B(GEP);
    SmallVector<Value *, 4> Indices(GEP->indices());
    return Rebuilt[P] = B.CreateGEP(GEP->getSourceElementType(), Base, Indices,
                                    "", GEP->isInBounds());
  }
  if (auto *Select = dyn_cast<SelectInst>(I)) {
    Value *T = genericOrigin(Select->getTrueValue(), Rebuilt);
    Value *E = T ? genericOrigin(Select->getFalseValue(), Rebuilt) : nullptr;
    if (!E)
      return nullptr;
    IRBuilder<> B(Select);
    return Rebuilt[P] = B.CreateSelect(Select->getCondition(), T, E);
  }
  if (auto *Phi = dyn_cast<PHINode>(I)) {
    // The phi goes into the map before its incoming values are rebuilt:
    // a loop may bring it back to itself.
    PHINode *New =
        PHINode::Create(Generic, Phi->getNumIncomingValues(), "", Phi);
    Rebuilt[P] = New;
    for (auto [Block, In] : zip(Phi->blocks(), Phi->incoming_values())) {
      Value *G = genericOrigin(In, Rebuilt);
      if (!G) {
        Rebuilt.erase(P);
        New->replaceAllUsesWith(PoisonValue::get(Generic));
        New->eraseFromParent();
        return nullptr;
      }
      New->addIncoming(G, Block);
    }
    return New;
  }
  return nullptr;
}

/// The tensor map \p P, an operand of \p Call, as a generic pointer, or
/// null after a diagnostic naming \p What. A pointer to global or constant
/// memory is cast (cvta); one to parameter memory becomes the generic
/// address of its kernel parameter, which must be a grid constant: the TMA
/// unit reads the map where it lives, and LLVM gives a byval parameter
/// that is not one a copy in local memory, which the TMA unit cannot read.
Value *AtomLowering::tensorMap(IRBuilder<> &B, Value *P, CallBase &Call,
                               const Twine &What) {
  auto *PT = P ? dyn_cast<PointerType>(P->getType()) : nullptr;
  unsigned AS = PT ? PT->getAddressSpace() : ~0u;
  if (AS != ADDRESS_SPACE_GENERIC && AS != ADDRESS_SPACE_GLOBAL &&
      AS != ADDRESS_SPACE_CONST && AS != ADDRESS_SPACE_PARAM) {
    reject(Call, "the tensor map of " + What +
                     " is a pointer (generic, or to global, constant or "
                     "parameter memory); it is " +
                     (P ? typeName(P->getType()) : std::string("missing")));
    return nullptr;
  }
  if (AS == ADDRESS_SPACE_PARAM) {
    DenseMap<Value *, Value *> Rebuilt;
    if (Value *Origin = genericOrigin(P, Rebuilt)) {
      P = Origin;
      AS = ADDRESS_SPACE_GENERIC;
    } else {
      // A parameter address of unknown origin (say a device function's
      // argument): cvta.param, as LLVM 19 converts grid constants.
      return B.CreateIntrinsic(B.getPtrTy(), Intrinsic::nvvm_ptr_param_to_gen,
                               {P});
    }
  }
  if (AS == ADDRESS_SPACE_GENERIC && !readableTensorMap(Call, P, What))
    return nullptr;
  return B.CreateAddrSpaceCast(P, B.getPtrTy());
}

/// Whether the generic tensor-map pointer \p P can point where the TMA
/// unit reads: not into local memory (an alloca, or a byval parameter that
/// LLVM copies there). A byval kernel parameter with LLVM 22's
/// "nvvm.grid_constant" attribute is made a grid constant the way LLVM 19
/// spells it (!nvvm.annotations). Diagnoses otherwise.
bool AtomLowering::readableTensorMap(CallBase &Call, Value *P,
                                     const Twine &What) {
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(P, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  for (const Value *Object : Objects) {
    if (isa<AllocaInst>(Object)) {
      reject(Call, "the tensor map of " + What + " is in local memory (`" +
                       Object->getName() +
                       "`), where the TMA unit cannot read it; keep it "
                       "in global, constant or grid-constant parameter "
                       "memory");
      return false;
    }
    auto *Arg = dyn_cast<Argument>(Object);
    if (!Arg || !Arg->hasByValAttr())
      continue;
    Function &Owner = *const_cast<Function *>(Arg->getParent());
    if (isKernelFunction(Owner) && Owner.getAttributes().hasParamAttr(
                                       Arg->getArgNo(), "nvvm.grid_constant"))
      NVPTXExt::markGridConstant(const_cast<Argument &>(*Arg));
    if (isKernelFunction(Owner) && isParamGridConstant(*Arg))
      continue;
    reject(Call,
           "the tensor map of " + What + " is the byval parameter `" +
               Arg->getName() + "` of `" + Owner.getName() +
               "`, which is not a grid constant: LLVM passes a copy in "
               "local memory, where the TMA unit cannot read it; make it "
               "a kernel parameter marked grid_constant (!nvvm.annotations "
               "!{ptr @" +
               Owner.getName() + ", !\"grid_constant\", !{i32 " +
               Twine(Arg->getArgNo() + 1) +
               "}}, or the \"nvvm.grid_constant\" parameter attribute)");
    return false;
  }
  return true;
}

/// prefetch_tma_desc (the dialect's tensor-map prefetch):
/// prefetch.tensormap of the tensor map in generic, constant or parameter
/// space.
void lower_atoms::lowerPrefetchTmaDesc(AtomLowering &L, CallBase &Call) {
  Value *P = Call.arg_size() == 1 ? Call.getArgOperand(0) : nullptr;
  auto *PT = P ? dyn_cast<PointerType>(P->getType()) : nullptr;
  if (!PT || !Call.getType()->isVoidTy())
    return L.reject(Call, "'" + PrefetchTmaDescName +
                              "' takes the tensor map (a pointer) and returns "
                              "nothing");
  IRBuilder<> B(&Call);
  // A map in parameter memory that came from a kernel parameter is
  // prefetched through the parameter's generic address (see tensorMap);
  // constant and other parameter pointers keep their state space.
  unsigned AS = PT->getAddressSpace();
  DenseMap<Value *, Value *> Rebuilt;
  if (AS == ADDRESS_SPACE_PARAM)
    if (Value *Origin = L.genericOrigin(P, Rebuilt)) {
      P = Origin;
      AS = ADDRESS_SPACE_GENERIC;
    }
  NVPTXExt::FixedIntrinsic Prefetch =
      AS == ADDRESS_SPACE_CONST   ? NVPTXExt::PrefetchTensormapConst
      : AS == ADDRESS_SPACE_PARAM ? NVPTXExt::PrefetchTensormapParam
                                  : NVPTXExt::PrefetchTensormap;
  std::string Problem = L.checkExtTarget(Prefetch);
  if (!Problem.empty())
    return L.reject(Call, "prefetch_tma_desc: " + Problem);
  if (AS != ADDRESS_SPACE_CONST && AS != ADDRESS_SPACE_PARAM &&
      !(P = L.tensorMap(B, P, Call, "prefetch_tma_desc")))
    return;
  B.CreateCall(L.extDeclaration(Prefetch), {P});
  Value *OldMap = Call.getArgOperand(0);
  L.replace(Call);
  RecursivelyDeleteTriviallyDeadInstructions(OldMap);
}

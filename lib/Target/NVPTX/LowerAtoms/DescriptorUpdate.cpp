//===- DescriptorUpdate.cpp - update_tma_desc -----------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The device-side tensor-map update becomes one tensormap.replace.tile
// (docs/AtomIR.md, "TMA descriptor updates").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTXExtIntrinsics.h"
#include "Tma.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// update_tma_desc (the dialect's device-side descriptor update, of the
/// three fields docs/AtomIR.md, "TMA descriptor updates", lists): one
/// tensormap.replace.tile of the base address, one mode's extent or one
/// non-leading stride of a tensor map in global or shared memory.
void lower_atoms::lowerUpdateTmaDesc(AtomLowering &L, CallBase &Call) {
  std::optional<StringRef> Text = metadataString(Call, 0);
  Value *Map = Call.arg_size() == 3 ? Call.getArgOperand(1) : nullptr;
  auto *MapType = Map ? dyn_cast<PointerType>(Map->getType()) : nullptr;
  if (!Text || !MapType || !Call.getType()->isVoidTy())
    return L.reject(Call, "'" + UpdateTmaDescName +
                              "' takes the attributes (a metadata string), "
                              "the tensor map and the new value, and returns "
                              "nothing");
  Expected<AtomAttributes> Attributes = AtomAttributes::parse(*Text);
  if (!Attributes)
    return L.reject(Call, AtomLowering::attributeError("update_tma_desc",
                                                       Attributes.takeError()));
  Expected<TmaDescriptorUpdate> Read = readTmaDescriptorUpdate(*Attributes);
  if (!Read)
    return L.reject(Call, AtomLowering::attributeError("update_tma_desc",
                                                       Read.takeError()));
  const TmaDescriptorUpdate &Update = *Read;
  StringRef Field = tmaDescriptorFieldNames()[unsigned(Update.Field)];
  if (Error E = checkTmaDescriptorUpdate(Update.Field, Update.Axis))
    return L.reject(Call, toString(std::move(E)) + ": `field = " + Field + "`" +
                              (Update.Field == TmaDescriptorField::Stride
                                   ? " of mode 0, whose stride is the "
                                     "element size"
                                   : ""));

  // tensormap.replace has a global and a shared::cta form only: a generic
  // pointer could be either.
  unsigned AS = MapType->getAddressSpace();
  if (AS != ADDRESS_SPACE_GLOBAL && AS != ADDRESS_SPACE_SHARED)
    return L.reject(Call, "the tensor map of `update_tma_desc` is a pointer "
                          "to global (addrspace 1) or shared (addrspace 3) "
                          "memory, where tensormap.replace writes; it is " +
                              typeName(MapType));
  std::string Intrinsic =
      Update.intrinsicName(AS == ADDRESS_SPACE_GLOBAL ? "p1" : "p3");
  std::string Problem = L.checkExtTarget(Intrinsic);
  if (!Problem.empty())
    return L.reject(Call, "update_tma_desc: " + Problem);

  // The value: a 64-bit global address (or a pointer to global memory), a
  // 32-bit extent in elements, or a 64-bit stride in bytes; a constant
  // must also be one the tensor map can hold.
  IRBuilder<> B(&Call);
  Value *V = Call.getArgOperand(2);
  Type *VT = V->getType();
  std::string Want;
  if (Update.Field == TmaDescriptorField::BaseAddress) {
    Want = "the new global address (an i64, or a generic or global "
           "pointer)";
    if (auto *PT = dyn_cast<PointerType>(VT);
        PT && (PT->getAddressSpace() == ADDRESS_SPACE_GENERIC ||
               PT->getAddressSpace() == ADDRESS_SPACE_GLOBAL))
      V = B.CreatePtrToInt(
          B.CreateAddrSpaceCast(V, B.getPtrTy(ADDRESS_SPACE_GLOBAL)),
          B.getInt64Ty());
    else if (!VT->isIntegerTy(64))
      V = nullptr;
  } else if (Update.Field == TmaDescriptorField::Dimension) {
    Want = "the new extent of mode " + std::to_string(Update.Axis) +
           " in elements (an i32)";
    if (!VT->isIntegerTy(32))
      V = nullptr;
  } else {
    Want = "the new stride of mode " + std::to_string(Update.Axis) +
           " in bytes (an i64)";
    if (!VT->isIntegerTy(64))
      V = nullptr;
  }
  if (!V)
    return L.reject(Call, "`update_tma_desc` of `field = " + Field +
                              "` takes " + Want + "; the value is " +
                              typeName(VT));
  if (auto *C = dyn_cast<ConstantInt>(V))
    if (Error E = checkTmaDescriptorUpdateValue(Update, C->getZExtValue()))
      return L.reject(Call, "`update_tma_desc` of `field = " + Field +
                                "`: " + toString(std::move(E)));

  SmallVector<Value *, 3> Args = {Map};
  if (Update.Field != TmaDescriptorField::BaseAddress)
    Args.push_back(B.getInt32(Update.ordinal()));
  Args.push_back(V);
  Function *Replace = L.extDeclaration(Call, "update_tma_desc", Intrinsic);
  if (!Replace)
    return;
  B.CreateCall(Replace, Args);
  L.replace(Call);
}

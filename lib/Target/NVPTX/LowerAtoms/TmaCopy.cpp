//===- TmaCopy.cpp - Executable TMA atoms ---------------------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// atom.tma_load, atom.tma_store and atom.tma_reduce become the mbarrier's
// transaction count and one cp.async.bulk.tensor per box of the partition
// (docs/AtomIR.md, "TMA").
//
//===----------------------------------------------------------------------===//

#include "AtomLowering.h"
#include "Lattices.h"
#include "NVPTXExtIntrinsics.h"
#include "OperandContract.h"
#include "Tma.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;
using namespace llvm::lower_atoms;

/// Executable TMA atoms (the cute_nvgpu dialect's TMA contract;
/// docs/AtomIR.md, "TMA"): the partition verifier, the execution binding
/// (an mbarrier in shared memory), then the transaction-count increment
/// and the cp.async.bulk.tensor instruction.
void lower_atoms::lowerTmaCopy(AtomLowering &L, CallBase &Call,
                               const AtomType &Atom,
                               const AtomAttributes &Attributes, StringRef) {
  StringRef Mnemonic = info(*Atom.Kind).Mnemonic;
  if (!L.gatedTarget(Call, *Atom.Kind))
    return;
  Expected<TmaUse> Read = readTmaUse(Atom, Attributes);
  if (!Read)
    return L.reject(Call,
                    AtomLowering::attributeError(Mnemonic, Read.takeError()));
  const TmaUse &Use = *Read;
  Expected<TmaPartitionResult> Partition = verifyTmaPartition(Use.Partition);
  if (!Partition)
    return L.reject(Call, toString(Partition.takeError()));
  unsigned Rank = Partition->Rank;
  // The ranks and the load's offsets of the copy mode (NVPTXTmaLattice.td).
  const lattices::TmaCopyModeRow &Mode =
      lattices::tmaCopyMode(Use.Im2col ? "im2col" : "tile");
  if (Use.Im2col && (Rank < Mode.MinRank || Rank > Mode.MaxRank))
    return L.reject(Call, "an im2col `" + Mnemonic +
                              "` needs a tensor of rank " +
                              Twine(unsigned(Mode.MinRank)) + " to " +
                              Twine(unsigned(Mode.MaxRank)) +
                              "; the GMEM layout has rank " + Twine(Rank));
  // An im2col box walks pixels, not a coordinate range of each mode, so
  // the sub-box grid of a tile split into several boxes has no im2col
  // coordinates.
  if (Use.Im2col && Partition->Copies.size() > 1)
    return L.reject(Call, "an im2col `" + Mnemonic +
                              "` moves its tile as one box; the SMEM layout "
                              "holds it as " +
                              Twine(Partition->Copies.size()) + " boxes");
  std::string Intrinsic = tmaIntrinsicName(Use, Rank);
  std::string Problem = L.checkExtTarget(Intrinsic, Use.isTwoCta() ? 2 : 0);
  if (!Problem.empty())
    return L.reject(Call,
                    "`" + Mnemonic + "`" +
                        (Use.isTwoCta() ? " with load_mode = two_cta" : "") +
                        ": " + Problem);
  uint64_t Bytes = tmaTransferBytes(Use, *Partition);
  // The transaction count of an mbarrier is at most 2^20 - 1.
  if (Use.isLoad() && Bytes >= (1u << 20))
    return L.reject(Call, "`" + Mnemonic + "` moves " + Twine(Bytes) +
                              " bytes; an mbarrier counts at most 1048575");

  // The operands: shared memory (and for a load its mbarrier), the tensor
  // map, the coordinates, the im2col offsets of a load, the multicast mask,
  // the cache policy.
  LLVMContext &Ctx = Call.getContext();
  Type *I16 = Type::getInt16Ty(Ctx), *I32 = Type::getInt32Ty(Ctx),
       *I64 = Type::getInt64Ty(Ctx), *Shared = PointerType::get(Ctx, 3);
  unsigned Offsets = Use.isLoad() && Mode.OffsetsPerSpatialDim ? Rank - 2 : 0;
  // A load may write another CTA's shared memory of the cluster (the
  // peer's half of a two_cta tile): its destination is then a
  // shared::cluster address (ptr addrspace(7)), used as it is.
  Type *SharedCluster =
      PointerType::get(Ctx, NVPTXExt::AddressSpaceSharedCluster);
  bool ClusterDestination = Use.isLoad() && Call.arg_size() > 2 &&
                            Call.getArgOperand(2)->getType() == SharedCluster;
  if (ClusterDestination && !Use.isTwoCta())
    return L.reject(Call, "the destination of `" + Mnemonic +
                              "` is in another CTA's shared memory (ptr "
                              "addrspace(7)) only with load_mode = two_cta, "
                              "whose mbarrier may be in either CTA of the "
                              "pair; otherwise it is ptr addrspace(3)");
  OperandContract Contract(Mnemonic);
  Contract.add(AtomOperand::value(Use.isLoad() ? "destination" : "source",
                                  ClusterDestination ? SharedCluster : Shared));
  if (Use.isLoad())
    Contract.add(AtomOperand::value("mbarrier", Shared));
  // Generic, global, constant or parameter memory: tensorMap() checks it.
  Contract.add(AtomOperand::value("tensor map", nullptr));
  for (unsigned I = 0; I < Rank; ++I)
    Contract.add(AtomOperand::value("coordinate", I32));
  for (unsigned I = 0; I < Offsets; ++I)
    Contract.add(AtomOperand::value("im2col offset", I16));
  if (Use.isMulticast())
    Contract.add(AtomOperand::value("multicast mask", I16));
  if (Use.CacheHint)
    Contract.add(AtomOperand::value("cache policy", I64));
  // The execution binding that makes the dialect's non-exec TMA atom
  // executable: the barrier the load completes on is in shared memory.
  if (Use.isLoad() && Call.arg_size() > 3 &&
      Call.getArgOperand(3)->getType()->isPointerTy() &&
      Call.getArgOperand(3)->getType() != Shared)
    return L.reject(Call, "the mbarrier of `" + Mnemonic +
                              "` must be in shared memory (ptr addrspace(3)); "
                              "it is " +
                              typeName(Call.getArgOperand(3)->getType()));
  if (Call.arg_size() != Contract.arity() || !Call.getType()->isVoidTy() ||
      !Contract.valueTypeProblem(Call).empty())
    return L.reject(Call, "`" + Mnemonic + "` with these attributes takes " +
                              "(type, attributes" + Contract.signature() +
                              ") and returns nothing; the call has " +
                              Twine(Call.arg_size()) + " operands");

  IRBuilder<> B(&Call);
  unsigned Next = 2;
  Value *Tile = Call.getArgOperand(Next++);
  Value *Barrier = Use.isLoad() ? Call.getArgOperand(Next++) : nullptr;
  Value *TensorMap =
      L.tensorMap(B, Call.getArgOperand(Next++), Call, "`" + Mnemonic + "`");
  if (!TensorMap)
    return;
  Function *Copy = L.extDeclaration(Call, Mnemonic, Intrinsic);
  if (!Copy)
    return;
  if (Use.isLoad() && Use.Prefetch)
    B.CreateCall(L.extDeclaration(NVPTXExt::PrefetchTensormap), {TensorMap});
  // The bytes the load completes on the barrier: every box of the tile.
  if (Use.isLoad())
    B.CreateCall(L.extDeclaration(Use.Arrive ? NVPTXExt::MbarrierArriveExpectTx
                                             : NVPTXExt::MbarrierExpectTx),
                 {Barrier, B.getInt32(Bytes)});
  SmallVector<Value *, 8> Coordinates, Trailing;
  for (unsigned I = 0; I < Rank + Offsets; ++I)
    Coordinates.push_back(Call.getArgOperand(Next++));
  if (Use.isLoad())
    Trailing.push_back(Use.isMulticast() ? Call.getArgOperand(Next++)
                                         : B.getInt16(0));
  Trailing.push_back(Use.CacheHint ? Call.getArgOperand(Next++)
                                   : B.getInt64(0));
  if (Use.isLoad())
    Trailing.append({B.getInt1(Use.isMulticast()), B.getInt1(Use.CacheHint),
                     B.getInt32(Use.isTwoCta() ? 2 : 0)});
  else
    Trailing.push_back(B.getInt1(Use.CacheHint));
  // One instruction per box of the partition, each at its place in the
  // tile and in the tensor (one for a dense tile).
  unsigned ElementBytes = Use.Partition.ElementBits / 8;
  for (const TmaBoxCopy &Box : Partition->Copies) {
    Value *Smem = Box.SmemOffset
                      ? B.CreateConstInBoundsGEP1_64(
                            B.getInt8Ty(), Tile, Box.SmemOffset * ElementBytes)
                      : Tile;
    SmallVector<Value *, 16> Args;
    if (Use.isLoad())
      Args = {toSharedCluster(B, Smem), Barrier, TensorMap};
    else
      Args = {Smem, TensorMap};
    for (auto [I, Coordinate] : enumerate(Coordinates))
      Args.push_back(I < Rank && Box.Origin[I]
                         ? B.CreateAdd(Coordinate, B.getInt32(Box.Origin[I]))
                         : Coordinate);
    append_range(Args, Trailing);
    B.CreateCall(Copy, Args);
  }
  Value *OldMap = Contract.operand(Call, "tensor map");
  L.replace(Call);
  // The parameter-memory view of a grid-constant map, if nothing else
  // uses it now.
  RecursivelyDeleteTriviallyDeadInstructions(OldMap);
}

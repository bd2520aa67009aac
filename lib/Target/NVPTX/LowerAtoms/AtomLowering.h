//===- AtomLowering.h - What the atom lowerings share -----------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The per-function context of NVPTXLowerAtoms (docs/Architecture.md): the
// caller's subtarget, the cache of verified atom uses, the diagnostics, the
// intrinsic declarations, and the entry points of the family lowerings, one
// file of this directory each:
//
//   LowerAtoms.cpp        the pass, reading the call, dispatch to a family
//   RegisterMma.cpp       SM80/SM89 mma.sync/mma.sp asm, atom.universal_fma
//   Wgmma.cpp             SM90 WGMMA: operands, mma_async, groups per block
//                         (WgmmaEmitter.h: what both groupings share)
//   WgmmaFlight.cpp       SM90 WGMMA groups in flight across blocks
//   Umma.cpp              SM100/SM103 tcgen05.mma
//   BlockScaleMma.cpp     SM120/SM121 block-scaled mma.sync
//   Copy.cpp              ldsm, stsm, cp.async, universal copy
//   TmaCopy.cpp           executable TMA atoms (cp.async.bulk.tensor)
//   TensorMap.cpp         tensor-map operands, prefetch_tma_desc
//   DescriptorUpdate.cpp  update_tma_desc (tensormap.replace)
//   TensorMemory.cpp      tcgen05.ld/st/cp copy atoms
//   OperandContract.*     each atom's operands as a table, and their wording
//   Legalize.cpp          registers from vectors and back, address-space
//                         casts, convergent calls, intrinsic declarations
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_LOWERATOMS_ATOMLOWERING_H
#define LLVM_LIB_TARGET_NVPTX_LOWERATOMS_ATOMLOWERING_H

#include "AtomAttributes.h"
#include "AtomRegistry.h"
#include "AtomType.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXLowerAtoms.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include <optional>
#include <string>

namespace llvm {

class NVPTXSubtarget;

namespace lower_atoms {

class OperandContract;

/// The registry's name of an atom intrinsic's entry point.
inline constexpr StringLiteral PrefetchTmaDescName =
    "llvm.nvvm.cute.prefetch_tma_desc";
inline constexpr StringLiteral UpdateTmaDescName =
    "llvm.nvvm.cute.update_tma_desc";

/// The metadata string operand \p ArgNo of \p Call, if it is one.
std::optional<StringRef> metadataString(const CallBase &Call, unsigned ArgNo);

/// An `sm90.mma` call waiting for the WGMMA grouping of its function.
using PendingWgmma = std::pair<CallBase *, const VerifiedAtom *>;

/// The lowering of the atom calls of one function.
class AtomLowering {
public:
  Function &F;
  const NVPTXSubtarget &ST;
  VerifiedAtomCache &Cache;
  /// Values rebuilt from MMA result registers, and those registers (a
  /// chain of MMAs passes D on as the next C: it can take the registers).
  DenseMap<Value *, SmallVector<Value *, 4>> Rebuilt;
  /// The verified sm90.mma calls of each block, in order: they are lowered
  /// together once every call has been read (Wgmma.cpp).
  MapVector<BasicBlock *, SmallVector<PendingWgmma, 4>> Wgmmas;
  bool Changed = false;

  AtomLowering(Function &F, const NVPTXSubtarget &ST, VerifiedAtomCache &Cache)
      : F(F), ST(ST), Cache(Cache) {}

  /// Lowers every atom call of the function; whether it changed anything.
  bool run();

  // Diagnostics.

  void error(CallBase &Call, const Twine &Message);
  /// Reports \p Message and deletes the call, so that nothing downstream
  /// sees it (its uses get poison).
  void reject(CallBase &Call, const Twine &Message);
  /// Replaces \p Call by \p Result (if any) and deletes it.
  void replace(CallBase &Call, Value *Result = nullptr);

  /// The caller's target in the atom roster; none after a diagnostic.
  std::optional<cute_nvgpu::Target> rosterTarget(CallBase &Call);
  /// The caller's target, once the tier gate lets an atom of \p Kind
  /// through; none after a diagnostic.
  std::optional<cute_nvgpu::Target> gatedTarget(CallBase &Call,
                                                cute_nvgpu::AtomKind Kind);
  /// "attributes of `MNEMONIC`, column N: MESSAGE" for the TextError of a
  /// malformed dictionary or the AttributeError of an atom's reader (no
  /// column when the dictionary lacks the attribute); consumes \p E.
  static std::string attributeError(StringRef Mnemonic, Error E);

  // Intrinsics (Legalize.cpp). A name the lowering builds that has no row
  // is a diagnostic for the call, never a fatal error.

  /// The extended intrinsic \p Name, declared in the module, for \p Call
  /// of \p Mnemonic; null after a diagnostic (the call is deleted).
  Function *extDeclaration(CallBase &Call, StringRef Mnemonic, StringRef Name);
  /// The same for an intrinsic of LLVM 19's own table, overloaded on
  /// \p Types.
  Function *coreDeclaration(CallBase &Call, StringRef Mnemonic, StringRef Name,
                            ArrayRef<Type *> Types = {});
  /// Empty when the extended intrinsic \p Name, with \p CtaGroup as its
  /// cta_group immediate where it has one, exists on the target; else why
  /// not (also when the table has no such row).
  std::string checkExtTarget(StringRef Name, int64_t CtaGroup = 0);
  /// The same for a fixed intrinsic, whose row cannot be missing.
  std::string checkExtTarget(NVPTXExt::FixedIntrinsic Which);
  /// The declaration of the fixed intrinsic \p Which in the module.
  Function *extDeclaration(NVPTXExt::FixedIntrinsic Which) {
    return NVPTXExt::getDeclaration(*F.getParent(), Which);
  }

  // Tensor maps (TensorMap.cpp).

  /// The tensor map \p P, an operand of \p Call, as a generic pointer, or
  /// null after a diagnostic naming \p What.
  Value *tensorMap(IRBuilder<> &B, Value *P, CallBase &Call, const Twine &What);
  /// The generic address that the parameter-space pointer \p P was made
  /// from; null if there is none.
  Value *genericOrigin(Value *P, DenseMap<Value *, Value *> &Origins);

private:
  bool readableTensorMap(CallBase &Call, Value *P, const Twine &What);
};

// Legalization (Legalize.cpp): how the lowerings turn the call's values into
// what the instructions take, apart from checking them.

/// The size in bits of \p T when it is a scalar or a fixed vector, which
/// the lowerings split into registers or rebuild from them; 0 for any other
/// type (a scalable vector's size is no number of bits).
unsigned registerBits(const Type *T);
/// \p T as IR prints it.
using NVPTXExt::typeName;
/// Splits \p V into \p Count 32-bit registers of type \p RegTy (a scalar,
/// or a packed pair such as <2 x half>); empty if its size is not
/// Count * 32 bits or it is no vector or scalar.
SmallVector<Value *, 8> splitRegisters(IRBuilder<> &B, Value *V, Type *RegTy,
                                       unsigned Count);
/// splitRegisters(), but a value this lowering rebuilt from registers of the
/// same type gives those registers back.
SmallVector<Value *, 8> reuseRegisters(AtomLowering &L, IRBuilder<> &B,
                                       Value *V, Type *RegTy, unsigned Count);
/// The register operands of \p Call, split in the order of \p Contract (with
/// the registers of the values this lowering rebuilt from registers when
/// \p Reuse); none after a diagnostic (the call is deleted).
std::optional<SmallVector<Value *, 16>>
splitRegisterOperands(AtomLowering &L, IRBuilder<> &B, CallBase &Call,
                      const OperandContract &Contract, bool Reuse = false);
/// The registers of an intrinsic's struct result as a value of type \p T.
Value *rebuildFromRegisters(IRBuilder<> &B, Value *Result, Type *T);
/// \p Pointer (into this CTA's shared memory) as a shared::cluster address.
Value *toSharedCluster(IRBuilder<> &B, Value *Pointer);
/// Marks a warp-synchronous call that no transformation may make divergent.
void markConvergent(CallInst *Call);

// The family lowerings. Each takes a call whose atom the driver parsed,
// gated and (for MMA atoms) verified, and replaces or rejects it.

void lowerRegisterMma(AtomLowering &L, CallBase &Call, VerifiedAtom &Verified);
void lowerUniversalFma(AtomLowering &L, CallBase &Call, VerifiedAtom &Verified);
void lowerBlockScaleMma(AtomLowering &L, CallBase &Call,
                        VerifiedAtom &Verified);
void lowerUmma(AtomLowering &L, CallBase &Call, VerifiedAtom &Verified);
/// Queues an `sm90.mma` call; lowerWgmmas emits the queue.
void queueWgmma(AtomLowering &L, CallBase &Call, VerifiedAtom &Verified);
/// The WGMMA atoms of the function, in fenced and committed groups.
void lowerWgmmas(AtomLowering &L);
/// The atom.ldsm, atom.stsm, atom.simt_async_copy and atom.universal_copy
/// atoms; \p TypeText is the call's atom type.
void lowerCopy(AtomLowering &L, CallBase &Call,
               const cute_nvgpu::AtomType &Atom,
               const cute_nvgpu::AtomAttributes &Attributes,
               StringRef TypeText);
void lowerTmaCopy(AtomLowering &L, CallBase &Call,
                  const cute_nvgpu::AtomType &Atom,
                  const cute_nvgpu::AtomAttributes &Attributes,
                  StringRef TypeText);
void lowerTensorMemoryCopy(AtomLowering &L, CallBase &Call,
                           const cute_nvgpu::AtomType &Atom,
                           const cute_nvgpu::AtomAttributes &Attributes,
                           StringRef TypeText);
void lowerPrefetchTmaDesc(AtomLowering &L, CallBase &Call);
void lowerUpdateTmaDesc(AtomLowering &L, CallBase &Call);

} // namespace lower_atoms
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_LOWERATOMS_ATOMLOWERING_H

//===- CopyAtom.h - Copy atom uses: checks and PTX forms --------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The register and asynchronous copy atoms of the cute_nvgpu dialect —
// atom.ldsm (ldmatrix), atom.simt_async_copy (cp.async) and
// atom.universal_copy (a scalar or vector load/store), whose operands
// docs/AtomIR.md's "Copy atoms" table states — as the lowering pass sees
// them: the checks their atom text must pass on a target, and the
// instruction each becomes. Checks and readers fail with an llvm::Error
// (AtomError.h): an AttributeError for a tensor-memory atom's dictionary, a
// StringError otherwise.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_COPYATOM_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_COPYATOM_H

#include "AtomAttributes.h"
#include "AtomRegistry.h"
#include "AtomType.h"
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// atom.ldsm<m8n8[.x2|.x4][.trans]>: how many 8x8 matrices it loads (the
/// 32-bit registers each thread receives) and whether transposed.
struct MatrixCopyShape {
  unsigned Matrices = 1;
  bool Transposed = false;
};
MatrixCopyShape matrixCopyShape(const AtomType &T);

/// Success when the copy atom \p T can be lowered on \p Target, else an
/// error saying why not: the tier gate, then what the atom's text lacks or
/// has wrong (a simt_async_copy width other than 4, 8 or 16 bytes gets the
/// cute_nvgpu dialect's copy-vectorization diagnostic, byte for byte).
Error verifyCopyAtom(const AtomType &T, StringRef Text, const Target &Target);

/// The PTX ISA version (times 10) the atom's instruction needs: ldmatrix
/// 6.5, cp.async 7.0, stmatrix 7.8; 0 for plain loads and stores.
unsigned copyAtomMinPtx(const AtomType &T);

/// The LLVM 19 intrinsics: `llvm.nvvm.ldmatrix.sync.aligned.m8n8.x<N>
/// [.trans].b16` and `llvm.nvvm.cp.async.{ca,cg}.shared.global.<bytes>`
/// (ca for 4 and 8 bytes; cg, which bypasses L1, for 16 bytes: the PTX ISA
/// allows cp.async.cg only for 16-byte copies).
std::string ldmatrixIntrinsicName(const AtomType &T);
std::string cpAsyncIntrinsicName(const AtomType &T);
/// LLVM 22's `llvm.nvvm.stmatrix.sync.aligned.m8n8.x<N>[.trans].b16.p3`
/// (an extended intrinsic here), the shared-pointer overload.
std::string stmatrixIntrinsicName(const AtomType &T);

/// atom.universal_copy: the bits one copy moves — the `N b` width, or else
/// the value type's — or none for a value type the lowering does not know.
std::optional<unsigned> universalCopyBits(const AtomType &T);

/// atom.universal_copy with a memory order (other than volatile): the PTX
/// of its load half and of its store half (inline-asm templates: the load
/// `$0` value, `$1` address; the store `$0` address, `$1` value; empty for
/// a half that is a plain access), the register constraint of the value,
/// and the target and PTX ISA version (times 10) they need.
struct OrderedCopyForm {
  std::string Load, Store;
  char Constraint = 'r';
  unsigned MinSm = 70, MinPtx = 60;
  /// The load reads through the non-coherent global path (`constant`).
  bool GlobalLoad = false;
};
/// The form for a copy that loads (\p Loads) and/or stores (\p Stores), or
/// an error saying why the atom's order and scope do not fit it.
Expected<OrderedCopyForm> orderedCopyForm(const AtomType &T, bool Loads,
                                          bool Stores);

/// A tensor-memory copy atom's use -- atom.tmem_load, atom.tmem_store,
/// atom.s2t_copy -- as its attributes give it: the tcgen05.ld/st/cp form.
struct TmemCopyUse {
  AtomKind Kind = AtomKind::TmemLoad;
  /// The shape as LLVM 22's intrinsic names spell it (`32x32b`,
  /// `16x32bx2`, `128x256b`, `64x128b_warpx2_02_13`, ...).
  std::string Shape;
  /// tcgen05.ld/st: the repetitions of the shape (`.x<num>`).
  unsigned Num = 1;
  /// tcgen05.ld `.pack::16b` / tcgen05.st `.unpack::16b`.
  bool Pack = false;
  /// 16x32bx2: the column offset of the second half.
  unsigned Offset = 0;
  /// tcgen05.cp: the CTA group, 1 or 2.
  unsigned CtaGroup = 1;
  /// tcgen05.cp: the decompression of 4- or 6-bit elements (`b6x16_p32`,
  /// `b4x16_p64`), or empty.
  std::string Decompress;
};

/// Reads the attributes of a tensor-memory copy atom of kind \p Kind; what
/// they lack or have wrong is an AttributeError.
Expected<TmemCopyUse> readTmemCopyUse(AtomKind Kind,
                                      const AtomAttributes &Attributes);

/// The LLVM 22 intrinsic of a use (`llvm.nvvm.tcgen05.ld.32x32b.x4`,
/// `llvm.nvvm.tcgen05.cp.128x256b.cg1`, ...); it may not exist (too many
/// registers), which the caller checks.
std::string tmemCopyIntrinsicName(const TmemCopyUse &Use);

/// tcgen05.ld/st: the 32-bit registers each thread loads or stores.
unsigned tmemCopyRegisters(const TmemCopyUse &Use);

/// tcgen05.ld/st: whether the shape addresses a second half by a column
/// offset (16x32bx2), which the intrinsic then takes after the address.
bool tmemCopyHasOffset(const TmemCopyUse &Use);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_COPYATOM_H

//===- AtomType.h - cute_nvgpu type text ------------------------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The textual form of cute_nvgpu types, `!cute_nvgpu.<mnemonic>[<params>]`:
//
//   !cute_nvgpu.sm90.mma                       any registry mnemonic
//   !cute_nvgpu.smem_desc_view<SRC, #cute.layout<...>>
//   !cute_nvgpu.atom.universal_copy<TYPE[, N b][, allow_dsmem]
//                                   [, mem_order=ORDER][, mem_scope=SCOPE]>
//   !cute_nvgpu.atom.ldsm<m8n8.x4.trans>       copy-atom variants: ldsm and
//   !cute_nvgpu.atom.simt_async_copy<16>       stsm shapes, cp.async width,
//   !cute_nvgpu.atom.tma_reduce<add>           TMA reduce kind
//   !cute_nvgpu.i4   !cute_nvgpu.i4<divby 2>   sub-byte fragment integers
//
// print(parse(T)) == T for every canonical text; absent optional fields are
// elided, never printed as defaults. Malformed text yields a TextError with
// the 1-based column it refers to.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMTYPE_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMTYPE_H

#include "AtomRegistry.h"
#include "Layout.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// PTX-like memory orders and scopes of atom.universal_copy.
enum class MemOrder : uint8_t {
  Relaxed,
  Acquire,
  Release,
  AcqRel,
  Sc,
  Mmio,
  Constant,
  Volatile
};
enum class MemScope : uint8_t { Cluster, Gpu, Sys };
StringRef spelling(MemOrder Order);
StringRef spelling(MemScope Scope);
ArrayRef<MemOrder> allMemOrders();
ArrayRef<MemScope> allMemScopes();

/// The shapes atom.ldsm and atom.stsm name, and the TMA reduce kinds.
ArrayRef<StringRef> matrixCopyShapes();
ArrayRef<StringRef> tmaReduceKinds();

/// A parsed cute_nvgpu type.
struct AtomType {
  /// The registry entry; unset for the integer types iN.
  std::optional<AtomKind> Kind;

  /// iN<divby M>
  unsigned IntWidth = 0;
  std::optional<unsigned> DivBy;

  /// The parameter of a copy-atom variant (ldsm/stsm shape, simt_async_copy
  /// width, tma_reduce kind); empty for the bare mnemonic.
  std::string Variant;

  /// smem_desc_view<Source, Layout>; Layout is canonical `#cute.layout<...>`
  /// text (parseLayout reads it).
  std::string Source;
  std::string Layout;

  /// atom.universal_copy<ValueType, Bits b, allow_dsmem, mem_order, mem_scope>
  std::string ValueType;
  std::optional<unsigned> Bits;
  bool AllowDsmem = false;
  std::optional<MemOrder> Order;
  std::optional<MemScope> Scope;

  bool isInteger() const { return !Kind; }
};

/// Parses `!cute_nvgpu.<mnemonic>[<params>]`; malformed text is a TextError
/// (AtomError.h).
Expected<AtomType> parseType(StringRef Text);

/// The canonical text of \p T.
std::string printType(const AtomType &T);

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_ATOMTYPE_H

//===- CopyAtom.cpp - Copy atom uses: checks and PTX forms ----------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CopyAtom.h"
#include "Lattices.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

MatrixCopyShape cute_nvgpu::matrixCopyShape(const AtomType &T) {
  StringRef Variant = T.Variant;
  MatrixCopyShape Shape;
  Shape.Matrices = Variant.contains(".x4")   ? 4
                   : Variant.contains(".x2") ? 2
                                             : 1;
  Shape.Transposed = Variant.ends_with(".trans");
  return Shape;
}

std::optional<unsigned> cute_nvgpu::universalCopyBits(const AtomType &T) {
  if (T.Bits)
    return *T.Bits;
  std::optional<unsigned> Bits =
      StringSwitch<std::optional<unsigned>>(T.ValueType)
          .Cases("i8", "u8", "s8", 8u)
          .Cases("i16", "f16", "bf16", 16u)
          .Cases("i32", "f32", "tf32", 32u)
          .Cases("i64", "f64", 64u)
          .Case("i128", 128u)
          .Default(std::nullopt);
  return Bits;
}

Error cute_nvgpu::verifyCopyAtom(const AtomType &T, StringRef Text,
                                 const Target &Target) {
  if (Error E = checkTarget(*T.Kind, Target))
    return E;
  auto Problem = [](const Twine &Message) {
    return createStringError(inconvertibleErrorCode(), Message);
  };
  switch (*T.Kind) {
  case AtomKind::Ldsm:
  case AtomKind::Stsm:
    return Error::success();
  case AtomKind::SimtAsyncCopy: {
    if (T.Variant.empty())
      return Problem(
          "'" + Text +
          "' needs its width in bytes: atom.simt_async_copy<4|8|16>");
    unsigned Bytes = 0;
    StringRef(T.Variant).getAsInteger(10, Bytes);
    if (Bytes != 4 && Bytes != 8 && Bytes != 16)
      // The cute_nvgpu dialect has no diagnostic for the width itself; it
      // gives its copy-vectorization one (docs/AtomIR.md, "Copy atoms").
      return Problem("'" + Text + "' cannot vectorize copy to " + Twine(Bytes) +
                     " elements (static strides must be 1)");
    return Error::success();
  }
  case AtomKind::UniversalCopy: {
    std::optional<unsigned> Bits = universalCopyBits(T);
    if (!Bits)
      return Problem("the value type `" + T.ValueType +
                     "` of atom.universal_copy is not one of i8, s8, u8, i16, "
                     "f16, bf16, i32, f32, tf32, i64, f64, i128");
    if (*Bits % 8 || *Bits > 128 || (*Bits & (*Bits - 1)))
      return Problem("atom.universal_copy of " + Twine(*Bits) +
                     " bits: a copy moves 8, 16, 32, 64 or 128 bits");
    if (T.Scope && (!T.Order || *T.Order == MemOrder::Volatile))
      return Problem("mem_scope needs a mem_order other than volatile");
    return Error::success();
  }
  default:
    return Problem("`" + info(*T.Kind).Mnemonic +
                   "` copies are not lowered yet");
  }
}

/// "m8n8.x<N>[.trans].b16", the shape part of ldmatrix and stmatrix names.
static std::string matrixShapeSuffix(const AtomType &T) {
  MatrixCopyShape Shape = matrixCopyShape(T);
  return ("m8n8.x" + Twine(Shape.Matrices) +
          (Shape.Transposed ? ".trans" : "") + ".b16")
      .str();
}

std::string cute_nvgpu::ldmatrixIntrinsicName(const AtomType &T) {
  return "llvm.nvvm.ldmatrix.sync.aligned." + matrixShapeSuffix(T);
}

std::string cute_nvgpu::stmatrixIntrinsicName(const AtomType &T) {
  return "llvm.nvvm.stmatrix.sync.aligned." + matrixShapeSuffix(T) + ".p3";
}

std::string cute_nvgpu::cpAsyncIntrinsicName(const AtomType &T) {
  return "llvm.nvvm.cp.async." + std::string(T.Variant == "16" ? "cg" : "ca") +
         ".shared.global." + T.Variant;
}

unsigned cute_nvgpu::copyAtomMinPtx(const AtomType &T) {
  switch (*T.Kind) {
  case AtomKind::Ldsm:
    return 65;
  case AtomKind::Stsm:
    return 78;
  case AtomKind::SimtAsyncCopy:
    return 70;
  default:
    return 0;
  }
}

Expected<OrderedCopyForm> cute_nvgpu::orderedCopyForm(const AtomType &T,
                                                      bool Loads, bool Stores) {
  unsigned Bits = *universalCopyBits(T);
  MemOrder Order = *T.Order;
  std::string What = "mem_order=" + spelling(Order).str();
  auto Unfit = [&](const Twine &Why) {
    return createStringError(inconvertibleErrorCode(), What + Why);
  };
  if (Bits > 64)
    return Unfit(" copies move at most 64 bits, not " + std::to_string(Bits));
  OrderedCopyForm Form;
  Form.Constraint = Bits <= 16 ? 'h' : Bits == 32 ? 'r' : 'l';
  std::string Type = ".b" + std::to_string(Bits);
  std::string Scope = "." + (T.Scope ? spelling(*T.Scope) : "gpu").str();
  if (T.Scope && *T.Scope == MemScope::Cluster) {
    Form.MinSm = 90;
    Form.MinPtx = 78;
  }
  auto Load = [&](StringRef Sem) {
    return ("ld" + Sem + Type + " $0, [$1];").str();
  };
  auto Store = [&](StringRef Sem) {
    return ("st" + Sem + Type + " [$0], $1;").str();
  };
  switch (Order) {
  case MemOrder::Relaxed:
    Form.Load = Load(".relaxed" + Scope);
    Form.Store = Store(".relaxed" + Scope);
    break;
  case MemOrder::Acquire:
    if (!Loads)
      return Unfit(" is for a copy that loads");
    Form.Load = Load(".acquire" + Scope);
    break;
  case MemOrder::Release:
    if (!Stores)
      return Unfit(" is for a copy that stores");
    Form.Store = Store(".release" + Scope);
    break;
  case MemOrder::AcqRel:
    Form.Load = Load(".acquire" + Scope);
    Form.Store = Store(".release" + Scope);
    break;
  case MemOrder::Sc:
    // PTX: a sequentially consistent access is fence.sc then relaxed.
    Form.Load = "fence.sc" + Scope + ";\n\t" + Load(".relaxed" + Scope);
    Form.Store = "fence.sc" + Scope + ";\n\t" + Store(".relaxed" + Scope);
    break;
  case MemOrder::Mmio:
    if (T.Scope && *T.Scope != MemScope::Sys)
      return Unfit(" is at system scope (mem_scope=sys)");
    Form.Load = Load(".mmio.relaxed.sys");
    Form.Store = Store(".mmio.relaxed.sys");
    Form.MinPtx = 82;
    break;
  case MemOrder::Constant:
    if (!Loads)
      return Unfit(" is for a copy that loads");
    if (T.Scope)
      return Unfit(" takes no mem_scope");
    // Read-only data through the non-coherent path.
    Form.Load = Load(".global.nc");
    Form.GlobalLoad = true;
    Form.MinSm = 0;
    Form.MinPtx = 0;
    break;
  case MemOrder::Volatile:
    llvm_unreachable("volatile copies are plain IR");
  }
  // A half that only a load or only a store uses is left out.
  if (!Loads)
    Form.Load.clear();
  if (!Stores)
    Form.Store.clear();
  return Form;
}

namespace {

// The tcgen05 copy shapes and decompressions of NVPTXTcgen05Lattice.td, in
// the PTX ISA's order: the attributes' choices.
ArrayRef<const char *> tmemLdStShapeNames() {
  static const std::vector<const char *> Names =
      lattices::rowNames(lattices::tcgen05LdStShapes());
  return Names;
}
ArrayRef<const char *> tmemCpShapeNames() {
  static const std::vector<const char *> Names =
      lattices::rowNames(lattices::tcgen05CpShapes());
  return Names;
}
ArrayRef<const char *> tmemDecompressNames() {
  static const std::vector<const char *> Names =
      lattices::rowNames(lattices::tcgen05CpDecompressions());
  return Names;
}

/// The shapes that take an offset (16x32bx2), for diagnostics.
std::string offsetShapes() {
  std::string Shapes;
  for (const lattices::Tcgen05LdStShapeRow &Row : lattices::tcgen05LdStShapes())
    if (Row.HasOffset)
      Shapes += (Shapes.empty() ? "" : ", ") + std::string(Row.Name);
  return Shapes;
}

/// The tcgen05.ld/st shape of \p Use, if it is one.
const lattices::Tcgen05LdStShapeRow *ldStShape(const TmemCopyUse &Use) {
  for (const lattices::Tcgen05LdStShapeRow &Row : lattices::tcgen05LdStShapes())
    if (Use.Shape == Row.Name)
      return &Row;
  return nullptr;
}

} // namespace

Expected<TmemCopyUse>
cute_nvgpu::readTmemCopyUse(AtomKind Kind, const AtomAttributes &Attributes) {
  TmemCopyUse Use;
  Use.Kind = Kind;
  AttributeReader R(Attributes);
  StringRef Mnemonic = info(Kind).Mnemonic;
  unsigned Shape = 0, Decompress = 0;
  bool Ok;
  if (Kind == AtomKind::S2tCopy) {
    bool HasDecompress = Attributes.find("decompress");
    Ok = R.checkKeys({"cta_group", "decompress"}, {"shape"}, Mnemonic) &&
         R.choice("shape", tmemCpShapeNames(), Shape) &&
         R.integer("cta_group", 1, 2, Use.CtaGroup) &&
         R.choice("decompress", tmemDecompressNames(), Decompress);
    if (Ok) {
      Use.Shape = tmemCpShapeNames()[Shape];
      if (HasDecompress)
        Use.Decompress = tmemDecompressNames()[Decompress];
    }
  } else {
    StringRef PackKey = Kind == AtomKind::TmemLoad ? "pack" : "unpack";
    Ok = R.checkKeys({"num", PackKey, "offset"}, {"shape"}, Mnemonic) &&
         R.choice("shape", tmemLdStShapeNames(), Shape) &&
         R.integer("num", 1, 128, Use.Num) && R.unit(PackKey, Use.Pack) &&
         R.integer("offset", 0, INT32_MAX, Use.Offset);
    if (Ok) {
      const lattices::Tcgen05LdStShapeRow &Row =
          lattices::tcgen05LdStShapes()[Shape];
      Use.Shape = Row.Name;
      // Only the 16x32bx2 shape addresses a second half, by its offset.
      if (Row.HasOffset != (Attributes.find("offset") != nullptr))
        return make_error<AttributeError>(
            0, Row.HasOffset ? ("missing attribute `offset` for the " +
                                Use.Shape + " shape")
                             : "attribute `offset` is only for the " +
                                   offsetShapes() + " shape");
      if (!isPowerOf2_32(Use.Num))
        return make_error<AttributeError>(
            Attributes.find("num")->ValueColumn,
            "attribute `num` must be a power of two: 1, 2, 4, ..., 128");
    }
  }
  if (!Ok)
    return R.takeError();
  return Use;
}

std::string cute_nvgpu::tmemCopyIntrinsicName(const TmemCopyUse &Use) {
  if (Use.Kind == AtomKind::S2tCopy)
    return "llvm.nvvm.tcgen05.cp." + Use.Shape +
           (Use.Decompress.empty() ? "" : "." + Use.Decompress) + ".cg" +
           std::to_string(Use.CtaGroup);
  return std::string("llvm.nvvm.tcgen05.") +
         (Use.Kind == AtomKind::TmemLoad ? "ld." : "st.") + Use.Shape + ".x" +
         std::to_string(Use.Num);
}

bool cute_nvgpu::tmemCopyHasOffset(const TmemCopyUse &Use) {
  const lattices::Tcgen05LdStShapeRow *Shape = ldStShape(Use);
  return Shape && Shape->HasOffset;
}

unsigned cute_nvgpu::tmemCopyRegisters(const TmemCopyUse &Use) {
  const lattices::Tcgen05LdStShapeRow *Shape = ldStShape(Use);
  return Shape ? Shape->RegistersPerRep * Use.Num : 0;
}

//===- cute-nvgpu-atoms.cpp - Inspect the cute_nvgpu atom layer -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
//   cute-nvgpu-atoms list [--target=sm_XX] [--interface=NAME]
//       the registry, or the atoms a target can use / that implement an
//       interface
//   cute-nvgpu-atoms describe MNEMONIC [--target=sm_XX]
//       one atom: targets, interfaces, attribute keys and values, shape
//       lattice and an IR call skeleton, asked of the atom library
//   cute-nvgpu-atoms parse TEXT...
//       parse each type and print it back (canonical text), or diagnose it
//   cute-nvgpu-atoms layout TEXT...
//       parse each `#cute.layout<...>` and print it back with its rank,
//       depth, size, static checks, coalesced form and offsets
//   cute-nvgpu-atoms equivalent TEXT TEXT
//       whether two layouts are the same function (exit status 0 or 1)
//   cute-nvgpu-atoms tma-partition --smem=L --gmem=L --vmap=L
//                    [--element-bits=N] [--transfer=load|store|reduce]
//                    [--mode=N] [--num-multicast=N]
//       the cute_nvgpu dialect's eleven-step TMA partition verifier and its
//       result
//   cute-nvgpu-atoms tma-descriptor (tma-partition's options) [--nan-fill]
//                    [--integer]
//       the dialect's TMA descriptor builder: the tensor map of a verified
//       partition, as cuTensorMapEncodeTiled takes it
//   cute-nvgpu-atoms check TEXT --target=sm_XX
//       whether the target can use the atom
//   cute-nvgpu-atoms encode --format=FMT start=N lbo=N sbo=N [base=N]
//                    [swizzle=MODE] [lbo_mode=abs]
//       pack a shared-memory matrix descriptor (FMT: cute-sm90, ptx-sm90,
//       ptx-sm100; MODE: none, 32B, 64B, 128B, 128B_base32B)
//   cute-nvgpu-atoms decode --format=FMT WORD
//       its fields
//   cute-nvgpu-atoms encode-idesc kind=K a=T b=T d=T m=N n=N [sparse=SEL]
//                    [saturate] [neg_a] [neg_b] [a_mn_major] [b_mn_major]
//                    [max_shift=N] [scale=ue4m3|ue8m0] [sfa_id=N] [sfb_id=N]
//                    [k96]
//   cute-nvgpu-atoms decode-idesc --kind=K WORD
//       the tcgen05.mma instruction descriptor (K: f16, tf32, f8f6f4, i8,
//       mxf8f6f4, mxf4, mxf4nvf4)
//
// `COMMAND --help` or `help COMMAND` prints what a command takes.
//
// Exit status 0 on success, 1 when a text or a check fails or a command or
// mnemonic is unknown, 2 on bad usage.
//
//===----------------------------------------------------------------------===//

#include "AtomAttributes.h"
#include "AtomRegistry.h"
#include "AtomType.h"
#include "CopyAtom.h"
#include "Lattices.h"
#include "Layout.h"
#include "MmaAtom.h"
#include "NVPTXAtomsRevision.inc"
#include "SmemDescriptor.h"
#include "Suggest.h"
#include "Tma.h"
#include "UmmaDescriptor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <tuple>
#include <type_traits>
#include <variant>

using namespace llvm;
using namespace llvm::cute_nvgpu;

static cl::opt<std::string> Command(cl::Positional, cl::Required,
                                    cl::desc("<command> (see above)"));
static cl::list<std::string> Texts(cl::Positional, cl::desc("<type text>..."));
static cl::opt<std::string> TargetName("target",
                                       cl::desc("SM target, e.g. sm_100a"));
static cl::opt<std::string>
    InterfaceFilter("interface",
                    cl::desc("only atoms implementing this interface"));
static cl::opt<std::string>
    FormatName("format", cl::desc("descriptor format: cute-sm90, ptx-sm90 or "
                                  "ptx-sm100"));

static int usage(const Twine &Message) {
  WithColor::error(errs(), "cute-nvgpu-atoms") << Message << "\n";
  return 2;
}

/// Prints \p E as an error; exit status 1.
static int fail(Error E) {
  WithColor::error(errs(), "cute-nvgpu-atoms")
      << toString(std::move(E)) << "\n";
  return 1;
}

static std::string interfaceList(const AtomInfo &A) {
  std::string List;
  for (Interface I : allInterfaces())
    if (A.implements(I))
      List += (List.empty() ? "" : ", ") + interfaceName(I).str();
  return List;
}

/// Whether \p T can use atom \p Kind (the reason it cannot is dropped).
static bool admits(AtomKind Kind, const Target &T) {
  return !errorToBool(checkTarget(Kind, T));
}

static std::optional<Target> targetOption() {
  if (TargetName.empty())
    return std::nullopt;
  return Target::parse(TargetName);
}

static int list() {
  std::optional<Target> T = targetOption();
  if (!TargetName.empty() && !T)
    return usage("unknown target '" + TargetName + "'");
  Interface Filter = Interface::None;
  if (!InterfaceFilter.empty()) {
    for (Interface I : allInterfaces())
      if (interfaceName(I) == InterfaceFilter)
        Filter = I;
    if (Filter == Interface::None)
      return usage("unknown interface '" + InterfaceFilter + "'");
  }
  for (const AtomInfo &A : atoms()) {
    if (Filter != Interface::None && !A.implements(Filter))
      continue;
    if (T && !admits(A.Kind, *T))
      continue;
    outs() << A.Mnemonic << "\n  min tier: "
           << (A.MinSm ? "sm_" + std::to_string(A.MinSm) : std::string("all"))
           << (A.ArchFamily ? " (a/f targets of the sm_" +
                                  std::to_string(A.ArchFamily) + " family)"
                            : std::string())
           << "\n  interfaces: " << interfaceList(A)
           << "\n  residency: " << A.Residency << "\n";
  }
  return 0;
}

/// Prints the diagnostic \p E about \p Text, which is a \p What, with a
/// caret under the column of a TextError.
static void diagnose(StringRef What, StringRef Text, Error E) {
  handleAllErrors(
      std::move(E),
      [&](const TextError &D) {
        errs() << "<" << What << ">:1:" << D.getColumn() << ": ";
        WithColor::error(errs()) << D.getMessage() << "\n";
        errs() << Text << "\n" << std::string(D.getColumn() - 1, ' ') << "^\n";
      },
      [&](const ErrorInfoBase &D) {
        errs() << "<" << What << ">: ";
        WithColor::error(errs()) << D.message() << "\n";
      });
}

/// Parses \p Text, printing a diagnostic on failure.
static std::optional<AtomType> parseOrDiagnose(StringRef Text) {
  Expected<AtomType> Result = parseType(Text);
  if (!Result) {
    diagnose("type", Text, Result.takeError());
    return std::nullopt;
  }
  return std::move(*Result);
}

static std::optional<Layout> parseLayoutOrDiagnose(StringRef Text) {
  Expected<Layout> Result = parseLayout(Text);
  if (!Result) {
    diagnose("layout", Text, Result.takeError());
    return std::nullopt;
  }
  return std::move(*Result);
}

/// Offsets are listed for static layouts up to this size.
constexpr uint64_t MaxListedOffsets = 256;

static int layout() {
  if (Texts.empty())
    return usage("'layout' needs at least one layout text");
  int Status = 0;
  for (const std::string &Text : Texts) {
    std::optional<Layout> L = parseLayoutOrDiagnose(Text);
    if (!L) {
      Status = 1;
      continue;
    }
    std::optional<uint64_t> Size = L->size();
    outs() << printLayout(*L) << "\n  rank: " << L->rank()
           << "\n  depth: " << L->depth() << "\n  size: "
           << (Size ? std::to_string(*Size) : std::string("dynamic"))
           << "\n  static: " << (L->isStatic() ? "yes" : "no")
           << "\n  scaled basis: " << (L->hasScaledBasis() ? "yes" : "no")
           << "\n  coalesced: " << printLayout(coalesce(*L)) << "\n";
    if (L->Swizzled) {
      std::optional<SwizzleMode> Mode = L->Swizzled->mode();
      outs() << "  swizzle mode: "
             << (Mode ? swizzleInfo(*Mode).Name : "not a descriptor mode")
             << "\n";
    }
    if (Size && *Size <= MaxListedOffsets && L->offset(0)) {
      outs() << "  offsets:";
      for (uint64_t I = 0; I != *Size; ++I)
        outs() << " " << *L->offset(I);
      outs() << "\n";
    }
  }
  return Status;
}

static int equivalentLayouts() {
  if (Texts.size() != 2)
    return usage("'equivalent' needs two layout texts");
  std::optional<Layout> A = parseLayoutOrDiagnose(Texts[0]);
  std::optional<Layout> B = parseLayoutOrDiagnose(Texts[1]);
  if (!A || !B)
    return 1;
  bool Same = equivalent(*A, *B);
  outs() << (Same ? "equivalent" : "not equivalent") << ": "
         << printLayout(coalesce(*A)) << (Same ? " == " : " != ")
         << printLayout(coalesce(*B)) << "\n";
  return Same ? 0 : 1;
}

static int parse() {
  if (Texts.empty())
    return usage("'parse' needs at least one type text");
  int Status = 0;
  for (const std::string &Text : Texts) {
    if (std::optional<AtomType> T = parseOrDiagnose(Text))
      outs() << printType(*T) << "\n";
    else
      Status = 1;
  }
  return Status;
}

static int check() {
  if (Texts.size() != 1 || TargetName.empty())
    return usage("'check' needs one type text and --target");
  std::optional<Target> T = targetOption();
  if (!T)
    return usage("unknown target '" + TargetName + "'");
  std::optional<AtomType> Type = parseOrDiagnose(Texts.front());
  if (!Type)
    return 1;
  if (Type->isInteger()) {
    outs() << printType(*Type) << " is not an atom: no target check\n";
    return 0;
  }
  if (Error E = checkTarget(*Type->Kind, *T))
    return fail(std::move(E));
  outs() << "ok: " << printType(*Type) << " on " << T->str() << "\n";
  return 0;
}

// The tcgen05.mma kinds of NVPTXMmaKindLattice.td: "f16, tf32, ... or
// mxf4nvf4".
static const std::string KindList = [] {
  std::string List;
  ArrayRef<lattices::Tcgen05MmaKindRow> Kinds = lattices::tcgen05MmaKinds();
  for (auto [I, K] : enumerate(Kinds))
    List += (I == 0                  ? ""
             : I + 1 == Kinds.size() ? " or "
                                     : ", ") +
            std::string(K.Name);
  return List;
}();
static cl::opt<std::string> SmemLayout("smem",
                                       cl::desc("TMA: the SMEM tile layout"));
static cl::opt<std::string> GmemLayout("gmem",
                                       cl::desc("TMA: the GMEM tensor layout"));
static cl::opt<std::string> VMapLayout("vmap", cl::desc("TMA: the CTA V-map"));
static cl::opt<unsigned> ElementBits("element-bits", cl::init(16),
                                     cl::desc("TMA: bits per element"));
static cl::opt<std::string>
    Transfer("transfer", cl::init("load"),
             cl::desc("TMA: load (with --mode 0-3: none, 2cta, w, w128), "
                      "store (--mode 0-3: tiled, im2col, im2col_w, "
                      "im2col_w128) or reduce"));
static cl::opt<unsigned> TransferMode("mode", cl::init(0),
                                      cl::desc("TMA: the load or store mode"));
static cl::opt<int> NumMulticast("num-multicast", cl::init(1),
                                 cl::desc("TMA: CTAs a load reaches (-1: "
                                          "absent)"));

static cl::opt<bool> NanFill("nan-fill",
                             cl::desc("TMA descriptor: out-of-bounds "
                                      "elements read as NaN"));
static cl::opt<bool>
    IntegerElements("integer",
                    cl::desc("TMA descriptor: the elements are integers"));

/// The TMA partition verifier's input from the options, or the exit status
/// after a diagnostic.
static std::variant<TmaPartitionInput, int> partitionInput(StringRef Name) {
  if (SmemLayout.empty() || GmemLayout.empty() || VMapLayout.empty())
    return usage("'" + Name + "' needs --smem, --gmem and --vmap");
  std::optional<Layout> Smem = parseLayoutOrDiagnose(SmemLayout),
                        Gmem = parseLayoutOrDiagnose(GmemLayout),
                        VMap = parseLayoutOrDiagnose(VMapLayout);
  if (!Smem || !Gmem || !VMap)
    return 1;
  if (TransferMode > 3)
    return usage("--mode is 0 to 3");
  TmaPartitionInput In;
  In.Smem = *Smem;
  In.Gmem = *Gmem;
  In.CtaVMap = *VMap;
  In.ElementBits = ElementBits;
  if (Transfer == "load") {
    In.Transfer.Kind = TmaTransfer::Load;
    In.Transfer.LoadMode = static_cast<TmaLoadMode>(unsigned(TransferMode));
  } else if (Transfer == "store") {
    In.Transfer.Kind = TmaTransfer::Store;
    In.Transfer.StoreMode = static_cast<TmaStoreMode>(unsigned(TransferMode));
  } else if (Transfer == "reduce") {
    In.Transfer.Kind = TmaTransfer::Reduce;
  } else {
    return usage("unknown --transfer '" + Transfer +
                 "'; expected load, store or reduce");
  }
  if (NumMulticast < 0)
    In.NumMulticast = std::nullopt;
  else
    In.NumMulticast = unsigned(NumMulticast);
  return In;
}

/// Runs the TMA partition verifier on the layouts of the options.
static int tmaPartition() {
  auto In = partitionInput("tma-partition");
  if (auto *Status = std::get_if<int>(&In))
    return *Status;
  Expected<TmaPartitionResult> R =
      verifyTmaPartition(std::get<TmaPartitionInput>(In));
  if (!R)
    return fail(R.takeError());
  outs() << "tile_element_count=" << R->TileElementCount
         << " flags=" << format_hex(R->Flags, 6)
         << " swizzle=" << unsigned(R->SwizzleMode)
         << " rank=" << unsigned(R->Rank) << " box=";
  for (auto [I, Extent] : enumerate(R->Box))
    outs() << (I ? "x" : "") << Extent;
  // One cp.async.bulk.tensor per box: its element offset in the tile (before
  // the swizzle) @ its origin in the tile, per GMEM mode.
  outs() << " copies=";
  for (auto [I, Copy] : enumerate(R->Copies)) {
    outs() << (I ? " " : "") << Copy.SmemOffset << "@";
    for (auto [J, Origin] : enumerate(Copy.Origin))
      outs() << (J ? "," : "") << Origin;
  }
  outs() << "\n";
  return 0;
}

/// The tensor map (cuTensorMapEncodeTiled's arguments) of a verified
/// partition: the box from the partition, the rest from the GMEM layout,
/// the swizzle from the SMEM layout.
static int tmaDescriptor() {
  auto Read = partitionInput("tma-descriptor");
  if (auto *Status = std::get_if<int>(&Read))
    return *Status;
  const TmaPartitionInput &In = std::get<TmaPartitionInput>(Read);
  Expected<TmaPartitionResult> R = verifyTmaPartition(In);
  if (!R)
    return fail(R.takeError());
  TmaDescriptorInput DI;
  DI.Gmem = In.Gmem;
  DI.Box = R->Box;
  DI.ElementBits = In.ElementBits;
  DI.FloatingPoint = !IntegerElements;
  DI.Transfer = In.Transfer;
  DI.NonZeroPadding = NanFill;
  Expected<TmaDescriptor> D =
      buildTmaDescriptor(DI, In.Smem.Swizzled.value_or(Swizzle()));
  if (!D)
    return fail(D.takeError());
  auto List = [](auto Values) {
    std::string Text = "{";
    for (auto [I, V] : enumerate(Values)) {
      Text += I ? ", " : "";
      if constexpr (std::is_integral_v<std::decay_t<decltype(V)>>)
        Text += std::to_string(V);
      else
        Text += V ? std::to_string(*V) : "?";
    }
    return Text + "}";
  };
  outs() << "rank=" << D->GlobalDim.size()
         << " elementBytes=" << D->ElementBits / 8
         << " globalDim=" << List(D->GlobalDim)
         << " globalStrides=" << List(D->GlobalStrides)
         << " boxDim=" << List(D->Box) << " elementStrides="
         << List(SmallVector<unsigned, 5>(D->Box.size(), 1u)) << " swizzle="
         << (D->SwizzleBytes ? std::to_string(D->SwizzleBytes) + "B"
                             : std::string("none"))
         << " oobFill=" << (NanFill ? "nan" : "none") << "\n";
  return 0;
}

static cl::opt<std::string> KindName("kind", cl::desc("tcgen05.mma kind"));

static int encodeIdesc() {
  UmmaInstrDescriptor D;
  bool HaveKind = false;
  for (StringRef Item : Texts) {
    auto [Key, Value] = Item.split('=');
    unsigned N = 0;
    bool Number = !Value.getAsInteger(0, N);
    if (Key == "kind") {
      std::optional<UmmaKind> K = parseUmmaKind(Value);
      if (!K)
        return usage("unknown kind '" + Value + "'; expected " + KindList);
      D.Kind = *K;
      HaveKind = true;
    } else if (Key == "a" || Key == "b" || Key == "d") {
      std::optional<UmmaType> T = parseUmmaType(Value);
      if (!T)
        return usage("unknown element type '" + Value + "'");
      (Key == "a" ? D.A : Key == "b" ? D.B : D.D) = *T;
    } else if (Key == "scale") {
      std::optional<UmmaScaleType> T = parseUmmaScaleType(Value);
      if (!T)
        return usage("unknown scale type '" + Value +
                     "'; expected ue4m3 or ue8m0");
      D.Scale = *T;
    } else if (Item == "saturate" || Item == "neg_a" || Item == "neg_b" ||
               Item == "a_mn_major" || Item == "b_mn_major" || Item == "k96") {
      (Item == "saturate"     ? D.Saturate
       : Item == "neg_a"      ? D.NegateA
       : Item == "neg_b"      ? D.NegateB
       : Item == "a_mn_major" ? D.MNMajorA
       : Item == "b_mn_major" ? D.MNMajorB
                              : D.K96) = true;
    } else if (!Number) {
      return usage("expected FIELD=NUMBER, got '" + Item + "'");
    } else if (Key == "m" || Key == "n" || Key == "max_shift" ||
               Key == "sfa_id" || Key == "sfb_id") {
      (Key == "m"           ? D.M
       : Key == "n"         ? D.N
       : Key == "max_shift" ? D.MaxShift
       : Key == "sfa_id"    ? D.ScaleFactorIdA
                            : D.ScaleFactorIdB) = N;
    } else if (Key == "sparse") {
      D.Sparse = true;
      D.SparsitySelector = N;
    } else {
      return usage("unknown instruction descriptor field '" + Key + "'");
    }
  }
  if (!HaveKind)
    return usage("'encode-idesc' needs kind=K");
  Expected<uint32_t> Word = packUmmaInstrDescriptor(D);
  if (!Word)
    return fail(Word.takeError());
  outs() << format_hex(*Word, 10) << "\n";
  return 0;
}

static int decodeIdesc() {
  std::optional<UmmaKind> K = parseUmmaKind(KindName);
  if (!K)
    return usage(Twine("'decode-idesc' needs --kind=") + KindList);
  uint32_t Word;
  if (Texts.size() != 1 || StringRef(Texts.front()).getAsInteger(0, Word))
    return usage("'decode-idesc' needs one 32-bit descriptor word");
  Expected<UmmaInstrDescriptor> D = decodeUmmaInstrDescriptor(*K, Word);
  if (!D)
    return fail(D.takeError());
  outs() << printUmmaInstrDescriptor(*D) << "\n";
  return 0;
}

static std::optional<DescriptorFormat> formatOption() {
  if (FormatName.empty()) {
    usage("'encode' and 'decode' need --format");
    return std::nullopt;
  }
  std::optional<DescriptorFormat> F = parseFormat(FormatName);
  if (!F)
    usage("unknown descriptor format '" + FormatName +
          "'; expected cute-sm90, ptx-sm90 or ptx-sm100");
  return F;
}

static int encode() {
  std::optional<DescriptorFormat> F = formatOption();
  if (!F)
    return 2;
  SmemDescriptor D;
  for (StringRef Item : Texts) {
    auto [Key, Value] = Item.split('=');
    uint64_t N = 0;
    bool Number = !Value.getAsInteger(0, N);
    if (Key == "swizzle") {
      std::optional<SwizzleMode> M = parseSwizzle(Value);
      if (!M)
        return usage("unknown swizzle mode '" + Value +
                     "'; expected none, 32B, 64B, 128B or 128B_base32B");
      D.Swizzle = *M;
    } else if (Key == "lbo_mode" && (Value == "abs" || Value == "rel")) {
      D.LeadingByteOffsetAbsolute = Value == "abs";
    } else if (!Number) {
      return usage("expected FIELD=NUMBER, got '" + Item + "'");
    } else if (Key == "start") {
      D.StartAddress = N;
    } else if (Key == "lbo") {
      D.LeadingByteOffset = N;
    } else if (Key == "sbo") {
      D.StrideByteOffset = N;
    } else if (Key == "base") {
      if (N > 0xffffffffu)
        return usage("base offset " + Twine(N) + " is too large");
      D.BaseOffset = N;
    } else {
      return usage("unknown descriptor field '" + Key +
                   "'; expected start, lbo, sbo, base, swizzle or lbo_mode");
    }
  }
  Expected<uint64_t> Word = packSmemDescriptor(*F, D);
  if (!Word)
    return fail(Word.takeError());
  outs() << format_hex(*Word, 18) << "\n";
  return 0;
}

static int decode() {
  std::optional<DescriptorFormat> F = formatOption();
  if (!F)
    return 2;
  if (Texts.size() != 1)
    return usage("'decode' needs one descriptor word");
  uint64_t Word;
  if (StringRef(Texts.front()).getAsInteger(0, Word))
    return usage("'" + Texts.front() + "' is not a 64-bit number");
  Expected<SmemDescriptor> D = decodeSmemDescriptor(*F, Word);
  if (!D)
    return fail(D.takeError());
  outs() << printSmemDescriptor(*D) << "\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// describe: what an atom takes, asked of the atom library
//===----------------------------------------------------------------------===//

/// "sm80.mma" -> its registry row; else an error naming the closest
/// mnemonic.
static const AtomInfo *lookupOrSuggest(StringRef Mnemonic) {
  StringRef Name = Mnemonic;
  Name.consume_front("!cute_nvgpu.");
  if (const AtomInfo *A = lookupMnemonic(Name))
    return A;
  SmallVector<StringRef, 32> Mnemonics;
  for (const AtomInfo &A : atoms())
    Mnemonics.push_back(A.Mnemonic);
  StringRef Closest = closestName(Name, Mnemonics);
  auto &OS = WithColor::error(errs(), "cute-nvgpu-atoms")
             << "unknown atom mnemonic '" << Name << "'";
  if (!Closest.empty())
    OS << "; did you mean '" << Closest << "'?";
  OS << " ('list' prints them all)\n";
  return nullptr;
}

/// The attribute reader of an atom kind: the first diagnostic about a
/// dictionary, or success when the library reads it (the use it reads is
/// dropped).
using AttributeProbe = std::function<Error(const AtomAttributes &)>;

static std::optional<AttributeProbe> attributeProbe(const AtomInfo &A) {
  if (A.implements(Interface::MmaAtom))
    return AttributeProbe([Kind = A.Kind](const AtomAttributes &Attributes) {
      return readMmaUse(Kind, Attributes).takeError();
    });
  if (A.Kind == AtomKind::TmemLoad || A.Kind == AtomKind::TmemStore ||
      A.Kind == AtomKind::S2tCopy)
    return AttributeProbe([Kind = A.Kind](const AtomAttributes &Attributes) {
      return readTmemCopyUse(Kind, Attributes).takeError();
    });
  if (A.Kind == AtomKind::TmaLoad || A.Kind == AtomKind::TmaStore ||
      A.Kind == AtomKind::TmaReduce) {
    std::string Text = "!cute_nvgpu." + A.Mnemonic.str() +
                       (A.Kind == AtomKind::TmaReduce ? "<add>" : "");
    // The registry's own mnemonic always parses.
    AtomType Type = cantFail(parseType(Text));
    return AttributeProbe([Type](const AtomAttributes &Attributes) {
      return readTmaUse(Type, Attributes).takeError();
    });
  }
  return std::nullopt;
}

/// Every key some atom reader may take; describe asks the atom's reader
/// which of them it takes, whether they are required and what values they
/// take (its diagnostics for a wrong value say).
static constexpr StringLiteral CandidateKeys[] = {
    "shape_MNK",   "a_type",      "b_type",        "c_type",
    "a_residency", "b_residency", "c_residency",   "a_layout",
    "b_layout",    "c_layout",    "d_layout",      "metadata_layout",
    "satfinite",   "negate_a",    "negate_b",      "transpose_a",
    "transpose_b", "cta_group",   "collector",     "sparsity_selector",
    "sf_type",     "sfa_type",    "sfb_type",      "vec_size",
    "sfa_id",      "sfb_id",      "byte_id_a",     "byte_id_b",
    "thread_id_a", "thread_id_b", "shape",         "num",
    "pack",        "unpack",      "offset",        "decompress",
    "smem_layout", "gmem_layout", "cta_v_map",     "element_bits",
    "mode",        "load_mode",   "num_multicast", "cache_hint",
    "prefetch",    "arrive"};

/// A value no reader accepts, to make it say what it wants.
static constexpr StringLiteral WrongValue = "wrong_value";

struct KeyInfo {
  std::string Key;
  bool Required = false;
  /// What the reader says the value must be ("a word: one of ...").
  std::string Values;
  /// A value it accepts, or empty for a unit attribute.
  std::string Example;
};

static std::string
dictionary(ArrayRef<std::pair<std::string, std::string>> KV) {
  std::string Text = "{";
  for (auto [I, Pair] : enumerate(KV))
    Text += (I ? ", " : "") + Pair.first +
            (Pair.second.empty() ? "" : " = " + Pair.second);
  return Text + "}";
}

/// The message of the first diagnostic about the dictionary \p KV, its
/// syntax's or \p Read's; none when \p Read reads it.
static std::optional<std::string>
probe(const AttributeProbe &Read,
      ArrayRef<std::pair<std::string, std::string>> KV) {
  Expected<AtomAttributes> Parsed = AtomAttributes::parse(dictionary(KV));
  Error E = Parsed ? Read(*Parsed) : Parsed.takeError();
  if (!E)
    return std::nullopt;
  return toString(std::move(E));
}

/// What \p K's value must be and a value it accepts, from the reader's
/// diagnostic \p Message about a wrong one; false when the message is about
/// something else.
static bool explainValue(StringRef Message, KeyInfo &K) {
  StringRef M = Message;
  std::string MustBe = "attribute `" + K.Key + "` must be ";
  std::string Unknown =
      "unknown element type `" + WrongValue.str() + "` in `" + K.Key + "`";
  if (M.consume_front(MustBe))
    K.Values = M.str();
  else if (M.starts_with(Unknown))
    K.Values = "an element type: " + M.split("expected one of ").second.str();
  else
    return false;
  // A value it accepts: the first of a list, the low end of a range.
  StringRef V = K.Values;
  if (V.starts_with("a unit attribute")) {
    K.Example = "";
  } else if (V.starts_with("a list of integers")) {
    K.Example = "[1, 1, 1]";
  } else if (V.starts_with("a `#cute.layout")) {
    K.Example = "#cute.layout<1:1>";
  } else if (V.starts_with("an integer in [")) {
    unsigned Low = 0;
    V.split("[").second.split(',').first.getAsInteger(10, Low);
    K.Example = std::to_string(std::max(Low, 1u));
  } else if (V.contains(": ")) { // a word: one of A, B; a word: A, B or C
    StringRef First = V.split(": ").second;
    First.consume_front("one of ");
    K.Example = First.split(',').first.split(" or ").first.trim().str();
  } else {
    K.Example = "1";
  }
  return true;
}

/// The keys the atom's reader takes, required ones first.
static std::vector<KeyInfo> atomKeys(const AttributeProbe &Read) {
  std::vector<KeyInfo> Keys;
  SmallVector<std::pair<std::string, std::string>, 8> Required;
  // The required keys, one "missing attribute `K`" at a time, each with a
  // wrong value first.
  for (unsigned Guard = 0; Guard != std::size(CandidateKeys); ++Guard) {
    std::optional<std::string> D = probe(Read, Required);
    StringRef M = D ? StringRef(*D) : "";
    if (!M.consume_front("missing attribute `"))
      break;
    KeyInfo K;
    K.Key = M.split('`').first.str();
    K.Required = true;
    Required.emplace_back(K.Key, WrongValue.str());
    Keys.push_back(K);
  }
  // Then the reader says what each wants, in its order.
  for (unsigned Guard = 0; Guard != Keys.size(); ++Guard) {
    std::optional<std::string> D = probe(Read, Required);
    if (!D)
      break;
    auto It = find_if(Keys, [&](KeyInfo &K) {
      return K.Values.empty() && explainValue(*D, K);
    });
    if (It == Keys.end())
      break;
    Required[It - Keys.begin()].second = It->Example;
  }
  for (StringRef Key : CandidateKeys) {
    if (any_of(Keys, [&](const KeyInfo &K) { return K.Key == Key; }))
      continue;
    SmallVector<std::pair<std::string, std::string>, 8> KV(Required);
    KV.emplace_back(Key.str(), WrongValue.str());
    std::optional<std::string> D = probe(Read, KV);
    if (D && (StringRef(*D).starts_with("unknown attribute") ||
              StringRef(*D).contains("is only for")))
      continue;
    KeyInfo K;
    K.Key = Key.str();
    if (!D || !explainValue(*D, K))
      K.Values = "a word";
    Keys.push_back(K);
  }
  for (KeyInfo &K : Keys)
    if (K.Values.empty())
      K.Values = "a word";
  return Keys;
}

/// One accepted MMA form: the use and its (M, N, K).
struct LatticeRow {
  std::string Types; // "f16 x f16 -> f32", with scale factors
  unsigned M, K;
  std::vector<unsigned> N;
};

/// "8..256/8" for an arithmetic run, else the values.
static std::string compactList(ArrayRef<unsigned> Values) {
  if (Values.size() > 2) {
    unsigned Step = Values[1] - Values[0];
    bool Run = true;
    for (size_t I = 2; I < Values.size(); ++I)
      Run &= Values[I] - Values[I - 1] == Step;
    if (Run)
      return std::to_string(Values.front()) + ".." +
             std::to_string(Values.back()) +
             (Step == 1 ? "" : "/" + std::to_string(Step));
  }
  std::string Text;
  for (unsigned V : Values)
    Text += (Text.empty() ? "" : ", ") + std::to_string(V);
  return Text;
}

static constexpr unsigned NumElements = unsigned(MmaElement::U1) + 1;

/// The MMA forms the atom library's verifier accepts on \p T: every element
/// type triple (and, for block-scaled atoms, scale type and vector size)
/// and every M, N, K the PTX ISA's tables could have.
static std::vector<std::pair<MmaUse, LatticeRow>> mmaLattice(AtomKind Kind,
                                                             const Target &T) {
  static constexpr unsigned Ms[] = {1, 8, 16, 64, 128, 256};
  static constexpr unsigned Ks[] = {1, 4, 8, 16, 32, 64, 128, 256};
  MmaUse Base;
  Base.Kind = Kind;
  if (Kind == AtomKind::Sm90Mma || Base.isUmma())
    Base.ResidencyA = Base.ResidencyB = Residency::SmemDesc;
  if (Base.isUmma())
    Base.ResidencyC = Residency::Tmem;
  bool BlockScaled = Base.isUmmaBlockScaled() || Kind == AtomKind::Sm120MmaBs;
  std::vector<std::pair<MmaUse, LatticeRow>> Rows;
  auto E = [](unsigned I) { return static_cast<MmaElement>(I); };
  for (unsigned A = 0; A != NumElements; ++A)
    for (unsigned B = 0; B != NumElements; ++B)
      for (unsigned C = 0; C != NumElements; ++C)
        for (unsigned Vec : BlockScaled ? std::vector<unsigned>{16, 32}
                                        : std::vector<unsigned>{0})
          for (MmaElement Sf :
               BlockScaled ? std::vector<MmaElement>{MmaElement::UE8M0,
                                                     MmaElement::UE4M3}
                           : std::vector<MmaElement>{MmaElement::UE8M0}) {
            MmaUse Use = Base;
            Use.A = E(A);
            Use.B = E(B);
            Use.C = E(C);
            Use.VecSize = Vec;
            Use.ScaleType = Use.ScaleTypeA = Use.ScaleTypeB = Sf;
            auto Accepts = [&](unsigned M, unsigned N, unsigned K) {
              Use.M = M;
              Use.N = N;
              Use.K = K;
              return !errorToBool(verifyMmaUse(Use, T));
            };
            // A cheap pass over a few N first: most triples fail it.
            bool Any = false;
            for (unsigned M : Ms)
              for (unsigned K : Ks)
                for (unsigned N : {1u, 8u, 16u, 32u})
                  Any = Any || Accepts(M, N, K);
            if (!Any)
              continue;
            std::string Types = elementName(Use.A).str() + " x " +
                                elementName(Use.B).str() + " -> " +
                                elementName(Use.C).str();
            if (BlockScaled)
              Types += ", " + elementName(Sf).str() + " scale per " +
                       std::to_string(Vec);
            for (unsigned M : Ms)
              for (unsigned K : Ks) {
                LatticeRow Row{Types, M, K, {}};
                for (unsigned N = 1; N <= 256; ++N)
                  if (Accepts(M, N, K))
                    Row.N.push_back(N);
                if (Row.N.empty())
                  continue;
                Use.M = M;
                Use.N = Row.N.front();
                Use.K = K;
                Rows.emplace_back(Use, Row);
              }
          }
  return Rows;
}

/// The target the description is for: --target, else the newest target
/// of the roster that has the atom.
static std::optional<Target> describedTarget(const AtomInfo &A) {
  if (std::optional<Target> T = targetOption())
    return T;
  std::optional<Target> Newest;
  for (const Target &T : roster())
    if (admits(A.Kind, T))
      Newest = T;
  return Newest;
}

/// The oldest target of the roster that has the atom (the skeleton's).
static std::optional<Target> oldestTarget(const AtomInfo &A) {
  for (const Target &T : roster())
    if (admits(A.Kind, T))
      return T;
  return std::nullopt;
}

static std::string vectorType(unsigned Count, StringRef Element) {
  if (Count == 1)
    return Element.str();
  return "<" + std::to_string(Count) + " x " + Element.str() + ">";
}

/// The IR element type of an MMA accumulator.
static StringRef accumulatorElement(MmaElement C) {
  return C == MmaElement::F16 ? "half" : C == MmaElement::F32 ? "float" : "i32";
}

/// A module that calls the atom once, for llc -mcpu=\p CPU: the result of
/// the call is returned, its operands are the function's arguments.
struct Skeleton {
  std::string Type, Attributes, Result = "void";
  SmallVector<std::string, 8> Operands;
};

static std::optional<Skeleton>
mmaSkeleton(const AtomInfo &A,
            const std::vector<std::pair<MmaUse, LatticeRow>> &Lattice) {
  if (Lattice.empty())
    return std::nullopt;
  // Prefer an f32 accumulator and the smallest N; the universal FMA's
  // scalar form.
  const MmaUse *Pick = &Lattice.front().first;
  for (const auto &[Use, Row] : Lattice)
    if (Use.C == MmaElement::F32 &&
        (A.Kind != AtomKind::UniversalFma || Use.M == 1)) {
      Pick = &Use;
      break;
    }
  const MmaUse &Use = *Pick;
  Skeleton S;
  S.Type = "!cute_nvgpu." + A.Mnemonic.str();
  std::vector<std::pair<std::string, std::string>> KV = {
      {"shape_MNK", "[" + std::to_string(Use.M) + ", " + std::to_string(Use.N) +
                        ", " + std::to_string(Use.K) + "]"},
      {"a_type", elementName(Use.A).str()},
      {"b_type", elementName(Use.B).str()}};
  if (A.Kind == AtomKind::Sm120MmaBs) {
    KV.emplace_back("sf_type", elementName(Use.ScaleType).str());
    KV.emplace_back("vec_size", std::to_string(Use.VecSize));
  } else if (Use.isUmmaBlockScaled()) {
    KV.emplace_back("sfa_type", elementName(Use.ScaleTypeA).str());
    KV.emplace_back("sfb_type", elementName(Use.ScaleTypeB).str());
    KV.emplace_back("vec_size", std::to_string(Use.VecSize));
  } else {
    KV.emplace_back("c_type", elementName(Use.C).str());
  }
  S.Attributes = dictionary(KV);
  StringRef CElement = accumulatorElement(Use.C);
  if (Use.isUmma()) {
    S.Operands = {"i64 %a_desc", "i64 %b_desc", "ptr addrspace(6) %d",
                  "i1 %accumulate"};
    if (Use.isUmmaSparse())
      S.Operands.push_back("ptr addrspace(6) %metadata");
    if (Use.isUmmaBlockScaled()) {
      S.Operands.push_back("ptr addrspace(6) %scale_a");
      S.Operands.push_back("ptr addrspace(6) %scale_b");
    }
    return S;
  }
  if (A.Kind == AtomKind::Sm90Mma) {
    // N / 2 accumulator values per thread (f16 ones in N / 4 registers).
    S.Result = vectorType(Use.N / 2, CElement);
    S.Operands = {"i64 %a_desc", "i64 %b_desc", S.Result + " %c",
                  "i1 %scale_d"};
    return S;
  }
  if (A.Kind == AtomKind::Sm120MmaBs) {
    S.Result = "<4 x float>";
    S.Operands = {"<4 x i32> %a", "<2 x i32> %b", "<4 x float> %c",
                  "i32 %scale_a", "i32 %scale_b"};
    return S;
  }
  if (A.Kind == AtomKind::UniversalFma && Use.M == 1) {
    StringRef T = Use.C == MmaElement::F16   ? "half"
                  : Use.C == MmaElement::F32 ? "float"
                                             : "i32";
    S.Result = T.str();
    S.Operands = {T.str() + " %a", T.str() + " %b", T.str() + " %c"};
    return S;
  }
  // The register MMAs: fragments in 32-bit registers.
  RegisterMmaForm Form = registerMmaForm(Use, 90);
  S.Result =
      vectorType(Form.RegistersC, Form.FloatAccumulator ? "float" : "i32");
  S.Operands = {vectorType(Form.RegistersA, "i32") + " %a",
                vectorType(Form.RegistersB, "i32") + " %b", S.Result + " %c"};
  if (Use.isSparse())
    S.Operands.push_back("i32 %metadata");
  return S;
}

static std::optional<Skeleton> copySkeleton(const AtomInfo &A) {
  Skeleton S;
  switch (A.Kind) {
  case AtomKind::Ldsm:
    S.Type = "!cute_nvgpu.atom.ldsm<m8n8.x4>";
    S.Result = "<4 x i32>";
    S.Operands = {"ptr addrspace(3) %smem"};
    return S;
  case AtomKind::Stsm:
    S.Type = "!cute_nvgpu.atom.stsm<m8n8.x4>";
    S.Operands = {"<4 x i32> %value", "ptr addrspace(3) %smem"};
    return S;
  case AtomKind::SimtAsyncCopy:
    S.Type = "!cute_nvgpu.atom.simt_async_copy<16>";
    S.Operands = {"ptr addrspace(1) %gmem", "ptr addrspace(3) %smem"};
    return S;
  case AtomKind::UniversalCopy:
    S.Type = "!cute_nvgpu.atom.universal_copy<f32>";
    S.Operands = {"ptr %src", "ptr %dst"};
    return S;
  case AtomKind::TmaLoad:
  case AtomKind::TmaStore:
  case AtomKind::TmaReduce:
    S.Type = "!cute_nvgpu." + A.Mnemonic.str() +
             (A.Kind == AtomKind::TmaReduce ? "<add>" : "");
    S.Attributes = "{smem_layout = #cute.layout<Sw<3, 4, 3> o (64, 64):(1, "
                   "64)>, gmem_layout = #cute.layout<(1024, 512):(1, 1024)>, "
                   "cta_v_map = #cute.layout<(64@0, 64@1)>, element_bits = "
                   "16}";
    S.Operands = {"ptr addrspace(3) %tile"};
    if (A.Kind == AtomKind::TmaLoad)
      S.Operands.push_back("ptr addrspace(3) %mbar");
    S.Operands.append({"ptr %tensor_map", "i32 %x", "i32 %y"});
    return S;
  case AtomKind::TmemLoad:
  case AtomKind::TmemStore: {
    S.Type = "!cute_nvgpu." + A.Mnemonic.str();
    S.Attributes = "{shape = 32x32b, num = 4}";
    TmemCopyUse Use;
    Use.Kind = A.Kind;
    Use.Shape = "32x32b";
    Use.Num = 4;
    std::string Registers = vectorType(tmemCopyRegisters(Use), "i32");
    S.Operands = {"ptr addrspace(6) %tmem"};
    if (A.Kind == AtomKind::TmemLoad)
      S.Result = Registers;
    else
      S.Operands.push_back(Registers + " %value");
    return S;
  }
  case AtomKind::S2tCopy:
    S.Type = "!cute_nvgpu.atom.s2t_copy";
    S.Attributes = "{shape = 128x256b}";
    S.Operands = {"ptr addrspace(6) %tmem", "i64 %smem_desc"};
    return S;
  default:
    return std::nullopt;
  }
}

/// The mangling suffix of the intrinsic name: each operand type, and the
/// result, with the characters of a name only.
static std::string suffix(const Skeleton &S) {
  std::string Text;
  auto Add = [&](StringRef Type) {
    Text += ".";
    for (char C : Type)
      if (isAlnum(C))
        Text += C;
  };
  Add(S.Result);
  for (StringRef Operand : S.Operands)
    Add(Operand.rsplit(' ').first);
  return Text;
}

static void printSkeleton(const AtomInfo &A, const Skeleton &S,
                          const Target &T) {
  bool Mma = A.implements(Interface::MmaAtom);
  std::string Name =
      std::string("llvm.nvvm.cute.atom.") + (Mma ? "mma" : "copy") + suffix(S);
  std::string Params, Args;
  for (StringRef Operand : S.Operands) {
    Params += (Params.empty() ? "" : ", ") + Operand.str();
    Args += ", " + Operand.str();
  }
  std::string Types;
  for (StringRef Operand : S.Operands)
    Types += ", " + Operand.rsplit(' ').first.str();
  // PTX ISA 8.8 has every form of the atoms' tiers up to sm_103; sm_110
  // and later targets need 9.0.
  outs() << "IR skeleton (llc -mcpu=" << T.str() << " -mattr=+ptx"
         << (T.Sm >= 110 ? 90 : 88) << "):\n"
         << "  target triple = \"nvptx64-nvidia-cuda\"\n"
         << "  declare " << S.Result << " @" << Name << "(metadata, metadata"
         << Types << ")\n"
         << "  define " << S.Result << " @use_" << (Mma ? "mma" : "copy") << "("
         << Params << ") {\n  "
         << (S.Result == "void" ? "  call " : "  %r = call ") << S.Result
         << " @" << Name << "(\n        metadata !\"" << S.Type
         << "\",\n        metadata !\"" << S.Attributes << "\"" << Args << ")\n"
         << "    ret " << (S.Result == "void" ? "void" : S.Result + " %r")
         << "\n  }\n";
}

static int describe() {
  if (Texts.size() != 1)
    return usage("'describe' needs one atom mnemonic (e.g. sm90.mma)");
  const AtomInfo *A = lookupOrSuggest(Texts.front());
  if (!A)
    return 1;
  if (!TargetName.empty() && !targetOption())
    return usage("unknown target '" + TargetName + "'");
  outs() << A->Mnemonic << "\n  tier: "
         << (A->MinSm ? "sm_" + std::to_string(A->MinSm) + " and later"
                      : std::string("every target"))
         << (A->ArchFamily ? " (a/f targets of the sm_" +
                                 std::to_string(A->ArchFamily) + " family)"
                           : std::string())
         << "\n  targets:";
  for (const Target &T : roster())
    if (admits(A->Kind, T))
      outs() << " " << T.str();
  outs() << "\n  interfaces: " << interfaceList(*A)
         << "\n  residency: " << A->Residency << "\n";

  switch (A->Kind) {
  case AtomKind::Ldsm:
  case AtomKind::Stsm:
    outs() << "  type parameter: <SHAPE>, SHAPE one of";
    for (StringRef Shape : matrixCopyShapes())
      outs() << " " << Shape;
    outs() << " (optional)\n";
    break;
  case AtomKind::SimtAsyncCopy:
    outs() << "  type parameter: <BYTES>, the cp.async width (4, 8 or 16)\n";
    break;
  case AtomKind::TmaReduce:
    outs() << "  type parameter: <KIND>, KIND one of";
    for (StringRef Kind : tmaReduceKinds())
      outs() << " " << Kind;
    outs() << "\n";
    break;
  case AtomKind::UniversalCopy:
    outs() << "  type parameters: <T[, N b][, allow_dsmem][, mem_order=O]"
              "[, mem_scope=S]>, O one of";
    for (MemOrder O : allMemOrders())
      outs() << " " << spelling(O);
    outs() << "; S one of";
    for (MemScope S : allMemScopes())
      outs() << " " << spelling(S);
    outs() << "\n";
    break;
  default:
    break;
  }

  std::optional<AttributeProbe> Read = attributeProbe(*A);
  if (Read) {
    outs() << "  attributes:\n";
    for (const KeyInfo &K : atomKeys(*Read))
      outs() << "    " << K.Key << (K.Required ? " (required)" : "") << ": "
             << K.Values << "\n";
  } else {
    outs() << "  attributes: none\n";
  }

  bool Mma = A->implements(Interface::MmaAtom);
  std::optional<Target> T = describedTarget(*A), Oldest = oldestTarget(*A);
  std::vector<std::pair<MmaUse, LatticeRow>> Lattice;
  Error Gate = Mma && T ? checkTarget(A->Kind, *T) : Error::success();
  if (Gate) {
    outs() << "  shape lattice on " << T->str() << ": none ("
           << toString(std::move(Gate)) << ")\n";
  } else if (Mma && T) {
    Lattice = mmaLattice(A->Kind, *T);
    outs() << "  shape lattice on " << T->str()
           << " (A x B -> C: MxNxK, N as FIRST..LAST/STEP):\n";
    for (auto [I, Entry] : enumerate(Lattice)) {
      const LatticeRow &Row = Entry.second;
      bool First = I == 0 || Lattice[I - 1].second.Types != Row.Types;
      bool Last =
          I + 1 == Lattice.size() || Lattice[I + 1].second.Types != Row.Types;
      outs() << (First ? "    " + Row.Types + ": " : std::string(", ")) << Row.M
             << "x" << compactList(Row.N) << "x" << Row.K << (Last ? "\n" : "");
    }
  }
  // The skeleton is for the oldest target that has the atom.
  std::optional<Skeleton> S;
  if (Mma && Oldest)
    S = mmaSkeleton(*A, T && *T == *Oldest ? Lattice
                                           : mmaLattice(A->Kind, *Oldest));
  else if (!Mma)
    S = copySkeleton(*A);
  if (S && Oldest)
    printSkeleton(*A, *S, *Oldest);
  else if (!Mma && !A->implements(Interface::CopyAtom))
    outs() << "IR skeleton: none (a type, not an atom a call executes)\n";
  return 0;
}

/// The commands, in the order the help and the diagnostics list them, with
/// what `COMMAND --help` (or `help COMMAND`) prints.
static const struct CommandInfo {
  StringLiteral Name;
  int (*Run)();
  StringLiteral Usage;
  StringLiteral Summary;
  StringLiteral Example;
} Commands[] = {
    {"list", list, "list [--target=sm_XX] [--interface=NAME]",
     "The registry: each atom with its minimum tier, interfaces and "
     "residency;\nwith --target only the atoms that target can use, with "
     "--interface only\nthose implementing the interface (MmaAtom, CopyAtom, "
     "TmaAtom, ...).",
     "list --target=sm_103a --interface=TmemAtom"},
    {"describe", describe, "describe MNEMONIC [--target=sm_XX]",
     "One atom: its tier and targets, interfaces, the attribute keys its "
     "reader\ntakes and their values, its shape lattice (MMA atoms: the "
     "forms the\nverifier accepts on --target, else the newest target that "
     "has the atom)\nand an LLVM IR call skeleton that llc compiles.",
     "describe sm90.mma"},
    {"parse", parse, "parse TEXT...",
     "Parses each `!cute_nvgpu.*` type and prints it back in canonical "
     "form,\nor diagnoses it with its column.",
     "parse '!cute_nvgpu.atom.ldsm<m8n8.x4.trans>'"},
    {"layout", layout, "layout TEXT...",
     "Parses each `#cute.layout<...>` and prints it back with its rank, "
     "depth,\nsize, static checks, coalesced form, swizzle mode and "
     "offsets.",
     "layout '#cute.layout<(2, 2, 2):(1, 8, 16)>'"},
    {"equivalent", equivalentLayouts, "equivalent TEXT TEXT",
     "Whether two layouts are the same function (exit status 0 or 1).",
     "equivalent '#cute.layout<(4, 8)>' '#cute.layout<((2, 2), 8):((1, 2), "
     "4)>'"},
    {"tma-partition", tmaPartition,
     "tma-partition --smem=L --gmem=L --vmap=L [--element-bits=N]\n"
     "                               [--transfer=load|store|reduce] "
     "[--mode=N]\n                               [--num-multicast=N]",
     "Runs the eleven-step TMA partition verifier and prints its result: "
     "tile\nelement count, flags, swizzle, rank, box and the copies "
     "(offset@origin).",
     "tma-partition --smem='#cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>' "
     "\\\n      --gmem='#cute.layout<(1024, 512):(1, 1024)>' "
     "--vmap='#cute.layout<(64@0, 64@1)>'"},
    {"tma-descriptor", tmaDescriptor,
     "tma-descriptor (tma-partition's options) [--nan-fill] [--integer]",
     "Builds the tensor map of a verified partition, as "
     "cuTensorMapEncodeTiled\ntakes it.",
     "tma-descriptor --smem='#cute.layout<Sw<3, 4, 3> o (64, 64):(1, 64)>' "
     "\\\n      --gmem='#cute.layout<(1024, 512):(1, 1024)>' "
     "--vmap='#cute.layout<(64@0, 64@1)>'"},
    {"check", check, "check TEXT --target=sm_XX",
     "Whether the target can use the atom (exit status 0 or 1).",
     "check '!cute_nvgpu.sm90.mma' --target=sm_90a"},
    {"encode", encode,
     "encode --format=FMT start=N lbo=N sbo=N [base=N] [swizzle=MODE] "
     "[lbo_mode=abs]",
     "Packs a shared-memory matrix descriptor. FMT: cute-sm90, ptx-sm90, "
     "ptx-sm100;\nMODE: none, 32B, 64B, 128B, 128B_base32B.",
     "encode --format=cute-sm90 start=0x10000 lbo=2048 sbo=0 swizzle=128B"},
    {"decode", decode, "decode --format=FMT WORD",
     "Unpacks a shared-memory matrix descriptor into its fields.",
     "decode --format=ptx-sm100 0x4000404000801000"},
    {"encode-idesc", encodeIdesc,
     "encode-idesc kind=K a=T b=T d=T m=N n=N [sparse=SEL] [saturate] "
     "[neg_a]\n                              [neg_b] [a_mn_major] "
     "[b_mn_major] [max_shift=N]\n                              "
     "[scale=ue4m3|ue8m0] [sfa_id=N] [sfb_id=N] [k96]",
     "Packs the tcgen05.mma instruction descriptor. K: f16, tf32, f8f6f4, "
     "i8,\nmxf8f6f4, mxf4, mxf4nvf4.",
     "encode-idesc kind=f16 a=f16 b=f16 d=f32 m=128 n=256"},
    {"decode-idesc", decodeIdesc, "decode-idesc --kind=K WORD",
     "Unpacks a tcgen05.mma instruction descriptor of kind K.",
     "decode-idesc --kind=mxf4nvf4 0x084004a0"},
};

static const CommandInfo *findCommand(StringRef Name) {
  for (const CommandInfo &C : Commands)
    if (Name == C.Name)
      return &C;
  return nullptr;
}

static void printCommandHelp(const CommandInfo &C) {
  outs() << "USAGE: cute-nvgpu-atoms " << C.Usage << "\n\n"
         << C.Summary << "\n\nEXAMPLE:\n  cute-nvgpu-atoms " << C.Example
         << "\n";
}

/// "error: unknown command 'X'; did you mean 'Y'?", exit status 1.
static int unknownCommand(StringRef Name) {
  SmallVector<StringRef, 16> Names;
  for (const CommandInfo &C : Commands)
    Names.push_back(C.Name);
  StringRef Closest = closestName(Name, Names);
  auto &OS = WithColor::error(errs(), "cute-nvgpu-atoms")
             << "unknown command '" << Name << "'";
  if (!Closest.empty()) {
    OS << "; did you mean '" << Closest << "'?\n";
    return 1;
  }
  OS << "; expected";
  for (auto [I, C] : enumerate(Commands))
    OS << (I == 0                         ? " "
           : I + 1 == std::size(Commands) ? " or "
                                          : ", ")
       << C.Name;
  OS << "\n";
  return 1;
}

/// `help [COMMAND]` and `COMMAND --help` (-h, -help), before the options are
/// parsed: the help of one command, not the tool's.
static std::optional<int> commandHelp(int argc, char **argv) {
  if (argc < 2)
    return std::nullopt;
  StringRef First = argv[1];
  if (First == "help") {
    if (argc == 2)
      return std::nullopt; // the tool's help, from the option parser
    if (const CommandInfo *C = findCommand(argv[2])) {
      printCommandHelp(*C);
      return 0;
    }
    return unknownCommand(argv[2]);
  }
  const CommandInfo *C = findCommand(First);
  if (!C)
    return std::nullopt;
  for (int I = 2; I < argc; ++I) {
    StringRef Arg = argv[I];
    if (Arg == "--help" || Arg == "-help" || Arg == "-h") {
      printCommandHelp(*C);
      return 0;
    }
  }
  return std::nullopt;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::AddExtraVersionPrinter([](raw_ostream &OS) {
    OS << "  nvptx-atoms extension " << NVPTX_ATOMS_REVISION
       << " (cute-nvgpu-atoms: the cute_nvgpu atom layer)\n";
  });
  if (std::optional<int> Status = commandHelp(argc, argv))
    return *Status;
  std::string Names;
  for (auto [I, C] : enumerate(Commands))
    Names += (I == 0                         ? ""
              : I + 1 == std::size(Commands) ? " or "
                                             : ", ") +
             C.Name.str();
  if (argc == 2 && StringRef(argv[1]) == "help")
    argv[1] = const_cast<char *>("--help");
  // A command line the parser refuses (no command, an unknown option) is
  // bad usage: exit status 2, as for the commands' own usage errors.
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "inspect the cute_nvgpu atom layer\n\ncommands: " + Names +
              "\n\n'cute-nvgpu-atoms COMMAND --help' (or 'help COMMAND') "
              "says what a command takes\n",
          &errs()))
    return 2;
  if (const CommandInfo *C = findCommand(Command))
    return C->Run();
  return unknownCommand(Command);
}

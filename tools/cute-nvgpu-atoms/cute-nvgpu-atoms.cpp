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
//       seed 001's eleven-step TMA partition verifier and its result
//   cute-nvgpu-atoms tma-descriptor (tma-partition's options) [--nan-fill]
//                    [--integer]
//       seed 001's descriptor builder: the tensor map of a verified
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
// Exit status 0 on success, 1 when a text or a check fails, 2 on bad usage.
//
//===----------------------------------------------------------------------===//

#include "AtomRegistry.h"
#include "AtomType.h"
#include "Layout.h"
#include "SmemDescriptor.h"
#include "Tma.h"
#include "UmmaDescriptor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
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
    if (T && !checkTarget(A.Kind, *T).empty())
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

/// Prints a diagnostic about \p Text, which is a \p What, with a caret.
static void diagnose(StringRef What, StringRef Text, const TextDiagnostic &D) {
  errs() << "<" << What << ">:1:" << D.Column << ": ";
  WithColor::error(errs()) << D.Message << "\n";
  errs() << Text << "\n" << std::string(D.Column - 1, ' ') << "^\n";
}

/// Parses \p Text, printing a diagnostic on failure.
static std::optional<AtomType> parseOrDiagnose(StringRef Text) {
  auto Result = parseType(Text);
  if (auto *D = std::get_if<TypeDiagnostic>(&Result)) {
    diagnose("type", Text, *D);
    return std::nullopt;
  }
  return std::get<AtomType>(Result);
}

static std::optional<Layout> parseLayoutOrDiagnose(StringRef Text) {
  auto Result = parseLayout(Text);
  if (auto *D = std::get_if<TextDiagnostic>(&Result)) {
    diagnose("layout", Text, *D);
    return std::nullopt;
  }
  return std::get<Layout>(Result);
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
  std::string Problem = checkTarget(*Type->Kind, *T);
  if (!Problem.empty()) {
    WithColor::error(errs(), "cute-nvgpu-atoms") << Problem << "\n";
    return 1;
  }
  outs() << "ok: " << printType(*Type) << " on " << T->str() << "\n";
  return 0;
}

static constexpr const char *KindList =
    "f16, tf32, f8f6f4, i8, mxf8f6f4, mxf4 or mxf4nvf4";
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

/// The commands, in the order the help and the diagnostics list them.
static const struct {
  StringLiteral Name;
  int (*Run)();
} Commands[] = {
    {"list", list},
    {"parse", parse},
    {"layout", layout},
    {"equivalent", equivalentLayouts},
    {"tma-partition", tmaPartition},
    {"tma-descriptor", tmaDescriptor},
    {"check", check},
    {"encode", encode},
    {"decode", decode},
    {"encode-idesc", encodeIdesc},
    {"decode-idesc", decodeIdesc},
};

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  std::string Names;
  for (auto [I, C] : enumerate(Commands))
    Names += (I == 0                         ? ""
              : I + 1 == std::size(Commands) ? " or "
                                             : ", ") +
             C.Name.str();
  cl::ParseCommandLineOptions(
      argc, argv,
      "inspect the cute_nvgpu atom layer\n\ncommands: " + Names + "\n");
  for (const auto &C : Commands)
    if (Command == C.Name)
      return C.Run();
  return usage("unknown command '" + Command + "'; expected " + Names);
}

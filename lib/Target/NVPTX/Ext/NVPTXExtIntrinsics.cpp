//===- NVPTXExtIntrinsics.cpp - Intrinsics unknown to LLVM 19 -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The table of extended intrinsics, their prototypes and target
// requirements, and the TargetIntrinsicInfo that exposes them.
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "AtomRegistry.h"
#include "NVPTXSubtarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/StringSaver.h"
#include <array>
#include <memory>
#include <mutex>

using namespace llvm;
using namespace llvm::NVPTXExt;

// The generated table names instructions without their namespace.
namespace llvm {
namespace NVPTX {
namespace {
using NVPTXExt::NVPTXExtIntrinsicRecord;
/// A row of NVPTXCoreIntrinsicAttributes.td.
struct CoreIntrinsicAttributesRow {
  const char *Pattern;
  const char *FnAttrs;
  const char *RetAttrs;
};
#define GET_NVPTXExtIntrinsicTable_IMPL
#define GET_NVPTXCoreIntrinsicAttributesTable_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace
} // namespace NVPTX
} // namespace llvm

ArrayRef<NVPTXExtIntrinsicRecord> NVPTXExt::records() {
  return NVPTX::NVPTXExtIntrinsicTable;
}

namespace {
/// A row of NVPTXExtFixedTable: the name of each fixed intrinsic.
struct FixedIntrinsicRecord {
  FixedIntrinsic Which;
  const char *Name;
};
#define GET_NVPTXExtFixedTable_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace

const NVPTXExtIntrinsicRecord &NVPTXExt::fixedRecord(FixedIntrinsic Which) {
  // Both tables are made from the same records, so each fixed row is also
  // a row of the main table.
  static const auto Rows = [] {
    std::array<const NVPTXExtIntrinsicRecord *, std::size(NVPTXExtFixedTable)>
        Rows;
    for (const FixedIntrinsicRecord &F : NVPTXExtFixedTable) {
      Rows[F.Which] = lookup(F.Name);
      assert(Rows[F.Which] && "a fixed row is a row");
    }
    return Rows;
  }();
  return *Rows[Which];
}

const NVPTXExtIntrinsicRecord *NVPTXExt::lookup(StringRef Name) {
  static const StringMap<const NVPTXExtIntrinsicRecord *> ByName = [] {
    StringMap<const NVPTXExtIntrinsicRecord *> Map;
    for (const NVPTXExtIntrinsicRecord &R : records())
      Map[R.Name] = &R;
    return Map;
  }();
  return ByName.lookup(Name);
}

// IDs: num_intrinsics + index for the rows, then the same again for their
// flat forms.
unsigned NVPTXExt::getID(const NVPTXExtIntrinsicRecord &R, bool Flat) {
  return Intrinsic::num_intrinsics + (Flat ? records().size() : 0) +
         (&R - records().data());
}

const NVPTXExtIntrinsicRecord *NVPTXExt::lookup(unsigned IID) {
  if (IID < Intrinsic::num_intrinsics)
    return nullptr;
  size_t Index = IID - Intrinsic::num_intrinsics;
  if (Index >= records().size())
    Index -= records().size();
  return Index < records().size() ? &records()[Index] : nullptr;
}

static bool isFlatID(unsigned IID) {
  return IID >= Intrinsic::num_intrinsics + records().size();
}

/// "declare RET @NAME(PARAMS)" for the row's signature "RET (PARAMS)".
static std::string declarationText(const NVPTXExtIntrinsicRecord &R,
                                   StringRef Name) {
  StringRef Sig = R.Signature;
  size_t Open = Sig.find('(');
  return ("declare " + Sig.take_front(Open).rtrim() + " @" + Name +
          Sig.drop_front(Open))
      .str();
}

/// The prototype of a row (or of its flat form) in \p Ctx, made by \p Make
/// the first time it is asked for.
static const Prototype &cachedPrototype(const NVPTXExtIntrinsicRecord &R,
                                        LLVMContext &Ctx, bool Flat,
                                        function_ref<Prototype()> Make) {
  static std::mutex Lock;
  // The prototypes made in one context, which owns their types and
  // attributes. A context may be destroyed and another one allocated at its
  // address (a JIT or a tool that compiles module after module), so each
  // gets a marker type named for a generation of its own; prototypes are
  // only reused while the context at that address still has the marker.
  struct ContextPrototypes {
    unsigned Generation = 0;
    // (Flat is kept as an unsigned: DenseMapInfo has no bool.)
    DenseMap<std::pair<const NVPTXExtIntrinsicRecord *, unsigned>,
             std::unique_ptr<Prototype>>
        Made;
  };
  static DenseMap<LLVMContext *, ContextPrototypes> Cache;
  static unsigned Generations = 0;
  auto markerName = [](unsigned Generation) {
    return "nvptx.ext.prototypes." + std::to_string(Generation);
  };
  {
    std::lock_guard<std::mutex> Guard(Lock);
    ContextPrototypes &Known = Cache[&Ctx];
    if (!Known.Generation ||
        !StructType::getTypeByName(Ctx, markerName(Known.Generation))) {
      Known.Generation = ++Generations;
      Known.Made.clear();
      StructType::create(Ctx, markerName(Known.Generation));
    }
    auto It = Known.Made.find({&R, unsigned(Flat)});
    if (It != Known.Made.end())
      return *It->second;
  }
  // Made unlocked: making a flat prototype asks for the row's.
  auto Made = std::make_unique<Prototype>(Make());
  std::lock_guard<std::mutex> Guard(Lock);
  return *Cache[&Ctx]
              .Made.try_emplace({&R, unsigned(Flat)}, std::move(Made))
              .first->second;
}

/// The type and attributes of the declaration of `@f` in \p Text, which a
/// table row (\p Row names it) spells in IR syntax: LLVM's own parser reads
/// it, so the tables can say exactly what LLVM 22's IntrinsicsNVVM.td
/// produces, in the same syntax. A row the parser rejects is a table bug.
static Prototype parseRowDeclaration(const std::string &Text, LLVMContext &Ctx,
                                     const Twine &Row) {
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Text, Err, Ctx);
  if (!M)
    report_fatal_error("nvptx-atoms: malformed table row for " + Row + ": " +
                       Err.getMessage());
  Function *F = M->getFunction("f");
  return Prototype{F->getFunctionType(), F->getAttributes()};
}

const Prototype &NVPTXExt::getPrototype(const NVPTXExtIntrinsicRecord &R,
                                        LLVMContext &Ctx) {
  return cachedPrototype(R, Ctx, /*Flat=*/false, [&] {
    return parseRowDeclaration(declarationText(R, "f") +
                                   " #0\nattributes #0 = { " + R.FnAttrs +
                                   " }\n",
                               Ctx, Twine("'") + R.Name + "'");
  });
}

bool NVPTXExt::isSplitVector(Type *T) {
  return isa<FixedVectorType>(T) && T->getPrimitiveSizeInBits() != 32;
}

FixedVectorType *NVPTXExt::getFlatElements(Type *T) {
  if (isSplitVector(T))
    return cast<FixedVectorType>(T);
  if (T->isIntegerTy(128))
    return FixedVectorType::get(Type::getInt64Ty(T->getContext()), 2);
  return nullptr;
}

/// The rows of NVPTXCoreIntrinsicAttributes.td with their compiled patterns.
static ArrayRef<
    std::pair<GlobPattern, const NVPTX::CoreIntrinsicAttributesRow *>>
coreAttributeRows() {
  static const auto Rows = [] {
    std::vector<
        std::pair<GlobPattern, const NVPTX::CoreIntrinsicAttributesRow *>>
        Compiled;
    for (const NVPTX::CoreIntrinsicAttributesRow &Row :
         NVPTX::NVPTXCoreIntrinsicAttributesTable) {
      // (Brace expansion is only enabled with a bound on the patterns it
      // makes.)
      Expected<GlobPattern> Pattern =
          GlobPattern::create(Row.Pattern, /*MaxSubPatterns=*/64);
      if (!Pattern)
        report_fatal_error(Twine("nvptx-atoms: malformed pattern '") +
                           Row.Pattern + "' in NVPTXCoreIntrinsicAttributes: " +
                           toString(Pattern.takeError()));
      Compiled.emplace_back(std::move(*Pattern), &Row);
    }
    return Compiled;
  }();
  return Rows;
}

std::optional<AttributeList>
NVPTXExt::getLLVM22CoreAttributes(const Function &F) {
  if (F.getIntrinsicID() == Intrinsic::not_intrinsic)
    return std::nullopt;
  const NVPTX::CoreIntrinsicAttributesRow *Row = nullptr;
  for (const auto &[Pattern, Candidate] : coreAttributeRows())
    if (Pattern.match(F.getName())) {
      Row = Candidate;
      break;
    }
  if (!Row)
    return std::nullopt;
  LLVMContext &Ctx = F.getContext();
  std::string Text;
  raw_string_ostream OS(Text);
  OS << "declare " << Row->RetAttrs << " " << *F.getReturnType() << " @f()";
  if (*Row->FnAttrs)
    OS << " #0\nattributes #0 = { " << Row->FnAttrs << " }";
  OS << "\n";
  AttributeList Parsed =
      parseRowDeclaration(Text, Ctx,
                          Twine("'") + Row->Pattern +
                              "' of NVPTXCoreIntrinsicAttributes.td")
          .Attrs;
  AttributeList Old = F.getAttributes();
  SmallVector<AttributeSet, 8> Params;
  for (unsigned I = 0, E = F.arg_size(); I != E; ++I)
    Params.push_back(Old.getParamAttrs(I));
  // The row's function attributes replace LLVM 19's; string attributes
  // (llc's "target-cpu", a front end's own) are not the intrinsic's and stay.
  AttributeSet Fn = Old.getFnAttrs();
  if (*Row->FnAttrs) {
    AttrBuilder Builder(Ctx, Parsed.getFnAttrs());
    for (Attribute A : Old.getFnAttrs())
      if (A.isStringAttribute())
        Builder.addAttribute(A);
    Fn = AttributeSet::get(Ctx, Builder);
  }
  return AttributeList::get(
      Ctx, Fn, Old.getRetAttrs().addAttributes(Ctx, Parsed.getRetAttrs()),
      Params);
}

bool NVPTXExt::hasVectorTypes(const NVPTXExtIntrinsicRecord &R,
                              LLVMContext &Ctx) {
  FunctionType *FT = getPrototype(R, Ctx).Type;
  return getFlatElements(FT->getReturnType()) ||
         any_of(FT->params(), getFlatElements);
}

std::string NVPTXExt::getFlatName(const NVPTXExtIntrinsicRecord &R) {
  return std::string(R.Name) + ".flat";
}

const Prototype &NVPTXExt::getFlatPrototype(const NVPTXExtIntrinsicRecord &R,
                                            LLVMContext &Ctx) {
  return cachedPrototype(R, Ctx, /*Flat=*/true, [&] {
    const Prototype &P = getPrototype(R, Ctx);
    // Each vector parameter becomes its elements; a vector result becomes a
    // struct of its elements, which SelectionDAG splits into one value each.
    SmallVector<Type *, 16> Params;
    SmallVector<AttributeSet, 16> ParamAttrs;
    for (auto [I, T] : enumerate(P.Type->params())) {
      if (FixedVectorType *VT = getFlatElements(T)) {
        Params.append(VT->getNumElements(), VT->getElementType());
        ParamAttrs.append(VT->getNumElements(), AttributeSet());
        continue;
      }
      Params.push_back(T);
      ParamAttrs.push_back(P.Attrs.getParamAttrs(I));
    }
    Type *Ret = P.Type->getReturnType();
    if (FixedVectorType *VT = getFlatElements(Ret)) {
      Ret = StructType::get(Ctx, SmallVector<Type *, 16>(VT->getNumElements(),
                                                         VT->getElementType()));
    }
    return Prototype{FunctionType::get(Ret, Params, /*isVarArg=*/false),
                     AttributeList::get(Ctx, P.Attrs.getFnAttrs(),
                                        AttributeSet(), ParamAttrs)};
  });
}

bool ImmArgValues::contains(int64_t Value) const {
  if (!Allowed.empty())
    return is_contained(Allowed, Value);
  return Value >= Min && Value <= Max;
}

std::string ImmArgValues::describe() const {
  if (Allowed.empty() && Min == Max)
    return std::to_string(Min);
  if (Allowed.empty())
    return "in [" + std::to_string(Min) + ", " + std::to_string(Max) + "]";
  std::string List;
  for (int64_t Value : Allowed)
    List += (List.empty() ? "" : ", ") + std::to_string(Value);
  return "one of " + List;
}

std::optional<ImmArgValues>
NVPTXExt::getImmArgValues(const NVPTXExtIntrinsicRecord &R, unsigned ArgNo) {
  SmallVector<StringRef, 4> Entries;
  StringRef(R.ImmArgValues).split(Entries, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Entry : Entries) {
    auto [Arg, Spec] = Entry.trim().split(':');
    ImmArgValues Values;
    bool Bad = Arg.getAsInteger(10, Values.ArgNo) || Spec.empty();
    if (Spec.contains("..")) {
      auto [Min, Max] = Spec.split("..");
      Bad |=
          Min.getAsInteger(10, Values.Min) || Max.getAsInteger(10, Values.Max);
    } else {
      SmallVector<StringRef, 4> Items;
      Spec.split(Items, '|');
      for (StringRef Item : Items)
        Bad |= Item.getAsInteger(10, Values.Allowed.emplace_back());
    }
    if (Bad)
      report_fatal_error(Twine("nvptx-atoms: malformed ImmArgValues of '") +
                         R.Name + "': " + Entry);
    if (Values.ArgNo == ArgNo)
      return Values;
  }
  return std::nullopt;
}

namespace {
/// One parsed entry of a row's Targets field: the target it names and the
/// PTX version it needs.
struct TargetSpec {
  cute_nvgpu::Target Required;
  unsigned MinPTX = 0;
};
} // namespace

static TargetSpec parseTargetSpec(const NVPTXExtIntrinsicRecord &R,
                                  StringRef Entry) {
  TargetSpec Spec;
  Spec.MinPTX = R.MinPTX;
  auto [Target, PTX] = Entry.trim().split('@');
  std::optional<cute_nvgpu::Target> Required =
      cute_nvgpu::Target::parseAny(Target);
  bool Bad = !Required;
  if (!PTX.empty())
    Bad |= !PTX.consume_front("ptx") || PTX.getAsInteger(10, Spec.MinPTX);
  if (Bad)
    report_fatal_error(Twine("nvptx-atoms: malformed Targets of '") + R.Name +
                       "': " + Entry);
  Spec.Required = *Required;
  return Spec;
}

/// The subtarget as the atom library's target model sees it.
static cute_nvgpu::Target targetOf(const NVPTXSubtarget &ST) {
  unsigned VariantDigit = ST.getFullSmVersion() % 10; // 0, 2 (f) or 3 (a)
  return {ST.getSmVersion(), VariantDigit == 3   ? cute_nvgpu::Target::Arch
                             : VariantDigit == 2 ? cute_nvgpu::Target::Family
                                                 : cute_nvgpu::Target::Base};
}

/// Whether \p ST is a target of the kind \p Spec names. If it is,
/// \p NeededPTX is the PTX version the target then needs: the entry's own,
/// raised to the version from which the target's `a` (8.0) or `f` (8.8)
/// features exist at all.
static bool targetMatches(const TargetSpec &Spec, const NVPTXSubtarget &ST,
                          unsigned &NeededPTX) {
  cute_nvgpu::Target T = targetOf(ST);
  NeededPTX = Spec.MinPTX;
  if (Spec.Required.Variant != cute_nvgpu::Target::Base) {
    // PTX ISA 9.0 renamed sm_101 to sm_110: from then on sm_101 has no
    // architecture- or family-specific features.
    if (T.Sm == 101 && ST.getPTXVersion() >= 90)
      return false;
    NeededPTX = std::max(NeededPTX,
                         T.Variant == cute_nvgpu::Target::Family ? 88u : 80u);
  }
  return T.provides(Spec.Required);
}

std::string NVPTXExt::typeName(const Type *T) {
  std::string Name;
  raw_string_ostream(Name) << *T;
  return Name;
}

std::string NVPTXExt::ptxName(unsigned Version) {
  return "PTX ISA " + std::to_string(Version / 10) + "." +
         std::to_string(Version % 10);
}

std::string NVPTXExt::needsPtx(unsigned Version) {
  return "needs " + ptxName(Version) + " or later (use -mattr=+ptx" +
         std::to_string(Version) + ")";
}

std::string NVPTXExt::targetWithPtx(const NVPTXSubtarget &ST) {
  return ST.getTargetName() + " with " + ptxName(ST.getPTXVersion());
}

Function *NVPTXExt::getDeclaration(Module &M,
                                   const NVPTXExtIntrinsicRecord &R) {
  return getIntrinsicInfo().getDeclaration(&M, getID(R));
}

Function *NVPTXExt::getDeclaration(Module &M, FixedIntrinsic Which) {
  return getDeclaration(M, fixedRecord(Which));
}

/// checkTarget for one Targets list; \p Variant (e.g. "kind::i8") names the
/// immarg values that chose the list, or is empty.
static std::string checkTargetList(const NVPTXExtIntrinsicRecord &R,
                                   StringRef Targets, StringRef Variant,
                                   const NVPTXSubtarget &ST) {
  SmallVector<StringRef, 4> Entries;
  Targets.split(Entries, ',', -1, /*KeepEmpty=*/false);
  bool TargetOK = false;
  unsigned PTXForTarget = 0;
  for (StringRef Entry : Entries) {
    TargetSpec Spec = parseTargetSpec(R, Entry);
    unsigned NeededPTX;
    if (!targetMatches(Spec, ST, NeededPTX))
      continue;
    if (ST.getPTXVersion() >= NeededPTX)
      return "";
    TargetOK = true;
    PTXForTarget = PTXForTarget ? std::min(PTXForTarget, NeededPTX) : NeededPTX;
  }
  std::string Have = targetWithPtx(ST);
  std::string What = "'" + std::string(R.Name) + "'";
  if (!Variant.empty())
    What += " with " + Variant.str();
  if (TargetOK)
    return What + " " + needsPtx(PTXForTarget) + "; the target is " + Have;
  // Only now, for the message, what each entry asks for.
  std::string Needs;
  for (StringRef Entry : Entries) {
    TargetSpec Spec = parseTargetSpec(R, Entry);
    Needs += (Needs.empty() ? "" : ", or ") + Spec.Required.str() +
             (Spec.Required.Variant == cute_nvgpu::Target::Base ? "+" : "") +
             " with " + ptxName(Spec.MinPTX) + "+";
  }
  return What + " is not supported on " + Have + "; it needs " + Needs;
}

std::string
NVPTXExt::checkTarget(const NVPTXExtIntrinsicRecord &R,
                      const NVPTXSubtarget &ST,
                      function_ref<std::optional<int64_t>(unsigned)> ImmArg) {
  // An entry "ARGNO=V1|V2 (WHAT): TARGETS" applies when the call's immarg
  // ARGNO is one of the values.
  SmallVector<StringRef, 2> Entries;
  StringRef(R.ImmArgTargets).split(Entries, ';', -1, /*KeepEmpty=*/false);
  for (StringRef Entry : Entries) {
    auto [Values, Rest] = Entry.split('(');
    auto [What, Targets] = Rest.split(')');
    auto [Arg, List] = Values.trim().split('=');
    unsigned ArgNo;
    SmallVector<StringRef, 4> Items;
    List.split(Items, '|');
    bool Bad = Arg.getAsInteger(10, ArgNo) || Items.empty() ||
               !Targets.consume_front(":") || Targets.trim().empty();
    std::optional<int64_t> Value = ImmArg ? ImmArg(ArgNo) : std::nullopt;
    bool Matches = false;
    for (StringRef Item : Items) {
      int64_t V;
      Bad |= Item.getAsInteger(10, V);
      Matches |= Value && *Value == V;
    }
    if (Bad)
      report_fatal_error(Twine("nvptx-atoms: malformed ImmArgTargets of '") +
                         R.Name + "': " + Entry);
    if (Matches)
      return checkTargetList(R, Targets, What.trim(), ST);
  }
  return checkTargetList(R, R.Targets, "", ST);
}

std::string NVPTXExtIntrinsicInfo::getName(unsigned IID, Type **,
                                           unsigned) const {
  const NVPTXExtIntrinsicRecord *R = lookup(IID);
  if (!R)
    return "";
  return isFlatID(IID) ? getFlatName(*R) : R->Name;
}

unsigned NVPTXExtIntrinsicInfo::lookupName(const char *Name,
                                           unsigned Len) const {
  StringRef Str(Name, Len);
  if (const NVPTXExtIntrinsicRecord *R = lookup(Str))
    return getID(*R);
  // Flat forms exist only for rows with vector operands or results; the
  // checks pass creates them (a user cannot: it rejects the name).
  if (Str.consume_back(".flat"))
    if (const NVPTXExtIntrinsicRecord *R = lookup(Str))
      return getID(*R, /*Flat=*/true);
  return 0;
}

unsigned NVPTXExtIntrinsicInfo::getIntrinsicID(const Function *F) const {
  // Core intrinsics keep their own IDs; only unknown llvm.* names are ours.
  if (F->getIntrinsicID() != Intrinsic::not_intrinsic || !F->isIntrinsic())
    return 0;
  return TargetIntrinsicInfo::lookupName(F->getName());
}

Function *NVPTXExtIntrinsicInfo::getDeclaration(Module *M, unsigned IID,
                                                Type **, unsigned) const {
  const NVPTXExtIntrinsicRecord *R = lookup(IID);
  if (!R)
    return nullptr;
  bool Flat = isFlatID(IID);
  const Prototype &P = Flat ? getFlatPrototype(*R, M->getContext())
                            : getPrototype(*R, M->getContext());
  auto *F = dyn_cast<Function>(
      M->getOrInsertFunction(Flat ? getFlatName(*R) : R->Name, P.Type)
          .getCallee());
  // getOrInsertFunction leaves the attributes of `llvm.*` names to the core
  // intrinsic table, which does not know this one.
  if (F && F->getFunctionType() == P.Type)
    F->setAttributes(P.Attrs);
  return F;
}

const NVPTXExtIntrinsicInfo &NVPTXExt::getIntrinsicInfo() {
  static const NVPTXExtIntrinsicInfo Info;
  return Info;
}

bool NVPTXExt::isInternal(const NVPTXExtIntrinsicRecord &R) {
  return StringRef(R.Name).starts_with("llvm.nvvm.ext.");
}

/// "sm_90a, sm_100a, PTX ISA 8.0" when every entry of \p Targets needs the
/// row's PTX version, else each entry with its own: "sm_100a with PTX ISA
/// 8.6, sm_100f with PTX ISA 8.8".
static std::string describeTargets(const NVPTXExtIntrinsicRecord &R,
                                   StringRef Targets) {
  SmallVector<StringRef, 8> Entries;
  Targets.split(Entries, ',', -1, /*KeepEmpty=*/false);
  bool PerTarget = any_of(Entries, [&](StringRef Entry) {
    return parseTargetSpec(R, Entry).MinPTX != R.MinPTX;
  });
  std::string Text;
  for (StringRef Entry : Entries) {
    TargetSpec Spec = parseTargetSpec(R, Entry);
    Text += (Text.empty() ? "" : ", ") + Entry.trim().split('@').first.str();
    if (PerTarget)
      Text += " with " + ptxName(Spec.MinPTX);
  }
  if (!PerTarget)
    Text += ", " + ptxName(R.MinPTX);
  return Text;
}

/// Calls \p Each(Values, What, Targets) for each ImmArgTargets entry of \p R
/// ("ARGNO=V1|V2 (WHAT): TARGETS").
static void
forEachImmArgTargets(const NVPTXExtIntrinsicRecord &R,
                     function_ref<void(StringRef, StringRef, StringRef)> Each) {
  SmallVector<StringRef, 2> Entries;
  StringRef(R.ImmArgTargets).split(Entries, ';', -1, /*KeepEmpty=*/false);
  for (StringRef Entry : Entries) {
    auto [Values, Rest] = Entry.split('(');
    auto [What, Targets] = Rest.split(')');
    Targets.consume_front(":");
    Each(Values.trim(), What.trim(), Targets.trim());
  }
}

/// Whether CPU \p CPU ("sm_90a") is a target of some entry of \p Targets,
/// whatever PTX version the entry asks for.
static bool cpuMatches(const NVPTXExtIntrinsicRecord &R, StringRef Targets,
                       StringRef CPU) {
  std::optional<cute_nvgpu::Target> T = cute_nvgpu::Target::parseAny(CPU);
  if (!T)
    return false;
  SmallVector<StringRef, 8> Entries;
  Targets.split(Entries, ',', -1, /*KeepEmpty=*/false);
  return any_of(Entries, [&](StringRef Entry) {
    return T->provides(parseTargetSpec(R, Entry).Required);
  });
}

/// Whether \p CPU has the row's instruction, in some form.
static bool cpuHas(const NVPTXExtIntrinsicRecord &R, StringRef CPU) {
  bool Has = cpuMatches(R, R.Targets, CPU);
  forEachImmArgTargets(R, [&](StringRef, StringRef, StringRef Targets) {
    Has |= cpuMatches(R, Targets, CPU);
  });
  return Has;
}

/// For each row users may call (on \p CPU, when it is not empty):
/// `declare RET @NAME(PARAMS)  ; ATTRS; TARGETS[; immarg: N VALUES, ...]
/// [; with WHAT (operand N = V1|V2): TARGETS]`.
static void printIntrinsicList(raw_ostream &OS, StringRef CPU) {
  LLVMContext Ctx;
  for (const NVPTXExtIntrinsicRecord &R : records()) {
    if (isInternal(R) || (!CPU.empty() && !cpuHas(R, CPU)))
      continue;
    OS << declarationText(R, R.Name) << "  ; " << R.FnAttrs << "; "
       << describeTargets(R, R.Targets);
    const Prototype &P = getPrototype(R, Ctx);
    std::string ImmArgs;
    for (unsigned I = 0, E = P.Type->getNumParams(); I != E; ++I) {
      if (!P.Attrs.hasParamAttr(I, Attribute::ImmArg))
        continue;
      std::optional<ImmArgValues> Values = getImmArgValues(R, I);
      // One allowed value reads `N = V`, like the ranges' `N in [A, B]`.
      bool Single = Values && Values->Allowed.empty() &&
                    Values->Min == Values->Max;
      ImmArgs += (ImmArgs.empty() ? "; immarg: " : ", ") + std::to_string(I) +
                 (Single ? " = " : " ") +
                 (Values ? Values->describe()
                         : "any " + typeName(P.Type->getParamType(I)));
    }
    OS << ImmArgs;
    forEachImmArgTargets(
        R, [&](StringRef Values, StringRef What, StringRef Targets) {
          auto [Arg, List] = Values.split('=');
          OS << "; with " << What << " (operand " << Arg << " = " << List
             << "): " << describeTargets(R, Targets);
        });
    OS << "\n";
  }
}

/// The -mcpu of the command line: the option's value when it has been
/// parsed, else the last -mcpu that follows on the command line (LLVM parses
/// options in order; this one acts as soon as it is read).
static std::string commandLineCPU() {
  std::string CPU = NVPTXExt::parsedCPU();
  auto Buffer = MemoryBuffer::getFileAsStream("/proc/self/cmdline");
  if (!Buffer)
    return CPU;
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 32> Args;
  SmallVector<StringRef, 32> Parts;
  (*Buffer)->getBuffer().split(Parts, '\0', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts)
    Args.push_back(Saver.save(Part).data());
  cl::ExpandResponseFiles(Saver, cl::TokenizeGNUCommandLine, Args);
  for (auto [I, Arg] : enumerate(Args)) {
    StringRef A(Arg);
    if (!A.consume_front("-"))
      continue;
    A.consume_front("-");
    if (A.consume_front("mcpu="))
      CPU = A.str();
    else if (A == "mcpu" && I + 1 < Args.size())
      CPU = Args[I + 1];
  }
  return CPU;
}

/// A module that declares every non-overloaded NVVM intrinsic of LLVM 19
/// with the attributes the extended-intrinsic checks give it.
static void printCoreIntrinsicList(raw_ostream &OS) {
  LLVMContext Ctx;
  Module M("llvm19-nvvm-intrinsics", Ctx);
  M.setTargetTriple("nvptx64-nvidia-cuda");
  for (unsigned IID = 1; IID < Intrinsic::num_intrinsics; ++IID) {
    if (Intrinsic::isOverloaded(IID) ||
        !Intrinsic::getBaseName(IID).starts_with("llvm.nvvm."))
      continue;
    Function *F = Intrinsic::getDeclaration(&M, IID);
    if (std::optional<AttributeList> Attrs = getLLVM22CoreAttributes(*F))
      F->setAttributes(*Attrs);
  }
  M.print(OS, nullptr);
}

static cl::opt<bool> ListCoreIntrinsics(
    "nvptx-list-core-intrinsics", cl::ValueDisallowed,
    cl::desc("Print a module declaring every (non-overloaded) NVVM intrinsic "
             "of LLVM 19 with the attributes llc and opt give it, and exit"),
    cl::callback([](const bool &) {
      printCoreIntrinsicList(outs());
      exit(0);
    }));

static cl::opt<bool> ListExtIntrinsics(
    "nvptx-list-ext-intrinsics", cl::ValueDisallowed,
    cl::desc("Print every extended NVVM intrinsic this build knows (with "
             "-mcpu: those the CPU has), with its attributes, targets, PTX "
             "versions and immediate operands, and exit"),
    cl::callback([](const bool &) {
      std::string CPU = commandLineCPU();
      if (!CPU.empty() && !NVPTXExt::checkCPU(CPU))
        exit(1);
      printIntrinsicList(outs(), CPU);
      exit(0);
    }));

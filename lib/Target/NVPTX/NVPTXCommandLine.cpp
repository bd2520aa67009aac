//===- NVPTXCommandLine.cpp - NVPTX as the tools' only target -------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// llc and opt are built with NVPTX as their only target, so:
//
// - llc compiles a module without a target triple for nvptx64-nvidia-cuda
//   (not for the host's triple, which no target here can take):
//   tools/CMakeLists.txt compiles llc.cpp with sys::getDefaultTargetTriple
//   renamed to getNVPTXAtomsDefaultTargetTriple, defined below;
// - `llc -mcpu=help` and `-mattr=help` without -mtriple list NVPTX's CPUs and
//   features: llc then reads no module and takes -mtriple alone ("unknown"
//   when empty), so a callback on -mcpu/-mattr gives -mtriple that default;
// - a -mcpu that is no NVPTX processor is an error that names the closest
//   one (LLVM would warn and compile for the default sm_30);
// - without -mcpu (or without a PTX ISA in -mattr), llc compiles for the
//   processor and PTX ISA the module's functions name in "target-cpu" and
//   "target-features", as clang writes them, when they all agree
//   (adoptModuleTarget, called from llc.cpp: llvm-patches/0013-...); when
//   they disagree it is an error that asks for -mcpu or -mattr.
//
// The tools' options are static objects of llc.cpp and opt.cpp, whose
// initializers run after this file's (the target's objects come first on
// the link line), so a static initializer here cannot find them. It
// registers a pass-registration listener instead: llc and opt register
// their passes in main(), after every static initializer and before they
// parse the command line, and the first registration that finds the options
// installs the callbacks. Where the options are not the ones llc and opt
// define, nothing is installed.
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "Suggest.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <memory>
#include <tuple>

using namespace llvm;

static constexpr const char DefaultTriple[] = "nvptx64-nvidia-cuda";

/// LLVM 22's -nvptx-no-f32x2 turns off its packed f32x2 arithmetic and
/// registers (sm_100 and later). This back end has none (it computes
/// <2 x float> element by element on every target), so there is nothing to
/// turn off; the option is read so that a command line written for LLVM 22's
/// llc runs here unchanged.
static cl::opt<bool> NoF32x2("nvptx-no-f32x2", cl::Hidden,
                             cl::desc("NVPTX Specific: Disable generation of "
                                      "f32x2 instructions and registers "
                                      "(this llc generates none)"),
                             cl::init(false));

namespace llvm {
namespace sys {
std::string getNVPTXAtomsDefaultTargetTriple();
} // namespace sys
} // namespace llvm

std::string llvm::sys::getNVPTXAtomsDefaultTargetTriple() {
  return DefaultTriple;
}

/// The option \p Name if it is the one LLVM's tools define, an OptionT
/// (recognized by its description), else null.
template <typename OptionT>
static OptionT *findOption(StringRef Name, StringRef Description) {
  StringMap<cl::Option *> &Options = cl::getRegisteredOptions();
  auto It = Options.find(Name);
  if (It == Options.end() || It->second->HelpStr != Description)
    return nullptr;
  return static_cast<OptionT *>(It->second);
}

static cl::opt<std::string> *mcpuOption() {
  return findOption<cl::opt<std::string>>(
      "mcpu", "Target a specific cpu type (-mcpu=help for details)");
}

std::string NVPTXExt::parsedCPU() {
  cl::opt<std::string> *MCPU = mcpuOption();
  return MCPU ? MCPU->getValue() : std::string();
}

/// NVPTX's processors, or none when NVPTX is not registered, or not alone.
static std::vector<std::string> nvptxCPUs() {
  std::vector<std::string> Names;
  for (const Target &T : TargetRegistry::targets())
    if (!StringRef(T.getName()).starts_with("nvptx"))
      return Names;
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(DefaultTriple, Error);
  if (!T)
    return Names;
  std::unique_ptr<MCSubtargetInfo> STI(
      T->createMCSubtargetInfo(DefaultTriple, "", ""));
  if (!STI)
    return Names;
  for (const SubtargetSubTypeKV &CPU : STI->getAllProcessorDescriptions())
    Names.push_back(CPU.Key);
  return Names;
}

bool NVPTXExt::checkCPU(StringRef CPU) {
  std::vector<std::string> CPUs = nvptxCPUs();
  if (CPU.empty() || CPU == "help" || CPUs.empty() || is_contained(CPUs, CPU))
    return true;
  SmallVector<StringRef, 64> Names(CPUs.begin(), CPUs.end());
  StringRef Closest =
      cute_nvgpu::closestName(CPU, Names, std::max<size_t>(2, CPU.size() / 2));
  std::string Tool =
      sys::path::filename(sys::fs::getMainExecutable(nullptr, nullptr)).str();
  auto &OS = WithColor::error(errs(), Tool.empty() ? "llc" : Tool)
             << "'" << CPU << "' is not an NVPTX processor";
  if (!Closest.empty())
    OS << "; did you mean '" << Closest << "'?";
  OS << " (-mcpu=help lists them)\n";
  return false;
}

/// The PTX ISA feature ("+ptx88") of a feature string, or empty.
static StringRef ptxFeature(StringRef Features) {
  SmallVector<StringRef, 8> Parts;
  Features.split(Parts, ',', -1, false);
  for (StringRef Part : Parts)
    if (Part.trim().starts_with("+ptx"))
      return Part.trim();
  return "";
}

bool NVPTXExt::adoptModuleTarget(Module &M, std::string &CPU,
                                 std::string &Features) {
  bool NeedCPU = CPU.empty(), NeedPTX = ptxFeature(Features).empty();
  if ((!NeedCPU && !NeedPTX) || !Triple(M.getTargetTriple()).isNVPTX())
    return true;
  // The first function naming each, and any that names another.
  const Function *CPUFrom = nullptr, *PTXFrom = nullptr;
  StringRef ModuleCPU, ModulePTX;
  auto Disagree = [&](StringRef What, const Function &A, StringRef AValue,
                      const Function &B, StringRef BValue, StringRef Fix) {
    WithColor::error(errs(), "llc")
        << "the module's functions are compiled for different " << What << ": '"
        << A.getName() << "' for " << AValue << ", '" << B.getName() << "' for "
        << BValue << "; give " << Fix << "\n";
    return false;
  };
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (NeedCPU && F.hasFnAttribute("target-cpu")) {
      StringRef FCPU = F.getFnAttribute("target-cpu").getValueAsString();
      if (!CPUFrom) {
        CPUFrom = &F;
        ModuleCPU = FCPU;
      } else if (FCPU != ModuleCPU) {
        return Disagree("processors", *CPUFrom, ModuleCPU, F, FCPU, "-mcpu");
      }
    }
    StringRef FPTX =
        F.hasFnAttribute("target-features")
            ? ptxFeature(F.getFnAttribute("target-features").getValueAsString())
            : "";
    if (NeedPTX && !FPTX.empty()) {
      if (!PTXFrom) {
        PTXFrom = &F;
        ModulePTX = FPTX;
      } else if (FPTX != ModulePTX) {
        return Disagree("PTX ISA versions", *PTXFrom, ModulePTX, F, FPTX,
                        "-mattr=+ptxNN");
      }
    }
  }
  if (CPUFrom && !checkCPU(ModuleCPU))
    return false;
  if (CPUFrom)
    CPU = ModuleCPU.str();
  if (PTXFrom)
    Features =
        Features.empty() ? ModulePTX.str() : Features + "," + ModulePTX.str();
  // `llc -pass-remarks=nvptx-module-target` says what was taken.
  if ((CPUFrom || PTXFrom) &&
      M.getContext().getDiagHandlerPtr()->isPassedOptRemarkEnabled(
          "nvptx-module-target")) {
    auto &OS = WithColor::remark(errs(), "llc") << "compiling for ";
    OS << (CPU.empty() ? std::string("the default processor") : CPU);
    unsigned Version = 0;
    if (PTXFrom && !ModulePTX.drop_front(4).getAsInteger(10, Version))
      OS << " with " << ptxName(Version);
    OS << ", as the module's functions say (";
    if (CPUFrom)
      OS << "target-cpu of '" << CPUFrom->getName() << "'";
    if (CPUFrom && PTXFrom)
      OS << ", ";
    if (PTXFrom)
      OS << "target-features of '" << PTXFrom->getName() << "'";
    OS << "): no -mcpu" << (PTXFrom ? " or -mattr=+ptxNN" : "")
       << " was given\n";
  }
  return true;
}

/// Installs the callbacks on -mcpu and -mattr; false when the tool's
/// options are not registered (yet).
static bool installCallbacks() {
  cl::opt<std::string> *MCPU = mcpuOption();
  if (!MCPU)
    return false;
  // llc alone reads -mtriple without a module for -mcpu=help (opt has no
  // -binutils-version).
  cl::opt<std::string> *MTriple =
      cl::getRegisteredOptions().count("binutils-version")
          ? findOption<cl::opt<std::string>>(
                "mtriple", "Override target triple for module")
          : nullptr;
  auto DefaultTripleForHelp = [MTriple] {
    if (MTriple && !MTriple->getNumOccurrences())
      MTriple->setInitialValue(DefaultTriple);
  };
  MCPU->setCallback([=](const std::string &CPU) {
    if (CPU == "help")
      DefaultTripleForHelp();
    else if (!NVPTXExt::checkCPU(CPU))
      exit(1);
  });
  if (auto *MAttr = findOption<cl::list<std::string>>(
          "mattr", "Target specific attributes (-mattr=help for details)"))
    MAttr->setCallback([=](const std::string &Attr) {
      if (Attr == "help")
        DefaultTripleForHelp();
    });
  return true;
}

namespace {
struct InstallOnPassRegistration final : PassRegistrationListener {
  bool Installed = false;

  InstallOnPassRegistration() {
    PassRegistry::getPassRegistry()->addRegistrationListener(this);
  }
  void passRegistered(const PassInfo *) override {
    if (!Installed)
      Installed = installCallbacks();
  }
} Install;
} // namespace

//===- embed.cpp - Compile LLVM IR with atom calls to PTX in-process ------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What a tile compiler does instead of running llc: parse (or build) a
// module, look the NVPTX target up in the TargetRegistry, create a
// TargetMachine for the GPU and run its code generation pipeline into a
// string. The atom calls are lowered by that pipeline (NVPTXLowerAtoms is
// one of the target's IR passes), so nothing beyond the target is needed.
//
//   nvptx-atoms-embed [-mcpu=CPU] [-mattr=FEATURES] [FILE.ll]
//
// Without FILE the module is a built-in kernel: one sm80.mma atom (an
// m16n8k16 f16 MMA) whose fragments come from and go to global memory.
// Prints the PTX; on bad input prints `error: ...` and exits with 1.
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include <memory>
#include <optional>
#include <string>

using namespace llvm;

// The NVPTX target's initializers, defined by NVPTXAtomsCodeGen.
extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();
extern "C" void LLVMInitializeNVPTXAsmPrinter();

static const char BuiltinKernel[] = R"(
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)

define void @mma_16x8x16(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %d) {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr <4 x i32>, ptr addrspace(1) %a, i32 %lane
  %pb = getelementptr <2 x i32>, ptr addrspace(1) %b, i32 %lane
  %pc = getelementptr <4 x float>, ptr addrspace(1) %c, i32 %lane
  %pd = getelementptr <4 x float>, ptr addrspace(1) %d, i32 %lane
  %fa = load <4 x i32>, ptr addrspace(1) %pa, align 16
  %fb = load <2 x i32>, ptr addrspace(1) %pb, align 8
  %fc = load <4 x float>, ptr addrspace(1) %pc, align 16
  %fd = call <4 x float> @llvm.nvvm.cute.atom.mma.v4f32(
      metadata !"!cute_nvgpu.sm80.mma",
      metadata !"{shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}",
      <4 x i32> %fa, <2 x i32> %fb, <4 x float> %fc)
  store <4 x float> %fd, ptr addrspace(1) %pd, align 16
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @mma_16x8x16, !"kernel", i32 1}
)";

static int fail(const Twine &Message) {
  errs() << "error: " << Message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  std::string CPU = "sm_80", Features, File;
  for (int I = 1; I < argc; ++I) {
    StringRef Arg = argv[I];
    if (Arg.consume_front("-mcpu="))
      CPU = Arg.str();
    else if (Arg.consume_front("-mattr="))
      Features = Arg.str();
    else if (!Arg.starts_with("-") && File.empty())
      File = Arg.str();
    else
      return fail("unknown argument '" + Arg +
                  "'; usage: nvptx-atoms-embed [-mcpu=CPU] "
                  "[-mattr=FEATURES] [FILE.ll]");
  }

  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();

  LLVMContext Context;
  SMDiagnostic Diagnostic;
  std::unique_ptr<Module> M =
      File.empty()
          ? parseIR(MemoryBufferRef(BuiltinKernel, "builtin-kernel.ll"),
                    Diagnostic, Context)
          : parseIRFile(File, Diagnostic, Context);
  if (!M) {
    Diagnostic.print("nvptx-atoms-embed", errs());
    return 1;
  }
  std::string Triple = M->getTargetTriple();
  if (Triple.empty())
    Triple = "nvptx64-nvidia-cuda";
  std::string Problem;
  const Target *T = TargetRegistry::lookupTarget(Triple, Problem);
  if (!T)
    return fail(Problem);
  if (!T->hasTargetMachine())
    return fail("the registered NVPTX target has no TargetMachine");
  // An unknown CPU or feature is only a warning to the target, which would
  // print `.target` with whatever it was given; llc refuses both.
  std::unique_ptr<MCSubtargetInfo> Known(
      T->createMCSubtargetInfo(Triple, "", ""));
  if (!Known->isCPUStringValid(CPU))
    return fail("'" + CPU +
                "' is not an NVPTX processor (llc -mcpu=help "
                "lists them)");
  SmallVector<StringRef, 8> Requested;
  StringRef(Features).split(Requested, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Feature : Requested) {
    StringRef Name = Feature.drop_front(
        Feature.starts_with("+") || Feature.starts_with("-") ? 1 : 0);
    if (!any_of(Known->getAllProcessorFeatures(),
                [&](const SubtargetFeatureKV &KV) { return Name == KV.Key; }))
      return fail("'" + Feature +
                  "' is not an NVPTX feature (llc "
                  "-mattr=help lists them)");
  }
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      Triple, CPU, Features, TargetOptions(), std::nullopt));
  M->setDataLayout(TM->createDataLayout());

  // Code generation reports bad atom calls through the context's diagnostic
  // handler (error: ... and a failed compile), as llc does.
  bool Failed = false;
  Context.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *DI, void *Failed) {
        // Remarks (instruction counts and the like) are printed by llc only
        // when asked for (-pass-remarks); so here, never.
        if (DI->getSeverity() == DS_Remark)
          return;
        if (DI->getSeverity() == DS_Error)
          *static_cast<bool *>(Failed) = true;
        DiagnosticPrinterRawOStream Printer(errs());
        errs() << LLVMContext::getDiagnosticMessagePrefix(DI->getSeverity())
               << ": ";
        DI->print(Printer);
        errs() << "\n";
      },
      &Failed);

  SmallString<0> PTX;
  raw_svector_ostream OS(PTX);
  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile))
    return fail("the NVPTX target cannot emit assembly");
  PM.run(*M);
  if (Failed)
    return 1;
  outs() << PTX;
  return 0;
}

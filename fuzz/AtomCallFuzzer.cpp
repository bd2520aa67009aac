//===- AtomCallFuzzer.cpp - libFuzzer target for atom calls --------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builds a module of atom intrinsic calls (docs/AtomIR.md) from each input,
// runs NVPTXLowerAtoms and then NVPTXExtIntrinsicChecks on it, as llc does,
// and checks that whatever the calls say, the passes either lower them or
// reject them with an `error:` diagnostic:
//
//   - no call of an atom intrinsic is left after NVPTXLowerAtoms;
//   - the module is valid IR after each pass;
//   - every error diagnostic has a message;
//   - nothing crashes, asserts, leaks or hits undefined behaviour (the
//     sanitizers), and nothing calls exit() or report_fatal_error.
//
// The input is text, one item per line, so that libFuzzer's mutations and
// its dictionary (fuzz/atom-calls.dict) work on the parts that matter:
//
//   target sm_90a +ptx80 [nvptx]   the CPU, a PTX ISA feature, 32-bit
//   call atom.mma.v4f32 <4 x float>
//                                  a call of llvm.nvvm.cute.<name>
//                                  returning the type (void if omitted)
//   md !cute_nvgpu.sm80.mma        operand: a metadata string (the rest of
//                                  the line, possibly empty)
//   mdnum 7 / mdnode               operand: metadata that is no string
//   arg <4 x i32> [byval]          operand: an argument of the function
//   const i64 4096                 operand: an LLVM IR constant
//   prev [N]                       operand: the N-th last non-void call's
//                                  result (default 1)
//   freeze [N] / sink [N]          a pure instruction / a call with side
//                                  effects reading that result
//   store                          a store to memory
//   bb                             a new basic block
//   func                           a new function
//
// Unknown lines are ignored, as are operands whose text does not parse.
// An input that builds invalid IR before the passes (it is the front end's
// job not to write that) is skipped and kept out of the corpus.
//
// ATOM_CALL_FUZZER_PRINT=1 prints the module before and after the passes
// and the errors, which turns a saved input into a .ll regression test. Built
// and run by utils/fuzz-atom-calls.sh (see docs/Fuzzing.md).
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "NVPTXLowerAtoms.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace llvm;

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

namespace {

// Bounds that keep one input cheap; text beyond them is ignored.
constexpr unsigned MaxFunctions = 4;
constexpr unsigned MaxSteps = 32;
constexpr unsigned MaxOperands = 48;
constexpr unsigned MaxElements = 1024;
constexpr unsigned MaxIntBits = 4096;

/// The CPUs the fuzzer picks from: one per tier of the emission table, and
/// the architecture- and family-specific variants next to them.
constexpr const char *CPUs[] = {
    "sm_70",   "sm_75",  "sm_80",   "sm_86",   "sm_89",   "sm_90",
    "sm_90a",  "sm_100", "sm_100a", "sm_100f", "sm_101a", "sm_103a",
    "sm_110a", "sm_120", "sm_120a", "sm_121a", "sm_121f"};

/// The PTX ISA versions the target knows (`+ptxNN` features).
constexpr unsigned PtxVersions[] = {60, 61, 62, 63, 64, 65, 70, 71, 72,
                                    73, 74, 75, 76, 77, 78, 80, 81, 82,
                                    83, 84, 85, 86, 87, 88, 90};

/// Reports a broken property, with the input, and aborts so that libFuzzer
/// saves the input.
[[noreturn]] void fail(StringRef Property, StringRef Input,
                       const Module *M = nullptr) {
  errs() << "AtomCallFuzzer: " << Property << "\n  input: \"";
  printEscapedString(Input, errs());
  errs() << "\"\n";
  if (M)
    errs() << "  module:\n" << *M;
  errs().flush();
  std::abort();
}

struct Operand {
  enum KindTy { MDText, MDNum, MDNode, Arg, Const, Prev } Kind;
  std::string Text;   // the string, type or constant text
  unsigned Back = 1;  // Prev: which earlier result
  int64_t Number = 0; // MDNum
  bool ByVal = false; // Arg: a byval pointer
};

struct Step {
  enum KindTy { Call, Block, Store, Sink, Freeze } Kind;
  std::string Name;       // Call: after "llvm.nvvm.cute."
  std::string ResultType; // Call
  std::vector<Operand> Operands;
  unsigned Back = 1; // Sink, Freeze
};

struct Program {
  const char *CPU = "sm_90a";
  unsigned Ptx = 0; // the target's default when 0
  bool Is32Bit = false;
  std::vector<std::vector<Step>> Functions;
};

/// The number at the start of \p S, or \p Default.
unsigned readCount(StringRef S, unsigned Default) {
  unsigned N;
  if (S.trim().getAsInteger(10, N) || N == 0)
    return Default;
  return N;
}

Program readProgram(StringRef Input) {
  Program P;
  P.Functions.emplace_back();
  unsigned Steps = 0;
  SmallVector<StringRef, 64> Lines;
  Input.split(Lines, '\n');
  for (StringRef Line : Lines) {
    auto [Word, Rest] = Line.split(' ');
    std::vector<Step> &F = P.Functions.back();
    if (Word == "target") {
      SmallVector<StringRef, 4> Words;
      Rest.split(Words, ' ', -1, /*KeepEmpty=*/false);
      for (StringRef W : Words) {
        for (const char *CPU : CPUs)
          if (W == CPU)
            P.CPU = CPU;
        unsigned Version;
        if (W.consume_front("+ptx") && !W.getAsInteger(10, Version) &&
            is_contained(PtxVersions, Version))
          P.Ptx = Version;
        if (W == "nvptx")
          P.Is32Bit = true;
      }
      continue;
    }
    if (Word == "func") {
      if (P.Functions.size() < MaxFunctions)
        P.Functions.emplace_back();
      continue;
    }
    bool IsOperand = Word == "md" || Word == "mdnum" || Word == "mdnode" ||
                     Word == "arg" || Word == "const" || Word == "prev";
    if (IsOperand) {
      if (F.empty() || F.back().Kind != Step::Call ||
          F.back().Operands.size() >= MaxOperands)
        continue;
      Operand O;
      if (Word == "md") {
        O.Kind = Operand::MDText;
        O.Text = Rest.str();
      } else if (Word == "mdnum") {
        O.Kind = Operand::MDNum;
        if (Rest.trim().getAsInteger(10, O.Number))
          O.Number = 0;
      } else if (Word == "mdnode") {
        O.Kind = Operand::MDNode;
      } else if (Word == "arg") {
        O.Kind = Operand::Arg;
        StringRef Type = Rest.trim();
        O.ByVal = Type.consume_back(" byval");
        O.Text = Type.str();
      } else if (Word == "const") {
        O.Kind = Operand::Const;
        O.Text = Rest.trim().str();
      } else {
        O.Kind = Operand::Prev;
        O.Back = readCount(Rest, 1);
      }
      F.back().Operands.push_back(std::move(O));
      continue;
    }
    if (Steps >= MaxSteps)
      continue;
    Step S;
    if (Word == "call") {
      S.Kind = Step::Call;
      auto [Name, Type] = Rest.split(' ');
      S.Name = Name.str();
      S.ResultType = Type.trim().str();
    } else if (Word == "bb") {
      S.Kind = Step::Block;
    } else if (Word == "store") {
      S.Kind = Step::Store;
    } else if (Word == "sink" || Word == "freeze") {
      S.Kind = Word == "sink" ? Step::Sink : Step::Freeze;
      S.Back = readCount(Rest, 1);
    } else {
      continue;
    }
    F.push_back(std::move(S));
    ++Steps;
  }
  return P;
}

/// Whether \p T may be an operand or a result here: the types a front end
/// could pass, bounded in size so that one input stays cheap.
bool isOperandType(Type *T, unsigned Depth = 0) {
  if (Depth > 4)
    return false;
  if (auto *IT = dyn_cast<IntegerType>(T))
    return IT->getBitWidth() <= MaxIntBits;
  if (T->isFloatingPointTy() || T->isPointerTy())
    return true;
  if (auto *VT = dyn_cast<VectorType>(T))
    return VT->getElementCount().getKnownMinValue() <= MaxElements &&
           isOperandType(VT->getElementType(), Depth + 1);
  if (auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements() <= MaxElements &&
           isOperandType(AT->getElementType(), Depth + 1);
  if (auto *ST = dyn_cast<StructType>(T))
    return ST->isLiteral() && ST->getNumElements() <= 64 &&
           all_of(ST->elements(),
                  [&](Type *E) { return isOperandType(E, Depth + 1); });
  return false;
}

/// LLVM IR text for a type or constant, without references to named
/// values or types (which the standalone parsers would leave dangling).
bool isStandaloneText(StringRef Text) {
  return !Text.empty() && Text.find_first_of("@%!$#") == StringRef::npos &&
         !Text.contains("blockaddress") && !Text.contains("dso_local");
}

Type *readType(StringRef Text, const Module &M) {
  if (!isStandaloneText(Text))
    return nullptr;
  SMDiagnostic Diag;
  Type *T = parseType(Text, Diag, M);
  return T && isOperandType(T) ? T : nullptr;
}

/// The NVPTX target machine for (triple, CPU, PTX ISA version). Creating
/// one costs far more than running the pass, and most inputs share the
/// targets of their seeds, so the most recently used ones are kept; a few
/// dozen, since each holds its subtarget's tables.
NVPTXTargetMachine &targetMachine(const Program &P) {
  constexpr size_t Kept = 32;
  static std::vector<std::pair<std::string, std::unique_ptr<TargetMachine>>>
      Machines; // the most recently used last
  std::string Triple = P.Is32Bit ? "nvptx-nvidia-cuda" : "nvptx64-nvidia-cuda";
  std::string Features = P.Ptx ? "+ptx" + std::to_string(P.Ptx) : "";
  std::string Key = Triple + " " + P.CPU + " " + Features;
  auto It = find_if(Machines, [&](const auto &M) { return M.first == Key; });
  if (It != Machines.end()) {
    std::rotate(It, It + 1, Machines.end());
  } else {
    std::string Error;
    const Target *T = TargetRegistry::lookupTarget(Triple, Error);
    if (!T)
      report_fatal_error(Twine("no NVPTX target: ") + Error);
    if (Machines.size() == Kept)
      Machines.erase(Machines.begin());
    Machines.emplace_back(Key, T->createTargetMachine(Triple, P.CPU, Features,
                                                      TargetOptions(),
                                                      std::nullopt));
  }
  return static_cast<NVPTXTargetMachine &>(*Machines.back().second);
}

/// Whether to print the modules and the diagnostics (to replay an input).
bool printModules() {
  static const bool Print = getenv("ATOM_CALL_FUZZER_PRINT") != nullptr;
  return Print;
}

/// Counts error diagnostics instead of letting the context exit, and checks
/// that each says something.
struct CountingHandler : DiagnosticHandler {
  StringRef Input;
  unsigned &Errors;
  CountingHandler(StringRef Input, unsigned &Errors)
      : Input(Input), Errors(Errors) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error)
      return true;
    ++Errors;
    // Rendering the message here reads everything it refers to while the
    // pass is still running, which is where AddressSanitizer must see it.
    std::string Message;
    raw_string_ostream OS(Message);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    if (OS.str().empty())
      fail("an error diagnostic has no message", Input);
    if (printModules())
      errs() << "error: " << OS.str() << "\n";
    return true;
  }
};

/// Builds the program's functions into \p M. An operand whose text does not
/// parse is left out, a result type that does not parse is void.
void buildFunctions(const Program &P, Module &M) {
  LLVMContext &Ctx = M.getContext();
  unsigned Sinks = 0;
  GlobalVariable *Memory = nullptr;
  for (auto [Index, Steps] : enumerate(P.Functions)) {
    // The arguments first: the function's type needs them all.
    SmallVector<Type *, 16> ArgTypes;
    SmallVector<bool, 16> ByVal;
    for (const Step &S : Steps)
      for (const Operand &O : S.Operands)
        if (O.Kind == Operand::Arg)
          if (Type *T = readType(O.Text, M)) {
            ArgTypes.push_back(T);
            ByVal.push_back(O.ByVal && T->isPointerTy());
          }
    Function *F = Function::Create(
        FunctionType::get(Type::getVoidTy(Ctx), ArgTypes, false),
        GlobalValue::ExternalLinkage, "f" + Twine(Index), M);
    for (unsigned I = 0; I < ByVal.size(); ++I)
      if (ByVal[I])
        F->addParamAttr(I, Attribute::getWithByValType(
                               Ctx, ArrayType::get(Type::getInt8Ty(Ctx), 128)));
    IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
    unsigned NextArg = 0;
    SmallVector<Value *, 16> Results;
    auto Earlier = [&](unsigned Back) -> Value * {
      return Back <= Results.size() ? Results[Results.size() - Back] : nullptr;
    };
    for (const Step &S : Steps) {
      switch (S.Kind) {
      case Step::Block: {
        BasicBlock *Next = BasicBlock::Create(Ctx, "bb", F);
        B.CreateBr(Next);
        B.SetInsertPoint(Next);
        break;
      }
      case Step::Store:
        if (!Memory)
          Memory = new GlobalVariable(M, B.getInt32Ty(), false,
                                      GlobalValue::ExternalLinkage, nullptr,
                                      "memory");
        B.CreateStore(B.getInt32(0), Memory);
        break;
      case Step::Sink:
        if (Value *V = Earlier(S.Back))
          B.CreateCall(
              M.getOrInsertFunction(
                  "sink" + std::to_string(Sinks++),
                  FunctionType::get(B.getVoidTy(), {V->getType()}, false)),
              {V});
        break;
      case Step::Freeze:
        if (Value *V = Earlier(S.Back))
          Results.push_back(B.CreateFreeze(V));
        break;
      case Step::Call: {
        SmallVector<Value *, 16> Args;
        for (const Operand &O : S.Operands) {
          Value *V = nullptr;
          switch (O.Kind) {
          case Operand::MDText:
            V = MetadataAsValue::get(Ctx, MDString::get(Ctx, O.Text));
            break;
          case Operand::MDNum:
            V = MetadataAsValue::get(
                Ctx, ConstantAsMetadata::get(B.getInt64(O.Number)));
            break;
          case Operand::MDNode:
            V = MetadataAsValue::get(Ctx, MDNode::get(Ctx, {}));
            break;
          case Operand::Arg:
            if (readType(O.Text, M))
              V = F->getArg(NextArg++);
            break;
          case Operand::Const:
            if (isStandaloneText(O.Text)) {
              SMDiagnostic Diag;
              Constant *C = parseConstantValue(O.Text, Diag, M);
              if (C && isOperandType(C->getType()))
                V = C;
            }
            break;
          case Operand::Prev:
            V = Earlier(O.Back);
            break;
          }
          if (V)
            Args.push_back(V);
        }
        Type *Result = Type::getVoidTy(Ctx);
        if (!S.ResultType.empty() && S.ResultType != "void")
          if (Type *T = readType(S.ResultType, M))
            Result = T;
        SmallVector<Type *, 16> Params;
        for (Value *V : Args)
          Params.push_back(V->getType());
        auto *FTy = FunctionType::get(Result, Params, false);
        // One declaration per name and type, as a front end would write.
        std::string Name = "llvm.nvvm.cute." + S.Name;
        for (unsigned I = 0; M.getFunction(Name) &&
                             M.getFunction(Name)->getFunctionType() != FTy;
             ++I)
          Name = "llvm.nvvm.cute." + S.Name + ".t" + std::to_string(I);
        FunctionCallee Callee = M.getOrInsertFunction(Name, FTy);
        CallInst *Call = B.CreateCall(Callee, Args);
        if (!Result->isVoidTy())
          Results.push_back(Call);
        break;
      }
      }
    }
    B.CreateRetVoid();
  }
}

[[noreturn]] void fatalError(void *, const char *Reason, bool) {
  errs() << "AtomCallFuzzer: LLVM fatal error: " << Reason << "\n";
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  // report_fatal_error would exit(1); abort, so that libFuzzer saves the
  // input as a crash.
  install_fatal_error_handler(fatalError);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Input(reinterpret_cast<const char *>(Data), Size);
  Program P = readProgram(Input);
  NVPTXTargetMachine &TM = targetMachine(P);

  LLVMContext Ctx;
  unsigned Errors = 0;
  Ctx.setDiagnosticHandler(std::make_unique<CountingHandler>(Input, Errors));
  Module M("atom-calls", Ctx);
  M.setTargetTriple(TM.getTargetTriple().str());
  M.setDataLayout(TM.createDataLayout());
  buildFunctions(P, M);
  if (printModules())
    errs() << "; before NVPTXLowerAtoms (" << P.CPU << ", PTX "
           << (P.Ptx ? std::to_string(P.Ptx) : "default") << ")\n"
           << M;
  if (verifyModule(M, printModules() ? &errs() : nullptr))
    return -1; // not IR a front end may hand to llc

  NVPTXLowerAtomsPass Lower(TM);
  FunctionAnalysisManager FAM;
  for (Function &F : M)
    if (!F.isDeclaration())
      Lower.run(F, FAM);
  for (Function &F : M)
    if (isAtomIntrinsicName(F.getName()) && !F.use_empty())
      fail("an atom call survives NVPTXLowerAtoms", Input, &M);
  if (verifyModule(M, &errs()))
    fail("NVPTXLowerAtoms leaves invalid IR", Input, &M);

  ModuleAnalysisManager MAM;
  NVPTXExtIntrinsicChecksPass(&TM).run(M, MAM);
  if (verifyModule(M, &errs()))
    fail("NVPTXExtIntrinsicChecks leaves invalid IR", Input, &M);
  if (printModules())
    errs() << "; after the passes: " << Errors << " error(s)\n" << M;
  return 0;
}

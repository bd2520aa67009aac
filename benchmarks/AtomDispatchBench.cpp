//===- AtomDispatchBench.cpp - cute_nvgpu mnemonic dispatch -----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Compares, in one run and over the same input stream, three ways to map a
// type mnemonic to its registry row:
//
//   BM_Dispatch_LookupMnemonic  cute_nvgpu::lookupMnemonic
//   BM_Dispatch_UnorderedMap    std::unordered_map<std::string, ...> built
//                               from atoms(); each lookup builds a
//                               std::string from the StringRef
//   BM_Dispatch_StringSwitch    llvm::StringSwitch over the mnemonics of
//                               AtomRegistry.def (the ATOM X-macro)
//
// The input mix is the 27 mnemonics plus realistic misses (wrong case,
// unknown, prefix, the integer types parseType looks up first); the stream
// is 1024 draws from it in a fixed pseudo-random order, so that no variant
// profits from a short repeating branch pattern. Each variant is one
// out-of-line call per lookup, as lookupMnemonic is.
//
// BM_ParseType_Bare parses a few bare types with parseType, and
// BM_Dispatch_ParsedMnemonics looks up just their mnemonics: the ratio of
// the two is the share of dispatch in parsing a type.
//
// utils/bench-atom-dispatch.sh runs this and prints the ratios.
//
//===----------------------------------------------------------------------===//

#include "AtomRegistry.h"
#include "AtomType.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/raw_ostream.h"
#include <benchmark/benchmark.h>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

/// Lookups per benchmark iteration.
constexpr size_t StreamLength = 1024;

/// The distinct inputs: every registry mnemonic, then the misses. Built at
/// run time (atoms() lives in another translation unit), so the compiler
/// cannot fold the lookups.
const std::vector<std::string> &inputPool() {
  static const std::vector<std::string> Pool = [] {
    std::vector<std::string> P;
    for (const AtomInfo &A : atoms())
      P.push_back(A.Mnemonic.str());
    for (const char *Miss : {"sm120.mma_bs", "SM90.mma", "sm90.mmx", "atom.",
                             "atom.tma_loa", "smem_desc_vie", "i4", "i32"})
      P.push_back(Miss);
    return P;
  }();
  return Pool;
}

/// \p Length draws from \p Pool in a fixed pseudo-random order.
std::vector<StringRef> makeStream(const std::vector<std::string> &Pool,
                                  size_t Length) {
  std::mt19937 Rng(20240519);
  std::uniform_int_distribution<size_t> Pick(0, Pool.size() - 1);
  std::vector<StringRef> Stream;
  for (size_t I = 0; I < Length; ++I)
    Stream.push_back(Pool[Pick(Rng)]);
  return Stream;
}

const std::vector<StringRef> &dispatchStream() {
  static const std::vector<StringRef> Stream =
      makeStream(inputPool(), StreamLength);
  return Stream;
}

/// Bare types (no parameters) and their mnemonics, for the parse benchmark.
const std::vector<std::string> &bareTypes() {
  static const std::vector<std::string> Types = [] {
    std::vector<std::string> T;
    for (StringRef M : {"sm90.mma", "SM120.mma_bs", "atom.tma_load",
                        "tma_descriptor_tiled", "atom.non_exec_tiled_tma_load"})
      T.push_back("!cute_nvgpu." + M.str());
    return T;
  }();
  return Types;
}

const std::vector<std::string> &bareMnemonics() {
  static const std::vector<std::string> Mnemonics = [] {
    std::vector<std::string> M;
    for (const std::string &T : bareTypes())
      M.push_back(T.substr(StringRef("!cute_nvgpu.").size()));
    return M;
  }();
  return Mnemonics;
}

LLVM_ATTRIBUTE_NOINLINE const AtomInfo *lookupUnorderedMap(StringRef M) {
  static const std::unordered_map<std::string, const AtomInfo *> Map = [] {
    std::unordered_map<std::string, const AtomInfo *> Result;
    for (const AtomInfo &A : atoms())
      Result.emplace(A.Mnemonic.str(), &A);
    return Result;
  }();
  auto It = Map.find(std::string(M));
  return It == Map.end() ? nullptr : It->second;
}

LLVM_ATTRIBUTE_NOINLINE const AtomInfo *lookupStringSwitch(StringRef M) {
  int Index = StringSwitch<int>(M)
#define ATOM(Id, Mnemonic, ...) .Case(Mnemonic, static_cast<int>(AtomKind::Id))
#include "AtomRegistry.def"
                  .Default(-1);
  return Index < 0 ? nullptr : &atoms()[Index];
}

/// Runs \p Lookup over \p Stream once per iteration.
template <typename LookupFn>
void runDispatch(benchmark::State &State, ArrayRef<StringRef> Stream,
                 LookupFn Lookup) {
  for (auto _ : State)
    for (StringRef M : Stream) {
      const AtomInfo *A = Lookup(M);
      benchmark::DoNotOptimize(A);
    }
  State.SetItemsProcessed(State.iterations() * Stream.size());
}

void BM_Dispatch_LookupMnemonic(benchmark::State &State) {
  runDispatch(State, dispatchStream(), lookupMnemonic);
}
BENCHMARK(BM_Dispatch_LookupMnemonic);

void BM_Dispatch_UnorderedMap(benchmark::State &State) {
  runDispatch(State, dispatchStream(), lookupUnorderedMap);
}
BENCHMARK(BM_Dispatch_UnorderedMap);

void BM_Dispatch_StringSwitch(benchmark::State &State) {
  runDispatch(State, dispatchStream(), lookupStringSwitch);
}
BENCHMARK(BM_Dispatch_StringSwitch);

void BM_Dispatch_ParsedMnemonics(benchmark::State &State) {
  std::vector<StringRef> Stream(bareMnemonics().begin(), bareMnemonics().end());
  runDispatch(State, Stream, lookupMnemonic);
}
BENCHMARK(BM_Dispatch_ParsedMnemonics);

void BM_ParseType_Bare(benchmark::State &State) {
  const std::vector<std::string> &Types = bareTypes();
  for (auto _ : State)
    for (const std::string &T : Types) {
      Expected<AtomType> Result = parseType(T);
      benchmark::DoNotOptimize(Result);
      // Every bare type parses (selfCheck); testing the result, as a caller
      // does, marks it checked without taking an Error out of it.
      if (!Result)
        consumeError(Result.takeError());
    }
  State.SetItemsProcessed(State.iterations() * Types.size());
}
BENCHMARK(BM_ParseType_Bare);

/// The three lookups must agree on every input, and every bare type must
/// parse, or the timings compare different work.
bool selfCheck() {
  bool Ok = true;
  for (const AtomInfo &A : atoms())
    if (lookupMnemonic(A.Mnemonic) != &A) {
      errs() << "error: lookupMnemonic misses `" << A.Mnemonic << "`\n";
      Ok = false;
    }
  for (const std::string &M : inputPool()) {
    const AtomInfo *Ours = lookupMnemonic(M);
    if (Ours != lookupUnorderedMap(M) || Ours != lookupStringSwitch(M)) {
      errs() << "error: the lookups disagree on `" << M << "`\n";
      Ok = false;
    }
  }
  for (const std::string &T : bareTypes())
    if (Error E = parseType(T).takeError()) {
      consumeError(std::move(E));
      errs() << "error: `" << T << "` does not parse\n";
      Ok = false;
    }
  return Ok;
}

} // namespace

int main(int Argc, char **Argv) {
  benchmark::Initialize(&Argc, Argv);
  if (benchmark::ReportUnrecognizedArguments(Argc, Argv))
    return 1;
  if (!selfCheck())
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

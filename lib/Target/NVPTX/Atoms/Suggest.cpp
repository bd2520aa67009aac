//===- Suggest.cpp - "did you mean" for misspelt names --------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Suggest.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>
#include <tuple>

using namespace llvm;
using namespace llvm::cute_nvgpu;

StringRef cute_nvgpu::closestName(StringRef Name,
                                  ArrayRef<StringRef> Candidates,
                                  unsigned MaxEdits) {
  auto Score = [&](StringRef Candidate) {
    size_t Prefix = 0, Suffix = 0,
           Both = std::min(Name.size(), Candidate.size());
    while (Prefix < Both && Name[Prefix] == Candidate[Prefix])
      ++Prefix;
    while (Suffix < Both && Name[Name.size() - 1 - Suffix] ==
                                Candidate[Candidate.size() - 1 - Suffix])
      ++Suffix;
    return std::make_tuple(Name.edit_distance_insensitive(Candidate),
                           -int(Prefix), -int(Suffix));
  };
  if (Candidates.empty())
    return "";
  StringRef Best = *min_element(Candidates, [&](StringRef A, StringRef B) {
    return Score(A) < Score(B);
  });
  return std::get<0>(Score(Best)) <= MaxEdits ? Best : "";
}

StringRef cute_nvgpu::closestName(StringRef Name,
                                  ArrayRef<StringRef> Candidates) {
  return closestName(Name, Candidates, std::max<unsigned>(2, Name.size() / 3));
}

std::string cute_nvgpu::didYouMean(StringRef Name,
                                   ArrayRef<StringRef> Candidates, char Quote) {
  StringRef Closest = closestName(Name, Candidates);
  if (Closest.empty())
    return "";
  return ("; did you mean " + Twine(Quote) + Closest + Twine(Quote) + "?")
      .str();
}

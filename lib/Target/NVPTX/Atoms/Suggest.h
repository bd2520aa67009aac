//===- Suggest.h - "did you mean" for misspelt names ------------*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One rule for every "did you mean" of the tools and diagnostics: CPU names,
// atom mnemonics, attribute keys, intrinsic names, tool commands.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_ATOMS_SUGGEST_H
#define LLVM_LIB_TARGET_NVPTX_ATOMS_SUGGEST_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace llvm {
namespace cute_nvgpu {

/// The candidate closest to \p Name: the fewest case-insensitive edits; of
/// those, the longest common prefix, then suffix (sm_9a suggests sm_90a, not
/// sm_90). Empty when there is none, or it needs more than \p MaxEdits
/// edits (then it is no likely misspelling of \p Name).
StringRef closestName(StringRef Name, ArrayRef<StringRef> Candidates,
                      unsigned MaxEdits);

/// closestName() with the limit the tools use: a third of \p Name's
/// length, at least 2.
StringRef closestName(StringRef Name, ArrayRef<StringRef> Candidates);

/// "; did you mean <Q>X<Q>?" for the closest candidate X (closestName()),
/// or "" when there is none; \p Quote is ' or `.
std::string didYouMean(StringRef Name, ArrayRef<StringRef> Candidates,
                       char Quote = '\'');

} // namespace cute_nvgpu
} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_ATOMS_SUGGEST_H

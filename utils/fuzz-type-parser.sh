#!/bin/sh
# Builds the libFuzzer target of the cute_nvgpu type parser
# (fuzz/TypeParserFuzzer.cpp) with clang, AddressSanitizer (leak checking on)
# and UndefinedBehaviorSanitizer, and runs it on a temporary copy of the seed
# corpus fuzz/corpus/type-parser, so that the checked-in corpus stays as it
# is. Exits non-zero on a crash, a leak, a timeout or a broken property; the
# input is then saved under $FUZZ_BUILD_DIR/artifacts/. See docs/Fuzzing.md.
#
#   fuzz-type-parser.sh [RUNS [LIBFUZZER_OPTION...]]
#
# RUNS (-1: no limit) defaults to $FUZZ_RUNS, or 1000000. Environment:
#   FUZZ_BUILD_DIR  where the fuzzer is built (default build/fuzz)
#   FUZZ_CXX        the clang++ to build with (default clang++)
#   LLVM_CONFIG     LLVM 19's llvm-config (default /usr/lib/llvm-19/bin/...)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-${FUZZ_RUNS:-1000000}}
if [ "$#" -gt 0 ]; then shift; fi
build=${FUZZ_BUILD_DIR:-$root/build/fuzz}
cxx=${FUZZ_CXX:-clang++}
llvm_config=${LLVM_CONFIG:-/usr/lib/llvm-19/bin/llvm-config}
atoms=$root/lib/Target/NVPTX/Atoms
seeds=$root/fuzz/corpus/type-parser
dict=$root/fuzz/type-parser.dict

# shellcheck source=utils/fuzz-common.sh
. "$root/utils/fuzz-common.sh"
fuzz_check_runs "$runs"
fuzz_need_toolchain

# Every registry mnemonic should be a dictionary token.
sed -n 's/^ATOM([A-Za-z0-9]*, \("[^"]*"\).*/\1/p' "$atoms/AtomRegistry.def" |
  while read -r mnemonic; do
    grep -qF "=$mnemonic" "$dict" ||
      echo "warning: $dict lacks the mnemonic $mnemonic" >&2
  done

# LLVM's flags, less any this clang rejects; assertions stay on (no NDEBUG).
cxxflags=$(fuzz_cxxflags)
sanitize="-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"

mkdir -p "$build/obj" "$build/artifacts"
echo "fuzz-type-parser: building $build/TypeParserFuzzer"
# The library's sources as lib/Target/NVPTX/Atoms/CMakeLists.txt lists them,
# instrumented like the fuzzer and archived, so that the link takes what the
# parser needs.
sources=$(fuzz_atoms_sources)
fuzz_atoms_tables "$build/gen"
pids=""
lib_objs=""
for src in $sources TypeParserFuzzer.cpp; do
  obj=$build/obj/${src%.cpp}.o
  if [ "$src" = TypeParserFuzzer.cpp ]; then
    src=$root/fuzz/$src
  else
    src=$atoms/$src
    lib_objs="$lib_objs $obj"
  fi
  # shellcheck disable=SC2086
  "$cxx" $cxxflags -O1 -g -fno-rtti -fno-omit-frame-pointer \
    -D_GLIBCXX_ASSERTIONS $sanitize -I"$atoms" -I"$build/gen" -c "$src" -o "$obj" &
  pids="$pids $!"
done
fuzz_archive_after "$pids" "$build/libNVPTXAtomsCore.a" "$lib_objs"
# LLVM Support linked statically: only the objects the parser uses, and no
# second copy of LLVM's global state for LeakSanitizer to look through.
# shellcheck disable=SC2046,SC2086
"$cxx" $sanitize "$build/obj/TypeParserFuzzer.o" \
  "$build/libNVPTXAtomsCore.a" -o "$build/TypeParserFuzzer" \
  $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs support) \
  -lpthread -ldl -lm -lz -lzstd

fuzz_run fuzz-type-parser "$build/TypeParserFuzzer" "$seeds" "$dict" 256 "$runs" "$build" "$@"

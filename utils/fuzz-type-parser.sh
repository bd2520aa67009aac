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
case $runs in
-1) ;; # until stopped, or until another limit such as -max_total_time=S
'' | *[!0-9]*)
  echo "error: RUNS must be a number or -1, not '$runs'" >&2
  exit 2
  ;;
esac
build=${FUZZ_BUILD_DIR:-$root/build/fuzz}
cxx=${FUZZ_CXX:-clang++}
llvm_config=${LLVM_CONFIG:-/usr/lib/llvm-19/bin/llvm-config}
atoms=$root/lib/Target/NVPTX/Atoms
seeds=$root/fuzz/corpus/type-parser
dict=$root/fuzz/type-parser.dict

# clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev).
have_fuzzer_runtime() {
  command -v "$cxx" >/dev/null 2>&1 || return 1
  rt=$("$cxx" -print-resource-dir)/lib
  arch=$(uname -m)
  [ -f "$rt/linux/libclang_rt.fuzzer-$arch.a" ] ||
    [ -f "$rt/$arch-unknown-linux-gnu/libclang_rt.fuzzer.a" ]
}
if ! have_fuzzer_runtime; then
  "$root/utils/install-deps.sh" clang libclang-rt-14-dev
  have_fuzzer_runtime || {
    echo "error: $cxx with a libFuzzer runtime is needed" >&2
    exit 1
  }
fi
[ -x "$llvm_config" ] || "$root/utils/install-deps.sh" llvm-19-dev

# Every registry mnemonic should be a dictionary token.
sed -n 's/^ATOM([A-Za-z0-9]*, \("[^"]*"\).*/\1/p' "$atoms/AtomRegistry.def" |
  while read -r mnemonic; do
    grep -qF "=$mnemonic" "$dict" ||
      echo "warning: $dict lacks the mnemonic $mnemonic" >&2
  done

# LLVM's flags, less any this clang rejects; assertions stay on (no NDEBUG).
cxxflags=""
for flag in $("$llvm_config" --cxxflags); do
  case $flag in
  -DNDEBUG) continue ;;
  -I* | -D* | -std=*) ;;
  *)
    if ! echo 'int main() { return 0; }' |
      "$cxx" -Werror "$flag" -x c++ -fsyntax-only - >/dev/null 2>&1; then
      echo "note: dropping $flag, which $cxx rejects" >&2
      continue
    fi
    ;;
  esac
  cxxflags="$cxxflags $flag"
done
sanitize="-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all"

mkdir -p "$build/obj" "$build/artifacts"
echo "fuzz-type-parser: building $build/TypeParserFuzzer"
# The library's sources as lib/Target/NVPTX/Atoms/CMakeLists.txt lists them,
# instrumented like the fuzzer and archived, so that the link takes what the
# parser needs.
sources=$(sed -n '/^add_library(NVPTXAtomsCore/,/)/p' "$atoms/CMakeLists.txt" |
  tr -s ' ()' '\n' | grep '[.]cpp$')
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
    -D_GLIBCXX_ASSERTIONS $sanitize -I"$atoms" -c "$src" -o "$obj" &
  pids="$pids $!"
done
failed=0
for pid in $pids; do
  wait "$pid" || failed=1
done
[ "$failed" -eq 0 ] || exit 1
rm -f "$build/libNVPTXAtomsCore.a"
# shellcheck disable=SC2086
ar rcs "$build/libNVPTXAtomsCore.a" $lib_objs
# LLVM Support linked statically: only the objects the parser uses, and no
# second copy of LLVM's global state for LeakSanitizer to look through.
# shellcheck disable=SC2046,SC2086
"$cxx" $sanitize "$build/obj/TypeParserFuzzer.o" \
  "$build/libNVPTXAtomsCore.a" -o "$build/TypeParserFuzzer" \
  $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs support) \
  -lpthread -ldl -lm -lz -lzstd

tmp=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-type-parser.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
cp -R "$seeds" "$tmp/corpus"
log=$build/fuzz.log

echo "fuzz-type-parser: $runs runs on a copy of $seeds"
start=$(date +%s)
{
  status=0
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/TypeParserFuzzer" -runs="$runs" -dict="$dict" -max_len=256 \
    -timeout=5 -rss_limit_mb=2048 -detect_leaks=1 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/" "$@" "$tmp/corpus" 2>&1 ||
    status=$?
  echo "$status" >"$tmp/status"
} | tee "$log"
status=$(cat "$tmp/status")
seconds=$(($(date +%s) - start))

execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
grep '^#[0-9]*[[:space:]]*DONE ' "$log" | tail -n 1
grown=$(find "$tmp/corpus" -type f | wc -l)
if [ "$status" -ne 0 ]; then
  echo "fuzz-type-parser: FAILED (libFuzzer exit $status) after" \
    "${execs:-?} executions in ${seconds}s; the input is in" \
    "$build/artifacts/, the log in $log" >&2
  exit 1
fi
echo "fuzz-type-parser: ${execs:-?} executions in ${seconds}s: no crash," \
  "hang or leak; the corpus grew from $(find "$seeds" -type f | wc -l) to" \
  "$grown inputs (discarded)"

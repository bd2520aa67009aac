# shellcheck shell=sh
#===- fuzz-common.sh - What the libFuzzer scripts share --------------------===#
#
# Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===----------------------------------------------------------------------===#
#
# Sourced by utils/fuzz-type-parser.sh and utils/fuzz-atom-calls.sh, after
# they set root, cxx and llvm_config: the RUNS check, the clang toolchain
# with its libFuzzer runtime, LLVM's compiler flags as clang takes them, the
# atom library's sources and the wait for their compiles, and
# the run of a built fuzzer on a temporary copy of its seed corpus.
#
#===----------------------------------------------------------------------===#

# fuzz_check_runs RUNS: a number of executions, or -1 for no limit (until
# stopped, or until another limit such as -max_total_time=S).
fuzz_check_runs() {
  case $1 in
  -1) ;;
  '' | *[!0-9]*)
    echo "error: RUNS must be a number or -1, not '$1'" >&2
    exit 2
    ;;
  esac
}

# clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev), and
# LLVM 19's llvm-config; installed when missing.
fuzz_have_runtime() {
  command -v "$cxx" >/dev/null 2>&1 || return 1
  rt=$("$cxx" -print-resource-dir)/lib
  arch=$(uname -m)
  [ -f "$rt/linux/libclang_rt.fuzzer-$arch.a" ] ||
    [ -f "$rt/$arch-unknown-linux-gnu/libclang_rt.fuzzer.a" ]
}
fuzz_need_toolchain() {
  if ! fuzz_have_runtime; then
    "$root/utils/install-deps.sh" clang libclang-rt-14-dev
    fuzz_have_runtime || {
      echo "error: $cxx with a libFuzzer runtime is needed" >&2
      exit 1
    }
  fi
  [ -x "$llvm_config" ] || "$root/utils/install-deps.sh" llvm-19-dev
}

# fuzz_cxxflags: LLVM's compile flags less NDEBUG (each script decides
# where assertions stay on) and less any flag this clang rejects.
fuzz_cxxflags() {
  flags=""
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
    flags="$flags $flag"
  done
  echo "$flags"
}

# fuzz_atoms_sources: the atom library's sources, as
# lib/Target/NVPTX/Atoms/CMakeLists.txt lists them.
fuzz_atoms_sources() {
  sed -n '/^add_library(NVPTXAtomsCore/,/)/p' \
    "$root/lib/Target/NVPTX/Atoms/CMakeLists.txt" |
    tr -s ' ()' '\n' | grep '[.]cpp$'
}

# fuzz_atoms_tables DIR: the tables the atom library includes that TableGen
# generates (lib/Target/NVPTX/Atoms/CMakeLists.txt makes the same), into DIR.
fuzz_atoms_tables() {
  mkdir -p "$1"
  "$("$llvm_config" --bindir)/llvm-tblgen" -gen-searchable-tables \
    -I "$root/lib/Target/NVPTX/Lattices" \
    -I "$("$llvm_config" --includedir)" \
    "$root/lib/Target/NVPTX/Atoms/Lattices.td" -o "$1/Lattices.inc"
}

# fuzz_archive_after PIDS LIBRARY OBJECTS: waits for the compiles PIDS,
# exits 1 if one failed, else archives OBJECTS into LIBRARY.
fuzz_archive_after() {
  failed=0
  for pid in $1; do
    wait "$pid" || failed=1
  done
  [ "$failed" -eq 0 ] || exit 1
  rm -f "$2"
  # shellcheck disable=SC2086
  ar rcs "$2" $3
}

# fuzz_run NAME FUZZER SEEDS DICT MAX_LEN RUNS BUILD [LIBFUZZER_OPTION...]:
# runs FUZZER on a temporary copy of SEEDS (the checked-in corpus stays as
# it is) with AddressSanitizer's leak check and UBSan halting on the first
# report, logs to BUILD/fuzz.log, saves a failing input under
# BUILD/artifacts/ and exits 1 on a crash, a leak, a timeout or a broken
# property.
fuzz_run() {
  name=$1 fuzzer=$2 seeds=$3 dict=$4 max_len=$5 runs=$6 build=$7
  shift 7
  mkdir -p "$build/artifacts"
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")
  trap 'rm -rf "$tmp"' EXIT
  trap 'exit 130' INT TERM
  cp -R "$seeds" "$tmp/corpus"
  log=$build/fuzz.log

  echo "$name: $runs runs on a copy of $seeds"
  start=$(date +%s)
  {
    status=0
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
      UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
      "$fuzzer" -runs="$runs" -dict="$dict" -max_len="$max_len" \
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
    echo "$name: FAILED (libFuzzer exit $status) after" \
      "${execs:-?} executions in ${seconds}s; the input is in" \
      "$build/artifacts/, the log in $log" >&2
    exit 1
  fi
  echo "$name: ${execs:-?} executions in ${seconds}s: no crash," \
    "hang or leak; the corpus grew from $(find "$seeds" -type f | wc -l) to" \
    "$grown inputs (discarded)"
}

#!/bin/sh
# Builds the libFuzzer target of the atom calls (fuzz/AtomCallFuzzer.cpp):
# the lowering pass (lib/Target/NVPTX/LowerAtoms/), the atom library and
# the target compiled with clang, AddressSanitizer (leak checking on) and UndefinedBehaviorSanitizer, linked
# with the rest of the NVPTX target as the CMake build compiled it, and runs
# it on a temporary copy of the seed corpus fuzz/corpus/atom-calls, so that
# the checked-in corpus stays as it is. Exits non-zero on a crash, a leak, a
# timeout or a broken property; the input is then saved under
# $FUZZ_BUILD_DIR/artifacts/. See docs/Fuzzing.md.
#
#   fuzz-atom-calls.sh [RUNS [LIBFUZZER_OPTION...]]
#
# RUNS (-1: no limit) defaults to $FUZZ_RUNS, or 1000000. Environment:
#   BUILD_DIR       the CMake build directory (default build); its target
#                   NVPTXAtomsTarget is built first (run `make configure`
#                   or `make build` once before)
#   FUZZ_BUILD_DIR  where the fuzzer is built (default
#                   $BUILD_DIR/fuzz/atom-calls, apart from the type parser's
#                   objects in $BUILD_DIR/fuzz)
#   FUZZ_CXX        the clang++ to build with (default clang++)
#   LLVM_CONFIG     LLVM 19's llvm-config (default /usr/lib/llvm-19/bin/...)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-${FUZZ_RUNS:-1000000}}
if [ "$#" -gt 0 ]; then shift; fi
cmake_build=${BUILD_DIR:-$root/build}
case $cmake_build in
/*) ;;
*) cmake_build=$root/$cmake_build ;;
esac
build=${FUZZ_BUILD_DIR:-$cmake_build/fuzz/atom-calls}
cxx=${FUZZ_CXX:-clang++}
llvm_config=${LLVM_CONFIG:-/usr/lib/llvm-19/bin/llvm-config}
nvptx=$root/lib/Target/NVPTX
atoms=$nvptx/Atoms
seeds=$root/fuzz/corpus/atom-calls
dict=$root/fuzz/atom-calls.dict

# shellcheck source=utils/fuzz-common.sh
. "$root/utils/fuzz-common.sh"
fuzz_check_runs "$runs"
fuzz_need_toolchain

# The rest of the target (upstream NVPTX, the extended intrinsics, ...) as
# the CMake build compiles it, and the TableGen output the pass includes.
[ -f "$cmake_build/CMakeCache.txt" ] || {
  echo "error: $cmake_build is not configured; run 'make configure'" \
    "(or 'make build') first" >&2
  exit 1
}
echo "fuzz-atom-calls: building NVPTXAtomsTarget in $cmake_build"
cmake --build "$cmake_build" --target NVPTXAtomsTarget
llvm_src=$(sed -n 's/^NVPTX_ATOMS_LLVM_SOURCES:PATH=//p' \
  "$cmake_build/CMakeCache.txt")

# Every registry mnemonic should be a dictionary token.
sed -n 's/^ATOM([A-Za-z0-9]*, \("[^"]*"\).*/\1/p' "$atoms/AtomRegistry.def" |
  tr -d '"' | while read -r mnemonic; do
    grep -qF "$mnemonic" "$dict" ||
      echo "warning: $dict lacks the mnemonic $mnemonic" >&2
  done

# LLVM's flags, less any this clang rejects, and less NDEBUG: it is added
# back below where the headers need it.
cxxflags=$(fuzz_cxxflags)
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all"
includes="-I$llvm_src/lib/Target/NVPTX -I$nvptx -I$nvptx/Lattices \
  -I$nvptx/Families -I$nvptx/Ext -I$nvptx/LowerAtoms -I$atoms \
  -I$cmake_build/lib/Target/NVPTX -I$build/gen"

mkdir -p "$build/obj" "$build/artifacts"
echo "fuzz-atom-calls: building $build/AtomCallFuzzer"
# The library's sources as lib/Target/NVPTX/Atoms/CMakeLists.txt lists them
# keep their assertions (as in the type parser's fuzzer): they use LLVM's
# ADT and Support only. The pass and the target use headers whose layout
# and out-of-line functions change with NDEBUG (TargetLowering's vtable,
# the scheduling tables), so they are compiled as the distro's libraries
# were, with NDEBUG.
sources=$(fuzz_atoms_sources)
fuzz_atoms_tables "$build/gen"
pids=""
lib_objs=""
pass_objs=""
pass_sources=$(cd "$nvptx/LowerAtoms" && ls -- *.cpp)
for src in $sources $pass_sources AtomCallFuzzer.cpp; do
  obj=$build/obj/${src%.cpp}.o
  defines=-DNDEBUG
  coverage=-fsanitize=fuzzer-no-link
  case $src in
  AtomCallFuzzer.cpp)
    # Without coverage: what guides the fuzzer is the pass's and the
    # library's code, not how the harness read the input.
    src=$root/fuzz/$src
    coverage=""
    ;;
  *)
    if [ -f "$nvptx/LowerAtoms/$src" ]; then
      src=$nvptx/LowerAtoms/$src
      pass_objs="$pass_objs $obj"
    else
      src=$atoms/$src
      lib_objs="$lib_objs $obj"
      defines=""
    fi
    ;;
  esac
  # shellcheck disable=SC2086
  "$cxx" $cxxflags $defines -O1 -g -fno-rtti -fno-omit-frame-pointer \
    -D_GLIBCXX_ASSERTIONS $coverage $sanitize $includes \
    -c "$src" -o "$obj" &
  pids="$pids $!"
done
fuzz_archive_after "$pids" "$build/libNVPTXAtomsCore.a" "$lib_objs"
# The CMake build's objects of the target, less the pass compiled above,
# as build.ninja lists them: a build directory still holds the objects of
# files that have since moved (the layers of lib/Target/NVPTX/), which would
# define their symbols twice. Then the LLVM libraries the target links
# (lib/Target/NVPTX/CMakeLists.txt).
others=$(sed -n 's|^build \(lib/Target/NVPTX/CMakeFiles/NVPTXAtomsTarget[.]dir/[^:]*[.]o\):.*|\1|p' \
  "$cmake_build/build.ninja" | grep -v '/LowerAtoms/' |
  sed "s|^|$cmake_build/|" | sort)
components=$(sed -n '/^llvm_map_components_to_libnames(nvptx_target_libs/,/)/p' \
  "$nvptx/CMakeLists.txt" | tr -s ' ()' '\n' |
  grep -v '^llvm_map_components_to_libnames$\|^nvptx_target_libs$\|^$')
# shellcheck disable=SC2046,SC2086
"$cxx" -fsanitize=fuzzer $sanitize "$build/obj/AtomCallFuzzer.o" \
  $pass_objs $others "$build/libNVPTXAtomsCore.a" \
  -o "$build/AtomCallFuzzer" \
  $("$llvm_config" --ldflags) \
  $("$llvm_config" --link-static --libs $components) \
  $("$llvm_config" --link-static --system-libs $components)

fuzz_run fuzz-atom-calls "$build/AtomCallFuzzer" "$seeds" "$dict" 2048 "$runs" "$build" "$@"

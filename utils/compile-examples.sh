#!/bin/sh
# Compiles every examples/*.ll with the built llc for the CPU its file name
# ends in (name-sm_100a.ll -> -mcpu=sm_100a), assembles the PTX with ptxas
# for the same CPU, and prints one line per example; then the CUDA examples
# of examples/cuda through clang-22 and llc, where clang-22 is installed.
#
#   compile-examples.sh LLC EXAMPLES_DIR
set -eu
llc=$1
dir=$2
out_dir=$(cd "$(dirname "$llc")/.." && pwd)/examples
mkdir -p "$out_dir"
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
[ -x "$ptxas" ] || ptxas=""

failed=0
total=0
for ll in "$dir"/*.ll; do
  name=$(basename "$ll" .ll)
  cpu=$(echo "$name" | sed -n 's/.*-\(sm_[0-9]*[af]\{0,1\}\)$/\1/p')
  if [ -z "$cpu" ]; then
    echo "error: $ll: file name must end in -sm_XX[a|f].ll" >&2
    exit 1
  fi
  total=$((total + 1))
  ptx="$out_dir/$name.ptx"
  if ! "$llc" -mcpu="$cpu" "$ll" -o "$ptx"; then
    echo "  FAIL  $name: llc -mcpu=$cpu failed"
    failed=$((failed + 1))
    continue
  fi
  version=$(sed -n 's/^\.version //p' "$ptx")
  if [ -z "$ptxas" ]; then
    echo "  ok    $name: llc -mcpu=$cpu -> PTX $version (no ptxas: not assembled)"
  elif "$ptxas" -arch="$cpu" "$ptx" -o "$out_dir/$name.cubin"; then
    echo "  ok    $name: llc -mcpu=$cpu -> PTX $version -> ptxas -arch=$cpu"
  else
    echo "  FAIL  $name: ptxas -arch=$cpu rejected $ptx"
    failed=$((failed + 1))
  fi
done
# CUDA examples (examples/cuda/NAME-sm_XX.cu): clang-22 compiles each to
# LLVM IR for the device, and llc compiles that without -mcpu: it takes the
# processor and PTX ISA clang wrote on the functions. Without clang-22 (or
# without CUDA's headers) they are skipped, not failed.
clang=$(command -v clang-22 || { [ -x /usr/lib/llvm-22/bin/clang ] && echo /usr/lib/llvm-22/bin/clang; } || true)
cuda=$(dirname "$(dirname "${ptxas:-/usr/local/cuda/bin/ptxas}")")
for cu in "$dir"/cuda/*.cu; do
  [ -f "$cu" ] || continue
  name=$(basename "$cu" .cu)
  cpu=$(echo "$name" | sed -n 's/.*-\(sm_[0-9]*[af]\{0,1\}\)$/\1/p')
  if [ -z "$clang" ] || [ ! -f "$cuda/include/cuda_runtime.h" ]; then
    echo "  skip  $name: no clang-22 or no CUDA headers in $cuda (CUDA through clang: docs/Building.md)"
    continue
  fi
  total=$((total + 1))
  ll="$out_dir/$name.ll"
  ptx="$out_dir/$name.ptx"
  if ! "$clang" -x cuda --cuda-device-only --cuda-gpu-arch="$cpu" \
       --cuda-path="$cuda" -I"$cuda/include/cccl" -Wno-unknown-cuda-version \
       -O2 -S -emit-llvm "$cu" -o "$ll" 2> "$out_dir/$name.clang.log"; then
    # clang and CUDA's headers are the machine's, not this project's.
    total=$((total - 1))
    echo "  skip  $name: $clang could not compile it ($out_dir/$name.clang.log)"
    continue
  fi
  if ! "$llc" "$ll" -o "$ptx"; then
    echo "  FAIL  $name: llc (no -mcpu) failed on clang's IR"
    failed=$((failed + 1))
    continue
  fi
  target=$(sed -n 's/^\.target //p' "$ptx")
  version=$(sed -n 's/^\.version //p' "$ptx")
  if [ -z "$ptxas" ]; then
    echo "  ok    $name: clang-22 -> llc -> $target, PTX $version (no ptxas)"
  elif [ "$target" = "$cpu" ] && "$ptxas" -arch="$cpu" "$ptx" -o "$out_dir/$name.cubin"; then
    echo "  ok    $name: clang-22 -> llc (no -mcpu) -> $target, PTX $version -> ptxas -arch=$cpu"
  else
    echo "  FAIL  $name: llc printed .target $target, or ptxas -arch=$cpu rejected $ptx"
    failed=$((failed + 1))
  fi
done
echo "nvptx-atoms: $((total - failed))/$total examples compiled and assembled (PTX in $out_dir)"
[ "$failed" -eq 0 ]

#!/bin/sh
# Compiles every examples/*.ll with the built llc for the CPU its file name
# ends in (name-sm_100a.ll -> -mcpu=sm_100a), assembles the PTX with ptxas
# for the same CPU, and prints one line per example.
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
echo "nvptx-atoms: $((total - failed))/$total examples compiled and assembled (PTX in $out_dir)"
[ "$failed" -eq 0 ]

#!/bin/sh
# Measures the build budgets of docs/Building.md in one run, on this machine:
#   1. `make` in a fresh clone of this repository (sources downloaded anew),
#   2. touching one .td file and rebuilding (TableGen reruns, its unchanged
#      outputs are not rewritten),
#   3. editing one .td file (a new instruction: every user of the opcode
#      enum recompiles) and rebuilding, the worst case of a .td change,
#   4. `make check`.
# Prints each time next to its budget, as a ratio (below 1.00 = within).
#
#   utils/measure-build-budgets.sh [WORK_DIR]     (default: a new temp dir)
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
clone="$work/nvptx-atoms"
rm -rf "$clone"
git clone -q "$top" "$clone"
cd "$clone"

seconds() { # run a command, print its wall-clock seconds
  start=$(date +%s%N)
  "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
  end=$(date +%s%N)
  awk -v ns="$((end - start))" 'BEGIN { printf "%.1f", ns / 1e9 }'
}
report() { # name seconds budget
  awk -v name="$1" -v t="$2" -v b="$3" \
    'BEGIN { printf "%-28s %7.1f s   budget %4d s   ratio %.2f\n", name, t, b, t / b }'
}

t_make=$(seconds make)
touch lib/Target/NVPTX/Families/NVPTXWgmma.td
t_touch=$(seconds make build)
printf 'def BUDGET_PROBE : NVPTXInst<(outs), (ins), "// probe", []>;\n' \
  >> lib/Target/NVPTX/Families/NVPTXWgmma.td
t_edit=$(seconds make build)
git checkout -q lib/Target/NVPTX/Families/NVPTXWgmma.td
make build > /dev/null 2>&1
t_check=$(seconds make check)

echo "nvptx-atoms build budgets ($(nproc) cores, $(date -u +%Y-%m-%d)):"
report "make (fresh clone)" "$t_make" 600
report "touch one .td, rebuild" "$t_touch" 120
report "edit one .td, rebuild" "$t_edit" 120
report "make check" "$t_check" 600

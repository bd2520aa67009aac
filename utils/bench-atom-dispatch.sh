#!/bin/sh
# Runs the mnemonic-dispatch benchmark (benchmarks/AtomDispatchBench.cpp)
# once, with every benchmark repeated in a random interleaved order, and
# prints from that one run: the median time per lookup of each variant, the
# ratios unordered_map/ours and StringSwitch/ours, and the share of dispatch
# in parsing a bare type. Ratios above 1.00 mean lookupMnemonic is faster.
#
#   utils/bench-atom-dispatch.sh [-r REPETITIONS] [-o JSON_FILE] [BENCH]
#
# BENCH defaults to build/bin/bench-atom-dispatch; REPETITIONS to 5;
# -o keeps Google Benchmark's JSON output.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
reps=5
json_out=""
while getopts r:o: opt; do
  case $opt in
  r) reps=$OPTARG ;;
  o) json_out=$OPTARG ;;
  *) echo "usage: $0 [-r REPETITIONS] [-o JSON_FILE] [BENCH]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
bench=${1:-$top/build/bin/bench-atom-dispatch}
if [ ! -x "$bench" ]; then
  echo "error: no benchmark at $bench (build the bench-atom-dispatch target)" >&2
  exit 1
fi
case $reps in
'' | *[!0-9]* | 0) echo "error: -r needs a positive number" >&2; exit 2 ;;
esac

json=$(mktemp)
trap 'rm -f "$json"' EXIT
"$bench" --benchmark_repetitions="$reps" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_format=json > "$json"
[ -z "$json_out" ] || cp "$json" "$json_out"

python3 - "$json" "$reps" <<'EOF'
import json
import statistics
import sys

with open(sys.argv[1]) as f:
    run = json.load(f)
reps = int(sys.argv[2])

# ns of CPU time per item (a lookup or a parsed type), one per repetition.
per_item = {}
for b in run["benchmarks"]:
    if b.get("run_type", "iteration") != "iteration":
        continue
    per_item.setdefault(b["run_name"], []).append(1e9 / b["items_per_second"])

def median(name):
    if name not in per_item:
        sys.exit("error: benchmark %s missing from the output" % name)
    return statistics.median(per_item[name])

ctx = run["context"]
print("bench-atom-dispatch: %s, %d CPUs at %d MHz, load average %s, "
      "%d repetitions, CPU time per item (median, min-max):"
      % (ctx["date"], ctx["num_cpus"], ctx["mhz_per_cpu"],
         " ".join("%.2f" % l for l in ctx.get("load_avg", [])), reps))
for name in sorted(per_item):
    times = per_item[name]
    print("  %-30s %8.2f ns   (%.2f-%.2f)"
          % (name, median(name), min(times), max(times)))

ours = median("BM_Dispatch_LookupMnemonic")
print("ratio unordered_map/ours  %.2f"
      % (median("BM_Dispatch_UnorderedMap") / ours))
print("ratio StringSwitch/ours   %.2f"
      % (median("BM_Dispatch_StringSwitch") / ours))
print("dispatch share of parseType (bare types)  %.1f%%"
      % (100 * median("BM_Dispatch_ParsedMnemonics")
         / median("BM_ParseType_Bare")))
EOF

#!/usr/bin/env python3
"""Measures what NVPTXLowerAtoms costs in llc, in one run.

Generates a module with N register-MMA atom calls (sm80.mma m16n8k16, in
chains of --chain calls per function) and one with 2N, compiles each with
`llc -mcpu=sm_80 -time-passes` several times, and prints, from the medians:

  share    the pass's wall time / llc's whole wall time (parse to output),
           for N calls (the goal: at most 5%);
  scaling  the pass's wall time for 2N calls / for N calls (at most 2.2).

With --baseline-llc, another build's llc (an earlier revision) is measured
in the same run, its compilations interleaved with this one's, and the
ratios new / baseline of the pass's time and of its share are printed too,
so that a change to the pass is judged under the same load.

Usage: bench-lower-atoms.py [--llc build/bin/llc] [--calls 10000]
                            [--chain 50] [--repeat 5] [--baseline-llc LLC]
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ATOM = ('metadata !"!cute_nvgpu.sm80.mma", metadata !"{shape_MNK = '
        '[16, 8, 16], a_type = f16, b_type = f16, c_type = f32}"')
PASS_NAME = "NVPTX lower cute_nvgpu atoms"


def module(calls, chain):
    lines = ['target triple = "nvptx64-nvidia-cuda"']
    for f in range((calls + chain - 1) // chain):
        n = min(chain, calls - f * chain)
        lines.append("define void @k%d(ptr %%p, <4 x i32> %%a, <2 x i32> %%b, "
                     "<4 x float> %%c) {" % f)
        prev = "%c"
        for i in range(n):
            lines.append("  %%d%d = call <4 x float> "
                         "@llvm.nvvm.cute.atom.mma.v4f32(%s, <4 x i32> %%a, "
                         "<2 x i32> %%b, <4 x float> %s)" % (i, ATOM, prev))
            prev = "%%d%d" % i
        lines.append("  store <4 x float> %s, ptr %%p" % prev)
        lines.append("  ret void\n}")
    lines.append("declare <4 x float> @llvm.nvvm.cute.atom.mma.v4f32("
                 "metadata, metadata, <4 x i32>, <2 x i32>, <4 x float>)")
    return "\n".join(lines) + "\n"


def measure(llc, path):
    """(llc wall seconds, the pass's wall seconds) for one compilation."""
    start = time.perf_counter()
    out = subprocess.run([llc, "-mcpu=sm_80", "-time-passes", path, "-o",
                          os.devnull], capture_output=True, text=True,
                         check=True)
    total = time.perf_counter() - start
    for line in out.stderr.splitlines():
        if line.rstrip().endswith(PASS_NAME):
            # user, system, user+system, wall: each "seconds (percent)".
            times = re.findall(r"([0-9.]+) \(", line)
            return total, float(times[-1])
    sys.exit("error: no '%s' line in llc's -time-passes report" % PASS_NAME)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llc", default="build/bin/llc")
    ap.add_argument("--calls", type=int, default=10000)
    ap.add_argument("--chain", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--baseline-llc", default=None,
                    help="another llc to measure in the same run")
    args = ap.parse_args()
    llcs = {"": args.llc}
    if args.baseline_llc:
        llcs["baseline "] = args.baseline_llc
    n, n2 = args.calls, 2 * args.calls
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for size in (n, n2):
            paths[size] = os.path.join(tmp, "atoms-%d.ll" % size)
            with open(paths[size], "w") as f:
                f.write(module(size, args.chain))
        # Interleave the sizes and the builds so that load on a shared
        # machine hits them all alike.
        samples = {(who, size): [] for who in llcs for size in paths}
        for _ in range(args.repeat):
            for size, path in paths.items():
                for who, llc in llcs.items():
                    samples[who, size].append(measure(llc, path))
        for key, runs in samples.items():
            results[key] = (statistics.median(r[0] for r in runs),
                            statistics.median(r[1] for r in runs))
    shares = {}
    for who in llcs:
        for size in (n, n2):
            total, pass_time = results[who, size]
            print("%s%6d calls: llc %.3f s, NVPTXLowerAtoms %.4f s" %
                  (who, size, total, pass_time))
        shares[who] = results[who, n][1] / results[who, n][0]
    share = shares[""]
    scaling = results["", n2][1] / results["", n][1]
    print("share   %.2f%% of llc's time for %d calls (goal: at most 5%%)" %
          (100 * share, n))
    print("scaling %.2fx from %d to %d calls (goal: at most 2.2x)" %
          (scaling, n, n2))
    if args.baseline_llc:
        print("baseline share %.2f%%; share new/baseline %.2f; the pass's "
              "time new/baseline %.2f (%d calls)" %
              (100 * shares["baseline "], share / shares["baseline "],
               results["", n][1] / results["baseline ", n][1], n))
    return 0 if share <= 0.05 and scaling <= 2.2 else 1


if __name__ == "__main__":
    sys.exit(main())

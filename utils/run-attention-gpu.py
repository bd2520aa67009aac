#!/usr/bin/env python3
"""Runs attention kernels of utils/gen-attention.py on this machine's GPU
and checks O and LSE against a float64 reference or PyTorch's SDPA
(utils/kernels/attention/host.py says how).

    run-attention-gpu.py --kernel NAME[,NAME...] --problems BxSQxSKxHxHKV[,...]
    run-attention-gpu.py --target sm_80 --problems ...   every preset of a target

Each kernel is generated, compiled with llc (--llc, else $LLC, else
build/bin/llc) and, with --ptxas, assembled with -v (a spill fails the
build). Prints a BUILD line per kernel and a PASS or FAIL line per kernel
and problem, then a summary. Exit status 0 when everything passed, 1 on a
failure, 2 when there is no GPU or no PyTorch to run on (after building).
"""
import argparse
import dataclasses
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels import runner  # noqa: E402
from kernels.attention import host  # noqa: E402
from kernels.attention.presets import presets  # noqa: E402
from kernels.attention.host import cuda_driver  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kernel", help="preset names, comma-separated; "
                    "PRESET@KEY=VALUE changes an option of one, @stages=N its "
                    "K/V buffers")
    ap.add_argument("--target", help="every preset of this target")
    ap.add_argument("--problems", required=True,
                    help="BxSQxSKxHxHKV[,...]: batch, seq_q, seq_k, heads, "
                    "heads_kv")
    ap.add_argument("--llc")
    ap.add_argument("--ptxas")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--launches", type=int, default=2)
    ap.add_argument("--reference", choices=("auto", "float64", "sdpa"),
                    default="auto")
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds a problem may take before the run stops")
    ap.add_argument("--keep", help="keep the generated files here")
    args = ap.parse_args()
    problems = host.parse_problems(args.problems)
    if args.kernel:
        names = args.kernel.split(",")
    elif args.target:
        names = sorted(n for n, c in presets().items()
                       if c.target == args.target)
        if not names:
            raise SystemExit("error: gen-attention.py has no preset for "
                             "target %s" % args.target)
    else:
        raise SystemExit("error: give --kernel or --target")
    llc = runner.find_llc(args.llc)
    work = runner.workdir(args.keep)
    built, failures = [], 0
    for name in names:
        # PRESET@KEY=VALUE[@...]: the preset with options (or, @stages=N,
        # its stage count) changed.
        preset, *options = name.split("@")
        try:
            ptx, spec, line = host.build_kernel(preset, work, llc, args.ptxas,
                                                options)
        except RuntimeError as e:
            print("FAIL %s: does not build: %s" % (name, e))
            failures += len(problems)
            continue
        cfg = dataclasses.replace(host.config_of(preset), name=name)
        print("BUILD %s: %s, %s, head_dim %d%s%s" % (
            name, cfg.target, cfg.dtype, cfg.head_dim,
            ", causal" if cfg.causal else "", "; " + line if line else ""))
        built.append((ptx, spec, cfg))
    ok, reason, cc = cuda_driver.probe()
    if not ok:
        print("no CUDA GPU: %s" % reason)
        return 2
    why = host.torch_problem()
    if why:
        print("no PyTorch to run with: %s" % why)
        return 2
    mode = None if args.reference == "auto" else args.reference
    with cuda_driver.Context() as ctx:
        for ptx, spec, cfg in built:
            try:
                kernel = host.Kernel(ctx, ptx, spec)
            except (cuda_driver.CudaError, ValueError) as e:
                print("FAIL %s: cannot load: %s" % (cfg.name, e))
                failures += len(problems)
                continue
            for problem in problems:
                what = "%s %s" % (cfg.name, host.problem_text(problem))
                timer = runner.watchdog(args.timeout, "FAIL %s: no result "
                                        "after %d s (the kernel hangs?)" % (
                                            what, args.timeout))
                try:
                    passed, line = host.check_problem(
                        kernel, cfg, problem, args.seed, args.launches, mode)
                except (ValueError, cuda_driver.CudaError,
                        RuntimeError) as e:
                    passed, line = False, "FAIL %s: %s" % (what, e)
                timer.cancel()
                print(line, flush=True)
                failures += not passed
    total = len(names) * len(problems)
    print("attention: %d kernels x %d problems on sm_%d%d: %d passed, %d "
          "failed" % (len(names), len(problems), cc[0], cc[1],
                      total - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The one prepared GPU run: everything this project checks and measures on
a GPU, in one call, each part stopped at its own time limit.

    device-check.py [--kit KIT] [--parts P,...] [--limit PART=SECONDS ...] OUT

run by utils/gpu/device-check.sh (which also packs KIT) in the checkout's
root on the machine with the GPU. The parts, in this order:

  lit        test/GPU (the atom tests, the TMA loads and stores, the GEMM
             tests at their shapes), test/Tools/gpu-harness.test and
             test/Tools/gemm-host.test, with KIT's llc (KIT/run-lit.sh)
  stress     every GEMM preset of each target the GPU runs, on shapes that
             wrap the pipeline's stage ring many times (long K) and give
             the persistent kernels several tiles per CTA, each launched
             --launches times over different sentinels: every launch must
             write the same bytes (run-gemm-gpu.py), so a stage overwritten
             before every warp read it shows as a race; then the bf16 (and
             e4m3) head_dim 128 attention presets on a long key loop and a
             ragged causal problem, the same way (run-attention-gpu.py)
  bench      bench-gemm.py --quick: each kernel against cuBLAS (cuBLASLt
             for FP8) and Triton, in the same run; then bench-attention.py
             --quick: the attention kernels against PyTorch's SDPA backends
             and Triton; on Hopper, the sm_90a head_dim 128 attention presets
             beside their 3-stage variants at seq 8k (these share the
             part's time limit)
  sanitizer  compute-sanitizer racecheck and synccheck on one small launch
             of one preset of each GEMM family the GPU runs, and of each
             attention family's first causal bf16 preset (a ragged,
             grouped-query problem)

Each part's output goes to OUT/<part>.log; OUT/device-check.json holds the
device, driver, CUDA and commit, every part's status and time, the counts
and the benchmarks' rows (OUT/bench-gemm.json and OUT/bench-attention.json,
also written after each size or shape, so a part stopped at its limit
keeps what it measured). The summary is printed last.

Without a GPU the run goes as far as it can -- lit (the GPU tests are then
unsupported, the host tests run), the stress part's builds (llc and ptxas),
the attention benchmark's builds -- and exits 2 with a line saying so.
Exit status otherwise: 0 when every part passed, 1 when one failed or ran
out of time.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils", "gpu"))
sys.path.insert(0, os.path.join(ROOT, "utils"))
import cuda_driver  # noqa: E402
from kernels.gemm import host  # noqa: E402

PARTS = ("lit", "stress", "bench", "sanitizer")
# Seconds each part may take (the whole run stays under 9 minutes).
LIMITS = {"lit": 150, "stress": 100, "bench": 170, "sanitizer": 100}

# Stress shapes per kernel family: a long K (256 K tiles of 64) wraps the
# stage ring dozens of times in one tile; the larger shape, M and N not
# multiples of the tile, has more tiles than the persistent grid has CTAs.
STRESS_SHAPES = {"sm_80": "257x263x16384,2056x1799x2048",
                 "sm_90a": "264x520x16384,2056x1800x3072"}
STRESS_LAUNCHES = 6
# Attention: a long key loop (the K/V ring wraps 64 times per CTA at tile_n
# 64, 32 at 128) with grouped heads, and a ragged causal problem with more
# query tiles than SMs; the bf16 head_dim 128 presets (and e4m3's on
# sm_90a), each launched STRESS_LAUNCHES times.
ATTENTION_STRESS_PROBLEMS = "1x256x8192x8x2,2x3000x3100x16x4"
SANITIZER_SHAPE = "256x264x192"
# Attention: ragged lengths, seq_q < seq_k, two query heads per K/V head.
SANITIZER_PROBLEM = "1x200x333x2x1"
SANITIZER_TOOLS = ("racecheck", "synccheck")


def sanitizer_kernel(target):
    """The preset compute-sanitizer checks for ``target``: its first bf16
    one (the family's main pipeline), else its first."""
    names = [n for n, _ in host.list_presets(target)]
    bf16 = [n for n in names if "_bf16_" in n]
    return (bf16 or names)[0]


# Variants (PRESET@KEY=VALUE) not yet run on a GPU that the stress part
# checks and the bench part times beside their presets: the FP8 kernel
# with 2 of each 8 exponentials of P by the polynomial on the FMA pipe
# (docs/Attention.md, section 8).
ATTENTION_VARIANTS = {"sm_90a": ["attn_sm90a_e4m3_d128@exp2_poly=2"]}


def attention_stress_kernels(target):
    """The attention presets the stress part runs for ``target``, then
    its ATTENTION_VARIANTS."""
    from kernels.attention.presets import presets as attention_presets
    return sorted(n for n, c in attention_presets().items()
                  if c.target == target and c.head_dim == 128 and
                  c.dtype in ("bf16", "e4m3")) + \
        ATTENTION_VARIANTS.get(target, [])


def attention_sanitizer_kernel(target):
    """The attention preset compute-sanitizer checks for ``target``: its
    first causal bf16 one (both key loops, the masks), or None."""
    from kernels.attention.presets import presets as attention_presets
    names = sorted(n for n, c in attention_presets().items()
                   if c.target == target and c.causal and c.dtype == "bf16")
    return names[0] if names else None


def run_step(cmd, log, deadline, env):
    """Run ``cmd`` (its output appended to ``log``) until it ends or
    ``deadline`` passes, when its whole process group is killed:
    (exit status or None for a timeout, seconds)."""
    start = time.monotonic()
    with open(log, "a") as f:
        f.write("$ %s\n" % " ".join(cmd))
        f.flush()
        proc = subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, cwd=ROOT, env=env,
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            rc = None
            f.write("device-check: stopped at the part's time limit\n")
        f.write("$ exit %s\n" % rc)
    return rc, time.monotonic() - start


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def lit_counts(text):
    """lit's closing counts ('Passed: 12') as a dict."""
    return {m.group(1).lower(): int(m.group(2))
            for m in re.finditer(r"^\s*(Passed|Failed|Unsupported|Expectedly Failed|"
                                 r"Unexpectedly Passed|Unresolved|Timed Out)\s*:\s*(\d+)",
                                 text, re.M)}


def gemm_lines(text):
    """The PASS/FAIL lines of run-gemm-gpu.py and run-attention-gpu.py as
    dicts (a GEMM shape MxNxK, an attention problem BxSQxSKxHxHKV)."""
    out = []
    for m in re.finditer(r"^(PASS|FAIL) (\S+) (\d+(?:x\d+)+)?:? ?(.*)$", text, re.M):
        out.append({"result": m.group(1), "kernel": m.group(2), "shape": m.group(3),
                    "detail": m.group(4)})
    return out


def output_lines(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
        lines = [ln.strip() for ln in (out.stdout or out.stderr).splitlines() if ln.strip()]
        return lines
    except (OSError, subprocess.SubprocessError):
        return []


def environment(kit, ptxas):
    """What the run ran on: the GPU, its driver, CUDA, the kit's commit."""
    env = {}
    ok, reason, cc = cuda_driver.probe()
    env["gpu"] = reason if ok else None
    env["compute_capability"] = "%d.%d" % cc if ok else None
    smi = output_lines(["nvidia-smi", "--query-gpu=name,driver_version,memory.total,"
                      "clocks.max.sm", "--format=csv,noheader"])
    env["nvidia_smi"] = smi[0] if smi else None
    release = [ln for ln in output_lines([ptxas, "--version"]) if "release" in ln]
    env["ptxas"] = release[0] if release else None
    prov = os.path.join(kit, "provenance.json")
    try:
        with open(prov) as f:
            env["kit"] = json.load(f)
    except (OSError, ValueError):
        env["kit"] = None
    if env["kit"] is None:
        # No provenance: the checkout's own commit, where it has one.
        git = output_lines(["git", "-C", ROOT, "rev-parse", "HEAD"])
        env["checkout_commit"] = (git[0] if git and re.fullmatch(r"[0-9a-f]{40}", git[0])
                                  else None)
    env["date"] = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
    return env, ok, reason, cc


def part_steps(part, args, targets, gpu, out):
    """The commands of ``part``: [(what, cmd)], or a reason to skip it."""
    py = sys.executable
    llc = args.llc or os.path.join(args.kit, "bin", "llc")
    if part == "lit":
        run_lit = os.path.join(args.kit, "run-lit.sh")
        if not os.path.exists(run_lit):
            return "no %s (pack the kit: utils/gpu/device-check.sh --pack)" % run_lit
        return [("lit", ["bash", run_lit, "-sv"])]
    if part == "stress":
        # Without a GPU, build every family's presets (llc, ptxas): the
        # runner stops with 'no CUDA GPU' after that.
        fams = targets if gpu else list(STRESS_SHAPES)
        steps = [(t, [py, "utils/run-gemm-gpu.py", "--target", t, "--llc", llc,
                      "--ptxas", args.ptxas, "--shapes", STRESS_SHAPES[t],
                      "--launches", str(STRESS_LAUNCHES), "--timeout", "60"])
                 for t in fams if t in STRESS_SHAPES]
        for t in fams:
            names = attention_stress_kernels(t)
            if names:
                steps.append(("attention " + t, [
                    py, "utils/run-attention-gpu.py", "--kernel", ",".join(names),
                    "--llc", llc, "--ptxas", args.ptxas, "--problems",
                    ATTENTION_STRESS_PROBLEMS, "--launches", str(STRESS_LAUNCHES),
                    "--timeout", "60"]))
        return steps
    if part == "bench":
        steps = [("bench", [py, "utils/bench-gemm.py", "--quick", "--llc", llc,
                            "--timeout", "60", "--json", os.path.join(out, "bench-gemm.json")]),
                 ("bench-attention", [py, "utils/bench-attention.py", "--quick", "--llc", llc,
                                      "--timeout", "60", "--json",
                                      os.path.join(out, "bench-attention.json")])]
        if gpu and "sm_90a" in targets:
            # The sm_90a head_dim 128 presets beside their 3-stage variants
            # at seq 8k (the key loop releases V a step later than it did;
            # docs/Attention.md section 4), and the ATTENTION_VARIANTS
            # (one kernel at one shape each: a few seconds): rows in
            # bench.log only.
            steps.append(("bench-attention-stages", [
                py, "utils/bench-attention.py", "--kernel", ",".join(
                    ["%s%s" % (k, v) for k in ("attn_sm90a_bf16_d128", "attn_sm90a_e4m3_d128")
                     for v in ("", "@stages=3")] + ATTENTION_VARIANTS["sm_90a"]),
                "--seq", "8k", "--head-dim", "128", "--no-causal", "--no-triton",
                "--llc", llc, "--timeout", "60"]))
        return steps
    if part == "sanitizer":
        if not gpu:
            return "no GPU"
        sanitizer = shutil.which("compute-sanitizer") or "/usr/local/cuda/bin/compute-sanitizer"
        if not os.access(sanitizer, os.X_OK):
            return "no compute-sanitizer"
        steps = []
        for t in targets:
            name = sanitizer_kernel(t)
            for tool in SANITIZER_TOOLS:
                steps.append(("%s %s" % (tool, name),
                              [sanitizer, "--tool", tool, "--error-exitcode", "3", py,
                               "utils/run-gemm-gpu.py", "--kernel", name, "--llc", llc,
                               "--shapes", SANITIZER_SHAPE, "--no-cublas", "--timeout",
                               "60"]))
            name = attention_sanitizer_kernel(t)
            for tool in SANITIZER_TOOLS if name else ():
                steps.append(("%s %s" % (tool, name),
                              [sanitizer, "--tool", tool, "--error-exitcode", "3", py,
                               "utils/run-attention-gpu.py", "--kernel", name, "--llc", llc,
                               "--problems", SANITIZER_PROBLEM, "--timeout", "60"]))
        return steps
    raise ValueError(part)


def summarize(part, out):
    """Counts read from a part's log."""
    text = read(os.path.join(out, part + ".log"))
    if part == "lit":
        return {"lit": lit_counts(text)}
    if part == "stress":
        lines = gemm_lines(text)
        return {"built": len(re.findall(r"^BUILD ", text, re.M)),
                "passed": sum(ln["result"] == "PASS" for ln in lines),
                "failed": sum(ln["result"] == "FAIL" for ln in lines), "runs": lines}
    if part == "bench":
        found = {}
        for key, name in (("bench", "bench-gemm.json"),
                          ("bench_attention", "bench-attention.json")):
            try:
                with open(os.path.join(out, name)) as f:
                    found[key] = json.load(f)
            except (OSError, ValueError):
                found[key] = None
        return found
    if part == "sanitizer":
        reports = re.findall(r"^========= (ERROR SUMMARY: \d+ errors?|RACECHECK SUMMARY: .*)$",
                             text, re.M)
        return {"summaries": reports}
    return {}


def status_of(rcs, no_gpu_ok):
    """A part's status from its steps' exit statuses."""
    if any(rc is None for rc in rcs):
        return "timeout"
    if all(rc == 0 for rc in rcs):
        return "pass"
    if no_gpu_ok and all(rc in (0, 2) for rc in rcs):
        return "no-gpu"
    return "fail"


def summary_lines(results):
    lines = []
    for part in results["parts"]:
        r = results["parts"][part]
        detail = r.get("skipped") or ""
        if part == "lit" and r.get("lit"):
            detail = ", ".join("%d %s" % (v, k) for k, v in sorted(r["lit"].items()))
        elif part == "stress" and "passed" in r:
            detail = "%d kernels built; %d kernel x shape runs passed, %d failed" % (
                r["built"], r["passed"], r["failed"])
        elif part == "sanitizer" and r.get("summaries"):
            detail = "; ".join(r["summaries"])
        lines.append("%-10s %-8s %6.1f s  %s" % (part, r["status"], r.get("seconds", 0),
                                                 detail))
    bench = results["parts"].get("bench", {}).get("bench")
    for row in (bench or {}).get("rows", []):
        if row["size"] != max(x["size"] for x in bench["rows"]):
            continue
        t = row.get("tflops")
        lines.append("  %-34s %5d %7s TFLOP/s  cuBLAS %6.1f (%s)  Triton %s (%s)  %s" % (
            row["kernel"], row["size"], "%.1f" % t if t else "-", row["cublas_tflops"],
            "%.2f" % (t / row["cublas_tflops"]) if t else "-",
            "%.1f" % row["triton_tflops"] if row.get("triton_tflops") else "-",
            "%.2f" % (t / row["triton_tflops"]) if t and row.get("triton_tflops") else "-",
            row["check"]))
    attention = results["parts"].get("bench", {}).get("bench_attention")
    for row in (attention or {}).get("rows", []):
        if row["seq"] != max(x["seq"] for x in attention["rows"]):
            continue
        t, best = row.get("tflops"), row.get("sdpa_best_tflops")
        trit = row.get("triton_tflops")
        lines.append("  %-34s s%-5d %6s TFLOP/s  SDPA %s %s (%s)  Triton %s (%s)  %s" % (
            row["kernel"], row["seq"], "%.1f" % t if t else "-", row.get("sdpa_best") or "-",
            "%.1f" % best if best else "-", "%.2f" % (t / best) if t and best else "-",
            "%.1f" % trit if trit else "-", "%.2f" % (t / trit) if t and trit else "-",
            row["check"]))
    return lines


class ArgumentParser(argparse.ArgumentParser):
    """Bad options exit 1: 2 is this script's 'no GPU'."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, "%s: error: %s\n" % (self.prog, message))


def main():
    ap = ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", help="the folder for the logs and device-check.json")
    ap.add_argument("--kit", default=os.path.join(ROOT, ".gpu", "kit"),
                    help="the kit utils/gpu/device-check.sh --pack made (default .gpu/kit)")
    ap.add_argument("--llc", help="the llc to build with (default: KIT/bin/llc)")
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas")
    ap.add_argument("--parts", default=",".join(PARTS),
                    help="comma-separated, of %s (default: all, in that order)"
                    % ", ".join(PARTS))
    ap.add_argument("--limit", action="append", default=[], metavar="PART=SECONDS",
                    help="a part's time limit (defaults: %s)"
                    % ", ".join("%s=%d" % kv for kv in LIMITS.items()))
    args = ap.parse_args()
    parts = [p for p in args.parts.split(",") if p]
    for p in parts:
        if p not in PARTS:
            ap.error("unknown part '%s' (one of %s)" % (p, ", ".join(PARTS)))
    limits = dict(LIMITS)
    for item in args.limit:
        name, _, secs = item.partition("=")
        if name not in PARTS or not secs.isdigit() or int(secs) <= 0:
            ap.error("--limit takes PART=SECONDS with PART one of %s, not '%s'"
                     % (", ".join(PARTS), item))
        limits[name] = int(secs)
    args.kit = os.path.abspath(args.kit)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)

    env_info, gpu, reason, cc = environment(args.kit, args.ptxas)
    targets = host.runnable_targets(cc) if gpu else []
    print("device-check: %s" % (reason if gpu else "no CUDA GPU (%s)" % reason), flush=True)
    child_env = dict(os.environ, PYTHONUNBUFFERED="1")
    kit_bin = os.path.join(args.kit, "bin")
    if os.path.isdir(kit_bin):
        # The runners find llc as KIT/bin/llc; FileCheck and not for lit.
        child_env["PATH"] = kit_bin + os.pathsep + child_env.get("PATH", "")
        child_env["LLC"] = args.llc or os.path.join(kit_bin, "llc")
    results = {"environment": env_info, "limits": limits, "parts": {}}

    def save():
        with open(os.path.join(out, "device-check.json"), "w") as f:
            json.dump(results, f, indent=1)

    for part in parts:
        log = os.path.join(out, part + ".log")
        open(log, "w").close()
        steps = part_steps(part, args, targets, gpu, out)
        if isinstance(steps, str):
            results["parts"][part] = {"status": "skipped", "skipped": steps}
            print("device-check: %s skipped: %s" % (part, steps), flush=True)
            save()
            continue
        print("device-check: %s (limit %d s) ..." % (part, limits[part]), flush=True)
        deadline = time.monotonic() + limits[part]
        rcs, seconds = [], 0.0
        for what, cmd in steps:
            if time.monotonic() >= deadline:
                rcs.append(None)
                break
            rc, secs = run_step(cmd, log, deadline, child_env)
            rcs.append(rc)
            seconds += secs
        r = {"status": status_of(rcs, not gpu), "seconds": round(seconds, 1),
             "exit": rcs, "steps": [w for w, _ in steps]}
        r.update(summarize(part, out))
        if r.get("failed") and r["status"] in ("pass", "no-gpu"):
            r["status"] = "fail"  # a kernel that did not build, or a refused shape
        results["parts"][part] = r
        save()

    print("", flush=True)
    for line in read(os.path.join(out, "lit.log")).splitlines():
        if re.match(r"^(FAIL|TIMEOUT|UNRESOLVED|XPASS): ", line):
            print(line)
    for part in ("stress", "sanitizer"):
        for line in read(os.path.join(out, part + ".log")).splitlines():
            if line.startswith("FAIL ") or re.match(r"^========= (ERROR|Error|Race)", line):
                print("%s: %s" % (part, line[:200]))
    print("device-check summary (%s; %s; %s; kit %s)" % (
        env_info["nvidia_smi"] or env_info["gpu"] or "no GPU", env_info["ptxas"],
        env_info["date"], (env_info["kit"] or {}).get("commit", "unknown commit")))
    for line in summary_lines(results):
        print(line)
    statuses = [r["status"] for r in results["parts"].values()]
    if not gpu:
        print("device-check: no CUDA GPU (%s): ran what needs none (%s); exit 2"
              % (reason, ", ".join("%s %s" % kv for kv in
                                   ((p, results["parts"][p]["status"]) for p in parts))))
        return 2
    bad = [p for p in parts if results["parts"][p]["status"] not in ("pass", "skipped")]
    print("device-check: %s" % ("all parts passed" if not bad else
                                "%s did not pass" % ", ".join(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

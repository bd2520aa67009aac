#!/usr/bin/env python3
"""Compares this llc with LLVM 22's on the CUDA corpus (test/Corpus).

Each corpus file is device IR that clang wrote for a real CUDA program
(utils/gen-cuda-corpus.py). Both llcs compile it with the same -mcpu and
-mattr=+ptxNN, the processor and PTX ISA clang wrote on its functions
("target-cpu", "target-features"); ptxas -v assembles each PTX for that
processor, and its per-function report (registers, spill stores, spill
loads, stack frame) is compared function by function. The compile time of
both llcs is measured in the same run, each file compiled by ours and then
by LLVM 22's in turn (--repeat N: the fastest of N each), as CPU time
(user + system of the llc process) and wall time.

    compare-corpus.py [--llc OURS] [--llc22 LLC22] [--ptxas PTXAS]
                      [--expect FILE [--update]] [--repeat N] [-j N]
                      [--max-time-ratio R] [--module-target] [--json OUT]
                      [-v] PATH...

PATH: .ll files, or directories whose *.ll files are taken (default
test/Corpus/Inputs).

A function of ours is worse than LLVM 22's (a "gap") in one of four
metrics: spill stores, spill loads or stack frame bytes above LLVM 22's,
or registers above max(LLVM 22's + 2, LLVM 22's * 1.05), the "within a few
percent" of the corpus's goal (--reg-slack/--reg-ratio change it).

With --expect FILE (test/Corpus/expected-gaps.txt) the run is a test: it
exits 1 when
  - a PTX of ours does not assemble, or our llc fails where LLVM 22's
    compiles the file (unless the file is listed as xfail, with a reason);
  - a kernel LLVM 22 emits is missing from ours;
  - a function is worse than LLVM 22's in a metric FILE does not list
    ("new gap"), or by more than FILE records ("worse than recorded");
  - a gap FILE lists is gone ("gap closed": the file must be updated, as an
    XPASS must be); a gap that shrank is reported but passes.
Entries of files not compiled in this run are left alone. --update rewrites
FILE's entries for the files of this run with the gaps found (keeping the
other entries, the comments and the xfail lines) and exits 0 unless
something failed to compile or assemble.

Expectation lines: `FILE FUNCTION METRIC OURS LLVM22`, or `xfail FILE
REASON...`; lines starting with `#` are comments. FUNCTION is the mangled name, or for
names longer than 80 characters its first 60, `...#` and 8 hex digits of
its SHA-1 (the name the table prints).

--max-time-ratio R exits 1 when our total CPU time exceeds R times LLVM
22's (a benchmark: timing is not checked unless asked). --module-target
also compiles each file with ours without -mcpu/-mattr and requires the
same PTX (this llc takes the processor and PTX ISA from the module).
"""
import argparse
import concurrent.futures
import hashlib
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402

METRICS = ("regs", "spill_stores", "spill_loads", "stack")
DEFAULT_CORPUS = os.path.join(tools.REPO, "test", "Corpus", "Inputs")


def short_name(name):
    """The name of a function in the table and the expectations file."""
    if len(name) <= 80:
        return name
    return "%s...#%s" % (name[:60], hashlib.sha1(name.encode()).hexdigest()[:8])


def module_target(path):
    """(cpu, ptx) clang wrote on the module's functions: "target-cpu" and
    the +ptxNN of "target-features" (None where absent)."""
    cpus, ptxs = set(), set()
    with open(path, errors="replace") as f:
        for line in f:
            if not line.startswith("attributes #"):
                continue
            m = re.search(r'"target-cpu"="(sm_[0-9]+[af]?)"', line)
            if m:
                cpus.add(m.group(1))
            m = re.search(r'"target-features"="([^"]*)"', line)
            if m:
                ptxs.update(int(p) for p in re.findall(r"\+ptx([0-9]+)", m.group(1)))
    if len(cpus) > 1:
        raise ValueError("functions name several processors: %s" % ", ".join(sorted(cpus)))
    return (cpus.pop() if cpus else None, max(ptxs) if ptxs else None)


def timed(cmd):
    """Runs cmd; (exit status, stderr, cpu seconds, wall seconds)."""
    start = time.perf_counter()
    try:
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    except OSError as e:
        return 127, "cannot run %s: %s" % (cmd[0], e), 0.0, 0.0
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stderr.close()
    wall = time.perf_counter() - start
    return (p.returncode, err.decode(errors="replace"),
            usage.ru_utime + usage.ru_stime, wall)


def parse_ptxas(text):
    """{function: {regs, spill_stores, spill_loads, stack, entry}} from the
    report of ptxas -v (regs only for entry functions)."""
    funcs = {}
    current = None
    for line in text.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            current = funcs.setdefault(m.group(1), {"entry": True})
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:
            current = funcs.setdefault(m.group(1), {"entry": False})
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                      r"(\d+) bytes spill loads", line)
        if m and current is not None:
            current["stack"], current["spill_stores"], current["spill_loads"] = (
                int(g) for g in m.groups())
            continue
        m = re.search(r"Used (\d+) registers", line)
        if m and current is not None:
            current["regs"] = int(m.group(1))
    for f in funcs.values():
        for k in METRICS:
            f.setdefault(k, None)
    return funcs


class Compiler:
    """One llc: its label in the results, its name in messages and its
    command line for a file."""

    def __init__(self, label, title, path):
        self.label, self.title, self.path = label, title, path

    def command(self, ll, out, cpu, ptx):
        cmd = [self.path, "-mtriple=nvptx64-nvidia-cuda"]
        if cpu:
            cmd.append("-mcpu=" + cpu)
        if ptx:
            cmd.append("-mattr=+ptx%d" % ptx)
        return cmd + [ll, "-o", out]


def compile_file(args, ll, tmp):
    """Compiles and assembles one corpus file with both llcs; a dict of
    what happened."""
    name = os.path.basename(ll)
    res = {"file": name, "path": ll, "errors": []}
    try:
        cpu, ptx = module_target(ll)
    except (OSError, ValueError) as e:
        res["errors"].append("%s: %s" % (name, e))
        return res
    res["cpu"], res["ptx"] = cpu, ptx
    if not cpu:
        res["errors"].append("%s: no \"target-cpu\" on its functions" % name)
        return res
    llcs = [Compiler("ours", "our llc", args.llc),
            Compiler("llvm22", "LLVM 22's llc", args.llc22)]
    base = os.path.join(tmp, name[:-3] if name.endswith(".ll") else name)
    for c in llcs:
        res[c.label] = {"cpu": [], "wall": [], "status": None, "stderr": ""}
    for _ in range(args.repeat):
        for c in llcs:  # interleaved, so that load affects both alike
            status, err, cpu_s, wall = timed(
                c.command(ll, "%s.%s.ptx" % (base, c.label), cpu, ptx))
            r = res[c.label]
            r["status"], r["stderr"] = status, err
            r["cpu"].append(cpu_s)
            r["wall"].append(wall)
        if any(res[c.label]["status"] != 0 for c in llcs):
            break
    for c in llcs:
        r = res[c.label]
        r["cpu_s"], r["wall_s"] = min(r["cpu"]), min(r["wall"])
        if r["status"] != 0:
            r["funcs"] = None
            first = next((l for l in r["stderr"].splitlines() if l.strip()), "")
            kind = "crashed" if tools.crashed(r["status"], r["stderr"]) else "failed"
            r["failure"] = "%s %s (exit %d): %s" % (c.title, kind, r["status"], first)
            continue
        status, out, err = tools.run([args.ptxas, "-arch=" + cpu, "-v",
                                      "%s.%s.ptx" % (base, c.label), "-o", os.devnull])
        if status != 0:
            first = next((l for l in (err + out).splitlines() if "error" in l or "fatal" in l), "")
            r["funcs"] = None
            r["failure"] = "ptxas -arch=%s rejected the PTX of %s: %s" % (cpu, c.title,
                                                                         first.strip())
            continue
        r["funcs"] = parse_ptxas(out + err)
    if args.module_target and res["ours"]["funcs"] is not None:
        own = "%s.module.ptx" % base
        status, err, _, _ = timed(llcs[0].command(ll, own, None, None))
        if status != 0:
            res["errors"].append("%s: ours without -mcpu failed: %s" % (name, err.strip()))
        else:
            with open(own) as a, open("%s.ours.ptx" % base) as b:
                if a.read() != b.read():
                    res["errors"].append(
                        "%s: ours without -mcpu/-mattr differs from -mcpu=%s -mattr=+ptx%s"
                        % (name, cpu, ptx))
    return res


def gaps_of(args, ours, ref):
    """{metric: (ours, llvm22)} where function ours is worse than ref."""
    gaps = {}
    for m in METRICS:
        a, b = ours.get(m), ref.get(m)
        if a is None or b is None:
            continue
        if m == "regs":
            worse = a > max(b + args.reg_slack, b * args.reg_ratio)
        else:
            worse = a > b
        if worse:
            gaps[m] = (a, b)
    return gaps


def read_expectations(path):
    """(gaps {(file, func, metric): (ours, llvm22)}, xfails {file: reason})."""
    gaps, xfails = {}, {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            words = line.split()
            if words[0] == "xfail" and len(words) >= 3:
                xfails[words[1]] = " ".join(words[2:])
                continue
            if len(words) != 5 or words[2] not in METRICS:
                raise ValueError("%s:%d: expected FILE FUNCTION METRIC OURS LLVM22 "
                                 "or xfail FILE REASON" % (path, n))
            gaps[(words[0], words[1], words[2])] = (int(words[3]), int(words[4]))
    return gaps, xfails


def write_expectations(path, gaps, xfails, files_run):
    """Rewrites path: its comment header, the xfail lines, the entries of
    files not in files_run, and gaps for the files that were."""
    header = []
    old = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.startswith("#") and not old:
                    header.append(line)
                else:
                    break
        old, _ = read_expectations(path)
    keep = {k: v for k, v in old.items() if k[0] not in files_run}
    keep.update(gaps)
    with open(path, "w") as f:
        f.writelines(header)
        for name, reason in sorted(xfails.items()):
            f.write("xfail %s %s\n" % (name, reason))
        for (name, func, metric), (a, b) in sorted(keep.items()):
            f.write("%s %s %s %d %d\n" % (name, func, metric, a, b))


def fmt_pair(a, b):
    if a is None and b is None:
        return "-"
    return "%s/%s" % ("-" if a is None else a, "-" if b is None else b)


def compare(args, results, xfails, failures, notes):
    """Compares the functions of each file's two PTX files. Returns the
    gaps found {(file, function, metric): (ours, llvm22)}, the table's
    rows and the files compared; appends to failures and notes."""
    found, rows, files_run = {}, [], set()
    for r in results:
        name = r["file"]
        failures += r["errors"]
        if "ours" not in r:
            continue
        ours, ref = r["ours"], r["llvm22"]
        if ours["funcs"] is None:
            if ref["funcs"] is None:
                notes.append("%s: %s; %s" % (name, ours["failure"], ref["failure"]))
            elif name in xfails:
                notes.append("%s: XFAIL (%s): %s" % (name, xfails[name], ours["failure"]))
            else:
                failures.append("%s: %s (LLVM 22's llc compiles it)" % (name, ours["failure"]))
            continue
        if name in xfails:
            failures.append("%s: listed as xfail (%s) but our llc compiles it and ptxas "
                            "assembles it" % (name, xfails[name]))
        if ref["funcs"] is None:
            notes.append("%s: %s: nothing to compare with" % (name, ref["failure"]))
            continue
        files_run.add(name)
        for func in sorted(set(ours["funcs"]) | set(ref["funcs"])):
            a, b = ours["funcs"].get(func), ref["funcs"].get(func)
            short = func if args.verbose else short_name(func)
            if a is None:
                if b["entry"]:
                    failures.append("%s: kernel %s: in LLVM 22's PTX, not in ours" % (name, short))
                else:
                    notes.append("%s: function %s only in LLVM 22's PTX" % (name, short))
                continue
            if b is None:
                notes.append("%s: function %s only in ours" % (name, short))
                continue
            g = gaps_of(args, a, b)
            for m, v in g.items():
                found[(name, short_name(func), m)] = v
            rows.append((name, func, short, a, b, g))
    return found, rows, files_run


def check_expectations(args, found, expected, files_run, notes):
    """The status of each gap found against the expectations, and the
    failures: new gaps, gaps worse than recorded, gaps closed."""
    status, failures = {}, []
    if not args.expect:
        return status, failures
    for key, (a, b) in sorted(found.items()):
        name, func, metric = key
        if key not in expected:
            failures.append("%s: %s: new gap: %s %d, LLVM 22 %d" % (name, func, metric, a, b))
            status[key] = "NEW GAP"
            continue
        ea, eb = expected[key]
        if a - b > ea - eb:
            failures.append("%s: %s: %s worse than recorded: %d vs LLVM 22's %d "
                            "(recorded %d vs %d)" % (name, func, metric, a, b, ea, eb))
            status[key] = "WORSE"
        elif a - b < ea - eb:
            notes.append("%s: %s: %s gap shrank: %d vs LLVM 22's %d (recorded %d vs %d)"
                         % (name, func, metric, a, b, ea, eb))
            status[key] = "known (shrank)"
        else:
            status[key] = "known"
    for key, (ea, eb) in sorted(expected.items()):
        if key[0] in files_run and key not in found:
            failures.append("%s: %s: %s gap closed (recorded %d vs LLVM 22's %d): run "
                            "utils/compare-corpus.py --expect %s --update"
                            % (key[0], key[1], key[2], ea, eb, args.expect))
    return status, failures


def print_table(rows, status, found):
    """One line per function: ours/LLVM 22's metrics and the gaps."""
    line = "%-32s %-64s %9s %9s %9s %9s  %s"
    print(line % ("file", "function", "regs", "spill-st", "spill-ld", "stack", "status"))
    for name, func, short, a, b, g in rows:
        gaps = ["%s:%s" % (m, status.get((name, short_name(func), m), "gap")) for m in g]
        print(line % (name, short, fmt_pair(a["regs"], b["regs"]),
                      fmt_pair(a["spill_stores"], b["spill_stores"]),
                      fmt_pair(a["spill_loads"], b["spill_loads"]),
                      fmt_pair(a["stack"], b["stack"]), " ".join(gaps) if gaps else "ok"))
    kernels = sum(1 for row in rows if row[3]["entry"])
    tot = {m: (sum(r[3][m] or 0 for r in rows), sum(r[4][m] or 0 for r in rows))
           for m in METRICS}
    print()
    print("functions compared: %d (%d kernels); ours/LLVM 22: registers %d/%d (%.3f), "
          "spill stores %d/%d, spill loads %d/%d, stack %d/%d bytes; gaps: %d"
          % (len(rows), kernels, tot["regs"][0], tot["regs"][1],
             tot["regs"][0] / max(1, tot["regs"][1]), tot["spill_stores"][0],
             tot["spill_stores"][1], tot["spill_loads"][0], tot["spill_loads"][1],
             tot["stack"][0], tot["stack"][1], len(found)))


def print_times(args, results):
    """The compile time table; (ours, LLVM 22's, ratio) of the CPU time
    over the files both compiled."""
    print()
    print("%-32s %10s %10s %7s %10s %10s" % ("file", "ours cpu", "llc22 cpu", "ratio",
                                             "ours wall", "llc22 wall"))
    t_ours = t_ref = w_ours = w_ref = 0.0
    for r in results:
        if "ours" not in r or r["ours"]["status"] != 0 or r["llvm22"]["status"] != 0:
            continue
        a, b = r["ours"], r["llvm22"]
        t_ours += a["cpu_s"]
        t_ref += b["cpu_s"]
        w_ours += a["wall_s"]
        w_ref += b["wall_s"]
        print("%-32s %9.3fs %9.3fs %7.2f %9.3fs %9.3fs" % (
            r["file"], a["cpu_s"], b["cpu_s"], a["cpu_s"] / max(b["cpu_s"], 1e-6),
            a["wall_s"], b["wall_s"]))
    ratio = t_ours / max(t_ref, 1e-6)
    print("%-32s %9.3fs %9.3fs %7.2f %9.3fs %9.3fs" % ("total", t_ours, t_ref, ratio,
                                                       w_ours, w_ref))
    print("compile time (fastest of %d per llc): ours %.3fs, LLVM 22 %.3fs CPU; ratio %.2f"
          % (args.repeat, t_ours, t_ref, ratio))
    return t_ours, t_ref, ratio


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="*", metavar="PATH")
    p.add_argument("--llc", default=tools.built("llc"), help="this project's llc")
    p.add_argument("--llc22", default=tools.LLC22, help="LLVM 22's llc")
    p.add_argument("--ptxas", default=None, help="ptxas (default: found as the tests find it)")
    p.add_argument("--expect", metavar="FILE", help="the known gaps (test mode)")
    p.add_argument("--update", action="store_true", help="rewrite --expect's FILE")
    p.add_argument("--repeat", type=int, default=1, help="compile each file N times per llc")
    p.add_argument("-j", "--jobs", type=int, default=1, help="files compiled at once")
    p.add_argument("--reg-slack", type=int, default=2)
    p.add_argument("--reg-ratio", type=float, default=1.05)
    p.add_argument("--max-time-ratio", type=float, default=None)
    p.add_argument("--module-target", action="store_true",
                   help="also compile with ours without -mcpu and compare")
    p.add_argument("--json", metavar="OUT", help="write every result as JSON")
    p.add_argument("-v", "--verbose", action="store_true", help="full function names")
    args = p.parse_args()

    if args.update and not args.expect:
        p.error("--update needs --expect FILE")
    args.ptxas = args.ptxas or tools.find_ptxas()
    for what, path in (("llc", args.llc), ("LLVM 22's llc", args.llc22), ("ptxas", args.ptxas)):
        if not path or not os.access(path, os.X_OK):
            print("error: %s not found or not executable: %s" % (what, path), file=sys.stderr)
            return 1
    files = []
    for path in args.paths or [DEFAULT_CORPUS]:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".ll"))
        elif os.path.isfile(path):
            files.append(path)
        else:
            print("error: no such file or directory: %s" % path, file=sys.stderr)
            return 1
    if not files:
        print("error: no .ll files in %s" % " ".join(args.paths), file=sys.stderr)
        return 1
    expected, xfails = {}, {}
    if args.expect and os.path.exists(args.expect):
        try:
            expected, xfails = read_expectations(args.expect)
        except ValueError as e:
            print("error: %s" % e, file=sys.stderr)
            return 1
    elif args.expect and not args.update:
        print("error: no such expectations file: %s" % args.expect, file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory(prefix="compare-corpus-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            results = list(pool.map(lambda f: compile_file(args, f, tmp), files))

    failures, notes = [], []
    found, rows, files_run = compare(args, results, xfails, failures, notes)
    status, gap_failures = check_expectations(args, found, expected, files_run, notes)
    print_table(rows, status, found)
    t_ours, t_ref, ratio = print_times(args, results)
    if args.max_time_ratio is not None and ratio > args.max_time_ratio:
        failures.append("compile time: ours %.3fs is %.2f times LLVM 22's %.3fs (limit %.2f)"
                        % (t_ours, ratio, t_ref, args.max_time_ratio))

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": [{k: v for k, v in r.items() if k != "path"} for r in results],
                       "gaps": [list(k) + list(v) for k, v in sorted(found.items())],
                       "failures": failures, "notes": notes,
                       "time": {"ours_cpu": t_ours, "llvm22_cpu": t_ref, "ratio": ratio}},
                      f, indent=1, default=str)

    for n in notes:
        print("note: " + n)
    if args.update:
        write_expectations(args.expect, found, xfails, files_run)
        print("updated %s: %d gaps" % (args.expect, len(found)))
    else:
        failures += gap_failures
    for f in failures:
        print("FAIL: " + f)
    print("compare-corpus: %d files, %d failures" % (len(files), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

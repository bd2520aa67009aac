#!/usr/bin/env python3
"""Differential check against LLVM 22's llc.

Compiles one IR file with this project's llc and with LLVM 22's llc for each
given CPU and compares the normalized PTX (see ptx-normalize.py). Prints a
unified diff and exits 1 on the first CPU where they differ.

    diff-llc22.py --llc OURS --llc22 REF --cpu sm_90a [--cpu ...]
                  [--mattr ATTRS] [--header-only | --match REGEX] FILE.ll

--match keeps only the instruction lines that match REGEX (e.g. the
instructions an intrinsic selects to), so that unrelated differences between
LLVM 19 and LLVM 22 code generation (ld.param spellings, .param attributes)
do not hide or fake a difference in what is being compared.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
normalize = __import__("ptx-normalize").normalize


def compile_ptx(llc, cpu, mattr, path):
    cmd = [llc, "-mtriple=nvptx64-nvidia-cuda", "-mcpu=" + cpu, path, "-o", "-"]
    if mattr:
        cmd.insert(3, "-mattr=" + mattr)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.exit("error: %s failed for %s:\n%s" % (llc, cpu, r.stderr))
    return r.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llc", required=True)
    ap.add_argument("--llc22", required=True)
    ap.add_argument("--cpu", action="append", required=True)
    ap.add_argument("--mattr")
    ap.add_argument("--header-only", action="store_true")
    ap.add_argument("--match")
    ap.add_argument("input")
    args = ap.parse_args()
    for cpu in args.cpu:
        ours, ref = (
            normalize(compile_ptx(llc, cpu, args.mattr, args.input), bool(args.match))
            for llc in (args.llc, args.llc22)
        )
        if args.header_only:
            keep = (".version", ".target", ".address_size")
            ours, ref = (
                "\n".join(l for l in t.splitlines() if l.startswith(keep))
                for t in (ours, ref)
            )
        if args.match:
            pattern = re.compile(args.match)
            ours, ref = (
                "\n".join(l for l in t.splitlines() if pattern.search(l))
                for t in (ours, ref)
            )
            if not ours:
                sys.exit("error: no line of the output matches --match %s" % args.match)
        if ours != ref:
            sys.stdout.writelines(
                difflib.unified_diff(
                    ref.splitlines(True), ours.splitlines(True),
                    "llc-22 -mcpu=" + cpu, "llc -mcpu=" + cpu,
                )
            )
            sys.stdout.write("\n")
            sys.exit(1)
        print("%s: same" % cpu)


if __name__ == "__main__":
    main()

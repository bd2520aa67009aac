#!/usr/bin/env python3
"""Differential check against LLVM 22's llc.

Compiles one IR file with this project's llc and with LLVM 22's llc for each
given CPU and compares the normalized PTX (see ptx-normalize.py). Prints a
unified diff and exits 1 on the first CPU where they differ.

    diff-llc22.py --llc OURS --llc22 REF --cpu sm_90a [--cpu ...]
                  [--mattr ATTRS] [--header-only | --match REGEX] FILE.ll
    diff-llc22.py --llc OURS --llc22 REF --decls [--except NAME ...] FILE.ll

--decls compares declarations instead: `opt -S` of each LLVM (found beside
its llc) prints every declaration of FILE.ll with the attributes it gives
the intrinsic (ours through -passes=nvptx-ext-intrinsic-checks); parameter
`range(...)` attributes, which LLVM 19 cannot combine with `immarg`, are
ignored, LLVM 22's `captures(none)` is LLVM 19's `nocapture`, and LLVM 22's
`nocreateundeforpoison`, which LLVM 19 lacks (its reader drops it), is
ignored. Declarations LLVM 22 removes because it upgrades their calls to
other intrinsics are counted apart, and --except NAME leaves out a
documented difference.

--match keeps only the instructions that match REGEX (e.g. the instructions
an intrinsic selects to), so that unrelated differences between LLVM 19 and
LLVM 22 code generation (ld.param spellings, .param attributes) do not hide
or fake a difference in what is being compared. Their registers are then
renumbered across classes in order of appearance (LLVM 22 keeps f32 values
in %r registers, LLVM 19 in %f).
"""
import argparse
import difflib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402
from nvptx_atoms.ptx import normalize, renumber  # noqa: E402


PARAM_ATTRIBUTES = {"immarg", "nocapture", "readonly", "writeonly", "noundef",
                    "nonnull", "noalias", "readnone"}


# Function attributes LLVM 19 does not have.
LLVM22_ONLY_FN_ATTRIBUTES = {"nocreateundeforpoison"}


def sort_attributes(param):
    """A parameter with its attributes sorted: LLVM 19 and 22 print them in
    different orders."""
    words = param.split(" ")
    attrs = [w for w in words if w in PARAM_ATTRIBUTES]
    return " ".join([w for w in words if w not in PARAM_ATTRIBUTES]
                    + sorted(attrs))


def declarations(opt, extra, path):
    """{name: "RET (PARAMS) FNATTRS"} of the declarations `opt -S` prints."""
    rc, out, err = tools.run([opt, "-S", "-mtriple=" + tools.TRIPLE] + extra
                             + [path, "-o", "-"])
    if rc:
        sys.exit("error: %s failed:\n%s" % (opt, err))
    groups = {g: " ".join(w for w in attrs.split(" ")
                          if w not in LLVM22_ONLY_FN_ATTRIBUTES)
              for g, attrs in re.findall(r"^attributes (#\d+) = \{ (.*) \}$",
                                         out, re.M)}
    decls = {}
    for m in re.finditer(r"^declare (.*) @([\w.]+)\((.*)\)(?: (#\d+))?$",
                         out, re.M):
        ret, name, params, group = m.groups()
        params = re.sub(r" range\([^)]*\)", "", params)
        params = params.replace("captures(none)", "nocapture")
        params = ", ".join(sort_attributes(p) for p in params.split(", "))
        decls[name] = "%s (%s) %s" % (ret, params, groups.get(group, ""))
    return decls


def compare_declarations(args):
    opts = [os.path.join(os.path.dirname(llc), "opt")
            for llc in (args.llc, args.llc22)]
    ours = declarations(opts[0], ["-passes=nvptx-ext-intrinsic-checks"],
                        args.input)
    ref = declarations(opts[1], [], args.input)
    excepted = set(args.excepted or [])
    upgraded = [n for n in ours if n not in ref and n not in excepted]
    bad = [n for n in sorted(set(ours) | set(ref))
           if ours.get(n) != ref.get(n) and n not in excepted
           and n not in upgraded]
    for n in bad:
        print("%s\n  llvm-22: %s\n  ours:    %s" % (n, ref.get(n), ours.get(n)))
    if bad:
        sys.exit(1)
    missing = excepted - set(ours) - set(ref)
    if missing:
        sys.exit("error: --except names no declaration: " +
                 ", ".join(sorted(missing)))
    same = [n for n in ours if ours[n] == ref.get(n) and n not in excepted]
    report = "%d declarations: same" % len(same)
    if upgraded:
        report += ("; %d that LLVM 22 upgrades to other intrinsics"
                   % len(upgraded))
    if excepted:
        report += "; %d excepted" % len(excepted)
    print(report)


def compile_ptx(llc, cpu, mattr, path):
    rc, out, err = tools.run(tools.llc_command(llc, cpu, mattr) + [path])
    if rc:
        sys.exit("error: %s failed for %s:\n%s" % (llc, cpu, err))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llc", required=True)
    ap.add_argument("--llc22", required=True)
    ap.add_argument("--cpu", action="append")
    ap.add_argument("--decls", action="store_true")
    ap.add_argument("--except", dest="excepted", action="append",
                    metavar="NAME")
    ap.add_argument("--mattr")
    ap.add_argument("--header-only", action="store_true")
    ap.add_argument("--match")
    ap.add_argument("input")
    args = ap.parse_args()
    if args.decls:
        return compare_declarations(args)
    if not args.cpu:
        ap.error("--cpu is required")
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
                renumber("\n".join(l for l in t.splitlines() if pattern.search(l)))
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

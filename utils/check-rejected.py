#!/usr/bin/env python3
"""Checks that a target rejects every function of an IR file cleanly.

    check-rejected.py --llc OURS [--llc22 REF] --cpu CPU [--mattr ATTRS]
                      [--allow REGEX] FILE.ll

FILE.ll holds declarations and functions that each call something CPU lacks
(e.g. from gen-tcgen05-tests.py --rejected). Our llc must exit with status 1,
print an `error: in function 'F': ...` line for every function F, and never
crash (no "LLVM ERROR", "Cannot select" or stack dump).

With --llc22, every function is also compiled on its own by LLVM 22's llc,
which must fail too: what LLVM 22 accepts we must accept, except calls of
intrinsics matching --allow (documented deviations, where LLVM 22 emits PTX
that ptxas rejects). Prints one summary line; exits 1 on any mismatch.
"""
import argparse
import concurrent.futures
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402


def split_module(text):
    """(declarations, [(function name, function text)])"""
    decls = "\n".join(l for l in text.splitlines() if l.startswith("declare "))
    funcs = re.findall(r"^(define void @([\w.]+)\(.*?^\}\n)", text, re.M | re.S)
    return decls, [(name, body) for body, name in funcs]


def check_ours(args, text, funcs):
    rc, _, err = tools.run(tools.llc_command(args.llc, args.cpu, args.mattr,
                                             os.devnull) + [args.input])
    problems = []
    if rc != 1:
        problems.append("llc exited with %d, not 1" % rc)
    for bad in tools.CRASH_MARKERS:
        if bad in err:
            problems.append("llc printed %r" % bad)
    diagnosed = set(re.findall(r"^error: in function '([\w.]+)': ", err,
                               re.M))
    missing = [name for name, _ in funcs if name not in diagnosed]
    if missing:
        problems.append("no error for %d functions, e.g. %s" % (
            len(missing), ", ".join(missing[:5])))
    return problems


def check_llc22(args, decls, funcs):
    allow = re.compile(args.allow) if args.allow else None

    def compiles(func):
        name, body = func
        with tools.temp_file(decls + "\n" + body, ".ll") as path:
            return tools.run(tools.llc_command(args.llc22, args.cpu,
                                               args.mattr, os.devnull)
                             + [path])[0] == 0

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        accepted = [func for func, ok in zip(funcs, pool.map(compiles, funcs))
                    if ok]
    problems, allowed = [], 0
    for name, body in accepted:
        callee = re.search(r"call [^@]*@([\w.]+)\(", body).group(1)
        if allow and allow.search(callee):
            allowed += 1
        else:
            problems.append("LLVM 22 compiles %s (%s), we reject it" % (
                name, callee))
    return problems, allowed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--llc", required=True)
    ap.add_argument("--llc22")
    ap.add_argument("--cpu", required=True)
    ap.add_argument("--mattr")
    ap.add_argument("--allow")
    ap.add_argument("input")
    args = ap.parse_args()
    with open(args.input) as f:
        text = f.read()
    decls, funcs = split_module(text)
    if not funcs:
        sys.exit("error: no function in %s" % args.input)
    problems = check_ours(args, text, funcs)
    summary = "%s: %d rejected with an error" % (args.cpu, len(funcs))
    if args.llc22:
        more, allowed = check_llc22(args, decls, funcs)
        problems += more
        summary += "; LLVM 22 rejects them too (%d documented exceptions)" % (
            allowed)
    for p in problems[:20]:
        print("problem: " + p)
    if problems:
        sys.exit(1)
    print(summary)


if __name__ == "__main__":
    main()

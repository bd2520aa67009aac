#!/usr/bin/env python3
"""Prints the instructions of a PTX file in a form that two compilers'
outputs can be compared in: comments, blank lines and `.reg` declarations
dropped, instructions spanning lines joined, whitespace collapsed, and
virtual registers renamed in order of first appearance (%rd7, %rd2 ->
%rd<0>, %rd<1>), per register class.

    ptx-normalize.py FILE.ptx [--body]

With --body only the lines inside function bodies are printed (no
.version/.target header), for comparing instructions alone.
"""
import re
import sys

REG = re.compile(r"%(r|rd|rs|f|fd|p|h|hh|bf|rq)(\d+)\b")


def normalize(text, body_only):
    names = {}
    out = []
    depth = 0
    pending = ""
    for line in text.splitlines():
        line = re.sub(r"//.*", "", line).strip()
        if not line:
            continue
        # Inside a function body an instruction may span lines (LLVM 22
        # prints some that way); join them up to the `;`.
        if depth > 0 and not re.search(r"(;|:|^[{}])$", line):
            pending += line + " "
            continue
        line, pending = pending + line, ""
        opens, closes = line.count("{"), line.count("}")
        inside = depth > 0
        depth += opens - closes
        if line.startswith(".reg "):
            continue
        if body_only and not inside:
            continue

        def rename(m):
            key = (m.group(1), m.group(2))
            if key not in names:
                names[key] = sum(1 for k in names if k[0] == m.group(1))
            return "%%%s<%d>" % (m.group(1), names[key])

        out.append(re.sub(r"\s+", " ", REG.sub(rename, line)))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    with open(argv[1]) as f:
        sys.stdout.write(normalize(f.read(), "--body" in argv[2:]))


if __name__ == "__main__":
    main(sys.argv)

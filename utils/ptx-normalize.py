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
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms.ptx import normalize  # noqa: E402


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    with open(argv[1]) as f:
        sys.stdout.write(normalize(f.read(), "--body" in argv[2:]))


if __name__ == "__main__":
    main(sys.argv)

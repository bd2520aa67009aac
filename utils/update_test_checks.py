#!/usr/bin/env python3
"""Regenerates the CHECK lines of opt tests with this build's opt: upstream's
llvm/utils/update_test_checks.py (extracted with the LLVM sources into
BUILD/llvm-src) run with --opt-binary BUILD/bin/opt, so that no PATH setup
is needed.

    utils/update_test_checks.py test/CodeGen/NVPTX/foo.ll ...

BUILD is $NVPTX_ATOMS_BUILD_DIR, else build/ of this repository. Every
argument is passed on (an explicit --opt-binary wins)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms.tools import run_upstream  # noqa: E402

if __name__ == "__main__":
    sys.exit(run_upstream("update_test_checks.py", "--opt-binary", "opt",
                          sys.argv[1:]))

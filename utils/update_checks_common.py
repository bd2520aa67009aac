"""What utils/update_llc_test_checks.py and utils/update_test_checks.py
share: finding the build, upstream's script and the tool, and running it."""
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_upstream(script, binary_option, tool, args):
    """Runs BUILD/llvm-src/llvm/utils/SCRIPT with BINARY_OPTION BUILD/bin/TOOL
    (unless ARGS give it) and ARGS; returns its exit status."""
    build = os.environ.get("NVPTX_ATOMS_BUILD_DIR",
                           os.path.join(REPO, "build"))
    upstream = os.path.join(build, "llvm-src", "llvm", "utils", script)
    binary = os.path.join(build, "bin", tool)
    for path, what in ((upstream, "upstream's %s" % script),
                       (binary, "the built %s" % tool)):
        if not os.path.exists(path):
            print("error: %s is not at %s; run 'make' (or set "
                  "NVPTX_ATOMS_BUILD_DIR to the build directory)" %
                  (what, path), file=sys.stderr)
            return 1
    if not any(a == binary_option or a.startswith(binary_option + "=")
               for a in args):
        args = [binary_option, binary] + list(args)
    return subprocess.call([sys.executable, upstream] + list(args))

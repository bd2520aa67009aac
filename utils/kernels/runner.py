"""What the GPU runners of every kernel family share (GEMM: gemm/host.py,
attention: attention/host.py): finding llc, running the tools, a watchdog
for kernels that hang, a directory for generated files."""

import os
import re
import shutil
import subprocess
import tempfile
import threading

REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))

PTXAS_USAGE = re.compile(r"Used (\d+) registers")
PTXAS_SPILL = re.compile(r"(\d+) bytes spill stores, (\d+) bytes spill loads")


def find_llc(given=None):
    """--llc (a path, or a name on PATH), else $LLC, else this checkout's
    build/bin/llc, else the device kit's (utils/gpu/make-device-kit.sh);
    never a system llc found by itself, which knows no atoms."""
    if given:
        found = shutil.which(given)
        if not found:
            raise SystemExit("error: --llc %s: no such program" % given)
        return found
    for candidate in (os.environ.get("LLC"), os.path.join(REPO, "build", "bin", "llc"),
                      os.path.join(REPO, ".gpu", "kit", "bin", "llc")):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    raise SystemExit("error: no llc: give --llc or set LLC (this checkout's "
                     "build/bin/llc is missing)")


def run_tool(cmd, what):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError("%s failed (%s):\n%s" % (what, " ".join(cmd),
                                                    (r.stderr or r.stdout).strip()))
    return r


def watchdog(seconds, line):
    """A started timer that prints ``line`` and ends the process with
    status 1 after ``seconds``: a kernel that deadlocks (an mbarrier never
    completing) blocks cuCtxSynchronize for ever, which no exception
    interrupts. Cancel it when the work is done."""
    def fire():
        print(line, flush=True)
        os._exit(1)
    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()
    return timer


def workdir(keep=None):
    """A directory for generated files: ``keep`` or a temporary one."""
    if keep:
        os.makedirs(keep, exist_ok=True)
        return keep
    return tempfile.mkdtemp(prefix="kernels-")

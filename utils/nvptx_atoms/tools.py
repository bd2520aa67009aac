"""Locating and running the tools the scripts drive: this build's llc and
opt, LLVM 22's llc, ptxas; probing which -arch values ptxas accepts.

  build_dir(), built(tool)   $NVPTX_ATOMS_BUILD_DIR (else build/ of this
                             checkout) and the tool in its bin/
  find_ptxas(configured)     $LLVM_PTXAS_EXECUTABLE, configured, PATH,
                             /usr/local/cuda/bin/ptxas
  run(cmd, ...)              (status, stdout, stderr) as text
  llc_command(llc, cpu, ...) llc for nvptx64-nvidia-cuda and a CPU
  temp_file(text, suffix)    a temporary file holding text, removed after
  ptxas_run(ptxas, arch, ptx, ...)
                             ptxas -arch=ARCH on PTX text
  assembles(ptxas, arch, text)
                             whether ptxas takes PTX text for -arch=ARCH
  probe_ptxas_archs(ptxas, archs)
                             the -arch values ptxas accepts at all
  run_upstream(script, ...)  upstream's update_llc_test_checks.py or
                             update_test_checks.py with this build's tool
"""
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
TRIPLE = "nvptx64-nvidia-cuda"

# What in llc's standard error marks a crash rather than a diagnostic.
CRASH_MARKERS = ("LLVM ERROR", "Stack dump", "PLEASE submit", "Cannot select",
                 "UNREACHABLE", "Assertion")


def crashed(rc, err):
    """Whether a run of llc that exited with ``rc`` and printed ``err``
    crashed: a signal, an exit status other than 0 and 1, or a marker."""
    return rc < 0 or rc > 1 or any(m in err for m in CRASH_MARKERS)
CUDA_PTXAS = "/usr/local/cuda/bin/ptxas"
LLC22 = "/usr/lib/llvm-22/bin/llc"


def build_dir():
    """$NVPTX_ATOMS_BUILD_DIR, else this checkout's build/."""
    return os.environ.get("NVPTX_ATOMS_BUILD_DIR", os.path.join(REPO, "build"))


def built(tool):
    """The path of a tool this build makes (llc, opt, cute-nvgpu-atoms)."""
    return os.path.join(build_dir(), "bin", tool)


def find_ptxas(configured=None):
    """The assembler to use: $LLVM_PTXAS_EXECUTABLE, the configured one, or
    one on PATH or in /usr/local/cuda/bin; None without one."""
    for candidate in (
        os.environ.get("LLVM_PTXAS_EXECUTABLE"),
        configured,
        shutil.which("ptxas"),
        CUDA_PTXAS,
    ):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def run(cmd, stdin=None, timeout=None, env=None):
    """(exit status, stdout, stderr) of cmd, as text."""
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                       timeout=timeout, env=env)
    return p.returncode, p.stdout, p.stderr


def llc_command(llc, cpu, mattr=None, output="-"):
    """The command line compiling for nvptx64-nvidia-cuda and -mcpu=cpu
    (-mattr=mattr) to output; append the input."""
    cmd = [llc, "-mtriple=" + TRIPLE, "-mcpu=" + cpu]
    if mattr:
        cmd.append("-mattr=" + mattr)
    return cmd + ["-o", output]


@contextlib.contextmanager
def temp_file(text, suffix):
    """The path of a temporary file holding text, removed afterwards."""
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as f:
        f.write(text)
    try:
        yield f.name
    finally:
        os.unlink(f.name)


def ptxas_run(ptxas, arch, ptx, options=("-c", "-o", os.devnull),
              timeout=None):
    """(exit status, stdout, stderr) of `ptxas -arch=ARCH OPTIONS FILE` on
    the PTX text ptx."""
    with temp_file(ptx, ".ptx") as path:
        return run([ptxas, "-arch=" + arch] + list(options) + [path],
                   timeout=timeout)


def assembles(ptxas, arch, text):
    """Whether the assembler takes the PTX text for -arch arch."""
    return ptxas_run(ptxas, arch, text, options=("-o", os.devnull))[0] == 0


def probe_ptxas_archs(ptxas, archs):
    """The -arch values of archs the assembler accepts, probed with a
    minimal PTX file that any architecture can assemble."""
    text = ".version 6.0\n.target sm_30\n.address_size 64\n"
    return [a for a in archs if assembles(ptxas, a, text)]


def run_upstream(script, binary_option, tool, args):
    """Runs BUILD/llvm-src/llvm/utils/SCRIPT (upstream's update_*_checks.py)
    with BINARY_OPTION BUILD/bin/TOOL (unless ARGS give it) and ARGS;
    returns its exit status. BUILD is build_dir()."""
    build = build_dir()
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

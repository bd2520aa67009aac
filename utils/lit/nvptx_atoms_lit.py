"""Shared lit configuration of nvptx-atoms' test suites.

Both suites (the project's own tests under test/ and the upstream LLVM 19.1.7
NVPTX CodeGen tests) use the same tools and the same view of ptxas:

* ``ptxas`` is a feature when an assembler is found, and ``ptxas-sm_XX`` is a
  feature for every ``-arch`` the installed assembler accepts. Which ones it
  accepts is probed, never assumed: CUDA 13 dropped sm_50..sm_72 and sm_101*.
* ``%ptxas-verify`` assembles PTX from stdin. Without ``-arch`` it uses the
  oldest architecture the assembler knows, as upstream's default (sm_60) was
  the oldest one when it was written.
* A test whose RUN lines pass ``%ptxas-verify -arch=sm_XX`` for an
  architecture the assembler lacks requires the feature ``ptxas-sm_XX``, so
  it is reported UNSUPPORTED instead of failing. A RUN line guarded by
  ``%if ptxas-sm_XX %{ ... %}`` is simply skipped instead; tests that cover
  many CPUs use that form.
* ``cuda-gpu`` is a feature when the CUDA driver (libcuda) sees a GPU, and
  ``cuda-gpu-sm_NN`` for every NN in CUDA_GPU_SMS up to its compute
  capability (a GPU of compute capability 9.0 runs sm_80 and sm_89 PTX,
  which the driver JIT-compiles); ``cuda-gpu-sm_90a`` when it is exactly 9.0,
  the only one that runs sm_90a code, and ``cuda-gpu-sm_100a`` when it is
  exactly 10.0 (B200/GB200, the only one that runs sm_100a code); and
  ``torch-cuda`` (probed only then) when PyTorch imports and sees the GPU.
  The tests in test/GPU require them and are unsupported without a GPU. The
  probe (utils/gpu/run-atom-gpu.py --probe) runs in a child process, so lit
  itself never initialises CUDA; NVPTX_ATOMS_NO_GPU=1 skips it.
"""

import json
import os
import re
import subprocess
import sys

import lit.formats
import lit.util

# Finding ptxas and probing the -arch values it accepts are the utils
# package's (utils/nvptx_atoms/tools.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from nvptx_atoms import tools  # noqa: E402

# Every -arch an NVPTX llc of this project can target, oldest first.
ALL_ARCHS = [
    "sm_%s" % s
    for s in "20 21 30 32 35 37 50 52 53 60 61 62 70 72 75 80 86 87 88 89 "
    "90 90a 100 100a 100f 101 101a 101f 103 103a 103f 110 110a 110f "
    "120 120a 120f 121 121a 121f".split()
]


def ptxas_version(ptxas):
    out = subprocess.run([ptxas, "--version"], capture_output=True, text=True)
    m = re.search(r"release (\d+)\.(\d+)", out.stdout)
    return (int(m.group(1)), int(m.group(2))) if m else None


# PTX ISA versions a test may ask the assembler for, oldest first.
ALL_PTX_ISAS = ["%d.%d" % v for v in [
    (6, 0), (6, 1), (6, 2), (6, 3), (6, 4), (6, 5), (7, 0), (7, 1), (7, 2),
    (7, 3), (7, 4), (7, 5), (7, 6), (7, 7), (7, 8), (8, 0), (8, 1), (8, 2),
    (8, 3), (8, 4), (8, 5), (8, 6), (8, 7), (8, 8), (9, 0), (9, 1), (9, 2)]]


def probe_ptxas_isas(ptxas, arch):
    """The PTX ISA versions the assembler reads (a minimal file with each
    .version, for -arch ``arch``), as upstream's ptxas-isa-X.Y features."""
    return [isa for isa in ALL_PTX_ISAS if tools.assembles(
        ptxas, arch, ".version %s\n.target %s\n.address_size 64\n" %
        (isa, arch))]


# Compute capabilities (as NN = 10 major + minor) that have a cuda-gpu-sm_NN
# feature.
CUDA_GPU_SMS = [70, 75, 80, 86, 89, 90]

_cuda_gpu_probe = None  # (ok, reason, (major, minor)), probed once per lit run


def probe_cuda_gpu(site):
    """(ok, reason, (major, minor)) of GPU 0, from utils/gpu/run-atom-gpu.py
    --probe --json in a child process. Never raises."""
    global _cuda_gpu_probe
    if _cuda_gpu_probe is not None:
        return _cuda_gpu_probe
    if os.environ.get("NVPTX_ATOMS_NO_GPU", "") not in ("", "0"):
        _cuda_gpu_probe = (False, "NVPTX_ATOMS_NO_GPU is set", (0, 0))
        return _cuda_gpu_probe
    script = os.path.join(site.nvptx_atoms_src_root, "utils", "gpu", "run-atom-gpu.py")
    python = getattr(site, "python_executable", None) or sys.executable
    try:
        r = subprocess.run(
            [python, script, "--probe", "--json"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        info = json.loads(r.stdout.strip().splitlines()[-1])
        _cuda_gpu_probe = (
            bool(info["ok"]),
            str(info["reason"]),
            (int(info["major"]), int(info["minor"])),
        )
    except Exception as e:  # no Python, a hang, a crash: no GPU tests
        _cuda_gpu_probe = (False, "the probe failed: %s: %s" % (type(e).__name__, e), (0, 0))
    return _cuda_gpu_probe


_torch_probe = None


def probe_torch_cuda():
    """Whether this Python imports torch and torch sees a CUDA device (in a
    child process, as the GPU probe: a broken install must not stop lit)."""
    global _torch_probe
    if _torch_probe is None:
        try:
            r = subprocess.run(
                [sys.executable, "-c",
                 "import torch, sys; sys.exit(not torch.cuda.is_available())"],
                capture_output=True, timeout=120)
            _torch_probe = r.returncode == 0
        except Exception:
            _torch_probe = False
    return _torch_probe


def configure_cuda_gpu(config, lit_config, site):
    """The cuda-gpu features (see the module's documentation)."""
    first = _cuda_gpu_probe is None
    ok, reason, (major, minor) = probe_cuda_gpu(site)
    features = []
    if ok:
        features.append("cuda-gpu")
        cc = major * 10 + minor
        features += ["cuda-gpu-sm_%d" % sm for sm in CUDA_GPU_SMS if sm <= cc]
        if (major, minor) == (9, 0):
            features.append("cuda-gpu-sm_90a")
        if (major, minor) == (10, 0):
            features.append("cuda-gpu-sm_100a")
        # PyTorch with CUDA: the attention runner's tensors and references.
        # Only probed where there is a GPU (importing torch takes seconds).
        if probe_torch_cuda():
            features.append("torch-cuda")
    for feature in features:
        config.available_features.add(feature)
    if first:  # one note per lit run, not one per suite
        if ok:
            lit_config.note("CUDA GPU: %s: %s" % (reason, " ".join(features)))
        else:
            lit_config.note("no CUDA GPU (%s): test/GPU tests are unsupported" % reason)


def configure_tools(config, lit_config):
    """Substitutions and features shared by both suites."""
    site = config
    tool_paths = {
        "llc": os.path.join(site.nvptx_atoms_bin_dir, "llc"),
        "opt": os.path.join(site.nvptx_atoms_bin_dir, "opt"),
        "cute-nvgpu-atoms": os.path.join(site.nvptx_atoms_bin_dir, "cute-nvgpu-atoms"),
        "FileCheck": os.path.join(site.llvm_tools_dir, "FileCheck"),
        "not": os.path.join(site.llvm_tools_dir, "not"),
        "count": os.path.join(site.llvm_tools_dir, "count"),
        "split-file": os.path.join(site.llvm_tools_dir, "split-file"),
    }
    for name, path in tool_paths.items():
        # Whole words only, and not when part of a path or option.
        config.substitutions.append(
            (r"(?<![\w/.=-])%s(?![\w/.-])" % re.escape(name), path)
        )
    config.substitutions.append(("%python", site.python_executable))
    config.environment["PATH"] = os.pathsep.join(
        [site.nvptx_atoms_bin_dir, site.llvm_tools_dir, config.environment.get("PATH", "")]
    )
    config.available_features.add("nvptx-registered-target")

    ptxas = tools.find_ptxas(site.ptxas_executable)
    archs = []
    if ptxas:
        version = ptxas_version(ptxas)
        archs = tools.probe_ptxas_archs(ptxas, ALL_ARCHS)
    if ptxas and archs:
        config.available_features.add("ptxas")
        for arch in archs:
            config.available_features.add("ptxas-" + arch)
        if version:
            # Upstream's ptxas-X.Y features: this release and every earlier
            # one it is compatible with.
            major, minor = version
            for ma in range(9, major + 1):
                for mi in range(0, 10):
                    if (ma, mi) <= (major, minor):
                        config.available_features.add("ptxas-%d.%d" % (ma, mi))
        # ptxas-isa-X.Y: the assembler reads PTX ISA X.Y (probed with the
        # oldest architecture it knows, which every version since 6.0 has).
        for isa in probe_ptxas_isas(ptxas, archs[0]):
            config.available_features.add("ptxas-isa-" + isa)
        config.substitutions.append(("%ptxas-verify", "%s -arch=%s -c -o %s -" % (ptxas, archs[0], os.devnull)))
        config.substitutions.append(("%ptxas", ptxas))
        lit_config.note("ptxas %s: -arch %s" % (ptxas, " ".join(archs)))
    else:
        lit_config.note("no usable ptxas: its RUN lines are unsupported")
    config.ptxas_archs = archs

    configure_cuda_gpu(config, lit_config, site)

    # cuobjdump (CUDA's, beside ptxas; this machine's CUDA may lack it):
    # tests that read the SASS ptxas made of a kernel.
    cuobjdump = None
    if ptxas:
        beside = os.path.join(os.path.dirname(ptxas), "cuobjdump")
        cuobjdump = beside if os.access(beside, os.X_OK) else None
    cuobjdump = cuobjdump or lit.util.which("cuobjdump")
    if cuobjdump:
        config.available_features.add("cuobjdump")
        config.substitutions.append(("%cuobjdump", cuobjdump))

    if lit.util.which("dpkg-deb"):
        config.available_features.add("dpkg-deb")

    valgrind = lit.util.which("valgrind")
    if valgrind:
        config.available_features.add("valgrind")
        config.substitutions.append(
            ("%memcheck", "%s -q --error-exitcode=9 --leak-check=no" % valgrind)
        )

    llc22 = site.llc22_executable
    if llc22 and os.access(llc22, os.X_OK):
        config.available_features.add("llc22")
        config.substitutions.append(("%llc22", llc22))
        # LLVM 22's other tools, beside its llc (the writers of the IR that
        # test/CodeGen/NVPTX/llvm22-*.ll read).
        llvm22_bin = os.path.dirname(llc22)
        for tool in ("opt", "llvm-as", "llvm-dis"):
            config.substitutions.append(
                ("%" + tool + "22", os.path.join(llvm22_bin, tool)))
        # LLVM 22's headers and library (llvm-22-dev), to build the programs
        # that read LLVM 22's own tables (utils/llvm22-nvvm-declarations.cpp).
        llvm22_config = os.path.join(llvm22_bin, "llvm-config")
        cxx = lit.util.which("c++")
        if cxx and os.access(llvm22_config, os.X_OK):
            def query(*what):
                out = subprocess.run([llvm22_config] + list(what),
                                     capture_output=True, text=True)
                return " ".join(out.stdout.split()) if out.returncode == 0 \
                    else None
            cxxflags, ldflags = query("--cxxflags"), query("--ldflags", "--libs")
            if cxxflags is not None and ldflags is not None:
                config.available_features.add("llvm22-dev")
                config.substitutions.append(
                    ("%cxx-llvm22", cxx + " " + cxxflags))
                config.substitutions.append(("%ldflags-llvm22", ldflags))
    return archs


_PTXAS_RUN = re.compile(r"%ptxas-verify((?:\s+-[\w=.-]+)*)")
_ARCH = re.compile(r"-arch=(sm_\w+)")


class PtxasArchShTest(lit.formats.ShTest):
    """ShTest that first makes the test require ``ptxas-sm_XX`` for every
    architecture its RUN lines hand to ``%ptxas-verify``."""

    def __init__(self, default_arch, execute_external=False):
        super().__init__(execute_external)
        self.default_arch = default_arch

    def execute(self, test, lit_config):
        if self.default_arch is None:  # no ptxas: `%if ptxas` lines are skipped
            return super().execute(test, lit_config)
        with open(test.getSourcePath(), encoding="utf-8", errors="replace") as f:
            text = f.read()
        run = re.sub(r"\\\n[^\n]*?RUN:", " ", text)
        for match in _PTXAS_RUN.finditer(run):
            archs = _ARCH.findall(match.group(1)) or [self.default_arch]
            feature = "ptxas-" + archs[-1]
            # A RUN line already guarded by `%if ptxas-sm_XX %{` needs nothing.
            line_start = run.rfind("\n", 0, match.start()) + 1
            if ("%%if %s " % feature) in run[line_start : match.start()]:
                continue
            if feature not in test.requires:
                test.requires.append(feature)
        return super().execute(test, lit_config)

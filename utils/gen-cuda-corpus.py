#!/usr/bin/env python3
"""Regenerates the CUDA corpus (test/Corpus/Inputs/*.ll) from its sources.

The corpus is the device IR clang writes for CUDA programs users compile:
the plain CUDA programs of test/Corpus/cuda/ (warp shuffles, atomics,
cooperative groups, half/bf16 math, libdevice math, kernel parameters,
structs passed by value to device functions that are not inlined) and
examples/cuda/, CuTe's GEMM tutorials for sm_80, sm_90a and sm_100a and
CUTLASS's attention examples, from a CUTLASS checkout, and FlashAttention
3's split-KV combine kernels, from a FlashAttention checkout (with CUTLASS's
headers). Each is compiled by
clang-22 (and the plain ones and the sm_80/sm_90a CuTe GEMMs by clang-19)
with `--cuda-device-only -O2 -S -emit-llvm`; where a program has many
kernels (the CUTLASS examples instantiate dozens, most of them reference
kernels), only the ones named below are kept, with LLVM's own `opt
-passes=internalize,globaldce -internalize-public-api-list=KERNELS` of the
clang that wrote the IR (every function the kept kernels call and every
global they use stay as clang wrote them). Each output starts with comment
lines giving the source, the clang version, the exact command and the
reduction; paths are written as $CUTLASS, $FLASH_ATTENTION, $CUDA and paths
relative to the repository.

    gen-cuda-corpus.py --cutlass DIR --flash-attention DIR [--cuda DIR]
                       [--clang22 PATH] [--clang19 PATH] [--out DIR]
                       [--only REGEX] [-j N] [--list]

--cutlass DIR is a CUTLASS checkout (its include/, tools/util/include and
examples/); --flash-attention DIR a FlashAttention checkout (its hopper/);
--only REGEX regenerates the outputs whose names match (then --cutlass and
--flash-attention are needed only if one of them needs it); --list prints
the outputs and their sources. Errors (no clang, no checkout, a
failing compile) are reported as `error: ...`, exit status 1.

What clang needs for CUDA 13 and CUTLASS (docs/Building.md, "CUDA through
clang"): --cuda-path, -I$CUDA/include/cccl, -Wno-unknown-cuda-version,
-std=c++17; for CUTLASS -D__CUDACC_VER_MAJOR__=13 -D__CUDACC_VER_MINOR__=0
(clang defines neither; CUTLASS enables its SM90 paths from them),
-D__NV_NO_HOST_COMPILER_CHECK=1, -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1,
-DNDEBUG, the unroll thresholds CUTLASS's CMake gives clang, and
test/Corpus/cuda/clang-cuda-compat.h (nvcc's __nv_atomic_load_n); for
sm_100a the CUTLASS_ARCH_MMA_SM100* macros, which CUTLASS leaves undefined
under clang, and a copy of cute/arch/copy_sm100.hpp with the commas its
tcgen05.cp asm statements lack (clang rejects them). clang-19 also needs
test/Corpus/cuda/clang19/ on its include path (CUDA 13 removed
texture_fetch_functions.h, which clang-19's CUDA wrapper includes).
Example 88's kernels are compiled twice: as CUTLASS compiles them under
clang (CUTLASS_GRID_CONSTANT empty: Params by value) and with
-DCUTLASS_GRID_CONSTANT=__grid_constant__, as under nvcc.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402

REPO = tools.REPO
CORPUS = os.path.join(REPO, "test", "Corpus")
COMPAT = "test/Corpus/cuda/clang-cuda-compat.h"
CLANG19_SHIM = "test/Corpus/cuda/clang19"
SM100_DEFINES = ["-DCUTLASS_ARCH_MMA_SM100_SUPPORTED=1", "-DCUTLASS_ARCH_MMA_SM100_ENABLED=1",
                 "-DCUTLASS_ARCH_MMA_SM100A_ENABLED=1"]


class Output:
    """One corpus file: NAME.clangNN.ll from SOURCE compiled for CPU.

    source: a path relative to the repository, "$CUTLASS/..." (a CUTLASS
    program) or "$FLASH_ATTENTION/..." (built on CUTLASS too); keep: None (every kernel) or a list of (regex, n):
    the n-th kernel, in the order clang defines them, whose mangled name
    matches regex; include: extra -I directories ($CUTLASS/...); defines:
    extra -D options."""

    def __init__(self, name, source, cpu, clangs, keep=None, include=(), defines=()):
        self.name, self.source, self.cpu = name, source, cpu
        self.clangs, self.keep, self.include = clangs, keep, list(include)
        self.defines = list(defines)

    @property
    def flash_attention(self):
        return self.source.startswith("$FLASH_ATTENTION/")

    @property
    def cutlass(self):
        """Whether the program is built on CUTLASS (its headers and flags)."""
        return self.source.startswith("$CUTLASS/") or self.flash_attention

    def file(self, clang):
        return "%s.clang%d.ll" % (self.name, clang)


TUTORIAL = "$CUTLASS/examples/cute/tutorial/"
OUTPUTS = [
    Output("warp-shuffle-sm_80", "test/Corpus/cuda/warp-shuffle-sm_80.cu", "sm_80", (22, 19)),
    Output("atomics-sm_90", "test/Corpus/cuda/atomics-sm_90.cu", "sm_90", (22, 19)),
    Output("coop-groups-sm_80", "test/Corpus/cuda/coop-groups-sm_80.cu", "sm_80", (22, 19)),
    Output("half-bf16-sm_90", "test/Corpus/cuda/half-bf16-sm_90.cu", "sm_90", (22, 19)),
    Output("libdevice-math-sm_80", "test/Corpus/cuda/libdevice-math-sm_80.cu", "sm_80", (22, 19)),
    Output("params-sm_90", "test/Corpus/cuda/params-sm_90.cu", "sm_90", (22, 19)),
    Output("calls-sm_80", "test/Corpus/cuda/calls-sm_80.cu", "sm_80", (22, 19)),
    Output("reduce-sm_80", "examples/cuda/reduce-sm_80.cu", "sm_80", (22, 19)),
    Output("cute-sgemm-sm_80", TUTORIAL + "sgemm_sm80.cu", "sm_80", (22, 19)),
    Output("cute-wgmma-sm_90a", TUTORIAL + "hopper/wgmma_sm90.cu", "sm_90a", (22, 19)),
    Output("cute-wgmma-tma-sm_90a", TUTORIAL + "hopper/wgmma_tma_sm90.cu", "sm_90a", (22,)),
    Output("cute-tcgen05-sm_100a", TUTORIAL + "blackwell/01_mma_sm100.cu", "sm_100a", (22,)),
    Output("cute-tcgen05-tma-sm_100a", TUTORIAL + "blackwell/02_mma_tma_sm100.cu", "sm_100a",
           (22,)),
    Output("cute-tcgen05-2sm-epi-sm_100a", TUTORIAL + "blackwell/05_mma_tma_epi_sm100.cu",
           "sm_100a", (22,)),
    # CUTLASS's attention for sm_80 (xFormers' kernel): its three forward
    # kernels, without the reference and initialisation kernels.
    Output("cutlass-fmha-sm_80",
           "$CUTLASS/examples/41_fused_multi_head_attention/"
           "fused_multihead_attention_fixed_seqlen.cu", "sm_80", (22,),
           keep=[("attention_kernel_batched_impl", 1), ("attention_kernel_batched_impl", 2),
                 ("attention_kernel_batched_impl", 3)],
           include=["$CUTLASS/examples/41_fused_multi_head_attention"]),
    # The same program's four reference GEMMs (cutlass::reference::device),
    # plain SIMT CUDA.
    Output("cutlass-reference-gemm-sm_80",
           "$CUTLASS/examples/41_fused_multi_head_attention/"
           "fused_multihead_attention_fixed_seqlen.cu", "sm_80", (22,),
           keep=[("GemmComplex", 1), ("GemmComplex", 2), ("GemmComplex", 3),
                 ("GemmComplex", 4)],
           include=["$CUTLASS/examples/41_fused_multi_head_attention"]),
    # Hopper FMHA (57 kernels, 36 MB of IR): a TMA forward kernel, a
    # warp-specialized forward kernel and a warp-specialized backward one.
    Output("cutlass-fmha-sm_90a", "$CUTLASS/examples/88_hopper_fmha/88_hopper_fmha.cu",
           "sm_90a", (22,),
           keep=[("FmhaKernelTmaINS1_10collective15FmhaMainloopTma", 1),
                 ("FmhaKernelTmaWarpSpecializedINS1_10collective30FmhaMainloopTmaWarpSpecialized", 1),
                 ("FmhaBwdMainloopTmaWarpSpecialized", 2)],
           include=["$CUTLASS/examples/88_hopper_fmha"]),
    # The same kernels with their Params as __grid_constant__, as nvcc
    # compiles them: CUTLASS's device_kernel.h leaves CUTLASS_GRID_CONSTANT
    # empty under clang (the parameter is then copied to local memory).
    Output("cutlass-fmha-grid-constant-sm_90a",
           "$CUTLASS/examples/88_hopper_fmha/88_hopper_fmha.cu", "sm_90a", (22,),
           keep=[("FmhaKernelTmaINS1_10collective15FmhaMainloopTma", 1),
                 ("FmhaKernelTmaWarpSpecializedINS1_10collective30FmhaMainloopTmaWarpSpecialized", 1),
                 ("FmhaBwdMainloopTmaWarpSpecialized", 2)],
           include=["$CUTLASS/examples/88_hopper_fmha"],
           defines=["CUTLASS_GRID_CONSTANT=__grid_constant__"]),
    # FlashAttention 3's split-KV combine (108 kernels for head dims 64 and
    # 128, f32/f16/bf16 output, sm_80 and sm_90 paths): one with fp16
    # output and 8 x 128 tiles, one with 16 x 64 tiles, one with f32 output.
    Output("fa3-combine-sm_90a", "$FLASH_ATTENTION/hopper/flash_fwd_combine.cu", "sm_90a",
           (22,),
           keep=[("FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi8EEENS5_ILi128EEEEEELi8ELi256"
                  "ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm80E", 1),
                 ("FlashAttnFwdCombineIN4cute5tupleIJNS3_1CILi16EEENS5_ILi64EEEEEELi4ELi256"
                  "ELi1ELb0ELb0ENS_6half_tEfNS_4arch4Sm90E", 1),
                 ("FlashAttnFwdCombine.*Li256ELi1ELb0ELb0EffNS_4arch4Sm90E", 1)],
           include=["$FLASH_ATTENTION/hopper"]),
]


class Error(Exception):
    pass


def find_tool(given, names):
    """The first executable of given (a path) or names (on PATH or a path)."""
    for n in ([given] if given else names):
        path = shutil.which(n) if os.sep not in n else n
        if path and os.access(path, os.X_OK):
            return path
    return None


def checkout(path, option, what, marker):
    """The absolute path and the revision of the checkout given as option
    (what: the project's name), which must hold the file marker (path
    parts); Error without it."""
    if not path:
        raise Error("%s DIR is needed for the %s programs (or --only REGEX to leave "
                    "them out)" % (option, what))
    if not os.path.isfile(os.path.join(path, *marker)):
        raise Error("%s is not a %s checkout (no %s)" % (path, what, "/".join(marker)))
    status, rev, _ = tools.run(["git", "-C", path, "rev-parse", "--short=12", "HEAD"])
    return os.path.abspath(path), rev.strip() if status == 0 else "unknown revision"


def clang_version(clang):
    status, out, _ = tools.run([clang, "--version"])
    return out.splitlines()[0].strip() if status == 0 and out else "unknown"


def llvm_tool(clang, tool):
    """LLVM's tool of the clang's own release (opt beside clang-22)."""
    real = os.path.realpath(clang)
    path = os.path.join(os.path.dirname(real), tool)
    return path if os.access(path, os.X_OK) else None


def sm100_overlay(cutlass, tmp):
    """A directory holding cute/arch/copy_sm100.hpp with the commas its
    tcgen05.cp asm operand lists lack; None when the checkout's is fine."""
    src = os.path.join(cutlass, "include", "cute", "arch", "copy_sm100.hpp")
    with open(src) as f:
        text = f.read()
    fixed, n = re.subn(r'"r"\(dst_addr\)\s+"l"\(src_addr\)', '"r"(dst_addr), "l"(src_addr)', text)
    if not n:
        return None
    d = os.path.join(tmp, "sm100-overlay")
    os.makedirs(os.path.join(d, "cute", "arch"), exist_ok=True)
    with open(os.path.join(d, "cute", "arch", "copy_sm100.hpp"), "w") as f:
        f.write(fixed)
    return d


def clang_flags(out, clang_major, env):
    """The clang command line for out, with $CUTLASS/$CUDA/$OVERLAY left
    symbolic (expand() gives the real one)."""
    flags = ["-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=" + out.cpu,
             "--cuda-path=$CUDA", "-I$CUDA/include/cccl", "-Wno-unknown-cuda-version",
             "-std=c++17", "-O2", "-S", "-emit-llvm"]
    if clang_major == 19:
        flags.append("-I" + CLANG19_SHIM)
    if out.cutlass:
        if out.cpu.startswith("sm_100") and env.get("$OVERLAY"):
            flags.append("-I$OVERLAY")
        flags += ["-I$CUTLASS/include", "-I$CUTLASS/tools/util/include",
                  "-I$CUTLASS/examples/common"]
        flags += ["-I" + i for i in out.include]
        flags += ["-include", COMPAT, "-DNDEBUG", "-D__NV_NO_HOST_COMPILER_CHECK=1",
                  "-DCUTLASS_ENABLE_TENSOR_CORE_MMA=1", "-D__CUDACC_VER_MAJOR__=13",
                  "-D__CUDACC_VER_MINOR__=0", "-mllvm", "-pragma-unroll-threshold=100000",
                  "-mllvm", "-unroll-threshold=5000", "-Wno-unused-command-line-argument"]
        if out.cpu.startswith("sm_100"):
            flags += SM100_DEFINES
    flags += ["-D" + d for d in out.defines]
    return flags + [out.source]


def expand(words, env):
    """words with $CUDA, $CUTLASS and $OVERLAY replaced by their paths."""
    res = []
    for w in words:
        for k, v in env.items():
            if v:
                w = w.replace(k, v)
        res.append(w)
    return res


def kept_kernels(ir, keep):
    """The mangled names of the kernels keep selects in ir."""
    kernels = re.findall(r"^define [^@\n]*ptx_kernel [^@\n]*@([\w.$]+)\(", ir, re.M)
    if not kernels:  # clang-19: kernels are listed in !nvvm.annotations
        kernels = re.findall(r"^define [^@\n]*@([\w.$]+)\(", ir, re.M)
    names = []
    for regex, n in keep:
        matches = [k for k in kernels if re.search(regex, k)]
        if len(matches) < n:
            raise Error("no kernel #%d matching /%s/ (%d match)" % (n, regex, len(matches)))
        names.append(matches[n - 1])
    return names


def revisions(out, env):
    """The checkouts' revisions out's Source line names: " (CUTLASS r[,
    FlashAttention r])", or "" for a program of the repository."""
    if not out.cutlass:
        return ""
    revs = ["CUTLASS %s" % env.get("cutlass_rev")]
    if out.flash_attention:
        revs.append("FlashAttention %s" % env.get("flash_attention_rev"))
    return " (%s)" % ", ".join(revs)


def header_lines(out, clang_major, env):
    """The comment lines that start out's file for clang_major, but for
    the clang version line (see generate)."""
    words = ["clang-%d" % clang_major] + clang_flags(out, clang_major, env)
    header = ["; CUDA corpus file (test/Corpus, docs/Testing.md), written by "
              "utils/gen-cuda-corpus.py: do not edit.",
              "; Source: %s%s" % (out.source, revisions(out, env)),
              "; Command (in the repository's root): %s -o %s"
              % (" ".join(words), out.file(clang_major))]
    if "-I$OVERLAY" in words:
        header.append("; $OVERLAY: CUTLASS's cute/arch/copy_sm100.hpp with the commas its "
                      "tcgen05.cp asm operand lists lack")
    if out.keep:
        header.append("; Reduced: opt-%d -passes=internalize,globaldce "
                      "-internalize-public-api-list=KERNELS -S, KERNELS: %s"
                      % (clang_major, "; ".join("kernel #%d matching /%s/" % (n, r)
                                               for r, n in out.keep)))
    return header


def check(args):
    """Whether args.out holds exactly the outputs, each starting with the
    header this script writes (the CUTLASS revision and clang version
    aside); prints what differs."""
    problems = []
    expected = {o.file(c): (o, c) for o in OUTPUTS for c in o.clangs}
    present = {f for f in os.listdir(args.out) if f.endswith(".ll")}
    for f in sorted(present - set(expected)):
        problems.append("%s: not an output of this script" % f)
    for f in sorted(set(expected) - present):
        problems.append("%s: missing (run utils/gen-cuda-corpus.py --only '%s')"
                        % (f, re.escape(f)))
    for f in sorted(present & set(expected)):
        o, c = expected[f]
        env = {"$OVERLAY": "$OVERLAY" if o.cpu.startswith("sm_100") else None}
        want = [re.sub(r" \(CUTLASS .*\)$", "", l) for l in header_lines(o, c, env)]
        with open(os.path.join(args.out, f)) as fh:
            have = [re.sub(r" \(CUTLASS .*\)$", "", l.rstrip("\n"))
                    for l in fh.readlines()[:len(want) + 1] if not l.startswith("; Compiler:")]
        if have[:len(want)] != want:
            problems.append("%s: its header is not the one this script writes" % f)
    for p in problems:
        print("error: %s" % p, file=sys.stderr)
    if not problems:
        print("%d corpus files, each with the header this script writes" % len(present))
    return 1 if problems else 0


def generate(out, clang_major, clang, env, args, tmp):
    """Writes one corpus file; returns a line for the log."""
    target = os.path.join(args.out, out.file(clang_major))
    raw = os.path.join(tmp, out.file(clang_major) + ".raw")
    cmd = [clang] + expand(clang_flags(out, clang_major, env), env) + ["-o", raw]
    p = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    if p.returncode != 0:
        errors = [l for l in p.stderr.splitlines() if "error:" in l][:5]
        raise Error("%s: clang-%d failed on %s:\n  %s" % (out.file(clang_major), clang_major,
                                                          out.source, "\n  ".join(errors)))
    header = header_lines(out, clang_major, env)
    header.insert(2, "; Compiler: %s" % clang_version(clang))
    with open(raw) as f:
        ir = f.read()
    if out.keep:
        names = kept_kernels(ir, out.keep)
        opt = llvm_tool(clang, "opt")
        if not opt:
            raise Error("no opt beside %s (LLVM %d's opt reduces the IR)" % (clang, clang_major))
        reduced = raw + ".reduced"
        status, _, err = tools.run([opt, "-passes=internalize,globaldce",
                                    "-internalize-public-api-list=" + ",".join(names),
                                    "-S", raw, "-o", reduced])
        if status != 0:
            raise Error("%s: opt failed: %s" % (out.file(clang_major), err.strip()))
        with open(reduced) as f:
            ir = f.read()
    # Machine-specific paths in the module's name.
    ir = re.sub(r"^; ModuleID = .*$", "; ModuleID = '%s'" % out.source, ir, count=1, flags=re.M)
    ir = re.sub(r'^source_filename = ".*"$', 'source_filename = "%s"' % out.source, ir,
                count=1, flags=re.M)
    if any(d and d in ir for d in (env.get("$CUTLASS"), env.get("$FLASH_ATTENTION"),
                                   env.get("$CUDA"), REPO)):
        raise Error("%s: the IR still names a path of this machine" % out.file(clang_major))
    with open(target, "w") as f:
        f.write("\n".join(header) + "\n" + ir)
    return "%s: %s, %d bytes" % (out.file(clang_major), out.source, os.path.getsize(target))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cutlass", metavar="DIR", help="a CUTLASS checkout")
    p.add_argument("--flash-attention", metavar="DIR", help="a FlashAttention checkout")
    p.add_argument("--cuda", metavar="DIR", default="/usr/local/cuda", help="CUDA 13")
    p.add_argument("--clang22", metavar="PATH")
    p.add_argument("--clang19", metavar="PATH")
    p.add_argument("--out", metavar="DIR", default=os.path.join(CORPUS, "Inputs"))
    p.add_argument("--only", metavar="REGEX", help="only the outputs whose names match")
    p.add_argument("-j", "--jobs", type=int, default=2)
    p.add_argument("--list", action="store_true", help="list the outputs and exit")
    p.add_argument("--check", action="store_true",
                   help="check that --out holds the outputs with their headers (no clang)")
    args = p.parse_args()
    if args.check:
        return check(args)

    todo = [(o, c) for o in OUTPUTS for c in o.clangs
            if not args.only or re.search(args.only, o.file(c))]
    if args.list:
        for o, c in todo:
            print("%-42s %-8s %s%s" % (o.file(c), o.cpu, o.source,
                                       " (kernels: %s)" % ", ".join("#%d /%s/" % (n, r) for r, n in o.keep)
                                       if o.keep else ""))
        return 0
    try:
        if not todo:
            raise Error("no output matches --only %s" % args.only)
        env = {"$CUDA": os.path.abspath(args.cuda)}
        if not os.path.isfile(os.path.join(args.cuda, "include", "cuda_runtime.h")):
            raise Error("no CUDA in %s (--cuda DIR: CUDA 13, its headers and "
                        "nvvm/libdevice)" % args.cuda)
        if any(o.cutlass for o, _ in todo):
            env["$CUTLASS"], env["cutlass_rev"] = checkout(
                args.cutlass, "--cutlass", "CUTLASS", ("include", "cute", "tensor.hpp"))
        if any(o.flash_attention for o, _ in todo):
            env["$FLASH_ATTENTION"], env["flash_attention_rev"] = checkout(
                args.flash_attention, "--flash-attention", "FlashAttention",
                ("hopper", "flash_fwd_combine.cu"))
        clangs = {}
        for major, given in ((22, args.clang22), (19, args.clang19)):
            if any(c == major for _, c in todo):
                clang = find_tool(given, ["clang-%d" % major,
                                          "/usr/lib/llvm-%d/bin/clang" % major])
                if not clang:
                    raise Error("clang-%d not found (--clang%d PATH; Debian: apt-get install "
                                "clang-%d)" % (major, major, major))
                clangs[major] = clang
        os.makedirs(args.out, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix="gen-cuda-corpus-") as tmp:
            if "$CUTLASS" in env:
                env["$OVERLAY"] = sm100_overlay(env["$CUTLASS"], tmp)
            with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
                jobs = [pool.submit(generate, o, c, clangs[c], env, args, tmp) for o, c in todo]
                failed = []
                for j in jobs:
                    try:
                        print(j.result())
                    except Error as e:
                        failed.append(str(e))
            if failed:
                raise Error("\n".join(failed))
    except (Error, OSError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

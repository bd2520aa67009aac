#!/usr/bin/env python3
"""Times the attention kernels of gen-attention.py against PyTorch's SDPA
backends and Triton on this GPU, in one run, on the same inputs.

    bench-attention.py [--quick] [--kernel NAME[@KEY=VALUE...],... | --target T]
                       [--seq S,...] [--head-dim D,...] [--causal | --no-causal]
                       [--dtype f16|bf16] [--warmup N] [--repeats N] [--samples N]
                       [--llc LLC] [--ptxas PTXAS] [--keep DIR] [--no-triton]
                       [--timeout SECONDS] [--json FILE]

Shapes are FlashAttention-3's benchmark's: 16k tokens (batch = 16384 //
seq) and a model width of 2048 (heads = 2048 // head_dim), seq 512, 1k,
2k, 4k, 8k and 16k, head_dim 64, 128 and 256, without a mask and causal;
seq_q = seq_k, heads_kv = heads. --quick: head_dim 128, seq 2k and 8k,
both masks, the bf16 and e4m3 kernels, fewer launches. --seq (512,1k,...),
--head-dim, --causal / --no-causal and --dtype narrow the set.

The kernels: every preset of a target this GPU runs (sm_80 from compute
capability 8.0 on), or --target's, or the --kernel ones (PRESET@KEY=VALUE
changes a generator option, as gen-attention.py --option does;
PRESET@stages=N its number of K/V buffers, as --stages does). Each is
generated and compiled with llc (--llc, else $LLC, else build/bin/llc, else
.gpu/kit/bin/llc) -- and with --ptxas assembled with -v, a spill failing
the build -- before any GPU is looked for, so that a kernel that does not
compile shows on a machine without one. A kernel runs on the shapes of its
head_dim and mask (a causal preset on the causal ones), in its element
type. Without a GPU, or without PyTorch, the run then ends with a line
saying so and exit status 2.

Per shape and element type, Q, K and V [batch, seq, heads, head_dim] hold
standard normal values rounded to the type (the same tensors for every
contender) and the softmax scale is 1/sqrt(head_dim). The contenders:

  ours     launched from its Launch description through the CUDA driver
           API (utils/kernels/attention/host.py loads it), asynchronously,
           writing O and LSE;
  SDPA     torch.nn.functional.scaled_dot_product_attention on the same
           tensors seen as [batch, heads, seq, head_dim] (a transposed
           view, no copy), is_causal for the causal shapes, restricted to
           one backend at a time with torch.nn.attention.sdpa_kernel:
           CUDNN_ATTENTION, FLASH_ATTENTION, EFFICIENT_ATTENTION. A backend
           that refuses the shape or type is "n/a" (a note line says why);
  Triton   when `import triton` works: a fused-attention forward written
           here for the [batch, seq, heads, head_dim] layout after Triton's
           tutorial 06 (a program per query block and batch x head, a loop
           over key blocks with the online softmax and tl.dot; causal as
           the tutorial does it: the blocks below the diagonal unmasked,
           then the diagonal block masked), autotuned over a few block
           configurations, writing O and LSE too.

Timing: `warmup` calls, then `samples` times CUDA events around `repeats`
back-to-back calls on the default stream (the stream PyTorch and Triton
launch on), the median of the samples per call. TFLOP/s counts
4 batch heads seq_q seq_k head_dim, halved for a causal mask (as
FlashAttention-3's benchmark does). The table gives each kernel's TFLOP/s,
each SDPA backend's, Triton's, and the ratios kernel / best SDPA backend
and kernel / Triton, all measured in this run.

FP8 (e4m3) kernels run with the bf16 ones on the same values, quantized to
e4m3 with per-tensor scales (V transposed into their key order,
kernels/attention/host.py), and their rows also give the ratio to our
bf16 kernel of the same target on that shape (the issue's FP8 >= 1.5x
bf16); their guard against SDPA's O of the unquantized inputs is loose:
|O - ref| <= FP8_CHECK_TOLERANCE (1 + |ref|) + 2^-3 sum_j P_ij |V_j| (the
inputs' e4m3 rounding and the kernel's own rounding of P to e4m3 each move
O by up to 2^-4 of that sum, which a row that sees few keys of large |V|
does not average out).

Correctness guard: before it is timed, our kernel runs once on O filled
with NaN, and O is compared with the O of an SDPA backend (flash, else
cuDNN, else memory-efficient; with none, a float32 reference of batch 0's
first two heads): |O - ref| <= 2 t (1 + |ref|), t the Launch's tolerance.
A kernel that is fast because it is wrong (or leaves O unwritten) shows
`WRONG`, and so fails the run. Triton's O is checked the same way (a note
line when it is off).

--json FILE writes every measurement with the device, driver, PyTorch,
CUDA, cuDNN and Triton versions, llc's path and version, and the commit
(the provenance.json of the kit llc comes from, else `git rev-parse HEAD`),
rewritten after each shape so that a run stopped at a time limit keeps what
it measured.

Exit status: 0; 1 when a kernel failed to build, load or run, or was wrong,
or for a bad option; 2 without a usable GPU or PyTorch (after building).
"""

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels import runner  # noqa: E402
from kernels.attention import host  # noqa: E402
from kernels.attention.host import cuda_driver  # noqa: E402
from kernels.attention.presets import presets  # noqa: E402

TOKENS = 16384                      # batch * seq
WIDTH = 2048                        # heads * head_dim
SEQS = [512, 1024, 2048, 4096, 8192, 16384]
HEAD_DIMS = [64, 128, 256]
QUICK_SEQS = [2048, 8192]
QUICK_HEAD_DIMS = [128]
QUICK_DTYPES = ("bf16", "e4m3")
# FP8 kernels are checked against SDPA's O on the unquantized inputs: the
# inputs' own e4m3 rounding (2^-4 relative) dominates, so this guard only
# catches gross errors; run-attention-gpu.py checks them precisely.
FP8_CHECK_TOLERANCE = 0.125
FP8_PV_FACTOR = 2.0 ** -3           # times sum_j P_ij |V_j|
# The SDPA backends, in the order a reference O is taken from them.
SDPA_BACKENDS = (("flash", "FLASH_ATTENTION"), ("cudnn", "CUDNN_ATTENTION"),
                 ("efficient", "EFFICIENT_ATTENTION"))
SDPA_COLUMNS = ("cudnn", "flash", "efficient")
CHECK_FACTOR = 2.0                  # times the Launch's tolerance
TRITON_TOLERANCE = 2e-2             # Triton's O: as our kernels' Launch says
REFERENCE_HEADS = 2                 # of batch 0, when no SDPA backend ran


class ArgumentParser(argparse.ArgumentParser):
    """Bad options exit 1: 2 is this script's 'no GPU'."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, "%s: error: %s\n" % (self.prog, message))


# ---------------------------------------------------------------------------
# What to run
# ---------------------------------------------------------------------------


def parse_sizes(text, what):
    """'512,1k,2K' as [512, 1024, 2048]."""
    out = []
    for item in text.split(","):
        m = re.fullmatch(r"\s*(\d+)\s*([kK]?)\s*", item)
        value = int(m.group(1)) * (1024 if m.group(2) else 1) if m else 0
        if value <= 0:
            raise SystemExit("error: --%s takes positive integers (1k = 1024), "
                             "comma-separated, not '%s'" % (what, text))
        out.append(value)
    return sorted(set(out))


class Shape:
    """One benchmark problem: seq_q = seq_k = seq, heads_kv = heads."""

    def __init__(self, seq, head_dim, causal):
        self.seq, self.head_dim, self.causal = seq, head_dim, causal
        self.batch = max(1, TOKENS // seq)
        self.heads = WIDTH // head_dim

    def problem(self):
        return (self.batch, self.seq, self.seq, self.heads, self.heads)

    def flops(self):
        f = 4.0 * self.batch * self.heads * self.seq * self.seq * self.head_dim
        return f / 2 if self.causal else f

    def text(self):
        return "%dx%dx%dx%d%s" % (self.batch, self.seq, self.heads, self.head_dim,
                                  " causal" if self.causal else "")


def shapes_of(args):
    seqs = parse_sizes(args.seq, "seq") if args.seq else \
        QUICK_SEQS if args.quick else SEQS
    dims = parse_sizes(args.head_dim, "head-dim") if args.head_dim else \
        QUICK_HEAD_DIMS if args.quick else HEAD_DIMS
    for d in dims:
        if d > WIDTH or WIDTH % d:
            raise SystemExit("error: --head-dim %d does not divide the model "
                             "width %d" % (d, WIDTH))
    masks = [args.causal] if args.causal is not None else [False, True]
    return [Shape(s, d, c) for c in masks for d in dims for s in seqs]


def runnable(target, cc):
    """Whether a GPU of compute capability ``cc`` runs ``target``'s kernels:
    sm_XY from X.Y on, an arch-specific sm_XYa on X.Y only."""
    m = re.fullmatch(r"sm_(\d+)(\d)(a?)", target)
    if not m:
        return False
    want = (int(m.group(1)), int(m.group(2)))
    return cc == want if m.group(3) else cc >= want


def select_kernels(args, cc, gpu):
    """[(label, preset name, [KEY=VALUE options])] to build, and whether
    the list was asked for by name (--kernel)."""
    all_presets = presets()
    if args.kernel:
        out = []
        for label in args.kernel.split(","):
            name, *options = label.split("@")
            if name not in all_presets:
                raise SystemExit("error: no preset kernel '%s' (gen-attention.py "
                                 "--list shows them)" % name)
            for o in options:
                if not re.fullmatch(r"[A-Za-z_]\w*=\w+", o):
                    raise SystemExit("error: '%s': a variant is PRESET@KEY=VALUE"
                                     "[@KEY=VALUE...]" % label)
            out.append((label, name, options))
        return out, True
    if args.target:
        names = sorted(n for n, c in all_presets.items() if c.target == args.target)
        if not names:
            raise SystemExit("error: gen-attention.py has no preset for target '%s' "
                             "(targets: %s)" % (args.target, ", ".join(sorted(
                                 {c.target for c in all_presets.values()}))))
    else:
        # Without a GPU, every target's: they are built all the same.
        names = sorted(n for n, c in all_presets.items()
                       if not gpu or runnable(c.target, cc))
    return [(n, n, []) for n in names], False


def kernel_shapes(cfg, shapes):
    return [s for s in shapes if s.head_dim == cfg.head_dim and s.causal == cfg.causal]


# ---------------------------------------------------------------------------
# Provenance
# ---------------------------------------------------------------------------


def output_of(cmd):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.strip() if r.returncode == 0 else None


def provenance(llc):
    """llc's path and version, the commit: the provenance.json of the kit
    llc is in (utils/gpu/device-check.sh --pack), else the checkout's."""
    out = {"llc": llc}
    version = output_of([llc, "--version"]) or ""
    m = re.search(r"nvptx-atoms extension \S+", version)
    out["llc_version"] = m.group(0) if m else None
    kit = os.path.dirname(os.path.dirname(os.path.realpath(llc)))
    out["kit"] = None
    for where in (kit, os.path.join(runner.REPO, ".gpu", "kit")):
        try:
            with open(os.path.join(where, "provenance.json")) as f:
                out["kit"] = dict(json.load(f), path=where,
                                  llc_from_kit=where == kit)
            break
        except (OSError, ValueError):
            continue
    head = output_of(["git", "-C", runner.REPO, "rev-parse", "HEAD"])
    out["checkout_commit"] = head if head and re.fullmatch(r"[0-9a-f]{40}", head) else None
    if out["checkout_commit"]:
        changed = output_of(["git", "-C", runner.REPO, "status", "--porcelain",
                             "--untracked-files=no"])
        out["checkout_changes"] = bool(changed)
    if out["kit"] and out["kit"]["llc_from_kit"]:
        out["commit"] = out["kit"].get("commit")
    else:
        out["commit"] = out["checkout_commit"] or (out["kit"] or {}).get("commit")
    return out


# ---------------------------------------------------------------------------
# Timing and checking
# ---------------------------------------------------------------------------


def time_call(ctx, run, args):
    """Median milliseconds per call of ``run`` (CUDA events on the default
    stream around ``repeats`` calls, ``samples`` times, after ``warmup``)."""
    for _ in range(args.warmup):
        run()
    ctx.synchronize()
    return statistics.median(ctx.time_ms(run, args.repeats) for _ in range(args.samples))


def launcher(ctx, kernel, shape, tensors, descales=None):
    """run() launching our ``kernel`` (a host.Kernel) on ``tensors`` without
    waiting: the grid and arguments of host.Kernel.launcher, through
    cuLaunchKernelEx (whose launches do not synchronize)."""
    spec = kernel.spec
    problem = shape.problem()
    scale = 1.0 / math.sqrt(shape.head_dim)
    args = kernel.arguments(problem, tensors, scale, descales)
    grid = kernel.grid(problem)
    block = (int(spec["threads"]),)
    smem = int(spec["dynamic_smem"])
    cluster = tuple(spec.get("cluster", (1, 1, 1)))

    def run():
        ctx.launch_ex(kernel.function, grid, block, args, smem, cluster, sync=False)
    return run


def compare(o, ref, tolerance, extra=None):
    """(bad elements, their count, max |o - ref|): bad when |o - ref| > t
    (1 + |ref|) (+ ``extra``, a tensor of ref's shape), or not a number."""
    err = (o.float() - ref.float()).abs()
    bound = tolerance * (1 + ref.float().abs())
    if extra is not None:
        bound = bound + extra.float()
    bad = int((~(err <= bound)).sum())
    worst = float(err.nan_to_num(nan=float("inf")).max())
    return bad, err.numel(), worst


def float_reference(q, k, v, causal):
    """O of batch 0's first REFERENCE_HEADS heads in float32, by the
    definition, [1, seq, heads, head_dim]."""
    import torch
    d = q.shape[-1]
    heads = min(REFERENCE_HEADS, q.shape[2])
    outs = []
    for h in range(heads):
        qq, kk, vv = (x[0, :, h].float() for x in (q, k, v))
        s = torch.matmul(qq, kk.T) / math.sqrt(d)
        if causal:
            s = s.masked_fill(host.visible(s.shape[0], s.shape[1], True, s.device).logical_not(),
                              float("-inf"))
        outs.append(torch.matmul(torch.softmax(s, dim=-1), vv))
        del s
    return torch.stack(outs, dim=1)[None]


def abs_v_reference(torch, q, k, v, causal, ref_name):
    """sum_j P_ij |V_j|: the O of q, k and |v|, computed as the reference
    ``ref_name`` was (any SDPA backend, or float_reference())."""
    if ref_name.startswith("SDPA"):
        qt, kt, vt = (x.transpose(1, 2) for x in (q, k, v.abs()))
        return torch.nn.functional.scaled_dot_product_attention(
            qt, kt, vt, is_causal=causal).transpose(1, 2)
    return float_reference(q, k, v.abs(), causal)


def sdpa_support(torch):
    """(sdpa_kernel, {column: SDPBackend or None}) or (None, why not)."""
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
    except ImportError as e:
        return None, "torch %s has no torch.nn.attention.sdpa_kernel (%s)" % (
            torch.__version__, e)
    return sdpa_kernel, {col: getattr(SDPBackend, name, None)
                         for col, name in SDPA_BACKENDS}


def reason_of(caught, error):
    """Why SDPA refused: the warnings torch gave, else the error."""
    texts = [str(w.message) for w in caught] or [str(error)]
    text = " ".join(re.sub(r"\s*\(Triggered internally at[^)]*\)", "", t).strip()
                    for t in texts)
    text = re.sub(r"\s+", " ", text)
    return text[:240] + ("..." if len(text) > 240 else "")


def time_sdpa(ctx, torch, sdpa, column, qkv, shape, args):
    """{'ms', 'tflops'} and the O of one SDPA backend, or ({'error': why},
    None)."""
    sdpa_kernel, backends = sdpa
    if sdpa_kernel is None:
        return {"error": backends}, None
    backend = backends[column]
    if backend is None:
        return {"error": "torch %s has no SDPBackend for %s" % (torch.__version__, column)}, None
    f = torch.nn.functional.scaled_dot_product_attention
    qt, kt, vt = (x.transpose(1, 2) for x in qkv)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            with sdpa_kernel(backend):
                out = f(qt, kt, vt, is_causal=shape.causal)
                torch.cuda.synchronize()
                ms = time_call(ctx, lambda: f(qt, kt, vt, is_causal=shape.causal), args)
        except Exception as e:  # a backend refusing the shape: RuntimeError, mostly
            return {"error": reason_of(caught, e)}, None
    return {"ms": ms, "tflops": shape.flops() / (ms * 1e-3) / 1e12}, out.transpose(1, 2)


# ---------------------------------------------------------------------------
# Triton
# ---------------------------------------------------------------------------


def triton_peer():
    """(make(q, k, v, causal) -> (run, O), a description), or (None, why
    not). Triton is imported here only."""
    try:
        import torch
        import triton
        import triton.language as tl
    except Exception as e:  # any import failure means no Triton peer
        return None, "no Triton (%s: %s)" % (type(e).__name__, e)
    if not torch.cuda.is_available():
        return None, "no Triton (torch sees no CUDA device)"

    # (BLOCK_M, BLOCK_N, stages, warps); BLOCK_N divides BLOCK_M (the
    # causal diagonal block). A configuration that does not fit (head_dim
    # 256 with the large blocks) is dropped by the autotuner.
    configs = [triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_stages=s, num_warps=w)
               for bm, bn, s, w in ((128, 64, 3, 8), (128, 128, 3, 8), (128, 32, 4, 4),
                                    (64, 64, 3, 4), (64, 32, 2, 4))]
    max_bm = max(c.kwargs["BLOCK_M"] for c in configs)

    @triton.jit
    def attn_inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_s, qk_scale, offs_m, offs_n,
                   lo, hi, BLOCK_N: tl.constexpr, MASK: tl.constexpr):
        # The tutorial's _attn_fwd_inner: key blocks lo .. hi, the online
        # softmax in base 2 (qk_scale includes log2(e)).
        for start_n in range(lo, hi, BLOCK_N):
            start_n = tl.multiple_of(start_n, BLOCK_N)
            k = tl.load(k_ptrs + start_n * stride_s)
            qk = tl.dot(q, tl.trans(k))
            if MASK:
                keep = offs_m[:, None] >= (start_n + offs_n[None, :])
                qk = qk * qk_scale + tl.where(keep, 0, -1.0e6)
                m_ij = tl.maximum(m_i, tl.max(qk, 1))
                qk = qk - m_ij[:, None]
            else:
                m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
                qk = qk * qk_scale - m_ij[:, None]
            p = tl.math.exp2(qk)
            alpha = tl.math.exp2(m_i - m_ij)
            l_i = l_i * alpha + tl.sum(p, 1)
            acc = acc * alpha[:, None]
            v = tl.load(v_ptrs + start_n * stride_s)
            acc += tl.dot(p.to(v.dtype), v)
            m_i = m_ij
        return acc, l_i, m_i

    @triton.autotune(configs=configs, key=["seq", "HEAD_DIM", "CAUSAL"])
    @triton.jit
    def attn_fwd(Q, K, V, O, LSE, sm_scale, seq, heads, stride_b, stride_s, stride_h,
                 HEAD_DIM: tl.constexpr, CAUSAL: tl.constexpr, BLOCK_M: tl.constexpr,
                 BLOCK_N: tl.constexpr):
        # The tutorial's _attn_fwd for Q, K, V, O [batch, seq, heads,
        # head_dim] (head_dim contiguous), seq a multiple of BLOCK_M.
        start_m = tl.program_id(0)
        off_bh = tl.program_id(1)
        off_b = off_bh // heads
        off_h = off_bh % heads
        base = off_b.to(tl.int64) * stride_b + off_h.to(tl.int64) * stride_h
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, HEAD_DIM)
        q = tl.load(Q + base + offs_m[:, None] * stride_s + offs_d[None, :])
        k_ptrs = K + base + offs_n[:, None] * stride_s + offs_d[None, :]
        v_ptrs = V + base + offs_n[:, None] * stride_s + offs_d[None, :]
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
        acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
        qk_scale = sm_scale * 1.44269504
        if CAUSAL:
            # The blocks left of the diagonal whole, then the diagonal one.
            acc, l_i, m_i = attn_inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_s, qk_scale,
                                       offs_m, offs_n, 0, start_m * BLOCK_M, BLOCK_N, False)
            acc, l_i, m_i = attn_inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_s, qk_scale,
                                       offs_m, offs_n, start_m * BLOCK_M,
                                       (start_m + 1) * BLOCK_M, BLOCK_N, True)
        else:
            acc, l_i, m_i = attn_inner(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_s, qk_scale,
                                       offs_m, offs_n, 0, seq, BLOCK_N, False)
        acc = acc / l_i[:, None]
        tl.store(O + base + offs_m[:, None] * stride_s + offs_d[None, :],
                 acc.to(O.dtype.element_ty))
        tl.store(LSE + off_bh.to(tl.int64) * seq + offs_m,
                 (m_i + tl.math.log2(l_i)) * 0.6931471805599453)

    def make(q, k, v, causal):
        batch, seq, heads, d = q.shape
        if seq % max_bm:
            raise ValueError("the Triton kernel needs seq a multiple of %d, not %d"
                             % (max_bm, seq))
        if not all(x.is_contiguous() for x in (q, k, v)) or k.shape != q.shape:
            raise ValueError("the Triton kernel takes dense Q, K, V of one shape")
        o = torch.empty_like(q)
        lse = torch.empty(batch * heads, seq, dtype=torch.float32, device=q.device)
        scale = 1.0 / math.sqrt(d)

        def grid(meta):
            return (triton.cdiv(seq, meta["BLOCK_M"]), batch * heads)

        def run():
            attn_fwd[grid](q, k, v, o, lse, scale, seq, heads, q.stride(0), q.stride(1),
                           q.stride(2), HEAD_DIM=d, CAUSAL=causal)
        return run, o
    return make, "Triton %s (tutorial 06's forward, autotuned over %d configurations)" % (
        triton.__version__, len(configs))


# ---------------------------------------------------------------------------
# The benchmark
# ---------------------------------------------------------------------------


class Built:
    def __init__(self, label, cfg, ptx, spec):
        self.label, self.cfg, self.ptx, self.spec = label, cfg, ptx, spec
        self.kernel = None


def build(selected, shapes, by_name, args, llc):
    """The kernels of ``selected`` that have a shape, built: ([Built], how
    many failed). A kernel asked for by name without a shape is a SKIP."""
    work = runner.workdir(args.keep)
    all_presets = presets()
    out, errors = [], 0
    for label, name, options in selected:
        cfg = all_presets[name]
        if args.dtypes and cfg.dtype not in args.dtypes:
            if by_name:
                print("SKIP %s: %s, not --dtype %s" % (label, cfg.dtype,
                                                      "/".join(args.dtypes)))
            continue
        if not kernel_shapes(cfg, shapes):
            if by_name:
                print("SKIP %s: no selected shape has head_dim %d%s" % (
                    label, cfg.head_dim, " and a causal mask" if cfg.causal else
                    " without a mask"))
            continue
        try:
            ptx, spec, line = host.build_kernel(name, work, llc, args.ptxas, options)
        except RuntimeError as e:
            print("ERROR %s: does not build: %s" % (label, e), flush=True)
            errors += 1
            continue
        print("BUILD %s: %s, %s, head_dim %d%s%s" % (
            label, cfg.target, cfg.dtype, cfg.head_dim, ", causal" if cfg.causal else "",
            "; " + line if line else ""), flush=True)
        out.append(Built(label, cfg, ptx, spec))
    return out, errors


def fmt(x, spec="%.1f"):
    return spec % x if x else "-"


def ratio(a, b):
    return "%.2f" % (a / b) if a and b else "-"


HEADER = "%-30s %6s %4s %6s %8s %8s %7s %7s %7s %10s %7s %10s  %s" % (
    "kernel", "seq", "d", "mask", "ms", "TFLOP/s", "cuDNN", "flash", "effic", "ours/SDPA",
    "Triton", "ours/Trit", "check")


def print_row(row):
    sdpa = row["sdpa"]
    print("%-30s %6d %4d %6s %8s %8s %7s %7s %7s %10s %7s %10s  %s" % (
        row["kernel"], row["seq"], row["head_dim"], "causal" if row["causal"] else "-",
        fmt(row["ms"], "%.3f"), fmt(row["tflops"]),
        *[fmt(sdpa[c].get("tflops")) if "tflops" in sdpa[c] else "n/a" for c in SDPA_COLUMNS],
        ratio(row["tflops"], row["sdpa_best_tflops"]), fmt(row["triton_tflops"]),
        ratio(row["tflops"], row["triton_tflops"]), row["check"]), flush=True)


def bench_shape(ctx, torch, sdpa, triton_make, shape, dtype, group, args, rows):
    """Time ``group`` (the loaded kernels of this shape and type), the SDPA
    backends and Triton on one set of inputs; append a row per kernel;
    return the failures."""
    ty = {"bf16": torch.bfloat16, "f16": torch.float16}[dtype]
    gen = torch.Generator(device="cuda").manual_seed(args.seed)
    dims = (shape.batch, shape.seq, shape.heads, shape.head_dim)
    q, k, v = (torch.randn(dims, device="cuda", generator=gen).to(ty) for _ in range(3))
    what = "%s %s" % (dtype, shape.text())

    sdpa_results, ref, ref_name = {}, None, None
    for column, _ in SDPA_BACKENDS:
        res, out = time_sdpa(ctx, torch, sdpa, column, (q, k, v), shape, args)
        sdpa_results[column] = res
        if "error" in res:
            print("note: SDPA %s n/a for %s: %s" % (column, what, res["error"]), flush=True)
        elif ref is None:
            ref, ref_name = out, "SDPA " + column
        else:
            del out
    if ref is None:
        ref, ref_name = float_reference(q, k, v, shape.causal), \
            "float32, batch 0 heads 0-%d" % (REFERENCE_HEADS - 1)
    ref_slice = (slice(0, ref.shape[0]), slice(None), slice(0, ref.shape[2]))
    pv = None       # sum_j P_ij |V_j| for the FP8 guard, computed as ref was
    available = {c: r["tflops"] for c, r in sdpa_results.items() if "tflops" in r}
    best = max(available, key=available.get) if available else None

    triton_res = {"tflops": None, "ms": None}
    if triton_make:
        try:
            run, o_triton = triton_make(q, k, v, shape.causal)
            run()  # autotunes
            torch.cuda.synchronize()
            o_triton.fill_(float("nan"))
            run()
            torch.cuda.synchronize()
            bad, total, worst = compare(o_triton[ref_slice], ref,
                                           CHECK_FACTOR * TRITON_TOLERANCE)
            triton_res["check"] = "ok" if not bad else "WRONG (%d/%d)" % (bad, total)
            triton_res["max_abs_err"] = worst
            if bad:
                print("note: Triton's O is off for %s: %d/%d elements, max |dO| %.3g"
                      % (what, bad, total, worst), flush=True)
            ms = time_call(ctx, run, args)
            triton_res.update(ms=ms, tflops=shape.flops() / (ms * 1e-3) / 1e12)
        except Exception as e:  # Triton's own failures: no peer for this shape
            lines = str(e).strip().splitlines()
            triton_res["error"] = "%s: %s" % (type(e).__name__, lines[-1] if lines else "")
            print("note: no Triton peer for %s: %s" % (what, triton_res["error"]), flush=True)
        finally:
            o_triton = run = None

    failures = 0
    o = torch.empty_like(q)
    lse = torch.empty(shape.batch, shape.heads, shape.seq, dtype=torch.float32, device="cuda")
    fp8 = None          # the e4m3 operands, made for the first FP8 kernel
    ours_16bit = {}     # TFLOP/s of our 16-bit kernels here, by target
    # 16-bit kernels first: the FP8 rows give their ratio to ours.
    group = sorted(group, key=lambda b: b.cfg.dtype in host.FP8)
    for b in group:
        row = {"kernel": b.label, "dtype": dtype, "seq": shape.seq, "head_dim": shape.head_dim,
               "batch": shape.batch, "heads": shape.heads, "causal": shape.causal,
               "flops": shape.flops(), "ms": None, "tflops": None, "sdpa": sdpa_results,
               "sdpa_best": best, "sdpa_best_tflops": available.get(best),
               "triton_tflops": triton_res.get("tflops"), "triton": triton_res,
               "reference": ref_name}
        timer = runner.watchdog(args.timeout, "ERROR %s at %s: no result after %d s (the "
                                "kernel hangs?)" % (b.label, what, args.timeout))
        is_fp8 = b.cfg.dtype in host.FP8
        try:
            if is_fp8:
                if fp8 is None:
                    # The same values quantized to e4m3 with per-tensor
                    # scales (and V^T in the FP8 kernels' key order, for
                    # those built with v_layout=transposed).
                    fp8 = {}, {}
                    for name, x in (("Q", q), ("K", k), ("V", v)):
                        x8, descale = host.quantize_e4m3(x.float())
                        fp8[0][name] = x8
                        if name == "V":
                            fp8[0]["VT"] = host.vt_layout(x8)
                        fp8[1]["descale_" + name.lower()] = descale
                tensors = dict(fp8[0], O=o, LSE=lse)
                if pv is None:
                    pv = abs_v_reference(torch, q, k, v, shape.causal,
                                         ref_name)
                run = launcher(ctx, b.kernel, shape, tensors, fp8[1])
            else:
                run = launcher(ctx, b.kernel, shape,
                               {"Q": q, "K": k, "V": v, "O": o, "LSE": lse})
            o.fill_(float("nan"))
            torch.cuda.synchronize()
            run()
            ctx.synchronize()
            tol = FP8_CHECK_TOLERANCE if is_fp8 else \
                CHECK_FACTOR * float(b.spec["tolerance"])
            bad, total, worst = compare(o[ref_slice], ref, tol,
                                        FP8_PV_FACTOR * pv if is_fp8 else None)
            row["max_abs_err"] = worst
            row["check"] = "ok" if not bad else "WRONG (%d/%d, max |dO| %.3g)" % (
                bad, total, worst)
            ms = time_call(ctx, run, args)
            row.update(ms=ms, tflops=shape.flops() / (ms * 1e-3) / 1e12)
            if is_fp8:
                row["ours_16bit_tflops"] = ours_16bit.get(b.cfg.target)
            else:
                ours_16bit[b.cfg.target] = row["tflops"]
        except (cuda_driver.CudaError, ValueError, RuntimeError) as e:
            row["check"] = "ERROR %s" % str(e).strip().splitlines()[0]
        timer.cancel()
        failures += row["check"] != "ok"
        rows.append(row)
        print_row(row)
        if is_fp8 and row.get("ours_16bit_tflops"):
            print("  %s: e4m3 / our %s kernel %s" % (b.label, dtype, ratio(
                row["tflops"], row["ours_16bit_tflops"])), flush=True)
    return failures


def environment(ctx, torch, cc, triton_desc, llc, args):
    about = {"device": "sm_%d%d" % cc, "name": ctx.name(), "sms": ctx.sm_count()}
    v = ctx.driver.driver_version()
    about["driver_api"] = "%d.%d" % (v // 1000, (v % 1000) // 10)
    smi = output_of(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"])
    about["driver"] = smi.splitlines()[0].strip() if smi else None
    about["torch"] = torch.__version__
    about["torch_cuda"] = torch.version.cuda
    about["cudnn"] = torch.backends.cudnn.version() if torch.backends.cudnn.is_available() \
        else None
    about["triton"] = triton_desc
    about.update(provenance(llc))
    about.update(warmup=args.warmup, repeats=args.repeats, samples=args.samples,
                 tokens=TOKENS, width=WIDTH)
    return about


def write_json(path, results):
    if path:
        with open(path + ".tmp", "w") as f:
            json.dump(results, f, indent=1)
        os.replace(path + ".tmp", path)


def main():
    ap = ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true",
                    help="head_dim 128, seq 2k and 8k, both masks, bf16; 3 warmup calls, "
                    "3 x 5 timed")
    ap.add_argument("--kernel", help="preset names, comma-separated; PRESET@KEY=VALUE "
                    "changes an option of one, @stages=N its K/V buffers (default: every "
                    "preset of a target this GPU runs)")
    ap.add_argument("--target", help="every preset of this target")
    ap.add_argument("--seq", help="sequence lengths, comma-separated (1k = 1024)")
    ap.add_argument("--head-dim", help="head dimensions, comma-separated")
    mask = ap.add_mutually_exclusive_group()
    mask.add_argument("--causal", dest="causal", action="store_const", const=True,
                      help="only the causal shapes")
    mask.add_argument("--no-causal", dest="causal", action="store_const", const=False,
                      help="only the shapes without a mask")
    ap.add_argument("--dtype", choices=("f16", "bf16", "e4m3"),
                    help="only kernels of this element type (--quick: bf16 and e4m3 "
                    "unless --kernel is given)")
    ap.add_argument("--warmup", type=int)
    ap.add_argument("--repeats", type=int, help="calls between two events")
    ap.add_argument("--samples", type=int, help="timed groups of calls; the median counts")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--llc", help="the llc to compile with (default: $LLC, build/bin/llc, "
                    ".gpu/kit/bin/llc)")
    ap.add_argument("--ptxas", help="assemble each kernel with ptxas -v (a spill is an error)")
    ap.add_argument("--keep", help="write the generated .ll/.ptx here")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds one kernel may take at one shape before the run ends "
                    "(a hang); default 300")
    ap.add_argument("--json", help="also write the results here")
    ap.set_defaults(causal=None)
    args = ap.parse_args()
    if args.kernel and args.target:
        ap.error("give --kernel or --target, not both")
    for name in ("warmup", "repeats", "samples", "timeout"):
        value = getattr(args, name)
        if value is not None and value < (0 if name == "warmup" else 1):
            ap.error("--%s must be %s, not %d" % (
                name, "at least 0" if name == "warmup" else "positive", value))
    args.warmup = args.warmup if args.warmup is not None else (3 if args.quick else 10)
    args.repeats = args.repeats or (5 if args.quick else 10)
    args.samples = args.samples or (3 if args.quick else 5)
    args.dtypes = ([args.dtype] if args.dtype else
                   list(QUICK_DTYPES) if args.quick and not args.kernel else None)
    shapes = shapes_of(args)

    ok, reason, cc = cuda_driver.probe()
    selected, by_name = select_kernels(args, cc, ok)
    llc = runner.find_llc(args.llc)
    built, failures = build(selected, shapes, by_name, args, llc)
    if not built and not failures:
        raise SystemExit("error: no kernel to run on the selected shapes")
    print("bench-attention: %d kernels built with %s" % (len(built), llc), flush=True)
    if not ok:
        print("bench-attention: no CUDA GPU (%s): nothing to time" % reason, file=sys.stderr)
        return 1 if failures else 2
    why = host.torch_problem()
    if why:
        print("bench-attention: %s: nothing to time" % why, file=sys.stderr)
        return 1 if failures else 2
    import torch
    sdpa = sdpa_support(torch)
    triton_make, triton_desc = (None, "Triton skipped (--no-triton)") if args.no_triton \
        else triton_peer()
    rows = []
    with cuda_driver.Context() as ctx:
        loaded = []
        for b in built:
            if not runnable(b.cfg.target, cc):
                print("SKIP %s: a %s kernel; this GPU is sm_%d%d" % (b.label, b.cfg.target,
                                                                      *cc))
                continue
            try:
                b.kernel = host.Kernel(ctx, b.ptx, b.spec)
                loaded.append(b)
            except (cuda_driver.CudaError, ValueError) as e:
                print("ERROR %s: cannot load: %s" % (b.label, e))
                failures += 1
        about = environment(ctx, torch, cc, triton_desc, llc, args)
        print("%s (sm_%d%d), %d SMs, driver %s; torch %s (CUDA %s, cuDNN %s); %s; "
              "%d warmup calls, median of %d x %d timed" % (
                  about["name"], cc[0], cc[1], about["sms"], about["driver"] or
                  about["driver_api"], about["torch"], about["torch_cuda"], about["cudnn"],
                  triton_desc, args.warmup, args.samples, args.repeats), flush=True)
        if sdpa[0] is None:
            print("note: %s: no SDPA backend can be chosen" % sdpa[1])
        print(HEADER)
        # The FP8 kernels run in the bf16 group: the same inputs (quantized),
        # SDPA's O as the guard, and our bf16 kernel's speed to compare.
        work = [(s, dtype, [b for b in loaded if (b.cfg.dtype == dtype or (
                    dtype == "bf16" and b.cfg.dtype in host.FP8)) and
                            kernel_shapes(b.cfg, [s])])
                for s in shapes for dtype in ("bf16", "f16")]
        work = [w for w in work if w[2]]
        for i, (shape, dtype, group) in enumerate(work):
            failures += bench_shape(ctx, torch, sdpa, triton_make, shape, dtype, group, args,
                                    rows)
            # Written after each shape, so that a run stopped at its time
            # limit keeps what it measured.
            write_json(args.json, dict(about, rows=rows, complete=i == len(work) - 1))
        if not work:
            write_json(args.json, dict(about, rows=rows, complete=True))
    print("bench-attention: %d rows, %d failures" % (len(rows), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

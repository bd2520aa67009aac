#!/usr/bin/env python3
"""Times the generated GEMM kernels against cuBLAS (and Triton) on this GPU.

    bench-gemm.py [--quick] [--kernel NAME[@KEY=VALUE...],...] [--sizes S,...]
                  [--warmup N] [--repeats N] [--llc LLC] [--json FILE]

Every preset of gen-gemm.py for a target this GPU runs (sm_80 on compute
capability 8.0 and later, sm_90a on 9.0, sm_100a on 10.0), or the --kernel
ones, is built (gen-gemm.py, llc with the Launch's llc_flags), loaded
through the CUDA driver API and launched from its Launch description
(utils/kernels/gemm/host.py) on square
problems M = N = K: 8192, and a sweep 2048 .. 16384 (--quick: 4096 and
8192, fewer repeats). In the same run, on the same operands, the peers:

  cuBLAS   cublasGemmEx with f32 compute (s32 for 8-bit integers) for
           16-bit and integer inputs; cublasLtMatmul for FP8 (cuBLAS runs
           FP8 only through cuBLASLt, in the TN layout). D has the kernel's
           type; the call is TN (our K-major A and B), as the kernel's.
  Triton   when `import triton` (and torch, which Triton's launcher uses)
           works: the matmul of Triton's tutorial written here for A * B^T,
           autotuned over five tile configurations; its own operands of
           the same types and value range.

Times are CUDA events around `repeats` back-to-back launches after
`warmup` ones; TFLOP/s counts 2 M N K. The table gives each kernel's
TFLOP/s, cuBLAS's and Triton's, and the ratios kernel / peer. After timing,
16 rows of the kernel's D are compared with cuBLAS's (`check`): a kernel
that is fast because it is wrong shows `WRONG`.

A block-scaled preset (scale-factor tensor maps SFA/SFB: the MXFP8 one) is
built but not timed (a SKIP line): there is no data for its scale factors
and no cuBLAS peer for it here.

Exit status: 0, 1 when a kernel failed to build, load or run, 2 without a
usable GPU.
"""

import argparse
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.gemm import host  # noqa: E402
from kernels.gemm.host import cuda_driver  # noqa: E402

SWEEP = [2048, 4096, 6144, 8192, 12288, 16384]
HEADLINE = 8192
QUICK = [4096, 8192]
CHECK_ROWS = 16
# Elements of the repeating operand pattern: prime, so a row of any size
# starts at a different place in it.
PATTERN = 1048573


class Operands:
    """Square operands of one size and type combination, on the device:
    A, B (a repeating pattern of the runner's exact input values), D for
    the kernel and D for cuBLAS."""

    def __init__(self, ctx, size, types, seed=1):
        self.ctx, self.shape, self.types = ctx, (size, size, size), types
        n = size * size
        self.a = self.fill(types["A"], n, 2 * seed)
        self.b = self.fill(types["B"], n, 2 * seed + 1)
        self.d_bytes = n * host.element(types["D"]).nbytes
        self.d = ctx.alloc(self.d_bytes)
        self.d_blas = ctx.alloc(self.d_bytes)

    def fill(self, dtype, count, seed):
        pattern = host.encode_indices(dtype, host.value_indices(min(count, PATTERN), seed),
                                      host.input_values(dtype))
        reps = -(-count * host.element(dtype).nbytes // len(pattern))
        data = (pattern * reps)[:count * host.element(dtype).nbytes]
        ptr = self.ctx.alloc(len(data))
        self.ctx.copy_to(ptr, data)
        return ptr

    def pointer(self, tensor):
        return {"A": self.a, "B": self.b, "D": self.d}[tensor]

    def free(self):
        for p in (self.a, self.b, self.d, self.d_blas):
            self.ctx.free(p)


def tflops(size, ms):
    return 2.0 * size ** 3 / (ms * 1e-3) / 1e12


def time_call(ctx, run, warmup, repeats):
    for _ in range(warmup):
        run()
    ctx.synchronize()
    return ctx.time_ms(run, repeats)


def blas_runner(ctx, cublas, ops):
    """run() for cuBLAS on ``ops``: GemmEx, or cuBLASLt for FP8."""
    types = ops.types
    in_type = host.element(types["A"]).cuda_type
    d_type = host.element(types["D"]).cuda_type
    if types["A"] in host.FP8 or types["B"] in host.FP8:
        plan = cublas.lt_plan(ctx, ops.shape, in_type, d_type)
        return lambda: plan(ops.a, ops.b, ops.d_blas)
    compute = host.CUBLAS_COMPUTE_32I if types["D"] == "s32" else host.CUBLAS_COMPUTE_32F
    return lambda: cublas.gemm(ops.shape, ops.a, ops.b, ops.d_blas, in_type, d_type, compute)


def check_rows(ctx, ops):
    """Compare CHECK_ROWS rows of the kernel's D with cuBLAS's: 'ok' or
    'WRONG (n/m)'. Both are sums of exact products; a bound of 2**-6 of
    max(|cuBLAS|, sqrt(K)) allows FP8 MMAs' shorter accumulation and
    catches a wrong tile."""
    m, n, k = ops.shape
    d_type = ops.types["D"]
    row_bytes = n * host.element(d_type).nbytes
    rows = sorted(random.Random(5).sample(range(m), min(CHECK_ROWS, m)))
    bad = 0
    for r in rows:
        got = host.decode_array(d_type, ctx.from_device(
            cuda_driver.CUdeviceptr(ops.d.value + r * row_bytes), row_bytes))
        want = host.decode_array(d_type, ctx.from_device(
            cuda_driver.CUdeviceptr(ops.d_blas.value + r * row_bytes), row_bytes))
        bad += sum(1 for g, w in zip(got, want)
                   if not abs(g - w) <= 2.0 ** -6 * max(abs(w), math.sqrt(k)))
    total = len(rows) * n
    return "ok" if not bad else "WRONG (%d/%d)" % (bad, total)


# ---------------------------------------------------------------------------
# Triton
# ---------------------------------------------------------------------------

TORCH_DTYPE = {"f16": "float16", "bf16": "bfloat16", "e4m3": "float8_e4m3fn",
               "e5m2": "float8_e5m2", "s8": "int8", "s32": "int32", "f32": "float32"}


def triton_peer():
    """(make(types, size) -> run, a description), or (None, why not)."""
    try:
        import torch
        import triton
        import triton.language as tl
    except Exception as e:  # any import failure means no Triton peer
        return None, "no Triton (%s: %s)" % (type(e).__name__, e)
    if not torch.cuda.is_available():
        return None, "no Triton (torch sees no CUDA device)"

    configs = [triton.Config({"BM": bm, "BN": bn, "BK": bk, "GM": 8}, num_stages=s,
                             num_warps=w)
               for bm, bn, bk, s, w in ((128, 256, 64, 3, 8), (256, 128, 64, 3, 8),
                                        (128, 128, 64, 4, 4), (128, 128, 128, 3, 8),
                                        (64, 256, 64, 4, 4))]

    @triton.autotune(configs=configs, key=["M", "N", "K"])
    @triton.jit
    def matmul_abt(a_ptr, b_ptr, d_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                   BK: tl.constexpr, GM: tl.constexpr, INT: tl.constexpr):
        # Triton's matmul tutorial, with B read as N x K (D = A B^T).
        pid = tl.program_id(0)
        num_m, num_n = tl.cdiv(M, BM), tl.cdiv(N, BN)
        group = GM * num_n
        first_m = (pid // group) * GM
        group_m = min(num_m - first_m, GM)
        pid_m = first_m + (pid % group) % group_m
        pid_n = (pid % group) // group_m
        rm = (pid_m * BM + tl.arange(0, BM)) % M
        rn = (pid_n * BN + tl.arange(0, BN)) % N
        rk = tl.arange(0, BK)
        a_ptrs = a_ptr + rm[:, None] * K + rk[None, :]
        b_ptrs = b_ptr + rn[None, :] * K + rk[:, None]
        acc = tl.zeros((BM, BN), dtype=tl.int32 if INT else tl.float32)
        # K is a multiple of every configuration's BK (make() checks), so
        # the K loop needs no mask (nor a fill value, which Triton cannot
        # cast from an integer to FP8).
        for kt in range(0, K // BK):
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            acc = tl.dot(a, b, acc)
            a_ptrs += BK
            b_ptrs += BK
        cm = pid_m * BM + tl.arange(0, BM)
        cn = pid_n * BN + tl.arange(0, BN)
        tl.store(d_ptr + cm[:, None] * N + cn[None, :], acc.to(d_ptr.dtype.element_ty),
                 mask=(cm[:, None] < M) & (cn[None, :] < N))

    max_bk = max(c.kwargs["BK"] for c in configs)

    def make(types, size):
        if size % max_bk:
            raise ValueError("the Triton peer needs M = N = K a multiple of %d, not %d"
                             % (max_bk, size))

        def operand(dtype):
            vals = torch.tensor(host.input_values(dtype), dtype=torch.float32, device="cuda")
            pick = torch.randint(0, len(vals), (size, size), device="cuda")
            return vals[pick].to(getattr(torch, TORCH_DTYPE[dtype]))
        a, b = operand(types["A"]), operand(types["B"])
        d = torch.empty((size, size), dtype=getattr(torch, TORCH_DTYPE[types["D"]]),
                        device="cuda")

        def grid(meta):
            return (triton.cdiv(size, meta["BM"]) * triton.cdiv(size, meta["BN"]),)
        is_int = types["D"] == "s32"
        return lambda: matmul_abt[grid](a, b, d, size, size, size, INT=is_int)
    return make, "Triton %s (autotuned over %d configurations)" % (triton.__version__,
                                                                     len(configs))


# ---------------------------------------------------------------------------
# The benchmark
# ---------------------------------------------------------------------------


def build(names, args):
    """([(name, ptx text, Launch JSON, types)] of the presets ``names`` that
    built and can run, how many failed to build); a block-scaled preset is
    skipped (a SKIP line: host.unsupported), not a failure."""
    llc = host.find_llc(args.llc)
    work = host.workdir(args.keep)
    out, errors = [], 0
    for name in names:
        try:
            ptx, lj, types, _ = host.build_kernel(name, work, llc, mattr=args.mattr)
        except (RuntimeError, ValueError) as e:
            print("ERROR %s: %s" % (name, e))
            errors += 1
            continue
        why = host.unsupported(lj)
        if why:
            print("SKIP %s: %s" % (name, why))
            continue
        with open(ptx) as f:
            out.append((name, f.read(), lj, types))
    return out, errors


def ratio(a, b):
    return "%.2f" % (a / b) if a and b else "-"


def bench_size(ctx, cublas, triton_make, kernels, size, args, rows):
    """Time every kernel, cuBLAS and Triton at M = N = K = ``size``;
    append one result dict per kernel to ``rows``; return the failures."""
    failures = 0
    groups = {}
    for entry in kernels:
        t = entry[3]
        groups.setdefault((t["A"], t["B"], t["D"]), []).append(entry)
    for (ta, tb, td), group in sorted(groups.items()):
        types = group[0][3]
        ops = Operands(ctx, size, types)
        blas = tflops(size, time_call(ctx, blas_runner(ctx, cublas, ops), args.warmup,
                                      args.repeats))
        peer = None
        if triton_make:
            try:
                peer = tflops(size, time_call(ctx, triton_make(types, size), args.warmup,
                                              args.repeats))
            except Exception as e:  # Triton's own failures: no peer for this group
                print("note: no Triton peer for %s,%s->%s at %d: %s: %s"
                      % (ta, tb, td, size, type(e).__name__, str(e).splitlines()[-1:]),
                      flush=True)
        for name, _, lj, _, kernel in group:
            row = {"kernel": name, "size": size, "types": "%s,%s->%s" % (ta, tb, td),
                   "cublas_tflops": blas, "triton_tflops": peer}
            timer = host.watchdog(args.timeout, "ERROR %s at M=N=K=%d: no result after %d s "
                                  "(the kernel hangs?)" % (name, size, args.timeout))
            try:
                run = kernel.prepare(ops)
                ms = time_call(ctx, lambda: run(sync=False), args.warmup, args.repeats)
                row.update(ms=ms, tflops=tflops(size, ms), check=check_rows(ctx, ops))
            except (cuda_driver.CudaError, ValueError) as e:
                row.update(ms=None, tflops=None, check="ERROR %s" % e)
            timer.cancel()
            failures += row["check"] != "ok"
            rows.append(row)
            print_row(row)
        ops.free()
    return failures


HEADER = "%-34s %6s %8s %8s %8s %13s %8s %13s  %s" % (
    "kernel", "M=N=K", "ms", "TFLOP/s", "cuBLAS", "kernel/cuBLAS", "Triton", "kernel/Triton",
    "check")


def print_row(row):
    print("%-34s %6d %8s %8s %8.1f %13s %8s %13s  %s" % (
        row["kernel"], row["size"], "%.3f" % row["ms"] if row["ms"] else "-",
        "%.1f" % row["tflops"] if row["tflops"] else "-", row["cublas_tflops"],
        ratio(row["tflops"], row["cublas_tflops"]),
        "%.1f" % row["triton_tflops"] if row["triton_tflops"] else "-",
        ratio(row["tflops"], row["triton_tflops"]), row["check"]), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="sizes 4096 and 8192, 3 + 10 launches")
    ap.add_argument("--kernel", help="preset names, comma-separated; PRESET@KEY=VALUE "
                    "changes an option of one, @stages=N its stages (default: every "
                    "preset of a target this GPU runs)")
    ap.add_argument("--sizes", help="M = N = K values, comma-separated")
    ap.add_argument("--warmup", type=int)
    ap.add_argument("--repeats", type=int)
    ap.add_argument("--llc", help="the llc to compile with (default: build/bin/llc)")
    ap.add_argument("--mattr", help="llc -mattr")
    ap.add_argument("--keep", help="write the generated .ll/.json/.ptx here")
    ap.add_argument("--no-triton", action="store_true")
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds one kernel may take at one size before the run ends "
                    "(a hang); default 300")
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args()
    sizes = ([int(s) for s in args.sizes.split(",")] if args.sizes else
             QUICK if args.quick else sorted(set(SWEEP + [HEADLINE])))
    args.warmup = args.warmup if args.warmup is not None else (3 if args.quick else 10)
    args.repeats = args.repeats if args.repeats is not None else (10 if args.quick else 50)

    ok, reason, cc = cuda_driver.probe()
    if not ok:
        print("bench-gemm: no CUDA GPU (%s): nothing to time" % reason, file=sys.stderr)
        return 2
    names = (args.kernel.split(",") if args.kernel else
             [n for t in host.runnable_targets(cc) for n, _ in host.list_presets(t)])
    built, failures = build(names, args)
    triton_make, triton_desc = (None, "Triton skipped (--no-triton)") if args.no_triton \
        else triton_peer()
    rows = []
    with cuda_driver.Context() as ctx:
        cublas = host.Cublas()
        kernels = []
        for name, ptx, lj, types in built:
            try:
                kernels.append((name, ptx, lj, types, host.Kernel(ctx, ptx, lj, types)))
            except (cuda_driver.CudaError, ValueError) as e:
                print("ERROR %s: cannot load: %s" % (name, e))
                failures += 1
        print("%s (sm_%d%d), %d SMs; cuBLAS %d; %s; %d warmup + %d timed launches" % (
            ctx.name(), cc[0], cc[1], ctx.sm_count(), cublas.version(), triton_desc,
            args.warmup, args.repeats))
        print(HEADER)
        about = {"device": "sm_%d%d" % cc, "name": ctx.name(), "sms": ctx.sm_count(),
                 "cublas": cublas.version(), "triton": triton_desc,
                 "warmup": args.warmup, "repeats": args.repeats}
        for size in sizes:
            failures += bench_size(ctx, cublas, triton_make, kernels, size, args, rows)
            # Written after each size, so that a run stopped at its time
            # limit keeps what it measured.
            write_json(args.json, dict(about, rows=rows, complete=size == sizes[-1]))
    return 1 if failures else 0


def write_json(path, results):
    if path:
        with open(path + ".tmp", "w") as f:
            json.dump(results, f, indent=1)
        os.replace(path + ".tmp", path)


if __name__ == "__main__":
    sys.exit(main())

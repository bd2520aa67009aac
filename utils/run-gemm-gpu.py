#!/usr/bin/env python3
"""Runs generated GEMM kernels on a GPU and checks D = A * B^T.

  run-gemm-gpu.py --ptx FILE --spec FILE [--types A,B,ACC,D] --shapes S
        run one compiled kernel, launched as its Launch JSON (gen-gemm.py
        --spec) says; --types when the JSON does not give A's, B's and D's
        element types
  run-gemm-gpu.py --kernel NAME[,NAME...] --shapes S [--llc L] [--ptxas P]
  run-gemm-gpu.py --target T --shapes S [--llc L] [--ptxas P]
        generate the presets (--target: every preset of T; --kernel also
        takes PRESET@KEY=VALUE[@...], the preset with gen-gemm.py options
        changed, or with @stages=N its stages) with gen-gemm.py, compile them with llc (this checkout's build/bin/llc
        unless --llc), assemble them with ptxas -v when --ptxas is given
        (a BUILD line: registers and spills), and run them
  run-gemm-gpu.py --self-check [--spec FILE ...] [--no-presets]
        without a GPU: the host side (encoders, tensor-map parameters and
        grids derived from Launch descriptions -- built-in examples, the
        given specs and every preset's -- the cuBLAS argument mapping and
        the reference on tiny shapes computed two ways, the comparison)

S is MxNxK[,MxNxK...]. Each kernel and shape prints `PASS <kernel> MxNxK:
...` or `FAIL <kernel> MxNxK: ...`, and a last line counts them; the exit
status is 1 on any failure (a kernel and shape taking more than --timeout
seconds, a hang, ends the run as one), 2 without a usable GPU. Before any
GPU is looked for, a shape the kernel cannot take (TMA strides, or pointer
rows of A or B that are not a multiple of 16 bytes) is a FAIL line, and a
block-scaled preset (SFA/SFB tensor maps) is built (BUILD line) and then
skipped (SKIP line); a block-scaled --spec is an error.
utils/kernels/gemm/host.py describes the inputs, the reference (cuBLAS, or the
host with --no-cublas), the tolerances and the grids.
"""

import argparse
import math
import os
import random
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.gemm import host  # noqa: E402
from kernels.gemm.host import cuda_driver  # noqa: E402

# ---------------------------------------------------------------------------
# --self-check
# ---------------------------------------------------------------------------

# Launch descriptions of the two kinds the generators write: TMA operands,
# a tile grid and a cluster; pointers, scalars and a persistent grid.
EXAMPLE_SPECS = {
    "example_tma": {
        "kernel": "example_tma", "target": "sm_90a", "threads": 384, "grid": "tiles",
        "dynamic_smem": 200704, "cluster": [2, 1, 1], "tile": [128, 128, 64],
        "tolerance": "exact",
        "params": [
            {"kind": "tensor_map", "tensor": "A", "dtype": "bf16", "box": [64, 128],
             "swizzle": 128, "dims": ["K", "M"]},
            {"kind": "tensor_map", "tensor": "B", "dtype": "bf16", "box": [64, 128],
             "swizzle": 128, "dims": ["K", "N"]},
            {"kind": "tensor_map", "tensor": "D", "dtype": "bf16", "box": [64, 32],
             "swizzle": 128, "dims": ["N", "M"]},
            {"kind": "scalar", "value": "M", "type": "i32"},
            {"kind": "scalar", "value": "N", "type": "i32"},
            {"kind": "scalar", "value": "K", "type": "i32"}]},
    "example_pointer": {
        "kernel": "example_pointer", "target": "sm_80", "threads": 128,
        "grid": "persistent", "dynamic_smem": 65536, "cluster": [1, 2, 1],
        "tile": [128, 128, 32], "tolerance": "exact",
        "params": [{"kind": "pointer", "tensor": t} for t in "ABD"] +
                  [{"kind": "scalar", "value": v} for v in "MNK"]},
}
EXAMPLE_TYPES = {"example_pointer": {"A": "s8", "B": "s8", "D": "s32", "acc": "s32"}}
# Shapes every spec is checked at: edges, a single K tile, a larger square.
CHECK_SHAPES = [(517, 264, 32), (1000, 776, 336), (2048, 2048, 2048)]
CHECK_SMS = 132


class Checker:
    """check(cond, what): records ``what`` when ``cond`` is false."""

    def __init__(self):
        self.failures = []

    def __call__(self, cond, what):
        if not cond:
            self.failures.append(what)
        return cond


def check_encoders(check):
    known = [("f16", 1.0, 0x3C00), ("f16", -2.0, 0xC000), ("bf16", 1.0, 0x3F80),
             ("bf16", -2.0, 0xC000), ("bf16", 0.25, 0x3E80), ("e4m3", 1.0, 0x38),
             ("e4m3", 448.0, 0x7E), ("e4m3", 2.0 ** -9, 0x01), ("e4m3", -2.0, 0xC0),
             ("e5m2", 1.0, 0x3C), ("e5m2", 57344.0, 0x7B), ("e5m2", 2.0 ** -16, 0x01),
             ("s8", -1, 0xFF), ("s8", -8, 0xF8), ("u8", 16, 0x10), ("f32", 1.0, 0x3F800000)]
    for dtype, v, code in known:
        check(host.element(dtype).encode(v) == code, "%s encodes %r as 0x%x"
              % (dtype, v, host.element(dtype).encode(v)))
    idx = host.value_indices(4096, 7)
    for dtype in ("f16", "bf16", "f32", "e4m3", "e5m2", "s8", "u8"):
        el, vals = host.element(dtype), host.input_values(dtype)
        for v in vals:
            check(el.decode(el.encode(v)) == v, "%s round trip of %r" % (dtype, v))
        data = host.encode_indices(dtype, idx, vals)
        per = [el.encode(vals[i % len(vals)]) for i in idx]
        check(data == b"".join(c.to_bytes(el.nbytes, "little") for c in per),
              "%s: the bulk encoder differs from the element encoder" % dtype)
        check(host.decode_array(dtype, data) == [vals[i % len(vals)] for i in idx],
              "%s: the bulk decoder does not give the values back" % dtype)
        f16 = host.decode_array("f16", host.encode_indices("f16", idx, vals))
        check(f16 == [vals[i % len(vals)] for i in idx],
              "%s: the values are not exact in f16 (the reference's inputs)" % dtype)
    finite = [c for c in range(256) if not math.isnan(host.e4m3_value(c))]
    check(len(finite) == 254 and max(map(host.e4m3_value, finite)) == 448.0,
          "e4m3: 254 finite codes, the largest 448")
    # Rounding into D: nearest, ties to even.
    check([host.bf16_round(u) for u in (0x3F808000, 0x3F818000, 0x3F808001, 0xBF7FFFFF)]
          == [0x3F80, 0x3F82, 0x3F81, 0xBF80], "bf16 rounding to nearest even")
    check(host.round_to("f16", [1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, -0.5]) ==
          bytes.fromhex("003c023c00b8"), "f16 rounding to nearest even")
    check(host.round_to("bf16", [1 + 2.0 ** -9, 3.0]) == bytes.fromhex("803f4040"),
          "bf16 rounding of a list")
    print("self-check encoders: f16 bf16 f32 e4m3 e5m2 s8 u8 round trips, bulk = per element, "
          "agree with run-atom-gpu.py; D rounded to nearest even")


def spec_lines(name, lj, types, check):
    """Check one Launch description at CHECK_SHAPES; a line describing it."""
    problems = host.check_launch(lj)
    if not check(not problems, "%s: %s" % (name, "; ".join(problems))):
        return "%s: invalid" % name
    try:
        types = host.operand_types(lj, types)
    except ValueError as e:
        check(False, "%s: %s" % (name, e))
        return "%s: invalid" % name
    maps = []
    for shape in CHECK_SHAPES:
        for p in lj["params"]:
            if p["kind"] == "tensor_map":
                try:
                    args = host.tensor_map_args(p, shape)
                except ValueError as e:
                    check(False, "%s at %s: %s" % (name, host.shape_text(shape), e))
                    continue
                if shape == CHECK_SHAPES[0]:
                    maps.append("%s %s dims %s strides %s box %s swizzle %d" % (
                        p["tensor"], p["dtype"], args["global_dim"], args["global_strides"],
                        args["box_dim"], p["swizzle"]))
            elif p["kind"] == "pointer":
                try:
                    host.check_pointer(p, shape, p.get("dtype") or types[p["tensor"]])
                except ValueError as e:
                    check(False, "%s at %s: %s" % (name, host.shape_text(shape), e))
            else:
                check(host.eval_dim(p["value"], shape) in shape,
                      "%s: scalar %s is none of M, N, K" % (name, p["value"]))
        grid = host.grid_dims(lj, shape, CHECK_SMS)
        cluster = (list(lj.get("cluster") or [1, 1, 1]) + [1, 1])[:3]
        check(all(g % c == 0 for g, c in zip(grid, cluster)),
              "%s: grid %r is not whole clusters %r" % (name, grid, cluster))
        if lj["grid"] == "tiles":
            tm, tn = lj["tile"][:2]
            check(grid[0] * tn >= shape[1] and grid[1] * tm >= shape[0],
                  "%s: grid %r does not cover %s" % (name, grid, host.shape_text(shape)))
        else:
            check(math.prod(grid) <= CHECK_SMS, "%s: persistent grid %r > %d SMs"
                  % (name, grid, CHECK_SMS))
    grid = host.grid_dims(lj, CHECK_SHAPES[0], CHECK_SMS)
    why = host.unsupported(lj)
    return "%s (%s %s,%s->%s): %s; grid at %s: %s%s" % (
        name, lj["target"], types["A"], types["B"], types["D"], "; ".join(maps) or "no tensor maps",
        host.shape_text(CHECK_SHAPES[0]), "x".join(map(str, grid)),
        "; not run: " + why if why else "")


def check_examples(check):
    """The built-in specs give these exact values (and a bad shape fails)."""
    tma = EXAMPLE_SPECS["example_tma"]
    a = host.tensor_map_args(tma["params"][0], (517, 264, 32))
    check(a["global_dim"] == [32, 517] and a["global_strides"] == [64] and a["box_dim"] ==
          [64, 128] and a["swizzle"] == cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B and
          a["data_type"] == cuda_driver.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
          "example_tma: A's map at 517x264x32: %r" % a)
    d = host.tensor_map_args(tma["params"][2], (517, 264, 32))
    check(d["global_dim"] == [264, 517] and d["global_strides"] == [528], "example_tma: D's map")
    check(host.grid_dims(tma, (517, 264, 32), CHECK_SMS) == (4, 5, 1),
          "example_tma: 3 x 5 tiles, x rounded up to the 2-CTA cluster")
    ptr = EXAMPLE_SPECS["example_pointer"]
    check(host.grid_dims(ptr, (517, 264, 32), CHECK_SMS) == (66, 2, 1),
          "example_pointer: 132 SMs as 66 clusters of 1x2")
    check(host.grid_dims(ptr, (517, 264, 32), CHECK_SMS, max_clusters=60) == (60, 2, 1),
          "example_pointer: 60 resident clusters of 1x2")
    for shape, what in (((517, 263, 32), "D's rows 526 bytes apart"),
                        ((517, 264, 36), "A's rows 72 bytes apart")):
        try:
            host.tensor_map_args(tma["params"][0 if shape[2] == 36 else 2], shape)
            check(False, "example_tma at %s: %s accepted" % (host.shape_text(shape), what))
        except ValueError:
            pass
    s8 = EXAMPLE_TYPES["example_pointer"]
    check(not host.shape_problems(ptr, s8, (517, 264, 32)), "example_pointer: K = 32 s8 refused")
    check(any("not a multiple of 16" in p for p in host.shape_problems(ptr, s8, (517, 264, 24))),
          "example_pointer: rows of K = 24 s8 (24 bytes) accepted")
    for expr, want in (("K", 336), ("(M + 127) // 128", 8), ("2*N - 8", 1544)):
        check(host.eval_dim(expr, (1000, 776, 336)) == want, "eval_dim(%s)" % expr)
    try:
        host.eval_dim("__import__('os')", (1, 1, 1))
        check(False, "eval_dim evaluated a call")
    except ValueError:
        pass


def check_reference(check):
    """The reference on tiny shapes, computed two ways: the host's row-major
    sum, and the column-major GEMM cuBLAS is asked for (tn_call) on the same
    bytes; and by a third, from the values directly."""
    for shape in ((3, 5, 8), (7, 2, 16), (1, 1, 8), (4, 9, 24)):
        m, n, k = shape
        a_idx, b_idx = host.value_indices(m * k, 11), host.value_indices(n * k, 12)
        vals = host.FLOAT_VALUES
        ref = host.host_reference(shape, a_idx, b_idx, vals, vals)
        a = [vals[i % len(vals)] for i in a_idx]
        b = [vals[i % len(vals)] for i in b_idx]
        # cuBLAS's A is our B, its B our A; its C (column-major) is our D.
        blas = host.colmajor_gemm(host.tn_call(shape), b, a)
        direct = [sum(a[i * k + p] * b[j * k + p] for p in range(k))
                  for i in range(m) for j in range(n)]
        check(ref == blas == direct, "reference at %s: host %r, cuBLAS's mapping %r, direct %r"
              % (host.shape_text(shape), ref[:4], blas[:4], direct[:4]))
        absolute = host.host_reference(shape, a_idx, b_idx, vals, vals, absolute=True)
        check(all(x >= abs(r) for x, r in zip(absolute, ref)), "sum |a||b| >= |ref|")
    # Wide FP8 values: every one exact in f16 (the cuBLAS reference's
    # copies), and the host's scaled integer sums equal the direct ones
    # (exact in doubles at this K).
    for dtype, scale in (("e4m3", 2 ** 9), ("e5m2", 2 ** 16)):
        wide = host.input_values(dtype, "wide")
        check(host.value_scale(wide) == scale and len(wide) > 100 and
              all(host.element("f16").decode(host.element("f16").encode(v)) == v
                  and host.element(dtype).decode(host.element(dtype).encode(v)) == v
                  for v in wide), "%s wide values: scale %d, %d values" %
              (dtype, host.value_scale(wide), len(wide)))
        shape = (3, 5, 24)
        a_idx, b_idx = host.value_indices(72, 13), host.value_indices(120, 14)
        a = [wide[i % len(wide)] for i in a_idx]
        b = [wide[i % len(wide)] for i in b_idx]
        direct = [sum(a[i * 24 + p] * b[j * 24 + p] for p in range(24))
                  for i in range(3) for j in range(5)]
        check(host.host_reference(shape, a_idx, b_idx, wide, wide) == direct,
              "%s wide values: host reference differs from the direct sums" % dtype)
    check(host.input_values("bf16", "wide") == host.FLOAT_VALUES,
          "wide values changed a 16-bit operand's")
    print("self-check reference: host = cuBLAS's TN column-major call = direct sums on 4 tiny "
          "shapes; wide FP8 values exact in f16, host reference exact")


def check_compare(check):
    """The comparison accepts the rounded reference and catches a wrong
    element and an error past the bound; launch_differences catches an
    unwritten element even where its sentinel would pass the bound, and an
    element two launches wrote differently."""
    rng = random.Random(3)
    ref = [rng.choice(host.FLOAT_VALUES) * rng.choice(host.FLOAT_VALUES) * 37 + 1 / 16
           for _ in range(500)]
    raw = host.f32_bytes(ref)
    s0, s1 = host.SENTINELS[:2]
    for d_type in ("bf16", "f16", "f32"):
        good = host.round_to(d_type, ref)
        check(host.compare(d_type, good, raw, True, 0.0)[0] == [], "%s: exact D rejected" % d_type)
        n = host.element(d_type).nbytes
        bad = bytearray(good)
        bad[10 * n:11 * n] = host.round_to(d_type, [ref[10] + 2])
        out, same, _ = host.compare(d_type, bytes(bad), raw, True, 0.0)
        check([i for i, _, _ in out] == [10] and same == len(ref) - 1,
              "%s: exact mode missed a wrong element: %r" % (d_type, out))
        # Launch 1 leaves element 20 unwritten and element 30 differs.
        first, second = bytearray(good), bytearray(good)
        first[20 * n:21 * n] = bytes([s0]) * n
        second[20 * n:21 * n] = bytes([s1]) * n
        second[30 * n:31 * n] = host.round_to(d_type, [ref[30] + 2])
        unwritten, differing = host.launch_differences([bytes(first), bytes(second)],
                                                       [s0, s1], n)
        check(unwritten == [20] and differing == [30],
              "%s: launches: unwritten %r, differing %r" % (d_type, unwritten, differing))
        check(host.launch_differences([good, good], [s0, s1], n) == ([], []),
              "%s: identical launches reported as different" % d_type)
    # FP8: a K tile of 128 left out of K = 2304 is outside the FP8 bound,
    # and would pass the Launch's 0.01.
    m_, n_, k_ = 4, 4, 2304
    a_idx, b_idx = host.value_indices(m_ * k_, 11), host.value_indices(n_ * k_, 12)
    vals = host.input_values("e4m3")
    full = host.host_reference((m_, n_, k_), a_idx, b_idx, vals, vals)
    fp8_sumabs = host.f32_bytes(host.host_reference((m_, n_, k_), a_idx, b_idx, vals, vals,
                                                absolute=True))
    # D without the products of K tile 5 (k = 640 .. 767).
    qa = [round(4 * vals[i % len(vals)]) for i in a_idx]
    qb = [round(4 * vals[i % len(vals)]) for i in b_idx]
    dropped = [full[i * n_ + j] - sum(qa[i * k_ + p] * qb[j * k_ + p]
                                      for p in range(640, 768)) / 16
               for i in range(m_) for j in range(n_)]
    fp8_raw = host.f32_bytes(full)
    fp8_t = host.tolerance({"tolerance": 0.01}, {"A": "e4m3", "B": "e4m3", "acc": "f32"})[1]
    missed = len(host.compare("bf16", host.round_to("bf16", dropped), fp8_raw, False, fp8_t,
                              lambda: fp8_sumabs)[0])
    loose = len(host.compare("bf16", host.round_to("bf16", dropped), fp8_raw, False, 0.01,
                             lambda: fp8_sumabs)[0])
    check(fp8_t == host.FP8_TOLERANCE and missed >= m_ * n_ * 3 // 4,
          "FP8 bound: a dropped K tile is caught in only %d/%d elements" % (missed, m_ * n_))
    check(host.compare("bf16", host.round_to("bf16", full), fp8_raw, False, fp8_t,
                       lambda: fp8_sumabs)[0] == [], "FP8 bound rejects the exact product")
    # A bf16 sentinel element is tiny (0xA5A5 = -2.9e-16): within any bound
    # where the reference is 0, so only the launches can tell it unwritten.
    zero = host.f32_bytes([0.0] * 8)
    check(host.compare("bf16", bytes([s0]) * 16, zero, False, 0.01,
                       lambda: host.f32_bytes([1.0] * 8))[0] == [],
          "the bf16 sentinel is outside the bound at 0: the case below tests nothing")
    check(host.launch_differences([bytes([s0]) * 16, bytes([s1]) * 16], [s0, s1], 2)[0]
          == list(range(8)), "an unwritten D is not reported as such")
    sumabs = [abs(r) + 64 for r in ref]
    sumabs_raw = host.f32_bytes(sumabs)
    near = [r + 2.0 ** -7 * s for r, s in zip(ref, sumabs)]
    check(host.compare("f32", host.round_to("f32", near), raw, False, 2.0 ** -6,
                       lambda: sumabs_raw)[0] == [], "bounded mode rejected an error within the bound")
    far = [r + 2.0 ** -5 * s for r, s in zip(ref, sumabs)]
    check(len(host.compare("f32", host.round_to("f32", far), raw, False, 2.0 ** -6,
                           lambda: sumabs_raw)[0]) == len(ref),
          "bounded mode accepted errors past the bound")
    # The all-at-once bf16 rounding is bf16_round's, near ties and signs.
    bits = [rng.getrandbits(32) & 0xFF7FFFFF for _ in range(2000)] + [
        0x3F808000, 0x3F818000, 0xBF7FFFFF, 0xFF7FFFFF, 0, 0x80000000]
    check(host.bf16_from_f32(struct.pack("<%dI" % len(bits), *bits)) == struct.pack(
        "<%dH" % len(bits), *[host.bf16_round(u) for u in bits]),
          "bf16_from_f32 differs from bf16_round")
    print("self-check compare: exact and bounded modes accept the rounded reference, catch a "
          "wrong element and errors past the bound; the launches catch an unwritten element "
          "and one written differently; the FP8 bound catches a dropped K tile in %d/%d "
          "elements, t = 0.01 in %d" % (missed, m_ * n_, loose))


def preset_specs(check):
    """(name, Launch JSON, types) of every preset gen-gemm.py lists."""
    out = []
    for name, _ in host.list_presets():
        try:
            out.append((name,) + host.preset_launch(name))
        except (RuntimeError, ValueError) as e:  # a generator's error is a failure here
            check(False, "preset %s: no Launch: %s" % (name, e))
    return out


def self_check(spec_files, types, presets):
    check = Checker()
    check_encoders(check)
    check_examples(check)
    specs = [(n, lj, EXAMPLE_TYPES.get(n)) for n, lj in EXAMPLE_SPECS.items()]
    for path in spec_files:
        try:
            specs.append((path, host.load_spec(path), types))
        except (OSError, ValueError) as e:
            check(False, "%s: %s" % (path, e))
    if presets:
        specs += preset_specs(check)
    for name, lj, t in specs:
        try:
            print("self-check spec " + spec_lines(name, lj, t, check))
        except ValueError as e:  # a dim or scalar it cannot evaluate, a grid
            check(False, "%s: %s" % (name, e))
    check_reference(check)
    check_compare(check)
    for f in check.failures[:50]:
        print("FAIL: " + f)
    if check.failures:
        print("self-check: %d failures" % len(check.failures))
        return 1
    print("self-check: PASS (%d Launch descriptions)" % len(specs))
    return 0


# ---------------------------------------------------------------------------
# Running kernels
# ---------------------------------------------------------------------------


def parse_types(text):
    if not text:
        return None
    parts = text.split(",")
    if len(parts) != 4:
        raise SystemExit("error: --types takes A,B,ACC,D, not '%s'" % text)
    return dict(zip(("A", "B", "acc", "D"), parts))


def build_all(names, args):
    """([(ptx text, Launch JSON, types)] of the presets ``names`` it can
    run, how many failed to build, how many it cannot run); prints a BUILD
    or FAIL line for each, and a SKIP line for a kernel it cannot run
    (host.unsupported)."""
    llc = host.find_llc(args.llc)
    work = host.workdir(args.keep)
    kernels, skipped = [], 0
    for name in names:
        try:
            ptx, lj, types, note = host.build_kernel(name, work, llc, args.ptxas, args.mattr)
        except (RuntimeError, ValueError) as e:
            print("FAIL %s: cannot build: %s" % (name, e))
            continue
        print("BUILD %s: %s, %s x %s -> %s%s" % (name, lj["target"], types["A"], types["B"],
                                                 types["D"], "; " + note if note else ""))
        why = host.unsupported(lj)
        if why:
            print("SKIP %s: %s" % (name, why))
            skipped += 1
            continue
        with open(ptx) as f:
            kernels.append((f.read(), lj, types))
    return kernels, len(names) - len(kernels) - skipped, skipped


def plan_runs(kernels, shapes):
    """([(ptx text, Launch JSON, types, shapes it can take)], how many
    kernel and shape pairs were refused); prints a FAIL line for each
    refused pair (host.shape_problems, no GPU needed)."""
    runs, refused = [], 0
    for ptx_text, lj, types in kernels:
        ok = []
        for shape in shapes:
            problems = host.shape_problems(lj, types, shape)
            if problems:
                print("FAIL %s %s: %s" % (lj["kernel"], host.shape_text(shape),
                                          "; ".join(problems)), flush=True)
                refused += 1
            else:
                ok.append(shape)
        runs.append((ptx_text, lj, types, ok))
    return runs, refused


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--ptx", help="a compiled kernel (with --spec)")
    mode.add_argument("--kernel", help="preset names, comma-separated; "
                      "PRESET@KEY=VALUE changes an option of one")
    mode.add_argument("--target", help="every preset of this target")
    mode.add_argument("--self-check", action="store_true")
    ap.add_argument("--spec", action="append", default=[],
                    help="the kernel's Launch JSON (with --self-check: any number)")
    ap.add_argument("--types", help="A,B,ACC,D element types, when the spec lacks them")
    ap.add_argument("--shapes", help="MxNxK[,MxNxK...]")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--launches", type=int, default=2,
                    help="launches per kernel and shape, each over another sentinel, whose D "
                    "must be identical (at least 2; more for a stress run); default 2")
    ap.add_argument("--llc", help="the llc to compile with (default: build/bin/llc)")
    ap.add_argument("--ptxas", help="also assemble each kernel with this ptxas -v")
    ap.add_argument("--mattr", help="llc -mattr (e.g. +ptx83)")
    ap.add_argument("--keep", help="write the generated .ll/.json/.ptx here")
    ap.add_argument("--timeout", type=int, default=300,
                    help="seconds a kernel and shape may take before the run ends as a "
                    "FAIL (a hang); default 300")
    ap.add_argument("--no-cublas", action="store_true",
                    help="compute the reference on the host (small shapes)")
    ap.add_argument("--values", choices=host.VALUE_SETS, default="exact",
                    help="FP8 operands' values: exact (multiples of 1/4 in [-2, 2], the "
                    "default) or wide (every finite FP8 value in [-2, 2]: shows the FP8 "
                    "accumulator's rounding; compare max err/sum|a||b|)")
    ap.add_argument("--no-presets", action="store_true",
                    help="with --self-check: do not check the presets' Launches")
    args = ap.parse_args()
    types = parse_types(args.types)
    if args.self_check:
        return self_check(args.spec, types, not args.no_presets)
    if not args.shapes:
        ap.error("give --shapes MxNxK[,...]")
    if args.launches < 2:
        ap.error("--launches must be at least 2 (two sentinels tell unwritten elements)")
    try:
        shapes = host.parse_shapes(args.shapes)
    except ValueError as e:
        ap.error(str(e))
    if args.ptx:
        if len(args.spec) != 1:
            ap.error("--ptx needs one --spec")
        try:
            lj = host.load_spec(args.spec[0])
            why = host.unsupported(lj)
            if why:
                raise ValueError("%s: %s" % (args.spec[0], why))
            with open(args.ptx) as f:
                kernels = [(f.read(), lj, host.operand_types(lj, types))]
            unbuilt = skipped = 0
        except (OSError, ValueError) as e:
            raise SystemExit("error: %s" % e)
    else:
        names = (args.kernel.split(",") if args.kernel else
                 [n for n, _ in host.list_presets(args.target)])
        if not names:
            raise SystemExit("error: gen-gemm.py has no preset for target %s" % args.target)
        kernels, unbuilt, skipped = build_all(names, args)
        if not kernels and not unbuilt:
            print("gemm: nothing to run (%d kernels skipped)" % skipped)
            return 1
    runs, refused = plan_runs(kernels, shapes)
    ok, reason, cc = cuda_driver.probe()
    if not ok:
        print("no CUDA GPU: %s" % reason)
        return 2
    failures = refused + host.run_kernels(runs, args.seed, args.no_cublas, args.timeout,
                                          args.launches, args.values)
    total = len(kernels) * len(shapes)
    notes = ["%d kernels did not build" % unbuilt] if unbuilt else []
    notes += ["%d kernels skipped" % skipped] if skipped else []
    print("gemm: %d kernels x %d shapes on sm_%d%d: %d passed, %d failed%s"
          % (len(kernels), len(shapes), cc[0], cc[1], total - failures, failures,
             "".join("; " + n for n in notes)))
    return 1 if failures or unbuilt else 0


if __name__ == "__main__":
    sys.exit(main())

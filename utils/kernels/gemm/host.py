"""The host side of the generated GEMM kernels: build a kernel, launch it on
a GPU from its Launch description (config.py) alone, and check D = A * B^T
against cuBLAS or an exact host product. utils/run-gemm-gpu.py is its
command line, utils/bench-gemm.py times the kernels with it.

Nothing here knows a particular kernel: the parameters are encoded in the
order the Launch lists them (a CUtensorMap per TensorMapParam, passed by
value; a device address per PointerParam; an integer per ScalarParam), the
grid follows Launch.grid and Launch.cluster, and the dynamic shared memory
Launch.dynamic_smem.

Inputs are exact. A and B hold values drawn from a small set that every
input type represents exactly (multiples of 1/4 in [-2, 2] for the
floating-point types, integers in [-8, 8] for s8, [0, 16] for u8), so every
product and every partial sum is a multiple of 1/16 far below 2**24 / 16:
an f32 (or s32) accumulation is exact in any order, for K up to 2**18. The
reference is therefore exact too, whether it comes from cuBLAS (cublasGemmEx
on the same values as f16, computing and writing f32; TF32 plays no part
with 16-bit inputs) or from the host (integer arithmetic on the values
times 4). The comparison is

  exact      (Launch.tolerance "exact", f32 or s32 accumulation, inputs not
             FP8): D must equal the reference rounded to D's type to
             nearest even, bit for bit -- for an f32 or s32 D the reference
             itself;
  bounded    otherwise: |D - ref| <= u * |ref| + t * sum_k |A[m,k] B[n,k]|,
             u being D's unit roundoff (2**-8 bf16, 2**-11 f16, 0 for f32 and
             s32: the output rounding) and t the Launch's tolerance, at
             least 2**-9 for an f16 accumulator. For FP8 inputs t is
             2**-10 whatever the Launch says (FP8_TOLERANCE): Hopper's FP8
             MMAs keep fewer accumulator bits than f32, but on these inputs
             the e4m3 kernel was exact at every shape measured (an H200,
             2026-11-26), while a K tile of 128 left out at K = 2304
             misses by about 16 (the sum of 128 products of variance ~2),
             some seven times this bound (Sigma|ab| ~ 2400 there): the
             Launch's 0.01 would let it pass (the self-check shows both).

In the bounded mode a PASS line also says how many elements equal the
exact product rounded to nearest (all of them, for a kernel that
accumulates in f32 and rounds once), the largest relative error and the
largest error over sum_k |a b| (what t bounds).

Wide FP8 inputs (run-gemm-gpu.py --values wide; input_values(dtype,
"wide")): FP8 operands then hold every finite value of their type in [-2,
2] (subnormals included, about 2**-9 .. 2 for e4m3), so products span
many binades and an accumulator with fewer bits than f32 rounds them away,
which the exact inputs above never make it do (their sums stay multiples
of 1/16 below 2**14). The host reference stays exact (integer arithmetic
on the values times 2**9 or 2**16); cuBLAS's is its f32 sum of the exact
products (f16 copies hold every e4m3 and e5m2 value), within about K *
2**-24 sum|a b| of the exact product, far below the FP8 accumulator's
error. Operands of other types keep the exact values.

D is surrounded by guard bytes, and the kernel is launched at least twice
on the same operands, D and the guards filled before each launch with a
different sentinel byte (0xA5, 0x5A, 0xC3, 0x3C in turn). An element that
holds its launch's sentinel after every launch was never written, whatever
the tolerance would say of its value (0xA5A5 is a tiny bf16 that passes
wherever the reference is near 0); a guard byte that is not its launch's
sentinel was written outside D; and the launches must write the same bytes
(the kernels are deterministic: same tiles, same order of accumulation), so
an element that differs between launches is a race -- a pipeline stage
overwritten before every warp read it, say -- even when each value alone
would pass. More launches (--launches) make a rare race likelier to show.

Grids: "tiles" is (ceil(N / tile_n), ceil(M / tile_m), 1), each rounded up
to the cluster's extent; "persistent" is (cluster_x * floor(SMs / cluster
size), cluster_y, cluster_z), fewer clusters when the driver's occupancy
query says fewer can be resident at once.

What the runner refuses (shape_problems, unsupported): a shape whose
tensor maps a TMA cannot address (global strides not multiples of 16
bytes), a shape whose pointer operand A or B has rows of K elements that
are not a multiple of 16 bytes (the sm_80 kernels read them with 16-byte
cp.async copies, which need 16-byte aligned rows), and a block-scaled
kernel (scale-factor tensor maps SFA/SFB), for which it has neither data
nor a reference.
"""

import ast
import ctypes
import json
import math
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.join(REPO, "utils", "gpu"))
sys.path.insert(0, os.path.join(REPO, "utils"))
from kernels.gemm import presets as gemm_presets  # noqa: E402
from kernels.runner import (PTXAS_SPILL, PTXAS_USAGE, find_llc,  # noqa: E402,F401
                            run_tool, watchdog, workdir)
from nvptx_atoms import tools  # noqa: E402
import cuda_driver  # noqa: E402  (loads libcuda only when a Context is made)
from elements import (bf16_bits, bf16_round, bf16_value,  # noqa: E402
                      e4m3_bits, e4m3_value, e5m2_bits, e5m2_value, f16_bits,
                      f16_value, f32_bits, f32_value, int_bits, int_value)

# ---------------------------------------------------------------------------
# Element types
# ---------------------------------------------------------------------------


class Element:
    """An element type: its size, encoder (value -> bits) and decoder."""

    def __init__(self, name, nbytes, encode, decode, cuda_type=None):
        self.name, self.nbytes = name, nbytes
        self.encode, self.decode = encode, decode
        self.cuda_type = cuda_type  # cudaDataType of cuBLAS, when it has one


FLOAT_VALUES = [k / 4 for k in range(-8, 9)]     # exact in every float type
ELEMENTS = {
    "f16": Element("f16", 2, f16_bits, f16_value, 2),
    "bf16": Element("bf16", 2, bf16_bits, bf16_value, 14),
    "f32": Element("f32", 4, f32_bits, f32_value, 0),
    "tf32": Element("tf32", 4, f32_bits, f32_value, 0),
    "e4m3": Element("e4m3", 1, e4m3_bits, e4m3_value, 28),
    "e5m2": Element("e5m2", 1, e5m2_bits, e5m2_value, 29),
    "s8": Element("s8", 1, int_bits(8), int_value(8, True), 3),
    "u8": Element("u8", 1, int_bits(8), int_value(8, False), 8),
    "s32": Element("s32", 4, int_bits(32), int_value(32, True), 10),
}
INPUT_VALUES = {"s8": list(range(-8, 9)), "u8": list(range(0, 17))}
FP8 = ("e4m3", "e5m2")
# t of the bounded comparison for FP8 inputs (the module's documentation
# says why this value).
FP8_TOLERANCE = 2.0 ** -10
# Unit roundoff of D's type: the error of rounding an exact result into it.
ROUNDOFF = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11, "f32": 0.0, "s32": 0.0}


VALUE_SETS = ("exact", "wide")


def wide_values(dtype):
    """Every finite value of FP8 type ``dtype`` in [-2, 2], each once."""
    dec = element(dtype).decode
    vals = {dec(code) for code in range(256)}
    return sorted(v for v in vals if v == v and abs(v) <= 2)


def input_values(dtype, values="exact"):
    """The values operands of ``dtype`` draw from: the exact set, or with
    ``values`` "wide", for FP8 types, wide_values()."""
    if values not in VALUE_SETS:
        raise ValueError("input values '%s' are not one of %s"
                         % (values, ", ".join(VALUE_SETS)))
    if values == "wide" and dtype in FP8:
        return wide_values(dtype)
    return INPUT_VALUES.get(dtype, FLOAT_VALUES)


def value_scale(vals):
    """The least power of two that makes every value of ``vals`` (dyadic
    floats) an integer."""
    scale = 1
    while any(v * scale != int(v * scale) for v in vals):
        scale *= 2
    return scale


def element(dtype):
    if dtype not in ELEMENTS:
        raise ValueError("no host support for element type '%s' (one of %s)"
                         % (dtype, ", ".join(sorted(ELEMENTS))))
    return ELEMENTS[dtype]


def value_indices(count, seed):
    """``count`` bytes, each picking one of the input values (byte % the
    number of values): the deterministic random content of an operand."""
    return random.Random(seed).randbytes(count)


def encode_indices(dtype, indices, values):
    """The little-endian bytes of the elements ``values[i % len(values)]``
    for each byte i of ``indices`` (bytes.translate per byte of the
    element: fast for millions of elements)."""
    el = element(dtype)
    codes = [el.encode(values[i % len(values)]) for i in range(256)]
    out = bytearray(len(indices) * el.nbytes)
    for byte in range(el.nbytes):
        table = bytes((c >> (8 * byte)) & 0xFF for c in codes)
        out[byte::el.nbytes] = indices.translate(table)
    return bytes(out)


def decode_array(dtype, data):
    """The values of a little-endian array of ``dtype`` elements."""
    n = len(data) // element(dtype).nbytes
    if dtype == "f16":
        return list(struct.unpack("<%de" % n, data))
    if dtype in ("f32", "tf32"):
        return list(struct.unpack("<%df" % n, data))
    if dtype == "s32":
        return list(struct.unpack("<%di" % n, data))
    if dtype == "bf16":  # the bf16 bits are the top half of an f32's
        wide = bytearray(4 * n)
        wide[2::4] = data[0::2]
        wide[3::4] = data[1::2]
        return list(struct.unpack("<%df" % n, wide))
    dec = element(dtype).decode
    return [dec(b) for b in data]


def f32_bytes(values):
    return struct.pack("<%df" % len(values), *values)


def bf16_from_f32(raw):
    """The bf16 bits nearest (ties to even) to every finite f32 of ``raw``:
    bf16_round on all of them at once, as one integer whose 32-bit lanes
    are the f32s (no lane carries into the next: a finite f32's bits plus
    0x8000 stay below 2**32). Millions of elements take milliseconds."""
    n = len(raw) // 4
    x = int.from_bytes(raw, "little")
    ones = int.from_bytes(b"\x01\x00\x00\x00" * n, "little")
    wide = (x + 0x7FFF * ones + ((x >> 16) & ones)).to_bytes(4 * n, "little")
    out = bytearray(2 * n)
    out[0::2], out[1::2] = wide[2::4], wide[3::4]
    return bytes(out)


def round_f32(dtype, raw):
    """The bytes of the f32s ``raw`` (exact results) rounded to ``dtype``,
    nearest even: what an exact result becomes in D."""
    n = len(raw) // 4
    if dtype == "f32":
        return raw
    if dtype == "bf16":
        return bf16_from_f32(raw)
    values = struct.unpack("<%df" % n, raw)
    if dtype == "f16":
        try:
            return struct.pack("<%de" % n, *values)
        except OverflowError:
            raise ValueError("the reference exceeds f16's range") from None
    if dtype == "s32":
        return struct.pack("<%di" % n, *[int(v) for v in values])
    raise ValueError("no host support for D of type '%s'" % dtype)


def round_to(dtype, values):
    """``values`` (exact in f32) rounded to ``dtype``, as bytes."""
    return round_f32(dtype, f32_bytes(values))


# ---------------------------------------------------------------------------
# The Launch description
# ---------------------------------------------------------------------------

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Add, ast.Sub,
            ast.Mult, ast.FloorDiv, ast.Div, ast.Mod, ast.USub, ast.Constant,
            ast.Name, ast.Load)


class _IntDiv(ast.NodeTransformer):
    """`/` in a dim is C's division of non-negative integers: floor."""

    def visit_Div(self, node):
        return ast.FloorDiv()


def eval_dim(expr, shape):
    """An integer expression in M, N and K (+ - * / // % and parentheses,
    `/` dividing integers as C does), as the Launch writes tensor dims and
    scalar parameters."""
    tree = ast.parse(str(expr), mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED) or (
                isinstance(node, ast.Name) and node.id not in ("M", "N", "K")) or (
                isinstance(node, ast.Constant) and type(node.value) is not int):
            raise ValueError("cannot evaluate '%s': only integers, M, N, K and "
                             "+ - * / %% are allowed" % expr)
    tree = ast.fix_missing_locations(_IntDiv().visit(tree))
    return eval(compile(tree, "<dim>", "eval"), {"__builtins__": {}},
                dict(zip("MNK", shape)))


def parse_shapes(text):
    """'MxNxK[,MxNxK...]' -> [(M, N, K), ...]."""
    shapes = []
    for item in text.split(","):
        try:
            dims = tuple(int(v) for v in item.strip().lower().split("x"))
        except ValueError:
            dims = ()
        if len(dims) != 3 or min(dims) <= 0:
            raise ValueError("a shape is MxNxK with three positive integers, "
                             "not '%s'" % item)
        shapes.append(dims)
    return shapes


def shape_text(shape):
    return "x".join(str(v) for v in shape)


OPERANDS = ("A", "B", "D")


def operand_dims(tensor, shape):
    """The dims of operand A, B or D, innermost first."""
    m, n, k = shape
    dims = {"A": [k, m], "B": [k, n], "D": [n, m]}
    if tensor not in dims:
        raise ValueError("the runner has no data for tensor '%s': it runs plain GEMMs "
                         "of A, B and D (no block-scaled kernels)" % tensor)
    return dims[tensor]


def unsupported(launch_json):
    """Why the runner cannot run the kernel of ``launch_json``, or None:
    operands other than A, B and D are a block-scaled kernel's scale
    factors, for which the runner has neither data nor a reference."""
    extra = sorted({p["tensor"] for p in launch_json["params"]
                    if p["kind"] != "scalar" and p["tensor"] not in OPERANDS})
    if not extra:
        return None
    return ("a block-scaled kernel (scale-factor tensors %s): the runner and the "
            "benchmark run plain GEMMs of A, B and D only" % ", ".join(extra))


def check_pointer(param, shape, dtype):
    """ValueError when the PointerParam ``param`` (of element type
    ``dtype``) cannot be given at ``shape``: the kernels read a pointer
    operand A or B with 16-byte copies of its rows (sm_80's cp.async), so a
    row of K elements must be a multiple of 16 bytes."""
    tensor = param["tensor"]
    operand_dims(tensor, shape)
    row = shape[2] * element(dtype).nbytes
    if tensor in ("A", "B") and row % 16:
        raise ValueError("pointer to %s: rows of K = %d %s elements are %d bytes, not a "
                         "multiple of 16 (the kernel copies 16-byte aligned rows with "
                         "cp.async)" % (tensor, shape[2], dtype, row))


def shape_problems(launch_json, types, shape):
    """What keeps the kernel of ``launch_json`` (operand ``types``) from
    running at ``shape``, as a list of strings: tensor maps a TMA cannot
    address, pointer rows the kernel cannot copy. Needs no GPU."""
    problems = []
    for p in launch_json["params"]:
        try:
            if p["kind"] == "tensor_map":
                tensor_map_args(p, shape)
            elif p["kind"] == "pointer":
                check_pointer(p, shape, p.get("dtype") or types[p["tensor"]])
        except ValueError as e:
            problems.append(str(e))
    return problems


def operand_types(launch_json, given=None):
    """{"A", "B", "D", "acc": element type}: the dtypes the Launch's
    parameters carry, completed from ``given`` (the kernel's Config, or
    --types); ValueError when they disagree or one is unknown."""
    types = dict(given or {})
    for p in launch_json["params"]:
        dtype = p.get("dtype")
        if dtype is None or p["kind"] == "scalar" or p["tensor"] not in OPERANDS:
            continue
        if types.get(p["tensor"], dtype) != dtype:
            raise ValueError("%s is %s in the Launch, %s in the configuration"
                             % (p["tensor"], dtype, types[p["tensor"]]))
        types[p["tensor"]] = dtype
    missing = [t for t in ("A", "B", "D") if t not in types]
    if missing:
        raise ValueError("the element type of %s is not in the Launch: give --types"
                         % ", ".join(missing))
    types.setdefault("acc", "s32" if types["D"] == "s32" else "f32")
    for t in ("A", "B", "D"):
        element(types[t])
    return types


def config_types(cfg):
    """The operand types of a Config (config.py)."""
    return {"A": cfg.a_type, "B": cfg.b_type, "D": cfg.d_type, "acc": cfg.acc_type}


TMA_SWIZZLE = {0: cuda_driver.CU_TENSOR_MAP_SWIZZLE_NONE,
               32: cuda_driver.CU_TENSOR_MAP_SWIZZLE_32B,
               64: cuda_driver.CU_TENSOR_MAP_SWIZZLE_64B,
               128: cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B}
TMA_DTYPE = {"f16": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
             "bf16": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
             "f32": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
             "tf32": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
             "s32": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_INT32,
             "e4m3": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8,
             "e5m2": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8,
             "s8": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8,
             "u8": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8}


def tensor_map_args(param, shape):
    """The arguments of cuTensorMapEncodeTiled (less the address) for a
    TensorMapParam at problem ``shape``, checked against what the driver
    and the operand's layout require; ValueError says what is wrong."""
    what = "tensor map of %s" % param["tensor"]
    dtype = param["dtype"]
    if dtype not in TMA_DTYPE:
        raise ValueError("%s: no tensor-map type for '%s'" % (what, dtype))
    nbytes = element(dtype).nbytes
    dims = [eval_dim(d, shape) for d in param["dims"]]
    box = [int(b) for b in param["box"]]
    swizzle = int(param["swizzle"])
    strides = [nbytes * math.prod(dims[:i]) for i in range(1, len(dims))]
    operand = (operand_dims(param["tensor"], shape) if param["tensor"] in OPERANDS
               else dims)
    if dims[0] != operand[0] or math.prod(dims) != math.prod(operand):
        raise ValueError("%s: dims %r do not cover the %s operand (%r, innermost "
                         "first)" % (what, dims, param["tensor"], operand))
    if len(box) != len(dims) or not all(1 <= b <= 256 for b in box):
        raise ValueError("%s: box %r: one extent of 1..256 per dim %r" % (what, box, dims))
    if swizzle not in TMA_SWIZZLE:
        raise ValueError("%s: swizzle %r is not 0, 32, 64 or 128" % (what, swizzle))
    if (box[0] * nbytes) % 16 or (swizzle and box[0] * nbytes > swizzle):
        raise ValueError("%s: the box's inner extent, %d bytes, must be a multiple of 16 "
                         "and at most the %d-byte swizzle span" % (what, box[0] * nbytes, swizzle))
    bad = [s for s in strides if s % 16]
    if bad:
        raise ValueError("%s: global strides %r must be multiples of 16 bytes (this shape "
                         "is not one a TMA can address)" % (what, strides))
    return dict(data_type=TMA_DTYPE[dtype], global_dim=dims, global_strides=strides,
                box_dim=box, element_strides=[1] * len(dims),
                swizzle=TMA_SWIZZLE[swizzle],
                l2_promotion=cuda_driver.CU_TENSOR_MAP_L2_PROMOTION_L2_256B)


def ceil_div(a, b):
    return -(-a // b)


def grid_dims(launch_json, shape, sm_count, max_clusters=None):
    """The launch grid. "tiles": (ceil(N / tile_n), ceil(M / tile_m), 1),
    each rounded up to a multiple of the cluster's extent; "persistent": as
    many whole clusters as there are SMs for, (cluster_x * floor(SMs /
    cluster size), cluster_y, cluster_z), and no more than ``max_clusters``
    (how many can be resident at once, when known): a persistent CTA that
    waits for a free SM is a second wave."""
    cx, cy, cz = (list(launch_json.get("cluster") or [1, 1, 1]) + [1, 1])[:3]
    if launch_json["grid"] == "tiles":
        tm, tn = launch_json["tile"][0], launch_json["tile"][1]
        m, n = shape[0], shape[1]
        return (ceil_div(ceil_div(n, tn), cx) * cx, ceil_div(ceil_div(m, tm), cy) * cy, cz)
    if launch_json["grid"] == "persistent":
        clusters = min(sm_count // (cx * cy * cz), max_clusters or sm_count)
        if clusters < 1:
            raise ValueError("a cluster of %d CTAs is more than the %d SMs"
                             % (cx * cy * cz, sm_count))
        return (cx * clusters, cy, cz)
    raise ValueError("unknown grid kind '%s' (tiles, persistent)" % launch_json["grid"])


def check_launch(launch_json):
    """What is wrong with a Launch description, as a list of strings."""
    problems = []
    for key in ("kernel", "target", "params", "threads", "grid", "dynamic_smem"):
        if key not in launch_json:
            problems.append("no '%s'" % key)
    if problems:
        return problems
    if launch_json["grid"] not in ("tiles", "persistent"):
        problems.append("grid '%s' is neither 'tiles' nor 'persistent'" % launch_json["grid"])
    if launch_json["grid"] == "tiles" and len(launch_json.get("tile") or []) < 2:
        problems.append("a 'tiles' grid needs 'tile' [tm, tn, tk]")
    kinds = {"tensor_map", "pointer", "scalar"}
    for i, p in enumerate(launch_json["params"]):
        if p.get("kind") not in kinds:
            problems.append("parameter %d: kind '%s' is not one of %s"
                            % (i, p.get("kind"), ", ".join(sorted(kinds))))
    tol = launch_json.get("tolerance", "exact")
    if tol != "exact" and not isinstance(tol, (int, float)):
        problems.append("tolerance %r is neither \"exact\" nor a number" % (tol,))
    flags = launch_json.get("llc_flags", [])
    if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
        problems.append("llc_flags %r is not a list of strings" % (flags,))
    return problems


# ---------------------------------------------------------------------------
# Building a preset: gen-gemm.py, llc, ptxas
# ---------------------------------------------------------------------------

GEN_GEMM = os.path.join(REPO, "utils", "gen-gemm.py")


def variant(name):
    """A kernel name the runners take -- a preset, or a preset with options
    changed, PRESET@KEY=VALUE[@KEY=VALUE...] -- as (preset, gen-gemm.py
    arguments that make it, the name of its kernel function)."""
    preset, *changes = name.split("@")
    args = ["--kernel", preset]
    if not changes:
        return preset, args, preset
    for change in changes:
        key, sep, value = change.partition("=")
        if not sep or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) or \
                not re.fullmatch(r"[A-Za-z0-9_]+", value):
            raise ValueError("'%s': a variant is PRESET@KEY=VALUE[@KEY=VALUE...], with "
                             "identifier keys and values" % name)
        # stages=N changes the preset's stage count; other keys are the
        # family's options.
        args += ["--stages", value] if key == "stages" else \
            ["--option", change]
    function = "%s_%s" % (preset, "_".join(c.replace("=", "_") for c in changes))
    return preset, args + ["--name", function], function


def preset_config(name):
    """The Config of preset ``name`` (gemm/presets.py, as gen-gemm.py
    --kernel reads it; a variant's preset's)."""
    name = variant(name)[0]
    presets = gemm_presets.presets()
    if name not in presets:
        raise SystemExit("error: no preset kernel '%s' (gen-gemm.py --list)" % name)
    return presets[name]


def runnable_targets(cc):
    """The GEMM kernel targets a GPU of compute capability ``cc`` runs:
    sm_80 from 8.0 on, sm_90a on 9.0 exactly, sm_100a on 10.0 exactly."""
    targets = []
    if cc >= (8, 0):
        targets.append("sm_80")
    if cc == (9, 0):
        targets.append("sm_90a")
    if cc == (10, 0):
        targets.append("sm_100a")
    return targets


def list_presets(target=None):
    """[(name, target)] of gen-gemm.py's presets, of ``target`` if given."""
    out = subprocess.run([sys.executable, GEN_GEMM, "--list"], capture_output=True,
                         text=True, check=True).stdout
    rows = [line.split()[:2] for line in out.splitlines() if line.strip()]
    return [(n, t) for n, t in rows if target in (None, t)]


def preset_launch(name):
    """(Launch JSON, operand types) of preset ``name``: gen-gemm.py --spec,
    completed by the preset's Config."""
    out = run_tool([sys.executable, GEN_GEMM] + variant(name)[1] + ["--spec"],
                   "gen-gemm.py --spec").stdout
    launch_json = json.loads(out)
    problems = check_launch(launch_json)
    if problems:
        raise ValueError("%s: %s" % (name, "; ".join(problems)))
    return launch_json, operand_types(launch_json, config_types(preset_config(name)))


def build_kernel(name, workdir, llc, ptxas=None, mattr=None):
    """Generate preset ``name`` and compile it with the Launch's llc_flags
    (and -mattr=``mattr``): (ptx path, Launch JSON, operand types, a line
    about ptxas or None). With ``ptxas``, the PTX is also assembled for the
    target with -v, and the line gives its registers and spills. A kernel
    the runner cannot run (unsupported()) is built all the same."""
    _, gen_args, function = variant(name)
    ll = os.path.join(workdir, function + ".ll")
    ptx = os.path.join(workdir, function + ".ptx")
    launch_json, types = preset_launch(name)
    with open(os.path.join(workdir, function + ".json"), "w") as f:
        json.dump(launch_json, f, indent=1)
    run_tool([sys.executable, GEN_GEMM] + gen_args + ["-o", ll], "gen-gemm.py")
    cmd = (tools.llc_command(llc, launch_json["target"], mattr, ptx) +
           launch_json.get("llc_flags", []) + [ll])
    run_tool(cmd, "llc")
    note = None
    if ptxas:
        r = run_tool([ptxas, "-arch=" + launch_json["target"], "-v", ptx, "-o", os.devnull],
                     "ptxas")
        regs, spill = PTXAS_USAGE.search(r.stderr), PTXAS_SPILL.search(r.stderr)
        note = "ptxas -arch=%s: %s registers, %s bytes spill stores, %s bytes spill loads" % (
            launch_json["target"], regs.group(1) if regs else "?",
            spill.group(1) if spill else "?", spill.group(2) if spill else "?")
    return ptx, launch_json, types, note


def load_spec(path):
    with open(path) as f:
        launch_json = json.load(f)
    problems = check_launch(launch_json)
    if problems:
        raise ValueError("%s: %s" % (path, "; ".join(problems)))
    return launch_json


# ---------------------------------------------------------------------------
# cuBLAS (ctypes over libcublas / libcublasLt)
# ---------------------------------------------------------------------------

CUBLAS_OP_N, CUBLAS_OP_T = 0, 1
CUBLAS_COMPUTE_32F, CUBLAS_COMPUTE_32I = 68, 72
CUBLAS_GEMM_DEFAULT = -1
CUDA_R_32F = 0
# cublasLt.h: cublasLtMatmulDescAttributes_t, cublasLtMatmulPreferenceAttributes_t
CUBLASLT_MATMUL_DESC_TRANSA, CUBLASLT_MATMUL_DESC_TRANSB = 3, 4
CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1
LT_WORKSPACE = 32 << 20
# cublasLtMatmulHeuristicResult_t: algo (8 x u64), workspaceSize, state,
# wavesCount, reserved[4].
LT_HEURISTIC_BYTES = 96


def _load(names):
    errors = []
    dirs = ["", "/usr/local/cuda/lib64/"]
    for name in names:
        for d in dirs:
            try:
                return ctypes.CDLL(d + name)
            except OSError as e:
                errors.append(str(e))
    raise OSError("cannot load %s (%s)" % (names[0], errors[0]))


def tn_call(shape):
    """The column-major GEMM that computes row-major D (M x N) = A B^T with A
    and B row-major (M x K, N x K): D^T = B A^T, i.e. cuBLAS's "TN" form.
    (transa, transb, m, n, k, lda, ldb, ldc) with cuBLAS's A being our B
    and its B our A."""
    m, n, k = shape
    return (CUBLAS_OP_T, CUBLAS_OP_N, n, m, k, k, k, n)


def colmajor_gemm(call, a, b):
    """What cuBLAS computes for ``call`` (tn_call's tuple) on flat
    column-major arrays ``a`` and ``b``: C[i + j ldc] = sum_p op(A)[i, p]
    op(B)[p, j]. Only for checking the argument mapping on tiny shapes."""
    transa, transb, m, n, k, lda, ldb, ldc = call
    c = [0] * (ldc * n)
    for j in range(n):
        for i in range(m):
            c[i + j * ldc] = sum(
                (a[p + i * lda] if transa == CUBLAS_OP_T else a[i + p * lda]) *
                (b[j + p * ldb] if transb == CUBLAS_OP_T else b[p + j * ldb])
                for p in range(k))
    return c


class Cublas:
    """cublasGemmEx, and cublasLtMatmul for FP8 (which cuBLAS does only
    through cuBLASLt, in the TN layout), on the current (primary) context
    and the default stream; device pointers from cuda_driver.Context."""

    def __init__(self):
        self.lib = _load(["libcublas.so", "libcublas.so.13", "libcublas.so.12"])
        self.handle = ctypes.c_void_p()
        self.check("cublasCreate_v2", self.lib.cublasCreate_v2(ctypes.byref(self.handle)))
        # cublas_api.h: handle, transa, transb, m, n, k, alpha, A, Atype,
        # lda, B, Btype, ldb, beta, C, Ctype, ldc, computeType, algo.
        self.lib.cublasGemmEx.argtypes = [
            ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int,
            ctypes.c_int, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_int, ctypes.c_int,
            ctypes.c_uint64, ctypes.c_int, ctypes.c_int, ctypes.c_void_p, ctypes.c_uint64,
            ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int]
        self.lt = None

    def version(self):
        v = ctypes.c_int()
        self.check("cublasGetVersion_v2", self.lib.cublasGetVersion_v2(self.handle,
                                                                      ctypes.byref(v)))
        return v.value

    @staticmethod
    def check(call, status):
        if status != 0:
            raise RuntimeError("%s failed: cublasStatus_t %d" % (call, status))

    def gemm(self, shape, a, b, d, in_type, d_type, compute=CUBLAS_COMPUTE_32F):
        """D = A B^T (row-major A M x K, B N x K, D M x N) with
        cublasGemmEx; ``in_type`` and ``d_type`` are cudaDataType values."""
        transa, transb, m, n, k, lda, ldb, ldc = tn_call(shape)
        if compute == CUBLAS_COMPUTE_32I:
            alpha, beta = ctypes.c_int32(1), ctypes.c_int32(0)
        else:
            alpha, beta = ctypes.c_float(1.0), ctypes.c_float(0.0)
        self.check("cublasGemmEx", self.lib.cublasGemmEx(
            self.handle, transa, transb, m, n, k, ctypes.byref(alpha), b.value, in_type, lda,
            a.value, in_type, ldb, ctypes.byref(beta), d.value, d_type, ldc, compute,
            CUBLAS_GEMM_DEFAULT))

    def lt_plan(self, ctx, shape, in_type, d_type):
        """A cublasLtMatmul call for D = A B^T in the TN layout (FP8 inputs,
        f32 compute and scale): returns run(a, b, d)."""
        if self.lt is None:
            self.lt = _load(["libcublasLt.so", "libcublasLt.so.13", "libcublasLt.so.12"])
            self.lt_handle = ctypes.c_void_p()
            self.check("cublasLtCreate", self.lt.cublasLtCreate(ctypes.byref(self.lt_handle)))
            self.workspace = ctx.alloc(LT_WORKSPACE)
        lt = self.lt
        transa, transb, m, n, k, lda, ldb, ldc = tn_call(shape)
        desc = ctypes.c_void_p()
        self.check("cublasLtMatmulDescCreate", lt.cublasLtMatmulDescCreate(
            ctypes.byref(desc), CUBLAS_COMPUTE_32F, CUDA_R_32F))
        for attr, value in ((CUBLASLT_MATMUL_DESC_TRANSA, transa),
                            (CUBLASLT_MATMUL_DESC_TRANSB, transb)):
            v = ctypes.c_int32(value)
            self.check("cublasLtMatmulDescSetAttribute", lt.cublasLtMatmulDescSetAttribute(
                desc, attr, ctypes.byref(v), ctypes.c_size_t(4)))
        layouts = []
        for dtype, rows, cols, ld in ((in_type, k, m, lda), (in_type, k, n, ldb),
                                      (d_type, m, n, ldc)):
            lay = ctypes.c_void_p()
            self.check("cublasLtMatrixLayoutCreate", lt.cublasLtMatrixLayoutCreate(
                ctypes.byref(lay), dtype, ctypes.c_uint64(rows), ctypes.c_uint64(cols),
                ctypes.c_int64(ld)))
            layouts.append(lay)
        la, lb, ld_ = layouts
        pref = ctypes.c_void_p()
        self.check("cublasLtMatmulPreferenceCreate",
                   lt.cublasLtMatmulPreferenceCreate(ctypes.byref(pref)))
        ws = ctypes.c_uint64(LT_WORKSPACE)
        self.check("cublasLtMatmulPreferenceSetAttribute", lt.cublasLtMatmulPreferenceSetAttribute(
            pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, ctypes.byref(ws), ctypes.c_size_t(8)))
        result = ctypes.create_string_buffer(LT_HEURISTIC_BYTES)
        count = ctypes.c_int()
        self.check("cublasLtMatmulAlgoGetHeuristic", lt.cublasLtMatmulAlgoGetHeuristic(
            self.lt_handle, desc, la, lb, ld_, ld_, pref, 1, result, ctypes.byref(count)))
        if count.value < 1:
            raise RuntimeError("cublasLtMatmulAlgoGetHeuristic: no algorithm for %s"
                               % shape_text(shape))
        alpha, beta = ctypes.c_float(1.0), ctypes.c_float(0.0)
        f = lt.cublasLtMatmul
        f.argtypes = [ctypes.c_void_p] * 2 + [ctypes.c_void_p, ctypes.c_uint64, ctypes.c_void_p,
                                              ctypes.c_uint64, ctypes.c_void_p, ctypes.c_void_p,
                                              ctypes.c_uint64, ctypes.c_void_p, ctypes.c_uint64,
                                              ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint64,
                                              ctypes.c_size_t, ctypes.c_void_p]

        def run(a, b, d):
            self.check("cublasLtMatmul", f(
                self.lt_handle, desc, ctypes.byref(alpha), b.value, la, a.value, lb,
                ctypes.byref(beta), d.value, ld_, d.value, ld_, result, self.workspace.value,
                LT_WORKSPACE, None))
        return run


# ---------------------------------------------------------------------------
# Reference and comparison
# ---------------------------------------------------------------------------


def host_reference(shape, a_idx, b_idx, a_vals, b_vals, absolute=False):
    """D = A B^T exactly, row-major, from the operands' value indices (the
    values times a power of two are integers -- 4 for the exact values --
    so the sums are exact integers over its square)."""
    m, n, k = shape
    sa, sb = value_scale(a_vals), value_scale(b_vals)
    qa = [round(sa * a_vals[i % len(a_vals)]) for i in a_idx]
    qb = [round(sb * b_vals[i % len(b_vals)]) for i in b_idx]
    if absolute:
        qa, qb = [abs(v) for v in qa], [abs(v) for v in qb]
    out = []
    for i in range(m):
        row = qa[i * k:(i + 1) * k]
        for j in range(n):
            out.append(sum(x * y for x, y in zip(row, qb[j * k:(j + 1) * k])) / (sa * sb))
    return out


def tolerance(launch_json, types):
    """(exact?, t): the comparison the module's documentation describes."""
    t = launch_json.get("tolerance", "exact")
    t = 0.0 if t == "exact" else float(t)
    if types["A"] in FP8 or types["B"] in FP8:
        t = FP8_TOLERANCE
    if types["acc"] == "f16":
        t = max(t, 2.0 ** -9)
    return t == 0.0, t


def compare(d_type, got_bytes, ref_raw, exact, t, sumabs_of=None, stats=None):
    """D against the exact reference (``ref_raw``: f32 bytes, row-major):
    (mismatches as [(index, got, wanted)], how many elements equal the
    reference rounded to D's type, the largest relative error).
    ``sumabs_of()`` gives sum |a||b| per element (f32 bytes) for the
    bounded mode; it is called only when D is not the rounded reference.
    ``stats``, a dict, receives "norm": the largest |D - ref| / sum|a||b|
    (bounded mode; 0 when D is the rounded reference)."""
    want = round_f32(d_type, ref_raw)
    if stats is not None:
        stats["norm"] = 0.0
    if want == got_bytes:
        return [], len(ref_raw) // 4, 0.0
    got, want_vals = decode_array(d_type, got_bytes), decode_array(d_type, want)
    ref = decode_array("f32", ref_raw)
    sumabs = None if exact else decode_array("f32", sumabs_of())
    u = ROUNDOFF[d_type]
    bad, same, worst = [], 0, 0.0
    for i, (g, w, r) in enumerate(zip(got, want_vals, ref)):
        if g == w:
            same += 1
            continue
        err = abs(g - r) if g == g else math.inf
        if r:
            worst = max(worst, err / abs(r))
        if stats is not None and sumabs is not None and sumabs[i]:
            stats["norm"] = max(stats["norm"], err / sumabs[i])
        if exact or not err <= u * abs(r) + t * sumabs[i]:
            bad.append((i, g, w if exact else r))
    return bad, same, worst


def launch_differences(outputs, sentinels, nbytes):
    """The element indices of D (``outputs``: its bytes after each launch,
    D filled with ``sentinels[i]`` before launch i) that (a) hold their
    launch's sentinel after every launch -- never written -- and (b) were
    written but differ between launches. Both empty when every launch wrote
    the same bytes: the sentinels differ, so no element can equal each."""
    first = outputs[0]
    if all(out == first for out in outputs[1:]):
        return [], []
    unwritten, differing = [], []
    views = [memoryview(out) for out in outputs]
    marks = [bytes([s]) * nbytes for s in sentinels]
    for e in range(len(first) // nbytes):
        lo, hi = e * nbytes, (e + 1) * nbytes
        elems = [v[lo:hi].tobytes() for v in views]
        if all(x == m for x, m in zip(elems, marks)):
            unwritten.append(e)
        elif any(x != elems[0] for x in elems[1:]):
            differing.append(e)
    return unwritten, differing


# ---------------------------------------------------------------------------
# Running a kernel
# ---------------------------------------------------------------------------

GUARD = 4096
# The byte D and its guards are filled with before each launch, in turn.
SENTINELS = (0xA5, 0x5A, 0xC3, 0x3C)


class Problem:
    """One shape's operands on the device: A and B (their value indices
    too), D inside guard bytes, and the reference's f16 copies."""

    def __init__(self, ctx, shape, types, seed, values="exact"):
        m, n, k = shape
        self.shape, self.types = shape, types
        self.a_vals = input_values(types["A"], values)
        self.b_vals = input_values(types["B"], values)
        self.a_idx = value_indices(m * k, 2 * seed)
        self.b_idx = value_indices(n * k, 2 * seed + 1)
        self.a = ctx.to_device(encode_indices(types["A"], self.a_idx, self.a_vals))
        self.b = ctx.to_device(encode_indices(types["B"], self.b_idx, self.b_vals))
        self.d_bytes = m * n * element(types["D"]).nbytes
        self.d_base = ctx.alloc(self.d_bytes + 2 * GUARD)
        self.d = cuda_driver.CUdeviceptr(self.d_base.value + GUARD)

    def fill_d(self, ctx, byte):
        """D and its guards all ``byte``."""
        ctx.memset(self.d_base, byte, self.d_bytes + 2 * GUARD)

    def pointer(self, tensor):
        return {"A": self.a, "B": self.b, "D": self.d}[tensor]

    def free(self, ctx):
        for p in (self.a, self.b, self.d_base):
            ctx.free(p)


def kernel_args(ctx, launch_json, problem):
    """The kernel's parameters as ctypes values, in the Launch's order."""
    args = []
    for p in launch_json["params"]:
        if p["kind"] == "tensor_map":
            tmap = ctx.tensor_map_encode_tiled(
                global_address=problem.pointer(p["tensor"]),
                **tensor_map_args(p, problem.shape))
            args.append((ctypes.c_ubyte * len(tmap)).from_buffer_copy(tmap))
        elif p["kind"] == "pointer":
            check_pointer(p, problem.shape, p.get("dtype") or problem.types[p["tensor"]])
            args.append(cuda_driver.CUdeviceptr(problem.pointer(p["tensor"]).value))
        else:
            ty = {"i32": ctypes.c_int32, "i64": ctypes.c_int64}[p.get("type", "i32")]
            args.append(ty(eval_dim(p["value"], problem.shape)))
    return args


class Kernel:
    """A loaded kernel, its Launch and operand types (operand_types):
    ``prepare(problem)`` gives the launch."""

    def __init__(self, ctx, ptx_text, launch_json, types):
        why = unsupported(launch_json)
        if why:
            raise ValueError(why)
        self.ctx, self.launch_json, self.types = ctx, launch_json, types
        self.module = ctx.load_ptx(ptx_text)
        self.function = self.module.function(launch_json["kernel"])
        smem = int(launch_json["dynamic_smem"])
        if smem > ctx.max_dynamic_smem():
            raise ValueError("the kernel asks for %d bytes of dynamic shared memory, the "
                             "device allows %d" % (smem, ctx.max_dynamic_smem()))
        if smem:
            ctx.set_dynamic_smem(self.function, smem)
        self.sms = ctx.sm_count()
        self.cluster = (list(launch_json.get("cluster") or [1, 1, 1]) + [1, 1])[:3]
        self.max_clusters = None
        if launch_json["grid"] == "persistent" and math.prod(self.cluster) > 1:
            self.max_clusters = ctx.max_active_clusters(
                self.function, (launch_json["threads"],), smem, self.cluster)

    def prepare(self, problem):
        """run(sync=True) launching the kernel on ``problem``."""
        lj = self.launch_json
        args = kernel_args(self.ctx, lj, problem)
        grid = grid_dims(lj, problem.shape, self.sms, self.max_clusters)

        def run(sync=True):
            self.ctx.launch_ex(self.function, grid, (lj["threads"],), args,
                               int(lj["dynamic_smem"]), self.cluster, sync)
        run.grid = grid
        return run


def f16_copy(ctx, problem, which, absolute=False):
    """A device copy of operand ``which`` as f16 (exact for the input
    values), optionally of its absolute values."""
    vals = problem.a_vals if which == "A" else problem.b_vals
    if absolute:
        vals = [abs(v) for v in vals]
    idx = problem.a_idx if which == "A" else problem.b_idx
    return ctx.to_device(encode_indices("f16", idx, vals))


def reference(ctx, cublas, problem, absolute=False):
    """The exact reference (with ``absolute``, sum |a||b|) as f32 bytes in
    row-major order: cuBLAS when given, else the host."""
    m, n, k = problem.shape
    if cublas is None:
        return f32_bytes(host_reference(problem.shape, problem.a_idx, problem.b_idx,
                                        problem.a_vals, problem.b_vals, absolute))
    a16, b16 = f16_copy(ctx, problem, "A", absolute), f16_copy(ctx, problem, "B", absolute)
    out = ctx.alloc(4 * m * n)
    cublas.gemm(problem.shape, a16, b16, out, element("f16").cuda_type, CUDA_R_32F)
    ctx.synchronize()
    ref = ctx.from_device(out, 4 * m * n)
    for p in (a16, b16, out):
        ctx.free(p)
    return ref


HOST_REFERENCE_LIMIT = 1 << 27   # multiply-adds the host reference may do


def check_shape(ctx, kernel, cublas, shape, seed, launches=2, values="exact"):
    """Run the kernel ``launches`` (at least 2) times on ``shape`` (operands
    of input_values(, ``values``)) and compare: (ok, line)."""
    lj, types = kernel.launch_json, kernel.types
    name = "%s %s" % (lj["kernel"], shape_text(shape))
    if cublas is None and math.prod(shape) > HOST_REFERENCE_LIMIT:
        return False, "FAIL %s: no cuBLAS, and too large for the host reference" % name
    launches = max(2, launches)
    problem = Problem(ctx, shape, types, seed, values)
    run = kernel.prepare(problem)
    outputs, sentinels, outside = [], [], 0
    for i in range(launches):
        sentinel = SENTINELS[i % len(SENTINELS)]
        problem.fill_d(ctx, sentinel)
        try:
            run()
        except cuda_driver.CudaError as e:
            problem.free(ctx)
            return False, "FAIL %s: launch %d failed: %s" % (name, i + 1, e)
        raw = ctx.from_device(problem.d_base, problem.d_bytes + 2 * GUARD)
        guards = raw[:GUARD] + raw[GUARD + problem.d_bytes:]
        outside += len(guards) - guards.count(sentinel)
        outputs.append(raw[GUARD:GUARD + problem.d_bytes])
        sentinels.append(sentinel)
    problem.free(ctx)
    d_type = types["D"]
    unwritten, differing = launch_differences(outputs, sentinels, element(d_type).nbytes)
    got = outputs[0]
    exact, t = tolerance(lj, types)
    ref = reference(ctx, cublas, problem)
    stats = {}
    bad, same, worst = compare(
        d_type, got, ref, exact, t, lambda: reference(ctx, cublas, problem, absolute=True),
        stats)
    grid = "grid %s" % "x".join(map(str, run.grid))
    total = shape[0] * shape[1]
    if exact:
        how = ("exact (the exact product)" if ROUNDOFF[d_type] == 0 else
               "exact (the exact product rounded to %s, nearest even)" % d_type)
    else:
        how = ("within %g |ref| + %g sum|a||b| (%s); %d/%d equal to the exact product rounded "
               "to nearest, max rel err %.3g, max err/sum|a||b| %.3g"
               % (ROUNDOFF[d_type], t, d_type, same, total, worst, stats["norm"]))
        if values != "exact":
            how += ", %s inputs" % values
    if not bad and not outside and not unwritten and not differing:
        return True, "PASS %s: D = A*B^T, %d/%d elements %s; %s; %d launches identical" % (
            name, total, total, how, grid, launches)
    lines = ["FAIL %s: %d/%d elements wrong, %d never written, %d differing between %d "
             "launches, %d bytes written outside D; wanted %s; %s"
             % (name, len(bad), total, len(unwritten), len(differing), launches, outside, how,
                grid)]
    for what, idx in (("never written", unwritten), ("differs between launches", differing)):
        for e in idx[:4]:
            lines.append("  D[%d][%d] %s" % (e // shape[1], e % shape[1], what))
    for i, g, w in bad[:8]:
        lines.append("  D[%d][%d] = %r, expected %r" % (i // shape[1], i % shape[1], g, w))
    return False, "\n".join(lines)


def open_cublas(no_cublas=False):
    """A Cublas, or None (with the reason on stderr) when it cannot load."""
    if no_cublas:
        return None
    try:
        return Cublas()
    except (OSError, RuntimeError, AttributeError) as e:
        print("note: no cuBLAS (%s): the host computes the reference" % e, file=sys.stderr)
        return None


def run_kernels(runs, seed=1, no_cublas=False, timeout=300, launches=2, values="exact"):
    """Run each (ptx text, Launch JSON, operand types, shapes) of ``runs``
    on its shapes, ``launches`` times each (check_shape), operands of
    input_values(, ``values``); print PASS/FAIL lines; return the number of
    failures. A shape that takes more than ``timeout`` seconds ends the run
    (FAIL)."""
    failures = 0
    with cuda_driver.Context() as ctx:
        cublas = open_cublas(no_cublas)
        for ptx_text, lj, types, shapes in runs:
            try:
                kernel = Kernel(ctx, ptx_text, lj, types)
            except (cuda_driver.CudaError, ValueError) as e:
                print("FAIL %s: cannot load: %s" % (lj["kernel"], e))
                failures += len(shapes)
                continue
            for shape in shapes:
                name = "%s %s" % (lj["kernel"], shape_text(shape))
                timer = watchdog(timeout, "FAIL %s: no result after %d s (the kernel hangs?)"
                                 % (name, timeout))
                try:
                    ok, line = check_shape(ctx, kernel, cublas, shape, seed, launches, values)
                except (ValueError, cuda_driver.CudaError) as e:
                    # A bad shape for the kernel, or a context that an
                    # earlier fault left unusable.
                    ok, line = False, "FAIL %s: %s" % (name, e)
                timer.cancel()
                print(line, flush=True)
                failures += not ok
    return failures

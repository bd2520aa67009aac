"""What a generated GEMM kernel is (Config) and how to launch it (Launch).

Every kernel computes D = A * B^T with A M x K and B N x K, both K-major
(row-major with leading dimension K), D M x N row-major (leading dimension
N), accumulating in `acc_type`. M, N and K are kernel arguments; tiles at the
edges are zero-filled on load and clipped on store.

A generator module (sm80.py, sm90.py, sm100.py) provides

    TARGETS                 the -mcpu values its kernels are for
    PRESETS                 {name: Config} of the kernels it is known for
    check(cfg) -> [str]     what is wrong with cfg for this family (empty:
                            nothing)
    generate(cfg) -> (ir_text, Launch)

The Launch is what a host needs to run the kernel without reading its IR;
`utils/gen-gemm.py --spec` prints it as JSON, and the GPU runner and the
benchmark read that JSON.
"""

import dataclasses
import json

# Element types a kernel may take: bits and the PTX/atom spelling.
ELEMENT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "e4m3": 8,
                "e5m2": 8, "s8": 8, "u8": 8, "s32": 32, "e2m1": 4}


@dataclasses.dataclass
class Config:
    name: str
    target: str             # -mcpu: sm_80, sm_90a, sm_100a
    a_type: str             # A and B element types
    b_type: str
    acc_type: str           # accumulator: f32, f16, s32
    d_type: str             # output D: f32, f16, bf16, s32
    tile_m: int             # CTA tile
    tile_n: int
    tile_k: int
    stages: int             # shared-memory pipeline depth
    cluster_m: int = 1      # CTAs per cluster along M and N
    cluster_n: int = 1
    # Family-specific choices (documented by each module): consumer
    # warpgroups, cta_group, scale-factor type, ...
    options: dict = dataclasses.field(default_factory=dict)

    def to_json(self):
        return dataclasses.asdict(self)


@dataclasses.dataclass
class TensorMapParam:
    """A kernel parameter that is a CUtensorMap passed by value (a grid
    constant), for the host to encode with cuTensorMapEncodeTiled."""
    tensor: str             # "A", "B", "D" (or a scale-factor tensor)
    dtype: str              # element type of the tensor
    box: list               # boxDim, innermost (contiguous) first
    swizzle: int            # 0, 32, 64 or 128 (bytes)
    # The tensor's dims, innermost first, as expressions in M, N, K
    # ("K", "M"); strides follow from the dims (dense, row-major).
    dims: list
    kind: str = "tensor_map"


@dataclasses.dataclass
class PointerParam:
    """A kernel parameter that is a global pointer to a dense row-major
    tensor (A M x K, B N x K, D M x N)."""
    tensor: str             # "A", "B", "D"
    dtype: str = ""         # its element type (ELEMENT_BITS' names)
    kind: str = "pointer"


@dataclasses.dataclass
class ScalarParam:
    value: str              # "M", "N" or "K"
    type: str = "i32"
    kind: str = "scalar"


@dataclasses.dataclass
class Launch:
    kernel: str             # the PTX entry's name
    target: str
    params: list            # TensorMapParam | PointerParam | ScalarParam
    threads: int            # per CTA (x only)
    # "tiles": one CTA per (tile_m x tile_n) tile of D, grid (ceil(N/tn) x
    # ceil(M/tm)) rounded up to the cluster; "persistent": one CTA per SM
    # (rounded down to the cluster), each looping over tiles.
    grid: str
    dynamic_smem: int       # bytes of dynamic shared memory to request
    cluster: list = dataclasses.field(default_factory=lambda: [1, 1, 1])
    tile: list = dataclasses.field(default_factory=list)   # [tm, tn, tk]
    # Tolerance of the comparison with the reference: "exact", or t in
    # |D - ref| <= u * |ref| + t * sum_k |a_mk * b_nk|, where u is the
    # rounding of D's type (utils/gemm/host.py).
    tolerance: object = "exact"
    # llc options the kernel needs besides -mtriple and -mcpu=target, e.g.
    # "-mattr=+ptx88" for an instruction of a later PTX ISA than the
    # target's default.
    llc_flags: list = dataclasses.field(default_factory=list)

    def to_json(self):
        return json.dumps(dataclasses.asdict(self), indent=1, sort_keys=True)

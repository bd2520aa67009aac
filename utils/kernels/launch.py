"""How to launch a generated kernel without reading its IR: the Launch a
generator returns beside the IR, which `gen-gemm.py --spec` and
`gen-attention.py --spec` print as JSON and the GPU runners and benchmarks
read (utils/kernels/gemm/host.py, utils/kernels/attention/host.py).

Parameters are listed in the kernel's order: a CUtensorMap passed by value
(TensorMapParam), a global pointer to a dense tensor (PointerParam), or a
scalar (ScalarParam) named by the problem size or value it carries.
"""

import dataclasses
import json

# Element types a kernel may take: bits and the PTX/atom spelling.
ELEMENT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "tf32": 32, "e4m3": 8,
                "e5m2": 8, "s8": 8, "u8": 8, "s32": 32, "e2m1": 4}


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
    # GEMM: "M", "N" or "K"; attention: "seq_q", "seq_k", "heads",
    # "heads_kv" (i32) or "scale_log2" (f32: the softmax scale times
    # log2(e)).
    value: str
    type: str = "i32"
    kind: str = "scalar"


@dataclasses.dataclass
class Launch:
    kernel: str             # the PTX entry's name
    target: str
    params: list            # TensorMapParam | PointerParam | ScalarParam
    threads: int            # per CTA (x only)
    # GEMM: "tiles": one CTA per (tile_m x tile_n) tile of D, grid
    # (ceil(N/tn) x ceil(M/tm)) rounded up to the cluster; "persistent":
    # one CTA per SM (rounded down to the cluster), each looping over
    # tiles. Attention: "attention": one CTA per tile_m query rows of one
    # head of one batch, grid (ceil(seq_q/tm) x heads x batch).
    grid: str
    dynamic_smem: int       # bytes of dynamic shared memory to request
    cluster: list = dataclasses.field(default_factory=lambda: [1, 1, 1])
    tile: list = dataclasses.field(default_factory=list)   # [tm, tn, tk]
    # Tolerance of the comparison with the reference: "exact", or t in
    # |D - ref| <= u * |ref| + t * sum_k |a_mk * b_nk|, where u is the
    # rounding of D's type (utils/kernels/gemm/host.py).
    tolerance: object = "exact"
    # llc options the kernel needs besides -mtriple and -mcpu=target, e.g.
    # "-mattr=+ptx88" for an instruction of a later PTX ISA than the
    # target's default.
    llc_flags: list = dataclasses.field(default_factory=list)

    def to_json(self):
        return json.dumps(dataclasses.asdict(self), indent=1, sort_keys=True)

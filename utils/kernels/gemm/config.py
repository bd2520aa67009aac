"""What a generated GEMM kernel is (Config); how to launch it is a Launch
(utils/kernels/launch.py, shared with the attention kernels).

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

from ..launch import (ELEMENT_BITS, Launch, PointerParam,  # noqa: F401
                      ScalarParam, TensorMapParam)


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

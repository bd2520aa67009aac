"""What a generated attention kernel is (Config).

Every kernel computes, for each batch b and query head h,

    O[b, :, h, :] = softmax(scale * Q[b, :, h, :] K[b, :, hk, :]^T + mask)
                    V[b, :, hk, :]
    LSE[b, h, i]  = log(sum_j exp(scale * Q[b, i, h, :] . K[b, j, hk, :]))
                    over the keys j row i sees

with Q and O [batch, seq_q, heads, head_dim] and K and V [batch, seq_k,
heads_kv, head_dim], all row-major and dense; hk = h / (heads / heads_kv)
(grouped-query attention: heads_kv divides heads); LSE [batch, heads,
seq_q] in f32. Accumulation and the softmax are in f32. Without a mask row
i sees every key; a causal kernel lets row i see the keys j <= i + seq_k -
seq_q (the diagonal aligned to the bottom right, as FlashAttention does,
so that with a KV cache the last query sees every key). A row that sees no
key (causal, seq_q > seq_k) has O = 0 and LSE = -inf.

seq_q, seq_k, heads, heads_kv and scale * log2(e) are kernel arguments
(ScalarParam), batch is the grid's z extent.

A generator module (sm80.py, ...) provides

    TARGETS                 the -mcpu values its kernels are for
    PRESETS                 {name: Config} of the kernels it is known for
    check(cfg) -> [str]     what is wrong with cfg for this family
    generate(cfg) -> (ir_text, Launch)
"""

import dataclasses

DTYPES = ("f16", "bf16")


@dataclasses.dataclass
class Config:
    name: str
    target: str             # -mcpu: sm_80, ...
    dtype: str              # Q, K, V, O element type: f16, bf16
    head_dim: int           # 64, 128, 256
    tile_m: int             # query rows per CTA
    tile_n: int             # keys per mainloop iteration
    causal: bool = False
    stages: int = 2         # K/V shared-memory buffers
    # Family-specific choices (documented by each module).
    options: dict = dataclasses.field(default_factory=dict)

    def to_json(self):
        return dataclasses.asdict(self)

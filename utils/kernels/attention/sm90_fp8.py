"""Hopper (sm_90a) FP8 attention forward: sm90.py's kernel (TMA producer,
two ping-pong consumer warpgroups, WGMMA with P in registers) with e4m3 Q,
K and V, per-tensor scales and a bf16 O (docs/Attention.md, section 8).

What differs from the 16-bit kernel:

- Q and K are e4m3 (one byte an element): a row of head_dim 128 is one
  128-byte swizzle row, of head_dim 64 one 64-byte one (64B swizzle);
  S = Q K^T is head_dim / 32 WGMMAs m64 n tile_n k32 (`ss`).
- V comes **transposed** (the layout option this kernel takes, checked by
  the host): V^T [batch, heads_kv, head_dim, seq_k32], seq_k32 = seq_k
  rounded up to 32, the keys past seq_k zero, and the keys of each aligned
  group of 32 in the order KEY_ORDER (position p holds key KEY_ORDER[p]).
  WGMMA takes an 8-bit B operand only K-major (keys contiguous), hence the
  transpose; the key order makes P's fragments a thread's own values (no
  shuffles, no byte permutes): see p_fragments.
- P = 2^(S scale_log2 - m + 8), in [0, 256], rounded to e4m3 (satfinite)
  in pairs (`cvt.rn.satfinite.e4m3x2.f32`, llvm.nvvm.ff.to.e4m3x2.rn):
  the factor 2^8 uses e4m3's range (max 448) instead of [0, 1], where
  small probabilities would fall into its subnormals; l sums the same
  (unrounded, f32) values, so O / l and the LSE (m + log2 l - 8) are
  unchanged. O += P V is tile_n / 32 WGMMAs m64 n head_dim k32 with A = P
  in registers (`rs`) and B = V^T (K-major, 128B-swizzled).
- Scales: the kernel takes the softmax scale times log2(e) and the
  descales of Q, K and V (the factors that turn the e4m3 values back into
  the caller's: x = descale_x * x_e4m3). S's scale is scale_log2 *
  descale_q * descale_k (one product before the loop), and O is
  multiplied by descale_v / l in the epilogue.
- O is bf16, staged in a shared-memory area of its own (the 8-bit Q tile
  is half the size of O's rows) and stored with one TMA store per
  consumer; LSE as in the 16-bit kernel.

Options: none. head_dim 64 or 128, tile 128 x 128, stages >= 2.
"""

from .. import hopper
from ..hopper import ALIGN, SWIZZLE
from ..ir import vec
from ..launch import Launch, PointerParam, ScalarParam, TensorMapParam
from .common import choice_problems, float_const, ring_problems
from .config import Config
from .sm90 import (SMEM_LIMIT, THREADS, TILE_M,
                   Sm90Attention)

TARGETS = ("sm_90a",)
DTYPES = ("e4m3",)
OUT_DTYPE = "bf16"
HEAD_DIMS = (64, 128)
TILE_NS = (128,)
MMA_K = 32                  # keys or head_dim elements per 8-bit WGMMA
P_LOG2_SHIFT = 8            # P is 2^8 times the probability
# Descriptor layout types (bits 62-63) of a swizzle span in bytes.
LAYOUT_TYPE = {128: 1, 64: 2}


def key_order():
    """Position p of a 32-key group of V^T holds key KEY_ORDER[p].

    A thread (q = lane % 4) holds S's columns 8n + 2q + {0, 1} of each n8
    block n (rows g and g + 8); the 8-bit A fragment of a k32 WGMMA wants
    in register 0 (row g) the keys at positions 4q .. 4q + 3, register 2
    positions 16 + 4q .. 16 + 4q + 3 (registers 1 and 3: row g + 8). The
    thread puts into positions 4q + {0, 1, 2, 3} its columns 2q, 2q + 1,
    8 + 2q, 9 + 2q, and into 16 + 4q + {0 .. 3} its columns 16 + 2q,
    17 + 2q, 24 + 2q, 25 + 2q: so position 16 h + 4 q + e carries key
    16 h + 2 q + (e & 1) + 8 (e >> 1), and V^T's keys are stored in that
    order."""
    return [16 * h + 2 * q + (e & 1) + 8 * (e >> 1)
            for h in range(2) for q in range(4) for e in range(4)]


KEY_ORDER = key_order()


def _preset(name, head_dim, causal=False):
    return Config(name=name, target="sm_90a", dtype="e4m3",
                  head_dim=head_dim, tile_m=TILE_M, tile_n=128,
                  causal=causal)


PRESETS = {p.name: p for p in [
    _preset("attn_sm90a_e4m3_d%d%s" % (d, "_causal" if causal else ""), d,
            causal)
    for causal in (False, True) for d in HEAD_DIMS]}


class Plan:
    """Sizes and shared-memory offsets (from the 1024-aligned base)."""

    def __init__(self, cfg):
        self.row = cfg.head_dim                 # bytes of a Q or K row
        self.qk_swizzle = cfg.head_dim          # its swizzle span: 64, 128
        self.q_bytes = TILE_M * self.row
        self.k_stage = cfg.tile_n * self.row
        self.v_stage = cfg.head_dim * cfg.tile_n    # V^T: head_dim rows
        self.o_chunk = TILE_M * SWIZZLE         # bf16 O: 64-column blocks
        self.o_bytes = cfg.head_dim // 64 * self.o_chunk
        self.q_off = 0
        self.k_off = self.q_bytes
        self.v_off = self.k_off + cfg.stages * self.k_stage
        self.o_off = self.v_off + cfg.stages * self.v_stage
        self.bar_off = self.o_off + self.o_bytes
        # q_full, then per stage k_full, k_empty, v_full, v_empty.
        self.smem = self.bar_off + 8 + 32 * cfg.stages
        self.launch_smem = self.smem + ALIGN
        self.s_regs = cfg.tile_n // 2
        self.o_regs = cfg.head_dim // 2
        self.ks = cfg.head_dim // MMA_K         # k32 steps of S
        self.kk = cfg.tile_n // MMA_K           # k32 steps of O


def check(cfg):
    """What is wrong with ``cfg`` for the FP8 kernel (empty: nothing)."""
    out = choice_problems(
        cfg, TARGETS, DTYPES, HEAD_DIMS, dtype_note="the FP8 kernel",
        head_dim_note="FP8: a row of Q and K must fit one swizzle span of "
        "at most 128 bytes")
    if cfg.target not in TARGETS:
        return out
    if cfg.tile_m != TILE_M:
        out.append("tile_m must be %d (two consumer warpgroups of 64 rows)"
                   % TILE_M)
    if cfg.tile_n not in TILE_NS:
        out.append("tile_n %d is not %s (FP8: a row of V^T, tile_n keys, "
                   "is one 128-byte swizzle span)" % (
                       cfg.tile_n, " or ".join(map(str, TILE_NS))))
    out += ring_problems(cfg)
    if not out and Plan(cfg).launch_smem > SMEM_LIMIT:
        p = Plan(cfg)
        out.append("%d bytes of shared memory (Q %d, %d stages of K %d and "
                   "V %d, O %d) exceed sm_90a's %d" % (
                       p.launch_smem, p.q_bytes, cfg.stages, p.k_stage,
                       p.v_stage, p.o_bytes, SMEM_LIMIT))
    return out


def swizzled(cols, rows):
    """A (cols x rows) tile of bytes, one row per swizzle span of ``cols``
    bytes (64: Sw<2, 4, 3>, 128: Sw<3, 4, 3>)."""
    bits = {64: 2, 128: 3}[cols]
    return "Sw<%d, 4, 3> o (%d, %d):(1, %d)" % (bits, cols, rows, cols)


def descriptor(k, ptr, swizzle, hint):
    """The WGMMA descriptor of a K-major tile of ``swizzle``-byte rows
    (64B or 128B swizzle) at ``ptr``: address >> 4, leading byte offset 16
    (unused), stride byte offset 8 rows, the layout type."""
    addr = k.ptrtoint(ptr, "ptr addrspace(3)", hint="addr")
    lo = k.and_(k.lshr(addr, "4"), "16383")
    hi = (LAYOUT_TYPE[swizzle] << 62) | ((8 * swizzle >> 4) << 32) | \
        (1 << 16)
    return k.or_(k.zext(lo), str(hi), ty="i64", hint=hint)


class Sm90Fp8Attention(Sm90Attention):
    """Writes the FP8 kernel of configuration ``cfg`` (sm90.py's writer
    with FP8 operands, scales and V^T)."""

    P_LOG2_OFFSET = float_const(float(P_LOG2_SHIFT))

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.ety = "bfloat"                     # O's type (pack())
        self.out_dtype = OUT_DTYPE
        self.s_ty = vec(self.p.s_regs, "float")
        self.o_ty = vec(self.p.o_regs, "float")
        self.open_kernel("FP8 attention forward on sm_90a", "sm90_fp8.py",
                         THREADS, scale="softmax_scale_log2",
                         extra=("descale_q", "descale_k", "descale_v"))
        self.s_attrs = ("{shape_MNK = [64, %d, %d], a_type = e4m3, b_type = "
                        "e4m3, c_type = f32}" % (cfg.tile_n, MMA_K))
        self.o_attrs = ("{shape_MNK = [64, %d, %d], a_type = e4m3, b_type = "
                        "e4m3, c_type = f32, a_residency = rmem}" % (
                            cfg.head_dim, MMA_K))

    # --- prologue ------------------------------------------------------------
    def prologue(self):
        """S's scale (scale_log2 descale_q descale_k) as %scale_log2, the
        name the softmax reads, then sm90.py's prologue."""
        k = self.k
        dqk = k.op("descale_qk", "fmul float %descale_q, %descale_k")
        k.op("scale_log2", "fmul float %%softmax_scale_log2, %s" % dqk)
        return super().prologue()

    def qk_attrs(self, rows, extra=""):
        """TMA attributes of a (head_dim x rows) e4m3 tile of Q or K
        ([head_dim, heads, seq, batch]: the rows walk mode 2)."""
        cfg = self.cfg
        return hopper.tma_attrs(cfg.head_dim, rows, 8, extra, modes=4,
                                row_mode=2,
                                smem=swizzled(self.p.qk_swizzle, rows))

    def vt_attrs(self):
        """TMA attributes of a (tile_n x head_dim) tile of V^T ([seq_k32,
        head_dim, heads_kv, batch]: the rows walk mode 1)."""
        cfg = self.cfg
        return hopper.tma_attrs(cfg.tile_n, cfg.head_dim, 8, ", arrive",
                                modes=4, row_mode=1,
                                smem=swizzled(SWIZZLE, cfg.head_dim))

    # --- producer ------------------------------------------------------------
    def q_attrs(self):
        return self.qk_attrs(TILE_M, ", arrive")

    def load_kv(self, j, wait_prefix):
        """As sm90.py's producer, with K_j and V^T_j per key tile."""
        k, p, cfg = self.k, self.p, self.cfg
        stage, parity = self.stage_parity(j)
        again = k.xor(parity, "1", hint="refill")
        key0 = k.mul(j, str(cfg.tile_n), hint="key0")
        hopper.wait_parity(k, self.bar("k_empty", stage), again,
                           wait_prefix + "k")
        k.atom_copy("atom.tma_load", self.qk_attrs(cfg.tile_n, ", arrive"),
                    "void", [
            ("ptr addrspace(3)", self.at(k.add(k.mul(stage, str(p.k_stage)),
                                               str(p.k_off)), "k_tile")),
            ("ptr addrspace(3)", self.bar("k_full", stage)),
            ("ptr", "%tma_k"), ("i32", "0"), ("i32", self.head_kv),
            ("i32", key0), ("i32", self.batch)])
        hopper.wait_parity(k, self.bar("v_empty", stage), again,
                           wait_prefix + "v")
        k.atom_copy("atom.tma_load", self.vt_attrs(), "void", [
            ("ptr addrspace(3)", self.at(k.add(k.mul(stage, str(p.v_stage)),
                                               str(p.v_off)), "v_tile")),
            ("ptr addrspace(3)", self.bar("v_full", stage)),
            ("ptr", "%tma_v"), ("i32", key0), ("i32", "0"),
            ("i32", self.head_kv), ("i32", self.batch)])

    # --- consumers -----------------------------------------------------------
    def descriptors(self):
        k, p = self.k, self.p
        self.q_desc = descriptor(k, self.at(k.add(str(p.q_off), k.mul(
            self.cw, str(64 * p.row))), "q_rows"), p.qk_swizzle, "q_desc")
        self.k_desc = descriptor(k, self.at(str(p.k_off), "k0"),
                                 p.qk_swizzle, "k_desc")
        self.v_desc = descriptor(k, self.at(str(p.v_off), "v0"), SWIZZLE,
                                 "v_desc")

    def gemm_s(self, stage):
        """S = Q K^T of the key tile in ``stage``: head_dim / 32 chained
        e4m3 WGMMAs (k32: 32 bytes further along the rows each)."""
        k, p = self.k, self.p
        kb = k.zext(k.mul(stage, str(p.k_stage >> 4)), hint="k_stage")
        kd = k.add(self.k_desc, kb, "i64", hint="k_desc_s")
        acc = "undef"
        for ks in range(p.ks):
            step = str(ks * MMA_K >> 4)
            qa = k.add(self.q_desc, step, "i64", hint="qa") if ks else \
                self.q_desc
            kbd = k.add(kd, step, "i64", hint="kb") if ks else kd
            acc = k.atom_mma("sm90.mma", self.s_attrs, self.s_ty, [
                ("i64", qa), ("i64", kbd), (self.s_ty, acc),
                ("i1", "false" if ks == 0 else "true")], hint="s")
        return acc

    def gemm_o(self, o_acc, pf, stage):
        """O += P V of the key tile in ``stage``: tile_n / 32 chained e4m3
        WGMMAs, A = P's fragments, B = V^T (K-major: head_dim rows of
        tile_n keys; a k32 step is 32 bytes further along them)."""
        k, p = self.k, self.p
        vb = k.zext(k.mul(stage, str(p.v_stage >> 4)), hint="v_stage")
        vd = k.add(self.v_desc, vb, "i64", hint="v_desc_s")
        for kk in range(p.kk):
            vkd = k.add(vd, str(kk * MMA_K >> 4), "i64", hint="vb") if kk \
                else vd
            o_acc = k.atom_mma("sm90.mma", self.o_attrs, self.o_ty, [
                (vec(4, "i32"), pf[kk]), ("i64", vkd), (self.o_ty, o_acc),
                ("i1", "true")], hint="o")
        return o_acc

    def e4m3_pair(self, lo, hi):
        """Two f32 values as one i16 of two e4m3 (``lo`` in the low byte:
        the instruction puts its first source in the high byte)."""
        return self.k.call("i16", "llvm.nvvm.ff.to.e4m3x2.rn",
                           [("float", hi), ("float", lo)], hint="p8")

    def p_fragments(self, p_rows):
        """P (two rows of values in column order: column 8n + 2q + e at
        2n + e) as <4 x i32> 8-bit A fragments, one per k32 block of keys
        kk: register 2r + h (row g + 8h) is the e4m3 bytes of columns
        8n + 2q, 8n + 2q + 1 of n8 blocks n = 4kk + 2r and n + 1, lowest
        first, which V^T's key order (KEY_ORDER) pairs with the right rows
        of V."""
        k = self.k
        out = []
        for kk in range(len(p_rows[0]) // 8):     # 8 values a row per k32
            regs = []
            for r in range(2):
                n = 4 * kk + 2 * r
                for h in range(2):
                    v = p_rows[h]
                    pair = "poison"
                    for e, m in enumerate((n, n + 1)):
                        pair = k.insertelement(vec(2, "i16"), pair, "i16",
                                               self.e4m3_pair(v[2 * m],
                                                              v[2 * m + 1]),
                                               str(e), hint="p8")
                    regs.append(k.bitcast(pair, vec(2, "i16"), "i32",
                                          hint="p8"))
            out.append(self.a_fragment(regs))
        return out

    # --- epilogue ------------------------------------------------------------
    def row_result(self, l_run, m_run):
        """sm90.py's epilogue with O times descale_v / l and LSE = ln 2 (m
        - 8 + log2 l); O is staged in an area of its own (Plan)."""
        m_true = self.f("fsub", m_run, float_const(P_LOG2_SHIFT), "m_true")
        inv, lse = self.finish_row(l_run, m_true)
        return self.f("fmul", inv, "%descale_v", "inv_v"), lse

    # --- the kernel ----------------------------------------------------------
    def launch(self):
        cfg, p = self.cfg, self.p
        dims_q = ["head_dim", "heads", "seq_q", "batch"]
        dims_kv = ["head_dim", "heads_kv", "seq_k", "batch"]
        d = cfg.head_dim
        return Launch(
            kernel=cfg.name, target=cfg.target,
            params=[TensorMapParam("Q", cfg.dtype, [d, 1, TILE_M, 1],
                                   p.qk_swizzle, dims_q),
                    TensorMapParam("K", cfg.dtype, [d, 1, cfg.tile_n, 1],
                                   p.qk_swizzle, dims_kv),
                    # V transposed, keys in KEY_ORDER per group of 32.
                    TensorMapParam("VT", cfg.dtype, [cfg.tile_n, d, 1, 1],
                                   SWIZZLE, ["seq_k32", "head_dim",
                                             "heads_kv", "batch"]),
                    TensorMapParam("O", OUT_DTYPE, [64, 1, 64, 1], SWIZZLE,
                                   dims_q),
                    PointerParam("LSE", "f32"), ScalarParam("seq_q"),
                    ScalarParam("seq_k"), ScalarParam("heads"),
                    ScalarParam("heads_kv"),
                    ScalarParam("scale_log2", "f32"),
                    ScalarParam("descale_q", "f32"),
                    ScalarParam("descale_k", "f32"),
                    ScalarParam("descale_v", "f32")],
            threads=THREADS, grid="attention", dynamic_smem=p.launch_smem,
            tile=[TILE_M, cfg.tile_n, d], tolerance=2.0 ** -4)


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    return Sm90Fp8Attention(cfg).generate()

"""Hopper (sm_90a) FP8 attention forward: sm90.py's kernel (TMA producer,
two ping-pong consumer warpgroups, WGMMA with P in registers) with e4m3 Q,
K and V, per-tensor scales and a bf16 O (docs/Attention.md, section 8).

What differs from the 16-bit kernel:

- Q and K are e4m3 (one byte an element): a row of head_dim 128 is one
  128-byte swizzle row, of head_dim 64 one 64-byte one (64B swizzle);
  S = Q K^T is head_dim / 32 WGMMAs m64 n tile_n k32 (`ss`).
- V comes in its natural layout, [batch, seq_k, heads_kv, head_dim] like
  K, and is transposed in the kernel: WGMMA takes an 8-bit B operand only
  K-major (keys contiguous), so the producer warpgroup loads V's tile with
  TMA into a raw buffer (K's layout and swizzle) and its 128 threads turn
  it into V^T, head_dim rows of tile_n keys (128B swizzle), with
  ldmatrix, prmt and stmatrix.trans (fp8_transpose.py: the index
  arithmetic and a model the tests run), fence it for the async proxy
  and arrive on V^T's full barrier; the raw buffer is released as soon as
  it has been read. V^T's keys come in the order KEY_ORDER per aligned
  group of 32 (position p holds key KEY_ORDER[p]): the order of P's
  fragments, which are then a thread's own values (no shuffles, no byte
  permutes in the consumers): see p_fragments.
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

Options: v_layout=natural (the default and the presets': V as above) or
v_layout=transposed (the first version's interface, kept to compare with:
the caller passes V^T [batch, heads_kv, head_dim, seq_k32], seq_k32 =
seq_k rounded up to 32, the keys past seq_k zero, KEY_ORDER within each
group of 32 (host.vt_layout), which one thread loads with TMA as it loads
K; no raw V ring, no transpose). exp2_poly=N (0 .. 8, default 0): of each
group of 8 values of a thread's row of S (its share of one k32 block of
keys, the 8 values of P in one A-fragment register pair), N take 2^x by a
degree-3 polynomial on the FMA pipe (exp2_poly.py) instead of
ex2.approx, to relieve the SFU; 0 writes the IR without it. head_dim 64
or 128, tile 128 x 128, stages >= 2 (each stage: a K, a raw V and a V^T
buffer).
"""

import dataclasses


from .. import hopper
from ..hopper import ALIGN, SWIZZLE
from ..ir import vec
from ..launch import Launch, PointerParam, ScalarParam, TensorMapParam
from .common import choice_problems, float_const, ring_problems
from . import exp2_poly
from .config import Config
from .fp8_transpose import KEY_ORDER, IrOps, Transpose
from .sm90 import (CONSUMERS, PRODUCER_REGS, SMEM_LIMIT, THREADS, TILE_M,
                   WARPGROUP, Sm90Attention)

TARGETS = ("sm_90a",)
DTYPES = ("e4m3",)
OUT_DTYPE = "bf16"
HEAD_DIMS = (64, 128)
TILE_NS = (128,)
MMA_K = 32                  # keys or head_dim elements per 8-bit WGMMA
P_LOG2_SHIFT = 8            # P is 2^8 times the probability
# Descriptor layout types (bits 62-63) of a swizzle span in bytes.
LAYOUT_TYPE = {128: 1, 64: 2}


# KEY_ORDER (fp8_transpose.py): position p of a 32-key group of V^T holds
# key KEY_ORDER[p] = 16 h + 2 q + (e & 1) + 8 (e >> 1) for p = 16 h + 4 q
# + e. A thread (q = lane % 4) holds S's columns 8n + 2q + {0, 1} of each
# n8 block n (rows g and g + 8); the 8-bit A fragment of a k32 WGMMA wants
# in register 0 (row g) the keys at positions 4q .. 4q + 3, register 2
# positions 16 + 4q .. 16 + 4q + 3 (registers 1 and 3: row g + 8). The
# thread puts into positions 4q + {0, 1, 2, 3} its columns 2q, 2q + 1,
# 8 + 2q, 9 + 2q, and into 16 + 4q + {0 .. 3} its columns 16 + 2q,
# 17 + 2q, 24 + 2q, 25 + 2q, and V^T's keys are stored in that order.
assert KEY_ORDER[:8] == [0, 1, 8, 9, 2, 3, 10, 11]


def _preset(name, head_dim, causal=False):
    return Config(name=name, target="sm_90a", dtype="e4m3",
                  head_dim=head_dim, tile_m=TILE_M, tile_n=128,
                  causal=causal)


PRESETS = {p.name: p for p in [
    _preset("attn_sm90a_e4m3_d%d%s" % (d, "_causal" if causal else ""), d,
            causal)
    for causal in (False, True) for d in HEAD_DIMS]}


V_LAYOUTS = ("natural", "transposed")
# The mbarriers of a stage (sm90.py's, with V's split in two): K's full
# (TMA) and empty (the consumers); V^T's full (the 128 producer threads,
# after the transpose) and empty (the consumers); the raw V's full (TMA)
# and empty (the 128 producer threads, once they have read it). With V
# passed transposed: sm90.py's four (V^T's full barrier counts TMA's one
# arrival).
STAGE_BARRIERS = {
    "natural": (("k_full", 1), ("k_empty", CONSUMERS),
                ("v_full", WARPGROUP), ("v_empty", CONSUMERS),
                ("vraw_full", 1), ("vraw_empty", WARPGROUP)),
    "transposed": (("k_full", 1), ("k_empty", CONSUMERS), ("v_full", 1),
                   ("v_empty", CONSUMERS))}


def v_layout(cfg):
    """The configuration's V layout (option v_layout, default natural)."""
    return cfg.options.get("v_layout", "natural")


EXP2_POLY = range(exp2_poly.GROUP + 1)     # option exp2_poly: 0 .. 8


def exp2_poly_count(cfg):
    """How many of each 8 values of a thread's row take the polynomial
    2^x (option exp2_poly, default 0: none)."""
    return cfg.options.get("exp2_poly", 0)


class Plan:
    """Sizes and shared-memory offsets (from the 1024-aligned base)."""

    def __init__(self, cfg):
        self.row = cfg.head_dim                 # bytes of a Q or K row
        self.qk_swizzle = cfg.head_dim          # its swizzle span: 64, 128
        self.q_bytes = TILE_M * self.row
        self.k_stage = cfg.tile_n * self.row
        # V as loaded (tile_n rows, K's layout) and V^T (head_dim rows of
        # tile_n bytes): the same size.
        self.v_stage = cfg.head_dim * cfg.tile_n
        self.o_chunk = TILE_M * SWIZZLE         # bf16 O: 64-column blocks
        self.o_bytes = cfg.head_dim // 64 * self.o_chunk
        self.q_off = 0
        self.k_off = self.q_bytes
        self.v_off = self.k_off + cfg.stages * self.k_stage     # V^T ring
        self.vraw_off = self.v_off + cfg.stages * self.v_stage  # V ring
        self.transposed = v_layout(cfg) == "transposed"         # none
        self.vraw_stage = 0 if self.transposed else self.v_stage
        self.o_off = self.vraw_off + cfg.stages * self.vraw_stage
        self.bar_off = self.o_off + self.o_bytes
        # q_full, then per stage the STAGE_BARRIERS.
        # Swizzled tiles start at a swizzle repeat (the transpose's XOR
        # addressing needs it too: fp8_transpose.py).
        assert not (self.k_off | self.v_off | self.vraw_off | self.o_off |
                    self.k_stage | self.v_stage) % ALIGN
        self.barriers = STAGE_BARRIERS[v_layout(cfg)]
        self.smem = self.bar_off + 8 + 8 * len(self.barriers) * cfg.stages
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
    options = dict(cfg.options)
    layout = options.pop("v_layout", "natural")
    if layout not in V_LAYOUTS:
        out.append("v_layout '%s' is not one of %s" % (
            layout, ", ".join(V_LAYOUTS)))
    poly = options.pop("exp2_poly", 0)
    if poly not in EXP2_POLY:
        out.append("exp2_poly '%s' is not one of %d .. %d (how many of each "
                   "%d values of a row take the polynomial 2^x)" % (
                       poly, EXP2_POLY[0], EXP2_POLY[-1], exp2_poly.GROUP))
    out += [m.replace("(this family has none)",
                      "(this family has two: v_layout, exp2_poly)")
            for m in ring_problems(dataclasses.replace(cfg, options=options))]
    if not out and Plan(cfg).launch_smem > SMEM_LIMIT:
        p = Plan(cfg)
        out.append("%d bytes of shared memory (Q %d, %d stages of K %d%s "
                   "and V^T %d, O %d) exceed sm_90a's %d" % (
                       p.launch_smem, p.q_bytes, cfg.stages, p.k_stage,
                       ", V %d" % p.vraw_stage if p.vraw_stage else "",
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
    with FP8 operands, scales and V transposed by the producer)."""

    P_LOG2_OFFSET = float_const(float(P_LOG2_SHIFT))

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.STAGE_BARRIERS = self.p.barriers
        self.tr = Transpose(cfg.head_dim)
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
        self.exp2_poly = exp2_poly_count(cfg)

    # --- prologue ------------------------------------------------------------
    def prologue(self):
        """S's scale (scale_log2 descale_q descale_k) as %scale_log2, the
        name the softmax reads, then sm90.py's prologue."""
        k = self.k
        dqk = k.op("descale_qk", "fmul float %descale_q, %descale_k")
        k.op("scale_log2", "fmul float %%softmax_scale_log2, %s" % dqk)
        return super().prologue()

    def qk_attrs(self, rows, extra=""):
        """TMA attributes of a (head_dim x rows) e4m3 tile of Q, K or V
        ([head_dim, heads, seq, batch]: the rows walk mode 2)."""
        cfg = self.cfg
        return hopper.tma_attrs(cfg.head_dim, rows, 8, extra, modes=4,
                                row_mode=2,
                                smem=swizzled(self.p.qk_swizzle, rows))

    # --- producer ------------------------------------------------------------
    def q_attrs(self):
        return self.qk_attrs(TILE_M, ", arrive")

    def producer(self):
        """The producer warpgroup: one elected thread of warp 0 loads Q,
        then K and V of every key tile with TMA as their buffers free up,
        one tile ahead of the transpose; all 128 threads transpose each
        V tile into V^T (transpose_v). V passed transposed: sm90.py's
        producer (one thread loads Q, K and V^T)."""
        k, cfg = self.k, self.cfg
        if self.p.transposed:
            return super().producer()
        hopper.setmaxnreg(k, PRODUCER_REGS, increase=False)
        warp = k.lshr(self.wg_tid, "5", hint="pwarp")
        lane = k.and_(self.wg_tid, "31", hint="plane")
        issuer = k.and_(k.icmp("eq", warp, "0", hint="is_warp0"),
                        hopper.elect_one(k), ty="i1", hint="is_issuer")
        # This lane's addresses in the raw V and the V^T buffers of stage
        # 0 (the step-0 ldmatrix and stmatrix) and its prmt selectors.
        ops = IrOps(k, "vt")
        self.ld_lane = k.add(self.tr.load_offset(ops, warp, lane),
                             str(self.p.vraw_off), hint="ld_lane")
        self.st_lane = k.add(self.tr.store_offset(ops, warp, lane),
                             str(self.p.v_off), hint="st_lane")
        self.sel_x = self.tr.selector(ops, lane)
        self.sel_y = k.xor(self.sel_x, "8738", hint="sel_y")    # 0x2222
        hopper.if_then(k, issuer, "prod.q", lambda: k.atom_copy(
            "atom.tma_load", self.q_attrs(), "void", [
                ("ptr addrspace(3)", self.at(str(self.p.q_off), "q")),
                ("ptr addrspace(3)", self.at(str(self.p.bar_off), "q_full")),
                ("ptr", "%tma_q"), ("i32", "0"), ("i32", self.head),
                ("i32", self.m0), ("i32", self.batch)]))
        start = k.label("prod.start")
        k.cbr(k.icmp("ult", "0", self.n_tiles, hint="any"), start, self.exit)
        k.block(start)
        hopper.if_then(k, issuer, "prod.first",
                       lambda: self.load_kv("0", "prod.wait_"))
        j, loop, pre = k.counted_loop("prod.tile", "j")
        nxt = k.add(j.name, "1", hint="j.next")
        more = k.icmp("ult", nxt, self.n_tiles, hint="more")
        hopper.if_then(k, k.and_(issuer, more, ty="i1", hint="load_next"),
                       "prod.next", lambda: self.load_kv(nxt, "prod.wait_"))
        self.transpose_v(j.name)
        j.add(nxt, k.current)
        k.cbr(more, loop, self.exit)

    def load_kv(self, j, wait_prefix):
        """K_j and V_j with TMA, each once its buffer is free: V in its
        natural layout into the raw V ring, or with v_layout=transposed the
        caller's V^T into V^T's ring."""
        k, p, cfg = self.k, self.p, self.cfg
        stage, parity = self.stage_parity(j)
        again = k.xor(parity, "1", hint="refill")
        key0 = k.mul(j, str(cfg.tile_n), hint="key0")
        self.load_tile("k", self.qk_attrs(cfg.tile_n, ", arrive"), "k_empty",
                       "k_full", p.k_off, p.k_stage, stage, again,
                       ("0", self.head_kv, key0, self.batch), wait_prefix)
        if p.transposed:
            # One box of tile_n positions x head_dim rows of the caller's
            # V^T ([seq_k32, head_dim, heads_kv, batch]: the rows walk mode
            # 1) into V^T's ring.
            self.load_tile("v", hopper.tma_attrs(
                cfg.tile_n, cfg.head_dim, 8, ", arrive", modes=4, row_mode=1,
                smem=swizzled(SWIZZLE, cfg.head_dim)), "v_empty", "v_full",
                p.v_off, p.v_stage, stage, again,
                (key0, "0", self.head_kv, self.batch), wait_prefix)
        else:
            self.load_tile("v", self.qk_attrs(cfg.tile_n, ", arrive"),
                           "vraw_empty", "vraw_full", p.vraw_off, p.v_stage,
                           stage, again, ("0", self.head_kv, key0, self.batch),
                           wait_prefix)

    def load_tile(self, tensor, attrs, empty, full, off, size, stage, again,
                  coords, wait_prefix):
        """Once ``empty`` of ``stage`` has its phase ``again``, one TMA load
        of ``tensor`` (its map %tma_<tensor>) at ``coords`` into the
        stage's ``size``-byte buffer of the ring at ``off``, arriving on
        ``full``."""
        k = self.k
        hopper.wait_parity(k, self.bar(empty, stage), again,
                           wait_prefix + tensor)
        k.atom_copy("atom.tma_load", attrs, "void", [
            ("ptr addrspace(3)", self.at(k.add(k.mul(stage, str(size)),
                                               str(off)), tensor + "_tile")),
            ("ptr addrspace(3)", self.bar(full, stage)),
            ("ptr", "%tma_" + tensor)] + [("i32", c) for c in coords])

    def transpose_v(self, j):
        """V_j's raw buffer into V^T_j's (fp8_transpose.py): wait for V_j
        to land and V^T_j's buffer to be free; per step one ldmatrix.x4,
        four prmt, one stmatrix.x4.trans; release the raw buffer (its
        bytes are in registers); fence the writes for the async proxy
        (the WGMMAs read them); arrive on V^T_j's full barrier."""
        k, p, tr = self.k, self.p, self.tr
        stage, parity = self.stage_parity(j)
        hopper.wait_parity(k, self.bar("vraw_full", stage), parity,
                           "prod.wait_vraw")
        hopper.wait_parity(k, self.bar("v_empty", stage),
                           k.xor(parity, "1", hint="refill"), "prod.wait_vt")
        buf = k.mul(stage, str(p.v_stage), hint="vbuf")
        ld = k.add(self.ld_lane, buf, hint="ld")
        st = k.add(self.st_lane, buf, hint="st")
        x4 = vec(4, "i32")
        for step in range(tr.steps):
            src = k.add(ld, str(tr.load_step(step)), hint="ld") if step \
                else ld
            raw = k.atom_copy("atom.ldsm<m8n8.x4>", "", x4, [
                ("ptr addrspace(3)", self.at(src, "v_raw"))], hint="vraw")
            a0, b0, a1, b1 = [k.extractelement(x4, raw, str(i), hint="vr")
                              for i in range(4)]
            out = [self.prmt(a, b, sel) for a, b in ((a0, b0), (a1, b1))
                   for sel in (self.sel_x, self.sel_y)]
            dst = k.xor(st, str(tr.store_step(step)), hint="st") if step \
                else st
            k.atom_copy("atom.stsm<m8n8.x4.trans>", "", "void", [
                (x4, hopper.vec4(k, out, hint="vt")),
                ("ptr addrspace(3)", self.at(dst, "v_t"))])
        hopper.mbarrier_arrive(k, self.bar("vraw_empty", stage))
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        hopper.mbarrier_arrive(k, self.bar("v_full", stage))

    def prmt(self, a, b, sel):
        """PTX prmt.b32: bytes of {b, a} picked by the nibbles of sel."""
        return self.k.call("i32", "llvm.nvvm.prmt", [
            ("i32", a), ("i32", b), ("i32", sel)], hint="vperm")

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

    def p_exp2(self, x, index):
        """With exp2_poly=N, N of each 8 values of a row take 2^x from
        exp2_poly.emit (the FMA pipe) instead of ex2.approx (the SFU); the
        rows' corrections always take ex2.approx."""
        if exp2_poly.uses_poly(self.exp2_poly, index):
            return exp2_poly.emit(self.k, x)
        return self.ex2(x)

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
                    # V in its natural layout, like K (the kernel
                    # transposes it), or V^T (keys in KEY_ORDER).
                    TensorMapParam("V", cfg.dtype, [d, 1, cfg.tile_n, 1],
                                   p.qk_swizzle, dims_kv)
                    if not p.transposed else
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

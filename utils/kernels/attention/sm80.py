"""Ampere (sm_80) attention forward: FlashAttention-2's structure, from
mma.sync, ldmatrix and cp.async atoms (kernels/ampere.py's building blocks,
the GEMM's too).

A CTA of `warps` warps computes tile_m query rows of one head of one batch
(grid ceil(seq_q / tile_m) x heads x batch); warp w owns rows
w * rows_per_warp ... (rows_per_warp = tile_m / warps, a multiple of 16:
one or more m16 MMA blocks). The CTA copies its Q tile into shared memory
once and walks the keys in tiles of tile_n, each K and V tile copied with
16-byte cp.async into one of `stages` buffers (rows past seq_k
zero-filled), one tile ahead of the MMAs. Per key tile a warp

  1. computes S = Q K^T for its rows (m16n8k16 MMAs, f32 accumulators; Q
     fragments are read once into registers, or from shared memory per
     tile when they do not fit, option q_in_regs; K fragments with
     ldmatrix);
  2. masks S where the tile crosses seq_k or the causal diagonal (only in
     the tiles that do: the key tiles entirely visible to every row of the
     CTA run a loop without the masking code);
  3. does the online softmax in f32: the row maximum over the tile (each
     row's values are spread over the four threads of a quad: two
     shfl.bfly), the new running maximum m, P = 2^(S * scale * log2(e) -
     m), the factor 2^(m_old - m) that rescales the running sum l and the
     O accumulators;
  4. converts P to 16-bit pairs (cvt.rn.{bf16x2,f16x2}.f32) that are
     already the A fragments of the next MMA -- the m16n8 accumulator
     layout of two adjacent n8 blocks is the m16k16 A layout -- and
     accumulates O += P V, V's fragments read with ldmatrix.trans (V is
     K-by-N row-major in shared memory, the MMA wants it N-major).

Shared-memory tiles are rows of head_dim 16-bit elements, 16-byte chunks
XOR-swizzled by the row (kernels/ampere.py): the cp.async writes, the
ldmatrix reads and the epilogue's 4-byte writes of one instruction fall in
distinct banks.

Epilogue: the quad sums l, O is scaled by 1/l and converted in pairs,
written into the warp's own rows of the Q tile (which only that warp
reads) and copied from there to global memory 16 bytes per thread (rows
past seq_q left out); the thread of each quad holding column 0 writes the
row's LSE = ln 2 * (m + log2 l).

The pipeline per key tile j: wait for tile j's copies (cp.async.wait_group
stages - 2), a CTA barrier (tile j visible; every warp is past tile j - 1,
so its buffer is free), issue tile j + stages - 1 into that buffer, then
the MMAs of tile j.

Options: warps (default 4), q_in_regs (default: when the Q fragments fit
beside the accumulators).
"""

from .. import ampere
from ..ampere import CHUNK, Swizzled
from ..ir import Module, vec
from ..launch import Launch, PointerParam, ScalarParam
from .common import IR_TYPE, NEG_INF, AttentionWriter, choice_problems
from .config import DTYPES, Config

TARGETS = ("sm_80",)

HEAD_DIMS = (64, 128, 256)
MAX_SMEM = 166912     # sm_80's opt-in shared memory per CTA (163 KB)
# Accumulator and fragment registers (32-bit) a thread may hold: O, S, P,
# the Q fragments when kept, and the K and V fragments in flight. The rest
# of the 255 go to addresses, the softmax and ptxas's scheduling: with
# more than this, the kernels measured spilled (head_dim 256, 64 x 64 tile:
# 200), with fewer they did not (64 x 32: 168).
MAX_TILE_REGS = 190
def _preset(name, dtype, head_dim, tile, causal=False, **options):
    return Config(name=name, target="sm_80", dtype=dtype, head_dim=head_dim,
                  tile_m=tile[0], tile_n=tile[1], causal=causal,
                  options=options)


PRESETS = {p.name: p for p in [
    _preset("attn_sm80_%s_d%d%s" % (dt, d, "_causal" if causal else ""),
            dt, d, tile, causal, **opts)
    for dt in DTYPES for causal in (False, True)
    for d, tile, opts in ((64, (128, 64), {"warps": 8}),
                          (128, (128, 64), {"warps": 8}),
                          (256, (64, 16 if causal else 32), {"warps": 4}))]}


class Shape:
    """The sizes a configuration implies."""

    def __init__(self, cfg):
        self.warps = cfg.options.get("warps", 4)
        self.threads = 32 * self.warps
        self.row_bytes = cfg.head_dim * 2
        self.chunks = self.row_bytes // CHUNK        # 16-byte chunks a row
        self.rows_per_warp = cfg.tile_m // self.warps
        self.mi = self.rows_per_warp // 16           # m16 blocks per warp
        self.kd = cfg.head_dim // 16                 # k16 blocks of Q K^T
        self.ns = cfg.tile_n // 8                    # n8 blocks of S
        self.no = cfg.head_dim // 8                  # n8 blocks of O
        self.q_bytes = cfg.tile_m * self.row_bytes
        self.kv_bytes = cfg.tile_n * self.row_bytes  # one K or V buffer
        self.smem = self.q_bytes + 2 * cfg.stages * self.kv_bytes
        # O and S accumulators, P, one k16 block of K fragments, V's.
        acc = 4 * self.mi * (self.no + self.ns) + 2 * self.mi * self.ns + \
            2 * self.ns + 4
        self.q_regs = 4 * self.mi * self.kd
        self.q_in_regs = cfg.options.get(
            "q_in_regs", int(acc + self.q_regs <= MAX_TILE_REGS))
        self.tile_regs = acc + (self.q_regs if self.q_in_regs else 4)


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing)."""
    out = choice_problems(cfg, TARGETS, DTYPES, HEAD_DIMS)
    if cfg.target not in TARGETS:
        return out
    unknown = sorted(set(cfg.options) - {"warps", "q_in_regs"})
    if unknown:
        return out + ["unknown option(s) %s (warps, q_in_regs)" %
                      ", ".join(unknown)]
    warps = cfg.options.get("warps", 4)
    if not isinstance(warps, int) or warps not in (1, 2, 4, 8):
        return out + ["warps must be 1, 2, 4 or 8 (got %s)" % (warps,)]
    if cfg.options.get("q_in_regs", 0) not in (0, 1):
        out.append("q_in_regs must be 0 or 1")
    if out:
        return out
    s = Shape(cfg)
    if cfg.tile_m <= 0 or cfg.tile_m % (16 * s.warps):
        out.append("tile_m %d is not a multiple of 16 rows per warp (%d "
                   "warps)" % (cfg.tile_m, s.warps))
    if cfg.tile_n not in (16, 32, 64, 128):
        out.append("tile_n %d is not 16, 32, 64 or 128" % cfg.tile_n)
    if cfg.stages < 2:
        out.append("stages must be at least 2 (got %d)" % cfg.stages)
    if out:
        return out
    for what, rows in (("Q", cfg.tile_m), ("K/V", cfg.tile_n)):
        if (rows * s.chunks) % s.threads:
            out.append("the %d threads do not split the %s tile (%d rows of "
                       "%d bytes) into whole 16-byte copies each" % (
                           s.threads, what, rows, s.row_bytes))
    if s.tile_regs > MAX_TILE_REGS:
        out.append("%d rows per warp with head_dim %d and tile_n %d need "
                   "about %d accumulator and fragment registers per thread "
                   "(at most %d)" % (s.rows_per_warp, cfg.head_dim,
                                     cfg.tile_n, s.tile_regs, MAX_TILE_REGS))
    if s.smem > MAX_SMEM:
        out.append("%d bytes of shared memory (Q %d, %d stages of K and V "
                   "%d each) exceed sm_80's %d" % (
                       s.smem, s.q_bytes, cfg.stages, s.kv_bytes, MAX_SMEM))
    return out


class Sm80Attention(AttentionWriter):
    """Writes the kernel of configuration ``cfg``."""

    def __init__(self, cfg):
        self.cfg, self.s = cfg, Shape(cfg)
        self.ety = IR_TYPE[cfg.dtype]
        self.attrs = ampere.mma_attrs(16, cfg.dtype, cfg.dtype, "f32")
        self.acc_ty = vec(4, "float")
        self.m = Module("%s: attention forward on sm_80 "
                        "(utils/kernels/attention/sm80.py)" % cfg.name)
        self.smem = self.m.dynamic_shared("smem")
        params = [("ptr addrspace(1)", "Q", "noalias readonly"),
                  ("ptr addrspace(1)", "K", "noalias readonly"),
                  ("ptr addrspace(1)", "V", "noalias readonly"),
                  ("ptr addrspace(1)", "O", "noalias"),
                  ("ptr addrspace(1)", "LSE", "noalias"),
                  ("i32", "seq_q"), ("i32", "seq_k"), ("i32", "heads"),
                  ("i32", "heads_kv"), ("float", "scale_log2")]
        self.k = self.m.kernel(cfg.name, params, max_threads=self.s.threads,
                               min_blocks=1)

    # --- small helpers -------------------------------------------------------
    def smem_at(self, offset, const=0):
        return ampere.smem_at(self.k, self.smem, offset, const)

    # --- setup ---------------------------------------------------------------
    def setup(self):
        k, s, cfg = self.k, self.s, self.cfg
        self.tid = k.sreg("tid.x")
        self.lane = k.and_(self.tid, "31", hint="lane")
        self.warp = k.lshr(self.tid, "5", hint="warp")
        self.g = k.lshr(self.lane, "2", hint="g")
        self.q4 = k.and_(self.lane, "3", hint="q4")
        self.m0 = k.mul(k.sreg("ctaid.x"), str(cfg.tile_m), hint="m0")
        head = k.sreg("ctaid.y", hint="head")
        batch = k.sreg("ctaid.z", hint="batch")
        group = k.udiv("%heads", "%heads_kv", hint="group")
        head_kv = k.udiv(head, group, hint="head_kv")
        rb = str(s.row_bytes)
        # Byte offsets of row 0 of this CTA's Q and of this head's K/V, and
        # the byte strides between consecutive rows (sequence positions).
        self.q_stride = k.mul(k.zext("%heads"), rb, "i64", hint="q_stride")
        self.kv_stride = k.mul(k.zext("%heads_kv"), rb, "i64",
                               hint="kv_stride")
        q_row = k.zext(k.add(k.mul(batch, "%seq_q"), self.m0), hint="q_row")
        self.q_base = k.add(k.mul(q_row, self.q_stride, "i64"),
                            k.mul(k.zext(head), rb, "i64"), "i64",
                            hint="q_base")
        kv_row = k.zext(k.mul(batch, "%seq_k"), hint="kv_row")
        self.kv_base = k.add(k.mul(kv_row, self.kv_stride, "i64"),
                             k.mul(k.zext(head_kv), rb, "i64"), "i64",
                             hint="kv_base")
        lse_row = k.add(k.mul(k.add(k.mul(batch, "%heads"), head),
                              "%seq_q"), self.m0, hint="lse_row")
        self.lse_base = k.gep("float", "ptr addrspace(1)", "%LSE",
                              k.zext(lse_row), "i64", hint="lse_base")
        # Key tiles: n_tiles in all; the first n_full are visible to every
        # row of the CTA and inside seq_k (no masking).
        self.n_tiles, self.n_full = self.key_tiles(self.m0, cfg.tile_m)
        # Thread tid copies chunk tid % chunks of rows tid / chunks + j *
        # threads / chunks of the Q, K and V tiles.
        self.row = k.udiv(self.tid, str(s.chunks), hint="row")
        self.col = k.mul(k.urem(self.tid, str(s.chunks)), str(CHUNK),
                         hint="col")
        self.dst = Swizzled(k, k.add(k.mul(self.row, rb), self.col,
                                     hint="dst"), s.row_bytes)
        self.q_copies = self.copy_plan(cfg.tile_m, self.q_stride)
        self.kv_copies = self.copy_plan(cfg.tile_n, self.kv_stride)
        self.fragment_bases()

    def copy_plan(self, rows, stride):
        """Per copy of one thread: the row (relative to the tile), its byte
        offset from the tile's first row in global memory, and its
        swizzled shared offset."""
        k, s = self.k, self.s
        step = s.threads // s.chunks
        plan = []
        for j in range(rows * s.chunks // s.threads):
            r = k.add(self.row, str(j * step), hint="crow")
            goff = k.add(k.mul(k.zext(r), stride, "i64"), k.zext(self.col),
                         "i64", hint="goff")
            plan.append((r, goff, self.dst(j * step * s.row_bytes)))
        return plan

    def fragment_bases(self):
        """Swizzled offsets of each lane's ldmatrix rows (see
        kernels/ampere.py): Q as m16k16 A fragments (rows lane % 16, chunk
        lane / 16), K as pairs of n8k16 B fragments (rows lane % 8 + 8 (lane
        / 16), chunk (lane / 8) % 2), V transposed as pairs of n8k16 B
        fragments (key rows lane % 16, chunk lane / 16)."""
        k, s = self.k, self.s
        rb, lane = s.row_bytes, self.lane
        lo16, hi = k.and_(lane, "15"), k.lshr(lane, "4")
        wrow = k.mul(self.warp, str(s.rows_per_warp), hint="wrow")
        self.wrow = wrow
        q = k.add(k.mul(k.add(wrow, lo16), str(rb)), k.mul(hi, str(CHUNK)),
                  hint="q_lds")
        krow = k.add(k.and_(lane, "7"), k.mul(hi, "8"))
        kcol = k.mul(k.and_(k.lshr(lane, "3"), "1"), str(CHUNK))
        kk = k.add(k.mul(krow, str(rb)), kcol, hint="k_lds")
        v = k.add(k.mul(lo16, str(rb)), k.mul(hi, str(CHUNK)), hint="v_lds")
        self.q_lds = Swizzled(k, q, rb)
        self.k_lds = Swizzled(k, kk, rb)
        self.v_lds = Swizzled(k, v, rb)
        # All where the kernel starts: both key loops use them.
        for kb in range(s.kd):
            for i in range(s.mi):
                self.q_lds(i * 16 * rb + kb * 32)
            for p in range(s.ns // 2):
                self.k_lds(p * 16 * rb + kb * 32)
        for kb in range(s.ns // 2):
            for p in range(s.no // 2):
                self.v_lds(kb * 16 * rb + p * 32)

    # --- copies --------------------------------------------------------------
    def copy_tile(self, plan, tensor, tile_base, first_row, limit, smem_off):
        """cp.async of one thread's chunks of a tile: global rows first_row
        + r (r < rows of the tile) of ``tensor`` starting at byte offset
        ``tile_base``; rows at or past ``limit`` are zero-filled (read from
        the tensor's base, a valid address)."""
        k = self.k
        for r, goff, (swz, const) in plan:
            ok = k.icmp("ult", k.add(first_row, r), limit, hint="ok")
            src = k.gep("i8", "ptr addrspace(1)", "%" + tensor,
                        k.add(tile_base, goff, "i64"), "i64", hint="src")
            src = k.select(ok, src, "%" + tensor, "ptr addrspace(1)",
                           hint="src")
            nbytes = k.select(ok, str(CHUNK), "0", hint="nbytes")
            ampere.async_copy(k, src, self.smem_at(
                k.add(smem_off, swz, hint="soff"), const), nbytes)

    def copy_kv(self, tile):
        """Key tile ``tile`` of K and V into its buffer; one copy group."""
        k, s, cfg = self.k, self.s, self.cfg
        first = k.mul(tile, str(cfg.tile_n), hint="key0")
        base = k.add(self.kv_base, k.mul(k.zext(first), self.kv_stride,
                                         "i64"), "i64", hint="kv_tile")
        buf = k.mul(k.urem(tile, str(cfg.stages)), str(s.kv_bytes),
                    hint="buf")
        k_off = k.add(buf, str(s.q_bytes), hint="k_off")
        v_off = k.add(buf, str(s.q_bytes + cfg.stages * s.kv_bytes),
                      hint="v_off")
        self.copy_tile(self.kv_copies, "K", base, first, "%seq_k", k_off)
        self.copy_tile(self.kv_copies, "V", base, first, "%seq_k", v_off)
        ampere.commit_group(k)

    # --- fragments -----------------------------------------------------------
    def q_fragment(self, i, kb):
        swz, const = self.q_lds(i * 16 * self.s.row_bytes + kb * 32)
        return ampere.ldsm_x4(self.k, self.smem_at(swz, const), hint="qf")

    def k_fragments(self, k_off, kb):
        """The B fragments of k16 block ``kb`` for every n8 block of S."""
        k, s = self.k, self.s
        out = []
        for p in range(s.ns // 2):
            swz, const = self.k_lds(p * 16 * s.row_bytes + kb * 32)
            x4 = ampere.ldsm_x4(k, self.smem_at(k.add(k_off, swz,
                                                      hint="soff"), const),
                                hint="kf")
            out += ampere.halves(k, x4, hint="kf")
        return out

    def v_fragments(self, v_off, kk, p):
        """The B fragments of keys 16 kk .. 16 kk + 15 for the n8 blocks 2p
        and 2p + 1 of O (ldmatrix.trans)."""
        k, s = self.k, self.s
        swz, const = self.v_lds(kk * 16 * s.row_bytes + p * 32)
        x4 = ampere.ldsm_x4(k, self.smem_at(k.add(v_off, swz, hint="soff"),
                                            const), trans=True, hint="vf")
        return ampere.halves(k, x4, hint="vf")

    # --- one key tile ----------------------------------------------------------
    def key_tile(self, tile, masked, state, qf):
        """The work of key tile ``tile``: returns the new state (m, l, O)."""
        k, s, cfg = self.k, self.s, self.cfg
        m_run, l_run, o_acc = state
        ampere.wait_group(k, cfg.stages - 2)
        ampere.barrier(k)
        self.copy_kv(k.add(tile, str(cfg.stages - 1), hint="ahead"))
        buf = k.mul(k.urem(tile, str(cfg.stages)), str(s.kv_bytes),
                    hint="buf")
        k_off = k.add(buf, str(s.q_bytes), hint="k_off")
        v_off = k.add(buf, str(s.q_bytes + cfg.stages * s.kv_bytes),
                      hint="v_off")
        # 1. S = Q K^T.
        acc = [["zeroinitializer"] * s.ns for _ in range(s.mi)]
        for kb in range(s.kd):
            kf = self.k_fragments(k_off, kb)
            for i in range(s.mi):
                a = qf[i][kb] if qf else self.q_fragment(i, kb)
                cols = range(s.ns) if i % 2 == 0 else reversed(range(s.ns))
                for n in cols:
                    acc[i][n] = ampere.mma(k, self.attrs, self.acc_ty, a,
                                           kf[n], acc[i][n], hint="s")
        sv = [[[k.extractelement(self.acc_ty, acc[i][n], str(e), hint="sv")
                for e in range(4)] for n in range(s.ns)]
              for i in range(s.mi)]
        # 2. Mask.
        if masked:
            col0 = k.add(k.mul(tile, str(cfg.tile_n)), k.mul(self.q4, "2"),
                         hint="col0")
            sv = [self.mask_block(col0, self.limits[i], sv[i])
                  for i in range(s.mi)]
        # 3. Online softmax, per row (two rows per m16 block: g and g + 8).
        steps = [self.softmax_block(sv[i], m_run[i], l_run[i])
                 for i in range(s.mi)]
        new_m = [st[0] for st in steps]
        new_l = [st[1] for st in steps]
        # Rescale O by the change of the running maximum.
        o_acc = [self.scale_rows(self.acc_ty, o_acc[i], steps[i][2])
                 for i in range(s.mi)]
        # 4. P as A fragments (k16 over keys), then O += P V.
        pf = [self.p_fragments(steps[i][3]) for i in range(s.mi)]
        for kk in range(s.ns // 2):
            for p in range(s.no // 2):
                vb = self.v_fragments(v_off, kk, p)
                for i in range(s.mi):
                    for e, n in enumerate((2 * p, 2 * p + 1)):
                        o_acc[i][n] = ampere.mma(k, self.attrs, self.acc_ty,
                                                 pf[i][kk], vb[e],
                                                 o_acc[i][n], hint="o")
        return new_m, new_l, o_acc

    def row_limits(self):
        """Per row of the thread: the first key it does not see (signed)."""
        k, s, cfg = self.k, self.s, self.cfg
        limits = []
        for i in range(s.mi):
            pair = []
            for h in range(2):
                row = None if not cfg.causal else k.add(
                    k.add(self.m0, self.wrow),
                    k.add(self.g, str(16 * i + 8 * h)), hint="qrow")
                pair.append(self.row_limit(row))
            limits.append(pair)
        return limits

    # --- loops ---------------------------------------------------------------
    def flatten(self, state):
        m_run, l_run, o_acc = state
        return ([("float", v) for row in m_run for v in row] +
                [("float", v) for row in l_run for v in row] +
                [(self.acc_ty, v) for row in o_acc for v in row])

    def unflatten(self, values):
        s = self.s
        it = iter(values)
        m_run = [[next(it) for _ in range(2)] for _ in range(s.mi)]
        l_run = [[next(it) for _ in range(2)] for _ in range(s.mi)]
        o_acc = [[next(it) for _ in range(s.no)] for _ in range(s.mi)]
        return m_run, l_run, o_acc

    def loop(self, name, start, end, state, masked, qf):
        """Key tiles start .. end - 1 (maybe none); returns the state after
        them and the tile index reached."""
        k = self.k
        pre = k.current
        body, done = k.label(name), k.label(name + "_done")
        k.cbr(k.icmp("ult", start, end, hint="any"), body, done)
        k.block(body)
        tile = k.phi("i32", [(start, pre)], hint="tile")
        flat = self.flatten(state)
        phis = [k.phi(ty, [(v, pre)], hint="st") for ty, v in flat]
        new = self.key_tile(tile, masked, self.unflatten(
            [p.name for p in phis]), qf)
        nxt = k.add(tile, "1", hint="tile_next")
        new_flat = self.flatten(new)
        latch = k.current
        tile.add(nxt, latch)
        for p, (_, v) in zip(phis, new_flat):
            p.add(v, latch)
        k.cbr(k.icmp("ult", nxt, end, hint="more"), body, done)
        k.block(done)
        out = [k.phi(ty, [(v, pre), (nv, latch)], hint="st").name
               for (ty, v), (_, nv) in zip(flat, new_flat)]
        reached = k.phi("i32", [(start, pre), (nxt, latch)], hint="reached")
        return self.unflatten(out), reached.name

    # --- epilogue --------------------------------------------------------------
    def epilogue(self, state):
        k, s, cfg = self.k, self.s, self.cfg
        m_run, l_run, o_acc = state
        rb = s.row_bytes
        # O / l in pairs into the warp's rows of the Q tile.
        base = k.add(k.mul(k.add(self.wrow, self.g), str(rb)),
                     k.mul(self.q4, "4"), hint="o_st")
        o_sts = Swizzled(k, base, rb)
        for n in range(s.no):   # before the branches below
            o_sts(16 * n)
        store_ty = vec(2, self.ety)
        for i in range(s.mi):
            for h in range(2):
                inv, lse = self.finish_row(l_run[i][h], m_run[i][h])
                r = k.add(k.add(self.wrow, self.g), str(16 * i + 8 * h),
                          hint="lrow")
                self.store_lse(self.lse_base, r, lse,
                               k.icmp("eq", self.q4, "0"))
                for n in range(s.no):
                    lo = self.f("fmul", k.extractelement(
                        self.acc_ty, o_acc[i][n], str(2 * h)), inv, "ov")
                    hi = self.f("fmul", k.extractelement(
                        self.acc_ty, o_acc[i][n], str(2 * h + 1)), inv, "ov")
                    swz, const = o_sts((16 * i + 8 * h) * rb + 16 * n)
                    k.atom_copy("atom.universal_copy<%s, 32 b>" %
                                cfg.dtype, "", "void", [
                                    (store_ty, self.pack(lo, hi)),
                                    ("ptr addrspace(3)",
                                     self.smem_at(swz, const))])
        k.call("void", "llvm.nvvm.bar.warp.sync", [("i32", "-1")])
        # The warp's rows to O, 16 bytes a lane, rows past seq_q left out.
        lane_row = k.udiv(self.lane, str(s.chunks), hint="lrow")
        lane_col = k.mul(k.urem(self.lane, str(s.chunks)), str(CHUNK),
                         hint="lcol")
        rows_per_step = 32 // s.chunks    # a row is at most 32 chunks
        lds = Swizzled(k, k.add(k.mul(k.add(self.wrow, lane_row), str(rb)),
                                lane_col, hint="o_ld"), rb)
        for r in range(0, s.rows_per_warp, rows_per_step):
            lds(r * rb)
        grow0 = k.add(k.add(self.m0, self.wrow), lane_row, hint="orow")
        gbase = k.add(k.add(self.q_base, k.mul(k.zext(k.add(
            self.wrow, lane_row)), self.q_stride, "i64"), "i64"),
            k.zext(lane_col), "i64", hint="o_base")
        for r in range(0, s.rows_per_warp, rows_per_step):
            inside = k.icmp("ult", k.add(grow0, str(r)), "%seq_q",
                            hint="orow_in")
            yes, nxt = k.label("o_row"), k.label("o_next")
            k.cbr(inside, yes, nxt)
            k.block(yes)
            row_off = k.add(gbase, k.mul(self.q_stride, str(r), "i64"),
                            "i64", hint="o_off")
            swz, const = lds(r * rb)
            dst = k.gep("i8", "ptr addrspace(1)", "%O", row_off, "i64",
                        hint="o_dst")
            k.atom_copy("atom.universal_copy<%s, 128 b>" % cfg.dtype, "",
                        "void", [("ptr addrspace(3)", self.smem_at(swz, const)),
                                 ("ptr addrspace(1)", dst)])
            k.br(nxt)
            k.block(nxt)
        k.ret()

    # --- the kernel ----------------------------------------------------------
    def generate(self):
        k, s, cfg = self.k, self.s, self.cfg
        self.setup()
        self.limits = self.row_limits()
        # Q, then the first stages - 1 key tiles, one copy group each.
        self.copy_tile(self.q_copies, "Q", self.q_base, self.m0, "%seq_q",
                       "0")
        ampere.commit_group(k)
        for t in range(cfg.stages - 1):
            self.copy_kv(str(t))
        qf = None
        if s.q_in_regs:
            ampere.wait_group(k, cfg.stages - 1)
            ampere.barrier(k)
            qf = [[self.q_fragment(i, kb) for kb in range(s.kd)]
                  for i in range(s.mi)]
        state = ([[NEG_INF] * 2 for _ in range(s.mi)],
                 [["0.0"] * 2 for _ in range(s.mi)],
                 [["zeroinitializer"] * s.no for _ in range(s.mi)])
        state, reached = self.loop("full", "0", self.n_full, state, False,
                                   qf)
        state, _ = self.loop("edge", reached, self.n_tiles, state, True, qf)
        # Copies of tiles past the last may still be in flight, and the
        # epilogue writes O into the Q tile, whose rows any thread may have
        # copied: every copy done, in every thread.
        ampere.wait_group(k, 0)
        ampere.barrier(k)
        self.epilogue(state)
        launch = Launch(
            kernel=cfg.name, target=cfg.target,
            params=[PointerParam("Q", cfg.dtype), PointerParam("K", cfg.dtype),
                    PointerParam("V", cfg.dtype), PointerParam("O", cfg.dtype),
                    PointerParam("LSE", "f32"), ScalarParam("seq_q"),
                    ScalarParam("seq_k"), ScalarParam("heads"),
                    ScalarParam("heads_kv"),
                    ScalarParam("scale_log2", "f32")],
            threads=s.threads, grid="attention", dynamic_smem=s.smem,
            tile=[cfg.tile_m, cfg.tile_n, cfg.head_dim], tolerance=2e-2)
        return self.m.text(), launch


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    return Sm80Attention(cfg).generate()

"""Blackwell (sm_100a) attention forward: the structure of CUTLASS's
Blackwell FMHA (examples/77_blackwell_fmha), S and O in tensor memory,
from TMA, mbarrier, UMMA (tcgen05.mma) and tensor-memory atoms.

A CTA of six warps computes tile_m = 128 query rows of one head of one
batch (grid ceil(seq_q / 128) x heads x batch):

- warp 5, the load warp: one elected thread loads the Q tile once
  (`atom.tma_load` of a 4-mode tensor map [head_dim, heads, seq, batch];
  rows past seq_q and the batch are zero-filled by the TMA unit) and then,
  per key tile, K and V into two rings of `stages` buffers, each buffer
  guarded by a full mbarrier (TMA transaction bytes) and an empty one
  (arrived by the MMA warp's tcgen05.commit);
- warp 4, the MMA warp: the whole warp allocates the tensor memory
  (tcgen05.alloc of 512 columns, relinquish, dealloc at the end); its lane
  0 issues every UMMA: S_j = Q K_j^T (`sm100.mma`, A and B from 128B-
  swizzled shared memory) into one of two S buffers in tensor memory, and
  O += P_j V_j (`sm100.mma` with `a_residency = tmem`: P is read from the
  tensor-memory columns of S_j, where the softmax wrote it; V is an
  MN-major B, `transpose_b`) into O in tensor memory. S_{j+1} is issued
  before P_j V_j, so the tensor core computes the next scores while the
  softmax warps work on these. Completion is signalled with tcgen05.commit
  on mbarriers: s_full[b] (S in buffer b ready), o_full (a P V done; also
  every earlier UMMA), and the K/V empty barriers;
- warps 0-3, the softmax warpgroup: thread t owns query row t, which is
  tensor-memory lane t (a warp may access lanes 32 (w % 4) .. + 31). Per
  key tile it waits for s_full, reads its row of S with one tcgen05.ld
  (`atom.tmem_load`, 32x32b: a row's maximum and sum need no shuffles),
  masks, runs the online softmax, writes P as 16-bit pairs over the first
  tile_n / 2 columns of the same S buffer (`atom.tmem_store`), rescales
  its row of O in tensor memory when its maximum grew (after o_full says
  the previous P V is done; skipped by a whole warp when none of its rows
  needs it), and arrives on p_full[b]: the MMA warp may issue P_j V_j.
  After the last tile it is also the epilogue: O / l from tensor memory,
  converted, into the Q tile's shared memory (128B-swizzled as a TMA box
  lands), one `atom.tma_store`; each row's LSE.

This is the "simpler variant" of CUTLASS's design: there the correction
(rescaling O and the epilogue) is a warpgroup of its own and two softmax
warpgroups each own one of two 128-row Q tiles (a 256-row CTA, S0 S1 O0
O1 filling the 512 columns) — docs/Attention.md compares the two.

Tensor memory (columns; 128 lanes = rows): S buffer 0 at 0, S buffer 1 at
tile_n, O at 2 tile_n (head_dim columns); P_j in the first tile_n / 2
columns of S_j's buffer.

Options: none. head_dim 64 or 128; tile 128 x 64 or 128 x 128 (presets:
128 x 128).
"""

from .. import hopper
from ..gemm.sm100 import desc_const
from ..hopper import ALIGN, SWIZZLE
from ..ir import vec
from ..launch import Launch, PointerParam, ScalarParam, TensorMapParam
from .common import (CHUNK_COLS, IR_TYPE, NEG_INF, AttentionWriter, KvRing,
                     choice_problems, ring_problems, ring_smem_problems,
                     tile_attrs)
from .config import DTYPES, Config

TARGETS = ("sm_100a",)
SOFTMAX_WARPS = 4           # warps 0-3: softmax, correction, epilogue
MMA_WARP = 4
LOAD_WARP = 5
THREADS = 6 * 32
TILE_M = 128                # tcgen05.mma M = 128: one query row a lane
HEAD_DIMS = (64, 128)
TILE_NS = (64, 128, 256)
TMEM_COLS = 512             # a CTA's tensor memory: 128 lanes x 512 columns
SMEM_LIMIT = 232448         # the most dynamic shared memory a CTA may have
O_CHUNK = 32                # O columns per tcgen05.ld/st when rescaling
EPILOGUE_BARRIER = 1        # named barrier of the softmax warpgroup

# sm100 shared-memory descriptors (gemm/sm100.py): K-major 128B swizzle for
# Q and K (8-row groups 1024 bytes apart); V MN-major, the leading byte
# offset being the distance between its 64-column blocks (per Plan).
SW128 = 2


def _preset(name, dtype, head_dim, causal=False):
    return Config(name=name, target="sm_100a", dtype=dtype, head_dim=head_dim,
                  tile_m=TILE_M, tile_n=128, causal=causal)


PRESETS = {p.name: p for p in [
    _preset("attn_sm100a_%s_d%d%s" % (dt, d, "_causal" if causal else ""),
            dt, d, causal)
    for dt in DTYPES for causal in (False, True) for d in HEAD_DIMS]}

BARRIERS = ("q_full", "k_full", "k_empty", "v_full", "v_empty", "s_full",
            "p_full", "o_full")


class Plan:
    """Sizes, shared-memory offsets (from the 1024-aligned base) and the
    tensor-memory columns."""

    def __init__(self, cfg):
        self.chunks = cfg.head_dim // CHUNK_COLS          # 64-column blocks
        self.q_chunk = TILE_M * SWIZZLE                    # bytes per block
        self.kv_chunk = cfg.tile_n * SWIZZLE
        self.q_bytes = self.chunks * self.q_chunk
        self.kv_stage = self.chunks * self.kv_chunk
        self.q_off = 0
        self.k_off = self.q_bytes
        self.v_off = self.k_off + cfg.stages * self.kv_stage
        self.bar_off = self.v_off + cfg.stages * self.kv_stage
        # (first index, count) of each barrier kind, 8 bytes each.
        counts = {"q_full": 1, "k_full": cfg.stages, "k_empty": cfg.stages,
                  "v_full": cfg.stages, "v_empty": cfg.stages, "s_full": 2,
                  "p_full": 2, "o_full": 1}
        self.bars, n = {}, 0
        for name in BARRIERS:
            self.bars[name] = (n, counts[name])
            n += counts[name]
        self.slot_off = self.bar_off + 8 * n              # TMEM address
        self.smem = self.slot_off + 8
        self.launch_smem = self.smem + ALIGN
        # Tensor memory.
        self.s_cols = [0, cfg.tile_n]
        self.o_col = 2 * cfg.tile_n
        self.tmem_need = 2 * cfg.tile_n + cfg.head_dim
        self.ks = cfg.head_dim // 16                       # k16 steps of S
        self.kk = cfg.tile_n // 16                         # k16 steps of O


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing)."""
    out = choice_problems(cfg, TARGETS, DTYPES, HEAD_DIMS,
                          head_dim_note="this family")
    if cfg.target not in TARGETS:
        return out
    if cfg.tile_m != TILE_M:
        out.append("tile_m must be %d (tcgen05.mma M = 128: one query row "
                   "per tensor-memory lane)" % TILE_M)
    if cfg.tile_n not in TILE_NS:
        out.append("tile_n %d is not one of %s" % (
            cfg.tile_n, ", ".join(map(str, TILE_NS))))
    out += ring_problems(cfg)
    if out:
        return out
    p = Plan(cfg)
    if p.tmem_need > TMEM_COLS:
        out.append("%d tensor-memory columns (two S buffers of %d, O %d) "
                   "exceed the %d a CTA has" % (
                       p.tmem_need, cfg.tile_n, cfg.head_dim, TMEM_COLS))
    return out + ring_smem_problems(cfg, p, SMEM_LIMIT, "sm_100a")


class Sm100Attention(KvRing, AttentionWriter):
    """Writes the kernel of configuration ``cfg``."""

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.ety = IR_TYPE[cfg.dtype]
        self.open_kernel("attention forward on sm_100a", "sm100.py", THREADS)
        self.s_attrs = ("{shape_MNK = [%d, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32}" % (TILE_M, cfg.tile_n, cfg.dtype,
                                               cfg.dtype))
        self.o_attrs = ("{shape_MNK = [%d, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32, a_residency = tmem, transpose_b}"
                        % (TILE_M, cfg.head_dim, cfg.dtype, cfg.dtype))

    # --- addresses -------------------------------------------------------------
    def bar(self, kind, index="0"):
        """The mbarrier ``kind`` number ``index`` (an i32 value)."""
        k = self.k
        first = self.p.bar_off + 8 * self.p.bars[kind][0]
        if index == "0":
            return self.at(str(first), kind)
        return self.at(k.add(str(first), k.mul(index, "8"),
                             hint=kind + "_off"), kind)

    def buf_parity(self, j):
        """(S buffer, parity) of key tile ``j``: buffers alternate."""
        k = self.k
        return (k.and_(j, "1", hint="sbuf"),
                k.and_(k.lshr(j, "1"), "1", hint="sphase"))

    def tmem(self, base, offset, hint="tm"):
        """A tensor-memory address: base + offset (lane << 16 | column)."""
        k = self.k
        v = k.add(base, offset, hint=hint + ".i") if offset != "0" else base
        return k.op(hint, "inttoptr i32 %s to ptr addrspace(6)" % v)

    def fence_after(self):
        self.k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync", [])

    def fence_before(self):
        self.k.call("void", "llvm.nvvm.tcgen05.fence.before.thread.sync", [])

    def converge(self):
        """bar.warp.sync: the warp's threads, which may have left a spin
        loop at different times, run the next warp-wide (.sync.aligned)
        tcgen05 instruction together."""
        self.k.call("void", "llvm.nvvm.bar.warp.sync", [("i32", "-1")])

    def commit(self, bar):
        """tcgen05.commit: ``bar`` gets one arrival when every UMMA this
        thread issued so far has completed."""
        self.k.call("void", "llvm.nvvm.tcgen05.commit.shared.cg1",
                    [("ptr addrspace(3)", bar)])

    # --- setup -------------------------------------------------------------
    def setup(self):
        """Barriers initialized by thread 0, tensor memory allocated by the
        MMA warp; every thread then reads its address."""
        k, p, cfg = self.k, self.p, self.cfg
        self.base = hopper.aligned_base(k, self.m.dynamic_shared("smem"))
        self.tid = k.sreg("tid.x")
        self.warp = k.lshr(self.tid, "5", hint="warp")
        self.lane = k.and_(self.tid, "31", hint="lane")
        self.m0 = k.mul(k.sreg("ctaid.x"), str(TILE_M), hint="m0")
        self.head = k.sreg("ctaid.y", hint="head")
        self.batch = k.sreg("ctaid.z", hint="batch")
        group = k.udiv("%heads", "%heads_kv", hint="group")
        self.head_kv = k.udiv(self.head, group, hint="head_kv")
        self.n_tiles, self.n_full = self.key_tiles(self.m0, TILE_M)
        self.any_tile = k.icmp("ult", "0", self.n_tiles, hint="any")

        def init():
            counts = {"p_full": SOFTMAX_WARPS * 32}
            for name in BARRIERS:
                first, n = p.bars[name]
                for i in range(n):
                    hopper.mbarrier_init(k, self.at(str(
                        p.bar_off + 8 * (first + i))), counts.get(name, 1))
            # Used by the async proxy: TMA and tcgen05.commit.
            k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
            for t in ("tma_q", "tma_k", "tma_v", "tma_o"):
                k.call("void", "llvm.nvvm.cute.prefetch_tma_desc",
                       [("ptr", "%" + t)])
        hopper.if_then(k, k.icmp("eq", self.tid, "0", hint="is_t0"), "init",
                       init)
        self.slot = self.at(str(p.slot_off), "slot")
        self.is_mma_warp = k.icmp("eq", self.warp, str(MMA_WARP),
                                  hint="is_mma_warp")
        join = self.k.if_(self.is_mma_warp, "alloc")
        k.call("void", "llvm.nvvm.tcgen05.alloc.shared.cg1",
               [("ptr addrspace(3)", self.slot), ("i32", str(TMEM_COLS))])
        k.call("void", "llvm.nvvm.tcgen05.relinq.alloc.permit.cg1", [])
        self.k.end_if(join)
        self.fence_before()
        k.call("void", "llvm.nvvm.barrier.sync", [("i32", "0")])
        self.fence_after()
        self.taddr = k.load("i32", "ptr addrspace(3)", self.slot, 4,
                            hint="taddr")

    def teardown(self):
        """The MMA warp frees the tensor memory once every thread is done
        with it."""
        k = self.k
        self.fence_before()
        # barrier.sync, not bar.sync (.aligned): the lanes of the load and
        # MMA warps arrive at different times.
        k.call("void", "llvm.nvvm.barrier.sync", [("i32", "0")])
        join = self.k.if_(self.is_mma_warp, "dealloc")
        self.converge()
        self.fence_after()
        k.call("void", "llvm.nvvm.tcgen05.dealloc.cg1",
               [("ptr addrspace(6)", self.tmem(self.taddr, "0", "tbase")),
                ("i32", str(TMEM_COLS))])
        self.k.end_if(join)

    # --- load warp -----------------------------------------------------------
    def load_warp(self):
        """One elected thread: Q, then K and V of every key tile as their
        buffers free up (nothing when the CTA's rows see no key)."""
        k, p, cfg = self.k, self.p, self.cfg
        done = k.label("load.done")
        issue = k.label("load.issue")
        k.cbr(k.and_(hopper.elect_one(k), self.any_tile, "i1",
                     hint="load_issuer"), issue, done)
        k.block(issue)
        k.atom_copy("atom.tma_load", tile_attrs(cfg, TILE_M, ", arrive"),
                    "void", [("ptr addrspace(3)", self.at(str(p.q_off), "q")),
                             ("ptr addrspace(3)", self.bar("q_full")),
                             ("ptr", "%tma_q"), ("i32", "0"),
                             ("i32", self.head), ("i32", self.m0),
                             ("i32", self.batch)])
        pre = k.current
        loop = k.label("load.tile")
        k.br(loop)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        self.load_kv(j.name, "load.wait_")
        nxt = k.add(j.name, "1", hint="j.next")
        j.add(nxt, k.current)
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop, done)
        k.block(done)

    # --- MMA warp ------------------------------------------------------------
    def desc(self, ptr, lbo, hint):
        """The sm100 shared-memory descriptor of the 128B-swizzled tile at
        ``ptr``."""
        k = self.k
        addr = k.ptrtoint(ptr, "ptr addrspace(3)", hint="addr")
        lo = k.and_(k.lshr(addr, "4"), "16383", hint=hint + ".lo")
        return k.or_(k.zext(lo), str(desc_const(lbo, 1024, SW128)),
                     ty="i64", hint=hint)

    def mma_warp(self):
        """Lane 0 of the MMA warp: S_0, then per key tile j: S_{j+1} (into
        the other S buffer), wait for P_j, O += P_j V_j."""
        k, p, cfg = self.k, self.p, self.cfg
        done = k.label("mma.done")
        issue = k.label("mma.issue")
        k.cbr(k.and_(k.icmp("eq", self.lane, "0", hint="lane0"),
                     self.any_tile, "i1", hint="mma_issuer"), issue, done)
        k.block(issue)
        self.q_desc = self.desc(self.at(str(p.q_off), "q"), 16, "q_desc")
        self.k_desc = self.desc(self.at(str(p.k_off), "k0"), 16, "k_desc")
        self.v_desc = self.desc(self.at(str(p.v_off), "v0"), p.kv_chunk,
                                "v_desc")
        self.s_tmem = [self.tmem(self.taddr, str(c), "s%d" % b)
                       for b, c in enumerate(p.s_cols)]
        self.o_tmem = self.tmem(self.taddr, str(p.o_col), "o_tmem")
        hopper.wait_parity(k, self.bar("q_full"), "0", "mma.wait_q")
        self.issue_s("0", "0")
        pre = k.current
        loop = k.label("mma.tile")
        k.br(loop)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        nxt = k.add(j.name, "1", hint="j.next")
        # S_{j+1} into the other buffer: it held P_{j-1}, which the P V
        # issued before (in the previous step) reads; UMMAs of one thread
        # execute in order.
        join = k.if_(k.icmp("ult", nxt, self.n_tiles, hint="has_next"),
                     "mma.next_s")
        self.issue_s(nxt, k.and_(nxt, "1", hint="next_buf"))
        k.end_if(join)
        buf, phase = self.buf_parity(j.name)
        hopper.wait_parity(k, self.bar("p_full", buf), phase, "mma.wait_p")
        stage, parity = self.stage_parity(j.name)
        hopper.wait_parity(k, self.bar("v_full", stage), parity,
                           "mma.wait_v")
        self.fence_after()
        self.gemm_o(stage, buf, k.icmp("ne", j.name, "0", hint="accumulate"))
        self.commit(self.bar("o_full"))
        self.commit(self.bar("v_empty", stage))
        j.add(nxt, k.current)
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop, done)
        k.block(done)

    def issue_s(self, j, buf):
        """Waits for K_j, S_j = Q K_j^T into S buffer ``buf``, commits
        s_full[buf] and K_j's empty barrier."""
        k = self.k
        stage, parity = self.stage_parity(j)
        hopper.wait_parity(k, self.bar("k_full", stage), parity,
                           "mma.wait_k")
        self.fence_after()
        self.gemm_s(stage, buf)
        self.commit(self.bar("s_full", buf))
        self.commit(self.bar("k_empty", stage))

    def gemm_s(self, stage, buf):
        """head_dim / 16 UMMAs 128 x tile_n x 16, the first overwriting S."""
        k, p = self.k, self.p
        kb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="k_stage")
        kd = k.add(self.k_desc, kb, "i64", hint="k_desc_s")
        d = k.select(k.icmp("eq", buf, "0", hint="buf0"), self.s_tmem[0],
                     self.s_tmem[1], "ptr addrspace(6)", hint="s_tmem")
        for ks in range(p.ks):
            chunk, within = divmod(ks, 4)
            qa = k.add(self.q_desc, str((chunk * p.q_chunk + within * 32)
                                        >> 4), "i64", hint="qa") \
                if ks else self.q_desc
            kbd = k.add(kd, str((chunk * p.kv_chunk + within * 32) >> 4),
                        "i64", hint="kb") if ks else kd
            k.atom_mma("sm100.mma", self.s_attrs, "void", [
                ("i64", qa), ("i64", kbd), ("ptr addrspace(6)", d),
                ("i1", "false" if ks == 0 else "true")])

    def gemm_o(self, stage, buf, accumulate):
        """tile_n / 16 UMMAs 128 x head_dim x 16: A = P in tensor memory (8
        columns of 16-bit pairs per k16 step), B = V (MN-major: 16 keys =
        16 rows of 128 bytes per step)."""
        k, p, cfg = self.k, self.p, self.cfg
        vb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="v_stage")
        vd = k.add(self.v_desc, vb, "i64", hint="v_desc_s")
        p_col = k.mul(buf, str(cfg.tile_n), hint="p_col")
        for kk in range(p.kk):
            a = self.tmem(self.taddr, k.add(p_col, str(8 * kk),
                                            hint="p_k"), "p_tmem")
            vkd = k.add(vd, str((kk * 16 * SWIZZLE) >> 4), "i64",
                        hint="vb") if kk else vd
            k.atom_mma("sm100.mma", self.o_attrs, "void", [
                ("ptr addrspace(6)", a), ("i64", vkd),
                ("ptr addrspace(6)", self.o_tmem),
                ("i1", accumulate if kk == 0 else "true")])

    # --- softmax warpgroup ---------------------------------------------------
    def fvec(self, n):
        return vec(n, "float")

    def tree(self, vals, combine):
        while len(vals) > 1:
            vals = [combine(vals[i], vals[i + 1]) if i + 1 < len(vals)
                    else vals[i] for i in range(0, len(vals), 2)]
        return vals[0]

    def softmax_warps(self):
        """Thread t: query row m0 + t, tensor-memory lane t."""
        k, p, cfg = self.k, self.p, self.cfg
        self.row = k.add(self.m0, self.tid, hint="row")
        self.limit = self.row_limit(self.row)
        self.lane_base = k.add(self.taddr, k.shl(self.warp, "21"),
                               hint="tlane")
        pre = k.current
        loop, empty = k.label("sm.tile"), k.label("sm.empty")
        k.cbr(self.any_tile, loop, empty)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        m_run = k.phi("float", [(NEG_INF, pre)], hint="m")
        l_run = k.phi("float", [("0.0", pre)], hint="l")
        buf, phase = self.buf_parity(j.name)
        hopper.wait_parity(k, self.bar("s_full", buf), phase, "sm.wait_s")
        self.converge()
        self.fence_after()
        s_col = k.mul(buf, str(cfg.tile_n), hint="s_col")
        s_addr = self.tmem(k.add(self.lane_base, s_col, hint="s_lane"), "0",
                           "s_row")
        s = k.atom_copy("atom.tmem_load", "{shape = 32x32b, num = %d}" %
                        cfg.tile_n, self.fvec(cfg.tile_n),
                        [("ptr addrspace(6)", s_addr)], hint="s")
        sv = [k.extractelement(self.fvec(cfg.tile_n), s, str(c), hint="sv")
              for c in range(cfg.tile_n)]
        sv = self.mask(j.name, sv)
        m_new, l_new, corr, pv = self.softmax_row(sv, m_run.name, l_run.name)
        # P over the first tile_n / 2 columns of this S buffer.
        packed = "poison"
        pty = vec(cfg.tile_n // 2, "i32")
        for c in range(cfg.tile_n // 2):
            packed = k.insertelement(pty, packed, "i32", self.pack_i32(
                pv[2 * c], pv[2 * c + 1]), str(c), hint="pp")
        k.atom_copy("atom.tmem_store", "{shape = 32x32b, num = %d}" %
                    (cfg.tile_n // 2), "void",
                    [("ptr addrspace(6)", s_addr), (pty, packed)])
        # O (from P_{j-1} V_{j-1}) times the correction, once that P V is
        # done; not before the first P V.
        join = k.if_(k.icmp("ne", j.name, "0", hint="not_first"),
                     "sm.correct")
        self.rescale_o(j.name, corr)
        k.end_if(join)
        self.fence_before()
        hopper.mbarrier_arrive(k, self.bar("p_full", buf))
        nxt = k.add(j.name, "1", hint="j.next")
        latch = k.current
        j.add(nxt, latch)
        m_run.add(m_new, latch)
        l_run.add(l_new, latch)
        after = k.label("sm.after")
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop, after)
        # The last P V (and every UMMA) done.
        k.block(after)
        last = k.sub(self.n_tiles, "1", hint="last")
        hopper.wait_parity(k, self.bar("o_full"), k.and_(last, "1",
                                                         hint="o_phase"),
                           "sm.wait_o")
        self.converge()
        self.fence_after()
        done_l = k.current
        epi = k.label("sm.epilogue")
        k.br(epi)
        k.block(empty)
        k.br(epi)
        k.block(epi)
        m_fin = k.phi("float", [(m_new, done_l), (NEG_INF, empty)],
                      hint="m_fin")
        l_fin = k.phi("float", [(l_new, done_l), ("0.0", empty)],
                      hint="l_fin")
        self.epilogue(m_fin.name, l_fin.name)

    def mask(self, tile, sv):
        """sv with -inf where key tile * tile_n + c is at or past the row's
        limit, in the tiles that cross seq_k or the diagonal."""
        k, cfg = self.k, self.cfg
        masked_l, join = k.label("mask"), k.label("masked")
        before = k.current
        k.cbr(k.icmp("uge", tile, self.n_full, hint="edge"), masked_l, join)
        k.block(masked_l)
        col0 = k.mul(tile, str(cfg.tile_n), hint="col0")
        out = []
        for c, v in enumerate(sv):
            col = k.add(col0, str(c), hint="col")
            seen = k.icmp("slt", col, self.limit, hint="seen")
            out.append(k.select(seen, v, NEG_INF, "float", hint="sm"))
        after = k.current
        k.br(join)
        k.block(join)
        return [k.phi("float", [(a, before), (b, after)], hint="sv").name
                for a, b in zip(sv, out)]

    def softmax_row(self, sv, m_run, l_run):
        """The online softmax step of this thread's row: (m, l, correction,
        P's values). The whole row is in the thread: no shuffles."""
        k = self.k
        mx = self.tree(list(sv), self.fmax)
        m_new = self.fmax(m_run, self.f("fmul", mx, "%scale_log2"))
        # With every key so far masked, m is -inf: subtract 0 instead (P
        # and the correction are then 0, not NaN).
        m_use = k.select(k.op("ninf", "fcmp oeq float %s, %s" % (
            m_new, NEG_INF)), "0.0", m_new, "float", hint="m_use")
        neg = self.f("fsub", "-0.0", m_use, hint="neg_m")
        c = self.ex2(self.f("fsub", m_run, m_use, hint="dm"))
        ps = [self.ex2(self.fcall("llvm.fma.f32", [v, "%scale_log2", neg],
                                  hint="sm")) for v in sv]
        total = self.tree(list(ps), lambda a, b: self.f("fadd", a, b, "rs"))
        l_new = self.fcall("llvm.fma.f32", [l_run, c, total], hint="l")
        return m_new, l_new, c, ps

    def load_o_chunk(self, c):
        """The thread's row of O columns c * O_CHUNK .. + O_CHUNK - 1 from
        tensor memory: (its tensor-memory address, the <O_CHUNK x float>)."""
        addr = self.tmem(self.lane_base, str(self.p.o_col + c * O_CHUNK),
                         "o_row")
        return addr, self.k.atom_copy(
            "atom.tmem_load", "{shape = 32x32b, num = %d}" % O_CHUNK,
            self.fvec(O_CHUNK), [("ptr addrspace(6)", addr)], hint="o")

    def rescale_o(self, j, corr):
        """Waits for P_{j-1} V_{j-1}, then O's row times ``corr`` in
        tensor memory, O_CHUNK columns at a time — skipped by a warp none
        of whose rows' maximum grew."""
        k, cfg = self.k, self.cfg
        prev = k.sub(j, "1", hint="prev")
        hopper.wait_parity(k, self.bar("o_full"), k.and_(prev, "1",
                                                         hint="o_phase"),
                           "sm.wait_o")
        self.converge()
        self.fence_after()
        need = k.op("grew", "fcmp une float %s, 1.0" % corr)
        any_ = k.call("i1", "llvm.nvvm.vote.any.sync",
                      [("i32", "-1"), ("i1", need)], hint="warp_grew")
        join = self.k.if_(any_, "sm.rescale")
        ty = self.fvec(O_CHUNK)
        splat = k.op("cs", "insertelement %s poison, float %s, i32 0" % (
            ty, corr))
        splat = k.op("cs", "shufflevector %s %s, %s poison, <%d x i32> "
                     "zeroinitializer" % (ty, splat, ty, O_CHUNK))
        for c in range(cfg.head_dim // O_CHUNK):
            addr, o = self.load_o_chunk(c)
            o = k.op("o", "fmul %s %s, %s" % (ty, o, splat))
            k.atom_copy("atom.tmem_store", "{shape = 32x32b, num = %d}" %
                        O_CHUNK, "void", [("ptr addrspace(6)", addr),
                                          (ty, o)])
        self.k.end_if(join)

    # --- epilogue ------------------------------------------------------------
    def epilogue(self, m_run, l_run):
        """The row's LSE; O / l, converted, into the row of the Q tile (its
        128B swizzle: 16-byte unit u of row r at u ^ (r % 8)), fenced for
        the async proxy, the warpgroup's barrier, one TMA store."""
        k, p, cfg = self.k, self.p, self.cfg
        inv, lse = self.inv_lse(l_run, m_run)    # a thread has the whole row
        lse_row = k.add(k.mul(k.add(k.mul(self.batch, "%heads"), self.head),
                              "%seq_q"), self.row, hint="lse_row")
        join = k.if_(k.icmp("ult", self.row, "%seq_q", hint="row_in"),
                     "lse")
        k.atom_copy("atom.universal_copy<f32>", "", "void", [
            ("float", lse), ("ptr addrspace(1)", k.gep(
                "float", "ptr addrspace(1)", "%LSE", k.zext(lse_row), "i64",
                hint="lse_p"))])
        k.end_if(join)
        r8 = k.and_(self.tid, "7", hint="r8")
        row_off = k.add(k.mul(self.tid, str(SWIZZLE)), str(p.q_off),
                        hint="o_row")
        ty = self.fvec(O_CHUNK)
        uty = vec(8, self.ety)

        def write_chunk(c, vals):
            """Columns c * O_CHUNK .. + O_CHUNK - 1 (``vals``: f32 values
            or None for zeros) as 16-byte units."""
            for u in range(O_CHUNK // 8):
                n = c * O_CHUNK + 8 * u          # first column of the unit
                block, unit = divmod(n // 8, 8)
                if vals is None:
                    data = "zeroinitializer"
                else:
                    regs = [self.pack_i32(vals[8 * u + 2 * e],
                                          vals[8 * u + 2 * e + 1])
                            for e in range(4)]
                    data = k.bitcast(hopper.vec4(k, regs, hint="ou"),
                                     vec(4, "i32"), uty, hint="ou")
                off = k.add(row_off, k.add(
                    k.shl(k.xor(r8, str(unit), hint="unit"), "4"),
                    str(block * p.q_chunk), hint="o_off"), hint="o_off")
                k.atom_copy("atom.universal_copy<%s, 128 b>" % cfg.dtype, "",
                            "void", [(uty, data),
                                     ("ptr addrspace(3)", self.at(off,
                                                                  "o_p"))])

        full, zero, stored = (k.label("epi.o"), k.label("epi.zero"),
                              k.label("epi.stored"))
        k.cbr(self.any_tile, full, zero)
        k.block(full)
        self.converge()     # after the LSE store's branch: tcgen05.ld is
                            # warp-wide
        for c in range(cfg.head_dim // O_CHUNK):
            _, o = self.load_o_chunk(c)
            write_chunk(c, [self.f("fmul", k.extractelement(ty, o, str(e)),
                                   inv, "ov") for e in range(O_CHUNK)])
        k.br(stored)
        k.block(zero)
        # No key tile: no UMMA wrote O (and no TMA writes Q's buffer).
        for c in range(cfg.head_dim // O_CHUNK):
            write_chunk(c, None)
        k.br(stored)
        k.block(stored)
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        hopper.named_barrier_sync(k, EPILOGUE_BARRIER, SOFTMAX_WARPS * 32)

        def store():
            k.atom_copy("atom.tma_store", tile_attrs(cfg, TILE_M), "void", [
                ("ptr addrspace(3)", self.at(str(p.q_off), "o_tile")),
                ("ptr", "%tma_o"), ("i32", "0"), ("i32", self.head),
                ("i32", self.m0), ("i32", self.batch)])
            k.call("void", "llvm.nvvm.cp.async.bulk.commit.group", [])
            # The shared tile must outlive the store's reads.
            k.call("void", "llvm.nvvm.cp.async.bulk.wait.group.read",
                   [("i32", "0")])
        hopper.if_then(k, k.icmp("eq", self.tid, "0", hint="is_t0"),
                       "epi.store", store)

    # --- the kernel ----------------------------------------------------------
    def generate(self):
        k, cfg, p = self.k, self.cfg, self.p
        self.setup()
        for cond, hint, body in (
                (k.icmp("eq", self.warp, str(LOAD_WARP), hint="is_load"),
                 "load", self.load_warp),
                (self.is_mma_warp, "mma", self.mma_warp),
                (k.icmp("ult", self.warp, str(SOFTMAX_WARPS),
                        hint="is_softmax"), "softmax", self.softmax_warps)):
            join = self.k.if_(cond, hint)
            body()
            self.k.end_if(join)
        self.teardown()
        k.ret()
        dims_q = ["head_dim", "heads", "seq_q", "batch"]
        dims_kv = ["head_dim", "heads_kv", "seq_k", "batch"]
        box_q = [CHUNK_COLS, 1, TILE_M, 1]
        box_kv = [CHUNK_COLS, 1, cfg.tile_n, 1]
        launch = Launch(
            kernel=cfg.name, target=cfg.target,
            params=[TensorMapParam("Q", cfg.dtype, box_q, SWIZZLE, dims_q),
                    TensorMapParam("K", cfg.dtype, box_kv, SWIZZLE, dims_kv),
                    TensorMapParam("V", cfg.dtype, box_kv, SWIZZLE, dims_kv),
                    TensorMapParam("O", cfg.dtype, box_q, SWIZZLE, dims_q),
                    PointerParam("LSE", "f32"), ScalarParam("seq_q"),
                    ScalarParam("seq_k"), ScalarParam("heads"),
                    ScalarParam("heads_kv"),
                    ScalarParam("scale_log2", "f32")],
            threads=THREADS, grid="attention", dynamic_smem=p.launch_smem,
            tile=[TILE_M, cfg.tile_n, cfg.head_dim], tolerance=2e-2)
        return self.m.text(), launch


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    return Sm100Attention(cfg).generate()

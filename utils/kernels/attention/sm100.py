"""Blackwell (sm_100a) attention forward: the structure of CUTLASS's
Blackwell FMHA (examples/77_blackwell_fmha), S and O in tensor memory,
from TMA, mbarrier, UMMA (tcgen05.mma) and tensor-memory atoms.

A CTA of sixteen warps computes tile_m = 256 query rows of one head of one
batch as two 128-row Q tiles (grid ceil(seq_q / 256) x heads x batch); each
K/V tile loaded once serves both:

- warps 0-3 and 4-7, softmax warpgroups 0 and 1 (setmaxnreg.inc 176): the
  thread r of warpgroup t owns query row m0 + 128 t + r, which is lane r
  of tensor memory (a warp may access lanes 32 (w % 4) .. + 31). Per key
  tile it waits for s_full[t], reads its row of S_t with one tcgen05.ld
  (`atom.tmem_load`, 32x32b: a row's maximum and sum need no shuffles),
  masks, hands the new row maximum to the correction warpgroup (shared
  memory, stats_full[t]), runs the online softmax, writes P_t as 16-bit
  pairs into tensor memory (`atom.tmem_store`) and arrives on pv_ready[t].
  After the last tile it hands over its row sum (l_full[t]);
- warps 8-11, the correction warpgroup (setmaxnreg.dec 96): thread r owns
  row r of both Q tiles. Per key tile and Q tile it takes the new maximum,
  waits for the previous P_t V (o_done[t]), rescales its row of O_t in
  tensor memory where a row of the warp needs it, and arrives on
  pv_ready[t]: the rescale is off the softmax's critical path. Then the
  epilogue: O_t / l, converted, into Q_t's shared memory (128B-swizzled as
  a TMA box lands), each row's LSE; a named barrier hands the tile to
  the epilogue warp;
- warp 12, the MMA warp (setmaxnreg.dec 64): the whole warp allocates the
  tensor memory (tcgen05.alloc of 512 columns, relinquish, dealloc at the
  end); its lane 0 issues every UMMA, per key tile j: P_0 V_j, Q_0 K_{j+1},
  P_1 V_j, Q_1 K_{j+1} (S_t = Q_t K^T: `sm100.mma`, A and B from 128B-
  swizzled shared memory; O_t += P_t V: `sm100.mma` with `a_residency =
  tmem`, V an MN-major B, `transpose_b`), so the tensor core computes one
  Q tile's scores while the other's softmax runs. Completion is signalled
  with tcgen05.commit on mbarriers: s_full[t], o_done[t] and the K/V empty
  barriers;
- warp 13, the load warp (setmaxnreg.dec 64): one elected thread loads the
  two Q tiles once (`atom.tma_load` of a 4-mode tensor map [head_dim,
  heads, seq, batch]; rows past seq_q and the batch are zero-filled by the
  TMA unit) and then, per key tile, K and V into two rings of `stages`
  buffers, each guarded by a full mbarrier (TMA transaction bytes) and an
  empty one (the MMA warp's tcgen05.commit);
- warp 14, the epilogue warp (setmaxnreg.dec 64): per Q tile, once the
  correction warps have staged O_t, one `atom.tma_store`;
- warp 15 only gives its registers back (setmaxnreg.dec 64): the softmax
  warps' increase takes registers all four small warps release.

Tensor memory (columns; 128 lanes = rows of a Q tile): S_0 at 0, S_1 at
tile_n, then P_0 and P_1 (tile_n / 2 columns each) where they fit, then
O_0 and O_1 (head_dim columns each). Where they do not (head_dim 128 with
128 keys: S S O O fill the 512 columns) P_t is written over the first
tile_n / 2 columns of S_t, as CUTLASS does; S_t(j + 1) then overwrites
the P_t(j) the UMMA issued just before it reads, and option pv_wait=1
makes the MMA warp wait for that P V before issuing it.

One Q tile (tile_m 128; the head_dim 256 presets, 128 x 64): two Q tiles'
O would need 2 x 256 columns, so a CTA computes 128 rows with twelve warps
(setmaxnreg: softmax warpgroup 0-3 256, correction warpgroup 4-7 184,
warps 8-11 MMA, load, epilogue, idle 64). S is double-buffered instead:
key tile j's S and P use S buffer j % 2 (the barriers s_full, stats_full
and pv_ready of that buffer, phase (j / 2) % 2; q_full, o_done and l_full
are per Q tile, here one), and the MMA warp issues S(0), S(1), then per
key tile P(j) V_j, S(j + 2): the softmax of S(j + 1) overlaps P(j) V_j
and S(j + 2). Tensor memory at head_dim 256, 64 keys: S 0 and 64, P 128
and 160, O 256-511. The same roles' code, parameterized by the number of
Q tiles.

Options: pv_wait=0/1 (only where P shares S's columns; default 0).
head_dim 64, 128 or 256; tile_m 256 (two Q tiles) or 128 (one), tile_n
64, 128 or 256 where tensor memory and shared memory allow (presets:
256 x 128 at head_dim 64 and 128, 128 x 64 at 256).
"""

from .. import hopper
from ..gemm.sm100 import desc_const
from ..hopper import ALIGN, SWIZZLE
from ..ir import vec
from ..launch import Launch, PointerParam, ScalarParam, TensorMapParam
from .common import (CHUNK_COLS, IR_TYPE, NEG_INF, AttentionWriter, KvRing,
                     choice_problems, ring_smem_problems, tile_attrs)
from .config import DTYPES, Config

TARGETS = ("sm_100a",)
Q_ROWS = 128                # a Q tile: tcgen05.mma M = 128, one row a lane
Q_TILES = 2                 # Q tiles of a 256-row CTA
TILE_M = Q_TILES * Q_ROWS   # query rows per CTA (tile_m 128: one Q tile)
TILE_MS = (Q_ROWS, TILE_M)
S_BUFS = 2                  # S (and P) buffers in tensor memory
HEAD_DIMS = (64, 128, 256)
TILE_NS = (64, 128, 256)
TMEM_COLS = 512             # a CTA's tensor memory: 128 lanes x 512 columns
SMEM_LIMIT = 232448         # the most dynamic shared memory a CTA may have
S_CHUNK = 32                # S columns per tcgen05.ld of the softmax
O_CHUNK = 32                # O columns per tcgen05.ld/st (rescale, epilogue)
EPILOGUE_BARRIER = 1        # named barriers 1 and 2: Q tile t's O staged
REG_FILE = 65536            # 32-bit registers of an SM

# Warp roles: (first warp, warps, registers after setmaxnreg). The kernel
# is compiled for THREADS threads and one CTA an SM, so ptxas gives every
# thread REG_FILE / THREADS = 128 registers at launch; setmaxnreg moves
# them from the warps that need few to the softmax warps.
# The PTX ISA wants one setmaxnreg instruction for all warps of a
# warpgroup: warps 12-15 (MMA, load, epilogue, idle) share one count.
# CUTLASS's counts are 192 / 96 / 32; here the softmax needs 176 (ptxas:
# no spills at 176, none of its values live across the whole row), the
# MMA warp 56 (the shared-memory descriptors of its k16 steps, which llc
# hoists out of the key loop, stay in ordinary registers), hence 64.
ROLES = {"softmax": (0, 8, 176), "correction": (8, 4, 96),
         "mma": (12, 1, 64), "load": (13, 1, 64), "epilogue": (14, 1, 64),
         "idle": (15, 1, 64)}
# One Q tile (tile_m 128, the head_dim 256 presets): twelve warps, one
# softmax warpgroup (warps 0-3), the correction warpgroup (4-7), MMA, load,
# epilogue and idle warps 8-11. 384 threads start with 168 registers each
# (65536 / 384 rounded down to a multiple of 8: 64512 in all); warps 8-11
# give back 104 each (to 64), the softmax takes the most setmaxnreg allows
# (256) and the correction the rest (184): 128 x (256 + 184 + 64) = 64512.
# (The CTA's 196 KiB of shared memory keep it alone on its SM, so registers
# not handed out would be idle.)
ROLES_1 = {"softmax": (0, 4, 256), "correction": (4, 4, 184),
           "mma": (8, 1, 64), "load": (9, 1, 64), "epilogue": (10, 1, 64),
           "idle": (11, 1, 64)}
ROLES_BY_Q_TILES = {Q_TILES: ROLES, 1: ROLES_1}


def role_threads(roles):
    return 32 * sum(n for _, n, _ in roles.values())


def launch_regs(roles):
    """The registers a thread gets at launch: the register file shared by
    the CTA's threads (one CTA an SM), in multiples of 8."""
    return REG_FILE // role_threads(roles) // 8 * 8


THREADS = role_threads(ROLES)
LAUNCH_REGS = launch_regs(ROLES)


def register_budget(q_tiles=Q_TILES):
    """The registers the roles of a CTA of ``q_tiles`` Q tiles hold after
    setmaxnreg (at most REG_FILE and at most what the CTA got at launch,
    or an increase would wait for ever) and the launch's own total."""
    roles = ROLES_BY_Q_TILES[q_tiles]
    threads, launch = role_threads(roles), launch_regs(roles)
    held = sum(32 * n * regs for _, n, regs in roles.values())
    for _, _, regs in roles.values():
        assert regs % 8 == 0 and 24 <= regs <= 256, regs
    # One count per warpgroup (the same setmaxnreg instruction).
    for wg in range(threads // 128):
        counts = {regs for first, n, regs in roles.values()
                  if first // 4 <= wg <= (first + n - 1) // 4}
        assert len(counts) == 1, (wg, counts)
    # Softmax warpgroups first (one per Q tile), the correction warpgroup
    # next: generate() branches on the warpgroup index so.
    assert roles["softmax"][:2] == (0, 4 * q_tiles), roles
    assert roles["correction"][:2] == (4 * q_tiles, 4), roles
    assert held <= launch * threads <= REG_FILE, held
    return held, launch * threads


# sm100 shared-memory descriptors (gemm/sm100.py): K-major 128B swizzle for
# Q and K (8-row groups 1024 bytes apart); V MN-major, the leading byte
# offset being the distance between its 64-column blocks (per Plan).
SW128 = 2


# head_dim 256: one Q tile and 64 keys a step (see Plan and check(): two
# Q tiles' O need 512 columns of tensor memory; 128 keys need 2 x 64 KiB
# K/V stages, which with Q exceed the shared memory).
PRESET_TILES = {64: (TILE_M, 128), 128: (TILE_M, 128), 256: (Q_ROWS, 64)}


def _preset(name, dtype, head_dim, causal=False):
    tile_m, tile_n = PRESET_TILES[head_dim]
    return Config(name=name, target="sm_100a", dtype=dtype, head_dim=head_dim,
                  tile_m=tile_m, tile_n=tile_n, causal=causal)


PRESETS = {p.name: p for p in [
    _preset("attn_sm100a_%s_d%d%s" % (dt, d, "_causal" if causal else ""),
            dt, d, causal)
    for dt in DTYPES for causal in (False, True) for d in HEAD_DIMS]}

# The mbarriers: (kind, how many, who arrives). "tma": the load thread's
# arrive.expect_tx (and the bytes); "commit": the MMA thread's
# tcgen05.commit; a role: each of its threads of one warpgroup (128).
# How many: "q_tiles" one per Q tile (its Q, its O, its row sums),
# "s_bufs" one per S buffer (S, P and the row maxima handed over through
# it), "stages" one per K/V stage. With two Q tiles S buffer t is Q tile
# t's; with one, key tile j uses S buffer j % 2.
BARRIERS = (("q_full", "q_tiles", ("tma",)),
            ("k_full", "stages", ("tma",)),
            ("k_empty", "stages", ("commit",)),
            ("v_full", "stages", ("tma",)),
            ("v_empty", "stages", ("commit",)),
            ("s_full", "s_bufs", ("commit",)),
            ("stats_full", "s_bufs", ("softmax",)),
            ("pv_ready", "s_bufs", ("softmax", "correction")),
            ("o_done", "q_tiles", ("commit",)),
            ("l_full", "q_tiles", ("softmax",)))
ARRIVALS = {"tma": 1, "commit": 1, "softmax": Q_ROWS, "correction": Q_ROWS}


def tmem_layout(tile_n, head_dim, q_tiles=Q_TILES):
    """(S columns, P columns, O columns, columns used): S_BUFS S buffers of
    tile_n columns, their P buffers (tile_n / 2 columns each) in columns
    of their own where S S P P O.. fit, else over S's first tile_n / 2
    columns, then an O of head_dim columns per Q tile (columns used: the
    end of the last O)."""
    s = [t * tile_n for t in range(S_BUFS)]
    end = S_BUFS * tile_n
    p_cols = tile_n // 2
    if end + S_BUFS * p_cols + q_tiles * head_dim <= TMEM_COLS:
        p = [end + t * p_cols for t in range(S_BUFS)]
        end += S_BUFS * p_cols
    else:
        p = s
    if q_tiles == 1 and -(-end // head_dim) * head_dim + head_dim <= \
            TMEM_COLS:
        # One O: at a multiple of its width where that fits (head_dim
        # 256 with 64 keys: columns 256-511, 192-255 unused), as every O
        # of the two-tile layouts is.
        end = -(-end // head_dim) * head_dim
    o = [end + t * head_dim for t in range(q_tiles)]
    return s, p, o, end + q_tiles * head_dim


class Plan:
    """Sizes, shared-memory offsets (from the 1024-aligned base) and the
    tensor-memory columns."""

    def __init__(self, cfg):
        self.q_tiles = max(1, cfg.tile_m // Q_ROWS)        # 1 or 2
        self.roles = ROLES_BY_Q_TILES.get(self.q_tiles, ROLES)
        self.threads = role_threads(self.roles)
        self.launch_regs = launch_regs(self.roles)
        self.chunks = cfg.head_dim // CHUNK_COLS          # 64-column blocks
        self.q_chunk = Q_ROWS * SWIZZLE                    # bytes per block
        self.kv_chunk = cfg.tile_n * SWIZZLE
        self.q_tile = self.chunks * self.q_chunk
        self.q_bytes = self.q_tiles * self.q_tile
        self.kv_stage = self.chunks * self.kv_chunk
        self.q_off = [t * self.q_tile for t in range(self.q_tiles)]
        self.k_off = self.q_bytes
        self.v_off = self.k_off + cfg.stages * self.kv_stage
        # Row maxima, softmax -> correction: [S buffer][phase % 2][row].
        self.stats_off = self.v_off + cfg.stages * self.kv_stage
        # Final row sums: [Q tile][row].
        self.lsum_off = self.stats_off + 4 * S_BUFS * 2 * Q_ROWS
        self.bar_off = self.lsum_off + 4 * self.q_tiles * Q_ROWS
        # (first index, count, arrivals a phase) of each barrier kind, 8
        # bytes each.
        counts = {"stages": cfg.stages, "q_tiles": self.q_tiles,
                  "s_bufs": S_BUFS}
        self.bars, n = {}, 0
        for name, count, who in BARRIERS:
            count = counts[count]
            self.bars[name] = (n, count, sum(ARRIVALS[w] for w in who))
            n += count
        self.slot_off = self.bar_off + 8 * n              # TMEM address
        self.smem = self.slot_off + 8
        self.launch_smem = self.smem + ALIGN
        # Tensor memory.
        (self.s_cols, self.p_cols, self.o_cols,
         self.tmem_need) = tmem_layout(cfg.tile_n, cfg.head_dim,
                                       self.q_tiles)
        self.p_over_s = self.p_cols == self.s_cols
        self.pv_wait = bool(cfg.options.get("pv_wait", 0))
        self.ks = cfg.head_dim // 16                       # k16 steps of S
        self.kk = cfg.tile_n // 16                         # k16 steps of O


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing)."""
    out = choice_problems(cfg, TARGETS, DTYPES, HEAD_DIMS,
                          head_dim_note="this family")
    if cfg.target not in TARGETS:
        return out
    if cfg.tile_m not in TILE_MS:
        out.append("tile_m must be %d (one Q tile: one softmax warpgroup, "
                   "S double-buffered) or %d (two Q tiles of 128 rows, one "
                   "per softmax warpgroup): tcgen05.mma M = 128, one query "
                   "row per tensor-memory lane" % TILE_MS)
    if cfg.tile_n not in TILE_NS:
        out.append("tile_n %d is not one of %s" % (
            cfg.tile_n, ", ".join(map(str, TILE_NS))))
    if cfg.stages < 2:
        out.append("stages must be at least 2 (got %d)" % cfg.stages)
    unknown = sorted(set(cfg.options) - {"pv_wait"})
    if unknown:
        out.append("unknown option(s) %s (this family has pv_wait)" %
                   ", ".join(unknown))
    if cfg.options.get("pv_wait", 0) not in (0, 1):
        out.append("pv_wait must be 0 or 1 (got %s)" %
                   cfg.options["pv_wait"])
    if out:
        return out
    p = Plan(cfg)
    if p.tmem_need > TMEM_COLS:
        one = tmem_layout(cfg.tile_n, cfg.head_dim, 1)[3]
        out.append("%d tensor-memory columns (S0 S1 of %d, %s of %d) "
                   "exceed the %d a CTA has%s" % (
                       p.tmem_need, cfg.tile_n,
                       "O0 O1" if p.q_tiles > 1 else "O", cfg.head_dim,
                       TMEM_COLS,
                       " (tile_m %d, one Q tile and one O: %d)" % (
                           Q_ROWS, one)
                       if p.q_tiles > 1 and one <= TMEM_COLS else ""))
    elif p.pv_wait and not p.p_over_s:
        out.append("pv_wait=1 waits for nothing: with %d keys and head_dim "
                   "%d P has tensor-memory columns of its own" % (
                       cfg.tile_n, cfg.head_dim))
    return out + ring_smem_problems(cfg, p, SMEM_LIMIT, "sm_100a")


class Sm100Attention(KvRing, AttentionWriter):
    """Writes the kernel of configuration ``cfg``."""

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.ety = IR_TYPE[cfg.dtype]
        self.arrived = set()    # (barrier kind, arriving party) written
        self.q_tiles, self.roles = self.p.q_tiles, self.p.roles
        self.open_kernel("attention forward on sm_100a", "sm100.py",
                         self.p.threads)
        self.s_attrs = ("{shape_MNK = [%d, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32}" % (Q_ROWS, cfg.tile_n, cfg.dtype,
                                               cfg.dtype))
        self.o_attrs = ("{shape_MNK = [%d, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32, a_residency = tmem, transpose_b}"
                        % (Q_ROWS, cfg.head_dim, cfg.dtype, cfg.dtype))

    # --- addresses -------------------------------------------------------------
    def bar(self, kind, index="0"):
        """The mbarrier ``kind`` number ``index`` (an int or i32 value)."""
        k = self.k
        first = self.p.bar_off + 8 * self.p.bars[kind][0]
        if isinstance(index, int):
            return self.at(str(first + 8 * index), kind)
        if index == "0":
            return self.at(str(first), kind)
        return self.at(k.add(str(first), k.mul(index, "8"),
                             hint=kind + "_off"), kind)

    def arrive(self, kind, index, party):
        """``party`` (a role's thread, the load thread, the MMA thread's
        commit) arrives on barrier ``kind`` [``index``]; recorded for the
        count check of generate()."""
        assert party in dict((n, w) for n, _, w in BARRIERS)[kind], (
            kind, party)
        self.arrived.add((kind, party))
        if party == "commit":
            self.commit(self.bar(kind, index))
        else:
            hopper.mbarrier_arrive(self.k, self.bar(kind, index))

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
        instruction together."""
        self.k.call("void", "llvm.nvvm.bar.warp.sync", [("i32", "-1")])

    def commit(self, bar):
        """tcgen05.commit: ``bar`` gets one arrival when every UMMA this
        thread issued so far has completed."""
        self.k.call("void", "llvm.nvvm.tcgen05.commit.shared.cg1",
                    [("ptr addrspace(3)", bar)])

    def setmaxnreg(self, role):
        """The warp's registers become ``role``'s (the whole warp, after it
        reconverged: setmaxnreg is .sync.aligned)."""
        regs = self.roles[role][2]
        self.converge()
        hopper.setmaxnreg(self.k, regs, increase=regs > self.p.launch_regs)

    # --- setup -------------------------------------------------------------
    def setup(self):
        """Barriers initialized by thread 0, tensor memory allocated by the
        MMA warp; every thread then reads its address."""
        k, p = self.k, self.p
        self.base = hopper.aligned_base(k, self.m.dynamic_shared("smem"))
        self.tid = k.sreg("tid.x")
        self.warp = k.lshr(self.tid, "5", hint="warp")
        self.wg = k.lshr(self.tid, "7", hint="wg")
        self.lane = k.and_(self.tid, "31", hint="lane")
        self.r = k.and_(self.tid, str(Q_ROWS - 1), hint="r")
        self.m0 = k.mul(k.sreg("ctaid.x"), str(self.cfg.tile_m), hint="m0")
        self.head = k.sreg("ctaid.y", hint="head")
        self.batch = k.sreg("ctaid.z", hint="batch")
        group = k.udiv("%heads", "%heads_kv", hint="group")
        self.head_kv = k.udiv(self.head, group, hint="head_kv")
        self.n_tiles, self.n_full = self.key_tiles(self.m0, self.cfg.tile_m)
        self.any_tile = k.icmp("ult", "0", self.n_tiles, hint="any")

        def init():
            for name, _, _ in BARRIERS:
                first, n, arrivals = p.bars[name]
                for i in range(n):
                    hopper.mbarrier_init(k, self.at(str(
                        p.bar_off + 8 * (first + i))), arrivals)
            # Used by the async proxy: TMA and tcgen05.commit.
            k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
            for t in ("tma_q", "tma_k", "tma_v", "tma_o"):
                k.call("void", "llvm.nvvm.cute.prefetch_tma_desc",
                       [("ptr", "%" + t)])
        hopper.if_then(k, k.icmp("eq", self.tid, "0", hint="is_t0"), "init",
                       init)
        self.slot = self.at(str(p.slot_off), "slot")
        self.is_mma_warp = k.icmp("eq", self.warp,
                                  str(self.roles["mma"][0]),
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
        # This warp's 32 lanes of tensor memory (lane << 16).
        self.lane_base = k.add(self.taddr, k.shl(k.and_(self.warp, "3"),
                                                 "21"), hint="tlane")

    def teardown(self, dealloc):
        """Every thread done with tensor memory; the MMA warp (in the role
        block of the small warps: ``dealloc``) frees it."""
        k = self.k
        self.fence_before()
        # barrier.sync, not bar.sync (.aligned): the lanes of the load and
        # MMA warps arrive at different times.
        k.call("void", "llvm.nvvm.barrier.sync", [("i32", "0")])
        if not dealloc:
            return
        join = self.k.if_(self.is_mma_warp, "dealloc")
        self.converge()
        self.fence_after()
        k.call("void", "llvm.nvvm.tcgen05.dealloc.cg1",
               [("ptr addrspace(6)", self.tmem(self.taddr, "0", "tbase")),
                ("i32", str(TMEM_COLS))])
        self.k.end_if(join)

    # --- load warp -----------------------------------------------------------
    def load_warp(self):
        """One elected thread: the Q tiles (Q_0 and Q_1, or one), then K
        and V of every key tile as their buffers free up (nothing when the
        CTA's rows see no key). Each Q tile has its own barrier: two
        arrive.expect_tx on one barrier of count 1 could complete its phase
        between them."""
        k, p, cfg = self.k, self.p, self.cfg
        done = k.label("load.done")
        issue = k.label("load.issue")
        k.cbr(k.and_(hopper.elect_one(k), self.any_tile, "i1",
                     hint="load_issuer"), issue, done)
        k.block(issue)
        for t in range(self.q_tiles):
            self.arrived.add(("q_full", "tma"))
            k.atom_copy("atom.tma_load", tile_attrs(cfg, Q_ROWS, ", arrive"),
                        "void", [("ptr addrspace(3)",
                                  self.at(str(p.q_off[t]), "q")),
                                 ("ptr addrspace(3)", self.bar("q_full", t)),
                                 ("ptr", "%tma_q"), ("i32", "0"),
                                 ("i32", self.head),
                                 ("i32", k.add(self.m0, str(t * Q_ROWS),
                                               hint="q_row")),
                                 ("i32", self.batch)])
        j, loop, pre = k.counted_loop("load.tile", "j")
        self.load_kv(j.name, "load.wait_")
        self.arrived.update({("k_full", "tma"), ("v_full", "tma")})
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
        """The MMA warp. Two Q tiles: S_0(0), S_1(0), then per key tile j:
        P_0 V_j, S_0(j + 1), P_1 V_j, S_1(j + 1). One Q tile: S(0) and
        S(1) into S buffers 0 and 1, then per key tile j: P(j) V_j,
        S(j + 2) into S buffer j % 2 (the softmax works on S(j + 1)
        meanwhile). The whole warp runs the loop, its waits and the
        descriptor arithmetic (warp-uniform: ptxas keeps it in uniform
        registers, which the 32 registers a thread has here do not count);
        lane 0 issues the UMMAs and their commits (a commit tracks the
        UMMAs of the thread that issues it)."""
        k, p = self.k, self.p
        done = k.label("mma.done")
        issue = k.label("mma.issue")
        k.cbr(self.any_tile, issue, done)
        k.block(issue)
        self.lane0 = k.icmp("eq", self.lane, "0", hint="lane0")
        self.q_desc = self.desc(self.at(str(p.q_off[0]), "q"), 16, "q_desc")
        self.k_desc = self.desc(self.at(str(p.k_off), "k0"), 16, "k_desc")
        self.v_desc = self.desc(self.at(str(p.v_off), "v0"), p.kv_chunk,
                                "v_desc")
        self.s_tmem = [self.tmem(self.taddr, str(c), "s%d" % t)
                       for t, c in enumerate(p.s_cols)]
        self.o_tmem = [self.tmem(self.taddr, str(c), "o%d" % t)
                       for t, c in enumerate(p.o_cols)]
        if self.q_tiles == 1:
            self.mma_warp_one_tile(done)
            return
        # S_0(0) and S_1(0): K_0 once, each Q tile when it has landed.
        stage, parity = self.stage_parity("0")
        self.mma_wait(self.bar("k_full", stage), parity, "mma.wait_k")
        for t in range(Q_TILES):
            self.mma_wait(self.bar("q_full", t), "0", "mma.wait_q%d" % t)
            self.issue_s("mma.s%d" % t, t, self.s_tmem[t], t, stage,
                         release_k=t == Q_TILES - 1)
        j, loop, pre = k.counted_loop("mma.tile", "j")
        nxt = k.add(j.name, "1", hint="j.next")
        has_next = k.icmp("ult", nxt, self.n_tiles, hint="has_next")
        phase = k.and_(j.name, "1", hint="phase")
        stage, parity = self.stage_parity(j.name)
        next_stage, next_parity = self.stage_parity(nxt)
        accumulate = k.icmp("ne", j.name, "0", hint="accumulate")
        self.mma_wait(self.bar("v_full", stage), parity, "mma.wait_v")
        for t in range(Q_TILES):
            # P_t(j) written and O_t rescaled.
            self.mma_wait(self.bar("pv_ready", t), phase,
                          "mma.wait_p%d" % t)

            def pv(t=t):
                self.gemm_o(t, stage, accumulate)
                self.arrive("o_done", t, "commit")
                if t == Q_TILES - 1:
                    self.arrive("v_empty", stage, "commit")
            hopper.if_then(k, self.lane0, "mma.pv%d" % t, pv)
            # S_t(j + 1): the softmax has read S_t(j) (pv_ready). It
            # overwrites the P_t(j) the UMMAs just issued read when P
            # shares S's columns: UMMAs issued by one thread execute in
            # order (CUTLASS relies on it; the PTX ISA promises it only
            # for the same shape and accumulator), or with pv_wait the
            # warp waits for that P V first.
            join = k.if_(has_next, "mma.next_s%d" % t)
            if t == 0:
                self.mma_wait(self.bar("k_full", next_stage), next_parity,
                              "mma.wait_k")
            if p.pv_wait and p.p_over_s:
                self.mma_wait(self.bar("o_done", t), phase,
                              "mma.wait_pv%d" % t)
            self.issue_s("mma.s%d" % t, t, self.s_tmem[t], t, next_stage,
                         release_k=t == Q_TILES - 1)
            k.end_if(join)
        j.add(nxt, k.current)
        k.cbr(has_next, loop, done)
        k.block(done)

    def mma_warp_one_tile(self, done):
        """One Q tile, S double-buffered: S(0) into S buffer 0 and (if
        there is a second key tile) S(1) into buffer 1; per key tile j (S
        buffer b = j % 2, its phase (j / 2) % 2): wait V_j and pv_ready[b]
        (P(j) written, O rescaled), O += P(j) V_j, commits to o_done and
        V_j's empty barrier; then, if there is a key tile j + 2, S(j + 2)
        into buffer b (the softmax has read S(j): pv_ready[b]) after
        K_{j+2}, commits to s_full[b] and K_{j+2}'s empty barrier."""
        k, p = self.k, self.p
        stage, parity = self.stage_parity("0")
        self.mma_wait(self.bar("k_full", stage), parity, "mma.wait_k")
        self.mma_wait(self.bar("q_full", 0), "0", "mma.wait_q0")
        self.issue_s("mma.s0", 0, self.s_tmem[0], 0, stage)
        join = k.if_(k.icmp("ult", "1", self.n_tiles, hint="has_1"),
                     "mma.second")
        stage1, parity1 = self.stage_parity("1")
        self.mma_wait(self.bar("k_full", stage1), parity1, "mma.wait_k")
        self.issue_s("mma.s1", 0, self.s_tmem[1], 1, stage1)
        k.end_if(join)
        j, loop, pre = k.counted_loop("mma.tile", "j")
        nxt = k.add(j.name, "1", hint="j.next")
        has_next = k.icmp("ult", nxt, self.n_tiles, hint="has_next")
        buf = k.and_(j.name, "1", hint="buf")
        phase = k.and_(k.lshr(j.name, "1"), "1", hint="phase")
        stage, parity = self.stage_parity(j.name)
        accumulate = k.icmp("ne", j.name, "0", hint="accumulate")
        self.mma_wait(self.bar("v_full", stage), parity, "mma.wait_v")
        self.mma_wait(self.bar("pv_ready", buf), phase, "mma.wait_p")
        p_base = k.add(self.taddr, k.add(str(p.p_cols[0]), k.mul(
            buf, str(p.p_cols[1] - p.p_cols[0]))), hint="p_base")

        def pv():
            self.gemm_o(0, stage, accumulate, p_base)
            self.arrive("o_done", 0, "commit")
            self.arrive("v_empty", stage, "commit")
        hopper.if_then(k, self.lane0, "mma.pv", pv)
        # S(j + 2) into buffer b: over P(j) where P shares S's columns
        # (the in-order reliance of the two-tile kernel, or pv_wait).
        j2 = k.add(j.name, "2", hint="j2")
        join = k.if_(k.icmp("ult", j2, self.n_tiles, hint="has_j2"),
                     "mma.next_s")
        stage2, parity2 = self.stage_parity(j2)
        self.mma_wait(self.bar("k_full", stage2), parity2, "mma.wait_k")
        if p.pv_wait and p.p_over_s:
            # o_done's phase of P(j) V_j: j % 2.
            self.mma_wait(self.bar("o_done", 0), buf, "mma.wait_pv")
        s_buf = self.tmem(self.taddr, k.mul(buf, str(p.s_cols[1])),
                          "s_buf")
        self.issue_s("mma.s", 0, s_buf, buf, stage2)
        k.end_if(join)
        j.add(nxt, k.current)
        k.cbr(has_next, loop, done)
        k.block(done)

    def issue_s(self, hint, t, s_tmem, s_full, stage, release_k=True):
        """Lane 0 of the MMA warp: S = Q_t K^T into ``s_tmem`` from K's
        ``stage``, a commit to ``s_full[s_full]`` and, with ``release_k``
        (the last UMMA that reads the stage), to K's empty barrier."""
        def body():
            self.gemm_s(t, s_tmem, stage)
            self.arrive("s_full", s_full, "commit")
            if release_k:
                self.arrive("k_empty", stage, "commit")
        hopper.if_then(self.k, self.lane0, hint, body)

    def mma_wait(self, bar, parity, hint):
        """The MMA warp waits for ``bar``'s phase of ``parity``, reconverges
        and orders its next tcgen05 operations after the wait."""
        hopper.wait_parity(self.k, bar, parity, hint)
        self.converge()
        self.fence_after()

    def gemm_s(self, t, s_tmem, stage):
        """S = Q_t K^T into ``s_tmem`` (an S buffer): head_dim / 16 UMMAs
        128 x tile_n x 16, the first overwriting S."""
        k, p = self.k, self.p
        kb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="k_stage")
        kd = k.add(self.k_desc, kb, "i64", hint="k_desc_s")
        for ks in range(p.ks):
            chunk, within = divmod(ks, 4)
            q_step = (p.q_off[t] + chunk * p.q_chunk + within * 32) >> 4
            qa = k.add(self.q_desc, str(q_step), "i64", hint="qa") \
                if q_step else self.q_desc
            kbd = k.add(kd, str((chunk * p.kv_chunk + within * 32) >> 4),
                        "i64", hint="kb") if ks else kd
            k.atom_mma("sm100.mma", self.s_attrs, "void", [
                ("i64", qa), ("i64", kbd), ("ptr addrspace(6)", s_tmem),
                ("i1", "false" if ks == 0 else "true")])

    def gemm_o(self, t, stage, accumulate, p_base=None):
        """O_t += P V: tile_n / 16 UMMAs 128 x head_dim x 16, A = P in
        tensor memory (8 columns of 16-bit pairs per k16 step: P_t's
        columns, or from the i32 tensor-memory address ``p_base``), B = V
        (MN-major: 16 keys = 16 rows of 128 bytes per step)."""
        k, p = self.k, self.p
        vb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="v_stage")
        vd = k.add(self.v_desc, vb, "i64", hint="v_desc_s")
        for kk in range(p.kk):
            if p_base is None:
                a = self.tmem(self.taddr, str(p.p_cols[t] + 8 * kk),
                              "p_tmem")
            else:
                a = self.tmem(p_base, str(8 * kk), "p_tmem")
            vkd = k.add(vd, str((kk * 16 * SWIZZLE) >> 4), "i64",
                        hint="vb") if kk else vd
            k.atom_mma("sm100.mma", self.o_attrs, "void", [
                ("ptr addrspace(6)", a), ("i64", vkd),
                ("ptr addrspace(6)", self.o_tmem[t]),
                ("i1", accumulate if kk == 0 else "true")])

    # --- softmax warpgroups --------------------------------------------------
    def fvec(self, n):
        return vec(n, "float")

    def tree(self, vals, combine):
        while len(vals) > 1:
            vals = [combine(vals[i], vals[i + 1]) if i + 1 < len(vals)
                    else vals[i] for i in range(0, len(vals), 2)]
        return vals[0]

    def stats_at(self, t, slot):
        """The shared f32 of row self.r among the maxima of Q tile ``t`` (an
        int or i32 value) and key-tile parity ``slot``."""
        k = self.k
        tile = str(2 * t * Q_ROWS) if isinstance(t, int) else k.shl(t, "8")
        idx = k.add(k.add(tile, k.shl(slot, "7")), self.r, hint="stat_i")
        return self.at(k.add(k.shl(idx, "2"), str(self.p.stats_off)),
                       "stat_p")

    def lsum_at(self, t):
        """The shared f32 of row self.r among the row sums of Q tile
        ``t``."""
        k = self.k
        tile = str(t * Q_ROWS) if isinstance(t, int) else k.shl(t, "7")
        idx = k.add(tile, self.r, hint="lsum_i")
        return self.at(k.add(k.shl(idx, "2"), str(self.p.lsum_off)),
                       "lsum_p")

    def sp_lanes(self, buf):
        """This warp's lanes of S buffer ``buf`` (an i32 value) and of its
        P: (S address, P address) as i32 tensor-memory addresses."""
        k, p = self.k, self.p
        s_lane = k.add(self.lane_base, k.mul(buf, str(p.s_cols[1])),
                       hint="s_lane")
        p_lane = k.add(self.lane_base, k.add(str(p.p_cols[0]), k.mul(
            buf, str(p.p_cols[1] - p.p_cols[0]))), hint="p_lane")
        return s_lane, p_lane

    def softmax_warps(self):
        """Warpgroup t (0 or 1 with two Q tiles; 0 with one), thread r:
        query row m0 + 128 t + r, tensor-memory lane r. With two Q tiles
        warpgroup t reads S buffer t (phase j % 2 at key tile j); with one,
        key tile j's S is in buffer j % 2 (phase (j / 2) % 2)."""
        k, p, cfg = self.k, self.p, self.cfg
        self.setmaxnreg("softmax")
        if self.q_tiles > 1:
            t = self.wg
            m0_t = k.add(self.m0, k.shl(t, "7"), hint="m0_t")
        else:
            t, m0_t = 0, self.m0
        self.row = k.add(m0_t, self.r, hint="row")
        self.limit = self.row_limit(self.row)
        # Tiles every row of this Q tile sees whole: the mask is skipped
        # there (the CTA's n_full is the first Q tile's).
        _, self.n_full = self.key_tiles(m0_t, Q_ROWS)
        if self.q_tiles > 1:
            s_lane, p_lane = self.sp_lanes(t)
        pre = k.current
        loop, done = k.label("sm.tile"), k.label("sm.done")
        k.cbr(self.any_tile, loop, done)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        m_run = k.phi("float", [(NEG_INF, pre)], hint="m")
        l_run = k.phi("float", [("0.0", pre)], hint="l")
        slot = k.and_(j.name, "1", hint="slot")
        if self.q_tiles > 1:
            buf = t
        else:
            buf, slot = slot, k.and_(k.lshr(j.name, "1"), "1", hint="slot")
            s_lane, p_lane = self.sp_lanes(buf)
        hopper.wait_parity(k, self.bar("s_full", buf), slot, "sm.wait_s")
        self.converge()
        self.fence_after()
        sv = []
        for c in range(0, cfg.tile_n, S_CHUNK):
            s = k.atom_copy("atom.tmem_load", "{shape = 32x32b, num = %d}" %
                            S_CHUNK, self.fvec(S_CHUNK),
                            [("ptr addrspace(6)", self.tmem(s_lane, str(c),
                                                            "s_row"))],
                            hint="s")
            sv += [k.extractelement(self.fvec(S_CHUNK), s, str(e), hint="sv")
                   for e in range(S_CHUNK)]
        # Two copies of the rest, masked (tiles that cross seq_k or the
        # diagonal) and not: joining only m and l, not a phi per column
        # (128 of them cost ptxas registers the softmax does not have).
        masked, plain, latch = (k.label("sm.mask"), k.label("sm.plain"),
                                k.label("sm.next"))
        k.cbr(k.icmp("uge", j.name, self.n_full, hint="edge"), masked, plain)
        ends = []
        for label in (masked, plain):
            k.block(label)
            vals = self.mask(j.name, sv) if label == masked else sv
            mx = self.tree(list(vals), self.fmax)
            m_new = self.fmax(m_run.name, self.f("fmul", mx, "%scale_log2"))
            # The new maximum to the correction warps as early as
            # possible: they rescale O_t while this thread computes the
            # exponentials.
            k.store("float", m_new, "ptr addrspace(3)",
                    self.stats_at(buf, slot), 4)
            self.arrive("stats_full", buf, "softmax")
            l_new = self.softmax_row(vals, m_run.name, m_new, l_run.name,
                                     p_lane)
            self.fence_before()
            self.arrive("pv_ready", buf, "softmax")
            ends.append((m_new, l_new, k.current))
            k.br(latch)
        k.block(latch)
        m_new = k.phi("float", [(m, b) for m, _, b in ends], hint="m_new").name
        l_new = k.phi("float", [(l, b) for _, l, b in ends], hint="l_new").name
        nxt = k.add(j.name, "1", hint="j.next")
        latch = k.current
        j.add(nxt, latch)
        m_run.add(m_new, latch)
        l_run.add(l_new, latch)
        after = k.label("sm.after")
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop, after)
        # The row sum to the correction warps (the epilogue's 1 / l and
        # LSE; they keep the maximum themselves).
        k.block(after)
        k.store("float", l_new, "ptr addrspace(3)", self.lsum_at(t), 4)
        self.arrive("l_full", t, "softmax")
        k.br(done)
        k.block(done)

    def mask(self, tile, sv):
        """sv with -inf where key tile * tile_n + c is at or past the row's
        limit."""
        k, cfg = self.k, self.cfg
        col0 = k.mul(tile, str(cfg.tile_n), hint="col0")
        out = []
        for c, v in enumerate(sv):
            col = k.add(col0, str(c), hint="col")
            seen = k.icmp("slt", col, self.limit, hint="seen")
            out.append(k.select(seen, v, NEG_INF, "float", hint="sm"))
        return out

    def correction_factor(self, m_run, m_new):
        """(m_use, c): the maximum subtracted (0 while every key so far was
        masked, so that P and c are 0, not NaN) and c = 2^(m_run - m_use).
        The softmax (for l) and the correction warps (for O) compute c from
        the same values the same way: the same bits."""
        k = self.k
        m_use = k.select(k.op("ninf", "fcmp oeq float %s, %s" % (
            m_new, NEG_INF)), "0.0", m_new, "float", hint="m_use")
        return m_use, self.ex2(self.f("fsub", m_run, m_use, hint="dm"))

    def softmax_row(self, sv, m_run, m_new, l_run, p_lane):
        """The online softmax step of this thread's row, P_t(j) written to
        tensor memory as 16-bit pairs (at ``p_lane``) S_CHUNK keys at a
        time, so that a chunk's S and P registers die before the next
        chunk's exponentials: returns l. The whole row is in the thread:
        no shuffles; the sum is the same pairwise tree as over the whole
        row."""
        k = self.k
        m_use, c = self.correction_factor(m_run, m_new)
        neg = self.f("fsub", "-0.0", m_use, hint="neg_m")
        pty = vec(S_CHUNK // 2, "i32")
        sums = []
        for c0 in range(0, len(sv), S_CHUNK):
            ps = [self.ex2(self.fcall("llvm.fma.f32", [v, "%scale_log2", neg],
                                      hint="sm"))
                  for v in sv[c0:c0 + S_CHUNK]]
            sums.append(self.tree(list(ps), lambda a, b: self.f(
                "fadd", a, b, "rs")))
            packed = "poison"
            for e in range(S_CHUNK // 2):
                packed = k.insertelement(pty, packed, "i32", self.pack_i32(
                    ps[2 * e], ps[2 * e + 1]), str(e), hint="pp")
            k.atom_copy("atom.tmem_store", "{shape = 32x32b, num = %d}" %
                        (S_CHUNK // 2), "void",
                        [("ptr addrspace(6)", self.tmem(p_lane, str(c0 // 2),
                                                        "p_row")),
                         (pty, packed)])
        total = self.tree(sums, lambda a, b: self.f("fadd", a, b, "rs"))
        return self.fcall("llvm.fma.f32", [l_run, c, total], hint="l")

    # --- correction warpgroup ------------------------------------------------
    def load_o_chunk(self, t, c):
        """The thread's row of O_t columns c * O_CHUNK .. + O_CHUNK - 1 from
        tensor memory: (its tensor-memory address, the <O_CHUNK x float>)."""
        addr = self.tmem(self.lane_base, str(self.p.o_cols[t] + c * O_CHUNK),
                         "o_row")
        return addr, self.k.atom_copy(
            "atom.tmem_load", "{shape = 32x32b, num = %d}" % O_CHUNK,
            self.fvec(O_CHUNK), [("ptr addrspace(6)", addr)], hint="o")

    def correction_warps(self):
        """Thread r: row r of every Q tile. Per key tile j and Q tile t: the
        new maximum (S buffer t, or j % 2 with one Q tile), then (from
        j = 1) the previous P_t V done, O_t's row times the correction;
        pv_ready of that S buffer. Then the epilogue."""
        k = self.k
        self.setmaxnreg("correction")
        pre = k.current
        loop, empty = k.label("corr.tile"), k.label("corr.empty")
        k.cbr(self.any_tile, loop, empty)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        m_run = [k.phi("float", [(NEG_INF, pre)], hint="m%d" % t)
                 for t in range(self.q_tiles)]
        slot = k.and_(j.name, "1", hint="slot")
        if self.q_tiles == 1:
            one = (slot, k.and_(k.lshr(j.name, "1"), "1", hint="phase"))
        m_new = []
        for t in range(self.q_tiles):
            # (S buffer, its phase): the row maxima of Q tile t's S.
            buf, phase = (t, slot) if self.q_tiles > 1 else one
            hopper.wait_parity(k, self.bar("stats_full", buf), phase,
                               "corr.wait_m%d" % t)
            m_new.append(k.load("float", "ptr addrspace(3)",
                                self.stats_at(buf, phase), 4,
                                hint="m_new"))
            join = k.if_(k.icmp("ne", j.name, "0", hint="not_first"),
                         "corr.rescale%d" % t)
            self.rescale_o(t, k.xor(slot, "1", hint="o_phase"),
                           self.correction_factor(m_run[t].name,
                                                  m_new[t])[1])
            k.end_if(join)
            self.fence_before()
            self.arrive("pv_ready", buf, "correction")
        nxt = k.add(j.name, "1", hint="j.next")
        latch = k.current
        j.add(nxt, latch)
        for t in range(self.q_tiles):
            m_run[t].add(m_new[t], latch)
        after = k.label("corr.after")
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop, after)
        # The row sums, and the last P V of each Q tile (and so every
        # UMMA: nothing reads Q's buffers any more).
        k.block(after)
        last = k.and_(k.sub(self.n_tiles, "1"), "1", hint="o_phase")
        l_fin = []
        for t in range(self.q_tiles):
            hopper.wait_parity(k, self.bar("l_full", t), "0",
                               "corr.wait_l%d" % t)
            l_fin.append(k.load("float", "ptr addrspace(3)", self.lsum_at(t),
                                4, hint="l_fin"))
            hopper.wait_parity(k, self.bar("o_done", t), last,
                               "corr.wait_o%d" % t)
        self.converge()
        self.fence_after()
        done_l = k.current
        epi = k.label("corr.epilogue")
        k.br(epi)
        k.block(empty)
        k.br(epi)
        k.block(epi)
        fin = [(k.phi("float", [(m_new[t], done_l), (NEG_INF, empty)],
                      hint="m_fin").name,
                k.phi("float", [(l_fin[t], done_l), ("0.0", empty)],
                      hint="l_fin").name) for t in range(self.q_tiles)]
        for t in range(self.q_tiles):
            self.epilogue(t, *fin[t])

    def rescale_o(self, t, phase, corr):
        """Waits for P_t V of the previous key tile (o_done[t] phase
        ``phase``), then O_t's row times ``corr`` in tensor memory,
        O_CHUNK columns at a time — skipped by a warp none of whose rows'
        maximum grew."""
        k, cfg = self.k, self.cfg
        hopper.wait_parity(k, self.bar("o_done", t), phase,
                           "corr.wait_pv%d" % t)
        self.converge()
        self.fence_after()
        need = k.op("grew", "fcmp une float %s, 1.0" % corr)
        any_ = k.call("i1", "llvm.nvvm.vote.any.sync",
                      [("i32", "-1"), ("i1", need)], hint="warp_grew")
        join = self.k.if_(any_, "corr.scale%d" % t)
        ty = self.fvec(O_CHUNK)
        splat = k.op("cs", "insertelement %s poison, float %s, i32 0" % (
            ty, corr))
        splat = k.op("cs", "shufflevector %s %s, %s poison, <%d x i32> "
                     "zeroinitializer" % (ty, splat, ty, O_CHUNK))
        for c in range(cfg.head_dim // O_CHUNK):
            addr, o = self.load_o_chunk(t, c)
            o = k.op("o", "fmul %s %s, %s" % (ty, o, splat))
            k.atom_copy("atom.tmem_store", "{shape = 32x32b, num = %d}" %
                        O_CHUNK, "void", [("ptr addrspace(6)", addr),
                                          (ty, o)])
        self.k.end_if(join)

    # --- epilogue ------------------------------------------------------------
    def epilogue(self, t, m_run, l_run):
        """Correction thread r, Q tile ``t``: the row's LSE; O_t / l,
        converted, into row r of Q_t's buffer (its 128B swizzle: 16-byte
        unit u of row r at u ^ (r % 8)), fenced for the async proxy; the
        named barrier the epilogue warp waits on."""
        k, p, cfg = self.k, self.p, self.cfg
        inv, lse = self.inv_lse(l_run, m_run)    # a thread has the whole row
        row = k.add(self.m0, k.add(self.r, str(t * Q_ROWS)), hint="row")
        lse_row = k.add(k.mul(k.add(k.mul(self.batch, "%heads"), self.head),
                              "%seq_q"), row, hint="lse_row")
        join = k.if_(k.icmp("ult", row, "%seq_q", hint="row_in"),
                     "lse%d" % t)
        k.atom_copy("atom.universal_copy<f32>", "", "void", [
            ("float", lse), ("ptr addrspace(1)", k.gep(
                "float", "ptr addrspace(1)", "%LSE", k.zext(lse_row), "i64",
                hint="lse_p"))])
        k.end_if(join)
        r8 = k.and_(self.r, "7", hint="r8")
        row_off = k.add(k.mul(self.r, str(SWIZZLE)), str(p.q_off[t]),
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

        full, zero, stored = (k.label("epi.o%d" % t), k.label("epi.zero%d"
                                                               % t),
                              k.label("epi.stored%d" % t))
        k.cbr(self.any_tile, full, zero)
        k.block(full)
        self.converge()     # after the LSE store's branch: tcgen05.ld is
                            # warp-wide
        for c in range(cfg.head_dim // O_CHUNK):
            _, o = self.load_o_chunk(t, c)
            write_chunk(c, [self.f("fmul", k.extractelement(ty, o, str(e)),
                                   inv, "ov") for e in range(O_CHUNK)])
        k.br(stored)
        k.block(zero)
        # No key tile: no UMMA wrote O (and no TMA writes Q's buffers).
        for c in range(cfg.head_dim // O_CHUNK):
            write_chunk(c, None)
        k.br(stored)
        k.block(stored)
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        self.converge()     # bar.arrive is .aligned
        hopper.named_barrier_arrive(k, EPILOGUE_BARRIER + t, 5 * 32)

    def epilogue_warp(self):
        """Per Q tile: wait until the correction warps have staged O_t
        (named barrier: their 128 arrivals and this warp's 32), lane 0
        stores it with TMA (clipped at seq_q); then waits for the stores'
        reads of shared memory."""
        k, p, cfg = self.k, self.p, self.cfg
        lane0 = k.icmp("eq", self.lane, "0", hint="lane0")
        for t in range(self.q_tiles):
            hopper.named_barrier_sync(k, EPILOGUE_BARRIER + t, 5 * 32)

            def store(t=t):
                k.atom_copy("atom.tma_store", tile_attrs(cfg, Q_ROWS), "void",
                            [("ptr addrspace(3)",
                              self.at(str(p.q_off[t]), "o_tile")),
                             ("ptr", "%tma_o"), ("i32", "0"),
                             ("i32", self.head),
                             ("i32", k.add(self.m0, str(t * Q_ROWS),
                                           hint="o_row")),
                             ("i32", self.batch)])
                k.call("void", "llvm.nvvm.cp.async.bulk.commit.group", [])
            hopper.if_then(k, lane0, "epi.store%d" % t, store)

        def drain():
            # The shared tiles must outlive the stores' reads.
            k.call("void", "llvm.nvvm.cp.async.bulk.wait.group.read",
                   [("i32", "0")])
        hopper.if_then(k, lane0, "epi.drain", drain)

    # --- the kernel ----------------------------------------------------------
    def small_warps(self):
        """Warps 12-15 (one Q tile: 8-11) give registers back, then take
        their roles."""
        k = self.k
        self.setmaxnreg("mma")
        for role, body in (("mma", self.mma_warp), ("load", self.load_warp),
                           ("epilogue", self.epilogue_warp)):
            join = k.if_(k.icmp("eq", self.warp, str(self.roles[role][0]),
                                hint="is_" + role), role)
            body()
            k.end_if(join)

    def generate(self):
        k, cfg, p = self.k, self.cfg, self.p
        launch = register_budget(self.q_tiles)[1]
        assert launch == p.launch_regs * p.threads, (launch, p.threads)
        # Tensor memory: the S, P and O columns inside the allocation and
        # apart (P over S only at S's first tile_n / 2 columns); UMMA
        # shapes M = 128, N a multiple of 16 from 16 to 256 (S: tile_n,
        # P V: head_dim).
        assert p.tmem_need <= TMEM_COLS, p.tmem_need
        spans = [(c, c + cfg.tile_n) for c in p.s_cols] + \
            [(c, c + cfg.head_dim) for c in p.o_cols]
        if not p.p_over_s:
            spans += [(c, c + cfg.tile_n // 2) for c in p.p_cols]
        spans.sort()
        assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:])), spans
        assert spans[-1][1] == p.tmem_need, spans
        for n in (cfg.tile_n, cfg.head_dim):
            assert n % 16 == 0 and 16 <= n <= 256, n
        assert p.launch_smem <= SMEM_LIMIT, p.launch_smem
        self.setup()
        # Each role ends on its own copy of the teardown: no code after
        # the roles is shared by warps of different register counts.
        for cond, hint, body in (
                # Warpgroups 0 .. q_tiles - 1 softmax, q_tiles correction.
                (k.icmp("ult", self.wg, str(self.q_tiles),
                        hint="is_softmax"), "softmax", self.softmax_warps),
                (k.icmp("eq", self.wg, str(self.q_tiles),
                        hint="is_correction"),
                 "correction", self.correction_warps),
                (None, "small", self.small_warps)):
            if cond is not None:
                role, other = k.label(hint), k.label("not_" + hint)
                k.cbr(cond, role, other)
                k.block(role)
            body()
            self.teardown(dealloc=hint == "small")
            k.ret()
            if cond is not None:
                k.block(other)
        # Every barrier's count is the number of its arrivals a phase, and
        # each party that counts arrives somewhere.
        for name, _, who in BARRIERS:
            assert {(name, w) for w in who} <= self.arrived, name
            assert p.bars[name][2] == sum(ARRIVALS[w] for w in who)
        dims_q = ["head_dim", "heads", "seq_q", "batch"]
        dims_kv = ["head_dim", "heads_kv", "seq_k", "batch"]
        box_q = [CHUNK_COLS, 1, Q_ROWS, 1]
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
            threads=p.threads, grid="attention", dynamic_smem=p.launch_smem,
            tile=[cfg.tile_m, cfg.tile_n, cfg.head_dim], tolerance=2e-2)
        return self.m.text(), launch


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    return Sm100Attention(cfg).generate()

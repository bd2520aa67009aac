"""Blackwell (sm_100a) GEMM kernels: TMA loads, UMMA (tcgen05.mma) into
tensor memory, a TMA-store epilogue, persistent and warp-specialized as
CUTLASS's sm100 TMA + UMMA kernels (docs/Gemm.md, section 4).

Persistent: one CTA per SM (with cta_group 2, one CTA pair per two SMs),
each walking output tiles in the banded order of the sm_90a kernel
(kernels/schedule.py). Every role walks the same tiles, so they agree on
each K tile's ring stage and each tile's accumulator stage. 192 threads in
three roles:

- warp 4, lane 0, the producer: per K tile of each tile, waits on the
  stage's `empty` mbarrier and fills the stage of the shared-memory ring
  with `atom.tma_load` (A and B tiles, 128B-swizzled, K-major; for block
  scaling also the scale-factor blocks), completing on the stage's `full`
  mbarrier;
- warp 5, the MMA warp: the whole warp allocates tensor memory
  (tcgen05.alloc, the address written to shared memory), relinquishes the
  allocation permit and frees it at the end. Its lane 0, per tile t, waits
  on `acc_empty[t % acc_stages]` (the epilogue has read that accumulator),
  then per K tile waits on `full`, issues the `sm100.mma` (`sm100.mma_bs`)
  atoms into accumulator stage t % acc_stages (columns stage * tile_n..)
  and tcgen05.commit's the stage's `empty` barrier; after the tile's last
  K tile it commits `acc_full[stage]`. With two accumulator stages the
  MMAs of tile t + 1 run while the epilogue drains tile t;
- warps 0-3, the epilogue (warp w reads TMEM lanes 32w..32w+31, thread =
  row of D): per tile, wait on `acc_full[stage]`, then per batch of
  BATCH_COLS columns issue several `tcgen05.ld` 32x32b.x32 and one
  `tcgen05.wait::ld`; after the last batch's wait the accumulator stage is
  released (tcgen05.fence::before_thread_sync, an arrive on
  `acc_empty[stage]` by every epilogue thread, of both CTAs of a pair).
  Values are converted in pairs (cvt.rn.bf16x2.f32 / f16x2) and written
  with 16-byte st.shared into the warp's 128B-swizzled 32-row D buffer
  (two per warp, alternating), fenced for the async proxy, and lane 0
  stores the buffer with `atom.tma_store` (one bulk group; before writing
  a buffer again it waits until at most one group, the other buffer's, is
  still reading shared memory). The TMA store clips at the M and N edges.

Options (Config.options):

- `cta_group` (1 or 2): 2 runs the UMMA on a CTA pair, a 1x2 cluster
  (cluster dims [1, 2, 1]; config cluster 2x1 along M): tile_m = 256, each
  CTA holding 128 rows of A, tile_n / 2 rows of B and its 128 rows of D in
  its own tensor memory (tcgen05.alloc.cg2 in both CTAs). Only the leader
  CTA (rank 0) issues the loads and the MMAs: its producer loads the
  peer's halves into the peer's shared memory (`load_mode = two_cta`,
  which lets the copy complete on the leader's barrier), its MMA warp
  commits `acc_full` with .multicast to both CTAs, and both CTAs'
  epilogue threads arrive on the leader's `acc_empty` (the peer's through
  mapa, at cluster scope).
- `scale` (`ue8m0`): MXFP8, `sm100.mma_bs` with vec_size 32 on e4m3/e5m2
  A and B; the scale factors (SFA, SFB) come in CUTLASS's blocked layout
  (512-byte blocks of 128 rows x 4 scale factors, K blocks innermost) and
  are copied shared -> tensor memory with `atom.s2t_copy` (32x128b,
  warpx4) before each K tile's MMAs, into columns after the accumulators.
- `acc_stages` (1 or 2, default 2): accumulator stages in tensor memory;
  acc_stages x tile_n columns (plus the scale factors' 4 + 4 tile_n / 128)
  must fit in 512. CUTLASS's block-scaled kernels use 1 at N = 256.
- `band_rows`: rows of D in one band of the tile order (schedule.py;
  default 4096, a multiple of tile_m = 128 x cta_group, 0 for M fastest
  over all of M).
"""

import dataclasses

from .. import ampere, hopper, ir, schedule
from .config import (Config, ELEMENT_BITS, Launch, ScalarParam,
                     TensorMapParam)

TARGETS = ("sm_100a",)

THREADS = 192
EPILOGUE_WARPS = 4          # warps 0-3
PRODUCER_WARP = 4
MMA_WARP = 5
SMEM_LIMIT = 227 * 1024     # dynamic shared memory of one CTA
SWIZZLE_BYTES = 128         # every A/B tile row is one 128-byte swizzle span
TMEM_COLS = 512             # tensor memory of one SM: 128 lanes x 512
LOAD_COLS = 32              # accumulator columns per tcgen05.ld (32x32b.x32)
BATCH_COLS = 64             # columns loaded before one tcgen05.wait::ld
D_ROWS = 32                 # rows of one D buffer (an epilogue warp's)
D_BUF = D_ROWS * SWIZZLE_BYTES   # bytes of one D buffer
D_BUFS = 2                  # buffers per epilogue warp
SF_BLOCK = 512              # bytes of one scale-factor block (128 rows x 4)
OPTIONS = ("cta_group", "scale", "acc_stages", "band_rows")

# (a_type, b_type, acc_type) the kernels take, and the UMMA K of one atom.
DENSE_TYPES = {("bf16", "bf16", "f32"): 16, ("f16", "f16", "f32"): 16}
SCALED_TYPES = {("e4m3", "e4m3", "f32"): 32, ("e5m2", "e5m2", "f32"): 32,
                ("e4m3", "e5m2", "f32"): 32, ("e5m2", "e4m3", "f32"): 32}
D_TYPES = {"bf16": "bfloat", "f16": "half", "f32": "float"}


def _preset(name, a, d, tile, stages, **options):
    cg = options.get("cta_group", 1)
    return Config(name=name, target="sm_100a", a_type=a, b_type=a,
                  acc_type="f32", d_type=d, tile_m=tile[0], tile_n=tile[1],
                  tile_k=tile[2], stages=stages, cluster_m=cg, cluster_n=1,
                  options=options)


PRESETS = {c.name: c for c in [
    _preset("gemm_sm100a_bf16_128x256x64", "bf16", "bf16", (128, 256, 64), 4),
    _preset("gemm_sm100a_f16_128x128x64", "f16", "f16", (128, 128, 64), 6),
    _preset("gemm_sm100a_bf16_256x256x64_2cta", "bf16", "bf16",
            (256, 256, 64), 6, cta_group=2),
    # N = 256 leaves no room for a second accumulator beside the scale
    # factors (CUTLASS: one accumulator stage at N = 256 too); 3 stages of
    # 50 KB beside the D buffers.
    _preset("gemm_sm100a_mxf8_128x256x128", "e4m3", "bf16", (128, 256, 128),
            3, scale="ue8m0", acc_stages=1),
]}


@dataclasses.dataclass
class Plan:
    """What the kernel is made of: sizes per CTA and the shared-memory
    map."""
    cfg: Config
    cg: int                 # cta_group
    scaled: bool            # MXFP8 block scaling
    acc_stages: int         # accumulators in tensor memory
    mma_k: int              # K of one UMMA atom
    a_bytes: int            # per-CTA A tile: 128 rows x 128 bytes
    b_rows: int             # per-CTA B rows: tile_n / cta_group
    b_bytes: int
    sfa_bytes: int          # scale-factor blocks of a stage (0 unscaled)
    sfb_bytes: int
    stage_bytes: int
    tmem_need: int          # columns used
    tmem_cols: int          # allocated: a power of two, 32..512

    @property
    def elem_bytes(self):
        return ELEMENT_BITS[self.cfg.a_type] // 8

    @property
    def d_bits(self):
        return ELEMENT_BITS[self.cfg.d_type]

    @property
    def chunk_cols(self):
        """Columns of D in one 128-byte row of a D buffer (one TMA store
        box is D_ROWS x chunk_cols)."""
        return SWIZZLE_BYTES * 8 // self.d_bits

    @property
    def chunks(self):
        return self.cfg.tile_n // self.chunk_cols

    @property
    def batch_cols(self):
        return BATCH_COLS if self.cfg.tile_n % BATCH_COLS == 0 else LOAD_COLS

    @property
    def d_off(self):
        """The D buffers' offset from the aligned base, after the ring."""
        return self.stage_bytes * self.cfg.stages

    @property
    def sfa_col(self):
        """TMEM column of the A scale factors (after the accumulators)."""
        return self.acc_stages * self.cfg.tile_n

    @property
    def sfb_col(self):
        return self.sfa_col + 4


def _options(cfg):
    return cfg.options.get("cta_group", 1), cfg.options.get("scale")


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing)."""
    p = []
    cg, scale = _options(cfg)
    types = (cfg.a_type, cfg.b_type, cfg.acc_type)
    unknown = set(cfg.options) - set(OPTIONS)
    if unknown:
        p.append("unknown option(s) %s (%s)" % (", ".join(sorted(unknown)),
                                                ", ".join(OPTIONS)))
    if cfg.target not in TARGETS:
        p.append("target %s is not one of %s" % (cfg.target,
                                                  ", ".join(TARGETS)))
    if scale is None and types not in DENSE_TYPES:
        p.append("types %s x %s -> %s: the dense kernels take %s" % (
            types + ("; ".join("%s,%s,%s" % t for t in DENSE_TYPES),)))
    if scale is not None:
        if scale != "ue8m0":
            p.append("scale = %s: only ue8m0 (MXFP8, vec_size 32)" % scale)
        if types not in SCALED_TYPES:
            p.append("block scaling takes e4m3/e5m2 A and B with f32 "
                     "accumulation, not %s x %s -> %s" % types)
        if cg != 1:
            p.append("block scaling is built for cta_group 1 only")
        if cfg.tile_n % 128:
            p.append("block scaling needs tile_n a multiple of 128 (whole "
                     "scale-factor blocks), not %d" % cfg.tile_n)
    if cfg.d_type not in D_TYPES:
        p.append("d_type %s is not one of %s" % (cfg.d_type,
                                                 ", ".join(D_TYPES)))
    acc_stages = cfg.options.get("acc_stages", 2)
    if acc_stages not in (1, 2):
        p.append("acc_stages must be 1 or 2, not %r" % (acc_stages,))
    if cg not in (1, 2):
        p.append("cta_group must be 1 or 2, not %r" % (cg,))
        return p
    if (cfg.cluster_m, cfg.cluster_n) != (cg, 1):
        p.append("cta_group %d needs a %dx1 cluster, not %dx%d" % (
            cg, cg, cfg.cluster_m, cfg.cluster_n))
    band = cfg.options.get("band_rows", schedule.BAND_ROWS)
    if not isinstance(band, int) or band < 0 or band % (128 * cg):
        p.append("band_rows must be 0 or a positive multiple of %d (the "
                 "rows of a unit of tiles), not %r" % (128 * cg, band))
    if cfg.tile_m != 128 * cg:
        p.append("tile_m must be %d with cta_group %d (128 TMEM lanes a "
                 "CTA), not %d" % (128 * cg, cg, cfg.tile_m))
    step = max(LOAD_COLS * cg, SWIZZLE_BYTES * 8 //
               ELEMENT_BITS.get(cfg.d_type, 32))
    if cfg.tile_n % step or not 0 < cfg.tile_n <= 256:
        p.append("tile_n must be a multiple of %d up to 256 (whole %d-column"
                 " loads%s and 128-byte rows of %s D), not %d" % (
                     step, LOAD_COLS, " per CTA" if cg == 2 else "",
                     cfg.d_type, cfg.tile_n))
    bits = ELEMENT_BITS.get(cfg.a_type)
    if bits and cfg.tile_k * bits != SWIZZLE_BYTES * 8:
        p.append("tile_k must be %d for %s (one 128-byte swizzled row), "
                 "not %d" % (SWIZZLE_BYTES * 8 // bits, cfg.a_type,
                             cfg.tile_k))
    if cfg.stages < 2:
        p.append("stages must be at least 2, not %d" % cfg.stages)
    if not p:
        plan = make_plan(cfg)
        if plan.tmem_need > TMEM_COLS:
            p.append("%d accumulator stage(s) of %d columns%s need %d tensor"
                     "-memory columns; an SM has %d" % (
                         plan.acc_stages, cfg.tile_n,
                         " and the scale factors" if plan.scaled else "",
                         plan.tmem_need, TMEM_COLS))
        smem = dynamic_smem(plan) + barrier_bytes(cfg.stages)
        if smem > SMEM_LIMIT:
            p.append("%d stages of %d bytes and %d bytes of D buffers need "
                     "%d bytes of shared memory; a CTA has %d" % (
                         cfg.stages, plan.stage_bytes, d_bytes(), smem,
                         SMEM_LIMIT))
    return p


def d_bytes():
    """The epilogue's D buffers: D_BUFS per epilogue warp."""
    return EPILOGUE_WARPS * D_BUFS * D_BUF


def dynamic_smem(plan):
    """The stages, the D buffers, and the slack that aligns them to 1024
    bytes."""
    return plan.stage_bytes * plan.cfg.stages + d_bytes() + 1024


def barrier_bytes(stages):
    """Static shared memory: full[S], empty[S], acc_full[2], acc_empty[2],
    the TMEM address."""
    return 16 * stages + 40


def make_plan(cfg):
    cg, scale = _options(cfg)
    acc_stages = cfg.options.get("acc_stages", 2)
    types = (cfg.a_type, cfg.b_type, cfg.acc_type)
    mma_k = (SCALED_TYPES if scale else DENSE_TYPES)[types]
    b_rows = cfg.tile_n // cg
    a_bytes = 128 * SWIZZLE_BYTES
    b_bytes = b_rows * SWIZZLE_BYTES
    sfa = SF_BLOCK if scale else 0
    sfb = SF_BLOCK * (cfg.tile_n // 128) if scale else 0
    stage = a_bytes + b_bytes + sfa + sfb
    stage = (stage + 1023) // 1024 * 1024    # each stage 1024-byte aligned
    cols = acc_stages * cfg.tile_n + (4 + 4 * cfg.tile_n // 128 if scale
                                      else 0)
    alloc = 32
    while alloc < cols:
        alloc *= 2
    return Plan(cfg, cg, bool(scale), acc_stages, mma_k, a_bytes, b_rows,
                b_bytes, sfa, sfb, stage, cols, alloc)


# --- shared-memory descriptors -----------------------------------------------

# sm100 shared-memory matrix descriptor (cute UMMA::SmemDescriptor): start
# address >> 4 in bits 0-13, leading byte offset >> 4 in 16-29, stride byte
# offset >> 4 in 32-45, version 1 in 46-47, base offset 49-51, LBO mode 52,
# layout type in 61-63 (0 none, 2 128-byte swizzle).
DESC_VERSION = 1 << 46


def desc_const(lbo, sbo, layout):
    """The constant bits of a descriptor: offsets, version, layout."""
    return ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | DESC_VERSION | (
        layout << 61)


# K-major, 128B-swizzled: 8-row groups of 128-byte rows 1024 bytes apart
# (SBO); LBO unused (1, as cute sets it).
SW128_K = desc_const(16, 1024, 2)
# Scale factors for tcgen05.cp 32x128b: 8-row core matrices of 16-byte rows,
# 128 bytes apart, no swizzle.
SF_DESC = desc_const(128, 128, 0)


class Gen:
    """Writes one kernel of a Plan."""

    def __init__(self, plan):
        self.p, self.cfg = plan, plan.cfg
        c = self.cfg
        self.m = ir.Module(
            "%s: D = A * B^T on %s (%s x %s -> %s, D %s), CTA tile %dx%dx%d, "
            "%d stages, cta_group %d, %d accumulator stage(s)%s, persistent."
            "\nWritten by utils/gen-gemm.py (utils/kernels/gemm/sm100.py)." % (
                c.name, c.target, c.a_type, c.b_type, c.acc_type, c.d_type,
                c.tile_m, c.tile_n, c.tile_k, c.stages, plan.cg,
                plan.acc_stages,
                ", MXFP8 block scaling" if plan.scaled else ""))
        maps = ["a", "b"] + (["sfa", "sfb"] if plan.scaled else []) + ["d"]
        params = [("ptr", "tmap_" + t, "byval([128 x i8]) align 64")
                  for t in maps]
        params += [("i32", "M"), ("i32", "N"), ("i32", "K")]
        self.k = self.m.kernel(c.name, params, max_threads=THREADS,
                               min_blocks=1,
                               grid_constant=range(1, len(maps) + 1))
        self.smem = self.m.dynamic_shared("smem")
        # full[S], empty[S], acc_full[2], acc_empty[2] (8 bytes each), then
        # the TMEM address.
        self.bars = self.m.shared("bars", barrier_bytes(c.stages), align=8)
        self.acc_full_index = 2 * c.stages
        self.acc_empty_index = 2 * c.stages + 2
        self.slot_offset = 16 * c.stages + 32

    # --- small helpers ---------------------------------------------------
    def bar(self, index, hint="bar"):
        """The mbarrier at ``index`` (i32) of `bars`."""
        return self.k.gep("i8", "ptr addrspace(3)", self.bars,
                          self.k.mul(index, "8"), hint=hint)

    def acc_bar(self, first, stage, hint):
        """acc_full[stage] or acc_empty[stage] (``first``: the array's
        index)."""
        return self.bar(self.k.add(stage, str(first)), hint=hint)

    def wait(self, bar, parity, name):
        """Spins on mbarrier.try_wait.parity (its own block)."""
        hopper.wait_parity(self.k, bar, parity, name)

    def converge(self):
        """bar.warp.sync: the warp's threads, which may have left a spin
        loop or a role at different times, run the next warp-wide
        (.sync.aligned) tcgen05 instruction together."""
        self.k.call("void", "llvm.nvvm.bar.warp.sync", [("i32", "-1")])

    def addr32(self, ptr):
        return self.k.ptrtoint(ptr, "ptr addrspace(3)", "i32", hint="addr")

    def tmem(self, base, offset, hint="tm"):
        """A tensor-memory address: base + offset (lane << 16 | column)."""
        k = self.k
        v = k.add(base, offset, hint=hint + ".i") if offset != "0" else base
        return k.op(hint, "inttoptr i32 %s to ptr addrspace(6)" % v)

    def sync_all(self):
        """Every thread of the CTA (the cluster, for a CTA pair)."""
        if self.p.cg == 2:
            self.k.call("void", "llvm.nvvm.barrier.cluster.arrive", [])
            self.k.call("void", "llvm.nvvm.barrier.cluster.wait", [])
        else:
            # barrier.sync, not bar.sync (.aligned): lanes of the producer
            # and MMA warps reach it at different times.
            self.k.call("void", "llvm.nvvm.barrier.sync", [("i32", "0")])

    def next_stage(self, stage, phase, count, hint):
        """(stage + 1) mod ``count`` and the phase bit, flipped on the
        wrap."""
        k = self.k
        nxt = k.add(stage, "1", hint=hint + ".inc")
        wrap = k.icmp("eq", nxt, str(count), hint=hint + ".wrap")
        return (k.select(wrap, "0", nxt, hint=hint + ".next"),
                k.xor(phase, k.cast("zext", wrap, "i1", "i32"),
                      hint=hint + ".phase.next"))

    # --- the kernel --------------------------------------------------------
    def generate(self):
        k, c, p = self.k, self.cfg, self.p
        self.tid = k.sreg("tid.x")
        self.warp = k.lshr(self.tid, "5", hint="warp")
        self.lane = k.and_(self.tid, "31", hint="lane")
        # Grid (clusters, cta_group): cluster x walks units x, x + clusters,
        # ...; its CTAs (rank = y) take the unit's cta_group tiles of 128
        # rows.
        self.first_unit = k.sreg("ctaid.x")
        self.unit_step = k.sreg("nctaid.x")
        self.rank = k.sreg("cluster.ctarank") if p.cg == 2 else "0"
        self.walk = schedule.TileWalk(
            k, 128, c.tile_n, p.cg,
            c.options.get("band_rows", schedule.BAND_ROWS))
        kt = k.udiv(k.add("%K", str(c.tile_k - 1)), str(c.tile_k),
                    hint="ktiles.ceil")
        # At least one K tile: with K = 0 the zero-filled tile makes D = 0.
        self.ktiles = k.select(k.icmp("eq", kt, "0"), "1", kt, hint="ktiles")
        # The stages start at the first 1024-byte boundary of the dynamic
        # shared memory (128B-swizzled tiles repeat every 1024 bytes).
        self.tiles = hopper.aligned_base(k, self.smem)
        self.setup()
        self.roles()
        self.teardown()
        k.ret()
        return self.m.text()

    def setup(self):
        """Barriers initialized by thread 0, TMEM allocated by the MMA warp;
        everyone then reads the TMEM address."""
        k, c, p = self.k, self.cfg, self.p
        first = k.icmp("eq", self.tid, "0", hint="first")
        join = self.k.if_(first, "init")
        # full, empty, acc_full: one arrival (the producer's expect_tx, a
        # tcgen05.commit); acc_empty: every epilogue thread of the pair.
        for i in range(2 * c.stages + 2):
            hopper.mbarrier_init(k, self.bar(str(i)), 1)
        for i in range(2):
            hopper.mbarrier_init(k, self.bar(str(self.acc_empty_index + i)),
                                 32 * EPILOGUE_WARPS * p.cg)
        # The barriers are used by the async proxy (TMA, tcgen05.commit),
        # for a pair also from the other CTA.
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_%s" % (
            "cluster" if p.cg == 2 else "cta"), [])
        if p.cg == 2:
            k.call("void", "llvm.nvvm.fence.mbarrier_init.release.cluster",
                   [])
        self.k.end_if(join)
        self.slot = k.gep("i8", "ptr addrspace(3)", self.bars,
                          str(self.slot_offset), hint="slot")
        is_mma = k.icmp("eq", self.warp, str(MMA_WARP), hint="is_mma")
        join = self.k.if_(is_mma, "alloc")
        k.call("void", "llvm.nvvm.tcgen05.alloc.shared.cg%d" % p.cg,
               [("ptr addrspace(3)", self.slot), ("i32", str(p.tmem_cols))])
        k.call("void", "llvm.nvvm.tcgen05.relinq.alloc.permit.cg%d" % p.cg,
               [])
        self.k.end_if(join)
        k.call("void", "llvm.nvvm.tcgen05.fence.before.thread.sync", [])
        self.sync_all()
        k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync", [])
        self.taddr = k.load("i32", "ptr addrspace(3)", self.slot, 4,
                            hint="taddr")

    def roles(self):
        k, p = self.k, self.p
        lane0 = k.icmp("eq", self.lane, "0", hint="lane0")
        self.lane0 = lane0
        if p.cg == 2:
            # Only the leader CTA of the pair loads and issues the MMAs.
            leader = k.icmp("eq", self.rank, "0", hint="leader")
            lane0 = k.and_(lane0, leader, ty="i1", hint="issuer")
        prod = k.and_(k.icmp("eq", self.warp, str(PRODUCER_WARP)), lane0,
                      ty="i1", hint="is_producer")
        join = self.k.if_(prod, "producer")
        self.producer()
        self.k.end_if(join)
        mma = k.and_(k.icmp("eq", self.warp, str(MMA_WARP)), lane0,
                     ty="i1", hint="is_mma_issuer")
        join = self.k.if_(mma, "mma")
        self.mma()
        self.k.end_if(join)
        epi = k.icmp("ult", self.warp, str(EPILOGUE_WARPS), hint="is_epi")
        join = self.k.if_(epi, "epilogue")
        self.epilogue()
        self.k.end_if(join)

    def teardown(self):
        """The MMA warp frees the tensor memory once every epilogue thread
        (of both CTAs of a pair) has read it."""
        k, p = self.k, self.p
        k.call("void", "llvm.nvvm.tcgen05.fence.before.thread.sync", [])
        self.sync_all()
        is_mma = k.icmp("eq", self.warp, str(MMA_WARP), hint="is_mma")
        join = self.k.if_(is_mma, "dealloc")
        self.converge()
        k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync", [])
        k.call("void", "llvm.nvvm.tcgen05.dealloc.cg%d" % p.cg,
               [("ptr addrspace(6)", self.tmem(self.taddr, "0", "tbase")),
                ("i32", str(p.tmem_cols))])
        self.k.end_if(join)

    # --- the loops shared by the roles ------------------------------------
    def tile_loop(self, role, phis, body):
        """The persistent loop over this CTA's tiles (schedule.tile_loop);
        ``body``(m0, n0, values) for the tile at rows m0, columns n0 of
        D (this CTA's rows)."""
        done = self.k.label(role + ".tiles.done")

        def tile(unit, values):
            m0, n0 = self.walk.origin(unit, self.rank)
            return body(m0, n0, values)
        schedule.tile_loop(self.k, role, self.walk.units, self.first_unit,
                           self.unit_step, done, phis, tile)
        self.k.block(done)

    def k_loop(self, name, stage0, phase0, body):
        """for t in [0, ktiles): body(t, stage, phase), with the ring's
        stage and phase bit carried along from (stage0, phase0); returns
        them after the loop (the next tile continues the ring)."""
        k, c = self.k, self.cfg
        t, loop, pre = k.counted_loop(name, "t")
        stage = k.phi("i32", [(stage0, pre)], hint="stage")
        phase = k.phi("i32", [(phase0, pre)], hint="phase")
        body(t, stage, phase)
        stage_n, phase_n = self.next_stage(stage, phase, c.stages, "stage")
        t_n = k.add(t, "1", hint="t.next")
        more = k.icmp("ult", t_n, self.ktiles, hint="more")
        done = k.label(name + ".done")
        k.cbr(more, loop, done)
        for phi, v in ((t, t_n), (stage, stage_n), (phase, phase_n)):
            phi.add(v, k.current)
        k.block(done)
        return stage_n, phase_n

    def stage_ptr(self, stage, offset, hint):
        k = self.k
        off = k.add(k.mul(stage, str(self.p.stage_bytes)), str(offset))
        return k.gep("i8", "ptr addrspace(3)", self.tiles, off, hint=hint)

    # --- producer -----------------------------------------------------------
    def tma_attrs(self, rows, two_cta, arrive):
        c = self.cfg
        bits = ELEMENT_BITS[c.a_type]
        a = ("{smem_layout = #cute.layout<Sw<3, 4, 3> o (%d, %d):(1, %d)>, "
             "gmem_layout = #cute.layout<(?, ?):(1, ?)>, cta_v_map = "
             "#cute.layout<(%d@0, %d@1)>, element_bits = %d" % (
                 c.tile_k, rows, c.tile_k, c.tile_k, rows, bits))
        if two_cta:
            a += ", load_mode = two_cta, num_multicast = 1"
        return a + (", arrive}" if arrive else "}")

    def load(self, tmap, dst, bar, x, y, rows, arrive):
        """One tile of ``rows`` K-major rows at (x = k, y = row); ``dst`` is
        this CTA's shared memory, or (type, value) of the peer's (peer())."""
        dst_ty, dst = dst if isinstance(dst, tuple) else ("ptr addrspace(3)",
                                                          dst)
        self.k.atom_copy(
            "atom.tma_load", self.tma_attrs(rows, self.p.cg == 2, arrive),
            "void", [(dst_ty, dst), ("ptr addrspace(3)", bar),
                     ("ptr", "%" + tmap), ("i32", x), ("i32", y)])

    def peer(self, ptr):
        """The same shared-memory address in the other CTA of the pair, as a
        shared::cluster address (type, value): mapa of its generic address,
        then cvta.to.shared::cluster (a shared::cta pointer names this
        CTA's memory only)."""
        k = self.k
        generic = k.addrspacecast(ptr, "ptr addrspace(3)", "ptr", hint="gen")
        mapped = k.call("ptr", "llvm.nvvm.mapa", [("ptr", generic),
                                                 ("i32", "1")], hint="peer")
        return ("ptr addrspace(7)",
                k.addrspacecast(mapped, "ptr", "ptr addrspace(7)",
                                hint="peer.cluster"))

    def load_scales(self, m0, n0, t, stage, full):
        """The stage's SFA block and tile_n / 128 SFB blocks: block (mb, kb)
        of a scale tensor starts at row 32 * (mb * KB + kb) of its 16-byte
        rows, KB = ceil(K / 128)."""
        k, c, p = self.k, self.cfg, self.p
        kb_count = k.udiv(k.add("%K", "127"), "128", hint="kblocks")
        sfa = self.stage_ptr(stage, p.a_bytes + p.b_bytes, "ssfa")
        m_blk = k.lshr(m0, "7", hint="m_blk")
        n_blk = k.lshr(n0, "7", hint="n_blk")
        blk = k.add(k.mul(m_blk, kb_count), t, hint="sfa.blk")
        self.load_sf("tmap_sfa", sfa, full, k.mul(blk, "32"))
        for j in range(c.tile_n // 128):
            sfb = self.stage_ptr(stage, p.a_bytes + p.b_bytes + p.sfa_bytes
                                 + SF_BLOCK * j, "ssfb")
            nb = k.add(n_blk, str(j)) if j else n_blk
            blk = k.add(k.mul(nb, kb_count), t, hint="sfb.blk")
            self.load_sf("tmap_sfb", sfb, full, k.mul(blk, "32"))

    def load_sf(self, tmap, dst, bar, row):
        """One 512-byte scale-factor block, viewed as 32 rows of 16 bytes
        (the rows of tcgen05.cp 32x128b); the A and B loads after it
        arrive."""
        attrs = ("{smem_layout = #cute.layout<Sw<0, 4, 3> o (16, 32):(1, 16)>"
                 ", gmem_layout = #cute.layout<(16, ?):(1, 16)>, cta_v_map = "
                 "#cute.layout<(16@0, 32@1)>, element_bits = 8}")
        self.k.atom_copy("atom.tma_load", attrs, "void", [
            ("ptr addrspace(3)", dst), ("ptr addrspace(3)", bar),
            ("ptr", "%" + tmap), ("i32", "0"), ("i32", row)])

    def producer(self):
        """Per tile, per K tile: wait for the stage to be empty, load A and
        B (and the scale factors), the last load arriving on `full`. The
        ring's stage and phase run on from tile to tile."""
        k, c, p = self.k, self.cfg, self.p

        def tile(m0, n0, values):
            stage0, phase0 = values

            def body(t, stage, phase):
                empty = self.bar(k.add(stage, str(c.stages)), hint="empty")
                # A fresh barrier's previous phase (parity 1) counts as
                # complete: the first pass over the ring does not wait.
                self.wait(empty, k.xor(phase, "1", hint="parity"),
                          "wait.empty")
                full = self.bar(stage, hint="full")
                kx = k.mul(t, str(c.tile_k), hint="kx")
                a = self.stage_ptr(stage, 0, "sa")
                b = self.stage_ptr(stage, p.a_bytes, "sb")
                # (tensor map, destination, first row, rows) of every load
                # of the stage; the last one arrives on `full` with its
                # bytes (arriving earlier could complete the phase before
                # the later loads added their bytes).
                loads = [("tmap_a", a, m0, 128), ("tmap_b", b, n0, p.b_rows)]
                if p.cg == 2:
                    # The peer's halves go to the peer's shared memory at
                    # the same offsets; tcgen05.mma.cta_group::2 reads both.
                    loads += [
                        ("tmap_a", self.peer(a), k.add(m0, "128"), 128),
                        ("tmap_b", self.peer(b), k.add(n0, str(p.b_rows)),
                         p.b_rows)]
                if p.scaled:
                    self.load_scales(m0, n0, t, stage, full)
                for i, (tmap, dst, row, rows) in enumerate(loads):
                    self.load(tmap, dst, full, kx, row, rows,
                              arrive=i == len(loads) - 1)
            return list(self.k_loop("produce", stage0, phase0, body))

        self.tile_loop("prod", [("i32", "0", "ring.stage"),
                                ("i32", "0", "ring.phase")], tile)

    # --- MMA ----------------------------------------------------------------
    def desc(self, ptr, const, hint):
        """A shared-memory descriptor of the tile at ``ptr``."""
        k = self.k
        lo = k.and_(k.lshr(self.addr32(ptr), "4"), "16383", hint=hint + ".lo")
        return k.or_(k.zext(lo), str(const), ty="i64", hint=hint)

    def mma_attrs(self, kk):
        c, p = self.cfg, self.p
        a = "{shape_MNK = [%d, %d, %d], a_type = %s, b_type = %s" % (
            c.tile_m, c.tile_n, p.mma_k, c.a_type, c.b_type)
        if p.scaled:
            # The K block's scale factor is byte kk of the 32-bit column.
            a += (", sfa_type = ue8m0, sfb_type = ue8m0, vec_size = 32, "
                  "sfa_id = %d, sfb_id = %d" % (kk, kk))
        else:
            a += ", c_type = %s" % c.acc_type
        if p.cg == 2:
            a += ", cta_group = 2"
        return a + "}"

    def mma(self):
        """Per tile t: wait until the epilogue has emptied accumulator
        stage t % acc_stages (a fresh barrier's parity-1 phase counts as
        complete: the first acc_stages tiles do not wait), then per K tile
        wait on `full`, issue the K tile's atoms into that stage's columns
        and commit the ring stage's `empty`; after the last K tile commit
        `acc_full[stage]` (to both CTAs of a pair)."""
        k, c, p = self.k, self.cfg, self.p
        steps = c.tile_k // p.mma_k
        step_bytes = p.mma_k * p.elem_bytes

        def tile(m0, n0, values):
            stage0, phase0, acc, acc_phase = values
            self.wait(self.acc_bar(self.acc_empty_index, acc, "acc_empty"),
                      k.xor(acc_phase, "1", hint="acc.parity"),
                      "wait.acc_empty")
            k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync", [])
            d = self.tmem(self.taddr, k.mul(acc, str(c.tile_n),
                                            hint="acc.col"), "acc")

            def body(t, stage, phase):
                full = self.bar(stage, hint="full")
                self.wait(full, phase, "wait.full")
                k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync",
                       [])
                da = self.desc(self.stage_ptr(stage, 0, "sa"), SW128_K,
                               "desc_a")
                db = self.desc(self.stage_ptr(stage, p.a_bytes, "sb"),
                               SW128_K, "desc_b")
                scales = self.copy_scales(stage) if p.scaled else ()
                not_first = k.icmp("ne", t, "0", hint="accumulate")
                for kk in range(steps):
                    # Along K inside the swizzle span: advance the start
                    # address by the atom's bytes (>> 4).
                    off = str(kk * step_bytes >> 4)
                    ops = [("i64", k.add(da, off, ty="i64") if kk else da),
                           ("i64", k.add(db, off, ty="i64") if kk else db),
                           ("ptr addrspace(6)", d),
                           ("i1", not_first if kk == 0 else "true")]
                    ops += [("ptr addrspace(6)", self.sf_byte(s, kk))
                            for s in scales]
                    k.atom_mma("sm100.mma_bs" if p.scaled else "sm100.mma",
                               self.mma_attrs(kk), "void", ops)
                # The stage is free once these MMAs complete.
                self.commit(self.bar(k.add(stage, str(c.stages)),
                                     hint="empty"), multicast=False)

            stage, phase = self.k_loop("mainloop", stage0, phase0, body)
            # The accumulator is complete once every MMA so far is.
            self.commit(self.acc_bar(self.acc_full_index, acc, "acc_full"),
                        multicast=p.cg == 2)
            return [stage, phase] + list(self.next_stage(
                acc, acc_phase, p.acc_stages, "acc"))

        self.tile_loop("mma", [("i32", "0", "ring.stage"),
                               ("i32", "0", "ring.phase"),
                               ("i32", "0", "acc.stage"),
                               ("i32", "0", "acc.phase")], tile)

    def sf_byte(self, column, kk):
        """The TMEM address of byte ``kk`` of the scale-factor columns: the
        byte id sits in the address's top two bits, as cute's block-scaled
        MMA reads it (the atom's sfa_id/sfb_id put it in the instruction
        descriptor)."""
        if kk == 0:
            return self.tmem(column, "0", "sf")
        byte = kk << 30
        byte -= (byte >> 31) << 32          # as a signed i32 literal
        addr = self.k.or_(column, str(byte), hint="sf.i")
        return self.tmem(addr, "0", "sf")

    def commit(self, bar, multicast):
        """tcgen05.commit: ``bar`` gets an arrive when this thread's MMAs
        (and copies) complete; multicast: in both CTAs of the pair."""
        cg = self.p.cg
        if multicast:
            self.k.call("void", "llvm.nvvm.tcgen05.commit.mc.shared.cg%d" % cg,
                        [("ptr addrspace(3)", bar), ("i16", "3")])
        else:
            self.k.call("void", "llvm.nvvm.tcgen05.commit.shared.cg%d" % cg,
                        [("ptr addrspace(3)", bar)])

    def copy_scales(self, stage):
        """Copies the stage's scale factors to tensor memory (SFA to
        columns sfa_col.., SFB block j to sfb_col + 4j..), 32 rows x 16
        bytes replicated to the four lane quarters; returns the TMEM
        addresses of SFA and SFB. tcgen05.cp and the MMAs after it are
        issued by this thread and execute in order."""
        k, c, p = self.k, self.cfg, self.p
        sfa_t = self.tmem(self.taddr, str(p.sfa_col), "tsfa")
        sfb_t = self.tmem(self.taddr, str(p.sfb_col), "tsfb")
        src = self.stage_ptr(stage, p.a_bytes + p.b_bytes, "ssfa")
        self.s2t(sfa_t, self.desc(src, SF_DESC, "desc_sfa"))
        for j in range(c.tile_n // 128):
            src = self.stage_ptr(stage, p.a_bytes + p.b_bytes + p.sfa_bytes
                                 + SF_BLOCK * j, "ssfb")
            dst = self.tmem(self.taddr, str(p.sfb_col + 4 * j), "tsfb")
            self.s2t(dst, self.desc(src, SF_DESC, "desc_sfb"))
        return (self.k.add(self.taddr, str(p.sfa_col), hint="sfa"),
                self.k.add(self.taddr, str(p.sfb_col), hint="sfb"))

    def s2t(self, dst, desc):
        self.k.atom_copy("atom.s2t_copy", "{shape = 32x128b_warpx4, "
                         "cta_group = %d}" % self.p.cg, "void",
                         [("ptr addrspace(6)", dst), ("i64", desc)])

    # --- epilogue ------------------------------------------------------------
    def epilogue(self):
        """Thread (warp w, lane l) owns row 32w + l of the CTA's D tile:
        TMEM lane 32w + l, column n = accumulator column n of the stage.
        Warp w stores its 32 rows through its two D buffers; lane 0 issues
        the TMA stores and owns their bulk groups."""
        k, c, p = self.k, self.cfg, self.p
        self.lane_base = k.add(self.taddr, k.shl(self.warp, "21"),
                               hint="tlane")
        # The row's 16-byte units in a 128B-swizzled buffer: unit u of row
        # l at l * 128 + (u ^ l % 8) * 16.
        row_off = k.shl(self.lane, "7", hint="d.row")
        sw = k.and_(self.lane, "7", hint="d.sw")
        self.unit_off = [k.add(row_off, k.shl(k.xor(sw, str(u)) if u else sw,
                                              "4"), hint="d.unit")
                         for u in range(SWIZZLE_BYTES // 16)]
        self.d_warp = k.add(str(p.d_off), k.mul(self.warp, str(D_BUFS *
                                                               D_BUF)),
                            hint="d.warp")

        def tile(m0, n0, values):
            return self.epilogue_tile(m0, n0, *values)

        self.tile_loop("epi", [("i32", "0", "acc.stage"),
                               ("i32", "0", "acc.phase"),
                               ("i32", "0", "d.buf")], tile)
        # The last stores must complete before the CTA exits.
        join = self.k.if_(self.lane0, "epi.drain")
        k.call("void", "llvm.nvvm.cp.async.bulk.wait.group", [("i32", "0")])
        self.k.end_if(join)

    def epilogue_tile(self, m0, n0, acc, acc_phase, dbuf):
        """One tile: wait for accumulator stage ``acc``, then per batch
        load its columns (several tcgen05.ld, one tcgen05.wait::ld), release
        the stage after the last batch's wait, and store the batch's
        128-byte chunks of each row through the D buffers, alternating
        from ``dbuf``. Returns the next (acc, acc_phase, dbuf)."""
        k, c, p = self.k, self.cfg, self.p
        self.wait(self.acc_bar(self.acc_full_index, acc, "acc_full"),
                  acc_phase, "wait.acc_full")
        k.call("void", "llvm.nvvm.tcgen05.fence.after.thread.sync", [])
        col0 = k.add(self.lane_base, k.mul(acc, str(c.tile_n)),
                     hint="tstage")
        y = k.add(m0, k.shl(self.warp, "5"), hint="d.y")
        batches = c.tile_n // p.batch_cols
        chunk = 0
        for b in range(batches):
            # tcgen05.ld is warp-wide (.sync.aligned): the lanes left the
            # spin loop (or lane 0's stores) at different times.
            self.converge()
            loaded = []
            for j in range(p.batch_cols // LOAD_COLS):
                col = b * p.batch_cols + j * LOAD_COLS
                t = self.tmem(col0, str(col), "tchunk") if col else \
                    self.tmem(col0, "0", "tchunk")
                v = k.call(ir.vec(LOAD_COLS, "i32"),
                           "llvm.nvvm.tcgen05.ld.32x32b.x%d" % LOAD_COLS,
                           [("ptr addrspace(6)", t), ("i1", "false")],
                           hint="acc.ld")
                loaded.append(v)
            k.call("void", "llvm.nvvm.tcgen05.wait.ld", [])
            if b == batches - 1:
                self.release_acc(acc)
            vals = []
            for v in loaded:
                f = k.bitcast(v, ir.vec(LOAD_COLS, "i32"),
                              ir.vec(LOAD_COLS, "float"), hint="accf")
                vals += [k.extractelement(ir.vec(LOAD_COLS, "float"), f,
                                          str(i), hint="a")
                         for i in range(LOAD_COLS)]
            for i in range(0, p.batch_cols, p.chunk_cols):
                self.store_chunk(vals[i:i + p.chunk_cols], chunk, dbuf, n0,
                                 y)
                chunk += 1
        acc_n, acc_phase_n = self.next_stage(acc, acc_phase, p.acc_stages,
                                             "acc")
        dbuf_n = k.xor(dbuf, "1", hint="d.buf.next") if p.chunks % 2 \
            else dbuf
        return [acc_n, acc_phase_n, dbuf_n]

    def release_acc(self, acc):
        """This thread has read the accumulator stage: its tcgen05.ld are
        ordered before the arrive on `acc_empty[acc]` (the leader CTA's, for
        a pair: its MMA warp waits there for both CTAs' 256 threads)."""
        k = self.k
        k.call("void", "llvm.nvvm.tcgen05.fence.before.thread.sync", [])
        bar = self.acc_bar(self.acc_empty_index, acc, "acc_empty")
        if self.p.cg == 1:
            hopper.mbarrier_arrive(k, bar)
            return
        generic = k.addrspacecast(bar, "ptr addrspace(3)", "ptr", hint="gen")
        leader = k.call("ptr", "llvm.nvvm.mapa", [("ptr", generic),
                                                 ("i32", "0")],
                        hint="leader_bar")
        k.call("void", "llvm.nvvm.mbarrier.arrive.scope.cluster.space."
               "cluster", [("ptr addrspace(7)", k.addrspacecast(
                   leader, "ptr", "ptr addrspace(7)")), ("i32", "1")])

    def store_chunk(self, vals, chunk, dbuf, n0, y):
        """Columns chunk * chunk_cols.. of the thread's row (``vals``, f32)
        converted in pairs into D buffer dbuf ^ chunk % 2 of the warp, then
        one TMA store of the buffer's 32 x chunk_cols box at (n0 + chunk *
        chunk_cols, y). Lane 0 first waits until at most one bulk group
        (the other buffer's store) still reads shared memory; the warp
        then writes, fences for the async proxy and reconverges before
        lane 0 stores."""
        k, c, p = self.k, self.cfg, self.p
        buf = k.xor(dbuf, "1", hint="d.b") if chunk % 2 else dbuf
        base = k.add(self.d_warp, k.mul(buf, str(D_BUF)), hint="d.off")
        join = self.k.if_(self.lane0, "epi.reuse")
        k.call("void", "llvm.nvvm.cp.async.bulk.wait.group.read",
               [("i32", "1")])
        self.k.end_if(join)
        self.converge()
        dty = D_TYPES[c.d_type]
        per = 16 * 8 // p.d_bits            # elements in 16 bytes
        for u in range(SWIZZLE_BYTES // 16):
            part = vals[u * per:(u + 1) * per]
            if dty == "float":
                words = [k.bitcast(v, "float", "i32", hint="w")
                         for v in part]
            else:
                words = [k.bitcast(ampere.pack_pair(k, part[2 * i],
                                                    part[2 * i + 1], dty),
                                   "<2 x %s>" % dty, "i32", hint="w")
                         for i in range(per // 2)]
            ptr = k.gep("i8", "ptr addrspace(3)", self.tiles,
                        k.add(base, self.unit_off[u], hint="d.st"),
                        hint="d.ptr")
            k.store("<4 x i32>", hopper.vec4(k, words), "ptr addrspace(3)",
                    ptr, 16)
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        self.converge()
        join = self.k.if_(self.lane0, "epi.store")
        src = k.gep("i8", "ptr addrspace(3)", self.tiles, base, hint="d.src")
        x = k.add(n0, str(chunk * p.chunk_cols), hint="d.x") if chunk else n0
        k.atom_copy("atom.tma_store", hopper.tma_attrs(
            p.chunk_cols, D_ROWS, p.d_bits), "void",
            [("ptr addrspace(3)", src), ("ptr", "%tmap_d"), ("i32", x),
             ("i32", y)])
        k.call("void", "llvm.nvvm.cp.async.bulk.commit.group", [])
        self.k.end_if(join)


def launch(cfg, plan):
    c = cfg
    maps = [TensorMapParam("A", c.a_type, [c.tile_k, 128], SWIZZLE_BYTES,
                           ["K", "M"]),
            TensorMapParam("B", c.b_type, [c.tile_k, plan.b_rows],
                           SWIZZLE_BYTES, ["K", "N"])]
    if plan.scaled:
        # CUTLASS's blocked scale layout as rows of 16 bytes: 32 rows per
        # (128 rows x 4 K blocks) block, K blocks innermost.
        for t, mn in (("SFA", "M"), ("SFB", "N")):
            maps.append(TensorMapParam(
                t, "u8", [16, 32], 0,
                ["16", "32 * ((K + 127) / 128) * ((%s + 127) / 128)" % mn]))
    # D: one epilogue warp's 32 rows x 128 bytes, 128B-swizzled.
    maps.append(TensorMapParam("D", c.d_type, [plan.chunk_cols, D_ROWS],
                               SWIZZLE_BYTES, ["N", "M"]))
    params = maps + [ScalarParam("M"), ScalarParam("N"), ScalarParam("K")]
    return Launch(kernel=c.name, target=c.target, params=params,
                  threads=THREADS, grid="persistent",
                  dynamic_smem=dynamic_smem(plan),
                  cluster=[1, plan.cg, 1], tile=[128, c.tile_n, c.tile_k],
                  tolerance=0.02 if plan.scaled else 0.01,
                  # Block scaling is PTX ISA 8.8.
                  llc_flags=["-mattr=+ptx88"] if plan.scaled else [])


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    plan = make_plan(cfg)
    return Gen(plan).generate(), launch(cfg, plan)

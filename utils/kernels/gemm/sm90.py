"""Hopper GEMM kernels (sm_90a): TMA, WGMMA, warp specialization.

The structure of CUTLASS's sm90 "TMA warp-specialized cooperative" persistent
kernel, written in atom IR:

- persistent: one CTA per SM (per cluster of SMs), each looping over output
  tiles (tile = cluster index + i * clusters) in bands of BAND_ROWS rows of
  D, M fastest inside a band, so that the tiles in flight at once share
  rows of A and columns of B in L2 (CUTLASS's tile swizzle, Triton's
  grouped ordering);
- 384 threads in three warpgroups. Warpgroup 0 is the producer: it gives its
  registers away (setmaxnreg.dec 40) and one thread of its first warp
  (elect.sync, CUTLASS's elect_one_sync) issues the `atom.tma_load` copies
  of A and B for each K tile into a ring of `stages` 128B-swizzled
  shared-memory buffers, guarded by a "full" and an "empty" mbarrier per
  stage. Warpgroups 1 and 2 are the consumers (setmaxnreg.inc 232): each
  computes tile_m / 2 rows of the CTA tile with `sm90.mma` atoms
  (m64n<tile_n>k<16|32>, A and B from shared-memory descriptors);
- the mainloop keeps one WGMMA group in flight: per K tile it waits for the
  stage's full barrier, issues the K tile's chained atoms, waits until only
  that group is in flight (wgmma.wait_group 1), and only then releases the
  previous stage to the producer;
- the epilogue converts the accumulators to D's type, writes 64-column
  chunks with `atom.stsm` into a double-buffered 128B-swizzled tile per
  consumer warpgroup, and one thread stores each chunk with
  `atom.tma_store` (which clips at the M and N edges).

With a 2x1 cluster the two CTAs of a cluster compute vertically adjacent
tiles that share B: each CTA loads half of the B tile and multicasts it to
both, so a stage may be refilled only when both CTAs' consumers have
released it. As in CUTLASS's PipelineTmaAsync, each empty barrier counts
the consumer warpgroups of both CTAs: a consumer warpgroup arrives on its
own CTA's barrier and, through `mapa` and a shared::cluster address, on the
peer's (`mbarrier.arrive.shared::cluster`: release at CTA scope, the
default, as in CUTLASS; the arrival publishes no writes. A release at
cluster scope there, which ptxas compiles to MEMBAR.ALL.GPU at every K
step, measured 0.72-0.75 of cuBLAS; this one is not measured yet), so
each producer waits on its own empty barrier only. The barriers' initialization is released to the cluster
(fence.mbarrier_init) and the CTAs synchronize before any remote arrival.

Config options: band_rows, the rows of D in one band of the persistent
tile order (default 4096; a multiple of tile_m x cluster_m; 0 walks M
fastest over the whole of M); promote_every, for FP8 inputs only, the
K tiles after which the WGMMA accumulator is added into a second, f32
accumulator in registers (default 0: never, all of K accumulates in the
WGMMA accumulator). The tile is (128 or 256) x (128 or 256) x (128 bytes
of A/B elements).

Two-level FP8 accumulation (promote_every = P > 0; CUTLASS's
GmmaFP8Accumulation, whose mma_promotion_interval of 4 MMAs of K 32 is
one K tile of 128, P = 1 here): Hopper's FP8 WGMMAs add their products
into the accumulator with fewer mantissa bits than f32 keeps, so the error
grows with the accumulator and with K. The consumer restarts the WGMMA
accumulator (scale_d false) on the first K tile of each block of P, and
after the block's last K tile (and the tile's last) waits for every group
(wait_group 0: the group that ends the block is the newest, which
wait_group 1 would leave in flight), adds the WGMMA accumulator into the f32
one (fadd) and releases the previous stage as usual; the epilogue stores
the f32 accumulator. Both accumulators must fit in the consumers'
registers: at most 128 registers for the two, so tile 128 x 128 only.
"""

from .config import (ELEMENT_BITS, Config, Launch, ScalarParam,
                     TensorMapParam)
from .. import ampere, hopper, schedule
from ..hopper import ALIGN, SWIZZLE, WARPGROUP, tma_attrs
from ..ir import Module, vec

TARGETS = ("sm_90a",)

THREADS = 384
CONSUMERS = 2
PRODUCER_REGS = 40
# Rows of D in one band of the persistent tile order (schedule.py).
BAND_ROWS = schedule.BAND_ROWS
CONSUMER_REGS = 232
# The accumulator registers a consumer thread may hold: the WGMMA
# accumulators, and with promote_every the f32 ones too (the rest of the
# 232 hold descriptors, addresses and the epilogue's values).
ACC_REG_LIMIT = 128
FP8 = ("e4m3", "e5m2")
SMEM_LIMIT = 232448         # the most dynamic shared memory a CTA may have
MMA_INPUTS = {("bf16", "bf16"): "f32", ("f16", "f16"): "f32",
              ("e4m3", "e4m3"): "f32", ("e5m2", "e5m2"): "f32",
              ("e4m3", "e5m2"): "f32", ("e5m2", "e4m3"): "f32"}
D_TYPES = {"bf16": "bfloat", "f16": "half"}


def _preset(name, a, d, tile, stages=4, cluster_m=1, **options):
    tm, tn, tk = tile
    return Config(name=name, target="sm_90a", a_type=a, b_type=a,
                  acc_type="f32", d_type=d, tile_m=tm, tile_n=tn, tile_k=tk,
                  stages=stages, cluster_m=cluster_m, options=options)


PRESETS = {c.name: c for c in [
    _preset("gemm_sm90a_bf16_128x256x64", "bf16", "bf16", (128, 256, 64)),
    _preset("gemm_sm90a_f16_128x256x64", "f16", "f16", (128, 256, 64)),
    _preset("gemm_sm90a_e4m3_128x256x128", "e4m3", "bf16", (128, 256, 128)),
    _preset("gemm_sm90a_bf16_128x256x64_c2x1", "bf16", "bf16",
            (128, 256, 64), cluster_m=2),
    # Two-level FP8 accumulation as CUTLASS's FP8 kernels do by default
    # (promotion every 128 K): both accumulators fit at 128 x 128 only; 6
    # stages of 32 KB fill the shared memory. @promote_every=0 is the same
    # kernel without promotion (the speed and error baseline).
    _preset("gemm_sm90a_e4m3_128x128x128_promote1", "e4m3", "bf16",
            (128, 128, 128), stages=6, promote_every=1),
]}


class Plan:
    """Sizes and shared-memory offsets that follow from a Config."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.in_bits = ELEMENT_BITS[cfg.a_type]
        self.d_bits = ELEMENT_BITS.get(cfg.d_type, 0)
        self.cluster = cfg.cluster_m * cfg.cluster_n
        self.wg_rows = cfg.tile_m // CONSUMERS           # rows per consumer
        self.atoms_m = self.wg_rows // 64                # m64 atoms per k step
        self.mma_k = 256 // self.in_bits                 # 16 (16-bit), 32 (8)
        self.k_steps = cfg.tile_k // self.mma_k
        self.acc_regs = cfg.tile_n // 2                  # f32 per atom
        # K tiles per block of two-level accumulation (0: none).
        self.promote = cfg.options.get("promote_every", 0)
        self.b_rows = cfg.tile_n // self.cluster         # B rows one CTA loads
        self.chunk_cols = SWIZZLE * 8 // max(self.d_bits, 1)
        self.chunks = cfg.tile_n // self.chunk_cols
        row = cfg.tile_k * self.in_bits // 8
        self.a_stage = cfg.tile_m * row
        self.b_stage = cfg.tile_n * row
        self.d_buf = self.wg_rows * SWIZZLE
        # Offsets from the 1024-aligned base: rings, D buffers, barriers.
        self.a_off = 0
        self.b_off = cfg.stages * self.a_stage
        self.d_off = self.b_off + cfg.stages * self.b_stage
        self.full_off = self.d_off + CONSUMERS * 2 * self.d_buf
        self.empty_off = self.full_off + 8 * cfg.stages
        self.smem = self.empty_off + 8 * cfg.stages
        self.launch_smem = self.smem + ALIGN


def check(cfg):
    """What this family cannot build of ``cfg``."""
    out = []
    if cfg.target not in TARGETS:
        out.append("target %s is not one of %s" % (cfg.target,
                                                   ", ".join(TARGETS)))
    acc = MMA_INPUTS.get((cfg.a_type, cfg.b_type))
    if acc is None:
        out.append("A/B types %s/%s are not one of %s" % (
            cfg.a_type, cfg.b_type,
            ", ".join(sorted({a for a, _ in MMA_INPUTS}))))
    elif cfg.acc_type != acc:
        out.append("accumulator type must be %s" % acc)
    if cfg.d_type not in D_TYPES:
        out.append("D type must be one of %s (the epilogue stores with "
                   "stmatrix)" % ", ".join(sorted(D_TYPES)))
    if cfg.tile_m not in (128, 256):
        out.append("tile_m must be 128 or 256 (two consumer warpgroups of "
                   "one or two m64 atoms)")
    if cfg.tile_n not in (128, 256):
        out.append("tile_n must be 128 or 256 (an even number of 64-column "
                   "epilogue chunks, at most 256 for WGMMA)")
    if cfg.tile_m * cfg.tile_n // CONSUMERS // WARPGROUP > 128:
        out.append("tile_m x tile_n gives %d accumulator registers per "
                   "thread; at most 128 fit" %
                   (cfg.tile_m * cfg.tile_n // CONSUMERS // WARPGROUP))
    bits = ELEMENT_BITS.get(cfg.a_type, 0)
    if bits and cfg.tile_k * bits != SWIZZLE * 8:
        out.append("tile_k must be %d for %s (one 128-byte swizzle row)" %
                   (SWIZZLE * 8 // bits, cfg.a_type))
    if cfg.cluster_n != 1 or cfg.cluster_m not in (1, 2):
        out.append("cluster must be 1x1 or 2x1 (B multicast to two CTAs)")
    if cfg.stages < 2:
        out.append("stages must be at least 2")
    unknown = sorted(set(cfg.options) - {"band_rows", "promote_every"})
    if unknown:
        out.append("unknown option(s) %s (band_rows, promote_every)" %
                   ", ".join(unknown))
    band = cfg.options.get("band_rows", BAND_ROWS)
    span = cfg.tile_m * cfg.cluster_m
    if not isinstance(band, int) or band < 0 or band % span:
        out.append("band_rows must be 0 or a positive multiple of tile_m x "
                   "cluster_m (%d), not %r" % (span, band))
    out += check_promote(cfg)
    if not out and Plan(cfg).launch_smem > SMEM_LIMIT:
        out.append("%d stages need %d bytes of shared memory; at most %d" %
                   (cfg.stages, Plan(cfg).launch_smem, SMEM_LIMIT))
    return out


def check_promote(cfg):
    """What is wrong with the promote_every option of ``cfg``."""
    promote = cfg.options.get("promote_every", 0)
    if not isinstance(promote, int) or promote < 0:
        return ["promote_every must be 0 (off) or a positive number of K "
                "tiles, not %r" % (promote,)]
    if not promote:
        return []
    out = []
    if cfg.a_type not in FP8 or cfg.b_type not in FP8:
        out.append("promote_every is for FP8 inputs (e4m3, e5m2), whose "
                   "WGMMAs accumulate with fewer bits than f32; %s/%s "
                   "accumulate in f32" % (cfg.a_type, cfg.b_type))
    regs = cfg.tile_m * cfg.tile_n // CONSUMERS // WARPGROUP
    if 2 * regs > ACC_REG_LIMIT:
        out.append("promote_every keeps a second, f32 accumulator: tile_m x "
                   "tile_n gives 2 x %d accumulator registers per thread; "
                   "at most %d fit (tile 128x128)" % (regs, ACC_REG_LIMIT))
    return out


class Builder:
    """Writes one kernel: the prologue, the producer and consumer roles and
    the shared tile walk."""

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.m = Module("%s: D = A * B^T on sm_90a (utils/gen-gemm.py)\n"
                        "TMA warp-specialized persistent kernel, %s" %
                        (cfg.name, "x".join(str(v) for v in (
                            cfg.tile_m, cfg.tile_n, cfg.tile_k))))
        tmap = "ptr byval([128 x i8]) align 64"
        self.k = self.m.kernel(
            cfg.name, [(tmap, "tma_a"), (tmap, "tma_b"), (tmap, "tma_d"),
                       ("i32", "M"), ("i32", "N"), ("i32", "K")],
            max_threads=THREADS, min_blocks=1, grid_constant=[1, 2, 3])
        self.acc_ty = vec(self.p.acc_regs, "float")

    # --- small helpers -------------------------------------------------------
    def at(self, offset, hint="p"):
        """The shared address ``offset`` (an i32 value) bytes past the aligned
        base."""
        return self.k.gep("i8", "ptr addrspace(3)", self.base, offset,
                          hint=hint)

    def const_at(self, offset, hint="p"):
        """at() of a constant offset."""
        return self.at(str(offset), hint)

    def ring(self, base_off, stride, s, hint):
        """Entry ``s`` (an i32 value) of an array of ``stride``-byte
        entries at ``base_off``: a stage's tile or barrier."""
        return self.at(self.k.add(str(base_off), self.k.mul(s, str(stride))),
                       hint)

    def if_then(self, cond, hint, body):
        hopper.if_then(self.k, cond, hint, body)

    def wait_parity(self, bar, parity, hint):
        hopper.wait_parity(self.k, bar, parity, hint)

    def stage_of(self, n):
        """The ring stage of the ``n``-th K tile."""
        return self.k.urem(n, str(self.cfg.stages), hint="stage")

    def parity_of(self, n):
        """The phase parity of the ``n``-th K tile's pass through the ring."""
        k = self.k
        return k.and_(k.udiv(n, str(self.cfg.stages)), "1", hint="parity")

    def plus(self, value, offset, ty="i32", hint="t"):
        """``value`` + ``offset`` (a Python int), without adding 0."""
        return value if offset == 0 else self.k.add(value, str(offset), ty,
                                                    hint)

    # --- prologue ------------------------------------------------------------
    def prologue(self):
        k, p, cfg = self.k, self.p, self.cfg
        self.base = hopper.aligned_base(k, self.m.dynamic_shared("smem"))
        self.tid = k.sreg("tid.x")
        self.wg = k.lshr(self.tid, "7", hint="wg")
        self.wg_tid = k.and_(self.tid, str(WARPGROUP - 1), hint="wg_tid")
        ctaid, nctaid = k.sreg("ctaid.x"), k.sreg("nctaid.x")
        cm = str(cfg.cluster_m)
        self.rank = (k.urem(ctaid, cm, hint="rank") if p.cluster > 1
                     else "0")
        self.first_unit = k.udiv(ctaid, cm, hint="cluster_id")
        self.unit_step = k.udiv(nctaid, cm, hint="clusters")
        self.tile_walk_setup()
        leader = k.icmp("eq", self.tid, "0", hint="is_t0")
        self.if_then(leader, "init", self.init_barriers)
        if p.cluster > 1:
            k.call("void", "llvm.nvvm.barrier.cluster.arrive.aligned", [])
            k.call("void", "llvm.nvvm.barrier.cluster.wait.aligned", [])
        else:
            k.call("void", "llvm.nvvm.barrier0", [])
        self.exit = k.label("exit")
        producer, consumer = k.label("producer"), k.label("consumer")
        k.cbr(k.icmp("eq", self.wg, "0", hint="is_producer"), producer,
              consumer)
        return producer, consumer

    def tile_walk_setup(self):
        """Tile counts (schedule.TileWalk: units of cluster_m vertically
        adjacent tiles in bands, M fastest), and the K tiles (at least one,
        so that K = 0 stores zeros from the zero-filled loads)."""
        k, cfg = self.k, self.cfg
        self.walk = schedule.TileWalk(
            k, cfg.tile_m, cfg.tile_n, cfg.cluster_m,
            cfg.options.get("band_rows", BAND_ROWS))
        kt = k.udiv(k.add("%K", str(cfg.tile_k - 1)), str(cfg.tile_k),
                    hint="kt")
        more = k.icmp("ugt", kt, "1")
        self.k_tiles = k.select(more, kt, "1", hint="k_tiles")

    def init_barriers(self):
        """Thread 0: full barriers expect the producer's one arrival (and
        the loads' bytes), empty barriers one arrival per consumer
        warpgroup of every CTA of the cluster; the barriers are made
        visible to the TMA unit and, with a cluster, to the other CTAs
        (which arrive on the empty ones and complete transactions on the
        full ones), and the maps prefetched."""
        k, p, cfg = self.k, self.p, self.cfg
        for s in range(cfg.stages):
            hopper.mbarrier_init(k, self.const_at(p.full_off + 8 * s), 1)
            hopper.mbarrier_init(k, self.const_at(p.empty_off + 8 * s),
                                 CONSUMERS * p.cluster)
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        if p.cluster > 1:
            k.call("void", "llvm.nvvm.fence.mbarrier_init.release.cluster",
                   [])
        for t in ("tma_a", "tma_b", "tma_d"):
            k.call("void", "llvm.nvvm.cute.prefetch_tma_desc",
                   [("ptr", "%" + t)])

    # --- the persistent tile loop, shared by both roles ----------------------
    def tile_loop(self, role, done, extra_phis, body):
        """Loops over this CTA's tiles (schedule.tile_loop), then goes to
        block ``done``. Both roles walk the same tiles and K tiles, so their
        ring positions (the count `n` of K tiles so far) agree.
        ``extra_phis``: [(type, initial)] carried values; ``body``(m0, n0,
        n, carried) writes one tile and returns (n, carried) for the
        next."""
        def tile(unit, values):
            m0, n0 = self.walk.origin(unit, self.rank)
            n_out, out = body(m0, n0, values[0], values[1:])
            return [n_out] + list(out)
        schedule.tile_loop(
            self.k, role, self.walk.units, self.first_unit, self.unit_step,
            done, [("i32", "0", "n")] + [(t, v, "carry")
                                         for t, v in extra_phis], tile)

    def k_loop(self, role, n0, carried0, body, hints=None):
        """Loops over the K tiles of one tile; ``body``(kt, n, carried)
        writes one K tile (the n-th through the ring) and returns the carried
        values (accumulators, named ``hints``, default "acc"). Returns (n
        after the loop, carried after the loop)."""
        k = self.k
        entry = k.current
        head = k.label(role + ".k")
        k.br(head)
        k.block(head)
        kt = k.phi("i32", [("0", entry)], hint="kt")
        n = k.phi("i32", [(n0, entry)], hint="kn")
        hints = hints or ["acc"] * len(carried0)
        carried = [k.phi(self.acc_ty, [(v, entry)], hint=h)
                   for v, h in zip(carried0, hints)]
        out = body(kt.name, n.name, [c.name for c in carried])
        kt_next = k.add(kt.name, "1", hint="kt.next")
        n_next = k.add(n.name, "1", hint="kn.next")
        tail = k.current
        done = k.label(role + ".k.done")
        k.cbr(k.icmp("ult", kt_next, self.k_tiles), head, done)
        kt.add(kt_next, tail)
        n.add(n_next, tail)
        for c, v in zip(carried, out):
            c.add(v, tail)
        k.block(done)
        return n_next, out

    # --- producer ------------------------------------------------------------
    def producer(self):
        """Warpgroup 0 keeps 40 registers; one thread of its first warp,
        elected with elect.sync while the warp is converged (CUTLASS's
        elect_one_sync), issues every load."""
        k = self.k
        hopper.setmaxnreg(k, PRODUCER_REGS, increase=False)
        elect, issue = k.label("prod.elect"), k.label("prod.issue")
        k.cbr(k.icmp("ult", self.wg_tid, "32", hint="is_warp0"), elect,
              self.exit)
        k.block(elect)
        k.cbr(hopper.elect_one(k, "is_issuer"), issue, self.exit)
        k.block(issue)
        self.tile_loop("prod", self.exit, [], self.producer_tile)

    def producer_tile(self, m0, n0, n, _):
        """The loads of one tile's K tiles."""
        def step(kt, kn, _):
            self.producer_step(m0, n0, kt, kn)
            return []
        n_out, _ = self.k_loop("prod", n, [], step)
        return n_out, []

    def producer_step(self, m0, n0, kt, n):
        """Waits for stage n % S to be empty (with a cluster, the barrier
        also counts the peer CTA's consumers), then loads B (its share,
        multicast) and A, arriving on the full barrier with the last load."""
        k, p, cfg = self.k, self.p, self.cfg
        s = self.stage_of(n)
        empty = self.ring(p.empty_off, 8, s, "empty")
        self.wait_parity(empty, k.xor(self.parity_of(n), "1"), "prod.wait")
        full = self.ring(p.full_off, 8, s, "full")
        kx = k.mul(kt, str(cfg.tile_k), hint="kx")
        self.load_b(self.ring(p.b_off, p.b_stage, s, "b_tile"), full, kx, n0)
        k.atom_copy("atom.tma_load", tma_attrs(cfg.tile_k, cfg.tile_m,
                                               p.in_bits, ", arrive"),
                    "void", [("ptr addrspace(3)", self.ring(
                        p.a_off, p.a_stage, s, "a_tile")),
                             ("ptr addrspace(3)", full), ("ptr", "%tma_a"),
                             ("i32", kx), ("i32", m0)])

    def load_b(self, dst, full, kx, n0):
        """The B tile's load; with a cluster, this CTA's rows of it (rank *
        b_rows on) into every CTA of the cluster, the barrier expecting the
        whole tile."""
        k, p, cfg = self.k, self.p, self.cfg
        operands = [("ptr addrspace(3)", dst), ("ptr addrspace(3)", full),
                    ("ptr", "%tma_b"), ("i32", kx), ("i32", n0)]
        extra = ""
        if p.cluster > 1:
            row = cfg.tile_k * p.in_bits // 8
            operands[0] = ("ptr addrspace(3)", k.gep(
                "i8", "ptr addrspace(3)", dst,
                k.mul(self.rank, str(p.b_rows * row)), hint="b_part"))
            operands[4] = ("i32", k.add(n0, k.mul(self.rank, str(p.b_rows)),
                                        hint="by"))
            operands.append(("i16", str((1 << p.cluster) - 1)))
            extra = (", load_mode = w128_multicast, num_multicast = %d" %
                     p.cluster)
        k.atom_copy("atom.tma_load", tma_attrs(cfg.tile_k, p.b_rows,
                                               p.in_bits, extra),
                    "void", operands)

    # --- consumers -----------------------------------------------------------
    def consumer(self):
        """Warpgroups 1 and 2 take 232 registers (the producer's share)
        and compute rows cw * wg_rows on of each tile; at the end the
        signalling thread waits for its last TMA stores."""
        k, p = self.k, self.p
        hopper.setmaxnreg(k, CONSUMER_REGS, increase=True)
        self.cw = k.sub(self.wg, "1", hint="cw")
        self.signaller = k.icmp("eq", self.wg_tid, "0", hint="is_signaller")
        self.desc_a0 = self.descriptor(k.add(str(p.a_off), k.mul(
            self.cw, str(p.wg_rows * SWIZZLE))), "desc_a0")
        self.desc_b0 = self.descriptor(str(p.b_off), "desc_b0")
        self.epilogue_setup()
        drain = k.label("cons.drain")
        self.tile_loop("cons", drain, [(self.acc_ty, "undef")] * p.atoms_m,
                       self.consumer_tile)
        k.block(drain)
        self.if_then(self.signaller, "epi.drain", lambda: k.call(
            "void", "llvm.nvvm.cp.async.bulk.wait.group", [("i32", "0")]))
        k.br(self.exit)

    def descriptor(self, offset, hint):
        """The descriptor of the K-major 128B-swizzled tile at ``offset``
        (hopper.descriptor)."""
        return hopper.descriptor(self.k, self.at(offset), hint=hint)

    def consumer_tile(self, m0, n0, n, accs):
        """One tile: the mainloop, then every group retired, the last stage
        released and the accumulators stored. With promote_every the K
        loop also carries the f32 accumulators, zero at the tile's start,
        and the epilogue stores them (the last K tile promoted its block)."""
        p = self.p
        if p.promote:
            n_out, out = self.k_loop(
                "cons", n, list(accs) + ["zeroinitializer"] * p.atoms_m,
                self.consumer_step,
                ["acc"] * p.atoms_m + ["facc"] * p.atoms_m)
            accs, stored = out[:p.atoms_m], out[p.atoms_m:]
        else:
            n_out, accs = self.k_loop("cons", n, accs, self.consumer_step)
            stored = accs
        k = self.k
        k.call("void", "llvm.nvvm.wgmma.wait_group.sync.aligned",
               [("i64", "0")])
        last = self.stage_of(k.sub(n_out, "1"))
        self.release(last, self.signaller)
        self.epilogue(m0, n0, stored)
        return n_out, accs

    def consumer_step(self, kt, n, accs):
        """One K tile: wait until it has landed, issue its atoms chained on
        the accumulators, keep that group in flight (wait_group 1: the
        previous K tile's group has retired), release the previous stage.
        With promote_every, ``accs`` are the WGMMA accumulators and then
        the f32 ones (promote_step)."""
        if self.p.promote:
            return self.promote_step(kt, n, accs)
        k, cfg = self.k, self.cfg
        s = self.wait_full(n)
        da, db = self.stage_descriptors(s)
        accumulate = k.icmp("ne", kt, "0", hint="accumulate")
        accs = self.issue_k_tile(da, db, accs, accumulate)
        k.call("void", "llvm.nvvm.wgmma.wait_group.sync.aligned",
               [("i64", "1")])
        prev = self.stage_of(k.add(n, str(cfg.stages - 1)))
        self.release(prev, k.and_(accumulate, self.signaller, ty="i1"))
        return accs

    def wait_full(self, n):
        """Waits for the n-th K tile's stage to have landed; its stage."""
        p = self.p
        s = self.stage_of(n)
        self.wait_parity(self.ring(p.full_off, 8, s, "full"),
                         self.parity_of(n), "cons.wait")
        return s

    def stage_descriptors(self, s):
        """The descriptors of stage ``s``'s A rows (this warpgroup's) and
        B tile."""
        k, p = self.k, self.p
        s64 = k.zext(s)
        da = k.add(self.desc_a0, k.mul(s64, str(p.a_stage >> 4), ty="i64"),
                   ty="i64", hint="desc_a")
        db = k.add(self.desc_b0, k.mul(s64, str(p.b_stage >> 4), ty="i64"),
                   ty="i64", hint="desc_b")
        return da, db

    def issue_k_tile(self, da, db, accs, accumulate):
        """The atoms of the K tile whose stage descriptors are ``da``,
        ``db``, chained on ``accs``; the first adds to its accumulator when
        ``accumulate`` holds (an i1), else starts from zero (scale_d
        false). The new accumulators."""
        k, p, cfg = self.k, self.p, self.cfg
        attrs = ("{shape_MNK = [64, %d, %d], a_type = %s, b_type = %s, "
                 "c_type = f32}" % (cfg.tile_n, p.mma_k, cfg.a_type,
                                    cfg.b_type))
        step = p.mma_k * p.in_bits // 8 >> 4
        accs = list(accs)
        for ks in range(p.k_steps):
            scale = accumulate if ks == 0 else "true"
            b = self.plus(db, ks * step, "i64", "db")
            for am in range(p.atoms_m):
                a = self.plus(da, ks * step + am * 64 * SWIZZLE // 16,
                              "i64", "da")
                accs[am] = k.atom_mma(
                    "sm90.mma", attrs, self.acc_ty,
                    [("i64", a), ("i64", b), (self.acc_ty, accs[am]),
                     ("i1", scale)], hint="acc")
        return accs

    def promote_step(self, kt, n, accs):
        """One K tile of two-level accumulation in blocks of P =
        promote_every K tiles. The block's first K tile restarts the WGMMA
        accumulator (scale_d false). After the block's last K tile, or the
        tile's last, the group just issued must retire before its
        accumulator is read: wait_group 0 (which retires the previous K
        tile's group too), then f32 += WGMMA in `cons.promote`; on the
        other K tiles wait_group 1 keeps the group in flight as without
        promotion. Either way the previous stage is released after the
        wait. P = 1 (CUTLASS's default) promotes every K tile, without a
        branch."""
        k, p, cfg = self.k, self.p, self.cfg
        wg, f32 = list(accs[:p.atoms_m]), list(accs[p.atoms_m:])
        da, db = self.stage_descriptors(self.wait_full(n))
        if p.promote == 1:
            in_block = "0"
            accumulate = "false"
        else:
            in_block = k.urem(kt, str(p.promote), hint="in_block")
            accumulate = k.icmp("ne", in_block, "0", hint="accumulate")
        wg = self.issue_k_tile(da, db, wg, accumulate)

        def promote():
            k.call("void", "llvm.nvvm.wgmma.wait_group.sync.aligned",
                   [("i64", "0")])
            return [k.binop("fadd", self.acc_ty, f, w, hint="facc")
                    for f, w in zip(f32, wg)]
        if p.promote == 1:
            f32 = promote()
        else:
            last = k.icmp("eq", k.add(kt, "1"), self.k_tiles, hint="last")
            ends = k.or_(k.icmp("eq", in_block, str(p.promote - 1)), last,
                         ty="i1", hint="ends_block")
            yes, no = k.label("cons.promote"), k.label("cons.keep")
            done = k.label("cons.promoted")
            k.cbr(ends, yes, no)
            k.block(yes)
            added = promote()
            k.br(done)
            k.block(no)
            k.call("void", "llvm.nvvm.wgmma.wait_group.sync.aligned",
                   [("i64", "1")])
            k.br(done)
            k.block(done)
            f32 = [k.phi(self.acc_ty, [(a, yes), (f, no)], hint="facc").name
                   for a, f in zip(added, f32)]
        prev = self.stage_of(k.add(n, str(cfg.stages - 1)))
        has_prev = k.icmp("ne", kt, "0", hint="has_prev")
        self.release(prev, k.and_(has_prev, self.signaller, ty="i1"))
        return wg + f32

    def release(self, stage, cond):
        """When ``cond`` holds (the warpgroup's signalling thread), arrives
        on the stage's empty barrier and, with a cluster, on the peer CTA's
        (whose producer multicasts into this CTA's stage too)."""
        k, p = self.k, self.p

        def body():
            empty = self.ring(p.empty_off, 8, stage, "empty")
            hopper.mbarrier_arrive(k, empty)
            if p.cluster > 1:
                self.arrive_remote(empty, k.xor(self.rank, "1"))
        self.if_then(cond, "cons.release", body)

    def arrive_remote(self, bar, rank):
        """One arrival on the barrier at ``bar``'s offset in CTA ``rank`` of
        the cluster (mapa of its generic address, as a shared::cluster
        pointer), with release semantics at CTA scope, as CUTLASS's
        ClusterBarrier::arrive(cta_id) writes it: the arrival only says
        that this warpgroup's WGMMAs, retired by the wait before it, are
        done reading the stage; there are no writes of this thread to make
        visible to the peer. A release at cluster scope would order every
        earlier memory access of the thread cluster-wide at each K step."""
        k = self.k
        generic = k.addrspacecast(bar, "ptr addrspace(3)", "ptr")
        peer = k.call("ptr", "llvm.nvvm.mapa", [("ptr", generic),
                                                ("i32", rank)],
                      hint="peer_bar")
        k.call("void", "llvm.nvvm.mbarrier.arrive.scope.cta.space."
               "cluster", [("ptr addrspace(7)", k.addrspacecast(
                   peer, "ptr", "ptr addrspace(7)")), ("i32", "1")])

    # --- epilogue ------------------------------------------------------------
    def epilogue_setup(self):
        """Per-thread parts of the stmatrix addresses: thread l of warp w
        gives row 16w + l%8 + 8*(l/8 % 2) of matrix l/8 (columns 8*(l/16)
        further), whose 16-byte unit is swizzled with row % 8."""
        k, p = self.k, self.p
        lane = k.and_(self.wg_tid, "31", hint="lane")
        warp = k.lshr(self.wg_tid, "5", hint="warp")
        rr = k.and_(lane, "7", hint="rr")
        half = k.and_(k.lshr(lane, "3"), "1", hint="half")
        jh = k.lshr(lane, "4", hint="jh")
        row = k.add(k.add(k.shl(warp, "4"), rr), k.shl(half, "3"),
                    hint="st_row")
        self.st_row_off = k.shl(row, "7", hint="st_row_off")
        self.st_unit = k.xor(jh, rr, hint="st_unit")
        self.d_bar = k.add(self.cw, "1", hint="d_bar")
        self.d_buf0 = k.add(str(p.d_off), k.mul(self.cw, str(2 * p.d_buf)),
                            hint="d_buf0")

    def epilogue(self, m0, n0, accs):
        """Each 64-column chunk of the warpgroup's rows through buffer c % 2
        (an even number of chunks a tile, so the buffers alternate across
        tiles too): once the store that last read the buffer has read it
        (at most the other buffer's store stays pending), stmatrix, fence
        the writes for the async proxy, and one thread stores the chunk."""
        k, p = self.k, self.p
        d_ty = D_TYPES[self.cfg.d_type]
        y = k.add(m0, k.mul(self.cw, str(p.wg_rows)), hint="dy")
        for c in range(p.chunks):
            buf = self.plus(self.d_buf0, (c % 2) * p.d_buf, hint="d_buf")
            self.if_then(self.signaller, "epi.reuse", lambda: k.call(
                "void", "llvm.nvvm.cp.async.bulk.wait.group.read",
                [("i32", "1")]))
            self.named_barrier()
            for am in range(p.atoms_m):
                for q in range(4):
                    self.stsm(accs[am], d_ty, buf, c, am, q)
            k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
            self.named_barrier()
            x = self.plus(n0, c * p.chunk_cols, hint="dx")
            src = self.at(buf, "d_tile")
            self.if_then(self.signaller, "epi.store",
                         lambda: self.store_chunk(src, x, y))

    def store_chunk(self, src, x, y):
        """The TMA store of one chunk (clipped at M and N), its own bulk
        group."""
        k, p = self.k, self.p
        k.atom_copy("atom.tma_store", tma_attrs(p.chunk_cols, p.wg_rows,
                                                p.d_bits), "void",
                    [("ptr addrspace(3)", src), ("ptr", "%tma_d"),
                     ("i32", x), ("i32", y)])
        k.call("void", "llvm.nvvm.cp.async.bulk.commit.group", [])

    def named_barrier(self):
        """Barrier 1 or 2: the consumer warpgroup's 128 threads only."""
        hopper.named_barrier_sync(self.k, self.d_bar, WARPGROUP)

    def stsm(self, acc, d_ty, buf, c, am, q):
        """One stmatrix.x4: 16 rows x 16 columns of the accumulator (column
        groups i and i + 1 of 8), rows 0-7 and 8-15 of each."""
        k = self.k
        i0 = 8 * c + 2 * q
        regs = []
        for i in (i0, i0 + 1):
            for r in (0, 2):
                lo = k.extractelement(self.acc_ty, acc, str(4 * i + r))
                hi = k.extractelement(self.acc_ty, acc, str(4 * i + r + 1))
                regs.append(self.pack(hi, lo, d_ty))
        unit = (k.xor(self.st_unit, str(2 * q), hint="unit") if q
                else self.st_unit)
        off = k.add(self.plus(buf, am * 64 * SWIZZLE),
                    k.add(self.st_row_off, k.shl(unit, "4")), hint="st_off")
        k.atom_copy("atom.stsm<m8n8.x4>", "", "void",
                    [("<4 x i32>", hopper.vec4(k, regs)),
                     ("ptr addrspace(3)", self.at(off, "st_ptr"))])

    def pack(self, hi, lo, d_ty):
        """Two accumulators as one register of D elements, ``lo`` in the
        low half."""
        return self.k.bitcast(ampere.pack_pair(self.k, lo, hi, d_ty),
                              "<2 x %s>" % d_ty, "i32")

    # --- the kernel ----------------------------------------------------------
    def build(self):
        """The module's text. Every thread ends at `exit`; with a cluster,
        no CTA leaves while its peer may still arrive on its barriers or
        multicast into its shared memory."""
        k = self.k
        producer, consumer = self.prologue()
        k.block(producer)
        self.producer()
        k.block(consumer)
        self.consumer()
        k.block(self.exit)
        if self.p.cluster > 1:
            k.call("void", "llvm.nvvm.barrier.cluster.arrive", [])
            k.call("void", "llvm.nvvm.barrier.cluster.wait", [])
        k.ret()
        return self.m.text()


def launch(cfg):
    """The tensor maps' boxes are what one load or store atom moves: a K
    tile of A's rows, this CTA's share of B's rows, one D chunk of a
    consumer warpgroup's rows; all 128B-swizzled."""
    p = Plan(cfg)
    return Launch(
        kernel=cfg.name, target=cfg.target,
        params=[TensorMapParam("A", cfg.a_type, [cfg.tile_k, cfg.tile_m],
                               SWIZZLE, ["K", "M"]),
                TensorMapParam("B", cfg.b_type, [cfg.tile_k, p.b_rows],
                               SWIZZLE, ["K", "N"]),
                TensorMapParam("D", cfg.d_type, [p.chunk_cols, p.wg_rows],
                               SWIZZLE, ["N", "M"]),
                ScalarParam("M"), ScalarParam("N"), ScalarParam("K")],
        threads=THREADS, grid="persistent", dynamic_smem=p.launch_smem,
        cluster=[cfg.cluster_m, cfg.cluster_n, 1],
        tile=[cfg.tile_m, cfg.tile_n, cfg.tile_k], tolerance=1e-2)


def generate(cfg):
    """(IR text, Launch) of a configuration check() accepts."""
    return Builder(cfg).build(), launch(cfg)

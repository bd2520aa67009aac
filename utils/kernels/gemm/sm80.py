"""Ampere (sm_80) GEMM kernels: a multistage cp.async mainloop feeding
mma.sync through ldmatrix, as CUTLASS's sm80 multistage mainloop does.

A CTA of warps_m x warps_n warps computes one tile_m x tile_n tile of D.
Each k-tile of A (tile_m x tile_k) and B (tile_n x tile_k) is copied into
one of `stages` shared-memory buffers with 16-byte cp.async
(`atom.simt_async_copy<16>`); rows and k-chunks outside the matrices are
zero-filled through cp.async's source size, so edge tiles need no other
code. A row of a tile is tile_k elements (32, 64 or 128 bytes) and 16-byte
chunks are placed with the XOR swizzle `offset ^ ((offset >> 3) & 0x70)`
(cute's Swizzle<3, 4, 3> on bytes): the eight rows one ldmatrix 8x8 matrix
reads then sit in eight different 16-byte bank groups.

The mainloop keeps stages - 1 k-tiles in flight. Each k-tile is split in
k-blocks of 32 bytes (one m16n8k16 f16 or m16n8k32 s8 MMA deep); the
fragments of the next k-block are read with `atom.ldsm<m8n8.x4>` before
the MMAs of the current one, so that the reads overlap the MMAs, and the
copies of k-tile kt + stages - 1 are issued first, into the stage k-tile
kt - 1 left (every warp finished reading it before the last barrier).
Before the last k-block's reads move to the next stage,
`cp.async.wait_group stages - 2` and a CTA barrier make that stage
visible.

The epilogue stages D in the pipeline's shared memory: each thread
converts its accumulators in pairs (cvt.rn.{bf16x2,f16x2}.f32) and writes
them at their swizzled places in a tile_m x tile_n tile, then the CTA
copies the tile to D in 16-byte chunks, a row's chunks by consecutive
threads (coalesced), where the tile lies inside D and its rows start on
16 bytes, and element by element within M x N otherwise.

Options: warps_m, warps_n (default 2 x 2).
"""

from .config import ELEMENT_BITS, Config, Launch, PointerParam, ScalarParam
from .. import ampere
from ..ampere import CHUNK, Swizzled, swizzle
from ..ir import Module, vec

TARGETS = ("sm_80",)

# (A, B, accumulator) -> (MMA K, output types allowed).
MMA_FORMS = {
    ("f16", "f16", "f32"): (16, ("f32", "f16")),
    ("bf16", "bf16", "f32"): (16, ("f32", "bf16")),
    **{(a, b, "s32"): (32, ("s32",)) for a in ("s8", "u8")
       for b in ("s8", "u8")},
}

# IR scalar type of each element type the epilogue writes.
IR_TYPE = {"f32": "float", "f16": "half", "bf16": "bfloat", "s32": "i32"}
# The universal_copy element type's spelling.
COPY_TYPE = {"f32": "f32", "f16": "f16", "bf16": "bf16", "s32": "i32"}

KBLOCK_BYTES = 32     # one MMA's K in bytes (m16n8k16 f16, m16n8k32 s8)
MAX_SMEM = 166912     # sm_80's opt-in shared memory per CTA (163 KB)
# Accumulator and double-buffered fragment registers a thread may hold;
# beyond that ptxas spills (a 64 x 64 warp tile needs 192).
MAX_TILE_REGS = 192


def _preset(name, a, acc, d, tile, stages, **options):
    tm, tn, tk = tile
    return Config(name=name, target="sm_80", a_type=a, b_type=a,
                  acc_type=acc, d_type=d, tile_m=tm, tile_n=tn, tile_k=tk,
                  stages=stages, options=options)


PRESETS = {p.name: p for p in (
    _preset("gemm_sm80_f16_128x128x32", "f16", "f32", "f16",
            (128, 128, 32), 4),
    _preset("gemm_sm80_f16_f32_128x128x32", "f16", "f32", "f32",
            (128, 128, 32), 4),
    _preset("gemm_sm80_bf16_128x128x32", "bf16", "f32", "bf16",
            (128, 128, 32), 4),
    _preset("gemm_sm80_s8_128x128x64", "s8", "s32", "s32",
            (128, 128, 64), 4),
    _preset("gemm_sm80_f16_128x256x32", "f16", "f32", "f16",
            (128, 256, 32), 3, warps_m=2, warps_n=4),
)}


class Shape:
    """The sizes a configuration implies, in elements and bytes."""

    def __init__(self, cfg):
        self.warps_m = cfg.options.get("warps_m", 2)
        self.warps_n = cfg.options.get("warps_n", 2)
        self.threads = 32 * self.warps_m * self.warps_n
        self.esize = ELEMENT_BITS[cfg.a_type] // 8
        self.row_bytes = cfg.tile_k * ELEMENT_BITS[cfg.a_type] // 8
        self.chunks = self.row_bytes // CHUNK           # per tile row
        self.kblocks = self.row_bytes // KBLOCK_BYTES   # per k-tile
        self.warp_m = cfg.tile_m // self.warps_m
        self.warp_n = cfg.tile_n // self.warps_n
        self.mi = self.warp_m // 16                     # MMAs along M
        self.ni = self.warp_n // 8                      # MMAs along N
        self.a_bytes = cfg.tile_m * self.row_bytes
        self.stage_bytes = (cfg.tile_m + cfg.tile_n) * self.row_bytes
        self.d_size = ELEMENT_BITS[cfg.d_type] // 8
        self.d_row_bytes = cfg.tile_n * self.d_size
        # The epilogue stages the D tile in the pipeline's shared memory.
        self.smem = max(cfg.stages * self.stage_bytes,
                        cfg.tile_m * self.d_row_bytes)
        self.tile_regs = 4 * self.mi * self.ni + 2 * (4 * self.mi +
                                                      2 * self.ni)


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing)."""
    out = []
    if cfg.target not in TARGETS:
        return ["target %s is not one of %s" % (cfg.target,
                                                ", ".join(TARGETS))]
    form = MMA_FORMS.get((cfg.a_type, cfg.b_type, cfg.acc_type))
    if not form:
        return ["no sm80.mma for A %s, B %s, accumulator %s (f16/bf16 -> "
                "f32, s8/u8 -> s32)" % (cfg.a_type, cfg.b_type,
                                        cfg.acc_type)]
    if cfg.d_type not in form[1]:
        out.append("D type %s does not go with accumulator %s (one of %s)"
                   % (cfg.d_type, cfg.acc_type, ", ".join(form[1])))
    if (cfg.cluster_m, cfg.cluster_n) != (1, 1):
        out.append("sm_80 has no clusters (cluster %dx%d)" %
                   (cfg.cluster_m, cfg.cluster_n))
    unknown = sorted(set(cfg.options) - {"warps_m", "warps_n"})
    if unknown:
        out.append("unknown option(s) %s (warps_m, warps_n)" %
                   ", ".join(unknown))
        return out
    if not all(isinstance(cfg.options.get(k, 2), int) and
               cfg.options.get(k, 2) > 0 for k in ("warps_m", "warps_n")):
        return out + ["warps_m and warps_n must be positive integers"]
    s = Shape(cfg)
    if s.row_bytes not in (32, 64, 128):
        out.append("tile_k must be 32, 64 or 128 bytes of %s (got %d "
                   "bytes)" % (cfg.a_type, s.row_bytes))
    if s.threads > 1024:
        out.append("%d threads per CTA (at most 1024)" % s.threads)
    if cfg.tile_m % (16 * s.warps_m) or cfg.tile_n % (16 * s.warps_n):
        out.append("tile %dx%d does not split into warp tiles that are "
                   "multiples of 16 (warps %dx%d)" % (
                       cfg.tile_m, cfg.tile_n, s.warps_m, s.warps_n))
    elif s.tile_regs > MAX_TILE_REGS:
        out.append("warp tile %dx%d needs %d accumulator and fragment "
                   "registers per thread (at most %d)" % (
                       s.warp_m, s.warp_n, s.tile_regs, MAX_TILE_REGS))
    if s.chunks and (s.threads % s.chunks or
                     (cfg.tile_m * s.chunks) % s.threads or
                     (cfg.tile_n * s.chunks) % s.threads):
        out.append("the %d threads do not split the A and B tiles into "
                   "whole 16-byte copies each" % s.threads)
    if cfg.stages < 2:
        out.append("stages must be at least 2 (got %d)" % cfg.stages)
    d_chunks = cfg.tile_m * cfg.tile_n * ELEMENT_BITS.get(cfg.d_type, 8) \
        // 8 // CHUNK
    if d_chunks % s.threads or (cfg.tile_n * ELEMENT_BITS.get(
            cfg.d_type, 8) // 8) % CHUNK:
        out.append("the %d threads do not split the %dx%d D tile into "
                   "whole 16-byte copies each" % (s.threads, cfg.tile_m,
                                                   cfg.tile_n))
    if s.smem > MAX_SMEM:
        out.append("%d stages of %d bytes exceed sm_80's %d bytes of shared "
                   "memory" % (cfg.stages, s.stage_bytes, MAX_SMEM))
    return out


class Sm80Gemm:
    """Writes one kernel of configuration ``cfg``."""

    def __init__(self, cfg):
        self.cfg, self.s = cfg, Shape(cfg)
        self.mma_k = MMA_FORMS[(cfg.a_type, cfg.b_type, cfg.acc_type)][0]
        self.acc_ty = vec(4, "i32" if cfg.acc_type == "s32" else "float")
        self.m = Module("%s: D = A * B^T on sm_80 (utils/kernels/gemm/sm80.py)" %
                        cfg.name)
        self.smem = self.m.dynamic_shared("smem")
        params = [("ptr addrspace(1)", "A", "noalias readonly"),
                  ("ptr addrspace(1)", "B", "noalias readonly"),
                  ("ptr addrspace(1)", "D", "noalias"),
                  ("i32", "M"), ("i32", "N"), ("i32", "K")]
        self.k = self.m.kernel(cfg.name, params, max_threads=self.s.threads,
                               min_blocks=1)

    # --- indices -----------------------------------------------------------
    def setup(self):
        """Thread, warp and tile indices; the per-thread copy and ldmatrix
        offsets the mainloop reuses."""
        k, s, cfg = self.k, self.s, self.cfg
        self.tid = k.sreg("tid.x")
        self.lane = k.and_(self.tid, "31", hint="lane")
        warp = k.lshr(self.tid, "5", hint="warp")
        self.wm = k.udiv(warp, str(s.warps_n), hint="wm")
        self.wn = k.urem(warp, str(s.warps_n), hint="wn")
        self.m0 = k.mul(k.sreg("ctaid.y"), str(cfg.tile_m), hint="m0")
        self.n0 = k.mul(k.sreg("ctaid.x"), str(cfg.tile_n), hint="n0")
        kt = k.add(k.param("K"), str(cfg.tile_k - 1))
        self.k_tiles = k.udiv(kt, str(cfg.tile_k), hint="k_tiles")
        # Thread tid copies chunk tid % chunks of rows tid / chunks + j *
        # threads / chunks of both tiles.
        self.row = k.udiv(self.tid, str(s.chunks), hint="row")
        self.col = k.mul(k.urem(self.tid, str(s.chunks)), str(CHUNK),
                         hint="col")
        self.kcol = k.udiv(self.col, str(s.esize), hint="kcol")
        self.dst = Swizzled(k, k.add(k.mul(self.row, str(s.row_bytes)),
                                     self.col, hint="dst"))
        self.lda = k.zext(k.mul(k.param("K"), str(s.esize)), hint="lda")
        self.copy_a = self.copy_plan("A", "M", cfg.tile_m, 0)
        self.copy_b = self.copy_plan("B", "N", cfg.tile_n, s.a_bytes)
        self.ldsm_a, self.ldsm_b = self.ldsm_bases()

    def copy_plan(self, tensor, extent, rows, region):
        """Per copy of one thread: its row's global address, whether the
        row is inside the matrix, and its swizzled shared offset."""
        k, s = self.k, self.s
        origin = self.m0 if tensor == "A" else self.n0
        copies = []
        step = s.threads // s.chunks
        for j in range(rows * s.chunks // s.threads):
            grow = k.add(k.add(origin, self.row), str(j * step),
                         hint="grow")
            inside = k.icmp("ult", grow, k.param(extent), hint="inrow")
            off = k.add(k.mul(k.zext(grow), self.lda, "i64"),
                        k.zext(self.col), "i64")
            src = k.gep("i8", "ptr addrspace(1)", k.param(tensor), off,
                        "i64", hint="src")
            swz, hi = self.dst(j * step * s.row_bytes)
            copies.append((src, inside, swz, hi + region))
        return tensor, copies

    def ldsm_bases(self):
        """Swizzled offsets of each lane's ldmatrix rows. A x4 reads
        (rows 0-7, 8-15) x (chunk 0, 1) of a 16 x 32-byte block, the four
        registers of an m16 A fragment; B x4 reads (rows 0-7) x (chunk 0, 1)
        then rows 8-15: the two registers of two n8 B fragments."""
        k, s = self.k, self.s
        lane = self.lane
        a_row = k.add(k.mul(self.wm, str(s.warp_m)), k.and_(lane, "15"))
        a_col = k.mul(k.lshr(lane, "4"), str(CHUNK))
        a = k.add(k.mul(a_row, str(s.row_bytes)), a_col, hint="a_lds")
        b_row = k.add(k.add(k.mul(self.wn, str(s.warp_n)), k.and_(lane, "7")),
                      k.mul(k.lshr(lane, "4"), "8"))
        b_col = k.mul(k.and_(k.lshr(lane, "3"), "1"), str(CHUNK))
        b = k.add(k.mul(b_row, str(s.row_bytes)), b_col, hint="b_lds")
        swz_a, swz_b = Swizzled(k, a), Swizzled(k, b)
        for kb in range(s.kblocks):     # all where the kernel starts
            for i in range(s.mi):
                swz_a(i * 16 * s.row_bytes + kb * KBLOCK_BYTES)
            for p in range(s.ni // 2):
                swz_b(p * 16 * s.row_bytes + kb * KBLOCK_BYTES)
        return swz_a, swz_b

    # --- mainloop pieces -----------------------------------------------------
    def smem_at(self, stage_off, swz, const):
        """The shared address smem + stage_off + swz + const."""
        return ampere.smem_at(self.k, self.smem,
                              self.k.add(stage_off, swz, hint="soff"), const)

    def copy_tile(self, plan, kt, stage_off):
        """cp.async of one thread's chunks of k-tile ``kt`` of A or B into
        the stage at ``stage_off``; chunks outside the matrix read nothing
        and are zero-filled (from the matrix's base, a valid address)."""
        k, s, cfg = self.k, self.s, self.cfg
        tensor, copies = plan
        k0 = k.mul(kt, str(cfg.tile_k), hint="k0")
        kin = k.icmp("ult", k.add(k0, self.kcol), k.param("K"), hint="ink")
        koff = k.zext(k.mul(k0, str(s.esize)), hint="koff")
        for src, inside, swz, const in copies:
            ok = k.and_(inside, kin, "i1", hint="ok")
            at = k.gep("i8", "ptr addrspace(1)", src, koff, "i64", hint="src")
            at = k.select(ok, at, k.param(tensor), "ptr addrspace(1)",
                          hint="src")
            nbytes = k.select(ok, str(CHUNK), "0", hint="nbytes")
            ampere.async_copy(k, at, self.smem_at(stage_off, swz, const),
                              nbytes)

    def copy_stage(self, kt, stage_off):
        """Issues k-tile ``kt`` of A and B into a stage; one commit group."""
        self.copy_tile(self.copy_a, kt, stage_off)
        self.copy_tile(self.copy_b, kt, stage_off)
        ampere.commit_group(self.k)

    def wait_and_sync(self, pending):
        """Waits until at most ``pending`` copy groups are in flight, then
        syncs the CTA so that every thread's copies are visible."""
        ampere.wait_group(self.k, pending)
        ampere.barrier(self.k)

    def load_fragments(self, stage_off, kb):
        """The A and B fragments of k-block ``kb`` of a stage: a list of
        <4 x i32> (one per m16 row block of the warp) and one of <2 x i32>
        (one per n8 column block)."""
        k, s = self.k, self.s
        a = []
        for i in range(s.mi):
            swz, hi = self.ldsm_a(i * 16 * s.row_bytes + kb * KBLOCK_BYTES)
            a.append(ampere.ldsm_x4(k, self.smem_at(stage_off, swz, hi)))
        b = []
        for p in range(s.ni // 2):
            swz, hi = self.ldsm_b(p * 16 * s.row_bytes + kb * KBLOCK_BYTES)
            x4 = ampere.ldsm_x4(k, self.smem_at(stage_off, swz,
                                                hi + s.a_bytes))
            b += ampere.halves(k, x4)
        return a, b

    def mma_block(self, acc, a, b):
        """One k-block of MMAs over the warp tile, N serpentine so that
        consecutive MMAs share A or B; returns the new accumulators."""
        cfg = self.cfg
        attrs = ampere.mma_attrs(self.mma_k, cfg.a_type, cfg.b_type,
                                 cfg.acc_type)
        out = [row[:] for row in acc]
        for i in range(self.s.mi):
            cols = range(self.s.ni)
            for j in (cols if i % 2 == 0 else reversed(cols)):
                out[i][j] = ampere.mma(self.k, attrs, self.acc_ty, a[i],
                                       b[j], out[i][j])
        return out

    def mainloop(self):
        """Prologue (stages - 1 k-tiles in flight, the first k-block's
        fragments read), then one loop iteration per k-tile; returns the
        accumulators after the loop."""
        k, s, cfg = self.k, self.s, self.cfg
        stages, sb = cfg.stages, s.stage_bytes
        for st in range(stages - 1):
            self.copy_stage(str(st), str(st * sb))
        self.wait_and_sync(stages - 2)
        a0, b0 = self.load_fragments("0", 0)
        k.br("mainloop")

        k.block("mainloop")
        kt = k.phi("i32", [("0", "entry")], hint="kt")
        rd = k.phi("i32", [("0", "entry")], hint="rd")
        acc = [[k.phi(self.acc_ty, [("zeroinitializer", "entry")],
                      hint="acc") for _ in range(s.ni)] for _ in range(s.mi)]
        fa = [k.phi(vec(4, "i32"), [(v, "entry")], hint="fa") for v in a0]
        fb = [k.phi(vec(2, "i32"), [(v, "entry")], hint="fb") for v in b0]
        rd_next = k.add(rd, str(sb), hint="rd_next")
        rd_next = k.select(k.icmp("eq", rd_next, str(stages * sb)), "0",
                           rd_next, hint="rd_next")
        wr = k.select(k.icmp("eq", rd, "0"), str((stages - 1) * sb),
                      k.sub(rd, str(sb)), hint="wr")
        a, b, cur = fa, fb, acc
        for kb in range(s.kblocks):
            if kb == 0:
                # Before the wait: with one k-block per tile, the wait below
                # must already count this group.
                self.copy_stage(k.add(kt, str(stages - 1)), wr)
            if kb == s.kblocks - 1:
                self.wait_and_sync(stages - 2)
                na, nb = self.load_fragments(rd_next, 0)
            else:
                na, nb = self.load_fragments(rd, kb + 1)
            cur = self.mma_block(cur, a, b)
            a, b = na, nb
        kt_next = k.add(kt, "1", hint="kt_next")
        more = k.icmp("ult", kt_next, self.k_tiles, hint="more")
        for phis, values in ((fa, a), (fb, b), ([kt, rd], [kt_next, rd_next]),
                             (sum(acc, []), sum(cur, []))):
            for phi, v in zip(phis, values):
                phi.add(v, "mainloop")
        k.cbr(more, "mainloop", "epilogue")
        k.block("epilogue")
        # Zero-fill copies of k-tiles past K may still be in flight.
        ampere.wait_group(k, 0)
        return cur

    # --- epilogue ------------------------------------------------------------
    def output_pair(self, v, h):
        """Rows g (h = 0) or g + 8 (h = 1) of accumulator ``v`` as one pair
        of D values: 16-bit D converted in a pair (cvt.rn.{bf16x2,f16x2}
        .f32), 32-bit D as it is."""
        k, cfg = self.k, self.cfg
        d_ty = IR_TYPE[cfg.d_type]
        if cfg.d_type != cfg.acc_type:
            lo, hi = (k.extractelement(self.acc_ty, v, str(2 * h + e),
                                       hint="dv") for e in range(2))
            return ampere.pack_pair(k, lo, hi, d_ty)
        return k.op("dpair", "shufflevector %s %s, %s poison, <2 x i32> "
                    "<i32 %d, i32 %d>" % (vec(4, d_ty), v, vec(4, d_ty),
                                          2 * h, 2 * h + 1))

    def epilogue(self, acc):
        """Stages the D tile in shared memory (the pipeline's, free once
        every copy landed and every warp is past the mainloop): each thread
        writes its pairs at their swizzled places, then the CTA copies the
        tile out in 16-byte chunks, a row's chunks by consecutive threads
        (coalesced). A tile inside D whose rows start on 16 bytes (N *
        element size a multiple of 16) is copied chunk by chunk; an edge
        tile element by element within M x N."""
        k, s, cfg = self.k, self.s, self.cfg
        d, dsize, rb = cfg.d_type, s.d_size, s.d_row_bytes
        ampere.barrier(k)
        # 1. Fragments to shared memory: thread (g, q) of warp (wm, wn)
        # holds rows g, g + 8 of each m16 block, columns 2q, 2q + 1 of each
        # n8 block.
        g = k.lshr(self.lane, "2", hint="g")
        q2 = k.mul(k.and_(self.lane, "3"), "2", hint="q2")
        base = k.add(k.mul(k.add(k.mul(self.wm, str(s.warp_m)), g), str(rb)),
                     k.mul(k.add(k.mul(self.wn, str(s.warp_n)), q2),
                           str(dsize)), hint="d_st")
        pair_ty = vec(2, IR_TYPE[d])
        atom = "atom.universal_copy<%s, %d b>" % (COPY_TYPE[d],
                                                  2 * ELEMENT_BITS[d])
        for i, row in enumerate(acc):
            for j, v in enumerate(row):
                for h in range(2):
                    # Each offset swizzled where it is used: a cache of
                    # the few distinct swizzles (Swizzled) would hold them
                    # in registers through all the stores, and the widest
                    # configurations are at ptxas's 255.
                    swz = swizzle(k, k.add(base, str(
                        (16 * i + 8 * h) * rb + 8 * j * dsize), hint="d_off"),
                        rb)
                    k.atom_copy(atom, "", "void", [
                        (pair_ty, self.output_pair(v, h)),
                        ("ptr addrspace(3)", self.smem_at("0", swz, 0))])
        ampere.barrier(k)
        # 2. The tile to D: chunk t + n * threads of the tile's rows of
        # 16-byte chunks for thread t.
        per_row = rb // CHUNK
        pitch = k.zext(k.mul(k.param("N"), str(dsize)), hint="pitch")
        inside = k.and_(k.and_(
            k.icmp("ule", k.add(self.m0, str(cfg.tile_m)), k.param("M")),
            k.icmp("ule", k.add(self.n0, str(cfg.tile_n)), k.param("N")),
            "i1"), k.icmp("eq", k.urem(k.mul(k.param("N"), str(dsize)),
                                       str(CHUNK)), "0"), "i1", hint="whole")

        def chunk_of(n):
            """(row, chunk, swizzled shared offset) of the thread's n-th
            chunk (n an i32 value)."""
            idx = k.add(self.tid, k.mul(n, str(s.threads)), hint="d_idx")
            r = k.udiv(idx, str(per_row), hint="d_r")
            c = k.urem(idx, str(per_row), hint="d_c")
            src = swizzle(k, k.add(k.mul(r, str(rb)), k.mul(c, str(CHUNK)),
                                   hint="d_ld"), rb)
            return r, c, src

        def address(r, c_bytes):
            row = k.zext(k.add(self.m0, r), hint="grow")
            off = k.add(k.mul(row, pitch, "i64"),
                        k.zext(k.add(k.mul(self.n0, str(dsize)), c_bytes)),
                        "i64", hint="doff")
            return k.gep("i8", "ptr addrspace(1)", k.param("D"), off, "i64",
                         hint="dp")

        count = cfg.tile_m * per_row // s.threads
        k.cbr(inside, "store_chunks", "store_edge")
        k.block("store_chunks")
        for n in range(count):
            r, c, src = chunk_of(str(n))
            k.atom_copy("atom.universal_copy<%s, 128 b>" % COPY_TYPE[d], "",
                        "void", [("ptr addrspace(3)",
                                  self.smem_at("0", src, 0)),
                                 ("ptr addrspace(1)",
                                  address(r, k.mul(c, str(CHUNK))))])
        k.br("done")
        # The edge tile: a loop over the thread's chunks (unrolled, their
        # element copies kept the registers of all chunks alive and made
        # ptxas spill), each chunk's elements inside M x N.
        k.block("store_edge")
        k.br("edge_chunk")
        k.block("edge_chunk")
        n = k.phi("i32", [("0", "store_edge")], hint="n")
        r, c, src = chunk_of(n.name)
        self.store_elements(r, c, src, address)
        nxt = k.add(n.name, "1", hint="n_next")
        n.add(nxt, k.current)
        k.cbr(k.icmp("ult", nxt, str(count), hint="more_chunks"),
              "edge_chunk", "done")
        k.block("done")
        k.ret()

    def store_elements(self, r, c, src, address):
        """The chunk's elements inside M x N, one branch-guarded copy each,
        in a loop (unrolled, the copies' addresses held registers the
        widest configurations do not have)."""
        k, s, cfg = self.k, self.s, self.cfg
        d, dsize = cfg.d_type, s.d_size
        per = CHUNK // dsize
        atom = "atom.universal_copy<%s>" % COPY_TYPE[d]
        row_in = k.icmp("ult", k.add(self.m0, r), k.param("M"), hint="rin")
        col0 = k.add(self.n0, k.mul(c, str(per)), hint="col0")
        pre = k.current
        loop, store, nxt_l = (k.label("elt"), k.label("elt_store"),
                              k.label("elt_next"))
        k.br(loop)
        k.block(loop)
        e = k.phi("i32", [("0", pre)], hint="e")
        col_in = k.icmp("ult", k.add(col0, e.name), k.param("N"), hint="cin")
        k.cbr(k.and_(row_in, col_in, "i1", hint="ok"), store, nxt_l)
        k.block(store)
        byte = k.mul(e.name, str(dsize), hint="eb")
        k.atom_copy(atom, "", "void", [
            ("ptr addrspace(3)", self.smem_at(k.add(src, byte, hint="es"),
                                              "0", 0)),
            ("ptr addrspace(1)", address(r, k.add(k.mul(c, str(CHUNK)), byte)))])
        k.br(nxt_l)
        k.block(nxt_l)
        e_next = k.add(e.name, "1", hint="e_next")
        e.add(e_next, nxt_l)
        done = k.label("elt_done")
        k.cbr(k.icmp("ult", e_next, str(per), hint="more_elts"), loop, done)
        k.block(done)

    def generate(self):
        self.setup()
        self.epilogue(self.mainloop())
        cfg, s = self.cfg, self.s
        # f32 accumulation error bound, relative to sum |a||b| (host.py);
        # the output's own rounding is accounted for there.
        tol = "exact" if cfg.acc_type == "s32" else (
            1e-3 if cfg.d_type == "f32" else 1e-2)
        launch = Launch(
            kernel=cfg.name, target=cfg.target,
            params=[PointerParam("A", cfg.a_type),
                    PointerParam("B", cfg.b_type),
                    PointerParam("D", cfg.d_type),
                    ScalarParam("M"), ScalarParam("N"), ScalarParam("K")],
            threads=s.threads, grid="tiles", dynamic_smem=s.smem,
            tile=[cfg.tile_m, cfg.tile_n, cfg.tile_k], tolerance=tol)
        return self.m.text(), launch


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    return Sm80Gemm(cfg).generate()

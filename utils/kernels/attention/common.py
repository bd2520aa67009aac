"""What every attention family writes the same way: the key-tile counts of
a CTA, the row limits of the mask, the masking, the online softmax of one
m16 block of S, P as A fragments, and each row's 1/l and LSE.

Both the sm_80 mma.sync accumulator (m16n8, per warp) and the sm_90a WGMMA
accumulator (m64nN, per warp of a warpgroup: rows 16 w .. 16 w + 15) give a
thread the same share of a 16-row block: rows g = lane / 4 and g + 8, and
in each n8 block of columns the two columns 2q, 2q + 1 (q = lane % 4),
elements 4n + {0, 1} (row g) and 4n + {2, 3} (row g + 8). A row's values
are spread over the quad of lanes 4g .. 4g + 3. That same layout, two
adjacent n8 blocks at a time, is the m16k16 A-fragment layout of 16-bit
elements of mma.sync and of WGMMA with A in registers, so P never moves
between threads.
"""

import re
import struct

from .. import hopper
from ..ampere import pack_pair
from ..hopper import SWIZZLE
from ..ir import Module, vec

NEG_INF = "0xFFF0000000000000"
LN2 = 0.6931471805599453
IR_TYPE = {"f16": "half", "bf16": "bfloat"}
CHUNK_COLS = SWIZZLE // 2   # 16-bit elements in one 128-byte swizzle row


def choice_problems(cfg, targets, dtypes, head_dims, dtype_note="",
                    head_dim_note=""):
    """What is wrong with ``cfg``'s target, element type and head_dim for
    a family that builds ``targets``, ``dtypes`` and ``head_dims`` (a
    wrong target alone: the rest means nothing for it). A note, if any,
    follows its error in parentheses."""
    def not_one_of(what, value, allowed, note):
        return "%s %s is not one of %s%s" % (
            what, value, ", ".join(map(str, allowed)),
            " (%s)" % note if note else "")
    if cfg.target not in targets:
        return [not_one_of("target", cfg.target, targets, "")]
    out = []
    if cfg.dtype not in dtypes:
        out.append(not_one_of("element type", cfg.dtype, dtypes, dtype_note))
    if cfg.head_dim not in head_dims:
        out.append(not_one_of("head_dim", cfg.head_dim, head_dims,
                              head_dim_note))
    return out


def ring_problems(cfg):
    """What is wrong with the stages and options of ``cfg`` for a family
    with a TMA ring of K/V stages and no options."""
    out = []
    if cfg.stages < 2:
        out.append("stages must be at least 2 (got %d)" % cfg.stages)
    if cfg.options:
        out.append("unknown option(s) %s (this family has none)" %
                   ", ".join(sorted(cfg.options)))
    return out


def ring_smem_problems(cfg, plan, limit, target):
    """The shared-memory problem of a plan (q_bytes, kv_stage, launch_smem)
    with a Q tile and ``cfg.stages`` equal K/V stages: a list with the
    message when it needs more than ``limit`` bytes on ``target``."""
    if plan.launch_smem <= limit:
        return []
    return ["%d bytes of shared memory (Q %d, %d stages of K and V %d each) "
            "exceed %s's %d" % (plan.launch_smem, plan.q_bytes, cfg.stages,
                                plan.kv_stage, target, limit)]


def float_const(x):
    """An IR float constant: ``x`` rounded to f32, written as the hex of
    its double value (the form LLVM accepts for any float)."""
    f32 = struct.unpack("<f", struct.pack("<f", x))[0]
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", f32))[0]


class AttentionWriter:
    """The shared parts of an attention kernel writer. A family's writer
    sets self.k (the Kernel), self.cfg and self.ety (bfloat or half)."""

    # log2 of the factor P is scaled by (an IR float constant); the FP8
    # kernel's P is 2^8 times the probability (sm90_fp8.py).
    P_LOG2_OFFSET = "-0.0"

    # --- arithmetic ------------------------------------------------------------
    def f(self, opcode, a, b, hint="f"):
        return self.k.op(hint, "%s float %s, %s" % (opcode, a, b))

    def fcall(self, name, args, hint="f"):
        return self.k.call("float", name, [("float", a) for a in args],
                           hint=hint)

    def ex2(self, x):
        return self.fcall("llvm.nvvm.ex2.approx.ftz.f32", [x], hint="ex")

    def p_exp2(self, x, index):
        """2^x for value ``index`` (column order) of a row of P; a family
        may compute some of them otherwise."""
        return self.ex2(x)

    def fmax(self, a, b):
        return self.fcall("llvm.maxnum.f32", [a, b], hint="mx")

    def quad(self, x, combine):
        """``x`` combined over the four threads of a quad (lanes 4g..4g+3,
        which hold one row's values)."""
        for lane_mask in ("1", "2"):
            other = self.k.call("float", "llvm.nvvm.shfl.sync.bfly.f32", [
                ("i32", "-1"), ("float", x), ("i32", lane_mask),
                ("i32", "31")], hint="shfl")
            x = combine(x, other)
        return x

    def pack(self, lo, hi):
        """Two f32 values as one 32-bit pair of the element type (lo in the
        low half)."""
        return pack_pair(self.k, lo, hi, self.ety, hint="pk")

    def pack_i32(self, lo, hi):
        return self.k.bitcast(self.pack(lo, hi), vec(2, self.ety), "i32",
                              hint="pk")

    # --- key tiles ---------------------------------------------------------------
    def clamped_tiles(self, keys, rounding):
        """ceil or floor (``rounding``) of keys / tile_n for a signed
        ``keys``, 0 when keys <= 0."""
        k, tn = self.k, self.cfg.tile_n
        pos = k.select(k.icmp("sgt", keys, "0"), keys, "0", hint="pos")
        if rounding == "ceil":
            pos = k.add(pos, str(tn - 1))
        return k.udiv(pos, str(tn), hint="tiles")

    def min_u32(self, a, b):
        k = self.k
        return k.select(k.icmp("ult", a, b), a, b, hint="tiles")

    def key_tiles(self, m0, rows):
        """(n_tiles, n_full) of a CTA whose query rows are m0 .. m0 + rows -
        1: the key tiles it reads and how many of the first ones every row
        sees whole and inside seq_k (no masking). Causal: the last row
        limits the first count, the first row the second. Sets self.diag
        (seq_k - seq_q) for row_limit."""
        k, cfg = self.k, self.cfg
        tn = str(cfg.tile_n)
        n_tiles = k.udiv(k.add("%seq_k", str(cfg.tile_n - 1)), tn,
                         hint="n_tiles")
        n_full = k.udiv("%seq_k", tn, hint="n_full")
        if cfg.causal:
            # Row i sees keys j < i + 1 + seq_k - seq_q (signed: may be
            # <= 0).
            self.diag = k.sub("%seq_k", "%seq_q", hint="diag")
            last = k.add(k.add(m0, str(rows)), self.diag, hint="last")
            first = k.add(k.add(m0, "1"), self.diag, hint="first")
            n_tiles = self.min_u32(self.clamped_tiles(last, "ceil"), n_tiles)
            n_full = self.min_u32(self.clamped_tiles(first, "floor"), n_full)
        return n_tiles, n_full

    def row_limit(self, row):
        """The first key query row ``row`` (an i32 value) does not see."""
        k = self.k
        if not self.cfg.causal:
            return "%seq_k"
        diag = k.add(k.add(row, "1"), self.diag, hint="lim")
        return k.select(k.icmp("slt", diag, "%seq_k"), diag, "%seq_k",
                        hint="lim")

    # --- one m16 block of S --------------------------------------------------------
    def mask_block(self, col0, limits, sv):
        """sv (n8 blocks x 4 values of one m16 block) with -inf where the
        key col0 + 8n + e is at or past the row's limit (limits: rows g and
        g + 8); col0 = the tile's first key + 2q."""
        k = self.k
        out = [v[:] for v in sv]
        for h in range(2):
            for n in range(len(sv)):
                for e in range(2):
                    col = k.add(col0, str(8 * n + e), hint="col")
                    seen = k.icmp("slt", col, limits[h], hint="seen")
                    out[n][2 * h + e] = k.select(seen, sv[n][2 * h + e],
                                                 NEG_INF, "float", hint="sm")
        return out

    def softmax_block(self, sv, m_run, l_run):
        """The online softmax step of one m16 block: sv its S values (n8
        blocks x 4), m_run and l_run its two rows' running maximum (in
        log2 units) and sum. Returns (m, l, correction, P) per row, P the
        row's values in column order."""
        k = self.k
        new_m, new_l, corr, p_rows = [], [], [], []
        for h in range(2):
            vals = [sv[n][2 * h + e] for n in range(len(sv)) for e in range(2)]
            mx = vals[0]
            for v in vals[1:]:
                mx = self.fmax(mx, v)
            mx = self.quad(mx, self.fmax)
            m_new = self.fmax(m_run[h], self.f("fmul", mx, "%scale_log2"))
            # With every key so far masked, m is -inf: subtract 0 instead
            # (P and the correction are then 0, not NaN).
            m_use = k.select(k.op("ninf", "fcmp oeq float %s, %s" % (
                m_new, NEG_INF)), "0.0", m_new, "float", hint="m_use")
            # P = 2^(S scale_log2 - m + P_LOG2_OFFSET): the FP8 kernel
            # shifts P into e4m3's range (common: 0, written -0.0 so that
            # fsub is a negation).
            neg = self.f("fsub", self.P_LOG2_OFFSET, m_use, hint="neg_m")
            c = self.ex2(self.f("fsub", m_run[h], m_use, hint="dm"))
            ps = [self.p_exp2(self.fcall("llvm.fma.f32", [
                v, "%scale_log2", neg], hint="sm"), i)
                for i, v in enumerate(vals)]
            total = ps[0]
            for p in ps[1:]:
                total = self.f("fadd", total, p, hint="rs")
            new_m.append(m_new)
            new_l.append(self.fcall("llvm.fma.f32", [l_run[h], c, total],
                                    hint="l"))
            corr.append(c)
            p_rows.append(ps)
        return new_m, new_l, corr, p_rows

    def scale_rows(self, acc_ty, accs, factors):
        """Each accumulator (4 values per n8 block: rows g, g, g + 8, g + 8)
        times its row's factor."""
        k = self.k
        quad = vec(4, "float")
        cv = "poison"
        for e in range(4):
            cv = k.insertelement(quad, cv, "float", factors[e // 2],
                                 str(e), hint="cv")
        lanes = int(re.match(r"<(\d+) x float>", acc_ty).group(1))
        if lanes != 4:
            # Every n8 block's four values, not just the first block's: a
            # lane left poison would make the product poison (on the GPU, a
            # NaN in every column past the first eight).
            cv = k.op("cv", "shufflevector %s %s, %s poison, <%d x i32> <%s>" % (
                quad, cv, quad, lanes,
                ", ".join("i32 %d" % (e % 4) for e in range(lanes))))
        return [k.op("o", "fmul %s %s, %s" % (acc_ty, a, cv)) for a in accs]

    def p_fragments(self, p_rows):
        """P (two rows of values in column order) as <4 x i32> A fragments,
        one per k16 block of keys: registers (row g, keys 2q..), (g + 8,
        2q..), (g, 8 + 2q..), (g + 8, 8 + 2q..)."""
        out = []
        for kk in range(len(p_rows[0]) // 4):   # 4 values a row per k16
            regs = []
            for n in (2 * kk, 2 * kk + 1):
                for h in range(2):
                    regs.append(self.pack_i32(p_rows[h][2 * n],
                                              p_rows[h][2 * n + 1]))
            out.append(self.a_fragment(regs))
        return out

    def a_fragment(self, regs):
        """The four 32-bit registers ``regs`` as one <4 x i32> A fragment
        of an MMA."""
        a = "poison"
        for e, r in enumerate(regs):
            a = self.k.insertelement(vec(4, "i32"), a, "i32", r, str(e),
                                     hint="pf")
        return a

    def finish_row(self, l_run, m_run):
        """A row's (1/l, LSE) as inv_lse() gives them, l summed over the
        quad first."""
        total = self.quad(l_run, lambda a, b: self.f("fadd", a, b, "ls"))
        return self.inv_lse(total, m_run)

    def inv_lse(self, total, m_run):
        """A row's 1/l (0 when it saw no key) and LSE = ln 2 (m + log2 l)
        (-inf when it saw none) from its whole sum ``total`` = l and its
        running maximum (log2 units). Returns (inv, lse)."""
        k = self.k
        seen = k.op("any", "fcmp ogt float %s, 0.0" % total)
        inv = k.select(seen, self.f("fdiv", "1.0", total, "inv"), "0.0",
                       "float", hint="inv")
        m_use = k.select(k.op("ninf", "fcmp oeq float %s, %s" % (
            m_run, NEG_INF)), "0.0", m_run, "float", hint="m_use")
        lse = self.f("fmul", self.f("fadd", m_use, self.fcall(
            "llvm.nvvm.lg2.approx.f", [total], hint="lg")),
            float_const(LN2), "lse")
        return inv, k.select(seen, lse, NEG_INF, "float", hint="lse")

    def store_lse(self, lse_base, r, lse, quad_lead):
        """The row's LSE at lse_base[r], written by the quad's thread 0 when
        the row (m0 + r) is inside seq_q."""
        k = self.k
        ok = k.and_(quad_lead, k.icmp("ult", k.add(self.m0, r), "%seq_q"),
                    "i1", hint="lse_ok")
        yes, nxt = k.label("lse"), k.label("lse_next")
        k.cbr(ok, yes, nxt)
        k.block(yes)
        k.atom_copy("atom.universal_copy<f32>", "", "void", [
            ("float", lse), ("ptr addrspace(1)", k.gep(
                "float", "ptr addrspace(1)", lse_base, r, hint="lse_p"))])
        k.br(nxt)
        k.block(nxt)


def tile_attrs(cfg, rows, extra="", block_rows=None):
    """TMA attributes of a (head_dim x rows) tile of Q, K, V or O
    ([head_dim, heads, seq, batch]: the rows walk mode 2), stored as
    128B-swizzled 64-column blocks of ``block_rows`` rows (default: rows;
    on sm_90a a consumer's 64 rows of O sit in the 128-row blocks of the Q
    tile)."""
    return hopper.tma_attrs(cfg.head_dim, rows, 16, extra, modes=4,
                            row_mode=2, smem=hopper.swizzled_chunks(
                                cfg.head_dim, rows,
                                CHUNK_COLS * (block_rows or rows)))


class KvRing:
    """The shared-memory ring of K and V tiles that a TMA warp fills, as
    the sm_90a producer and the sm_100a load warp both drive it. A writer
    sets self.k, self.cfg, self.p (its Plan: k_off, v_off, kv_stage),
    self.base (the shared-memory base), self.head_kv, self.batch and
    bar(kind, stage) (the mbarrier ``kind`` of ``stage``)."""

    def open_kernel(self, title, source, threads, scale="scale_log2",
                    extra=()):
        """Sets self.m, the module ``title`` written by ``source`` (a file
        of utils/kernels/attention), and self.k, its kernel: the tensor
        maps of Q, K, V and O (grid constants), LSE, the problem's sizes,
        the softmax scale named ``scale`` and the float scalars
        ``extra``, at most ``threads`` threads a CTA."""
        cfg = self.cfg
        self.m = Module("%s: %s (utils/kernels/attention/%s)" % (
            cfg.name, title, source))
        tmap = "ptr byval([128 x i8]) align 64"
        params = [(tmap, "tma_q"), (tmap, "tma_k"), (tmap, "tma_v"),
                  (tmap, "tma_o"),
                  ("ptr addrspace(1)", "LSE", "noalias"),
                  ("i32", "seq_q"), ("i32", "seq_k"), ("i32", "heads"),
                  ("i32", "heads_kv"), ("float", scale)]
        params += [("float", name) for name in extra]
        self.k = self.m.kernel(cfg.name, params, max_threads=threads,
                               min_blocks=1, grid_constant=[1, 2, 3, 4])

    def at(self, offset, hint="p"):
        return self.k.gep("i8", "ptr addrspace(3)", self.base, offset,
                          hint=hint)

    def stage_parity(self, j):
        """(stage, parity) of key tile ``j``'s pass through the ring."""
        k, st = self.k, str(self.cfg.stages)
        return (k.urem(j, st, hint="stage"),
                k.and_(k.udiv(j, st), "1", hint="parity"))

    def load_kv(self, j, wait_prefix):
        """Waits for key tile ``j``'s stage to be empty, then loads its K
        and V tiles with TMA (each arriving on its full barrier)."""
        k, cfg, p = self.k, self.cfg, self.p
        stage, parity = self.stage_parity(j)
        # A fresh barrier's previous phase (parity 1) counts as complete:
        # the first pass over the ring does not wait.
        again = k.xor(parity, "1", hint="refill")
        key0 = k.mul(j, str(cfg.tile_n), hint="key0")
        buf = k.mul(stage, str(p.kv_stage), hint="buf")
        for tensor, off in (("k", p.k_off), ("v", p.v_off)):
            hopper.wait_parity(k, self.bar(tensor + "_empty", stage), again,
                               wait_prefix + tensor)
            k.atom_copy("atom.tma_load", tile_attrs(cfg, cfg.tile_n,
                                                    ", arrive"), "void", [
                ("ptr addrspace(3)", self.at(k.add(buf, str(off)),
                                             tensor + "_tile")),
                ("ptr addrspace(3)", self.bar(tensor + "_full", stage)),
                ("ptr", "%tma_" + tensor), ("i32", "0"),
                ("i32", self.head_kv), ("i32", key0), ("i32", self.batch)])

"""Hopper (sm_90a) attention forward: FlashAttention-3's structure, from
TMA, mbarrier and WGMMA atoms (kernels/hopper.py's building blocks, the
Hopper GEMM's too).

A CTA of three warpgroups computes tile_m = 128 query rows of one head of
one batch (grid ceil(seq_q / 128) x heads x batch):

- warpgroup 0, the producer, gives its registers away (setmaxnreg.dec 24);
  one elected thread loads the Q tile once (`atom.tma_load` of a 4-mode
  tensor map [head_dim, heads, seq, batch]: rows past seq_q and past the
  batch are zero-filled by the TMA unit) and then, per key tile, K and V
  into a ring of `stages` buffers, each guarded by a full and an empty
  mbarrier;
- warpgroups 1 and 2, the consumers (setmaxnreg.inc 240), each own 64
  rows. Per key tile j a consumer issues S_j = Q K_j^T (WGMMA m64 n tile_n
  k16, Q and K from 128B-swizzled shared memory) and, in the same turn,
  O += P_{j-1} V_{j-1} (WGMMA with A = P in registers, `a_residency =
  rmem`, and V as an MN-major B operand, `transpose_b`); it waits for S_j
  only (wgmma.wait_group 1), releases K_j's buffer, masks S_j where the
  tile crosses seq_k or the causal diagonal, and runs the online softmax
  of S_j while P_{j-1} V_{j-1} is still in flight (intra-warpgroup
  overlap); then it waits for that group, releases V_{j-1}'s buffer and
  rescales O;
- the two consumers take turns issuing their WGMMAs (inter-warpgroup
  ping-pong): consumer c waits on named barrier 1 + c before issuing and
  arrives on the other's after, so one warpgroup's softmax runs while the
  other's MMAs occupy the tensor cores; consumer 1 arrives once at the
  start so that consumer 0 goes first, and consumer 0 waits once at the
  end so that every arrival is matched.

P goes from the S accumulator to A fragments without moving between
threads (common.py). The epilogue scales O by 1/l, converts it in pairs,
writes it into the consumer's own rows of the Q tile (128B-swizzled, as a
TMA box lands), fences it for the async proxy and stores it with one
`atom.tma_store` (clipped at seq_q); the LSE of each row is written by one
thread of its quad.

Options: none yet. head_dim 64, 128 or 256; tile_n 64 or 128 (the
presets: 128 keys, 64 for head_dim 256).
"""

from .. import hopper
from ..hopper import ALIGN, SWIZZLE, WARPGROUP
from ..ir import vec
from ..launch import Launch, PointerParam, ScalarParam, TensorMapParam
from .common import (CHUNK_COLS, IR_TYPE, NEG_INF, AttentionWriter, KvRing,
                     choice_problems, ring_problems, ring_smem_problems,
                     tile_attrs)
from .config import DTYPES, Config

TARGETS = ("sm_90a",)
FP8_DTYPES = ("e4m3", "e5m2")  # sm90_fp8.py checks them (writes e4m3)
THREADS = 3 * WARPGROUP
CONSUMERS = 2
TILE_M = 64 * CONSUMERS
PRODUCER_REGS = 24
CONSUMER_REGS = 240
HEAD_DIMS = (64, 128, 256)
TILE_NS = (64, 128)
SMEM_LIMIT = 232448         # the most dynamic shared memory a CTA may have
# Named barriers: 0 is the CTA barrier; 1 and 2 the consumers' turns; 3
# and 4 each consumer's epilogue.
TURN_BARRIER = 1
EPILOGUE_BARRIER = 3


def _preset(name, dtype, head_dim, tile_n, causal=False):
    return Config(name=name, target="sm_90a", dtype=dtype, head_dim=head_dim,
                  tile_m=TILE_M, tile_n=tile_n, causal=causal)


# Keys per step: 128, but 64 for head_dim 256 (with 128, O's 128
# registers, the P in flight and the next tile's P do not fit: ptxas
# spills and serializes the WGMMAs, C7512; and two stages of K and V take
# 321 KiB of shared memory).
PRESET_TILE_N = {64: 128, 128: 128, 256: 64}

PRESETS = {p.name: p for p in [
    _preset("attn_sm90a_%s_d%d%s" % (dt, d, "_causal" if causal else ""),
            dt, d, PRESET_TILE_N[d], causal)
    for dt in DTYPES for causal in (False, True) for d in HEAD_DIMS]}


class Plan:
    """Sizes and shared-memory offsets (from the 1024-aligned base)."""

    def __init__(self, cfg):
        self.chunks = cfg.head_dim // CHUNK_COLS          # 64-column blocks
        self.q_chunk = TILE_M * SWIZZLE                    # bytes per block
        self.kv_chunk = cfg.tile_n * SWIZZLE
        self.q_bytes = self.chunks * self.q_chunk
        self.kv_stage = self.chunks * self.kv_chunk
        self.q_off = 0
        # O is staged in the Q tile (its consumer's rows) for the TMA store.
        self.o_off, self.o_chunk = self.q_off, self.q_chunk
        self.k_off = self.q_bytes
        self.v_off = self.k_off + cfg.stages * self.kv_stage
        self.bar_off = self.v_off + cfg.stages * self.kv_stage
        # q_full, then per stage k_full, k_empty, v_full, v_empty.
        self.smem = self.bar_off + 8 + 32 * cfg.stages
        self.launch_smem = self.smem + ALIGN
        self.s_regs = cfg.tile_n // 2                      # f32 per thread
        self.o_regs = cfg.head_dim // 2
        self.ks = cfg.head_dim // 16                       # k16 steps of S
        self.kk = cfg.tile_n // 16                         # k16 steps of O


def check(cfg):
    """What is wrong with ``cfg`` for this family (empty: nothing). FP8
    element types are sm90_fp8.py's."""
    if cfg.dtype in FP8_DTYPES:
        from . import sm90_fp8
        return sm90_fp8.check(cfg)
    out = choice_problems(cfg, TARGETS, DTYPES + ("e4m3",), HEAD_DIMS,
                          head_dim_note="this family")
    if cfg.target not in TARGETS:
        return out
    if cfg.tile_m != TILE_M:
        out.append("tile_m must be %d (two consumer warpgroups of 64 rows)"
                   % TILE_M)
    if cfg.tile_n not in TILE_NS:
        out.append("tile_n %d is not one of %s" % (
            cfg.tile_n, ", ".join(map(str, TILE_NS))))
    out += ring_problems(cfg)
    if not out:
        out += ring_smem_problems(cfg, Plan(cfg), SMEM_LIMIT, "sm_90a")
    return out


class Sm90Attention(KvRing, AttentionWriter):
    """Writes the kernel of configuration ``cfg``."""

    # The mbarriers of each stage, in shared-memory order (after Q's), and
    # their arrival counts.
    STAGE_BARRIERS = (("k_full", 1), ("k_empty", CONSUMERS), ("v_full", 1),
                      ("v_empty", CONSUMERS))

    def __init__(self, cfg):
        self.cfg, self.p = cfg, Plan(cfg)
        self.ety = IR_TYPE[cfg.dtype]
        self.out_dtype = cfg.dtype          # O's element type
        self.s_ty = vec(self.p.s_regs, "float")
        self.o_ty = vec(self.p.o_regs, "float")
        self.open_kernel("attention forward on sm_90a", "sm90.py", THREADS)
        self.s_attrs = ("{shape_MNK = [64, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32}" % (cfg.tile_n, cfg.dtype,
                                               cfg.dtype))
        self.o_attrs = ("{shape_MNK = [64, %d, 16], a_type = %s, b_type = "
                        "%s, c_type = f32, a_residency = rmem, transpose_b}"
                        % (cfg.head_dim, cfg.dtype, cfg.dtype))

    # --- addresses -------------------------------------------------------------
    def bar(self, kind, stage):
        """The mbarrier ``kind`` (k_full, k_empty, v_full, v_empty; see
        STAGE_BARRIERS) of ``stage`` (an i32 value)."""
        index = [name for name, _ in self.STAGE_BARRIERS].index(kind)
        k = self.k
        off = k.add(str(self.p.bar_off + 8 + 8 * index * self.cfg.stages),
                    k.mul(stage, "8"), hint=kind + "_off")
        return self.at(off, kind)

    # --- prologue ------------------------------------------------------------
    def prologue(self):
        k, p, cfg = self.k, self.p, self.cfg
        self.base = hopper.aligned_base(k, self.m.dynamic_shared("smem"))
        self.tid = k.sreg("tid.x")
        self.wg = k.lshr(self.tid, "7", hint="wg")
        self.wg_tid = k.and_(self.tid, str(WARPGROUP - 1), hint="wg_tid")
        self.m0 = k.mul(k.sreg("ctaid.x"), str(TILE_M), hint="m0")
        self.head = k.sreg("ctaid.y", hint="head")
        self.batch = k.sreg("ctaid.z", hint="batch")
        group = k.udiv("%heads", "%heads_kv", hint="group")
        self.head_kv = k.udiv(self.head, group, hint="head_kv")
        self.n_tiles, self.n_full = self.key_tiles(self.m0, TILE_M)

        def init():
            hopper.mbarrier_init(k, self.at(str(p.bar_off)), 1)
            for s in range(cfg.stages):
                for index, (_, count) in enumerate(self.STAGE_BARRIERS):
                    hopper.mbarrier_init(k, self.at(str(
                        p.bar_off + 8 + 8 * (index * cfg.stages + s))),
                        count)
            k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
            for t in ("tma_q", "tma_k", "tma_v", "tma_o"):
                k.call("void", "llvm.nvvm.cute.prefetch_tma_desc",
                       [("ptr", "%" + t)])
        hopper.if_then(k, k.icmp("eq", self.tid, "0", hint="is_t0"), "init",
                       init)
        k.call("void", "llvm.nvvm.barrier0", [])
        self.exit = k.label("exit")
        producer, consumer = k.label("producer"), k.label("consumer")
        k.cbr(k.icmp("eq", self.wg, "0", hint="is_producer"), producer,
              consumer)
        return producer, consumer

    # --- producer ------------------------------------------------------------
    def q_attrs(self):
        """TMA attributes of the load of the Q tile."""
        return tile_attrs(self.cfg, TILE_M, ", arrive")

    def producer(self):
        """One elected thread of warp 0 loads Q, then K and V of every key
        tile as their buffers free up."""
        k, p, cfg = self.k, self.p, self.cfg
        hopper.setmaxnreg(k, PRODUCER_REGS, increase=False)
        elect, issue = k.label("prod.elect"), k.label("prod.issue")
        k.cbr(k.icmp("ult", self.wg_tid, "32", hint="is_warp0"), elect,
              self.exit)
        k.block(elect)
        k.cbr(hopper.elect_one(k), issue, self.exit)
        k.block(issue)
        k.atom_copy("atom.tma_load", self.q_attrs(),
                    "void", [("ptr addrspace(3)", self.at(str(p.q_off), "q")),
                             ("ptr addrspace(3)", self.at(str(p.bar_off),
                                                          "q_full")),
                             ("ptr", "%tma_q"), ("i32", "0"),
                             ("i32", self.head), ("i32", self.m0),
                             ("i32", self.batch)])
        pre = k.current
        loop = k.label("prod.tile")
        k.cbr(k.icmp("ult", "0", self.n_tiles, hint="any"), loop, self.exit)
        k.block(loop)
        j = k.phi("i32", [("0", pre)], hint="j")
        self.load_kv(j.name, "prod.wait_")
        nxt = k.add(j.name, "1", hint="j.next")
        j.add(nxt, k.current)
        k.cbr(k.icmp("ult", nxt, self.n_tiles, hint="more"), loop,
              self.exit)

    # --- consumers -----------------------------------------------------------
    def consumer(self):
        k, p, cfg = self.k, self.p, self.cfg
        hopper.setmaxnreg(k, CONSUMER_REGS, increase=True)
        self.cw = k.sub(self.wg, "1", hint="cw")
        self.lead = k.icmp("eq", self.wg_tid, "0", hint="is_lead")
        lane = k.and_(self.wg_tid, "31", hint="lane")
        self.warp = k.lshr(self.wg_tid, "5", hint="warp")
        self.g = k.lshr(lane, "2", hint="g")
        self.q4 = k.and_(lane, "3", hint="q4")
        self.my_turn = k.add(self.cw, str(TURN_BARRIER), hint="my_turn")
        self.their_turn = k.sub(str(TURN_BARRIER + 1), self.cw,
                                hint="their_turn")
        # Rows of this thread relative to m0: 64 cw + 16 warp + g (+ 8).
        self.row0 = k.add(k.add(k.mul(self.cw, "64"),
                                k.mul(self.warp, "16")), self.g, hint="row0")
        rows = [self.row0, k.add(self.row0, "8", hint="row1")]
        self.limits = [self.row_limit(k.add(self.m0, r, hint="qrow"))
                       for r in rows] if cfg.causal else \
            [self.row_limit(None)] * 2
        self.rows = rows
        # Consumer 1 lets consumer 0 take the first turn.
        hopper.if_then(k, k.icmp("eq", self.cw, "1", hint="second"),
                       "turn.first", lambda: hopper.named_barrier_arrive(
                           k, TURN_BARRIER, 2 * WARPGROUP))
        hopper.wait_parity(k, self.at(str(p.bar_off), "q_full"), "0",
                           "cons.wait_q")
        self.descriptors()
        zero_o = "zeroinitializer"
        m0 = [NEG_INF, NEG_INF]
        l0 = ["0.0", "0.0"]
        first, empty = k.label("cons.first"), k.label("cons.empty")
        k.cbr(k.icmp("ult", "0", self.n_tiles, hint="any"), first, empty)

        # Key tile 0: S_0 and its softmax (O is still 0).
        k.block(first)
        stage0 = "0"
        hopper.wait_parity(k, self.bar("k_full", stage0), "0", "cons.wait_k")
        s_acc = self.turn([lambda: self.gemm_s(stage0)])[0]
        self.wait_group(0)
        self.release("k_empty", stage0)
        m1, l1, _, p_rows = self.softmax(s_acc, "0", m0, l0)
        p1 = self.p_fragments(p_rows)
        loop_check = k.label("cons.check")
        k.br(loop_check)

        # Key tiles 1 .. n_tiles - 1: first those that need no mask, then
        # those that do, each in a loop of its own (key_loop()), as
        # FlashAttention-3 splits its loop: the unmasked tiles, nearly all
        # of them, carry no mask code and no branch.
        k.block(loop_check)
        # Carried: m, l, the correction O still owes (applied just before
        # the next P V, as FlashAttention-3 does), O, P's fragments.
        state0 = [("float", v) for v in m1 + l1 + ["1.0", "1.0"]] + \
            [(self.o_ty, zero_o)] + [(vec(4, "i32"), v) for v in p1]
        n_unmasked = self.min_u32(self.n_full, self.n_tiles)
        last = k.label("cons.last")
        masked_check = k.label("cons.check_masked")
        exits = self.key_loop("cons.tile", "1", state0, n_unmasked,
                              masked_check, mask=False)
        k.block(masked_check)
        j_masked = k.phi("i32", [(j, b) for j, _, b in exits], hint="jm")
        state_m = [k.phi(t, [(vals[i], b) for _, vals, b in exits],
                         hint="stm").name for i, (t, _) in enumerate(state0)]
        loop_exits = self.key_loop(
            "cons.tile_masked", j_masked.name,
            list(zip([t for t, _ in state0], state_m)), self.n_tiles, last,
            mask=True)

        # The last tile's P V.
        k.block(last)
        state = [k.phi(t, [(vals[i], b) for _, vals, b in loop_exits],
                       hint="fin").name for i, (t, _) in enumerate(state0)]
        m_run, l_run, owed = state[0:2], state[2:4], state[4:6]
        o_acc, pf = state[6], state[7:]
        last_j = k.sub(self.n_tiles, "1", hint="last_j")
        stage, parity = self.stage_parity(last_j)
        hopper.wait_parity(k, self.bar("v_full", stage), parity,
                           "cons.wait_v")
        o_acc = self.turn([lambda: self.gemm_o(
            self.scale_rows(self.o_ty, [o_acc], owed)[0], pf, stage)])[0]
        self.wait_group(0)
        self.release("v_empty", stage)
        k.br(k.label("cons.epilogue"))
        k.block("cons.epilogue")
        self.finish(m_run, l_run, o_acc)
        # A CTA whose rows see no key stores zeros and -inf with a copy of
        # the epilogue of its own: one shared through a phi of O with the
        # zeros would copy the accumulators (twice their registers live:
        # head_dim 256 spilled).
        k.block(empty)
        self.finish(m0, l0, zero_o)

    def key_loop(self, name, j0, state0, bound, exit_label, mask):
        """Emits, at the current block, the loop over key tiles j = j0 ..
        bound - 1 (none when j0 >= bound), unrolled twice: each step S_j
        and the previous tile's P V in one turn, then S_j's softmax (masked
        when ``mask``) while that P V is still in flight. ``state0``:
        [(type, value)] carried in (m, l, the correction O owes, O, P's
        fragments). Branches to ``exit_label``; returns the incoming edges
        it adds there, [(j, state values, block)].

        The P V group a step issues is retired at the top of the next step,
        after that step's K/V waits (or on the way out of the loop), not
        after its own softmax: ptxas hoists a wgmma.wait_group 0 that
        follows the softmax in the same block to before the softmax's
        first exponentials (seen in the SASS), and the softmax then runs
        after P V instead of under it. P_j is converted while P_{j-1} V_{j-1}
        still reads P_{j-1}'s registers, so the two steps of an unrolled
        pair keep P in two sets of registers (the atom lowering keeps a
        group's A registers alive until the wait that retires it, so P_j
        never shares them); the loop's back edge retires the odd step's
        group in a block of its own, which only that step reaches, for the
        same reason. At head_dim 256, O's 128 registers leave room for the
        second set only with S's descriptors written in the step
        (s_steps())."""
        k = self.k
        entry = k.current
        pre, even = k.label(name + ".pre"), k.label(name)
        k.cbr(k.icmp("ult", j0, bound, hint="more"), pre, exit_label)
        exits = [(j0, [v for _, v in state0], entry)]
        k.block(pre)
        self.wait_kv(j0)
        pre_end = k.current
        k.br(even)

        k.block(even)
        j = k.phi("i32", [(j0, pre_end)], hint="j")
        phis = [k.phi(t, [(v, pre_end)], hint="st") for t, v in state0]
        state, p_rows = self.key_step(j.name, [ph.name for ph in phis], mask)
        after_even = state + self.p_fragments(p_rows)
        j1 = k.add(j.name, "1", hint="j1")
        odd, out_even = k.label(name + ".odd"), k.label(name + ".out")
        k.cbr(k.icmp("ult", j1, bound, hint="more"), odd, out_even)
        k.block(out_even)
        self.retire_pv(k.sub(j.name, "1", hint="prev"))
        exits.append((j1, after_even, k.current))
        k.br(exit_label)

        k.block(odd)
        self.wait_kv(j1)
        self.retire_pv(k.sub(j.name, "1", hint="prev"))
        state, p_rows = self.key_step(j1, after_even, mask)
        after_odd = state + self.p_fragments(p_rows)
        j2 = k.add(j.name, "2", hint="j2")
        back, out_odd = k.label(name + ".next"), k.label(name + ".out")
        k.cbr(k.icmp("ult", j2, bound, hint="more"), back, out_odd)
        k.block(out_odd)
        self.retire_pv(j.name)
        exits.append((j2, after_odd, k.current))
        k.br(exit_label)

        k.block(back)
        self.wait_kv(j2)
        self.retire_pv(j.name)
        back_end = k.current
        k.br(even)
        j.add(j2, back_end)
        for ph, v in zip(phis, after_odd):
            ph.add(v, back_end)
        return exits

    def wait_kv(self, j):
        """Waits until K_j and V_{j-1} have landed."""
        k = self.k
        stage, parity = self.stage_parity(j)
        p_stage, p_parity = self.stage_parity(k.sub(j, "1", hint="prev"))
        hopper.wait_parity(k, self.bar("k_full", stage), parity,
                           "cons.wait_k")
        hopper.wait_parity(k, self.bar("v_full", p_stage), p_parity,
                           "cons.wait_v")

    def key_step(self, j, state, mask):
        """Key tile ``j`` (its K and V_{j-1} landed, no P V group in
        flight): in the turn S_j, then O scaled by the correction it owes
        and O += P_{j-1} V_{j-1}; the wait for S_j; K_j released; S_j's
        softmax while P V runs; P_j's fragments. Returns the state after
        it (m, l, correction, O) and P_j's values per row (not yet
        fragments), P V still in flight."""
        k = self.k
        m_run, l_run, owed = state[0:2], state[2:4], state[4:6]
        o_acc, pf = state[6], state[7:]
        stage = self.stage_parity(j)[0]
        p_stage = self.stage_parity(k.sub(j, "1", hint="prev"))[0]
        s_acc, o_acc = self.turn([
            lambda: self.gemm_s(stage),
            lambda: self.gemm_o(self.scale_rows(self.o_ty, [o_acc], owed)[0],
                                pf, p_stage)])
        self.wait_group(1)              # S_j done; P_{j-1} V_{j-1} in flight
        self.release("k_empty", stage)
        m2, l2, corr, p_rows = self.softmax(s_acc, j, m_run, l_run, mask)
        return m2 + l2 + corr + [o_acc], p_rows

    def retire_pv(self, j):
        """Retires the P V group in flight, P_j V_j, and releases V_j's
        buffer."""
        self.wait_group(0)
        self.release("v_empty", self.stage_parity(j)[0])

    def descriptors(self):
        """The WGMMA descriptors of this consumer's Q rows, of K's and of
        V's first buffer (the stages add their offsets)."""
        k, p = self.k, self.p
        self.q_desc = hopper.descriptor(
            k, self.at(k.add(str(p.q_off), k.mul(self.cw, str(64 * SWIZZLE))),
                       "q_rows"), hint="q_desc")
        self.k_desc = hopper.descriptor(k, self.at(str(p.k_off), "k0"),
                                        hint="k_desc")
        self.v_desc = hopper.descriptor(k, self.at(str(p.v_off), "v0"),
                                        lbo=p.kv_chunk, hint="v_desc")

    def turn(self, issues):
        """This consumer's turn at the tensor cores: wait for it, run each
        of ``issues`` (functions writing WGMMAs) as its own commit group,
        hand the turn to the other consumer without waiting for them.
        Returns what the functions returned.

        A front-end wgmma.wait_group after each group commits it (the
        lowering would otherwise make consecutive atoms one group) and,
        counting every group just issued as pending, retires nothing: the
        S group and the P V group stay separate (the softmax waits for the
        first only), and the barrier arrival after them need not wait
        (AtomIR.md, "Keeping groups in flight")."""
        k = self.k
        hopper.named_barrier_sync(k, self.my_turn, 2 * WARPGROUP)
        out = []
        for n, issue in enumerate(issues):
            out.append(issue())
            self.wait_group(n + 1)
        hopper.named_barrier_arrive(k, self.their_turn, 2 * WARPGROUP)
        return out

    def wait_group(self, pending):
        self.k.call("void", "llvm.nvvm.wgmma.wait_group.sync.aligned",
                    [("i64", str(pending))])

    def release(self, kind, stage):
        """One arrival of this warpgroup on the stage's empty barrier."""
        hopper.if_then(self.k, self.lead, "cons.release",
                       lambda: hopper.mbarrier_arrive(self.k,
                                                      self.bar(kind, stage)))

    def gemm_s(self, stage):
        """S = Q K^T of the key tile in ``stage``: head_dim / 16 chained
        WGMMAs (the first with scale_d false)."""
        k, p = self.k, self.p
        step = self.s_steps(stage)
        acc = "undef"
        for ks in range(p.ks):
            qa, kbd = step(ks)
            acc = k.atom_mma("sm90.mma", self.s_attrs, self.s_ty, [
                ("i64", qa), ("i64", kbd), (self.s_ty, acc),
                ("i1", "false" if ks == 0 else "true")], hint="s")
        return acc

    def s_steps(self, stage):
        """The descriptors of S's k16 steps, K in ``stage``: a function of
        the step giving (Q's, K's), which writes them where it is called
        (each just before its WGMMA).

        Q's are q_desc plus a constant per step, the same in every key
        tile: llc computes them once, before the key loops, and ptxas
        keeps them in registers throughout (two each). At head_dim 256
        that is 15 descriptors, 30 registers, and beside O's 128, S's 32
        and two sets of P (16 each) ptxas spilled (20 to 64 bytes at
        128 x 64). There each step derives Q's descriptors from K's, which
        change with the stage: the low words (the start address >> 4,
        bits 0-13, which no offset inside shared memory carries out of,
        and the leading byte offset) in 32 bits, Q's as K's plus Q's
        distance from K's stage, the high words (constant) or-ed on. No
        register holds them across the loop, and a step costs an add or
        two a descriptor."""
        k, p = self.k, self.p

        def offset(ks, chunk_bytes):
            chunk, within = divmod(ks, 4)
            return (chunk * chunk_bytes + within * 32) >> 4

        if p.ks <= 8:
            kb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="k_stage")
            kd = k.add(self.k_desc, kb, "i64", hint="k_desc_s")

            def step(ks):
                if not ks:
                    return self.q_desc, kd
                return (k.add(self.q_desc, str(offset(ks, p.q_chunk)), "i64",
                              hint="qa"),
                        k.add(kd, str(offset(ks, p.kv_chunk)), "i64",
                              hint="kb"))
            return step
        high = "-4294967296"                # 0xFFFFFFFF00000000
        q_hi = k.and_(self.q_desc, high, "i64", hint="q_hi")
        k_hi = k.and_(self.k_desc, high, "i64", hint="k_hi")
        kd = k.add(k.trunc(self.k_desc, hint="k_lo"),
                   k.mul(stage, str(p.kv_stage >> 4)), hint="k_desc_s")
        # Q's low word minus K's in the same 64-column block, per block.
        dq = {0: k.sub(k.trunc(self.q_desc, hint="q_lo"), kd, hint="dq")}

        def step(ks):
            if not ks:
                return self.q_desc, k.or_(k.zext(kd), k_hi, "i64", hint="kb")
            chunk = ks // 4
            if chunk not in dq:
                dq[chunk] = k.add(dq[0], str(
                    offset(ks, p.q_chunk) - offset(ks, p.kv_chunk)),
                    hint="dq")
            kl = k.add(kd, str(offset(ks, p.kv_chunk)), hint="kb")
            ql = k.add(kl, dq[chunk], hint="qa")
            return (k.or_(k.zext(ql), q_hi, "i64", hint="qa"),
                    k.or_(k.zext(kl), k_hi, "i64", hint="kb"))
        return step

    def gemm_o(self, o_acc, pf, stage):
        """O += P V of the key tile in ``stage``: tile_n / 16 chained
        WGMMAs, A = P's fragments, B = V (MN-major: 16 keys = 16 rows of
        128 bytes per step)."""
        k, p = self.k, self.p
        vb = k.zext(k.mul(stage, str(p.kv_stage >> 4)), hint="v_stage")
        vd = k.add(self.v_desc, vb, "i64", hint="v_desc_s")
        for kk in range(p.kk):
            vkd = k.add(vd, str((kk * 16 * SWIZZLE) >> 4), "i64",
                        hint="vb") if kk else vd
            o_acc = k.atom_mma("sm90.mma", self.o_attrs, self.o_ty, [
                (vec(4, "i32"), pf[kk]), ("i64", vkd), (self.o_ty, o_acc),
                ("i1", "true")], hint="o")
        return o_acc

    def softmax(self, s_acc, tile, m_run, l_run, mask=None):
        """The mask and the online softmax of S: (m, l, correction, P's
        values per row). ``mask``: True masks, False does not, None
        branches on whether ``tile`` needs it."""
        k, p, cfg = self.k, self.p, self.cfg
        sv = [[k.extractelement(self.s_ty, s_acc, str(4 * n + e), hint="sv")
               for e in range(4)] for n in range(cfg.tile_n // 8)]
        if mask is not None:
            if mask:
                col0 = k.add(k.mul(tile, str(cfg.tile_n)),
                             k.mul(self.q4, "2"), hint="col0")
                sv = self.mask_block(col0, self.limits, sv)
            return self.softmax_block(sv, m_run, l_run)
        masked_l, join = k.label("mask"), k.label("masked")
        before = k.current
        k.cbr(k.icmp("uge", tile, self.n_full, hint="edge"), masked_l, join)
        k.block(masked_l)
        col0 = k.add(k.mul(tile, str(cfg.tile_n)), k.mul(self.q4, "2"),
                     hint="col0")
        masked = self.mask_block(col0, self.limits, sv)
        after = k.current
        k.br(join)
        k.block(join)
        sv = [[k.phi("float", [(a, before), (b, after)], hint="sv").name
               for a, b in zip(row, mrow)] for row, mrow in zip(sv, masked)]
        return self.softmax_block(sv, m_run, l_run)

    # --- epilogue ------------------------------------------------------------
    def finish(self, m_run, l_run, o_acc):
        """The consumer's end: consumer 0 takes the turn consumer 1 gave at
        the start (every arrival on the turn barriers is matched), then the
        epilogue."""
        k = self.k
        hopper.if_then(k, k.icmp("eq", self.cw, "0", hint="first_wg"),
                       "turn.last", lambda: hopper.named_barrier_sync(
                           k, TURN_BARRIER, 2 * WARPGROUP))
        self.epilogue(m_run, l_run, o_acc)

    def row_result(self, l_run, m_run):
        """A row's (factor of O, LSE) from its running sum and maximum."""
        return self.finish_row(l_run, m_run)

    def epilogue(self, m_run, l_run, o_acc):
        """O / l in pairs into this consumer's rows of the O staging tile
        (the Q tile's; its 128B swizzle), fenced for the async proxy, then
        one TMA store; the rows' LSE."""
        k, p, cfg = self.k, self.p, self.cfg
        lse_row = k.add(k.mul(k.add(k.mul(self.batch, "%heads"), self.head),
                              "%seq_q"), self.m0, hint="lse_row")
        lse_base = k.gep("float", "ptr addrspace(1)", "%LSE",
                         k.zext(lse_row), "i64", hint="lse_base")
        lead = k.icmp("eq", self.q4, "0", hint="quad_lead")
        inv = []
        for h in range(2):
            i, lse = self.row_result(l_run[h], m_run[h])
            inv.append(i)
            self.store_lse(lse_base, self.rows[h], lse, lead)
        # Row r of the tile at r * 128 bytes of each 64-column block; the
        # 16-byte unit n % 8 of a row is swizzled with r % 8 = g.
        row_off = k.add(k.mul(self.row0, str(SWIZZLE)), k.mul(self.q4, "4"),
                        hint="o_row")
        units = [k.shl(k.xor(self.g, str(u), hint="unit"), "4", hint="unit")
                 for u in range(8)]
        pair_ty = vec(2, self.ety)
        for h in range(2):
            for n in range(cfg.head_dim // 8):
                chunk, u = divmod(n, 8)
                lo = self.f("fmul", k.extractelement(
                    self.o_ty, o_acc, str(4 * n + 2 * h)), inv[h], "ov")
                hi = self.f("fmul", k.extractelement(
                    self.o_ty, o_acc, str(4 * n + 2 * h + 1)), inv[h], "ov")
                off = k.add(k.add(row_off, units[u]),
                            str(p.o_off + chunk * p.o_chunk + 8 * h * SWIZZLE),
                            hint="o_off")
                k.atom_copy("atom.universal_copy<%s, 32 b>" % self.out_dtype,
                            "",
                            "void", [(pair_ty, self.pack(lo, hi)),
                                     ("ptr addrspace(3)", self.at(off,
                                                                  "o_p"))])
        k.call("void", "llvm.nvvm.fence.proxy.async.shared_cta", [])
        hopper.named_barrier_sync(k, k.add(self.cw, str(EPILOGUE_BARRIER),
                                           hint="epi_bar"), WARPGROUP)

        def store():
            src = self.at(k.add(str(p.o_off), k.mul(self.cw,
                                                    str(64 * SWIZZLE))),
                          "o_tile")
            k.atom_copy("atom.tma_store", tile_attrs(cfg, 64, block_rows=TILE_M),
                        "void", [
                ("ptr addrspace(3)", src), ("ptr", "%tma_o"), ("i32", "0"),
                ("i32", self.head),
                ("i32", k.add(self.m0, k.mul(self.cw, "64"), hint="o_y")),
                ("i32", self.batch)])
            k.call("void", "llvm.nvvm.cp.async.bulk.commit.group", [])
            # The shared tile must outlive the store's reads.
            k.call("void", "llvm.nvvm.cp.async.bulk.wait.group.read",
                   [("i32", "0")])
        hopper.if_then(k, self.lead, "epi.store", store)
        k.br(self.exit)

    # --- the kernel ----------------------------------------------------------
    def generate(self):
        """(IR text, Launch)."""
        k = self.k
        producer, consumer = self.prologue()
        k.block(producer)
        self.producer()
        k.block(consumer)
        self.consumer()
        k.block(self.exit)
        k.ret()
        return self.m.text(), self.launch()

    def launch(self):
        cfg, p = self.cfg, self.p
        dims_q = ["head_dim", "heads", "seq_q", "batch"]
        dims_kv = ["head_dim", "heads_kv", "seq_k", "batch"]
        return Launch(
            kernel=cfg.name, target=cfg.target,
            params=[TensorMapParam("Q", cfg.dtype, [CHUNK_COLS, 1, TILE_M, 1],
                                   SWIZZLE, dims_q),
                    TensorMapParam("K", cfg.dtype,
                                   [CHUNK_COLS, 1, cfg.tile_n, 1], SWIZZLE,
                                   dims_kv),
                    TensorMapParam("V", cfg.dtype,
                                   [CHUNK_COLS, 1, cfg.tile_n, 1], SWIZZLE,
                                   dims_kv),
                    TensorMapParam("O", cfg.dtype, [CHUNK_COLS, 1, 64, 1],
                                   SWIZZLE, dims_q),
                    PointerParam("LSE", "f32"), ScalarParam("seq_q"),
                    ScalarParam("seq_k"), ScalarParam("heads"),
                    ScalarParam("heads_kv"),
                    ScalarParam("scale_log2", "f32")],
            threads=THREADS, grid="attention", dynamic_smem=p.launch_smem,
            tile=[TILE_M, cfg.tile_n, cfg.head_dim], tolerance=2e-2)


def generate(cfg):
    """(LLVM IR text, Launch) of ``cfg``, which check() accepted."""
    if cfg.dtype in FP8_DTYPES:
        from . import sm90_fp8
        return sm90_fp8.generate(cfg)
    return Sm90Attention(cfg).generate()

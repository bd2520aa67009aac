"""The in-kernel V transpose of the FP8 sm_90a attention kernel
(sm90_fp8.py; docs/Attention.md, section 8), and a model of it.

The producer warpgroup (4 warps, 128 threads) turns the V tile the TMA
unit loaded in V's natural layout -- tile_n keys x head_dim bytes, one key
a row of head_dim bytes with K's swizzle (128B for head_dim 128, 64B for
64) -- into the K-major B operand of the P V WGMMAs: head_dim rows of
tile_n bytes (one 128-byte swizzle row each, 128B swizzle), where position
p of every aligned group of 32 holds key KEY_ORDER[p] (sm90_fp8.key_order:
the order P's fragments come in, so that P needs no shuffle). It is what
the host built before (host.vt_layout) and landed with TMA.

The unit of work is a 16 x 16 block of bytes: the keys 16 kb .. 16 kb + 15
of the 16-byte column t of V (head_dim bytes 16 t .. 16 t + 15). In V^T
it becomes the bytes 16 kb .. 16 kb + 15 (column kb) of the rows 16 t ..
16 t + 15, in KEY_ORDER: the 16-bit unit u of that column holds the key
pair (2 m_u, 2 m_u + 1), m_u = (u >> 1) + 4 (u & 1) -- consecutive keys
stay together, and the pairs come in the order 0 4 1 5 2 6 3 7.

1. ldmatrix (x4, not transposed) reads two 8 x 16-byte matrices per block:
   A, whose row r is key 16 kb + 2 m_r + (r & 1), and B, row r key
   16 kb + 2 m_r + 1 - (r & 1) (the other key of the pair). Lane 4 r + c
   gets bytes 4 c .. 4 c + 3 (head_dim 16 t + 4 c ..) of its row of each.
   Alternating which matrix gets the even key puts the 8 rows of a matrix
   on 8 different key residues mod 8, hence 8 different 16-byte bank
   groups of the swizzled tile: no bank conflict.
2. Two byte permutes (prmt) per block turn the two registers a (A) and b
   (B) into x = [E[j], O[j], E[j + 1], O[j + 1]] and y = the same for the
   other two bytes, E being the even key's register (a when r is even), O
   the odd one's, j = 2 (c >> 1) for x, 2 - j for y: each 16-bit half is
   one head_dim row's key pair (even key in the low byte). The selectors
   are per lane: 0x5140 ^ 0x4444 (r & 1) ^ 0x2222 (c >> 1), and the
   other's ^ 0x2222.
3. stmatrix (x4, .trans) writes them: lane 4 r + c's halves land at row
   2 c + e, column (16-bit unit) r of the stored 8 x 8 matrix: column r is
   the unit r of V^T's column kb (key pair m_r: right), row 2 c + e is
   head_dim row 16 t + 4 c + j + e. With j = 2 (c >> 1) (x) the eight rows
   of a matrix are 16 t + {0, 1, 4, 5, 10, 11, 14, 15}, 8 residues mod 8:
   no bank conflict either (FlashAttention-3's fixed pairing would give
   two rows per residue).

A warp's ldmatrix.x4 covers two blocks (columns t0, t0 + 1) of one key
block kb; warp w takes the columns 2 (w % (T / 2)) + {0, 1} (T =
head_dim / 16 columns) and, per step i of n_steps = T, the key block kb =
(w // (T / 2)) + step i (step = 8 / n_steps... 8 key blocks in a tile of
128 keys). A lane's addresses are computed once; step i adds a constant
to the ldmatrix address (keys 16 step i further keep their residue) and
XORs a constant into the stmatrix address (the column kb moves inside a
128-byte swizzle row: the swizzle is an XOR of bits 4-6 that the
1024-aligned bases leave clear).

The same functions write the IR (IrOps) and evaluate the model (IntOps):
check() runs the model for a head_dim and asserts that the bytes every
lane reads and writes make exactly V^T's layout from exactly V's, each
byte once, without bank conflicts. utils/check-fp8-transpose.py runs it
for every FP8 preset (test/Attention/sm90a-fp8-transpose-model.test).
"""

WARPS = 4                   # the producer warpgroup
TILE_N = 128                # keys per tile (a V^T row: one swizzle span)


def key_order():
    """Position p of a 32-key group of V^T holds key KEY_ORDER[p] (see
    sm90_fp8.py: the order of P's A fragments)."""
    return [16 * h + 2 * q + (e & 1) + 8 * (e >> 1)
            for h in range(2) for q in range(4) for e in range(4)]


KEY_ORDER = key_order()


class IntOps:
    """Integer arithmetic on Python ints (the model)."""

    def add(self, a, b):
        return a + b

    def mul(self, a, b):
        return a * b

    def and_(self, a, b):
        return a & b

    def xor(self, a, b):
        return a ^ b

    def shl(self, a, b):
        return a << b

    def lshr(self, a, b):
        return a >> b


class IrOps:
    """The same arithmetic as i32 IR instructions (kernels/ir.py's
    Kernel); ints become constants."""

    def __init__(self, k, hint):
        self.k, self.hint = k, hint

    def _bin(self, name, a, b):
        return getattr(self.k, name)(str(a), str(b), hint=self.hint)

    def add(self, a, b):
        return self._bin("add", a, b)

    def mul(self, a, b):
        return self._bin("mul", a, b)

    def and_(self, a, b):
        return self._bin("and_", a, b)

    def xor(self, a, b):
        return self._bin("xor", a, b)

    def shl(self, a, b):
        return self._bin("shl", a, b)

    def lshr(self, a, b):
        return self._bin("lshr", a, b)


def swizzle(ops, offset, span):
    """Byte ``offset`` of a tile of ``span``-byte rows (64 or 128) with
    that swizzle (Sw<2, 4, 3> or Sw<3, 4, 3>: bits 4.. of the 16-byte unit
    XORed with the bits 7.. of the offset)."""
    mask = {64: 0x30, 128: 0x70}[span]
    return ops.xor(offset, ops.and_(ops.lshr(offset, 3), mask))


class Transpose:
    """The transpose of a (TILE_N keys x head_dim) tile of 8-bit V."""

    def __init__(self, head_dim):
        if head_dim not in (64, 128):
            raise ValueError("the transpose takes head_dim 64 or 128")
        self.head_dim = head_dim
        self.row = head_dim             # bytes of a key row of V
        self.span = head_dim            # its swizzle span (like K's)
        self.cols = head_dim // 16      # 16-byte columns t of V
        self.pairs = self.cols // 2     # column pairs (one per ldmatrix.x4)
        self.steps = 8 * self.cols // (2 * WARPS)   # ldmatrix.x4 per warp
        self.kb_step = 8 // self.steps  # key blocks between a warp's steps
        assert WARPS % self.pairs == 0 or self.pairs % WARPS == 0
        assert self.pairs <= WARPS and self.kb_step * self.steps == 8
        self.vt_bytes = head_dim * TILE_N
        self.v_bytes = TILE_N * self.row

    # --- a lane's values (step 0; stage offsets are added by the caller) ---
    def warp_part(self, ops, warp):
        """(first column t0 of the warp's pair, its key block offset)."""
        pair = ops.and_(warp, self.pairs - 1)
        kb0 = ops.lshr(warp, self.pairs.bit_length() - 1)
        return ops.shl(pair, 1), kb0

    def load_offset(self, ops, warp, lane):
        """The byte offset (in V's tile) of the 16-byte row this lane
        addresses in the step-0 ldmatrix.x4: matrix lane >> 3 (A t0, B t0,
        A t0 + 1, B t0 + 1), row r = lane & 7."""
        t0, kb0 = self.warp_part(ops, warp)
        mat, r = ops.lshr(lane, 3), ops.and_(lane, 7)
        # 2 m_r + ((r & 1) ^ (matrix & 1)), m_r = (r >> 1) + 4 (r & 1).
        odd = ops.and_(r, 1)
        key = ops.add(ops.add(ops.and_(r, 6), ops.shl(odd, 3)),
                      ops.xor(odd, ops.and_(mat, 1)))
        key = ops.add(key, ops.shl(kb0, 4))
        t = ops.add(t0, ops.lshr(mat, 1))
        return swizzle(ops, ops.add(ops.mul(key, self.row), ops.shl(t, 4)),
                       self.span)

    def store_offset(self, ops, warp, lane):
        """The byte offset (in V^T's tile) of the 16-byte row this lane
        addresses in the step-0 stmatrix.x4.trans: matrix lane >> 3 (x t0,
        y t0, x t0 + 1, y t0 + 1), row i = lane & 7 = 2 c + e: head_dim row
        16 t + 4 c + j + e, j = 2 ((c >> 1) ^ (matrix & 1)); the 16 bytes
        of column kb0."""
        t0, kb0 = self.warp_part(ops, warp)
        mat, i = ops.lshr(lane, 3), ops.and_(lane, 7)
        c = ops.lshr(i, 1)
        j = ops.shl(ops.xor(ops.lshr(c, 1), ops.and_(mat, 1)), 1)
        t = ops.add(t0, ops.lshr(mat, 1))
        d = ops.add(ops.add(ops.shl(t, 4), ops.shl(c, 2)),
                    ops.add(j, ops.and_(i, 1)))
        return swizzle(ops, ops.add(ops.shl(d, 7), ops.shl(kb0, 4)), 128)

    def selector(self, ops, lane):
        """The prmt selector of x for this lane (y's: ^ 0x2222): lane
        4 r + c, 0x5140 ^ 0x4444 (r & 1) ^ 0x2222 (c >> 1)."""
        ks = ops.and_(ops.lshr(lane, 2), 1)
        bs = ops.and_(ops.lshr(lane, 1), 1)
        return ops.xor(ops.xor(ops.mul(ks, 0x4444), ops.mul(bs, 0x2222)),
                       0x5140)

    # --- per step constants -------------------------------------------------
    def load_step(self, s):
        """Added to the ldmatrix address in step ``s`` (key blocks
        kb_step s further)."""
        return s * self.kb_step * 16 * self.row

    def store_step(self, s):
        """XORed into the stmatrix address in step ``s`` (column kb_step s
        further; kb0 < kb_step, so the XOR is an addition)."""
        return (s * self.kb_step) << 4


# --- the model ------------------------------------------------------------
def prmt(a, b, sel):
    """PTX prmt.b32 (default mode): byte i of the result is byte
    (sel >> 4 i) & 7 of {b, a} (a the low word)."""
    src = a | (b << 32)
    return sum(((src >> (8 * ((sel >> (4 * i)) & 7))) & 0xFF) << (8 * i)
               for i in range(4))


def ldmatrix_x4(mem, addrs):
    """ldmatrix.sync.aligned.m8n8.x4.b16 (not transposed): ``addrs`` the
    32 lanes' row addresses (lane 8 m + r: row r of matrix m); returns per
    lane four 32-bit registers (matrix m: lane 4 r + c gets the 16-bit
    elements 2 c, 2 c + 1 of row r, i.e. bytes 4 c .. 4 c + 3) and the
    byte addresses read."""
    regs = [[0] * 4 for _ in range(32)]
    read = []
    for m in range(4):
        for lane in range(32):
            r, c = lane >> 2, lane & 3
            base = addrs[8 * m + r] + 4 * c
            regs[lane][m] = sum(mem[base + b] << (8 * b) for b in range(4))
            read += [base + b for b in range(4)]
    return regs, read


def stmatrix_x4_trans(mem, addrs, regs):
    """stmatrix.sync.aligned.m8n8.x4.trans.b16: lane 4 r + c's register m
    holds the 16-bit elements (r, 2 c) and (r, 2 c + 1) of the fragment;
    transposed, element (r, 2 c + e) goes to row 2 c + e, column r of
    matrix m, row i at addrs[8 m + i]. Returns the byte addresses
    written."""
    wrote = []
    for m in range(4):
        for lane in range(32):
            r, c = lane >> 2, lane & 3
            for e in range(2):
                half = (regs[lane][m] >> (16 * e)) & 0xFFFF
                base = addrs[8 * m + 2 * c + e] + 2 * r
                mem[base] = half & 0xFF
                mem[base + 1] = half >> 8
                wrote += [base, base + 1]
    return wrote


def bank_conflicts(addrs):
    """Extra wavefronts of a shared access whose 8-row phases (one 8x8
    matrix each) read or write 16 bytes at each of ``addrs``: 0 when every
    phase's 8 rows fall into 8 different 16-byte bank groups."""
    extra = 0
    for m in range(0, len(addrs), 8):
        groups = [(a >> 4) & 7 for a in addrs[m:m + 8]]
        extra += max(groups.count(g) for g in set(groups)) - 1
    return extra


def check(head_dim):
    """Runs the transpose of one tile of V through the model: V's bytes as
    the TMA unit lands them (K's swizzle), the lanes' ldmatrix, prmt and
    stmatrix, and compares V^T's bytes with the layout the P V descriptors
    read (host.vt_layout's positions, 128B-swizzled rows of 128 bytes).
    Returns a one-line summary; AssertionError says what is wrong."""
    tr = Transpose(head_dim)
    ops = IntOps()
    # Where the TMA unit puts byte (key, col) of V's tile.
    ident = {}                  # (key, col) -> address in V's tile
    vmem = [None] * tr.v_bytes
    for key in range(TILE_N):
        for col in range(head_dim):
            a = swizzle(ops, key * tr.row + col, tr.span)
            assert vmem[a] is None
            vmem[a] = (key, col)
    for a, v in enumerate(vmem):
        assert v is not None
        ident[v] = a
    # Each byte of V is tagged with its shared-memory address (< 2^14):
    # the data path runs twice, on the tags' low and on their high bytes.
    expected = [None] * tr.vt_bytes
    for d in range(head_dim):
        for p in range(TILE_N):
            key = 32 * (p // 32) + KEY_ORDER[p % 32]
            a = swizzle(ops, d * TILE_N + p, 128)
            assert expected[a] is None
            expected[a] = (key, d)
    results = []
    reads, writes = [], []
    conflicts = [0, 0]
    for plane in range(2):
        src = [(ident[v] >> (8 * plane)) & 0xFF for v in vmem]
        dst = [None] * tr.vt_bytes
        for warp in range(WARPS):
            ld = [tr.load_offset(ops, warp, lane) for lane in range(32)]
            st = [tr.store_offset(ops, warp, lane) for lane in range(32)]
            sel = [tr.selector(ops, lane) for lane in range(32)]
            for s in range(tr.steps):
                la = [a + tr.load_step(s) for a in ld]
                sa = [a ^ tr.store_step(s) for a in st]
                assert all(0 <= a < tr.v_bytes and a % 16 == 0 for a in la)
                assert all(0 <= a < tr.vt_bytes and a % 16 == 0 for a in sa)
                regs, read = ldmatrix_x4(src, la)
                out = []
                for lane in range(32):
                    a0, b0, a1, b1 = regs[lane]
                    sx, sy = sel[lane], sel[lane] ^ 0x2222
                    out.append([prmt(a0, b0, sx), prmt(a0, b0, sy),
                                prmt(a1, b1, sx), prmt(a1, b1, sy)])
                wrote = stmatrix_x4_trans(dst, sa, out)
                if plane == 0:
                    reads += read
                    writes += wrote
                    conflicts[0] += bank_conflicts(la)
                    conflicts[1] += bank_conflicts(sa)
        results.append(dst)
    # Every byte of V read once, every byte of V^T written once.
    assert sorted(reads) == list(range(tr.v_bytes)), "reads of V not a bijection"
    assert sorted(writes) == list(range(tr.vt_bytes)), \
        "writes of V^T not a bijection"
    for a in range(tr.vt_bytes):
        got_addr = results[0][a] | (results[1][a] << 8)
        got = vmem[got_addr]
        assert got == expected[a], (
            "V^T byte %d holds V (key, col) %r, the descriptors expect %r" % (
                a, got, expected[a]))
    assert conflicts == [0, 0], "bank conflicts (ldmatrix, stmatrix): %r" % (
        conflicts,)
    return ("head_dim %d: %d warps x %d steps of ldmatrix.x4 + 4 prmt + "
            "stmatrix.x4.trans; %d bytes of V -> V^T, each read and written "
            "once, in V^T's layout (KEY_ORDER, 128B swizzle); no bank "
            "conflict" % (head_dim, WARPS, tr.steps, tr.v_bytes))

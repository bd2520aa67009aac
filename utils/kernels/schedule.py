"""The persistent tile walk shared by the sm_90a and sm_100a GEMM kernels
(gemm/sm90.py, gemm/sm100.py): which output tiles a CTA (a cluster) computes
and in what order.

A persistent grid has one CTA per SM (one cluster per cluster_m SMs). The
unit of work is a column of cluster_m vertically adjacent tiles (one per CTA
of the cluster); cluster c takes units c, c + clusters, c + 2 clusters, ...
Units are numbered in bands of band_m rows of units (band_rows rows of D;
the last band has the rows left), M fastest inside a band, so that the
units in flight at once share rows of A and columns of B in L2 (CUTLASS's
tile swizzle, Triton's grouped ordering). Every role of a kernel walks the
same units, so the roles agree on each tile's ring and accumulator stages
without talking to each other.

Every function takes the Kernel being written (kernels/ir.py) first.
"""


# Rows of D in one band of the persistent tile order. M fastest over the
# whole of M (band_rows 0) makes a wave of 132 CTAs of 128 x 256 tiles
# span every row of A, which at M = N = K = 16384 reads A from memory once
# per column of tiles; a band of 4096 rows keeps a wave on 4096 rows of A
# and about 4 column tiles of B. Measured on an H200 (2026-11-26, bf16,
# two runs; docs/Gemm.md): 4096 was the best of 0, 1024, 2048 and 4096 at
# 8192 and within 1% of the best at 4096 and 16384 (+10% over 0 there).
BAND_ROWS = 4096


class TileWalk:
    """Unit counts of an M x N problem in tiles of ``tile_m`` x ``tile_n``
    per CTA, ``cluster_m`` CTAs a unit, bands of ``band_rows`` rows of D (0:
    one band of all of M)."""

    def __init__(self, k, tile_m, tile_n, cluster_m, band_rows):
        self.k, self.tile_m, self.tile_n = k, tile_m, tile_n
        self.cluster_m = cluster_m
        span = tile_m * cluster_m
        self.units_m = k.udiv(k.add("%M", str(span - 1)), str(span),
                              hint="units_m")
        tiles_n = k.udiv(k.add("%N", str(tile_n - 1)), str(tile_n),
                         hint="tiles_n")
        self.units = k.mul(self.units_m, tiles_n, hint="units")
        self.band_m = (str(band_rows // span) if band_rows
                       else self.units_m)
        self.band_units = k.mul(self.band_m, tiles_n, hint="band_units")

    def origin(self, unit, rank):
        """(m0, n0) of the tile of CTA ``rank`` of the cluster in ``unit``
        (i32 values)."""
        k = self.k
        band = k.udiv(unit, self.band_units, hint="band")
        first_m = k.mul(band, self.band_m, hint="band_m0")
        left = k.sub(self.units_m, first_m, hint="band_left")
        short = k.icmp("ult", left, self.band_m, hint="band_short")
        height = k.select(short, left, self.band_m, hint="band_h")
        within = k.urem(unit, self.band_units, hint="in_band")
        um = k.add(first_m, k.urem(within, height, hint="um_in"), hint="um")
        un = k.udiv(within, height, hint="un")
        m_blk = k.add(k.mul(um, str(self.cluster_m)), rank, hint="m_blk")
        return (k.mul(m_blk, str(self.tile_m), hint="m0"),
                k.mul(un, str(self.tile_n), hint="n0"))


def tile_loop(k, role, units, first, step, done, phis, body):
    """for (unit = first; unit < units; unit += step) body, then block
    ``done``. ``phis``: [(type, initial, hint)] values carried from tile to
    tile; ``body``(unit, values) writes one tile and returns the values for
    the next. Blocks <role>.tile (the head), <role>.work and <role>.next."""
    entry = k.current
    head, work, latch = (k.label(role + ".tile"), k.label(role + ".work"),
                         k.label(role + ".next"))
    k.br(head)
    k.block(head)
    unit = k.phi("i32", [(first, entry)], hint="unit")
    carried = [k.phi(t, [(v, entry)], hint=h) for t, v, h in phis]
    k.cbr(k.icmp("ult", unit.name, units), work, done)
    k.block(work)
    out = body(unit.name, [c.name for c in carried])
    k.br(latch)
    k.block(latch)
    nxt = k.add(unit.name, step, hint="unit.next")
    k.br(head)
    unit.add(nxt, latch)
    for c, v in zip(carried, out):
        c.add(v, latch)

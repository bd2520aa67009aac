#!/usr/bin/env python3
"""An independent check of where the TMA partition verifier says a tile's
boxes land in shared memory (step 9 of `cute-nvgpu-atoms tma-partition`).

  check-tma-placement.py --tool PATH [--seed N] [--count N]

draws COUNT random two-mode tiles -- an unswizzled SMEM layout and a CTA
V-map, each splitting the tile's modes its own way (the V-map's pieces may
walk GMEM mode 0 out of the tile's order), strides of all sizes, 8- or
16-bit elements -- runs the verifier on each, and checks its answer against
a model of the TMA written here from the PTX ISA's description: a
cp.async.bulk.tensor writes its box densely in box order (GMEM mode 0
innermost) from its shared-memory address.

For a partition the verifier accepts (`box=E0xE1 copies=OFF@O0,O1 ...`),
the box at each copy's origin, written densely from the copy's element
offset, must put every tile element where the SMEM layout says; the copies
must cover the tile once, start on 128-byte boundaries and not overlap.
For one it rejects, the diagnostic must be step 9's
("Computed TMA layout is invalid, got ", the generated tiles pass steps
1-8), and the tile must not be one the model can place trivially: with rows of
whole 16-byte units, a single dense box, or rows that start on 128-byte
boundaries without overlapping.

Prints `PASS: N placements accepted and verified (K of several boxes), M
rejected at step 9`, or a FAIL line per wrong answer (exit status 1). The
run is deterministic for a seed; it also fails when fewer than a tenth of
the tiles are accepted or fewer than a quarter of those take several
boxes, so that it keeps testing something.
"""

import argparse
import random
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402


def split(rng, n):
    """n as a list of 1 to 3 factors (n itself last when not split)."""
    factors = []
    while n > 1 and len(factors) < 2 and rng.random() < 0.7:
        divisors = [d for d in range(2, n) if n % d == 0]
        if not divisors:
            break
        d = rng.choice(divisors)
        factors.append(d)
        n //= d
    return factors + [n]


def tuple_text(values):
    return "(" + ", ".join(values) + ")" if len(values) > 1 else values[0]


def layout_text(modes):
    """[(extents, strides)] -> 'SHAPE:STRIDE' with one top-level mode each."""
    shape = "(" + ", ".join(tuple_text([str(e) for e in m[0]]) for m in modes) + ")"
    stride = "(" + ", ".join(tuple_text([str(s) for s in m[1]]) for m in modes) + ")"
    return shape + ":" + stride


def draw(rng):
    """A random tile: its box, its SMEM modes and its V-map modes (extents
    and, for the V-map, GMEM mode 0 or 1 coefficients of a compact walk)."""
    elem_bytes = rng.choice([1, 2])
    box = [rng.choice([8, 16, 24, 32, 48, 64]), rng.choice([1, 2, 3, 4, 6, 8])]
    smem, vmap = [], []
    for mode, extent in enumerate(box):
        pieces = split(rng, extent)
        strides = [rng.choice([1, 2, 4, 8, 16, 32, 48, 64, 128, 256, 512, 1024])
                   for _ in pieces]
        smem.append((pieces, strides))
        walk = split(rng, extent)
        order = list(range(len(walk)))
        if rng.random() < 0.3:
            rng.shuffle(order)
        coefficients, c = [0] * len(walk), 1
        for p in order:
            coefficients[p] = c
            c *= walk[p]
        vmap.append((walk, coefficients))
    # Bias towards tiles whose rows are contiguous (compact mode-0 pieces),
    # some of them padded or split into blocks.
    if rng.random() < 0.7:
        reach = 1
        for k, extent in enumerate(smem[0][0]):
            smem[0][1][k] = reach
            reach *= extent
        if len(smem[0][0]) > 1 and rng.random() < 0.3:
            smem[0][1][-1] = rng.choice([64, 128, 256, 1024])
    if rng.random() < 0.6:
        smem[1][1][0] = box[0] * rng.choice([1, 1, 2, 4])
    return elem_bytes, box, smem, vmap


def digits(index, extents):
    out = []
    for e in extents:
        out.append(index % e)
        index //= e
    return out


def smem_of_box(box, smem, vmap):
    """{(g0, g1): SMEM element offset} of every tile element, by its GMEM
    coordinate in the box (the V-map's image of its tile coordinate)."""
    at = {}
    for i1 in range(box[1]):
        for i0 in range(box[0]):
            offset, g = 0, [0, 0]
            for mode, index in ((0, i0), (1, i1)):
                offset += sum(d * s for d, s in zip(digits(index, smem[mode][0]), smem[mode][1]))
                g[mode] = sum(d * c for d, c in zip(digits(index, vmap[mode][0]), vmap[mode][1]))
            at[tuple(g)] = offset
    return at


def trivially_placeable(box, at, elem_bytes):
    """Whether the model places the tile as one dense box, or as rows on
    128-byte boundaries that do not overlap (rows of whole 16-byte units,
    the least the TMA moves, either way)."""
    if box[0] * elem_bytes % 16:
        return False
    if all(at[(g0, g1)] == g0 + box[0] * g1 for g0 in range(box[0]) for g1 in range(box[1])):
        return True
    rows = []
    for g1 in range(box[1]):
        start = at[(0, g1)]
        if any(at[(g0, g1)] != start + g0 for g0 in range(box[0])):
            return False
        rows.append(start)
    rows.sort()
    return (all(r * elem_bytes % 128 == 0 for r in rows)
            and all(b - a >= box[0] for a, b in zip(rows, rows[1:])))


def check(tool, rng):
    """None when the verifier's answer is right, else what is wrong; and
    the number of copies of an accepted partition (0: rejected)."""
    elem_bytes, box, smem, vmap = draw(rng)
    vmap_text = "(" + ", ".join(
        tuple_text(["%d@%d" % (c, mode) for c in coefficients])
        for mode, (_, coefficients) in enumerate(vmap)) + ")"
    shape_text = layout_text([(walk, walk) for walk, _ in vmap]).split(":")[0]
    args = [tool, "tma-partition", "--element-bits=%d" % (8 * elem_bytes),
            "--smem=#cute.layout<Sw<0, 4, 3> o %s>" % layout_text(smem),
            "--gmem=#cute.layout<(1024, 512):(1, 1024)>",
            "--vmap=#cute.layout<%s:%s>" % (shape_text, vmap_text)]
    rc, out, err = tools.run(args)
    what = " ".join(args[2:])
    at = smem_of_box(box, smem, vmap)
    if rc != 0:
        if "error: Computed TMA layout is invalid, got " not in err:
            return "%s: rejected before step 9: %s" % (what, err.strip()), 0
        if trivially_placeable(box, at, elem_bytes):
            return "%s: rejected, but the TMA can place it: %s" % (what, err.strip()), 0
        return None, 0
    m = re.search(r"box=(\d+)x(\d+) copies=(.*)$", out.strip())
    if not m:
        return "%s: no box and copies in %r" % (what, out), 1
    sub = [int(m.group(1)), int(m.group(2))]
    copies = []
    for word in m.group(3).split():
        offset, origin = word.split("@")
        copies.append((int(offset), [int(v) for v in origin.split(",")]))
    covered = {}
    for offset, origin in copies:
        for e1 in range(sub[1]):
            for e0 in range(sub[0]):
                g = (origin[0] + e0, origin[1] + e1)
                if g not in at:
                    return "%s: copy %d@%r writes outside the tile" % (what, offset, origin), 1
                if at[g] != offset + e0 + sub[0] * e1:
                    return ("%s: element %r lands at %d, the layout says %d"
                            % (what, g, offset + e0 + sub[0] * e1, at[g])), 1
                covered[g] = covered.get(g, 0) + 1
    starts = sorted(offset for offset, _ in copies)
    if sorted(covered.values()) != [1] * len(at):
        return "%s: the copies do not cover the tile once" % what, 1
    if any(s * elem_bytes % 128 for s in starts):
        return "%s: a copy starts off a 128-byte boundary: %r" % (what, starts), 1
    if any(b - a < sub[0] * sub[1] for a, b in zip(starts, starts[1:])):
        return "%s: copies overlap: %r" % (what, starts), 1
    return None, len(copies)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tool", required=True, help="cute-nvgpu-atoms")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=500)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    accepted = several = rejected = wrong = 0
    for _ in range(args.count):
        problem, copies = check(args.tool, rng)
        if problem:
            wrong += 1
            print("FAIL " + problem)
        elif copies:
            accepted += 1
            several += copies > 1
        else:
            rejected += 1
    if accepted * 10 < args.count or several * 4 < accepted:
        print("FAIL only %d of %d tiles accepted, %d of them in several boxes: the draw no "
              "longer tests placements" % (accepted, args.count, several))
        return 1
    if wrong:
        return 1
    print("PASS: %d placements accepted and verified (%d of several boxes), %d rejected at "
          "step 9" % (accepted, several, rejected))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks the software 2^x of the FP8 sm_90a attention kernel's option
exp2_poly (utils/kernels/attention/exp2_poly.py): a model of the f32
operation sequence the IR performs -- max with -127, add.rm of 1.5 * 2^23,
two fsub, three fma (Horner), shl and add on the i32 bits -- written here
again in exact f32 arithmetic (each operation rounded once, as IEEE and
PTX do: fma's product exact, add.rm rounded toward -inf), evaluated over a
dense grid of x in [-127, 8] (the kernel's arguments: S scale_log2 - m + 8
<= 8, the FP8 shift) and compared with 2^x in float64. It only takes the
constants (clamp, magic number, coefficients) from the generator module.

    check-exp2-poly.py [--bound B] [--points N]   the check
    check-exp2-poly.py --fit                      computes the coefficients

The check fails (exit status 1, `error:` lines) when the largest relative
error over the normal range (x >= -126) exceeds the bound, when x <= -127
(or -inf, a masked score) does not give exactly +0, when -127 < x < -126
gives more than 2^-125, or when any result is negative, NaN or infinite.
"""
import argparse
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.attention import exp2_poly  # noqa: E402
from kernels.attention.common import float_const  # noqa: E402

BOUND = 1e-4


# --- exact f32 arithmetic ------------------------------------------------------
def f32(x):
    """x (a float64) rounded to nearest-even f32."""
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def next32(x, up):
    """The f32 next to the f32 ``x`` (x finite, not 0) upward or down."""
    b = bits(x)
    return from_bits(b + 1 if (x > 0) == up else b - 1)


def two_sum(a, b):
    """(s, e): s = a + b rounded (float64), e the exact error."""
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def round32(hi, lo, mode="rn"):
    """hi + lo (exact, |lo| <= half an ulp of hi in float64) rounded once
    to f32: to nearest-even ("rn") or toward -inf ("rm")."""
    r = f32(hi)
    if mode == "rm":
        if r > hi or (r == hi and lo < 0):
            r = next32(r, False)
        return r
    if r != hi and lo != 0:
        other = next32(r, hi > r)
        if hi == (r + other) / 2:   # a tie in float64 but not exactly
            r = other if (lo > 0) == (other > r) else r
    return r


def add32(a, b, mode="rn"):
    return round32(*two_sum(a, b), mode=mode)


def fma32(a, b, c):
    """fma.rn.f32: a b + c rounded once (a b of two f32 is exact in
    float64)."""
    return round32(*two_sum(a * b, c))


def maxnum32(a, b):
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return max(a, b)


# --- the model ----------------------------------------------------------------
def model(x, coeffs=None):
    """2^x as the IR computes it, x an f32 value."""
    c1, c2, c3 = coeffs or exp2_poly.COEFFS
    magic = exp2_poly.ROUND_MAGIC
    xc = maxnum32(x, exp2_poly.CLAMP)
    r = add32(xc, magic, "rm")
    j = add32(r, -magic)
    f = add32(xc, -j)
    p = fma32(f, c3, c2)
    p = fma32(f, p, c1)
    p = fma32(f, p, 1.0)
    return from_bits(bits(p) + ((bits(r) << 23) & 0xFFFFFFFF))


def grid(points):
    """x in [-127, 8]: ``points`` evenly spaced, every f32 value within 4
    ulps of each integer and of the integers' neighbours' midpoints, and
    the values of f = x - floor(x) just below 1 and above 0."""
    xs = [f32(-127.0 + 135.0 * i / (points - 1)) for i in range(points)]
    for n in range(-127, 9):
        for y in (float(n), n + 0.5):
            for up in (False, True):
                v = y
                for _ in range(4):
                    if v == 0:
                        break
                    v = next32(v, up)
                    xs.append(v)
            xs.append(y)
    for e in range(1, 24):      # f = 2^-e and 1 - 2^-e at x = -1 + ...
        xs += [f32(-1.0 + 2.0 ** -e), f32(-2.0 ** -e), f32(2.0 ** -e)]
    return [x for x in xs if -127.0 <= x <= 8.0]


def check(points, bound, coeffs=None):
    errors = []
    worst, at = 0.0, None
    for x in grid(points):
        y = model(x, coeffs)
        if math.isnan(y) or math.isinf(y) or y < 0 or (y == 0 and
                                                       math.copysign(1, y) < 0):
            errors.append("x = %r gives %r" % (x, y))
            continue
        if x <= -127.0:
            if y != 0.0:
                errors.append("x = %r (<= -127) gives %r, not +0" % (x, y))
        elif x < -126.0:
            if y > 2.0 ** -125:
                errors.append("x = %r (in (-127, -126)) gives %r > 2^-125"
                              % (x, y))
        else:
            rel = abs(y - 2.0 ** x) / 2.0 ** x
            if rel > worst:
                worst, at = rel, x
    for x in (-math.inf, -1e30, -200.0):
        y = model(x, coeffs)
        if y != 0.0 or math.copysign(1, y) < 0:
            errors.append("x = %r gives %r, not +0" % (x, y))
    if worst > bound:
        errors.append("max relative error %.3g (at x = %r) exceeds %.3g" % (
            worst, at, bound))
    return worst, at, errors


# --- the fit ------------------------------------------------------------------
def solve(a, b):
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                t = m[r][c] / m[c][c]
                m[r] = [u - t * v for u, v in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def rel_err(c, f):
    return (1 + f * (c[0] + f * (c[1] + f * c[2]))) / 2.0 ** f - 1


def remez(iterations=30, dense=20000):
    """The minimax fit of 1 + c1 f + c2 f^2 + c3 f^3 to 2^f on [0, 1] in
    relative error (the constant fixed at 1: the error is 0 at f = 0, and
    it equioscillates at four points of (0, 1])."""
    ref = [0.2, 0.5, 0.8, 1.0]
    fs = [i / dense for i in range(1, dense + 1)]
    for _ in range(iterations):
        # 1 + c1 x + c2 x^2 + c3 x^3 - 2^x = (-1)^i E 2^x
        a = [[x, x * x, x ** 3, -(-1) ** i * 2.0 ** x]
             for i, x in enumerate(ref)]
        sol = solve(a, [2.0 ** x - 1 for x in ref])
        c, e = sol[:3], sol[3]
        errs = [rel_err(c, f) for f in fs]
        # The extrema: local maxima of |err| (sign runs), one per run.
        ext, run = [], None
        for f, v in zip(fs, errs):
            s = v > 0
            if run is None or run[0] != s:
                run = [s, f, v]
                ext.append(run)
            elif abs(v) > abs(run[2]):
                run[1], run[2] = f, v
        ext = sorted(ext, key=lambda r: -abs(r[2]))
        if len(ext) < 4:
            break
        # Keep the four largest that alternate (in order of position).
        ext = sorted(ext[:4], key=lambda r: r[1]) if len(ext) == 4 else \
            sorted(ext, key=lambda r: r[1])[-4:]
        ref = [r[1] for r in ext]
    return c, e


def fit(points):
    c, e = remez()
    print("minimax (real coefficients): c1 %.10f c2 %.10f c3 %.10f, "
          "max relative error %.4g" % (c[0], c[1], c[2], abs(e)))
    base = [f32(v) for v in c]
    best = None
    # Each coefficient within 3 f32 ulps of its rounding: the f32
    # evaluation's error (checked on a coarse grid, then the best few on the
    # full one).
    cands = []
    for d1 in range(-3, 4):
        for d2 in range(-3, 4):
            for d3 in range(-3, 4):
                cc = [from_bits(bits(v) + d) for v, d in zip(base, (d1, d2,
                                                                    d3))]
                w = max(abs(model(x, cc) - 2.0 ** x) / 2.0 ** x
                        for x in [f32(-1.0 + i / 4000.0) for i in range(4001)])
                cands.append((w, cc))
    cands.sort(key=lambda t: t[0])
    for w, cc in cands[:5]:
        worst, at, errs = check(points, 1.0, cc)
        if best is None or worst < best[0]:
            best = (worst, cc)
    worst, cc = best
    print("f32 coefficients: %s (%s), max relative error of the f32 "
          "sequence %.4g" % (", ".join(repr(v) for v in cc),
                             ", ".join(float_const(v) for v in cc), worst))
    return cc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bound", type=float, default=BOUND,
                    help="largest relative error allowed (default %g)" %
                    BOUND)
    ap.add_argument("--points", type=int, default=200001,
                    help="evenly spaced x values in [-127, 8] (default "
                    "200001), besides those near integers")
    ap.add_argument("--fit", action="store_true",
                    help="compute the coefficients instead")
    args = ap.parse_args()
    if args.fit:
        fit(20001)
        return 0
    worst, at, errors = check(args.points, args.bound)
    for e in errors:
        print("error: %s" % e)
    if errors:
        return 1
    print("exp2_poly: ok: degree 3, coefficients %s; clamp %s, magic %s; "
          "max relative error %.3g at x = %r (x in [-126, 8]; bound %.3g); "
          "x <= -127 and -inf give +0; -127 < x < -126 at most 2^-125" % (
              " ".join(float_const(c) for c in exp2_poly.COEFFS),
              float_const(exp2_poly.CLAMP), float_const(exp2_poly.ROUND_MAGIC),
              worst, at, args.bound))
    return 0


if __name__ == "__main__":
    sys.exit(main())

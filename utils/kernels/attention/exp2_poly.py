"""2^x on the FMA pipe instead of the SFU (the option exp2_poly of the FP8
sm_90a kernel, sm90_fp8.py; docs/Attention.md, section 8).

The FP8 kernel's exponentials take about as many SM cycles on the MUFU
(16 ex2 a cycle an SM) as its WGMMAs take on the tensor cores; like
FlashAttention-4, the kernel can compute some of them in software, with
instructions of the FP32 and integer pipes:

    x' = max(x, -127)                       llvm.maxnum.f32
    r  = x' + 1.5 * 2^23, rounded down      llvm.nvvm.add.rm.f (add.rm.f32)
         (= 1.5 * 2^23 + floor(x'), exactly: floor(x') sits in r's low
         mantissa bits)
    j  = r - 1.5 * 2^23                     fsub (exact: floor(x'))
    f  = x' - j                             fsub (exact: in [0, 1))
    p  = 1 + f (c1 + f (c2 + f c3))         three llvm.fma.f32, Horner
    2^x ~ bits(p) + (bits(r) << 23)         bitcast, shl, add, bitcast

bits(r) << 23 is floor(x') << 23 modulo 2^32 (the low nine bits of r's
mantissa are floor(x') modulo 512; the rest shifts out), so the add puts
floor(x') into p's exponent: p times 2^floor(x'), exact while the exponent
stays normal. p(0) = 1 exactly (the fit fixes the constant term), so x <=
-127 (masked scores, -inf) gives bits(1.0) - (127 << 23) = 0: exactly +0,
as ex2.approx.ftz gives. For -127 < x < -126 the result is a subnormal or
the smallest normal below 2^-125 (ex2.approx.ftz: 0); from -126 up it is
2^x within the polynomial's relative error.

The coefficients are a minimax fit of the relative error of 2^f on [0, 1]
with p(0) = 1, rounded to f32 (no neighbour within 3 ulps did better in
the f32 evaluation; utils/check-exp2-poly.py --fit computes them;
utils/check-exp2-poly.py models the operation sequence above in exact f32
arithmetic and checks its error, test/Attention/sm90a-fp8-exp2-poly.test).
"""

from .common import float_const

CLAMP = -127.0                  # x below it gives 0 (exactly)
ROUND_MAGIC = 12582912.0        # 1.5 * 2^23: floor(x) in r's low bits
# p(f) = 1 + C[0] f + C[1] f^2 + C[2] f^3 (f32 values).
COEFFS = (0.6951167583465576, 0.22764499485492706, 0.07706703990697861)
GROUP = 8                       # values of a row per k32 block of P


def positions(n):
    """Which of the GROUP values 0 .. 7 of a group (a thread's values of
    one row in one k32 block of keys) take the polynomial with
    exp2_poly=n: n of them, spread evenly."""
    return sorted({GROUP * t // n for t in range(n)})


def uses_poly(n, index):
    """Whether value ``index`` of a thread's row (column order) takes the
    polynomial with exp2_poly=n."""
    return n > 0 and index % GROUP in positions(n)


def emit(k, x):
    """The IR of 2^x by the sequence above (``k`` a Kernel); returns the
    name of the f32 result."""
    def fcall(name, args, hint):
        return k.call("float", name, [("float", a) for a in args], hint=hint)
    xc = fcall("llvm.maxnum.f32", [x, float_const(CLAMP)], "e2x")
    magic = float_const(ROUND_MAGIC)
    r = fcall("llvm.nvvm.add.rm.f", [xc, magic], "e2r")
    j = k.op("e2j", "fsub float %s, %s" % (r, magic))
    f = k.op("e2f", "fsub float %s, %s" % (xc, j))
    c1, c2, c3 = (float_const(c) for c in COEFFS)
    p = fcall("llvm.fma.f32", [f, c3, c2], "e2p")
    p = fcall("llvm.fma.f32", [f, p, c1], "e2p")
    p = fcall("llvm.fma.f32", [f, p, "1.0"], "e2p")
    shifted = k.shl(k.bitcast(r, "float", "i32", hint="e2r"), "23",
                    hint="e2s")
    bits = k.add(k.bitcast(p, "float", "i32", hint="e2p"), shifted,
                 hint="e2b")
    return k.bitcast(bits, "i32", "float", hint="e2")

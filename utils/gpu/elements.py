"""Element encodings shared by the GPU harnesses (utils/gpu/run-atom-gpu.py,
utils/kernels/gemm/host.py): each type's value -> bits encoder and bits -> value
decoder, written from the PTX ISA's data-type sections (FP8 as in "Alternate
floating point data formats", the OCP FP8 formats)."""

import math
import struct


def f16_bits(v):
    """IEEE binary16, rounded to nearest even (struct's 'e')."""
    return struct.unpack("<H", struct.pack("<e", v))[0]


def f16_value(b):
    return struct.unpack("<e", struct.pack("<H", b))[0]


def f32_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def f32_value(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def bf16_round(u):
    """The bf16 bits nearest (ties to even) to the f32 with bits ``u``
    (finite)."""
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF


def bf16_bits(v):
    return bf16_round(f32_bits(v))


def bf16_value(b):
    return f32_value(b << 16)


def minifloat_value(b, exp_bits, man_bits, bias, ieee_specials):
    """An 8-bit float's value: sign in bit 7, then the exponent and mantissa.
    ``ieee_specials``: the top exponent is infinity/NaN (e5m2); otherwise
    only S.1111.111 is NaN (e4m3, the OCP/PTX "e4m3fn" format: no
    infinities). Exponent 0 is subnormal."""
    sign = -1.0 if b & 0x80 else 1.0
    exp = (b >> man_bits) & ((1 << exp_bits) - 1)
    man = b & ((1 << man_bits) - 1)
    top = (1 << exp_bits) - 1
    if ieee_specials and exp == top:
        return sign * math.inf if man == 0 else math.nan
    if not ieee_specials and exp == top and man == (1 << man_bits) - 1:
        return math.nan
    if exp == 0:
        return sign * man * 2.0 ** (1 - bias - man_bits)
    return sign * (1 + man / (1 << man_bits)) * 2.0 ** (exp - bias)


def e4m3_value(b):
    """FP8 E4M3: exponent bits 6..3 with bias 7, mantissa bits 2..0."""
    return minifloat_value(b, 4, 3, 7, False)


def e5m2_value(b):
    """FP8 E5M2: exponent bits 6..2 with bias 15, mantissa bits 1..0."""
    return minifloat_value(b, 5, 2, 15, True)


def exact_encoder(decode, name):
    """The encoder of an 8-bit type as the inverse of its decoder (every
    code decoded; +0 for zero): values the type cannot hold exactly are an
    error rather than rounded."""
    table = {}
    for code in range(255, -1, -1):
        v = decode(code)
        if v == v and not math.isinf(v):
            table[v] = code

    def encode(v):
        if v not in table:
            raise ValueError("%r is not exactly representable in %s" %
                             (v, name))
        return table[v]
    return encode


e4m3_bits = exact_encoder(e4m3_value, "e4m3")
e5m2_bits = exact_encoder(e5m2_value, "e5m2")


def int_bits(bits):
    """Two's complement encoder of a ``bits``-wide integer."""
    return lambda v: int(v) & ((1 << bits) - 1)


def int_value(bits, signed=True):
    """Decoder of a ``bits``-wide integer."""
    def decode(b):
        return b - (1 << bits) if signed and b >> (bits - 1) else b
    return decode

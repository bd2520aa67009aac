#!/usr/bin/env python3
"""Generates the tests of the conversion and scalar arithmetic intrinsics.

The conversions (f32 to f16, bf16 and tf32; pairs of f32 to f16x2, bf16x2,
the 8-, 6- and 4-bit float formats and ue8m0; four f32 to four narrow
values with stochastic rounding; the narrow formats back to f16x2 and
bf16x2) and the arithmetic (add and fma with .sat, div.full, dp4a, dp2a,
bmsk, szext, the prmt modes) that LLVM 22 has and LLVM 19 lacks. The
intrinsics, their immediate operands, the PTX each one prints and the
targets that have it are written down here independently of the TableGen
definitions (NVPTXConvert.td), from the PTX ISA and LLVM 22's
IntrinsicsNVVM.td; the target rules are what LLVM 22's llc accepts, found
by compiling every intrinsic on every CPU and PTX ISA version.

One rule is not LLVM 22's: LLVM 22 selects f2f16.rn.relu and f2f16.rz.relu
on every target and PTX ISA version, and ptxas rejects `.relu` on an f16
cvt below sm_80 and PTX ISA 7.0; the rule here is the PTX ISA's, sm_80
with PTX ISA 7.0.

Usage: gen-convert-tests.py --list | --lit CPU | --rejected CPU | --count CPU
       [--ptx N]
(the lattice generators' command line: utils/nvptx_atoms/lattice.py).

The only immediate operand, dp2a's half, takes both values. LLVM 19 keeps
f32 values in %f registers, which the CHECK lines expect.
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# LLVM 22's target predicates (Target.family, Target.accel, Target.has),
# the default PTX ISA versions, the parameter and intrinsic records, the
# function writer and the command line are the package's.
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import (F32, R16, R32, Intrinsic,  # noqa: E402
                                 Param, regs)


class Target(targets.Target):
    """A CPU and PTX ISA version with the rules of each intrinsic family
    (CPUs before sm_75 need --ptx)."""

    def fp8(self):
        # e4m3x2 and e5m2x2: sm_89 from PTX ISA 8.1, sm_90 from 7.8.
        return self.has(89, 81) or self.has(90, 78)

    def narrow(self):
        # e2m3x2, e3m2x2, e2m1x2, ue8m0x2: the a/f targets of the sm_100
        # and sm_101 families from PTX ISA 8.6, sm_120's from 8.7, sm_110's
        # from 9.0 (sm_101 only below 9.0, where it became sm_110).
        return (self.family(86, [100, 101]) or self.family(87, [120])
                or self.family(90, [110]))

    def rs(self):
        # Stochastic rounding: sm_100a and sm_103a, PTX ISA 8.7.
        return self.accel(87, [100, 103])


def flags(*names):
    """Every combination of the optional modifiers: (suffix, values)."""
    for values in itertools.product((False, True), repeat=len(names)):
        yield "".join(n for n, on in zip(names, values) if on), values


def intrinsics():
    N = "llvm.nvvm."
    f32 = lambda n: [Param("float")] * n
    out = []
    every = lambda t, imms: True

    # f32 arithmetic. The intrinsic says .ftz.sat; add prints .sat.ftz.
    for rnd in ("rn", "rz", "rm", "rp"):
        for ftz, _ in flags(".ftz"):
            out.append(Intrinsic(
                N + "add.%s%s.sat.f" % (rnd, ftz), "float", f32(2),
                lambda imms, rnd=rnd, ftz=ftz: "add.%s.sat%s.f32 %s, %s, %s;"
                % (rnd, ftz, F32, F32, F32), every))
            out.append(Intrinsic(
                N + "fma.%s%s.sat.f" % (rnd, ftz), "float", f32(3),
                lambda imms, rnd=rnd, ftz=ftz: "fma.%s%s.sat.f32 %s, %s, %s, "
                "%s;" % (rnd, ftz, F32, F32, F32, F32), every))
    for ftz, _ in flags(".ftz"):
        out.append(Intrinsic(
            N + "div.full" + ftz, "float", f32(2),
            lambda imms, ftz=ftz: "div.full%s.f32 %s, %s, %s;" % (
                ftz, F32, F32, F32), every))

    # Integer arithmetic.
    i32 = lambda n: [Param("i32")] * n
    for a, b in itertools.product("su", repeat=2):
        out.append(Intrinsic(
            N + "idp4a.%s.%s" % (a, b), "i32", i32(3),
            lambda imms, a=a, b=b: "dp4a.%s32.%s32 %s, %s, %s, %s;" % (
                a, b, R32, R32, R32, R32),
            lambda t, imms: t.has(61, 50)))
        out.append(Intrinsic(
            N + "idp2a.%s.%s" % (a, b), "i32",
            i32(2) + [Param("i1", [0, 1]), Param("i32")],
            lambda imms, a=a, b=b: "dp2a.%s.%s32.%s32 %s, %s, %s, %s;" % (
                "hi" if imms[0] else "lo", a, b, R32, R32, R32, R32),
            lambda t, imms: t.has(61, 50)))
    for mode in ("clamp", "wrap"):
        out.append(Intrinsic(
            N + "bmsk." + mode, "i32", i32(2),
            lambda imms, mode=mode: "bmsk.%s.b32 %s, %s, %s;" % (
                mode, R32, R32, R32),
            lambda t, imms: t.has(70, 76)))
        for ext, ty in (("sext", "s32"), ("zext", "u32")):
            out.append(Intrinsic(
                N + "%s.%s" % (ext, mode), "i32", i32(2),
                lambda imms, mode=mode, ty=ty: "szext.%s.%s %s, %s, %s;" % (
                    mode, ty, R32, R32, R32),
                lambda t, imms: t.has(70, 76)))
    for mode in ("f4e", "b4e"):
        out.append(Intrinsic(
            N + "prmt." + mode, "i32", i32(3),
            lambda imms, mode=mode: "prmt.b32.%s %s, %s, %s, %s;" % (
                mode, R32, R32, R32, R32), every))
    for mode in ("rc8", "ecl", "ecr", "rc16"):
        out.append(Intrinsic(
            N + "prmt." + mode, "i32", i32(2),
            lambda imms, mode=mode: "prmt.b32.%s %s, %s, 0, %s;" % (
                mode, R32, R32, R32), every))

    # f32 to f16, bf16, tf32.
    for rnd in ("rn", "rz"):
        for mods, (relu, sat) in flags(".relu", ".satfinite"):
            m = rnd + mods
            out.append(Intrinsic(
                N + "f2f16." + m, "half", f32(1),
                lambda imms, m=m: "cvt.%s.f16.f32 %s, %s;" % (m, R16, F32),
                (lambda t, imms: t.has(80, 81)) if sat else
                (lambda t, imms: t.has(80, 70)) if relu else every))
            if sat:
                out.append(Intrinsic(
                    N + "f2bf16." + m, "bfloat", f32(1),
                    lambda imms, m=m: "cvt.%s.bf16.f32 %s, %s;" % (
                        m, R16, F32),
                    lambda t, imms: t.has(80, 81)))
            out.append(Intrinsic(
                N + "f2tf32." + m, "i32", f32(1),
                lambda imms, m=m: "cvt.%s.tf32.f32 %s, %s;" % (m, R32, F32),
                (lambda t, imms: t.has(100, 86)) if sat else
                (lambda t, imms: t.has(90, 78))))
    out.append(Intrinsic(
        N + "f2tf32.rna.satfinite", "i32", f32(1),
        lambda imms: "cvt.rna.satfinite.tf32.f32 %s, %s;" % (R32, F32),
        lambda t, imms: t.has(80, 81)))

    # Two f32 to f16x2 and bf16x2.
    for ty, ir in (("f16x2", "<2 x half>"), ("bf16x2", "<2 x bfloat>")):
        for rnd in ("rn", "rz"):
            for relu, _ in flags(".relu"):
                m = rnd + relu + ".satfinite"
                out.append(Intrinsic(
                    N + "ff2%s.%s" % (ty, m), ir, f32(2),
                    lambda imms, m=m, ty=ty: "cvt.%s.%s.f32 %s, %s, %s;" % (
                        m, ty, R32, F32, F32),
                    lambda t, imms: t.has(80, 81)))
        for mods, _ in flags(".relu", ".satfinite"):
            m = "rs" + mods
            out.append(Intrinsic(
                N + "ff2%s.%s" % (ty, m), ir, f32(2) + [Param("i32")],
                lambda imms, m=m, ty=ty: "cvt.%s.%s.f32 %s, %s, %s, %s;" % (
                    m, ty, R32, F32, F32, R32),
                lambda t, imms: t.rs()))

    # Two f32 to two narrow values, and back to f16x2. The 4-bit format
    # goes through a .b8 register declared in a scope of its own.
    fp8 = lambda t, imms: t.fp8()
    narrow = lambda t, imms: t.narrow()
    for fmt, says_sat, rule in (("e4m3x2", False, fp8),
                                ("e5m2x2", False, fp8),
                                ("e2m3x2", True, narrow),
                                ("e3m2x2", True, narrow),
                                ("e2m1x2", True, narrow)):
        for relu, _ in flags(".relu"):
            name = N + "ff.to.%s.rn%s%s" % (fmt, relu,
                                             ".satfinite" if says_sat else "")
            cvt = "cvt.rn.satfinite%s.%s.f32" % (relu, fmt)
            if fmt == "e2m1x2":
                ptx = lambda imms, cvt=cvt: (
                    ".reg .b8 %%e2m1x2_out;\n"
                    "; CHECK-NEXT: %s %%e2m1x2_out, %s, %s;\n"
                    "; CHECK-NEXT: cvt.u16.u8 %s, %%e2m1x2_out;\n"
                    "; CHECK-NEXT: }" % (cvt, F32, F32, R16))
            else:
                ptx = lambda imms, cvt=cvt: "%s %s, %s, %s;" % (
                    cvt, R16, F32, F32)
            out.append(Intrinsic(name, "i16", f32(2), ptx, rule))

            cvt = "cvt.rn%s.f16x2.%s" % (relu, fmt)
            if fmt == "e2m1x2":
                ptx = lambda imms, cvt=cvt: (
                    ".reg .b8 %%e2m1x2_in;\n"
                    "; CHECK-NEXT: cvt.u8.u16 %%e2m1x2_in, %s;\n"
                    "; CHECK-NEXT: %s %s, %%e2m1x2_in;\n"
                    "; CHECK-NEXT: }" % (R16, cvt, R32))
            else:
                ptx = lambda imms, cvt=cvt: "%s %s, %s;" % (cvt, R32, R16)
            out.append(Intrinsic(N + "%s.to.f16x2.rn%s" % (fmt, relu),
                                 "<2 x half>", [Param("i16")], ptx, rule))
            if not says_sat:
                out.append(Intrinsic(
                    N + "f16x2.to.%s.rn%s" % (fmt, relu), "i16",
                    [Param("<2 x half>")],
                    lambda imms, relu=relu, fmt=fmt:
                    "cvt.rn.satfinite%s.%s.f16x2 %s, %s;" % (
                        relu, fmt, R16, R32), rule))

    # ue8m0 scales.
    for rnd in ("rz", "rp"):
        for sat, _ in flags(".satfinite"):
            m = rnd + sat
            out.append(Intrinsic(
                N + "ff.to.ue8m0x2." + m, "i16", f32(2),
                lambda imms, m=m: "cvt.%s.ue8m0x2.f32 %s, %s, %s;" % (
                    m, R16, F32, F32), narrow))
            out.append(Intrinsic(
                N + "bf16x2.to.ue8m0x2." + m, "i16", [Param("<2 x bfloat>")],
                lambda imms, m=m: "cvt.%s.ue8m0x2.bf16x2 %s, %s;" % (
                    m, R16, R32), narrow))
    out.append(Intrinsic(
        N + "ue8m0x2.to.bf16x2", "<2 x bfloat>", [Param("i16")],
        lambda imms: "cvt.rn.bf16x2.ue8m0x2 %s, %s;" % (R32, R16), narrow))

    # Four f32 to four narrow values, stochastically rounded.
    for fmt in ("e4m3x4", "e5m2x4", "e2m3x4", "e3m2x4", "e2m1x4"):
        for relu, _ in flags(".relu"):
            m = "rs%s.satfinite" % relu
            ret, dst = ("i16", R16) if fmt == "e2m1x4" else ("<4 x i8>", R32)
            out.append(Intrinsic(
                N + "f32x4.to.%s.%s" % (fmt, m), ret,
                [Param("<4 x float>"), Param("i32")],
                lambda imms, m=m, fmt=fmt, dst=dst:
                "cvt.%s.%s.f32 %s, %s, %s;" % (m, fmt, dst, regs(F32, 4), R32),
                lambda t, imms: t.rs()))
    return out


if __name__ == "__main__":
    lattice.main(intrinsics, Target, "gen-convert-tests.py")

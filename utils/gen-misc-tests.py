#!/usr/bin/env python3
"""Generates the tests of LLVM 22's overloaded ldmatrix b8, flo and clamped
funnel-shift intrinsics.

ldmatrix's Blackwell forms (16x16 transposed matrices of 8-bit elements,
8x16 and 16x16 matrices of 6- and 4-bit elements unpacked to 8 bits) and
llvm.nvvm.flo.{s,u}, llvm.nvvm.fshl.clamp, llvm.nvvm.fshr.clamp. LLVM 22
overloads them, on the pointer (ldmatrix) or the integer type; each mangled
name LLVM 22's llc selects is an intrinsic here. The intrinsics, the PTX
each one prints and the targets that have it are written down here
independently of the TableGen definitions (NVPTXMisc.td), from the PTX ISA
and LLVM 22's IntrinsicsNVVM.td; the target rules are LLVM 22's, found by
asking its llc for every CPU and PTX ISA version ("Cannot select" where a
target or a mangled type lacks the intrinsic).

Usage: gen-misc-tests.py --list | --lit CPU | --rejected CPU | --count CPU
       [--ptx N]
(the lattice generators' command line: utils/nvptx_atoms/lattice.py).
--list prints the declarations in LLVM 19's spelling (nocapture).

The mangled names: ldmatrix on a generic (.p0) or shared (.p3) address
(LLVM 22 declares any pointer but selects no other), flo on i32 and i64,
the funnel shifts on i32 (LLVM 22 declares any integer type and selects
i32 only). flo's i1 immediate takes both values.

Where the rules are not LLVM 22's: LLVM 22 prints shf.{l,r}.clamp for
every target; the PTX ISA (and so ptxas) wants sm_32, so the funnel shifts
need sm_32 here (no CUDA 13 ptxas assembles for sm_30 to tell).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The target predicates (family, accel, has), the parameter and intrinsic
# records, the register patterns and the command line are the package's.
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import R32, R64, Intrinsic, Param, regs  # noqa: E402


class Target(targets.Target):
    """A CPU and PTX ISA version, with LLVM 22's predicates."""

    def ldmatrix_b8(self):
        # LLVM 22's hasLdStmatrixBlackwellSupport: sm_100a, sm_101a and
        # sm_120a from PTX ISA 8.6, the sm_100, sm_101 and sm_120 families
        # from 8.8 and sm_110's from 9.0 (sm_101 only below 9.0).
        return (self.accel(86, [100, 101, 120])
                or self.family(88, [100, 101, 120])
                or self.family(90, [100, 110, 120]))

    def bfind(self):
        # Every target (sm_20, PTX ISA 2.0).
        return True

    def shf(self):
        # sm_32 (PTX ISA 3.1); LLVM 22 asks for nothing.
        return self.sm >= 32


def ldmatrix():
    out = []
    forms = []
    for n in (1, 2):
        for ty in ("b8", "b8x16.b4x16_p64", "b8x16.b6x16_p32"):
            # A 16x16 matrix of bytes is two registers a thread.
            forms.append(("m16n16", n, True, ty, 2 * n))
    for n in (1, 2, 4):
        for ty in ("b8x16.b4x16_p64", "b8x16.b6x16_p32"):
            forms.append(("m8n16", n, False, ty, n))
    for shape, n, trans, ty, nregs in forms:
        tr = ".trans" if trans else ""
        ret = "i32" if nregs == 1 else "{ %s }" % ", ".join(["i32"] * nregs)
        for space, ptr, ss in (("p0", "ptr", ""),
                               ("p3", "ptr addrspace(3)", ".shared")):
            out.append(Intrinsic(
                "llvm.nvvm.ldmatrix.sync.aligned.%s.x%d%s.%s.%s" % (
                    shape, n, tr, ty, space), ret,
                [Param(ptr, attrs="readonly nocapture")],
                lambda imms, shape=shape, n=n, tr=tr, ss=ss, ty=ty,
                nregs=nregs: "ldmatrix.sync.aligned.%s.x%d%s%s.%s %s, [%s];"
                % (shape, n, tr, ss, ty, regs(R32, nregs), R64),
                lambda t, imms: t.ldmatrix_b8()))
    return out


def bit_operations():
    out = []
    for sign in ("s", "u"):
        for width, reg in ((32, R32), (64, R64)):
            out.append(Intrinsic(
                "llvm.nvvm.flo.%s.i%d" % (sign, width), "i32",
                [Param("i%d" % width), Param("i1", [0, 1])],
                lambda imms, sign=sign, width=width, reg=reg:
                "bfind%s.%s%d %s, %s;" % (".shiftamt" if imms[0] else "",
                                          sign, width, R32, reg),
                lambda t, imms: t.bfind()))
    for direction in ("l", "r"):
        # shf takes the lower half first: the intrinsic's second operand.
        # The pattern follows the first two parameters into the shf (one
        # CHECK line each: LLVM 19 loads them as .u32, LLVM 22 as .b32).
        out.append(Intrinsic(
            "llvm.nvvm.fsh%s.clamp.i32" % direction, "i32",
            [Param("i32"), Param("i32"), Param("i32")],
            lambda imms, d=direction:
            "ld.param.{{[bu]}}32 [[A:%%r[0-9]+]], [{{t[0-9]+}}_param_0];\n"
            "; CHECK: ld.param.{{[bu]}}32 [[B:%%r[0-9]+]], "
            "[{{t[0-9]+}}_param_1];\n"
            "; CHECK: shf.%s.clamp.b32 %s, [[B]], [[A]], %s;" % (d, R32, R32),
            lambda t, imms: t.shf()))
    return out


def intrinsics():
    return ldmatrix() + bit_operations()


if __name__ == "__main__":
    lattice.main(intrinsics, Target, "gen-misc-tests.py")

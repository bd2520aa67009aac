#!/usr/bin/env python3
"""Generates the tests of the warp MMA intrinsics LLVM 22 added to LLVM 19's.

The forms, their operands, the PTX each one prints and the targets that
have it are written down here independently of the TableGen definitions
(NVPTXMmaSync.td), from the PTX ISA's MMA tables and LLVM 22's
IntrinsicsNVVM.td; the target rules are LLVM 22's, found by asking LLVM
22's llc for every CPU and PTX ISA version (it fails with "Cannot select"
where a target lacks a form):

  dense mma.sync (llvm.nvvm.mma.m16n8kK.row.col.*)
    m16n8k32  {e4m3,e5m2}^2, f32 accumulator   sm_89, PTX ISA 8.4
    m16n8k32  {e4m3,e5m2}^2, f16 accumulator   sm_89, PTX ISA 8.7 (*)
    m16n8k16  {e4m3,e5m2}^2, f16/f32           sm_89, PTX ISA 8.7
    m16n8k32  kind::f8f6f4 {e2m1,e2m3,e3m2,e4m3,e5m2}^2, f16/f32
                                               sm_120a (8.7), sm_120f (8.8)
    m16n8k{4,8,16} f64                         sm_90, PTX ISA 7.8
  sparse mma.sp (PTX ISA 7.1) and mma.sp::ordered_metadata (8.5), both as
  llvm.nvvm.mma.sp[.ordered.metadata].m16n8kK.row.col.*
    f16 m16n8k{16,32} f16/f32, bf16 and tf32 m16n8k{16,32}/{8,16}   sm_80
    {s8,u8}^2 m16n8k{32,64}, {s4,u4}^2 m16n8k{64,128}, [.satfinite] sm_80
    {e4m3,e5m2}^2 m16n8k64, f32                 sm_89, PTX ISA 8.4 (8.5)
    kind::f8f6f4 m16n8k64 (ordered metadata only), f16/f32
                                               sm_120a (8.7), sm_120f (8.8)

207 intrinsics. (*) LLVM 22 allows PTX ISA 8.4; ptxas wants 8.7 ("Feature
'mma with FP8 floating point type and FP16 accumulation' requires PTX ISA
.version 8.7 or later"), so here it is an error below 8.7.

The sparsity selector (the last operand, an immediate) takes every value
of its range: 0-3, 0-1 or 0 by shape and type.

Usage:
  gen-mma-sync-tests.py --list               `declare` lines of every
                                             intrinsic
  gen-mma-sync-tests.py --lit CPU [--ptx N]  IR calling every form CPU has,
                                             with CHECK lines
  gen-mma-sync-tests.py --rejected CPU [--ptx N]
                                             IR of every form CPU lacks
  gen-mma-sync-tests.py --count CPU [--ptx N]
                                             how many forms CPU has/lacks
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The parameter and intrinsic records, the lit emitter and the command line
# are the lattice generators' (utils/nvptx_atoms/lattice.py).
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import Intrinsic, Param, regs  # noqa: E402


class Target(targets.Target):
    def f8f6f4(self):
        # sm_120a from PTX ISA 8.7; sm_120f, sm_121a and sm_121f from 8.8.
        return self.family(88, [120]) or self.accel(87, [120])


# PTX type -> (IR type of one register, FileCheck pattern of that register
# in LLVM 19's PTX).
REGS = {
    "f64": ("double", "%fd{{[0-9]+}}"),
    "f32": ("float", "%f{{[0-9]+}}"),
    "f16": ("<2 x half>", "%r{{[0-9]+}}"),
}
R32 = ("i32", "%r{{[0-9]+}}")

# Registers per thread of A, B and C/D, by (sparse, K, A/B type class) and
# accumulator, as the PTX ISA's fragment layouts give them.
FRAGMENTS = {
    # Dense.
    (False, 16, "fp8"): (2, 1),
    (False, 32, "fp8"): (4, 2),
    (False, 4, "f64"): (2, 1),
    (False, 8, "f64"): (4, 2),
    (False, 16, "f64"): (8, 4),
    # Sparse: A holds half of its elements.
    (True, 16, "f16"): (2, 2),
    (True, 32, "f16"): (4, 4),
    (True, 8, "tf32"): (2, 2),
    (True, 16, "tf32"): (4, 4),
    (True, 32, "i8"): (2, 2),
    (True, 64, "i8"): (4, 4),
    (True, 64, "i4"): (2, 2),
    (True, 128, "i4"): (4, 4),
    (True, 64, "fp8"): (4, 4),
}
ACCUMULATOR_REGS = {"f16": 2, "f32": 4, "s32": 4, "f64": 4}
# Values of the sparsity selector, by K and A/B type class.
SELECTORS = {
    (16, "f16"): 4, (32, "f16"): 2, (8, "tf32"): 4, (16, "tf32"): 2,
    (32, "i8"): 2, (64, "i8"): 1, (64, "i4"): 2, (128, "i4"): 1,
    (64, "fp8"): 1,
}

FP8 = ["e4m3", "e5m2"]
F8F6F4 = ["e2m1", "e2m3", "e3m2", "e4m3", "e5m2"]


class Form:
    def __init__(self, metadata, k, a, b, acc, kind="", satfinite=False):
        self.metadata, self.k, self.a, self.b = metadata, k, a, b
        self.acc, self.kind, self.satfinite = acc, kind, satfinite
        self.type_class = {"bf16": "f16", "s8": "i8", "u8": "i8", "s4": "i4",
                           "u4": "i4"}.get(a, "fp8" if a in F8F6F4 else a)

    @property
    def sparse(self):
        return self.metadata != ""

    def name(self):
        if self.a in F8F6F4:
            types = [self.acc, self.a, self.b, self.acc]
        elif self.a == "f16":
            types = [self.acc, self.acc]
        elif self.a != self.b:
            types = [self.a, self.b]
        else:
            types = [self.a]
        return "llvm.nvvm.mma%s.m16n8k%d.row.col%s%s.%s" % (
            {"": "", "sp": ".sp",
             "sp::ordered_metadata": ".sp.ordered.metadata"}[self.metadata],
            self.k, ".kind." + self.kind if self.kind else "",
            ".satfinite" if self.satfinite else "", ".".join(types))

    def counts(self):
        a, b = FRAGMENTS[(self.sparse, self.k, self.type_class)]
        return a, b, ACCUMULATOR_REGS[self.acc]

    def ptx(self, imms):
        a, b, c = self.counts()
        ab = REGS.get(self.a, R32)[1]
        acc = REGS.get(self.acc, R32)[1]
        lines = ["mma%s.sync.aligned.m16n8k%d.row.col%s%s.%s.%s.%s.%s" % (
            "." + self.metadata if self.sparse else "", self.k,
            ".kind::" + self.kind if self.kind else "",
            ".satfinite" if self.satfinite else "",
            self.acc, self.a, self.b, self.acc)]
        lines += [regs(acc, c) + ",", regs(ab, a) + ",",
                  regs(ab, b) + ","]
        if self.sparse:
            lines += [regs(acc, c) + ",", "%r{{[0-9]+}},",
                      "%d;" % imms[0]]
        else:
            lines.append(regs(acc, c) + ";")
        return "\n; CHECK-NEXT: ".join(lines)

    def supported(self, t, imms):
        if self.kind:
            return t.f8f6f4()
        if self.sparse:
            ptx = 85 if self.metadata == "sp::ordered_metadata" else 71
            if self.type_class == "fp8":
                return t.has(89, max(ptx, 84))
            return t.has(80, ptx)
        if self.a == "f64":
            return t.has(90, 78)
        # Dense FP8: m16n8k32 with an f32 accumulator from PTX ISA 8.4,
        # the rest from 8.7 (see the module docstring).
        return t.has(89, 84 if self.k == 32 and self.acc == "f32" else 87)

    def intrinsic(self):
        a, b, c = self.counts()
        ab, acc = REGS.get(self.a, R32)[0], REGS.get(self.acc, R32)[0]
        params = [Param(ab) for _ in range(a + b)]
        params += [Param(acc) for _ in range(c)]
        if self.sparse:
            params += [Param("i32"), Param(
                "i32", list(range(SELECTORS[(self.k, self.type_class)])))]
        ret = "{%s}" % ", ".join([acc] * c)
        return Intrinsic(self.name(), ret, params, self.ptx, self.supported)


def forms():
    out = []
    for k, (a, b), acc in itertools.product((16, 32), itertools.product(
            FP8, FP8), ("f16", "f32")):
        out.append(Form("", k, a, b, acc))
    for (a, b), acc in itertools.product(itertools.product(F8F6F4, F8F6F4),
                                         ("f16", "f32")):
        out.append(Form("", 32, a, b, acc, kind="f8f6f4"))
    for k in (4, 8, 16):
        out.append(Form("", k, "f64", "f64", "f64"))
    for metadata in ("sp", "sp::ordered_metadata"):
        for k, acc in itertools.product((16, 32), ("f16", "f32")):
            out.append(Form(metadata, k, "f16", "f16", acc))
        for k in (16, 32):
            out.append(Form(metadata, k, "bf16", "bf16", "f32"))
        for k in (8, 16):
            out.append(Form(metadata, k, "tf32", "tf32", "f32"))
        for ks, types in (((32, 64), ("s8", "u8")), ((64, 128), ("s4", "u4"))):
            for k, (a, b), satfinite in itertools.product(
                    ks, itertools.product(types, types), (False, True)):
                out.append(Form(metadata, k, a, b, "s32",
                                satfinite=satfinite))
        for a, b in itertools.product(FP8, FP8):
            out.append(Form(metadata, 64, a, b, "f32"))
    for (a, b), acc in itertools.product(itertools.product(F8F6F4, F8F6F4),
                                         ("f16", "f32")):
        out.append(Form("sp::ordered_metadata", 64, a, b, acc,
                        kind="f8f6f4"))
    return out


def intrinsics():
    return [f.intrinsic() for f in forms()]


if __name__ == "__main__":
    lattice.main(intrinsics, Target, "gen-mma-sync-tests.py")

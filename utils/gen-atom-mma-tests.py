#!/usr/bin/env python3
"""Generates the tests of the register MMA atoms (llvm.nvvm.cute.atom.mma).

The lattice is written down here independently of the atom library's tables
(lib/Target/NVPTX/Atoms/MmaRegister.cpp, MmaBlockScale.cpp and MmaWgmma.cpp),
from the PTX ISA's mma.sync and mma.sp.sync (M=16, N=8, A row-major, B
column-major):

  atom              A x B              C         K (dense / sparse)
  sm80.mma          f16 x f16          f16, f32  8, 16
                    bf16 x bf16        f32       8, 16
                    tf32 x tf32        f32       4, 8
                    {s8,u8}^2          s32       16, 32    [satfinite]
                    {s4,u4}^2          s32       32, 64    [satfinite]
  sm80.sparse_mma   f16 x f16          f16, f32  16, 32    selector 0, 1
                    bf16 x bf16        f32       16, 32    selector 0, 1
                    tf32 x tf32        f32       8, 16     selector 0, 1
                    {s8,u8}^2          s32       32, 64    selector 0
                                                           [satfinite]
                    {s4,u4}^2          s32       64        selector 0, 1
                                                           [satfinite]
                    {s4,u4}^2          s32       128       selector 0
                                                           [satfinite]
  sm89.mma          {e4m3,e5m2}^2      f32       32

sm80.mma needs PTX ISA 7.0, sm80.sparse_mma 7.1 and sm89.mma 8.4. From PTX
ISA 8.5 on, the sparse s8/u8 K=32 forms are spelled mma.sp::ordered_metadata.

SM120.mma_bs (block-scaled mma.sync of the sm_120a / sm_120f family, C and
D f32, A 4 x i32, B 2 x i32, one i32 of scale factors per operand):

  K   vec_size  sf_type  A x B                            PTX kind, scale_vec
  32  32        ue8m0    {e4m3,e5m2,e3m2,e2m3,e2m1}^2     mxf8f6f4, 1X
  64  32        ue8m0    e2m1 x e2m1                      mxf4, 2X
  64  16        ue4m3    e2m1 x e2m1                      mxf4nvf4, 4X

Each (K, A, B) is tested without selectors (all ids 0), and each family once
more with c_type = f32 and the byte and thread ids set. The ids are taken
from the ranges that ptxas (CUDA 13.0) enforces when they are immediates:
byte ids 0..3 (1X), 0 or 2 (2X), 0 only (4X); thread-id-a 0 or 1;
thread-id-b 0..3. The lowering passes them to mma.sync as 16-bit registers,
where ptxas checks nothing, so the CHECK lines follow each constant from its
mov to its place in the instruction. SM120.mma_bs needs PTX ISA 8.7 (the
default of each sm_120 family target suffices).

Every call declares the reference (thread, value) layouts of A, B, C (and of
the sparse metadata), computed below from the fragment shapes, so that the
atom library's layout check accepts each of them.

sm90.mma (Hopper's wgmma.mma_async, sm_90a only; M = 64, K = 256 / bits;
operands A: an i64 shared-memory descriptor, or with a_residency = rmem
four 32-bit registers <4 x i32>; B: an i64 descriptor; C: N/2 floats (f32),
N/2 i32 (s32) or N/2 halves (f16, N/4 packed registers); scale_d: an i1):

  A x B                  C          K   N
  f16 x f16              f16, f32   16  8, 16, ..., 256       [negate, transpose]
  bf16 x bf16            f32        16  8, 16, ..., 256       [negate, transpose]
  tf32 x tf32            f32        8   8, 16, ..., 256       [negate]
  {e4m3,e5m2}^2          f16, f32   32  8, 16, ..., 256       [negate]
  {s8,u8}^2              s32        32  8, 16, 24, 32, 48, ..., 256  [satfinite]
  u1 x u1                s32        256 8, 16, 24, 32, 48, ..., 256  (PTX b1, .and.popc)

Each (A, B, C, A residency) is tested at N = 8, 256 and one N between
(136 for floating inputs, 144 for integers), and a few more forms add the
modifiers: negate_a / negate_b (the scale_a / scale_b immediates, -1),
transpose_a (descriptor A only) / transpose_b of f16 and bf16 (the tnsp
immediates), satfinite of each integer pair (at N = 24); these spell out
the residencies (b_residency = smem_desc, c_residency = rmem). Each atom
becomes wgmma.fence, the mma_async, wgmma.commit_group and
wgmma.wait_group 0, back to back. sm90.mma needs PTX ISA 8.0, the mixed
s8 x u8 / u8 x s8 forms 8.4: --lit and --list leave out the forms that
--ptx is too old for (--count counts all).

Usage:
  gen-atom-mma-tests.py --lit --atom ATOM [--ptx N] [--opt] [--filter RE]
                                IR calling the atom with every combination,
                                with CHECK lines for the instruction llc
                                prints (--opt: for the inline asm call that
                                `opt -passes=nvptx-lower-atoms` makes;
                                --filter: only the functions whose name
                                RE matches)
  gen-atom-mma-tests.py --list --atom ATOM
                                one line per combination: function name and
                                the attribute dictionary
  gen-atom-mma-tests.py --count --atom ATOM
                                how many combinations ATOM has

  (--opt checks, for SM120.mma_bs, the call of LLVM 22's
  llvm.nvvm.mma.block.scale.* intrinsic that the lowering makes; for
  sm90.mma, the fence, llvm.nvvm.wgmma.mma_async.*, commit and wait calls.)
"""
import argparse
import itertools
import re
import sys

M, N = 16, 8
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8,
        "s8": 8, "u8": 8, "s4": 4, "u4": 4, "u1": 1}
# C type -> (32-bit registers, IR type of C and of the result, PTX register
# class, inline asm result element type)
ACC = {
    "f32": (4, "<4 x float>", "%f", "float"),
    "f16": (2, "<4 x half>", "%r", "i32"),
    "s32": (4, "<4 x i32>", "%r", "i32"),
}
INT8 = ["s8", "u8"]
INT4 = ["s4", "u4"]
FP8 = ["e4m3", "e5m2"]

# atom -> [((A, B) pairs, C types, dense K values, integer, selectors)]
# K is the instruction's K; for sparse atoms A holds K/2 columns.
LATTICE = {
    "sm80.mma": [
        ([("f16", "f16")], ["f16", "f32"], [8, 16], False, None),
        ([("bf16", "bf16")], ["f32"], [8, 16], False, None),
        ([("tf32", "tf32")], ["f32"], [4, 8], False, None),
        (list(itertools.product(INT8, INT8)), ["s32"], [16, 32], True, None),
        (list(itertools.product(INT4, INT4)), ["s32"], [32, 64], True, None),
    ],
    "sm80.sparse_mma": [
        ([("f16", "f16")], ["f16", "f32"], [16, 32], False, [0, 1]),
        ([("bf16", "bf16")], ["f32"], [16, 32], False, [0, 1]),
        ([("tf32", "tf32")], ["f32"], [8, 16], False, [0, 1]),
        (list(itertools.product(INT8, INT8)), ["s32"], [32, 64], True, [0]),
        (list(itertools.product(INT4, INT4)), ["s32"], [64], True, [0, 1]),
        # ptxas: m16n8k128 s4/u4 takes selector 0 only.
        (list(itertools.product(INT4, INT4)), ["s32"], [128], True, [0]),
    ],
    "sm89.mma": [
        (list(itertools.product(FP8, FP8)), ["f32"], [32], False, None),
    ],
}
MIN_PTX = {"sm80.mma": 70, "sm80.sparse_mma": 71, "sm89.mma": 84,
           "SM120.mma_bs": 87, "sm90.mma": 80}

# sm90.mma (wgmma.mma_async): [((A, B) pairs, C types)]; K = 256 / bits.
FLOAT_N = [8, 136, 256]
INT_N = [8, 144, 256]
WGMMA_LATTICE = [
    ([("f16", "f16")], ["f16", "f32"]),
    ([("bf16", "bf16")], ["f32"]),
    ([("tf32", "tf32")], ["f32"]),
    (list(itertools.product(FP8, FP8)), ["f16", "f32"]),
    (list(itertools.product(INT8, INT8)), ["s32"]),
    ([("u1", "u1")], ["s32"]),
]
# The modifier forms: (A, B, C, A in registers, N, modifiers).
NEG = ["negate_a", "negate_b"]
WGMMA_VARIANTS = [
    ("f16", "f16", "f32", False, 64, ["negate_a"]),
    ("f16", "f16", "f16", True, 64, ["negate_b"]),
    ("bf16", "bf16", "f32", False, 64, NEG),
    ("tf32", "tf32", "f32", False, 64, NEG),
    ("tf32", "tf32", "f32", True, 64, NEG),
    ("e4m3", "e5m2", "f32", False, 64, NEG),
    ("e5m2", "e4m3", "f16", True, 64, NEG),
] + [
    (a, a, c, rs, 64, mods)
    for a, cs in (("f16", ["f16", "f32"]), ("bf16", ["f32"]))
    for c in cs
    for rs, mods in ((False, ["transpose_a"]), (False, ["transpose_b"]),
                     (False, ["transpose_a", "transpose_b"]),
                     (True, ["transpose_b"]))
] + [
    ("f16", "f16", "f32", False, 256, NEG + ["transpose_a", "transpose_b"]),
] + [
    (a, b, "s32", rs, 24, ["satfinite"])
    for (a, b) in itertools.product(INT8, INT8) for rs in (False, True)
]

F8F6F4 = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"]
# SM120.mma_bs: (K, vec_size, sf_type, (A, B) pairs, PTX kind, scale_vec,
# valid byte ids, the (A, B) pair that also gets the ids variant)
BS_LATTICE = {
    "SM120.mma_bs": [
        (32, 32, "ue8m0", list(itertools.product(F8F6F4, F8F6F4)),
         "mxf8f6f4", "1X", [0, 1, 2, 3], ("e3m2", "e2m1")),
        (64, 32, "ue8m0", [("e2m1", "e2m1")], "mxf4", "2X", [0, 2],
         ("e2m1", "e2m1")),
        (64, 16, "ue4m3", [("e2m1", "e2m1")], "mxf4nvf4", "4X", [0],
         ("e2m1", "e2m1")),
    ],
}
THREAD_IDS_A = [0, 1]
THREAD_IDS_B = [0, 1, 2, 3]
ATOMS = sorted(list(LATTICE) + list(BS_LATTICE) + ["sm90.mma"])


def layout(shape, stride):
    def text(t):
        if isinstance(t, tuple):
            return "(" + ", ".join(text(e) for e in t) + ")"
        return str(t)
    return "#cute.layout<%s:%s>" % (text(shape), text(stride))


class Form:
    def __init__(self, atom, a, b, c, k, satfinite, selector, ptx):
        self.atom, self.a, self.b, self.c, self.k = atom, a, b, c, k
        self.satfinite, self.selector, self.ptx = satfinite, selector, ptx
        self.sparse = selector is not None
        bits = BITS[a]
        assert BITS[b] == bits
        self.ka = k // 2 if self.sparse else k
        self.regs_a = M * self.ka * bits // 1024
        self.regs_b = N * k * bits // 1024
        self.regs_c, self.c_ir, self.c_reg, self.c_asm = ACC[c]

    @property
    def name(self):
        return "test_%s_m%dn%dk%d_%s_%s_%s%s%s" % (
            self.atom.replace(".", "_"), M, N, self.k, self.a, self.b, self.c,
            "_satfinite" if self.satfinite else "",
            "_sel%d" % self.selector if self.sparse else "")

    @property
    def intrinsic(self):
        return "llvm.nvvm.cute.atom.mma." + self.name

    def layouts(self):
        p = 32 // BITS[self.a]
        ba = max(1, self.ka // (4 * p))
        bb = max(1, self.k // (4 * p))
        out = [
            ("a_layout", layout(((4, 8), (p, 2, ba)),
                                ((16 * p, 1), (16, 8, 64 * p)))),
            ("b_layout", layout(((4, 8), (p, bb)), ((8 * p, 1), (8, 32 * p)))),
            ("c_layout", layout(((4, 8), (2, 2)), ((32, 1), (16, 8)))),
        ]
        if self.sparse:
            out.append(("metadata_layout",
                        layout(((4, 8), 2), ((0, 1), 8))))
        return out

    @property
    def attributes(self):
        attrs = ["shape_MNK = [%d, %d, %d]" % (M, N, self.k),
                 "a_type = " + self.a, "b_type = " + self.b,
                 "c_type = " + self.c]
        if self.satfinite:
            attrs.append("satfinite")
        if self.sparse:
            attrs.append("sparsity_selector = %d" % self.selector)
        attrs += ["%s = %s" % kv for kv in self.layouts()]
        return "{" + ", ".join(attrs) + "}"

    @property
    def atom_type(self):
        return "!cute_nvgpu." + self.atom

    def ir_type(self, regs):
        return "i32" if regs == 1 else "<%d x i32>" % regs

    def params(self):
        p = [self.ir_type(self.regs_a), self.ir_type(self.regs_b), self.c_ir]
        if self.sparse:
            p.append("i32")
        return p

    def declaration(self):
        return "declare %s @%s(metadata, metadata, %s)" % (
            self.c_ir, self.intrinsic, ", ".join(self.params()))

    def arguments(self):
        """The call's operands (also the test function's parameters)."""
        args = ["%s %%a" % self.params()[0], "%s %%b" % self.params()[1],
                "%s %%c" % self.c_ir]
        if self.sparse:
            args.append("i32 %e")
        return args

    def check_lines(self, opt):
        if opt:
            return ["; CHECK-LABEL: define void @%s(" % self.name,
                    "; CHECK: %s" % self.asm_check()]
        return ["; CHECK-LABEL: .func %s(" % self.name,
                "; CHECK: %s" % self.ptx_check()]

    @property
    def mnemonic(self):
        if not self.sparse:
            op = "mma"
        elif self.ptx >= 85 and self.a in INT8 and self.k == 32:
            op = "mma.sp::ordered_metadata"
        else:
            op = "mma.sp"
        return "%s.sync.aligned.m%dn%dk%d.row.col%s.%s.%s.%s.%s" % (
            op, M, N, self.k, ".satfinite" if self.satfinite else "",
            self.c, self.a, self.b, self.c)

    def ptx_check(self):
        """The instruction llc prints, as a FileCheck pattern."""
        r32 = "%r{{[0-9]+}}"
        acc = self.c_reg + "{{[0-9]+}}"
        ops = [regs([acc] * self.regs_c), regs([r32] * self.regs_a),
               regs([r32] * self.regs_b), regs([acc] * self.regs_c)]
        if self.sparse:
            # ptxas takes the selector as an immediate; the ordered
            # metadata form of s8/u8 K=32 has only selector 0.
            ops += [r32, str(self.selector)]
        return "%s %s;" % (self.mnemonic, ", ".join(ops))

    @property
    def alias(self):
        return "mma_%s_%s_%s_%dx%dx%d" % (self.a, self.b, self.c, M, N, self.k)

    def asm_check(self):
        """The inline asm call `opt -passes=nvptx-lower-atoms` makes."""
        n = 0
        groups = []
        for count in (self.regs_c, self.regs_a, self.regs_b, self.regs_c):
            groups.append(regs(["$%d" % i for i in range(n, n + count)]))
            n += count
        ops = groups
        if self.sparse:
            ops += ["$%d" % n, str(self.selector)]
        text = "%s %s;" % (self.mnemonic, ", ".join(ops))
        acc = "f" if self.c_asm == "float" else "r"
        cons = ["=" + acc] * self.regs_c + ["r"] * (self.regs_a + self.regs_b)
        cons += [acc] * self.regs_c + (["r"] if self.sparse else [])
        ret = "{ %s }" % ", ".join([self.c_asm] * self.regs_c)
        return '%%%s = call %s asm "%s", "%s"(' % (
            self.alias, ret, fc_escape(text), ",".join(cons))


class BsForm:
    """A block-scaled mma.sync (SM120.mma_bs) combination. ids is None (no
    selector attributes: all 0) or (byte_id_a, thread_id_a, byte_id_b,
    thread_id_b)."""
    ID_KEYS = ["byte_id_a", "thread_id_a", "byte_id_b", "thread_id_b"]

    def __init__(self, atom, k, vec_size, sf_type, a, b, kind, scale_vec,
                 ids):
        self.atom, self.k, self.vec_size, self.sf_type = atom, k, vec_size, \
            sf_type
        self.a, self.b, self.kind, self.scale_vec = a, b, kind, scale_vec
        self.ids = ids
        self.c_ir = "<4 x float>"
        self.sparse = False

    @property
    def name(self):
        return "test_%s_m%dn%dk%d_%s_%s_%s_vs%d%s" % (
            self.atom.replace(".", "_"), M, N, self.k, self.a, self.b,
            self.sf_type, self.vec_size, "_ids" if self.ids else "")

    @property
    def intrinsic(self):
        return "llvm.nvvm.cute.atom.mma." + self.name

    @property
    def attributes(self):
        attrs = ["shape_MNK = [%d, %d, %d]" % (M, N, self.k),
                 "a_type = " + self.a, "b_type = " + self.b,
                 "sf_type = " + self.sf_type, "vec_size = %d" % self.vec_size]
        if self.ids:
            attrs.append("c_type = f32")
            attrs += ["%s = %d" % kv for kv in zip(self.ID_KEYS, self.ids)]
        return "{" + ", ".join(attrs) + "}"

    @property
    def atom_type(self):
        return "!cute_nvgpu." + self.atom

    def params(self):
        return ["<4 x i32>", "<2 x i32>", self.c_ir, "i32", "i32"]

    def declaration(self):
        return "declare %s @%s(metadata, metadata, %s)" % (
            self.c_ir, self.intrinsic, ", ".join(self.params()))

    def arguments(self):
        return ["<4 x i32> %a", "<2 x i32> %b", "%s %%c" % self.c_ir,
                "i32 %scale_a", "i32 %scale_b"]

    @property
    def id_values(self):
        return self.ids or (0, 0, 0, 0)

    @property
    def mnemonic(self):
        return ("mma.sync.aligned.m%dn%dk%d.row.col.kind::%s.block_scale"
                ".scale_vec::%s.f32.%s.%s.f32.%s" % (
                    M, N, self.k, self.kind, self.scale_vec, self.a, self.b,
                    self.sf_type))

    def ptx_check(self):
        """llc's lines for the instruction: each distinct id constant is
        moved into a 16-bit register, which then stands in its place."""
        ids = self.id_values
        out = ["; CHECK-DAG: mov.{{[bu]}}16 %%[[ID%d:rs[0-9]+]], %d;" % (v, v)
               for v in sorted(set(ids))]
        r32 = "%r{{[0-9]+}}"
        f32 = "%f{{[0-9]+}}"
        rid = ["%%[[ID%d]]" % v for v in ids]
        out.append("; CHECK: %s" % self.mnemonic)
        for line in [regs([f32] * 4) + ",", regs([r32] * 4) + ",",
                     regs([r32] * 2) + ",", regs([f32] * 4) + ",",
                     "%s, %s," % (r32, regs(rid[:2])),
                     "%s, %s;" % (r32, regs(rid[2:]))]:
            out.append("; CHECK-NEXT: %s" % line)
        return out

    @property
    def llvm_intrinsic(self):
        return ("llvm.nvvm.mma.block.scale.m%dn%dk%d.row.col.%s.scale.%s"
                ".f32.%s.%s.f32.%s" % (M, N, self.k, self.kind,
                                       self.scale_vec.lower(), self.a, self.b,
                                       self.sf_type))

    @property
    def alias(self):
        return "mma_%s_%s_f32_%dx%dx%d" % (self.a, self.b, M, N, self.k)

    def asm_check(self):
        """The intrinsic call `opt -passes=nvptx-lower-atoms` makes."""
        v = "%{{[0-9]+}}"
        args = ["i32 " + v] * 6 + ["float " + v] * 4
        ba, ta, bb, tb = self.id_values
        args += ["i32 " + v, "i16 %d" % ba, "i16 %d" % ta,
                 "i32 " + v, "i16 %d" % bb, "i16 %d" % tb]
        return "%%%s = call { float, float, float, float } @%s(%s)" % (
            self.alias, self.llvm_intrinsic, ", ".join(args))

    def check_lines(self, opt):
        if opt:
            return ["; CHECK-LABEL: define void @%s(" % self.name,
                    "; CHECK: %s" % self.asm_check()]
        return ["; CHECK-LABEL: .func %s(" % self.name] + self.ptx_check()


class WgmmaForm:
    """A wgmma.mma_async (sm90.mma) combination: A x B -> C, m64nNkK, A from
    registers (rs) or a descriptor (ss), and the unit attributes mods."""
    # C type -> (IR element type, PTX register class, elements per register)
    ACC = {"f32": ("float", "%f", 1), "s32": ("i32", "%r", 1),
           "f16": ("half", "%r", 2)}
    SHORT = {"negate_a": "nega", "negate_b": "negb", "transpose_a": "ta",
             "transpose_b": "tb", "satfinite": "satfinite"}

    def __init__(self, a, b, c, rs, n, mods):
        self.atom = "sm90.mma"
        self.a, self.b, self.c, self.rs, self.n = a, b, c, rs, n
        self.mods = list(mods)
        self.k = 256 // BITS[a]
        self.integer = a in INT8 + ["u1"]
        # The PTX ISA's single-bit WGMMA: b1 inputs, an AND population count.
        self.ptx_a, self.ptx_b = ("b1", "b1") if a == "u1" else (a, b)
        self.popc = ".and.popc" if a == "u1" else ""
        self.ptx = 84 if self.integer and a != b else 80
        self.c_elem, self.c_reg, per_reg = self.ACC[c]
        self.c_count = n // 2
        self.regs_d = self.c_count // per_reg
        self.c_ir = "<%d x %s>" % (self.c_count, self.c_elem)

    @property
    def name(self):
        return "test_sm90_mma_m64n%dk%d_%s_%s_%s_%s%s" % (
            self.n, self.k, self.a, self.b, self.c, "rs" if self.rs else "ss",
            "".join("_" + self.SHORT[m] for m in self.mods))

    @property
    def intrinsic(self):
        return "llvm.nvvm.cute.atom.mma." + self.name

    @property
    def attributes(self):
        attrs = ["shape_MNK = [64, %d, %d]" % (self.n, self.k),
                 "a_type = " + self.a, "b_type = " + self.b,
                 "c_type = " + self.c]
        if self.mods:
            attrs += ["a_residency = " + ("rmem" if self.rs else "smem_desc"),
                      "b_residency = smem_desc", "c_residency = rmem"]
        elif self.rs:
            attrs.append("a_residency = rmem")
        return "{" + ", ".join(attrs + self.mods) + "}"

    @property
    def atom_type(self):
        return "!cute_nvgpu." + self.atom

    def params(self):
        return ["<4 x i32>" if self.rs else "i64", "i64", self.c_ir, "i1"]

    def declaration(self):
        return "declare %s @%s(metadata, metadata, %s)" % (
            self.c_ir, self.intrinsic, ", ".join(self.params()))

    def arguments(self):
        return ["<4 x i32> %a" if self.rs else "i64 %a_desc", "i64 %b_desc",
                "%s %%c" % self.c_ir, "i1 %scale_d"]

    def function_params(self):
        """The test function takes C by pointer: LLVM 19's NVPTX argument
        lowering crashes on parameters such as <68 x half> (N = 136) and
        <12 x half> (N = 24), vectors of half of no power-of-2 length."""
        return ["<4 x i32> %a" if self.rs else "i64 %a_desc", "i64 %b_desc",
                "ptr %c_ptr", "i1 %scale_d"]

    def prologue(self):
        return ["  %%c = load %s, ptr %%c_ptr" % self.c_ir]

    def immediates(self):
        """scale_a, scale_b (floating inputs), then tnsp_a (f16 / bf16 with
        a descriptor A) and tnsp_b (f16 / bf16)."""
        if self.integer:
            return []
        imms = [-1 if "negate_a" in self.mods else 1,
                -1 if "negate_b" in self.mods else 1]
        if self.a in ("f16", "bf16"):
            if not self.rs:
                imms.append(int("transpose_a" in self.mods))
            imms.append(int("transpose_b" in self.mods))
        return imms

    @property
    def mnemonic(self):
        # llc (as ptxas takes it and CUTLASS writes it) puts .satfinite
        # after the types.
        return "wgmma.mma_async.sync.aligned.m64n%dk%d.%s.%s.%s%s%s" % (
            self.n, self.k, self.c, self.ptx_a, self.ptx_b, self.popc,
            ".satfinite" if "satfinite" in self.mods else "")

    def ptx_check(self):
        r32 = "%r{{[0-9]+}}"
        ops = [regs([self.c_reg + "{{[0-9]+}}"] * self.regs_d),
               regs([r32] * 4) if self.rs else "%rd{{[0-9]+}}",
               "%rd{{[0-9]+}}", "%p{{[0-9]+}}"]
        ops += [str(i) for i in self.immediates()]
        return "%s %s;" % (self.mnemonic, ", ".join(ops))

    @property
    def alias(self):
        return "mma_%s_%s_%s_64x%dx%d" % (self.a, self.b, self.c, self.n,
                                          self.k)

    @property
    def llvm_intrinsic(self):
        return "llvm.nvvm.wgmma.mma_async.%s.m64n%dk%d%s.%s.%s.%s%s" % (
            "rs" if self.rs else "ss", self.n, self.k,
            ".satfinite" if "satfinite" in self.mods else "", self.c,
            self.ptx_a, self.ptx_b, self.popc)

    def asm_check(self):
        """The intrinsic call `opt -passes=nvptx-lower-atoms` makes: C as
        N/2 scalars (f16: N/4 <2 x half> pairs), the immediates as i32."""
        v = "%{{[0-9]+}}"
        acc = "<2 x half>" if self.c == "f16" else self.c_elem
        args = ["i32 " + v] * 4 if self.rs else ["i64 %a_desc"]
        args += ["i64 %b_desc"] + ["%s %s" % (acc, v)] * self.regs_d
        args += ["i1 %scale_d"] + ["i32 %d" % i for i in self.immediates()]
        return "%%%s = call { %s } @%s(%s)" % (
            self.alias, ", ".join([acc] * self.regs_d), self.llvm_intrinsic,
            ", ".join(args))

    def check_lines(self, opt):
        if opt:
            return ["; CHECK-LABEL: define void @%s(" % self.name,
                    "; CHECK: call void @llvm.nvvm.wgmma.fence.sync.aligned()",
                    "; CHECK-NEXT: %s" % self.asm_check(),
                    "; CHECK-NEXT: call void "
                    "@llvm.nvvm.wgmma.commit_group.sync.aligned()",
                    "; CHECK-NEXT: call void "
                    "@llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)"]
        return ["; CHECK-LABEL: .func %s(" % self.name,
                "; CHECK: wgmma.fence.sync.aligned;",
                "; CHECK-NEXT: %s" % self.ptx_check(),
                "; CHECK-NEXT: wgmma.commit_group.sync.aligned;",
                "; CHECK-NEXT: wgmma.wait_group.sync.aligned 0;"]


def wgmma_forms():
    for pairs, cs in WGMMA_LATTICE:
        ns = INT_N if pairs[0][0] in INT8 + ["u1"] else FLOAT_N
        for (a, b), c, rs, n in itertools.product(pairs, cs, (False, True),
                                                  ns):
            yield WgmmaForm(a, b, c, rs, n, [])
    for a, b, c, rs, n, mods in WGMMA_VARIANTS:
        yield WgmmaForm(a, b, c, rs, n, mods)


def bs_ids(byte_ids):
    """The ids variant of a family: each id at its largest valid value, and
    byte_id_b at another non-zero one where there is one."""
    nonzero = [v for v in byte_ids if v]
    byte_a = max(byte_ids)
    byte_b = nonzero[-2] if len(nonzero) > 1 else byte_a
    return (byte_a, max(THREAD_IDS_A), byte_b, max(THREAD_IDS_B))


def regs(items):
    return "{" + ", ".join(items) + "}"


def fc_escape(text):
    """`text` as a literal FileCheck pattern ({{ and [[ start regexes and
    variables)."""
    return text.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


def forms(atom, ptx):
    if atom == "sm90.mma":
        for form in wgmma_forms():
            if form.ptx <= ptx:
                yield form
        return
    if atom in BS_LATTICE:
        for (k, vec_size, sf_type, pairs, kind, scale_vec, byte_ids,
             ids_pair) in BS_LATTICE[atom]:
            for a, b in pairs:
                yield BsForm(atom, k, vec_size, sf_type, a, b, kind,
                             scale_vec, None)
            yield BsForm(atom, k, vec_size, sf_type, ids_pair[0], ids_pair[1],
                         kind, scale_vec, bs_ids(byte_ids))
        return
    for pairs, cs, ks, integer, selectors in LATTICE[atom]:
        sats = [False, True] if integer else [False]
        sels = selectors if selectors is not None else [None]
        for (a, b), c, k, sat, sel in itertools.product(pairs, cs, ks, sats,
                                                        sels):
            yield Form(atom, a, b, c, k, sat, sel, ptx)


def lit_test(atom, ptx, opt, pattern):
    tool = ("opt -passes=nvptx-lower-atoms" if opt else "llc")
    out = [
        "; NOTE: generated by utils/gen-atom-mma-tests.py --lit --atom %s "
        "--ptx %d%s" % (atom, ptx, " --opt" if opt else ""),
        "; Every %s atom combination, with CHECK lines for what %s"
        % (atom, tool),
        "; makes of it (%s runs it)." % (
            "atom-mma-sm120.test" if atom in BS_LATTICE
            else "atom-mma-sm90.test" if atom == "sm90.mma"
            else "atom-mma-sm80.test"),
        "",
    ]
    if atom == "sm90.mma" and ptx < 84:
        out[-1:-1] = ["; (The mixed s8 x u8 and u8 x s8 forms need PTX ISA "
                      "8.4: --ptx 84.)"]
    for form in forms(atom, ptx):
        if pattern and not re.search(pattern, form.name):
            continue
        out.append(form.declaration())
        params = form.arguments()
        out.append("define void @%s(%s, ptr %%out) {" % (
            form.name, ", ".join(getattr(form, "function_params",
                                         form.arguments)())))
        out += form.check_lines(opt)
        if hasattr(form, "prologue"):
            out += form.prologue()
        out.append('  %%d = call %s @%s(metadata !"%s", metadata !"%s", %s)'
                   % (form.c_ir, form.intrinsic, form.atom_type,
                      form.attributes, ", ".join(params)))
        out.append("  store %s %%d, ptr %%out" % form.c_ir)
        out.append("  ret void")
        out.append("}")
        out.append("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--lit", action="store_true")
    group.add_argument("--list", action="store_true")
    group.add_argument("--count", action="store_true")
    ap.add_argument("--atom", required=True, choices=ATOMS)
    ap.add_argument("--ptx", type=int,
                    help="PTX ISA version times ten (default: the least the "
                    "atom needs)")
    ap.add_argument("--opt", action="store_true",
                    help="check opt's inline asm calls, not llc's PTX")
    ap.add_argument("--filter", metavar="RE",
                    help="only the functions whose name RE matches")
    args = ap.parse_args()
    ptx = args.ptx or MIN_PTX[args.atom]
    if ptx < MIN_PTX[args.atom]:
        sys.exit("error: %s needs PTX ISA %d.%d" % (
            args.atom, MIN_PTX[args.atom] // 10, MIN_PTX[args.atom] % 10))
    if args.lit:
        print(lit_test(args.atom, ptx, args.opt, args.filter))
    elif args.list:
        for form in forms(args.atom, ptx):
            print("%s %s" % (form.name, form.attributes))
    else:
        # Every combination, whatever --ptx says.
        print("%s: %d combinations" % (
            args.atom, sum(1 for _ in forms(args.atom, 1000))))


if __name__ == "__main__":
    main()

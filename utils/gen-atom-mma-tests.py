#!/usr/bin/env python3
"""Generates the tests of the register MMA atoms (llvm.nvvm.cute.atom.mma).

The lattice is written down here independently of the atom library's tables
(lib/Target/NVPTX/Atoms/MmaAtom.cpp), from the PTX ISA's mma.sync and
mma.sp.sync (M=16, N=8, A row-major, B column-major):

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

Every call declares the reference (thread, value) layouts of A, B, C (and of
the sparse metadata), computed below from the fragment shapes, so that the
atom library's layout check accepts each of them.

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
"""
import argparse
import itertools
import re
import sys

M, N = 16, 8
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8,
        "s8": 8, "u8": 8, "s4": 4, "u4": 4}
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
MIN_PTX = {"sm80.mma": 70, "sm80.sparse_mma": 71, "sm89.mma": 84}


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


def regs(items):
    return "{" + ", ".join(items) + "}"


def fc_escape(text):
    """`text` as a literal FileCheck pattern ({{ and [[ start regexes and
    variables)."""
    return text.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")


def forms(atom, ptx):
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
        "; makes of it (atom-mma-sm80.test runs it).",
        "",
    ]
    for form in forms(atom, ptx):
        if pattern and not re.search(pattern, form.name):
            continue
        out.append(form.declaration())
        params = ["%s %%a" % form.params()[0], "%s %%b" % form.params()[1],
                  "%s %%c" % form.c_ir]
        if form.sparse:
            params.append("i32 %e")
        out.append("define void @%s(%s, ptr %%out) {" % (
            form.name, ", ".join(params)))
        if opt:
            out.append("; CHECK-LABEL: define void @%s(" % form.name)
            out.append("; CHECK: %s" % form.asm_check())
        else:
            out.append("; CHECK-LABEL: .func %s(" % form.name)
            out.append("; CHECK: %s" % form.ptx_check())
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
    ap.add_argument("--atom", required=True, choices=sorted(LATTICE))
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
        print("%s: %d combinations" % (
            args.atom, sum(1 for _ in forms(args.atom, ptx))))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates the tests of the wgmma.mma_async intrinsics (sm_90a).

The lattice is written down here a second time, from the PTX ISA, rather
than read from the TableGen definitions, so that each checks the other (as
upstream's wmma.py does for the WMMA intrinsics):

  f16  x f16    -> f16 | f32   K=16  N=8..256/8   scale, transpose
  bf16 x bf16   -> f32         K=16  N=8..256/8   scale, transpose
  tf32 x tf32   -> f32         K=8   N=8..256/8   scale
  {e4m3,e5m2}^2 -> f16 | f32   K=32  N=8..256/8   scale
  {s8,u8}^2     -> s32         K=32  N=8,16,24,32..256/16   [.satfinite]
                               (mixed s8/u8 pairs need PTX ISA 8.4)
  b1 x b1       -> s32         K=256 N as for s8   .and.popc

Each form exists with A from a shared-memory descriptor (ss) and from four
registers (rs); rs has no transpose-A immediate.

Usage:
  gen-wgmma-tests.py --family F      the lit test of one family (IR with
                                     RUN and CHECK lines) on stdout
  gen-wgmma-tests.py --list          `declare` lines of every intrinsic
  gen-wgmma-tests.py --rejected-ptx  a PTX file with one line for each
                                     (types, N) combination outside the
                                     lattice, each of which ptxas must reject
  gen-wgmma-tests.py --check-rejected PTXAS_STDERR
                                     checks that ptxas reported an error on
                                     every line of --rejected-ptx
"""
import argparse
import itertools
import re
import sys

BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8,
        "s8": 8, "u8": 8, "b1": 1}
ACC_IR = {"f16": "<2 x half>", "f32": "float", "s32": "i32"}
ACC_REG = {"f16": "%r", "f32": "%f", "s32": "%r"}
ACC_BITS = {"f16": 16, "f32": 32, "s32": 32}

FLOAT_N = list(range(8, 257, 8))
INT_N = [8, 16, 24] + list(range(32, 257, 16))
FP8 = ["e4m3", "e5m2"]


class Family:
    def __init__(self, name, accs, pairs, ns, scale, transpose, modifiers,
                 ptx=80):
        self.name, self.accs, self.pairs, self.ns = name, accs, pairs, ns
        self.scale, self.transpose = scale, transpose
        self.modifiers, self.ptx = modifiers, ptx


FAMILIES = [
    Family("f16", ["f16", "f32"], [("f16", "f16")], FLOAT_N, True, True, [""]),
    Family("bf16", ["f32"], [("bf16", "bf16")], FLOAT_N, True, True, [""]),
    Family("tf32", ["f32"], [("tf32", "tf32")], FLOAT_N, True, False, [""]),
    Family("fp8", ["f16", "f32"], list(itertools.product(FP8, FP8)), FLOAT_N,
           True, False, [""]),
    Family("int", ["s32"], [("s8", "s8"), ("u8", "u8")], INT_N, False, False,
           ["", "satfinite"]),
    Family("int-mixed", ["s32"], [("s8", "u8"), ("u8", "s8")], INT_N, False,
           False, ["", "satfinite"], ptx=84),
    Family("b1", ["s32"], [("b1", "b1")], INT_N, False, False, ["and.popc"]),
]


class Form:
    def __init__(self, family, rs, n, acc, a, b, modifier):
        self.family, self.rs, self.n = family, rs, n
        self.acc, self.a, self.b, self.modifier = acc, a, b, modifier
        self.k = 256 // BITS[a]
        self.num_acc = n * ACC_BITS[acc] // 64
        self.imms = []  # (kind, ...) in operand order
        if family.scale:
            self.imms += ["scale", "scale"]
        if family.transpose and not rs:
            self.imms.append("transpose")
        if family.transpose:
            self.imms.append("transpose")

    @property
    def shape(self):
        return "m64n%dk%d" % (self.n, self.k)

    @property
    def types(self):
        return "%s.%s.%s" % (self.acc, self.a, self.b)

    @property
    def intrinsic(self):
        return "llvm.nvvm.wgmma.mma_async.%s.%s%s.%s%s" % (
            "rs" if self.rs else "ss", self.shape,
            ".satfinite" if self.modifier == "satfinite" else "", self.types,
            ".and.popc" if self.modifier == "and.popc" else "")

    @property
    def mnemonic(self):
        return "wgmma.mma_async.sync.aligned.%s.%s%s" % (
            self.shape, self.types,
            "." + self.modifier if self.modifier else "")

    @property
    def ret_type(self):
        return "{%s}" % ", ".join([ACC_IR[self.acc]] * self.num_acc)

    def params(self):
        a = ["i32"] * 4 if self.rs else ["i64"]
        return (a + ["i64"] + [ACC_IR[self.acc]] * self.num_acc + ["i1"] +
                ["i32 immarg"] * len(self.imms))

    def declaration(self):
        return "declare %s @%s(%s)" % (self.ret_type, self.intrinsic,
                                      ", ".join(self.params()))

    def immediates(self, seed):
        """Values that vary from form to form: scales -1/1, transposes 0/1."""
        values = []
        for i, kind in enumerate(self.imms):
            bit = (seed >> i) & 1
            values.append((-1 if bit else 1) if kind == "scale" else bit)
        return values


def forms(family):
    for acc, (a, b), n, modifier, rs in itertools.product(
            family.accs, family.pairs, family.ns, family.modifiers,
            [False, True]):
        yield Form(family, rs, n, acc, a, b, modifier)


def all_forms():
    for family in FAMILIES:
        yield from forms(family)


def lit_test(family):
    out = [
        "; NOTE: generated by utils/gen-wgmma-tests.py --family %s" % family.name,
        "; Every wgmma.mma_async form of the %s family: the instruction llc"
        % family.name,
        "; selects, its operands, and ptxas -arch=sm_90a accepting it.",
    ]
    mattr = " -mattr=+ptx%d" % family.ptx if family.ptx > 80 else ""
    out.append("; RUN: llc < %%s -mtriple=nvptx64 -mcpu=sm_90a%s | FileCheck %%s"
               % mattr)
    out.append("; RUN: %%if ptxas-sm_90a %%{ llc < %%s -mtriple=nvptx64 "
               "-mcpu=sm_90a%s | %%ptxas-verify -arch=sm_90a %%}" % mattr)
    out.append("")
    for seed, form in enumerate(forms(family)):
        out.append(form.declaration())
        fn = "test_" + form.intrinsic[len("llvm.nvvm.wgmma.mma_async."):]
        fn = fn.replace(".", "_")
        acc_ty = ACC_IR[form.acc]
        args = ["i32 %%a%d" % i for i in range(4)] if form.rs else ["i64 %a"]
        args += ["i64 %b", "%s %%c" % acc_ty, "i1 %scale_d"]
        call_args = (["i32 %%a%d" % i for i in range(4)] if form.rs
                     else ["i64 %a"])
        call_args += ["i64 %b"] + ["%s %%c" % acc_ty] * form.num_acc
        call_args += ["i1 %scale_d"]
        imms = form.immediates(seed)
        call_args += ["i32 %d" % v for v in imms]
        reg = re.escape(ACC_REG[form.acc])
        # Braces as [{] and [}]: FileCheck ends a regex at the first "}}".
        d_list = r"[{](%s[0-9]+, ){%d}%s[0-9]+[}]" % (reg, form.num_acc - 1,
                                                    reg)
        a_ops = r"[{](%r[0-9]+, ){3}%r[0-9]+[}]" if form.rs else r"%rd[0-9]+"
        operands = "{{%s}}, {{%s}}, %%rd{{[0-9]+}}, %%p{{[0-9]+}}" % (d_list,
                                                                    a_ops)
        operands += "".join(", %d" % v for v in imms)
        out.append("define void @%s(%s) {" % (fn, ", ".join(args)))
        out.append("; CHECK-LABEL: %s(" % fn)
        out.append("; CHECK: %s %s;" % (form.mnemonic, operands))
        out.append("  %%r = call %s @%s(%s)" % (form.ret_type, form.intrinsic,
                                               ", ".join(call_args)))
        out.append("  ret void")
        out.append("}")
        out.append("")
    return "\n".join(out)


def rejected_lines():
    """Every (acc, a, b, N, modifier) outside the lattice, written the way
    the lattice's own forms are written, so that ptxas's only objection can
    be the combination itself."""
    legal = {(f.acc, f.a, f.b, f.n, f.modifier) for f in all_forms()}
    modifiers = ["", "satfinite", "and.popc", "xor.popc"]
    lines = []
    for acc, a, b, n, modifier in itertools.product(
            ACC_IR, BITS, BITS, FLOAT_N, modifiers):
        if (acc, a, b, n, modifier) in legal:
            continue
        family = Family("probe", [acc], [(a, b)], [n],
                        a in ("f16", "bf16", "tf32", "e4m3", "e5m2"),
                        a in ("f16", "bf16"), [modifier])
        form = Form(family, False, n, acc, a, b, modifier)
        reg = ACC_REG[acc]
        d = "{%s}" % ", ".join("%s%d" % (reg, i) for i in range(form.num_acc))
        ops = [d, "%rd0", "%rd1", "%p0"] + [str(v) for v in
                                            form.immediates(0)]
        lines.append("%s %s;" % (form.mnemonic, ", ".join(ops)))
    return lines


REJECTED_HEADER = [
    ".version 8.4",
    ".target sm_90a",
    ".address_size 64",
    ".visible .entry rejected() {",
    ".reg .b32 %r<128>; .reg .f32 %f<128>; .reg .b64 %rd<2>; .reg .pred %p<1>;",
]


def rejected_ptx():
    return "\n".join(REJECTED_HEADER + rejected_lines() + ["ret;", "}"]) + "\n"


def check_rejected(stderr_path):
    with open(stderr_path) as f:
        errors = {int(m) for m in re.findall(r"line (\d+); error", f.read())}
    first = len(REJECTED_HEADER) + 1
    lines = rejected_lines()
    accepted = [l for i, l in enumerate(lines, first) if i not in errors]
    if accepted:
        print("ptxas accepted %d forms that the lattice leaves out:"
              % len(accepted))
        for l in accepted[:20]:
            print("  " + l.split(" ", 1)[0])
        return 1
    print("ptxas rejected all %d forms outside the lattice" % len(lines))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--family", choices=[f.name for f in FAMILIES])
    group.add_argument("--list", action="store_true")
    group.add_argument("--rejected-ptx", action="store_true")
    group.add_argument("--check-rejected", metavar="PTXAS_STDERR")
    args = ap.parse_args()
    if args.family:
        print(lit_test(next(f for f in FAMILIES if f.name == args.family)))
    elif args.list:
        print("\n".join(sorted(f.declaration() for f in all_forms())))
    elif args.rejected_ptx:
        sys.stdout.write(rejected_ptx())
    else:
        sys.exit(check_rejected(args.check_rejected))


if __name__ == "__main__":
    main()

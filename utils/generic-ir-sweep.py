#!/usr/bin/env python3
"""Calls LLVM's own (non-target) intrinsics, and the memory-ordering
instructions, on a set of CPUs, and classifies what each llc does.

The NVVM sweep (nvvm-sweep.py) calls every NVVM intrinsic; this one calls
LLVM's generic intrinsics a front end writes for GPU code -- math (sin,
pow, exp2, fma, minimum, rounding, ...), integer (ctpop, funnel shifts,
saturating and overflow arithmetic, ...), vector reductions and
manipulation, memory intrinsics, the intrinsics LLVM 20-22 added -- each
on the types of its kind (i8 ... i128, half, bfloat, float, double and
vectors), with and without the afn fast-math flag, plus every fence,
atomic load and atomic store of utils/gen-memory-order-tests.py, vectors of
every element type and count as parameters, results and call arguments
(abi_*), and every icmp and fcmp predicate with its result branched on,
selected with and extended (cmp_*). Each
function is compiled by every llc given, for every CPU:

  ok      exit 0 (the PTX assembled by ptxas where ptxas knows the CPU:
          ptxas-clean or ptxas-rejected)
  error   exit 1 with an 'error:' line and no crash marker
  crash   anything else: 'LLVM ERROR' ("Cannot select"), a signal, a stack
          dump

Functions are compiled in batches; a batch that is not all ok is split
until each failing function is compiled alone.

  generic-ir-sweep.py --llc ours=build/bin/llc --llc llvm22=/usr/lib/llvm-22/bin/llc
  generic-ir-sweep.py --cpus sm_80 --llc ours=build/bin/llc --expect-clean ours

Prints a count per llc and class; -v lists every crash, every ptxas
rejection, and every function LLVM 22's llc compiles that another llc
rejects.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from nvptx_atoms import tools  # noqa: E402

DEFAULT_CPUS = ["sm_60", "sm_80", "sm_90", "sm_100a"]

INTS = ["i8", "i16", "i32", "i64", "i128", "<2 x i16>", "<4 x i32>"]
FLOATS = ["half", "bfloat", "float", "double", "<2 x half>", "<2 x bfloat>",
          "<4 x float>"]

# (name, kind, operand count): kind "f" floats, "i" integers.
FP_UNARY = ["sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh",
            "tanh", "exp", "exp2", "exp10", "log", "log10", "log2", "fabs",
            "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven",
            "canonicalize", "arithmetic.fence"]
FP_BINARY = ["pow", "minnum", "maxnum", "minimum", "maximum", "copysign",
             "maximumnum", "minimumnum", "atan2"]
FP_TERNARY = ["fma", "fmuladd"]
INT_UNARY = ["ctpop", "bswap", "bitreverse", "abs"]
INT_BINARY = ["smax", "smin", "umax", "umin", "sadd.sat", "uadd.sat",
              "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat", "clmul"]
INT_TERNARY = ["fshl", "fshr"]
INT_OVERFLOW = ["sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow",
                "usub.with.overflow", "smul.with.overflow", "umul.with.overflow"]
REDUCE_INT = ["add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"]
REDUCE_FP = ["fmax", "fmin", "fmaximum", "fminimum"]


def mangle(ty):
    """LLVM's name suffix of a type: v4f32, f16, bf16, i32."""
    m = re.match(r"<(\d+) x (\w+)>", ty)
    if m:
        return "v%s%s" % (m.group(1), mangle(m.group(2)))
    return {"half": "f16", "bfloat": "bf16", "float": "f32",
            "double": "f64"}.get(ty, ty)


def element(ty):
    m = re.match(r"<(\d+) x (\w+)>", ty)
    return m.group(2) if m else ty


class Fn:
    """One function of the sweep: a name and its text."""

    def __init__(self, name, text):
        self.name, self.text = name, text


def shaped(ty, elem):
    """A type of \p ty's shape with the element \p elem: i1 for float,
    <4 x i1> for <4 x float>."""
    return re.sub(r"\w+>$", elem + ">", ty) if ty.startswith("<") else elem


def zero(ty):
    """The IR constant 0 of the floating-point type \p ty."""
    return {"half": "0xH0000", "bfloat": "0xR0000"}.get(ty, "0.0")


def call_fn(name, ret, params, intrinsic, flags="", extra_args=(), lead_args=()):
    """A function passing its parameters to one call (after \p lead_args,
    before \p extra_args) and storing the result."""
    args = ", ".join("%s %%a%d" % (p, i) for i, p in enumerate(params))
    call_args = ", ".join(list(lead_args) +
                          ["%s %%a%d" % (p, i) for i, p in enumerate(params)] +
                          list(extra_args))
    lines = ["define void @%s(ptr %%out%s) {" % (name, ", " + args if args else "")]
    if ret == "void":
        lines.append("  call void @%s(%s)" % (intrinsic, call_args))
    else:
        lines.append("  %%r = call %s%s @%s(%s)" % (flags, ret, intrinsic, call_args))
        lines.append("  store %s %%r, ptr %%out" % ret)
    lines += ["  ret void", "}"]
    return "\n".join(lines)


def generic_functions():
    out = []

    def add(name, text):
        clean = re.sub(r"[^\w]", "_", name)
        # The function is named as the sweep reports it: PTX names have no
        # dots.
        text = re.sub(r"^define void @[\w.]+\(", "define void @%s(" % clean, text,
                      count=1, flags=re.M)
        out.append(Fn(clean, text))

    def call(name, ret, params, intrinsic, **kw):
        add(name, call_fn(name, ret, params, intrinsic, **kw))

    for ty in FLOATS:
        m = mangle(ty)
        for flags in ("", "afn "):
            tag = "afn_" if flags else ""
            for op in FP_UNARY:
                call("%s%s_%s" % (tag, op, m), ty, [ty], "llvm.%s.%s" % (op, m),
                     flags=flags)
            for op in FP_BINARY:
                call("%s%s_%s" % (tag, op, m), ty, [ty, ty], "llvm.%s.%s" % (op, m),
                     flags=flags)
            for op in ("sincos", "modf"):
                call("%s%s_%s" % (tag, op, m), "{ %s, %s }" % (ty, ty), [ty],
                     "llvm.%s.%s" % (op, m), flags=flags)
        for op in FP_TERNARY:
            call("%s_%s" % (op, m), ty, [ty, ty, ty], "llvm.%s.%s" % (op, m))
        ity = shaped(ty, "i32")
        call("powi_%s" % m, ty, [ty, "i32"], "llvm.powi.%s.i32" % m)
        call("ldexp_%s" % m, ty, [ty, ity], "llvm.ldexp.%s.%s" % (m, mangle(ity)))
        call("frexp_%s" % m, "{ %s, %s }" % (ty, ity), [ty],
             "llvm.frexp.%s.%s" % (m, mangle(ity)))
        call("is_fpclass_%s" % m, shaped(ty, "i1"), [ty], "llvm.is.fpclass.%s" % m,
             extra_args=["i32 3"])
        for op in ("lround", "llround", "lrint", "llrint"):
            if not ty.startswith("<"):
                call("%s_%s" % (op, m), "i64", [ty], "llvm.%s.i64.%s" % (op, m))
        for op in ("fptosi.sat", "fptoui.sat"):
            call("%s_%s" % (op, m), ity, [ty], "llvm.%s.%s.%s" % (op, mangle(ity), m))
        if ty.startswith("<"):
            e = element(ty)
            for op in REDUCE_FP:
                call("reduce_%s_%s" % (op, m), e, [ty],
                     "llvm.vector.reduce.%s.%s" % (op, m))
            for op in ("fadd", "fmul"):
                for flags in ("", "reassoc "):
                    call("reduce_%s%s_%s" % (flags.strip(), op, m), e, [ty],
                         "llvm.vector.reduce.%s.%s" % (op, m), flags=flags,
                         lead_args=["%s %s" % (e, zero(e))])
    for ty in INTS:
        m = mangle(ty)
        for op in INT_UNARY:
            if op == "bswap" and element(ty) == "i8":
                continue
            call("%s_%s" % (op, m), ty, [ty], "llvm.%s.%s" % (op, m),
                 extra_args=["i1 false"] if op == "abs" else [])
        for op in ("ctlz", "cttz"):
            call("%s_%s" % (op, m), ty, [ty], "llvm.%s.%s" % (op, m),
                 extra_args=["i1 false"])
        for op in INT_BINARY:
            call("%s_%s" % (op, m), ty, [ty, ty], "llvm.%s.%s" % (op, m))
        for op in INT_TERNARY:
            call("%s_%s" % (op, m), ty, [ty, ty, ty], "llvm.%s.%s" % (op, m))
        for op in ("smul.fix", "umul.fix", "smul.fix.sat", "umul.fix.sat"):
            call("%s_%s" % (op, m), ty, [ty, ty], "llvm.%s.%s" % (op, m),
                 extra_args=["i32 2"])
        for op in ("scmp", "ucmp"):
            call("%s_%s" % (op, m), shaped(ty, "i8"), [ty, ty],
                 "llvm.%s.%s.%s" % (op, mangle(shaped(ty, "i8")), m))
        for op in INT_OVERFLOW:
            call("%s_%s" % (op, m), "{ %s, %s }" % (ty, shaped(ty, "i1")), [ty, ty],
                 "llvm.%s.%s" % (op, m))
        if ty.startswith("<"):
            e = element(ty)
            for op in REDUCE_INT:
                call("reduce_%s_%s" % (op, m), e, [ty],
                     "llvm.vector.reduce.%s.%s" % (op, m))
            call("stepvector_%s" % m, ty, [], "llvm.stepvector.%s" % m)
            call("reverse_%s" % m, ty, [ty], "llvm.vector.reverse.%s" % m)
    # Memory and miscellaneous intrinsics.
    for size in ("i32 %a0", "i64 %a0"):
        w = size.split()[0]
        for op in ("memcpy", "memmove"):
            add("%s_%s" % (op, w), "define void @%s_%s(ptr %%d, ptr %%s, %s) {\n"
                "  call void @llvm.%s.p0.p0.%s(ptr %%d, ptr %%s, %s, i1 false)\n"
                "  ret void\n}" % (op, w, size, op, w, size))
        add("memset_%s" % w, "define void @memset_%s(ptr %%d, %s) {\n"
            "  call void @llvm.memset.p0.%s(ptr %%d, i8 7, %s, i1 false)\n"
            "  ret void\n}" % (w, size, w, size))
    # Casts between the generic and each specific address space, both ways.
    for space in (1, 3, 4, 5, 101):
        add("cast_to_as%d" % space,
            "define void @cast_to_as%d(ptr %%p, ptr %%o) {\n"
            "  %%q = addrspacecast ptr %%p to ptr addrspace(%d)\n"
            "  %%v = load i32, ptr addrspace(%d) %%q\n"
            "  store i32 %%v, ptr %%o\n  ret void\n}" % (space, space, space))
        add("cast_from_as%d" % space,
            "define void @cast_from_as%d(ptr addrspace(%d) %%p, ptr %%o) {\n"
            "  %%q = addrspacecast ptr addrspace(%d) %%p to ptr\n"
            "  store ptr %%q, ptr %%o\n  ret void\n}" % (space, space, space))
    for text in [
        "define void @trap() {\n  call void @llvm.trap()\n  unreachable\n}",
        "define void @debugtrap() {\n  call void @llvm.debugtrap()\n  ret void\n}",
        "define void @ubsantrap() {\n  call void @llvm.ubsantrap(i8 3)\n  unreachable\n}",
        # A kernel's byval parameter cast to param space by the IR itself and
        # handed to a function taking such a pointer (llvm-patches/0047).
        "declare void @take_param(ptr addrspace(101))\n"
        "define ptx_kernel void @byval_param_cast(ptr byval([16 x i8]) align 8 \"nvvm.grid_constant\" %a, ptr addrspace(1) %o) {\n"
        "  %p = addrspacecast ptr %a to ptr addrspace(101)\n"
        "  call void @take_param(ptr addrspace(101) %p)\n"
        "  %v = load i32, ptr %a\n  store i32 %v, ptr addrspace(1) %o\n"
        "  store ptr %a, ptr addrspace(1) %o\n  ret void\n}",
        "define void @readcyclecounter(ptr %o) {\n  %c = call i64 @llvm.readcyclecounter()\n"
        "  store i64 %c, ptr %o\n  ret void\n}",
        "define void @readsteadycounter(ptr %o) {\n  %c = call i64 @llvm.readsteadycounter()\n"
        "  store i64 %c, ptr %o\n  ret void\n}",
        "define void @prefetch(ptr %p) {\n  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)\n"
        "  ret void\n}",
        "define void @ptrmask(ptr %p, ptr %o) {\n  %q = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -16)\n"
        "  store ptr %q, ptr %o\n  ret void\n}",
        "define void @expect(i32 %a, ptr %o) {\n  %e = call i32 @llvm.expect.i32(i32 %a, i32 1)\n"
        "  store i32 %e, ptr %o\n  ret void\n}",
        "define void @assume(i1 %c) {\n  call void @llvm.assume(i1 %c)\n  ret void\n}",
        "define void @masked_load(ptr %p, <4 x i1> %m, ptr %o) {\n"
        "  %v = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x float> zeroinitializer)\n"
        "  store <4 x float> %v, ptr %o\n  ret void\n}",
        "define void @masked_store(ptr %p, <4 x i1> %m, <4 x float> %v) {\n"
        "  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %p, i32 4, <4 x i1> %m)\n"
        "  ret void\n}",
        "define void @masked_gather(<4 x ptr> %p, <4 x i1> %m, ptr %o) {\n"
        "  %v = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %p, i32 4, <4 x i1> %m, <4 x i32> zeroinitializer)\n"
        "  store <4 x i32> %v, ptr %o\n  ret void\n}",
        "define void @masked_scatter(<4 x ptr> %p, <4 x i1> %m, <4 x i32> %v) {\n"
        "  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %v, <4 x ptr> %p, i32 4, <4 x i1> %m)\n"
        "  ret void\n}",
        "define void @deinterleave2(<8 x i32> %v, ptr %o) {\n"
        "  %d = call { <4 x i32>, <4 x i32> } @llvm.vector.deinterleave2.v8i32(<8 x i32> %v)\n"
        "  store { <4 x i32>, <4 x i32> } %d, ptr %o\n  ret void\n}",
        "define void @interleave2(<4 x i32> %a, <4 x i32> %b, ptr %o) {\n"
        "  %d = call <8 x i32> @llvm.vector.interleave2.v8i32(<4 x i32> %a, <4 x i32> %b)\n"
        "  store <8 x i32> %d, ptr %o\n  ret void\n}",
        "define void @vector_insert(<8 x i32> %a, <4 x i32> %b, ptr %o) {\n"
        "  %d = call <8 x i32> @llvm.vector.insert.v8i32.v4i32(<8 x i32> %a, <4 x i32> %b, i64 4)\n"
        "  store <8 x i32> %d, ptr %o\n  ret void\n}",
        "define void @vector_extract(<8 x i32> %a, ptr %o) {\n"
        "  %d = call <4 x i32> @llvm.vector.extract.v4i32.v8i32(<8 x i32> %a, i64 4)\n"
        "  store <4 x i32> %d, ptr %o\n  ret void\n}",
        "define void @splice_left(<4 x i32> %a, <4 x i32> %b, ptr %o) {\n"
        "  %d = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)\n"
        "  store <4 x i32> %d, ptr %o\n  ret void\n}",
        "define void @splice_right(<4 x i32> %a, <4 x i32> %b, ptr %o) {\n"
        "  %d = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %a, <4 x i32> %b, i32 1)\n"
        "  store <4 x i32> %d, ptr %o\n  ret void\n}",
        "define void @cttz_elts(<4 x i1> %m, ptr %o) {\n"
        "  %n = call i32 @llvm.experimental.cttz.elts.i32.v4i1(<4 x i1> %m, i1 false)\n"
        "  store i32 %n, ptr %o\n  ret void\n}",
        "define void @active_lane_mask(i32 %a, i32 %b, ptr %o) {\n"
        "  %m = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %a, i32 %b)\n"
        "  store <4 x i1> %m, ptr %o\n  ret void\n}",
        "define void @allow_ubsan(ptr %o) {\n  %b = call i1 @llvm.allow.ubsan.check(i8 1)\n"
        "  store i1 %b, ptr %o\n  ret void\n}",
        "define void @allow_runtime(ptr %o) {\n  %b = call i1 @llvm.allow.runtime.check(metadata !\"x\")\n"
        "  store i1 %b, ptr %o\n  ret void\n}",
        "define void @sideeffect() {\n  call void @llvm.sideeffect()\n  ret void\n}",
        "define void @donothing() {\n  call void @llvm.donothing()\n  ret void\n}",
        "define void @frameaddress(ptr %o) {\n  %f = call ptr @llvm.frameaddress.p0(i32 0)\n"
        "  store ptr %f, ptr %o\n  ret void\n}",
        "define void @returnaddress(ptr %o) {\n  %f = call ptr @llvm.returnaddress(i32 0)\n"
        "  store ptr %f, ptr %o\n  ret void\n}",
    ]:
        add(re.search(r"@(\w+)\(", text).group(1), text)
    return out


ABI_ELEMENTS = ["i1", "i8", "i16", "i32", "i64", "half", "bfloat", "float",
                "double", "i3"]
ABI_COUNTS = [2, 3, 4, 5, 6, 7, 8, 10, 12, 16]


def abi_functions():
    """Vectors of each element type and count as a function's parameter
    (used or not) and result and as a call's argument and result (LLVM 19's
    NVPTX crashed on <6 x half>, <12 x i8>, a call passing <2 x i8>, ...)."""
    out = []
    for elem in ABI_ELEMENTS:
        for count in ABI_COUNTS:
            ty = "<%d x %s>" % (count, elem)
            tag = "abi_%s" % mangle(ty)
            out.append(Fn(tag + "_ret", "define %s @%s_ret(%s %%a) {\n"
                          "  ret %s %%a\n}" % (ty, tag, ty, ty)))
            out.append(Fn(tag + "_dead", "define void @%s_dead(%s %%a, i32 %%b, "
                          "ptr %%p) {\n  store i32 %%b, ptr %%p\n  ret void\n}"
                          % (tag, ty)))
            out.append(Fn(tag + "_call", "declare %s @%s_ext(%s)\n"
                          "define void @%s_call(ptr %%p) {\n"
                          "  %%v = load %s, ptr %%p\n"
                          "  %%r = call %s @%s_ext(%s %%v)\n"
                          "  store %s %%r, ptr %%p\n  ret void\n}"
                          % (ty, tag, ty, tag, ty, ty, tag, ty, ty)))
    return out


ICMP_PREDICATES = "eq ne ugt uge ult ule sgt sge slt sle".split()
FCMP_PREDICATES = ("false oeq ogt oge olt ole one ord ueq ugt uge ult ule une "
                   "uno true").split()
COMPARED_INTS = ["i1", "i8", "i16", "i32", "i64", "<2 x i1>", "<2 x i8>",
                 "<2 x i16>", "<4 x i8>", "<2 x i32>", "<4 x i16>"]
COMPARED_FLOATS = ["half", "bfloat", "float", "double", "<2 x half>",
                   "<2 x bfloat>", "<4 x half>", "<2 x float>"]


def compare_functions():
    """Every icmp and fcmp predicate on scalars and vectors, its result
    branched on, selected with, and sign- or zero-extended to the operands'
    width (LLVM 19 stopped at an ordered i1 compare whose branch was
    inverted, and at a v2i16 compare folded into a v2i16 result)."""
    out = []
    for op, types, predicates in (("icmp", COMPARED_INTS, ICMP_PREDICATES),
                                  ("fcmp", COMPARED_FLOATS, FCMP_PREDICATES)):
        for ty in types:
            bits = {"half": 16, "bfloat": 16, "float": 32, "double": 64}.get(
                element(ty), None) or int(element(ty)[1:])
            wide = shaped(ty, "i%d" % bits)
            cond = shaped(ty, "i1")
            for pred in predicates:
                tag = "cmp_%s_%s_%s" % (op, pred, mangle(ty))
                head = "(%s %%a, %s %%b) {\n  %%c = %s %s %s %%a, %%b\n" % (
                    ty, ty, op, pred, ty)
                out.append(Fn(tag + "_select", "define %s @%s_select%s"
                              "  %%r = select %s %%c, %s %%a, %s %%b\n"
                              "  ret %s %%r\n}" % (ty, tag, head, cond, ty, ty, ty)))
                if wide != cond:
                    for ext in ("sext", "zext"):
                        out.append(Fn("%s_%s" % (tag, ext), "define %s @%s_%s%s"
                                      "  %%r = %s %s %%c to %s\n  ret %s %%r\n}"
                                      % (wide, tag, ext, head, ext, cond, wide, wide)))
                if not ty.startswith("<"):
                    out.append(Fn(tag + "_br", "define i32 @%s_br%s"
                                  "  br i1 %%c, label %%x, label %%y\n"
                                  "x:\n  ret i32 1\ny:\n  ret i32 7\n}" % (tag, head)))
    return out


def memory_order_functions():
    """Every fence, atomic load and atomic store the memory-order generator
    writes, at sm_90 (a superset of the other CPUs' cases)."""
    out = subprocess.run([sys.executable, os.path.join(HERE, "gen-memory-order-tests.py"),
                          "--lit", "sm_90"], capture_output=True, text=True,
                         check=True).stdout
    fns = []
    for m in re.finditer(r"^(@forms_g = .*\n)?(define void @(\w+)\(.*?^\})", out,
                         re.M | re.S):
        fns.append(Fn(m.group(3), (m.group(1) or "") + m.group(2)))
    return fns


def module(fns):
    return 'target triple = "nvptx64-nvidia-cuda"\n\n' + "\n\n".join(
        f.text for f in fns) + "\n"


class Runner:
    def __init__(self, args, tmp):
        self.args, self.tmp = args, tmp
        self.ptxas_archs = set(tools.probe_ptxas_archs(args.ptxas, args.cpus)) \
            if os.access(args.ptxas, os.X_OK) else set()
        self.counter = 0

    def compile(self, llc, cpu, fns):
        self.counter += 1
        path = os.path.join(self.tmp, "m%d-%d.ll" % (os.getpid(), id(fns) ^ self.counter))
        with open(path, "w") as f:
            f.write(module(fns))
        rc, out, err = tools.run([llc, "-mcpu=" + cpu, path, "-o", "-"])
        os.unlink(path)
        return rc, out, err

    def classify(self, llc, cpu, fns):
        """{index: (class, detail)} of the functions \\p fns."""
        rc, ptx, err = self.compile(llc, cpu, fns)
        crash = tools.crashed(rc, err)
        if rc == 0 and not crash:
            cls = "ok"
            if cpu in self.ptxas_archs:
                prc, _, perr = tools.ptxas_run(self.args.ptxas, cpu, ptx)
                cls = "ptxas-clean" if prc == 0 else "ptxas-rejected"
                if prc and len(fns) > 1:
                    return self.split(llc, cpu, fns)
                if prc:
                    return {0: (cls, perr.strip().splitlines()[0] if perr.strip() else "")}
            return {i: (cls, "") for i in range(len(fns))}
        if len(fns) > 1:
            return self.split(llc, cpu, fns)
        if rc == 1 and "error:" in err and not crash:
            return {0: ("error", err.strip().splitlines()[0])}
        return {0: ("crash", (err.strip().splitlines() or ["exit %d" % rc])[0])}

    def split(self, llc, cpu, fns):
        half = len(fns) // 2
        out = self.classify(llc, cpu, fns[:half])
        for i, r in self.classify(llc, cpu, fns[half:]).items():
            out[half + i] = r
        return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--llc", action="append", required=True, metavar="[NAME=]PATH")
    ap.add_argument("--cpus", default=",".join(DEFAULT_CPUS))
    ap.add_argument("--match", help="only functions whose name matches this regex")
    ap.add_argument("--batch", type=int, default=48)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--ptxas", default=tools.find_ptxas() or "/usr/local/cuda/bin/ptxas")
    ap.add_argument("--expect-clean", action="append", default=[], metavar="NAME",
                    help="exit 1 if this llc crashed or had PTX rejected")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    args.cpus = args.cpus.split(",")
    fns = (generic_functions() + memory_order_functions() + abi_functions() +
           compare_functions())
    if args.match:
        fns = [f for f in fns if re.search(args.match, f.name)]
    llcs = [tuple(l.split("=", 1)) if "=" in l else (os.path.basename(l), l)
            for l in args.llc]
    tmp = tempfile.mkdtemp(prefix="generic-ir-sweep-")
    runner = Runner(args, tmp)
    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = []
        for name, path in llcs:
            for cpu in args.cpus:
                for s in range(0, len(fns), args.batch):
                    chunk = fns[s:s + args.batch]
                    jobs.append((name, cpu, s, pool.submit(runner.classify, path, cpu, chunk)))
        for name, cpu, s, fut in jobs:
            for i, r in fut.result().items():
                results[(name, cpu, fns[s + i].name)] = r
    print("functions: %d, CPUs: %d (%s)" % (len(fns), len(args.cpus), ",".join(args.cpus)))
    bad = False
    for name, _ in llcs:
        counts = collections.Counter(cls for (n, _, _), (cls, _) in results.items()
                                     if n == name)
        print("%s: %s" % (name, ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
        if name in args.expect_clean and (counts["crash"] or counts["ptxas-rejected"]):
            bad = True
    if args.verbose or bad:
        for (name, cpu, fn), (cls, detail) in sorted(results.items()):
            if cls in ("crash", "ptxas-rejected"):
                print("  %s %s %s %s: %s" % (cls, name, cpu, fn, detail[:160]))
        ref = "llvm22"
        for (name, cpu, fn), (cls, detail) in sorted(results.items()):
            theirs = results.get((ref, cpu, fn))
            if name != ref and cls == "error" and theirs and theirs[0] in (
                    "ok", "ptxas-clean"):
                print("  rejected-but-llvm22-compiles %s %s %s: %s" % (name, cpu, fn,
                                                                       detail[:160]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Generates the tests of LLVM IR's memory ordering on NVPTX: fences, atomic
loads and atomic stores, every ordering x scope x address space x type.

What each should become is written down here from the PTX ISA's memory
model and the mapping of C++ atomics to PTX (Lustig et al., ASPLOS'19, the
mapping LLVM 22's NVPTX implements), independently of the TableGen
definitions (Families/NVPTXMemoryOrder.td) and of their selection:

  fence seq_cst                  fence.sc.SCOPE
  fence acquire/release          fence.acq_rel.SCOPE, or fence.acquire.SCOPE /
                                 fence.release.SCOPE from sm_90 with PTX 8.6
  fence acq_rel                  fence.acq_rel.SCOPE
  load atomic acquire            ld.acquire.SCOPE
  load atomic seq_cst            fence.sc.SCOPE, then ld.acquire.SCOPE
  store atomic release           st.release.SCOPE
  store atomic seq_cst           fence.sc.SCOPE, then st.release.SCOPE

SCOPE is cta (syncscope "block"), cluster ("cluster"), gpu ("device") or
sys (the system, or any volatile atomic). Targets: the memory model needs
sm_70 with PTX ISA 6.0, the cluster scope sm_90 with PTX ISA 7.8; below
sm_70 a fence is membar.cta/.gl/.sys and an acquire or release access is
an error. Local and constant memory belong to the thread (or to no
writer): their atomic accesses are plain ld/st, without a fence.
syncscope("singlethread") orders only the thread against itself: its
accesses are plain ld/st and its fences no instruction (LLVM 22's llc stops
on both, so --no-singlethread leaves them out for it).

Usage:
  gen-memory-order-tests.py --lit CPU [--ptx N] [--no-singlethread]
        IR of everything CPU has, one function each, with CHECK lines that
        hold for this project's llc and for LLVM 22's (whose ld/st types
        are .bN where LLVM 19 writes .uN, .fN)
  gen-memory-order-tests.py --rejected CPU [--ptx N]
        IR of everything CPU lacks, one function each (for
        check-rejected.py), and --errors CPU the error each gets
  gen-memory-order-tests.py --count CPU [--ptx N]
"""
import argparse
import sys

# IR type: (name in function names, alignment, FileCheck pattern of the
# PTX type suffix (LLVM 19's or 22's), register pattern).
TYPES = [
    ("i8", "i8", 1, "{{[bu]}}8", "%rs{{[0-9]+}}"),
    ("i16", "i16", 2, "{{[bu]}}16", "%rs{{[0-9]+}}"),
    ("half", "f16", 2, "b16", "%rs{{[0-9]+}}"),
    ("bfloat", "bf16", 2, "b16", "%rs{{[0-9]+}}"),
    ("i32", "i32", 4, "{{[bu]}}32", "%r{{[0-9]+}}"),
    ("float", "f32", 4, "{{[bf]}}32", "%{{f|r}}{{[0-9]+}}"),
    ("i64", "i64", 8, "{{[bu]}}64", "%rd{{[0-9]+}}"),
    ("double", "f64", 8, "{{[bf]}}64", "%{{fd|rd}}{{[0-9]+}}"),
    ("ptr", "ptr", 8, "{{[bu]}}64", "%rd{{[0-9]+}}"),
]
# Address space: (number, name, PTX state space, whether the memory is the
# thread's own or nobody's to write: plain accesses).
SPACES = [(0, "generic", "", False), (1, "global", ".global", False),
          (3, "shared", ".shared", False), (5, "local", ".local", True),
          (4, "const", ".const", True)]
# IR syncscope: (name in function names, IR text, PTX scope).
SCOPES = [("sys", "", "sys"), ("device", ' syncscope("device")', "gpu"),
          ("block", ' syncscope("block")', "cta"),
          ("cluster", ' syncscope("cluster")', "cluster"),
          ("thread", ' syncscope("singlethread")', None)]
FENCE_ORDERS = ["acquire", "release", "acq_rel", "seq_cst"]
LOAD_ORDERS = ["acquire", "seq_cst"]
STORE_ORDERS = ["release", "seq_cst"]


class Target:
    def __init__(self, cpu, ptx):
        self.cpu = cpu
        self.sm = int("".join(c for c in cpu[3:] if c.isdigit()))
        self.ptx = ptx or default_ptx(self.sm)

    def memory_model(self):
        return self.sm >= 70 and self.ptx >= 60

    def cluster(self):
        return self.sm >= 90 and self.ptx >= 78

    def split_fences(self):
        return self.sm >= 90 and self.ptx >= 86


def default_ptx(sm):
    """The PTX ISA version llc writes for sm_NN without -mattr: the first
    that has the target (LLVM's NVPTX.td)."""
    for sm_min, ptx in [(90, 78), (89, 78), (87, 74), (86, 71), (80, 70),
                        (75, 63), (72, 61), (70, 60), (60, 50)]:
        if sm >= sm_min:
            return ptx
    return 32


class Case:
    """One function: its IR, its CHECK lines, and why a target lacks it
    (None when it has it)."""

    def __init__(self, name, ir, checks, lacks):
        self.name, self.ir, self.checks, self.lacks = name, ir, checks, lacks


def describe(kind, volatile, scope_ir, order):
    return "'%s%s%s %s'" % (kind, " volatile" if volatile else "", scope_ir,
                            order)


def unsupported(what, t, needs):
    """The error for \p what (describe()) on target \p t, which lacks
    \p needs."""
    return "%s is not supported on %s; %s" % (what, target_name(t), needs)


CLUSTER_NEEDS = "the cluster scope needs sm_90+ with PTX ISA 7.8+"
ORDERING_NEEDS = "ld.acquire and st.release need sm_70+ with PTX ISA 6.0+"


def fence_cases(t):
    for order in FENCE_ORDERS:
        for sname, sir, sptx in SCOPES:
            name = "fence_%s_%s" % (order, sname)
            ir = ["define void @%s() {" % name, "  fence%s %s" % (sir, order),
                  "  ret void", "}"]
            lacks = None
            if sname == "cluster" and not t.cluster():
                lacks = unsupported(describe("fence", False, sir, order), t,
                                    CLUSTER_NEEDS)
            checks = ["CHECK-LABEL: %s(" % name]
            if sptx is None:
                checks += ["CHECK-NOT: {{(fence|membar)[.]}}", "CHECK: ret;"]
            elif lacks:
                pass  # rejected: the error is checked, not the PTX
            elif not t.memory_model():
                membar = {"cta": "cta", "gpu": "gl", "sys": "sys"}[sptx]
                checks += ["CHECK: membar.%s;" % membar]
            else:
                sem = "acq_rel"
                if order == "seq_cst":
                    sem = "sc"
                elif order in ("acquire", "release") and t.split_fences():
                    sem = order
                checks += ["CHECK: fence.%s.%s;" % (sem, sptx)]
            yield Case(name, ir, checks, lacks)


def target_name(t):
    return "%s with PTX ISA %d.%d" % (t.cpu, t.ptx // 10, t.ptx % 10)


def access_cases(t, store):
    orders = STORE_ORDERS if store else LOAD_ORDERS
    kind = "store atomic" if store else "load atomic"
    for ir_ty, tname, align, ptx_ty, reg in TYPES:
        for asn, aname, space, private in SPACES:
            if store and asn == 4:
                continue  # constant memory is not written
            for order in orders:
                for sname, sir, sptx in SCOPES:
                    for volatile in (False, True):
                        if volatile and (sname not in ("block", "cluster") or
                                         ir_ty != "i32"):
                            continue  # volatile: a few, where it changes the scope
                        name = "%s_%s_%s_%s_%s%s" % ("st" if store else "ld", tname,
                                                     aname, order, sname,
                                                     "_volatile" if volatile else "")
                        pty = "ptr" + (" addrspace(%d)" % asn if asn else "")
                        vol = " volatile" if volatile else ""
                        if store:
                            ir = ["define void @%s(%s %%p, %s %%v) {" % (name, pty, ir_ty),
                                  "  store atomic%s %s %%v, %s %%p%s %s, align %d"
                                  % (vol, ir_ty, pty, sir, order, align),
                                  "  ret void", "}"]
                        else:
                            ir = ["define void @%s(%s %%p, ptr %%out) {" % (name, pty),
                                  "  %%v = load atomic%s %s, %s %%p%s %s, align %d"
                                  % (vol, ir_ty, pty, sir, order, align),
                                  "  store %s %%v, ptr %%out, align %d" % (ir_ty, align),
                                  "  ret void", "}"]
                        plain = private or sptx is None
                        lacks = None
                        if not plain:
                            what = describe(kind, volatile, sir, order)
                            if sptx == "cluster" and not t.cluster():
                                lacks = unsupported(what, t, CLUSTER_NEEDS)
                            elif not t.memory_model():
                                lacks = unsupported(what, t, ORDERING_NEEDS)
                        scope = "sys" if volatile else sptx
                        addr = "[{{%rd?[0-9]+}}]"
                        checks = ["CHECK-LABEL: %s(" % name]
                        if plain:
                            op = "st" if store else "ld"
                            checks += ["CHECK-NOT: {{(fence|membar)[.]}}",
                                       "CHECK: %s%s.%s %s" % (
                                           op, space, ptx_ty,
                                           "%s, %s;" % (addr, reg) if store
                                           else "%s, %s;" % (reg, addr))]
                        else:
                            if order == "seq_cst":
                                checks += ["CHECK: fence.sc.%s;" % scope]
                            checks += ["CHECK-NOT: {{(fence|membar)[.]}}"]
                            if store:
                                checks += ["CHECK: st.release.%s%s.%s %s, %s;"
                                           % (scope, space, ptx_ty, addr, reg)]
                            else:
                                checks += ["CHECK: ld.acquire.%s%s.%s %s, %s;"
                                           % (scope, space, ptx_ty, reg, addr)]
                        yield Case(name, ir, checks, lacks)


def address_form_cases(t):
    """The address forms: a global symbol, and a register plus offset, at
    device scope (the others are the register form above)."""
    if not t.memory_model():
        return
    name = "forms_global_i32"
    ir = ["@forms_g = addrspace(1) global [8 x i32] zeroinitializer",
          "define void @%s(ptr addrspace(1) %%p) {" % name,
          '  %v = load atomic i32, ptr addrspace(1) @forms_g syncscope("device") acquire, align 4',
          "  %q = getelementptr i32, ptr addrspace(1) %p, i64 4",
          '  store atomic i32 %v, ptr addrspace(1) %q syncscope("device") release, align 4',
          "  ret void", "}"]
    checks = ["CHECK-LABEL: %s(" % name,
              "CHECK: ld.acquire.gpu.global.{{[bu]}}32 %r{{[0-9]+}}, [forms_g];",
              "CHECK: st.release.gpu.global.{{[bu]}}32 [{{%rd?[0-9]+}}+16], %r{{[0-9]+}};"]
    yield Case(name, ir, checks, None)


def cases(t, singlethread=True):
    out = []
    for gen in (fence_cases(t), access_cases(t, False), access_cases(t, True),
                address_form_cases(t)):
        for c in gen:
            if not singlethread and c.name.endswith(("_thread", "_thread_volatile")):
                continue
            out.append(c)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--lit", metavar="CPU")
    mode.add_argument("--rejected", metavar="CPU")
    mode.add_argument("--errors", metavar="CPU")
    mode.add_argument("--count", metavar="CPU")
    ap.add_argument("--ptx", type=int)
    ap.add_argument("--no-singlethread", action="store_true",
                    help="leave out syncscope(\"singlethread\"), on which LLVM 22 stops")
    args = ap.parse_args()
    cpu = args.lit or args.rejected or args.errors or args.count
    if not cpu.startswith("sm_") or not any(c.isdigit() for c in cpu):
        ap.error("CPU is sm_NN, not '%s'" % cpu)
    t = Target(cpu, args.ptx)
    all_cases = cases(t, not args.no_singlethread)
    has = [c for c in all_cases if c.lacks is None]
    lacks = [c for c in all_cases if c.lacks is not None]
    if args.count:
        print("%s: %d supported, %d rejected" % (target_name(t), len(has), len(lacks)))
        return 0
    if args.errors:
        for c in lacks:
            print("error: in function '%s': %s" % (c.name, c.lacks))
        return 0
    chosen = has if args.lit else lacks
    lines = ['target triple = "nvptx64-nvidia-cuda"', ""]
    for c in chosen:
        if args.lit:
            lines += ["; " + ch for ch in c.checks]
        lines += c.ir + [""]
    sys.stdout.write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())

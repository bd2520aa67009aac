#!/usr/bin/env python3
"""Generates the tests of the synchronisation and memory-hint intrinsics.

The CTA barriers (llvm.nvvm.barrier.cta.*), the scoped mbarrier waits and
transaction counts that gen-tma-tests.py does not cover (complete_tx,
expect_tx on a shared::cluster barrier, test_wait and try_wait in every
form but the acquire parity try_wait), the restricted cluster fences and
fence.proxy.alias, cluster launch control, st.bulk, griddepcontrol,
prefetch, applypriority, discard, the special registers of shared-memory
sizes and globaltimer_lo, pmevent.mask and the floating-point redux.sync.
The intrinsics, their operands, the PTX each one prints and the targets
that have it are written down here independently of the TableGen
definitions (NVPTXSync.td, NVPTXMbarrier.td), from the PTX ISA and LLVM
22's IntrinsicsNVVM.td; the target rules are LLVM 22's predicates, found by
asking LLVM 22's llc for every CPU and PTX ISA version, which fails with
"Cannot select" where a target lacks an intrinsic.

Usage: gen-sync-tests.py --list | --lit CPU | --rejected CPU | --count CPU
       [--ptx N]
(the lattice generators' command line: utils/nvptx_atoms/lattice.py).
--list prints the declarations in LLVM 19's spelling (nocapture);
--lit and --rejected cover every operand combination, constants included.

The barrier number and thread count of the CTA barriers are passed both
in registers and as constants, which LLVM 22 prints in place (`bar.sync 0`);
every combination is a function of its own. The immediate operands take
the values ptxas accepts: st.bulk's initial value 0, the 128-byte size of
applypriority and discard, pmevent masks 0 to 32767.

Where the rules are not LLVM 22's: LLVM 22 takes any st.bulk initial
value, applypriority or discard size and pmevent mask, and prints masks
with bit 15 set as negative numbers; ptxas rejects all of those, so the
extension gives an error (sync-errors.ll). LLVM 22 reads
%dynamic_smem_size, %total_smem_size and %globaltimer_lo on any PTX ISA
version; here they need the versions that introduced them (4.1, 3.1),
older than any LLVM 22 and ptxas share.
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The target predicates (family, accel, has), the parameter and intrinsic
# records (Choice: an operand passed as a register or a constant; an
# Intrinsic's ret_attrs), the register patterns and the command line are
# the package's.
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import (F32, PRED, R32, R64, Choice,  # noqa: E402
                                 Intrinsic, Param)


class Target(targets.Target):
    """A CPU and PTX ISA version, with LLVM 22's predicates for each
    family."""

    def any(self, ptx=0):
        return self.ptx >= ptx

    def clc_multicast(self):
        # The a/f targets of the sm_100, sm_101, sm_110 and sm_120 families.
        return (self.family(90, [100, 110, 120])
                or self.family(88, [100, 101, 120])
                or self.accel(86, [100, 101, 120]))

    def redux_f32(self):
        # The sm_100 family only: sm_100a, sm_100f, sm_103a, sm_103f.
        return self.family(88, [100]) or self.accel(86, [100])


def operand(value, reg=R32):
    """A Choice operand in the PTX: its register or its constant."""
    return reg if value is None else str(value)


def barriers():
    out = []
    for op, ptx, ret in (("sync", "sync", "void"), ("arrive", "arrive", "void"),
                         ("red.popc", "red.popc.u32", "i32"),
                         ("red.and", "red.and.pred", "i1"),
                         ("red.or", "red.or.pred", "i1")):
        for aligned in (False, True):
            for count in ((True,) if op == "arrive" else (False, True)):
                name = "llvm.nvvm.barrier.cta.%s%s.%s" % (
                    op, ".aligned" if aligned else "",
                    "count" if count else "all")
                params = [Choice("i32", [1])] + (
                    [Choice("i32", [64])] if count else []) + (
                    [Param("i1")] if ret != "void" else [])

                def text(imms, aligned=aligned, ptx=ptx, ret=ret):
                    ops = [operand(v) for v in imms]
                    if ret != "void":
                        ops = [PRED if ret == "i1" else R32] + ops + [PRED]
                    return "%s.%s %s;" % ("bar" if aligned else "barrier", ptx,
                                          ", ".join(ops))
                out.append(Intrinsic(
                    name, ret, params, text,
                    lambda t, imms, aligned=aligned:
                    t.any() if aligned else t.any(60)))
    return out


def mbarriers():
    out = []
    MB = "llvm.nvvm.mbarrier."
    # expect_tx on this CTA's barrier is gen-tma-tests.py's.
    for op, scope, space in itertools.product(("expect", "complete"),
                                              ("cta", "cluster"),
                                              ("cta", "cluster")):
        if op == "expect" and space == "cta":
            continue
        cta = space == "cta"
        out.append(Intrinsic(
            MB + "%s.tx.scope.%s.space.%s" % (op, scope, space), "void",
            [Param("ptr addrspace(%d)" % (3 if cta else 7)), Param("i32")],
            lambda imms, op=op, scope=scope, ss=".shared" if cta else
            ".shared::cluster": "mbarrier.%s_tx.relaxed.%s%s.b64 [%s], %s;"
            % (op, scope, ss, R64, R32),
            lambda t, imms: t.has(90, 80)))
    # Acquire at CTA scope is the default and prints no qualifier.
    for op, parity, tl, relaxed, scope in itertools.product(
            ("test", "try"), (False, True), (False, True), (False, True),
            ("cta", "cluster")):
        if tl and op == "test":
            continue
        if op == "try" and parity and not tl and not relaxed:
            continue  # gen-tma-tests.py's
        name = MB + "%s.wait%s%s%s.scope.%s.space.cta" % (
            op, ".parity" if parity else "", ".tl" if tl else "",
            ".relaxed" if relaxed else "", scope)
        sem = (".relaxed." + scope if relaxed else
               ".acquire.cluster" if scope == "cluster" else "")
        phase = R32 if parity else R64
        params = [Param("ptr addrspace(3)", attrs="nocapture"),
                  Param("i32" if parity else "i64")] + (
                      [Param("i32")] if tl else [])

        def supported(t, imms, op=op, parity=parity, relaxed=relaxed,
                      scope=scope):
            if relaxed:
                return t.has(90, 86)
            if scope == "cluster":
                return t.has(90, 80)
            if op == "try":
                return t.has(90, 78)
            return t.has(80, 71 if parity else 70)
        out.append(Intrinsic(
            name, "i1", params,
            lambda imms, op=op, parity=parity, sem=sem, phase=phase, tl=tl:
            "mbarrier.%s_wait%s%s.shared.b64 %s, [%s], %s%s;" % (
                op, ".parity" if parity else "", sem, PRED, R64, phase,
                ", " + R32 if tl else ""),
            supported))
    return out


def fences():
    out = []
    for proxy in (False, True):
        for sem, space in (("acquire", "cluster"), ("release", "cta")):
            out.append(Intrinsic(
                "llvm.nvvm.fence.%s%s.sync_restrict.space.%s.scope.cluster" % (
                    "proxy.async_generic." if proxy else "", sem, space),
                "void", [],
                lambda imms, proxy=proxy, sem=sem, space=space:
                "fence.%s%s.sync_restrict::shared::%s.cluster;" % (
                    "proxy.async::generic." if proxy else "", sem, space),
                lambda t, imms: t.has(90, 86)))
    out.append(Intrinsic("llvm.nvvm.fence.proxy.alias", "void", [],
                         lambda imms: "fence.proxy.alias;",
                         lambda t, imms: t.has(70, 75)))
    return out


def cluster_launch_control():
    out = []
    CLC = "llvm.nvvm.clusterlaunchcontrol."
    for mc in (False, True):
        out.append(Intrinsic(
            CLC + "try_cancel.async%s.shared" % (".multicast" if mc else ""),
            "void", [Param("ptr addrspace(3)"), Param("ptr addrspace(3)")],
            lambda imms, mc=mc: "clusterlaunchcontrol.try_cancel.async."
            "shared::cta.mbarrier::complete_tx::bytes%s.b128 [%s], [%s];" % (
                ".multicast::cluster::all" if mc else "", R64, R64),
            (lambda t, imms: t.clc_multicast()) if mc else
            (lambda t, imms: t.has(100, 86))))
    # The response is joined from its two halves in a register of its own.
    for query, ret, ptx, reg in (
            ("is_canceled", "i1", "is_canceled.pred", PRED),
            ("get_first_ctaid.x", "i32", "get_first_ctaid::x.b32", R32),
            ("get_first_ctaid.y", "i32", "get_first_ctaid::y.b32", R32),
            ("get_first_ctaid.z", "i32", "get_first_ctaid::z.b32", R32)):
        out.append(Intrinsic(
            CLC + "query_cancel." + query, ret, [Param("i128")],
            lambda imms, ptx=ptx, reg=reg:
            "mov.b128 %%clc_handle, {%s, %s};\n; CHECK-NEXT: "
            "clusterlaunchcontrol.query_cancel.%s.b128 %s, %%clc_handle;" % (
                R64, R64, ptx, reg),
            lambda t, imms: t.has(100, 86)))
    return out


def memory_hints():
    out = []
    for space, ptr, ss in (("", "ptr", ""),
                           (".shared.cta", "ptr addrspace(3)", ".shared::cta")):
        out.append(Intrinsic(
            "llvm.nvvm.st.bulk" + space, "void",
            [Param(ptr, attrs="writeonly nocapture"), Param("i64"),
             Param("i64", [0])],
            lambda imms, ss=ss: "st.bulk%s [%s], %s, %d;" % (ss, R64, R64,
                                                             imms[0]),
            lambda t, imms: t.has(100, 86)))
    for op, ptx in (("launch.dependents", "launch_dependents"),
                    ("wait", "wait")):
        out.append(Intrinsic("llvm.nvvm.griddepcontrol." + op, "void", [],
                             lambda imms, ptx=ptx: "griddepcontrol.%s;" % ptx,
                             lambda t, imms: t.has(90, 78)))
    for name, ptr, ptx in (
            ("prefetch.L1", "ptr", "prefetch.L1"),
            ("prefetch.L2", "ptr", "prefetch.L2"),
            ("prefetch.global.L1", "ptr addrspace(1)", "prefetch.global.L1"),
            ("prefetch.global.L2", "ptr addrspace(1)", "prefetch.global.L2"),
            ("prefetch.global.L2.evict.last", "ptr addrspace(1)",
             "prefetch.global.L2::evict_last"),
            ("prefetch.global.L2.evict.normal", "ptr addrspace(1)",
             "prefetch.global.L2::evict_normal"),
            ("prefetch.local.L1", "ptr addrspace(5)", "prefetch.local.L1"),
            ("prefetch.local.L2", "ptr addrspace(5)", "prefetch.local.L2"),
            ("prefetchu.L1", "ptr", "prefetchu.L1")):
        out.append(Intrinsic(
            "llvm.nvvm." + name, "void",
            [Param(ptr, attrs="readonly nocapture")],
            lambda imms, ptx=ptx: "%s [%s];" % (ptx, R64),
            lambda t, imms: t.has(90, 80)))
    for space, ptr, ss in (("", "ptr", ""), (".global", "ptr addrspace(1)",
                                             ".global")):
        out.append(Intrinsic(
            "llvm.nvvm.applypriority%s.L2.evict.normal" % space, "void",
            [Param(ptr, attrs="readonly nocapture"), Param("i64", [128])],
            lambda imms, ss=ss: "applypriority%s.L2::evict_normal [%s], %d;"
            % (ss, R64, imms[0]),
            lambda t, imms: t.has(80, 74)))
        out.append(Intrinsic(
            "llvm.nvvm.discard%s.L2" % space, "void",
            [Param(ptr, attrs="nocapture"), Param("i64", [128])],
            lambda imms, ss=ss: "discard%s.L2 [%s], %d;" % (ss, R64, imms[0]),
            lambda t, imms: t.has(80, 74)))
    return out


def registers_and_reductions():
    out = []
    for name, sm, ptx in (("aggr_smem_size", 90, 81),
                          ("dynamic_smem_size", 0, 41),
                          ("total_smem_size", 0, 41),
                          ("globaltimer.lo", 0, 31)):
        out.append(Intrinsic(
            "llvm.nvvm.read.ptx.sreg." + name, "i32", [],
            lambda imms, reg=name.replace(".", "_"):
            "mov.u32 %s, %%%s;" % (R32, reg),
            lambda t, imms, sm=sm, ptx=ptx: t.has(sm, ptx),
            ret_attrs="noundef "))
    out.append(Intrinsic(
        "llvm.nvvm.pm.event.mask", "void", [Param("i16", [0, 3, 32767])],
        lambda imms: "pmevent.mask %d;" % imms[0],
        lambda t, imms: t.any()))
    for op, abs_, nan in itertools.product(("min", "max"), (False, True),
                                           (False, True)):
        suffix = (".abs" if abs_ else "") + (".NaN" if nan else "")
        out.append(Intrinsic(
            "llvm.nvvm.redux.sync.f%s%s" % (op, suffix), "float",
            [Param("float"), Param("i32")],
            lambda imms, op=op, suffix=suffix:
            "redux.sync.%s%s.f32 %s, %s, %s;" % (op, suffix, F32, F32, R32),
            lambda t, imms: t.redux_f32()))
    return out


def intrinsics():
    return (barriers() + mbarriers() + fences() + cluster_launch_control()
            + memory_hints() + registers_and_reductions())


if __name__ == "__main__":
    lattice.main(intrinsics, Target, "gen-sync-tests.py")

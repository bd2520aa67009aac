#!/usr/bin/env python3
"""Generates the tests of the tcgen05 intrinsics (sm_100a and relatives).

The intrinsics, their immediate operands, the PTX each one prints and the
targets that have it are written down here independently of the TableGen
definitions (NVPTXTcgen05.td), from the PTX ISA and LLVM 22's
IntrinsicsNVVM.td and NVPTXSubtarget.h. The target rules are LLVM 22's
predicates, except where CUDA 13.0's ptxas rejects what LLVM 22 emits
(block-scaled MMA below PTX ISA 8.8).

Usage: gen-tcgen05-tests.py --list | --lit CPU | --rejected CPU | --count CPU
       [--ptx N] [--sample-scales]
(the lattice generators' command line: utils/nvptx_atoms/lattice.py).
--list prints the declarations in LLVM 19's spelling (nocapture, no
range() on immarg parameters).

Immediate operands take every value of their range, except the 16x32bx2
column offset, any 32-bit integer: its least, 0 and its greatest. With
--sample-scales scale_input_d takes only 0 and 15 (for checks that compile
each function on its own).
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import (PRED, R16, R32, R64, Intrinsic,  # noqa: E402
                                 Param, regs)


class Target(targets.Target):
    """A CPU and PTX ISA version with LLVM 22's predicates; tcgen05() is
    targets.Target's."""

    def shift(self):
        return (self.accel(90, [100, 110, 103]) or
                self.accel(88, [100, 101, 103]) or self.accel(86, [100, 101]))

    def scale_d(self):
        return self.family(88, [100]) or self.accel(86, [100])

    def i8(self):
        return self.accel(90, [100, 110]) or self.accel(86, [100, 101])

    def sparse_fp4(self):
        # LLVM 22 allows PTX ISA 8.6 (mxf4) and 8.7 (mxf4nvf4) on sm_100a
        # and sm_101a; ptxas wants 8.8 ("Feature '.block32' requires PTX ISA
        # .version 8.8 or later").
        return self.accel(90, [100, 110, 103]) or self.accel(88, [100, 101, 103])


def intrinsics():
    T5 = "llvm.nvvm.tcgen05."
    tm = lambda attrs="": Param("ptr addrspace(6)", attrs=attrs)
    base = lambda t, imms: t.tcgen05()
    out = []
    for cg in (1, 2):
        for shared in (False, True):
            ptr = "ptr addrspace(3)" if shared else "ptr"
            sp = ".shared" if shared else ""
            out.append(Intrinsic(
                T5 + "alloc%s.cg%d" % (sp, cg), "void",
                [Param(ptr, attrs="writeonly nocapture"), Param("i32")],
                lambda imms, cg=cg, shared=shared:
                "tcgen05.alloc.cta_group::%d.sync.aligned%s.b32 [%s], %s;" % (
                    cg, ".shared::cta" if shared else "", R64, R32), base))
            for mc in (False, True):
                out.append(Intrinsic(
                    T5 + "commit%s%s.cg%d" % (".mc" if mc else "", sp, cg),
                    "void", [Param(ptr, attrs="nocapture")] +
                    ([Param("i16")] if mc else []),
                    lambda imms, cg=cg, mc=mc:
                    "tcgen05.commit.cta_group::%d.mbarrier::arrive::one."
                    "shared::cluster%s.b64 [%s]%s;" % (
                        cg, ".multicast::cluster" if mc else "", R64,
                        ", " + R16 if mc else ""), base))
        out.append(Intrinsic(
            T5 + "dealloc.cg%d" % cg, "void",
            [tm("nocapture"), Param("i32")],
            lambda imms, cg=cg: "tcgen05.dealloc.cta_group::%d.sync.aligned.b32"
            " %s, %s;" % (cg, R32, R32), base))
        out.append(Intrinsic(
            T5 + "relinq.alloc.permit.cg%d" % cg, "void", [],
            lambda imms, cg=cg: "tcgen05.relinquish_alloc_permit."
            "cta_group::%d.sync.aligned;" % cg, base))
        out.append(Intrinsic(
            T5 + "shift.down.cg%d" % cg, "void", [tm("nocapture")],
            lambda imms, cg=cg: "tcgen05.shift.cta_group::%d.down [%s];" % (
                cg, R32), lambda t, imms: t.shift()))
    for f in ("before", "after"):
        out.append(Intrinsic(T5 + "fence.%s.thread.sync" % f, "void", [],
                             lambda imms, f=f: "tcgen05.fence::%s_thread_sync;"
                             % f, base))
    for w in ("ld", "st"):
        out.append(Intrinsic(T5 + "wait." + w, "void", [],
                             lambda imms, w=w: "tcgen05.wait::%s.sync.aligned;"
                             % w, base))
    for shape, ptx_shape in (
            ("128x256b", "128x256b"), ("4x256b", "4x256b"),
            ("128x128b", "128x128b"),
            ("64x128b_warpx2_02_13", "64x128b.warpx2::02_13"),
            ("64x128b_warpx2_01_23", "64x128b.warpx2::01_23"),
            ("32x128b_warpx4", "32x128b.warpx4")):
        for src in ("", "b6x16_p32", "b4x16_p64"):
            for cg in (1, 2):
                out.append(Intrinsic(
                    T5 + "cp.%s%s.cg%d" % (shape, "." + src if src else "", cg),
                    "void", [tm("nocapture"), Param("i64")],
                    lambda imms, cg=cg, s=ptx_shape, src=src:
                    "tcgen05.cp.cta_group::%d.%s%s [%s], %s;" % (
                        cg, s, ".b8x16." + src if src else "", R32, R64),
                    base))
    # ld/st: shape -> 32-bit registers per repetition.
    for shape, per in (("16x64b", 1), ("16x128b", 2), ("16x256b", 4),
                       ("32x32b", 1), ("16x32bx2", 1)):
        for reps in (1, 2, 4, 8, 16, 32, 64, 128):
            n = reps * per
            if n > 128:
                continue
            ty = "i32" if n == 1 else "<%d x i32>" % n
            off = ([Param("i64", [-2147483648, 0, 2147483647])]
                   if shape == "16x32bx2" else [])
            out.append(Intrinsic(
                T5 + "ld.%s.x%d" % (shape, reps), ty,
                [tm("nocapture")] + off + [Param("i1", [0, 1])],
                lambda imms, s=shape, r=reps, n=n, o=bool(off):
                "tcgen05.ld.sync.aligned.%s.x%d%s.b32 %s, [%s]%s;" % (
                    s, r, ".pack::16b" if imms[-1] else "", regs(R32, n), R32,
                    ", %d" % imms[0] if o else ""), base))
            out.append(Intrinsic(
                T5 + "st.%s.x%d" % (shape, reps), "void",
                [tm("nocapture")] + off + [Param(ty), Param("i1", [0, 1])],
                lambda imms, s=shape, r=reps, n=n, o=bool(off):
                "tcgen05.st.sync.aligned.%s.x%d%s.b32 [%s]%s, %s;" % (
                    s, r, ".unpack::16b" if imms[-1] else "", R32,
                    ", %d" % imms[0] if o else "", regs(R32, n)), base))
    out += mma_intrinsics()
    return out


# The scale_input_d values tried (--sample-scales: the least and greatest).
SCALES = list(range(16))
KINDS = ["f16", "tf32", "f8f6f4", "i8"]
USAGE = ["discard", "lastuse", "fill", "use"]


def mma_intrinsics():
    out = []
    for tensor, sparse in itertools.product((False, True), repeat=2):
        a = "tensor" if tensor else "shared"
        head = [Param("ptr addrspace(6)", attrs="writeonly"),
                Param("ptr addrspace(6)", attrs="readonly") if tensor
                else Param("i64"), Param("i64"), Param("i32"), Param("i1")]
        head += [Param("ptr addrspace(6)")] if sparse else []
        a_ptx = "[%s]" % R32 if tensor else R64
        ops = lambda a_ptx=a_ptx, sparse=sparse: "[%s], %s, %s, %s%s" % (
            R32, a_ptx, R64, "[%s], " % R32 if sparse else "", R32)
        sp = ".sp" if sparse else ""

        # Plain, scale_d, disable_output_lane, ashift.
        for scale_d, lanes in itertools.product((False, True), (0, 4, 8)):
            for ashift in ((False, True) if tensor else (False,)):
                name = "llvm.nvvm.tcgen05.mma%s.%s%s%s%s" % (
                    sp, a, ".scale_d" if scale_d else "",
                    ".disable_output_lane.cg%d" % (lanes // 4) if lanes else "",
                    ".ashift" if ashift else "")
                params = list(head)
                if scale_d:
                    params.append(Param("i64", SCALES))
                if lanes:
                    params.append(Param("<%d x i32>" % lanes))
                params.append(Param("i32", list(range(2 if scale_d else 4))))
                if not lanes:
                    params.append(Param("i32", [1, 2]))
                params.append(Param("i32", list(range(2 if ashift else 4))))

                def ptx(imms, scale_d=scale_d, lanes=lanes, ashift=ashift,
                        sp=sp, ops=ops):
                    imms = list(imms)
                    scale = imms.pop(0) if scale_d else None
                    kind = imms.pop(0)
                    cg = lanes // 4 if lanes else imms.pop(0)
                    usage = imms.pop(0)
                    mod = "tcgen05.mma%s.cta_group::%d.kind::%s" % (
                        sp, cg, KINDS[kind])
                    coll = ".collector::a::" + USAGE[usage]
                    mod += (".ashift" + coll) if ashift and lanes else (
                        coll + (".ashift" if ashift else ""))
                    return "%s %s, %s%s%s;" % (
                        mod, ops(), regs(R32, lanes) + ", " if lanes else "",
                        PRED, ", %d" % scale if scale_d else "")

                def supported(t, imms, scale_d=scale_d, lanes=lanes):
                    if scale_d:
                        return t.scale_d()
                    kind = imms[0]
                    return t.i8() if kind == 3 else t.tcgen05()
                out.append(Intrinsic(name, "void", params, ptx, supported))

        # Block-scaled.
        for kind, blocks in (("mxf8f6f4", ["", "block32"]),
                             ("mxf4", ["", "block32"]),
                             ("mxf4nvf4", ["block16", "block32"])):
            for block in blocks:
                name = "llvm.nvvm.tcgen05.mma%s.%s.%s.block_scale%s" % (
                    sp, a, kind, "." + block if block else "")
                params = head + [Param("ptr addrspace(6)"),
                                 Param("ptr addrspace(6)"),
                                 Param("i32", [1, 2]),
                                 Param("i32", list(range(4)))]

                def ptx(imms, kind=kind, block=block, sp=sp, ops=ops):
                    return ("tcgen05.mma%s.cta_group::%d.kind::%s.block_scale%s"
                            ".collector::a::%s %s, [%s], [%s], %s;" % (
                                sp, imms[0], kind, "." + block if block else "",
                                USAGE[imms[1]], ops(), R32, R32, PRED))

                def supported(t, imms, kind=kind, sparse=sparse):
                    if sparse and kind != "mxf8f6f4":
                        return t.sparse_fp4()
                    # LLVM 22 allows the forms without .blockNN from PTX
                    # ISA 8.6, but their implicit .block32 needs 8.8.
                    return t.tcgen05() and t.ptx >= 88
                out.append(Intrinsic(name, "void", params, ptx, supported))

        # Weight-stationary.
        for zero_col_mask in (False, True):
            name = "llvm.nvvm.tcgen05.mma.ws%s.%s%s" % (
                sp, a, ".zero_col_mask" if zero_col_mask else "")
            params = head + ([Param("i64")] if zero_col_mask else []) + [
                Param("i32", list(range(4))) for _ in range(3)]

            def ptx(imms, zcm=zero_col_mask, sp=sp, ops=ops):
                return ("tcgen05.mma.ws%s.cta_group::1.kind::%s.collector::b%d::"
                        "%s %s, %s%s;" % (sp, KINDS[imms[0]], imms[1],
                                          USAGE[imms[2]], ops(), PRED,
                                          ", " + R64 if zcm else ""))

            def supported(t, imms):
                return t.i8() if imms[0] == 3 else t.tcgen05()
            out.append(Intrinsic(name, "void", params, ptx, supported))
    return out


def main():
    """The generators' command line (nvptx_atoms.lattice) and
    --sample-scales."""
    ap = lattice.parser()
    ap.add_argument("--sample-scales", action="store_true")
    args = ap.parse_args()
    if args.sample_scales:
        SCALES[:] = [0, 15]
    lattice.run(args, intrinsics, Target, "gen-tcgen05-tests.py")


if __name__ == "__main__":
    main()

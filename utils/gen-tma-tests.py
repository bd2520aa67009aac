#!/usr/bin/env python3
"""Generates the tests of the TMA intrinsics (sm_90 and later).

The tensor copies between global and shared memory (cp.async.bulk.tensor
g2s, g2s.cta, s2g, reduce, prefetch, in tile and im2col mode and in
Blackwell's im2col::w, im2col::w::128, tile::gather4 and tile::scatter4
modes), the contiguous bulk copies (cp.async.bulk
between global, shared::cta and shared::cluster, and its L2 prefetch), the
tensormap prefetch, fences and in-place
updates, the mbarrier operations that go with them (arrivals in every
scope and space, transaction counts, the parity wait, the cluster fence of
barrier initialisation), elect.sync and stmatrix. The intrinsics, their immediate operands, the PTX each one prints
and the targets that have it are written down here independently of the
TableGen definitions, from the PTX ISA and LLVM 22's IntrinsicsNVVM.td; the
target rules are LLVM 22's predicates, found by asking LLVM 22's llc, which
fails with "Cannot select" where a target lacks an intrinsic.

Usage: gen-tma-tests.py --list | --lit CPU | --rejected CPU | --count CPU
       [--ptx N]
(the lattice generators' command line: utils/nvptx_atoms/lattice.py).
--list prints the declarations in LLVM 19's spelling (nocapture, no
range() on immarg parameters).

Immediate operands take every value of their range: both values of every
flag, cta_group 0, 1 and 2, the tensormap ordinals 0 to 4 (LLVM 22 prints
any ordinal; ptxas wants 0 to 4), the immediate tensormap fields their
LLVM 22 ranges (elemtype 0 to 15, fill mode 0 and 1, interleave layout 0
to 2, swizzle atomicity 0 to 3, swizzle mode 0 to 4), the tensormap fence
size 128 (the only
one). Pointer operands are function parameters; with --lit, one more
function casts the shared::cta destination of a g2s copy to shared::cluster
(addrspace(3) to addrspace(7)), which LLVM 22 lowers as cvta.shared.u64
then cvta.to.shared::cluster.u64.

One rule is not LLVM 22's: LLVM 22 selects cp.reduce.async.bulk.tensor on
every target and PTX ISA version, and ptxas rejects it below sm_90 and PTX
ISA 8.0; the rule here is the PTX ISA's, sm_90 with PTX ISA 8.0, as for
the other tensor copies. (LLVM 22 and ptxas otherwise agree on every
combination; ptxas only warns, as an advisory, about .multicast::cluster
on targets other than sm_90a, sm_100a/f, sm_103a/f and sm_110a/f.)
Where LLVM 22 prints the modifiers of a g2s copy in another order than the
PTX ISA's syntax (.L2::cache_hint before .cta_group::N), the CHECK lines
follow LLVM 22; ptxas takes either.
"""
import itertools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# LLVM 22's target predicates (Target.family, Target.accel, Target.has,
# Target.tcgen05), the default PTX ISA versions, the parameter and
# intrinsic records, the register patterns and the command line are the
# package's.
from nvptx_atoms import lattice, targets  # noqa: E402
from nvptx_atoms.lattice import (PRED, R16, R32, R64, Intrinsic,  # noqa: E402
                                 Param, regs)


class Target(targets.Target):
    """A CPU and PTX ISA version; family() and accel() are LLVM 22's
    hasPTXWithFamilySMs and hasPTXWithAccelSMs."""

    def tma(self):
        # The TMA copies, tensor prefetches, prefetch.tensormap,
        # fence.proxy.async, the mbarrier expect_tx operations and
        # try_wait.parity at cluster scope.
        return self.has(90, 80)

    def tma_reduce(self):
        # LLVM 22 selects cp.reduce.async.bulk.tensor on every target and
        # PTX ISA version (even sm_75 with PTX ISA 6.3); ptxas wants sm_90
        # and PTX ISA 8.0 ("Feature 'cp.reduce.async.bulk.tensor' requires
        # .target sm_90 or higher"), as the PTX ISA says.
        return self.has(90, 80)

    def g2s(self, cta_group):
        # cta_group::1/2: LLVM 22's hasTMABlackwellSupport, which is
        # hasTcgen05InstSupport (sm_100a, sm_101a from PTX ISA 8.6, the
        # sm_100 and sm_101 families from 8.8, sm_110 from 9.0; sm_101 only
        # below 9.0, where it became sm_110). Never on sm_90a or sm_120.
        return self.tma() and (not cta_group or self.tcgen05())

    def tma_blackwell(self):
        # The im2col::w, im2col::w::128, tile::gather4 and tile::scatter4
        # copies: LLVM 22's hasTMABlackwellSupport, the tcgen05 targets.
        return self.tcgen05()

    def g2s_cta_blackwell(self):
        # g2s.cta in im2col::w and tile::gather4 mode: LLVM 22 selects them
        # on every target from sm_100 with PTX ISA 8.6 (sm_100, sm_120 and
        # sm_121 without a or f too), and ptxas assembles them there.
        return self.has(100, 86)

    def sm90_ptx78(self):
        # stmatrix m8n8 and mbarrier.try_wait.parity at CTA scope, which
        # prints no .acquire.cta: both PTX ISA 7.8.
        return self.has(90, 78)

    def tensormap_fence(self):
        # fence.proxy.tensormap::generic: PTX ISA 8.3.
        return self.has(90, 83)

    def tensormap_replace(self):
        # LLVM 22's hasTensormapReplaceSupport: sm_90a from PTX ISA 8.3 and
        # the a/f targets of the sm_100, sm_101, sm_110 and sm_120 families.
        return (self.family(90, [90, 100, 110, 120])
                or self.family(88, [90, 100, 101, 120])
                or self.accel(83, [90, 100, 101, 120]))

    def tensormap_replace_blackwell(self):
        # tensormap.replace's swizzle_atomicity and element types 13-15 in
        # LLVM 22: sm_100a, sm_101a and sm_120a from PTX ISA 8.7, the sm_100,
        # sm_101 and sm_120 families from 8.8, sm_110's from 9.0; not
        # sm_90a, nor sm_100a with PTX ISA 8.6.
        return (self.accel(87, [100, 101, 120])
                or self.family(88, [100, 101, 120])
                or self.family(90, [100, 110, 120]))

    def swizzle_mode_4(self):
        # tensormap.replace.swizzle_mode 4: LLVM 22 selects it only for
        # sm_103a (PTX ISA 8.8), which ptxas assembles.
        return self.accel(88, [103])

    def stmatrix_b8(self):
        # LLVM 22's hasLdStmatrixBlackwellSupport: tcgen05's targets and the
        # a/f targets of the sm_120 family.
        return (self.family(90, [100, 110, 120])
                or self.family(88, [100, 101, 120])
                or self.accel(86, [100, 101, 120]))


def tensor(dim):
    """The tensor operand: [tensormap, {coordinates}]."""
    return "[%s, %s]" % (R64, regs(R32, dim))


def g2s_ptx(dim, mode, tens, offs):
    """The PTX of a tensor load into shared::cluster memory for each
    (multicast, cache hint, cta_group) of its immediates; mode as PTX spells
    it, tens the tensor operand, offs the im2col offsets."""
    def ptx(imms):
        mc, ch, cg = imms
        return ("cp.async.bulk.tensor.%dd.shared::cluster.global.%s"
                ".mbarrier::complete_tx::bytes%s%s%s [%s], %s, [%s]%s%s%s;"
                % (dim, mode, ".multicast::cluster" if mc else "",
                   ".L2::cache_hint" if ch else "",
                   ".cta_group::%d" % cg if cg else "", R64, tens, R64, offs,
                   ", " + R16 if mc else "", ", " + R64 if ch else ""))
    return ptx


def g2s_params(coords):
    """The parameters of a tensor load into shared::cluster memory with the
    coordinate (and offset) parameters coords."""
    return ([Param("ptr addrspace(7)", attrs="writeonly"),
             Param("ptr addrspace(3)"), Param("ptr", attrs="readonly")]
            + coords + [Param("i16"), Param("i64"), Param("i1", [0, 1]),
                        Param("i1", [0, 1]), Param("i32", [0, 1, 2])])


def modes(dims=range(1, 6)):
    """(mode, dim) of the tensor copies: tile in 1-5d, im2col in 3-5d."""
    for mode in ("tile", "im2col"):
        for dim in dims:
            if mode == "tile" or dim >= 3:
                yield mode, dim


def intrinsics():
    out = []
    BT = "llvm.nvvm.cp.async.bulk.tensor."
    flag = lambda: Param("i1", [0, 1])
    ch = lambda imms: ".L2::cache_hint" if imms[0] else ""
    ch_op = lambda imms: ", " + R64 if imms[0] else ""

    for mode, dim in modes():
        # im2col: one 16-bit offset per dimension but the first two; the
        # shared-to-global directions spell it im2col_no_offs.
        offsets = dim - 2 if mode == "im2col" else 0
        out_mode = "im2col_no_offs" if mode == "im2col" else mode
        coords = [Param("i32")] * dim + [Param("i16")] * offsets
        offs = ", " + regs(R16, offsets) if offsets else ""

        out.append(Intrinsic(
            BT + "g2s.%s.%dd" % (mode, dim), "void", g2s_params(coords),
            g2s_ptx(dim, mode, tensor(dim), offs),
            lambda t, imms: t.g2s(imms[2])))

        # Into this CTA's shared memory (PTX ISA 8.6): no multicast, no
        # cta_group.
        def g2s_cta_ptx(imms, dim=dim, mode=mode, offs=offs):
            return ("cp.async.bulk.tensor.%dd.shared::cta.global.%s"
                    ".mbarrier::complete_tx::bytes%s [%s], %s, [%s]%s%s;"
                    % (dim, mode, ch(imms), R64, tensor(dim), R64, offs,
                       ch_op(imms)))
        out.append(Intrinsic(
            BT + "g2s.cta.%s.%dd" % (mode, dim), "void",
            [Param("ptr addrspace(3)", attrs="writeonly"),
             Param("ptr addrspace(3)"), Param("ptr", attrs="readonly")]
            + coords + [Param("i64"), flag()],
            g2s_cta_ptx, lambda t, imms: t.has(90, 86)))

        s2g_params = ([Param("ptr addrspace(3)", attrs="readonly"),
                       Param("ptr", attrs="readonly")]
                      + [Param("i32")] * dim + [Param("i64"), flag()])
        out.append(Intrinsic(
            BT + "s2g.%s.%dd" % (mode, dim), "void", s2g_params,
            lambda imms, dim=dim, out_mode=out_mode:
            "cp.async.bulk.tensor.%dd.global.shared::cta.%s.bulk_group%s "
            "%s, [%s]%s;" % (dim, out_mode, ch(imms), tensor(dim), R64,
                             ch_op(imms)),
            lambda t, imms: t.tma()))
        for red in ("add", "min", "max", "inc", "dec", "and", "or", "xor"):
            out.append(Intrinsic(
                BT + "reduce.%s.%s.%dd" % (red, mode, dim), "void",
                s2g_params,
                lambda imms, dim=dim, out_mode=out_mode, red=red:
                "cp.reduce.async.bulk.tensor.%dd.global.shared::cta.%s.%s"
                ".bulk_group%s %s, [%s]%s;" % (
                    dim, red, out_mode, ch(imms), tensor(dim), R64,
                    ch_op(imms)),
                lambda t, imms: t.tma_reduce()))

        out.append(Intrinsic(
            BT + "prefetch.%s.%dd" % (mode, dim), "void",
            [Param("ptr", attrs="readonly")] + coords + [Param("i64"), flag()],
            lambda imms, dim=dim, mode=mode, offs=offs:
            "cp.async.bulk.prefetch.tensor.%dd.L2.global.%s%s %s%s%s;" % (
                dim, mode, ch(imms), tensor(dim), offs, ch_op(imms)),
            lambda t, imms: t.tma()))

    # Blackwell's modes. im2col::w and im2col::w::128 take two 16-bit
    # offsets (wHalo, wOffset) at every rank; tile::gather4 loads, and
    # tile::scatter4 stores, four rows of a 2d tensor: one column and four
    # row coordinates. Only loads (g2s, g2s.cta, prefetch) gather, only
    # s2g scatters.
    for mode, ptx_mode, dims, coords, offsets in (
            ("im2col.w", "im2col::w", (3, 4, 5), None, 2),
            ("im2col.w.128", "im2col::w::128", (3, 4, 5), None, 2),
            ("tile.gather4", "tile::gather4", (2,), 5, 0)):
        for dim in dims:
            ncoords = coords or dim
            tens = "[%s, %s]" % (R64, regs(R32, ncoords))
            offs = ", " + regs(R16, offsets) if offsets else ""
            params = [Param("i32")] * ncoords + [Param("i16")] * offsets

            out.append(Intrinsic(
                BT + "g2s.%s.%dd" % (mode, dim), "void", g2s_params(params),
                g2s_ptx(dim, ptx_mode, tens, offs),
                lambda t, imms: t.tma_blackwell()))
            out.append(Intrinsic(
                BT + "g2s.cta.%s.%dd" % (mode, dim), "void",
                [Param("ptr addrspace(3)", attrs="writeonly"),
                 Param("ptr addrspace(3)"), Param("ptr", attrs="readonly")]
                + params + [Param("i64"), flag()],
                lambda imms, dim=dim, m=ptx_mode, tens=tens, offs=offs:
                "cp.async.bulk.tensor.%dd.shared::cta.global.%s"
                ".mbarrier::complete_tx::bytes%s [%s], %s, [%s]%s%s;" % (
                    dim, m, ch(imms), R64, tens, R64, offs, ch_op(imms)),
                # The W128 load into this CTA: the tcgen05 targets only.
                (lambda t, imms: t.tma_blackwell()) if mode == "im2col.w.128"
                else (lambda t, imms: t.g2s_cta_blackwell())))
            out.append(Intrinsic(
                BT + "prefetch.%s.%dd" % (mode, dim), "void",
                [Param("ptr", attrs="readonly")] + params
                + [Param("i64"), flag()],
                lambda imms, dim=dim, m=ptx_mode, tens=tens, offs=offs:
                "cp.async.bulk.prefetch.tensor.%dd.L2.global.%s%s %s%s%s;" % (
                    dim, m, ch(imms), tens, offs, ch_op(imms)),
                lambda t, imms: t.tma_blackwell()))
    out.append(Intrinsic(
        BT + "s2g.tile.scatter4.2d", "void",
        [Param("ptr addrspace(3)", attrs="readonly"),
         Param("ptr", attrs="readonly")]
        + [Param("i32")] * 5 + [Param("i64"), flag()],
        lambda imms: "cp.async.bulk.tensor.2d.global.shared::cta."
        "tile::scatter4.bulk_group%s [%s, %s], [%s]%s;" % (
            ch(imms), R64, regs(R32, 5), R64, ch_op(imms)),
        lambda t, imms: t.tma_blackwell()))

    # Overloaded in LLVM 22: each mangled name is an intrinsic of its own.
    for space, ptr, ss in (("p0", "ptr", ""),
                           ("p4", "ptr addrspace(4)", ".const"),
                           ("p101", "ptr addrspace(101)", ".param")):
        out.append(Intrinsic(
            "llvm.nvvm.prefetch.tensormap." + space, "void",
            [Param(ptr, attrs="readonly nocapture")],
            lambda imms, ss=ss: "prefetch%s.tensormap [%s];" % (ss, R64),
            lambda t, imms: t.tma()))

    # Contiguous bulk copies (no tensor map), sizes in bytes. The mask and
    # the cache policy are printed when their flags are set.
    CB = "llvm.nvvm.cp.async.bulk."
    mc_mod = lambda on: ".multicast::cluster" if on else ""
    ch_mod = lambda on: ".L2::cache_hint" if on else ""
    opt = lambda on, reg: ", " + reg if on else ""
    out.append(Intrinsic(
        CB + "global.to.shared.cluster", "void",
        [Param("ptr addrspace(7)", attrs="writeonly"),
         Param("ptr addrspace(3)"), Param("ptr addrspace(1)", attrs="readonly"),
         Param("i32"), Param("i16"), Param("i64"), flag(), flag()],
        lambda imms: "cp.async.bulk.shared::cluster.global.mbarrier::"
        "complete_tx::bytes%s%s [%s], [%s], %s, [%s]%s%s;" % (
            mc_mod(imms[0]), ch_mod(imms[1]), R64, R64, R32, R64,
            opt(imms[0], R16), opt(imms[1], R64)),
        lambda t, imms: t.tma()))
    out.append(Intrinsic(
        CB + "global.to.shared.cta", "void",
        [Param("ptr addrspace(3)", attrs="writeonly"),
         Param("ptr addrspace(3)"), Param("ptr addrspace(1)", attrs="readonly"),
         Param("i32"), Param("i64"), flag()],
        lambda imms: "cp.async.bulk.shared::cta.global.mbarrier::"
        "complete_tx::bytes%s [%s], [%s], %s, [%s]%s;" % (
            ch_mod(imms[0]), R64, R64, R32, R64, opt(imms[0], R64)),
        lambda t, imms: t.has(90, 86)))
    out.append(Intrinsic(
        CB + "shared.cta.to.cluster", "void",
        [Param("ptr addrspace(7)", attrs="writeonly"),
         Param("ptr addrspace(3)"), Param("ptr addrspace(3)", attrs="readonly"),
         Param("i32")],
        lambda imms: "cp.async.bulk.shared::cluster.shared::cta.mbarrier::"
        "complete_tx::bytes [%s], [%s], %s, [%s];" % (R64, R64, R32, R64),
        lambda t, imms: t.tma()))
    s2g = [Param("ptr addrspace(1)", attrs="writeonly"),
           Param("ptr addrspace(3)", attrs="readonly"), Param("i32"),
           Param("i64"), flag()]
    out.append(Intrinsic(
        CB + "shared.cta.to.global", "void", s2g,
        lambda imms: "cp.async.bulk.global.shared::cta.bulk_group%s "
        "[%s], [%s], %s%s;" % (ch_mod(imms[0]), R64, R64, R32,
                               opt(imms[0], R64)),
        lambda t, imms: t.tma()))
    out.append(Intrinsic(
        CB + "shared.cta.to.global.bytemask", "void", s2g + [Param("i16")],
        lambda imms: "cp.async.bulk.global.shared::cta.bulk_group%s.cp_mask "
        "[%s], [%s], %s%s, %s;" % (ch_mod(imms[0]), R64, R64, R32,
                                   opt(imms[0], R64), R16),
        lambda t, imms: t.has(100, 86)))
    out.append(Intrinsic(
        CB + "prefetch.L2", "void",
        [Param("ptr addrspace(1)", attrs="readonly nocapture"), Param("i32"),
         Param("i64"), flag()],
        lambda imms: "cp.async.bulk.prefetch.L2.global%s [%s], %s%s;" % (
            ch_mod(imms[0]), R64, R32, opt(imms[0], R64)),
        lambda t, imms: t.tma()))

    MB = "llvm.nvvm.mbarrier."
    for scope in ("cta", "cluster"):
        # .release and .acquire are the defaults, and so is .cta with them:
        # LLVM 22 prints neither for scope.cta. expect_tx is .relaxed.
        sem = lambda s, scope=scope: "" if scope == "cta" else ".%s.%s" % (
            s, scope)
        out.append(Intrinsic(
            MB + "expect.tx.scope.%s.space.cta" % scope, "void",
            [Param("ptr addrspace(3)"), Param("i32")],
            lambda imms, scope=scope: "mbarrier.expect_tx.relaxed.%s."
            "shared.b64 [%s], %s;" % (scope, R64, R32),
            lambda t, imms: t.tma()))
        out.append(Intrinsic(
            MB + "try.wait.parity.scope.%s.space.cta" % scope, "i1",
            [Param("ptr addrspace(3)", attrs="nocapture"), Param("i32")],
            lambda imms, sem=sem: "mbarrier.try_wait.parity%s.shared.b64 "
            "%s, [%s], %s;" % (sem("acquire"), PRED, R64, R32),
            lambda t, imms, cta=scope == "cta":
            t.sm90_ptx78() if cta else t.tma()))

    # The scoped arrivals: on this CTA's barrier, returning its state, or
    # on any CTA's of the cluster through a shared::cluster address, with
    # no state. The i32 is the arrival count, or with expect_tx the
    # transaction bytes. A release at CTA scope is PTX's default and prints
    # no qualifier; .relaxed needs PTX ISA 8.6.
    for drop, expect, relaxed, scope, space in itertools.product(
            (False, True), (False, True), (False, True), ("cta", "cluster"),
            ("cta", "cluster")):
        name = MB + "arrive%s%s%s.scope.%s.space.%s" % (
            ".drop" if drop else "", ".expect.tx" if expect else "",
            ".relaxed" if relaxed else "", scope, space)
        op = "mbarrier.%s%s" % ("arrive_drop" if drop else "arrive",
                                ".expect_tx" if expect else "")
        qual = ".relaxed." + scope if relaxed else (
            ".release.cluster" if scope == "cluster" else "")
        if space == "cta":
            ret, ptr = "i64", "ptr addrspace(3)"
            ptx = "%s%s.shared.b64 %s, [%s], %s;" % (op, qual, R64, R64, R32)
        else:
            ret, ptr = "void", "ptr addrspace(7)"
            ptx = "%s%s.shared::cluster.b64 _, [%s], %s;" % (op, qual, R64,
                                                            R32)
        out.append(Intrinsic(
            name, ret, [Param(ptr), Param("i32")],
            lambda imms, ptx=ptx: ptx,
            (lambda t, imms: t.has(90, 86)) if relaxed else
            (lambda t, imms: t.tma())))
    out.append(Intrinsic(
        "llvm.nvvm.fence.mbarrier_init.release.cluster", "void", [],
        lambda imms: "fence.mbarrier_init.release.cluster;",
        lambda t, imms: t.tma()))
    out.append(Intrinsic(
        "llvm.nvvm.elect.sync", "{ i32, i1 }", [Param("i32")],
        lambda imms: "elect.sync %s|%s, %s;" % (R32, PRED, R32),
        lambda t, imms: t.tma()))

    FP = "llvm.nvvm.fence.proxy."
    for space, ss in (("", ""), (".global", ".global"),
                      (".shared_cluster", ".shared::cluster"),
                      (".shared_cta", ".shared::cta")):
        out.append(Intrinsic(
            FP + "async" + space, "void", [],
            lambda imms, ss=ss: "fence.proxy.async%s;" % ss,
            lambda t, imms: t.tma()))
    for scope in ("cta", "cluster", "gpu", "sys"):
        out.append(Intrinsic(
            FP + "tensormap_generic.release." + scope, "void", [],
            lambda imms, scope=scope:
            "fence.proxy.tensormap::generic.release.%s;" % scope,
            lambda t, imms: t.tensormap_fence()))
        out.append(Intrinsic(
            FP + "tensormap_generic.acquire." + scope, "void",
            [Param("ptr"), Param("i32", [128])],
            lambda imms, scope=scope:
            "fence.proxy.tensormap::generic.acquire.%s [%s], %d;" % (
                scope, R64, imms[0]),
            lambda t, imms: t.tensormap_fence()))

    # Overloaded in LLVM 22, as prefetch.tensormap.
    TR = "llvm.nvvm.tensormap.replace."
    for space, ptr, ss in (("p1", "ptr addrspace(1)", "global"),
                           ("p3", "ptr addrspace(3)", "shared::cta")):
        tmap = Param(ptr, attrs="nocapture")
        out.append(Intrinsic(
            TR + "global.address." + space, "void", [tmap, Param("i64")],
            lambda imms, ss=ss: "tensormap.replace.tile.global_address.%s."
            "b1024.b64 [%s], %s;" % (ss, R64, R64),
            lambda t, imms: t.tensormap_replace()))
        # The per-dimension fields: an ordinal (0-4: ptxas wants one of the
        # five dimensions, LLVM 22 prints any) and a register.
        for field, ty, reg in (("global.dim", "i32", R32),
                               ("global.stride", "i64", R64),
                               ("box.dim", "i32", R32),
                               ("element.stride", "i32", R32)):
            out.append(Intrinsic(
                TR + "%s.%s" % (field, space), "void",
                [tmap, Param("i32", list(range(5))), Param(ty)],
                lambda imms, ss=ss, field=field, ty=ty, reg=reg:
                "tensormap.replace.tile.%s.%s.b1024.b%s [%s], %d, %s;"
                % (field.replace(".", "_"), ss, ty[1:], R64, imms[0], reg),
                lambda t, imms: t.tensormap_replace()))
        out.append(Intrinsic(
            TR + "rank." + space, "void", [tmap, Param("i32")],
            lambda imms, ss=ss: "tensormap.replace.tile.rank.%s.b1024.b32 "
            "[%s], %s;" % (ss, R64, R32),
            lambda t, imms: t.tensormap_replace()))
        # The fields set by an immediate, with LLVM 22's ranges: the
        # CUtensorMapDataType, fill mode, interleave layout, swizzle
        # atomicity and swizzle mode enumerations.
        for field, count, rule in (
                ("elemtype", 16, lambda t, imms: t.tensormap_replace() and (
                    imms[0] < 13 or t.tensormap_replace_blackwell())),
                ("fill.mode", 2, lambda t, imms: t.tensormap_replace()),
                ("interleave.layout", 3,
                 lambda t, imms: t.tensormap_replace()),
                ("swizzle.atomicity", 4,
                 lambda t, imms: t.tensormap_replace_blackwell()),
                ("swizzle.mode", 5, lambda t, imms: t.tensormap_replace() and (
                    imms[0] < 4 or t.swizzle_mode_4()))):
            out.append(Intrinsic(
                TR + "%s.%s" % (field, space), "void",
                [tmap, Param("i32", list(range(count)))],
                lambda imms, ss=ss, field=field:
                "tensormap.replace.tile.%s.%s.b1024.b32 [%s], %d;" % (
                    field.replace(".", "_"), ss, R64, imms[0]),
                rule))

    # Overloaded in LLVM 22, as prefetch.tensormap; a generic address
    # prints no state space.
    SM = "llvm.nvvm.stmatrix.sync.aligned."
    for shape, trans, ty in (("m8n8", False, "b16"), ("m8n8", True, "b16"),
                             ("m16n8", True, "b8")):
        tr = ".trans" if trans else ""
        for n in (1, 2, 4):
            for space, ptr, ss in (("p0", "ptr", ""),
                                   ("p3", "ptr addrspace(3)", ".shared")):
                out.append(Intrinsic(
                    SM + "%s.x%d%s.%s.%s" % (shape, n, tr, ty, space), "void",
                    [Param(ptr, attrs="writeonly nocapture")]
                    + [Param("i32")] * n,
                    lambda imms, shape=shape, n=n, tr=tr, ss=ss, ty=ty:
                    "stmatrix.sync.aligned.%s.x%d%s%s.%s [%s], %s;" % (
                        shape, n, tr, ss, ty, R64, regs(R32, n)),
                    lambda t, imms, b8=ty == "b8":
                    t.stmatrix_b8() if b8 else t.sm90_ptx78()))
    return out


# The g2s copy (and immediates) whose destination --lit casts from
# shared::cta to shared::cluster.
CAST = ("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", (1, 1, 0))


def cast_copy(intr, imms, comment):
    """With --lit, after the CAST combination's own function: the same copy
    with its destination cast from addrspace(3)."""
    if (intr.name, imms) != CAST:
        return []
    # The copy's destination operand is the cvta's result.
    copy = intr.ptx(imms).replace("[%s]" % R64, "[[[DST]]]", 1)
    name, text = lattice.function("cast", intr, imms,
                                  cast_from="ptr addrspace(3)")
    return ["%s, destination cast from addrspace(3)\n"
            "; CHECK-LABEL: .func %s(\n"
            "; CHECK: cvta.shared.u64 [[GEN:%%rd[0-9]+]], %s;\n"
            "; CHECK: cvta.to.shared::cluster.u64 "
            "[[DST:%%rd[0-9]+]], [[GEN]];\n"
            "; CHECK: %s\n%s" % (comment, name, R64, copy, text)]


if __name__ == "__main__":
    lattice.main(intrinsics, Target, "gen-tma-tests.py", extra=cast_copy)

"""sm_90a building blocks shared by the Hopper GEMM (gemm/sm90.py) and
attention (attention/sm90.py) kernels: mbarrier waits, warp-role control
flow, WGMMA shared-memory descriptors of 128B-swizzled tiles, named
barriers, register reallocation and TMA atom attributes.

Every function takes the Kernel being written (kernels/ir.py) first.
"""

from .ir import vec

SWIZZLE = 128               # bytes: one 128B-swizzle row
ALIGN = 1024                # 128B-swizzled tiles start at the swizzle repeat
WARPGROUP = 128


def if_then(k, cond, hint, body):
    """Runs ``body`` (a function writing IR) in a block entered when
    ``cond`` holds; continues after it."""
    join = k.if_(cond, hint)
    body()
    k.end_if(join)


def wait_parity(k, bar, parity, hint):
    """Spins on try_wait.parity until the barrier's phase of ``parity`` has
    completed."""
    loop, done = k.label(hint), k.label(hint + ".done")
    k.br(loop)
    k.block(loop)
    ok = k.call("i1", "llvm.nvvm.mbarrier.try.wait.parity.scope.cta."
                "space.cta", [("ptr addrspace(3)", bar), ("i32", parity)],
                hint="ready")
    k.cbr(ok, done, loop)
    k.block(done)


def mbarrier_init(k, bar, count):
    k.call("void", "llvm.nvvm.mbarrier.init.shared",
           [("ptr addrspace(3)", bar), ("i32", str(count))])


def mbarrier_arrive(k, bar):
    k.call("i64", "llvm.nvvm.mbarrier.arrive.shared",
           [("ptr addrspace(3)", bar)], hint="token")


def aligned_base(k, smem):
    """The dynamic shared memory ``smem`` rounded up to ALIGN bytes (the
    kernel asks for ALIGN bytes of slack at launch)."""
    raw = k.ptrtoint(smem, "ptr addrspace(3)", hint="raw")
    pad = k.and_(k.sub("0", raw), str(ALIGN - 1), hint="pad")
    return k.gep("i8", "ptr addrspace(3)", smem, pad, hint="base")


def descriptor(k, ptr, lbo=16, sbo=1024, hint="desc"):
    """The WGMMA shared-memory descriptor of the 128B-swizzled tile at
    shared address ``ptr``: start address >> 4 (bits 0-13), the leading
    byte offset (bits 16-29; unused by K-major swizzled tiles, the distance
    between 64-element column blocks of an MN-major one), the stride byte
    offset (bits 32-45: 8 rows of 128 bytes) >> 4, layout type 1 = 128B
    swizzle (bits 62-63). Later tiles, stages and k steps add (byte offset
    >> 4) to it."""
    addr = k.ptrtoint(ptr, "ptr addrspace(3)", hint="addr")
    lo = k.and_(k.lshr(addr, "4"), "16383")
    hi = (1 << 62) | ((sbo >> 4) << 32) | ((lbo >> 4) << 16)
    return k.or_(k.zext(lo), str(hi), ty="i64", hint=hint)


def setmaxnreg(k, regs, increase):
    k.call("void", "llvm.nvvm.setmaxnreg.%s.sync.aligned.u32" % (
        "inc" if increase else "dec"), [("i32", str(regs))])


def elect_one(k, hint="is_elected"):
    """elect.sync over the full warp: an i1 true in one lane."""
    leader = k.call("{ i32, i1 }", "llvm.nvvm.elect.sync", [("i32", "-1")],
                    hint="elected")
    return k.op(hint, "extractvalue { i32, i1 } %s, 1" % leader)


def named_barrier_sync(k, bar_id, threads):
    """bar.sync ``bar_id``, ``threads``: waits until ``threads`` threads
    have arrived (this one included)."""
    k.call("void", "llvm.nvvm.barrier.sync.cnt",
           [("i32", str(bar_id)), ("i32", str(threads))])


def named_barrier_arrive(k, bar_id, threads):
    """bar.arrive (LLVM 22's barrier.cta.arrive.aligned.count): counts
    this thread towards ``threads`` without waiting; the whole warp
    arrives together."""
    k.call("void", "llvm.nvvm.barrier.cta.arrive.aligned.count",
           [("i32", str(bar_id)), ("i32", str(threads))])


def swizzled(cols, rows):
    """The 128B-swizzled (cols x rows) tile, cols contiguous (one row is one
    128-byte swizzle span)."""
    return "Sw<3, 4, 3> o (%d, %d):(1, %d)" % (cols, rows, cols)


def swizzled_chunks(cols, rows, chunk_stride):
    """A (cols x rows) tile of 16-bit elements stored as cols / 64
    128B-swizzled (64 x rows) column blocks, ``chunk_stride`` elements
    apart (the K-major layout of a WGMMA operand wider than one swizzle
    row; one TMA box per block)."""
    if cols <= 64:
        return swizzled(cols, rows)
    return "Sw<3, 4, 3> o ((64, %d), %d):((1, %d), 64)" % (
        cols // 64, rows, chunk_stride)


def tma_attrs(cols, rows, bits, extra="", modes=2, row_mode=1,
              smem=None):
    """The TMA atom attributes of a (cols x rows) tile of a row-major
    tensor of ``modes`` modes whose extents and strides are kernel
    arguments; the tile's rows walk mode ``row_mode`` (the others: one
    element); ``smem`` its shared-memory layout (default: one swizzled
    box)."""
    gmem = "(%s):(1%s)" % (", ".join(["?"] * modes), ", ?" * (modes - 1))
    return ("{smem_layout = #cute.layout<%s>, gmem_layout = "
            "#cute.layout<%s>, cta_v_map = #cute.layout<(%d@0, %d@%d)>, "
            "element_bits = %d%s}" % (smem or swizzled(cols, rows), gmem,
                                      cols, rows, row_mode, bits, extra))


def vec4(k, regs, hint="v"):
    """Four i32 values as one <4 x i32>."""
    v = "undef"
    for i, r in enumerate(regs):
        v = k.insertelement(vec(4, "i32"), v, "i32", r, str(i), hint=hint)
    return v

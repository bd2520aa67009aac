"""sm_80 building blocks shared by the GEMM (gemm/sm80.py) and attention
(attention/sm80.py) kernels: tiles copied into shared memory with 16-byte
cp.async, read back as mma.sync fragments with ldmatrix.

Shared-memory tiles are rows of 16-byte chunks. A chunk's byte offset is
XOR-swizzled so that the eight rows one ldmatrix 8x8 matrix reads (the same
chunk of eight consecutive rows) sit in eight different 16-byte bank groups:
bits 4-6 (the chunk within a 128-byte line) are XORed with three bits of the
row. For rows of at most 128 bytes those are bits 7-9 of the offset (cute's
Swizzle<3, 4, 3> on bytes); for longer rows (256 or 512 bytes: attention's
head dimensions 128 and 256) the row index starts higher, and the three
bits above log2(row bytes) are taken instead, which is the row index mod 8.
"""

from .ir import vec

CHUNK = 16            # bytes per cp.async and per ldmatrix row


def swizzle_shift(row_bytes):
    """How far right the offset is shifted to bring the row bits the
    swizzle reads to bits 4-6."""
    shift = 3
    while (128 << (shift - 3)) < row_bytes:
        shift += 1
    return shift


def swizzle(k, offset, row_bytes=128):
    """The swizzled byte offset of ``offset`` (an i32 value) in a tile of
    rows of ``row_bytes``."""
    hi = k.and_(k.lshr(offset, str(swizzle_shift(row_bytes))), "112",
                hint="swz")
    return k.xor(offset, hi, hint="swz")


class Swizzled:
    """Swizzled offsets `swizzle(base + c)` of one per-thread base and
    constant offsets c, computed once each where the kernel starts.

    The swizzle reads bits 4 + shift .. 6 + shift and changes bits 4-6
    only, so a multiple of 2**(7 + shift) in c (1024 bytes for rows of up to
    128 bytes) passes through it: the offsets of all MMA tiles of a warp
    share the few swizzles of their low bits, and the rest folds into the
    addresses' immediates."""

    def __init__(self, k, base, row_bytes=128):
        self.k, self.base, self.row_bytes = k, base, row_bytes
        self.period = 1 << (7 + swizzle_shift(row_bytes))
        self.cache = {}

    def __call__(self, c):
        lo, hi = c % self.period, c - c % self.period
        if lo not in self.cache:
            self.cache[lo] = swizzle(self.k, self.k.add(self.base, str(lo),
                                                        hint="off"),
                                     self.row_bytes)
        return self.cache[lo], hi


def smem_at(k, base, offset, const=0):
    """The shared address base + offset + const (i8 GEPs)."""
    p = k.gep("i8", "ptr addrspace(3)", base, offset, hint="sp")
    if const:
        p = k.gep("i8", "ptr addrspace(3)", p, str(const), hint="sp")
    return p


def async_copy(k, src, dst, nbytes):
    """One 16-byte cp.async from global ``src`` to shared ``dst``; the
    bytes past ``nbytes`` (an i32 value, 0 or 16) are zero-filled."""
    k.atom_copy("atom.simt_async_copy<16>", "", "void", [
        ("ptr addrspace(1)", src), ("ptr addrspace(3)", dst),
        ("i32", nbytes)])


def commit_group(k):
    k.call("void", "llvm.nvvm.cp.async.commit.group", [])


def wait_group(k, pending):
    """Waits until at most ``pending`` of this thread's copy groups are in
    flight."""
    k.call("void", "llvm.nvvm.cp.async.wait.group", [("i32", str(pending))])


def barrier(k):
    k.call("void", "llvm.nvvm.barrier0", [])


def ldsm_x4(k, addr, trans=False, hint="frag"):
    """ldmatrix of four 8x8 matrices of 16-bit elements; lanes 8i..8i+7
    give the row addresses of matrix i. Returns a <4 x i32>."""
    atom = "atom.ldsm<m8n8.x4%s>" % (".trans" if trans else "")
    return k.atom_copy(atom, "", vec(4, "i32"),
                       [("ptr addrspace(3)", addr)], hint=hint)


def halves(k, x4, hint="bfrag"):
    """A <4 x i32> ldmatrix result as two <2 x i32> B fragments (registers
    0-1 and 2-3)."""
    return [k.op(hint, "shufflevector <4 x i32> %s, <4 x i32> poison, "
                 "<2 x i32> %s" % (x4, h))
            for h in ("<i32 0, i32 1>", "<i32 2, i32 3>")]


def mma_attrs(mma_k, a_type, b_type, acc_type):
    return "{shape_MNK = [16, 8, %d], a_type = %s, b_type = %s, " \
           "c_type = %s}" % (mma_k, a_type, b_type, acc_type)


def mma(k, attrs, acc_ty, a, b, c, hint="acc"):
    """One m16n8 mma.sync: A a <4 x i32> fragment, B a <2 x i32> one, C and
    the result ``acc_ty`` (<4 x float> or <4 x i32>)."""
    return k.atom_mma("sm80.mma", attrs, acc_ty,
                      [(vec(4, "i32"), a), (vec(2, "i32"), b), (acc_ty, c)],
                      hint=hint)


PAIR_CONVERT = {"bfloat": "llvm.nvvm.ff2bf16x2.rn",
                "half": "llvm.nvvm.ff2f16x2.rn"}


def pack_pair(k, lo, hi, ir_type, hint="cvt"):
    """Two f32 values as one pair of ``ir_type`` (bfloat or half) with one
    cvt.rn.{bf16x2,f16x2}.f32, ``lo`` in the low half (the instruction puts
    its first source in the high half). Returns the <2 x T> value."""
    pair_ty = vec(2, ir_type)
    return k.call(pair_ty, PAIR_CONVERT[ir_type], [("float", hi),
                                                   ("float", lo)], hint=hint)

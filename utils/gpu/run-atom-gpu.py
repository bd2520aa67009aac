#!/usr/bin/env python3
"""Runs the MMA and TMA atoms that our llc emits on a real GPU and compares
them with a CPU reference (the tests in test/GPU).

  run-atom-gpu.py --ptx FILE --test NAME    load FILE through the CUDA driver
                                            API, run test NAME's kernel on
                                            deterministic inputs and compare
                                            its output with the host's
                                            (D with A*B + C; tma_load: the
                                            shared tile, byte for byte)
  run-atom-gpu.py --probe [--min-sm NN]     is there a usable GPU of compute
                                            capability >= NN? (exit 0 / 1)
  run-atom-gpu.py --tensor-map tma_load     the tensor map tma_load encodes, in
                                            the words of cute-nvgpu-atoms
                                            tma-descriptor
  run-atom-gpu.py --self-check              without a GPU: the host side of
                                            every test (fragment maps, packing,
                                            shared-memory layout, encoders, the
                                            TMA swizzle and tensor map)

Tests (the kernels are test/GPU/Inputs/atom-<name>.ll):

  sm80_f16   sm80.mma m16n8k16 f16 x f16 -> f32     one warp     sm_80
  sm80_s8    sm80.mma m16n8k32 s8 x s8 -> s32       one warp     sm_80
  sm89_fp8   sm89.mma m16n8k32 e4m3 x e4m3 -> f32   one warp     sm_89 (+ptx84)
  sm90_f16   sm90.mma m64n8k16 f16 x f16 -> f32     one warpgroup, A and B
             from shared memory through descriptors              sm_90a
  tma_load   atom.tma_load of a 64 x 64 f16 tile, 128B swizzle, one CTA of
             128 threads; the shared tile copied out as it lies  sm_90a (+ptx83)
  tma_load_padded  the same tile into a padded shared buffer (8-row blocks
             2048 bytes apart): eight TMA boxes; the whole buffer copied
             out, padding included                               sm_90a (+ptx83)
  tma_store  atom.tma_store of a swizzled 64 x 64 f16 shared tile into the
             tensor, one CTA of 128 threads                      sm_90a (+ptx83)
  tma_reduce_add  the same through atom.tma_reduce<add> (f16 sums)  sm_90a (+ptx83)
  tma_update tma_load's kernel after update_tma_desc repairs the stale base
             address, extent and stride of its tensor map        sm_90a (+ptx83)
  tma_load_param  tma_load with the tensor map a grid-constant kernel
             parameter (passed by value, as CUTLASS does)        sm_90a (+ptx83)

For the register MMAs every thread reads its own fragments of A, B and C
from global arrays indexed by its lane (the host packs them, element by
element, where the PTX ISA's fragment figures put them), calls the atom and
writes its D fragment back; the host unpacks D with the same maps. The
inputs are small integers, so the products and sums are exact in the
accumulator type and the comparison is exact equality.

The fragment maps below are written from the PTX ISA text (section "Matrix
Fragments for mma.m16n8k16 / mma.m16n8k32", and "Register Fragments" of
wgmma.mma_async), independently of the atom library; --self-check also
compares them with the (thread, value) layouts of cute's MMA traits, which
docs/AtomIR.md quotes.

tma_load encodes the tensor map with cuTensorMapEncodeTiled, copies it to
global memory and compares the kernel's copy of the shared tile with the
image the host computes from the tensor, the tile coordinate and the 128B
swizzle (below; --self-check checks the swizzle against cute's Swizzle<3,4,3>
and hand-computed positions, and the tensor map's parameters against the
atom's layouts in the kernel). tma_load_padded's expected buffer comes from
the smem_layout of its kernel's atom, evaluated here as cute does (the
shape:stride map, then the swizzle on byte offsets), with the bytes the
layout does not address still holding the kernel's fill.
"""

import argparse
import ast
import ctypes
import json
import os
import random
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cuda_driver  # noqa: E402  (loads libcuda only when asked to)
from elements import (e4m3_bits, e4m3_value, f16_bits,  # noqa: E402
                      f16_value, f32_bits, f32_value, int_bits, int_value)

# ---------------------------------------------------------------------------
# Element encodings
# ---------------------------------------------------------------------------


# name: (bits, encode, decode)
ELEMENTS = {
    "f16": (16, f16_bits, f16_value),
    "f32": (32, f32_bits, f32_value),
    "s8": (8, int_bits(8), int_value(8)),
    "s32": (32, int_bits(32), int_value(32)),
    "e4m3": (8, e4m3_bits, e4m3_value),
}

# ---------------------------------------------------------------------------
# Fragment maps: (thread, element index i) -> (row, col) of the operand's
# matrix, A as M x K, B as K x N, C/D as M x N. Lane t of a warp:
# groupID g = t >> 2, threadID_in_group q = t % 4.
# ---------------------------------------------------------------------------


def _gq(t):
    lane = t % 32
    return lane >> 2, lane % 4


# PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating point type",
# .f16/.bf16 A (four .f16x2 registers, a0..a7):
#   row = groupID for ai where 0 <= i < 2 || 4 <= i < 6, groupID + 8 otherwise
#   col = threadID_in_group * 2 + (i & 0x1) (+ 8 for ai where i >= 4)
def frag_m16n8k16_f16_a(t, i):
    g, q = _gq(t)
    return g + 8 * ((i // 2) % 2), 2 * q + (i % 2) + 8 * (i // 4)


# same section, B (two .f16x2 registers, b0..b3):
#   row = threadID_in_group * 2 + (i & 0x1) (+ 8 for bi where i >= 2)
#   col = groupID
def frag_m16n8k16_f16_b(t, i):
    g, q = _gq(t)
    return 2 * q + (i % 2) + 8 * (i // 2), g


# same section, C/D (four .f32 registers, c0..c3), and the same for .s32 in
# "Matrix Fragments for mma.m16n8k32" (integer and FP8 types):
#   row = groupID for c0, c1; groupID + 8 for c2, c3
#   col = threadID_in_group * 2 + (i & 0x1)
def frag_m16n8_c(t, i):
    g, q = _gq(t)
    return g + 8 * (i // 2), 2 * q + (i % 2)


# PTX ISA, "Matrix Fragments for mma.m16n8k32", .s8/.u8 (and .e4m3/.e5m2)
# A (four .b32 registers of four elements, a0..a15):
#   row = groupID for ai where 0 <= i < 4 || 8 <= i < 12, groupID + 8 otherwise
#   col = threadID_in_group * 4 + (i & 0x3) (+ 16 for ai where i >= 8)
def frag_m16n8k32_8bit_a(t, i):
    g, q = _gq(t)
    return g + 8 * ((i // 4) % 2), 4 * q + (i % 4) + 16 * (i // 8)


# same section, B (two .b32 registers, b0..b7):
#   row = threadID_in_group * 4 + (i & 0x3) (+ 16 for bi where i >= 4)
#   col = groupID
def frag_m16n8k32_8bit_b(t, i):
    g, q = _gq(t)
    return 4 * q + (i % 4) + 16 * (i // 4), g


# PTX ISA, wgmma.mma_async "Register Fragments", accumulator D of
# .m64nNk16 (N/2 .f32 registers d0..d(N/2-1)) for thread t of the warpgroup,
# warp w = t / 32 (the warp's rank in the warpgroup):
#   row = 16 * w + groupID for di where i % 4 < 2, + 8 otherwise
#   col = threadID_in_group * 2 + (i & 0x1) + 8 * (i >> 2)
def frag_m64nN_d(t, i):
    g, q = _gq(t)
    w = t // 32
    return 16 * w + g + 8 * ((i // 2) % 2), 2 * q + (i % 2) + 8 * (i // 4)


class Operand:
    """One fragment operand: ``count`` elements of type ``elem`` per thread,
    packed into 32-bit registers, element i of a register at bits
    (i % per_reg) * bits (the PTX ISA's "elements (low to high)")."""

    def __init__(self, name, rows, cols, elem, threads, count, pos):
        self.name, self.rows, self.cols = name, rows, cols
        self.elem, self.threads, self.count, self.pos = elem, threads, count, pos
        self.bits, self.encode, self.decode = ELEMENTS[elem]
        self.per_reg = 32 // self.bits
        assert count % self.per_reg == 0
        self.regs = count // self.per_reg

    def nbytes(self):
        return self.threads * self.regs * 4

    def pack(self, matrix):
        words = []
        for t in range(self.threads):
            regs = [0] * self.regs
            for i in range(self.count):
                r, c = self.pos(t, i)
                regs[i // self.per_reg] |= self.encode(matrix[r][c]) << (
                    (i % self.per_reg) * self.bits
                )
            words.extend(regs)
        return struct.pack("<%dI" % len(words), *words)

    def unpack(self, data):
        words = struct.unpack("<%dI" % (len(data) // 4), data)
        matrix = [[None] * self.cols for _ in range(self.rows)]
        mask = (1 << self.bits) - 1
        for t in range(self.threads):
            for i in range(self.count):
                word = words[t * self.regs + i // self.per_reg]
                r, c = self.pos(t, i)
                matrix[r][c] = self.decode((word >> ((i % self.per_reg) * self.bits)) & mask)
        return matrix

    def owner(self, r, c):
        for t in range(self.threads):
            for i in range(self.count):
                if self.pos(t, i) == (r, c):
                    return t, i
        return None


# ---------------------------------------------------------------------------
# sm90_f16: shared-memory layout and descriptors (no swizzle, K-major)
# ---------------------------------------------------------------------------
#
# PTX ISA, wgmma "Shared Memory Matrix Layout" / "Matrix Descriptor Format":
# a core matrix is 8 rows of 16 bytes (8 f16 along K), stored contiguously
# (128 bytes). Without swizzling, a K-major operand is
#   ((8, m), (8 elements, 2)) : ((16 B, SBO), (2 B, LBO))
# (CUTLASS writes it Swizzle<0,4,3> o ((8,m),(T,2)):((1T,SBO),(1,LBO)) in
# cute/atom/mma_traits_sm90_gmma.hpp): LBO, the "leading dimension byte
# offset", is the distance between core matrices adjacent in K, SBO, the
# "stride dimension byte offset", between core matrices adjacent in M (or N).
# Descriptor: bits 0-13 start address >> 4, 16-29 LBO >> 4, 32-45 SBO >> 4,
# 49-51 base offset (0), 62-63 swizzle mode (0: none).
#
# The kernel (test/GPU/Inputs/atom-sm90-f16.ll) copies A (64 x 16, K
# contiguous in global memory) and B (given as N x K = 8 x 16, K contiguous)
# in 16-byte chunks: chunk t holds row t >> 1, K half t & 1, and goes to
# core matrix ((row >> 3) * 2 + (t & 1)), row (row & 7) in it. So LBO = 128
# and SBO = 256 for both (B has a single 8-row group; its SBO is unused).

SM90_LBO = 128
SM90_SBO = 256
SM90_A_BYTES = 64 * 16 * 2
SM90_B_BYTES = 8 * 16 * 2


def gmma_desc_fields(lbo, sbo, swizzle=0):
    """The descriptor's bits other than the start address."""
    assert lbo % 16 == 0 and sbo % 16 == 0
    return ((lbo >> 4) & 0x3FFF) << 16 | ((sbo >> 4) & 0x3FFF) << 32 | (swizzle & 3) << 62


def gmma_desc(addr, lbo, sbo):
    return ((addr & 0x3FFFF) >> 4) | gmma_desc_fields(lbo, sbo)


def gmma_desc_decode(desc):
    return {
        "start": (desc & 0x3FFF) << 4,
        "lbo": ((desc >> 16) & 0x3FFF) << 4,
        "sbo": ((desc >> 32) & 0x3FFF) << 4,
        "base_offset": (desc >> 49) & 0x7,
        "swizzle": (desc >> 62) & 0x3,
    }


def canonical_kmajor_offset(desc, row, k, elem_bytes=2):
    """Byte address of element (row, k) of a K-major, non-swizzled operand
    as the hardware reads it from descriptor ``desc``."""
    f = gmma_desc_decode(desc)
    assert f["swizzle"] == 0
    per_row = 16 // elem_bytes
    return (
        f["start"]
        + (row // 8) * f["sbo"]
        + (row % 8) * 16
        + (k // per_row) * f["lbo"]
        + (k % per_row) * elem_bytes
    )


def kernel_copy_offset(row, k, elem_bytes=2):
    """Where the kernel's copy puts element (row, k) (offset from the
    operand's shared buffer): a mirror of the IR in atom-sm90-f16.ll."""
    per_row = 16 // elem_bytes
    chunk = row * 2 + k // per_row  # 16-byte chunk of the K-contiguous source
    core = (chunk >> 1 >> 3) * 2 + (chunk & 1)
    return core * 128 + ((chunk >> 1) & 7) * 16 + (k % per_row) * elem_bytes


# ---------------------------------------------------------------------------
# tma_load: the tensor, its tensor map and the 128-byte swizzle
# ---------------------------------------------------------------------------
#
# The kernel (test/GPU/Inputs/atom-tma-load.ll) loads a 64 x 64 f16 tile of
# a 256 x 128 f16 row-major tensor into shared memory with the TMA load atom
# and copies the shared tile, as it lies there, to global memory. Tensor
# element (row y, column x) holds the raw 16 bits 1 + y * 128 + x: every
# element is distinct and none is zero (what the TMA writes for elements
# outside the tensor), so a wrong coordinate, swizzle or copy shows, and a
# misplaced element names where it came from. GMEM mode 0 is the column
# (contiguous, extent 128), mode 1 the row (extent 256, 256 bytes apart): the
# atom's gmem_layout (128, 256):(1, 128), the tensor map's globalDim
# {128, 256} and globalStrides {256}. The tile coordinate (c0, c1) is (first
# column, first row), innermost first as the TMA instruction takes it.
#
# The 128-byte swizzle (CU_TENSOR_MAP_SWIZZLE_128B, "swizzle 16B chunks
# within 128B span" in cuda.h; CUTLASS's TMA maps cute's Swizzle<3, 4, 3> to
# it: cute/atom/copy_traits_sm90_tma_swizzle.hpp): tile row r, column c
# starts at byte o = 128 r + 2 c of the 1024-byte aligned shared tile before
# swizzling, and the TMA writes it at
#     o ^ (((o >> 7) & 7) << 4)
# i.e. the 16-byte chunk index (bits 4-6) XORed with the row within the
# 8-row, 1024-byte block (bits 7-9); bits 0-3 and 7 up are kept. cute's
# Swizzle<B, M, S>(o) = o ^ ((o & (((1 << B) - 1) << (M + S))) >> S)
# (cute/swizzle.hpp) is the same function for B = 3, M = 4, S = 3.

TMA_ROWS, TMA_COLS = 256, 128  # the tensor, row-major: mode 1, mode 0
TMA_BOX_ROWS, TMA_BOX_COLS = 64, 64  # the tile
TMA_ELEM_BYTES = 2
TMA_ROW_BYTES = TMA_BOX_COLS * TMA_ELEM_BYTES  # 128: one swizzle span
TMA_TILE_BYTES = TMA_BOX_ROWS * TMA_ROW_BYTES  # 8192: the load's transaction bytes
TMA_THREADS = 128
TMA_COORD = (64, 96)  # (c0, c1): columns 64..127, rows 96..159
TMA_OUT_SENTINEL = 0xA5  # the output buffer before the kernel runs
TMA_INFO_WORDS = 2 + TMA_THREADS  # tile and mbarrier addresses, thread status
TMA_STATUS_DONE, TMA_STATUS_TIMEOUT = 1, 2

# cuTensorMapEncodeTiled's arguments, innermost dimension first.
TMA_TENSOR_MAP = {
    "data_type": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
    "global_dim": [TMA_COLS, TMA_ROWS],
    "global_strides": [TMA_COLS * TMA_ELEM_BYTES],
    "box_dim": [TMA_BOX_COLS, TMA_BOX_ROWS],
    "element_strides": [1, 1],
    "interleave": cuda_driver.CU_TENSOR_MAP_INTERLEAVE_NONE,
    "swizzle": cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B,
    "l2_promotion": cuda_driver.CU_TENSOR_MAP_L2_PROMOTION_NONE,
    "oob_fill": cuda_driver.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
}


def swizzle_128b(o):
    """Where the TMA's 128B swizzle puts byte offset ``o`` of a 1024-byte
    aligned shared buffer."""
    return o ^ (((o >> 7) & 7) << 4)


def cute_swizzle(b, m, s):
    """cute::Swizzle<B, M, S> (cute/swizzle.hpp, S > 0): XOR the B bits at
    M + S into the B bits at M."""
    yyy = ((1 << b) - 1) << (m + s)
    return lambda o: o ^ ((o & yyy) >> s)


def tma_tensor_value(y, x):
    """The raw f16 bits of tensor element (row y, column x); 0 outside the
    tensor (the TMA fills out-of-bounds elements with zeros without an OOB
    fill mode)."""
    if 0 <= y < TMA_ROWS and 0 <= x < TMA_COLS:
        return 1 + y * TMA_COLS + x
    return 0


def tma_tensor_element(v):
    """(row, column) of the tensor element whose bits are ``v``, or None."""
    if 1 <= v <= TMA_ROWS * TMA_COLS:
        return divmod(v - 1, TMA_COLS)
    return None


def tma_tensor_bytes():
    return struct.pack("<%dH" % (TMA_ROWS * TMA_COLS),
                       *[tma_tensor_value(y, x) for y in range(TMA_ROWS) for x in range(TMA_COLS)])


def tma_shared_image(c0, c1, swizzle=swizzle_128b, value=tma_tensor_value):
    """The shared tile the TMA load at (c0, c1) writes, byte for byte: tile
    row r, column c is tensor element (c1 + r, c0 + c) (the bits
    ``value(c1 + r, c0 + c)``), at byte swizzle(128 r + 2 c)."""
    image = bytearray(TMA_TILE_BYTES)
    for r in range(TMA_BOX_ROWS):
        for c in range(TMA_BOX_COLS):
            struct.pack_into("<H", image, swizzle(r * TMA_ROW_BYTES + c * TMA_ELEM_BYTES),
                             value(c1 + r, c0 + c))
    return bytes(image)


def parse_cute_layout(text):
    """'Sw<B, M, S> o SHAPE:STRIDE' (the swizzle optional; SHAPE and STRIDE
    nested tuples of integers) -> ((B, M, S) or None, shape, stride)."""
    m = re.fullmatch(r"\s*(?:Sw<\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*>\s*o\s*)?(.*)", text)
    body = m.group(4)
    depth, split = 0, None
    for i, ch in enumerate(body):
        depth += (ch == "(") - (ch == ")")
        if ch == ":" and depth == 0:
            split = i
    if split is None or not re.fullmatch(r"[\d\s(),:]*", body):
        return None
    shape, stride = (ast.literal_eval(part.strip()) for part in (body[:split], body[split + 1:]))
    swizzle = tuple(int(v) for v in m.groups()[:3]) if m.group(1) else None
    return swizzle, shape, stride


def flat_size(x):
    return flat_size(x[0]) * flat_size(x[1:]) if isinstance(x, tuple) and x else (
        1 if isinstance(x, tuple) else x)


def layout_image(layout, c0, c1, nbytes, fill, value=tma_tensor_value):
    """The shared buffer of ``nbytes`` after a load of the tile at (c0, c1)
    into SMEM layout ``layout`` (parse_cute_layout's triple): tile column c,
    row r is tile index c + 64 r (cute's colexicographic order, mode 0
    first), at element offset layout(index), at byte swizzle(2 * offset);
    the bytes no element lands on hold ``fill``."""
    swizzle, shape, stride = layout
    offset = cute_layout(shape, stride)
    sw = cute_swizzle(*swizzle) if swizzle else (lambda o: o)
    cols = flat_size(shape[0])
    image = bytearray([fill]) * nbytes
    for r in range(flat_size(shape) // cols):
        for c in range(cols):
            struct.pack_into("<H", image, sw(TMA_ELEM_BYTES * offset(c + cols * r)),
                             value(c1 + r, c0 + c))
    return bytes(image)


def tma_alternatives(c0, c1):
    """Images of the mistakes the comparison should name, by what went
    wrong."""
    return [
        ("the tile arrived unswizzled", tma_shared_image(c0, c1, lambda o: o)),
        ("the coordinates were swapped (c1, c0)", tma_shared_image(c1, c0)),
        ("the tile at (0, 0) arrived", tma_shared_image(0, 0)),
        ("nothing was copied out (the output is still the sentinel)",
         bytes([TMA_OUT_SENTINEL]) * TMA_TILE_BYTES),
        ("the shared tile was all zeros", bytes(TMA_TILE_BYTES)),
    ]


# tma_update: the map the host hands the kernel is stale in the three fields
# device code may change -- it was encoded for a decoy buffer of 0xff bytes,
# with 128 rows instead of 256 and rows 512 bytes apart instead of 256 --
# and the kernel repairs it with the descriptor-update atom. The tensor's
# buffer is twice its size, zeros after the tensor, so that a map whose
# stride was not repaired (row y at byte 512 y) reads zeros, not unallocated
# memory, past the tensor.
TMA_STALE_ROWS, TMA_STALE_ROW_BYTES = 128, 512
TMA_DECOY_BYTE = 0xFF


def tensor_map_text(tm):
    """cuTensorMapEncodeTiled's arguments ``tm`` in the words of
    `cute-nvgpu-atoms tma-descriptor`."""
    element_bytes = {cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8: 1,
                     cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT16: 2,
                     cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT16: 2,
                     cuda_driver.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: 2,
                     cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT32: 4}[tm["data_type"]]
    swizzle = {cuda_driver.CU_TENSOR_MAP_SWIZZLE_NONE: "none",
               cuda_driver.CU_TENSOR_MAP_SWIZZLE_32B: "32B",
               cuda_driver.CU_TENSOR_MAP_SWIZZLE_64B: "64B",
               cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B: "128B"}[tm["swizzle"]]

    def braces(values):
        return "{" + ", ".join(str(v) for v in values) + "}"
    return ("rank=%d elementBytes=%d globalDim=%s globalStrides=%s boxDim=%s "
            "elementStrides=%s swizzle=%s oobFill=%s"
            % (len(tm["global_dim"]), element_bytes, braces(tm["global_dim"]),
               braces(tm["global_strides"]), braces(tm["box_dim"]),
               braces(tm["element_strides"]), swizzle,
               "none" if tm["oob_fill"] == cuda_driver.CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE
               else "nan"))


def tma_stale_map(tensor_map=TMA_TENSOR_MAP):
    """cuTensorMapEncodeTiled's arguments for the stale map."""
    return dict(tensor_map, global_dim=[TMA_COLS, TMA_STALE_ROWS],
                global_strides=[TMA_STALE_ROW_BYTES])


def tma_update_alternatives(c0, c1):
    """Images of a repair that missed one field."""
    def stale_rows(y, x):
        return tma_tensor_value(y, x) if y < TMA_STALE_ROWS else 0

    def stale_stride(y, x):
        # Row y of the map is row 2 y of the tensor's memory (zeros past it).
        return tma_tensor_value(2 * y, x)

    decoy = TMA_DECOY_BYTE * 0x101
    return [
        ("the base address was not replaced (the decoy was read)",
         tma_shared_image(c0, c1, value=lambda y, x: decoy if y < TMA_ROWS else 0)),
        ("the extent of mode 1 was not replaced (rows %d and up out of bounds)"
         % TMA_STALE_ROWS, tma_shared_image(c0, c1, value=stale_rows)),
        ("the stride of mode 1 was not replaced (rows %d bytes apart)" % TMA_STALE_ROW_BYTES,
         tma_shared_image(c0, c1, value=stale_stride)),
    ]


def tma_element_name(v):
    e = tma_tensor_element(v)
    return "(%d, %d)" % e if e else "zero" if v == 0 else "0x%04x" % v


def tma_kernel_ir(name="atom-tma-load.ll"):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                        "test", "GPU", "Inputs", name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read()


def parse_flat_layout(text):
    """'(a, b):(c, d)' -> ([a, b], [c, d]); strides may be 'k@m' (scaled
    bases), kept as strings."""
    m = re.fullmatch(r"\(([^()]*)\)(?::\(([^()]*)\))?", text.strip())
    if not m:
        return None
    shape = [p.strip() for p in m.group(1).split(",")]
    stride = [p.strip() for p in m.group(2).split(",")] if m.group(2) else None
    return shape, stride


# The tma_load atom call's two metadata operands; group 1 is the inside of
# the attribute dictionary.
TMA_ATOM_OPERANDS = re.compile(
    r'metadata !"!cute_nvgpu\.atom\.tma_load",\s*metadata !"\{(.*?)\}"', re.S)


def tma_atom_attributes_text(ir):
    """The tma_load atom call's two metadata operands, as written."""
    m = TMA_ATOM_OPERANDS.search(ir or "")
    return m.group(0) if m else None


def tma_atom_attributes(ir):
    """The tma_load atom's attribute dictionary in the kernel, as {key:
    text} (True for a unit attribute), split at the commas outside <> and
    ()."""
    m = TMA_ATOM_OPERANDS.search(ir)
    if not m:
        return None
    items, depth, cur = [], 0, ""
    for ch in m.group(1):
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
            continue
        depth += (ch in "<(") - (ch in ">)")
        cur += ch
    items.append(cur)
    attrs = {}
    for item in items:
        key, eq, value = item.partition("=")
        attrs[key.strip()] = value.strip() if eq else True
    return attrs


def cute_layout_text(value):
    """'#cute.layout<X>' -> 'X'."""
    m = re.fullmatch(r"#cute\.layout<(.*)>", value or "")
    return m.group(1).strip() if m else None


class TmaLoad:
    """atom.tma_load: a tile through the TMA into shared memory and out."""

    # The shared buffer the kernel copies out, and the map the host encodes.
    buffer_bytes = TMA_TILE_BYTES
    tensor_map = TMA_TENSOR_MAP

    def __init__(self, name, kernel, min_cc, exact_cc, desc):
        self.name, self.kernel, self.min_cc, self.exact_cc = name, kernel, min_cc, exact_cc
        self.desc = desc

    def image(self, c0, c1):
        """The shared buffer the kernel should see after the load."""
        return tma_shared_image(c0, c1)

    def alternatives(self, c0, c1):
        return tma_alternatives(c0, c1)

    def run(self, ctx, module, coord):
        """(output bytes, info words, tensor map bytes, problems)."""
        tensor = ctx.to_device(tma_tensor_bytes())
        tmap = ctx.tensor_map_encode_tiled(global_address=tensor, **self.tensor_map)
        tmap_dev = ctx.to_device(tmap)  # cuMemAlloc: 256-byte aligned
        got, words = self.launch(ctx, module, coord, tmap_dev)
        return got, words, tmap, []

    def launch(self, ctx, module, coord, tmap_dev, *extra):
        """Runs the kernel on the map at ``tmap_dev``: (output, info words)."""
        c0, c1 = coord
        out = ctx.to_device(bytes([TMA_OUT_SENTINEL]) * self.buffer_bytes)
        info = ctx.to_device(b"\xff" * (4 * TMA_INFO_WORDS))
        ctx.launch(module.function(self.kernel), (1,), (TMA_THREADS,),
                   [tmap_dev, ctypes.c_int32(c0), ctypes.c_int32(c1), out, info, *extra])
        got = ctx.from_device(out, self.buffer_bytes)
        words = struct.unpack("<%dI" % TMA_INFO_WORDS, ctx.from_device(info, 4 * TMA_INFO_WORDS))
        return got, words


class TmaLoadParam(TmaLoad):
    """atom.tma_load with the tensor map passed by value as a grid-constant
    kernel parameter (CUTLASS's ``__grid_constant__ const CUtensorMap``):
    the launch copies the 128 map bytes into the parameter itself."""

    def run(self, ctx, module, coord):
        tensor = ctx.to_device(tma_tensor_bytes())
        tmap = ctx.tensor_map_encode_tiled(global_address=tensor, **self.tensor_map)
        by_value = (ctypes.c_ubyte * len(tmap)).from_buffer_copy(tmap)
        got, words = self.launch(ctx, module, coord, by_value)
        return got, words, tmap, []


# tma_load_padded: the kernel (test/GPU/Inputs/atom-tma-load-padded.ll)
# fills its 16384-byte shared buffer with TMA_PAD_FILL, loads the tile of
# tma_load into it with an atom whose SMEM layout puts the 8-row blocks
# 2048 bytes apart, and copies out the whole buffer. The atom lowers to one
# TMA box of 64 x 8 per block, so the map's boxDim is {64, 8}.
TMA_PAD_FILL = 0xC3  # 0xc3c3 is no tensor element's bits
TMA_PADDED_BUFFER_BYTES = 16384
TMA_PADDED_TENSOR_MAP = dict(TMA_TENSOR_MAP, box_dim=[TMA_BOX_COLS, 8])


def tma_padded_layout():
    """The smem_layout of the padded kernel's atom, parsed, or None."""
    attrs = tma_atom_attributes(tma_kernel_ir("atom-tma-load-padded.ll") or "") or {}
    text = cute_layout_text(attrs.get("smem_layout"))
    return parse_cute_layout(text) if text else None


class TmaLoadPadded(TmaLoad):
    """atom.tma_load into a padded SMEM layout: the expected buffer is the
    one the kernel's smem_layout describes."""

    buffer_bytes = TMA_PADDED_BUFFER_BYTES
    tensor_map = TMA_PADDED_TENSOR_MAP

    def image(self, c0, c1):
        layout = tma_padded_layout()
        if layout is None:
            raise RuntimeError("atom-tma-load-padded.ll: no smem_layout to compute the "
                               "expected buffer from")
        return layout_image(layout, c0, c1, self.buffer_bytes, TMA_PAD_FILL)

    def alternatives(self, c0, c1):
        dense = parse_cute_layout("Sw<3, 4, 3> o (64, 64):(1, 64)")
        return [
            ("the tile arrived as one dense box, ignoring the padding",
             layout_image(dense, c0, c1, self.buffer_bytes, TMA_PAD_FILL)),
            ("no box arrived (the fill is intact)", bytes([TMA_PAD_FILL]) * self.buffer_bytes),
            ("nothing was copied out (the output is still the sentinel)",
             bytes([TMA_OUT_SENTINEL]) * self.buffer_bytes),
        ]


class TmaStore:
    """atom.tma_store / atom.tma_reduce<add>: a swizzled shared tile out to
    the tensor through the TMA. ``reduce`` picks the add-reduction, whose
    tensor and tile hold small integers as f16 so that every sum is
    exact; the store's hold distinct raw bits."""

    def __init__(self, name, kernel, min_cc, exact_cc, desc, reduce):
        self.name, self.kernel, self.min_cc, self.exact_cc = name, kernel, min_cc, exact_cc
        self.desc, self.reduce = desc, reduce

    def tensor_value(self, y, x):
        """The raw bits of tensor element (y, x) before the kernel."""
        return f16_bits(float((3 * y + x) % 512)) if self.reduce else tma_tensor_value(y, x)

    def tile_value(self, r, c):
        """The raw bits of tile element (r, c)."""
        return f16_bits(float((7 * r + c) % 256)) if self.reduce else 0x9000 + 64 * r + c

    def expected(self, c0, c1):
        """The tensor after the kernel, as {(y, x): bits}, every element."""
        out = {}
        for y in range(TMA_ROWS):
            for x in range(TMA_COLS):
                v = self.tensor_value(y, x)
                r, c = y - c1, x - c0
                if 0 <= r < TMA_BOX_ROWS and 0 <= c < TMA_BOX_COLS:
                    w = self.tile_value(r, c)
                    v = f16_bits(f16_value(v) + f16_value(w)) if self.reduce else w
                out[(y, x)] = v
        return out

    def run(self, ctx, module, coord):
        """(tensor after the kernel as {(y, x): bits}, the status word)."""
        c0, c1 = coord
        tensor = ctx.to_device(struct.pack(
            "<%dH" % (TMA_ROWS * TMA_COLS),
            *[self.tensor_value(y, x) for y in range(TMA_ROWS) for x in range(TMA_COLS)]))
        tmap = ctx.to_device(ctx.tensor_map_encode_tiled(global_address=tensor, **TMA_TENSOR_MAP))
        src = ctx.to_device(tma_shared_image(
            c0, c1, value=lambda y, x: self.tile_value(y - c1, x - c0)))
        info = ctx.to_device(b"\xff" * 4)
        ctx.launch(module.function(self.kernel), (1,), (TMA_THREADS,),
                   [tmap, ctypes.c_int32(c0), ctypes.c_int32(c1), src, info])
        words = struct.unpack("<%dH" % (TMA_ROWS * TMA_COLS),
                              ctx.from_device(tensor, TMA_ROWS * TMA_COLS * TMA_ELEM_BYTES))
        got = {(y, x): words[y * TMA_COLS + x] for y in range(TMA_ROWS) for x in range(TMA_COLS)}
        return got, struct.unpack("<I", ctx.from_device(info, 4))[0]


def load_module(ctx, test, ptx, ptx_path):
    """The module of ``ptx``, or None after an ERROR line."""
    try:
        return ctx.load_ptx(ptx)
    except cuda_driver.CudaError as e:
        print("ERROR %s: the driver rejected %s: %s" % (test.name, ptx_path, e))
        return None


def device_name(ctx, cc):
    return "%s (sm_%d%d)" % (ctx.name(), cc[0], cc[1])


def run_tma_kernel(test, ptx, ptx_path, cc, coord):
    """(what ``test.run`` returned, a description of the run), or (None,
    None) after an ERROR or FAIL line."""
    with cuda_driver.Context() as ctx:
        module = load_module(ctx, test, ptx, ptx_path)
        if module is None:
            return None, None
        what = "%s at (c0, c1) = (%d, %d); %s" % (test.desc, coord[0], coord[1],
                                                  device_name(ctx, cc))
        try:
            return test.run(ctx, module, coord), what
        except cuda_driver.CudaError as e:
            # A bad tensor map, or a kernel that faulted (a TMA error is
            # reported at the synchronisation after the launch).
            print("FAIL %s: %s (%s)" % (test.name, e, what))
            return None, None


def run_tma_store_test(test, ptx, ptx_path, cc, coord):
    c0, c1 = coord
    result, what = run_tma_kernel(test, ptx, ptx_path, cc, coord)
    if result is None:
        return 1
    got, status = result
    expected = test.expected(c0, c1)
    bad = sorted(k for k in expected if got[k] != expected[k])
    total = TMA_ROWS * TMA_COLS
    if bad or status != 1:
        print("FAIL %s: %d/%d elements of the tensor differ (%s)" % (test.name, len(bad), total, what))
        if status != 1:
            print("  thread 0 did not report completing the bulk group (status 0x%x)" % status)
        inside = [k for k in bad if 0 <= k[0] - c1 < TMA_BOX_ROWS and 0 <= k[1] - c0 < TMA_BOX_COLS]
        print("  %d of them inside the tile's rows %d-%d, columns %d-%d"
              % (len(inside), c1, c1 + TMA_BOX_ROWS - 1, c0, c0 + TMA_BOX_COLS - 1))
        if all(got[k] == test.tensor_value(*k) for k in expected):
            print("  the tensor is unchanged: nothing was written")
        for (y, x) in bad[:12]:
            print("  element (%d, %d): expected 0x%04x, got 0x%04x"
                  % (y, x, expected[(y, x)], got[(y, x)]))
        return 1
    print("PASS %s: %d/%d elements of the tensor exact (%s)" % (test.name, total, total, what))
    return 0


class TmaUpdate(TmaLoad):
    """update_tma_desc: the kernel repairs a stale tensor map in global
    memory (base address, extent and stride of mode 1), then loads through
    it as tma_load does."""

    def alternatives(self, c0, c1):
        return tma_alternatives(c0, c1) + tma_update_alternatives(c0, c1)

    def run(self, ctx, module, coord):
        tensor_bytes = tma_tensor_bytes()
        tensor = ctx.to_device(tensor_bytes + bytes(len(tensor_bytes)))
        decoy = ctx.to_device(bytes([TMA_DECOY_BYTE]) * (2 * len(tensor_bytes)))
        stale = ctx.tensor_map_encode_tiled(global_address=decoy, **tma_stale_map())
        repaired = ctx.tensor_map_encode_tiled(global_address=tensor, **TMA_TENSOR_MAP)
        tmap_dev = ctx.to_device(stale)
        got, words = self.launch(ctx, module, coord, tmap_dev, tensor,
                                 ctypes.c_int32(TMA_ROWS),
                                 ctypes.c_int64(TMA_COLS * TMA_ELEM_BYTES))
        after = ctx.from_device(tmap_dev, len(repaired))
        problems = []
        if after != repaired:
            diff = [i for i in range(len(after)) if after[i] != repaired[i]]
            problems.append(
                "the map after the updates differs from cuTensorMapEncodeTiled's encoding "
                "of the real tensor in bytes %s (%s; expected %s)"
                % (diff, after[:64].hex(), repaired[:64].hex()))
        return got, words, after, problems


def tma_verdict(got, words, coord, expected=None):
    """(problems, bad byte offsets, expected image) of a run at ``coord``:
    ``got`` the kernel's output, ``words`` its info words, ``expected`` the
    buffer it should be (tma_load's image by default)."""
    c0, c1 = coord
    if expected is None:
        expected = tma_shared_image(c0, c1)
    problems = []
    tile_addr, mbar_addr, status = words[0], words[1], words[2:]
    if tile_addr % 1024:
        problems.append("the tile is at shared address 0x%x, not 1024-byte aligned (the 128B "
                        "swizzle pattern is anchored at 1024-byte boundaries)" % tile_addr)
    timed_out = [t for t, v in enumerate(status) if v == TMA_STATUS_TIMEOUT]
    silent = [t for t, v in enumerate(status) if v not in (TMA_STATUS_DONE, TMA_STATUS_TIMEOUT)]
    if timed_out:
        problems.append("%d threads gave up waiting for phase 0 of the mbarrier (thread %d "
                        "first): the load never completed its 8192 bytes"
                        % (len(timed_out), timed_out[0]))
    if silent:
        problems.append("%d threads wrote no status (thread %d first)" % (len(silent), silent[0]))
    bad = [i for i in range(len(expected)) if got[i] != expected[i]]
    return problems, bad, expected


# ---------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------


class RegisterMma:
    """A warp-level mma.sync atom: A, B, C per-lane fragments."""

    threads = 32

    def __init__(self, name, kernel, min_cc, exact_cc, shape, a, b, c, a_vals, b_vals, c_vals, desc):
        self.name, self.kernel, self.min_cc, self.exact_cc = name, kernel, min_cc, exact_cc
        self.M, self.N, self.K = shape
        self.a, self.b, self.c = a, b, c
        self.a_vals, self.b_vals, self.c_vals = a_vals, b_vals, c_vals
        self.desc = desc

    def operands(self):
        return [self.a, self.b, self.c]

    def inputs(self, rng):
        A = [[rng.choice(self.a_vals) for _ in range(self.K)] for _ in range(self.M)]
        B = [[rng.choice(self.b_vals) for _ in range(self.N)] for _ in range(self.K)]
        C = [[rng.choice(self.c_vals) for _ in range(self.N)] for _ in range(self.M)]
        return A, B, C

    def reference(self, A, B, C):
        return [
            [sum(A[m][k] * B[k][n] for k in range(self.K)) + C[m][n] for n in range(self.N)]
            for m in range(self.M)
        ]

    def buffers(self, A, B, C):
        return [self.a.pack(A), self.b.pack(B), self.c.pack(C)]

    def run(self, ctx, module, A, B, C):
        fn = module.function(self.kernel)
        ptrs = [ctx.to_device(buf) for buf in self.buffers(A, B, C)]
        d = ctx.alloc(self.c.nbytes())
        ctx.launch(fn, (1,), (self.threads,), ptrs + [d])
        return self.c.unpack(ctx.from_device(d, self.c.nbytes()))


class WgmmaSS(RegisterMma):
    """sm90.mma with A and B from shared memory: A (M x K) and B (given as
    N x K) are plain K-contiguous arrays; C and D are fragments."""

    threads = 128

    def operands(self):
        return [self.c]

    def inputs(self, rng):
        A = [[rng.choice(self.a_vals) for _ in range(self.K)] for _ in range(self.M)]
        Bt = [[rng.choice(self.b_vals) for _ in range(self.K)] for _ in range(self.N)]
        C = [[rng.choice(self.c_vals) for _ in range(self.N)] for _ in range(self.M)]
        B = [[Bt[n][k] for n in range(self.N)] for k in range(self.K)]
        return A, B, C

    def buffers(self, A, B, C):
        a = struct.pack("<%dH" % (self.M * self.K), *[f16_bits(v) for row in A for v in row])
        b = struct.pack(
            "<%dH" % (self.N * self.K),
            *[f16_bits(B[k][n]) for n in range(self.N) for k in range(self.K)],
        )
        return [a, b, self.c.pack(C)]


def _ints(lo, hi):
    return list(range(lo, hi + 1))


TESTS = {
    "sm80_f16": RegisterMma(
        "sm80_f16", "atom_sm80_f16", (8, 0), None, (16, 8, 16),
        Operand("A", 16, 16, "f16", 32, 8, frag_m16n8k16_f16_a),
        Operand("B", 16, 8, "f16", 32, 4, frag_m16n8k16_f16_b),
        Operand("C", 16, 8, "f32", 32, 4, frag_m16n8_c),
        [float(v) for v in _ints(-4, 4)], [float(v) for v in _ints(-4, 4)],
        [float(v) for v in _ints(-16, 16)],
        "sm80.mma m16n8k16 f16 x f16 + f32",
    ),
    "sm80_s8": RegisterMma(
        "sm80_s8", "atom_sm80_s8", (8, 0), None, (16, 8, 32),
        Operand("A", 16, 32, "s8", 32, 16, frag_m16n8k32_8bit_a),
        Operand("B", 32, 8, "s8", 32, 8, frag_m16n8k32_8bit_b),
        Operand("C", 16, 8, "s32", 32, 4, frag_m16n8_c),
        _ints(-128, 127), _ints(-128, 127), _ints(-(1 << 20), 1 << 20),
        "sm80.mma m16n8k32 s8 x s8 + s32",
    ),
    "sm89_fp8": RegisterMma(
        "sm89_fp8", "atom_sm89_fp8", (8, 9), None, (16, 8, 32),
        Operand("A", 16, 32, "e4m3", 32, 16, frag_m16n8k32_8bit_a),
        Operand("B", 32, 8, "e4m3", 32, 8, frag_m16n8k32_8bit_b),
        Operand("C", 16, 8, "f32", 32, 4, frag_m16n8_c),
        [float(v) for v in _ints(-3, 3)], [float(v) for v in _ints(-3, 3)],
        [float(v) for v in _ints(-16, 16)],
        "sm89.mma m16n8k32 e4m3 x e4m3 + f32",
    ),
    # sm_90a code runs on compute capability 9.0 only.
    "sm90_f16": WgmmaSS(
        "sm90_f16", "atom_sm90_f16", (9, 0), (9, 0), (64, 8, 16),
        None, None,
        Operand("C", 64, 8, "f32", 128, 4, frag_m64nN_d),
        [float(v) for v in _ints(-4, 4)], [float(v) for v in _ints(-4, 4)],
        [float(v) for v in _ints(-16, 16)],
        "sm90.mma m64n8k16 f16 x f16 + f32, A and B in shared memory",
    ),
    # sm_90a; the tensormap proxy fence needs PTX ISA 8.3.
    "tma_load": TmaLoad(
        "tma_load", "atom_tma_load", (9, 0), (9, 0),
        "atom.tma_load 64x64 f16, 128B swizzle",
    ),
    "tma_load_padded": TmaLoadPadded(
        "tma_load_padded", "atom_tma_load_padded", (9, 0), (9, 0),
        "atom.tma_load 64x64 f16, 128B swizzle, 8-row blocks 2048 bytes apart",
    ),
    "tma_store": TmaStore(
        "tma_store", "atom_tma_store", (9, 0), (9, 0),
        "atom.tma_store 64x64 f16, 128B swizzle", reduce=False,
    ),
    "tma_reduce_add": TmaStore(
        "tma_reduce_add", "atom_tma_reduce_add", (9, 0), (9, 0),
        "atom.tma_reduce<add> 64x64 f16, 128B swizzle", reduce=True,
    ),
    "tma_update": TmaUpdate(
        "tma_update", "atom_tma_update", (9, 0), (9, 0),
        "update_tma_desc of base, dim 1 and stride 1, then atom.tma_load",
    ),
    "tma_load_param": TmaLoadParam(
        "tma_load_param", "atom_tma_load_param", (9, 0), (9, 0),
        "atom.tma_load 64x64 f16, 128B swizzle, grid-constant tensor map",
    ),
}

MMA_TESTS = [t for t in TESTS.values() if isinstance(t, RegisterMma)]

# ---------------------------------------------------------------------------
# Running a test
# ---------------------------------------------------------------------------


def run_test(test, ptx_path, seed, coord=TMA_COORD):
    with open(ptx_path, "rb") as f:
        ptx = f.read()
    ok, reason, cc = cuda_driver.probe()
    if not ok:
        print("ERROR %s: no usable CUDA GPU: %s" % (test.name, reason))
        return 2
    if cc < test.min_cc or (test.exact_cc and cc != test.exact_cc):
        need = "exactly" if test.exact_cc else "at least"
        print("ERROR %s: needs compute capability %s %d.%d; the GPU has %d.%d (%s)"
              % (test.name, need, test.min_cc[0], test.min_cc[1], cc[0], cc[1], reason))
        return 2
    if isinstance(test, TmaLoad):
        return run_tma_test(test, ptx, ptx_path, cc, coord)
    if isinstance(test, TmaStore):
        return run_tma_store_test(test, ptx, ptx_path, cc, coord)
    rng = random.Random("%s/%d" % (test.name, seed))
    A, B, C = test.inputs(rng)
    with cuda_driver.Context() as ctx:
        module = load_module(ctx, test, ptx, ptx_path)
        if module is None:
            return 1
        D = test.run(ctx, module, A, B, C)
        device = device_name(ctx, cc)
    expected = test.reference(A, B, C)
    bad = [
        (m, n)
        for m in range(test.M)
        for n in range(test.N)
        if D[m][n] != expected[m][n]
    ]
    total = test.M * test.N
    if bad:
        print("FAIL %s: %d/%d elements of D differ (%s; %s; seed %d)"
              % (test.name, len(bad), total, test.desc, device, seed))
        for m, n in bad[:16]:
            owner = test.c.owner(m, n)
            print("  D[%d][%d] = %r, expected %r (thread %d, d%d)"
                  % (m, n, D[m][n], expected[m][n], owner[0], owner[1]))
        if all(D[m][n] == C[m][n] for m in range(test.M) for n in range(test.N)):
            print("  D == C everywhere: the MMA's product did not arrive")
        return 1
    print("PASS %s: D = A*B + C, %d/%d elements exact (%s; %s; seed %d)"
          % (test.name, total, total, test.desc, device, seed))
    return 0


def run_tma_test(test, ptx, ptx_path, cc, coord):
    c0, c1 = coord
    result, what = run_tma_kernel(test, ptx, ptx_path, cc, coord)
    if result is None:
        return 1
    got, words, tmap, map_problems = result
    problems, bad, expected = tma_verdict(got, words, coord, test.image(c0, c1))
    problems += map_problems
    total = len(expected)
    if problems or bad:
        print("FAIL %s: %d/%d bytes of the swizzled shared tile differ (%s)"
              % (test.name, len(bad), total, what))
        for p in problems:
            print("  " + p)
        for name, image in test.alternatives(c0, c1):
            if got == image:
                print("  the output is exactly what it would be if " + name)
        chunks = sorted({i // 16 for i in bad})
        for ch in chunks[:12]:
            o = ch * 16
            exp = struct.unpack_from("<8H", expected, o)
            have = struct.unpack_from("<8H", got, o)
            print("  shared bytes %5d-%5d (chunk %d of its 128 bytes): expected elements "
                  "%s ..., got %s ..." % (o, o + 15, (o // 16) % 8,
                                          " ".join(tma_element_name(v) for v in exp[:3]),
                                          " ".join(tma_element_name(v) for v in have[:3])))
        print("  (elements as (row, column) of the tensor; the tile is at shared 0x%x, the "
              "mbarrier at 0x%x; the tensor map begins %s)"
              % (words[0], words[1], tmap[:16].hex()))
        return 1
    print("PASS %s: %d/%d bytes of the swizzled shared tile exact%s (%s; tile at shared 0x%x)"
          % (test.name, total, total,
             ", the updated map is the real tensor's" if isinstance(test, TmaUpdate) else "",
             what, words[0]))
    return 0


# ---------------------------------------------------------------------------
# --self-check: the host side, without a GPU
# ---------------------------------------------------------------------------


def cute_layout(shape, stride):
    """A (flat) cute layout as a function of a coordinate index, the index
    split colexicographically (first mode fastest)."""

    def flat(x):
        return [y for e in x for y in flat(e)] if isinstance(x, tuple) else [x]

    shp, std = flat(shape), flat(stride)

    def f(idx):
        off = 0
        for s, d in zip(shp, std):
            off += (idx % s) * d
            idx //= s
        return off

    return f


# The (thread, value) -> column-major offset layouts of cute's MMA traits, as
# docs/AtomIR.md gives them (SM80: lane = q + 4 g; A offset m + 16 k, B
# n + 8 k, C m + 16 n) and cute/atom/mma_traits_sm90_gmma.hpp's
# CLayout_64xN (offset m + 64 n): an independent second source for the maps.
def _cute_maps():
    P16, P8 = 2, 4  # elements per 32-bit register
    return {
        ("sm80_f16", "A"): (
            cute_layout((4, 8), (16 * P16, 1)),
            cute_layout((P16, 2, 16 // (4 * P16)), (16, 8, 64 * P16)), 16),
        ("sm80_f16", "B"): (
            cute_layout((4, 8), (8 * P16, 1)),
            cute_layout((P16, 16 // (4 * P16)), (8, 32 * P16)), 8),
        ("sm80_s8", "A"): (
            cute_layout((4, 8), (16 * P8, 1)),
            cute_layout((P8, 2, 32 // (4 * P8)), (16, 8, 64 * P8)), 16),
        ("sm80_s8", "B"): (
            cute_layout((4, 8), (8 * P8, 1)),
            cute_layout((P8, 32 // (4 * P8)), (8, 32 * P8)), 8),
        "C": (cute_layout((4, 8), (32, 1)), cute_layout((2, 2), (16, 8)), 16),
        "C64": (cute_layout((4, 8, 4), (128, 1, 16)), cute_layout((2, 2, 1), (64, 8, 512)), 64),
    }


def self_check_tma_padded(check):
    """tma_load_padded's host side: the layout evaluator gives tma_load's
    hand-checked image for tma_load's layout; the padded kernel's layout
    puts every tile element once, block k of 8 rows in the first 1024 bytes
    of byte 2048 k, the fill everywhere else; the tensor map's box tiles the
    tile; the kernel's other attributes are tma_load's."""
    c0, c1 = TMA_COORD
    plain = parse_cute_layout("Sw<3, 4, 3> o (64, 64):(1, 64)")
    check(layout_image(plain, c0, c1, TMA_TILE_BYTES, 0) == tma_shared_image(c0, c1),
          "tma_load_padded: the layout evaluator disagrees with tma_load's image")
    check(parse_cute_layout("Sw<3, 4, 3> o (64, (8, 8)):(1, (64, 1024))")
          == ((3, 4, 3), (64, (8, 8)), (1, (64, 1024)))
          and parse_cute_layout("(64, 8):(1, 64)") == (None, (64, 8), (1, 64)),
          "tma_load_padded: the layout parser")
    layout = tma_padded_layout()
    check(layout is not None, "atom-tma-load-padded.ll: no parsable smem_layout")
    if layout is None:
        return
    t = TESTS["tma_load_padded"]
    image = t.image(c0, c1)
    n = t.buffer_bytes
    values = struct.unpack("<%dH" % (n // 2), image)
    fill = TMA_PAD_FILL * 0x101
    tile = sorted(tma_tensor_value(c1 + r, c0 + c)
                  for r in range(TMA_BOX_ROWS) for c in range(TMA_BOX_COLS))
    check(len(image) == n and sorted(v for v in values if v != fill) == tile
          and values.count(fill) == (n - TMA_TILE_BYTES) // 2
          and fill > TMA_ROWS * TMA_COLS,
          "tma_load_padded: the expected buffer is not the tile's 4096 elements and the fill")
    for o in range(0, n, 2):
        e = tma_tensor_element(values[o // 2])
        block, within = divmod(o, 2048)
        check((e is None) == (within >= 1024)
              and (e is None or (e[0] - c1) // 8 == block),
              "tma_load_padded: byte %d holds %s, outside its 8-row block" % (o, e))
    for name, other in t.alternatives(c0, c1):
        check(other != image, "tma_load_padded: the test cannot tell whether " + name)
    tm = t.tensor_map
    box_rows = tm["box_dim"][1]
    check(tm["box_dim"][0] == TMA_BOX_COLS and TMA_BOX_ROWS % box_rows == 0
          and TMA_BOX_COLS * box_rows * TMA_ELEM_BYTES == 1024
          and {k: v for k, v in tm.items() if k != "box_dim"}
          == {k: v for k, v in TMA_TENSOR_MAP.items() if k != "box_dim"},
          "tma_load_padded: the map's box is not one 8-row block of tma_load's map")
    ir = tma_kernel_ir("atom-tma-load-padded.ll")
    attrs = tma_atom_attributes(ir) or {}
    base = tma_atom_attributes(tma_kernel_ir() or "") or {}
    check(all(attrs.get(k) == base.get(k) for k in ("gmem_layout", "cta_v_map", "element_bits",
                                                     "arrive")),
          "atom-tma-load-padded.ll: the atom's other attributes are not tma_load's")
    for needle, what in (
            ("@tile = internal addrspace(3) global [%d x i8] undef, align 1024" % n,
             "the buffer: %d bytes, 1024-byte aligned" % n),
            ("define void @atom_tma_load_padded(ptr %tmap, i32 %c0, i32 %c1, ptr %out, "
             "ptr %info)", "the kernel's parameters"),
            ("i32 %d, i32 %d, i32 %d, i32 %d"
             % ((struct.unpack("<i", bytes([TMA_PAD_FILL]) * 4)[0],) * 4), "the fill")):
        check(needle in ir, "atom-tma-load-padded.ll: %s: no `%s`" % (what, needle))
    offsets = [int(v) for v in re.findall(r"%off\d = add i64 %off0, (\d+)", ir)]
    covered = sorted(16 * th + k + b
                     for th in range(TMA_THREADS) for k in [0] + offsets for b in range(16))
    check(covered == list(range(n)),
          "atom-tma-load-padded.ll: the fill and copy-out do not cover the buffer once")
    print("self-check tma_load_padded: %d-byte buffer from the atom's smem_layout %r, "
          "the tile's 8-row blocks 2048 bytes apart, boxDim %r" % (n, layout, tm["box_dim"]))


def self_check_tma_store(check):
    """tma_store's and tma_reduce_add's host side: the expected tensor
    changes inside the tile only, the store's tile bits name no tensor
    element, the reduction's sums are exact in f16."""
    c0, c1 = TMA_COORD
    for name in ("tma_store", "tma_reduce_add"):
        t = TESTS[name]
        exp = t.expected(c0, c1)
        changed = [k for k in exp if exp[k] != t.tensor_value(*k)]
        inside = all(0 <= y - c1 < TMA_BOX_ROWS and 0 <= x - c0 < TMA_BOX_COLS
                     for y, x in changed)
        check(inside and len(changed) > TMA_BOX_ROWS * TMA_BOX_COLS * 9 // 10,
              "%s: the expected tensor changes %d elements, %s the tile"
              % (name, len(changed), "inside" if inside else "outside"))
    store, add = TESTS["tma_store"], TESTS["tma_reduce_add"]
    tile_bits = {store.tile_value(r, c) for r in range(TMA_BOX_ROWS) for c in range(TMA_BOX_COLS)}
    check(len(tile_bits) == TMA_BOX_ROWS * TMA_BOX_COLS
          and not any(tma_tensor_element(v) for v in tile_bits),
          "tma_store: the tile's bits are not distinct or name tensor elements")
    exp = add.expected(c0, c1)
    check(all(f16_value(exp[(c1 + r, c0 + c)])
              == (3 * (c1 + r) + c0 + c) % 512 + (7 * r + c) % 256
              for r in range(TMA_BOX_ROWS) for c in range(TMA_BOX_COLS)),
          "tma_reduce_add: an f16 sum is not exact")


def self_check_tma_update(check):
    """tma_update's host side: the stale map differs from the real one in
    exactly the three fields the kernel updates, each missed update has its
    own image, and the kernel updates those fields with these values."""
    c0, c1 = TMA_COORD
    image = tma_shared_image(c0, c1)
    alternatives = tma_update_alternatives(c0, c1)
    for name, other in alternatives:
        check(other != image, "tma_update: the test cannot tell whether " + name)
    images = [other for _, other in alternatives + tma_alternatives(c0, c1)]
    check(len(set(images)) == len(images), "tma_update: two mistakes give the same image")
    # The stale extent cuts the tile (rows c1 .. c1 + 63) in two.
    check(c1 < TMA_STALE_ROWS < c1 + TMA_BOX_ROWS, "tma_update: the stale extent %d does not "
          "cut the tile at rows %d-%d" % (TMA_STALE_ROWS, c1, c1 + TMA_BOX_ROWS - 1))
    stale, real = tma_stale_map(), TMA_TENSOR_MAP
    check(sorted(k for k in real if stale[k] != real[k]) == ["global_dim", "global_strides"]
          and stale["global_dim"][0] == real["global_dim"][0],
          "tma_update: the stale map differs in more than mode 1's extent and stride")
    check(all(st % 16 == 0 and st < 1 << 40 for st in stale["global_strides"])
          and 2 * len(tma_tensor_bytes()) >= TMA_STALE_ROW_BYTES * TMA_ROWS,
          "tma_update: the stale stride is not encodable, or reads past the padded tensor")
    check(TMA_DECOY_BYTE * 0x101 > TMA_ROWS * TMA_COLS,
          "tma_update: the decoy's bits name a tensor element")

    ir = tma_kernel_ir("atom-tma-update.ll")
    if ir is None:
        print("self-check tma_update: atom-tma-update.ll not found, kernel not checked")
        return
    for needle, what in (
            ("define void @atom_tma_update(ptr %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info, "
             "ptr %tensor, i32 %rows, i64 %row.bytes)", "the launch's argument order"),
            ('metadata !"{field = base}", ptr addrspace(1) %gmap, ptr %tensor)',
             "the base address from %tensor"),
            ('metadata !"{field = dim, axis = 1}", ptr addrspace(1) %gmap, i32 %rows)',
             "mode 1's extent from %rows"),
            ('metadata !"{field = stride, axis = 1}", ptr addrspace(1) %gmap, i64 %row.bytes)',
             "mode 1's stride from %row.bytes"),
            ("fence.proxy.tensormap_generic.release.gpu()", "the release fence"),
            ("fence.proxy.tensormap_generic.acquire.gpu(ptr %tmap, i32 128)",
             "the acquire fence"),
            (tma_atom_attributes_text(tma_kernel_ir()), "tma_load's atom")):
        check(needle is not None and needle in ir, "atom-tma-update.ll: not found: " + what)
    print("self-check tma_update: a stale map (decoy base, %d rows, %d-byte rows) repaired "
          "in base, dim 1 and stride 1; %d missed updates told apart"
          % (TMA_STALE_ROWS, TMA_STALE_ROW_BYTES, len(alternatives)))


def self_check_tma(check):
    """tma_load's host side: the swizzle, the expected image, the tensor
    map's parameters and their agreement with the kernel's atom."""
    n = TMA_TILE_BYTES
    # The 128B swizzle: a permutation of each 1024-byte block (so of the
    # tile), its own inverse, moving only bits 4-6, and cute's Swizzle<3,4,3>.
    sw = [swizzle_128b(o) for o in range(n)]
    cute = cute_swizzle(3, 4, 3)
    for block in range(0, n, 1024):
        check(sorted(sw[block:block + 1024]) == list(range(block, block + 1024)),
              "tma_load: the 128B swizzle is not a permutation of bytes %d-%d"
              % (block, block + 1023))
    check(all(swizzle_128b(sw[o]) == o for o in range(n)),
          "tma_load: the swizzle is not an involution")
    check(all((sw[o] ^ o) & ~0x70 == 0 for o in range(n)),
          "tma_load: the swizzle changes bits other than 4-6")
    check(all(swizzle_128b(o) == cute(o) for o in range(1 << 16)),
          "tma_load: the swizzle differs from cute's Swizzle<3, 4, 3>")
    # Hand-computed: (byte offset before, after). Row 0 is not moved; row 1
    # swaps chunks 0 and 1; row 7 reverses the chunks; row 8 starts the next
    # block like row 0; bytes keep their place inside a chunk.
    for before, after in ((0, 0), (15, 15), (16, 16), (128, 144), (144, 128), (130, 146),
                          (256, 288), (3 * 128 + 16, 3 * 128 + 32), (896, 1008), (1008, 896),
                          (1023, 911), (1024, 1024), (1024 + 128 + 48 + 5, 1024 + 128 + 32 + 5),
                          (8191, 8079)):
        check(swizzle_128b(before) == after, "tma_load: byte %d swizzled to %d, expected %d"
              % (before, swizzle_128b(before), after))
    # Tile elements: (row r, column c) -> byte of the shared tile.
    for (r, c), at in (((0, 0), 0), ((0, 8), 16), ((1, 0), 144), ((1, 8), 128), ((3, 10), 420),
                       ((7, 63), 910), ((8, 0), 1024), ((9, 8), 1024 + 128), ((63, 63), 8078)):
        check(swizzle_128b(r * TMA_ROW_BYTES + 2 * c) == at,
              "tma_load: tile element (%d, %d) at byte %d, expected %d"
              % (r, c, swizzle_128b(r * TMA_ROW_BYTES + 2 * c), at))

    # The expected image: every tile element once, each tile row inside its
    # own 128 bytes, the hand-computed positions; the tensor's elements all
    # distinct; the test tells the mistakes it names apart.
    c0, c1 = TMA_COORD
    image = tma_shared_image(c0, c1)
    values = struct.unpack("<%dH" % (n // 2), image)
    tile = {tma_tensor_value(c1 + r, c0 + c)
            for r in range(TMA_BOX_ROWS) for c in range(TMA_BOX_COLS)}
    check(len(image) == n and sorted(values) == sorted(tile)
          and len(tile) == TMA_BOX_ROWS * TMA_BOX_COLS,
          "tma_load: the expected image is not the tile's 4096 distinct elements")
    check(all(tma_tensor_element(values[o // 2])[0] - c1 == o // TMA_ROW_BYTES
              for o in range(0, n, 2)),
          "tma_load: the swizzle moves an element out of its tile row")
    for (r, c), at in (((0, 0), 0), ((1, 0), 144), ((3, 10), 420), ((63, 63), 8078)):
        check(tma_tensor_element(values[at // 2]) == (c1 + r, c0 + c),
              "tma_load: image byte %d does not hold tensor element (%d, %d)"
              % (at, c1 + r, c0 + c))
    tensor = struct.unpack("<%dH" % (TMA_ROWS * TMA_COLS), tma_tensor_bytes())
    check(0 not in tensor and len(set(tensor)) == TMA_ROWS * TMA_COLS
          and tma_tensor_element(tensor[5 * TMA_COLS + 7]) == (5, 7),
          "tma_load: the tensor's elements are not distinct, non-zero and named by their bits")
    check(c0 != c1 and c0 > 0 and c1 > 0 and c0 + TMA_BOX_COLS <= TMA_COLS
          and c1 + TMA_BOX_ROWS <= TMA_ROWS, "tma_load: the default coordinate %r" % (TMA_COORD,))
    for name, other in tma_alternatives(c0, c1):
        check(other != image, "tma_load: the test cannot tell whether " + name)
    problems, bad, _ = tma_verdict(image, [0x400, 0x2400] + [TMA_STATUS_DONE] * TMA_THREADS,
                                   TMA_COORD)
    check(not problems and not bad, "tma_load: the verdict rejects the expected image")
    problems, bad, _ = tma_verdict(
        image, [0x600, 0] + [TMA_STATUS_TIMEOUT] + [0] * (TMA_THREADS - 1), TMA_COORD)
    check(len(problems) == 3, "tma_load: the verdict misses a misaligned tile, a timeout or "
          "a silent thread")

    # The tensor map: cuTensorMapEncodeTiled's requirements (cuda.h, CUDA
    # 13.0) on these arguments.
    tm = TMA_TENSOR_MAP
    rank = len(tm["global_dim"])
    check(1 <= rank <= 5 and len(tm["box_dim"]) == rank == len(tm["element_strides"])
          and len(tm["global_strides"]) == rank - 1, "tma_load: tensor map rank")
    check(all(0 < d <= 1 << 32 for d in tm["global_dim"]), "tma_load: globalDim")
    check(all(st % 16 == 0 and st < 1 << 40 for st in tm["global_strides"])
          and tm["global_strides"][0] >= tm["global_dim"][0] * TMA_ELEM_BYTES,
          "tma_load: globalStrides")
    check(all(0 < b <= 256 for b in tm["box_dim"]) and tm["box_dim"][0] * TMA_ELEM_BYTES % 16 == 0,
          "tma_load: boxDim")
    check(tm["box_dim"][0] * TMA_ELEM_BYTES <= 128
          and tm["swizzle"] == cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B,
          "tma_load: the inner box exceeds the 128-byte swizzle span")
    check(all(1 <= e <= 8 for e in tm["element_strides"]), "tma_load: elementStrides")
    check((tm["data_type"], tm["interleave"], tm["swizzle"], tm["l2_promotion"], tm["oob_fill"])
          == (6, 0, 3, 0, 0), "tma_load: the cuda.h enumerator values")
    check(TMA_TILE_BYTES == tm["box_dim"][0] * tm["box_dim"][1] * TMA_ELEM_BYTES == 8192,
          "tma_load: transaction bytes")
    check(TMA_THREADS * 4 * 16 == TMA_TILE_BYTES, "tma_load: the copy-out covers the tile")

    # The kernel: the atom's layouts are this tensor map, its transaction is
    # the tile, its copy-out covers the tile once.
    ir = tma_kernel_ir()
    if ir is None:
        print("self-check tma_load: atom-tma-load.ll not found, kernel not checked")
        return
    attrs = tma_atom_attributes(ir)
    check(attrs is not None, "atom-tma-load.ll: no tma_load atom call")
    attrs = attrs or {}
    check(attrs.get("arrive") is True and attrs.get("element_bits") == "16",
          "atom-tma-load.ll: the atom lacks `arrive` or element_bits = 16: %r" % attrs)
    gmem = parse_flat_layout(cute_layout_text(attrs.get("gmem_layout")) or "")
    check(gmem is not None and [int(v) for v in gmem[0]] == tm["global_dim"]
          and gmem[1] is not None and int(gmem[1][0]) == 1
          and [int(v) * TMA_ELEM_BYTES for v in gmem[1][1:]] == tm["global_strides"],
          "atom-tma-load.ll: gmem_layout %r is not the tensor map's globalDim %r, globalStrides %r"
          % (attrs.get("gmem_layout"), tm["global_dim"], tm["global_strides"]))
    vmap = parse_flat_layout(cute_layout_text(attrs.get("cta_v_map")) or "")
    box = None
    if vmap and vmap[1] is None and all(re.fullmatch(r"\d+@\d+", e) for e in vmap[0]):
        box = [0] * rank
        for e in vmap[0]:
            extent, mode = (int(v) for v in e.split("@"))
            if mode < rank:
                box[mode] = extent
    check(box == tm["box_dim"], "atom-tma-load.ll: cta_v_map %r is not the box %r"
          % (attrs.get("cta_v_map"), tm["box_dim"]))
    smem = attrs.get("smem_layout")
    m = re.fullmatch(r"Sw<(\d+), *(\d+), *(\d+)> o (.*)", cute_layout_text(smem) or "")
    check(m is not None, "atom-tma-load.ll: smem_layout %r is not swizzled" % smem)
    if m:
        b, mbase, shift = (int(v) for v in m.groups()[:3])
        # CUTLASS's get_tma_swizzle_bits: M = 4 and B = 0, 1, 2, 3 are none,
        # 32B, 64B, 128B.
        check(mbase == 4 and shift == 3 and b == 3, "atom-tma-load.ll: the smem swizzle is not "
              "Swizzle<3, 4, 3> (128B)")
        inner = parse_flat_layout(m.group(4))
        # Element (c, r) of the (64, 64):(1, 64) tile at element c + 64 r:
        # byte 2 c + 128 r, the offset the swizzle takes.
        check(inner is not None and inner[0] == ["64", "64"] and inner[1] == ["1", "64"],
              "atom-tma-load.ll: the smem tile is not (64, 64):(1, 64): %r" % m.group(4))
    for needle, what in (
            ("@tile = internal addrspace(3) global [%d x i8] undef, align 1024" % TMA_TILE_BYTES,
             "the shared tile: 8192 bytes, 1024-byte aligned"),
            ("@llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 1)", "arrival count 1"),
            ("@llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta("
             "ptr addrspace(3) @mbar, i32 0)",
             "the wait for phase 0"),
            ("@llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr %tmap, i32 128)",
             "the tensor map acquire"),
            ("ptr addrspace(3) @tile, ptr addrspace(3) @mbar, ptr %tmap, i32 %c0, i32 %c1)",
             "the atom's operands"),
            ("define void @atom_tma_load(ptr %tmap, i32 %c0, i32 %c1, ptr %out, ptr %info)",
             "the kernel's parameters"),
            ("%off0 = shl i64 %t, 4", "the copy-out's chunk offset")):
        check(needle in ir, "atom-tma-load.ll: %s: no `%s`" % (what, needle))
    offsets = [int(v) for v in re.findall(r"%off\d = add i64 %off0, (\d+)", ir)]
    covered = sorted(16 * t + k + b
                     for t in range(TMA_THREADS) for k in [0] + offsets for b in range(16))
    check(covered == list(range(TMA_TILE_BYTES)),
          "atom-tma-load.ll: the copy-out (chunks at 16 t + %r) does not cover the tile once"
          % ([0] + offsets))
    print("self-check tma_load: 128B swizzle = cute Swizzle<3,4,3>, a permutation of each "
          "1024-byte "
          "block; %d-byte image of the 64x64 f16 tile at (%d, %d); tensor map globalDim %r, "
          "globalStrides %r, boxDim %r, swizzle 128B = the atom's layouts"
          % (TMA_TILE_BYTES, c0, c1, tm["global_dim"], tm["global_strides"], tm["box_dim"]))


def self_check():
    failures = []

    def check(cond, what):
        if not cond:
            failures.append(what)

    # Element encodings: known codes and round trips.
    check(f16_bits(1.0) == 0x3C00 and f16_bits(-2.0) == 0xC000, "f16 encoder")
    check(e4m3_bits(1.0) == 0x38 and e4m3_bits(3.0) == 0x44 and e4m3_bits(-2.0) == 0xC0
          and e4m3_bits(448.0) == 0x7E and e4m3_bits(0.0) == 0x00
          and e4m3_bits(2.0 ** -9) == 0x01, "e4m3 encoder")
    for name, (bits, enc, dec) in ELEMENTS.items():
        for t in MMA_TESTS:
            for op in t.operands():
                if op.elem != name:
                    continue
                vals = {"A": t.a_vals, "B": t.b_vals, "C": t.c_vals}[op.name]
                for v in vals:
                    check(dec(enc(v)) == v and 0 <= enc(v) < (1 << bits),
                          "%s: %s round trip of %r" % (t.name, name, v))

    cute = _cute_maps()
    rng = random.Random(0)
    for t in MMA_TESTS:
        ops = t.operands()
        cute_checked = []
        if not isinstance(t, WgmmaSS):  # (its A and B are not fragments)
            check(t.a.rows == t.M and t.a.cols == t.K and t.b.rows == t.K
                  and t.b.cols == t.N and t.c.rows == t.M and t.c.cols == t.N,
                  "%s: operand shapes" % t.name)
        for op in ops:
            where = "%s %s" % (t.name, op.name)
            seen = {}
            for th in range(op.threads):
                for i in range(op.count):
                    r, c = op.pos(th, i)
                    check(0 <= r < op.rows and 0 <= c < op.cols,
                          "%s: thread %d element %d -> (%d, %d) outside the tile"
                          % (where, th, i, r, c))
                    check((r, c) not in seen, "%s: (%d, %d) held twice" % (where, r, c))
                    seen[(r, c)] = (th, i)
            check(len(seen) == op.rows * op.cols,
                  "%s: %d of %d positions covered" % (where, len(seen), op.rows * op.cols))
            for _ in range(3):
                vals = {"A": t.a_vals, "B": t.b_vals, "C": t.c_vals}[op.name]
                mat = [[rng.choice(vals) for _ in range(op.cols)] for _ in range(op.rows)]
                data = op.pack(mat)
                check(len(data) == op.nbytes(), "%s: packed size" % where)
                check(op.unpack(data) == mat, "%s: pack -> unpack round trip" % where)
            # Second source: cute's (thread, value) layouts.
            key = (t.name.replace("sm89_fp8", "sm80_s8"), op.name)
            if op.name == "C":
                key = "C64" if op.threads == 128 else "C"
            if key in cute:
                cute_checked.append(op.name)
                tl, vl, ld = cute[key]
                for th in range(op.threads):
                    q, g = th % 4, (th % 32) // 4
                    tcoord = q + 4 * g + (32 * (th // 32) if op.threads == 128 else 0)
                    for i in range(op.count):
                        off = tl(tcoord) + vl(i)
                        r, c = op.pos(th, i)
                        # A: M x K, offset m + 16 k; B: K x N, offset n + 8 k;
                        # C: M x N, offset m + ld n.
                        exp = r + ld * c if op.name in ("A", "C") else c + ld * r
                        check(off == exp, "%s: thread %d element %d: PTX ISA (%d, %d), "
                              "cute offset %d" % (where, th, i, r, c, off))
        print("self-check %s: %s; agrees with cute's layouts: %s" % (t.name, ", ".join(
            "%s %dx%d %s %d/thread" % (o.name, o.rows, o.cols, o.elem, o.count) for o in ops),
            " ".join(cute_checked)))

    # sm90_f16: the kernel's copy puts every element where the descriptor
    # says the hardware reads it, at distinct bytes inside the buffer.
    for name, rows, size in (("A", 64, SM90_A_BYTES), ("B", 8, SM90_B_BYTES)):
        base = 0x400  # any 128-byte aligned shared address
        desc = gmma_desc(base, SM90_LBO, SM90_SBO)
        f = gmma_desc_decode(desc)
        check(f["start"] == base and f["lbo"] == SM90_LBO and f["sbo"] == SM90_SBO
              and f["swizzle"] == 0 and f["base_offset"] == 0, "sm90 %s: descriptor fields" % name)
        offsets = set()
        for r in range(rows):
            for k in range(16):
                hw = canonical_kmajor_offset(desc, r, k) - base
                mine = kernel_copy_offset(r, k)
                check(hw == mine, "sm90 %s: (%d, %d) copied to %d, read from %d" % (name, r, k, mine, hw))
                offsets.add(hw)
        check(len(offsets) == rows * 16 and max(offsets) < size,
              "sm90 %s: shared layout not a bijection onto its buffer" % name)
    # The kernel's constants are these.
    kernel_ir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                             "test", "GPU", "Inputs", "atom-sm90-f16.ll")
    if os.path.exists(kernel_ir):
        with open(kernel_ir) as f:
            ir = f.read()
        fields = gmma_desc_fields(SM90_LBO, SM90_SBO)
        for var in ("a", "b"):
            check("%%desc.%s = or i64 %%start.%s, %d" % (var, var, fields) in ir,
                  "atom-sm90-f16.ll: descriptor %s is not start | %d" % (var, fields))
        check("and i64 %addr.a, 262143" in ir and "lshr i64 %t, 1" in ir
              and "shl i64 %core, 7" in ir and "shl i64 %row.in.core, 4" in ir,
              "atom-sm90-f16.ll: the copy is not the one kernel_copy_offset mirrors")
    print("self-check sm90_f16 shared memory: descriptor fields 0x%016x (LBO %d, SBO %d, "
          "no swizzle), A 64x16 and B 8x16 f16 K-major" % (gmma_desc_fields(SM90_LBO, SM90_SBO),
                                                          SM90_LBO, SM90_SBO))

    self_check_tma(check)
    self_check_tma_padded(check)
    self_check_tma_update(check)
    self_check_tma_store(check)

    # The reference itself, on a tiny case.
    t = TESTS["sm80_s8"]
    A = [[1 if m == k else 0 for k in range(t.K)] for m in range(t.M)]
    B = [[k * 8 + n for n in range(t.N)] for k in range(t.K)]
    C = [[1] * t.N for _ in range(t.M)]
    check(t.reference(A, B, C) == [[m * 8 + n + 1 for n in range(t.N)] for m in range(t.M)],
          "reference D = A*B + C")

    for f in failures[:50]:
        print("FAIL: " + f)
    if failures:
        print("self-check: %d failures" % len(failures))
        return 1
    print("self-check: PASS")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--test", choices=sorted(TESTS), help="run this test (needs --ptx)")
    mode.add_argument("--probe", action="store_true",
                      help="exit 0 when a usable GPU of compute capability >= --min-sm is present")
    mode.add_argument("--tensor-map", choices=["tma_load", "tma_load_padded"],
                      help="print the tensor map the test encodes, as "
                      "`cute-nvgpu-atoms tma-descriptor` prints one")
    mode.add_argument("--self-check", action="store_true",
                      help="check the host side of every test (no GPU needed)")
    ap.add_argument("--ptx", help="the PTX file llc wrote")
    ap.add_argument("--seed", type=int, default=1, help="input seed (default 1)")
    ap.add_argument("--coord", default="%d,%d" % TMA_COORD,
                    help="tma_load: the tile's element coordinate C0,C1 (first column, "
                    "first row; default %d,%d)" % TMA_COORD)
    ap.add_argument("--min-sm", type=int, default=0,
                    help="with --probe: the least compute capability, as NN (80 = 8.0)")
    ap.add_argument("--json", action="store_true",
                    help="with --probe: print {ok, reason, major, minor} as JSON")
    args = ap.parse_args()

    if args.probe:
        ok, reason, (major, minor) = cuda_driver.probe()
        if args.json:
            print(json.dumps({"ok": ok, "reason": reason, "major": major, "minor": minor}))
        usable = ok and major * 10 + minor >= args.min_sm
        if not args.json:
            if usable:
                print("cuda-gpu: sm_%d%d: %s" % (major, minor, reason))
            elif ok:
                print("no CUDA GPU of sm_%d or later: %s" % (args.min_sm, reason))
            else:
                print("no CUDA GPU: %s" % reason)
        return 0 if usable else 1
    if args.tensor_map:
        print(tensor_map_text(TESTS[args.tensor_map].tensor_map))
        return 0
    if args.self_check:
        return self_check()
    if not args.ptx:
        ap.error("--test needs --ptx")
    try:
        coord = tuple(int(v) for v in args.coord.split(","))
        assert len(coord) == 2
    except (ValueError, AssertionError):
        ap.error("--coord takes two integers, C0,C1")
    return run_test(TESTS[args.test], args.ptx, args.seed, coord)


if __name__ == "__main__":
    sys.exit(main())

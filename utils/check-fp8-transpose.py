#!/usr/bin/env python3
"""Checks the FP8 sm_90a attention kernel's in-kernel V transpose by
construction (utils/kernels/attention/fp8_transpose.py), for the tile and
head_dim of every FP8 preset (or of --head-dim): a model runs the very
index functions the generator writes into the IR -- which bytes of the
swizzled V tile each lane's ldmatrix reads, its prmt selectors, where its
stmatrix.trans writes in the swizzled V^T buffer -- and asserts that the
result is exactly the V^T layout the P V WGMMA descriptors read (the
layout host.vt_layout builds: head_dim rows of tile_n keys in KEY_ORDER,
128B swizzle), every byte read and written once, no bank conflict.

    check-fp8-transpose.py                 every FP8 preset
    check-fp8-transpose.py --head-dim 64   one head_dim

Prints a line per preset; exit status 1 with `error:` lines on a mismatch.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.attention import fp8_transpose  # noqa: E402
from kernels.attention.sm90_fp8 import PRESETS  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--head-dim", type=int)
    args = ap.parse_args()
    if args.head_dim:
        jobs = [("head_dim %d" % args.head_dim, args.head_dim,
                 fp8_transpose.TILE_N)]
    else:
        jobs = [(name, cfg.head_dim, cfg.tile_n)
                for name, cfg in sorted(PRESETS.items())]
    failed = 0
    for name, head_dim, tile_n in jobs:
        try:
            if tile_n != fp8_transpose.TILE_N:
                raise ValueError("tile_n %d: the transpose takes %d keys" % (
                    tile_n, fp8_transpose.TILE_N))
            print("%s: ok: %s" % (name, fp8_transpose.check(head_dim)))
        except (AssertionError, ValueError) as e:
            print("error: %s: %s" % (name, e), file=sys.stderr)
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

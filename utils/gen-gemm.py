#!/usr/bin/env python3
"""Writes GEMM kernels in atom IR: D = A * B^T, A M x K and B N x K (both
K-major), for sm_80, sm_90a and sm_100a (docs/Gemm.md).

    gen-gemm.py --list                       the preset kernels, one a line
    gen-gemm.py --kernel NAME [-o FILE]      a preset's LLVM IR
    gen-gemm.py --kernel NAME --spec         how to launch it (JSON)
    gen-gemm.py --kernel NAME --option KEY=VALUE [--name NAME]
                                             the preset with an option changed
    gen-gemm.py --target T --types A,B,ACC,D --tile MxNxK --stages S
                [--cluster MxN] [--option KEY=VALUE ...] [--name NAME]
                [-o FILE] [--spec]           any other configuration

The kernels use atom calls for every MMA and data copy and NVVM intrinsics
for barriers and synchronization; the IR compiles with this project's llc
for the target (`llc -mcpu=T`). Exit status 1 with `error: ...` for a
configuration the family cannot build.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.gemm.config import Config  # noqa: E402
from kernels.gemm.presets import family, presets  # noqa: E402
from kernels.options import (check_name, parse_dims,  # noqa: E402
                             parse_options, preset_config, write_kernel)

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--kernel")
    ap.add_argument("--target")
    ap.add_argument("--types", help="A,B,ACC,D element types")
    ap.add_argument("--tile", help="MxNxK")
    ap.add_argument("--stages", type=int)
    ap.add_argument("--cluster", help="MxN (default 1x1)")
    ap.add_argument("--option", action="append", default=[],
                    help="KEY=VALUE, family-specific")
    ap.add_argument("--name")
    ap.add_argument("--spec", action="store_true",
                    help="print the launch description (JSON), not the IR")
    ap.add_argument("-o", "--output")
    args = ap.parse_args()

    if args.list:
        for name, cfg in sorted(presets().items()):
            print("%-40s %s %s" % (name, cfg.target, "x".join(
                str(v) for v in (cfg.tile_m, cfg.tile_n, cfg.tile_k))))
        return 0
    if args.kernel:
        cfg = preset_config(presets(), args, (
            "target", "types", "tile", "cluster"))
    else:
        missing = [o for o in ("target", "types", "tile", "stages")
                   if getattr(args, o) is None]
        if missing:
            raise SystemExit("error: give --kernel, or --%s" %
                             ", --".join(missing))
        types = args.types.split(",")
        if len(types) != 4:
            raise SystemExit("error: --types takes A,B,ACC,D, not '%s'" %
                             args.types)
        tm, tn, tk = parse_dims(args.tile, 3, "tile")
        cm, cn = parse_dims(args.cluster or "1x1", 2, "cluster")
        options = parse_options(args.option)
        name = check_name(args.name) or "gemm_%s_%s_%dx%dx%d" % (
            args.target.replace("_", ""), types[0], tm, tn, tk)
        cfg = Config(name=name, target=args.target, a_type=types[0],
                     b_type=types[1], acc_type=types[2], d_type=types[3],
                     tile_m=tm, tile_n=tn, tile_k=tk, stages=args.stages,
                     cluster_m=cm, cluster_n=cn, options=options)
    return write_kernel(family(cfg.target), cfg, args.spec, args.output)


if __name__ == "__main__":
    sys.exit(main())

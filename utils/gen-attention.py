#!/usr/bin/env python3
"""Writes fused-attention forward kernels in atom IR: O = softmax(scale *
Q K^T + mask) V and the rows' log-sum-exp, for Q, K, V, O [batch, seq,
heads, head_dim] (docs/Attention.md).

    gen-attention.py --list                      the preset kernels
    gen-attention.py --kernel NAME [-o FILE]     a preset's LLVM IR
    gen-attention.py --kernel NAME --spec        how to launch it (JSON)
    gen-attention.py --kernel NAME --option KEY=VALUE [--name NAME]
                                                 the preset with an option
                                                 changed
    gen-attention.py --target T --dtype bf16 --head-dim D --tile MxN
                     [--causal] [--stages S] [--option KEY=VALUE ...]
                     [--name NAME] [-o FILE] [--spec]
                                                 any other configuration

The kernels use atom calls for every MMA and data copy and NVVM intrinsics
for barriers, shuffles and the exponentials; the IR compiles with this
project's llc for the target (`llc -mcpu=T`). Exit status 1 with
`error: ...` for a configuration the family cannot build.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernels.attention.config import Config  # noqa: E402
from kernels.attention.presets import family, presets  # noqa: E402
from kernels.options import (check_name, parse_dims,  # noqa: E402
                             parse_options, preset_config, write_kernel)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--kernel")
    ap.add_argument("--target")
    ap.add_argument("--dtype", help="f16 or bf16; e4m3 on sm_90a")
    ap.add_argument("--head-dim", type=int)
    ap.add_argument("--tile", help="MxN: query rows per CTA x keys per step")
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--stages", type=int, help="K/V buffers (default 2)")
    ap.add_argument("--option", action="append", default=[],
                    help="KEY=VALUE, family-specific")
    ap.add_argument("--name")
    ap.add_argument("--spec", action="store_true",
                    help="print the launch description (JSON), not the IR")
    ap.add_argument("-o", "--output")
    args = ap.parse_args()

    if args.list:
        for name, cfg in sorted(presets().items()):
            print("%-32s %s d%d %dx%d%s" % (name, cfg.target, cfg.head_dim,
                                            cfg.tile_m, cfg.tile_n,
                                            " causal" if cfg.causal else ""))
        return 0
    if args.kernel:
        cfg = preset_config(presets(), args, (
            "target", "dtype", "head_dim", "tile", "causal"))
    else:
        missing = [o for o in ("target", "dtype", "head_dim", "tile")
                   if getattr(args, o) is None]
        if missing:
            raise SystemExit("error: give --kernel, or --%s" % ", --".join(
                m.replace("_", "-") for m in missing))
        tm, tn = parse_dims(args.tile, 2, "tile")
        name = check_name(args.name) or "attn_%s_%s_d%d_%dx%d%s" % (
            args.target.replace("_", ""), args.dtype, args.head_dim, tm, tn,
            "_causal" if args.causal else "")
        cfg = Config(name=name, target=args.target, dtype=args.dtype,
                     head_dim=args.head_dim, tile_m=tm, tile_n=tn,
                     causal=args.causal,
                     stages=2 if args.stages is None else args.stages,
                     options=parse_options(args.option))
    return write_kernel(family(cfg.target), cfg, args.spec, args.output)


if __name__ == "__main__":
    sys.exit(main())

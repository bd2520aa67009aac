#!/usr/bin/env python3
"""Draws a GEMM benchmark sweep as an SVG picture: TFLOP/s against size.

    plot-gemm-sweep.py RESULTS.json -o PICTURE.svg [--title TEXT]

RESULTS is what `bench-gemm.py --json` writes, or a file of
benchmarks/results/ holding it under "bench" (with the run's
"environment"). One panel per operand type combination (bf16, f16 -> f16,
e4m3, ...): a solid line per generated kernel, cuBLAS (cuBLASLt for FP8)
dashed, Triton dotted, each point a size M = N = K the run measured. The
picture is drawn from the numbers alone (no plotting library), so that it
can be made again from the committed JSON on any machine.
"""

import argparse
import json
import math
import sys
from xml.sax.saxutils import escape

PANEL_W, PANEL_H = 420, 300
MARGIN_L, MARGIN_R, MARGIN_T, MARGIN_B = 56, 16, 34, 44
LEGEND_LINE = 15
COLUMNS = 2
COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2"]
PEER_COLOR = {"cuBLAS": "#333333", "Triton": "#ff7f0e"}
PEER_DASH = {"cuBLAS": "6,4", "Triton": "2,3"}


def load(path):
    with open(path) as f:
        data = json.load(f)
    bench = data.get("bench", data)
    if not isinstance(bench, dict) or not isinstance(bench.get("rows"), list):
        raise ValueError("%s holds no bench-gemm.py results (a 'rows' list)" % path)
    return data, bench


def series(rows):
    """{types: {label: [(size, tflops)]}} with the kernels first, then the
    peers (measured once per types and size)."""
    out = {}
    for r in rows:
        group = out.setdefault(r["types"], {})
        if r.get("tflops"):
            group.setdefault(r["kernel"], []).append((r["size"], r["tflops"]))
        for peer, key in (("cuBLAS", "cublas_tflops"), ("Triton", "triton_tflops")):
            if r.get(key):
                pts = group.setdefault(peer, [])
                if (r["size"], r[key]) not in pts:
                    pts.append((r["size"], r[key]))
    return out


def nice_step(top):
    raw = top / 5
    mag = 10 ** math.floor(math.log10(raw))
    return next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)


def panel(x0, y0, height, types, group, sizes):
    """The SVG elements of one panel at (x0, y0), ``height`` tall with its
    legend."""
    w = PANEL_W - MARGIN_L - MARGIN_R
    legend = len(group) * LEGEND_LINE
    h = height - MARGIN_T - MARGIN_B - legend
    top = max(v for pts in group.values() for _, v in pts) * 1.08
    step = nice_step(top)
    top = math.ceil(top / step) * step
    lo, hi = math.log2(min(sizes)), math.log2(max(sizes))

    def px(size):
        return x0 + MARGIN_L + (w * (math.log2(size) - lo) / (hi - lo) if hi > lo else w / 2)

    def py(v):
        return y0 + MARGIN_T + h - h * v / top

    els = ['<text x="%g" y="%g" font-size="13" font-weight="bold">%s</text>'
           % (x0 + MARGIN_L, y0 + 20, escape(types.replace("->", " \u2192 ")))]
    els.append('<rect x="%g" y="%g" width="%g" height="%g" fill="none" stroke="#999"/>'
               % (x0 + MARGIN_L, y0 + MARGIN_T, w, h))
    v = 0.0
    while v <= top + 1e-9:
        els.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#eee"/>'
                   % (x0 + MARGIN_L, py(v), x0 + MARGIN_L + w, py(v)))
        els.append('<text x="%g" y="%g" font-size="10" text-anchor="end">%g</text>'
                   % (x0 + MARGIN_L - 4, py(v) + 3, v))
        v += step
    for s in sizes:
        els.append('<text x="%g" y="%g" font-size="10" text-anchor="middle">%d</text>'
                   % (px(s), y0 + MARGIN_T + h + 13, s))
    els.append('<text x="%g" y="%g" font-size="10" text-anchor="middle">M = N = K</text>'
               % (x0 + MARGIN_L + w / 2, y0 + MARGIN_T + h + 27))
    els.append('<text x="%g" y="%g" font-size="10" transform="rotate(-90 %g %g)" '
               'text-anchor="middle">TFLOP/s</text>'
               % (x0 + 14, y0 + MARGIN_T + h / 2, x0 + 14, y0 + MARGIN_T + h / 2))
    kernels = [k for k in group if k not in PEER_COLOR]
    labels = kernels + [p for p in ("cuBLAS", "Triton") if p in group]
    for i, label in enumerate(labels):
        pts = sorted(group[label])
        color = PEER_COLOR.get(label) or COLORS[kernels.index(label) % len(COLORS)]
        dash = PEER_DASH.get(label)
        els.append('<polyline fill="none" stroke="%s" stroke-width="2"%s points="%s"/>' % (
            color, ' stroke-dasharray="%s"' % dash if dash else "",
            " ".join("%.1f,%.1f" % (px(s), py(t)) for s, t in pts)))
        for s, t in pts:
            els.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>' % (px(s), py(t), color))
        ly = y0 + height - legend + i * LEGEND_LINE - 4
        els.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="2"%s/>' % (
            x0 + MARGIN_L, ly - 4, x0 + MARGIN_L + 24, ly - 4, color,
            ' stroke-dasharray="%s"' % dash if dash else ""))
        els.append('<text x="%g" y="%g" font-size="11">%s</text>'
                   % (x0 + MARGIN_L + 30, ly, escape(label)))
    return els


def render(data, bench, title):
    groups = series(bench["rows"])
    if not groups:
        raise ValueError("no measured rows to draw")
    sizes = sorted({r["size"] for r in bench["rows"]})
    extra = max(len(g) for g in groups.values()) * LEGEND_LINE
    ph = PANEL_H + extra
    rows = -(-len(groups) // COLUMNS)
    width, height = COLUMNS * PANEL_W, 40 + rows * ph
    env = data.get("environment") or {}
    sub = "; ".join(x for x in (
        bench.get("name") or env.get("nvidia_smi"), env.get("nvidia_smi") and
        "driver " + env["nvidia_smi"].split(",")[1].strip(),
        env.get("ptxas"), "cuBLAS %s" % bench["cublas"] if bench.get("cublas") else None,
        bench.get("triton"), (env.get("kit") or {}).get("commit", "")[:12] or None) if x)
    els = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="18" font-size="15" font-weight="bold">%s</text>' % escape(title),
           '<text x="10" y="33" font-size="10">%s</text>' % escape(sub)]
    for i, (types, group) in enumerate(sorted(groups.items())):
        els += panel((i % COLUMNS) * PANEL_W, 40 + (i // COLUMNS) * ph, ph, types, group,
                     sizes)
    els.append("</svg>")
    return "\n".join(els) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--title", default="GEMM TFLOP/s against size: generated kernels, "
                    "cuBLAS, Triton")
    args = ap.parse_args()
    try:
        data, bench = load(args.results)
        svg = render(data, bench, args.title)
    except (OSError, ValueError, KeyError) as e:
        print("plot-gemm-sweep.py: error: %s" % e, file=sys.stderr)
        return 1
    with open(args.output, "w") as f:
        f.write(svg)
    return 0


if __name__ == "__main__":
    sys.exit(main())

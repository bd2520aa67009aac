"""What the kernel generators (gen-gemm.py, gen-attention.py) do alike
on the command line: tile shapes, --option KEY=VALUE items, a preset
changed by --option and --name, and writing a checked configuration's IR
or launch spec."""

import dataclasses
import re
import sys


def parse_dims(text, count, what):
    try:
        dims = [int(x) for x in text.lower().split("x")]
    except ValueError:
        dims = []
    if len(dims) != count or min(dims) <= 0:
        raise SystemExit("error: --%s takes %s positive integers joined by "
                         "'x', not '%s'" % (what, count, text))
    return dims


def parse_options(items):
    """--option KEY=VALUE items as a dict (decimal values as integers)."""
    options = {}
    for o in items:
        key, sep, value = o.partition("=")
        if not sep or not key:
            raise SystemExit("error: --option takes KEY=VALUE, not '%s'" % o)
        options[key] = int(value) if value.isdigit() else value
    return options


def preset_config(all_presets, args, describing=()):
    """The preset ``args.kernel`` of ``all_presets``, changed by --option,
    --stages and --name: its options merged with the given ones, the given
    number of stages (``args.stages``, None when not given), under the
    given name. ``describing``: the options (argparse destinations, None
    when not given) that describe a kernel of one's own; given with
    --kernel they are an error rather than silently ignored."""
    given = ["--" + d.replace("_", "-") for d in describing
             if getattr(args, d) not in (None, False)]
    if given:
        raise SystemExit("error: %s describe%s a kernel of its own: with "
                         "--kernel only --option, --stages and --name apply" % (
                             ", ".join(given), "" if len(given) > 1 else "s"))
    if args.kernel not in all_presets:
        raise SystemExit("error: no preset kernel '%s' (--list shows "
                         "them)" % args.kernel)
    cfg = all_presets[args.kernel]
    options = dict(cfg.options, **parse_options(args.option))
    return dataclasses.replace(
        cfg, options=options, name=check_name(args.name) or cfg.name,
        stages=cfg.stages if args.stages is None else args.stages)


def check_name(name):
    """``name`` (None when not given) if it can name the kernel in LLVM IR
    and PTX (a letter, _ or $ first, then letters, digits, _ and $);
    otherwise an error."""
    if name is not None and not re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$]*",
                                             name):
        raise SystemExit("error: --name '%s' cannot name a kernel: it takes "
                         "a letter, _ or $ and then letters, digits, _ or $"
                         % name)
    return name


def write_kernel(family, cfg, spec, output):
    """Writes the IR of ``cfg`` (or, with ``spec``, its launch spec as
    JSON) made by ``family`` to ``output`` (a path; None: stdout). Returns
    the exit status: 1 with an error a line if the family cannot build
    ``cfg``."""
    problems = family.check(cfg)
    if problems:
        for p in problems:
            print("error: %s: %s" % (cfg.name, p), file=sys.stderr)
        return 1
    ir, launch = family.generate(cfg)
    text = launch.to_json() + "\n" if spec else ir
    if output:
        with open(output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0

"""The command-line values the kernel generators (gen-gemm.py,
gen-attention.py) share: tile shapes and --option KEY=VALUE items."""


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

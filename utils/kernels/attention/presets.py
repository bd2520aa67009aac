"""The attention generator of each target family and their preset kernels:
gen-attention.py (--list, --kernel) and the runners read them here."""
import importlib

FAMILIES = {"sm_80": "kernels.attention.sm80",
            "sm_90a": "kernels.attention.sm90",
            "sm_100a": "kernels.attention.sm100"}


def family(target):
    if target not in FAMILIES:
        raise SystemExit("error: no attention generator for target '%s' "
                         "(one of %s)" % (target, ", ".join(sorted(FAMILIES))))
    return importlib.import_module(FAMILIES[target])


# Modules whose presets belong to a family above (its check() and
# generate() hand their configurations over to them).
EXTRA_PRESETS = ("kernels.attention.sm90_fp8",)


def presets():
    out = {}
    for target in FAMILIES:
        out.update(family(target).PRESETS)
    for module in EXTRA_PRESETS:
        out.update(importlib.import_module(module).PRESETS)
    return out

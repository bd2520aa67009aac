"""The GEMM generator of each target family and the preset kernels they
define: gen-gemm.py (--list, --kernel) and the runners (gemm/host.py's
preset_config, through bench-gemm.py and run-gemm-gpu.py) read them here.
"""
import importlib

# The generator module of each target family.
FAMILIES = {"sm_80": "kernels.gemm.sm80", "sm_90a": "kernels.gemm.sm90",
            "sm_100a": "kernels.gemm.sm100"}


def family(target):
    if target not in FAMILIES:
        raise SystemExit("error: no GEMM generator for target '%s' (one of "
                         "%s)" % (target, ", ".join(sorted(FAMILIES))))
    return importlib.import_module(FAMILIES[target])


def presets():
    out = {}
    for target in FAMILIES:
        try:
            mod = family(target)
        except ModuleNotFoundError:
            continue
        out.update(mod.PRESETS)
    return out

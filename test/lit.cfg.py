# -*- Python -*-
# lit configuration of nvptx-atoms' own tests (see utils/lit/nvptx_atoms_lit.py).
import os
import sys

import lit.formats
import lit.util

sys.path.insert(0, os.path.join(config.nvptx_atoms_src_root, "utils", "lit"))
import nvptx_atoms_lit

config.name = "nvptx-atoms"
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "upstream.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nvptx_atoms_obj_root, "test")

archs = nvptx_atoms_lit.configure_tools(config, lit_config)
config.test_format = nvptx_atoms_lit.PtxasArchShTest(
    archs[0] if archs else None, not lit_config.isWindows
)
config.substitutions.append(("%utils", os.path.join(config.nvptx_atoms_src_root, "utils")))
config.substitutions.append(("%llvm_src", config.llvm_sources))
config.substitutions.append(
    ("%unittests", os.path.join(config.nvptx_atoms_obj_root, "unittests"))
)

# utils/nvvm-sweep.py builds its declaration printer against Debian's
# llvm-19-dev and llvm-22-dev with g++.
if lit.util.which("g++") and all(
    os.access("/usr/lib/llvm-%d/bin/llvm-config" % v, os.X_OK) for v in (19, 22)
):
    config.available_features.add("llvm-19-22-dev")

# The staged install and examples/embed built against it (the embed-example
# target, a dependency of `check`).
config.substitutions.append(("%stage", config.nvptx_atoms_stage_dir))
config.substitutions.append(("%embed", config.nvptx_atoms_embed))
config.substitutions.append(("%nvptx_atoms_obj_root", config.nvptx_atoms_obj_root))

# -*- Python -*-
# lit configuration that runs LLVM 19.1.7's own NVPTX CodeGen tests, as
# extracted by utils/prepare-llvm-sources.sh, against build/bin/llc. The tests
# are not edited: a test is only ever unsupported through a lit feature.
import os
import sys

sys.path.insert(0, os.path.join(config.nvptx_atoms_src_root, "utils", "lit"))
import nvptx_atoms_lit

config.name = "LLVM-19.1.7-NVPTX"
config.suffixes = [".ll"]  # CodeGen/NVPTX/lit.local.cfg adds ".py"
config.test_source_root = os.path.join(config.llvm_sources, "test")
config.test_exec_root = os.path.join(config.nvptx_atoms_obj_root, "test", "upstream")
# Read by CodeGen/NVPTX/lit.local.cfg.
config.root.targets = frozenset(["NVPTX"])

archs = nvptx_atoms_lit.configure_tools(config, lit_config)
config.test_format = nvptx_atoms_lit.PtxasArchShTest(
    archs[0] if archs else None, not lit_config.isWindows
)

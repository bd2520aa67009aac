#!/bin/bash
#===- make-device-kit.sh - Carry test/GPU to a machine with a GPU ---------===#
#
# Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===-----------------------------------------------------------------------===#
#
# Usage: utils/gpu/make-device-kit.sh [KIT]      (default KIT: .gpu/kit)
#
# Packs what lit needs to run test/GPU, test/Tools/gpu-harness.test and
# test/Tools/gemm-host.test on a machine that has a GPU and CUDA but no
# LLVM 19: this build's llc and cute-nvgpu-atoms (stripped; they link LLVM
# statically), LLVM 19's FileCheck and not, and lit. The scripts the tests
# run (utils/gpu, utils/gemm, utils/gen-gemm.py) and their inputs
# (test/GPU/Inputs) are the checkout's own. Copy the checkout with KIT in it
# to that machine and run, in the checkout's root there,
#
#     bash KIT/run-lit.sh [lit options]
#
# which writes a lit.site.cfg.py for wherever the checkout landed and runs
# the tests; and, for the GEMM benchmark (CUDA's libcublas, and Triton where
# it imports),
#
#     LLC=KIT/bin/llc python3 utils/bench-gemm.py [--quick]
#
# (KIT/bin/llc is found without LLC when KIT is .gpu/kit). Debian's FileCheck and not name libz3.so.4 without using any of
# its symbols; the kit carries an empty library of that name instead of
# Z3's 23 MB, so that the loader finds one.
#
#===-----------------------------------------------------------------------===#
set -euo pipefail
cd "$(dirname "$0")/../.."
KIT=${1:-.gpu/kit}
BUILD=${BUILD:-build}
TOOLS=${LLVM_TOOLS:-/usr/lib/llvm-19}

rm -rf "$KIT"
mkdir -p "$KIT/bin" "$KIT/lib" "$KIT/test"
strip -o "$KIT/bin/llc" "$BUILD/bin/llc"
strip -o "$KIT/bin/cute-nvgpu-atoms" "$BUILD/bin/cute-nvgpu-atoms"
cp "$TOOLS/bin/FileCheck" "$TOOLS/bin/not" "$KIT/bin/"
cp -r "$TOOLS/build/utils/lit" "$KIT/lit"
echo | ${CC:-cc} -shared -Wl,-soname,libz3.so.4 -o "$KIT/lib/libz3.so.4" -x c -

cat > "$KIT/run-lit.sh" <<'RUN'
#!/bin/bash
# Runs test/GPU, test/Tools/gpu-harness.test and test/Tools/gemm-host.test
# with this kit's tools; run from the checkout's root (see
# utils/gpu/make-device-kit.sh).
KIT=$(cd "$(dirname "$0")" && pwd)
cat > "$KIT/test/lit.site.cfg.py" <<CFG
config.nvptx_atoms_src_root = "$PWD"
config.nvptx_atoms_obj_root = "$KIT"
config.nvptx_atoms_bin_dir = "$KIT/bin"
config.llvm_tools_dir = "$KIT/bin"
config.llvm_sources = "/nonexistent"
config.python_executable = "$(command -v python3)"
config.ptxas_executable = "$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)"
config.llc22_executable = "/nonexistent"
lit_config.load_config(config, "$PWD/test/lit.cfg.py")
CFG
LD_LIBRARY_PATH="$KIT/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  python3 "$KIT/lit/lit.py" "$@" "$KIT/test/GPU" "$KIT/test/Tools/gpu-harness.test" \
  "$KIT/test/Tools/gemm-host.test"
RUN
chmod +x "$KIT/run-lit.sh"
du -sh "$KIT"

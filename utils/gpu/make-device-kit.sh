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
# run (utils/gpu, utils/kernels, utils/gen-gemm.py, utils/run-gemm-gpu.py) and their inputs
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
# utils/gpu/make-device-kit.sh). The site configuration is the checkout's
# own template, test/lit.site.cfg.py.in, filled in for wherever the
# checkout landed: what CMake would write, with the kit for the build and
# LLVM's tools, and no LLVM sources, LLVM 22 llc, staged install or embed
# example (no test of test/GPU uses them).
set -e
KIT=$(cd "$(dirname "$0")" && pwd)
PTXAS=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
sed -e "s|@PROJECT_SOURCE_DIR@|$PWD|g" \
    -e "s|@PROJECT_BINARY_DIR@|$KIT|g" \
    -e "s|@LLVM_TOOLS_BINARY_DIR@|$KIT/bin|g" \
    -e "s|@NVPTX_ATOMS_LLVM_SOURCES@|/nonexistent|g" \
    -e "s|@Python3_EXECUTABLE@|$(command -v python3)|g" \
    -e "s|@NVPTX_ATOMS_PTXAS@|$PTXAS|g" \
    -e "s|@NVPTX_ATOMS_LLC22@|/nonexistent|g" \
    -e "s|@LIT_CONFIG_FILE@|$PWD/test/lit.cfg.py|g" \
    test/lit.site.cfg.py.in > "$KIT/test/lit.site.cfg.py"
if grep -q '@[A-Za-z0-9_]*@' "$KIT/test/lit.site.cfg.py"; then
  echo "error: test/lit.site.cfg.py.in names a value the kit does not fill in:" >&2
  grep '@[A-Za-z0-9_]*@' "$KIT/test/lit.site.cfg.py" >&2
  exit 1
fi
LD_LIBRARY_PATH="$KIT/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  python3 "$KIT/lit/lit.py" "$@" "$KIT/test/GPU" "$KIT/test/Tools/gpu-harness.test" \
  "$KIT/test/Tools/gemm-host.test"
RUN
chmod +x "$KIT/run-lit.sh"
du -sh "$KIT"

#!/bin/bash
#===- device-check.sh - The one prepared GPU run -------------------------===#
#
# Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#===-----------------------------------------------------------------------===#
#
# Usage:
#   utils/gpu/device-check.sh --pack [KIT]
#       here, after `make`: pack what the GPU machine needs into KIT
#       (default .gpu/kit): utils/gpu/make-device-kit.sh (this build's llc
#       and cute-nvgpu-atoms, FileCheck, not, lit) and KIT/provenance.json
#       (the commit, whether the tree had changes, the date, llc's version)
#   utils/gpu/device-check.sh [options] OUT
#       on the GPU machine, in the checkout's root (the kit travels in it):
#       test/GPU, the GEMM stress runs, bench-gemm.py --quick,
#       bench-attention.py --quick and compute-sanitizer, each part stopped
#       at its own time limit, logs and OUT/device-check.json written to
#       OUT, a summary printed last (utils/gpu/device-check.py --help lists
#       the options). Exit status 0 when all passed, 1 when a part failed,
#       2 without a GPU.
#
# With the device tool, one call does it all:
#   utils/gpu/device-check.sh --pack        (here)
#   run(command="bash utils/gpu/device-check.sh $OUT", carry=[".gpu"])
#
#===-----------------------------------------------------------------------===#
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${1:-}" = "--pack" ]; then
  KIT=${2:-.gpu/kit}
  BUILD=${BUILD:-build}
  if [ ! -x "$BUILD/bin/llc" ]; then
    echo "error: no $BUILD/bin/llc: run make first" >&2
    exit 1
  fi
  utils/gpu/make-device-kit.sh "$KIT" >/dev/null
  commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
  changed=false
  [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || changed=true
  version=$("$KIT/bin/llc" --version | sed -n 's/^ *\(nvptx-atoms extension [^ ]*\).*/\1/p' | head -1)
  cat > "$KIT/provenance.json" <<JSON
{"commit": "$commit", "uncommitted_changes": $changed,
 "packed": "$(date -u '+%Y-%m-%d %H:%M:%S UTC')", "llc": "$version"}
JSON
  echo "device-check: packed $(du -sh "$KIT" | cut -f1) into $KIT (commit ${commit:0:12}$($changed && echo ', with uncommitted changes'))"
  exit 0
fi

PYTHON=$(command -v python3)
exec "$PYTHON" utils/gpu/device-check.py "$@"

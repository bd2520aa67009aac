#!/bin/sh
# Installs the Debian packages the build and the test suite need, when any is
# missing. Needs root (or sudo) only when something has to be installed.
#
#   install-deps.sh              the build's and the test suite's packages
#   install-deps.sh PACKAGE...   exactly these packages (other tools' needs,
#                                e.g. utils/fuzz-type-parser.sh's clang)
set -eu

packages="llvm-19-dev llvm-19-tools llvm-22 llvm-22-dev libzstd-dev zlib1g-dev \
libxml2-dev libedit-dev libcurl4-openssl-dev libgtest-dev libbenchmark-dev \
cmake ninja-build g++ python3 dpkg-dev xz-utils patch"
if [ "$#" -gt 0 ]; then packages="$*"; fi

missing=""
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo"
else
  echo "error: missing packages:$missing; run 'make' as root or install them" >&2
  exit 1
fi

echo "nvptx-atoms: installing$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null

#!/bin/sh
# Builds a Debian package of the install (make deb): what `make install`
# puts under /usr, as nvptx-atoms_<version>_<arch>.deb in OUT_DIR.
#
#   make-deb.sh BUILD_DIR OUT_DIR
#
# The version is LLVM's with the extension's git revision
# (19.1.7+atoms.<rev>). Depends lists the packages of the shared libraries
# the tools load (found with ldd and dpkg -S); the static libraries and the
# CMake package need llvm-19-dev, which is recommended. Remove the package
# with `dpkg -r nvptx-atoms`. DEB_COMPRESSION (default xz) is dpkg-deb's -Z.
set -eu

build=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "error: $*" >&2; exit 1; }
command -v dpkg-deb > /dev/null || die "dpkg-deb is not installed (apt-get install dpkg)"

root="$build/deb-root"
rm -rf "$root"
DESTDIR="$root" cmake --install "$build" --prefix /usr > "$build/deb-install.log" ||
  die "cmake --install failed (see $build/deb-install.log)"

rev=$(git -C "$top" rev-parse --short HEAD 2>/dev/null || echo unknown)
version="19.1.7+atoms.$rev"
arch=$(dpkg --print-architecture)

# The packages of the shared libraries the installed programs load.
depends=$(for bin in "$root"/usr/bin/*; do ldd "$bin"; done |
  sed -n 's/.*=> \(\/[^ ]*\) .*/\1/p' | sort -u |
  while read -r lib; do
    dpkg -S "$(readlink -f "$lib")" 2>/dev/null || dpkg -S "$lib" 2>/dev/null || true
  done | cut -d: -f1 | sort -u | paste -sd, - | sed 's/,/, /g')
[ -n "$depends" ] || die "could not find the packages of the tools' shared libraries"

size=$(du -sk "$root/usr" | cut -f1)
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: nvptx-atoms
Version: $version
Architecture: $arch
Maintainer: nvptx-atoms developers <nvptx-atoms@localhost>
Installed-Size: $size
Depends: $depends
Recommends: llvm-19-dev
Section: devel
Priority: optional
Description: LLVM 19 NVPTX target with Hopper/Blackwell tensor cores and cute_nvgpu atoms
 nvptx-atoms-llc and nvptx-atoms-opt (LLVM 19.1.7's llc and opt with the
 extended NVPTX target: sm_100a to sm_121f, PTX ISA 8.6 to 9.0, WGMMA,
 tcgen05, TMA, block-scaled MMA and the cute_nvgpu atom lowering),
 cute-nvgpu-atoms, the static libraries, headers and the CMake package
 NVPTXAtoms for compiling to PTX in-process, and the documentation.
CONTROL

deb="$out/nvptx-atoms_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$root" "$deb" > /dev/null
echo "nvptx-atoms: $deb"

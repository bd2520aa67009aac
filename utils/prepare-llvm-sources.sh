#!/bin/sh
# Puts the parts of LLVM 19.1.7 this project rebuilds into BUILD/llvm-src and
# applies llvm-patches/ to them.
#
#   prepare-llvm-sources.sh BUILD_DIR [LLVM_SOURCE_DIR]
#
# With LLVM_SOURCE_DIR (an llvm-project checkout at llvmorg-19.1.7) the files
# are copied from there and nothing is downloaded. Without it, Debian's source
# package llvm-toolchain-19 (the version matching the installed llvm-19-dev) is
# fetched with `apt-get source --download-only` and only the needed paths are
# extracted. The result is recreated whenever a patch or the origin changes.
set -eu

build_dir=$1
user_src=${2:-}
top=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$build_dir"
build_dir=$(cd "$build_dir" && pwd)
dst="$build_dir/llvm-src"

# The subset of llvm-project that is rebuilt or tested here.
paths="llvm/lib/Target/NVPTX llvm/tools/llc llvm/tools/opt
llvm/lib/AsmParser llvm/include/llvm/AsmParser llvm/lib/IRReader
llvm/test/CodeGen/NVPTX llvm/utils/update_llc_test_checks.py
llvm/utils/update_test_checks.py
llvm/utils/UpdateTestChecks"

die() { echo "error: $*" >&2; exit 1; }

if [ -n "$user_src" ]; then
  [ -d "$user_src/llvm/lib/Target/NVPTX" ] ||
    die "LLVM_SOURCE_DIR=$user_src is not an llvm-project checkout (no llvm/lib/Target/NVPTX)"
  user_src=$(cd "$user_src" && pwd)
  ver_file="$user_src/cmake/Modules/LLVMVersion.cmake"
  if [ -f "$ver_file" ]; then
    ver=$(sed -n 's/.*set(LLVM_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)).*/\2/p' "$ver_file" | paste -sd. -)
  else
    ver=$(sed -n 's/.*set(LLVM_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)).*/\2/p' "$user_src/llvm/CMakeLists.txt" | paste -sd. -)
  fi
  [ "$ver" = "19.1.7" ] ||
    die "LLVM_SOURCE_DIR=$user_src is LLVM $ver; this project patches 19.1.7 (llvmorg-19.1.7)"
  origin="checkout:$user_src"
else
  deb_ver=$(dpkg-query -W -f='${Version}' llvm-19-dev 2>/dev/null) ||
    die "llvm-19-dev is not installed (run 'make', which installs it)"
  origin="debian:llvm-toolchain-19=$deb_ver"
fi

stamp_of() {
  { echo "$origin"; cat "$top"/llvm-patches/*.patch 2>/dev/null || true; } | sha256sum | cut -d' ' -f1
}
stamp=$(stamp_of)
if [ -f "$dst/.prepared" ] && [ "$(cat "$dst/.prepared")" = "$stamp" ]; then
  exit 0
fi

rm -rf "$dst.tmp"
mkdir -p "$dst.tmp"
if [ -n "$user_src" ]; then
  echo "nvptx-atoms: copying LLVM sources from $user_src"
  for p in $paths; do
    mkdir -p "$dst.tmp/$(dirname "$p")"
    cp -R "$user_src/$p" "$dst.tmp/$p"
  done
else
  dl="$build_dir/downloads"
  mkdir -p "$dl"
  upstream_ver=${deb_ver#*:}
  upstream_ver=${upstream_ver%%-*}
  tarball="$dl/llvm-toolchain-19_$upstream_ver.orig.tar.xz"
  if [ ! -f "$tarball" ]; then
    if ! grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
      echo "nvptx-atoms: no deb-src entry configured; adding one for Debian's main archive"
      suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
      SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
      printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s %s-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$suite" "$suite" | $SUDO tee /etc/apt/sources.list.d/nvptx-atoms-src.sources >/dev/null
      $SUDO apt-get update -qq
    fi
    echo "nvptx-atoms: fetching source package llvm-toolchain-19=$deb_ver"
    (cd "$dl" && apt-get source -qq --download-only "llvm-toolchain-19=$deb_ver" 2>&1 |
       grep -v 'unsandboxed' || true)
    [ -f "$tarball" ] || die "apt-get source did not produce $tarball"
  fi
  [ "$upstream_ver" = "19.1.7" ] ||
    die "installed llvm-19-dev is $deb_ver; this project patches 19.1.7"
  echo "nvptx-atoms: extracting the NVPTX subset of $(basename "$tarball")"
  root="llvm-toolchain-19_$upstream_ver"
  members=""
  for p in $paths; do members="$members $root/$p"; done
  # shellcheck disable=SC2086
  tar -xJf "$tarball" -C "$dst.tmp" --strip-components=1 $members
fi

for patch in "$top"/llvm-patches/*.patch; do
  [ -f "$patch" ] || continue
  if ! patch -d "$dst.tmp" -p1 --forward --batch --dry-run --silent < "$patch" >/dev/null 2>&1; then
    echo "error: llvm-patches/$(basename "$patch") does not apply to the LLVM sources ($origin):" >&2
    patch -d "$dst.tmp" -p1 --forward --batch --dry-run < "$patch" >&2 || true
    rm -rf "$dst.tmp"
    exit 1
  fi
  patch -d "$dst.tmp" -p1 --forward --batch --silent < "$patch"
done

# Files whose content did not change keep their old copy (and time stamp),
# so that changing one patch rebuilds only what it touches.
if [ -d "$dst" ]; then
  (cd "$dst.tmp" && find . -type f) | while IFS= read -r f; do
    if cmp -s "$dst.tmp/$f" "$dst/$f"; then
      touch -r "$dst/$f" "$dst.tmp/$f"
    fi
  done
fi
rm -rf "$dst"
mv "$dst.tmp" "$dst"
echo "$stamp" > "$dst/.prepared"
echo "nvptx-atoms: LLVM sources ready in $dst ($(ls "$top"/llvm-patches/*.patch 2>/dev/null | wc -l) patches applied)"

# nvptx-atoms — top-level driver.
#
#   make          install build dependencies (Debian), fetch and patch the
#                 LLVM 19.1.7 NVPTX sources, build build/bin/{llc,opt}, and
#                 compile + ptxas-assemble examples/
#   make check    build if needed, then run the whole lit suite
#   make fuzz     build and run the libFuzzer targets, the type parser's and
#                 the atom calls' (1,000,000 executions each; docs/Fuzzing.md)
#   make bench    build and run the benchmarks (mnemonic dispatch, the atom
#                 lowering pass) and print their ratios (docs/Benchmarks.md)
#   make sweep    call every NVVM intrinsic of LLVM 19 and 22 on 13 CPU
#                 settings with our llc and LLVM 22's, and count ok, ptxas
#                 rejections, clean errors and crashes (docs/Testing.md);
#                 SWEEP_OPTS=--sample 4 for every 4th declaration; then
#                 LLVM's own intrinsics and the memory-ordering
#                 instructions on four CPUs (utils/generic-ir-sweep.py)
#   make install PREFIX=DIR   install llc and opt (as nvptx-atoms-llc and
#                 nvptx-atoms-opt), cute-nvgpu-atoms, the static libraries,
#                 headers and the CMake package NVPTXAtoms under DIR
#                 (default /usr/local); make uninstall removes what it wrote
#   make deb      the same as a Debian package, build/nvptx-atoms_*.deb
#   make bench-gpu  time the GEMM kernels of utils/gen-gemm.py against cuBLAS
#                 (and Triton where it imports) on this machine's GPU and
#                 print the ratios (utils/bench-gemm.py, docs/Gemm.md);
#                 BENCH_GPU_OPTS=--quick for a short run
#   make bench-gpu-attention  time the attention kernels of
#                 utils/gen-attention.py against PyTorch's SDPA backends
#                 (cuDNN, flash, memory-efficient) and Triton on this GPU
#                 (utils/bench-attention.py); BENCH_GPU_OPTS as for bench-gpu
#   make device-kit   pack what the one prepared GPU run needs into .gpu/kit
#                 (utils/gpu/device-check.sh --pack; docs/Testing.md)
#   make device-check  that run on this machine's GPU: test/GPU, the GEMM
#                 stress runs, bench-gemm.py and bench-attention.py --quick,
#                 compute-sanitizer; logs and device-check.json in
#                 DEVICE_CHECK_OUT (default build/device-check); exit 2
#                 without a GPU
#
# Variables:
#   LLVM_SOURCE_DIR=/path/to/llvm-project   use an llvmorg-19.1.7 checkout
#                                           instead of Debian's source package
#   BUILD_DIR=build                         where everything is built
#   JOBS=N                                  parallel compile jobs

BUILD_DIR ?= build
LLVM_SOURCE_DIR ?=
JOBS ?= $(shell nproc)
SWEEP_OPTS ?=
BENCH_GPU_OPTS ?=
DEVICE_CHECK_OUT ?= $(BUILD_DIR)/device-check
PREFIX ?= /usr/local
LIT_OPTS ?= -sv

.PHONY: all deps sources configure build examples check check-extension \
        check-upstream clean fuzz bench bench-gpu bench-gpu-attention sweep \
        install uninstall deb \
        device-kit device-check

all: examples

deps:
	@utils/install-deps.sh

sources: deps
	@utils/prepare-llvm-sources.sh "$(BUILD_DIR)" "$(LLVM_SOURCE_DIR)"

configure: sources
	@if [ ! -f "$(BUILD_DIR)/build.ninja" ]; then \
	  cmake -S . -B "$(BUILD_DIR)" -G Ninja -DCMAKE_BUILD_TYPE=Release \
	    -DNVPTX_ATOMS_LLVM_SOURCES="$(abspath $(BUILD_DIR))/llvm-src/llvm" ; \
	fi

build: configure
	@cmake --build "$(BUILD_DIR)" -j "$(JOBS)"

examples: build
	@utils/compile-examples.sh "$(BUILD_DIR)/bin/llc" examples

check: build
	@cmake --build "$(BUILD_DIR)" --target check -- -j "$(JOBS)"

# CMake writes every installed file to install_manifest.txt (check's staged
# install too); the copy is the list of this install, for uninstall.
install: build
	@cmake --install "$(BUILD_DIR)" --prefix "$(PREFIX)"
	@cp "$(BUILD_DIR)/install_manifest.txt" "$(BUILD_DIR)/nvptx-atoms-install-manifest.txt"

deb: build
	@utils/make-deb.sh "$(BUILD_DIR)" "$(BUILD_DIR)"

uninstall:
	@test -f "$(BUILD_DIR)/nvptx-atoms-install-manifest.txt" || \
	  { echo "error: no install manifest in $(BUILD_DIR); nothing to remove" >&2; exit 1; }
	@xargs -d '\n' rm -f < "$(BUILD_DIR)/nvptx-atoms-install-manifest.txt"
	@rm -f "$(BUILD_DIR)/nvptx-atoms-install-manifest.txt"
	@echo "removed the files of the last make install"

# The atom-call fuzzer links the CMake build's NVPTX target objects, which
# its script builds: configure first.
fuzz: configure
	@FUZZ_BUILD_DIR="$(abspath $(BUILD_DIR))/fuzz" utils/fuzz-type-parser.sh
	@BUILD_DIR="$(abspath $(BUILD_DIR))" \
	  FUZZ_BUILD_DIR="$(abspath $(BUILD_DIR))/fuzz/atom-calls" \
	  utils/fuzz-atom-calls.sh

bench: build
	@utils/bench-atom-dispatch.sh "$(BUILD_DIR)/bin/bench-atom-dispatch"
	@utils/bench-lower-atoms.py --llc "$(BUILD_DIR)/bin/llc"

bench-gpu: build
	@utils/bench-gemm.py --llc "$(BUILD_DIR)/bin/llc" $(BENCH_GPU_OPTS)

bench-gpu-attention: build
	@utils/bench-attention.py --llc "$(BUILD_DIR)/bin/llc" $(BENCH_GPU_OPTS)

device-kit: build
	@BUILD="$(BUILD_DIR)" utils/gpu/device-check.sh --pack

device-check: device-kit
	@utils/gpu/device-check.sh "$(DEVICE_CHECK_OUT)"

sweep: build
	@utils/nvvm-sweep.py -j "$(JOBS)" --llc ours="$(BUILD_DIR)/bin/llc" \
	  --llc llvm22=/usr/lib/llvm-22/bin/llc --expect-clean ours $(SWEEP_OPTS)
	@utils/generic-ir-sweep.py -j "$(JOBS)" --llc ours="$(BUILD_DIR)/bin/llc" \
	  --llc llvm22=/usr/lib/llvm-22/bin/llc --expect-clean ours

clean:
	rm -rf "$(BUILD_DIR)"

"""The kernel library: the building blocks the GEMM and attention
generators write their kernels from, and the host side that runs them.

  ir        the LLVM IR builder (Module, Kernel): every kernel is written
            through it, atom calls and NVVM intrinsics declaring
            themselves
  launch    Launch and its parameter kinds: what a host needs to run a
            generated kernel (--spec JSON)
  ampere    sm_80 building blocks: the XOR swizzle of 16-byte chunks,
            cp.async copies of 16-byte chunks with zero-fill at the edges,
            ldmatrix fragment loads, mma.sync calls, the copy-group wait
  gemm      the GEMM generator families (sm80, sm90, sm100), their
            presets, and the GEMM host (cuBLAS reference, runner,
            benchmark)
  attention the fused-attention generator families and their host (float64
            and SDPA references)

Scripts in utils/ reach it with

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

and `from kernels.gemm import host`.
"""

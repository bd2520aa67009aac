// A CUDA kernel as users write it, compiled by clang (not nvcc) to LLVM IR
// and by this project's llc to PTX (utils/compile-examples.sh, run by
// `make` when clang-22 is installed; docs/Building.md, "CUDA through
// clang"): a grid-wide sum with cooperative groups' warp reduction, a
// shared-memory stage, release and acquire fences around a completion
// counter (the last block adds the partial sums) and half-precision math.
// llc is given no -mcpu: it takes the processor and PTX ISA clang wrote on
// the functions.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>

namespace cg = cooperative_groups;

__global__ void reduce(const float *in, float *partial, unsigned *done,
                       float *total, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    v += in[i];
  v = cg::reduce(warp, v, cg::plus<float>());
  __shared__ float sums[32];
  if (warp.thread_rank() == 0)
    sums[warp.meta_group_rank()] = v;
  block.sync();
  if (threadIdx.x != 0)
    return;
  float s = 0.f;
  for (unsigned w = 0; w < block.num_threads() / 32; ++w)
    s += sums[w];
  partial[blockIdx.x] = s;
  // The last block to finish adds the partial sums: the release fence
  // before the count and the acquire fence after it order every block's
  // partial sum before the last block's reads (fence.acq_rel.sys).
  __atomic_thread_fence(__ATOMIC_RELEASE);
  unsigned finished = __atomic_fetch_add(done, 1u, __ATOMIC_RELAXED) + 1;
  if (finished == gridDim.x) {
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    float t = 0.f;
    for (unsigned b = 0; b < gridDim.x; ++b)
      t += partial[b];
    *total = t;
  }
}

__global__ void scale_half(__half *x, __half a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = __hmul(x[i], a);
}

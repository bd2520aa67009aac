// Warp-level primitives as CUDA programs use them: shuffle reductions and
// scans, ballots, match and the sm_80 warp reduce instructions
// (__reduce_add_sync, __reduce_max_sync). Part of the CUDA corpus
// (test/Corpus, docs/Testing.md): compiled by clang to LLVM IR, then by
// this llc and LLVM 22's to PTX.
#include <cstdint>

__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__device__ __forceinline__ double warp_max(double v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmax(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

// Inclusive prefix sum over the warp (Kogge-Stone with __shfl_up_sync).
__device__ __forceinline__ int warp_scan(int v) {
  unsigned lane = threadIdx.x & 31;
  for (int o = 1; o < 32; o <<= 1) {
    int n = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= (unsigned)o)
      v += n;
  }
  return v;
}

__global__ void row_sums(const float *__restrict__ m, float *__restrict__ out,
                         int rows, int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32)
    s += m[(size_t)warp * cols + c];
  s = warp_sum(s);
  if (lane == 0)
    out[warp] = s;
}

__global__ void max_abs(const double *in, double *out, int n) {
  double v = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    v = fmax(v, fabs(in[i]));
  v = warp_max(v);
  __shared__ double partial[32];
  if ((threadIdx.x & 31) == 0)
    partial[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < 32) {
    v = threadIdx.x < blockDim.x / 32 ? partial[threadIdx.x] : 0.0;
    v = warp_max(v);
    if (threadIdx.x == 0)
      out[blockIdx.x] = v;
  }
}

// Stream compaction: keep the positive elements, in order, per warp.
__global__ void compact(const int *in, int *out, unsigned *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  unsigned lane = threadIdx.x & 31;
  unsigned before = __popc(mask & ((1u << lane) - 1));
  unsigned base = 0;
  if (lane == 0 && mask)
    base = atomicAdd(count, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, 0);
  if (keep)
    out[base + before] = v;
}

__global__ void block_scan(const int *in, int *out, int n) {
  __shared__ int warp_totals[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = warp_scan(v);
  unsigned lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  if (lane == 31)
    warp_totals[warp] = s;
  __syncthreads();
  if (warp == 0) {
    int t = lane < blockDim.x / 32 ? warp_totals[lane] : 0;
    warp_totals[lane] = warp_scan(t) - t;
  }
  __syncthreads();
  if (i < n)
    out[i] = s + warp_totals[warp];
}

// Group equal keys within a warp (__match_any_sync), one atomic per key,
// and the sm_80 integer warp reductions.
__global__ void key_histogram(const uint32_t *keys, unsigned *hist, int n,
                              unsigned *stats) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned active = __ballot_sync(0xffffffffu, i < n);
  if (i >= n)
    return;
  uint32_t k = keys[i] & 1023;
  unsigned peers = __match_any_sync(active, k);
  int leader = __ffs(peers) - 1;
  if ((int)(threadIdx.x & 31) == leader)
    atomicAdd(&hist[k], __popc(peers));
  unsigned total = __reduce_add_sync(active, k);
  unsigned largest = __reduce_max_sync(active, k);
  unsigned any_odd = __reduce_or_sync(active, k & 1);
  if ((threadIdx.x & 31) == 0) {
    atomicAdd(&stats[0], total);
    atomicMax(&stats[1], largest);
    atomicOr(&stats[2], any_odd);
  }
}

// Atomics as CUDA programs write them: the atomic* functions (float,
// double, half2, bf16x2, CAS loops), their _block/_system scopes, and
// libcu++'s cuda::atomic_ref and cuda::std::atomic with explicit memory
// orders and scopes. Part of the CUDA corpus (test/Corpus,
// docs/Testing.md).
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__device__ float atomic_max_float(float *addr, float value) {
  int *p = reinterpret_cast<int *>(addr);
  int old = *p;
  while (__int_as_float(old) < value) {
    int assumed = old;
    old = atomicCAS(p, assumed, __float_as_int(value));
    if (old == assumed)
      break;
  }
  return __int_as_float(old);
}

__global__ void histogram(const float *x, unsigned *bins, float *maxv,
                          double *sum, int n, int nbins) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  double s = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    float v = x[i];
    int b = min(nbins - 1, max(0, (int)(v * nbins)));
    atomicAdd_block(&local[b], 1u);
    atomic_max_float(maxv, v);
    s += v;
  }
  atomicAdd(sum, s);
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

__global__ void scatter_add_half(const int *idx, const __half2 *v,
                                 __half2 *out, const __nv_bfloat162 *w,
                                 __nv_bfloat162 *wout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&out[idx[i]], v[i]);
    atomicAdd(&wout[idx[i]], w[i]);
  }
}

__global__ void counters(unsigned *ticket, unsigned long long *bits,
                         int *flag, unsigned *wrap, int *sys) {
  unsigned t = atomicInc(wrap, 1023u);
  atomicOr(bits + (t & 7), 1ull << (threadIdx.x & 63));
  atomicAnd(bits + 8, ~(1ull << (t & 63)));
  atomicXor(bits + 9, (unsigned long long)t);
  atomicMin(flag + 1, (int)t);
  atomicDec(ticket + 1, 100u);
  atomicExch(flag + 2, (int)blockIdx.x);
  atomicAdd_system(sys, 1);
  atomicCAS_block(flag + 3, 0, 1);
  if (atomicAdd(ticket, 1u) == gridDim.x * blockDim.x - 1)
    atomicExch(flag, 1);
}

// A producer/consumer handoff through libcu++ atomics: release/acquire at
// device scope, relaxed counters at block scope, seq_cst exchange.
__global__ void handoff(int *data, int *ready, int *result,
                        unsigned long long *counter) {
  cuda::atomic_ref<int, cuda::thread_scope_device> flag(*ready);
  __shared__ int block_count;
  if (threadIdx.x == 0)
    block_count = 0;
  __syncthreads();
  cuda::atomic_ref<int, cuda::thread_scope_block> bc(block_count);
  bc.fetch_add(1, cuda::std::memory_order_relaxed);
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    data[0] = 42;
    flag.store(1, cuda::std::memory_order_release);
  } else if (threadIdx.x == 0) {
    while (flag.load(cuda::std::memory_order_acquire) == 0)
      ;
    result[blockIdx.x] = data[0];
  }
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> c(*counter);
  c.fetch_add(1, cuda::std::memory_order_seq_cst);
  __syncthreads();
  if (threadIdx.x == 0) {
    int expected = 0;
    flag.compare_exchange_strong(expected, 2, cuda::std::memory_order_acq_rel);
    result[gridDim.x + blockIdx.x] = bc.load(cuda::std::memory_order_relaxed);
    cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst,
                              cuda::thread_scope_device);
  }
}

__device__ cuda::std::atomic<unsigned> next_tile;

// A persistent loop that takes work from a global cuda::std::atomic.
__global__ void work_queue(const float *in, float *out, unsigned tiles,
                           unsigned tile_size) {
  __shared__ unsigned tile;
  for (;;) {
    if (threadIdx.x == 0)
      tile = next_tile.fetch_add(1, cuda::std::memory_order_relaxed);
    __syncthreads();
    unsigned t = tile;
    __syncthreads();
    if (t >= tiles)
      break;
    for (unsigned i = threadIdx.x; i < tile_size; i += blockDim.x)
      out[t * tile_size + i] = 2.f * in[t * tile_size + i];
  }
}

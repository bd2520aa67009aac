// Cooperative groups as CUDA programs use them: thread_block and tiled
// partitions of several sizes, cg::reduce and cg::inclusive_scan,
// coalesced groups, labeled partitions, and the asynchronous copies of
// sm_80 (cg::memcpy_async, cg::wait). Part of the CUDA corpus
// (test/Corpus, docs/Testing.md).
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>

namespace cg = cooperative_groups;

__global__ void tile_reduce(const int *in, int *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  auto tile16 = cg::tiled_partition<16>(block);
  auto tile4 = cg::tiled_partition<4>(tile16);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;
  int s4 = cg::reduce(tile4, v, cg::plus<int>());
  int m16 = cg::reduce(tile16, v, cg::greater<int>());
  int x = cg::reduce(tile16, v, cg::bit_xor<int>());
  if (tile4.thread_rank() == 0)
    atomicAdd(&out[0], s4);
  if (tile16.thread_rank() == 0) {
    atomicMax(&out[1], m16);
    atomicXor(&out[2], x);
  }
}

__global__ void tile_scan(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  float s = cg::inclusive_scan(warp, v);
  float e = cg::exclusive_scan(warp, v, cg::plus<float>());
  if (i < n)
    out[i] = s + e;
}

// Coalesced groups: the threads that took a branch, and a labeled
// partition of a warp by key.
__global__ void coalesced(const int *keys, int *counts, int *firsts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int k = keys[i];
  if (k >= 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    int rank = active.thread_rank();
    int total = cg::reduce(active, 1, cg::plus<int>());
    if (rank == 0)
      atomicAdd(&counts[0], total);
    auto same = cg::labeled_partition(active, k & 15);
    if (same.thread_rank() == 0)
      atomicAdd(&counts[1 + (k & 15)], (int)same.size());
    firsts[i] = same.shfl(i, 0);
  }
}

// Staged through shared memory with cg::memcpy_async (cp.async on sm_80).
__global__ void stencil(const float *in, float *out, int n) {
  extern __shared__ float tile[];
  cg::thread_block block = cg::this_thread_block();
  int base = blockIdx.x * blockDim.x;
  int count = min((int)blockDim.x + 2, n - base);
  if (count <= 0)
    return;
  cg::memcpy_async(block, tile, in + base, sizeof(float) * count);
  cg::wait(block);
  int t = threadIdx.x;
  if (t + 2 < count)
    out[base + t] = 0.25f * tile[t] + 0.5f * tile[t + 1] + 0.25f * tile[t + 2];
  block.sync();
}

// Warp-tile voting and shuffles through the group interface.
__global__ void tile_vote(const float *x, int *any_neg, int *all_pos,
                          float *rot, int n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  auto half = cg::tiled_partition<8>(warp);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 1.f;
  if (warp.any(v < 0.f) && warp.thread_rank() == 0)
    atomicOr(any_neg, 1);
  if (half.all(v > 0.f) && half.thread_rank() == 0)
    atomicAdd(all_pos, 1);
  float r = half.shfl_down(v, 1) + half.shfl_xor(v, 2) + warp.shfl_up(v, 3);
  if (i < n)
    rot[i] = r + (float)__popc(half.ballot(v > 1.f));
}

// Device functions that stay calls (__noinline__, as at -Oz or in code that
// is too large to inline) and take structs by value: a float2-like pair
// built in a temporary, a cooperative_groups::thread_block passed on to
// another call, 16-byte aligned int arrays, a struct with a char array
// between pointers, a parameter written before it is passed on, and one
// whose address is handed to another function. Part of the CUDA corpus
// (test/Corpus, docs/Testing.md).
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

struct Pair {
  float x, y;
};

struct __align__(16) Quad {
  int v[4];
};

struct Tagged {
  const float *data;
  unsigned char tag[8];
  float *out;
};

__device__ __noinline__ Pair combine(Pair a, Pair b) {
  return Pair{a.x + b.x, a.y * b.y};
}

__device__ __noinline__ float block_sum(float v, cg::thread_block block,
                                        float *scratch) {
  scratch[block.thread_rank()] = v;
  block.sync();
  for (unsigned s = block.size() / 2; s > 0; s /= 2) {
    if (block.thread_rank() < s)
      scratch[block.thread_rank()] += scratch[block.thread_rank() + s];
    block.sync();
  }
  return scratch[0];
}

// Passes its thread_block on, as CUDA samples' reductions do.
__device__ __noinline__ float reduce_pairs(const Pair *in, cg::thread_block block,
                                           float *scratch) {
  Pair p = in[block.thread_rank()];
  Pair q = combine(p, Pair{1.f, 2.f});
  return block_sum(q.x + q.y, block, scratch);
}

__global__ void pair_reduce(const Pair *in, float *out) {
  __shared__ float scratch[256];
  cg::thread_block block = cg::this_thread_block();
  float s = reduce_pairs(in, block, scratch);
  if (block.thread_rank() == 0)
    out[blockIdx.x] = s;
}

__device__ __noinline__ int quad_dot(Quad a, Quad b) {
  int s = 0;
  for (int i = 0; i < 4; ++i)
    s += a.v[i] * b.v[i];
  return s;
}

__device__ __noinline__ float tagged_read(Tagged t, int i) {
  return t.data[i] * (t.tag[i & 7] + 1);
}

// Writes its parameter, then passes it on.
__device__ __noinline__ float retag(Tagged t, int i) {
  t.tag[i & 7] = static_cast<unsigned char>(i);
  return tagged_read(t, i);
}

__device__ __noinline__ float sum_tags(const Tagged *t) {
  float s = 0.f;
  for (int k = 0; k < 8; ++k)
    s += t->tag[k];
  return s;
}

// Hands its parameter's address to another function.
__device__ __noinline__ float tag_total(Tagged t) { return sum_tags(&t); }

__global__ void structs_by_value(const Quad *qa, const Quad *qb, Tagged t,
                                 int *dots, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  dots[i] = quad_dot(qa[i], qb[i]);
  t.out[i] = tagged_read(t, i) + retag(t, i) + tag_total(t);
}

// Half and bfloat16 math as CUDA programs write it with cuda_fp16.h and
// cuda_bf16.h: packed __half2/__nv_bfloat162 arithmetic, fma, the h*
// math functions, comparisons, conversions with rounding modes, and a
// softmax and layer norm in reduced precision. Part of the CUDA corpus
// (test/Corpus, docs/Testing.md).
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void axpby_half2(const __half2 *x, __half2 *y, __half2 a, __half2 b,
                            int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma2(a, x[i], __hmul2(b, y[i]));
}

__global__ void gelu_bf16(const __nv_bfloat162 *x, __nv_bfloat162 *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat162 v = x[i];
  const __nv_bfloat162 c = __float2bfloat162_rn(0.7978845608f);
  const __nv_bfloat162 k = __float2bfloat162_rn(0.044715f);
  const __nv_bfloat162 h = __float2bfloat162_rn(0.5f);
  const __nv_bfloat162 one = __float2bfloat162_rn(1.f);
  __nv_bfloat162 inner = __hmul2(c, __hfma2(__hmul2(k, v), __hmul2(v, v), v));
  float2 f = __bfloat1622float2(inner);
  __nv_bfloat162 t = __floats2bfloat162_rn(tanhf(f.x), tanhf(f.y));
  y[i] = __hmul2(__hmul2(h, v), __hadd2(one, t));
}

__global__ void math_half(const __half *x, __half *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half v = x[i];
  __half r = hexp(v) + hlog(__habs(v) + __float2half(1.f)) + hsqrt(__habs(v)) +
             hsin(v) * hcos(v) + hrcp(v + __float2half(2.f)) + hfloor(v) +
             hceil(v) + htrunc(v) + hrint(v) + hexp2(v) + hlog2(__habs(v));
  r = __hmax(r, __hmin(v, __float2half(4.f)));
  if (__hisnan(r) || __hisinf(r))
    r = __float2half(0.f);
  y[i] = __hgt(r, v) ? r : __hneg(r);
}

__global__ void math_bf16(const __nv_bfloat16 *x, __nv_bfloat16 *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat16 v = x[i];
  __nv_bfloat16 r = hexp(v) + hsqrt(__habs(v)) + hrcp(v + __float2bfloat16(2.f)) +
                    __hfma(v, v, __float2bfloat16(1.f)) + hfloor(v) +
                    __hmax_nan(v, __float2bfloat16(0.f));
  y[i] = __hfma_relu(r, v, __float2bfloat16(-1.f));
}

__global__ void convert(const float *x, __half *h, __nv_bfloat16 *b, int *c,
                        short *s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  h[2 * i] = __float2half_rz(v);
  h[2 * i + 1] = __float2half_rd(v);
  b[2 * i] = __float2bfloat16_rz(v);
  b[2 * i + 1] = __float2bfloat16_ru(v);
  c[i] = __half2int_rn(__float2half(v)) + __bfloat162int_rz(__float2bfloat16(v));
  s[i] = __half2short_rd(__float2half(v));
}

// One row per block: softmax in float over half inputs, output bf16.
__global__ void softmax_row(const __half *x, __nv_bfloat16 *y, int cols) {
  const __half *row = x + (size_t)blockIdx.x * cols;
  __shared__ float red[32];
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, __half2float(row[c]));
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if ((threadIdx.x & 31) == 0)
    red[threadIdx.x / 32] = m;
  __syncthreads();
  m = red[0];
  for (int w = 1; w < blockDim.x / 32; ++w)
    m = fmaxf(m, red[w]);
  __syncthreads();
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += __expf(__half2float(row[c]) - m);
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    red[threadIdx.x / 32] = s;
  __syncthreads();
  s = 0.f;
  for (int w = 0; w < blockDim.x / 32; ++w)
    s += red[w];
  float inv = 1.f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] =
        __float2bfloat16(__expf(__half2float(row[c]) - m) * inv);
}

// Layer norm over bf16 pairs with packed bf16 arithmetic (sm_90).
__global__ void layer_norm_bf16(const __nv_bfloat162 *x, const __nv_bfloat162 *g,
                                __nv_bfloat162 *y, int pairs, float eps) {
  const __nv_bfloat162 *row = x + (size_t)blockIdx.x * pairs;
  float s = 0.f, ss = 0.f;
  for (int c = threadIdx.x; c < pairs; c += 32) {
    float2 f = __bfloat1622float2(row[c]);
    s += f.x + f.y;
    ss += f.x * f.x + f.y * f.y;
  }
  for (int o = 16; o > 0; o >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, o);
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  }
  float mean = s / (2 * pairs);
  float rstd = rsqrtf(ss / (2 * pairs) - mean * mean + eps);
  __nv_bfloat162 m2 = __float2bfloat162_rn(mean);
  __nv_bfloat162 r2 = __float2bfloat162_rn(rstd);
  for (int c = threadIdx.x; c < pairs; c += 32)
    y[(size_t)blockIdx.x * pairs + c] =
        __hmul2(__hmul2(__hsub2(row[c], m2), r2), g[c]);
}

// CUDA's math library as programs call it: expf, sinf, erff, powf and
// their double versions, which clang compiles to calls of libdevice's
// __nv_* functions and links from libdevice.10.bc (so the IR holds their
// bodies); and the intrinsic versions (__expf, __sinf, __fdividef).
// Part of the CUDA corpus (test/Corpus, docs/Testing.md).
#include <cmath>

__global__ void float_math(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float s, c;
  sincosf(v, &s, &c);
  y[i] = expf(v) + logf(fabsf(v) + 1.f) + sinf(v) * cosf(v) + erff(v) +
         powf(fabsf(v), 1.7f) + tanhf(v) + s * c + atan2f(v, 2.f) +
         cbrtf(v) + log1pf(fabsf(v)) + expm1f(v) + erfcf(v) + lgammaf(v);
}

__global__ void double_math(const double *x, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  double v = x[i];
  y[i] = exp(v) + log(fabs(v) + 1.0) + sin(v) + cos(v) + erf(v) +
         pow(fabs(v), 2.5) + tanh(v) + sqrt(fabs(v)) + erfinv(v / 4.0) +
         hypot(v, 3.0) + fmod(v, 1.5);
}

__global__ void fast_math(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  y[i] = __expf(v) + __logf(fabsf(v) + 1.f) + __sinf(v) * __cosf(v) +
         __fdividef(v, v + 3.f) + __powf(fabsf(v), 0.5f) + rsqrtf(fabsf(v) + 1.f) +
         __saturatef(v) + exp2f(v) + __frcp_rn(v + 5.f) + __fsqrt_rn(fabsf(v));
}

// Normal CDF and Black-Scholes: the libdevice-heavy kernel of many
// benchmarks.
__device__ float cnd(float d) {
  return 0.5f * erfcf(-d * 0.70710678118654752f);
}

__global__ void black_scholes(const float *S, const float *X, const float *T,
                              float *call, float *put, float r, float v,
                              int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    float sqrtT = sqrtf(T[i]);
    float d1 = (logf(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sqrtT);
    float d2 = d1 - v * sqrtT;
    float expRT = expf(-r * T[i]);
    call[i] = S[i] * cnd(d1) - X[i] * expRT * cnd(d2);
    put[i] = X[i] * expRT * (1.f - cnd(d2)) - S[i] * (1.f - cnd(d1));
  }
}

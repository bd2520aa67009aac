// Kernel parameters as CUDA programs pass them: structs by value indexed
// with a run-time index (a copy in local memory unless the parameter is
// __grid_constant__), __grid_constant__ structs whose address is taken,
// and many scalar parameters. Part of the CUDA corpus (test/Corpus,
// docs/Testing.md).
struct Conv {
  const float *in;
  float *out;
  int dims[4];
  int strides[4];
  float weights[27];
};

__global__ void conv_byval(Conv p, int channels) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.dims[0] * p.dims[1])
    return;
  float acc = 0.f;
  for (int c = 0; c < channels; ++c)
    for (int k = 0; k < 27; ++k)
      acc += p.weights[(k + c) % 27] * p.in[i * p.strides[k & 3] + c];
  p.out[i] = acc;
}

__device__ __noinline__ float dot_weights(const Conv *p, const float *v) {
  float s = 0.f;
  for (int k = 0; k < 27; ++k)
    s += p->weights[k] * v[k % 4];
  return s;
}

__global__ void conv_grid_constant(const __grid_constant__ Conv p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.dims[0])
    return;
  // Taking the parameter's address: with __grid_constant__ it stays in
  // the parameter space (cvta.param on PTX ISA 7.7 or later).
  p.out[i] = dot_weights(&p, p.in + i * p.strides[i & 3]);
}

__global__ void many_scalars(float *y, const float *x, float a0, float a1,
                             float a2, float a3, float a4, float a5, double d0,
                             double d1, int i0, int i1, long long l0, char c0,
                             short s0, bool b0, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  float r = a0 + v * (a1 + v * (a2 + v * (a3 + v * (a4 + v * a5))));
  r += (float)(d0 * v + d1) + (float)(i0 * i1) + (float)l0 + c0 + s0;
  y[i] = b0 ? r : -r;
}

struct Small {
  float scale;
  int offset;
};

__global__ void small_struct(Small s, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + s.offset;
  if (i < n)
    y[i] *= s.scale;
}

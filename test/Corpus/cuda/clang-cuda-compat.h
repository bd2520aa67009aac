// Forced include (clang -include) for CUTLASS under clang: what nvcc
// provides as builtins and clang does not. CUTLASS's subbyte_reference.h
// calls nvcc's __nv_atomic_load_n with __NV_ATOMIC_RELAXED when
// __CUDACC_VER_MAJOR__ says CUDA 12.8 or later; clang has the GNU
// __atomic builtins, which take the same memory-order constants.
#pragma once
#if defined(__clang__) && defined(__CUDA__)
#ifndef __NV_ATOMIC_RELAXED
#define __NV_ATOMIC_RELAXED __ATOMIC_RELAXED
#define __NV_ATOMIC_ACQUIRE __ATOMIC_ACQUIRE
#define __NV_ATOMIC_RELEASE __ATOMIC_RELEASE
#define __NV_ATOMIC_ACQ_REL __ATOMIC_ACQ_REL
#define __NV_ATOMIC_SEQ_CST __ATOMIC_SEQ_CST
#endif
#ifndef __nv_atomic_load_n
#define __nv_atomic_load_n(ptr, order) __atomic_load_n((ptr), (order))
#endif
#endif

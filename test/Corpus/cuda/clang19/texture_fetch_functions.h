// Empty stand-in for CUDA 12's texture_fetch_functions.h, which CUDA 13
// removed and clang-19's __clang_cuda_runtime_wrapper.h still includes
// (clang-22's includes it only below CUDA 13). utils/gen-cuda-corpus.py
// puts this directory on clang-19's include path (-I).
#pragma once

"""A small ctypes wrapper over the CUDA driver API (libcuda.so.1).

Just enough to load a PTX module, copy buffers to and from the device,
encode a TMA tensor map (cuTensorMapEncodeTiled) and launch a kernel, for
the GPU tests in test/GPU (utils/gpu/run-atom-gpu.py); and, for the GEMM
runner and benchmark (utils/kernels/gemm/host.py), launches with a thread-block
cluster and a large dynamic shared memory (cuLaunchKernelEx,
cuFuncSetAttribute), asynchronous launches timed with CUDA events, and
buffers freed and filled on the device.
Every failing call raises CudaError, whose message carries the CUDA error
name (``CUDA_ERROR_...``) and its description; a failing module load also
carries the JIT compiler's error log.

``probe()`` never raises: it reports whether a usable GPU is present, for
lit's feature detection (utils/lit/nvptx_atoms_lit.py) and ``--probe``.

The context is the device's primary context (cuDevicePrimaryCtxRetain +
cuCtxSetCurrent): ``cuCtxCreate`` changed its signature in CUDA 13
(``cuCtxCreate_v4``), the primary-context calls did not.

Enumerator values are those of cuda.h (CUDA 13.0): they are part of the
driver's ABI and never change.
"""

import ctypes
import ctypes.util

# cuda.h: CUdevice_attribute
CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16
CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97
# cuda.h: CUfunction_attribute
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14
# cuda.h: CUlaunchAttributeID
CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4
# cuda.h: CUevent_flags
CU_EVENT_DEFAULT = 0
# cuda.h: CUjit_option
CU_JIT_INFO_LOG_BUFFER = 3
CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4
CU_JIT_ERROR_LOG_BUFFER = 5
CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6
CU_JIT_LOG_VERBOSE = 12

# cuda.h: CUtensorMapDataType, CUtensorMapInterleave, CUtensorMapSwizzle,
# CUtensorMapL2promotion, CUtensorMapFloatOOBfill (the values used here)
CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0
CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1
CU_TENSOR_MAP_DATA_TYPE_INT32 = 3
CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6
CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7
CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9
CU_TENSOR_MAP_INTERLEAVE_NONE = 0
CU_TENSOR_MAP_SWIZZLE_NONE = 0
CU_TENSOR_MAP_SWIZZLE_32B = 1
CU_TENSOR_MAP_SWIZZLE_64B = 2
CU_TENSOR_MAP_SWIZZLE_128B = 3
CU_TENSOR_MAP_L2_PROMOTION_NONE = 0
CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3
CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0
# cuda.h: CU_TENSOR_MAP_NUM_QWORDS 16: a CUtensorMap is 128 opaque bytes.
# cuTensorMapEncodeTiled wants it 64-byte aligned; CUDA 13's header declares
# the struct alignas(128), which is what tensor_map_encode_tiled provides.
CU_TENSOR_MAP_BYTES = 128
CU_TENSOR_MAP_ALIGN = 128

CUDA_SUCCESS = 0

CUresult = ctypes.c_int
CUdevice = ctypes.c_int
CUdeviceptr = ctypes.c_uint64
CUcontext = ctypes.c_void_p
CUmodule = ctypes.c_void_p
CUfunction = ctypes.c_void_p
CUstream = ctypes.c_void_p
CUevent = ctypes.c_void_p


# cuda.h: a launch attribute is its 4-byte id, 4 bytes of padding and a
# 64-byte union of values; the cluster dimension is the union's first three
# unsigned ints.
class CUlaunchAttribute(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4),
                ("value", ctypes.c_uint * 16)]


# cuda.h: CUlaunchConfig (grid, block, dynamic shared memory, stream, and
# the attributes).
class CUlaunchConfig(ctypes.Structure):
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint),
                ("gridDimZ", ctypes.c_uint), ("blockDimX", ctypes.c_uint),
                ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", CUstream),
                ("attrs", ctypes.POINTER(CUlaunchAttribute)),
                ("numAttrs", ctypes.c_uint)]


_LOG_SIZE = 64 * 1024


class CudaError(RuntimeError):
    """A driver call failed; ``name`` is the CUDA error name."""

    def __init__(self, call, code, name, description, log=""):
        self.call = call
        self.code = code
        self.name = name
        self.description = description
        self.log = log
        message = "%s failed: %s (%d): %s" % (call, name, code, description)
        if log:
            message += "\n" + log
        super().__init__(message)


# (name, argument types) of every entry point used; all return CUresult.
_PROTOTYPES = {
    "cuInit": [ctypes.c_uint],
    "cuDriverGetVersion": [ctypes.POINTER(ctypes.c_int)],
    "cuDeviceGetCount": [ctypes.POINTER(ctypes.c_int)],
    "cuDeviceGet": [ctypes.POINTER(CUdevice), ctypes.c_int],
    "cuDeviceGetName": [ctypes.c_char_p, ctypes.c_int, CUdevice],
    "cuDeviceGetAttribute": [ctypes.POINTER(ctypes.c_int), ctypes.c_int, CUdevice],
    "cuDevicePrimaryCtxRetain": [ctypes.POINTER(CUcontext), CUdevice],
    "cuDevicePrimaryCtxRelease_v2": [CUdevice],
    "cuCtxSetCurrent": [CUcontext],
    "cuCtxSynchronize": [],
    "cuModuleLoadDataEx": [
        ctypes.POINTER(CUmodule),
        ctypes.c_void_p,
        ctypes.c_uint,
        ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_void_p),
    ],
    "cuModuleUnload": [CUmodule],
    "cuModuleGetFunction": [ctypes.POINTER(CUfunction), CUmodule, ctypes.c_char_p],
    "cuMemAlloc_v2": [ctypes.POINTER(CUdeviceptr), ctypes.c_size_t],
    "cuMemFree_v2": [CUdeviceptr],
    "cuMemcpyHtoD_v2": [CUdeviceptr, ctypes.c_void_p, ctypes.c_size_t],
    "cuMemcpyDtoH_v2": [ctypes.c_void_p, CUdeviceptr, ctypes.c_size_t],
    "cuLaunchKernel": [
        CUfunction,
        ctypes.c_uint, ctypes.c_uint, ctypes.c_uint,  # grid
        ctypes.c_uint, ctypes.c_uint, ctypes.c_uint,  # block
        ctypes.c_uint,  # dynamic shared memory bytes
        CUstream,
        ctypes.POINTER(ctypes.c_void_p),  # kernelParams
        ctypes.POINTER(ctypes.c_void_p),  # extra
    ],
    "cuGetErrorName": [CUresult, ctypes.POINTER(ctypes.c_char_p)],
    "cuGetErrorString": [CUresult, ctypes.POINTER(ctypes.c_char_p)],
}

# Entry points only some tests use, bound when the driver has them (CUDA 12.0
# and later for the tensor maps), so that an older driver still runs the
# other tests. cuda.h (CUDA 13.0):
#   CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap,
#       CUtensorMapDataType tensorDataType, cuuint32_t tensorRank,
#       void *globalAddress, const cuuint64_t *globalDim,
#       const cuuint64_t *globalStrides, const cuuint32_t *boxDim,
#       const cuuint32_t *elementStrides, CUtensorMapInterleave interleave,
#       CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2Promotion,
#       CUtensorMapFloatOOBfill oobFill);
# (the enums are C enums, passed as int).
_OPTIONAL_PROTOTYPES = {
    "cuTensorMapEncodeTiled": [
        ctypes.c_void_p,  # CUtensorMap *
        ctypes.c_int,  # CUtensorMapDataType
        ctypes.c_uint32,  # tensorRank
        ctypes.c_void_p,  # globalAddress (a device address)
        ctypes.POINTER(ctypes.c_uint64),  # globalDim[rank]
        ctypes.POINTER(ctypes.c_uint64),  # globalStrides[rank - 1], bytes
        ctypes.POINTER(ctypes.c_uint32),  # boxDim[rank]
        ctypes.POINTER(ctypes.c_uint32),  # elementStrides[rank]
        ctypes.c_int,  # CUtensorMapInterleave
        ctypes.c_int,  # CUtensorMapSwizzle
        ctypes.c_int,  # CUtensorMapL2promotion
        ctypes.c_int,  # CUtensorMapFloatOOBfill
    ],
    # CUDA 11.8 and later; the GEMM runner's launches.
    "cuLaunchKernelEx": [
        ctypes.POINTER(CUlaunchConfig), CUfunction,
        ctypes.POINTER(ctypes.c_void_p),  # kernelParams
        ctypes.POINTER(ctypes.c_void_p),  # extra
    ],
    "cuFuncSetAttribute": [CUfunction, ctypes.c_int, ctypes.c_int],
    "cuOccupancyMaxActiveClusters": [ctypes.POINTER(ctypes.c_int), CUfunction,
                                     ctypes.POINTER(CUlaunchConfig)],
    "cuEventCreate": [ctypes.POINTER(CUevent), ctypes.c_uint],
    "cuEventRecord": [CUevent, CUstream],
    "cuEventSynchronize": [CUevent],
    "cuEventDestroy_v2": [CUevent],
    # cuda.h of CUDA 12.8 and later maps cuEventElapsedTime to _v2; older
    # drivers have only the first.
    "cuEventElapsedTime_v2": [ctypes.POINTER(ctypes.c_float), CUevent, CUevent],
    "cuEventElapsedTime": [ctypes.POINTER(ctypes.c_float), CUevent, CUevent],
    "cuMemsetD8_v2": [CUdeviceptr, ctypes.c_ubyte, ctypes.c_size_t],
}


def _load_library():
    """libcuda.so.1, or raise OSError."""
    names = ["libcuda.so.1", "libcuda.so"]
    found = ctypes.util.find_library("cuda")
    if found and found not in names:
        names.append(found)
    errors = []
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError as e:
            errors.append(str(e))
    raise OSError("cannot load the CUDA driver library (%s)" % errors[0])


class Driver:
    """The loaded driver library with typed entry points."""

    def __init__(self, lib=None):
        self.lib = lib if lib is not None else _load_library()
        for name, argtypes in _PROTOTYPES.items():
            fn = getattr(self.lib, name)  # AttributeError if the driver lacks it
            fn.argtypes = argtypes
            fn.restype = CUresult
        self.missing = []
        for name, argtypes in _OPTIONAL_PROTOTYPES.items():
            fn = getattr(self.lib, name, None)
            if fn is None:
                self.missing.append(name)
                continue
            fn.argtypes = argtypes
            fn.restype = CUresult

    def error_name(self, code):
        out = ctypes.c_char_p()
        if self.lib.cuGetErrorName(code, ctypes.byref(out)) == CUDA_SUCCESS and out.value:
            return out.value.decode(errors="replace")
        return "CUDA_ERROR_UNKNOWN_CODE"

    def error_string(self, code):
        out = ctypes.c_char_p()
        if self.lib.cuGetErrorString(code, ctypes.byref(out)) == CUDA_SUCCESS and out.value:
            return out.value.decode(errors="replace")
        return "unrecognized error code"

    def check(self, call, code, log=""):
        if code != CUDA_SUCCESS:
            raise CudaError(call, code, self.error_name(code), self.error_string(code), log)

    def call(self, name, *args):
        if name in self.missing:
            raise CudaError(name, -1, "missing entry point",
                            "the CUDA driver library has no %s (too old)" % name)
        self.check(name, getattr(self.lib, name)(*args))

    # Device queries ---------------------------------------------------------

    def init(self):
        self.call("cuInit", 0)

    def driver_version(self):
        v = ctypes.c_int()
        self.call("cuDriverGetVersion", ctypes.byref(v))
        return v.value

    def device_count(self):
        n = ctypes.c_int()
        self.call("cuDeviceGetCount", ctypes.byref(n))
        return n.value

    def device(self, ordinal=0):
        d = CUdevice()
        self.call("cuDeviceGet", ctypes.byref(d), ordinal)
        return d.value

    def attribute(self, attr, device):
        v = ctypes.c_int()
        self.call("cuDeviceGetAttribute", ctypes.byref(v), attr, device)
        return v.value

    def compute_capability(self, device):
        return (
            self.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
            self.attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
        )

    def device_name(self, device):
        buf = ctypes.create_string_buffer(256)
        self.call("cuDeviceGetName", buf, len(buf), device)
        return buf.value.decode(errors="replace")


class Module:
    """A loaded module: ``function(name)``."""

    def __init__(self, ctx, handle, info_log):
        self.ctx = ctx
        self.handle = handle
        self.info_log = info_log

    def function(self, name):
        f = CUfunction()
        self.ctx.driver.call(
            "cuModuleGetFunction", ctypes.byref(f), self.handle, name.encode()
        )
        return f


class Context:
    """The primary context of one device, current on this thread. Use as a
    context manager; buffers and modules are released on exit."""

    def __init__(self, ordinal=0, driver=None):
        self.driver = driver or Driver()
        self.driver.init()
        self.device = self.driver.device(ordinal)
        self.handle = CUcontext()
        self.driver.call("cuDevicePrimaryCtxRetain", ctypes.byref(self.handle), self.device)
        self.driver.call("cuCtxSetCurrent", self.handle)
        self._buffers = []
        self._modules = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        if self.handle is None:
            return
        # Best effort: a sticky error (a faulting kernel) makes these fail.
        for ptr in self._buffers:
            self.driver.lib.cuMemFree_v2(ptr)
        for mod in self._modules:
            self.driver.lib.cuModuleUnload(mod)
        self.driver.lib.cuDevicePrimaryCtxRelease_v2(self.device)
        self._buffers, self._modules, self.handle = [], [], None

    def compute_capability(self):
        return self.driver.compute_capability(self.device)

    def name(self):
        return self.driver.device_name(self.device)

    def load_ptx(self, ptx):
        """JIT-compile PTX text (str or bytes); CudaError with the JIT error
        log when the driver rejects it."""
        if isinstance(ptx, str):
            ptx = ptx.encode()
        image = ctypes.create_string_buffer(ptx)  # NUL-terminated
        info = ctypes.create_string_buffer(_LOG_SIZE)
        error = ctypes.create_string_buffer(_LOG_SIZE)
        options = [
            CU_JIT_INFO_LOG_BUFFER,
            CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            CU_JIT_ERROR_LOG_BUFFER,
            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CU_JIT_LOG_VERBOSE,
        ]
        # Sizes and flags are passed by value in the void* slot, as cuda.h says.
        values = [
            ctypes.addressof(info),
            _LOG_SIZE,
            ctypes.addressof(error),
            _LOG_SIZE,
            1,
        ]
        opt_array = (ctypes.c_int * len(options))(*options)
        val_array = (ctypes.c_void_p * len(values))(*values)
        mod = CUmodule()
        code = self.driver.lib.cuModuleLoadDataEx(
            ctypes.byref(mod), image, len(options), opt_array, val_array
        )
        log = error.value.decode(errors="replace").strip()
        self.driver.check("cuModuleLoadDataEx", code, log)
        self._modules.append(mod)
        return Module(self, mod, info.value.decode(errors="replace").strip())

    def alloc(self, nbytes):
        ptr = CUdeviceptr()
        self.driver.call("cuMemAlloc_v2", ctypes.byref(ptr), max(1, nbytes))
        self._buffers.append(ptr)
        return ptr

    def to_device(self, data):
        """A new device buffer holding the bytes of ``data``."""
        data = bytes(data)
        ptr = self.alloc(len(data))
        buf = ctypes.create_string_buffer(data, len(data))
        self.driver.call("cuMemcpyHtoD_v2", ptr, buf, len(data))
        return ptr

    def from_device(self, ptr, nbytes):
        buf = ctypes.create_string_buffer(nbytes)
        self.driver.call("cuMemcpyDtoH_v2", buf, ptr, nbytes)
        return buf.raw

    def tensor_map_encode_tiled(self, data_type, global_address, global_dim,
                                global_strides, box_dim, element_strides,
                                interleave=CU_TENSOR_MAP_INTERLEAVE_NONE,
                                swizzle=CU_TENSOR_MAP_SWIZZLE_NONE,
                                l2_promotion=CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                oob_fill=CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE):
        """cuTensorMapEncodeTiled: the 128 bytes of the CUtensorMap of a tiled
        view of the tensor at device address ``global_address`` (a
        CUdeviceptr or int). ``global_dim``, ``box_dim`` and
        ``element_strides`` have one entry per dimension, innermost (the
        contiguous one) first; ``global_strides`` the byte strides of
        dimensions 1 and up. Copy the result to the device (``to_device``)
        or pass it by value as a kernel parameter."""
        rank = len(global_dim)
        if not (len(box_dim) == len(element_strides) == rank
                and len(global_strides) == rank - 1):
            raise ValueError("tensor map: %d dimensions, %d strides, %d box "
                             "extents, %d element strides" % (
                                 rank, len(global_strides), len(box_dim),
                                 len(element_strides)))
        address = getattr(global_address, "value", global_address)
        # An aligned CUtensorMap inside a larger host buffer.
        raw = ctypes.create_string_buffer(CU_TENSOR_MAP_BYTES + CU_TENSOR_MAP_ALIGN)
        base = ctypes.addressof(raw)
        aligned = (base + CU_TENSOR_MAP_ALIGN - 1) & ~(CU_TENSOR_MAP_ALIGN - 1)
        dims = (ctypes.c_uint64 * rank)(*global_dim)
        strides = (ctypes.c_uint64 * max(1, rank - 1))(*global_strides)
        box = (ctypes.c_uint32 * rank)(*box_dim)
        estrides = (ctypes.c_uint32 * rank)(*element_strides)
        self.driver.call(
            "cuTensorMapEncodeTiled", ctypes.c_void_p(aligned), data_type, rank,
            ctypes.c_void_p(address), dims, strides, box, estrides, interleave,
            swizzle, l2_promotion, oob_fill)
        return ctypes.string_at(aligned, CU_TENSOR_MAP_BYTES)

    def launch(self, function, grid, block, args, shared_bytes=0):
        """Launch and wait. ``args`` are ctypes values (CUdeviceptr for a
        pointer parameter, ctypes.c_int32 for an i32, ...)."""
        grid = tuple(grid) + (1,) * (3 - len(grid))
        block = tuple(block) + (1,) * (3 - len(block))
        params = (ctypes.c_void_p * max(1, len(args)))(
            *[ctypes.addressof(a) for a in args]
        )
        self.driver.call(
            "cuLaunchKernel", function, *grid, *block, shared_bytes, None, params, None
        )
        self.driver.call("cuCtxSynchronize")

    # GEMM runner and benchmark ------------------------------------------------

    def sm_count(self):
        return self.driver.attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, self.device)

    def max_dynamic_smem(self):
        """The most dynamic shared memory a block may opt in to (bytes)."""
        return self.driver.attribute(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                                     self.device)

    def set_dynamic_smem(self, function, nbytes):
        """Allow ``function`` ``nbytes`` of dynamic shared memory: launches
        asking for more than 48 KiB fail without it."""
        self.driver.call("cuFuncSetAttribute", function,
                         CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, nbytes)

    def launch_ex(self, function, grid, block, args, shared_bytes=0,
                  cluster=(1, 1, 1), sync=True):
        """cuLaunchKernelEx on the default stream (see _launch_config for
        the cluster). ``args`` as for ``launch``; ``sync=False`` returns
        without waiting (timed launches)."""
        params = (ctypes.c_void_p * max(1, len(args)))(
            *[ctypes.addressof(a) for a in args]
        )
        config = self._launch_config(function, grid, block, shared_bytes, cluster)
        self.driver.call("cuLaunchKernelEx", ctypes.byref(config), function, params, None)
        if sync:
            self.synchronize()

    def _launch_config(self, function, grid, block, shared_bytes, cluster):
        """A CUlaunchConfig on the default stream, with a cluster dimension
        attribute when ``cluster`` is not (1, 1, 1) (clusters of more than 8
        CTAs are allowed as non-portable sizes)."""
        grid = tuple(grid) + (1,) * (3 - len(grid))
        block = tuple(block) + (1,) * (3 - len(block))
        cluster = tuple(cluster) + (1,) * (3 - len(cluster))
        attrs = (CUlaunchAttribute * 1)()
        num_attrs = 0
        if cluster != (1, 1, 1):
            if cluster[0] * cluster[1] * cluster[2] > 8:
                self.driver.call("cuFuncSetAttribute", function,
                                 CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1)
            attrs[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
            attrs[0].value[0], attrs[0].value[1], attrs[0].value[2] = cluster
            num_attrs = 1
        return CUlaunchConfig(*grid, *block, shared_bytes, None, attrs, num_attrs)

    def max_active_clusters(self, function, block, shared_bytes, cluster):
        """How many clusters of ``cluster`` CTAs of ``function`` can be
        resident at once (cuOccupancyMaxActiveClusters): fewer than SMs /
        cluster size when the GPCs' SM counts do not divide evenly."""
        n = ctypes.c_int()
        config = self._launch_config(function, cluster, block, shared_bytes, cluster)
        self.driver.call("cuOccupancyMaxActiveClusters", ctypes.byref(n), function,
                         ctypes.byref(config))
        return n.value

    def synchronize(self):
        self.driver.call("cuCtxSynchronize")

    def free(self, ptr):
        """Free a buffer from ``alloc`` or ``to_device`` before the context
        ends (the benchmark's large operands)."""
        self._buffers.remove(ptr)
        self.driver.call("cuMemFree_v2", ptr)

    def memset(self, ptr, byte, nbytes):
        self.driver.call("cuMemsetD8_v2", ptr, byte, nbytes)

    def copy_to(self, ptr, data):
        """Copy ``data`` (bytes, not copied on the host first: the
        benchmark's operands are up to gigabytes) into the existing buffer
        ``ptr``."""
        self.driver.call("cuMemcpyHtoD_v2", ptr, ctypes.c_char_p(bytes(data)), len(data))

    def time_ms(self, run, repeats):
        """Milliseconds per call of ``run()`` (which enqueues work on the
        default stream), averaged over ``repeats`` calls between two CUDA
        events."""
        start, end = CUevent(), CUevent()
        self.driver.call("cuEventCreate", ctypes.byref(start), CU_EVENT_DEFAULT)
        self.driver.call("cuEventCreate", ctypes.byref(end), CU_EVENT_DEFAULT)
        try:
            self.driver.call("cuEventRecord", start, None)
            for _ in range(repeats):
                run()
            self.driver.call("cuEventRecord", end, None)
            self.driver.call("cuEventSynchronize", end)
            ms = ctypes.c_float()
            elapsed = ("cuEventElapsedTime_v2" if "cuEventElapsedTime_v2" not in
                       self.driver.missing else "cuEventElapsedTime")
            self.driver.call(elapsed, ctypes.byref(ms), start, end)
            return ms.value / repeats
        finally:
            self.driver.lib.cuEventDestroy_v2(start)
            self.driver.lib.cuEventDestroy_v2(end)


def probe(ordinal=0):
    """(ok, reason, (major, minor)): whether device ``ordinal`` can be used.
    Never raises; ``(0, 0)`` when there is no usable device."""
    try:
        driver = Driver()
    except (OSError, AttributeError) as e:
        return False, "no CUDA driver: %s" % e, (0, 0)
    try:
        driver.init()
        count = driver.device_count()
        if count <= ordinal:
            return False, "no CUDA device (%d found)" % count, (0, 0)
        dev = driver.device(ordinal)
        cc = driver.compute_capability(dev)
        name = driver.device_name(dev)
        version = driver.driver_version()
        reason = "%s, compute capability %d.%d, driver API %d.%d" % (
            name, cc[0], cc[1], version // 1000, (version % 1000) // 10)
        return True, reason, cc
    except CudaError as e:
        return False, str(e), (0, 0)
    except Exception as e:  # anything else a broken installation does
        return False, "CUDA driver unusable: %s: %s" % (type(e).__name__, e), (0, 0)

# -*- Python -*-
# lit configuration that runs LLVM 19.1.7's own NVPTX CodeGen tests, as
# extracted by utils/prepare-llvm-sources.sh, against build/bin/llc. The tests
# are not edited: a test is only ever unsupported through a lit feature, or,
# where it expects LLVM 19 to abort on input this llc reports as an error
# instead, or LLVM 19's PTX where this llc prints LLVM 22's, left out here
# and replaced by a local test of this llc's output on the same input
# (below).
import os
import sys

sys.path.insert(0, os.path.join(config.nvptx_atoms_src_root, "utils", "lit"))
import nvptx_atoms_lit

config.name = "LLVM-19.1.7-NVPTX"
config.suffixes = [".ll"]  # CodeGen/NVPTX/lit.local.cfg adds ".py"
config.test_source_root = os.path.join(config.llvm_sources, "test")
config.test_exec_root = os.path.join(config.nvptx_atoms_obj_root, "test", "upstream")
# Read by CodeGen/NVPTX/lit.local.cfg.
config.root.targets = frozenset(["NVPTX"])

# Tests that expect llc to abort ("not --crash ... LLVM ERROR: Cannot
# select"), where this llc gives a clean error instead. Each has a local
# counterpart in test/CodeGen/NVPTX that checks the error:
#   fsin-no-fast-math.ll, fcos-no-fast-math.ll: llvm.sin/llvm.cos of float
#     without afn or "unsafe-fp-math" (upstream-no-fast-math-trig.ll).
#   alias-errors.ll, empty-type.ll, managed.ll, packed-aggr.ll: aliases
#     below PTX ISA 6.3 or of a variable, a parameter of an empty type, a
#     managed global below sm_30, pointers in a packed initializer below
#     PTX ISA 7.1 (upstream-fatal-errors.ll, which also runs the inputs
#     the tests compile).
# And a test that expects llc to abort where this llc compiles the input as
# LLVM 22 does:
#   global-ctor.ll, global-dtor.ll: a module with a global constructor or
#     destructor; its __init_array/__fini_array object is written without
#     -nvptx-lower-global-ctor-dtor (llvm-patches/0019;
#     upstream-global-ctor.ll checks it on the same inputs).
# And tests whose expected PTX is LLVM 19's where this llc prints LLVM 22's:
#   atomics-sm90.ll: the cmpxchg loop of a seq_cst atomicrmw fadd of bfloat
#     is fence.sc.sys + atom.acquire.sys.cas, not a plain atom.cas
#     (upstream-atomics-sm90.ll checks it on the same input).
#   lower-args-gridconstant.ll: runs nvptx-lower-args without -mcpu and llc
#     for sm_70 with PTX ISA 6.0, and expects cvta.param, which needs PTX
#     ISA 7.7; this llc copies the parameters there as LLVM 22 does
#     (llvm-patches/0014; upstream-lower-args-gridconstant.ll runs the input
#     with and without cvta.param).
#   call_bitcast_byval.ll: a call whose type is not its callee's is a
#     direct call.uni there; this llc calls through a register with a
#     prototype of the call's type, as LLVM 22 does (llvm-patches/0025;
#     upstream-call-bitcast-byval.ll runs the input).
#   lower-byval-args.ll: static_offset's cvta.to.global stays in the entry
#     block, as LLVM 22's (whose cvta instructions have side effects), where
#     LLVM 19 sank it into the block that stores through it
#     (llvm-patches/0045; upstream-lower-byval-args.ll runs the input).
#   lower-args.ll, indirect_byval.ll, variadics-backend.ll: a device
#     function's byval parameter whose address escapes is used in place
#     (mov, ld.local, cvta.local), not copied into an alloca, and a call's
#     byval copy of a local variable reads it with ld.local, not through
#     the generic %SP (llvm-patches/0050; upstream-lower-args.ll,
#     upstream-indirect-byval.ll and upstream-variadics-backend.ll run the
#     inputs); variadics-backend.ll also expects an aligned base or'ed with
#     a constant to be computed into a register before a generic access,
#     where this llc folds it into the address, [%rd+4] (llvm-patches/0056).
config.excludes = ["fsin-no-fast-math.ll", "fcos-no-fast-math.ll",
                   "global-ctor.ll", "global-dtor.ll", "atomics-sm90.ll",
                   "lower-args-gridconstant.ll", "call_bitcast_byval.ll",
                   "lower-byval-args.ll", "lower-args.ll", "indirect_byval.ll",
                   "variadics-backend.ll",
                   "alias-errors.ll", "empty-type.ll", "managed.ll",
                   "packed-aggr.ll"]

archs = nvptx_atoms_lit.configure_tools(config, lit_config)
config.test_format = nvptx_atoms_lit.PtxasArchShTest(
    archs[0] if archs else None, not lit_config.isWindows
)

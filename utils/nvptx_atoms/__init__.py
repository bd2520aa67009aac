"""Shared scaffolding of the Python side of nvptx-atoms (utils/).

The test generators, checkers, benchmarks and GPU runners in utils/ import
from this package instead of from each other's files:

  targets   the CPUs nvptx-atoms adds with their default PTX ISA versions,
            and Target: a CPU and PTX ISA version with LLVM 22's target
            predicates (hasSM/hasPTX, hasPTXWithFamilySMs,
            hasPTXWithAccelSMs, hasTcgen05InstSupport)
  lattice   the records of an intrinsic lattice (Param, Choice, Intrinsic),
            FileCheck register patterns, the lit input of every combination
            a CPU has or lacks, and the generators' shared command line
            (--list, --lit, --rejected, --count, --ptx)
  ptx       PTX normalisation for comparing two compilers' output
  tools     locating and running llc, opt, ptxas and LLVM 22's llc;
            probing which -arch values ptxas accepts; temporary files

The lattices themselves stay in each generator, written from the PTX ISA
and LLVM 22 independently of the TableGen files: they are the tests'
oracle. A script in utils/ reaches the package with

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

(from utils/gpu or utils/kernels: the parent directory), then
`from nvptx_atoms import lattice`.
"""

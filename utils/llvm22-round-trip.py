#!/usr/bin/env python3
"""LLVM 22's optimized IR of this repository's inputs, compiled here.

For every input (the examples, the .ll files of test/CodeGen/NVPTX, each
split-file part on its own, and the IR the lattice generators write; the
CPU is the one a file's name gives, else that of its first RUN line) LLVM 22's `opt -O3 -S` writes the IR a front end
built on LLVM 22 would hand over. That IR must then

  - compile with this project's llc (the IR parser built here reads LLVM
    22's syntax) and assemble with ptxas, for the examples always, and for
    the other inputs wherever LLVM 22's own llc compiles it to PTX that
    ptxas accepts; where ptxas rejects LLVM 22's PTX, this llc may instead
    stop with a clean `error:` (exit status 1, no crash);
  - where LLVM 22's PTX assembles, select the same NVVM-intrinsic
    instructions as LLVM 22's llc: the
    multisets of opcodes (with their modifiers, without operands) of the
    instructions that are not plain arithmetic, moves, memory accesses,
    conversions or control flow are equal, up to the rewrites listed in
    EQUIVALENT (each a documented difference of this backend).

Inputs LLVM 22's opt or llc cannot read or compile (atom calls, which LLVM
22 does not define, and tests of invalid IR) are skipped for the
comparison; an example must still compile here.

    llvm22-round-trip.py --llc LLC --opt22 OPT22 --llc22 LLC22
                         [--ptxas PTXAS] [--verbose] FILE_OR_DIR...

Prints one line per input and a summary; exits 1 if any input fails.
"""
import argparse
import collections
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402
from nvptx_atoms.tools import run  # noqa: E402

# Opcode roots of instructions that do not come from an intrinsic call
# (their spelling differs between LLVM 19's and LLVM 22's code generation
# without meaning anything for the intrinsics).
PLAIN_ROOTS = {
    "abs", "add", "and", "bfe", "bfi", "bra", "brev", "brkpt", "call", "clz",
    "cnot", "copysign", "cvt", "cvta", "div", "ex2", "exit", "fma", "ld",
    "lg2", "mad", "max", "min", "mov", "mul", "mul24", "neg", "not", "or",
    "popc", "prmt", "rcp", "rem", "ret", "rsqrt", "sad", "selp", "set",
    "setp", "shl", "shr", "slct", "sqrt", "st", "sub", "testp", "trap",
    "xor", "shf", "dp4a", "dp2a", "fns", "bmsk", "szext", "sin", "cos",
    "tanh", "lop3", "isspacep", "membar", "fence",
}

# Where this backend selects a different spelling of the same operation.
EQUIVALENT = {
    # LLVM 22's mapa.shared.cluster returns a shared::cluster pointer; the
    # IR parser here calls LLVM 19's generic mapa between casts instead.
    "mapa.shared::cluster.u64": "mapa.u64",
    "mapa.shared::cluster.u32": "mapa.u64",
}
# Accesses through shared::cluster pointers use their generic address here
# (docs/Tma.md): LLVM 22's atom/red.shared::cluster are generic atom/red.
CLUSTER_ACCESS = re.compile(r"^(atom|red)\.shared::cluster\.")

# LLVM 19's NVPTX backend selected every cmpxchg to a plain atom.cas (PTX's
# default .relaxed.gpu); this llc spells the ordering and scope as LLVM 20
# and later do (atom.acq_rel.sys.cas) from sm_60 on. Both sides are
# compared without them, so that below sm_60 too the opcode is the same
# (docs/ExtendedIntrinsics.md, memory ordering).
CAS_ORDER = re.compile(
    r"^atom\.(?:(?:relaxed|acquire|release|acq_rel|sc)\.)?"
    r"(?:(?:cta|cluster|gpu|sys)\.)?((?:\w+\.)?cas\.)")

INSTRUCTION = re.compile(r"^\s*(?:@%?!?\w+\s+)?([a-z][\w.:]*)")


def statements(ptx):
    """The instruction statements of \p ptx, one string each: LLVM 19
    spreads a call over several lines (`call.uni (retval0),` / `two,` /
    `(` / `param0` / `);`), LLVM 22 writes it on one."""
    pending = ""
    for line in ptx.splitlines():
        line = line.split("//")[0].strip()
        if not line:
            continue
        # (A lone `)` closes a function's parameter list.)
        if not pending and (line.startswith((".", "}", "{", "$", ")")) or line.endswith(":")):
            continue
        pending += (" " if pending else "") + line
        if line.endswith(";"):
            yield pending
            pending = ""


def intrinsic_opcodes(ptx):
    """The multiset of opcodes of the NVVM-intrinsic instructions."""
    ops = collections.Counter()
    for line in statements(ptx):
        m = INSTRUCTION.match(line)
        if not m:
            continue
        op = m.group(1)
        if op.split(".")[0] in PLAIN_ROOTS:
            continue
        op = CLUSTER_ACCESS.sub(r"\1.", op)
        op = CAS_ORDER.sub(r"atom.\1", op)
        ops[EQUIVALENT.get(op, op)] += 1
    return ops


def parts(path, text):
    """(name, text) of each split-file part of \\p path (whose text is
    \\p text), or the whole file."""
    pieces = re.split(r"^;--- (\S+)\n", text, flags=re.M)
    if len(pieces) == 1:
        return [(os.path.basename(path), text)]
    return [(os.path.basename(path) + ":" + pieces[i], pieces[i + 1])
            for i in range(1, len(pieces), 2) if pieces[i].endswith(".ll")]


def target_of(text, fallback):
    """The -mcpu and -mattr of the first RUN line that names a CPU."""
    for line in text.splitlines():
        if "RUN:" not in line:
            continue
        cpu = re.search(r"-mcpu=(sm_\w+)", line)
        if cpu:
            attr = re.search(r"-mattr=(\S+)", line)
            return cpu.group(1), attr.group(1) if attr else None
    return fallback


crashed = tools.crashed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--llc", required=True)
    ap.add_argument("--opt22", required=True)
    ap.add_argument("--llc22", required=True)
    ap.add_argument("--ptxas")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("inputs", nargs="+")
    args = ap.parse_args()

    files = []
    for item in args.inputs:
        if os.path.isdir(item):
            files += sorted(os.path.join(item, f) for f in os.listdir(item)
                            if f.endswith(".ll"))
        else:
            files.append(item)

    counts = collections.Counter()
    failures = []
    tmp = tempfile.mkdtemp(prefix="llvm22-round-trip-")

    def ptxas_ok(ptx, cpu):
        if not args.ptxas:
            return True
        return tools.ptxas_run(args.ptxas, cpu, ptx)[0] == 0

    for path in files:
        is_example = os.sep + "examples" + os.sep in os.path.abspath(path)
        # The CPU a file's name gives (examples, generated inputs), else
        # that of its first RUN line naming one.
        source = open(path).read()
        # A test that only runs other files (upstream-*.ll runs LLVM's own
        # inputs) has no IR of its own to compile.
        if not re.search(r"^(define|declare|@)", source, re.M):
            counts["skipped: no IR of its own"] += 1
            continue
        cpu, attr = target_of(source, ("sm_90a", None))
        m = re.search(r"(sm_\d+[af]?)", os.path.basename(path))
        if m:
            cpu = m.group(1)
        for name, text in parts(path, source):
            target = ["-mcpu=" + cpu] + (["-mattr=" + attr] if attr else [])
            src = os.path.join(tmp, "in.ll")
            with open(src, "w") as f:
                f.write(text)
            rc, o3, _ = run([args.opt22, "-O3", "-S", "-mtriple=" + tools.TRIPLE]
                            + target + [src])
            if rc != 0:
                if is_example:
                    failures.append((name, "LLVM 22's opt does not read it"))
                counts["skipped: LLVM 22's opt rejects the input"] += 1
                continue
            o3_path = os.path.join(tmp, "o3.ll")
            with open(o3_path, "w") as f:
                f.write(o3)
            rc22, ptx22, _ = run([args.llc22] + target + [o3_path, "-o", "-"])
            ref_ok = rc22 == 0
            if not ref_ok and not is_example:
                counts["skipped: LLVM 22's llc rejects the input"] += 1
                continue
            # LLVM 22 compiles a call of a name it does not define (this
            # extension's own intrinsics, such as wgmma.mma_async) as a call
            # of an external function: there is nothing to compare.
            ref_defines_all = ref_ok and not re.search(
                r"^\.extern \.func .*\bllvm\.nvvm\.", ptx22, re.M)
            ref_assembles = ref_ok and ref_defines_all and ptxas_ok(ptx22, cpu)
            rc, ptx, err = run([args.llc] + target + [o3_path, "-o", "-"])
            if crashed(rc, err):
                failures.append((name, "llc crashed: " + err.strip()[-300:]))
                continue
            if rc != 0:
                clean = rc == 1 and "error:" in err
                if clean and not is_example and not ref_assembles:
                    counts["error here, where ptxas rejects LLVM 22's PTX"] += 1
                    continue
                # Functions naming different processors or PTX ISA versions
                # where the command line names none: an error here (docs/
                # Targets.md), which LLVM 22, ignoring them, does not give.
                if clean and "the module's functions are compiled for different" in err:
                    counts["error here: the functions name different targets "
                           "(LLVM 22 ignores them)"] += 1
                    continue
                failures.append((name, "llc -mcpu=%s: %s" % (cpu, err.strip().splitlines()[0] if err.strip() else "exit %d" % rc)))
                continue
            if not ptxas_ok(ptx, cpu):
                failures.append((name, "ptxas -arch=%s rejects this llc's PTX" % cpu))
                continue
            if not ref_defines_all:
                what = ("example compiled (LLVM 22's llc rejects it)" if not ref_ok
                        else "compiled (LLVM 22 does not define an intrinsic it calls)")
                counts[what] += 1
                if args.verbose:
                    print("ok   %s (%s; %s)" % (name, cpu, what))
                continue
            if not ref_assembles:
                # LLVM 22's PTX is no reference (an atom.local, which PTX
                # does not have, say): ours assembled, which is all there
                # is to check.
                counts["compiled (ptxas rejects LLVM 22's PTX)"] += 1
                continue
            ours, theirs = intrinsic_opcodes(ptx), intrinsic_opcodes(ptx22)
            if ours != theirs:
                only_ours = sorted((ours - theirs).elements())
                only_theirs = sorted((theirs - ours).elements())
                failures.append((name, "-mcpu=%s: instructions differ: here only %s; LLVM 22 only %s"
                                 % (cpu, only_ours[:8], only_theirs[:8])))
                continue
            counts["same NVVM-intrinsic instructions as LLVM 22"] += 1
            if args.verbose:
                print("ok   %s (%s, %d intrinsic instructions)" % (name, cpu, sum(ours.values())))

    for name, why in failures:
        print("FAIL %s: %s" % (name, why))
    for what, n in sorted(counts.items()):
        print("%4d %s" % (n, what))
    print("%4d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

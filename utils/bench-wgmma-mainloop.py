#!/usr/bin/env python3
"""Measures the code quality of a Hopper WGMMA mainloop compiled by this
project's llc, against the inline-asm form MLIR's NVGPU dialect and Triton
emit, in one run.

    bench-wgmma-mainloop.py [--llc PATH] [--ptxas PATH] [--n N]
                            [--keep DIR] [--quiet]

Both variants are the same kernel, generated here as LLVM IR: a loop whose
body is

    wgmma.fence; wgmma.mma_async (m64nNk16, f32 += f16 * f16, A and B from
    shared-memory descriptors); wgmma.commit_group; wgmma.wait_group 0

with the N/2 f32 accumulator registers loop-carried (initialised to 0.0,
scale_d = iteration != 0), the descriptors advanced every iteration, and
every accumulator stored to global memory after the loop. The variants
differ only in how the wgmma instructions are written:

    intrinsic   llvm.nvvm.wgmma.* intrinsics (ours)
    inline-asm  `asm sideeffect` calls, the accumulators tied in-out operands

For each variant the IR is compiled with `llc -mcpu=sm_90a`, the loop body of
the PTX (from the loop's label to its back-edge branch) is searched for `mov`
instructions, and the PTX is assembled with `ptxas -arch=sm_90a -v` for its
register count, spill bytes and performance advisories (wgmma serialization,
C75xx). A table and the ratio registers(intrinsic) / registers(inline-asm)
are printed.

Exit status: 0 if the intrinsic variant has no accumulator mov in the loop,
no spill, no ptxas advisory and at most the baseline's registers; 1 if one of
these fails (each failing criterion is printed) or the intrinsic variant does
not compile; 2 if the inline-asm baseline does not compile or a tool is
missing.

Options:
  --llc PATH    llc to test (default: build/bin/llc of this repository)
  --ptxas PATH  ptxas (default: $LLVM_PTXAS_EXECUTABLE, else `ptxas` on
                PATH, else /usr/local/cuda/bin/ptxas)
  --n N         the MMA's N, a multiple of 8 in 8..256 (default 256)
  --keep DIR    write the .ll and .ptx files to DIR and keep them
  --quiet       print only the summary line
"""
import argparse
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402

CPU = "sm_90a"
VARIANTS = ("intrinsic", "inline-asm")


class CompileError(Exception):
    """A tool failed on one variant; the message says which and why."""


# --- LLVM IR -----------------------------------------------------------------

def acc_type(m):
    """The literal struct of M floats the MMA returns."""
    return "{ " + ", ".join(["float"] * m) + " }"


def mma_intrinsic(n):
    return "llvm.nvvm.wgmma.mma_async.ss.m64n%dk16.f32.f16.f16" % n


def inline_asm_mma(m, ret, accs, a, b, scale):
    """An `asm sideeffect` call for the MMA, operands as MLIR/Triton order
    them: M outputs, M inputs tied to them, the two descriptors, scale_d."""
    a_op, b_op, scale_op = 2 * m, 2 * m + 1, 2 * m + 2
    template = (
        "{ .reg .pred p; setp.ne.b32 p, $%d, 0; "
        "wgmma.mma_async.sync.aligned.m64n%dk16.f32.f16.f16 "
        "{%s}, $%d, $%d, p, 1, 1, 0, 0; }"
        % (scale_op, 2 * m, ", ".join("$%d" % j for j in range(m)),
           a_op, b_op))
    constraints = ",".join(["=f"] * m + [str(j) for j in range(m)]
                           + ["l", "l", "r"])
    args = ", ".join(["float %s" % c for c in accs]
                     + ["i64 %s" % a, "i64 %s" % b, "i32 %s" % scale])
    return '%s = call %s asm sideeffect "%s", "%s"(%s)' % (
        ret, acc_type(m), template, constraints, args)


def generate_ir(variant, n):
    """The mainloop kernel, with the wgmma instructions written as VARIANT."""
    m = n // 2
    acc = acc_type(m)
    c = ["%%c%d" % j for j in range(m)]
    d = ["%%d%d" % j for j in range(m)]
    lines = ['target triple = "nvptx64-nvidia-cuda"', ""]
    if variant == "intrinsic":
        lines += [
            "declare void @llvm.nvvm.wgmma.fence.sync.aligned()",
            "declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()",
            "declare void @llvm.nvvm.wgmma.wait_group.sync.aligned("
            "i64 immarg)",
            "declare %s @%s(i64, i64, %s, i1, i32 immarg, i32 immarg, "
            "i32 immarg, i32 immarg)"
            % (acc, mma_intrinsic(n), ", ".join(["float"] * m)),
            "",
        ]
    lines += [
        "define ptx_kernel void @mainloop(ptr addrspace(1) %out, "
        "i64 %a_desc, i64 %b_desc, i32 %iters) {",
        "entry:",
        "  %empty = icmp slt i32 %iters, 1",
        "  br i1 %empty, label %exit, label %loop",
        "",
        "loop:",
        "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]",
        "  %a = phi i64 [ %a_desc, %entry ], [ %a.next, %loop ]",
        "  %b = phi i64 [ %b_desc, %entry ], [ %b.next, %loop ]",
    ]
    lines += ["  %s = phi float [ 0.0, %%entry ], [ %s, %%loop ]"
              % (c[j], d[j]) for j in range(m)]
    lines.append("  %scale_d = icmp ne i32 %i, 0")
    if variant == "intrinsic":
        lines += [
            "  call void @llvm.nvvm.wgmma.fence.sync.aligned()",
            "  %%r = call %s @%s(i64 %%a, i64 %%b, %s, i1 %%scale_d, "
            "i32 1, i32 1, i32 0, i32 0)"
            % (acc, mma_intrinsic(n), ", ".join("float " + x for x in c)),
            "  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()",
            "  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)",
        ]
    else:
        lines += [
            "  %scale = zext i1 %scale_d to i32",
            '  call void asm sideeffect "wgmma.fence.sync.aligned;", ""()',
            "  " + inline_asm_mma(m, "%r", c, "%a", "%b", "%scale"),
            '  call void asm sideeffect '
            '"wgmma.commit_group.sync.aligned;", ""()',
            '  call void asm sideeffect '
            '"wgmma.wait_group.sync.aligned 0;", ""()',
        ]
    lines += ["  %s = extractvalue %s %%r, %d" % (d[j], acc, j)
              for j in range(m)]
    lines += [
        "  %a.next = add i64 %a, 2",
        "  %b.next = add i64 %b, 2",
        "  %i.next = add nuw nsw i32 %i, 1",
        "  %done = icmp eq i32 %i.next, %iters",
        "  br i1 %done, label %exit, label %loop",
        "",
        "exit:",
    ]
    lines += ["  %%o%d = phi float [ 0.0, %%entry ], [ %s, %%loop ]"
              % (j, d[j]) for j in range(m)]
    for j in range(m):
        lines += [
            "  %%p%d = getelementptr inbounds float, ptr addrspace(1) %%out, "
            "i64 %d" % (j, j),
            "  store float %%o%d, ptr addrspace(1) %%p%d" % (j, j),
        ]
    lines += ["  ret void", "}", ""]
    return "\n".join(lines)


# --- PTX ---------------------------------------------------------------------

LABEL = re.compile(r"([$%\w.]+)\s*:(?!:)")
REG = re.compile(r"%[A-Za-z_]\w*")


def ptx_statements(text):
    """The labels and instructions of PTX TEXT, in order, as ("label", NAME)
    and ("insn", TEXT) pairs. Comments, directives (`.reg`, `.entry`, ...) and
    the braces of blocks are dropped; an instruction may span lines and ends
    with `;`, and an inline-asm line may hold several."""
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    out = []
    for chunk in text.split(";"):
        rest = chunk
        while True:
            rest = rest.strip().lstrip("{}").strip()
            m = LABEL.match(rest)
            if not m:
                break
            out.append(("label", m.group(1)))
            rest = rest[m.end():]
        rest = rest.rstrip("{}").strip()
        if rest and not rest.startswith("."):
            out.append(("insn", re.sub(r"\s+", " ", rest)))
    return out


def unguarded_words(insn):
    """The words of INSN without its `@%p` / `@!%p` guard, if any."""
    words = insn.split()
    return words[1:] if words and words[0].startswith("@") else words


def opcode(insn):
    words = unguarded_words(insn)
    return words[0] if words else ""


def is_mov(insn):
    op = opcode(insn)
    return op == "mov" or op.startswith("mov.")


def is_mma(insn):
    return opcode(insn).startswith("wgmma.mma_async")


def branch_target(insn):
    """The label INSN branches to, or None if it is not a branch."""
    words = unguarded_words(insn)
    if len(words) == 2 and (words[0] == "bra" or words[0].startswith("bra.")):
        return words[1].rstrip(",")
    return None


def mainloop_body(stmts):
    """The instructions from the label of the innermost loop holding a
    wgmma.mma_async to its back-edge branch (inclusive)."""
    best = None
    for i, (kind, name) in enumerate(stmts):
        if kind != "label":
            continue
        back = [j for j, (k, s) in enumerate(stmts)
                if j > i and k == "insn" and branch_target(s) == name]
        if not back:
            continue
        body = [s for k, s in stmts[i + 1:back[-1] + 1] if k == "insn"]
        if any(is_mma(s) for s in body) and (best is None
                                              or len(body) < len(best)):
            best = body
    return best


def analyze_loop(ptx):
    """(accumulator movs, all movs) in the mainloop's body of PTX."""
    body = mainloop_body(ptx_statements(ptx))
    if body is None:
        why = "no loop holding a wgmma.mma_async instruction in the PTX"
        if re.search(r"\.extern \.func .*llvm\.nvvm\.wgmma", ptx):
            why += " (llc called the intrinsics as external functions)"
        raise CompileError(why)
    accs = set()
    for insn in body:
        if is_mma(insn):
            group = re.search(r"\{([^}]*)\}", insn)
            if group:
                accs.update(REG.findall(group.group(1)))
    if not accs:
        raise CompileError("no accumulator registers on wgmma.mma_async")
    movs = [s for s in body if is_mov(s)]
    acc_movs = [s for s in movs if accs.intersection(REG.findall(s))]
    return len(acc_movs), len(movs)


# --- Tools -------------------------------------------------------------------

def run(cmd, what):
    try:
        rc, out, err = tools.run(cmd)
    except OSError as e:
        raise CompileError("%s: cannot run %s: %s" % (what, cmd[0], e))
    if rc:
        raise CompileError("%s failed (exit status %d):\n  $ %s\n%s"
                           % (what, rc, " ".join(cmd), (err + out).rstrip()))
    return out + err


def parse_ptxas(log):
    """Registers, spill bytes (stores + loads) and advisory lines of a
    `ptxas -v` log."""
    regs = re.search(r"Used (\d+) registers", log)
    if not regs:
        raise CompileError("ptxas -v printed no register count:\n" + log)
    spills = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads",
                       log)
    if not spills:
        raise CompileError("ptxas -v printed no spill counts:\n" + log)
    advisories = [line.strip() for line in log.splitlines()
                  if "Potential Performance Loss" in line
                  or "serialized" in line or re.search(r"C75\d\d", line)]
    return (int(regs.group(1)), int(spills.group(1)) + int(spills.group(2)),
            advisories)


def measure(variant, n, llc, ptxas, workdir):
    """Compiles and assembles VARIANT; returns its measurements."""
    base = os.path.join(workdir, "mainloop-n%d-%s" % (n, variant))
    with open(base + ".ll", "w") as f:
        f.write(generate_ir(variant, n))
    run(tools.llc_command(llc, CPU, output=base + ".ptx") + [base + ".ll"],
        "llc (%s)" % variant)
    with open(base + ".ptx") as f:
        ptx = f.read()
    acc_movs, movs = analyze_loop(ptx)
    log = run([ptxas, "-arch=" + CPU, "-v", base + ".ptx", "-o", os.devnull],
              "ptxas (%s)" % variant)
    regs, spill, advisories = parse_ptxas(log)
    return {"registers": regs, "spill": spill, "advisories": advisories,
            "acc_movs": acc_movs, "movs": movs}


def default_ptxas():
    return tools.find_ptxas() or tools.CUDA_PTXAS


def check_n(text):
    n = int(text) if text.isdigit() else 0
    if n % 8 or not 8 <= n <= 256:
        raise argparse.ArgumentTypeError("N must be a multiple of 8 in 8..256")
    return n


def print_table(n, results):
    cols = ("variant", "registers", "spill bytes", "advisories",
            "acc movs in loop", "movs in loop")
    rows = [(v, str(r["registers"]), str(r["spill"]),
             str(len(r["advisories"])), str(r["acc_movs"]), str(r["movs"]))
            for v, r in results.items()]
    widths = [max(len(x) for x in col) for col in zip(cols, *rows)]
    print("wgmma mainloop m64n%dk16.f32.f16.f16 (%d accumulators), %s"
          % (n, n // 2, CPU))
    for row in [cols, tuple("-" * w for w in widths)] + rows:
        print("  ".join(x.ljust(w) if i == 0 else x.rjust(w)
                        for i, (x, w) in enumerate(zip(row, widths))))
    for v, r in results.items():
        for line in r["advisories"]:
            print("%s advisory: %s" % (v, line))


def main():
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llc", metavar="PATH",
                    default=os.path.join(tools.REPO, "build", "bin", "llc"),
                    help="llc to test (default: %(default)s)")
    ap.add_argument("--ptxas", metavar="PATH", default=default_ptxas(),
                    help="ptxas (default: %(default)s)")
    ap.add_argument("--n", type=check_n, default=256,
                    help="the MMA's N, a multiple of 8 in 8..256 "
                         "(default: %(default)s)")
    ap.add_argument("--keep", metavar="DIR",
                    help="write the .ll and .ptx files to DIR and keep them")
    ap.add_argument("--quiet", action="store_true",
                    help="print only the summary line")
    args = ap.parse_args()

    for tool in (args.llc, args.ptxas):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            print("error: %s is not an executable file" % tool,
                  file=sys.stderr)
            return 2
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        workdir = args.keep
    else:
        tmp = tempfile.TemporaryDirectory(prefix="bench-wgmma-")
        workdir = tmp.name

    try:
        baseline = measure("inline-asm", args.n, args.llc, args.ptxas, workdir)
    except CompileError as e:
        print("error: the inline-asm baseline does not compile: %s" % e,
              file=sys.stderr)
        return 2
    try:
        ours = measure("intrinsic", args.n, args.llc, args.ptxas, workdir)
    except CompileError as e:
        print("FAIL: n=%d: the intrinsic variant does not compile: %s"
              % (args.n, e))
        return 1
    results = {"intrinsic": ours, "inline-asm": baseline}

    failures = []
    if ours["acc_movs"]:
        failures.append("%d accumulator movs in the loop (want 0)"
                        % ours["acc_movs"])
    if ours["spill"]:
        failures.append("%d spill bytes (want 0)" % ours["spill"])
    if ours["advisories"]:
        failures.append("%d ptxas advisories (want none)"
                        % len(ours["advisories"]))
    if ours["registers"] > baseline["registers"]:
        failures.append("%d registers > %d of inline-asm"
                        % (ours["registers"], baseline["registers"]))

    ratio = ours["registers"] / baseline["registers"]
    if not args.quiet:
        print_table(args.n, results)
        print()
        for f in failures:
            print("failed: intrinsic: " + f)
    summary = ("n=%d registers intrinsic/inline-asm = %d/%d = %.3f"
               % (args.n, ours["registers"], baseline["registers"], ratio))
    if failures:
        print("FAIL: %s; %s" % (summary, "; ".join(failures)))
        return 1
    print("PASS: %s; intrinsic: 0 accumulator movs in the loop, no spill, "
          "no advisory" % summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The CPUs nvptx-atoms adds, their default PTX ISA versions, and LLVM 22's
target predicates.

The default PTX ISA versions are LLVM 22.1.8's: utils/gen-target-tests.py
writes test/CodeGen/NVPTX/targets.ll from TARGETS and PLAIN_TARGETS
(targets-llc22.ll checks them against llc-22 itself), and every lattice
generator's --lit/--rejected/--count CPU takes its default --ptx from
default_ptx(). Written from LLVM 22's NVPTX.td, independently of this
project's TableGen files.
"""
import re
import sys

# CPUs without a or f variants: (SM, default PTX), from LLVM 22.
PLAIN_TARGETS = [(88, "9.0")]

# (SM, default PTX of sm_NN and sm_NNa, default PTX of sm_NNf), from LLVM 22.
TARGETS = [
    (100, "8.6", "8.8"),
    (101, "8.6", "8.8"),
    (103, "8.8", "8.8"),
    (110, "9.0", "9.0"),
    (120, "8.7", "8.8"),
    (121, "8.8", "8.8"),
]


def default_ptx(sm, variant):
    """The PTX ISA version a CPU gets by default (LLVM 22's, and ours), times
    ten: the table targets.ll is generated from for the Blackwell CPUs,
    LLVM's older defaults below them."""
    for target_sm, base_ptx, family_ptx in TARGETS:
        if target_sm == sm:
            ptx = family_ptx if variant == "f" else base_ptx
            return int(ptx.replace(".", ""))
    older = {75: 63, 80: 70, 86: 71, 87: 74, 88: 90, 89: 78, 90: 78}
    if sm in older:
        return 80 if variant == "a" else older[sm]
    sys.exit("error: no default PTX ISA version known for sm_%d%s; use --ptx"
             % (sm, variant))


class Target:
    """A CPU (sm_NN, sm_NNa, sm_NNf) and PTX ISA version (times ten; None:
    the CPU's default), with LLVM 22's predicates. Each generator subclasses
    it with the rules of its own intrinsic families."""

    def __init__(self, cpu, ptx):
        m = re.fullmatch(r"sm_(\d+)([af]?)", cpu)
        if not m:
            sys.exit("error: bad CPU %s" % cpu)
        self.cpu, self.sm, self.variant = cpu, int(m.group(1)), m.group(2)
        self.ptx = ptx or default_ptx(self.sm, self.variant)

    def has(self, sm, ptx):
        """LLVM's hasSM(sm) and hasPTX(ptx): every later SM, a, f or not."""
        return self.sm >= sm and self.ptx >= ptx

    def family(self, ptx, sms):
        """LLVM 22's hasPTXWithFamilySMs."""
        has = (self.variant == "a" and self.ptx >= 80) or (
            self.variant == "f" and self.ptx >= 88)
        if not has or self.ptx < ptx:
            return False
        for sm in sms:
            if self.sm == 101 or sm == 101:
                if self.sm == sm and self.ptx < 90:
                    return True
            elif self.sm // 10 == sm // 10 and self.sm >= sm:
                return True
        return False

    def accel(self, ptx, sms):
        """LLVM 22's hasPTXWithAccelSMs."""
        if self.variant != "a" or self.ptx < ptx:
            return False
        return self.sm in sms and not (self.sm == 101 and self.ptx >= 90)

    def tcgen05(self):
        """LLVM 22's hasTcgen05InstSupport (also its hasTMABlackwellSupport):
        sm_100a, sm_101a from PTX ISA 8.6, the sm_100 and sm_101 families
        from 8.8, sm_110's from 9.0."""
        return (self.family(90, [100, 110]) or self.family(88, [100, 101])
                or self.accel(86, [100, 101]))

"""Intrinsic lattices: their records, the lit inputs written from them and
the command line of the generators that state one.

A generator (gen-tcgen05-tests.py, gen-tma-tests.py, gen-misc-tests.py,
gen-sync-tests.py, gen-convert-tests.py) writes its lattice as a function
returning Intrinsic records and a targets.Target subclass with the rules of
its families, then calls main(); this module knows nothing of any lattice.

Command line (main):
  --list                 `declare` lines of every intrinsic, sorted
  --lit CPU [--ptx N]    IR calling every intrinsic with every immediate
                         combination CPU has, with CHECK lines for the
                         instructions
  --rejected CPU [--ptx N]
                         IR of every combination CPU lacks, one function each
  --count CPU [--ptx N]  how many combinations CPU has/lacks
"""
import argparse
import itertools

# FileCheck patterns of a virtual register of each class (LLVM 19's: f32
# values in %f registers).
R32, R64, R16, PRED, F32 = ("%r{{[0-9]+}}", "%rd{{[0-9]+}}", "%rs{{[0-9]+}}",
                            "%p{{[0-9]+}}", "%f{{[0-9]+}}")


def regs(kind, n):
    """A brace list of n register patterns: {%r{{[0-9]+}}, ...}."""
    return "{" + ", ".join([kind] * n) + "}"


class Param:
    """One intrinsic parameter: IR type (LLVM 19 spelling), and for an
    immarg the values to try."""

    def __init__(self, ty, values=None, attrs=""):
        self.ty, self.values, self.attrs = ty, values, attrs

    @property
    def decl(self):
        return self.ty + (" " + self.attrs if self.attrs else "") + (
            " immarg" if self.values is not None else "")


class Choice(Param):
    """A register operand that the tests also pass as a constant: None
    stands for a register, an integer for that constant."""

    def __init__(self, ty, constants):
        Param.__init__(self, ty, [None] + constants)

    @property
    def decl(self):
        return self.ty


class Intrinsic:
    """An intrinsic of a lattice: name, return type, parameters; ptx(imms)
    -> the instruction as a FileCheck pattern; supported(T, imms) -> whether
    target T has it. ret_attrs are the return value's attributes in its
    declaration (e.g. "noundef ")."""

    def __init__(self, name, ret, params, ptx, supported, ret_attrs=""):
        self.name, self.ret, self.params = name, ret, params
        self.ptx, self.supported = ptx, supported
        self.ret_attrs = ret_attrs

    def declaration(self):
        return "declare %s%s @%s(%s)" % (self.ret_attrs, self.ret, self.name,
                                         ", ".join(p.decl for p in self.params))

    def combinations(self):
        imms = [p.values for p in self.params if p.values is not None]
        return list(itertools.product(*imms))


def function(index, intr, imms, cast_from=None):
    """A function t<index> calling intr with the immediates imms (one per
    parameter with values; None keeps that operand a function parameter,
    for operands that may be constants or registers); results are stored so
    that they stay alive. With cast_from (an IR pointer type), the first
    parameter is an addrspacecast from a parameter of that type."""
    args, fparams, body, it = [], [], [], iter(imms)
    for i, p in enumerate(intr.params):
        value = next(it) if p.values is not None else None
        if value is not None:
            args.append("%s %d" % (p.ty, value))
        elif cast_from and i == 0:
            fparams.append("%s %%p0" % cast_from)
            body.append("  %%c = addrspacecast %s %%p0 to %s"
                        % (cast_from, p.ty))
            args.append("%s %%c" % p.ty)
        else:
            fparams.append("%s %%p%d" % (p.ty, i))
            args.append("%s %%p%d" % (p.ty, i))
    call = "call %s @%s(%s)" % (intr.ret, intr.name, ", ".join(args))
    name = "t%s" % index
    if intr.ret == "void":
        body.append("  " + call)
    else:
        fparams.append("ptr %out")
        body += ["  %%v = %s" % call, "  store %s %%v, ptr %%out" % intr.ret]
    return name, "define void @%s(%s) {\n%s\n  ret void\n}\n" % (
        name, ", ".join(fparams), "\n".join(body))


def combinations(target, want_supported, intrinsics):
    """(intrinsic, immediates) of every combination of intrinsics() that
    target has (want_supported) or lacks."""
    for intr in intrinsics():
        for imms in intr.combinations():
            if bool(intr.supported(target, imms)) == want_supported:
                yield intr, imms


def emit(target, want_supported, intrinsics, generator, extra=None):
    """Prints the lit input of --lit (want_supported, with CHECK lines) or
    --rejected: a function per combination of intrinsics(), after the
    declarations of the intrinsics used. extra(intr, imms, comment), with
    --lit, returns more entries to print after a combination's own (e.g.
    the same call with a cast operand)."""
    used, body = {}, []
    for i, (intr, imms) in enumerate(
            combinations(target, want_supported, intrinsics)):
        used[intr.name] = intr
        name, text = function(i, intr, imms)
        comment = "; %s %s" % (intr.name, list(imms))
        if want_supported:
            body.append("%s\n; CHECK-LABEL: .func %s(\n; CHECK: %s\n%s" % (
                comment, name, intr.ptx(imms), text))
            if extra:
                body += extra(intr, imms, comment)
        else:
            body.append("%s\n%s" % (comment, text))
    decls = [used[n].declaration() for n in sorted(used)]
    print("; Generated by utils/%s for %s, PTX ISA %d.%d." % (
        generator, target.cpu, target.ptx // 10, target.ptx % 10))
    print("\n".join(decls) + "\n")
    print("\n".join(body))


def parser():
    """The generators' command line; a generator may add options before
    parsing."""
    ap = argparse.ArgumentParser()
    group = ap.add_mutually_exclusive_group(required=True)
    group.add_argument("--list", action="store_true")
    group.add_argument("--lit", metavar="CPU")
    group.add_argument("--rejected", metavar="CPU")
    group.add_argument("--count", metavar="CPU")
    ap.add_argument("--ptx", type=int)
    return ap


def run(args, intrinsics, target, generator, extra=None):
    """Does what parser()'s parsed args ask for the lattice intrinsics() and
    the Target class target; generator is the script's name, for the
    header of the lit input."""
    if args.list:
        for d in sorted(i.declaration() for i in intrinsics()):
            print(d)
    elif args.count:
        t = target(args.count, args.ptx)
        print("%d supported, %d rejected" % (
            sum(1 for _ in combinations(t, True, intrinsics)),
            sum(1 for _ in combinations(t, False, intrinsics))))
    else:
        emit(target(args.lit or args.rejected, args.ptx), bool(args.lit),
             intrinsics, generator, extra)


def main(intrinsics, target, generator, extra=None):
    """parser() and run() in one: the whole command line of a generator."""
    run(parser().parse_args(), intrinsics, target, generator, extra)

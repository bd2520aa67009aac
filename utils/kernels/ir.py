"""LLVM IR text for the kernel generators (utils/kernels: GEMM, attention).

A small builder for the IR the kernels are written in: a Module holds the
declarations, shared-memory globals, kernels and their !nvvm.annotations; a
Kernel writes one function's blocks. Values are strings of IR ("%x", "7",
"@smem"); every helper that computes one returns the name of its result, so
kernels read as straight-line Python:

    m = Module()
    k = m.kernel("gemm", [("ptr", "a"), ("ptr", "b")], max_threads=384)
    tid = k.sreg("tid.x")
    k.block("loop")
    i = k.phi("i32", [("0", "entry")])
    ...
    i.add("%i.next", "loop")          # an incoming value known later
    text = m.text()

Intrinsics and atom calls declare themselves: `call` takes the callee's
parameter types and the Module writes one `declare` per name. Atom calls
(`atom_mma`, `atom_copy`) name the callee by the operand signature, as
docs/AtomIR.md asks (one name per function type).
"""

import re

TRIPLE = "nvptx64-nvidia-cuda"
DATALAYOUT = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"


def vec(n, elt):
    """`<n x elt>`."""
    return "<%d x %s>" % (n, elt)


def mangle(ty):
    """A type as an intrinsic-name suffix: `<64 x float>` -> v64f32."""
    t = ty.strip()
    m = re.fullmatch(r"<(\d+) x (.+)>", t)
    if m:
        return "v" + m.group(1) + mangle(m.group(2))
    simple = {"float": "f32", "half": "f16", "bfloat": "bf16",
              "double": "f64", "void": "void"}
    if t in simple:
        return simple[t]
    m = re.fullmatch(r"ptr addrspace\((\d+)\)", t)
    if m:
        return "p" + m.group(1)
    if t == "ptr":
        return "p0"
    if re.fullmatch(r"i\d+", t):
        return t
    raise ValueError("no mangling for type %r" % ty)


class Phi:
    """A phi whose incoming values may be added after it is written (loop
    back edges)."""

    def __init__(self, name, ty, incoming):
        self.name, self.ty = name, ty
        self.incoming = list(incoming)

    def add(self, value, label):
        self.incoming.append((value, label))

    def __str__(self):
        return self.name

    def render(self):
        if not self.incoming:
            raise ValueError("phi %s has no incoming value" % self.name)
        return "  %s = phi %s %s" % (self.name, self.ty, ", ".join(
            "[ %s, %%%s ]" % (v, l) for v, l in self.incoming))


class Kernel:
    """One function: its parameters, blocks and instructions."""

    def __init__(self, module, name, params, kernel=True):
        self.module, self.name, self.is_kernel = module, name, kernel
        # params: (type, name[, attributes]) -> "%name"
        self.params = [p if len(p) == 3 else (p[0], p[1], "")
                       for p in params]
        self.blocks = []  # [label, [line or Phi]]
        self.counter = {}
        self.block("entry")

    # --- names and blocks ----------------------------------------------------
    def param(self, name):
        return "%" + name

    def fresh(self, hint="t"):
        """A new SSA name from ``hint`` (hint, hint.1, hint.2, ...)."""
        n = self.counter.get(hint, 0)
        self.counter[hint] = n + 1
        return "%" + (hint if n == 0 else "%s.%d" % (hint, n))

    def label(self, hint):
        """A new block label (not yet started)."""
        return self.fresh(hint)[1:]

    def block(self, label):
        """Starts block ``label``; later instructions go there."""
        self.blocks.append([label, []])
        self.current = label
        return label

    def emit(self, line):
        self.blocks[-1][1].append("  " + line)

    def op(self, hint, text):
        """`%hint = text`; returns the name."""
        name = self.fresh(hint)
        self.emit("%s = %s" % (name, text))
        return name

    # --- arithmetic ----------------------------------------------------------
    def binop(self, opcode, ty, a, b, hint="t"):
        return self.op(hint, "%s %s %s, %s" % (opcode, ty, a, b))

    def add(self, a, b, ty="i32", hint="t"):
        return self.binop("add", ty, a, b, hint)

    def sub(self, a, b, ty="i32", hint="t"):
        return self.binop("sub", ty, a, b, hint)

    def mul(self, a, b, ty="i32", hint="t"):
        return self.binop("mul", ty, a, b, hint)

    def udiv(self, a, b, ty="i32", hint="t"):
        return self.binop("udiv", ty, a, b, hint)

    def urem(self, a, b, ty="i32", hint="t"):
        return self.binop("urem", ty, a, b, hint)

    def shl(self, a, b, ty="i32", hint="t"):
        return self.binop("shl", ty, a, b, hint)

    def lshr(self, a, b, ty="i32", hint="t"):
        return self.binop("lshr", ty, a, b, hint)

    def and_(self, a, b, ty="i32", hint="t"):
        return self.binop("and", ty, a, b, hint)

    def or_(self, a, b, ty="i32", hint="t"):
        return self.binop("or", ty, a, b, hint)

    def xor(self, a, b, ty="i32", hint="t"):
        return self.binop("xor", ty, a, b, hint)

    def icmp(self, pred, a, b, ty="i32", hint="c"):
        return self.op(hint, "icmp %s %s %s, %s" % (pred, ty, a, b))

    def select(self, cond, a, b, ty="i32", hint="s"):
        return self.op(hint, "select i1 %s, %s %s, %s %s" % (cond, ty, a, ty,
                                                             b))

    def cast(self, opcode, value, from_ty, to_ty, hint="t"):
        return self.op(hint, "%s %s %s to %s" % (opcode, from_ty, value,
                                                 to_ty))

    def zext(self, value, from_ty="i32", to_ty="i64", hint="t"):
        return self.cast("zext", value, from_ty, to_ty, hint)

    def trunc(self, value, from_ty="i64", to_ty="i32", hint="t"):
        return self.cast("trunc", value, from_ty, to_ty, hint)

    def ptrtoint(self, value, ptr_ty, to_ty="i32", hint="t"):
        return self.cast("ptrtoint", value, ptr_ty, to_ty, hint)

    def addrspacecast(self, value, from_ty, to_ty, hint="p"):
        return self.cast("addrspacecast", value, from_ty, to_ty, hint)

    def gep(self, elem_ty, ptr_ty, base, index, index_ty="i32", hint="p"):
        """`getelementptr inbounds elem_ty, ptr_ty base, index_ty index`."""
        return self.op(hint, "getelementptr inbounds %s, %s %s, %s %s" % (
            elem_ty, ptr_ty, base, index_ty, index))

    def load(self, ty, ptr_ty, ptr, align, hint="v"):
        return self.op(hint, "load %s, %s %s, align %d" % (ty, ptr_ty, ptr,
                                                          align))

    def store(self, ty, value, ptr_ty, ptr, align):
        self.emit("store %s %s, %s %s, align %d" % (ty, value, ptr_ty, ptr,
                                                    align))

    def extractelement(self, vec_ty, value, index, hint="e"):
        return self.op(hint, "extractelement %s %s, i32 %s" % (vec_ty, value,
                                                               index))

    def insertelement(self, vec_ty, value, elt_ty, elt, index, hint="v"):
        return self.op(hint, "insertelement %s %s, %s %s, i32 %s" % (
            vec_ty, value, elt_ty, elt, index))

    def bitcast(self, value, from_ty, to_ty, hint="b"):
        return self.cast("bitcast", value, from_ty, to_ty, hint)

    # --- control flow ----------------------------------------------------------
    def br(self, label):
        self.emit("br label %%%s" % label)

    def cbr(self, cond, then_label, else_label):
        self.emit("br i1 %s, label %%%s, label %%%s" % (cond, then_label,
                                                        else_label))

    def if_(self, cond, hint):
        """Starts the block ``hint`` entered when ``cond`` holds; returns
        the join label (``hint``.end) to pass to end_if."""
        then, join = self.label(hint), self.label(hint + ".end")
        self.cbr(cond, then, join)
        self.block(then)
        return join

    def end_if(self, join):
        """Ends the block if_ started; continues at its join label."""
        self.br(join)
        self.block(join)

    def ret(self):
        self.emit("ret void")

    def counted_loop(self, hint, counter="i"):
        """Branches from the current block into a new loop block and
        starts an i32 counter there at 0; returns (the counter's phi, the
        loop's label, the block entered from). The caller adds the
        counter's next value and the back edge."""
        pre = self.current
        loop = self.label(hint)
        self.br(loop)
        self.block(loop)
        return self.phi("i32", [("0", pre)], hint=counter), loop, pre

    def phi(self, ty, incoming=(), hint="phi"):
        """A phi at the current point (the start of a block); add incoming
        values later with .add(value, label)."""
        p = Phi(self.fresh(hint), ty, incoming)
        self.blocks[-1][1].append(p)
        return p

    # --- calls -----------------------------------------------------------------
    def call(self, ret, callee, args, hint="r", attrs=""):
        """Calls ``callee`` with ``args``, a list of (type, value); declares it.
        Returns the result's name (None for void)."""
        self.module.declare(callee, ret, [t for t, _ in args], attrs)
        text = "call %s @%s(%s)" % (ret, callee, ", ".join(
            "%s %s" % (t, v) for t, v in args))
        if ret == "void":
            self.emit(text)
            return None
        return self.op(hint, text)

    def sreg(self, name, hint=None):
        """A PTX special register: tid.x, ctaid.x, nctaid.x, clusterid.x,
        cluster.ctarank, ..."""
        return self.call("i32", "llvm.nvvm.read.ptx.sreg." + name, [],
                         hint=hint or name.replace(".", "_"))

    def atom_mma(self, atom, attrs, ret, operands, hint="d"):
        """A call of an MMA atom: `!cute_nvgpu.<atom>` with the attribute
        dictionary ``attrs`` (a string, braces included) and ``operands``, a
        list of (type, value)."""
        return self._atom("llvm.nvvm.cute.atom.mma", atom, attrs, ret,
                          operands, hint)

    def atom_copy(self, atom, attrs, ret, operands, hint="c"):
        """A call of a copy atom (`atom.ldsm<...>`, `atom.tma_load`, ...)."""
        return self._atom("llvm.nvvm.cute.atom.copy", atom, attrs, ret,
                          operands, hint)

    def _atom(self, base, atom, attrs, ret, operands, hint):
        sig = [ret] + [t for t, _ in operands]
        name = base + "." + "_".join(mangle(t) for t in sig)
        args = [("metadata", '!"!cute_nvgpu.%s"' % atom),
                ("metadata", '!"%s"' % attrs)] + list(operands)
        return self.call(ret, name, args, hint=hint)

    # --- text --------------------------------------------------------------
    def text(self):
        params = ", ".join(
            ("%s %s %%%s" % (t, a, n)) if a else "%s %%%s" % (t, n)
            for t, n, a in self.params)
        lines = ["define void @%s(%s) {" % (self.name, params)]
        for label, body in self.blocks:
            lines.append("%s:" % label)
            for item in body:
                lines.append(item.render() if isinstance(item, Phi) else item)
        lines.append("}")
        return "\n".join(lines)


class Module:
    """Declarations, globals and kernels of one .ll file."""

    def __init__(self, comment=""):
        self.comment = comment
        self.decls = {}  # name -> text
        self.globals = []
        self.kernels = []
        self.annotations = []  # (kernel, key, value text)

    def declare(self, name, ret, param_types, attrs=""):
        text = "declare %s @%s(%s)%s" % (ret, name, ", ".join(param_types),
                                         (" " + attrs) if attrs else "")
        old = self.decls.setdefault(name, text)
        if old != text:
            raise ValueError("two signatures for @%s:\n  %s\n  %s" %
                             (name, old, text))

    def shared(self, name, nbytes, align=1024):
        """A shared-memory array of ``nbytes``; returns `@name`."""
        self.globals.append(
            "@%s = internal addrspace(3) global [%d x i8] undef, align %d" %
            (name, nbytes, align))
        return "@" + name

    def dynamic_shared(self, name, align=16):
        """The kernel's dynamic shared memory (`extern __shared__`), sized at
        launch; returns `@name`. It is declared only as aligned as the driver
        promises (16 bytes): kernels that need 1024-byte alignment
        (128B-swizzled tiles) round the address up themselves and ask for
        the slack at launch. Declaring more would let LLVM fold that
        rounding away."""
        self.globals.append(
            "@%s = external addrspace(3) global [0 x i8], align %d" %
            (name, align))
        return "@" + name

    def kernel(self, name, params, max_threads=None, min_blocks=None,
               grid_constant=()):
        """A kernel; ``grid_constant`` lists the 1-based indices of byval
        parameters that are grid constants (tensor maps)."""
        k = Kernel(self, name, params)
        self.kernels.append(k)
        self.annotations.append((name, "kernel", "i32 1"))
        if max_threads:
            self.annotations.append((name, "maxntidx", "i32 %d" % max_threads))
        if min_blocks:
            self.annotations.append((name, "minctasm", "i32 %d" % min_blocks))
        if grid_constant:
            self.annotations.append(
                (name, "grid_constant",
                 "!{%s}" % ", ".join("i32 %d" % i for i in grid_constant)))
        return k

    def text(self):
        out = []
        if self.comment:
            out += ["; " + l if l else ";" for l in self.comment.split("\n")]
        out += ['target datalayout = "%s"' % DATALAYOUT,
                'target triple = "%s"' % TRIPLE, ""]
        out += self.globals + [""]
        out += [self.decls[n] for n in sorted(self.decls)] + [""]
        for k in self.kernels:
            out += [k.text(), ""]
        if self.annotations:
            refs = ", ".join("!%d" % i for i in range(len(self.annotations)))
            out.append("!nvvm.annotations = !{%s}" % refs)
            for i, (k, key, value) in enumerate(self.annotations):
                out.append('!%d = !{ptr @%s, !"%s", %s}' % (i, k, key, value))
        return "\n".join(out) + "\n"

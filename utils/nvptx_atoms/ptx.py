"""PTX normalisation: the form in which two compilers' PTX outputs are
compared (utils/ptx-normalize.py prints it; utils/diff-llc22.py compares
it).

normalize(text, body_only) drops comments, blank lines and `.reg`
declarations, joins instructions spanning lines, collapses whitespace and
renames virtual registers in order of first appearance (%rd7, %rd2 ->
%rd<0>, %rd<1>), per register class; renumber(text) then renames the
registers of every class %R<n>, line by line.
"""
import re

REG = re.compile(r"%(r|rd|rs|f|fd|p|h|hh|bf|rq)(\d+)\b")


def normalize(text, body_only):
    names = {}
    out = []
    depth = 0
    pending = ""
    for line in text.splitlines():
        line = re.sub(r"//.*", "", line).strip()
        if not line:
            continue
        # Inside a function body an instruction may span lines (LLVM 22
        # prints some that way); join them up to the `;`.
        if depth > 0 and not re.search(r"(;|:|^[{}])$", line):
            pending += line + " "
            continue
        line, pending = pending + line, ""
        opens, closes = line.count("{"), line.count("}")
        inside = depth > 0
        depth += opens - closes
        if line.startswith(".reg "):
            continue
        if body_only and not inside:
            continue

        def rename(m):
            key = (m.group(1), m.group(2))
            if key not in names:
                names[key] = sum(1 for k in names if k[0] == m.group(1))
            return "%%%s<%d>" % (m.group(1), names[key])

        out.append(re.sub(r"\s+", " ", REG.sub(rename, line)))
    return "\n".join(out) + "\n"


def renumber(text):
    """Registers of any class renamed %R<n> in order of first appearance,
    line by line: LLVM 22 keeps f32 values in %r registers where LLVM 19
    uses %f, and what matters is which operands of an instruction share a
    register."""
    lines = []
    for line in text.splitlines():
        names = {}

        def rename(m):
            return "%%R<%d>" % names.setdefault(m.group(0), len(names))

        lines.append(re.sub(r"%[a-z]+<\d+>", rename, line))
    return "\n".join(lines)

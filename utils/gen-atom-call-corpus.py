#!/usr/bin/env python3
# ===- gen-atom-call-corpus.py - seeds of the atom-call fuzzer -----------=== #
#
# Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# ===---------------------------------------------------------------------=== #
"""Writes the seed corpus of fuzz/AtomCallFuzzer.cpp.

Each function of the atom tests (test/CodeGen/NVPTX/atom-*.ll and their
Inputs/) that calls an atom intrinsic becomes one seed: the target its RUN
line gives llc, and the function's atom calls in the fuzzer's input format
(see the header of fuzz/AtomCallFuzzer.cpp). A value an earlier atom call
returned becomes `prev N`, any other named value an `arg` of its type, a
literal a `const`. Calls are kept verbatim otherwise, valid and invalid
ones alike, so the seeds cover the lowerings and the diagnostics the tests
check.

    gen-atom-call-corpus.py [--check] [OUTPUT_DIR]

OUTPUT_DIR defaults to fuzz/corpus/atom-calls, whose seeds are replaced.
With --check nothing is written; the exit status says whether the
directory already holds exactly these seeds.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TESTS = ROOT / "test" / "CodeGen" / "NVPTX"
CALL = re.compile(r"(?:(%[\w.]+)\s*=\s*)?(?:tail\s+)?call\s+(.*?)\s*"
                  r"@llvm\.nvvm\.cute\.([\w.]+)\s*\(")
RUN_TARGET = re.compile(r"-mcpu=(\S+)")
RUN_ATTR = re.compile(r"-mattr=(\S+)")


def split_top_level(text):
    """Splits an operand list at the commas outside brackets and strings."""
    parts, depth, quoted, start = [], 0, False, 0
    for i, c in enumerate(text):
        if quoted:
            quoted = c != '"'
        elif c == '"':
            quoted = True
        elif c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


def call_text(lines, start):
    """The call starting on lines[start], joined up to its closing paren."""
    text = ""
    for line in lines[start:]:
        text += " " + line.split(";")[0].strip() if text else line
        opened = text.index("(", CALL.search(text).end() - 1)
        depth, quoted = 0, False
        for i in range(opened, len(text)):
            c = text[i]
            if quoted:
                quoted = c != '"'
            elif c == '"':
                quoted = True
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return text[:i + 1]
    return None


def unescape(s):
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)),
                  s)


def operand(text, results):
    """One operand in the fuzzer's format."""
    m = re.fullmatch(r'metadata\s+!"(.*)"', text)
    if m:
        return "md " + unescape(m.group(1))
    if text.startswith("metadata"):
        return "mdnode"
    m = re.fullmatch(r"(.*?)\s+(%[\w.]+)", text)
    if m:
        ty = re.sub(r"\s+(noundef|nonnull|align \d+)\b", "", m.group(1))
        if m.group(2) in results:
            return "prev %d" % (len(results) - results.index(m.group(2)))
        return "arg " + ty.strip()
    return "const " + text


def targets():
    """The (cpu, mattr) llc gets for each test file, by its path."""
    found = {}
    for test in sorted(TESTS.glob("atom-*")):
        for line in test.read_text().splitlines():
            if "RUN:" not in line or "-mcpu=" not in line or "%if" in line:
                continue
            cpu = RUN_TARGET.search(line).group(1)
            attr = RUN_ATTR.search(line)
            inputs = re.search(r"%S/(Inputs/\S+\.ll)", line)
            path = TESTS / inputs.group(1) if inputs else test
            found.setdefault(path, (cpu, attr.group(1) if attr else ""))
    return found


def seeds():
    """Seed name -> text, for every function that calls an atom."""
    out = {}
    for path, (cpu, attr) in sorted(targets().items()):
        if path.suffix != ".ll" or not path.exists():
            continue
        target = "target " + cpu
        for feature in attr.split(","):
            if feature.startswith("+ptx"):
                target += " " + feature
        lines = path.read_text().splitlines()
        function, body, results = None, [], []

        def flush():
            if function and body:
                name = "%s-%s" % (path.stem, function)
                out[name] = "\n".join([target] + body) + "\n"

        for i, line in enumerate(lines):
            m = re.match(r"define\b.*@([\w.]+)\(", line)
            if m:
                flush()
                function, body, results = m.group(1), [], []
                continue
            if line.lstrip().startswith(";") or not CALL.search(line):
                continue
            text = call_text(lines, i)
            if text is None:
                continue
            m = CALL.search(text)
            result, ret_type, name = m.group(1), m.group(2), m.group(3)
            args = text[m.end():-1]
            body.append(("call %s %s" % (name, ret_type)).rstrip())
            body.extend(operand(a, results) for a in split_top_level(args))
            if result and ret_type != "void":
                results.append(result)
        flush()
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("output", nargs="?",
                        default=str(ROOT / "fuzz" / "corpus" / "atom-calls"))
    args = parser.parse_args()
    out = pathlib.Path(args.output)
    wanted = seeds()
    if args.check:
        have = {p.name: p.read_text() for p in out.glob("*")} if out.is_dir() \
            else {}
        if have != wanted:
            print("%s is not what %s writes" % (out, sys.argv[0]),
                  file=sys.stderr)
            return 1
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()
    for name, text in wanted.items():
        (out / name).write_text(text)
    print("%d seeds in %s" % (len(wanted), out))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Calls every NVVM intrinsic of LLVM 19 and LLVM 22 on a set of CPUs.

For each declaration that LLVM 19 or LLVM 22 gives (utils/sweep/nvvm-decls.cpp,
built against Debian's llvm-19-dev and llvm-22-dev), the sweep writes one
call with in-range immediates, and for each immarg operand one call with the
immediate just outside its range and one with a non-constant operand. Each
call is compiled by every llc given (--llc NAME=PATH, ours and LLVM 22's) for
every CPU, and classified:

  ok            exit 0; the PTX is assembled by ptxas where ptxas knows the
                CPU of its .target line (probed): ptxas-clean or
                ptxas-rejected
  error         exit 1 with an 'error:' line and no crash marker
  crash         anything else: a signal, another exit status, 'LLVM ERROR'
                (e.g. "Cannot select"), a stack dump

Calls are compiled in batches, one function per call; a batch that is not
entirely ok is split until each failing call is compiled alone (an error
diagnostic that names its function settles that call without a split).

  nvvm-sweep.py --llc ours=build/bin/llc --llc llvm22=/usr/lib/llvm-22/bin/llc
  nvvm-sweep.py --sample 40 --cpus sm_60,sm_90a --llc ours=build/bin/llc \\
                --expect-clean ours      (exit 1 on any crash or rejection)

Prints a count per llc and class, and with -v every crash and rejection.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nvptx_atoms import tools  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# The CPUs the sweep covers by default: (label, llc arguments).
DEFAULT_CPUS = ['none', 'sm_60', 'sm_75', 'sm_80', 'sm_89', 'sm_90', 'sm_90a',
                'sm_100a', 'sm_103a', 'sm_110a', 'sm_120a', 'sm_121a',
                'sm_90a+ptx70']

CRASH_MARKERS = tools.CRASH_MARKERS


def cpu_args(label):
    if label == 'none':
        return []
    cpu, _, attr = label.partition('+')
    args = ['-mcpu=' + cpu]
    if attr:
        args.append('-mattr=+' + attr)
    return args


# --- declarations -----------------------------------------------------------

def build_decls(version, cache):
    """Declarations of LLVM `version`'s NVVM intrinsics (IR text)."""
    out = os.path.join(cache, 'decls%d.ll' % version)
    if os.path.exists(out):
        return out
    cfg = '/usr/lib/llvm-%d/bin/llvm-config' % version
    exe = os.path.join(cache, 'nvvm-decls%d' % version)
    flags = subprocess.check_output([cfg, '--cxxflags']).decode().split()
    ldflags = subprocess.check_output([cfg, '--ldflags']).decode().split()
    subprocess.check_call(['g++'] + flags + [
        os.path.join(HERE, 'sweep', 'nvvm-decls.cpp'), '-o', exe] + ldflags +
        ['-lLLVM-%d' % version])
    with open(out + '.tmp', 'w') as f:
        subprocess.check_call([exe], stdout=f)
    os.replace(out + '.tmp', out)
    return out


def split_top(text):
    """Splits at commas outside (), <>, {} and []."""
    parts, depth, cur = [], 0, ''
    for ch in text:
        if ch in '(<{[':
            depth += 1
        elif ch in ')>}]':
            depth -= 1
        if ch == ',' and depth == 0:
            parts.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def take_type(text):
    """(type, rest) for an IR parameter text such as 'ptr addrspace(3) x'."""
    text = text.strip()
    if text[0] in '<{[':
        close = {'<': '>', '{': '}', '[': ']'}[text[0]]
        depth = 0
        for i, ch in enumerate(text):
            if ch == text[0]:
                depth += 1
            elif ch == close:
                depth -= 1
                if depth == 0:
                    return text[:i + 1], text[i + 1:].strip()
    m = re.match(r'ptr( addrspace\(\d+\))?', text)
    if m:
        return m.group(0), text[m.end():].strip()
    word, _, rest = text.partition(' ')
    return word, rest.strip()


Decl = collections.namedtuple('Decl', 'name ret params')
Param = collections.namedtuple('Param', 'type immarg lo hi')

RET_ATTRS = {'noundef', 'zeroext', 'signext', 'noalias', 'nonnull'}


def parse_decls(path):
    decls = []
    for line in open(path):
        m = re.match(r'declare (.*?) @([\w.$]+)\((.*)\)( #\d+)?$', line.strip())
        if not m:
            continue
        ret = ' '.join(w for w in m.group(1).split(' ')
                       if w not in RET_ATTRS) if not m.group(1).startswith(
                           ('{', '<')) else m.group(1)
        params = []
        for p in split_top(m.group(3)):
            ty, attrs = take_type(p)
            r = re.search(r'range\(i\d+ (-?\d+), (-?\d+)\)', attrs)
            params.append(Param(ty, 'immarg' in attrs,
                                int(r.group(1)) if r else None,
                                int(r.group(2)) if r else None))
        decls.append(Decl(m.group(2), ret, params))
    return decls


# --- calls ------------------------------------------------------------------

Call = collections.namedtuple('Call', 'decl variant')


def variants(decl):
    yield Call(decl, 'base')
    for i, p in enumerate(decl.params):
        if not p.immarg:
            continue
        if p.type != 'i1' or p.hi is not None:
            yield Call(decl, 'imm-out-%d' % i)
        yield Call(decl, 'imm-var-%d' % i)


def in_range(p):
    return p.lo if p.lo is not None else 0


def out_of_range(p):
    # Just above a declared range; without one, -1 (all ones), which no
    # NVVM immarg takes as a count, mode or flag.
    return p.hi if p.hi is not None else -1


def function_text(call, fname):
    decl, variant = call.decl, call.variant
    kind, _, pos = variant.rpartition('-')
    pos = int(pos) if kind else -1
    formals, actuals = [], []
    for i, p in enumerate(decl.params):
        if p.type == 'metadata':
            actuals.append('metadata ptr addrspace(1) @sweep_global')
        elif p.immarg and not (kind == 'imm-var' and i == pos):
            v = out_of_range(p) if (kind == 'imm-out' and i == pos) else in_range(p)
            actuals.append('%s %d' % (p.type, v))
        else:
            formals.append('%s %%a%d' % (p.type, i))
            actuals.append('%s %%a%d' % (p.type, i))
    formals.append('ptr %out')
    body = []
    callee = '@%s(%s)' % (decl.name, ', '.join(actuals))
    if decl.ret == 'void':
        body.append('  call void %s' % callee)
    else:
        body.append('  %%r = call %s %s' % (decl.ret, callee))
        if decl.ret.startswith('{'):
            fields = split_top(decl.ret.strip()[1:-1])
            for i, ty in enumerate(fields):
                body.append('  %%r%d = extractvalue %s %%r, %d' % (i, decl.ret, i))
                body.append('  %%p%d = getelementptr i8, ptr %%out, i64 %d' % (i, 16 * i))
                body.append('  store %s %%r%d, ptr %%p%d' % (ty, i, i))
        else:
            body.append('  store %s %%r, ptr %%out' % decl.ret)
    return 'define void @%s(%s) {\n%s\n  ret void\n}\n' % (
        fname, ', '.join(formals), '\n'.join(body))


def declaration_text(decl):
    params = []
    for p in decl.params:
        s = p.type
        if p.immarg:
            s += ' immarg'
            if p.lo is not None:
                s += ' range(%s %d, %d)' % (p.type, p.lo, p.hi)
        params.append(s)
    return 'declare %s @%s(%s)\n' % (decl.ret, decl.name, ', '.join(params))


def module_text(calls):
    text = ['target triple = "nvptx64-nvidia-cuda"\n']
    if any(p.type == 'metadata' for c in calls for p in c.decl.params):
        text.append('@sweep_global = addrspace(1) global i32 0\n')
    seen = set()
    for i, c in enumerate(calls):
        text.append(function_text(c, 'f%d' % i))
        if c.decl.name not in seen:
            seen.add(c.decl.name)
            text.append(declaration_text(c.decl))
    return '\n'.join(text)


# --- running ----------------------------------------------------------------

class Runner:
    def __init__(self, args):
        self.args = args
        self.ptxas = args.ptxas if os.path.exists(args.ptxas) else None
        self.ptxas_archs = {}
        self.details = []

    def ptxas_knows(self, arch):
        if arch not in self.ptxas_archs:
            ok = False
            if self.ptxas:
                ptx = '.version 8.0\n.target %s\n.address_size 64\n' % arch
                ok = self.run_ptxas(ptx, arch)[0]
            self.ptxas_archs[arch] = ok
        return self.ptxas_archs[arch]

    def run_ptxas(self, ptx, arch):
        rc, out, err = tools.ptxas_run(self.ptxas, arch, ptx, timeout=120)
        return rc == 0, out + err

    def llc(self, llc, cpu, calls):
        env = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION='1')
        try:
            return tools.run([llc, '-mtriple=' + tools.TRIPLE] +
                             cpu_args(cpu) + ['-o', '-'],
                             stdin=module_text(calls), env=env, timeout=300)
        except subprocess.TimeoutExpired:
            return -999, '', 'timeout'

    def classify(self, llc, cpu, calls):
        """{index in calls: (class, detail)}"""
        rc, out, err = self.llc(llc, cpu, calls)
        crashed = tools.crashed(rc, err)
        if rc == 0 and not crashed:
            m = re.search(r'^\.target (\w+)', out, re.M)
            arch = m.group(1) if m else None
            if not arch or not self.ptxas_knows(arch):
                return {i: ('ok', '') for i in range(len(calls))}
            ok, msg = self.run_ptxas(out, arch)
            if ok:
                return {i: ('ptxas-clean', '') for i in range(len(calls))}
            if len(calls) == 1:
                lines = [l for l in msg.splitlines()
                         if 'error' in l or 'fatal' in l] or ['?']
                return {0: ('ptxas-rejected', re.sub(r'^ptxas \S+, ', '',
                                                      lines[0]))}
        elif rc == 1 and not crashed and 'error:' in err:
            if len(calls) == 1:
                return {0: ('error', '')}
            # Diagnostics that name their function settle those calls.
            named = {int(n) for n in re.findall(r"in function 'f(\d+)'", err)}
            if named:
                result = {i: ('error', '') for i in named if i < len(calls)}
                rest = [i for i in range(len(calls)) if i not in result]
                if rest:
                    sub = self.classify(llc, cpu, [calls[i] for i in rest])
                    for j, v in sub.items():
                        result[rest[j]] = v
                return result
        elif len(calls) == 1:
            lines = [l for l in err.splitlines() if any(
                m in l for m in CRASH_MARKERS[:2] + ('error',))]
            return {0: ('crash', (lines[0] if lines else 'exit %d' % rc).strip())}
        half = len(calls) // 2
        result = self.classify(llc, cpu, calls[:half])
        for j, v in self.classify(llc, cpu, calls[half:]).items():
            result[half + j] = v
        return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--llc', action='append', required=True,
                    metavar='[NAME=]PATH', help='an llc to sweep (repeatable; '
                    'NAME defaults to the file name)')
    ap.add_argument('--cpus', default=','.join(DEFAULT_CPUS),
                    help="comma-separated; 'none' = no -mcpu, 'sm_90a+ptx70' "
                         "adds -mattr=+ptx70 (default: %(default)s)")
    ap.add_argument('--versions', default='19,22',
                    help='LLVM versions whose declarations to call')
    ap.add_argument('--decls', action='append', default=[],
                    metavar='FILE', help='use these declarations instead')
    ap.add_argument('--sample', type=int, default=1, metavar='N',
                    help='every Nth declaration (sorted by name) only')
    ap.add_argument('--offset', type=int, default=0,
                    help='with --sample, start at this declaration')
    ap.add_argument('--match', help='only declarations matching this regex')
    ap.add_argument('--no-variants', action='store_true',
                    help='in-range immediates only')
    ap.add_argument('--batch', type=int, default=32)
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count())
    ap.add_argument('--ptxas', default='/usr/local/cuda/bin/ptxas')
    ap.add_argument('--cache', default=os.path.join(
        tempfile.gettempdir(), 'nvvm-sweep-%d' % os.getuid()))
    ap.add_argument('--json', help='write every result to this file')
    ap.add_argument('--expect-clean', action='append', default=[],
                    metavar='NAME', help='exit 1 if this llc crashed or had '
                    'PTX rejected')
    ap.add_argument('-v', '--verbose', action='store_true')
    args = ap.parse_args()

    os.makedirs(args.cache, exist_ok=True)
    files = args.decls or [build_decls(int(v), args.cache)
                           for v in args.versions.split(',')]
    by_name = {}
    for f in files:
        for d in parse_decls(f):
            by_name.setdefault(d.name, d)
    names = sorted(by_name)
    if args.match:
        names = [n for n in names if re.search(args.match, n)]
    names = names[args.offset::args.sample]
    calls = []
    for n in names:
        for c in variants(by_name[n]):
            if args.no_variants and c.variant != 'base':
                continue
            calls.append(c)
    llcs = []
    for l in args.llc:
        name, path = l.split('=', 1) if '=' in l else (os.path.basename(l), l)
        # A copy, so that a rebuild during the sweep does not pull the
        # binary away from under it.
        found = shutil.which(path)
        if not found:
            sys.exit('nvvm-sweep.py: no llc at ' + path)
        copy = os.path.join(args.cache, 'llc-' + name)
        shutil.copy2(found, copy)
        llcs.append((name, copy))
    cpus = args.cpus.split(',')
    runner = Runner(args)

    jobs = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, path in llcs:
            for cpu in cpus:
                for s in range(0, len(calls), args.batch):
                    chunk = calls[s:s + args.batch]
                    jobs.append((name, cpu, chunk, pool.submit(
                        runner.classify, path, cpu, chunk)))
        results = []
        for name, cpu, chunk, fut in jobs:
            for i, (cls, detail) in sorted(fut.result().items()):
                results.append((name, cpu, chunk[i], cls, detail))

    print('declarations: %d, calls: %d, CPUs: %d (%s)' % (
        len(names), len(calls), len(cpus), ','.join(cpus)))
    counts = collections.OrderedDict()
    for name, _ in llcs:
        counts[name] = collections.Counter()
    for name, cpu, call, cls, detail in results:
        counts[name][cls] += 1
    classes = ['ptxas-clean', 'ok', 'ptxas-rejected', 'error', 'crash']
    print('%-10s %8s ' % ('llc', 'runs') + ' '.join('%14s' % c for c in classes))
    for name, c in counts.items():
        print('%-10s %8d ' % (name, sum(c.values())) +
              ' '.join('%14d' % c[k] for k in classes))
    bad = 0
    for name, cpu, call, cls, detail in results:
        if cls in ('crash', 'ptxas-rejected'):
            if name in args.expect_clean:
                bad += 1
            if args.verbose or name in args.expect_clean:
                print('%s %s %s %s %s: %s' % (name, cls, cpu, call.decl.name,
                                              call.variant, detail))
    if args.json:
        with open(args.json, 'w') as f:
            json.dump([dict(llc=n, cpu=cpu, intrinsic=c.decl.name,
                            variant=c.variant, result=cls, detail=d)
                       for n, cpu, c, cls, d in results], f, indent=0)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Writes NVPTXCoreIntrinsicGates.inc: what each LLVM 19 NVVM intrinsic needs.

Run by lib/Target/NVPTX/CMakeLists.txt on the JSON dump of the patched
NVPTX.td records (llvm-tblgen -dump-json). For every instruction pattern
(a Pattern record, or an Instruction's Pattern field) whose root is an
`int_nvvm_*` intrinsic, directly or through PatFrags, the pattern's
Predicates (with those of the instructions a Pat<> produces) are one
alternative: the intrinsic can be selected where all of
one alternative's predicates hold. NVPTXExtIntrinsicChecks evaluates the
alternatives on the subtarget and rejects a call none of them allows with an
`error:` instead of letting ISel fail with "Cannot select".

Predicates that test only the subtarget (their CondString reads nothing but
`Subtarget->...()` calls, integers and operators) are compiled into the
table verbatim (`Subtarget->` becomes `ST.`). Those that test code
generation options (`useF32FTZ()`, short pointers, ...) choose between
forms of one operation, never a target, and count as holding. Each
subtarget predicate is also described in words for the diagnostic: the
`has...()` helpers are read from NVPTXSubtarget.h, so no SM or PTX number
is copied here.

  gen-core-intrinsic-gates.py RECORDS.json NVPTXSubtarget.h OUT.inc
"""

import json
import re
import sys


def tokens(cond):
    pos = 0
    out = []
    for m in re.finditer(r'\s*(Subtarget->\w+\(\)|\d+|&&|\|\||>=|==|[!()]|\S)',
                         cond):
        if m.start() != pos:
            raise ValueError(cond)
        pos = m.end()
        out.append(m.group(1))
    if cond[pos:].strip():
        raise ValueError(cond)
    return out


class Parser:
    """CondString grammar: or := and ('||' and)*; and := un ('&&' un)*;
    un := '!' un | '(' or ')' | call [('>=' | '==') int] | 'false' | 'true'.
    Nodes: ('or', [..]), ('and', [..]), ('not', x), ('cmp', fn, op, n),
    ('call', fn), ('const', bool)."""

    def __init__(self, toks):
        self.t = toks
        self.i = 0

    def peek(self):
        return self.t[self.i] if self.i < len(self.t) else None

    def next(self):
        self.i += 1
        return self.t[self.i - 1]

    def parse(self):
        n = self.or_()
        if self.peek() is not None:
            raise ValueError(self.t)
        return n

    def or_(self):
        xs = [self.and_()]
        while self.peek() == '||':
            self.next()
            xs.append(self.and_())
        return xs[0] if len(xs) == 1 else ('or', xs)

    def and_(self):
        xs = [self.un()]
        while self.peek() == '&&':
            self.next()
            xs.append(self.un())
        return xs[0] if len(xs) == 1 else ('and', xs)

    def un(self):
        t = self.next()
        if t == '!':
            return ('not', self.un())
        if t == '(':
            n = self.or_()
            if self.next() != ')':
                raise ValueError(self.t)
            return n
        if t in ('false', 'true'):
            return ('const', t == 'true')
        m = re.match(r'Subtarget->(\w+)\(\)$', t)
        if not m:
            raise ValueError(self.t)
        if self.peek() in ('>=', '=='):
            op = self.next()
            return ('cmp', m.group(1), op, int(self.next()))
        return ('call', m.group(1))


def subtarget_helpers(header):
    """{'hasAtomScope': ('and', ...)} for the one-line `bool hasX() const
    { return EXPR; }` helpers of NVPTXSubtarget.h, EXPR over SmVersion and
    PTXVersion."""
    helpers = {}
    text = open(header).read()
    for m in re.finditer(r'bool (\w+)\(\) const \{\s*return ([^;{}]+);\s*\}',
                         text):
        expr = re.sub(r'\bSmVersion\b', 'Subtarget->getSmVersion()', m.group(2))
        expr = re.sub(r'\bPTXVersion\b', 'Subtarget->getPTXVersion()', expr)
        try:
            helpers[m.group(1)] = Parser(tokens(expr)).parse()
        except ValueError:
            pass
    return helpers


def ptx_name(v):
    return 'PTX ISA %d.%d' % (v // 10, v % 10)


def arch_name(full):
    # FullSmVersion: 10 * SM + 3 for `a` targets, + 2 for `f` ones.
    return 'sm_%d%s' % (full // 10, {0: '', 2: 'f', 3: 'a'}.get(full % 10, '?'))


class Describer:
    def __init__(self, helpers):
        self.helpers = helpers

    def expand(self, n):
        if n[0] == 'call' and n[1] in self.helpers:
            return self.expand(self.helpers[n[1]])
        if n[0] in ('and', 'or'):
            return (n[0], [self.expand(x) for x in n[1]])
        if n[0] == 'not':
            return ('not', self.expand(n[1]))
        return n

    def text(self, n, negate=False):
        kind = n[0]
        if kind == 'not':
            return self.text(n[1], not negate)
        if (kind == 'and' and not negate and len(n[1]) == 2 and
                n[1][0] == ('call', 'hasAAFeatures') and n[1][1][:3] ==
                ('cmp', 'getSmVersion', '>=')):
            return ('an architecture- or family-specific target of sm_%d or '
                    'later' % n[1][1][3])
        if kind in ('and', 'or'):
            joined = kind if not negate else {'and': 'or', 'or': 'and'}[kind]
            return (' %s ' % joined).join(self.text(x, negate) for x in n[1])
        if kind == 'call' and n[1] == 'hasAAFeatures':
            # FullSmVersion % 10 != 0 (NVPTXSubtarget.h).
            return ('an architecture- or family-specific target' if not negate
                    else 'a target that is not architecture-specific')
        if kind == 'const':
            return 'nothing' if n[1] != negate else 'any target'
        if kind == 'cmp':
            fn, op, v = n[1], n[2], n[3]
            if fn == 'getSmVersion' and op == '>=':
                return 'sm_%d or later' % v if not negate else 'a target before sm_%d' % v
            if fn == 'getPTXVersion' and op == '>=':
                return ptx_name(v) if not negate else 'PTX ISA before %d.%d' % (v // 10, v % 10)
            if fn == 'getFullSmVersion' and op == '==':
                return arch_name(v) if not negate else 'a target other than ' + arch_name(v)
        raise ValueError('cannot describe %r' % (n,))

    def simple(self, n):
        """(MinSm, MinPtx, FullSm) when n is one plain requirement."""
        if n[0] == 'cmp' and n[2] == '>=' and n[1] == 'getSmVersion':
            return (n[3], 0, 0)
        if n[0] == 'cmp' and n[2] == '>=' and n[1] == 'getPTXVersion':
            return (0, n[3], 0)
        if n[0] == 'cmp' and n[2] == '==' and n[1] == 'getFullSmVersion':
            return (0, 0, n[3])
        return (0, 0, 0)


def main():
    records_path, header, out_path = sys.argv[1:4]
    d = json.load(open(records_path))
    inst = d['!instanceof']
    valuetypes = set(inst.get('ValueType', []))
    patfrags = set(inst.get('PatFrags', []))
    describer = Describer(subtarget_helpers(header))

    def roots(dag):
        if not isinstance(dag, dict) or dag.get('kind') != 'dag':
            return
        op = dag['operator'].get('def')
        if op == 'set' or op in valuetypes:
            for a, _ in dag['args']:
                yield from roots(a)
        elif op and op.startswith('int_nvvm_'):
            yield op
        elif op in patfrags:
            for f in d[op]['Fragments']:
                yield from roots(f)

    # Predicate record -> (index, C++ condition, description, simple fields)
    # for subtarget predicates; None for option predicates.
    predicates = {}
    pred_list = []

    def predicate(name):
        if name not in predicates:
            cond = d[name]['CondString'].strip()
            try:
                node = Parser(tokens(cond)).parse()
            except ValueError:
                predicates[name] = None  # reads more than the subtarget
                return None
            expanded = describer.expand(node)
            cxx = cond.replace('Subtarget->', 'ST.')
            predicates[name] = len(pred_list)
            pred_list.append((cxx, describer.text(expanded),
                              describer.simple(expanded), cond))
        return predicates[name]

    alternatives = {}
    def add(intr, preds):
        idx = []
        for p in preds:
            i = predicate(p['def'])
            if i is not None and i not in idx:
                idx.append(i)
        # Target requirements first, then the PTX version.
        def order(i):
            sm, ptx, full = pred_list[i][2]
            return (1 if ptx else 0, i)
        alternatives.setdefault(intr, set()).add(tuple(sorted(idx, key=order)))

    instructions = set(inst['Instruction'])

    def result_predicates(dag):
        # A Pat<> is selected under its own Predicates only, but the
        # instructions it produces have theirs (Requires<>): those say
        # which targets have the instruction, so they count too.
        if not isinstance(dag, dict) or dag.get('kind') != 'dag':
            return []
        preds = []
        op = dag['operator'].get('def')
        if op in instructions:
            preds += d[op]['Predicates']
        for a, _ in dag['args']:
            preds += result_predicates(a)
        return preds

    for name in inst['Pattern']:
        r = d[name]
        extra = [p for res in r['ResultInstrs'] for p in result_predicates(res)]
        for x in roots(r['PatternToMatch']):
            add(x, r['Predicates'] + extra)
    for name in inst['Instruction']:
        r = d[name]
        for pat in r.get('Pattern') or []:
            for x in roots(pat):
                add(x, r['Predicates'])

    out = []
    out.append('// Generated by utils/gen-core-intrinsic-gates.py from the '
               'NVPTX.td records; do not edit.\n')
    out.append('#ifdef GET_CORE_INTRINSIC_PREDICATES')
    out.append('#undef GET_CORE_INTRINSIC_PREDICATES')
    out.append('// The subtarget predicates of the instruction patterns.')
    out.append('static bool holdsCorePredicate(unsigned Index, '
               'const NVPTXSubtarget &ST) {')
    out.append('  switch (Index) {')
    for i, (cxx, _, _, cond) in enumerate(pred_list):
        out.append('  case %d: // %s' % (i, cond))
        out.append('    return %s;' % cxx)
    out.append('  }')
    out.append('  llvm_unreachable("no such predicate");')
    out.append('}')
    out.append('static const CorePredicateInfo CorePredicates[] = {')
    for cxx, text, (sm, ptx, full), _ in pred_list:
        out.append('    {%s, %d, %d, %d},' % (json.dumps(text), sm, ptx, full))
    out.append('};')
    # Alternatives: predicate index lists, concatenated.
    pool, spans = [], {}
    for intr in sorted(alternatives):
        alts = sorted(alternatives[intr])
        # An alternative that needs more than another is redundant.
        alts = [a for a in alts
                if not any(set(b) < set(a) for b in alts)]
        if () in alts:
            continue  # selectable everywhere
        span = []
        for a in alts:
            span.append((len(pool), len(a)))
            pool.extend(a)
        spans[intr] = span
    out.append('static const uint8_t CorePredicatePool[] = {')
    for s in range(0, len(pool), 16):
        out.append('    ' + ', '.join(str(x) for x in pool[s:s + 16]) + ',')
    out.append('};')
    alt_list = []
    gates = []
    for intr in sorted(spans):
        gates.append((intr, len(alt_list), len(spans[intr])))
        alt_list.extend(spans[intr])
    out.append('static const CoreAlternative CoreAlternatives[] = {')
    for first, count in alt_list:
        out.append('    {%d, %d},' % (first, count))
    out.append('};')
    out.append('#endif // GET_CORE_INTRINSIC_PREDICATES\n')
    out.append('#ifdef GET_CORE_INTRINSIC_GATES')
    out.append('#undef GET_CORE_INTRINSIC_GATES')
    out.append('// Intrinsic -> {first alternative, number of alternatives}')
    for intr, first, count in gates:
        out.append('case Intrinsic::%s: return {%d, %d};' %
                   (intr[len('int_'):], first, count))
    out.append('#endif // GET_CORE_INTRINSIC_GATES')
    assert len(pred_list) < 256
    text = '\n'.join(out) + '\n'
    try:
        if open(out_path).read() == text:
            return 0
    except OSError:
        pass
    with open(out_path, 'w') as f:
        f.write(text)
    return 0


if __name__ == '__main__':
    sys.exit(main())

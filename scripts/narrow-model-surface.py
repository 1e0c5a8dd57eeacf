#!/usr/bin/env python3
"""Narrows LifecycleModel's public surface: a public declaration that no module outside the model
except Scenario names (Diagrams, Reports, SiteBuilder, lifeline, lifeline-bench, PreviewServer) becomes
`package`, and so does every member of a type that becomes `package`. Witnesses of protocol
requirements (description, hash, ==, <, rawValue…) keep their access, and a type a kept public
declaration names stays public. Prints what it changed.

Run it from the repository root (`scripts/narrow-model-surface.py`) after other modules stopped using a
public declaration, or to redo the narrowing after a merge; then build, run the tests, and set
`PublicSurfaceTests.limit` (Tests/LifecycleModelTests) to the count that is left."""
import os, re, sys
root = sys.argv[1] if len(sys.argv) > 1 else '.'
model = os.path.join(root, 'Sources/LifecycleModel')
others = ['Diagrams', 'Reports', 'SiteBuilder', 'lifeline', 'lifeline-bench', 'PreviewServer']
outside = ''
for o in others:
    for dp, _, fs in os.walk(os.path.join(root, 'Sources', o)):
        for f in fs:
            if f.endswith('.swift'): outside += open(os.path.join(dp, f)).read() + '\n'
outside = re.sub(r'//.*', '', outside)
# A type the other modules declare themselves (SiteBuilder's `ScenarioExpander.View`) is only the
# model's where they qualify it.
declared_outside = set(re.findall(r'\b(?:class|struct|enum|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)', outside))
def named_outside(name):
    if name in declared_outside: return ('LifecycleModel.' + name) in outside
    return bool(re.search(r'(?<![A-Za-z0-9_])' + re.escape(name) + r'(?![A-Za-z0-9_])', outside))
decl = re.compile(r'^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)public(\s+(?:(?:static|final|override|mutating|nonmutating|indirect|convenience|required|internal\(set\)|private\(set\))\s+)*)(class|struct|enum|protocol|func|var|let|init|subscript|typealias|extension)\b\s*([A-Za-z_][A-Za-z0-9_]*)?')
top = re.compile(r'^(?:public\s+|package\s+|final\s+)*(?:class|struct|enum|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)')
witnesses = {'description', 'hash', 'rawValue', 'allCases', 'id', 'debugDescription', 'encode', 'makeIterator'}
files = []
for dp, _, fs in os.walk(model):
    for f in sorted(fs):
        if f.endswith('.swift'): files.append(os.path.join(dp, f))
lines = {p: open(p).read().split('\n') for p in files}
# Top-level types and whether they stay public.
types = {}
for p in files:
    for l in lines[p]:
        m = decl.match(l)
        if m and m.group(1) == '' and m.group(4) in ('class', 'struct', 'enum', 'protocol', 'typealias'):
            types[m.group(5)] = named_outside(m.group(5))
# Public declarations that stay public pull in the types their line names (signatures).
def enclosing(p, i):
    for j in range(i, -1, -1):
        m = top.match(lines[p][j])
        if m: return m.group(1).split('.')[0]
    return None
def keeps(p, i):
    l = lines[p][i]
    m = decl.match(l)
    if not m: return False
    kind, name = m.group(4), m.group(5) or ''
    owner = enclosing(p, i) if m.group(1) != '' else None
    if m.group(1) == '' and name in types: return types[name]
    if kind == 'extension': return types.get(name, True)
    if owner is not None and not types.get(owner, True): return False
    if kind in ('init', 'subscript') or name in witnesses or not name: return True
    if re.match(r'^\s*(?:@\w+\s+)*public\s+(?:static\s+)?func\s+[^A-Za-z_\s]', l): return True   # operators
    return named_outside(name)
changed = True
while changed:
    changed = False
    for p in files:
        for i, l in enumerate(lines[p]):
            if keeps(p, i):
                sig = re.sub(r'//.*', '', l)
                for t, public in list(types.items()):
                    if not public and re.search(r'(?<![A-Za-z0-9_.])' + t + r'(?![A-Za-z0-9_])', sig):
                        types[t] = True; changed = True
count = 0
for p in files:
    out = []
    for i, l in enumerate(lines[p]):
        m = decl.match(l)
        if m and not keeps(p, i):
            l = l[:m.start(2) + len(m.group(2))] + 'package' + l[m.start(2) + len(m.group(2)) + len('public'):]
            count += 1
        out.append(l)
    open(p, 'w').write('\n'.join(out))
print(f'{count} declarations narrowed to package;', 'types kept public:', sorted(t for t, v in types.items() if v))

"""Writes my own antecedent/numeral error cases on the TUNE half (bench/patent/own-cases.jsonl).
These are written by the checker's author, so they are a development aid, not the reported figure."""
import gzip, json, random, re
random.seed(7)
root = '/work/wt/ante/test/fixtures/patents/'
docs = {d['id']: d for d in (json.loads(l) for l in gzip.open(root + 'dev.jsonl.gz', 'rt'))}
tune = json.load(open(root + 'split.json'))['tune']['dev']
out = []
def claims_of(text):
    parts = re.split(r'\n\s*\n(?=\s*\d+\s*\.)', text)
    res = []
    for p in parts:
        m = re.match(r'\s*(\d+)\s*\.\s*', p)
        if m: res.append((int(m.group(1)), p))
    return res
def parent(body):
    m = re.search(r'\bclaims?\s+(\d+)', body[:200])
    return int(m.group(1)) if m else None
NUM_NAME = re.compile(r'\b(?:the|a|an) ([a-z]{4,}(?: [a-z]{4,})?) (\d{1,3})\b')
STOP = set('with from that this than into said which where when each step steps figure block about only first second third further other plurality'.split())
def add(kind, doc, edits, where, note, expect='flag'):
    out.append(dict(id=f'own-{len(out)}', kind=kind, half='tune', expect=expect, doc=doc, edits=edits, draft=None, where=where, note=note))
for did in tune:
    d = docs[did]
    if d['kind'] != 'granted' or not d['description']: continue
    cl = claims_of(d['claims'])
    if len(cl) < 3: continue
    low = d['claims'].lower()
    # description part names that never occur in the claims
    names = []
    for m in NUM_NAME.finditer(d['description']):
        n = m.group(1)
        if any(w in STOP for w in n.split()): continue
        if n.split()[-1] in low: continue
        if n not in names: names.append(n)
    deps = [(n, t) for n, t in cl if parent(t)]
    if names and deps:
        n, t = random.choice(deps)
        body = t.rstrip()
        if body.endswith('.'):
            name = names[0]
            tmpl = random.choice(['; and the {} coupled thereto.', ', wherein the {} is fixed thereto.', ', such that the {} engages it.', ', said {} being attached thereto.'])
            rep = body[:-1] + tmpl.format(name)
            add('antecedent/added-limitation', did, [dict(section='claims', find=body, replace=rep)], dict(section='claims', claim=n, text='the ' + name), 'added limitation, new part')
    # added limitation whose head word appears in the claims but not as this part
    if len(names) > 1 and deps:
        n, t = random.choice(deps)
        body = t.rstrip()
        if body.endswith('.'):
            name = names[1]
            rep = body[:-1] + ', wherein said {} is disposed adjacent thereto.'.format(name)
            add('antecedent/added-limitation', did, [dict(section='claims', find=body, replace=rep)], dict(section='claims', claim=n, text='said ' + name), 'added wherein limitation')
    # forgotten introduction: first "a X" of claim 1 that is referred to later as "the X"
    n1, t1 = cl[0]
    for m in re.finditer(r'\b(an?) ([a-z]{4,}(?: [a-z]{4,})?)\b', t1):
        head = m.group(2)
        if head.split()[-1] in ('plurality', 'portion', 'method', 'number', 'least', 'first', 'second'): continue
        if ('the ' + head) in t1[m.end():] or ('said ' + head) in t1[m.end():]:
            seg = t1[max(0, m.start() - 30):m.end()]
            if t1.find(seg) != max(0, m.start()-30): continue
            if m.start() < t1.find(':') or ':' not in t1: continue
            rep = seg[:len(seg) - len(m.group(0))] + 'the ' + head
            add('antecedent/forgotten-introduction', did, [dict(section='claims', find=seg, replace=rep)], dict(section='claims', claim=n1, text='the ' + head), 'first a X became the X')
            break
    # sibling: claim a (dep on P) introduces "a X"; claim b (dep on P, not on a) refers to it
    for na, ta in deps:
        pa = parent(ta)
        m = re.search(r'\bfurther comprising (an?) ([a-z]{4,}(?: [a-z]{4,})?)', ta)
        if not m: continue
        head = m.group(2)
        if head.split()[-1] in low.replace(ta.lower(), ''): continue
        sib = [(nb, tb) for nb, tb in deps if nb != na and parent(tb) == pa and tb.rstrip().endswith('.')]
        if not sib: continue
        nb, tb = sib[0]
        body = tb.rstrip()
        rep = body[:-1] + ', wherein the {} is adjacent thereto.'.format(head)
        add('antecedent/sibling-claim', did, [dict(section='claims', find=body, replace=rep)], dict(section='claims', claim=nb, text='the ' + head), 'sibling introduced it')
        break
    # number mismatch: "the X" after "a X" becomes "the Xs"
    for m in re.finditer(r'\b(the|said) ([a-z]{4,}[^s\W])\b(?! of)', t1):
        head = m.group(2)
        if not re.search(r'\ban? ' + head + r'\b', t1[:m.start()]): continue
        if re.search(r'\b' + head + 's\b', t1): continue
        seg = t1[m.start():m.end() + 12]
        if t1.find(seg) != m.start() or d['claims'].find(seg) != d['claims'].find(t1) + m.start(): continue
        add('antecedent/number-mismatch', did, [dict(section='claims', find=seg, replace=m.group(1) + ' ' + head + 's' + seg[len(m.group(0)):])], dict(section='claims', claim=n1, text=m.group(1) + ' ' + head + 's'), 'singular intro, plural reference')
        break
    # double introduction: repeat a X of claim 1 at its end
    for m in re.finditer(r'\b(an?) ([a-z]{4,}(?: [a-z]{4,})?)\b', t1):
        head = m.group(2)
        if head.split()[-1] in ('plurality', 'portion', 'method', 'number', 'least', 'first', 'second', 'time') or m.start() < t1.find(':'): continue
        body = t1.rstrip()
        if not body.endswith('.'): break
        rep = body[:-1] + '; and {} {} mounted thereon.'.format(m.group(1), head)
        add('antecedent/double-introduction', did, [dict(section='claims', find=body, replace=rep)], dict(section='claims', claim=n1, text=m.group(1) + ' ' + head), 'a X twice')
        break
    # numerals: a name for a numeral that another part has; and a typo numeral
    uses = {}
    for m in NUM_NAME.finditer(d['description']):
        uses.setdefault(m.group(2), []).append(m.group(1).split()[-1])
    mains = {k: max(set(v), key=v.count) for k, v in uses.items() if len(v) >= 3}
    ks = [k for k in mains if len(mains[k]) > 3]
    if len(ks) >= 2:
        a, b = ks[0], next((k for k in ks[1:] if mains[k] != mains[ks[0]] and mains[k] not in mains[ks[0]] and mains[ks[0]] not in mains[k]), None)
        if b:
            seg = re.search(r'\b' + mains[a] + ' ' + a + r'\b', d['description'])
            # rename the last use of numeral a into part b's name
            allm = list(re.finditer(r'\b' + mains[a] + ' ' + a + r'\b', d['description']))
            last = allm[-1]
            ctx = d['description'][last.start() - 20:last.end()]
            if d['description'].find(ctx) == last.start() - 20:
                add('numeral/two-parts', did, [dict(section='description', find=ctx, replace=ctx[:20] + mains[b] + ' ' + a)], dict(section='description', text=mains[b] + ' ' + a), 'numeral names a second part once')
            ctx = d['description'][allm[1].start() - 20:allm[1].end()] if len(allm) > 1 else None
            if ctx and d['description'].find(ctx) == allm[1].start() - 20 and str(int(a) + 1) not in uses and str(int(a) + 1) not in d['description']:
                nn = a[::-1] if a[::-1] not in d['description'] and a[::-1] != a and not a.endswith('0') else str(int(a) + 1)
                if nn not in d['description']:
                    add('numeral/typo', did, [dict(section='description', find=ctx, replace=ctx[:20] + mains[a] + ' ' + nn)], dict(section='description', text=mains[a] + ' ' + nn), 'typo numeral')
with open('/work/wt/ante/bench/patent/own-cases.jsonl', 'w') as f:
    for c in out: f.write(json.dumps(c) + '\n')
from collections import Counter
print(len(out), Counter(c['kind'] for c in out))

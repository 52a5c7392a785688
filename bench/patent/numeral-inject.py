# `python3 bench/patent/numeral-inject.py 5` writes .scratch/inject.jsonl: smoke injections by the numeral checks' author (tune half only), scored with `npx tsx bench/patent/corpus-run.ts tune --misses .scratch/inject.jsonl`. Not a reported figure.
"""Smoke injections on TUNE-half docs, outsider style: one mention's name replaced by (a) an unnumbered noun
phrase from the same doc, (b) another doc's part name; (c) a digit swap of one numeral."""
import gzip, json, random, re, collections
import sys; random.seed(int(sys.argv[1]) if len(sys.argv)>1 else 11)
root = 'test/fixtures/patents/'
docs = {d['id']: d for d in (json.loads(l) for l in gzip.open(root + 'dev.jsonl.gz', 'rt'))}
tune = json.load(open(root + 'split.json'))['tune']['dev']
USE = re.compile(r'\b(the|a|an|said) ((?:[a-z]{3,} ){0,2}[a-z]{3,}) (\d{2,3})\b(?![.,]\d)')
NP = re.compile(r'\b(?:the|a|an) ([a-z]{4,} [a-z]{4,})\b(?! \(?\d)')
STOP = set('with from that this than into said which where when each step steps figure block about only first second third further other plurality such same more less least most being have been will would could should shown also both then thus some many several various present invention embodiment example user time data method system device'.split())
FOREIGN = []
for did in tune:
    d = docs[did]
    if d['description']:
        for m in USE.finditer(d['description']):
            FOREIGN.append((did, m.group(2)))
out = []
def add(kind, did, find, rep, text, note):
    out.append(dict(id=f'inj-{kind.split("/")[1]}-{len(out)}', kind=kind, half='tune', expect='flag', doc=did,
                    edits=[dict(section='description', find=find, replace=rep)], draft=None,
                    where=dict(section='description', text=text), note=note))
for did in tune:
    d = docs[did]
    t = d['description']
    if not t: continue
    uses = list(USE.finditer(t))
    by = collections.defaultdict(list)
    for m in uses: by[m.group(3)].append(m)
    heads = collections.Counter(m.group(2).split()[-1] for m in uses)
    mains = {}
    for n, ms in by.items():
        c = collections.Counter(m.group(2).split()[-1] for m in ms)
        h, k = c.most_common(1)[0]
        if k >= 3 and k == len(ms): mains[n] = h
    if len(mains) < 3: continue
    nums = sorted(mains)
    words = set(re.findall(r'[a-z]+', t.lower()))
    def unique(m):
        s = t[max(0, m.start()-20):m.end()+20]
        return t.count(s) == 1, s
    # (a) unnumbered NP from same doc
    cl = d['claims']
    nps = [m.group(1) for m in re.finditer(r'\b(?:a|an) ((?:[a-z]{4,} )?[a-z]{4,})(?= (?:having|comprising|for|to|of|with|that|which|and|on|in|wherein|disposed|configured|coupled|connected|mounted|attached|being|is)\b|[,;.])', cl) if not set(m.group(1).split()) & STOP and not re.search(re.escape(m.group(1)) + r' \(?\d', t) and not m.group(1).endswith(('ing','ed','ly'))]
    n = random.choice(nums); m = random.choice(by[n])
    ok, s = unique(m)
    if nps and ok:
        np_ = random.choice(nps)
        add('numeral/two-parts', did, s, s.replace(m.group(0), f'{m.group(1)} {np_} {n}'), f'{np_} {n}', f'claimNP for {mains[n]} {n}')
    # (a2) another numeral's full name, same doc
    n = random.choice(nums); m = random.choice(by[n]); ok, s = unique(m)
    others = [x.group(2) for k in nums if k != n for x in by[k] if x.group(2).split()[-1] != mains[n]]
    if others and ok:
        nm = random.choice(others)
        add('numeral/two-parts', did, s, s.replace(m.group(0), f'{m.group(1)} {nm} {n}'), f'{nm} {n}', f'othernum for {mains[n]} {n}')
    # (b) another doc's part name, head nowhere in this doc
    cands = [f for f in FOREIGN if f[0] != did and f[1].split()[-1] not in words]
    n = random.choice(nums); m = random.choice(by[n])
    ok, s = unique(m)
    if cands and ok:
        nm = random.choice(cands)[1]
        add('numeral/two-parts', did, s, s.replace(m.group(0), f'{m.group(1)} {nm} {n}'), f'{nm} {n}', f'foreign name for {mains[n]} {n}')
    # (c) digit swap (target unused anywhere)
    random.shuffle(nums)
    for n in nums:
        sw = n[1] + n[0] + n[2:]
        if sw == n or sw[0] == '0' or re.search(r'(?<!\d)' + sw + r'(?!\d)', t): continue
        m = random.choice(by[n]); ok, s = unique(m)
        if not ok: continue
        add('numeral/typo', did, s, s.replace(m.group(0), f'{m.group(1)} {m.group(2)} {sw}'), f'{m.group(2)} {sw}', f'swap {n}->{sw}')
        break
with open('.scratch/inject.jsonl', 'w') as f:
    for c in out: f.write(json.dumps(c) + '\n')
print(len(out), collections.Counter(c['note'].split()[0] for c in out))

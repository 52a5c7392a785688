import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RULE_CATALOGUE,
  analyzeDraft,
  calculateFees,
  parseDraft,
  type Finding,
} from '../../../src/core/patent';

const desc =
  'DETAILED DESCRIPTION\n\n[0001] A lever 10 is mounted on a base 12 by a spring 14. The lever 10 pivots. The base 12 is flat. The spring 14 biases the lever 10 when adjusting the lever.\n\n';
const abs =
  '\n\nABSTRACT\n\nA lever assembly has a base and a lever mounted on the base by a spring.';
const rules = (claims: string, opts = {}): string[] =>
  analyzeDraft(`${desc}What is claimed is:\n\n${claims}${abs}`, opts)
    .findings.map((f: Finding) => f.rule)
    .filter((r) => r !== 'abstract/length');

describe('claim checks', () => {
  it('flags forward, self and missing dependencies', () => {
    expect(
      rules(
        '1. A lever comprising a base.\n\n2. The lever of claim 3.\n\n3. The lever of claim 3.\n\n4. The lever of claim 9.',
      ),
    ).toEqual(
      expect.arrayContaining([
        'claims/dependency-forward',
        'claims/dependency-self',
        'claims/dependency-missing',
      ]),
    );
  });

  it('a claim that depends on a later claim gets the forward-reference finding, not a grouping note naming itself', () => {
    const found = analyzeDraft(
      `${desc}What is claimed is:\n\n1. A brake comprising a caliper.\n\n2. The brake of claim 1, wherein the caliper is cast.\n\n3. The brake of claim 5, wherein the caliper is steel.\n\n4. A method of braking, comprising pressing a pad.\n\n5. The method of claim 4, wherein the pad is pressed twice.\n\n6. The brake of claim 1, wherein the caliper is red.${abs}`,
    ).findings;
    expect(found.map((f) => f.rule)).toContain('claims/dependency-forward');
    const grouping = found.filter((f) => f.rule === 'claims/grouping');
    expect(grouping.map((f) => f.message)).toEqual([
      'Claim 6 depends on claim 1 but sits in the group of claim 4.',
    ]);
  });

  it('flags cumulative and MD-on-MD claims in the US only', () => {
    const set =
      '1. A lever comprising a base.\n\n2. The lever of claim 1.\n\n3. The lever of claim 1 or 2.\n\n4. The lever of any one of claims 1 to 3.\n\n5. The lever of claims 1 and 2.';
    const us = rules(set);
    expect(us.filter((r) => r === 'claims/md-on-md')).toHaveLength(1);
    expect(us).toContain('claims/md-cumulative');
    expect(rules(set, { jurisdiction: 'ep' })).not.toContain('claims/md-on-md');
  });

  it('flags numbering gaps, duplicates, sentence form and figure references', () => {
    const r = rules(
      '1. A lever comprising a base.\n\n3. a lever as shown in FIG. 1. It has a base\n\n3. A lever comprising a base.',
    );
    expect(r).toEqual(
      expect.arrayContaining([
        'claims/numbering',
        'claims/sentence',
        'claims/figure-reference',
        'claims/duplicate',
      ]),
    );
  });

  it('reports no claims', () => {
    expect(rules('')).toContain('claims/none');
  });
});

describe('antecedent basis', () => {
  it('flags missing and ordering problems but not preamble, idioms or inherent parts', () => {
    const a = analyzeDraft(
      `${desc}What is claimed is:\n\n1. A lever assembly comprising:\n  a base;\n  the pivot arm attached to the handle; and\n  a pivot arm selected from the group consisting of steel and wood, the outer surface of the base being flat.\n\n2. The lever assembly of claim 1, wherein the spring is red.${abs}`,
    );
    const found = a.findings
      .filter((f) => f.rule.startsWith('antecedent/'))
      .map((f) => [
        f.rule,
        f.claim,
        a.model.sections.find((s) => s.id === f.section)!.text.slice(f.start, f.end),
      ]);
    expect(found).toEqual([
      ['antecedent/order', 1, 'the pivot arm'],
      ['antecedent/missing', 1, 'the handle'],
      ['antecedent/missing', 2, 'the spring'],
    ]);
  });

  it('checks each alternative chain of a multiple dependent claim', () => {
    const set =
      '1. A lever comprising a base.\n\n2. A lever comprising a spring.\n\n3. The lever of claim 1 or 2, wherein the spring is red.\n\n4. The lever of claim 2, wherein the spring is blue.';
    const a = analyzeDraft(`${desc}What is claimed is:\n\n${set}${abs}`);
    expect(a.findings.filter((f) => f.rule === 'antecedent/missing').map((f) => f.claim)).toEqual([
      3,
    ]);
  });

  it('never flags "The ornamental design for"', () => {
    const a = analyzeDraft({
      claims: '1. The ornamental design for a table base, as shown and described.',
    });
    expect(a.findings.filter((f) => f.rule.startsWith('antecedent/'))).toEqual([]);
  });
});

describe('other checks', () => {
  it('flags means-for, nonce terms, abstract wording and length, title wording', () => {
    const longAbs =
      'This invention relates to said lever. ' + 'The lever is flat and long. '.repeat(30);
    const a = analyzeDraft({
      title: 'An improved lever',
      detailed: desc,
      claims:
        '1. A lever comprising:\n  a base;\n  means for rotating the lever; and\n  a module configured to move the base.',
      abstract: longAbs,
    });
    const r = a.findings.map((f) => f.rule);
    expect(r).toEqual(
      expect.arrayContaining([
        'mpf/means-for',
        'mpf/no-structure',
        'mpf/nonce-term',
        'abstract/wording',
        'abstract/length',
        'format/title-wording',
      ]),
    );
  });

  it('flags a numeral with two names, missing figures and profanity; words are editable', () => {
    const text =
      'BRIEF DESCRIPTION OF THE DRAWINGS\n\nFIG. 1 is a view.\n\nDETAILED DESCRIPTION\n\nThe lever 10 and lever 10 sit on the base 12 and base 12. The base 10 must hold. See FIG. 4.\n\nWhat is claimed is:\n\n1. A lever comprising a base.\n\nABSTRACT\n\nA lever.';
    const r = analyzeDraft(text).findings.map((f) => f.rule);
    expect(r).toEqual(
      expect.arrayContaining([
        'numerals/name-conflict',
        'numerals/figure-missing',
        'profanity/word',
      ]),
    );
    const off = analyzeDraft(text, {
      words: { profanityRemove: ['must'] },
      rules: { numerals: false },
    }).findings.map((f) => f.rule);
    expect(off).not.toContain('profanity/word');
    expect(off.some((x) => x.startsWith('numerals/'))).toBe(false);
  });

  it('flags "key" in the sense "most important", not the key of a lock or a cipher', () => {
    const keys = (detailed: string) =>
      analyzeDraft({ detailed, claims: '1. A lock comprising a cylinder.' })
        .findings.filter((f) => f.rule === 'profanity/word')
        .map((f) => f.message.slice(0, 6));
    for (const flagged of [
      'A key feature of the lock is its cylinder.',
      'The cylinder is key to the security of the lock.',
      'The key to the invention is the cylinder.',
      'Two key advantages follow.',
    ])
      expect(keys(flagged)).toEqual(['"key" ']);
    for (const silent of [
      'The locking body has a cylinder lock with a key and a bolt.',
      'When the key turns, the bolt retracts.',
      'The key 14 is inserted into the cylinder 12.',
      'The message is encrypted with a session key, and each key is stored once.',
    ])
      expect(keys(silent)).toEqual([]);
  });

  it('flags section order, heading case and paragraph numbering', () => {
    const r = analyzeDraft(
      'Detailed Description\n\n[0001] Text.\n\n[0003] More.\n\nBACKGROUND\n\n[0004] Old.\n\nWhat is claimed is:\n\n1. A cup comprising a handle.\n\nABSTRACT\n\nA cup.',
    ).findings.map((f) => f.rule);
    expect(r).toEqual(
      expect.arrayContaining([
        'format/section-order',
        'format/heading-style',
        'format/paragraph-number',
      ]),
    );
  });
});

describe('fees', () => {
  it('counts multiple dependent claims as RULES.md C8 says (example = 7)', () => {
    const m = parseDraft({
      claims:
        '1. A cup.\n\n2. The cup of claim 1.\n\n3. The cup of claim 1 or 2.\n\n4. The cup of any one of claims 1 to 3.\n\n5. The cup of claim 3.',
    });
    const f = calculateFees(m.claims, { entity: 'small' });
    expect(f.total).toBe(7);
    expect(f.items).toEqual([
      {
        code: 'us-multiple-dependent',
        description: expect.any(String),
        count: 1,
        unit: 370,
        amount: 370,
        verified: false,
      },
    ]);
  });

  it('charges excess US claims by entity size and EPO claims from the 16th', () => {
    const claims = Array.from({ length: 22 }, (_, i) => `${i + 1}. A cup number ${i + 1}.`).join(
      '\n\n',
    );
    const m = parseDraft({ claims });
    const us = calculateFees(m.claims, { entity: 'micro', nonDocx: true });
    expect(us.items.map((i) => [i.code, i.count, i.amount])).toEqual([
      ['us-independent-over-3', 19, 2280],
      ['us-total-over-20', 2, 80],
      ['us-non-docx', 1, 80],
    ]);
    const ep = calculateFees(m.claims, { jurisdiction: 'ep' });
    expect([ep.currency, ep.items[0]!.count, ep.amount]).toEqual(['EUR', 7, 7 * 265]);
  });
});

describe('RULES.md', () => {
  it('documents exactly the rule catalogue', () => {
    const md = readFileSync(join(__dirname, '../../../src/core/patent/RULES.md'), 'utf8');
    const ids = [...md.matchAll(/^\| `([a-z]+\/[a-z0-9-]+)` \| (\w+) \|/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(ids).toEqual(RULE_CATALOGUE.map((r) => `${r.id} ${r.severity}`));
  });
});

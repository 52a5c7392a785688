import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftFigures } from '../../../src/core/patent/draft-checks';
import { draftFromClaims } from '../../../src/core/patent/engine';
import { keptSentence } from '../../../src/core/patent/engine/from-claims/kept';
import { partSentence } from '../../../src/core/patent/engine/from-claims/numbering';
import { cleanDisclosure } from '../../../src/core/patent/engine/normalize';
import { toSentences } from '../../../src/core/patent/engine/sentences';
import { loadCorpus } from '../patent/corpus';
import { loadFixtures, sentenceWords } from './structure';

const split = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/patents/split.json'), 'utf8'),
) as { tune: { dev: string[] } };

describe('claims-first drafting keeps every sentence of the disclosure', () => {
  // The tune half of the disclosures made from dev patents (the report half stays unread).
  const tune = new Set(split.tune.dev);
  const byId = new Map(loadCorpus('dev').map((d) => [d.id, d]));
  const cases = loadFixtures().filter((f) => tune.has(f.id));

  it('has tune-half disclosures to read', () => expect(cases.length).toBeGreaterThanOrEqual(10));

  it('puts each sentence of the body, summary and background in the specification', () => {
    const lost: string[] = [];
    let total = 0;
    for (const f of cases) {
      const claims = byId.get(f.id)!.claims;
      const draft = draftFromClaims(claims, { disclosure: f.disclosure });
      const drawn = draftFigures(claims, [], f.disclosure).figures.flatMap((x) => x.numerals);
      const out = Object.values(draft.sections).join('\n\n').replace(/\s+/g, ' ');
      const outWords = sentenceWords(out);
      const cleaned = cleanDisclosure(f.disclosure);
      if (!cleaned.ok) throw new Error(f.id);
      for (const s of toSentences(cleaned.paragraphs).sentences) {
        if (!['body', 'summary', 'background'].includes(s.role)) continue;
        const kept = keptSentence(s.text, drawn);
        if (!kept) continue; // "FIG. 1 is a side view …": the disclosure's drawings are not ours
        total++;
        if (!out.includes(kept) && !outWords.includes(sentenceWords(kept)))
          lost.push(`${f.id}: ${kept.slice(0, 60)}`);
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(lost).toEqual([]);
  });

  it('writes a detailed description at least as long as the disclosure’s body', () => {
    for (const f of cases) {
      const draft = draftFromClaims(byId.get(f.id)!.claims, { disclosure: f.disclosure });
      const cleaned = cleanDisclosure(f.disclosure);
      if (!cleaned.ok) throw new Error(f.id);
      const body = cleaned.paragraphs
        .filter((p) => p.role === 'body')
        .reduce((n, p) => n + p.text.length, 0);
      const length = draft.sections.detailed_description.length;
      expect([f.id, length >= 0.8 * body]).toEqual([f.id, true]);
    }
  });
});

describe('a disclosure sentence as the specification keeps it', () => {
  const drawn = [
    { numeral: '12', name: 'moisture sensor' },
    { numeral: '204', name: 'valve' },
  ];

  it('drops a clause that only points at a figure of the disclosure, and numerals no sheet shows', () => {
    // US08089085B2 (tune half).
    expect(
      keptSentence(
        'Referring now to FIG. 1, a contemporary LED assembly has LED dice 101 attached to a substrate 102.',
        drawn,
      ),
    ).toBe('A contemporary LED assembly has LED dice attached to a substrate.');
    // US08420016B2 (tune half).
    expect(
      keptSentence(
        'The system 10 may be configured to facilitate acquisition of image data from a patient (not shown in FIG. 1) via a plurality of image acquisition systems.',
        drawn,
      ),
    ).toBe(
      'The system may be configured to facilitate acquisition of image data from a patient (not shown) via a plurality of image acquisition systems.',
    );
  });

  it('gives a part our sheets draw the numeral they give it, and leaves out the list of the disclosure’s drawings', () => {
    expect(keptSentence('The moisture sensor 12 is buried in the soil.', drawn)).toBe(
      'The moisture sensor 12 is buried in the soil.',
    );
    expect(keptSentence('The valve 14 may be a solenoid valve.', drawn)).toBe(
      'The valve 204 may be a solenoid valve.',
    );
    expect(keptSentence('FIG. 2 is a flow chart of a method of watering a garden.', drawn)).toBe(
      '',
    );
  });
});

describe('a hand-written disclosure and its claims (irrigation system)', () => {
  const disclosure = readFileSync(
    join(__dirname, '../../fixtures/disclosures/irrigation.txt'),
    'utf8',
  );
  const claims = [
    '1. An irrigation system for watering a garden, comprising:\n  a moisture sensor buried in soil of the garden;\n  a valve connected to a water supply line; and\n  a controller configured to receive a moisture level from the moisture sensor.',
    '2. The irrigation system of claim 1, wherein the controller sends a notification to a mobile phone.',
    '3. The irrigation system of claim 1, wherein the moisture sensor is powered by a solar panel.',
  ].join('\n\n');
  const draft = draftFromClaims(claims, { disclosure });
  const text = draft.sections.detailed_description;

  it('keeps the alternatives no claim recites, with the numerals of the parts drawn', () => {
    expect(text).toContain(
      'The controller 16 may include a processor and a memory storing instructions.',
    );
    expect(text).toContain('The valve 14 may be a solenoid valve.');
    expect(text).toContain('The method may also include logging the moisture level in the memory.');
    expect(text).not.toMatch(/FIG\. 2|An embodiment is/);
  });

  it('gives each dependent claim its own paragraph, tied to the figure that shows its part', () => {
    const paras = text.split('\n\n');
    expect(paras).toContain(
      'Referring again to FIG. 1, in some embodiments, the controller 16 sends a notification to a mobile phone.',
    );
    expect(paras).toContain(
      'Referring again to FIG. 1, in some embodiments, the moisture sensor 12 is powered by a solar panel.',
    );
  });
});

describe('the walk of a dev patent’s claims (US08419064B2, tune half)', () => {
  const doc = loadCorpus('dev').find((d) => d.id === 'US08419064B2')!;
  const draft = draftFromClaims(doc.claims);
  const paras = draft.sections.detailed_description.split('\n\n');

  it('says of each listed part what it has and what it is configured to do', () => {
    expect(paras).toContain(
      'The box-shaped receptacle 102 has a bottom surface, a plurality of sides, and an opening configured to receive material.',
    );
    expect(paras).toContain(
      'The connecting point 106 is configured to attach the apparatus to a three-point hitch of the work vehicle.',
    );
  });

  it('gives each dependent claim a paragraph of its own, tied to the figure of its claim', () => {
    const dependents = doc.claims.split('\n\n').filter((c) => /\bof claim \d+/.test(c)).length;
    const own = paras.filter((p) =>
      /^(?:Referring again to FIG\. \d+, in|In) some embodiments,/.test(p),
    );
    expect(own).toHaveLength(dependents);
    expect(paras).toContain(
      'Referring again to FIG. 1, in some embodiments, the at least one arm is operably connected to the box-shaped receptacle 102.',
    );
  });
});

describe('an element said of its part', () => {
  it('reads "having", a participle, a subject relative clause and "for …ing"; else leaves it whole', () => {
    // Phrasings of tune-half dev claims (US08419064B2, US06838736B2).
    expect(
      partSentence(
        'box-shaped receptacle 102',
        ' having a bottom surface',
        'a box-shaped receptacle 102 having a bottom surface',
      ),
    ).toBe('The box-shaped receptacle 102 has a bottom surface');
    expect(partSentence('substrate 102', ' formed in the substrate', 'a layer')).toBe(
      'The substrate 102 is formed in the substrate',
    );
    expect(
      partSentence('modules 104', ' that removably connect together', 'at least two modules'),
    ).toBe('The modules 104 removably connect together');
    expect(partSentence('base 102', ' for mounting to a place on a ceiling', 'a base')).toBe(
      'The base 102 is used for mounting to a place on a ceiling',
    );
    expect(
      partSentence('arms 104', ' projecting from the receptacle', 'a plurality of arms'),
    ).toBeNull();
    expect(partSentence('frame 12', ' that the rails are mounted on', 'a frame')).toBeNull();
  });
});

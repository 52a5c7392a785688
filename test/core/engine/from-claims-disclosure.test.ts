import { analyzeDraft } from '../../../src/core/patent';
import { draftFromClaims, SECTION_KIND, type SectionName } from '../../../src/core/patent/engine';
import type { Finding } from '../../../src/core/patent/types';
import { draftFigures } from '../../../src/core/patent/draft-checks';
import { keptSentence } from '../../../src/core/patent/engine/from-claims/kept';
import { loadCorpus } from '../patent/corpus';
import { loadFixtures, sentenceWords } from './structure';

const key = (f: Finding): string => `${f.rule}|${f.section}|${f.start}|${f.end}`;
const serious = (f: Finding): boolean => f.severity !== 'info';

describe('claims-first drafting with a disclosure (the 20 disclosures made from dev patents)', () => {
  const byId = new Map(loadCorpus('dev').map((d) => [d.id, d]));
  const cases = loadFixtures().map((f) => {
    const doc = byId.get(f.id)!;
    // The figures as the server draws them for this draft (see draft-checks.ts).
    const figures = draftFigures(doc.claims, [], f.disclosure).figures;
    return {
      id: f.id,
      claims: doc.claims,
      figures,
      draft: draftFromClaims(doc.claims, { disclosure: f.disclosure }),
    };
  });

  it('quotes disclosure sentences where they support an element, and traces each to its source', () => {
    let quoted = 0;
    const missing: string[] = [];
    for (const { id, draft, figures } of cases) {
      const text = draft.sections.detailed_description;
      const drawn = figures.flatMap((f) => f.numerals);
      for (const t of draft.trace.filter((x) => x.section === 'detailed_description')) {
        const para = text.slice(t.start, t.end).replace(/\s+/g, ' ');
        for (const i of t.sources) {
          // Quoted whole as the engine rewrites every disclosure sentence: softened ("said" →
          // "the"), without the disclosure's figures and the numerals our sheets do not carry.
          // One the walk already says is traced, not repeated.
          const kept = keptSentence(draft.sentences[i]!, drawn);
          const upTo = text.slice(0, t.end);
          if (!para.includes(kept) && !sentenceWords(upTo).includes(sentenceWords(kept)))
            missing.push(`${id} #${i}`);
          quoted++;
        }
      }
    }
    expect(missing).toEqual([]);
    expect(quoted).toBeGreaterThan(50);
  });

  it('adds no error or warning to the claims’ own findings', () => {
    const flagged = cases
      .map(({ id, claims, draft, figures }) => {
        const own = new Set(
          analyzeDraft([{ kind: 'claims', text: claims }])
            .findings.filter(serious)
            .map(key),
        );
        const input = Object.entries(draft.sections)
          .filter(([, text]) => text)
          .map(([name, text]) => ({ kind: SECTION_KIND[name as SectionName], text }));
        const extra = analyzeDraft(input, { figures }).findings.filter(
          (f) => serious(f) && !own.has(key(f)),
        );
        return { id, rules: [...new Set(extra.map((f) => f.rule))] };
      })
      .filter((x) => x.rules.length);
    expect(flagged).toEqual([]);
  });
});

describe('claims-first drafting keeps the disclosure’s reference numerals', () => {
  const disclosure = [
    'An air filter has a main body 10 with an entrance hole 12 in its front wall. A pressure fan',
    'assembly 20 is mounted in the main body 10 and draws air through the entrance hole 12. A first',
    'filter layer 31 and a second filter layer 32 are held in a frame body 33 behind the pressure fan',
    'assembly 20, and a control panel 50 on the main body 10 switches the pressure fan assembly 20.',
  ].join(' ');
  const claims = [
    '1. An air filter comprising: a main body having an entrance hole; a pressure fan assembly mounted in the main body; and a frame body holding a first filter layer.',
    '2. The air filter of claim 1, further comprising a control panel that switches the pressure fan assembly.',
  ].join('\n\n');

  it('a part the disclosure numbers is drawn and described with that numeral', () => {
    const draft = draftFromClaims(claims, { disclosure });
    const text = draft.sections.detailed_description;
    // "; and a frame body" typed on one line is a part too, not a clause.
    for (const part of ['main body 10', 'pressure fan assembly 20', 'frame body 33'])
      expect(text).toContain(part);
    expect(text).not.toMatch(/main body 1\d\d/);
  });

  it('numerals the draft keeps still win over the disclosure’s', () => {
    const kept = [{ claim: 1, name: 'main body', numeral: '100' }];
    const draft = draftFromClaims(claims, { disclosure, numerals: kept });
    expect(draft.sections.detailed_description).toContain('main body 100');
  });
});

import { analyzeDraft } from '../../../src/core/patent';
import { draftFromClaims, SECTION_KIND, type SectionName } from '../../../src/core/patent/engine';
import type { Finding } from '../../../src/core/patent/types';
import { soften } from '../../../src/core/patent/engine/writer';
import { loadCorpus } from '../patent/corpus';
import { loadFixtures } from './structure';

const key = (f: Finding): string => `${f.rule}|${f.section}|${f.start}|${f.end}`;
const serious = (f: Finding): boolean => f.severity !== 'info';

describe('claims-first drafting with a disclosure (the 20 disclosures made from dev patents)', () => {
  const byId = new Map(loadCorpus('dev').map((d) => [d.id, d]));
  const cases = loadFixtures().map((f) => {
    const doc = byId.get(f.id)!;
    return {
      id: f.id,
      claims: doc.claims,
      draft: draftFromClaims(doc.claims, { disclosure: f.disclosure }),
    };
  });

  it('quotes disclosure sentences verbatim where they support an element, and traces each to its source', () => {
    let quoted = 0;
    for (const { draft } of cases) {
      const text = draft.sections.detailed_description;
      for (const t of draft.trace.filter((x) => x.section === 'detailed_description')) {
        const para = text.slice(t.start, t.end);
        for (const i of t.sources) {
          // Quoted whole, softened as the engine softens every disclosure sentence ("said" → "the").
          expect(para).toContain(soften(draft.sentences[i]!).replace(/\s+/g, ' ').trim());
          quoted++;
        }
      }
    }
    expect(quoted).toBeGreaterThan(50);
  });

  it('adds no error or warning to the claims’ own findings', () => {
    const flagged = cases
      .map(({ id, claims, draft }) => {
        const own = new Set(
          analyzeDraft([{ kind: 'claims', text: claims }])
            .findings.filter(serious)
            .map(key),
        );
        const input = Object.entries(draft.sections)
          .filter(([, text]) => text)
          .map(([name, text]) => ({ kind: SECTION_KIND[name as SectionName], text }));
        const extra = analyzeDraft(input).findings.filter((f) => serious(f) && !own.has(key(f)));
        return { id, rules: [...new Set(extra.map((f) => f.rule))] };
      })
      .filter((x) => x.rules.length);
    expect(flagged).toEqual([]);
  });
});

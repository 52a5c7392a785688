import { analyzeDraft, parseDraft } from '../../../src/core/patent';
import {
  draftFromClaims,
  SECTION_KIND,
  type Draft,
  type SectionName,
} from '../../../src/core/patent/engine';
import { drawFigures } from '../../../src/core/patent/figures';
import type { Finding } from '../../../src/core/patent/types';
import { loadCorpus } from '../patent/corpus';

const key = (f: Finding): string => `${f.rule}|${f.section}|${f.start}|${f.end}`;
const serious = (f: Finding): boolean => f.severity !== 'info';

/**
 * Error and warning findings of the whole draft that the claims alone do not carry, with the
 * figures drawn from the claims passed to the checks (as the server does), so the `figures/…`
 * checks hold the description to them.
 */
function newFindings(claims: string, draft: Draft): Finding[] {
  const figures = drawFigures(parseDraft({ claims }).claims, { page: 'letter' }).figures;
  const own = new Set(
    analyzeDraft([{ kind: 'claims', text: claims }])
      .findings.filter(serious)
      .map(key),
  );
  const input = Object.entries(draft.sections)
    .filter(([, text]) => text)
    .map(([name, text]) => ({ kind: SECTION_KIND[name as SectionName], text }));
  return analyzeDraft(input, { figures }).findings.filter((f) => serious(f) && !own.has(key(f)));
}

/**
 * Documents whose remaining findings come from the checks, not from the written specification:
 * numbers inside the claims' own chemistry or circuit wording, once quoted in the description,
 * are read as reference numerals ("1,4-butanediol", "4 N-type and 4 P-type transistors",
 * "protein 7", "a non-aromatic 4, 5, 6 … membered ring"). Claims with EP-style reference signs
 * ("supporting framework (21)") are no exception: their figures carry the signs and the
 * description names each one.
 */
const CHECK_LIMITS: Record<string, string> = {
  US08088760B2: 'claims/numeral-parentheses: "non-aromatic 4, 5, 6, …-membered" read as numerals',
  US08088834B2: 'claims/numeral-parentheses: "adding 1,4-butanediol" read as numeral 1',
  US06839175B2: 'claims/numeral-parentheses: a formula\'s "n 2" read as numeral 2',
  US07642029B2: 'claims/numeral-parentheses: "having 6 carbon atoms" read as numeral 6',
  US07863256B2: 'claims/numeral-parentheses: "protein 2", "protein 7" read as numerals',
};

describe('claims-first drafting on the granted claims of the 209 dev patents', () => {
  const docs = loadCorpus('dev');
  const drafts = docs.map((d) => ({ d, draft: draftFromClaims(d.claims) }));

  it('has the 209 documents', () => expect(docs).toHaveLength(209));

  it('keeps the claims word for word and writes every section the claims can give', () => {
    for (const { d, draft } of drafts) {
      expect([d.id, draft.error]).toEqual([d.id, null]);
      expect(draft.sections.claims).toBe(d.claims);
      for (const name of ['title', 'summary', 'detailed_description', 'abstract'] as const)
        expect([d.id, name, draft.sections[name].length > 0]).toEqual([d.id, name, true]);
    }
  });

  it('adds no error or warning to what the claims carry, save where a check misreads the claims', () => {
    const flagged = drafts
      .map(({ d, draft }) => ({
        id: d.id,
        rules: [...new Set(newFindings(d.claims, draft).map((f) => f.rule))],
      }))
      .filter((x) => x.rules.length > 0);
    // Each exception is listed above with its reason.
    expect(flagged.map((x) => x.id).sort()).toEqual(Object.keys(CHECK_LIMITS).sort());
    for (const x of flagged)
      expect([x.id, x.rules.every((r) => CHECK_LIMITS[x.id]!.startsWith(r))]).toEqual([x.id, true]);
  });

  it('names every numeral of the drawn figures in the description, and no other', () => {
    for (const { d, draft } of drafts) {
      const set = drawFigures(parseDraft({ claims: d.claims }).claims, { page: 'letter' });
      const drawn = new Set(set.figures.flatMap((f) => f.numerals.map((n) => n.numeral)));
      const model = parseDraft({
        drawings: draft.sections.drawings_description,
        detailed: draft.sections.detailed_description,
      });
      const described = new Set(
        model.numerals.map((n) => n.numeral).filter((n) => !/^\d$/.test(n)),
      );
      const undescribed = [...drawn].filter((n) => !described.has(n));
      const undrawn = [...described].filter((n) => !drawn.has(n));
      expect([d.id, undescribed]).toEqual([d.id, []]);
      // Numbers of the claims' own wording ("4H-SiC", "protein 7"), quoted, may read as numerals;
      // every numeral the writer itself puts in is on a sheet.
      const invented = undrawn.filter(
        (n) => !new RegExp(`(?<![\\w.])${n}(?![\\w])`).test(d.claims),
      );
      expect([d.id, invented]).toEqual([d.id, []]);
      const listed = new Set(model.figures.filter((f) => f.listed).map((f) => Number(f.figure)));
      expect([d.id, [...listed]]).toEqual([d.id, set.figures.map((f) => f.number)]);
    }
  });

  it('writes the abstract within 150 words and the title without an article', () => {
    for (const { d, draft } of drafts) {
      const a = analyzeDraft({
        abstract: draft.sections.abstract,
        title: draft.sections.title,
        claims: d.claims,
      });
      expect([
        d.id,
        a.findings.filter(
          (f) => /^abstract\/(?:length|wording)|^format\/title/.test(f.rule) && serious(f),
        ),
      ]).toEqual([d.id, []]);
    }
  });
});

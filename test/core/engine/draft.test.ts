import { analyzeDraft } from '../../../src/core/patent';
import { draftFigures } from '../../../src/core/patent/draft-checks';
import { draftFromDisclosure, SECTION_NAMES, streamDraft } from '../../../src/core/patent/engine';
import {
  loadFixtures,
  missingAntecedents,
  numeralNames,
  parseClaims,
  toAnalyzerInput,
  words,
} from './structure';

const fixtures = loadFixtures();
const drafts = new Map(fixtures.map((f) => [f.id, draftFromDisclosure(f.disclosure)]));

describe('offline engine on disclosures made from the dev patents', () => {
  it('has about twenty fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(18);
  });

  describe.each(fixtures.map((f) => [f.id, f] as const))('%s', (id, fixture) => {
    const draft = drafts.get(id)!;

    it('writes every section, the drawings when figures are described or drawn from the claims', () => {
      expect(draft.error).toBeNull();
      const hasFigures =
        /\bFIGS?\.\s*\d/.test(fixture.disclosure) ||
        draftFigures(draft.sections.claims).figures.length > 0;
      for (const name of SECTION_NAMES) {
        if (name === 'drawings_description') expect(draft.sections[name] !== '').toBe(hasFigures);
        else if (name === 'cross_reference')
          expect(draft.sections[name]).toMatch(
            /^$|^This application [^]*incorporated herein by reference\.$/,
          );
        else expect(draft.sections[name].trim()).not.toBe('');
      }
    });

    it('numbers claims 1..n with every parent earlier and independents of each category once', () => {
      const claims = parseClaims(draft.sections.claims);
      expect(claims.map((c) => c.number)).toEqual(claims.map((_, i) => i + 1));
      for (const c of claims) if (c.parent !== null) expect(c.parent).toBeLessThan(c.number);
      expect(claims[0]!.parent).toBeNull();
      const preambles = claims.filter((c) => c.parent === null).map((c) => c.text.split(',')[0]);
      expect(new Set(preambles).size).toBe(preambles.length);
      expect(claims.length).toBeLessThanOrEqual(20);
    });

    it('formats claims as granted: elements on indented lines, one sentence each', () => {
      for (const c of parseClaims(draft.sections.claims)) {
        expect(c.text).toMatch(/^[A-Z]/);
        expect(c.text).toMatch(/\.$/);
        expect(c.text.slice(0, -1)).not.toMatch(/\.(\s|$)/);
        if (c.parent === null) {
          const lines = c.text.split('\n');
          expect(lines[0]).toMatch(/comprising:$/);
          lines.slice(1, -1).forEach((l) => expect(l).toMatch(/^ {2}\S.*;( and)?$/));
        }
      }
    });

    it('introduces every "the X" of a claim earlier in the claim or its parents', () => {
      expect(missingAntecedents(parseClaims(draft.sections.claims))).toEqual([]);
    });

    it("keeps the disclosure's own numeral for every part it numbers one way (its drawings carry them)", () => {
      // Names the disclosure numbers one way, with a numeral it gives nothing else.
      const own = numeralNames(fixture.disclosure);
      const unique = (name: string): string | null => {
        const numerals = [...(own.byName.get(name) ?? [])];
        return numerals.length === 1 && own.byNumeral.get(numerals[0]!)!.size === 1
          ? numerals[0]!
          : null;
      };
      const written = numeralNames(draft.sections.detailed_description).byName;
      const checked = [...written].filter(([name]) => unique(name) !== null);
      for (const [name, numerals] of checked)
        expect([name, [...numerals]]).toEqual([name, [unique(name)]]);
    });

    it('uses one numeral per part and one part per numeral', () => {
      const { byNumeral, byName } = numeralNames(draft.sections.detailed_description);
      expect(byNumeral.size).toBeGreaterThan(0);
      for (const [numeral, names] of byNumeral)
        expect([numeral, [...names]]).toEqual([numeral, [...names].slice(0, 1)]);
      for (const [name, numerals] of byName)
        expect([name, [...numerals]]).toEqual([name, [...numerals].slice(0, 1)]);
    });

    it('has no error finding under the analysis engine', () => {
      const { findings } = analyzeDraft(toAnalyzerInput(draft));
      expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    });

    it('keeps the abstract to one paragraph of at most 150 words', () => {
      expect(words(draft.sections.abstract)).toBeLessThanOrEqual(150);
      expect(draft.sections.abstract).not.toMatch(/\n/);
      expect(draft.sections.abstract).not.toMatch(/\b(said|means)\b/);
    });

    it('traces paragraphs to disclosure sentences with offsets inside the section', () => {
      expect(draft.trace.length).toBeGreaterThan(0);
      for (const t of draft.trace) {
        const text = draft.sections[t.section];
        expect(t.end).toBeLessThanOrEqual(text.length);
        expect(text.slice(t.start, t.end).trim()).not.toBe('');
        for (const s of t.sources) expect(draft.sentences[s]).toBeDefined();
      }
      const claims = draft.trace.filter((t) => t.section === 'claims');
      expect(claims.map((t) => t.claim)).toEqual(
        parseClaims(draft.sections.claims).map((c) => c.number),
      );
      expect(claims.every((t) => t.sources.length > 0)).toBe(true);
    });

    it('is deterministic and streams deltas that add up to the one-shot draft', () => {
      expect(draftFromDisclosure(fixture.disclosure)).toEqual(draft);
      const joined: Record<string, string> = {};
      let deltas = 0;
      for (const d of streamDraft(fixture.disclosure)) {
        joined[d.section] = (joined[d.section] ?? '') + d.text;
        deltas++;
      }
      for (const name of SECTION_NAMES) expect(joined[name] ?? '').toBe(draft.sections[name]);
      expect(deltas).toBeGreaterThan(100);
    });
  });
});

describe('offline engine on a disclosure form with labelled lines', () => {
  const disclosure = [
    'Title: Self-adjusting hydraulic disc brake for bicycles',
    'Inventor: Jane Roe',
    'Background.',
    'Bicycle disc brakes wear their pads, and the lever travel grows as the pads wear. Riders must adjust the caliper by hand, which is a known problem.',
    'Summary.',
    'A hydraulic disc brake has a caliper with a piston, a pad carried by the piston, and a rotor fixed to the wheel hub. A ratchet ring in the caliper advances the piston as the pad wears, so the gap between the pad and the rotor stays constant. A return spring retracts the piston after each stroke. The ratchet ring has teeth that engage a pawl on the piston, and the pawl slips one tooth when the piston travel exceeds a set stroke.',
  ].join('\n\n');
  const draft = draftFromDisclosure(disclosure);

  it('takes the title as written and never drafts from the labels or the form data', () => {
    expect(draft.sections.title).toBe('Self-adjusting hydraulic disc brake for bicycles');
    const text = Object.values(draft.sections).join('\n');
    expect(text).not.toMatch(/\btitles?\b|\bTitle:|Jane Roe|^Background\.$|^Summary\.$/im);
    expect(draft.sections.claims).toMatch(/^1\. A hydraulic disc brake, comprising:/);
  });

  it('gives a method claim without a stated purpose a preamble that says what it is for', () => {
    expect(draft.sections.claims).not.toMatch(/A method, comprising:/);
    expect(draft.sections.claims).toMatch(/A method of using a hydraulic disc brake, comprising:/);
  });
});

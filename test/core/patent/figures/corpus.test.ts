import { parseDraft } from '../../../../src/core/patent';
import { drawFigures } from '../../../../src/core/patent/figures';
import type { Claim } from '../../../../src/core/patent';
import { loadCorpus } from '../corpus';
import { sheetProblems } from './geometry';

const docs = loadCorpus('dev');

function firstOf(claims: Claim[], cats: Claim['category'][]): Claim | undefined {
  return claims.find((c) => c.independent && !c.canceled && cats.includes(c.category));
}

describe('figures of the dev corpus', () => {
  it('has the 209 dev patents', () => {
    expect(docs).toHaveLength(209);
  });

  it('draws every first method and first system/apparatus claim on clean sheets, or says why not', () => {
    const problems: string[] = [];
    let drawn = 0;
    let asked = 0;
    let sheets = 0;
    for (const d of docs) {
      const claims = parseDraft({ claims: d.claims }).claims;
      const picked = [firstOf(claims, ['method']), firstOf(claims, ['system', 'apparatus'])].filter(
        (c): c is Claim => c !== undefined,
      );
      asked += picked.length;
      const set = drawFigures(picked);
      expect(set.figures.length + set.skipped.length).toBe(picked.length);
      for (const s of set.skipped) expect(s.reason).toMatch(/^Claim \d+ /);
      drawn += set.figures.length;
      sheets += set.sheets.length;
      for (const sheet of set.sheets) {
        expect(sheet.texts.find((t) => t.role === 'sheet-number')?.lines[0]).toBe(
          `${sheet.index}/${sheet.count}`,
        );
        expect(sheet.texts.find((t) => t.role === 'caption')?.lines[0]).toMatch(
          /^FIG\. \d+[A-Z]?$/,
        );
        for (const p of sheetProblems(sheet)) problems.push(`${d.id} ${sheet.caption}: ${p}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // Nearly every patent has such a claim; a drawing engine that drew nothing would pass the above.
    expect(asked).toBeGreaterThan(200);
    expect(drawn).toBeGreaterThanOrEqual(Math.floor(asked * 0.95));
    expect(sheets).toBeGreaterThanOrEqual(drawn);
  });
});

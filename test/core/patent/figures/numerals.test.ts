import { parseDraft } from '../../../../src/core/patent';
import { draftFromClaims } from '../../../../src/core/patent/engine';
import {
  drawFigures,
  readEntries,
  sheetsPdf,
  type NumeralEntry,
} from '../../../../src/core/patent/figures';
import { loadCorpus } from '../corpus';
import { sheetProblems } from './geometry';

const draw = (claims: string, numerals?: NumeralEntry[]) =>
  drawFigures(parseDraft({ claims }).claims, { numerals });
const pairs = (set: ReturnType<typeof draw>, fig = 0) =>
  set.figures[fig]!.numerals.map((n) => [n.numeral, n.name]);

const METHOD = [
  '1. A method of monitoring a pump, comprising:',
  '  measuring a pressure of the pump;',
  '  comparing the pressure with a threshold; and',
  '  stopping the pump.',
].join('\n');
const SYSTEM = [
  '2. A system comprising:',
  '  a sensor;',
  '  a controller coupled to the sensor; and',
  '  a display connected to the controller.',
].join('\n');

describe('stable numerals', () => {
  it('keeps every step’s numeral when a step is added to claim 1, and gives the new one a free numeral', () => {
    const before = draw(`${METHOD}\n\n${SYSTEM}`);
    expect(pairs(before)).toEqual([
      ['102', 'measuring a pressure of the pump'],
      ['104', 'comparing the pressure with a threshold'],
      ['106', 'stopping the pump'],
    ]);
    const edited = METHOD.replace(
      '  comparing',
      '  filtering the pressure with a low-pass filter;\n  comparing',
    );
    const after = draw(`${edited}\n\n${SYSTEM}`, before.numerals);
    expect(pairs(after)).toEqual([
      ['102', 'measuring a pressure of the pump'],
      ['108', 'filtering the pressure with a low-pass filter'],
      ['104', 'comparing the pressure with a threshold'],
      ['106', 'stopping the pump'],
    ]);
    // The system's figure is untouched.
    expect(pairs(after, 1)).toEqual(pairs(before, 1));
    // Without the kept numerals the same claims are numbered afresh, in order.
    expect(pairs(draw(`${edited}\n\n${SYSTEM}`))[1]).toEqual([
      '104',
      'filtering the pressure with a low-pass filter',
    ]);
    expect(after.sheets.flatMap(sheetProblems)).toEqual([]);
  });

  it('keeps a part’s numeral when an element is added or removed, and never gives a removed part’s numeral to another', () => {
    const before = draw(SYSTEM.replace('2.', '1.'));
    const edited = [
      '1. A system comprising:',
      '  a radio;',
      '  a controller coupled to the sensor and to the radio; and',
      '  a display connected to the controller.',
    ].join('\n');
    const after = draw(edited, before.numerals);
    expect(pairs(after)).toEqual([
      ['100', 'system'],
      ['108', 'radio'],
      ['104', 'controller'],
      ['106', 'display'],
    ]);
  });

  it('follows a figure whose claim was renumbered (a claim inserted before it)', () => {
    const before = draw(`${METHOD}\n\n${SYSTEM}`);
    const inserted = [
      '1. A method of cleaning a filter, comprising:',
      '  removing the filter; and',
      '  rinsing the filter.',
    ].join('\n');
    const after = draw(
      `${inserted}\n\n${METHOD.replace('1.', '2.')}\n\n${SYSTEM.replace('2.', '3.')}`,
      before.numerals,
    );
    expect(after.figures.map((f) => f.claim)).toEqual([1, 2, 3]);
    // The pump method (now claim 2, FIG. 2) keeps 102…106; the new FIG. 1 takes free numerals.
    expect(pairs(after, 1).map(([n]) => n)).toEqual(['102', '104', '106']);
    expect(pairs(after, 2)).toEqual(pairs(before, 1));
    const all = after.numerals.map((e) => e.numeral);
    expect(new Set(all).size).toBe(all.length);
    expect(pairs(after, 0).map(([n]) => n)).toEqual(['108', '110']);
  });

  it('writes the description with the kept numerals', () => {
    const first = draftFromClaims(`${METHOD}\n\n${SYSTEM}`);
    const kept = draw(`${METHOD}\n\n${SYSTEM}`).numerals;
    const edited = METHOD.replace('  stopping', '  logging the pressure; and\n  stopping');
    const next = draftFromClaims(`${edited.replace('threshold; and', 'threshold;')}\n\n${SYSTEM}`, {
      numerals: kept,
    });
    expect(first.sections.detailed_description).toMatch(
      /[Aa]t operation 106, the method includes stopping/,
    );
    expect(next.sections.detailed_description).toMatch(
      /[Aa]t operation 106, the method includes stopping/,
    );
    expect(next.sections.detailed_description).toMatch(
      /At operation 108, the method includes logging/,
    );
  });

  it('on real claims: redrawing with the kept numerals changes none, and an edit keeps every other numeral unique and in place', () => {
    for (const d of loadCorpus('dev').slice(0, 60)) {
      const first = draw(d.claims);
      const again = draw(d.claims, first.numerals);
      expect([d.id, again.numerals]).toEqual([d.id, first.numerals]);
      // Drop the first element line of the first independent claim drawn.
      const claim = first.figures[0]?.claim;
      if (claim === undefined) continue;
      const lines = d.claims.split('\n');
      const at = lines.findIndex(
        (l, i) => i > 0 && /^\s+\S/.test(l) && lines.slice(0, i).join('\n').includes(`${claim}.`),
      );
      if (at < 0) continue;
      const edited = draw(
        [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'),
        first.numerals,
      );
      // Unique in each figure; across figures only a claims' reference sign repeats ("lever (21)"
      // is the lever wherever it is drawn, see figures/signs).
      for (const f of edited.figures) {
        const own = f.numerals.map((n) => n.numeral);
        expect([d.id, f.number, new Set(own).size]).toEqual([d.id, f.number, own.length]);
      }
      const figuresOf = new Map<string, number>();
      for (const f of edited.figures)
        for (const n of f.numerals) figuresOf.set(n.numeral, (figuresOf.get(n.numeral) ?? 0) + 1);
      const repeated = [...figuresOf].filter(([n, k]) => k > 1 && !d.claims.includes(`(${n})`));
      expect([d.id, repeated]).toEqual([d.id, []]);
      // (A name may number two parts: "a control unit" of the nodes and one of the sensor.)
      const before = new Map<string, string[]>();
      for (const e of first.numerals)
        before.set(`${e.claim} ${e.name}`, [
          ...(before.get(`${e.claim} ${e.name}`) ?? []),
          e.numeral,
        ]);
      const moved = edited.numerals.filter((e) => {
        const was = before.get(`${e.claim} ${e.name}`);
        return was !== undefined && !was.includes(e.numeral);
      });
      expect([d.id, moved]).toEqual([d.id, []]);
      expect([d.id, edited.sheets.flatMap(sheetProblems)]).toEqual([d.id, []]);
    }
  });

  it('reads a stored list defensively', () => {
    expect(readEntries(null)).toEqual([]);
    expect(readEntries({ a: 1 })).toEqual([]);
    expect(
      readEntries([
        { claim: 1, name: 'a', numeral: '102' },
        { claim: '1', name: 'b', numeral: '104' },
        { claim: 1, name: 'c', numeral: 'x' },
      ]),
    ).toEqual([{ claim: 1, name: 'a', numeral: '102' }]);
  });
});

describe('sheetsPdf', () => {
  it('writes one PDF page per sheet, with every label and numeral as text, and a valid xref', () => {
    const set = draw(`${METHOD}\n\n${SYSTEM}`);
    const bytes = sheetsPdf(set.sheets);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(set.sheets.length);
    expect(text).toContain('/MediaBox [0 0 612 792]');
    for (const n of ['102', '104', '106', '200', '202']) expect(text).toContain(`(${n}) Tj`);
    expect(text).toContain('(FIG. 1) Tj');
    expect(text).toContain('(1/2) Tj');
    // Every xref offset points at its object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    const rows = text.slice(xref).split('\n').slice(3);
    const count = Number(/\/Size (\d+)/.exec(text)![1]) - 1;
    for (let i = 0; i < count; i++) {
      const offset = Number(rows[i]!.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    }
    // Stream lengths are exact.
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = m.index! + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
    }
  });

  it('escapes parentheses and shows characters Courier lacks as "?"', () => {
    const set = draw(
      '1. A method comprising:\n  heating (gently) a pan … to 90 °C 热;\n  serving.',
    );
    const text = Buffer.from(sheetsPdf(set.sheets)).toString('latin1');
    expect(text).toContain('\\(GENTLY\\)');
    expect(text).toContain('\x85');
    expect(text).toContain('?');
  });
});

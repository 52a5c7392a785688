import fc from 'fast-check';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDraft } from '../../../../src/core/patent';
import { drawFigures, figureSvg } from '../../../../src/core/patent/figures';
import { loadCorpus } from '../corpus';
import { sheetProblems } from './geometry';

const draw = (claims: string) => drawFigures(parseDraft({ claims }).claims);
const clean = (set: ReturnType<typeof draw>): string[] => set.sheets.flatMap(sheetProblems);

describe('drawFigures on bad input', () => {
  it('says why a method with no steps gets no figure', () => {
    const set = draw('1. A method for cooking rice.');
    expect(set.figures).toEqual([]);
    expect(set.skipped).toEqual([
      { claim: 1, reason: expect.stringMatching(/^Claim 1 lists no steps/) },
    ]);
  });

  it('says why an apparatus with no elements gets no figure', () => {
    const set = draw('1. A widget for holding a door open.');
    expect(set.figures).toEqual([]);
    expect(set.skipped[0]!.reason).toMatch(/^Claim 1 names no parts/);
  });

  it('says why a claim in another language gets no figure', () => {
    const set = draw(
      '1. Verfahren zum Betreiben einer Waschmaschine, umfassend:\n  Erfassen einer Unwucht der Trommel;\n  Drehen der Trommel mit einer Drehzahl.',
    );
    expect(set.figures).toEqual([]);
    expect(set.skipped[0]!.reason).toMatch(/does not read as English/);
  });

  it('splits a 60-step method over clean sheets with connectors and numbers every step', () => {
    const steps = Array.from(
      { length: 60 },
      (_, i) => `  step ${i + 1}: measuring a value number ${i + 1} of the sample;`,
    );
    const set = draw(`1. A method comprising:\n${steps.join('\n')}\n  reporting the values.`);
    expect(set.figures).toHaveLength(1);
    const fig = set.figures[0]!;
    expect(fig.numerals).toHaveLength(61);
    expect(fig.numerals[0]!.numeral).toBe('101');
    expect(fig.sheets.length).toBeGreaterThan(3);
    expect(fig.sheets.map((s) => s.caption).slice(0, 2)).toEqual(['FIG. 1A', 'FIG. 1B']);
    expect(fig.sheets[1]!.shapes.filter((s) => s.kind === 'connector').length).toBe(2);
    expect(clean(set)).toEqual([]);
  });

  it('draws parts coupled to each other in a cycle, one line per pair', () => {
    const set = draw(
      '1. A system comprising:\n  a first unit coupled to a second unit;\n  a second unit coupled to a third unit; and\n  a third unit coupled to the first unit.',
    );
    const fig = set.figures[0]!;
    expect(fig.numerals.map((n) => [n.numeral, n.name])).toEqual([
      ['100', 'system'],
      ['102', 'first unit'],
      ['104', 'second unit'],
      ['106', 'third unit'],
    ]);
    expect(fig.sheets[0]!.lines.filter((l) => l.role === 'edge')).toHaveLength(3);
    expect(clean(set)).toEqual([]);
  });

  it('draws decisions as diamonds with YES and NO branches', () => {
    const set = draw(
      '1. A method comprising:\n  receiving a request from a user;\n  determining whether the user is authorized; and\n  if the user is authorized, granting access to a resource.',
    );
    const sheet = set.figures[0]!.sheets[0]!;
    expect(sheet.shapes.filter((s) => s.kind === 'decision')).toHaveLength(2);
    const branches = sheet.texts.filter((t) => t.role === 'edge-label').map((t) => t.lines[0]);
    expect(branches.sort()).toEqual(['NO', 'NO', 'YES', 'YES']);
    expect(clean(set)).toEqual([]);
  });

  it('nests an element’s own parts inside its box', () => {
    const set = draw(
      '1. An apparatus comprising:\n  a controller comprising a processor and a memory; and\n  a sensor connected to the controller.',
    );
    const sheet = set.figures[0]!.sheets[0]!;
    const parts = sheet.shapes.filter((s) => s.parent === 'p0').map((s) => s.id);
    expect(parts).toEqual(['p0-0', 'p0-1']);
    expect(set.figures[0]!.numerals.map((n) => n.name)).toEqual([
      'apparatus',
      'controller',
      'processor',
      'memory',
      'sensor',
    ]);
    expect(clean(set)).toEqual([]);
  });

  it('draws on A4 sheets as well as letter', () => {
    const set = drawFigures(
      parseDraft({
        claims: '1. A system comprising:\n  a pump; and\n  a valve coupled to the pump.',
      }).claims,
      { page: 'a4' },
    );
    expect(set.sheets.map((s) => [s.page.name, s.width, s.height])).toEqual([
      ['a4', 595.28, 841.89],
    ]);
    expect(clean(set)).toEqual([]);
  });

  it('never throws and never draws a broken sheet on arbitrary claim text', () => {
    const word = fc.constantFrom(
      'a',
      'the',
      'valve',
      'coupled to',
      'if',
      'when',
      'determining whether',
      'comprising',
      ';',
      ':',
      '\n  ',
      'x'.repeat(40),
      'and',
    );
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 40 }),
        fc.constantFrom('A method', 'A system', 'A medium storing'),
        (words, pre) => {
          const set = draw(`1. ${pre} comprising: ${words.join(' ')}.`);
          expect(set.figures.length + set.skipped.length).toBe(1);
          expect(clean(set)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('golden SVGs', () => {
  const dir = join(__dirname, '__golden__');
  const docs = loadCorpus('dev');
  // Three fixtures: nested parts and connections, decisions over several sheets, a medium claim.
  it.each(['US08418590B2', 'US08418612B2', 'US08090168B2'])('%s draws as before', (id) => {
    const doc = docs.find((d) => d.id === id)!;
    const set = drawFigures(parseDraft({ claims: doc.claims }).claims);
    const svg = set.figures.map((f) => figureSvg(f.sheets)).join('\n');
    const file = join(dir, `${id}.svg`);
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, svg);
    }
    expect(existsSync(file)).toBe(true);
    expect(svg).toBe(readFileSync(file, 'utf8'));
    expect(svg).not.toMatch(/#(?!000|fff)[0-9a-f]{3,6}\b|rgb\(/i);
  });
});

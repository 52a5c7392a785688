import { analyzeDraft, type Finding } from '../../../src/core/patent';

const DETAILED =
  '[0001] FIG. 1 shows a press. A lever 12 pivots on a pin 14 held in a frame 16. ' +
  'The lever 12 is made of steel, about 35 mm long, and turns by about 18 degrees; ' +
  'the pin 14 is brass. The frame 16 carries the pin 14 in a bore 18.\n\n' +
  '[0002] In use, the lever 12 presses the pin 14 into the bore 18 of the frame 16.';
const CLAIMS =
  '1. A press comprising:\n  a frame;\n  a pin held in the frame; and\n  a lever (12) pivoting on the pin.\n\n' +
  '2. The press of claim 1, wherein the frame (16) has a bore.';
const ABSTRACT = 'A press has a lever 12 pivoting on a pin 14 held in a frame 16.';

interface Parts {
  detailed?: string;
  claims?: string;
  abstract?: string;
}

/** The numerals/undescribed findings of a draft, as "section|claim|text|severity". */
function undescribed(parts: Parts = {}): string[] {
  const a = analyzeDraft({
    title: 'Press',
    detailed: parts.detailed ?? DETAILED,
    claims: parts.claims ?? CLAIMS,
    abstract: parts.abstract ?? ABSTRACT,
  });
  const byId = new Map(a.model.sections.map((s) => [s.id, s]));
  return a.findings
    .filter((f: Finding) => f.rule === 'numerals/undescribed')
    .map((f) => {
      const s = byId.get(f.section)!;
      return `${s.kind}|${f.claim ?? ''}|${s.text.slice(f.start, f.end)}|${f.severity}`;
    });
}

describe('numerals/undescribed: claim and abstract numerals the description never uses', () => {
  it('is silent on a draft whose claim and abstract numerals match the description', () => {
    expect(undescribed()).toEqual([]);
  });

  it('flags a parenthesized claim numeral the description never uses, on its claim', () => {
    const claims = CLAIMS.replace('has a bore', 'has a bore (31)');
    expect(undescribed({ claims })).toEqual(['claims|2|(31)|warning']);
  });

  it('reports an undescribed claim numeral once per claim, where it first appears', () => {
    const claims = CLAIMS.replace('a frame;', 'a frame (31);')
      .replace('in the frame;', 'in the frame (31);')
      .replace('has a bore', 'has a bore (31)');
    expect(undescribed({ claims })).toEqual(['claims|1|(31)|warning', 'claims|2|(31)|warning']);
  });

  it('flags an abstract numeral the description never uses', () => {
    const abstract = ABSTRACT.replace('a frame 16', 'a frame 16 and a catalyst 107');
    expect(undescribed({ abstract })).toEqual(['abstract||catalyst 107|warning']);
  });

  it('keeps a word that is also a unit ("in") from hiding an abstract numeral', () => {
    const abstract = 'A press has a sensor 52 in its frame and a lever 12.';
    expect(undescribed({ abstract })).toEqual(['abstract||sensor 52|warning']);
  });

  it('counts a suffixed description numeral (16a) as the description using 16', () => {
    const detailed = DETAILED.replace('a frame 16.', 'a frame 16a.').replace(
      /frame 16\b/g,
      'frame 16a',
    );
    expect(undescribed({ detailed })).toEqual([]);
  });

  it('is silent on numbers that are no numerals: labels, quantities, years, designations', () => {
    const claims =
      CLAIMS +
      '\n\n3. The press of claim 1, wherein the lever is a compound of formula (7) and ' +
      'moves by (3) steps.';
    const abstract =
      'A press has a lever 12 about 75 mm long, swinging 48 degrees in 27 percent of the cycle ' +
      'since 1987, tested to ISO 9001 and shown in FIG. 9.';
    expect(undescribed({ claims, abstract })).toEqual([]);
  });

  it('is silent when the draft has no description to compare with', () => {
    expect(undescribed({ detailed: '', claims: CLAIMS.replace('(16)', '(31)') })).toEqual([]);
  });
});

describe('numerals/undescribed: a description numeral used once on a part never introduced', () => {
  const add = (sentence: string) => DETAILED.replace(' In use,', ` ${sentence} In use,`);

  it('flags "the grommet 331" named once, never introduced, as a warning', () => {
    expect(
      undescribed({ detailed: add('The pin 14 is held in place by the grommet 331.') }),
    ).toEqual(['detailed||grommet 331|warning']);
    expect(undescribed({ detailed: add('The retaining clip 41 engages the frame 16.') })).toEqual([
      'detailed||retaining clip 41|warning',
    ]);
  });

  it('flags a part whose head the numeral parser leaves alone ("the drain port 88")', () => {
    expect(
      undescribed({ detailed: add('The frame 16 drains through the drain port 88.') }),
    ).toEqual(['detailed||drain port 88|warning']);
  });

  it('is silent on a part numbered in the run of its passage ("a mirror 37 … the scanner 38")', () => {
    // Wording of a tune-half granted document (US06982817B1).
    expect(
      undescribed({
        detailed: add('A mirror 37 images the source point of the scanner 38 onto the pin 14.'),
      }),
    ).toEqual([]);
    expect(
      undescribed({
        detailed: add('A mirror 37 images the source point of the scanner 58 onto the pin 14.'),
      }),
    ).toEqual(['detailed||scanner 58|warning']);
  });

  it('is silent on a part introduced with "a" ("a grommet 331")', () => {
    expect(undescribed({ detailed: add('The pin 14 is held in place by a grommet 331.') })).toEqual(
      [],
    );
  });

  it('is silent when the part is described elsewhere without its numeral', () => {
    const detailed = add('The pin 14 is held by the grommet 331.') + ' The grommet is rubber.';
    expect(undescribed({ detailed })).toEqual([]);
  });

  it('is silent when the numeral is used again (claims, suffixed variant, another name)', () => {
    expect(
      undescribed({
        detailed: add('The pin 14 is held by the grommet 33.'),
        claims: CLAIMS + '\n\n3. The press of claim 1, comprising a grommet (33).',
      }),
    ).toEqual([]);
    expect(
      undescribed({ detailed: add('The pin 14 is held by the grommet 33 and a cap 33a.') }),
    ).toEqual([]);
  });

  it('is silent on listed numerals, steps, measures, trade names and parts named by their whole', () => {
    const detailed = add(
      'The levers 12, 44 differ. In step S12 the pin 14 turns by about 81 degrees for 3 seconds. ' +
        'The frame 16 was tested on the Titan 6500 machine in 1998. The pin 14 rests on the outer surface 40 of the frame 16.',
    );
    expect(undescribed({ detailed })).toEqual([]);
  });

  it('is silent on a number inside a name ("the layer 3 switch")', () => {
    expect(undescribed({ detailed: add('The frame 16 talks to the layer 3 switch.') })).toEqual([]);
  });

  it('is silent on a once-named part whose head noun another numeral already names', () => {
    expect(undescribed({ detailed: add('The pin 14 is held by the guide lever 77.') })).toEqual([]);
  });
});

describe('numerals: one reference sign for two parts in the claims', () => {
  const conflicts = (claims: string) =>
    analyzeDraft({ title: 'Press', detailed: DETAILED, claims, abstract: ABSTRACT })
      .findings.filter((f: Finding) => f.rule === 'numerals/name-conflict')
      .map((f: Finding) => `${f.claim}|${f.severity}|${f.message}`);

  it('flags a sign given to a second part that the description numbers apart', () => {
    expect(
      conflicts(
        '1. A press comprising a lever (12) and a pin (12) held in a frame (16).\n\n' +
          '2. The press of claim 1, wherein the lever (12) is steel.',
      ),
    ).toEqual([
      '1|warning|Claim 1 gives the pin the sign (12), which the description uses for the "lever"; the pin is 14.',
    ]);
  });

  it('stays silent on the same part under its own name, and on a word the description never numbers', () => {
    expect(conflicts(CLAIMS)).toEqual([]);
    expect(
      conflicts('1. A press comprising a lever (12), the lever (12) being a member (12) of steel.'),
    ).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeDraft } from '../../../src/core/patent';
import {
  draftFromDisclosure,
  SECTION_NAMES,
  streamDraftAsync,
} from '../../../src/core/patent/engine';
import { parseClaims, toAnalyzerInput } from './structure';

const disclosure = readFileSync(
  join(__dirname, '../../fixtures/disclosures/irrigation.txt'),
  'utf8',
);
const draft = draftFromDisclosure(disclosure);

describe('a hand-written disclosure (irrigation system)', () => {
  it('claims the numbered components with what they do, in order of mention', () => {
    expect(draft.sections.claims.split('\n\n')[0]).toBe(
      [
        '1. An irrigation system for watering a garden, comprising:',
        '  a moisture sensor buried in soil of the garden;',
        '  a valve connected to a water supply line; and',
        '  a controller configured to receive a moisture level from the moisture sensor.',
      ].join('\n'),
    );
  });

  it('turns "may", "optionally" and "in some embodiments" sentences into dependent claims', () => {
    const claims = parseClaims(draft.sections.claims);
    expect(claims.filter((c) => c.parent === 1).map((c) => c.text)).toEqual([
      'The irrigation system of claim 1, wherein the controller sends a notification to a mobile phone.',
      'The irrigation system of claim 1, wherein the moisture sensor is powered by a solar panel.',
    ]);
  });

  it('writes a method claim from the steps of the method paragraph', () => {
    const method = parseClaims(draft.sections.claims).find((c) => c.text.startsWith('A method'))!;
    expect(method.text).toContain(
      'opening the valve when the moisture level is below a threshold;',
    );
    expect(method.text).toMatch(/closing the valve after a watering period\.$/);
  });

  it('lists the figures, keeps the background and numbers parts in the description', () => {
    expect(draft.sections.drawings_description).toBe(
      'FIG. 1 is a schematic view of an irrigation system according to an embodiment.\n\nFIG. 2 is a flow chart of a method of watering a garden.',
    );
    expect(draft.sections.background).toMatch(
      /^Conventional sprinkler timers water a garden on a fixed schedule\./,
    );
    expect(draft.sections.detailed_description).toMatch(
      /^An irrigation system 10 according to an embodiment includes a moisture sensor 12/,
    );
    expect(draft.sections.detailed_description).toContain('the valve 14');
    expect(draft.sections.title).toBe('Irrigation System and Method for Watering a Garden');
  });

  it('traces the first claim to the sentences it was built from', () => {
    const first = draft.trace.find((t) => t.section === 'claims' && t.claim === 1)!;
    const sources = first.sources.map((i) => draft.sentences[i]);
    expect(sources).toContain('The moisture sensor 12 is buried in the soil of the garden.');
    expect(sources).toContain(
      'The controller 16 receives the moisture level from the moisture sensor 12.',
    );
  });

  it('has no error or warning finding under the analysis engine', () => {
    const findings = analyzeDraft(toAnalyzerInput(draft)).findings;
    expect(findings.filter((f) => f.severity !== 'info').map((f) => f.message)).toEqual([]);
  });

  it('follows EP wording when asked, and returns only the sections asked for', () => {
    const ep = draftFromDisclosure(disclosure, {
      jurisdiction: 'ep',
      sections: ['claims', 'abstract'],
    });
    expect(ep.sections.claims).toContain('The irrigation system according to claim 1, wherein');
    expect(ep.sections.claims).not.toContain('computer-readable');
    expect(ep.sections.detailed_description).toBe('');
    expect(ep.sections.abstract).toBe(draft.sections.abstract);
    expect(new Set(ep.trace.map((t) => t.section))).toEqual(new Set(['claims', 'abstract']));
  });

  it('streams asynchronously and stops when aborted', async () => {
    const controller = new AbortController();
    const got: string[] = [];
    for await (const d of streamDraftAsync(disclosure, { signal: controller.signal })) {
      got.push(d.text);
      if (got.length === 5) controller.abort();
    }
    const all = SECTION_NAMES.map((n) => draft.sections[n]).join('');
    expect(all.startsWith(got.join(''))).toBe(true);
    expect(got).toHaveLength(5);
  });
});

describe('a real disclosure with its own reference signs (edging rail)', () => {
  const rail = draftFromDisclosure(
    readFileSync(join(__dirname, '../../server/generation/fixtures/edging-rail.txt'), 'utf8'),
  );

  it('gives a part numbered under two names ("drive channel 10", "driving channel 10") one name and numeral', () => {
    const text = rail.sections.detailed_description;
    expect(text).not.toMatch(/driving channel/);
    const numerals = new Set([...text.matchAll(/\bdrive channel (\d+)/g)].map((m) => m[1]));
    expect(numerals.size).toBe(1);
    // Names that follow each other's numerals in the list of reference signs stay apart.
    expect(rail.sections.claims.split('\n\n')[0]).toMatch(/a base member .*\n.*a covering member/);
  });

  it('leaves the list of figures to the brief description when the figures are described again', () => {
    expect(rail.sections.drawings_description).toContain(
      'FIG. 1 shows a three-dimensional representation of a first embodiment of an edging rail',
    );
    expect(rail.sections.detailed_description).not.toContain('first embodiment of an edging rail');
    expect(rail.sections.detailed_description).toMatch(
      /FIG\. 1 shows a three-dimensional representation of an edging rail \d+ for a flooring/,
    );
  });

  it('claims the part numbered 1 as the invention, without what it is for as an element', () => {
    expect(rail.sections.title).toBe('Edging Rail and Method');
    const [first] = parseClaims(rail.sections.claims);
    expect(first!.text.split('\n')[0]).toBe('An edging rail, comprising:');
    const elements = first!.text.split('\n').slice(1);
    expect(elements.length).toBeGreaterThanOrEqual(3);
    // "an edging rail 1 for a flooring 2": the flooring is not part of the rail.
    expect(elements.some((e) => /^\s*a flooring\b/.test(e))).toBe(false);
    // The list of reference signs ("12 bore 13 latching web 14 …") is not read as a sentence.
    expect(rail.sections.claims).not.toMatch(/latch a web|bore configured/);
  });

  it('has no error finding under the analysis engine', () => {
    const findings = analyzeDraft(toAnalyzerInput(rail)).findings;
    expect(findings.filter((f) => f.severity === 'error').map((f) => f.message)).toEqual([]);
  });

  it('does not take a participle that names a part ("the latching webs 13 form…") for a method step', () => {
    const method = parseClaims(rail.sections.claims).find((c) => c.text.startsWith('A method'))!;
    const steps = method.text.split('\n').slice(1);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step.trim()).toMatch(/^[a-z]+ing (a|an|the) [a-z-]+/);
    expect(method.text).not.toMatch(/\b(latching|profiling)\b/); // "a profiled rail system"
    // Objects that start with a part's -ing name ("a covering member") are kept.
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(method.text).toContain('connecting a covering member to a base member');
    expect(rail.sections.summary).not.toMatch(/latching a plurality/);
  });
});

/** Drafts a disclosure written as a list of sentences. */
const draftOf = (...sentences: string[]) => draftFromDisclosure(sentences.join(' '));
/** The first claim's preamble line. */
const preamble = (d: ReturnType<typeof draftFromDisclosure>) =>
  parseClaims(d.sections.claims)[0]!.text.split('\n')[0];

describe('a numeral with a letter', () => {
  it('does not take a part numbered "10a" for the whole numbered 10', () => {
    const printer = draftOf(
      'A label printer 10 for shipping labels includes a print head 12, a ribbon 14 and a drum 10a.',
      'The drum 10a turns against the print head 12. The drum 10a carries the labels past the ribbon 14.',
      'The drum 10a is made of rubber. The label printer 10 feeds the labels to the drum 10a.',
      'The print head 12 heats the ribbon 14. The label printer 10 may include a cutter 16.',
    );
    expect(printer.sections.title).toBe('Label Printer for Shipping Labels');
    expect(preamble(printer)).toBe(
      'A label printer for shipping a plurality of labels, comprising:',
    );
  });
});

describe('what the invention is', () => {
  it('is the thing the opening sentence names, not a part numbered 1 or 10', () => {
    const holder = draftOf(
      'The present invention relates to a napkin holder for holding a napkin across the torso.',
      'A clip 1 grips the napkin. The clip 1 has a magnet 12 and a tab 14.',
      'The magnet 12 attracts the tab 14. The tab 14 is made of plastic.',
      'A cord 16 connects the clip 1 to a second clip 18. The second clip 18 may include a hook 20.',
    );
    expect(holder.sections.title).toMatch(/^Napkin Holder\b/);
    expect(preamble(holder)).toMatch(/^A napkin holder\b/);
  });

  it('is the thing of "a … and method for…", with what it is for', () => {
    const cutter = draftOf(
      'A tile cutter and method for cutting ceramic tiles are disclosed.',
      'A cutting wheel 12 is mounted on a carriage 14. The carriage 14 slides along a rail 16.',
      'A motor 18 drives the cutting wheel 12. The rail 16 is fixed to a base 20.',
      'The method includes placing a tile on the base and moving the carriage along the rail.',
    );
    expect(cutter.sections.title).toBe('Tile Cutter and Method for Cutting Ceramic Tiles');
  });

  it('is the method when the disclosure opens with one: claimed first and named in the title', () => {
    const watering = draftOf(
      'A method for watering a garden is disclosed.',
      'The method includes measuring a moisture level of the soil with a sensor 12.',
      'A controller 16 compares the moisture level with a threshold.',
      'The controller 16 opens a valve 14 when the moisture level is below the threshold.',
      'The controller 16 closes the valve 14 after a watering period.',
      'In some embodiments, the controller 16 sends a notification to a phone.',
    );
    expect(watering.sections.title).toBe('Method for Watering a Garden');
    const claims = parseClaims(watering.sections.claims);
    expect(preamble(watering)).toBe('A method for watering a garden, comprising:');
    expect(claims[0]!.text).toContain(
      'opening a valve when the moisture level is below the threshold',
    );
    expect(claims[1]!.text).toBe(
      'The method of claim 1, further comprising sending a notification to a phone.',
    );
    expect(watering.sections.abstract).toMatch(
      /^A method for watering a garden includes measuring/,
    );
  });
});

import { soften } from '../../../src/core/patent/engine/writer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { draftFromClaims, type SectionName } from '../../../src/core/patent/engine';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from '../drafts/helpers';
import { generate, textBySection } from './helpers';

/** An attorney's claims: a system with a coupled part, a method, and dependents of each. */
const CLAIMS = [
  '1. A drying system for a laundry appliance, comprising:\n  a drum configured to rotate about an axis;\n  a heater configured to heat air supplied to the drum;\n  a humidity sensor configured to measure a humidity of the air leaving the drum; and\n  a controller coupled to the humidity sensor and configured to stop the heater when the humidity falls below a threshold.',
  '2. The drying system of claim 1, wherein the threshold is adjustable by a user.',
  '3. The drying system of claim 1, further comprising a lint filter disposed downstream of the drum.',
  '4. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum;\n  measuring a humidity of the air leaving the drum; and\n  stopping the heating when the humidity falls below a threshold.',
  '5. The method of claim 4, wherein the measuring is repeated at intervals of one second.',
].join('\n\n');

const SECTIONS: SectionName[] = [
  'title',
  'background',
  'summary',
  'drawings_description',
  'detailed_description',
  'abstract',
];

describe('generating all on a draft whose claims are written (claims first)', () => {
  let t: TestApp;
  let alice: Signed;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await signIn(t);
  });
  afterAll(() => t.close());

  const saved = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/drafts/${id}`, headers: alice.headers })
    ).json();

  it('keeps the claims word for word and writes the rest from them, clean under the checks', async () => {
    const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.status).toBe(200);
    expect(res.events[0]).toMatchObject({
      type: 'started',
      engine: 'offline',
      sections: [
        'title',
        'cross_reference',
        'background',
        'summary',
        'drawings_description',
        'detailed_description',
        'abstract',
      ],
    });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect(Object.keys(textBySection(res.events))).not.toContain('claims');
    const after = await saved(draft.id);
    expect(after.sections.claims).toBe(CLAIMS);
    for (const name of SECTIONS)
      expect([name, after.sections[name].length > 0]).toEqual([name, true]);
    // What was saved is what the core writer makes of these claims.
    const expected = draftFromClaims(CLAIMS, { disclosure: '', jurisdiction: 'us' });
    for (const name of SECTIONS)
      expect([name, after.sections[name]]).toEqual([name, expected.sections[name]]);
    expect(after.sections.drawings_description).toMatch(
      /^FIG\. 1 is a block diagram of a drying system[^\n]*claim 1\.\n\nFIG\. 2 is a flowchart of a method[^\n]*claim 4\.$/,
    );
    expect(after.sections.detailed_description).toContain(
      'The humidity sensor 106 is configured to measure',
    );
    expect(after.sections.detailed_description).toContain(
      'At operation 206, the method includes measuring a humidity',
    );
    const findings = res.events.flatMap((e) => (e.type === 'findings' ? e.findings : []));
    expect(findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('quotes the disclosure where it supports an element, and says so in the trace', async () => {
    const disclosure = readFileSync(path.join(__dirname, 'fixtures/edging-rail.txt'), 'utf8');
    const claims =
      '1. An edging rail for a flooring, comprising:\n  a covering member; and\n  a base member holding a drive channel into which a screw engages.';
    const draft = await newDraft(t, alice, { disclosure, sections: { claims } });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    expect((await saved(draft.id)).sections.claims).toBe(claims);
    const traced = res.events.flatMap((e) =>
      e.type === 'trace' && e.section === 'detailed_description' ? e.paragraphs : [],
    );
    const quoted = traced.filter((p) => p.sources.length > 0);
    expect(quoted.length).toBeGreaterThan(0);
    const detailed = (await saved(draft.id)).sections.detailed_description as string;
    // The trace names the sentence as the disclosure wrote it; the description quotes it without
    // the disclosure's figures and the numerals of parts no sheet draws (engine/from-claims/kept.ts).
    const words = (t: string) =>
      soften(t)
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? [];
    const said = new Set(words(detailed));
    for (const p of quoted)
      for (const s of p.sources) {
        const own = words(s).filter((w) => !/^figs?$/.test(w));
        expect(own.filter((w) => said.has(w)).length).toBeGreaterThanOrEqual(0.8 * own.length);
      }
  });

  it('writes claims from the disclosure, as before, when the claims section is empty', async () => {
    const disclosure = readFileSync(path.join(__dirname, 'fixtures/edging-rail.txt'), 'utf8');
    const draft = await newDraft(t, alice, { disclosure });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.events[0]).toMatchObject({
      type: 'started',
      sections: expect.arrayContaining(['claims']),
    });
    expect((await saved(draft.id)).sections.claims).toMatch(/^1\. /);
  });

  it('refuses claims with no independent claim in them, before any byte streams', async () => {
    const draft = await newDraft(t, alice, {
      sections: { claims: '1. The rail of claim 2, wherein the rail is better.' },
    });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'draft_id'], type: 'value_error' })],
    });
  });

  it('writes one section from the claims too (summary mirrors each independent claim)', async () => {
    const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
    const res = await generate(t, alice, { draft_id: draft.id, section: 'summary' });
    expect(res.status).toBe(200);
    const summary = (await saved(draft.id)).sections.summary as string;
    expect(summary.split('\n\n')).toHaveLength(2);
    expect(summary).toContain(
      'there is provided a method of drying laundry comprising: rotating a drum',
    );
    expect(summary).toContain(
      'there is provided a drying system for a laundry appliance comprising: a drum',
    );
  });
});

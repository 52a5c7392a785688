import JSZip from 'jszip';
import { analyzeDraft } from '../../src/core/patent';
import { SECTION_KIND, SECTION_NAMES } from '../../src/core/patent/engine';
import { pdfPages } from '../../src/server/services/import/pdf-text';
import { buildTestApp, type TestApp } from '../support/app';
import { newDraft, signIn, type Signed } from './drafts/helpers';
import { generate, standinSuite } from './generation/helpers';

/** A system and a method, each with a dependent claim. */
const CLAIMS = [
  '1. A drying system for a laundry appliance, comprising:\n  a drum configured to rotate about an axis;\n  a heater configured to heat air supplied to the drum;\n  a humidity sensor configured to measure a humidity of the air leaving the drum; and\n  a controller coupled to the humidity sensor and configured to stop the heater when the humidity falls below a threshold.',
  '2. The drying system of claim 1, wherein the threshold is adjustable by a user.',
  '3. A method of drying laundry, comprising:\n  rotating a drum holding the laundry;\n  heating air supplied to the drum;\n  measuring a humidity of the air leaving the drum; and\n  stopping the heating when the humidity falls below a threshold.',
  '4. The method of claim 3, wherein the measuring is repeated at intervals of one second.',
].join('\n\n');

/** Claim 3 with a step added before the measuring. */
const EDITED = CLAIMS.replace(
  '  measuring a humidity',
  '  circulating the air through a lint filter;\n  measuring a humidity',
);

type Numerals = Array<{ numeral: string; name: string }>;
type Figure = {
  number: number;
  claim: number;
  numerals: Numerals;
  outdated: boolean;
  added: boolean;
};

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
  bob = await signIn(t);
});
afterAll(() => t.close());

const get = (url: string, who: Signed = alice) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });
const draftOf = async (id: string) => (await get(`/api/v1/drafts/${id}`)).json();
const figuresOf = async (id: string): Promise<Figure[]> =>
  (await get(`/api/v1/drafts/${id}/figures`)).json();
const rewrite = (id: string, number: number | string, body: unknown, who: Signed = alice) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/drafts/${id}/figures/${number}/rewrite`,
    headers: who.headers,
    payload: body as object,
  });
const patchClaims = async (id: string, version: number, claims: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/drafts/${id}`,
    headers: alice.headers,
    payload: { version, sections: { claims } },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Findings of the whole draft with the drawn figures passed to the checks. */
function figureFindings(sections: Record<string, string>, figures: Figure[]) {
  const input: Record<string, string> = {};
  for (const name of SECTION_NAMES)
    if (sections[name]?.trim()) input[SECTION_KIND[name]] = sections[name]!;
  return analyzeDraft(input, { jurisdiction: 'us', figures }).findings.filter((f) =>
    f.rule.startsWith('figures/'),
  );
}

/** A draft written claims first by the offline engine. */
async function written(): Promise<{
  id: string;
  version: number;
  sections: Record<string, string>;
}> {
  const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
  const res = await generate(t, alice, { draft_id: draft.id, section: 'all' });
  expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
  const findings = res.events.flatMap((e) => (e.type === 'findings' ? e.findings : []));
  expect(findings.filter((f) => f.rule.startsWith('figures/'))).toEqual([]);
  return draftOf(draft.id);
}

describe('stable numerals across a claim edit', () => {
  it('keeps every numeral of the redrawn figure, and rewrites only the paragraphs describing it', async () => {
    const before = await written();
    const figs = await figuresOf(before.id);
    expect(figs.map((f) => [f.number, f.claim])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    const steps = figs[1]!.numerals;
    expect(steps.map((n) => n.numeral)).toEqual(['202', '204', '206', '208']);

    const edited = await patchClaims(before.id, before.version, EDITED);
    // The redrawn figure keeps 202…208 and numbers the new step afresh.
    const redrawn = await figuresOf(before.id);
    expect(figs.map((f) => f.outdated)).toEqual([false, false]);
    expect(redrawn.map((f) => f.outdated)).toEqual([false, true]);
    expect(redrawn.map((f) => f.added)).toEqual([false, false]);
    expect(redrawn[0]!.numerals).toEqual(figs[0]!.numerals);
    expect(redrawn[1]!.numerals).toEqual([
      steps[0],
      steps[1],
      { numeral: '210', name: 'circulating the air through a lint filter' },
      steps[2],
      steps[3],
    ]);
    // Before the rewrite, the description misses the new step: the checks say so.
    expect(figureFindings(edited.sections, redrawn).map((f) => f.rule)).toEqual([
      'figures/numeral-undescribed',
    ]);

    const res = await rewrite(before.id, 2, { version: edited.version });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.version).toBe(edited.version + 1);
    expect(after.sections.claims).toBe(EDITED);
    const paras = (s: string) => s.split('\n\n');
    const old = paras(before.sections.detailed_description!);
    const now = paras(after.sections.detailed_description);
    // FIG. 1's paragraphs and every dependent claim's paragraph are kept word for word.
    const fig1 = old.filter((p) => /FIG\. 1\b|\b1\d\d\b/.test(p));
    expect(fig1.length).toBeGreaterThan(2);
    for (const p of fig1) expect(now).toContain(p);
    for (const p of old.filter((x) => x.startsWith('In some embodiments,')))
      expect(now).toContain(p);
    expect(now.at(-1)).toBe(old.at(-1));
    // FIG. 2's paragraphs name the new step and keep the old ones' numerals.
    expect(after.sections.detailed_description).toContain(
      'At operation 210, the method includes circulating the air through a lint filter.',
    );
    expect(after.sections.detailed_description).toContain(
      'At operation 206, the method includes measuring a humidity',
    );
    expect(now).toHaveLength(old.length + 1);
    expect(after.sections.drawings_description).toBe(before.sections.drawings_description);
    for (const name of ['title', 'summary', 'abstract', 'background'])
      expect([name, after.sections[name]]).toEqual([name, before.sections[name]]);
    const rewritten = await figuresOf(before.id);
    expect(rewritten.map((f) => f.outdated)).toEqual([false, false]);
    expect(figureFindings(after.sections, rewritten)).toEqual([]);

    // The numerals are kept with the draft: a second edit still keeps them all.
    const again = await patchClaims(
      before.id,
      after.version,
      EDITED.replace('  rotating a drum', '  loading the laundry into a drum;\n  rotating a drum'),
    );
    const third = await figuresOf(before.id);
    expect(third[1]!.numerals.map((n) => n.numeral)).toEqual([
      '212',
      '202',
      '204',
      '210',
      '206',
      '208',
    ]);
    expect(again.version).toBe(after.version + 1);
  });

  it('refuses a stale version (409 with the draft), an undrawn figure (404), a bad number or body (422), another user (404)', async () => {
    const before = await written();
    const stale = await rewrite(before.id, 1, { version: before.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current_version: before.version });
    expect((await rewrite(before.id, 9, { version: before.version })).statusCode).toBe(404);
    expect((await rewrite(before.id, 'x', { version: before.version })).statusCode).toBe(422);
    expect((await rewrite(before.id, 1, { version: 'one' })).statusCode).toBe(422);
    expect((await rewrite(before.id, 1, { version: before.version }, bob)).statusCode).toBe(404);
    const unchanged = await draftOf(before.id);
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.sections).toEqual(before.sections);
  });

  it('writes the paragraphs of a figure the description never had (a claim added later)', async () => {
    const before = await written();
    const added = `${CLAIMS}\n\n5. A system comprising:\n  a fan; and\n  a motor coupled to the fan.`;
    const edited = await patchClaims(before.id, before.version, added);
    // Only a claim was added: FIG. 1 and 2 still match their untouched claims; FIG. 3 (the new
    // claim 5) is not described yet, which is not the same as out of date.
    const listed = await figuresOf(before.id);
    expect(listed.map((f) => [f.number, f.claim, f.outdated, f.added])).toEqual([
      [1, 1, false, false],
      [2, 3, false, false],
      [3, 5, false, true],
    ]);
    const res = await rewrite(before.id, 3, { version: edited.version });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.sections.drawings_description).toMatch(
      /\n\nFIG\. 3 is a block diagram of a system/,
    );
    expect(after.sections.detailed_description).toMatch(/Referring to FIG\. 3, a system 300/);
    // Inserted after FIG. 2's paragraphs and its claim's dependent paragraph, before the closing.
    const paras = after.sections.detailed_description.split('\n\n');
    const at = paras.findIndex((p: string) => p.startsWith('Referring to FIG. 3'));
    expect(paras[at - 1]).toMatch(/^In some embodiments, the measuring is repeated/);
    expect(paras.slice(0, at).some((p: string) => /[Aa]t operation 208/.test(p))).toBe(true);
    expect(paras.at(-1)).toMatch(/^The embodiments described above/);
    expect(figureFindings(after.sections, await figuresOf(before.id))).toEqual([]);
  });
});

describe('from claims to a DOCX (end to end over the API)', () => {
  it('writes the specification from the claims and exports it with the sheets as its last pages, numerals matching', async () => {
    const draft = await written();
    const pdf = await pdfPages((await get(`/api/v1/drafts/${draft.id}/figures.pdf`)).rawPayload);
    const res = await get(`/api/v1/drafts/${draft.id}/export.docx`);
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const body = xml.slice(0, xml.lastIndexOf('<w:sectPr'));
    const pictures = [...body.matchAll(/<w:drawing>/g)].map((m) => m.index!);
    expect(pictures).toHaveLength(pdf.length);
    // Nothing but the pictures after the abstract's page: the sheets are the last pages.
    const abstractAt = xml.indexOf('>ABSTRACT</w:t>');
    expect(pictures.every((at) => at > abstractAt)).toBe(true);
    const after = xml.slice(pictures[0]);
    expect(after.match(/<w:t[ >]/g) ?? []).toHaveLength(0);
    // The sheets carry the numerals the description names.
    expect(xml).toContain('The humidity sensor 106 is configured to measure');
    const svgs = await Promise.all(
      Object.keys(zip.files)
        .filter((f) => f.startsWith('word/media/') && f.endsWith('.svg'))
        .map((f) => zip.file(f)!.async('string')),
    );
    const sheetText = svgs.join('');
    for (const n of ['100', '102', '104', '106', '108', '202', '204', '206', '208'])
      expect([n, sheetText.includes(`>${n}</text>`)]).toEqual([n, true]);
  });
});

describe('bad input over the API: a readable figure or a clear reason, never a 5xx', () => {
  const sixty = `1. A method comprising:\n${Array.from(
    { length: 60 },
    (_, i) => `  measuring a value number ${i + 1} of the sample;`,
  ).join('\n')}\n  reporting the values.`;
  const cases: Array<[string, string, number, RegExp | null]> = [
    ['a 60-step method', sixty, 1, null],
    [
      'parts coupled in a cycle',
      '1. A system comprising:\n  a first unit coupled to a second unit;\n  a second unit coupled to a third unit; and\n  a third unit coupled to the first unit.',
      1,
      null,
    ],
    ['a claim with no elements', '1. A widget for holding a door open.', 0, /names no parts/],
    ['a method with no steps', '1. A method for cooking rice.', 0, /lists no steps/],
    [
      'a claim in another language',
      '1. Verfahren zum Betreiben einer Waschmaschine, umfassend:\n  Erfassen einer Unwucht der Trommel;\n  Drehen der Trommel.',
      0,
      /does not read as English/,
    ],
  ];

  it.each(cases)('%s', async (_, claims, drawn, reason) => {
    const draft = await newDraft(t, alice, { sections: { claims } });
    const list = await get(`/api/v1/drafts/${draft.id}/figures`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(drawn);
    const skipped = await get(`/api/v1/drafts/${draft.id}/figures/skipped`);
    expect(skipped.statusCode).toBe(200);
    const pdf = await get(`/api/v1/drafts/${draft.id}/figures.pdf`);
    if (reason) {
      expect(skipped.json()).toEqual([{ claim: 1, reason: expect.stringMatching(reason) }]);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.json().detail).toMatch(reason);
    } else {
      expect(skipped.json()).toEqual([]);
      expect(pdf.statusCode).toBe(200);
      const pages = await pdfPages(pdf.rawPayload);
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(pages[0]).toContain('FIG. 1');
    }
    const docx = await get(`/api/v1/drafts/${draft.id}/export.docx`);
    expect(docx.statusCode).toBe(200);
  });
});

describe('GET /drafts/{id}/figures.pdf', () => {
  it('serves every sheet in one PDF that a PDF reader opens, one page a sheet', async () => {
    const draft = await newDraft(t, alice, { title: 'Dryer', sections: { claims: CLAIMS } });
    const res = await get(`/api/v1/drafts/${draft.id}/figures.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-drawings\.pdf"$/);
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('FIG. 1');
    expect(pages[0]).toContain('1/2');
    expect(pages[1]).toContain('FIG. 2');
    for (const n of ['202', '204', '206', '208']) expect(pages[1]).toContain(n);
    expect(pages[0]).toContain('HUMIDITY SENSOR');
  });

  it('404s a draft with no figure, and is private to its owner', async () => {
    const empty = await newDraft(t, alice, { sections: { claims: '1. A cake made of flour.' } });
    const res = await get(`/api/v1/drafts/${empty.id}/figures.pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/No figure is drawn/);
    const draft = await newDraft(t, alice, { sections: { claims: CLAIMS } });
    expect((await get(`/api/v1/drafts/${draft.id}/figures.pdf`, bob)).statusCode).toBe(404);
  });
});

describe('an LLM writing the description from claims', () => {
  const ctx = standinSuite('openai');

  it('is given the figures and numerals as fixed facts, and held to them by the checks', async () => {
    const draft = await newDraft(ctx.t, ctx.alice, { sections: { claims: CLAIMS } });
    // A description that renumbers the drum and draws a part that is on no sheet.
    ctx.standin.reply = (req) =>
      /DETAILED DESCRIPTION|detailed description/.test(req.prompt.slice(-2000))
        ? { kind: 'stream', text: 'Referring to FIG. 1, a drum 110 turns. A valve 150 opens.' }
        : { kind: 'stream', text: 'FIG. 1 is a block diagram.\n\nFIG. 2 is a flowchart.' };
    const res = await generate(ctx.t, ctx.alice, {
      draft_id: draft.id,
      section: 'detailed_description',
    });
    expect(res.events.at(-1)).toMatchObject({ type: 'finished' });
    const prompt = ctx.standin.requests.at(-1)!.prompt;
    expect(prompt).toContain('<FIGURES>\nFIG. 1: Block diagram of the system of claim 1');
    expect(prompt).toContain('  106 humidity sensor');
    expect(prompt).toContain('FIG. 2: Flowchart of the method of claim 3\n  202 ');
    expect(prompt).toMatch(/Use exactly the reference numerals listed/);
    const rules = res.events
      .flatMap((e) => (e.type === 'findings' ? e.findings : []))
      .map((f) => f.rule);
    expect(rules).toContain('figures/numeral-undrawn');
    expect(rules).toContain('figures/numeral-undescribed');
  });
});

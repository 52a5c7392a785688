import JSZip from 'jszip';
import { buildTestApp, type TestApp } from '../support/app';
import { newDraft, signIn, type Signed } from './drafts/helpers';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
  bob = await signIn(t);
});
afterAll(() => t.close());

const CLAIMS =
  '1. A method of regulating a valve, comprising:\n  receiving a pressure reading from a sensor;\n' +
  '  determining whether the pressure exceeds a threshold; and\n  closing the valve.\n\n' +
  '2. The method of claim 1, wherein the sensor is a strain gauge.\n\n' +
  '3. A system comprising:\n  a sensor;\n  a controller connected to the sensor; and\n  a valve coupled to the controller.\n\n' +
  '4. A non-transitory computer-readable medium storing instructions that cause a processor to:\n' +
  '  receive a pressure reading; and\n  close a valve.';

const SECTIONS = {
  title: 'Valve regulation',
  claims: CLAIMS,
  abstract: 'A valve is closed when a pressure exceeds a threshold.',
};

const get = (url: string, who: Signed = alice) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

describe('GET /drafts/{id}/figures', () => {
  it('lists a figure for each independent method, system and medium claim, with numerals', async () => {
    const draft = await newDraft(t, alice, { title: 'Valve', sections: SECTIONS });
    const res = await get(`/api/v1/drafts/${draft.id}/figures`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((f: { number: number; claim: number }) => [f.number, f.claim])).toEqual([
      [1, 1],
      [2, 3],
      [3, 4],
    ]);
    expect(list[1].numerals).toEqual([
      { numeral: '200', name: 'system' },
      { numeral: '202', name: 'sensor' },
      { numeral: '204', name: 'controller' },
      { numeral: '206', name: 'valve' },
    ]);
    expect(list[0].numerals.map((n: { numeral: string }) => n.numeral)).toEqual([
      '102',
      '104',
      '106',
    ]);
  });

  it('serves each figure as SVG and 404s an unknown number', async () => {
    const draft = await newDraft(t, alice, { title: 'Valve', sections: SECTIONS });
    const svg = await get(`/api/v1/drafts/${draft.id}/figures/2.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.body).toContain('>FIG. 2</text>');
    expect(svg.body).toContain('>CONTROLLER</text>');
    const missing = await get(`/api/v1/drafts/${draft.id}/figures/9.svg`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'FIG. 9 is not drawn for this draft.' });
    const bad = await get(`/api/v1/drafts/${draft.id}/figures/two.svg`);
    expect(bad.statusCode).toBe(422);
  });

  it('serves a figure as PNG for Word (150 dpi, a white Letter sheet), private like the SVG', async () => {
    const draft = await newDraft(t, alice, { title: 'Valve', sections: SECTIONS });
    const png = await get(`/api/v1/drafts/${draft.id}/figures/2.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('no-store');
    const bytes = png.rawPayload;
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    // IHDR: a Letter sheet (612 × 792 pt) at 150 dpi.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1275, 1650]);
    expect((await get(`/api/v1/drafts/${draft.id}/figures/9.png`)).json()).toEqual({
      detail: 'FIG. 9 is not drawn for this draft.',
    });
    expect((await get(`/api/v1/drafts/${draft.id}/figures/2.png`, bob)).statusCode).toBe(404);
    expect((await get(`/api/v1/drafts/${draft.id}/figures/2.gif`)).statusCode).toBe(422);
  });

  it('is private to the draft’s owner and needs a login', async () => {
    const draft = await newDraft(t, alice, { title: 'Valve', sections: SECTIONS });
    expect((await get(`/api/v1/drafts/${draft.id}/figures`, bob)).statusCode).toBe(404);
    expect((await get(`/api/v1/drafts/${draft.id}/figures/1.svg`, bob)).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/drafts/${draft.id}/figures` });
    expect(anon.statusCode).toBe(401);
  });

  it('lists no figures for a draft without claims', async () => {
    const draft = await newDraft(t, alice, { title: 'Empty' });
    const res = await get(`/api/v1/drafts/${draft.id}/figures`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('DOCX export with drawing sheets', () => {
  it('ends with one page per sheet, each a picture, after the abstract', async () => {
    const draft = await newDraft(t, alice, { title: 'Valve', sections: SECTIONS });
    const sheets = (await get(`/api/v1/drafts/${draft.id}/figures`)).json().length;
    const res = await get(`/api/v1/drafts/${draft.id}/export.docx`);
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const abstractAt = xml.indexOf('A valve is closed when a pressure exceeds a threshold.');
    expect(abstractAt).toBeGreaterThan(0);
    const pictures = [...xml.matchAll(/<w:drawing>/g)].map((m) => m.index!);
    expect(pictures.length).toBeGreaterThanOrEqual(sheets);
    expect(pictures.every((at) => at > abstractAt)).toBe(true);
    // The sheets are a section of their own (the text's section ends at the abstract's paragraph),
    // and every sheet after the first starts a new page.
    const heading = xml.indexOf('>ABSTRACT</w:t>');
    expect(xml.slice(heading, pictures[0])).toMatch(/<w:sectPr>.*<w:pgMar w:top="1134"/);
    expect(xml.slice(pictures[0])).toMatch(
      /<w:sectPr>.*<w:type w:val="nextPage"\/>.*<w:pgMar w:top="0"/,
    );
    expect(xml.slice(pictures[0]).match(/<w:pageBreakBefore\/>/g)?.length).toBe(
      pictures.length - 1,
    );
    const media = Object.keys(zip.files).filter((f) => f.startsWith('word/media/'));
    expect(media.filter((f) => f.endsWith('.svg'))).toHaveLength(pictures.length);
    expect(media.filter((f) => f.endsWith('.png'))).toHaveLength(pictures.length);
    const png = await zip.file(media.find((f) => f.endsWith('.png'))!)!.async('nodebuffer');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});

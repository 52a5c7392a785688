import JSZip from 'jszip';
import mammoth from 'mammoth';
import { buildTestApp, type TestApp } from '../../support/app';
import { newDraft, signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await signIn(t);
});
afterAll(() => t.close());

const SECTIONS = {
  title: 'Widget with a spring-biased lever',
  cross_reference:
    'This application claims priority to U.S. Provisional Application No. 63/000,000.',
  background: '[0001] Widgets are known.\n\nThey open by themselves.',
  summary: 'A widget has a base and a lever.',
  drawings_description: 'FIG. 1 is a side view of the widget.',
  detailed_description:
    'FIRST EMBODIMENT\n\nThe widget 100 has a base 102.\n\nA lever 104 is attached\nto the base 102.',
  claims:
    '1. A widget comprising:\n  a base; and\n  a lever attached to the base.\n\n' +
    '2. The widget of claim 1, wherein the lever is made of aluminum.',
  abstract: 'A widget has a base and a lever attached to the base by a hinge.',
};

async function exportOf(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/drafts/${id}/export.docx`,
    headers: alice.headers,
  });
  return res;
}

/** The paragraphs of document.xml, each with its XML and its text. */
function paragraphs(xml: string): { xml: string; text: string }[] {
  return [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((m) => ({
    xml: m[0],
    text: [...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
  }));
}

describe('DOCX export', () => {
  it('produces a DOCX in the USPTO layout', async () => {
    const draft = await newDraft(t, alice, { title: 'Widget', sections: SECTIONS });
    const res = await exportOf(draft.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Widget-with-a-spring-biased-lever.docx"',
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const styles = await zip.file('word/styles.xml')!.async('string');
    const paras = paragraphs(xml);
    // The drawing sheets (pictures, no text) follow the abstract: see test/server/figures.test.ts.
    const texts = paras.filter((p) => !p.xml.includes('<w:drawing>')).map((p) => p.text);

    expect(texts).toEqual([
      'Widget with a spring-biased lever',
      'CROSS-REFERENCE TO RELATED APPLICATIONS',
      '[0001]\tThis application claims priority to U.S. Provisional Application No. 63/000,000.',
      'BACKGROUND',
      '[0002]\tWidgets are known.',
      '[0003]\tThey open by themselves.',
      'SUMMARY',
      '[0004]\tA widget has a base and a lever.',
      'BRIEF DESCRIPTION OF THE DRAWINGS',
      '[0005]\tFIG. 1 is a side view of the widget.',
      'DETAILED DESCRIPTION',
      'FIRST EMBODIMENT',
      '[0006]\tThe widget 100 has a base 102.',
      '[0007]\tA lever 104 is attached to the base 102.',
      'What is claimed is:',
      '1. A widget comprising:',
      'a base; and',
      'a lever attached to the base.',
      '2. The widget of claim 1, wherein the lever is made of aluminum.',
      'ABSTRACT',
      'A widget has a base and a lever attached to the base by a hinge.',
    ]);

    const run = (p: { xml: string }, text: string) =>
      [...p.xml.matchAll(/<w:r>.*?<\/w:r>/gs)]
        .map((m) => m[0])
        .find((r) => r.includes(`>${text}<`))!;
    for (const p of paras.filter((x) => /^\[\d{4}\]/.test(x.text))) {
      expect(run(p, p.text.slice(0, 6))).toContain('<w:b/>');
    }
    for (const label of ['BACKGROUND', 'DETAILED DESCRIPTION', 'ABSTRACT']) {
      const p = paras.find((x) => x.text === label)!;
      expect(run(p, label)).not.toContain('<w:b/>');
    }
    // Headings are Word's own styles (navigation pane, table of contents, firm templates), set to
    // the filing layout; the title prints in capitals through the style's "All caps", keeping
    // the case it was typed in.
    const styleOf = (text: string) =>
      /<w:pStyle w:val="([^"]+)"\/>/.exec(paras.find((p) => p.text === text)!.xml)?.[1];
    expect(styleOf('Widget with a spring-biased lever')).toBe('Title');
    for (const label of ['BACKGROUND', 'DETAILED DESCRIPTION', 'ABSTRACT', 'What is claimed is:'])
      expect(styleOf(label)).toBe('Heading1');
    expect(styleOf('FIRST EMBODIMENT')).toBe('Heading2');
    expect(styleOf('[0006]\tThe widget 100 has a base 102.')).toBeUndefined();
    for (const [id, name] of [
      ['Title', 'Title'],
      ['Heading1', 'Heading 1'],
      ['Heading2', 'Heading 2'],
    ]) {
      const style = new RegExp(`<w:style [^>]*w:styleId="${id}"[^>]*>(.*?)</w:style>`, 's').exec(
        styles,
      )![1]!;
      expect(style).toContain(`<w:name w:val="${name}"/>`);
      expect(style).toContain('<w:caps/>');
      expect(style).toContain('<w:b w:val="false"/>');
      expect(style).toContain('<w:color w:val="000000"/>');
      expect(style).toContain('<w:jc w:val="center"/>');
      expect(style).toContain('<w:sz w:val="24"/>');
    }
    expect(styles.match(/w:styleId="Heading1"/g)).toHaveLength(1);
    const claimed = paras.find((p) => p.text === 'What is claimed is:')!;
    expect(claimed.xml).toContain('<w:pageBreakBefore/>');
    // The claims' lead-in is a Heading 1 as filed: left, not in capitals.
    expect(run(claimed, 'What is claimed is:')).toContain('<w:caps w:val="false"/>');
    expect(claimed.xml).toContain('<w:jc w:val="left"/>');
    expect(paras.find((p) => p.text === 'ABSTRACT')!.xml).toContain('<w:pageBreakBefore/>');
    expect(paras.filter((p) => p.xml.includes('<w:pageBreakBefore/>'))).toHaveLength(2);
    expect(paras.find((p) => p.text === 'a base; and')!.xml).toContain('<w:ind w:left="720"/>');

    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840" w:orient="portrait"\/>/);
    expect(xml).toMatch(
      /<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1417" w:header="708" w:footer="708" w:gutter="0"\/>/,
    );
    expect(xml).not.toMatch(/<w:(ins|del|comment)/);
    expect(styles).toContain(
      '<w:rFonts w:ascii="Times New Roman" w:cs="Times New Roman" w:eastAsia="Times New Roman" w:hAnsi="Times New Roman"/>',
    );
    expect(styles).toContain('<w:sz w:val="24"/>');
    expect(styles).toContain(
      '<w:spacing w:after="0" w:before="0" w:line="360" w:lineRule="auto"/>',
    );
    const footers = Object.keys(zip.files).filter((f) => /^word\/footer\d*\.xml$/.test(f));
    // The text's footer numbers pages; the drawing sheets' section has an empty one (sheets say "1/n").
    expect(footers).toHaveLength(2);
    expect(await zip.file(footers[0]!)!.async('string')).toContain('PAGE');
    expect(await zip.file(footers[1]!)!.async('string')).not.toContain('PAGE');
    expect(Object.keys(zip.files)).not.toContain('word/comments.xml');

    const read = await mammoth.extractRawText({ buffer: res.rawPayload });
    expect(read.value).toContain('What is claimed is:');
    expect(read.value).toContain('[0007]\tA lever 104 is attached to the base 102.');
  });

  it('exports an empty draft (claims page and abstract page still present)', async () => {
    const draft = await newDraft(t, alice);
    const res = await exportOf(draft.id);
    expect(res.statusCode).toBe(200);
    // No title: never a bare "draft.docx" but the draft's date and the start of its id.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="draft-${draft.created_at.slice(0, 10)}-${draft.id.slice(0, 8)}.docx"`,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    const texts = paragraphs(await zip.file('word/document.xml')!.async('string')).map(
      (p) => p.text,
    );
    expect(texts).toEqual(['What is claimed is:', 'ABSTRACT']);
  });

  it('names a file of a generic title with the draft’s date and id, never "System-and-Method.docx"', async () => {
    const draft = await newDraft(t, alice, { title: 'System and Method' });
    const res = await exportOf(draft.id);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="System-and-Method-${draft.created_at.slice(0, 10)}-${draft.id.slice(0, 8)}.docx"`,
    );
  });

  it('prints the docket number and client-matter in every page header, and numbers unnumbered claims', async () => {
    const draft = await newDraft(t, alice, {
      docket_number: '1234-0001US',
      client_matter: 'ACME-017',
      sections: {
        claims:
          'A widget comprising a base.\n\n2. The widget of claim 1, made of steel.\n\nThe widget of claim 2, painted.',
      },
    });
    const res = await exportOf(draft.id);
    // The docket number names the file.
    expect(res.headers['content-disposition']).toBe('attachment; filename="1234-0001US.docx"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const headers = Object.keys(zip.files).filter((f) => /^word\/header\d*\.xml$/.test(f));
    expect(headers).toHaveLength(1);
    const header = paragraphs(await zip.file(headers[0]!)!.async('string'));
    expect(header.map((p) => p.text)).toEqual([
      'Attorney Docket No. 1234-0001US',
      'Client-Matter ACME-017',
    ]);
    expect(header[0]!.xml).toContain('<w:jc w:val="right"/>');
    const texts = paragraphs(await zip.file('word/document.xml')!.async('string')).map(
      (p) => p.text,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        '1. A widget comprising a base.',
        '2. The widget of claim 1, made of steel.',
        '3. The widget of claim 2, painted.',
      ]),
    );
    // Without references there is no header at all.
    const plain = await newDraft(t, alice);
    const bare = await JSZip.loadAsync((await exportOf(plain.id)).rawPayload);
    expect(Object.keys(bare.files).filter((f) => /^word\/header/.test(f))).toEqual([]);
  });
});

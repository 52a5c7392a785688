import { exportDocx } from '../../../src/server/services/docx/export-docx';
import { emptySections } from '../../../src/core/api/sections';
import { buildTestApp, type TestApp } from '../../support/app';
import { makePdf, multipart } from './files';
import { signIn, type Signed } from './helpers';

let t: TestApp;
let alice: Signed;
beforeAll(async () => {
  t = await buildTestApp({ IMPORT_MAX_BYTES: '4194304' });
  alice = await signIn(t);
});
afterAll(() => t.close());

function upload(filename: string, content: Buffer | string, field?: string) {
  const { payload, headers } = multipart(filename, content, { field });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/drafts/import',
    headers: { ...alice.headers, ...headers },
    payload,
  });
}

describe('import', () => {
  it('reads UTF-8 text (BOM and CRLF tidied)', async () => {
    const res = await upload(
      'disclosure.txt',
      '\uFEFFA widget.\r\n\r\n\r\n\r\nIt has a lever.  \r\n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      filename: 'disclosure.txt',
      format: 'txt',
      text: 'A widget.\n\nIt has a lever.',
      characters: 26,
      pages: null,
      sections: null,
    });
  });

  it('reads Windows-1252 text', async () => {
    const res = await upload(
      'notes.TXT',
      Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6f, 0x6b]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe('Café – ok');
  });

  it('reads a Word document', async () => {
    const docx = await exportDocx({
      title: '',
      sections: {
        ...emptySections(),
        title: 'Widget',
        background: 'Widgets open.',
        claims: '1. A widget.',
      },
    });
    const res = await upload('draft.docx', docx);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'docx', pages: null });
    expect(res.json().text).toBe(
      'Widget\n\nBACKGROUND\n\n[0001]\tWidgets open.\n\nWhat is claimed is:\n\n1. A widget.\n\nABSTRACT',
    );
  });

  it('reads a PDF', async () => {
    const res = await upload(
      'disclosure.pdf',
      makePdf(['A widget has a lever.', 'The lever (12) is long.']),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'pdf', pages: 1 });
    expect(res.json().text).toBe('A widget has a lever.\nThe lever (12) is long.');
  });

  it('refuses a file over IMPORT_MAX_BYTES with 413, and too much text with 422', async () => {
    const res = await upload('big.txt', 'x'.repeat(5 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      detail: 'The file is larger than 4 MB, the most that can be imported.',
    });
    const long = await upload('long.txt', 'word '.repeat(120_000));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({
      detail: 'The file holds 599,999 characters of text; at most 500,000 can be imported.',
    });
  });

  it('refuses a wrong type with a right extension, and corrupt files, with 422', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['fake.pdf', 'just text', 'The file is named .pdf but is not a PDF.'],
      ['fake.docx', 'just text', 'The file is named .docx but is not a Word document (DOCX).'],
      [
        'image.txt',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
        'The file is named .txt but is not plain text (it holds binary data).',
      ],
      [
        'broken.docx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(200, 7)]),
        'The Word document could not be read; it may be damaged. Save it again and retry.',
      ],
      ['broken.pdf', '%PDF-1.4\n1 0 obj garbage', 'The PDF could not be read; it may be damaged.'],
      ['empty.txt', '', 'The file is empty.'],
      ['blank.txt', '  \n\n ', 'The file holds no text.'],
      [
        'blank.pdf',
        makePdf([]),
        'No text found in the PDF (a scanned document has only images of text).',
      ],
    ];
    for (const [name, content, detail] of cases) {
      const res = await upload(name, content);
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, { detail }]);
    }
  });

  it('refuses other file kinds with 415, and requests that are not multipart', async () => {
    const doc = await upload('old.doc', 'text');
    expect(doc.statusCode).toBe(415);
    expect(doc.json()).toEqual({
      detail: 'Cannot import ".doc" files: send a .docx, .pdf or .txt file.',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts/import',
      headers: alice.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      detail: 'Unsupported content type: application/json; this route takes multipart/form-data',
    });
  });

  it('gives the file name back without NULs or control characters, capped', async () => {
    const odd = await upload('dis\u0000clo\u0007sure\u009b.txt', 'A widget.');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().filename).toBe('disclosure.txt');
    const long = await upload(`${'a'.repeat(5000)}.txt`, 'A widget.');
    expect(long.statusCode).toBe(200);
    expect(long.json().filename).toBe(`${'a'.repeat(251)}.txt`);
  });

  it('wants a file, not a nameless part, in the field named "file"', async () => {
    const boundary = 'cwfield';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts/import',
      headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\nA widget.\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }],
    });
  });

  it('wants the field named "file" and a signed-in user', async () => {
    const res = await upload('a.txt', 'text', 'document');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }],
    });
    const { payload, headers } = multipart('a.txt', 'text');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/drafts/import',
      headers,
      payload,
    });
    expect(anon.statusCode).toBe(401);
  });
});

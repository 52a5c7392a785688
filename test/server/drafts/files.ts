import { createDeflate } from 'node:zlib';

/** Builds a multipart/form-data body with one file part. */
export function multipart(
  filename: string,
  content: Buffer | string,
  options: { field?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cw${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
    `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal valid one-page PDF showing `lines` in Helvetica. */
export function makePdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 12 Tf 72 720 Td 14 TL',
    ...lines.map((l) => `(${escape(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A one-page PDF whose content stream is deflated: a line of text, then `megabytes` MB of
 * spaces (a bomb of ~1 KB per MB when that is large). Deflated a megabyte at a time, so the test
 * never holds the unpacked stream.
 */
export async function deflatedPdf(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (c: Buffer) => packed.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write('BT /F1 12 Tf 72 720 Td (Hello from a deflated page) Tj ET\n');
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(spaces)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  const stream = Buffer.concat(packed);
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

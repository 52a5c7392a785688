/**
 * The drawing sheets as one PDF, one page per sheet, in vector form from the same geometry the SVG
 * is drawn from. Our own writer, not a library: it only writes (no PDF is ever parsed), the
 * drawing is rectangles, lines and one monospaced font, and Courier (a standard PDF font, 0.6 em
 * a character like the faces the sheets are measured for) needs no embedded font file.
 */
import { CHAR_WIDTH } from './metrics';
import type { LineItem, Point, Shape, Sheet, TextItem } from './types';

/** Bezier handle length for a quarter circle. */
const KAPPA = 0.5523;
/** Arrowhead of the SVG's marker: 8 pt long, 8 pt wide. */
const ARROW = 8;

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** Characters of WinAnsiEncoding above Latin-1's printable range that claim text uses. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** A PDF literal string in WinAnsi bytes (as a string of char codes < 256). */
function literal(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const latin = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff);
    const byte = WIN_ANSI[ch] ?? (latin ? code : 0x3f); // "?" for what Courier cannot show
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Path operators for one shape, in PDF coordinates (y up, origin at the page's bottom left). */
function shapePath(s: Shape, H: number): string {
  const { x, w, h } = s.rect;
  const y = H - s.rect.y - h; // bottom edge
  switch (s.kind) {
    case 'decision':
      return `${n(x + w / 2)} ${n(y + h)} m ${n(x + w)} ${n(y + h / 2)} l ${n(x + w / 2)} ${n(y)} l ${n(x)} ${n(y + h / 2)} l h S`;
    case 'terminal': {
      const r = Math.min(h / 2, w / 2);
      const k = r * KAPPA;
      return [
        `${n(x + r)} ${n(y)} m`,
        `${n(x + w - r)} ${n(y)} l`,
        `${n(x + w - r + k)} ${n(y)} ${n(x + w)} ${n(y + r - k)} ${n(x + w)} ${n(y + r)} c`,
        `${n(x + w)} ${n(y + h - r)} l`,
        `${n(x + w)} ${n(y + h - r + k)} ${n(x + w - r + k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c`,
        `${n(x + r)} ${n(y + h)} l`,
        `${n(x + r - k)} ${n(y + h)} ${n(x)} ${n(y + h - r + k)} ${n(x)} ${n(y + h - r)} c`,
        `${n(x)} ${n(y + r)} l`,
        `${n(x)} ${n(y + r - k)} ${n(x + r - k)} ${n(y)} ${n(x + r)} ${n(y)} c h S`,
      ].join(' ');
    }
    case 'connector': {
      const r = w / 2;
      const cx = x + r;
      const cy = y + h / 2;
      const k = r * KAPPA;
      return [
        `${n(cx + r)} ${n(cy)} m`,
        `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
        `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
        `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
        `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c h S`,
      ].join(' ');
    }
    case 'frame':
      return `[8 4] 0 d ${n(x)} ${n(y)} ${n(w)} ${n(h)} re S [] 0 d`;
    default:
      return `${n(x)} ${n(y)} ${n(w)} ${n(h)} re S`;
  }
}

function linePath(l: LineItem, H: number): string {
  const pts = l.points.map((p) => ({ x: p.x, y: H - p.y }));
  if (pts.length < 2) return '';
  const out = [pts.map((p, i) => `${n(p.x)} ${n(p.y)} ${i ? 'l' : 'm'}`).join(' ') + ' S'];
  if (l.arrow) out.push(arrowHead(pts[pts.length - 2]!, pts[pts.length - 1]!));
  return out.join(' ');
}

/** A filled triangle with its tip on `to`, pointing along from → to. */
function arrowHead(from: Point, to: Point): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const bx = to.x - ux * ARROW;
  const by = to.y - uy * ARROW;
  const half = ARROW / 2;
  return `${n(to.x)} ${n(to.y)} m ${n(bx - uy * half)} ${n(by + ux * half)} l ${n(bx + uy * half)} ${n(by - ux * half)} l h f`;
}

function textOps(t: TextItem, H: number): string {
  const pitch = t.box.h / t.lines.length;
  const cx = t.box.x + t.box.w / 2;
  return t.lines
    .map((line, i) => {
      // The same baseline as the SVG: a line's cap height centred in its pitch.
      const base = t.box.y + pitch * i + pitch / 2 + t.size * 0.36;
      const width = [...line].length * t.size * CHAR_WIDTH;
      return `BT /F1 ${n(t.size)} Tf ${n(cx - width / 2)} ${n(H - base)} Td ${literal(line)} Tj ET`;
    })
    .join('\n');
}

/** One sheet's content stream. */
function pageContent(sheet: Sheet): string {
  const H = sheet.height;
  return [
    '0 0 0 RG 0 0 0 rg',
    '1.2 w',
    ...sheet.shapes.map((s) => shapePath(s, H)),
    '1 w',
    ...sheet.lines.map((l) => linePath(l, H)).filter(Boolean),
    ...sheet.texts.map((t) => textOps(t, H)),
  ].join('\n');
}

/** The sheets as one PDF document (bytes), one page per sheet at the sheet's size. */
export function sheetsPdf(sheets: readonly Sheet[], title = 'Drawings'): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pages = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
  );
  const info = add(`<< /Title ${literal(title)} /Producer (Claimwright) >>`);
  const kids: number[] = [];
  for (const sheet of sheets) {
    const content = pageContent(sheet);
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${n(sheet.width)} ${n(sheet.height)}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}

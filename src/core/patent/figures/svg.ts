import { FONT_FAMILY, FONT_SIZE } from './metrics';
import type { LineItem, Shape, Sheet, TextItem } from './types';

/** Numbers in SVG: two decimals, no trailing zeros. */
const n = (v: number): string => String(Math.round(v * 100) / 100);

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function shape(s: Shape): string {
  const { x, y, w, h } = s.rect;
  switch (s.kind) {
    case 'decision':
      return `<polygon points="${n(x + w / 2)},${n(y)} ${n(x + w)},${n(y + h / 2)} ${n(x + w / 2)},${n(y + h)} ${n(x)},${n(y + h / 2)}"/>`;
    case 'terminal':
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}"/>`;
    case 'connector':
      return `<circle cx="${n(x + w / 2)}" cy="${n(y + h / 2)}" r="${n(w / 2)}"/>`;
    case 'frame':
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" stroke-dasharray="8 4"/>`;
    default:
      return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`;
  }
}

function line(l: LineItem): string {
  const pts = l.points.map((p) => `${n(p.x)},${n(p.y)}`).join(' ');
  return `<polyline points="${pts}"${l.arrow ? ' marker-end="url(#arrow)"' : ''}/>`;
}

function text(t: TextItem): string {
  const pitch = t.box.h / t.lines.length;
  const cx = t.box.x + t.box.w / 2;
  // The baseline sits so a line's cap height is centred in its pitch.
  return t.lines
    .map((l, i) => {
      const base = t.box.y + pitch * i + pitch / 2 + t.size * 0.36;
      return `<text x="${n(cx)}" y="${n(base)}"${t.size !== FONT_SIZE ? ` font-size="${n(t.size)}"` : ''}>${escape(l)}</text>`;
    })
    .join('');
}

/** One sheet as a standalone SVG document, sized in points, black on white. */
export function sheetSvg(sheet: Sheet, offsetY = 0, standalone = true): string {
  const body = [
    `<g transform="translate(0 ${n(offsetY)})">`,
    `<rect x="0" y="0" width="${n(sheet.width)}" height="${n(sheet.height)}" fill="#fff" stroke="none"/>`,
    `<g fill="none" stroke="#000" stroke-width="1.2">${sheet.shapes.map(shape).join('')}</g>`,
    `<g fill="none" stroke="#000" stroke-width="1">${sheet.lines.map(line).join('')}</g>`,
    `<g fill="#000" stroke="none" font-family="${escape(FONT_FAMILY)}" font-size="${FONT_SIZE}" text-anchor="middle">`,
    sheet.texts.map(text).join(''),
    '</g></g>',
  ].join('');
  return standalone ? wrapSvg(sheet.width, sheet.height, body) : body;
}

function wrapSvg(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}pt" height="${n(height)}pt" viewBox="0 0 ${n(width)} ${n(height)}">` +
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto">' +
    '<path d="M0,0 L10,5 L0,10 z" fill="#000"/></marker></defs>' +
    body +
    '</svg>'
  );
}

/** A figure's sheets in one SVG, one under the other. */
export function figureSvg(sheets: Sheet[]): string {
  if (sheets.length === 1) return sheetSvg(sheets[0]!);
  const w = Math.max(...sheets.map((s) => s.width));
  let y = 0;
  const parts = sheets.map((s) => {
    const part = sheetSvg(s, y, false);
    y += s.height;
    return part;
  });
  return wrapSvg(w, y, parts.join(''));
}

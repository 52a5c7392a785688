/**
 * Text metrics for the drawings. The sheets use a monospaced face (DejaVu Sans Mono, Liberation
 * Mono or Courier New: all advance 0.6 em per character), so a fixed per-character width measures
 * every label exactly, in core, with no font file and no DOM.
 */

/** Font size of every letter and numeral on a sheet, in points. */
export const FONT_SIZE = 13;
/** Capital height of the faces above, as a share of the font size (DejaVu Sans Mono: 0.729). */
export const CAP_HEIGHT = 0.729;
/** Advance width of one character, as a share of the font size (monospaced: 0.602 at most). */
export const CHAR_WIDTH = 0.602;
/** Line pitch of stacked label lines, as a share of the font size. */
export const LINE_HEIGHT = 1.25;
/** The families named in the SVG, all with the advance above. */
export const FONT_FAMILY = "'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace";

/** Width of a line of text in points. */
export function textWidth(text: string, size = FONT_SIZE): number {
  return [...text].length * size * CHAR_WIDTH;
}

/** Height of `lines` stacked lines in points. */
export function textHeight(lines: number, size = FONT_SIZE): number {
  return lines * size * LINE_HEIGHT;
}

/**
 * Wraps text at spaces (or hyphens) to at most `maxChars` characters a line; a word longer than a
 * line is cut, so no line ever runs past its box.
 */
export function wrap(text: string, maxChars: number): string[] {
  const limit = Math.max(4, Math.floor(maxChars));
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while ([...word].length > limit) {
      if (line) lines.push(line);
      line = '';
      const chars = [...word];
      lines.push(chars.slice(0, limit - 1).join('') + '-');
      word = chars.slice(limit - 1).join('');
    }
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= limit) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The widest line's character count. */
export function widest(lines: string[]): number {
  return lines.reduce((m, l) => Math.max(m, [...l].length), 0);
}

/**
 * Plain text from the HTML that mammoth makes of a .docx. mammoth's raw text drops the numbers of
 * Word's own list numbering, and attorneys number claims that way: read as raw text, such a claims
 * section had no claim at all. Here each top-level ordered-list item gets its number back, and the
 * count runs on across lists until the next heading, because mammoth closes a list at every
 * unnumbered paragraph (a claim's element lines) where Word's numbering simply continues.
 * Nested list items, and paragraphs marked `cw-indent-N` (a Word left indent, see docx-text.ts),
 * become lines indented two spaces a level, as claim elements are written.
 * mammoth writes a small, regular subset of HTML (p, h1–h6, ol, ul, li, table, tr, td, br, inline
 * marks), so a tag scanner is enough; nothing here executes or fetches.
 */
export function docxHtmlToText(html: string): string {
  const blocks: string[] = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let topCount = 0;
  let line = '';
  let indent = '';
  let cells: string[] | null = null;
  const flush = () => {
    let text = line.trim();
    line = '';
    if (!text) return;
    text = indent + text;
    indent = '';
    if (cells) cells.push(text);
    else blocks.push(text);
  };
  const tags = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[4] !== undefined) {
      line += decodeEntities(m[4]);
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    if (tag === 'br') line += '\n';
    else if (/^h[1-6]$/.test(tag) || tag === 'p') {
      flush();
      if (/^h[1-6]$/.test(tag) && !closing) topCount = 0;
      const level = INDENT_CLASS.exec(m[3]!)?.[1];
      if (tag === 'p' && !closing && level) indent = '  '.repeat(Number(level));
    } else if (tag === 'ol' || tag === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', count: 0 });
    } else if (tag === 'li') {
      flush();
      const list = lists[lists.length - 1];
      if (closing || !list) continue;
      list.count++;
      if (lists.length > 1) indent = '  '.repeat(lists.length - 1);
      else if (list.ordered) line = `${++topCount}. `;
    } else if (tag === 'table' || tag === 'tr' || tag === 'td' || tag === 'th') {
      flush();
      if (tag === 'tr' && !closing) cells = [];
      else if (tag === 'tr' && closing && cells) {
        const row = cells.join('\t');
        cells = null;
        if (row) blocks.push(row);
      }
    }
  }
  flush();
  return blocks.join('\n\n');
}

/** The class the import's mammoth step gives an indented paragraph (docx-text.ts). */
const INDENT_CLASS = /\bclass="[^"]*\bcw-indent-([1-4])\b/;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

import type { Node as PmNode, Schema } from '@tiptap/pm/model';

/**
 * A section's plain text as the editor holds it: paragraphs split on blank lines ("\n\n"), a single
 * "\n" inside a paragraph is a hard break. The mapping is exact (text → doc → text is the
 * identity) and offset-preserving: a text character and a hard break are one position each.
 */
const PARAGRAPH_BREAK = '\n\n';

/** ProseMirror JSON of one paragraph's text. */
interface NodeJson {
  type: string;
  text?: string;
  content?: NodeJson[];
}

function paragraphJson(text: string): NodeJson {
  const content: NodeJson[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (i > 0) content.push({ type: 'hardBreak' });
    if (line) content.push({ type: 'text', text: line });
  });
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/** The editor document (as JSON) of a section's text. */
export function textToJson(text: string): NodeJson {
  return { type: 'doc', content: text.split(PARAGRAPH_BREAK).map(paragraphJson) };
}

/** Paragraph nodes of a piece of text, in `schema`. */
export function textToParagraphs(schema: Schema, text: string): PmNode[] {
  return text.split(PARAGRAPH_BREAK).map((p) => schema.nodeFromJSON(paragraphJson(p)));
}

const paragraphCache = new WeakMap<PmNode, string>();

/**
 * The text of one paragraph node (hard breaks as "\n"), cached per immutable node: an edit makes
 * a new node only for the paragraph it changed, so re-reading a document after a keystroke reads
 * one paragraph's text, not the whole section's.
 */
export function paragraphText(node: PmNode): string {
  const hit = paragraphCache.get(node);
  if (hit !== undefined) return hit;
  let out = '';
  node.forEach((child) => {
    out += child.isText ? child.text! : '\n';
  });
  paragraphCache.set(node, out);
  return out;
}

const cache = new WeakMap<PmNode, string>();

/** The section text of an editor document (cached per immutable document and paragraph). */
export function docToText(doc: PmNode): string {
  const hit = cache.get(doc);
  if (hit !== undefined) return hit;
  const parts: string[] = [];
  doc.forEach((para) => parts.push(paragraphText(para)));
  const text = parts.join(PARAGRAPH_BREAK);
  cache.set(doc, text);
  return text;
}

/** The document position of a text offset (clamped to the text). */
export function offsetToPos(doc: PmNode, offset: number): number {
  let remaining = Math.max(0, offset);
  let pos = 0;
  let result = -1;
  doc.forEach((para, paraPos, index) => {
    if (result >= 0) return;
    pos = paraPos;
    const len = para.content.size;
    if (remaining <= len || index === doc.childCount - 1) {
      result = paraPos + 1 + Math.min(remaining, len);
      return;
    }
    remaining -= len + PARAGRAPH_BREAK.length;
    if (remaining < 0) result = paraPos + 1 + len;
  });
  return result >= 0 ? result : pos + 1;
}

/** The text offset of a document position. */
export function posToOffset(doc: PmNode, pos: number): number {
  let offset = 0;
  let result = -1;
  doc.forEach((para, paraPos, index) => {
    if (result >= 0) return;
    const start = paraPos + 1;
    const end = start + para.content.size;
    if (pos <= end || index === doc.childCount - 1) {
      result = offset + Math.max(0, Math.min(pos, end) - start);
      return;
    }
    offset += para.content.size + PARAGRAPH_BREAK.length;
  });
  return Math.max(0, result);
}

import type { Section } from '../types';
import { matchHeading } from './headings';
import { finish, type RawSection } from './sections';

const CLAIM_LINE = /^\s*\d{1,4}\s*[.)]\s*\S/;
/** A Markdown setext underline ("Claims" over "======"). */
const UNDERLINE = /^\s*(?:={3,}|-{3,})\s*$/;

/** Narrows a section to its body without the blank lines around it (indentation kept). */
function trimmed(text: string, r: RawSection, end: number): RawSection {
  const lead = /^(?:[ \t]*\r?\n)*/.exec(text.slice(r.start, end))![0].length;
  const start = r.start + lead;
  return { ...r, start, end: Math.max(start, start + text.slice(start, end).trimEnd().length) };
}

/**
 * Finds the sections of a plain-text draft by its headings. A run of headings of one kind with
 * nothing between them is one section: filed applications head their claims "CLAIMS" and then
 * "What is claimed is:", and both lines belong to the heading of a single claims section.
 */
export function sectionsFromText(text: string): Section[] {
  const raw: RawSection[] = [];
  let pos = 0;
  let firstContent = true;
  let bodyStart = 0;
  let current: RawSection | null = null;
  // Whether the open section has body text yet (a heading right after it continues its heading).
  let bodySeen = false;
  const close = (end: number): void => {
    if (current?.kind === 'title') {
      // A title under a "TITLE" heading is its first paragraph; what follows is description.
      const t = trimmed(text, current, end);
      const para = /\r?\n[ \t]*\r?\n/.exec(text.slice(t.start, t.end));
      if (para) {
        const rest = t.start + para.index;
        raw.push(trimmed(text, current, rest));
        current = { kind: 'description', heading: null, headingStart: rest, start: rest, end };
      }
    }
    if (current) raw.push(trimmed(text, current, end));
    else if (text.slice(bodyStart, end).trim())
      raw.push(
        trimmed(
          text,
          { kind: 'preface', heading: null, headingStart: bodyStart, start: bodyStart, end },
          end,
        ),
      );
  };
  while (pos <= text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const next = Math.min(nl + 1, text.length);
    const line = text.slice(pos, nl).replace(/\r$/, '');
    const bodyBlank = current !== null && !bodySeen;
    if (current && bodyBlank && UNDERLINE.test(line)) {
      current.start = next;
      bodyStart = next;
      pos = nl + 1;
      continue;
    }
    const h = matchHeading(line);
    if (h) {
      firstContent = false;
      if (h.inlineTitle !== null) {
        close(pos);
        const at = pos + line.indexOf(h.inlineTitle, h.offset);
        raw.push({
          kind: 'title',
          heading: line.slice(h.offset, at - pos).trim(),
          headingStart: pos + h.offset,
          start: at,
          end: at + h.inlineTitle.trimEnd().length,
        });
        current = null;
        bodyStart = nl + 1;
        pos = nl + 1;
        continue;
      }
      const start = h.bodyAt === null ? next : pos + h.bodyAt;
      if (current && bodyBlank && current.kind === h.kind) {
        current.heading = text.slice(current.headingStart, pos + h.offset + h.length);
        current.start = start;
      } else {
        close(pos);
        current = {
          kind: h.kind,
          heading: line.slice(h.offset, h.offset + h.length),
          headingStart: pos + h.offset,
          start,
          end: 0,
        };
      }
      bodyStart = current.start;
      bodySeen = h.bodyAt !== null;
    } else if (firstContent && line.trim()) {
      firstContent = false;
      if (
        !CLAIM_LINE.test(line) &&
        line.trim().length <= 500 &&
        !/[.;]\s*$/.test(line.trim()) &&
        hasLaterHeading(text, nl)
      ) {
        // A Markdown "# Widget" or "**Widget**" title is the words, not the marks.
        const words = /^(\s*(?:#{1,6}\s+)?(?:\*\*|__)?)(.*?)(?:\*\*|__)?\s*$/.exec(line)!;
        raw.push({
          kind: 'title',
          heading: null,
          headingStart: pos,
          start: pos + words[1]!.length,
          end: pos + words[1]!.length + words[2]!.length,
        });
        bodyStart = nl + 1;
        current = null;
        pos = nl + 1;
        continue;
      }
    }
    if (!h && line.trim()) bodySeen = true;
    pos = nl + 1;
  }
  if (current) close(text.length);
  else if (text.slice(bodyStart).trim()) {
    const lead = text.slice(bodyStart).search(/\S/);
    const onlyClaims =
      raw.length === 0 && CLAIM_LINE.test(text.slice(bodyStart + lead, bodyStart + lead + 12));
    raw.push(
      trimmed(
        text,
        {
          kind: onlyClaims ? 'claims' : 'description',
          heading: null,
          headingStart: bodyStart,
          start: bodyStart,
          end: text.length,
        },
        text.length,
      ),
    );
  }
  return finish(
    text,
    raw.filter((r) => r.end >= r.start),
  );
}

function hasLaterHeading(text: string, from: number): boolean {
  let pos = from + 1;
  let seen = 0;
  while (pos < text.length && seen < 400) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    if (matchHeading(text.slice(pos, nl).replace(/\r$/, ''))) return true;
    pos = nl + 1;
    seen++;
  }
  return false;
}

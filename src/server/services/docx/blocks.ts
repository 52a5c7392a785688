/** One block of section text: a heading (not numbered) or a paragraph. */
export interface Block {
  kind: 'heading' | 'paragraph';
  text: string;
}

const PARAGRAPH_NUMBER = /^\s*\[\d{4,}\]\s*/;

/** True for a line that reads as a sub-heading: short, uppercase, no final period. */
function looksLikeHeading(text: string): boolean {
  return (
    text.length <= 80 &&
    !text.includes('\n') &&
    /[A-Z]/.test(text) &&
    text === text.toUpperCase() &&
    !/[.;:,]$/.test(text)
  );
}

/** Splits section text into blocks on blank lines, dropping paragraph numbers already present. */
export function blocksOf(text: string): Block[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const body = chunk.replace(PARAGRAPH_NUMBER, '').replace(/\s*\n\s*/g, ' ');
      return looksLikeHeading(body)
        ? { kind: 'heading' as const, text: body }
        : { kind: 'paragraph' as const, text: body };
    });
}

/** One claim line with its indentation level (two spaces per level). */
export interface ClaimLine {
  level: number;
  text: string;
}

/** Splits a claim set into claims (blank-line separated), each a list of indented lines. */
export function claimsOf(text: string): ClaimLine[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((chunk) => chunk.trim())
    .map((chunk) =>
      chunk
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          const indent = line.length - line.trimStart().length;
          return { level: Math.min(4, Math.floor(indent / 2)), text: line.trim() };
        }),
    );
}

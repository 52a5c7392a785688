import { plainTitle, type ErrorDescription } from '../../app/errors';
import { describeFailure, EditorHttpError } from './editor-http';

/**
 * The server's refusals as an attorney reads them: no field names or HTTP words, and what to do
 * next. Known sentences are rewritten; any other keeps the server's own words (never a field
 * label such as "Draft:" before them).
 */
const REWRITES: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [
    /disclosure is empty/i,
    () => 'Write or paste the invention disclosure first; the draft is generated from it.',
  ],
  [
    /disclosure is too short to draft from: at least (\d+) words/i,
    (m) =>
      `The disclosure is too short to draft from. Describe the invention in at least ${m[1]} words, then generate again.`,
  ],
  [
    /disclosure does not look like text/i,
    () =>
      'The disclosure does not read as text. Paste it again as plain text, then generate again.',
  ],
  [
    /^Request body is too large/i,
    () =>
      'This change is larger than the server accepts at once. Your text is kept here in this browser; shorten it, and it is saved.',
  ],
  [
    /^Revision not found/i,
    () => 'That version is no longer kept. Refresh the history and choose another one.',
  ],
  [
    /^The file is named \.\w+ but .*$/,
    (m) =>
      `${m[0].replace(/\.?$/, '.')} Open it in the program that made it, save it as .docx, .pdf or .txt, and import that file.`,
  ],
];

function rewrite(sentence: string): string {
  for (const [pattern, say] of REWRITES) {
    const m = sentence.match(pattern);
    if (m) return say(m);
  }
  return sentence;
}

/** One sentence (or a few) for a failed editor request: what happened and what to do next. */
export function attorneyMessage(error: ErrorDescription): string {
  // No answer, a signed-out session: the plain heading says it.
  if (error.status === 0 || error.status === 401) return plainTitle(error);
  // A status outside the catalogue (413, 415…): the server's own sentence, if it sent one.
  if (/^Error \d+$/.test(error.title)) {
    const said = /^\d{3} [^:]*: ([^{[][\s\S]*)$/.exec(error.detail)?.[1]?.trim();
    return said ? rewrite(said) : plainTitle(error);
  }
  const said = (error.fields ? Object.values(error.fields) : [error.detail])
    .map((s) => s.trim())
    .filter(Boolean);
  if (!said.length) return plainTitle(error);
  const text = said.map(rewrite).join(' ');
  if (error.status < 500) return text;
  return `${/[.!?]$/.test(text) ? text : `${text}.`} ${plainTitle(error)}`;
}

/**
 * What to tell the attorney of anything an editor action threw: a refused or unanswered request
 * in the words above; an error of Word or of the pane itself in its own sentence (those are
 * written for the attorney where they are thrown, e.g. `explainWordError`).
 */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && !(error instanceof EditorHttpError)) return error.message;
  return attorneyMessage(describeFailure(error));
}

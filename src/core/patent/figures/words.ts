/** Reading claim text for the drawings: part names, step labels, connections, language. */

const MARKER = /^\s*(?:\(?[a-z0-9]{1,3}[.)]|[-–•*])\s+/i;
const ARTICLES =
  /^(?:(?:a|an|the|said|one or more|at least one|a plurality of|plurality of|plural|multiple|several|each|two|three|four|first and second|respective)\s+)+/i;
/** Where a part's name ends: its function, its place, its connections. */
const NAME_STOP =
  /\s+\w+(?:ally|ably|ibly)\b|\s+(?!(?:bearing|housing|spring|ring|string|wing|casing|fitting|coupling|mounting|opening|lining|setting|wiring|tubing|piping|padding|coating|winding|building|sling)\b)\w{3,}ing\s+(?:a|an|the|said|to|with|on|in|at|from)\b|\s+(?:\w{3,}ed|held|driven|borne|worn|sent|built|laid|shown|given|taken)\s+(?:by|to|with|on|in|at|from|for|into|onto|within|between|against|about|around|along|through|across)\b|\s+said\b|\s+(?:configured|adapted|operable|operative|arranged|disposed|mounted|positioned|located|provided|coupled|connected|attached|linked|joined|secured|in communication|communicatively|operatively|operably|electrically|mechanically|fluidly|that|which|for|to|comprising|comprises|including|includes|having|has|with|wherein|whereby|being|in|on|of|at|between|from|by|storing|stored|when|where|such|capable|so|via|through|within|into|onto|under|over|above|below|around|extending|defining|formed|made|selected)\b|\s*[,:;(]/i;
const NOT_A_PART = /^(?:wherein|whereby|where|such that|so that|and|or|in which|thereby)\b/i;

/** The text of a claim element without its list marker ("(a)", "1)") or trailing "and"/punctuation. */
export function cleanElement(text: string): string {
  return (
    text
      .replace(MARKER, '')
      .replace(/^(?:the\s+)?steps?\s+of\s*:?\s*$/i, '')
      .replace(/\s+/g, ' ')
      .replace(/[\s;,.:]+$/, '')
      .replace(/\s+(?:and|or|and\/or)$/i, '')
      // "…; and a frame body" typed on one line: the joining word belongs to the list, not the part.
      .replace(/^\s*(?:and|or|and\/or)\s+/i, '')
      .trim()
  );
}

/** The name of the part an element recites ("a first sensor configured to…" → "first sensor"), or null. */
export function partName(element: string): string | null {
  const text = cleanElement(element);
  if (!text || NOT_A_PART.test(text)) return null;
  const body = text.replace(ARTICLES, '');
  const stop = NAME_STOP.exec(body);
  const head = (stop ? body.slice(0, stop.index) : body).trim();
  const words = head.split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length || !/[a-z]/i.test(words[0]!)) return null;
  return words.join(' ').toLowerCase();
}

/** The parts an element names inside itself: "a controller comprising a processor and a memory". */
export function inlineParts(element: string): string[] {
  const m = /\b(?:comprising|including|comprises|includes)\s*:?\s+(.+)$/i.exec(
    cleanElement(element),
  );
  if (!m) return [];
  const pieces = m[1]!.split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/i).filter(Boolean);
  const names: string[] = [];
  for (const piece of pieces) {
    if (!/^(?:a|an|one or more|at least one|a plurality of)\s/i.test(piece)) continue;
    const name = partName(piece);
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

const LINK =
  /\b(?:(?:communicatively|operatively|operably|electrically|fluidly|mechanically|removably|rotatably|pivotally|slidably|directly|wirelessly)\s+)?(?:coupled|connected|attached|linked|joined)\s+(?:to|with)\s+|\bin\s+(?:electrical\s+|fluid\s+|data\s+|wireless\s+|signal\s+)?communication\s+with\s+/gi;

/** The phrases an element says it is coupled or connected to, or in communication with. */
export function linkTargets(element: string): string[] {
  const text = cleanElement(element);
  const out: string[] = [];
  LINK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LINK.exec(text))) {
    const rest = text.slice(m.index + m[0].length);
    const phrase = /^[^,;:()]*/.exec(rest)![0];
    const upTo =
      /\s+(?:configured|adapted|for|that|which|wherein|via|through|so|to|such|when|by|using)\b/i.exec(
        phrase,
      );
    const span = upTo ? phrase.slice(0, upTo.index) : phrase;
    for (const piece of span.split(/\s+(?:and|or|and\/or)\s+/i)) {
      const name = piece.replace(ARTICLES, '').trim().toLowerCase();
      if (name) out.push(name.split(/\s+/).slice(0, 5).join(' '));
    }
  }
  return out;
}

/** Picks the named part a phrase refers to: exact, then by ending ("the first valve" ↔ "valve"). */
export function matchPart(phrase: string, names: string[]): number {
  let best = -1;
  let score = 0;
  names.forEach((name, i) => {
    let s = 0;
    if (phrase === name) s = 3;
    else if (phrase.endsWith(` ${name}`) || name.endsWith(` ${phrase}`)) s = 2;
    else if (phrase.split(' ').pop() === name.split(' ').pop()) s = 1;
    if (s > score) [best, score] = [i, s];
  });
  return best;
}

/** A flowchart box's words for a step: its first clause, at most 14 words. */
export function stepLabel(step: string): string {
  let text = cleanElement(step);
  const cut =
    /,\s*(?:wherein|whereby|where|such that|so that|thereby|the\s|said\s|and\s)|;\s|\s+wherein\s/i.exec(
      text,
    );
  if (cut && text.slice(0, cut.index).split(' ').length >= 3) text = text.slice(0, cut.index);
  const words = text.split(' ');
  return words.length > 14 ? `${words.slice(0, 13).join(' ')} …` : text;
}

/** How a step reads as a decision: `condition` for the diamond, `action` for the step after it. */
export function decisionOf(step: string): { condition: string; action: string | null } | null {
  const text = cleanElement(step);
  const whether = /^(?:\w+ing\s+)?(?:determining|deciding|checking|detecting|judging) whether\b/i;
  if (whether.test(text) || /\bdetermining whether\b/i.test(text.slice(0, 60))) {
    return { condition: stepLabel(text), action: null };
  }
  const cond = /^(?:if|when|whenever|upon determining that)\s+(.+?),\s+(.+)$/i.exec(text);
  if (cond) return { condition: stepLabel(cond[1]!), action: stepLabel(cond[2]!) };
  if (/^(?:if|when|whenever)\s/i.test(text))
    return { condition: stepLabel(text.replace(/^\w+\s+/, '')), action: null };
  return null;
}

const ENGLISH =
  /\b(?:the|a|an|of|and|to|said|wherein|comprising|including|with|for|in|or|is|by)\b/gi;

/** Whether claim text reads as English (the drawings' words come from it). */
export function readsAsEnglish(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const hits = text.match(ENGLISH)?.length ?? 0;
  const ascii = [...text].filter((c) => c.charCodeAt(0) < 128).length / Math.max(1, text.length);
  return ascii > 0.9 && hits / words.length >= 0.12;
}

/** Whether most of a claim's elements read as steps ("receiving…", "(a) cutting…"). */
export function readsAsSteps(elements: string[]): boolean {
  const texts = elements.map(cleanElement).filter(Boolean);
  const steps = texts.filter((t) => /^(?:\w+ing|if|when|whenever|upon|in response)\b/i.test(t));
  return texts.length > 0 && steps.length * 2 > texts.length;
}

/** Whether an element only opens a list ("one or more media, wherein the media comprise:"). */
export function opensList(element: string): boolean {
  return /\b(?:comprise|comprises|comprising|include|includes|including|to|of)\s*:?\s*$/i.test(
    element.trim(),
  );
}

/** Whether an indented line names a part ("a valve…") rather than a function ("display…"). */
export function startsWithArticle(element: string): boolean {
  return /^(?:a|an|the|one or more|at least one|a plurality of|plural|two|three|first|second)\s/i.test(
    cleanElement(element),
  );
}

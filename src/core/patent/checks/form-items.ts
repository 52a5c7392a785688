import { tokenize, type Token } from '../text';
import type { Claim } from '../types';

/** One element (apparatus, system, composition) or step (method) of a claim's list. */
export interface FormItem {
  /** Offsets into the claims section text, label ("a)", "(ii)") left out. */
  start: number;
  end: number;
  text: string;
  tokens: Token[];
  /** Index of the sub-list the item is in: items after one ending in ":" start a new group. */
  group: number;
  /** In a sub-list opened by an earlier item ("a housing comprising:", "configured to:"). */
  nested: boolean;
  kind: 'element' | 'step';
}

/** One element read outside a list (a line, an added phrase): `text` starts at `start`. */
export function elementItem(text: string, start: number): FormItem {
  return {
    start,
    end: start + text.length,
    text,
    tokens: tokenize(text, start),
    group: 0,
    nested: false,
    kind: 'element',
  };
}

/** The list a claim recites after its transition, when it can be read safely as a list. */
export interface FormList {
  kind: 'element' | 'step';
  items: FormItem[];
}

const LIST_TRANSITION = /^(?:compris|includ|consist|contain|composed|having)/i;
const CLAUSE_WORD = /\b(?:wherein|whereby|where|in which|such that|so that|characteri[sz]ed)\b/i;
const LABEL =
  /^(?:(?:and|or)\s+)?(?:(?:\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})\)|(?:[a-z]|[ivx]{1,5}|\d{1,2})\.(?=\s))\s*)?/i;
/** Items that are not elements or steps but clauses about them. */
const NOT_AN_ITEM =
  /^(?:wherein|whereby|where|when|whereas|while|such that|so that|in which|thereby|said\s+\w+\s+being|characteri[sz]ed|the improvement)\b/i;
const DEPENDENT_HEAD =
  /\bclaims?\s+\d+(?:\s*(?:,|-|–|to|or|and|through)\s*(?:claims?\s+)?\d+)*\s*,?\s*(?:further|additionally|also)?$|\b(?:preceding|previous|foregoing) claims?\s*,?\s*(?:further)?$/i;
const STEPS_OF = /^(?:the\s+)?(?:following\s+)?(?:steps|acts)(?:\s+of)?\s*:$/i;
const SUBJECT_TAIL =
  /^(?:the|said)\s+(?:[\w-]+\s+){0,3}?(method|process|procedure|apparatus|system|device|composition|assembly|machine|kit|article|product|medium|media|formulation)$/i;

/**
 * "A steering wheel having an airbag apparatus, wherein the steering wheel comprises:": the
 * clause's subject is the claimed thing itself, so what follows is still its list of elements.
 */
function selfClause(pre: string): boolean {
  const m = /,?\s*wherein\s+(?:the|said)\s+((?:[\w-]+\s+){0,4}?[\w-]+)\s*$/i.exec(pre);
  if (!m || countWhere(pre) !== 1) return false;
  // The claimed thing: the words before its first linking word ("A steering wheel" having…).
  const subject =
    /^(?:an?|one)\s+(.*?)(?=\s*(?:,|\b(?:having|with|for|of|comprising|including|that|which|configured|adapted)\b|$))/i.exec(
      pre.slice(0, m.index),
    );
  const own = subject?.[1]?.toLowerCase().trim() ?? '';
  const said = m[1]!.toLowerCase();
  return own === said || own.endsWith(` ${said}`);
}

const countWhere = (pre: string) => (pre.match(new RegExp(CLAUSE_WORD.source, 'gi')) ?? []).length;

/**
 * The elements or steps of a claim, or null when the parser's split cannot be trusted as a list:
 * the transition opened a clause ("wherein the housing comprises…") or a description of another
 * thing in the preamble ("…, the substrate comprising a layer…").
 */
export function formList(c: Claim, section: string): FormList | null {
  if (c.canceled || !c.transition || !c.elements.length) return null;
  if (!LIST_TRANSITION.test(c.transition.text.trim())) return null;
  const kind =
    c.category === 'method'
      ? 'step'
      : c.category === 'apparatus' || c.category === 'system' || c.category === 'composition'
        ? 'element'
        : null;
  if (!kind) return null;
  const pre = c.preamble.text;
  // "A method…, the substrate comprising a layer…, the method comprising:": the transition the
  // parser took opened the description of another thing, and the method's list comes later.
  const reopened = kind === 'step' && c.elements.some((e) => METHOD_OPENS.test(e.text));
  if (reopened) return listItems(c, section, kind);
  if (CLAUSE_WORD.test(pre) && !selfClause(pre)) return null;
  // "…selected from the group consisting of: (a)…; (b)…": alternatives, not elements.
  if (/\b(?:group|selected from|one of|any of)\s*$/i.test(pre)) return null;
  if (c.independent) {
    const comma = pre.lastIndexOf(',');
    const tail = comma < 0 ? '' : pre.slice(comma + 1).trim();
    if (tail && !SUBJECT_TAIL.test(tail) && !selfClause(pre)) return null;
  } else if (!DEPENDENT_HEAD.test(pre) && !/^(?:a|an)\s/i.test(pre)) return null;
  return listItems(c, section, kind);
}

/** The claim's elements as items of a list of one kind, sub-lists and labels read. */
function listItems(c: Claim, section: string, kind: FormItem['kind']): FormList {
  const items: FormItem[] = [];
  let group = 0;
  let nested = false;
  let runsOn = false;
  for (const e of c.elements) {
    // "comprising the steps of:" split off as a line of its own: part of the transition.
    if (!items.length && STEPS_OF.test(e.text.trim())) continue;
    // "…comprising a first panel having a display, said method comprising:": the lines before
    // described the preamble's thing; the method's own list starts after this one.
    const own = kind === 'step' ? METHOD_OPENS.exec(e.text) : null;
    if (own) {
      items.length = 0;
      group = 0;
      nested = runsOn = false;
      if (own[0].length === e.text.length) continue;
    }
    const label = LABEL.exec(e.text.slice(own?.[0].length ?? 0));
    const cut = (own?.[0].length ?? 0) + (label ? label[0].length : 0);
    const text = e.text.slice(cut);
    const start = e.start + cut;
    // "…consisting of: elbows; tees" on one line opens a sub-list as well as a line ending in ":".
    const opens = /:(?!\d)/.test(text);
    if (text && !NOT_AN_ITEM.test(text))
      items.push({
        start,
        end: e.end,
        text,
        tokens: tokenize(text, start),
        group,
        nested: nested || runsOn,
        kind,
      });
    // A line with no ";" or "," after it runs on into the next ("such that\n a crown of…").
    runsOn = !opens && /^[ \t]*(?:(?:and|or)[ \t]*)?\n/.test(section.slice(e.end, e.end + 12));
    if (opens) {
      group++;
      nested = true;
    } else if (nested && kind === 'step' && /^[a-z]+ing\b/i.test(text)) nested = false;
  }
  return { kind, items };
}

/** A line that opens the method's own list after a description of what the method works on. */
const METHOD_OPENS =
  /^(?:[^;:]*,\s*)?(?:the|said)\s+(?:method|process)\b[^;:,]{0,80}?\b(?:compris|includ)\w*(?:\s+the\s+(?:following\s+)?steps\s+of)?\s*(?::\s*|$)|^(?:the|said)\s+(?:method|process)\b[^;:,]{0,80}?\b(?:compris|includ)\w*(?:\s+the\s+(?:following\s+)?steps\s+of)?\s+(?=[a-z]+ing\b)/i;

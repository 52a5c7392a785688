import type { Claim, ClaimCategory } from '../types';
import { appendedStep, productStep, sequencedStep } from './category-steps';
import type { CheckContext } from './context';
import { isLyAdverb, isNonThing } from './form-words';
import { singular } from '../text';

/** The category words a dependent claim's preamble may open with, by category family. */
const METHOD = /^(?:method|process|procedure|use)$/i;
const PRODUCT =
  /^(?:apparatus|system|device|assembly|machine|composition|compound|formulation|mixture|product|article|kit|structure|circuit|member|mechanism|arrangement|medium|media|program|tool|vehicle|unit|element|material|film|sensor|instrument|package)$/i;

/**
 * "The apparatus of claim 1", "A system according to claim 4", "Method according to claim 2" (the
 * article is often left out in translations): the category word, or null.
 */
const DEPENDENT_PREAMBLE =
  /^(?:(?:the|an?)\s+)?(?:[\w-]+\s+){0,3}?([\w-]+)\s*,?\s+(?:of|according\s+to|as\s+(?:claimed|recited|defined|set\s+forth|described)\s+in|as\s+in|in\s+accordance\s+with|recited\s+in|defined\s+in|claimed\s+in|set\s+forth\s+in|(?:as\s+)?described\s+in|(?:as\s+)?defined\s+by|per)\s+(?:(?:any|at\s+least)\s+)?(?:one\s+)?(?:of\s+)?(?:the\s+preceding\s+)?claims?\s+\d/i;

function family(word: string): 'method' | 'product' | null {
  if (METHOD.test(word)) return 'method';
  if (PRODUCT.test(word)) return 'product';
  return null;
}

/** Subjects of a dependent claim that name neither class ("The improvement of claim 1"). */
const NEUTRAL =
  /^(?:improvement|combination|invention|technique|approach|operation|protocol|routine|algorithm|procedure|treatment|therapy|regimen|step|steps|embodiment|claim|subject|matter|one|any|same|as|in|wherein)$/i;

/** Whether a dependent claim's subject word names a thing: a noun, not an act or a measure. */
function namesThing(word: string): boolean {
  const w = word.toLowerCase();
  return (
    /^[a-z]{3,}$/.test(w) &&
    !NEUTRAL.test(w) &&
    !/(?:ing|ed|ly)$/.test(w) &&
    !isNonThing(singular(w))
  );
}

/** The class a dependent claim's preamble ("The method of separating textiles of claim 14") names. */
function ownFamily(preamble: string, word: string): 'method' | 'product' | null {
  // The word before "of claim" names what is referred to ("A method using the apparatus of
  // claim 1" refers to a product and stays silent); else the first class word is the subject's.
  const named = family(word);
  if (named) return named;
  for (const w of preamble.split(/[^A-Za-z-]+/)) {
    const f = family(w);
    if (f) return f;
  }
  return namesThing(word) ? 'product' : null;
}

function familyOf(category: ClaimCategory): 'method' | 'product' | null {
  if (category === 'method') return 'method';
  if (['apparatus', 'system', 'composition', 'crm'].includes(category)) return 'product';
  return null;
}

/**
 * A dependent claim must be of its parent's category (35 USC 112(d)): "The apparatus of claim 1"
 * under a method claim mixes categories. A separate claim that only refers to another ("A method of
 * using the apparatus of claim 1") is not a dependent of this kind and stays silent.
 */
export function checkCategoryMix(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (!sec || !ctx.enabled('claims/category-mixed')) return;
  for (const c of ctx.model.claims) {
    if (c.canceled) continue;
    stepInProduct(ctx, sec.id, sec.text, c);
    if (c.independent || c.parents.length === 0) continue;
    const m = DEPENDENT_PREAMBLE.exec(sec.text.slice(c.bodyStart, c.end));
    const parents = c.parents
      .map((p) => ctx.byNumber.get(p))
      .filter((p): p is Claim => !!p && !p.canceled && p.number !== c.number);
    // "The dishwasher of claim 1" under a method: a subject that names a thing is a product,
    // whether or not its word is one of the usual product words ("The method of separating
    // textiles of claim 14" is still a method).
    const own = m ? ownFamily(m[0], m[1]!) : null;
    if (!own) continue;
    const other = parents.find((p) => {
      const f = claimFamily(ctx, sec.text, p);
      return f !== null && f !== own;
    });
    if (!other) continue;
    ctx.add('claims/category-mixed', {
      section: sec.id,
      start: c.bodyStart,
      end: c.bodyStart + m![0].length,
      claim: c.number ?? undefined,
      message: `Claim ${c.number} is ${own === 'method' ? 'a method' : 'a product'} claim but depends on claim ${other.number}, ${own === 'method' ? 'a product' : 'a method'} claim.`,
      suggestion:
        'Make it the same category as its parent, or write it as a separate claim ("A method of using the apparatus of claim 1, comprising …").',
    });
  }
}

/**
 * The category family a claim states itself ("A process for …", "The apparatus of claim 1"), or
 * that its parent chain states; null for a Jepson opening ("In an apparatus …, the method …") or
 * when nothing says.
 */
function claimFamily(ctx: CheckContext, text: string, c: Claim): 'method' | 'product' | null {
  let cur = c;
  for (let k = 0; k < 50; k++) {
    const body = text.slice(cur.bodyStart, cur.end);
    if (/^\s*in\s/i.test(body)) return null;
    const dep = DEPENDENT_PREAMBLE.exec(body);
    const lead =
      /^(?:an?|one\s+or\s+more)\s+(?:[\w-]+\s+){0,4}?([\w-]+)\s*(?:,|:|for|of|to|comprising|including|having|wherein|that|which|in|on|according)\b/i.exec(
        body,
      );
    const f = family(dep?.[1] ?? lead?.[1] ?? '');
    if (f) return f;
    if (cur.independent) return familyOf(cur.category);
    const p = ctx.byNumber.get(cur.parents[0] ?? -1);
    if (!p || p === cur) return null;
    cur = p;
  }
  return null;
}

/** An element that opens with a verb's -ing form and its object ("rotating the vessel …"). */
const STEP =
  /^(?:and\s+|then\s+)?(?:the\s+steps?\s+of\s+)?(?:[a-z]{3,}ly\s+)?([a-z]+ing)\s+(?:(?:to|into|onto|with|from|until|through)\s+)?(?:the|said|a|an|each|at\s+least|one\s+or\s+more)\b/;
/** Nouns in "-ing" that name a part, which may open an element ("bearing for the shaft"). */
const THING_ING =
  /^(?:housing|bearing|coating|casing|fitting|lining|bushing|tubing|piping|ring|spring|string|wing|ceiling|building|opening|setting|wiring|packing|sealing|mounting|winding|coupling|fastening|grating|railing|siding|molding|moulding|casting|forging|stamping|padding|backing|facing|covering|dressing|filling|flooring|decking|fencing|cladding|sheathing|shielding|landing|lighting)$/;

/** The step an element opens with ("rotating the drum", "selectively heating to a temperature"). */
function stepElement(text: string): RegExpExecArray | null {
  const m = STEP.exec(text);
  if (!m) return null;
  const adverb = /^(?:and\s+|then\s+)?(?:the\s+steps?\s+of\s+)?([a-z]{3,}ly)\s/.exec(text);
  if (adverb && !isLyAdverb(adverb[1]!)) return null;
  // A part in "-ing" before a preposition ("bearing with the shaft") is no act.
  const preposition = new RegExp(`${m[1]}\\s+(?:to|into|onto|with|from|until|through)\\s`).test(
    m[0],
  );
  if (preposition && THING_ING.test(m[1]!)) return null;
  return m;
}
/**
 * An element that is an imperative clause ("rotate the drum;", "apply a voltage to the coil;") or
 * names a step ("a step of rotating the drum;"): a verb's plain form straight before its object,
 * where an element opens with a determiner, a number or a clause word.
 */
const IMPERATIVE =
  /^(?:and\s+|then\s+)?(?:(?:an?|the)\s+(?:first\s+|second\s+|further\s+)?step\s+of\s+[a-z]+ing|([a-z]{3,}))\s+(?:the|said|a|an|each)\b/;
/** Words that may open an element before an article without being a verb. */
const NOT_VERB =
  /^(?:and|or|but|nor|then|both|all|either|neither|only|each|every|any|thereby|therein|wherein|whereby|where|when|while|whether|if|so|such|said|the|via|per|plus|minus|than|with|within|without|into|onto|upon|from|for|between|among|through|along|across|about|above|below|under|over|after|before|during|against|toward|towards|around|behind|beyond|inside|outside|near|including|having|comprising|being|one|two|three|four|five|six|seven|eight|nine|ten|not|also|further|least|more|most|less|other|another|same|whose|which|that|this|these|those|its|their|his|her|our|your|means)$/;

/** What makes a list of plain verb forms infinitives: "to:", "to (i)", "configured to", "instructions". */
const INFINITIVES_GOVERNED =
  /\bto\s*(?::|\(\w{1,4}\))|\b(?:configured|programmed|operable|adapted|arranged|designed|executable|instructions?|code|cause|causes|capable)\b/i;

/** The imperative or named step an element opens with, or null. */
function imperative(text: string): RegExpExecArray | null {
  const m = IMPERATIVE.exec(text);
  if (!m) return null;
  const verb = m[1];
  if (verb && (NOT_VERB.test(verb) || /(?:ing|ed|s)$/.test(verb) || isLyAdverb(verb))) return null;
  return m;
}

/** An element that names a thing ("a housing", "at least one arm", "two levers", "means for"). */
const THING =
  /^(?:and\s+)?(?:an?|at\s+least\s+one|one\s+or\s+more|a\s+plurality|plural|two|three|four|first|second|[\w-]+\s+means)\b/i;
/** A dependent claim's preamble that opens its own list: "The apparatus of claim 1, further". */
const ADDED_LIST = /\bclaims?\s+\d+\s*,?\s*(?:further|additionally|also)?\s*$/i;
/** An element's label: "(a) ", "b. ", "iii) ". */
const LABEL = /^\(?(?:[a-z]|[ivx]{1,5}|\d{1,2})[).]\s+/i;
/**
 * A person doing something inside a product claim, as a clause of its own ("wherein a user
 * actuates the housing", "…, and a user selects the workpiece"); "operated by a user pressing…"
 * says how a part is worked and stays silent.
 */
const USER_ACT =
  /(?:\b(?:wherein|whereby|and)|[,;])\s+(?:a|an|the|said)\s+(?:user|operator|person|patient|clinician|physician|wearer|driver|player)\s+(?!is\b|are\b|has\b|was\b|does\b|can\b|may\b)([a-z]+s)\b/i;

/** "An apparatus and method for …", "A system and method": two classes named in one preamble. */
const BOTH_CLASSES =
  /\b(?:apparatus|system|device|assembly|kit)\s+and\s+(?:a\s+)?(?:method|process)\b|\b(?:method|process)\s+and\s+(?:an?\s+)?(?:apparatus|system|device|assembly|kit)\b/i;

/** Where a claim's preamble ends: its first "comprising"/"consisting"/"including"/":" or its end. */
function preambleEnd(body: string): number {
  const m = /\b(?:compris|consist|includ|having\b|wherein\b)|:/i.exec(body);
  return m ? m.index : body.length;
}

/**
 * IPXL Holdings v. Amazon (Fed. Cir. 2005): a product claim that also recites a step of using the
 * product, or a person's act, mixes two classes and is indefinite. Flags a top-level element of an
 * apparatus claim that is a step ("…; and rotating the tow vessel into an operating position"),
 * beside elements that name things, and "wherein a user actuates …". Steps listed under a
 * processor or instructions ("configured to:", "instructions for:") are what the thing does, and
 * stay silent, as do media claims.
 */
function stepInProduct(ctx: CheckContext, id: string, text: string, c: Claim): void {
  if (c.category === 'crm') return;
  const body = text.slice(c.bodyStart, c.end);
  const say = (start: number, end: number, what: string): true => {
    ctx.add('claims/category-mixed', {
      section: id,
      start,
      end,
      claim: c.number ?? undefined,
      message: `Claim ${c.number} claims a product but ${what}: a product claim that also recites using it is indefinite (IPXL v. Amazon).`,
      suggestion:
        'Recite what the product is or is configured to do, or claim the use in a separate method claim.',
    });
    return true;
  };
  /** Flags a match in the body, its leading spaces left out. */
  const said = (m: RegExpExecArray | null, what: (hit: string) => string): boolean => {
    if (!m) return false;
    const start = c.bodyStart + m.index + (m[0].length - m[0].trimStart().length);
    const hit = m[0].trim();
    return say(start, start + hit.length, what(hit));
  };
  // "An apparatus and method for …" (a Jepson "In a system …, a method" names one class).
  const preamble = body.slice(0, preambleEnd(body));
  if (c.independent && !/^\s*in\s/i.test(body))
    if (said(BOTH_CLASSES.exec(preamble), (h) => `its preamble names both, "${h}"`)) return;
  if (c.category === 'method' || claimFamily(ctx, text, c) !== 'product') return;
  if (said(productStep(body), (h) => `recites the step "${h}"`)) return;
  if (said(appendedStep(body), (h) => `recites the step "${h}"`)) return;
  if (said(sequencedStep(body), (h) => `recites the step "${h}"`)) return;
  if (!c.transition) return;
  // Top-level elements: none inside a sub-list opened by ":" ("configured to:"), which may list
  // what a part does; when the lines are indented, one back at the first element's depth ends it.
  const indent = (at: number): number | null => {
    const m = /\n([ \t]*)$/.exec(text.slice(Math.max(0, at - 40), at));
    return m ? m[1]!.length : null;
  };
  const depth = c.elements.length ? indent(c.elements[0]!.start) : null;
  const top: typeof c.elements = [];
  let nested = text
    .slice(c.transition.end, c.elements[0]?.start ?? 0)
    .replace(/^\s*:/, '')
    .includes(':');
  // Whether a line of the open sub-list sat deeper than the elements (else depth tells nothing).
  let deeper = false;
  c.elements.forEach((e, k) => {
    const at = indent(e.start);
    if (nested && depth !== null && at !== null && at > depth) deeper = true;
    else if (nested && deeper && at === depth) nested = false;
    if (!nested) top.push(e);
    const next = c.elements[k + 1]?.start ?? e.end;
    // "…, wherein:" opens clauses about the parts, not what a part is configured to do.
    const opened = text.slice(e.start, next);
    // "comprising, on a substrate:": a first line that names nothing ends the transition and
    // opens the claim's own list.
    const opensOwn =
      k === 0 && /^[^:]*:\s*$/.test(opened) && !THING.test(e.text.replace(LABEL, ''));
    if (opened.includes(':') && !/\bwherein\s*:\s*$/i.test(opened) && !opensOwn) {
      nested = true;
      deeper = false;
    }
  });
  // Labels left out: "(a) a base; (b) measuring the pressure".
  const bare = (e: { text: string }) => e.text.replace(LABEL, '');
  const hasThings = top.some((e) => THING.test(bare(e))) || !c.independent;
  // "The apparatus of claim 1, further comprising: rotating the drum…; and draining…": a
  // dependent claim's own list, added to the parent's parts, whatever the list holds.
  const addsSteps =
    !c.independent &&
    ADDED_LIST.test(c.preamble.text) &&
    /^(?:compris|includ)/i.test(c.transition.text.trim());
  // A plain verb form is an infinitive wherever the claim says what a part is made to do
  // ("a processor configured to: receive …; and store the datapoint").
  const infinitives = INFINITIVES_GOVERNED.test(body);
  const stepOf = (e: { text: string }) =>
    stepElement(bare(e)) ?? (infinitives ? null : imperative(bare(e)));
  for (const e of top) {
    const m = stepOf(e);
    const mostlySteps = top.filter((x) => stepOf(x)).length * 2 > top.length;
    if (!m || !hasThings || (mostlySteps && !addsSteps)) continue;
    const at = e.start + (e.text.length - bare(e).length);
    say(at, at + m[0].length, `recites the step "${m[0]}"`);
    return;
  }
  const u = USER_ACT.exec(body);
  if (u) {
    const act = u[0].replace(/^[,;]\s*/, '');
    const from = c.bodyStart + u.index + u[0].length - act.length;
    say(from, from + act.length, `recites a person's act, "${act}"`);
  }
}

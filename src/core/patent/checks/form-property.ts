import { singular } from '../text';
import { elementItem, type FormItem, type FormList } from './form-items';
import { leadPhrase } from './form-np';
import { ARTICLES, NOT_PARTICIPLE, PARTITIVE, PREPOSITIONS, isNonThing } from './form-words';

/**
 * What an element of a product claim names when it is no part: a property, quantity, event,
 * condition or result ("a temperature of the fluid", "an increase in the pressure of the
 * chamber", "a rotation of the shaft by the motor", "overheating of the motor"). The rule an
 * attorney states: an apparatus is claimed by its parts; a measure or an event of a part is said
 * of that part in a "wherein" clause, it is not one more part. Whatever follows the head
 * ("of…", "in…", "by…", "than…") only says whose measure or event it is.
 */
export interface NonThing {
  /** Offsets of the phrase up to its head ("an improved stability"). */
  start: number;
  end: number;
  /** The head, singular ("stability"). */
  word: string;
}

/**
 * A participle right after the head that places it among the parts ("a weight attached to the
 * arm", "a stop formed on the housing"): whatever its name, what is attached, mounted or housed
 * is a physical thing.
 */
const PLACED =
  /^\s*(?:attached|mounted|fixed|secured|affixed|fastened|disposed|coupled|connected|positioned|located|arranged|supported|suspended|carried|received|housed|inserted|embedded|formed|provided|installed|joined|welded|bonded|clamped|hung)\b/i;

/** A finite verb of the item's own clause, no relative pronoun before it. */
const CLAUSE_VERB =
  /^(?:(?!\b(?:that|which|who|whose|where|wherein|whereby|when|while|whose)\b)[^,])*?\s(?:is|are|was|were|becomes?|remains?|equals?|exceeds?)\s/i;

/**
 * Measure and event words English also uses for an object, which a participle of placing reads
 * as the object ("a weight attached to the arm", "a stop formed on the housing", "a delay coupled
 * to the input"): nothing else is mounted or attached ("a vibration mounted on the frame").
 */
const CONCRETE_SENSE = new Set(
  'weight mass stop drop level step range cycle drag spring load delay resistance capacitance inductance impedance current source wear shape'.split(
    ' ',
  ),
);

/** Adjectives that follow their noun before a preposition ("sufficient to", "less than"). */
const POSTPOSITIVE =
  /^(?:[a-z]{3,}(?:ent|ant|ble|al|ive|ous|ic|ar|ory)|less|more|greater|lower|higher|smaller|larger|equal|close|due|similar|identical|suitable|sufficient)$/;

/** A head that is no part alone, whatever follows it: a gerund or mass noun of an event. */
const BARE_EVENT = /^(?:[a-z]+ing|heat|noise|wear|friction|leakage|vibration|corrosion)$/;

/** Words after a bare event that show it is the event of something ("overheating of the motor"). */
const EVENT_TAIL =
  /^\s+(?:of|from|in|by|during|through|across|caused|generated|produced|resulting|due)\b/i;

/** The non-thing a product claim's element names, or null when it names a thing. */
export function nonThingOf(item: FormItem): NonThing | null {
  const np = leadPhrase(item.text, item.start, item.tokens);
  if (!np) return bareEvent(item);
  // Only where the element is introduced: "having the formula" describes, it does not list.
  if (/^(?:the|said|each)$/.test(item.tokens[np.det]!.lower)) return null;
  let end = np.end;
  // "a temperature sufficient to…", "a speed proportional to…": an adjective after the noun,
  // before its preposition, is no head (the reader of phrases, without a tagger, took it for one).
  // "a temperature T1", "a noise thereof": a symbol or a pointer back closes the phrase.
  const last = item.tokens[end - 1]!;
  if (
    end - np.first >= 2 &&
    ((/^[A-Z][A-Za-z]?\d*$/.test(last.word) && last.word.length <= 3) ||
      /^there(?:of|in|on|from)$/.test(last.lower))
  )
    end--;
  const following = item.tokens[end]?.lower ?? '';
  if (
    end - np.first >= 2 &&
    POSTPOSITIVE.test(item.tokens[end - 1]!.lower) &&
    (PREPOSITIONS.has(following) || following === 'than')
  )
    end--;
  const head = item.tokens[end - 1]!;
  const word = singular(head.lower);
  // "a combination thereof" is "a combination of them".
  const of = /^(?:of|thereof)$/.test(item.tokens[end]?.lower ?? '');
  if (!isNonThing(word) && !(PARTITIVE.has(word) && !of)) return null;
  // "a time to frequency converter", "a radio frequency (RF) section": the head comes later.
  const rest = item.text.slice(head.end - item.start).replace(/^\s*\(\d+[a-z]?\)/, '');
  if (PLACED.test(rest) && CONCRETE_SENSE.has(word)) return null;
  // A clause says something of the measure, it lists nothing: "an alignment of the first region
  // and an alignment of the second region are different" (not "a weight that is…").
  if (CLAUSE_VERB.test(rest.split(/[;:]/)[0]!)) return null;
  const two = /^\s*([a-z]+)\b(?:\s+([a-z]+|\d))?/i.exec(rest);
  const next = two?.[1]?.toLowerCase();
  const after = two?.[2]?.toLowerCase() ?? '';
  const complement =
    !next ||
    // Not "to": "a time to frequency converter" names a converter.
    (PREPOSITIONS.has(next) && next !== 'to') ||
    /^(?:than|relative|due|configured|adapted|that|which|being|having|exceeding)$/.test(next) ||
    /ed$/.test(next) ||
    // A phrase that only says which measure: "a pressure acting on the piston", "a spin cycle
    // lasting 10 minutes", "a temperature sufficient to melt…", "a weight less than 5 kg" (not
    // "a pressure regulating valve", whose -ing word modifies the next noun).
    // What includes or contains parts is a thing ("a vendor-site deployment including a …").
    (/ing$/.test(next) &&
      !/^(?:including|comprising|containing|consisting|incorporating)$/.test(next) &&
      (PREPOSITIONS.has(after) || ARTICLES.has(after) || /^\d/.test(after))) ||
    (!/ing$/.test(next) && (PREPOSITIONS.has(after) || after === 'than')) ||
    // "a vibration when the drum rotates", "a noise thereof", "a temperature T1", "a temperature
    // and a pressure": a clause, a pointer back, a symbol or the next element.
    /^(?:when|whenever|while|where|whereby|wherein|if|once|until|as|so|thereof|therein|thereby|therebetween|thereon|therefrom)$/.test(
      next,
    ) ||
    (/^[A-Z][A-Za-z]?\d*$/.test(two?.[1] ?? '') && (two?.[1]?.length ?? 0) <= 3) ||
    (next === 'and' && ARTICLES.has(after));
  if (next !== undefined && !complement && !/^\s*[,;:]/.test(rest)) return null;
  // "a temperature (T1)": a symbol in parentheses names the measure, it is no head.
  if (!next && /^\s*[^\s,;:.]/.test(rest) && !/^\s*\([A-Za-z]{1,3}\d*\)\s*(?:[,;:.]|$)/.test(rest))
    return null;
  return { start: item.tokens[np.det]!.start, end: head.end, word };
}

/**
 * The next element an item joins to its first noun phrase ("a vibration" of "a filter and a
 * vibration", "a seal, and a drag"), or null: a list of parts on one line is a list all the same.
 */
export function nextConjunct(item: FormItem): FormItem | null {
  const np = leadPhrase(item.text, item.start, item.tokens);
  if (!np) return null;
  const from = item.tokens[np.end - 1]!.end - item.start;
  const join = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?=an?\s)/i.exec(item.text.slice(from));
  if (!join) return null;
  const at = from + join[0].length;
  return elementItem(item.text.slice(at), item.start + at);
}

/**
 * An element with no article that opens with an event: "overheating of the motor;", "heat
 * generated by the motor;". (A gerund with an object and no "of", "rotating the shaft", is a
 * method step: the category check's business.)
 */
function bareEvent(item: FormItem): NonThing | null {
  const first = item.tokens[0];
  if (!first || first.start !== item.start || first.word !== first.lower) return null;
  if (/^(?:a|an|the)$/.test(item.tokens[1]?.lower ?? '')) return null;
  const rest = item.text.slice(first.end - item.start);
  // "vibration;", "temperatures;": a measure or event alone, with no article, is no part either.
  const alone = /^[\s,;.]*(?:and|or)?[\s,;.]*$/.test(rest) && isNonThing(singular(first.lower));
  if (!alone && (!BARE_EVENT.test(first.lower) || !EVENT_TAIL.test(rest))) return null;
  // "a housing comprising: … bearing of steel": a thing in -ing is no event.
  if (
    /^(?:housing|bearing|coating|casing|fitting|lining|bushing|tubing|piping|ring|spring|string|wing|ceiling|building|opening|setting|wiring|packing|sealing|lighting|mounting|winding|filling|clothing|padding|flooring|roofing|decking|siding|railing|fencing|molding|moulding|casting|forging|stamping)$/.test(
      first.lower,
    )
  )
    return null;
  return { start: first.start, end: first.end, word: first.lower };
}

/**
 * Whether an item of a sub-list is an element too: the sub-list lists the parts of a part ("a
 * housing comprising: a wall; …"), not alternatives or the objects of a verb ("configured to:",
 * "at least one of the following:").
 */
export function partOfPart(list: FormList, item: FormItem): boolean {
  if (!item.nested) return true;
  const opener = list.items.findLast((x) => x.group === item.group - 1 && x.text.endsWith(':'));
  if (!opener || !/^(?:a|an|one|at least one)\s/i.test(opener.text)) return false;
  return (
    /\b(?:comprising|including|having)\s*:$/i.test(opener.text) &&
    !/\bof\b[^,;]*:$/i.test(opener.text.slice(-40))
  );
}

/** Heads of a method step that name what the method yields, not a part it is done with. */
const YIELD = /^(?:product|result|output|outcome|yield|mixture|solution|precipitate|residue)$/;

/**
 * Whether a method step that names no act names an apparatus part instead ("a sensor configured
 * to measure a pressure;", "a controller;"): an element of a product recited in a method claim
 * mixes the two classes, where "a cured product" or "a reduced noise level" names a result.
 */
export function namesPart(item: FormItem): boolean {
  const np = leadPhrase(item.text, item.start, item.tokens);
  if (!np || !/^(?:a|an|one|at)$/.test(item.tokens[np.det]!.lower)) return false;
  const words = item.tokens.slice(np.first, np.end).map((t) => t.lower);
  // "a cured product", "a reduced noise level": a participle before the head names a result.
  if (words.slice(0, -1).some((w) => /[a-z]{3,}(?:ed|en)$/.test(w) && !/^(?:speed|seed)$/.test(w)))
    return false;
  const head = singular(words.at(-1)!);
  // "a density coupled to the weight": what is coupled or mounted is a part, whatever its name.
  const rest = item.text.slice(item.tokens[np.end - 1]!.end - item.start);
  if (PLACED.test(rest.replace(/^\s*\(\d+[a-z]?\)/, '')) && !YIELD.test(head)) return true;
  return (
    !isNonThing(head) &&
    !PARTITIVE.has(head) &&
    !YIELD.test(head) &&
    (!/ing$/.test(head) || NOT_PARTICIPLE.has(head))
  );
}

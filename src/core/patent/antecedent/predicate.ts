import { singular } from '../text';
import { IRREGULAR_PARTICIPLES, VERB_FORMS } from './verbs';
import { NOT_ACTS, POSTPOSITIVE } from './words';

/** Words that open a verb's object or complement right after it ("match the …", "overlap each other"). */
const OBJECT_START =
  /^(?:the|a|an|said|each|one|its|their|his|her|another|therethrough|thereto|thereon|therein|therefrom|therewith|therebetween)\b/i;

/** What follows a plural verb of two coordinated subjects: "cooperate to define", "share with". */
const COMPOUND_VERB_NEXT = /^(?:to\s+[a-z]{3,}|with|the|a|an|said|each|its|their)\b/i;

const PREPOSITION =
  /^(?:by|from|to|at|in|on|via|into|onto|through|with|for|away|under|over|along|toward|towards)$/;

/**
 * Whether `word`, after a noun in a definite reference, begins what is said of that noun rather
 * than continuing its name: a participle taking an object ("storing data"), a verb ("manage"), a
 * postpositive adjective ("usable only by", "far away from"), a past participle before its
 * preposition ("output from"), or a bare verb before its object ("match the …").
 */
function opensPredicate(
  word: string,
  prev: string,
  next: string,
  lastWord: boolean,
  after: string,
  compound: boolean,
): boolean {
  if (VERB_FORMS.has(word) || POSTPOSITIVE.has(word) || word === 'far') return true;
  // "the cover and the base cooperate to define …": two coordinated subjects take a plural verb,
  // so a bare word ending the last one's phrase, before its object, is that verb.
  if (
    compound &&
    lastWord &&
    singular(word) === word &&
    !/(?:ed|ing|ly|al|ic|ous|ive)$/.test(word) &&
    COMPOUND_VERB_NEXT.test(after)
  )
    return true;
  // "the circuits manage power": a plural noun is never a modifier, so a bare word after it is
  // its verb.
  if (prev.length > 3 && singular(prev) !== prev && singular(word) === word && !/ed$/.test(word))
    return true;
  if (word.length > 5 && word.endsWith('ing') && !NOT_ACTS.has(word)) return next !== '';
  if (word.length >= 6 && /(?:able|ible)$/.test(word)) return true;
  if (IRREGULAR_PARTICIPLES.has(word) || /^(?:out|in)put$/.test(word))
    return PREPOSITION.test(next);
  return lastWord && OBJECT_START.test(after);
}

/**
 * Whether a definite reference that found no antecedent is a shorter phrase the claim did write
 * (`written`), run on by the phrase reader into its predicate: "the computer system storing data",
 * "the power management circuits manage power dissipation", "the unique key usable only by …",
 * "the light beam output from …", "the query location match the …". English never writes a noun
 * phrase's name across a verb or a postpositive adjective, so the name ends before it. `compound`:
 * the reference is the last of two coordinated subjects ("the cover and the base cooperate …").
 */
export function runsIntoPredicate(
  words: string[],
  after: string,
  written: (prefix: string[]) => boolean,
  compound = false,
): boolean {
  const following = /^[\w-]*/.exec(after)![0].toLowerCase();
  for (let m = 1; m < words.length; m++) {
    const next = words[m + 1] ?? following;
    const last = m === words.length - 1;
    if (
      opensPredicate(words[m]!, words[m - 1]!, next, last, after, compound) &&
      written(words.slice(0, m))
    )
      return true;
  }
  return false;
}

/**
 * The words around a repeated "a X" that `reintroductions` (reintro.ts) reads: what makes it a
 * predicate, a condition, a purpose, an alternative or a list, and what names a clause's subject.
 */

/** Words that make a repeated "a X" a different thing or a generic one. */
export const GENERIC =
  /^(?:portion|part|piece|number|plurality|set|pair|amount|kind|type|way|manner|time|step|method|one|member|means|signal|command|request|call|message|data|value|user|patient|subject|person|force|image|region|configuration|mode|state|result|function|operation|information|parameter|packet|record|event|instance|level|threshold|condition|product|process|reaction|material|solvent|substance|liquid|fluid|gas|oil|powder|catalyst|agent|mixture|sample|pulse|beam|emission|voltage|current|energy|power|heat|light|torque|stimulus|occupant|operator|person|individual|human|animal)$/;

/** Relational nouns that are also places or parts ("a gap", "a field", "a load"): elements. */
export const PLACES = /^(?:gap|space|spacing|interface|field|load|stage|charge|phase)$/;

/** Ordinals name one part of a series, so "a second aperture" twice is the same phrase twice. */
export const SERIES = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

/** A list of alternatives or a nested list before an introduction ("any one of: a …; and a …"). */
export const ALTERNATIVES =
  /\b(?:one\s+of|any\s+of|selected\s+from|consisting\s+of)\b[^;.]*[:;][^:]*$|\bhave\b[^;]*:\s*$/i;

/** A Markush group or list of alternatives still open before a phrase. */
export const MARKUSH =
  /\b(?:selected\s+from|consisting\s+(?:essentially\s+)?of|any\s+one\s+of)\b[^;:.]*$/i;

/**
 * A symbol's definition still open before a phrase, back to the clause's start ("L2 represents a
 * single bond, … or a heterocyclic group which is linked … through a carbon-carbon bond"): like a
 * Markush group it lists the kinds the symbol may stand for, each with its own parts. It ends with
 * its line or where the claim's body goes on ("n represents 2 or 3, which comprises heating a …").
 */
export const DEFINITION =
  /\b[A-Z][A-Za-z]{0,2}\d*'?\s+(?:each\s+)?(?:independently\s+)?(?:represents?|denotes?|is\s+selected\s+from)\b(?:(?!\b(?:compris|includ|wherein))[^;:.\n])*$/;

/**
 * What before "a X" makes it a predicate or an alternative, not a second element: "is a", "as a",
 * "being a", "or a", "such as a", "each … a", "in the form of a".
 */
export const PREDICATE =
  /(?:\(\w{1,3}\)|\b(?:is|are|was|were|be|being|been|as|or|either|nor|than|like|per|each|every|into|become|becomes|forms?|defines?|constitutes?|represent(?:s|ing)?|comprises|comprising|includes|including|consists|consisting|contains|containing|having|has|have|selected|e\.g\.|i\.e\.|whether|(?:form|shape|kind|type|manner)\s+of))\s*:?\s*$/i;

/** A comparison names something already there: "of the same color as a trump suit". */
export const COMPARED = /\bsame\s+(?:[\w-]+\s+){0,2}as\s*$/i;

/** A clause whose subject "a X" is said to be or do something: a reference, not a new element. */
export const SUBJECT_BEFORE =
  /\b(?:wherein|whereby|such\s+that|so\s+that|in\s+which|and\s+that)\s*$/i;

export const SUBJECT_AFTER =
  /^(?:is|are|has|have|comprises|includes|contains|consists|defines|forms|being|was|were|will|can|may|does)\b/i;

/**
 * "further comprising a X", "also includes a X": the claimed thing gains an element, so a repeat
 * of an element its chain already has is that element introduced twice, however short its name.
 */
export const FURTHER =
  /\b(?:further|also|additionally)\s+(?:comprising|comprises|comprise|including|includes|include|having|has)\s*:?\s*$/i;

/** A condition or a question leaves the thing hypothetical ("determines if a headset is coupled"). */
export const CONDITION = /\b(?:if|whether|unless|whenever)\b[^,;:]*$/i;

/** The last in-clause list head: "the base portion comprising: …" names whose parts follow. */
export const LIST_HEAD =
  /((?:[\w-]+\s+)?[\w-]+)\s*(?:\([^()]{0,12}\))?\s*,?\s*(?:comprising|comprises|including|includes|having|has|consisting\s+of)\s*:/gi;

/** An indefinite owner right before: "a three-dimensional image with a continuous viewpoint". */
export const NEW_OWNER =
  /\b(an?)\s+(?:[\w-]+\s+){1,3}(?:with|having)\s+(?:an?\s+[\w-]+(?:\s+[\w-]+)?(?:\s*\(\w+\))?\s*,\s*)*$/i;

/** Coordinated modifiers sharing one head: "a moveable and an elastic section". */
export const SHARED_HEAD =
  /\ban?\s+[\w-]*(?:able|ible|al|ic|ive|ous|ed|ing|ful|less|ar|ent|ant)\s+(?:and|or)\s*$/i;

/** A list of predicates continued: "is a Fab, a Fab′, an Fv, or …". */
export const PREDICATE_LIST = /\b(?:is|are|be|being|as)\s+an?\s[^;:.]*,\s*(?:or\s+|and\s+)?$/i;

export const ARTICLE = /^(?:a|an|the|said)$/;

export const ORDINAL_WORD =
  /\b(first|second|third|fourth|fifth|sixth|upper|lower|inner|outer|left|right|front|rear)\b/gi;

/** Each, every, respective: one thing per owner. */
export const DISTRIBUTIVE = /^(?:each|every|respective|respectively|per|any|least)$/;

/**
 * A predicate or a likeness: "is a lever", "in the form of a pen", "such as a lever", and a
 * predicate of place or manner ("the recesses being in a random pattern").
 */
export const COPULA =
  /\b(?:(?:is|are|was|were|be|being|been)(?:\s+(?:in|on|at|of|within))?|as|either|nor|than|like|becomes?|(?:form|shape|kind|type)\s+of|for)\s*$/i;

/**
 * A purpose names what the element is for, not a second element: "a sensor for detecting the
 * pressure of a tire", "means for applying a stimulus to a body" (in the same clause).
 */
export const PURPOSE = /\bfor\s+[a-z]+ing\b[^,;:()]*$/i;

/** Words that end the object of an "of" ("of the heart into …", "of the heart to cover"). */
export const OF_END =
  /^(?:in|into|to|on|onto|at|for|with|by|from|and|or|which|that|so|such|as|is|are|being|[a-z]+ing|[a-z]+ed)$/;

/**
 * Generic heads that name stuff or a place, not an event that recurs: with a name of their own
 * ("a reaction mixture", "a posterior region") they are one thing, unlike "a data packet".
 */
export const STUFF =
  /^(?:region|material|solvent|substance|liquid|fluid|gas|oil|powder|catalyst|agent|mixture)$/;

/** Heads of parts and places: "a portion of the housing" twice may be two portions of it. */
export const PART_OF =
  /^(?:portion|part|piece|member|section|segment|element|component|side|end|surface|edge|face|area|region|zone|layer)$/;

/**
 * An indefinite or distributive owner right after a phrase: "a hole in a bracket", "an arm of a
 * passenger", "a portion of a conductor patch of one bandgap overlaps … of another".
 */
export const NEW_OWNER_AFTER =
  /^(?:of|in|on|at|within|inside)\s+(?:an?|one|another|each|every|any)\s/i;

/** A contrast names a second one: "a lattice constant different from a lattice constant of …". */
export const CONTRASTED =
  /\b(?:different\s+from|other\s+than|distinct\s+from|instead\s+of|exceeding|exceeds|unlike)\s*$/i;

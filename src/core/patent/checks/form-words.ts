import {
  MASS_COUNTABLE,
  MASS_ELEMENTS,
  MASS_MORE,
  MASS_PAIRS,
  MASS_SALTS,
  MASS_SHARED,
  NON_THING_MORE,
  NON_THING_SHARED,
  PARTITIVE_HEADS,
} from '../nouns';

/**
 * Closed word classes for the claim-form checks. Cheap set look-ups instead of a part-of-speech
 * tagger: the checks run on every keystroke, and in a claim these few classes (articles,
 * prepositions, conjunctions) are what tells a phrase from a fragment.
 */
const set = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/** Articles and the claim's own "said". */
export const ARTICLES = set('a an the said');

/** Words that open a noun phrase and cannot be followed by an article ("six a plurality"). */
export const DETERMINERS = set(`
  a an the said this these those each every its their our
  two three four five six seven eight nine ten eleven twelve twenty hundred thousand
`);

/** Prepositions that always want an object after them. */
export const PREPOSITIONS = set(`
  of to from with by for into onto upon at between among amongst via within than per toward
  towards against during across along through throughout beneath below above under over near
  about around behind beyond inside outside without in on
`);

/** Prepositions that may end a phrase as a verb particle ("screwed on", "plugged in"). */
const PARTICLES = set(`
  in on off up down out over back away through along around about apart together inside outside
  above below beneath behind throughout within without via between
`);

/** Conjunctions and relatives that always join to something after them. */
export const CONJUNCTIONS = set(`
  and or nor but whereas while if when whenever because although whether which that wherein
  whereby unless until than
`);

/** Verbs that want an object or complement after them ("achieved by including."). */
const WANTS_OBJECT = set(`
  comprising including containing having consisting is are was were be been being has have
  such as
`);

/** Words a well-formed element, step or clause can never end with. */
export function cannotEnd(lower: string): boolean {
  return (
    ARTICLES.has(lower) ||
    (PREPOSITIONS.has(lower) && !PARTICLES.has(lower)) ||
    CONJUNCTIONS.has(lower) ||
    WANTS_OBJECT.has(lower)
  );
}

/** Words that end in "-ly" but are nouns or adjectives, not manner adverbs. */
const LY_NOT_ADVERB = set(`
  assembly supply family anomaly butterfly poly reply monopoly belly jelly rally ally fly italy
  only early daily weekly monthly yearly hourly nightly friendly likely lonely lovely ugly holy
  silly oily curly hilly woolly bubbly wobbly jolly melancholy rely apply comply imply multiply
  fully
`);

/** Nouns in "-ed" or "-ing" that are no participle ("a rotational speed", "a ball bearing"). */
export const NOT_PARTICIPLE = set(`
  speed seed feed need bed shed reed weed breed bleed hundred red sled housing bearing coating
  casing fitting lining bushing tubing piping ring spring string thing wing ceiling building
  opening setting heating cooling lighting wiring packing sealing
`);

/** A manner adverb in "-ly" ("quickly", "easily"). */
export function isLyAdverb(lower: string): boolean {
  return lower.length > 4 && lower.endsWith('ly') && !LY_NOT_ADVERB.has(lower);
}

const NON_THING_LIST = new Set([...NON_THING_SHARED, ...NON_THING_MORE]);

/**
 * Suffixes that make a noun of a verb or an adjective ("lubricate" → "lubrication", "align" →
 * "alignment", "tolerate" → "tolerance", "transparent" → "transparency", "pure" → "purity",
 * "tight" → "tightness", "leak" → "leakage", "precise" → "precision"): the noun names the act,
 * the state it leaves, a quality or a measure ("a voltage"), not a part.
 */
const NOMINALISED =
  /^[a-z]{2,}(?:ation|ition|ution|ction|ption|ssion|rsion|nsion|ision|age|ment|ance|ence|ancy|ency|ness|ity)$/;

/**
 * Nominalisations that English uses for a thing: what the act makes or holds ("a composition",
 * "a projection", "an attachment", "an appliance"), a place ("a station", "a junction"), a layer
 * named by its process ("a passivation", "a shallow trench isolation"), a circuit element named
 * by its measure when it is one ("a resistance connected…" is read by the placing participle),
 * software a system comprises ("an application", "an environment"), or a written item.
 */
const NOMINAL_THINGS = set(`
  station section portion junction partition projection protrusion extension suspension solution
  emulsion dispersion composition formulation preparation medication lotion potion ration fraction
  intersection connection interconnection termination insulation isolation passivation
  metallization metallisation encapsulation installation construction foundation location
  destination transmission collection combination subscription application publication
  instruction notification description specification definition annotation question expression
  equation indication representation identification registration transaction option
  mention caption inscription prescription depression indentation perforation formation
  diffusion implantation population
  element segment filament compartment instrument implement attachment fragment pigment garment
  sediment supplement cement ornament document apartment basement pavement equipment embodiment
  arrangement medicament ointment liniment condiment abutment escapement complement department
  environment deployment integument tenement monument shipment consignment casement enhancement
  embankment payment statement comment argument assignment agreement announcement advertisement
  appliance substance balance counterbalance entrance fragrance essence sequence reference instance
  residence conveyance fence licence license sentence ambulance audience province evidence
  allowance ordnance ordinance alliance science conference
  division television provision vision revision incision
  image message stage passage page webpage homepage language storage package cage gage garage
  carriage linkage cartridge beverage bandage anchorage village cottage luggage baggage sausage
  cabbage heritage mortgage postage voyage foliage drainage engage manage
  agency currency emergency
  harness witness business wilderness
  cavity entity facility utility community city commodity extremity amenity university charity
  antiquity deity annuity identity plurality majority minority multiplicity parity
  electricity
`);

/** A disease or condition of the body: "hypercholesterolaemia", "anemia", "arthritis", "fibrosis". */
const CONDITION = /^[a-z]{4,}(?:aemia|emia|itis|osis)$/;

/**
 * Heads that name no thing an apparatus or composition can be made of: a listed measure, event
 * or state, or a nominalisation (the suffix says the word names an act, state or quality) that
 * English does not also use for a thing.
 */
export function isNonThing(word: string): boolean {
  if (NON_THING_LIST.has(word) || CONDITION.test(word)) return true;
  return NOMINALISED.test(word) && !NOMINAL_THINGS.has(word);
}

/** Heads that name no thing alone but do with an "of" after them ("an amount of water"). */
export const PARTITIVE = new Set(PARTITIVE_HEADS);

const UNCOUNTABLE = new Set([...MASS_SHARED, ...MASS_MORE]);
const ELEMENTS = new Set(MASS_ELEMENTS);
const SALTS = new Set(MASS_SALTS);
const PAIRS = new Set(MASS_PAIRS);

/** Whether a head (with the word before it) names a substance that never takes "a"/"an". */
export function isUncountable(head: string, before: string | undefined): boolean {
  // "a user equipment", "a customer premises equipment": the names of one device in telecoms.
  if (head === 'equipment' && (before === 'user' || before === 'premises')) return false;
  if (UNCOUNTABLE.has(head)) return true;
  if (before === undefined) return false;
  return PAIRS.has(`${before} ${head}`) || (SALTS.has(head) && ELEMENTS.has(before));
}

/** Kinds of matter in MASS_COUNTABLE ("a steel", "a resin"), not the senses of energy or data. */
const MATERIALS = new Set(
  MASS_COUNTABLE.filter((w) => !/^(?:content|power|energy|light|mail|bandwidth)$/.test(w)),
);

/**
 * Whether a material noun counts only as a kind ("a steel having…", "a resin selected from…"):
 * with nothing that says which kind, "made of a steel." uses it as matter, which takes no "a".
 */
export function isMaterial(head: string): boolean {
  return MATERIALS.has(head);
}

/** Generic heads that say nothing of what the claimed thing is. */
export const GENERIC_HEADS = set(`
  method process procedure apparatus system device composition machine article product assembly
  kit combination structure unit mechanism arrangement formulation means
`);

/** Adjectives that add nothing to a generic head ("An improved apparatus"). */
export const EMPTY_MODIFIERS = set('improved new novel certain particular');

/** Measures that take a unit; a range of them with no unit is incomplete. */
export const DIMENSIONED = set(`
  temperature temperatures pressure pressures length width height depth thickness diameter
  radius distance spacing gap weight mass time duration period interval delay speed velocity
  acceleration frequency wavelength voltage current power energy force torque load viscosity
  density volume area angle size dose dosage concentration humidity content amount
`);

/** Words before a measure that make it unitless ("molecular weight", "weight ratio"). */
export const UNITLESS_BEFORE = set('molecular atomic equivalent molar excess relative');

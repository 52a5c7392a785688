/** Word lists of the antecedent check; each list is a class of reference that needs no introduction. */
const list = (s: string): string[] => s.trim().split(/\s+/);

/** Inherent parts and properties that need no introduction ("the surface", "the length"). */
export const DEFAULT_INHERENT = list(`
  surface surfaces interior exterior inside outside top bottom front back rear side end edge center
  centre middle periphery perimeter circumference length width height depth thickness diameter radius
  weight size shape volume area temperature pressure speed velocity direction axis amount number ratio
  proportion rest remainder total sum presence absence form order time duration position location
  orientation level degree extent magnitude intensity frequency distance angle majority minority
  balance way manner result basis purpose environment atmosphere ground air earth world horizontal
  vertical art content concentration same other following like former latter case one ones foregoing
  above below opposite entirety whole vicinity proximity outset beginning start interval course event
  user operator lengthwise longitudinal transverse axial radial circumferential clockwise
  counterclockwise step steps group range proviso formula
  sea sky sun gravity wavelength modulus rate viscosity density conductivity resistivity quantity
  count period amplitude topside underside atom atoms molecule molecules nostril nostrils cartilage torso scalp
  neck shoulder shoulders
  forehead abdomen thorax spine skull jaw tongue esophagus stomach intestine bladder kidney liver
  lung lungs brain retina cornea epidermis dermis udder sternum pelvis femur tibia knee elbow wrist
  ankle thigh mucosa bloodstream saliva urine synovia foliage bloom blooms blossom blossoms petal petals
`);

/**
 * Relational or measured nouns whose identity a following clause fixes ("the value obtained by",
 * "the space between", "the choice made by"): not elements, so the clause is their antecedent.
 */
export const RELATIONAL = new Set(
  list(`
  value difference space spacing gap interface relation relationship correlation correspondence ratio
  force choice selection result pain potential voltage current time period instant moment distance
  amount quantity level number condition manner extent degree deviation error offset change variation
  increase decrease type kind sort quality state phase polarity sign mass torque load stress strain
  tension power energy heat flux resistance impedance capacitance charge fraction stage field
  `),
);

/** Nouns of places and parts that "between …" or "near …" fixes ("the region between the plates"). */
export const SPAN_NOUNS = new Set(
  list('region portion part zone point path area section line spacing'),
);

/** Words that follow a relational noun and define it ("between", "obtained", "corresponding"). */
export const DEFINING =
  /^(?:occurring|existing|acting|prevailing|flowing|(?!having|including|comprising|containing|being)\w+ing\s+(?:the|a|an|said)|between|among|obtained|made|corresponding|associated|applied|exerted|caused|generated|produced|resulting|required|needed|necessary|sufficient|available|desired|relevant|related|pertaining|defined|given|for\s+each|at\s+which|in\s+which|by\s+which|to\s+which|that|which|when|where|whereby|to\s+be|from|during|across|resistible|movable|measured|determined|calculated|computed|detected|sensed|estimated|derived)\b/i;

/** Locative phrases that fix a single relational noun ("the current at an interface"). */
export const LOCATED = /^(?:in|within|at|near|on|inside|across)\b/i;

/** Participles that make any noun a measured quantity defined by its clause ("the tan measured at"). */
export const MEASURED =
  /^(?:measured|determined|calculated|computed|detected|sensed|estimated|derived)\s+(?:at|by|in|from|on|with|using|for|during|between)\b/i;

/** Adjectives and adverbs that end a noun phrase when they follow its head ("the member adjacent"). */
export const POSTPOSITIVE = new Set(
  list(`
  adjacent proximate together apart normal flush able therethrough thereto thereon therein thereof
  therefrom therebetween except alone itself themselves respectively concerned involved present
  different equal greater smaller larger longer shorter wider narrower thicker thinner sufficient
  nearest closest farthest furthest plus minus times similar identical relevant suitable capable
  responsive using whose enough higher perpendicular parallel coaxial concentric orthogonal
  downstream upstream operable operative
  tangential
  down forth less more
  `),
);

/**
 * Suffixes of nouns that name an act ("measurement", "rotation", "doping", "removal", "comparison",
 * "analysis").
 */
export const ACT_SUFFIX = /(?:ion|ment|ing|al|ance|ence|ure|age|ery|ison|ysis)$/;

/** Nouns with an act suffix that are nearly always things, never the act of a recited verb. */
export const NOT_ACTS = new Set(
  list(`
  housing bearing casing ring spring string wing thing opening building coating fitting lining
  setting mounting coupling ceiling mold molding tubing piping wiring fastening terminal signal
  material metal animal medal pedal crystal channel panel label interval original portion region
  station solution position section function ration nation lotion potion motion station legion
  instrument element segment fragment filament pigment document apparatus sediment compartment
  structure texture fixture mixture moisture picture culture feature temperature aperture
  image page package passage voltage garage cartridge carriage stage
  battery gallery
  `),
);

/** Nouns that name the act of their own verb ("flowing" → "the flow", "calling" → "the call"). */
export const ZERO_ACTS = new Set(
  list(`
  flow transfer change use increase decrease rise drop shift travel return release exchange start
  delay search request reply call bid bet wager play deal discharge cure wash rinse spray scan test
  check measure read write access update push pull press attempt repair
  `),
);

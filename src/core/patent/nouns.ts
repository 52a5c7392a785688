/**
 * Noun classes shared by the drafting engine (which must not claim them as parts, or must write
 * them without an article) and the claim-form checks (which flag a draft that does). One list
 * each, here, so that what the engine avoids and what the checks catch cannot drift apart.
 */

const words = (s: string): string[] => s.trim().split(/\s+/);

/**
 * Measures, events, states and processes the engine already refuses as the head of a part.
 * The engine adds its own drafting words (embodiment, side, portion…) to these.
 */
export const NON_THING_SHARED: readonly string[] = words(`
  time result fact purpose length width thickness height depth diameter radius distance ratio
  rate speed angle state condition degree extent level mode operation operations function
  functions variation modification occurrence presence absence existence safety error failure
  possibility ability capability necessity efficiency reliability accuracy stability durability
  convenience simplicity complexity cost quality performance comfort appearance behavior
  behaviour phenomenon effect influence impact consequence tendency risk danger hazard damage loss
  increase decrease reduction improvement change difference deviation fluctuation treatment
  therapy idea concept goal aim assistance help need reason problem advantage benefit position
  direction disease disorder use addition shape manner way process procedure method step steps
`);

/**
 * More measures, events, states and processes that name no part of an apparatus or ingredient
 * of a composition: "a weight;", "a spin cycle;", "a mechanical drag;", "an unbalance;".
 * The engine avoids these too.
 */
export const NON_THING_MORE: readonly string[] = words(`
  weight cycle drag unbalance imbalance temperature pressure velocity acceleration frequency
  vibration vibrations noise humidity rotation revolution oscillation movement motion
  displacement torque friction wear flow flowrate delay duration interval timing period voltage
  brightness intensity luminance contrast resolution density viscosity concentration hardness
  stiffness elasticity strength porosity permeability conductivity resistivity spacing
  orientation magnitude percentage proportion count lifetime age price
  event incident malfunction breakdown overheating overload leakage corrosion deformation
  expansion contraction shrinkage rise reaction interaction formation production
  generation removal adjustment determination measurement detection calculation estimation
  evaluation decision selection heating cooling drying cleaning washing rinsing spinning
  mixing stirring agitation dilatation deployment authentication sensitivity range death formula
  syndrome infection inflammation aeration oxidation filtration circulation ventilation
  separation fermentation resistance amplitude consumption collision sound dryness wetness
  reach span travel color colour hue tint opacity translucency texture odor odour
  drop leak deflection illumination elongation attenuation dissipation absorption emission
  deceleration slippage overheating resonance attraction repulsion airflow current turbulence
  stress strain thrust inertia momentum curvature fatigue glare warmth taste smell
`);

/** Partitive heads that name the thing after their "of" ("an amount of water"): a non-thing only alone. */
export const PARTITIVE_HEADS: readonly string[] = words(`
  amount quantity number dose dosage concentration proportion percentage combination
`);

/**
 * Mass nouns the engine writes without an article that also never take "a"/"an" in a claim
 * ("information", "water", "sand").
 */
export const MASS_SHARED: readonly string[] = words(`
  data information software hardware firmware equipment electricity traffic feedback metadata
  air water heat machinery furniture knowledge advice research money clothing luggage sand
  aluminum aluminium copper gold silver cotton wool silk
`);

/**
 * Mass nouns the engine writes without an article that a claim may still count, as a kind or in
 * another sense ("a metal selected from…", "a glass", "a light", "a power of two").
 */
export const MASS_COUNTABLE: readonly string[] = words(`
  content power energy light glue mail bandwidth rubber plastic metal steel glass wood paper
  foam silicone concrete fabric cloth leather felt resin oil fuel ice soil cement iron nylon
  polyethylene polypropylene carbon graphite titanium brass bronze plywood
`);

/** More nouns that never take "a"/"an" ("an oxybenzone", "a wastewater"); the engine writes them bare. */
export const MASS_MORE: readonly string[] = words(`
  wastewater sewage steam moisture rust dust dirt mud gravel debris garbage trash rubbish litter
  evidence homework middleware malware spam baggage jewelry jewellery cutlery silverware news
  music weather gravity magnetism ammonia gasoline petroleum kerosene blood urine saliva sweat
  acetone ethanol methanol isopropanol glycerin glycerine oxybenzone avobenzone octocrylene
  homosalate octinoxate caffeine nicotine ibuprofen acetaminophen paracetamol platinum zinc
  tungsten rice flour honey vinegar sunlight smoke foliage oxygen helium argon wheat nitrogen neon
  krypton xenon milk
`);

/** Elements and ions that, before a salt or oxide word, name one substance ("sodium chloride"). */
export const MASS_ELEMENTS: readonly string[] = words(`
  sodium potassium calcium magnesium zinc titanium copper silver aluminum aluminium lithium
  ammonium barium hydrogen
`);

/** Salt and oxide words that name one substance after an element ("zinc oxide", "sodium chloride"). */
export const MASS_SALTS: readonly string[] = words(`
  chloride oxide dioxide carbonate bicarbonate sulfate sulphate nitrate phosphate hydroxide
  citrate acetate stearate peroxide sulfide fluoride bromide iodide
`);

/** Two-word names of one substance, which take no article ("an ethylene glycol"). */
export const MASS_PAIRS: readonly string[] = [
  'ethylene glycol',
  'propylene glycol',
  'diethylene glycol',
  'citric acid',
  'acetic acid',
  'hydrochloric acid',
  'sulfuric acid',
  'nitric acid',
  'carbon dioxide',
  'carbon monoxide',
  'sea water',
  'tap water',
];

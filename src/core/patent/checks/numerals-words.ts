/**
 * Nouns a description uses for one part interchangeably ("compartment 482" … "receptacle 482",
 * "shaft 20" … "axle 20"): a second name of a numeral from the same class is a wording, not a
 * second part. Classes are kept narrow; nouns of different kinds ("aperture"/"end",
 * "screw"/"panel") stay two parts.
 */
const CLASSES = [
  'receptacle compartment chamber cavity vessel container reservoir tank enclosure bin pocket recess well cup basin tray',
  'aperture hole opening orifice port bore perforation passage passageway hollow',
  'tube tubing pipe piping hose conduit duct',
  'fastener screw bolt rivet nail stud',
  'housing casing case shell',
  'panel plate sheet board wall',
  'support bracket mount stand base platform cradle',
  'seal gasket o-ring packing',
  'wire cable cord lead conductor',
  'shaft axle spindle arbor',
  'display screen monitor',
  'controller processor microprocessor microcontroller computer cpu',
  'memory storage',
  'wheel roller pulley',
  'cover lid cap closure',
  'knob dial',
  'handle grip',
  'lever arm',
  'strip band strap belt',
  'tab flap',
  'nozzle spout',
  'valve stopcock',
  'blade vane',
  'sensor detector probe',
  'motor actuator drive',
  'vehicle car',
  'substrate wafer',
  'region area zone',
  'route road path',
];

const CLASS_OF = new Map<string, number>();
CLASSES.forEach((c, k) => {
  for (const w of c.split(' ')) CLASS_OF.set(w, k);
});

/** Whether two head nouns (singular, lower case) are one class's names for a part. */
export function kindred(a: string, b: string): boolean {
  const x = CLASS_OF.get(a);
  return x !== undefined && x === CLASS_OF.get(b);
}

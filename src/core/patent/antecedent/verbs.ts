/**
 * Verbs that claims use and that are (nearly) never nouns, so a noun phrase ends where one starts
 * ("the controller detects", "the diode and the capacitor operate"), in all their inflections.
 */
const BASES = `
  abut accommodate accumulate actuate adapt adhere adjoin adjust align allow alternate apply
  arrange assist attach become begin belong carry cause circulate coincide collide communicate
  comprise compute connect constitute contain continue convert correspond create define deliver
  depend derive describe detect deviate determine differ direct disable dispose distribute divide eliminate
  emit enable encircle fail enclose engage enter establish exceed exhibit exist expand extend generate
  govern identify illuminate impart include indicate inhibit interact interfere intersect involve
  join keep locate maintain make meet move obtain occupy occur operate oppose overlie penetrate
  perform permit possess prevent proceed produce protrude provide receive reduce reflect regulate
  relate remain represent require reside respond restrict retain reveal rotate satisfy send serve
  specify straddle sustain take tend terminate transmit traverse undergo urge vary vibrate
`;

/** Irregular past participles that follow a noun as a reduced relative ("the signal sent by"). */
const PARTICIPLES = `
  sent made held taken given shown built put kept worn driven chosen drawn known seen found told
  brought caught thought won spun hung laid led lit lost meant met paid rid shut slid 
 stood struck swept swung thrown torn woven borne done gone grown
`;

function inflect(b: string): string[] {
  const out = [b];
  const cvc = /[^aeiou][aeiou][bdgklmnprt]$/.test(b) && !/(?:en|er|it|on|al|el|ol)$/.test(b);
  const stem = b.endsWith('e')
    ? b.slice(0, -1)
    : b.endsWith('y') && !/[aeiou]y$/.test(b)
      ? b.slice(0, -1) + 'i'
      : b;
  out.push(
    /(?:s|sh|ch|x|z|o)$/.test(b)
      ? b + 'es'
      : b.endsWith('y') && !/[aeiou]y$/.test(b)
        ? stem + 'es'
        : b + 's',
  );
  out.push(b.endsWith('e') ? b + 'd' : stem + 'ed');
  out.push((b.endsWith('e') && !b.endsWith('ee') ? b.slice(0, -1) : b) + 'ing');
  if (cvc) out.push(b + b[b.length - 1] + 'ed', b + b[b.length - 1] + 'ing');
  return out;
}

const bases = BASES.trim().split(/\s+/);

/** Every inflection of a verb that is not a noun. */
export const VERB_FORMS: ReadonlySet<string> = new Set(bases.flatMap(inflect));

/** The finite forms (base and third person) of those verbs. */
export const VERB_FINITE: ReadonlySet<string> = new Set(
  bases.flatMap((b) => inflect(b).slice(0, 2)),
);

/** Irregular participles. */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(PARTICIPLES.trim().split(/\s+/));

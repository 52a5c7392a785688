/**
 * Steps a product claim recites besides its parts (IPXL v. Amazon): "further comprising the step
 * of…", "…, and releasing the lid.", "… and then heating the chamber". Each finder returns the
 * step's match in the claim's body, or null.
 */

/** -ing words that are no acts even before "the" ("…, further comprising, during the …"). */
const NOT_ACTS =
  /^(?:during|according|having|including|comprising|being|something|nothing|everything|anything)$/i;

/**
 * A step recited in a product claim outside what a part is configured to do: "further comprising
 * the step of heating …", "…, further comprising heating the water", "wherein the method further
 * comprises …".
 */
export function productStep(body: string): RegExpExecArray | null {
  const steps =
    /(?:^|[,;:]\s*|\band\s+)(?:further\s+)?(?:compris(?:es|ing)|includ(?:es|ing))\s+(?:the|a)\s+steps?\s+of\s+[a-z]+ing\b/i.exec(
      body,
    );
  if (
    steps &&
    !/(?:configured|programmed|operable|adapted|arranged)\s+to\s+[^;.]*$|instructions?\b[^;.]*$/i.test(
      body.slice(0, steps.index),
    )
  )
    return steps;
  // "The apparatus of claim 1, characterized by rotating the drum": what characterizes it is an act.
  const characterized =
    /\bcharacteri[sz]ed\s+(?:by|in)\s+(?:the\s+steps?\s+of\s+)?([a-z]+ing)\s+(?:the|said|a|an|each)\b/i.exec(
      body,
    );
  if (characterized && !NOT_ACTS.test(characterized[1]!)) return characterized;
  // "… instructions that … result in a method …, the method comprising" is what a medium stores.
  const method = /\b(?:wherein\s+)?the\s+method\s+(?:further\s+)?compris(?:es|ing)\b/i.exec(body);
  const stored = /\b(?:instructions?|medium|media|program|software|code|processor|computer)\b/i;
  if (method && !stored.test(body.slice(0, method.index))) return method;
  const dependent =
    /^(?:the|an?)\s+[^,]{0,80}?\bclaims?\s+\d+[^,]{0,40},\s*(?:further\s+)?(?:comprising|including)\s+(?:the\s+acts?\s+of\s+)?([a-z]+ing)\s+(?:the|said|a|an|each)\b/i.exec(
      body,
    );
  if (dependent && !NOT_ACTS.test(dependent[1]!)) {
    return cutAt(
      body,
      dependent,
      dependent[0].search(/(?:further\s+)?(?:comprising|including)\s/i),
    );
  }
  return null;
}

/** A gerund and its object joined to a product claim's last clause ("…, and releasing the lid."). */
const APPENDED_STEP = /,\s+and\s+([a-z]{3,}ing)\s+(?:the|said|a|an)\b[^;,:]*$/i;
/** What only a person does: "by hand", "manually". */
const MANUAL = /\b(?:by\s+hand|manually)\b/i;
/** A gerund acting on an object ("detecting a signal"): a series of acts the part performs. */
const ACTING = /\b[a-z]{3,}ing\s+(?:the|said|a|an|each|at\s+least)\b/gi;

/**
 * A step joined to the last clause of a product claim: "…, wherein the second drug is
 * fenofibrate, and transmitting the salt by hand." It acts on nothing the clause says the product
 * does; after "…by detecting a signal for a call, and detecting a command…" it is the last act
 * of a series a part performs and stays silent unless only a person does it ("by hand").
 */
export function appendedStep(body: string): RegExpExecArray | null {
  const m = APPENDED_STEP.exec(body.replace(/[.\s]+$/, ''));
  if (!m || NOT_ACTS.test(m[1]!)) return null;
  if (actsBefore(body, m.index) && !MANUAL.test(m[0])) return null;
  return cutAt(body, m, m[0].search(/[a-z]{3,}ing\b/i));
}

/** Whether the clause before `index` recites acts of a part already ("…by detecting a signal"). */
function actsBefore(body: string, index: number): boolean {
  const clause = body.slice(
    Math.max(0, body.lastIndexOf(';', index), body.lastIndexOf(':', index)),
    index,
  );
  return [...clause.matchAll(ACTING)].some((a) => !NOT_ACTS.test(a[0].split(/\s/)[0]!));
}

/** Words that put an act after another: "and then heating", "followed by draining". */
const SEQUENCED =
  /((?:\band\s+then|,\s*then|\bfollowed\s+by|\bthereafter|\bsubsequently|\bafter\s+which)\s+)([a-z]{3,}ing)\s+(?:the|said|a|an|each|it|them)\b[^;:,.]*/gi;
/** A "wherein" clause whose verb is a gerund: "wherein, after the lid is closed, heating the food". */
const GERUND_CLAUSE =
  /(\b(?:wherein|whereby)\s*(?:,[^,;:]{3,80},\s*)?)([a-z]{3,}ing)\s+(?:the|said|a|an|each)\b[^;:.]*/gi;
/** A verb that makes a clause of a gerund subject: "wherein rotating the drum moves the lever". */
const FINITE_AFTER =
  /\b(?:is|are|was|were|has|have|had|will|can|may|must|shall|does|do)\b|\b[a-z]{2,}[^s\W]s\s+(?!of\b|and\b|or\b)[a-z]/i;

/**
 * A step a product claim recites by sequence or as a clause's verb: "wherein the controller opens
 * the valve and then heating the chamber", "…, followed by draining the tub", "wherein, after the
 * lid is closed, heating the food…". A gerund that goes on a series of the part's acts ("a
 * processor for receiving a signal and then sending…") says what the part does, and stays silent.
 */
export function sequencedStep(body: string): RegExpExecArray | null {
  for (const m of body.matchAll(SEQUENCED)) {
    if (NOT_ACTS.test(m[2]!) || actsBefore(body, m.index)) continue;
    return cutAt(body, m, m[1]!.length);
  }
  for (const m of body.matchAll(GERUND_CLAUSE)) {
    if (NOT_ACTS.test(m[2]!) || FINITE_AFTER.test(m[0].slice(m[1]!.length))) continue;
    return cutAt(body, m, m[1]!.length);
  }
  return null;
}

/** The match cut to start `at` characters in ("heating the chamber" of ", and then heating…"). */
function cutAt(body: string, m: RegExpMatchArray, at: number): RegExpExecArray {
  return Object.assign([m[0].slice(at)], { index: m.index! + at, input: body }) as RegExpExecArray;
}

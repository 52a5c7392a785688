/** A titled paragraph of the landing page. */
export interface Point {
  title: string;
  text: string;
}

/** Where the drafting engine runs: the three choices a firm has. */
export const ENGINES: Point[] = [
  {
    title: 'Offline engine, the default',
    text: 'An embedded drafting engine that runs on the server itself: no AI account, no network, and the same draft from the same disclosure every time.',
  },
  {
    title: 'A model on your own hardware',
    text: 'Connect Ollama, vLLM, llama.cpp or LM Studio through an OpenAI-compatible URL. The disclosure stays on machines you control.',
  },
  {
    title: 'A provider your firm contracts with',
    text: 'OpenAI, Azure OpenAI or Anthropic, configured by the firm under its own agreement. Disclosure and draft text go to that provider and nowhere else.',
  },
];

/** The checks that run on every change to the draft, with the rule each rests on. */
export const CHECKS: Point[] = [
  {
    title: 'Antecedent basis',
    text: '“The” and “said” terms traced to their introduction through each claim’s dependency chain (35 USC 112(b), MPEP 2173.05(e)).',
  },
  {
    title: 'Claim dependency and numbering',
    text: 'Consecutive numbers, references to earlier claims only, multiple dependent claims in the alternative (37 CFR 1.75).',
  },
  {
    title: 'Support in the description',
    text: 'Claim terms the description never uses (37 CFR 1.75(d)(1)).',
  },
  {
    title: 'Reference numerals',
    text: 'One numeral per part and one part per numeral, throughout (37 CFR 1.84(p)).',
  },
  {
    title: 'Abstract length',
    text: 'One paragraph, within the 150-word guideline (37 CFR 1.72(b), MPEP 608.01(b)).',
  },
  {
    title: 'Means-plus-function',
    text: '“Means for” and generic placeholders with functional language that may invoke 35 USC 112(f).',
  },
  {
    title: 'Patent profanity',
    text: 'Words such as “must”, “essential” or “critical” that can narrow a claim or read as an admission.',
  },
  {
    title: 'Claim fees',
    text: 'Independent and total claim counts, multiple dependent claims included, with the fees they trigger.',
  },
];

/** How Claimwright can be deployed. */
export const DEPLOYMENTS: Point[] = [
  {
    title: 'On one laptop',
    text: 'A single Node server with an embedded database. Start it and open the browser; there is no database server to install.',
  },
  {
    title: 'For the whole firm',
    text: 'Any number of instances behind a load balancer, sharing one PostgreSQL database. Mail goes through your own SMTP server.',
  },
  {
    title: 'Accounts for a firm',
    text: 'Two-step sign-in with recovery codes, firm membership with roles, and user administration for superusers.',
  },
];

import type { Severity } from './types';

/** One rule of the catalogue: stable id, default severity, what it checks, and its source. */
export interface RuleInfo {
  id: string;
  severity: Severity;
  what: string;
  source: string;
  jurisdictions?: Array<'us' | 'ep'>;
}

const r = (
  id: string,
  severity: Severity,
  what: string,
  source: string,
  jurisdictions?: Array<'us' | 'ep'>,
): RuleInfo => ({ id, severity, what, source, jurisdictions });

/** Every rule the analysis can report; RULES.md in this folder documents the same table. */
export const RULE_CATALOGUE: readonly RuleInfo[] = [
  r(
    'claims/none',
    'error',
    'The draft has no claims section or no claim in it.',
    'C1, 37 CFR 1.75(a)',
  ),
  r(
    'claims/unnumbered',
    'error',
    'Text in the claims section is not part of a numbered claim.',
    'C4, 37 CFR 1.75(f)',
  ),
  r('claims/empty', 'error', 'A claim number without claim text.', 'C1, 37 CFR 1.75(a)'),
  r(
    'claims/numbering',
    'error',
    'Claims not numbered consecutively from 1 (gap, duplicate, wrong start).',
    'C4, 37 CFR 1.75(f)',
  ),
  r(
    'claims/grouping',
    'info',
    'A dependent claim is separated from the group of its parent claim.',
    'C4, 37 CFR 1.75(g)',
  ),
  r(
    'claims/broadest',
    'info',
    'Claim 1 is not the broadest claim of its category (heuristic: length).',
    'C4, 37 CFR 1.75(g)',
  ),
  r('claims/dependency-self', 'error', 'A claim depends on itself.', 'C3, 35 USC 112(d)'),
  r(
    'claims/dependency-forward',
    'error',
    'A claim depends on a later claim.',
    'C3, 37 CFR 1.75(c)',
  ),
  r(
    'claims/dependency-missing',
    'error',
    'A claim depends on a claim that does not exist or is canceled.',
    'C3, 35 USC 112(d)',
  ),
  r(
    'claims/dependency-cycle',
    'error',
    'Claims depend on each other in a cycle.',
    'C3, 35 USC 112(d)',
  ),
  r(
    'claims/md-cumulative',
    'error',
    'A multiple dependent claim refers to claims cumulatively ("claims 1 and 2") instead of in the alternative.',
    'C3, 37 CFR 1.75(c); MPEP 608.01(n)',
  ),
  r(
    'claims/md-on-md',
    'error',
    'A multiple dependent claim serves as basis for another multiple dependent claim (directly or through a chain).',
    'C3, 37 CFR 1.75(c)',
    ['us'],
  ),
  r(
    'claims/duplicate',
    'warning',
    'Two claims are the same apart from punctuation, case and articles.',
    'C2, 37 CFR 1.75(b)',
  ),
  r(
    'claims/sentence',
    'error',
    'A claim is not one sentence: no initial capital, no final period, or a period inside.',
    'C5, MPEP 608.01(m)',
  ),
  r(
    'claims/numeral-parentheses',
    'warning',
    'A reference numeral in a claim is not in parentheses.',
    'C5, MPEP 608.01(m); EPC Rule 43(7)',
  ),
  r(
    'claims/element-lines',
    'info',
    'Elements or steps of a claim run on one line instead of one indented line each.',
    'C7, 37 CFR 1.75(i)',
  ),
  r(
    'claims/figure-reference',
    'warning',
    'A claim refers to the drawings ("as shown in FIG. 3").',
    'C9, MPEP 2173.05(s); EPC Rule 43(6)',
  ),
  r(
    'claims/two-part-form',
    'info',
    'An independent claim lacks the two-part form ("characterised in that").',
    'C9, EPC Rule 43(1)',
    ['ep'],
  ),
  r(
    'claims/independent-per-category',
    'warning',
    'More than one independent claim in the same category.',
    'C9, EPC Rule 43(2)',
    ['ep'],
  ),
  r(
    'claims/fee',
    'info',
    'Excess claims fees are due (amounts from the dated fee table).',
    'C8, 37 CFR 1.16(h),(i),(j); EPC Rule 45',
  ),
  r(
    'claims/category-mixed',
    'warning',
    'A dependent claim of another category than its parent ("The apparatus of claim 1" under a method claim).',
    '35 USC 112(d); MPEP 608.01(n)',
  ),
  r(
    'antecedent/missing',
    'warning',
    '"the X" / "said X" has no earlier introduction in the claim or its parent chain.',
    '35 USC 112(b); MPEP 2173.05(e)',
  ),
  r(
    'antecedent/order',
    'warning',
    'A term is referred to before the claim introduces it.',
    '35 USC 112(b); MPEP 2173.05(e)',
  ),
  r(
    'antecedent/ambiguous',
    'warning',
    '"the X" could refer to two different earlier elements.',
    '35 USC 112(b); MPEP 2173.05(e)',
  ),
  r(
    'antecedent/qualifier',
    'info',
    'A reference adds a modifier the introduction did not have ("said aluminum lever" after "a lever").',
    'MPEP 2173.05(e)',
  ),
  r(
    'antecedent/number',
    'warning',
    '"the levers" after only "a lever" (or "the lever" after only "a plurality of levers"): the reference and its introduction differ in number.',
    '35 USC 112(b); MPEP 2173.05(e)',
  ),
  r(
    'antecedent/reintroduced',
    'warning',
    '"a lever" again where the claim or its chain already introduced a lever, without "second", "another", "further".',
    '35 USC 112(b); MPEP 2173.05(e)',
  ),
  r(
    'support/term',
    'warning',
    'A claim term does not appear in the description.',
    'C6, 37 CFR 1.75(d)(1)',
  ),
  r(
    'mpf/means-for',
    'info',
    '"means for" / "step for": 35 USC 112(f) presumed to apply.',
    '35 USC 112(f); MPEP 2181',
  ),
  r(
    'mpf/no-structure',
    'warning',
    'The function of a means-plus-function element is not described in the description.',
    '35 USC 112(f); MPEP 2181 II',
  ),
  r(
    'mpf/nonce-term',
    'info',
    'A generic placeholder with a functional linker ("module configured to") may invoke 112(f).',
    'Williamson v. Citrix (2015); MPEP 2181 I.A',
  ),
  r('abstract/missing', 'error', 'The draft has no abstract.', '37 CFR 1.72(b)'),
  r(
    'abstract/length',
    'warning',
    'The abstract is longer than 150 words (or shorter than 50: info).',
    '37 CFR 1.72(b); EPC Rule 47(3)',
  ),
  r('abstract/paragraphs', 'warning', 'The abstract is more than one paragraph.', 'MPEP 608.01(b)'),
  r(
    'abstract/lines',
    'info',
    'The abstract is likely more than 15 lines (estimated at 80 characters a line).',
    'MPEP 608.01(b)',
  ),
  r(
    'abstract/wording',
    'warning',
    'The abstract uses "means" or "said", or an opener such as "This disclosure concerns".',
    'MPEP 608.01(b)',
  ),
  r('format/title-length', 'error', 'The title is longer than 500 characters.', '37 CFR 1.72(a)'),
  r(
    'format/title-wording',
    'warning',
    'The title uses "new", "improved", "improvement of/in" or a leading article.',
    'MPEP 606',
  ),
  r(
    'format/section-order',
    'warning',
    'Sections are not in the order of 37 CFR 1.77(b).',
    '37 CFR 1.77(b)',
  ),
  r(
    'format/heading-style',
    'info',
    'A section heading is not uppercase, or is bold/underlined.',
    '37 CFR 1.77(c)',
  ),
  r(
    'format/paragraph-number',
    'warning',
    'Paragraph numbers are not [0001]-style, sequential and gap-free, or a heading is numbered.',
    '37 CFR 1.52(b)(6)',
  ),
  r(
    'format/internal',
    'info',
    'A check failed on this input; the other checks still ran.',
    'engine',
  ),
  r('format/too-long', 'info', 'The text was truncated before analysis.', 'parser'),
  r(
    'numerals/name-conflict',
    'warning',
    'One reference numeral names two different parts.',
    '37 CFR 1.84(p)',
  ),
  r(
    'numerals/typo',
    'warning',
    'A numeral used once under the name of another numeral\'s part ("lever 21" once, "lever 12" everywhere else).',
    '37 CFR 1.84(p)',
  ),
  r(
    'numerals/undescribed',
    'warning',
    'A numeral of a claim ("(34)") or of the abstract that the description never uses; a description numeral used once on a part never introduced or named elsewhere ("the grommet 331": info).',
    '37 CFR 1.84(p)(5); MPEP 608.01(m); 37 CFR 1.71(a)',
  ),
  r(
    'numerals/figure-missing',
    'warning',
    'A "FIG. n" reference points to a figure not listed in the brief description of the drawings.',
    '37 CFR 1.84(p); 1.74',
  ),
  r(
    'numerals/figure-unused',
    'info',
    'A figure listed in the brief description is never referred to in the detailed description.',
    '37 CFR 1.74',
  ),
  r(
    'profanity/word',
    'info',
    'A word that narrows or admits (patent profanity), from an editable list.',
    'drafting practice',
  ),
  r(
    'form/non-thing',
    'warning',
    'An element of an apparatus, system or composition claim names a measure, event or state ("a weight", "a spin cycle"), not a part or ingredient.',
    '35 USC 112(b); MPEP 2173.02',
  ),
  r(
    'form/duplicate-element',
    'warning',
    'The same element or step is listed twice in one claim (same words apart from articles).',
    '35 USC 112(b); MPEP 2173.05(o)',
  ),
  r(
    'form/fragment',
    'warning',
    'Words that do not parse as a phrase: two determiners in a row, a phrase repeated back to back, an article before no noun, a clause ending on a preposition, article or conjunction.',
    '35 USC 112(b); MPEP 2173.02, 608.01(m)',
  ),
  r(
    'form/open-range',
    'warning',
    'A numerical range without both ends ("from about 7.4"), or a range of a measure that takes a unit given without one ("a temperature of 20 to 30").',
    '35 USC 112(b); MPEP 2173.05(c)',
  ),
  r(
    'form/exemplary',
    'warning',
    'A claim says "preferably" (or "more/most preferably"): exemplary wording leaves unclear whether what follows limits the claim, and a narrower range inside a broader one in one claim is indefinite.',
    '35 USC 112(b); MPEP 2173.05(c), 2173.05(d)',
  ),
  r(
    'form/inverted-range',
    'warning',
    'A numerical range whose lower end is above its upper end ("from 21 to 0 atomic percent", "between 2 and 0"): it describes no value.',
    '35 USC 112(b); MPEP 2173.05(c)',
  ),
  r(
    'form/non-action-step',
    'warning',
    'A step of a method claim is a noun phrase (a thing or a result), a thought or state ("considering a cost") or a harm the invention prevents ("injuring a plurality of users"), not an action.',
    '37 CFR 1.75(i); MPEP 2173.05(q)',
  ),
  r(
    'form/empty-preamble',
    'warning',
    'The preamble of an independent claim is a bare category ("A method", "An apparatus") that says nothing of what is claimed or what it is for.',
    '37 CFR 1.75(a); MPEP 2111.02',
  ),
  r(
    'form/mass-noun-article',
    'warning',
    'A mass noun takes "a"/"an" ("an oxybenzone", "a water", "an information").',
    'drafting practice',
  ),
  r(
    'figures/numeral-undescribed',
    'warning',
    'A numeral on a drawn sheet is not named in the description.',
    '37 CFR 1.84(p)(5)',
  ),
  r(
    'figures/numeral-undrawn',
    'warning',
    'A numeral of the description is on no drawn sheet.',
    '37 CFR 1.84(p)(5)',
  ),
  r(
    'figures/figure-undescribed',
    'warning',
    'A drawn figure is not described in the brief description of the drawings.',
    '37 CFR 1.74',
  ),
];

/** The catalogue indexed by rule id. */
export const RULES_BY_ID: ReadonlyMap<string, RuleInfo> = new Map(
  RULE_CATALOGUE.map((x) => [x.id, x]),
);

/** Rule families (the prefix before "/"). */
export const RULE_FAMILIES = [
  'claims',
  'antecedent',
  'support',
  'mpf',
  'abstract',
  'format',
  'numerals',
  'profanity',
  'form',
  'figures',
] as const;

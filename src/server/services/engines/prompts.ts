import type { GeneratedSection } from '../../../core/api/generation';
import type { FigureSummary } from '../../../core/api/figures';
import type { SectionTask } from './types';

/** Every prompt the LLM engines send lives in this module. */

const JURISDICTION_RULES = {
  us: [
    'Follow US practice (35 U.S.C. 112, 37 CFR 1.75).',
    'Each claim is one sentence that starts with a capital and ends with the only period.',
    'Dependent claims refer to an earlier claim ("The system of claim 1, wherein …").',
    'Multiple dependent claims refer in the alternative only, and never to another one.',
  ],
  ep: [
    'Follow EPO practice (EPC Rules 43 and 47).',
    'Use the two-part form ("characterised in that") where a clear closest prior art exists.',
    'One independent claim per category; reference signs in parentheses after features.',
  ],
} as const;

const SYSTEM = [
  'You are a registered patent practitioner drafting a patent application from an invention',
  'disclosure. Write only the requested section, as plain text: no headings, no Markdown, no',
  'paragraph numbers, no commentary before or after. Use only what the disclosure supports;',
  'never invent experimental results. Avoid words that narrow or admit ("invention" in claims,',
  '"must", "essential", "critical", "necessary", "required", "always", "never", "only",',
  '"prior art", "should", "important", "key").',
].join(' ');

const SECTION_BRIEFS: Record<GeneratedSection, string> = {
  claims: [
    'Write the claims. Number them from 1, separated by a blank line, each starting "N. ".',
    'Start with the broadest independent claim; add independent method and computer-readable',
    'medium claims where the disclosure supports them; add dependent claims from the optional',
    'features. Put each element or step on its own line, indented by two spaces. Every "the X"',
    'or "said X" needs an earlier "a X" in the same claim or a claim it depends on. At most 20',
    'claims, at most 3 independent.',
  ].join(' '),
  title: [
    'Write the title: one line, at most 15 words, no leading article, no "new" or "improved",',
    'no period.',
  ].join(' '),
  cross_reference: [
    'Write the cross-reference to related applications. If the disclosure names applications',
    'this one claims the benefit of or priority to (provisional, parent, international or foreign',
    'applications), write one paragraph in the standard form, for example: "This application',
    'claims the benefit of U.S. Provisional Application No. 63/123,456, filed January 5, 2025, the',
    'entire contents of which are incorporated herein by reference." Say "is a continuation of" or',
    '"is a divisional of" where the disclosure says so. Copy numbers and dates exactly; never',
    'invent one. Patents and publications cited as background are not related applications. If',
    'the disclosure names no related application, answer with nothing at all.',
  ].join(' '),
  background: [
    'Write the background: the technical field in one paragraph, then the problem the disclosure',
    'addresses, in neutral terms, without characterising anything as prior art. Paragraphs',
    'separated by blank lines.',
  ].join(' '),
  summary: [
    'Write the brief summary: the subject matter of the independent claims in prose, in the same',
    'terms as the claims, then the main advantages. Paragraphs separated by blank lines.',
  ].join(' '),
  drawings_description: [
    'Write the brief description of the drawings: one paragraph per figure the disclosure',
    'describes, each "FIG. n is a … of …". If the disclosure describes no figures, answer with',
    'nothing at all.',
  ].join(' '),
  detailed_description: [
    'Write the detailed description: every element of every claim described with the structure',
    'and alternatives the disclosure gives, with reference numerals (one numeral per part, used',
    'consistently, e.g. "valve 102") and "FIG. n" references where figures are described.',
    'Paragraphs separated by blank lines.',
  ].join(' '),
  abstract: [
    'Write the abstract: one paragraph of 50 to 150 words summarising the claimed subject',
    'matter. Do not start with "This disclosure concerns" or similar; do not use "means" or',
    '"said".',
  ].join(' '),
};

/** Which other sections each section is written from (claims first, then the rest from them). */
const CONTEXT: Record<GeneratedSection, readonly GeneratedSection[]> = {
  claims: [],
  title: ['claims'],
  cross_reference: [],
  background: ['claims'],
  summary: ['claims'],
  drawings_description: [],
  detailed_description: ['claims', 'drawings_description'],
  abstract: ['claims', 'summary'],
};

const LABEL: Record<GeneratedSection, string> = {
  claims: 'CLAIMS',
  title: 'TITLE',
  cross_reference: 'CROSS-REFERENCE TO RELATED APPLICATIONS',
  background: 'BACKGROUND',
  summary: 'SUMMARY',
  drawings_description: 'BRIEF DESCRIPTION OF THE DRAWINGS',
  detailed_description: 'DETAILED DESCRIPTION',
  abstract: 'ABSTRACT',
};

/** Sections that name figures and numerals: the drawn figures are given to them as fixed facts. */
export const DESCRIBES_FIGURES: ReadonlySet<GeneratedSection> = new Set([
  'drawings_description',
  'detailed_description',
]);

const FIGURE_RULES = [
  'The drawings are fixed: they were drawn from the claims and are filed as they are.',
  'Describe exactly the figures listed in FIGURES, by their numbers, and no other figure.',
  'Use exactly the reference numerals listed, each for the part or step it names there, and',
  'name every one of them; introduce no other reference numeral.',
].join(' ');

/** The drawn figures as the model reads them: number, title, then each numeral and its part. */
function figuresBlock(figures: FigureSummary[]): string {
  return figures
    .map((f) =>
      [`FIG. ${f.number}: ${f.title}`, ...f.numerals.map((n) => `  ${n.numeral} ${n.name}`)].join(
        '\n',
      ),
    )
    .join('\n');
}

function block(label: string, text: string): string {
  return `<${label}>\n${text.trim()}\n</${label}>`;
}

/** The system prompt of every call. */
export function systemPrompt(task: Pick<SectionTask, 'jurisdiction'>): string {
  return `${SYSTEM}\n\n${JURISDICTION_RULES[task.jurisdiction].join('\n')}`;
}

/** The user prompt that asks for one section (or its repair). */
export function sectionPrompt(task: SectionTask): string {
  const parts = [block('DISCLOSURE', task.disclosure)];
  for (const name of CONTEXT[task.section]) {
    const text = task.sections[name];
    if (text.trim()) parts.push(block(LABEL[name], text));
  }
  const figures = DESCRIBES_FIGURES.has(task.section) ? task.figures?.figures : undefined;
  if (figures?.length) parts.push(block('FIGURES', figuresBlock(figures)));
  parts.push(SECTION_BRIEFS[task.section]);
  if (figures?.length) parts.push(FIGURE_RULES);
  if (task.instructions)
    parts.push(block('EXTRA INSTRUCTIONS FROM THE ATTORNEY', task.instructions));
  if (task.repair) {
    const findings = task.repair.findings
      .map((f) => `- [${f.rule}]${f.claim ? ` claim ${f.claim}:` : ''} ${f.message}`)
      .join('\n');
    parts.push(
      block(`YOUR PREVIOUS ${LABEL[task.section]}`, task.repair.text),
      block('ERRORS FOUND BY THE CHECKS', findings),
      'Rewrite the whole section so that none of these errors remain, changing nothing else.',
    );
  }
  return parts.join('\n\n');
}

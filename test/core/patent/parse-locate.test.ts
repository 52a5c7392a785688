import { analyzeDraft, parseDraft, type Finding } from '../../../src/core/patent';
import { locateFindings } from '../../../src/core/patent/parse/locate';
import { loadCorpus, toDraft } from './corpus';

/** A finding on `word`'s first occurrence in section `id` of the model of `text`. */
function findingOn(text: string, id: string, word: string, extra: Partial<Finding> = {}) {
  const model = parseDraft(text);
  const s = model.sections.find((x) => x.id === id)!;
  const start = s.text.indexOf(word);
  expect(start).toBeGreaterThanOrEqual(0);
  const f: Finding = {
    rule: 'profanity/word',
    severity: 'info',
    message: 'm',
    section: id,
    start,
    end: start + word.length,
    ...extra,
  };
  locateFindings(model, [f]);
  return f;
}

describe('locateFindings: paragraph numbers', () => {
  const numbered = [
    'Widget',
    '',
    'BACKGROUND',
    '',
    '[0001] Levers are old.',
    '',
    'DETAILED DESCRIPTION',
    '',
    '[0022] A lever 10 is shown.',
    '',
    '[0023] The lever 10 must be red, as the table shows:',
    '',
    'Colour  red  alpha',
    '',
    'EXAMPLES',
    '',
    '[0024] Example levers.',
  ].join('\n');

  it('takes the printed [NNNN] number, and gives an unnumbered block that of the paragraph before', () => {
    expect(findingOn(numbered, 'detailed', 'must').paragraph).toBe(23);
    expect(findingOn(numbered, 'detailed', 'alpha').paragraph).toBe(23);
    expect(findingOn(numbered, 'detailed', 'Example').paragraph).toBe(24);
    expect(findingOn(numbered, 'background', 'old').paragraph).toBe(1);
  });

  it('gives a heading the number before it, and none to a finding on a whole section', () => {
    expect(findingOn(numbered, 'detailed', 'EXAMPLES').paragraph).toBe(23);
    const whole = findingOn(numbered, 'detailed', '[0022]');
    expect(whole.paragraph).toBe(22);
    const model = parseDraft(numbered);
    const f: Finding = {
      rule: 'r',
      severity: 'info',
      message: 'm',
      section: 'detailed',
      start: 0,
      end: 0,
    };
    locateFindings(model, [f]);
    expect(f.paragraph).toBeUndefined();
  });

  it('counts paragraphs as filing would number them when none is numbered (headings skipped)', () => {
    const plain = [
      'Widget',
      '',
      'BACKGROUND',
      '',
      'Levers are old.',
      '',
      'Levers break.',
      '',
      'DETAILED DESCRIPTION',
      '',
      'First Embodiment',
      '',
      'A lever 10 must be red.',
      '',
      'ABSTRACT',
      '',
      'A lever must be red.',
    ].join('\n');
    expect(findingOn(plain, 'background', 'break').paragraph).toBe(2);
    expect(findingOn(plain, 'detailed', 'must').paragraph).toBe(3);
    expect(findingOn(plain, 'detailed', 'Embodiment').paragraph).toBeUndefined();
    expect(findingOn(plain, 'abstract', 'must').paragraph).toBeUndefined();
  });
});

describe('locateFindings: claim terms', () => {
  const text =
    'What is claimed is:\n\n1. A cup comprising a handle.\n\n2. The cup of claim 1, wherein the lid is red)';
  it('names the term of a short range and nothing for a claim number or punctuation', () => {
    expect(findingOn(text, 'claims', 'the lid', { claim: 2 }).term).toBe('the lid');
    expect(findingOn(text, 'claims', '2. ', { claim: 2 }).term).toBeUndefined();
    expect(findingOn(text, 'claims', ')', { claim: 2 }).term).toBeUndefined();
    expect(
      findingOn(
        text,
        'claims',
        '1. A cup comprising a handle.\n\n2. The cup of claim 1, wherein the lid',
        { claim: 1 },
      ).term,
    ).toBeUndefined();
  });
});

describe('analyzeDraft locates the findings of real patents', () => {
  it('every antecedent finding names its term, every description finding of a numbered patent its printed paragraph', () => {
    let described = 0;
    for (const d of loadCorpus('dev').slice(0, 40)) {
      const a = analyzeDraft(toDraft(d));
      const detailed = a.model.sections.find((s) => s.kind === 'detailed')!;
      for (const f of a.findings) {
        if (f.rule.startsWith('antecedent/')) {
          const sec = a.model.sections.find((s) => s.id === f.section)!;
          expect(f.term).toBe(sec.text.slice(f.start, f.end));
        }
        if (f.section !== detailed.id || f.start === f.end) continue;
        // The printed number is the last "[NNNN]" opening a line at or before the finding.
        const printed = [...detailed.text.matchAll(/^\[0*([1-9]\d*)\]/gm)]
          .filter((m) => m.index <= f.start)
          .pop();
        if (!printed) continue;
        described++;
        expect([d.id, f.paragraph]).toEqual([d.id, Number(printed[1])]);
      }
    }
    expect(described).toBeGreaterThan(200);
  });
});

import { draftFromDisclosure } from '../../../src/core/patent/engine';

const BODY =
  'A widget has a base and a lever attached to the base by a hinge. The lever may be made of ' +
  'aluminum. A spring biases the lever towards the base, so that the widget closes by itself.';

describe('cross-reference section (offline engine)', () => {
  it('claims the benefit of a provisional named in the disclosure and incorporates it', () => {
    const disclosure =
      'This application claims the benefit of U.S. Provisional Application No. 63/123,456, ' +
      `filed January 5, 2025.\n\n${BODY}`;
    const draft = draftFromDisclosure(disclosure);
    expect(draft.sections.cross_reference).toBe(
      'This application claims the benefit of U.S. Provisional Application No. 63/123,456, ' +
        'filed January 5, 2025. The entire contents of the above application are incorporated ' +
        'herein by reference.',
    );
    const trace = draft.trace.filter((t) => t.section === 'cross_reference');
    expect(trace.map((t) => t.sources.map((i) => draft.sentences[i]))).toEqual([
      [
        'This application claims the benefit of U.S. Provisional Application No. 63/123,456, filed January 5, 2025.',
      ],
    ]);
    expect(draft.notes.map((n) => n.code)).not.toContain('no_cross_reference');
    expect(draft.sections.detailed_description).not.toContain('63/123,456');
    expect(draftFromDisclosure(disclosure)).toEqual(draft);
  });

  it('leaves the section empty when no related application is named', () => {
    const draft = draftFromDisclosure(
      `${BODY} A similar hinge is known from U.S. Pat. No. 4,913,576 and from U.S. Patent ` +
        'Application Publication No. 2019/0123456.',
    );
    expect(draft.sections.cross_reference).toBe('');
    expect(draft.trace.filter((t) => t.section === 'cross_reference')).toEqual([]);
    expect(draft.notes.find((n) => n.code === 'no_cross_reference')?.message).toBe(
      'No related applications were named: the cross-reference section is left empty.',
    );
  });

  it('a cited application without a priority cue is a citation, not a related application', () => {
    const draft = draftFromDisclosure(
      `${BODY} A lever of this kind is described in U.S. Application No. 16/123,456.`,
    );
    expect(draft.sections.cross_reference).toBe('');
  });

  it('writes continuations, provisionals, PCT and foreign priority under a heading in one paragraph', () => {
    const disclosure = [
      'CROSS-REFERENCE TO RELATED APPLICATIONS',
      'This application is a continuation of U.S. Application No. 17/654,321, filed March 3, 2024, ' +
        'which claims the benefit of U.S. Provisional Application Ser. No. 63/111,222, filed ' +
        'Sep. 1, 2023, and U.S. Provisional Application No. 63/333,444.',
      'This application also claims priority to International Application No. PCT/US2024/012345 ' +
        'and German Patent Application No. DE 10 2023 044 629.9, filed 2 May 2023.',
      'DETAILED DESCRIPTION',
      BODY,
    ].join('\n\n');
    expect(draftFromDisclosure(disclosure).sections.cross_reference).toBe(
      'This application is a continuation of U.S. Application No. 17/654,321, filed March 3, 2024. ' +
        'This application claims the benefit of U.S. Provisional Application No. 63/111,222, filed ' +
        'Sep. 1, 2023 and U.S. Provisional Application No. 63/333,444. This application claims ' +
        'priority to German Patent Application No. DE 10 2023 044 629.9, filed 2 May 2023 and ' +
        'International Application No. PCT/US2024/012345. The entire contents of each of the ' +
        'above applications are incorporated herein by reference.',
    );
  });

  it('a heading that says "Not applicable." gives an empty section', () => {
    const disclosure = [
      'CROSS-REFERENCE TO RELATED APPLICATIONS',
      'Not applicable.',
      'DETAILED DESCRIPTION',
      BODY,
    ].join('\n\n');
    expect(draftFromDisclosure(disclosure).sections.cross_reference).toBe('');
  });
});

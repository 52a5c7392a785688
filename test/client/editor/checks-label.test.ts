import { checksLabel } from '../../../src/client/features/editor/checks-label';
import {
  editorSlice,
  generationEvent,
  generationRequested,
  type EditorState,
} from '../../../src/client/features/editor/editor-slice';
import { analyzeDraft } from '../../../src/core/patent';

/** The claims progress line's checks part after the server reports these findings. */
function labelAfter(findings: ReturnType<typeof analyzeDraft>['findings']): string {
  const reduce = editorSlice.reducer;
  let state: EditorState = reduce(
    undefined,
    generationRequested({ id: 'g1', draftId: 'd1', target: 'claims' }),
  );
  state = reduce(
    state,
    generationEvent({
      type: 'started',
      generation_id: 'g1',
      draft_id: 'd1',
      sections: ['claims'],
      engine: 'offline',
      model: null,
    } as never),
  );
  state = reduce(
    state,
    generationEvent({
      type: 'findings',
      section: 'claims',
      findings: findings.map((f) => ({ ...f, section: 'claims' })),
    } as never),
  );
  return checksLabel(state.generation!.sections.find((p) => p.section === 'claims')!);
}

describe('the "checks clean" label of a generated section', () => {
  it('is not given to claims with a claim-form finding but no error', () => {
    // The offline engine used to write such a preamble ("A method, comprising:"); it no longer
    // does, so the claims are written here.
    const claims =
      '1. A method, comprising:\n  heating a pan; and\n  stirring a sauce in the pan.\n\n' +
      '2. The method of claim 1, wherein the sauce is a tomato sauce.';
    const findings = analyzeDraft({ claims }).findings.filter((f) => f.section === 'claims');
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings.map((f) => f.rule)).toEqual(['form/empty-preamble']);
    expect(labelAfter(findings)).toBe(', 1 claim-form problem found');
  });

  it('is given when the checks find nothing, and not when they find errors', () => {
    expect(labelAfter([])).toBe(', checks clean');
    const { findings } = analyzeDraft({
      claims: '1. A valve comprising a seat\n\n2. The valve of claim 3.',
    });
    const errors = findings.filter((f) => f.severity === 'error').length;
    expect(errors).toBeGreaterThan(0);
    expect(labelAfter(findings)).toMatch(new RegExp(`^, ${errors} errors found`));
  });

  it('says nothing before the checks have run', () => {
    expect(checksLabel({ errors: null, form: null })).toBe('');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checksLabel } from '../../../src/client/features/editor/checks-label';
import {
  editorSlice,
  generationEvent,
  generationRequested,
  type EditorState,
} from '../../../src/client/features/editor/editor-slice';
import { analyzeDraft } from '../../../src/core/patent';
import { draftFromDisclosure } from '../../../src/core/patent/engine';

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
  it('is not given to offline-engine claims with a claim-form finding but no error', () => {
    const { disclosure } = JSON.parse(
      readFileSync(join(__dirname, '../../fixtures/disclosures/US06837151B2.json'), 'utf8'),
    ) as { disclosure: string };
    const claims = draftFromDisclosure(disclosure).sections.claims;
    const findings = analyzeDraft({ claims }).findings.filter((f) => f.section === 'claims');
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings.map((f) => f.rule)).toContain('form/empty-preamble');
    const n = findings.filter((f) => f.rule.startsWith('form/')).length;
    expect(labelAfter(findings)).toBe(
      n === 1 ? ', 1 claim-form problem found' : `, ${n} claim-form problems found`,
    );
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

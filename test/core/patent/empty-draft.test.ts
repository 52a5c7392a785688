import { checkDraft } from '../../../src/core/patent/draft-checks';

describe('a draft not written yet', () => {
  it('has no findings at all while every section is empty', () => {
    expect(checkDraft({ sections: {}, jurisdiction: 'us' })).toEqual([]);
    expect(checkDraft({ sections: { claims: '  \n', abstract: '' }, jurisdiction: 'us' })).toEqual(
      [],
    );
  });

  it('says claims are not written yet, as a note, not an error, once other sections are', () => {
    const findings = checkDraft({
      sections: { title: 'Widget', background: 'Widgets are known.' },
      jurisdiction: 'us',
    });
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(findings.find((f) => f.rule === 'claims/none')).toMatchObject({
      severity: 'info',
      message: 'Claims: not written yet.',
    });
  });
});

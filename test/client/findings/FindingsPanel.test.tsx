import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Finding } from '../../../src/core/patent';
import { FindingsPanel } from '../../../src/client/features/findings/FindingsPanel';

const findings: Finding[] = [
  {
    rule: 'claims/dependency-forward',
    severity: 'error',
    message: 'Claim 2 refers to a later claim (3).',
    claim: 2,
    section: 'claims',
    start: 10,
    end: 17,
  },
  {
    rule: 'antecedent/missing',
    severity: 'warning',
    message: '"the handle" has no antecedent in claim 1.',
    claim: 1,
    term: 'the handle',
    section: 'claims',
    start: 40,
    end: 50,
  },
  {
    rule: 'antecedent/missing',
    severity: 'warning',
    message: '"the spring" has no antecedent in claim 2.',
    claim: 2,
    section: 'claims',
    start: 60,
    end: 70,
  },
  {
    rule: 'profanity/word',
    severity: 'info',
    message: '"must" may narrow the scope.',
    paragraph: 23,
    section: 'detailed',
    start: 5,
    end: 9,
  },
];

function setup() {
  const onGoTo = jest.fn();
  const user = userEvent.setup();
  render(
    <FluentProvider theme={webLightTheme}>
      <FindingsPanel findings={findings} onGoTo={onGoTo} />
    </FluentProvider>,
  );
  return { onGoTo, user };
}

describe('FindingsPanel', () => {
  it('groups findings by severity and rule with counts', () => {
    setup();
    expect(screen.getByRole('region', { name: 'error findings' })).toBeInTheDocument();
    const warnings = screen.getByRole('region', { name: 'warning findings' });
    const group = within(warnings).getByRole('region', { name: 'antecedent/missing (2)' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show warnings (2)' })).toBeInTheDocument();
  });

  it('labels each finding with where a reviewer looks: claim and term, or paragraph', () => {
    setup();
    const rowOf = (message: string) =>
      screen.getByRole('button', { name: `Go to: ${message}` }).closest('li')!;
    expect(rowOf(findings[1]!.message)).toHaveTextContent(
      /^Claim 1 · the handle: "the handle" has no antecedent in claim 1\./,
    );
    // No term on the finding: the claim number alone.
    expect(rowOf(findings[0]!.message)).toHaveTextContent(/^Claim 2: Claim 2 refers/);
    expect(rowOf(findings[3]!.message)).toHaveTextContent(/^¶ \[0023\]: "must" may narrow/);
  });

  it('calls onGoTo with the finding', async () => {
    const { onGoTo, user } = setup();
    await user.click(
      screen.getByRole('button', { name: 'Go to: "the spring" has no antecedent in claim 2.' }),
    );
    expect(onGoTo).toHaveBeenCalledWith(findings[2]);
  });

  it('filters by severity and by rule family', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show infos (1)' }));
    expect(screen.queryByRole('region', { name: 'info findings' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule family' }), 'claims');
    expect(screen.getByRole('region', { name: 'error findings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'warning findings' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to/ })).toHaveLength(1);
  });

  it('keeps each row when the checks re-run on text that moved (typing above the findings)', async () => {
    const { rerender } = render(
      <FluentProvider theme={webLightTheme}>
        <FindingsPanel findings={findings} onGoTo={jest.fn()} />
      </FluentProvider>,
    );
    const rowOf = (message: string) =>
      screen.getByRole('button', { name: `Go to: ${message}` }).closest('li');
    const before = findings.map((f) => rowOf(f.message));
    const moved = findings.map((f) => ({ ...f, start: f.start + 12, end: f.end + 12 }));
    const onGoTo = jest.fn();
    rerender(
      <FluentProvider theme={webLightTheme}>
        <FindingsPanel findings={moved} onGoTo={onGoTo} />
      </FluentProvider>,
    );
    findings.forEach((f, i) => expect(rowOf(f.message)).toBe(before[i]));
    // The kept row acts on the new finding, at its new place.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: `Go to: ${findings[2]!.message}` }));
    expect(onGoTo).toHaveBeenCalledWith(moved[2]);
  });

  it('tells identical findings apart and keeps them in order', () => {
    const twin: Finding = { ...findings[1]!, start: 90, end: 100 };
    render(
      <FluentProvider theme={webLightTheme}>
        <FindingsPanel findings={[findings[1]!, twin]} onGoTo={jest.fn()} />
      </FluentProvider>,
    );
    const group = screen.getByRole('region', { name: 'antecedent/missing (2)' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  });
});

import {
  Badge,
  Button,
  Field,
  Select,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useId, useMemo, useState } from 'react';
import type { Finding, Severity } from '../../../core/patent';
// The catalogue's own module: the barrel would bring every check into the page (they run in the worker).
import { RULE_FAMILIES } from '../../../core/patent/rules';
import { SEVERITIES, groupFindings, locationLabel } from './group';

/** Props of the findings panel: the findings to show and what "Go to" does with one. */
export interface FindingsPanelProps {
  findings: Finding[];
  onGoTo: (finding: Finding) => void;
  /** A finding is pointed at or focused (null: none any more), e.g. to highlight its text. */
  onHighlight?: (finding: Finding | null) => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    paddingBlock: tokens.spacingVerticalXXS,
  },
});

const COLOR: Record<Severity, 'danger' | 'warning' | 'informative'> = {
  error: 'danger',
  warning: 'warning',
  info: 'informative',
};

/**
 * Each finding with a list key that survives edits elsewhere in the text: a finding is known by
 * what it says, not by its offsets (typing above it moves them), so a re-run of the checks patches
 * the list instead of rebuilding every row. Identical findings are told apart by their order.
 */
function keyed(findings: readonly Finding[]): Array<{ key: string; finding: Finding }> {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const what = `${finding.section}|${finding.claim ?? ''}|${finding.message}`;
    const n = seen.get(what) ?? 0;
    seen.set(what, n + 1);
    return { key: `${what}|${n}`, finding };
  });
}

/** Lists findings by severity and rule with counts, severity and family filters, and a "Go to" per finding. */
export function FindingsPanel({ findings, onGoTo, onHighlight }: FindingsPanelProps) {
  const styles = useStyles();
  const familyId = useId();
  const [severities, setSeverities] = useState<ReadonlySet<Severity>>(new Set(SEVERITIES));
  const [family, setFamily] = useState('all');
  const sections = useMemo(
    () => groupFindings(findings, severities, family),
    [findings, severities, family],
  );
  const total = useMemo(() => {
    const n: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
    for (const f of findings)
      if (family === 'all' || f.rule.startsWith(`${family}/`)) n[f.severity]++;
    return n;
  }, [findings, family]);
  const toggle = (s: Severity) => {
    const next = new Set(severities);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    setSeverities(next);
  };
  return (
    <section className={styles.root} aria-label="Findings">
      <div className={styles.filters}>
        {SEVERITIES.map((s) => (
          <ToggleButton
            key={s}
            checked={severities.has(s)}
            onClick={() => toggle(s)}
            aria-label={`Show ${s}s (${total[s]})`}
          >
            {s} ({total[s]})
          </ToggleButton>
        ))}
        <Field label="Rule family">
          <Select id={familyId} value={family} onChange={(_, d) => setFamily(d.value)}>
            <option value="all">All families</option>
            {RULE_FAMILIES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {findings.length === 0 && <Text>No findings.</Text>}
      {sections.map(({ severity, groups, count }) =>
        count === 0 ? null : (
          <section key={severity} aria-label={`${severity} findings`}>
            <Text as="h3" weight="semibold">
              {severity} ({count})
            </Text>
            {groups.map((g) => (
              <section key={g.rule} aria-label={`${g.rule} (${g.findings.length})`}>
                <Text as="h4" size={200}>
                  {g.rule}{' '}
                  <Badge appearance="tint" color={COLOR[severity]}>
                    {g.findings.length}
                  </Badge>
                </Text>
                <ul className={styles.list}>
                  {keyed(g.findings).map(({ key, finding: f }) => (
                    <li
                      key={key}
                      className={styles.item}
                      onMouseEnter={() => onHighlight?.(f)}
                      onMouseLeave={() => onHighlight?.(null)}
                      onFocus={() => onHighlight?.(f)}
                      onBlur={() => onHighlight?.(null)}
                    >
                      <Text>
                        {locationLabel(f) !== null && (
                          <Text weight="semibold">{`${locationLabel(f)}: `}</Text>
                        )}
                        {f.message}
                        {f.suggestion ? ` ${f.suggestion}` : ''}
                      </Text>
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={`Go to: ${f.message}`}
                        onClick={() => onGoTo(f)}
                      >
                        Go to
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ),
      )}
    </section>
  );
}

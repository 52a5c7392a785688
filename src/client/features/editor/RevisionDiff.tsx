import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { SECTION_NAMES } from '../../../core/api/sections';
import type { FieldKey, Fields } from './draft-document';
import { SECTION_LABELS } from './sections';
import { diffStats, diffText, type DiffPart } from './text-diff';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  text: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    maxHeight: '24rem',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  removed: {
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    textDecorationLine: 'line-through',
  },
  added: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    textDecorationLine: 'none',
  },
  gap: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** How each field of a draft is named in the diff. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  ...SECTION_LABELS,
  name: 'Draft name',
  jurisdiction: 'Jurisdiction',
  disclosure: 'Disclosure',
  docket_number: 'Docket number',
  client_matter: 'Client-matter reference',
};

const ORDER: FieldKey[] = ['name', 'jurisdiction', 'disclosure', ...SECTION_NAMES];

/** Unchanged text longer than this is shortened to its ends around a word count. */
const KEEP = 160;

function Unchanged({ text, first, last }: { text: string; first: boolean; last: boolean }) {
  const styles = useStyles();
  if (text.length <= KEEP * 2) return <>{text}</>;
  const before = first ? '' : text.slice(0, KEEP);
  const after = last ? '' : text.slice(-KEEP);
  const hidden = text.slice(before.length, text.length - after.length);
  const count = hidden.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
  return (
    <>
      {before}
      <span className={styles.gap}>
        {' '}
        [… {count} unchanged {count === 1 ? 'word' : 'words'} …]{' '}
      </span>
      {after}
    </>
  );
}

export function DiffText({ parts, label }: { parts: DiffPart[]; label: string }) {
  const styles = useStyles();
  return (
    <p className={styles.text} aria-label={`Changes to ${label}`}>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <Unchanged key={i} text={p.text} first={i === 0} last={i === parts.length - 1} />
        ) : p.kind === 'removed' ? (
          <del key={i} className={styles.removed}>
            <span className={styles.hidden}>[removed: </span>
            {p.text}
            <span className={styles.hidden}>]</span>
          </del>
        ) : (
          <ins key={i} className={styles.added}>
            <span className={styles.hidden}>[added: </span>
            {p.text}
            <span className={styles.hidden}>]</span>
          </ins>
        ),
      )}
    </p>
  );
}

/** Props of a revision diff: the draft as it is now, and as restoring the revision would make it. */
export interface RevisionDiffProps {
  current: Fields;
  revision: Fields;
  /** Names the revision in headings, e.g. "version 2". */
  name: string;
}

/** Per field, what restoring a revision changes against the current text, word by word. */
export function RevisionDiff({ current, revision, name }: RevisionDiffProps) {
  const styles = useStyles();
  const fields = useMemo(
    () =>
      ORDER.map((key) => {
        const parts = current[key] === revision[key] ? null : diffText(current[key], revision[key]);
        return { key, label: FIELD_LABELS[key], parts, stats: parts && diffStats(parts) };
      }),
    [current, revision],
  );
  const changed = fields.filter((f) => f.parts);
  const same = fields.filter((f) => !f.parts);
  return (
    <section className={styles.root} aria-label={`Changes restoring ${name} would make`}>
      {changed.length === 0 && <Text>Restoring {name} changes nothing: the text is the same.</Text>}
      {changed.map(({ key, label, parts, stats }) => (
        <div key={key} className={styles.field}>
          <h4 className={styles.head}>
            <Text weight="semibold">{label}</Text>
            <Badge appearance="tint" color="success" aria-label={`${stats!.added} words added`}>
              +{stats!.added}
            </Badge>
            <Badge appearance="tint" color="danger" aria-label={`${stats!.removed} words removed`}>
              −{stats!.removed}
            </Badge>
          </h4>
          <DiffText parts={parts!} label={label} />
        </div>
      ))}
      {same.length > 0 && (
        <Accordion collapsible>
          <AccordionItem value="unchanged">
            <AccordionHeader size="small">
              {same.length === 1 ? '1 unchanged field' : `${same.length} unchanged fields`}
            </AccordionHeader>
            <AccordionPanel>
              <Text size={200}>{same.map((f) => f.label).join(', ')}</Text>
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      )}
    </section>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { firstWords } from './trace';
import { DiffText } from './RevisionDiff';
import { SECTION_LABELS } from './sections';
import { diffText } from './text-diff';
import type { Replacement } from './overwrite-guard';

const useStyles = makeStyles({
  // Word's task pane is about 400 px wide: the dialog keeps a margin and its buttons wrap.
  surface: { maxWidth: 'min(40rem, calc(100vw - 1rem))', boxSizing: 'border-box' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  actions: { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: tokens.spacingVerticalS },
});

/** "Claims", "Claims and Abstract", "Title, Claims and Abstract". */
export function sectionList(sections: readonly Replacement['section'][]): string {
  const labels = sections.map((s) => SECTION_LABELS[s]);
  if (labels.length < 2) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

const words = (n: number) => (n === 1 ? '1 word' : `${n.toLocaleString('en-US')} words`);
/** "with the 3 words you wrote"; when the user only deleted, "undoing what you deleted". */
const editedWords = (n: number) =>
  n ? `with ${n === 1 ? 'the 1 word' : `the ${words(n)}`} you wrote` : 'undoing what you deleted';

function ReplacedSection({ replacement }: { replacement: Replacement }) {
  const styles = useStyles();
  const label = SECTION_LABELS[replacement.section];
  // The user's edits to the generated text: exactly what regenerating throws away.
  const parts = useMemo(
    () =>
      replacement.generated === null ? null : diffText(replacement.generated, replacement.text),
    [replacement],
  );
  return (
    <li className={styles.item}>
      <Text weight="semibold">{label}</Text>
      <Text>
        {replacement.edited === null
          ? `${words(replacement.words)} of your text will be replaced.`
          : `The section's ${words(replacement.words)} will be replaced, ${editedWords(replacement.edited)}.`}
      </Text>
      {parts ? (
        <>
          <Text size={200}>Your edits to the last generated text:</Text>
          <DiffText parts={parts} label={label} />
        </>
      ) : (
        <Text size={200} italic>
          Begins: “{firstWords(replacement.text, 12)}”
        </Text>
      )}
    </li>
  );
}

/** Props of the question asked before a generation replaces the user's text. */
export interface OverwriteDialogProps {
  replacements: Replacement[];
  /** Offer "Only fill empty sections" (the target has empty sections besides the user's). */
  canFillEmpty: boolean;
  onReplace: () => void;
  onFillEmpty: () => void;
  onCancel: () => void;
}

/** Asks before a generation replaces text the user wrote, listing each section and its text. */
export function OverwriteDialog(props: OverwriteDialogProps) {
  const { replacements, canFillEmpty, onReplace, onFillEmpty, onCancel } = props;
  const styles = useStyles();
  const title = `Replace your text in ${sectionList(replacements.map((r) => r.section))}?`;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <DialogSurface aria-label={title} className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <ul className={styles.list} aria-label="Text that will be replaced">
              {replacements.map((r) => (
                <ReplacedSection key={r.section} replacement={r} />
              ))}
            </ul>
            <Text size={200}>
              Your current text is saved in History first, and Undo brings it back after the
              generation.
            </Text>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button appearance="primary" onClick={onReplace}>
              Replace
            </Button>
            {canFillEmpty && <Button onClick={onFillEmpty}>Only fill empty sections</Button>}
            <Button onClick={onCancel}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** After a generation replaced the user's text: one click puts it back (as a new edit). */
export function UndoReplaceBar(props: {
  sections: Replacement['section'][];
  onUndo: () => void;
  onDismiss: () => void;
}) {
  return (
    <MessageBar intent="info" aria-label="Replaced text">
      <MessageBarBody>
        The generation replaced your text in {sectionList(props.sections)}. Undo puts your text
        back; History keeps both.
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" size="small" onClick={props.onUndo}>
          Undo
        </Button>
        <Button size="small" onClick={props.onDismiss}>
          Dismiss
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}

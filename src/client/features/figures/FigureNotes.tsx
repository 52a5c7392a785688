import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { FigureListItem } from '../../../core/api/figures';

/** Props of the notes on figures the description does not match: the figures and the rewrite. */
export interface FigureNotesProps {
  figures: readonly FigureListItem[];
  /** Set while a rewrite or another figure action runs. */
  busy: string | null;
  onRewrite: (number: number) => void;
}

/** What a note says about one figure, or null when its paragraphs match it. */
function noteOf(figure: FigureListItem): { text: string; action: string; busy: string } | null {
  if (figure.added)
    return {
      text: `FIG. ${figure.number} is drawn from claim ${figure.claim}, added since the description was written: no paragraphs describe it yet.`,
      action: 'Write its paragraphs',
      busy: 'Writing…',
    };
  if (figure.outdated)
    return {
      text: `FIG. ${figure.number} no longer matches the paragraphs that describe it (claim ${figure.claim} was edited). Its parts keep their numerals.`,
      action: 'Rewrite its paragraphs',
      busy: 'Rewriting…',
    };
  return null;
}

/**
 * One note per figure the description does not match, with the offer to write its paragraphs:
 * a figure whose claim was edited, or one drawn from a claim added since the text was written.
 */
export function FigureNotes({ figures, busy, onRewrite }: FigureNotesProps) {
  return figures.map((figure) => {
    const note = noteOf(figure);
    if (!note) return null;
    return (
      <MessageBar key={`note-${figure.number}`} intent={figure.added ? 'info' : 'warning'}>
        <MessageBarBody>{note.text}</MessageBarBody>
        <MessageBarActions>
          <Button
            disabled={busy !== null}
            onClick={() => onRewrite(figure.number)}
            aria-label={`${figure.added ? 'Write' : 'Rewrite'} the paragraphs describing FIG. ${figure.number}`}
          >
            {busy === `rewrite-${figure.number}` ? note.busy : note.action}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  });
}

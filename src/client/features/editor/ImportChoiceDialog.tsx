import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { ImportResult } from '../../../core/api/drafts';

/** What to do with an imported file's text when the disclosure already has some. */
export type ImportChoice = 'replace' | 'append' | 'cancel';

/** Asks before an imported file's text takes the place of a disclosure the user has written. */
export function ImportChoiceDialog({
  file,
  onChoose,
}: {
  file: ImportResult;
  onChoose: (choice: ImportChoice) => void;
}) {
  const characters = file.characters.toLocaleString('en-US');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onChoose('cancel')}>
      <DialogSurface aria-label="Replace the disclosure?">
        <DialogBody>
          <DialogTitle>Replace the disclosure?</DialogTitle>
          <DialogContent>
            The disclosure already has text. {file.filename} has {characters} characters: put them
            in its place, or add them after it.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onChoose('cancel')}>Cancel</Button>
            <Button onClick={() => onChoose('append')}>Add after it</Button>
            <Button appearance="primary" onClick={() => onChoose('replace')}>
              Replace
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Asks before an imported patent application's sections take the place of the draft's own
 * (`replace`), or whether its text is rather a disclosure to draft from (`disclosure`).
 */
export function ReplaceDraftDialog({
  file,
  onChoose,
}: {
  file: ImportResult;
  onChoose: (choice: 'replace' | 'disclosure' | 'cancel') => void;
}) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onChoose('cancel')}>
      <DialogSurface aria-label="Replace the draft?">
        <DialogBody>
          <DialogTitle>Replace the draft?</DialogTitle>
          <DialogContent>
            {file.filename} is a patent application. Its title, claims, description and abstract
            take the place of the draft&apos;s sections, which already have text.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onChoose('cancel')}>Cancel</Button>
            <Button onClick={() => onChoose('disclosure')}>Use as disclosure</Button>
            <Button appearance="primary" onClick={() => onChoose('replace')}>
              Replace the draft
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

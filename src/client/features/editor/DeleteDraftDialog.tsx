import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useContext, useState } from 'react';
import { sessionExpired } from '../../app/auth-slice';
import type { ErrorDescription } from '../../app/errors';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { deleteDraft } from './draft-actions';
import { draftLabel } from './DraftPicker';
import { draftsApi } from './drafts-api';
import { describeFailure } from './editor-http';
import { ActionFailure } from './ActionFailure';
import { SessionContext } from './session';

/** A draft as the dialog names it. */
type ListedDraft = { id: string; title: string; title_section?: string };

/** Props of the delete confirmation: which draft, and what happens once it is gone. */
export interface DeleteDraftDialogProps {
  draft: ListedDraft;
  onClose: () => void;
  /** The server deleted the draft (the draft list is refetched). */
  onDeleted: () => void;
}

/** Asks before deleting a draft for good, naming it; shows why the server refused. */
export function DeleteDraftDialog({ draft, onClose, onDeleted }: DeleteDraftDialogProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const open = useContext(SessionContext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const name = draftLabel(draft.title, draft.title_section);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = store.getState().auth.user?.token.access_token ?? null;
      await deleteDraft(token, draft.id, open);
    } catch (caught) {
      const description = describeFailure(caught);
      if (description.status === 401) dispatch(sessionExpired());
      setError(description);
      setBusy(false);
      return;
    }
    dispatch(draftsApi.util.invalidateTags(['Drafts']));
    onDeleted();
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && !busy && onClose()}>
      <DialogSurface aria-label={`Delete ${name}`}>
        <DialogBody>
          <DialogTitle>Delete “{name}”?</DialogTitle>
          <DialogContent>
            <ActionFailure title="The draft was not deleted" error={error} />
            The draft and its revision history are removed for good; a generation running on it is
            cancelled. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Deleting…' : 'Delete draft'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** "Delete" for a draft in a list (not the open one): asks, then the list updates. */
export function DeleteDraftButton({ draft }: { draft: ListedDraft }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        aria-label={`Delete ${draftLabel(draft.title, draft.title_section)}`}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      {asking && (
        <DeleteDraftDialog
          draft={draft}
          onClose={() => setAsking(false)}
          onDeleted={() => setAsking(false)}
        />
      )}
    </>
  );
}

import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeleteDraftDialog } from './DeleteDraftDialog';
import { useCreateDraftMutation, useListDraftsQuery } from './drafts-api';

const useStyles = makeStyles({
  // Wraps in a narrow window (Word's task pane) instead of squeezing the buttons.
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    minWidth: 0,
    maxWidth: '100%',
  },
  // A native select is as wide as its longest option; a draft's name may take 200 characters.
  picker: { minWidth: 0, maxWidth: 'min(24rem, 100%)' },
  // In a toolbar: takes the room the buttons leave, the option text cut off.
  bare: { flex: '1 1 0', minWidth: 0, '& select': { minWidth: 0, textOverflow: 'ellipsis' } },
});

/** The name a draft is listed under: its title, else the first line of its Title section. */
export function draftLabel(title: string, titleSection = ''): string {
  return title.trim() || titleSection.trim().split('\n')[0]!.trim() || 'Untitled draft';
}

/** Opens `/editor/{id}` for a new draft. */
export function useNewDraft(): { create: () => Promise<void>; busy: boolean } {
  const navigate = useNavigate();
  const [createDraft, { isLoading }] = useCreateDraftMutation();
  return {
    busy: isLoading,
    create: async () => {
      const result = await createDraft({});
      if ('data' in result && result.data) navigate(`/editor/${result.data.id}`);
    },
  };
}

/**
 * The open draft among the user's drafts, and deleting it: the dialog to confirm (rendered by the
 * caller) and, once gone, the next draft to work on (the list is most recently updated first).
 * `skip`: no list is fetched (Word's pane, where the document has its one draft).
 */
export function useDraftDeletion(current: string, title: string, skip = false) {
  const navigate = useNavigate();
  const { data } = useListDraftsQuery(undefined, { skip });
  const [deleting, setDeleting] = useState(false);
  const drafts = data?.data ?? [];
  const open = drafts.find((d) => d.id === current);
  const onDeleted = () => {
    const next = drafts.find((d) => d.id !== current);
    navigate(next ? `/editor/${next.id}` : '/editor', { replace: true });
  };
  const dialog = deleting && (
    <DeleteDraftDialog
      draft={{ id: current, title, title_section: open?.title_section }}
      onClose={() => setDeleting(false)}
      onDeleted={onDeleted}
    />
  );
  return { drafts, open, askDelete: () => setDeleting(true), dialog };
}

/** The select of the user's drafts; opening another one navigates to it. */
export function DraftSelect({
  current,
  drafts,
  open,
  label = true,
}: {
  current: string;
  drafts: ReturnType<typeof useDraftDeletion>['drafts'];
  open: unknown;
  label?: boolean;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const select = (
    <Select
      value={current}
      aria-label={label ? undefined : 'Draft'}
      onChange={(_, d) => navigate(`/editor/${d.value}`)}
    >
      {!open && <option value={current}>This draft</option>}
      {drafts.map((d) => (
        <option key={d.id} value={d.id}>
          {draftLabel(d.title, d.title_section)}
        </option>
      ))}
    </Select>
  );
  if (!label) return <div className={styles.bare}>{select}</div>;
  return (
    <Field label="Draft" className={styles.picker}>
      {select}
    </Field>
  );
}

/** Picks one of the user's drafts, starts a new one, or deletes the open one. */
export function DraftPicker({ current, title }: { current: string; title: string }) {
  const styles = useStyles();
  const { create, busy } = useNewDraft();
  const { drafts, open, askDelete, dialog } = useDraftDeletion(current, title);
  return (
    <div className={styles.root}>
      <DraftSelect current={current} drafts={drafts} open={open} />
      <Button disabled={busy} onClick={() => void create()}>
        New draft
      </Button>
      <Button appearance="subtle" onClick={askDelete}>
        Delete draft
      </Button>
      {dialog}
    </div>
  );
}

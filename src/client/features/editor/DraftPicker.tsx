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

/** Picks one of the user's drafts, starts a new one, or deletes the open one. */
export function DraftPicker({ current, title }: { current: string; title: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data } = useListDraftsQuery(undefined);
  const { create, busy } = useNewDraft();
  const [deleting, setDeleting] = useState(false);
  const drafts = data?.data ?? [];
  const open = drafts.find((d) => d.id === current);
  const onDeleted = () => {
    // The list is most recently updated first: the next draft to work on, else the empty state.
    const next = drafts.find((d) => d.id !== current);
    navigate(next ? `/editor/${next.id}` : '/editor', { replace: true });
  };
  return (
    <div className={styles.root}>
      <Field label="Draft" className={styles.picker}>
        <Select value={current} onChange={(_, d) => navigate(`/editor/${d.value}`)}>
          {!open && <option value={current}>This draft</option>}
          {drafts.map((d) => (
            <option key={d.id} value={d.id}>
              {draftLabel(d.title, d.title_section)}
            </option>
          ))}
        </Select>
      </Field>
      <Button disabled={busy} onClick={() => void create()}>
        New draft
      </Button>
      <Button appearance="subtle" onClick={() => setDeleting(true)}>
        Delete draft
      </Button>
      {deleting && (
        <DeleteDraftDialog
          draft={{
            id: current,
            title,
            title_section: open?.title_section,
          }}
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}

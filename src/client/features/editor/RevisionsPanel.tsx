import { Button, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { RevisionSource } from '../../../core/api/drafts';
import type { ErrorDescription } from '../../app/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { restoreRevision } from './draft-actions';
import { draftsApi, useListRevisionsQuery } from './drafts-api';
import { describeFailure } from './editor-http';
import { attorneyMessage } from './editor-messages';
import { ActionFailure } from './ActionFailure';
import { generationDismissed, selectSave } from './editor-slice';
import { RevisionReview } from './RevisionReview';
import { useSession } from './session';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
  },
  grow: { flexGrow: 1 },
});

const SOURCE: Record<RevisionSource, string> = {
  create: 'created',
  edit: 'edited',
  generation: 'generated',
  restore: 'restored',
  import: 'imported',
};

/** The draft's revisions, newest first; one is reviewed against the current text, then restored. */
export function RevisionsPanel() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const session = useSession();
  const save = useAppSelector(selectSave);
  const {
    data,
    isLoading,
    error: loadError,
    refetch,
  } = useListRevisionsQuery(session.draftId, {
    refetchOnMountOrArgChange: true,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const current = save?.version;

  const restore = async (version: number) => {
    setBusy(true);
    setError(null);
    try {
      await restoreRevision(session, version);
      dispatch(generationDismissed({ draftId: session.draftId }));
      setSelected(null);
      dispatch(draftsApi.util.invalidateTags(['Revisions', 'Drafts']));
    } catch (caught) {
      setError(describeFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Revision history">
      <Button size="small" appearance="subtle" onClick={() => void refetch()}>
        Refresh history
      </Button>
      {isLoading && <Text>Loading history…</Text>}
      {loadError && (
        <Text role="alert">
          The history could not be loaded. {attorneyMessage(describeFailure(loadError))}
        </Text>
      )}
      <ActionFailure title="The version was not restored" error={error} />
      <ul className={styles.list}>
        {data?.data.map((r) => (
          <li key={r.version}>
            <div className={styles.item}>
              <Text className={styles.grow}>
                Version {r.version} · {SOURCE[r.source]} · {new Date(r.created_at).toLocaleString()}
              </Text>
              {r.version === current ? (
                <Text size={200}>current</Text>
              ) : (
                <ToggleButton
                  size="small"
                  checked={selected === r.version}
                  aria-expanded={selected === r.version}
                  aria-label={`Review version ${r.version}`}
                  onClick={() => setSelected(selected === r.version ? null : r.version)}
                >
                  Review
                </ToggleButton>
              )}
            </div>
            {selected === r.version && r.version !== current && (
              <RevisionReview
                version={r.version}
                busy={busy}
                onRestore={() => void restore(r.version)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

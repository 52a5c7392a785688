import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { wordTargetFromGlobals } from '../../office/word-draft-target';
import { PageCard } from '../../components/PageCard';
import { DeleteDraftButton } from './DeleteDraftDialog';
import { DraftWorkspace } from './DraftWorkspace';
import { draftLabel, useNewDraft } from './DraftPicker';
import { useListDraftsQuery } from './drafts-api';
import { describeFailure } from './editor-http';
import { attorneyMessage } from './editor-messages';
import { WordHome } from './WordHome';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/editor`: the user's drafts and "New draft". */
function DraftHome() {
  const styles = useStyles();
  const { data, isLoading, error } = useListDraftsQuery(undefined);
  const { create, busy } = useNewDraft();
  if (isLoading) return <Spinner label="Loading your drafts…" />;
  const drafts = data?.data ?? [];
  return (
    <div className={styles.root} data-testid="editor-page">
      <Title2 as="h1">Drafts</Title2>
      <PageCard>
        {error && (
          <Body1 role="alert">
            Your drafts could not be listed. {attorneyMessage(describeFailure(error))}
          </Body1>
        )}
        {drafts.length === 0 ? (
          <Body1>No drafts yet. Start one from an invention disclosure.</Body1>
        ) : (
          <ul className={styles.list} aria-label="Your drafts">
            {drafts.map((d) => (
              <li key={d.id}>
                <Link to={`/editor/${d.id}`}>{draftLabel(d.title, d.title_section)}</Link>{' '}
                <Body1>
                  · version {d.version} · {new Date(d.updated_at).toLocaleString()}
                </Body1>
                <DeleteDraftButton draft={d} />
              </li>
            ))}
          </ul>
        )}
        <Button appearance="primary" disabled={busy} onClick={() => void create()}>
          New draft
        </Button>
      </PageCard>
    </div>
  );
}

function DraftRoute() {
  const { draftId = '' } = useParams();
  if (!UUID.test(draftId)) return <Navigate replace to="/editor" />;
  return <DraftWorkspace key={draftId} draftId={draftId} />;
}

/** `/editor` (drafts) and `/editor/{draftId}` (the drafting editor); a lazy chunk with TipTap. */
export default function EditorPage() {
  // In Word's task pane the list of drafts gives way to the document's own draft.
  const [word] = useState(() => wordTargetFromGlobals());
  return (
    <Routes>
      <Route index element={word ? <WordHome word={word} /> : <DraftHome />} />
      <Route path=":draftId" element={<DraftRoute />} />
      <Route path="*" element={<Navigate replace to="/editor" />} />
    </Routes>
  );
}

import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Sections } from '../../../core/api/drafts';
import { SECTION_NAMES } from '../../../core/api/sections';
import type { WordDraftTarget } from '../../office/word-draft-target';
import { PageCard } from '../../components/PageCard';
import { useCreateDraftMutation } from './drafts-api';
import { failureMessage } from './editor-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const NAME_CHARS = 80;

/** A draft's name from the document: its Title section, else its first line. */
function nameOf(sections: Partial<Sections>, first: string | undefined): string {
  const name = (sections.title || first || 'Word document').trim().split('\n')[0]!;
  // A first paragraph can be a page long: a name is its opening words.
  return name.length <= NAME_CHARS ? name : `${name.slice(0, NAME_CHARS).replace(/\s+\S*$/, '')}…`;
}

/**
 * `/editor` in Word's task pane: the document's own draft (its id is kept in the document's
 * settings), or "Start a draft from this document" when it has none yet.
 */
export function WordHome({ word }: { word: WordDraftTarget }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [createDraft] = useCreateDraftMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const linked = word.linkedDraft();
  if (linked) return <Navigate replace to={`/editor/${linked}`} />;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const model = await word.read();
      const sections: Partial<Sections> = {};
      for (const name of SECTION_NAMES) {
        const text = model.sections[name]?.text;
        if (text) sections[name] = text;
      }
      const first = model.paragraphs.find((p) => p.text.trim())?.text;
      const draft = await createDraft({ title: nameOf(sections, first), sections }).unwrap();
      await word.link(draft.id);
      navigate(`/editor/${draft.id}`, { replace: true });
    } catch (caught) {
      setError(failureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <div className={styles.root} data-testid="editor-page">
      <Title2 as="h1">Claimwright</Title2>
      <PageCard>
        <Body1>
          This document is not a Claimwright draft yet. Starting one saves its text as a draft you
          can also open in the browser; the document remembers it.
        </Body1>
        {error && <Body1 role="alert">{error}</Body1>}
        <Button appearance="primary" disabled={busy} onClick={() => void start()}>
          Start a draft from this document
        </Button>
      </PageCard>
    </div>
  );
}

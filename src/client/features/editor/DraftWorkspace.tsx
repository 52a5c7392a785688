import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DisclosurePanel } from './DisclosurePanel';
import { DraftToolbar } from './DraftToolbar';
import { FindingsPane } from './FindingsPane';
import { GenerationBar } from './GenerationBar';
import { RevisionsPanel } from './RevisionsPanel';
import { SectionsView } from './SectionsView';
import { SessionContext, useDraftSession, type DraftSession } from './session';
import { useGeneration } from './use-generation';
import { useLastGeneration } from './use-last-generation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)',
    alignItems: 'start',
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    position: 'sticky',
    top: tokens.spacingVerticalM,
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
  },
});

type SideTab = 'disclosure' | 'findings' | 'history';

function Workspace({ session }: { session: DraftSession }) {
  const styles = useStyles();
  const { start, cancel } = useGeneration(session);
  const [tab, setTab] = useState<SideTab>(() =>
    session.document.get('disclosure').trim() ? 'findings' : 'disclosure',
  );
  useLastGeneration(session.draftId);
  return (
    <div className={styles.root} data-testid="editor-page">
      <DraftToolbar />
      <GenerationBar
        draftId={session.draftId}
        onGenerate={(target, instructions) => void start(target, instructions)}
        onCancel={() => void cancel()}
      />
      <div className={styles.grid}>
        <SectionsView draftId={session.draftId} onGenerate={(target) => void start(target)} />
        <aside className={styles.side}>
          <TabList
            selectedValue={tab}
            onTabSelect={(_, d) => setTab(d.value as SideTab)}
            aria-label="Side panel"
          >
            <Tab value="disclosure">Disclosure</Tab>
            <Tab value="findings">Findings</Tab>
            <Tab value="history">History</Tab>
          </TabList>
          <div hidden={tab !== 'disclosure'}>
            <DisclosurePanel />
          </div>
          <div hidden={tab !== 'findings'}>
            <FindingsPane />
          </div>
          {tab === 'history' && <RevisionsPanel />}
        </aside>
      </div>
    </div>
  );
}

/** An open draft: loads it, then the toolbar, disclosure, generation, sections, findings, history. */
export function DraftWorkspace({ draftId }: { draftId: string }) {
  const { session, error } = useDraftSession(draftId);
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>The draft could not be opened</MessageBarTitle>
          {error.title}: {error.detail} <Link to="/editor">All drafts</Link>
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!session) return <Spinner label="Opening the draft…" />;
  return (
    <SessionContext.Provider value={session}>
      <Workspace session={session} />
    </SessionContext.Provider>
  );
}

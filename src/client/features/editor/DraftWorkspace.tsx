import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NARROW_QUERY, useMediaQuery } from '../../app/use-media-query';
import { attorneyMessage } from './editor-messages';
import { DisclosurePanel, type DisclosureHighlight } from './DisclosurePanel';
import { DraftToolbar } from './DraftToolbar';
import { FindingsPane } from './FindingsPane';
import { GenerationBar } from './GenerationBar';
import { SessionContext, useDraftSession, type DraftSession } from './session';
import { useGeneration } from './use-generation';
import { useLastGeneration } from './use-last-generation';
import { useOverwriteGuard } from './use-overwrite-guard';
import { useTrace } from './use-trace';
import { useWatchGeneration } from './use-watch-generation';
import { WordPanel } from './WordPanel';
import { WordUnlink } from './WordUnlink';

// Only the browser shows in-app editors: loading them on demand keeps TipTap out of the Word pane.
const SectionsView = lazy(() =>
  import('./SectionsView').then((m) => ({ default: m.SectionsView })),
);
// The tabs that render only once chosen load then, not with the first screen.
const TracePanel = lazy(() => import('./TracePanel').then((m) => ({ default: m.TracePanel })));
const RevisionsPanel = lazy(() =>
  import('./RevisionsPanel').then((m) => ({ default: m.RevisionsPanel })),
);
const FiguresPanel = lazy(() =>
  import('../figures/FiguresPanel').then((m) => ({ default: m.FiguresPanel })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)',
    alignItems: 'start',
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Beside the draft on a wide screen; in a narrow window (and Word's pane) the tabs come first,
  // their panel a bounded strip, and the draft right below: no scrolling past every section.
  narrowFirst: {
    '@media (max-width: 960px)': {
      order: -1,
      position: 'static',
      maxHeight: 'none',
      overflowY: 'visible',
    },
  },
  tabs: {
    flexWrap: 'wrap',
    // Five tabs in one row of Word's pane.
    '@media (max-width: 600px)': { '& .fui-Tab': { paddingInline: tokens.spacingHorizontalXS } },
  },
  panel: {
    minWidth: 0,
    '@media (max-width: 960px)': {
      maxHeight: '45vh',
      overflowY: 'auto',
      paddingInlineEnd: tokens.spacingHorizontalXS,
    },
  },
  hide: { alignSelf: 'flex-end' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
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

type SideTab = 'disclosure' | 'findings' | 'sources' | 'history' | 'figures';

function Workspace({ session }: { session: DraftSession }) {
  const styles = useStyles();
  const word = session.word !== null;
  const generation = useGeneration(session);
  const { cancel } = generation;
  const { start, guard } = useOverwriteGuard(session, generation.start);
  const [tab, setTab] = useState<SideTab>(() =>
    session.document.get('disclosure').trim() ? 'findings' : 'disclosure',
  );
  const [highlight, setHighlight] = useState<DisclosureHighlight | null>(null);
  // Word's pane width: the panel under the tabs opens when a tab is chosen, and starts closed
  // unless there is no disclosure yet, so the draft's text is on the first screen.
  const narrow = useMediaQuery(NARROW_QUERY);
  const [panelOpen, setPanelOpen] = useState(tab === 'disclosure');
  const showPanel = !narrow || panelOpen;
  const choose = (next: SideTab) => {
    setTab(next);
    setPanelOpen(true);
  };
  useLastGeneration(session.draftId);
  useWatchGeneration(session);
  useTrace(session);
  // In Word's pane the document and the Word controls come first: the side panel (tabs,
  // disclosure, findings and their checks) renders right after that first paint, as a transition
  // that yields to a click. In a browser tab it is part of the first screen (the disclosure field).
  const [sideShown, setSideShown] = useState(!word);
  useEffect(() => {
    if (!sideShown) startTransition(() => setSideShown(true));
  }, [sideShown]);
  const showSource = (sentence: string) => {
    choose('disclosure');
    setHighlight((h) => ({ sentence, seq: (h?.seq ?? 0) + 1 }));
  };
  return (
    <div className={styles.root} data-testid="editor-page">
      <DraftToolbar />
      <GenerationBar
        draftId={session.draftId}
        onGenerate={(target, instructions) => void start(target, instructions)}
        onCancel={() => void cancel()}
      />
      {guard}
      {/* In Word the document is the draft's text: the pane shows the Word controls instead. */}
      {word && <WordPanel />}
      <div className={word ? styles.pane : styles.grid}>
        {!word && (
          <Suspense fallback={<Spinner label="Opening the editor…" />}>
            <SectionsView draftId={session.draftId} onGenerate={(target) => void start(target)} />
          </Suspense>
        )}
        {sideShown && (
          <aside className={word ? undefined : mergeClasses(styles.side, styles.narrowFirst)}>
            <TabList
              // Closed at the pane's width: no tab shows as chosen, so any tab chosen opens it.
              selectedValue={showPanel ? tab : 'none'}
              onTabSelect={(_, d) => choose(d.value as SideTab)}
              aria-label="Side panel"
              className={styles.tabs}
            >
              <Tab value="disclosure">Disclosure</Tab>
              <Tab value="findings">Findings</Tab>
              {!word && <Tab value="sources">Sources</Tab>}
              <Tab value="history">History</Tab>
              <Tab value="figures">Figures</Tab>
            </TabList>
            {narrow && panelOpen && (
              <Button
                appearance="subtle"
                size="small"
                className={styles.hide}
                onClick={() => setPanelOpen(false)}
              >
                Hide panel
              </Button>
            )}
            <div className={word ? undefined : styles.panel} hidden={!showPanel}>
              <div hidden={tab !== 'disclosure'}>
                <DisclosurePanel highlight={highlight} />
              </div>
              <div hidden={tab !== 'findings'}>
                <FindingsPane />
              </div>
              <Suspense fallback={<Spinner size="small" label="Loading…" />}>
                {tab === 'sources' && <TracePanel onSource={showSource} />}
                {tab === 'history' && <RevisionsPanel />}
                {tab === 'figures' && <FiguresPanel />}
              </Suspense>
            </div>
          </aside>
        )}
      </div>
    </div>
  );
}

/** An open draft: toolbar, generation, sections; disclosure, findings, sources and history beside. */
export function DraftWorkspace({ draftId }: { draftId: string }) {
  const { session, error } = useDraftSession(draftId);
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>The draft could not be opened</MessageBarTitle>
          {attorneyMessage(error)} <Link to="/editor">All drafts</Link>
          <WordUnlink />
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

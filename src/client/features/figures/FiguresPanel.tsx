import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { FigureListItem, SkippedList } from '../../../core/api/figures';
import { saveBlob } from '../editor/editor-http';
import { failureMessage } from '../editor/editor-messages';
import { useSession, type DraftSession } from '../editor/session';
import { FigureDialog } from './FigureDialog';
import { FigureNotes } from './FigureNotes';
import {
  figurePicture,
  figureSvg,
  figuresPdf,
  listFigures,
  listSkipped,
  rewriteFigure,
  svgDataUrl,
} from './figures-api';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  thumb: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
  },
  image: { width: '100%', backgroundColor: '#fff' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

interface Drawn {
  figure: FigureListItem;
  svg: string;
}

/** A file name from the draft's title: "Pump-monitoring-drawings.pdf". */
function pdfName(session: DraftSession): string {
  const title = (session.document.get('title') || session.document.get('name'))
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${title || 'draft'}-drawings.pdf`;
}

/**
 * Saves pending edits (the server draws from the saved claims), then fetches the list, each SVG
 * and the claims left undrawn (those are a courtesy: a failure there hides nothing else).
 */
async function load(session: DraftSession): Promise<{ drawn: Drawn[]; skipped: SkippedList }> {
  await session.sync.flush();
  const token = session.token();
  const [list, skipped] = await Promise.all([
    listFigures(token, session.draftId),
    listSkipped(token, session.draftId).catch(() => []),
  ]);
  const svgs = await Promise.all(list.map((f) => figureSvg(token, session.draftId, f.number)));
  return { drawn: list.map((figure, i) => ({ figure, svg: svgs[i]! })), skipped };
}

/** What a redraw gave, said in words: the figures drawn, or why there are none. */
function redrawnNote(
  drawn: readonly Drawn[],
  claims: string,
): { intent: 'success' | 'warning'; text: string } {
  if (!claims.trim()) {
    return {
      intent: 'warning',
      text: 'Write claims first: the figures are drawn from the claims, and the draft has none.',
    };
  }
  if (!drawn.length) {
    return {
      intent: 'warning',
      text: 'Redrawn from the claims: no claim gave a figure (see below why).',
    };
  }
  const count = drawn.length === 1 ? 'one figure' : `${drawn.length} figures`;
  const last = drawn[drawn.length - 1]!.figure.number;
  const which = drawn.length === 1 ? `FIG. ${last}` : `FIG. 1 to FIG. ${last}`;
  return { intent: 'success', text: `Redrawn from the claims: ${count} (${which}).` };
}

/**
 * The figures drawn from the draft's claims: thumbnails (a click opens one to zoom and download
 * its SVG), all sheets as one PDF, and, after the claims are edited, the offer to redraw and to
 * rewrite only the paragraphs that describe a figure the description no longer matches.
 */
export function FiguresPanel() {
  const session = useSession();
  const styles = useStyles();
  const [figures, setFigures] = useState<Drawn[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Drawn | null>(null);
  const [skipped, setSkipped] = useState<SkippedList>([]);
  const [claimsEdited, setClaimsEdited] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const [round, setRound] = useState(0);
  /** What the last "Redraw" gave (null while none was asked for, or while it runs). */
  const [redrawn, setRedrawn] = useState<{ intent: 'success' | 'warning'; text: string } | null>(
    null,
  );
  const [redrawing, setRedrawing] = useState(false);
  // In Word's task pane: a figure goes into the document as a picture with its caption.
  const word = session.word;
  const [inserting, setInserting] = useState<number | null>(null);
  const [inserted, setInserted] = useState<string | null>(null);
  const insert = async (figure: FigureListItem) => {
    if (!word) return;
    setInserting(figure.number);
    setInserted(null);
    setError(null);
    try {
      await word.insertFigure(await figurePicture(session.token(), session.draftId, figure));
      setInserted(`FIG. ${figure.number} is at the end of the document, with its caption.`);
    } catch (e: unknown) {
      setError(failureMessage(e));
    } finally {
      setInserting(null);
    }
  };

  useEffect(
    () =>
      session.document.subscribe((key, byUser) => {
        if (key === 'claims' && byUser) setClaimsEdited(true);
      }),
    [session],
  );

  const act = async (what: string, work: () => Promise<void>): Promise<void> => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const redraw = () => {
    setClaimsEdited(false);
    setRedrawn(null);
    setRedrawing(true);
    setRound((r) => r + 1);
  };
  const downloadPdf = () =>
    act('pdf', async () => {
      await session.sync.flush();
      saveBlob(await figuresPdf(session.token(), session.draftId), pdfName(session));
    });
  const rewrite = (number: number) =>
    act(`rewrite-${number}`, async () => {
      await session.sync.flush();
      const draft = await rewriteFigure(
        session.token(),
        session.draftId,
        number,
        session.sync.currentVersion,
      );
      session.sync.adopt(draft);
      redraw();
    });

  useEffect(() => {
    let gone = false;
    load(session).then(
      ({ drawn, skipped: left }) => {
        if (gone) return;
        setError(null);
        setFigures(drawn);
        setSkipped(left);
        if (round > 0) setRedrawn(redrawnNote(drawn, session.document.get('claims')));
        setRedrawing(false);
      },
      (e: unknown) => {
        if (gone) return;
        setError(failureMessage(e));
        setFigures((f) => f ?? []);
        setRedrawing(false);
      },
    );
    return () => {
      gone = true;
    };
  }, [session, round]);

  return (
    <section className={styles.root} aria-label="Figures">
      <div className={styles.actions}>
        <Button onClick={redraw} disabled={redrawing}>
          {redrawing ? 'Redrawing…' : 'Redraw from the claims'}
        </Button>
        <Button
          onClick={() => void downloadPdf()}
          disabled={busy !== null || !figures?.length}
          aria-label="Download all sheets as PDF"
        >
          {busy === 'pdf' ? 'Preparing the PDF…' : 'Download PDF'}
        </Button>
      </div>
      {claimsEdited && (
        <MessageBar intent="info">
          <MessageBarBody>The claims changed since these figures were drawn.</MessageBarBody>
          <MessageBarActions>
            <Button onClick={redraw}>Redraw now</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {figures && (
        <FigureNotes
          figures={figures.map((d) => d.figure)}
          busy={busy}
          onRewrite={(n) => void rewrite(n)}
        />
      )}
      {redrawing && <Spinner size="tiny" label="Redrawing the figures from the saved claims…" />}
      {redrawn && (
        <MessageBar intent={redrawn.intent} role="status">
          <MessageBarBody>{redrawn.text}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {inserted && (
        <MessageBar intent="success">
          <MessageBarBody>{inserted}</MessageBarBody>
        </MessageBar>
      )}
      {figures === null && <Spinner size="tiny" label="Drawing the figures…" />}
      {figures?.length === 0 && !error && !skipped.length && (
        <p>
          No figures: write an independent method, system, apparatus or medium claim with its steps
          or parts.
        </p>
      )}
      {figures && skipped.length > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>
            {skipped.length === 1 ? 'One claim got no figure: ' : 'Claims with no figure: '}
            <ul aria-label="Claims with no figure">
              {skipped.map((s) => (
                <li key={s.claim}>{s.reason}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>
        {figures?.map((d) => (
          <div key={d.figure.number} className={styles.cell}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setOpen(d)}
              aria-label={`Open FIG. ${d.figure.number}: ${d.figure.title}`}
            >
              <img className={styles.image} src={svgDataUrl(d.svg)} alt="" />
              <span>FIG. {d.figure.number}</span>
            </button>
            {word && (
              <Button
                size="small"
                disabled={inserting !== null}
                onClick={() => void insert(d.figure)}
                aria-label={`Insert FIG. ${d.figure.number} into the document`}
              >
                {inserting === d.figure.number ? 'Inserting…' : 'Insert into document'}
              </Button>
            )}
          </div>
        ))}
      </div>
      {open && <FigureDialog figure={open.figure} svg={open.svg} onClose={() => setOpen(null)} />}
    </section>
  );
}

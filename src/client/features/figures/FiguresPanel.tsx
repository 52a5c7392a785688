import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { FigureSummary } from '../../../core/api/figures';
import { useSession, type DraftSession } from '../editor/session';
import { FigureDialog } from './FigureDialog';
import { figurePicture, figureSvg, listFigures, svgDataUrl } from './figures-api';

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
  cell: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

interface Drawn {
  figure: FigureSummary;
  svg: string;
}

/** Saves pending edits (the server draws from the saved claims), then fetches the list and each SVG. */
async function load(session: DraftSession): Promise<Drawn[]> {
  await session.sync.flush();
  const token = session.token();
  const list = await listFigures(token, session.draftId);
  const svgs = await Promise.all(list.map((f) => figureSvg(token, session.draftId, f.number)));
  return list.map((figure, i) => ({ figure, svg: svgs[i]! }));
}

/** The figures drawn from the draft's claims: thumbnails; a click opens one to zoom and download. */
export function FiguresPanel() {
  const session = useSession();
  const styles = useStyles();
  const [figures, setFigures] = useState<Drawn[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<Drawn | null>(null);

  const [round, setRound] = useState(0);
  // In Word's task pane: a figure goes into the document as a picture with its caption.
  const word = session.word;
  const [inserting, setInserting] = useState<number | null>(null);
  const [inserted, setInserted] = useState<string | null>(null);
  const insert = async (figure: FigureSummary) => {
    if (!word) return;
    setInserting(figure.number);
    setInserted(null);
    setError(null);
    try {
      await word.insertFigure(await figurePicture(session.token(), session.draftId, figure));
      setInserted(`FIG. ${figure.number} is at the end of the document, with its caption.`);
    } catch (e: unknown) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setInserting(null);
    }
  };

  useEffect(() => {
    let gone = false;
    load(session).then(
      (list) => {
        if (gone) return;
        setError(null);
        setFigures(list);
      },
      (e: unknown) => {
        if (gone) return;
        setError(e instanceof Error ? e.message : String(e));
        setFigures((f) => f ?? []);
      },
    );
    return () => {
      gone = true;
    };
  }, [session, round]);

  return (
    <section className={styles.root} aria-label="Figures">
      <Button onClick={() => setRound((r) => r + 1)}>Redraw from the claims</Button>
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
      {figures?.length === 0 && !error && (
        <p>
          No figures: write an independent method, system, apparatus or medium claim with its steps
          or parts.
        </p>
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

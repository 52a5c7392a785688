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
import { figureSvg, listFigures, svgDataUrl } from './figures-api';

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
      {figures === null && <Spinner size="tiny" label="Drawing the figures…" />}
      {figures?.length === 0 && !error && (
        <p>
          No figures: write an independent method, system, apparatus or medium claim with its steps
          or parts.
        </p>
      )}
      <div className={styles.grid}>
        {figures?.map((d) => (
          <button
            key={d.figure.number}
            type="button"
            className={styles.thumb}
            onClick={() => setOpen(d)}
            aria-label={`Open FIG. ${d.figure.number}: ${d.figure.title}`}
          >
            <img className={styles.image} src={svgDataUrl(d.svg)} alt="" />
            <span>FIG. {d.figure.number}</span>
          </button>
        ))}
      </div>
      {open && <FigureDialog figure={open.figure} svg={open.svg} onClose={() => setOpen(null)} />}
    </section>
  );
}

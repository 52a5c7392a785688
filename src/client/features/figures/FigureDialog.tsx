import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { FigureSummary } from '../../../core/api/figures';
import { svgDataUrl } from './figures-api';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 95vw)' },
  view: { maxHeight: '70vh', overflow: 'auto', backgroundColor: '#fff' },
});

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/** One figure, opened: its sheets at a chosen zoom, and a download of the SVG. */
export function FigureDialog({
  figure,
  svg,
  onClose,
}: {
  figure: FigureSummary;
  svg: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [zoom, setZoom] = useState(2);
  const url = svgDataUrl(svg);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            FIG. {figure.number}: {figure.title}
          </DialogTitle>
          <DialogContent>
            <div className={styles.view}>
              <img
                src={url}
                alt={`FIG. ${figure.number}, ${figure.title}`}
                style={{ width: `${ZOOMS[zoom]! * 100}%` }}
              />
            </div>
            <p>
              Numerals: {figure.numerals.map((n) => `${n.numeral} ${n.name}`).join('; ') || 'none'}
            </p>
          </DialogContent>
          <DialogActions>
            <Button disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))}>
              Zoom out
            </Button>
            <span aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)} %</span>
            <Button
              disabled={zoom === ZOOMS.length - 1}
              onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            >
              Zoom in
            </Button>
            <Button as="a" href={url} download={`FIG-${figure.number}.svg`} appearance="primary">
              Download SVG
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

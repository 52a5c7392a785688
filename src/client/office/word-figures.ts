import type { ChangeTrackingMode, WordGlobal } from './word-api';
import { WordWriteError } from './word-sections';
import { FIGURE_TAG } from './word-text';

export { FIGURE_TAG };

/** A figure as Word receives it: the picture (base64 PNG), its size in points, its caption. */
export interface FigurePicture {
  number: number;
  title: string;
  png: string;
  width: number;
  height: number;
}

/** The PNG signature, base64-encoded: how every PNG's base64 starts. */
const PNG_BASE64 = 'iVBORw0KGgo';

/** Widest a figure is drawn in the document: 6 inches, inside Letter's and A4's text width. */
export const FIGURE_MAX_WIDTH_PT = 432;

/** The picture's size in points for its pixel size: as wide as fits, the aspect kept. */
export function figureSize(pxWidth: number, pxHeight: number): { width: number; height: number } {
  const width = FIGURE_MAX_WIDTH_PT;
  return { width, height: Math.round((width * pxHeight) / pxWidth) };
}

/**
 * Inserts a figure at the end of the document: a centred picture, then its caption "FIG. n", the
 * two inside one content control of ours (never inside a section's control, whose text the checks
 * read). One Word.run, one sync; as tracked changes when `track` (then `mode` is put back).
 */
export async function insertFigure(
  word: WordGlobal,
  figure: FigurePicture,
  options: { track: boolean; mode: ChangeTrackingMode },
): Promise<void> {
  // Checked before Word is asked: a batch that fails half-way would leave an empty paragraph.
  if (!figure.png.startsWith(PNG_BASE64) || !(figure.width > 0 && figure.height > 0))
    throw new WordWriteError(
      `FIG. ${figure.number} did not arrive as a picture; nothing was inserted.`,
    );
  await word.run(async (context) => {
    if (options.track) context.document.changeTrackingMode = 'TrackAll';
    const body = context.document.body;
    const holder = body.insertParagraph('', 'End');
    holder.styleBuiltIn = 'Normal';
    holder.alignment = 'Centered';
    const picture = holder.insertInlinePictureFromBase64(figure.png, 'Start');
    picture.width = figure.width;
    picture.height = figure.height;
    picture.altTextTitle = `FIG. ${figure.number}`;
    picture.altTextDescription = `FIG. ${figure.number}: ${figure.title}`;
    const caption = holder.insertParagraph(`FIG. ${figure.number}`, 'After');
    caption.styleBuiltIn = 'Normal';
    caption.alignment = 'Centered';
    const control = holder
      .getRange('Whole')
      .expandTo(caption.getRange('Whole'))
      .insertContentControl();
    control.tag = FIGURE_TAG;
    control.title = `Claimwright · FIG. ${figure.number}`;
    if (options.track) context.document.changeTrackingMode = options.mode;
    await context.sync();
  });
}

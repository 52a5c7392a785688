/**
 * The figures of a draft written from a disclosure that describes no figures of its own: those
 * the app draws from the draft's claims (the Figures tab, the figures route and the DOCX sheets
 * all call `draftFigures`, with the description's numerals where no numerals are kept). The brief
 * description lists each of them, the detailed description refers to them and numbers only the
 * parts drawn, so that text and sheets come from one source.
 */
import { draftFigures } from '../draft-checks';
import type { DrawnFigure } from '../figures';
import { parseDraft } from '../parse';
import { writeDrawings as describeFigures } from './from-claims/front';
import type { Para } from './writer';

/** What a draft's text says of the figures drawn from its claims. */
export interface DrawnText {
  /** One line per figure ("FIG. 1 is a block diagram of …"). */
  lines: Para[];
  /** The figure of each drawn claim, by claim number. */
  figureOf: Map<number, DrawnFigure>;
  /** Names of the parts the sheets number (lower case), to hold the description to. */
  drawn: Set<string>;
}

/** The figures drawn from `claims` as the text describes them; null when none can be drawn. */
export function drawnText(claims: string, description: string): DrawnText | null {
  const set = draftFigures(claims, [], description);
  if (!set.figures.length) return null;
  const parsed = parseDraft({ claims }).claims.filter((c) => !c.canceled);
  return {
    lines: describeFigures(set.figures, parsed),
    figureOf: new Map(set.figures.map((f) => [f.claim, f])),
    drawn: new Set(set.numerals.map((n) => n.name.toLowerCase())),
  };
}

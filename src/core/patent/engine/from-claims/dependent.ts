/**
 * A dependent claim's feature as a paragraph of its own, tied to the figure of its claim: the
 * parts that figure draws are named with their numerals ("the valve 14"), and a paragraph that
 * names one says where to look ("Referring again to FIG. 1, …").
 */
import type { DrawnFigure } from '../../figures';
import type { Claim } from '../../types';
import type { Para } from '../writer';
import { drawnParts, numberParts } from './numbering';
import { dependentSentence, subjectOf } from './prose';
import type { SupportPool } from './support';

/** What a dependent claim's paragraph is written from. */
export interface DependentInput {
  claim: Claim;
  /** The independent claim its chain reaches. */
  root: Claim;
  /** The figure drawn from that claim, if any. */
  figure: DrawnFigure | null;
  text: string;
  pool: SupportPool;
}

/** "Referring again to FIG. 1, in some embodiments, the controller 16 sends …", with the disclosure's support. */
export function dependentParagraph({
  claim,
  root,
  figure,
  text,
  pool,
}: DependentInput): Para | null {
  const plain = dependentSentence(claim, subjectOf(root), text);
  if (!plain) return null;
  let body = plain;
  if (figure) {
    const numbered = numberParts(plain, drawnParts(figure));
    if (numbered !== plain)
      body = `Referring again to FIG. ${figure.number}, ${numbered.charAt(0).toLowerCase()}${numbered.slice(1)}`;
  }
  const own = pool.take(plain, body);
  return { text: [body, own.text].filter(Boolean).join(' '), sources: own.sources };
}

import { z } from 'zod';
import { ZDraftIdParams } from './drafts';

/** A reference numeral on a drawn figure and the part it names. */
export const ZFigureNumeral = z.object({
  numeral: z.string().describe('reference numeral, in the figure’s hundred (FIG. 2 → 202, 204…)'),
  name: z.string().describe('the part or step it names, as the description should call it'),
});

/** One figure drawn from the draft's current claims. */
export const ZFigureSummary = z.object({
  number: z.number().int().min(1).describe('figure number: FIG. n'),
  title: z.string().describe('what the figure shows'),
  claim: z.number().int().min(1).describe('the claim it is drawn from'),
  numerals: z.array(ZFigureNumeral),
});
export type FigureSummary = z.infer<typeof ZFigureSummary>;

/** `GET /drafts/{id}/figures`: the figures of each independent method, system, apparatus or medium claim. */
export const ZFigureList = z.array(ZFigureSummary);
export type FigureList = z.infer<typeof ZFigureList>;

/** `GET /drafts/{id}/figures/{number}.svg` (or `.png`, for Word's task pane). */
export const ZFigureFileParams = ZDraftIdParams.extend({
  file: z
    .string()
    .regex(/^[1-9]\d{0,2}\.(svg|png)$/, {
      error: 'Ask for a figure as "{number}.svg" or "{number}.png", e.g. "1.svg"',
    })
    .describe('"{number}.svg" or "{number}.png"'),
});
export type FigureFileParams = z.infer<typeof ZFigureFileParams>;

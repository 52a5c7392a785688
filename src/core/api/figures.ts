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

/** A figure as `GET /drafts/{id}/figures` lists it: with whether its description still matches it. */
export const ZFigureListItem = ZFigureSummary.extend({
  added: z
    .boolean()
    .describe(
      'drawn from a claim added since the description was written (its parts match none of the claims it was written from): no paragraphs describe it yet; offer to write them',
    ),
  outdated: z
    .boolean()
    .describe(
      'the description was written from this figure and no longer matches it (a numeral of it undescribed, or one it no longer draws still named): offer to rewrite its paragraphs',
    ),
});
export type FigureListItem = z.infer<typeof ZFigureListItem>;

/** `GET /drafts/{id}/figures`: the figures of each independent method, system, apparatus or medium claim. */
export const ZFigureList = z.array(ZFigureListItem);
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

/** `POST /drafts/{id}/figures/{number}/rewrite`. */
export const ZFigureNumberParams = ZDraftIdParams.extend({
  number: z.coerce.number().int().min(1).max(999).describe('figure number: FIG. n'),
});
export type FigureNumberParams = z.infer<typeof ZFigureNumberParams>;

/** Body of `POST /drafts/{id}/figures/{number}/rewrite`: the version the rewrite is made on. */
export const ZFigureRewriteRequest = z.object({
  version: z.number().int().min(1).describe('current draft version; stale gives 409'),
});
export type FigureRewriteRequest = z.infer<typeof ZFigureRewriteRequest>;

/** An independent claim that got no figure, and why (a claim in another language, no steps…). */
export const ZSkippedClaim = z.object({
  claim: z.number().int().min(1).describe('the claim'),
  reason: z.string().describe('why no figure was drawn, said so the attorney can act on it'),
});

/** `GET /drafts/{id}/figures/skipped`: the independent claims drawn as no figure. */
export const ZSkippedList = z.array(ZSkippedClaim);
export type SkippedList = z.infer<typeof ZSkippedList>;

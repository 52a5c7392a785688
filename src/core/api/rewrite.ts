import { z } from 'zod';
import { ZEngineName } from './generation';

/** The longest passage one rewrite takes (a few pages; a whole section is a generation's job). */
export const REWRITE_MAX_CHARS = 20_000;

/** `POST /rewrite`: a passage the attorney selected, to be rewritten in formal patent style. */
export const ZRewriteRequest = z.object({
  text: z
    .string()
    .max(REWRITE_MAX_CHARS, `A passage of at most ${REWRITE_MAX_CHARS} characters`)
    .refine((t) => t.trim().length > 0, 'Select some text to rewrite'),
});
export type RewriteRequest = z.infer<typeof ZRewriteRequest>;

/** The rewritten passage and who wrote it. */
export const ZRewriteResult = z.object({
  text: z.string(),
  engine: ZEngineName,
  model: z.string(),
});
export type RewriteResult = z.infer<typeof ZRewriteResult>;

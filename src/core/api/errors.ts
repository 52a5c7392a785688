import { z } from 'zod';

/** One item of a 422 body, as FastAPI writes it. */
export const ZValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof ZValidationIssue>;

/** Every error body of the API: a message, or the list of validation problems. */
export const ZErrorBody = z.object({
  detail: z.union([z.string(), z.array(ZValidationIssue)]),
});
export type ErrorBody = z.infer<typeof ZErrorBody>;

/** `{"message": …}`, the body of calls that only report success. */
export const ZMessage = z.object({ message: z.string() });
export type Message = z.infer<typeof ZMessage>;

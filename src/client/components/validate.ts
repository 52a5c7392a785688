import type { z } from 'zod';

/** Field name → first message, for the form fields. */
export type FieldErrors = Record<string, string>;

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue, bound: unknown, word: 'least' | 'most'): string | undefined {
  if (issue.origin !== 'string') return undefined;
  if (word === 'least' && Number(bound) <= 1) return 'Required';
  return `Must be at ${word} ${String(bound)} characters`;
}

/** Plain-language messages for zod's default ones; messages written in the schema win over these. */
function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Required' : undefined;
    case 'too_small':
      return sizeMessage(issue, issue.minimum, 'least');
    case 'too_big':
      return sizeMessage(issue, issue.maximum, 'most');
    case 'invalid_format':
      if (issue.input === '') return 'Required';
      return issue.format === 'email'
        ? 'Enter a valid email address'
        : 'Not in the expected format';
    default:
      return undefined;
  }
}

/**
 * Checks form values against a contract schema (the one the server uses, so the rules match) and
 * returns the first message per field; empty when valid.
 */
export function validate(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values, { error: humanMessage });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

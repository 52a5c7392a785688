import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from '../../core/api/errors';
import { AppError } from '../errors';

/**
 * The one text rule of the API: no string it accepts — body, query or path, keys included —
 * may hold a NUL character or an unpaired UTF-16 surrogate. PostgreSQL cannot store either
 * (NUL ends a C string; a lone surrogate has no UTF-8 form), so without this rule they became
 * 500s or silent U+FFFD. Typed JSON has no legitimate use for them: the editor's splices never
 * split a surrogate pair (core/api/text-splice.ts). Imported files are the one place where they
 * legitimately occur (PDF text layers and Word's binary leftovers carry NULs): the importer strips
 * them instead (`cleanImportedText`).
 */
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

export const TEXT_RULE_MESSAGE =
  'Text must not contain NUL characters or unpaired surrogates (invalid Unicode)';

/** True when `text` breaks the text rule. */
export function breaksTextRule(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** `text` without NULs and unpaired surrogates: for text taken from uploaded files only. */
export function cleanImportedText(text: string): string {
  return text.replace(FORBIDDEN_ALL, '');
}

const MAX_DEPTH = 64;

/** Where in `value` the rule is broken, as FastAPI-style locations (at most 20). */
export function textRuleIssues(value: unknown, loc: (string | number)[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const visit = (v: unknown, at: (string | number)[], depth: number): void => {
    if (issues.length >= 20 || depth > MAX_DEPTH) return;
    if (typeof v === 'string') {
      if (breaksTextRule(v)) issues.push({ loc: at, msg: TEXT_RULE_MESSAGE, type: 'string_text' });
      return;
    }
    // Raw bytes (the billing webhook's signed body) are not text the API stores.
    if (v instanceof Uint8Array) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, [...at, i], depth + 1));
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (breaksTextRule(key)) {
          issues.push({ loc: [...at, key], msg: TEXT_RULE_MESSAGE, type: 'string_text' });
        } else visit(item, [...at, key], depth + 1);
      }
    }
  };
  visit(value, loc, 0);
  return issues;
}

/** preValidation hook: 422 naming every field that breaks the text rule. */
export async function enforceTextRule(request: FastifyRequest): Promise<void> {
  const issues = [
    ...textRuleIssues(request.params, ['path']),
    ...textRuleIssues(request.query, ['query']),
    ...textRuleIssues(request.body, ['body']),
  ];
  if (issues.length) throw new AppError('validation', issues);
}

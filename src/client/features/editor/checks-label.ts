import type { SectionProgress } from './editor-slice';

/**
 * What a section's progress line says of the server's checks: "checks clean" only when they found
 * no error and no claim-form problem (a claim that reads "a weight;" is not clean, though the
 * form rules are warnings).
 */
export function checksLabel(p: Pick<SectionProgress, 'errors' | 'form'>): string {
  if (p.errors === null) return '';
  const form = p.form ?? 0;
  const found = [
    p.errors > 0 ? `${p.errors} errors found` : '',
    form > 0 ? `${form} claim-form problem${form === 1 ? '' : 's'} found` : '',
  ].filter(Boolean);
  return found.length ? `, ${found.join(', ')}` : ', checks clean';
}

import type { GenerationTarget } from '../../../core/api/generation';
import { checksLabel } from './checks-label';
import type { GenerationView, SectionProgress } from './editor-slice';
import { SECTION_LABELS } from './sections';

/** What a generation writes, as a sentence starts with it ("Claims written."). */
function subject(target: GenerationTarget): string {
  if (target === 'all') return 'Whole draft';
  if (target === 'description') return 'Description';
  return SECTION_LABELS[target];
}

/** The same in the middle of a sentence ("Writing the claims…"). */
const object = (target: GenerationTarget): string => `the ${subject(target).toLowerCase()}`;

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * The generation status line in plain words (issue 19): what is being written or what happened,
 * and, when it stopped, that the text written is kept and what the server said next.
 */
export function generationLine(
  g: Pick<GenerationView, 'target' | 'phase' | 'detail' | 'sections'>,
): string {
  switch (g.phase) {
    case 'starting':
      return `Getting ready to write ${object(g.target)}…`;
    case 'running': {
      const now = g.sections.find((p) => p.status === 'writing' || p.status === 'repairing');
      if (!now) return `Writing ${object(g.target)}…`;
      const what = object(now.section);
      return now.status === 'repairing'
        ? `Correcting ${what} after the checks…`
        : `Writing ${what}…`;
    }
    case 'cancelling':
      return 'Stopping — what was written so far is kept…';
    case 'finished':
      return `${subject(g.target)} written.`;
    case 'cancelled':
      // The server's plain "Cancelled. The text … is kept." says what the line says already.
      return g.detail && !/^Cancelled\b/.test(g.detail)
        ? `Stopped. ${sentence(g.detail)}`
        : 'Stopped — what was written is kept.';
    case 'failed':
      return `${subject(g.target)} not written.${g.detail ? ` ${sentence(g.detail)}` : ' Try again.'}`;
  }
}

const SECTION_STATE: Record<SectionProgress['status'], string> = {
  queued: 'waiting its turn',
  writing: 'being written',
  repairing: 'being corrected after the checks',
  done: 'written',
  stopped: 'stopped, what was written is kept',
  skipped: 'not written (stopped before its turn)',
};

/** One section's line under the status: "Claims: written (1,204 characters), checks clean". */
export function sectionLine(p: SectionProgress): string {
  const chars = p.chars ? ` (${p.chars.toLocaleString('en-US')} characters)` : '';
  return `${SECTION_LABELS[p.section]}: ${SECTION_STATE[p.status]}${chars}${checksLabel(p)}`;
}

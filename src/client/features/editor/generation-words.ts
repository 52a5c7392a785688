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

/** Why a section a generation finished may be empty, and what the user does about it. */
const EMPTY_WHY: Partial<Record<SectionProgress['section'], string>> = {
  cross_reference: 'no related application named; needed only if this application claims priority',
  drawings_description: 'no figures described; write it when you add the drawings',
};

/**
 * One section's line under the status: "Claims: written (1,204 characters), checks clean". A
 * finished section that is empty says so (never "written, checks clean"), with why and what next.
 */
export function sectionLine(p: SectionProgress, empty = false): string {
  const label = SECTION_LABELS[p.section];
  if (empty && p.status === 'done') {
    return `${label}: left empty (${EMPTY_WHY[p.section] ?? 'write it, or generate it again'})`;
  }
  const chars = p.chars ? ` (${p.chars.toLocaleString('en-US')} characters)` : '';
  return `${label}: ${SECTION_STATE[p.status]}${chars}${checksLabel(p)}`;
}

const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * The section lines in one line, for Word's narrow pane: "6 sections written, 2 left empty,
 * 1 with errors found"; the lines themselves are shown on demand.
 */
export function sectionsSummary(sections: SectionProgress[], empty: ReadonlySet<string>): string {
  const done = sections.filter((p) => p.status === 'done');
  const blank = done.filter((p) => empty.has(p.section)).length;
  const errors = done.filter((p) => !empty.has(p.section) && checksLabel(p).includes('found'));
  const writing = sections.filter((p) => p.status === 'writing' || p.status === 'repairing');
  const waiting = sections.filter((p) => p.status === 'queued').length;
  const notWritten = sections.filter((p) => p.status === 'stopped' || p.status === 'skipped');
  const parts = [
    `${count(done.length - blank, 'section')} written`,
    blank ? `${blank} left empty` : '',
    errors.length ? `${errors.length} with problems found` : '',
    writing.length ? `${writing.length} being written` : '',
    waiting ? `${waiting} waiting` : '',
    notWritten.length ? `${notWritten.length} stopped` : '',
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

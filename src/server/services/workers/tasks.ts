import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { FigureSummary } from '../../../core/api/figures';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import { draftFromClaims, draftFromDisclosure, type Draft } from '../../../core/patent/engine';
import type { NumeralEntry } from '../../../core/patent/figures';
import { draftFigures, figureFacts } from '../../../core/patent/draft-checks';
import { sectionFindings } from './findings';

/** The figures drawn from a draft's claims as facts (no geometry), and the numerals they carry. */
export interface FigureFacts {
  figures: FigureSummary[];
  numerals: NumeralEntry[];
}

/**
 * The CPU-bound work the server hands to its worker threads: pure functions of plain data, so the
 * same table runs in a worker or in-process (Jest) with identical results.
 */
export interface TaskTable {
  draft: (input: {
    disclosure: string;
    jurisdiction: Jurisdiction;
    claims?: string;
    /** Numerals kept with the draft (claims first only). */
    numerals?: NumeralEntry[];
  }) => Draft;
  check: (input: {
    sections: Sections;
    section: GeneratedSection;
    jurisdiction: Jurisdiction;
    /** The figures drawn from the claims, when the description is held to them. */
    figures?: FigureSummary[];
  }) => GenerationFinding[];
  /**
   * `description`: the text whose numerals parts keep when none are kept yet (the disclosure, for
   * a generation: its parts are drawn with the numerals it gives them).
   */
  figures: (input: {
    claims: string;
    numerals: NumeralEntry[];
    description?: string;
  }) => FigureFacts;
}

export type TaskName = keyof TaskTable;
export type TaskInput<N extends TaskName> = Parameters<TaskTable[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<TaskTable[N]>;

export const TASKS: TaskTable = {
  draft: ({ disclosure, jurisdiction, claims, numerals }) =>
    claims === undefined
      ? draftFromDisclosure(disclosure, { jurisdiction })
      : draftFromClaims(claims, { disclosure, jurisdiction, numerals }),
  check: (input) => sectionFindings(input),
  figures: ({ claims, numerals, description }) => {
    const set = draftFigures(claims, numerals, description);
    return { figures: figureFacts(set), numerals: set.numerals };
  },
};

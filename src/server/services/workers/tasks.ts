import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { GeneratedSection, GenerationFinding } from '../../../core/api/generation';
import { draftFromClaims, draftFromDisclosure, type Draft } from '../../../core/patent/engine';
import { sectionFindings } from './findings';

/**
 * The CPU-bound work the server hands to its worker threads: pure functions of plain data, so the
 * same table runs in a worker or in-process (Jest) with identical results.
 */
export interface TaskTable {
  draft: (input: { disclosure: string; jurisdiction: Jurisdiction; claims?: string }) => Draft;
  check: (input: {
    sections: Sections;
    section: GeneratedSection;
    jurisdiction: Jurisdiction;
  }) => GenerationFinding[];
}

export type TaskName = keyof TaskTable;
export type TaskInput<N extends TaskName> = Parameters<TaskTable[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<TaskTable[N]>;

export const TASKS: TaskTable = {
  draft: ({ disclosure, jurisdiction, claims }) =>
    claims === undefined
      ? draftFromDisclosure(disclosure, { jurisdiction })
      : draftFromClaims(claims, { disclosure, jurisdiction }),
  check: (input) => sectionFindings(input),
};

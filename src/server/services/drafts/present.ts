import {
  type Draft,
  type DraftSummary,
  type Revision,
  type RevisionSummary,
  type Sections,
} from '../../../core/api/drafts';
import { emptySections } from '../../../core/api/sections';
import { readEntries } from '../../../core/patent/figures';
import type { draftRevisions, drafts } from '../../db/schema';

/** A draft row as selected from the database. */
export type DraftRow = typeof drafts.$inferSelect;
/** A revision row as selected from the database. */
export type RevisionRow = typeof draftRevisions.$inferSelect;

/** Every section present, whatever an older row stored. */
export function fullSections(stored: Partial<Sections> | null | undefined): Sections {
  return { ...emptySections(), ...(stored ?? {}) };
}

/** Draft row → contract shape. */
export function presentDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    title: row.title,
    disclosure: row.disclosure,
    jurisdiction: row.jurisdiction,
    docket_number: row.docketNumber,
    client_matter: row.clientMatter,
    sections: fullSections(row.sections),
    version: row.version,
    figure_numerals: readEntries(row.figureNumerals),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Draft row (or its list columns) → list item. */
export function presentDraftSummary(
  row: Pick<
    DraftRow,
    'id' | 'title' | 'jurisdiction' | 'docketNumber' | 'version' | 'createdAt' | 'updatedAt'
  > & {
    titleSection: string;
  },
): DraftSummary {
  return {
    id: row.id,
    title: row.title,
    title_section: row.titleSection,
    jurisdiction: row.jurisdiction,
    docket_number: row.docketNumber,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Revision row (or its list columns) → list item. */
export function presentRevisionSummary(
  row: Pick<RevisionRow, 'version' | 'source' | 'generationId' | 'createdAt'>,
): RevisionSummary {
  return {
    version: row.version,
    source: row.source,
    generation_id: row.generationId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Revision row → whole revision. */
export function presentRevision(row: RevisionRow): Revision {
  return {
    ...presentRevisionSummary(row),
    title: row.title,
    disclosure: row.disclosure,
    jurisdiction: row.jurisdiction,
    sections: fullSections(row.sections),
  };
}

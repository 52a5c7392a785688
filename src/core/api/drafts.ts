import { z } from 'zod';
import {
  MAX_CLIENT_MATTER_CHARS,
  MAX_DISCLOSURE_CHARS,
  MAX_DOCKET_CHARS,
  MAX_SECTION_CHARS,
  MAX_TITLE_CHARS,
  SECTION_NAMES,
  TITLE_SECTION_PREVIEW_CHARS,
} from './sections';

/** One section of a draft. */
export const ZSectionName = z.enum(SECTION_NAMES);
export type SectionName = z.infer<typeof ZSectionName>;

/** Where the application will be filed; decides which claim rules apply. */
export const ZJurisdiction = z.enum(['us', 'ep']);
export type Jurisdiction = z.infer<typeof ZJurisdiction>;

const noNul = (s: string) => !s.includes('\u0000');
const NO_NUL = 'must not contain NUL characters';
const ZSectionText = z.string().max(MAX_SECTION_CHARS).refine(noNul, NO_NUL);

/** The text of every section; empty string when not written yet. */
export const ZSections = z.object({
  title: ZSectionText.describe('title of the invention'),
  cross_reference: ZSectionText.describe('cross-reference to related applications'),
  background: ZSectionText,
  summary: ZSectionText.describe('brief summary'),
  drawings_description: ZSectionText.describe('brief description of the drawings'),
  detailed_description: ZSectionText,
  claims: ZSectionText.describe('"1. A system …" claims separated by blank lines'),
  abstract: ZSectionText,
});
export type Sections = z.infer<typeof ZSections>;

const ZDraftTitle = z
  .string()
  .trim()
  .max(MAX_TITLE_CHARS)
  .refine(noNul, NO_NUL)
  .describe('working title of the draft');
const ZDisclosure = z
  .string()
  .max(MAX_DISCLOSURE_CHARS)
  .refine(noNul, NO_NUL)
  .describe('the invention disclosure the draft is written from');

/** One line of printable text (no line breaks, tabs or other control characters). */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must be one line of text');
const ZDocketNumber = oneLine(MAX_DOCKET_CHARS).describe(
  "the firm's attorney docket number, printed in the export's page header; empty when not set",
);
const ZClientMatter = oneLine(MAX_CLIENT_MATTER_CHARS).describe(
  "the client-matter reference, printed in the export's page header; empty when not set",
);

/** A numeral kept for one part or step of the figure drawn from a claim. */
export const ZFigureNumeralEntry = z.object({
  claim: z.number().int().describe('the claim whose figure draws the part or step'),
  name: z.string().describe('the part or step, as the description calls it'),
  numeral: z.string().describe('its reference numeral'),
});

/** A draft as every endpoint returns it. */
export const ZDraft = z.object({
  id: z.uuid(),
  title: z.string(),
  disclosure: z.string(),
  jurisdiction: ZJurisdiction,
  docket_number: z.string().describe('attorney docket number; empty when not set'),
  client_matter: z.string().describe('client-matter reference; empty when not set'),
  sections: ZSections,
  version: z.number().int().describe('increases by one on every save; send it back when saving'),
  figure_numerals: z
    .array(ZFigureNumeralEntry)
    .describe(
      'the numerals the description was written with for the figures drawn from the claims (empty: none); the checks hold the description to those figures while there are any',
    ),
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601'),
});
export type Draft = z.infer<typeof ZDraft>;

/** A draft in a list: no disclosure or section text but the start of its Title section. */
export const ZDraftSummary = ZDraft.pick({
  id: true,
  title: true,
  jurisdiction: true,
  docket_number: true,
  version: true,
  created_at: true,
  updated_at: true,
}).extend({
  title_section: z
    .string()
    .describe(
      `the first ${TITLE_SECTION_PREVIEW_CHARS} characters of the Title section: what the draft is listed under while it has no title`,
    ),
});
export type DraftSummary = z.infer<typeof ZDraftSummary>;

/** `GET /api/v1/drafts`: the user's own drafts, most recently updated first. */
export const ZDraftList = z.object({
  data: z.array(ZDraftSummary),
  count: z.number().int().describe('total, ignoring skip/limit'),
});
export type DraftList = z.infer<typeof ZDraftList>;

/** `skip`/`limit` query of the draft and revision lists. */
export const ZDraftPageQuery = z.object({
  skip: z.coerce.number().int().min(0).max(2147483647).default(0).describe('rows to skip'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('page size, 1–1000'),
});
export type DraftPageQuery = z.infer<typeof ZDraftPageQuery>;

/** Body of `POST /api/v1/drafts`. */
export const ZDraftCreate = z.object({
  title: ZDraftTitle.optional(),
  disclosure: ZDisclosure.optional(),
  jurisdiction: ZJurisdiction.optional().describe('default "us"'),
  docket_number: ZDocketNumber.optional(),
  client_matter: ZClientMatter.optional(),
  sections: ZSections.partial().optional().describe('initial section text, e.g. from an import'),
});
export type DraftCreate = z.infer<typeof ZDraftCreate>;

/** One edit of a section's saved text (see `text-splice.ts`): a long section need not travel whole. */
export const ZSectionSplice = z.object({
  at: z.number().int().min(0).describe('where the edit starts (UTF-16 offset in the saved text)'),
  remove: z.number().int().min(0).describe('characters of the saved text it replaces'),
  insert: ZSectionText.describe('the text put in their place'),
  result_length: z.number().int().min(0).max(MAX_SECTION_CHARS),
  result_hash: z
    .string()
    .regex(/^[0-9a-f]{8}$/, 'must be 8 hex digits')
    .describe(
      'FNV-1a of the section after the edit: the edit applies only to the text it was made on',
    ),
});

/** Body of `PATCH /api/v1/drafts/{id}`: absent fields stay; `sections` merges by name. */
export const ZDraftUpdate = z.object({
  version: z
    .number()
    .int()
    .min(1)
    .describe('the version this edit was made on; a stale one gives 409 with the current version'),
  title: ZDraftTitle.optional(),
  disclosure: ZDisclosure.optional(),
  jurisdiction: ZJurisdiction.optional(),
  docket_number: ZDocketNumber.optional(),
  client_matter: ZClientMatter.optional(),
  sections: ZSections.partial()
    .strict()
    .optional()
    .describe('only the sections that changed; a section being generated gives 409'),
  section_edits: z
    .partialRecord(ZSectionName, ZSectionSplice)
    .optional()
    .describe(
      'sections changed by one edit of their text at `version`, instead of the whole text; ' +
        'an edit that does not fit the saved text gives 422 (send the section whole)',
    ),
});
export type DraftUpdate = z.infer<typeof ZDraftUpdate>;

/** Path parameters of `/api/v1/drafts/{id}`. */
export const ZDraftIdParams = z.object({ id: z.uuid({ error: 'Not a draft id' }) });
export type DraftIdParams = z.infer<typeof ZDraftIdParams>;

/** 409 body of a save made on a stale version: the current draft, to reload or merge. */
export const ZDraftConflict = z.object({
  detail: z.string(),
  current_version: z.number().int(),
  draft: ZDraft.describe('the draft as it is now on the server'),
});
export type DraftConflict = z.infer<typeof ZDraftConflict>;

/** What made a revision. */
export const ZRevisionSource = z.enum(['create', 'edit', 'generation', 'restore', 'import']);
export type RevisionSource = z.infer<typeof ZRevisionSource>;

/** A revision in a list. */
export const ZRevisionSummary = z.object({
  version: z.number().int().describe('the draft version this revision is'),
  source: ZRevisionSource,
  generation_id: z.uuid().nullable().describe('set when a generation made it'),
  created_at: z.string().describe('ISO 8601'),
});
export type RevisionSummary = z.infer<typeof ZRevisionSummary>;

/** A whole revision: the draft as it was saved at that version. */
export const ZRevision = ZRevisionSummary.extend({
  title: z.string(),
  disclosure: z.string(),
  jurisdiction: ZJurisdiction,
  sections: ZSections,
});
export type Revision = z.infer<typeof ZRevision>;

/** `GET /api/v1/drafts/{id}/revisions`: newest first. */
export const ZRevisionList = z.object({
  data: z.array(ZRevisionSummary),
  count: z.number().int(),
});
export type RevisionList = z.infer<typeof ZRevisionList>;

/** Path parameters of `/api/v1/drafts/{id}/revisions/{version}`. */
export const ZRevisionParams = ZDraftIdParams.extend({
  version: z.coerce.number().int().min(1).max(2147483647),
});
export type RevisionParams = z.infer<typeof ZRevisionParams>;

/** Body of `POST /api/v1/drafts/{id}/revisions/{version}/restore`: the version being replaced. */
export const ZRestoreRequest = z.object({
  version: z.number().int().min(1).describe('current draft version; stale gives 409'),
});
export type RestoreRequest = z.infer<typeof ZRestoreRequest>;

/** File kinds `POST /api/v1/drafts/import` reads. */
export const ZImportFormat = z.enum(['docx', 'pdf', 'txt']);
export type ImportFormat = z.infer<typeof ZImportFormat>;

/** `POST /api/v1/drafts/import` (multipart field `file`): the plain text of the file. */
export const ZImportResult = z.object({
  filename: z.string(),
  format: ZImportFormat,
  text: z.string().describe('paragraphs separated by blank lines'),
  characters: z.number().int(),
  pages: z.number().int().nullable().describe('PDF page count; null for other formats'),
  sections: ZSections.partial()
    .nullable()
    .describe(
      'the text cut into the draft sections when the file is a patent application (claims under a claims heading); null for a disclosure',
    ),
});
export type ImportResult = z.infer<typeof ZImportResult>;

/** The empty section set of a new draft (its text lives with the section names). */

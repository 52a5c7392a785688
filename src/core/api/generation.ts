import { z } from 'zod';
import { ZSectionName } from './drafts';
import {
  DESCRIPTION_SECTIONS,
  GENERATED_SECTIONS,
  GENERATION_TARGETS,
  MAX_INSTRUCTIONS_CHARS,
  sectionsOf,
  type GeneratedSection,
  type GenerationTarget,
} from './sections';

export {
  DESCRIPTION_SECTIONS,
  GENERATED_SECTIONS,
  MAX_INSTRUCTIONS_CHARS,
  sectionsOf,
  type GeneratedSection,
  type GenerationTarget,
};

/**
 * What to generate: the whole draft, a group, or one section. `cross_reference` stays empty
 * unless the disclosure names related applications.
 */
export const ZGenerationTarget = z.enum(GENERATION_TARGETS);

/** Body of `POST /api/v1/generate/`. */
export const ZGenerateRequest = z.object({
  generation_id: z
    .uuid({ error: 'Not a UUID' })
    .describe('made by the client (crypto.randomUUID()), so it can cancel before the first byte'),
  draft_id: z.uuid({ error: 'Not a draft id' }),
  section: ZGenerationTarget.describe(
    '"all", "description" (background, summary, drawings, detailed description) or one section',
  ),
  instructions: z
    .string()
    .trim()
    .max(MAX_INSTRUCTIONS_CHARS)
    .optional()
    .describe('extra guidance for the writer, e.g. "emphasise the battery module"'),
});
export type GenerateRequest = z.infer<typeof ZGenerateRequest>;

/** Body of `POST /api/v1/cancel_generate/`. */
export const ZCancelRequest = z.object({
  generation_id: z.uuid({ error: 'Not a UUID' }),
});
export type CancelRequest = z.infer<typeof ZCancelRequest>;

/** Tokens the model read and wrote (the offline engine counts words). */
export const ZUsage = z.object({
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
});
export type Usage = z.infer<typeof ZUsage>;

/** A finding of the checks; `start`/`end` are offsets into the section's text. */
export const ZFinding = z.object({
  rule: z.string().describe('stable rule id, see RULES.md'),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  claim: z.number().int().optional(),
  section: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  suggestion: z.string().optional(),
  term: z
    .string()
    .optional()
    .describe('the flagged words of a claim finding, as the reviewer reads them'),
  paragraph: z
    .number()
    .int()
    .optional()
    .describe(
      'paragraph number ([0023]) of a description finding: printed, else its filing ordinal',
    ),
});
export type GenerationFinding = z.infer<typeof ZFinding>;

/** Which engine writes: the embedded offline one or an LLM provider. */
export const ZEngineName = z.enum(['offline', 'openai', 'azure', 'anthropic', 'openai-compatible']);
export type EngineName = z.infer<typeof ZEngineName>;

/** States of a generation: running → finished | cancelled | failed. */
export const ZGenerationState = z.enum(['running', 'finished', 'cancelled', 'failed']);
export type GenerationState = z.infer<typeof ZGenerationState>;

const ZSectionEventBase = { section: ZSectionName };

/** Where one paragraph of a section came from (offline engine only). */
export const ZTraceParagraph = z.object({
  paragraph: z
    .number()
    .int()
    .min(0)
    .describe(
      "0-based index, among the section text's non-blank lines, of the paragraph's first line " +
        '(a paragraph runs to the next blank line, e.g. a claim with its element lines)',
    ),
  sources: z
    .array(z.string())
    .describe('the disclosure sentences it was written from, verbatim; empty for boilerplate'),
});
export type TraceParagraph = z.infer<typeof ZTraceParagraph>;

/** Every event of the generation stream; the SSE `event:` field repeats `type`. */
export const ZGenerationEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('started'),
    generation_id: z.uuid(),
    draft_id: z.uuid(),
    sections: z.array(ZSectionName).describe('what will be written, in order'),
    engine: ZEngineName,
    model: z.string(),
  }),
  z.object({
    type: z.literal('section_started'),
    ...ZSectionEventBase,
    pass: z
      .enum(['draft', 'repair'])
      .describe('"repair": the checks found errors; clear the section, the rewrite follows'),
  }),
  z.object({ type: z.literal('delta'), ...ZSectionEventBase, text: z.string() }),
  z.object({ type: z.literal('section_done'), ...ZSectionEventBase }),
  z
    .object({
      type: z.literal('section_released'),
      ...ZSectionEventBase,
    })
    .describe(
      'a section of a longer generation is finished and saved (after its checks and repairs): ' +
        'the user may edit it while the generation writes the next ones',
    ),
  z.object({
    type: z.literal('trace'),
    ...ZSectionEventBase,
    paragraphs: z
      .array(ZTraceParagraph)
      .describe(
        'sent after the section text by engines that know it (offline), before section_done',
      ),
  }),
  z.object({
    type: z.literal('findings'),
    ...ZSectionEventBase,
    findings: z.array(ZFinding).describe('the latest findings event of a section is current'),
  }),
  z.object({
    type: z.literal('finished'),
    version: z.number().int().describe('draft version holding the generated text'),
    usage: ZUsage,
  }),
  z.object({
    type: z.literal('cancelled'),
    version: z.number().int().describe('draft version holding the partial text'),
    usage: ZUsage,
  }),
  z.object({
    type: z.literal('failed'),
    detail: z.string().describe('why, in words a user can act on'),
    version: z.number().int().describe('draft version holding the partial text'),
    usage: ZUsage,
  }),
]);
export type GenerationEvent = z.infer<typeof ZGenerationEvent>;
/** The event of one `type`. */
export type GenerationEventOf<T extends GenerationEvent['type']> = Extract<
  GenerationEvent,
  { type: T }
>;

/** A generation as stored (`GET /api/v1/generations/{id}`, draft generation lists). */
export const ZGeneration = z.object({
  id: z.uuid(),
  draft_id: z.uuid(),
  section: ZGenerationTarget,
  engine: ZEngineName,
  model: z.string(),
  state: ZGenerationState,
  released_sections: z
    .array(z.enum(GENERATED_SECTIONS))
    .describe('sections it has finished writing: editable again while it runs on'),
  detail: z.string().nullable().describe('why it failed or was cancelled'),
  usage: ZUsage,
  created_at: z.string().describe('ISO 8601'),
  finished_at: z.string().nullable(),
});
export type Generation = z.infer<typeof ZGeneration>;

/** `GET /api/v1/drafts/{id}/generations`: newest first. */
export const ZGenerationList = z.object({ data: z.array(ZGeneration), count: z.number().int() });
export type GenerationList = z.infer<typeof ZGenerationList>;

/** Path parameters of `/api/v1/generations/{generation_id}`. */
export const ZGenerationIdParams = z.object({ generation_id: z.uuid({ error: 'Not a UUID' }) });

/** The trace of one section, from the newest generation that wrote it. */
export const ZSectionTrace = z.object({
  generation_id: z.uuid(),
  paragraphs: z.array(
    ZTraceParagraph.extend({
      text: z
        .string()
        .optional()
        .describe(
          'the paragraph as the generation wrote it, to tell later edits; absent in traces ' +
            'saved before the server kept it',
        ),
    }),
  ),
});
export type SectionTrace = z.infer<typeof ZSectionTrace>;
/** A traced paragraph as a generation row keeps it. */
export type StoredTraceParagraph = SectionTrace['paragraphs'][number];

/**
 * `GET /api/v1/drafts/{id}/trace`: per section, where its paragraphs came from. A section is
 * absent when its newest writer left no trace (an LLM, or text cut short).
 */
export const ZDraftTrace = z.object({
  sections: z.partialRecord(ZSectionName, ZSectionTrace),
});
export type DraftTrace = z.infer<typeof ZDraftTrace>;

/** `GET /api/v1/generate/engine`: what writes the drafts on this server. */
export const ZEngineInfo = z.object({
  engine: ZEngineName,
  model: z.string(),
  repair_passes: z.number().int().describe('rewrites allowed per section when checks find errors'),
  max_concurrent_per_user: z.number().int(),
});
export type EngineInfo = z.infer<typeof ZEngineInfo>;

/** One server-sent event on the wire. */
export function encodeEvent(event: GenerationEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Incremental `text/event-stream` reader for fetch bodies: feed it text chunks as they arrive,
 * it calls `onEvent` with every complete, valid event (unknown or malformed ones are skipped).
 */
export function createEventReader(onEvent: (event: GenerationEvent) => void): {
  push(chunk: string): void;
} {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
          .join('\n');
        if (data) {
          try {
            const parsed = ZGenerationEvent.safeParse(JSON.parse(data));
            if (parsed.success) onEvent(parsed.data);
          } catch {
            // A block that is not JSON is not one of ours.
          }
        }
        end = buffer.indexOf('\n\n');
      }
    },
  };
}

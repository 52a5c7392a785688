import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type { FigureFacts } from '../workers/tasks';
import type {
  EngineName,
  GeneratedSection,
  GenerationFinding,
  TraceParagraph,
  Usage,
} from '../../../core/api/generation';

/** One section to write, with everything the writer may use. */
export interface SectionTask {
  section: GeneratedSection;
  disclosure: string;
  jurisdiction: Jurisdiction;
  /** The draft as it stands, including sections written earlier in this generation. */
  sections: Sections;
  instructions?: string;
  /**
   * The figures drawn from the claims and their numerals, when the text is held to them: fixed
   * facts the section must keep (figure numbers, numerals, which part each names).
   */
  figures?: FigureFacts;
  /** Set on a repair pass: the text the checks rejected and why. */
  repair?: { text: string; findings: GenerationFinding[] };
  /** Aborted on cancel, timeout or shutdown; the engine must stop its upstream work. */
  signal: AbortSignal;
}

/**
 * What an engine streams: text as it is written, token counts when it knows them, where the
 * section's paragraphs came from (after its text), a note that the model stopped at its output
 * limit, and a note before waiting to retry a failed request (no text has arrived then).
 */
export type EngineChunk =
  | { type: 'text'; text: string }
  | { type: 'usage'; usage: Usage }
  | { type: 'trace'; paragraphs: TraceParagraph[] }
  | { type: 'cut_off' }
  | { type: 'retry'; attempt: number; waitMs: number; status?: number };

/** A failure the user can act on (`detail` is shown as is; it never contains draft text). */
export class EngineError extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** What `refuse` looks at: the draft's disclosure, jurisdiction and (claims first) its claims. */
export interface RefuseInput {
  disclosure: string;
  jurisdiction: Jurisdiction;
  claims?: string;
}

/** A writer of draft sections: the offline engine or an LLM. */
export interface DraftingEngine {
  readonly name: EngineName;
  readonly model: string;
  /** Whether a repair pass (rewrite with findings) can change the outcome. */
  readonly canRepair: boolean;
  /** Whether it waits on a network peer (only then is starting its first request early worth it). */
  readonly remote: boolean;
  /**
   * Why this disclosure cannot be drafted from (shown as a 422), or null. `claims` is set when the
   * generation writes from the draft's claims rather than writing them (claims first). May take
   * CPU work (the offline engine drafts to find out), so it answers later, off the event loop.
   */
  refuse(input: RefuseInput): Promise<string | null>;
  /** Streams one section; throws EngineError on upstream failures. */
  writeSection(task: SectionTask): AsyncIterable<EngineChunk>;
}

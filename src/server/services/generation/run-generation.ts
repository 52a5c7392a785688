import type { Jurisdiction, Sections } from '../../../core/api/drafts';
import type {
  GeneratedSection,
  GenerationEvent,
  GenerationFinding,
  GenerationTarget,
  TraceParagraph,
  Usage,
} from '../../../core/api/generation';
import { withParagraphText } from '../../../core/api/trace-text';
import type { Db } from '../../db/client';
import type { NumeralEntry } from '../../../core/patent/figures';
import { EngineError, type DraftingEngine } from '../engines/types';
import type { FigureFacts } from '../workers/tasks';
import type { CpuPool } from '../workers/pool';
import { abortable } from './abortable';
import { cutOffFinding, repairable, type SectionChecker } from './checks';
import type { DraftWriter, DraftWrites } from './draft-writer';
import { createDeltaBatcher } from './delta-batcher';
import { finalizeGeneration, releaseSection, type WrittenTraces } from './generation-rows';
import { outcomeOf, type Outcome, type StopReason } from './outcome';
import type { DbGate } from './db-gate';

/** What a run needs from the server. */
export interface RunDeps {
  db: Db;
  engine: DraftingEngine;
  checker: SectionChecker;
  /** Draws the figures of the claims (`figuresOnPool`: on a worker thread); none without it. */
  figures?: FigureDrawer;
  /** Where the run's own writes wait their turn (requests come first). */
  writes: DbGate;
  /** Streamed text into drafts, every run's together (at `writes`). */
  draftWrites: DraftWrites;
  repairPasses: number;
  timeoutMs: number;
  idleTimeoutMs: number;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/** One accepted generation: its row exists and is `running`. */
export interface GenerationPlan {
  id: string;
  draftId: string;
  target: GenerationTarget;
  sections: GeneratedSection[];
  instructions?: string;
  disclosure: string;
  jurisdiction: Jurisdiction;
  /** The draft's sections when the generation started. */
  startSections: Sections;
  startVersion: number;
  /**
   * Numerals kept with the draft when its description is held to the figures drawn from its
   * claims (claims first, or figures kept already); null when it is not.
   */
  figureNumerals?: NumeralEntry[] | null;
}

/**
 * Runs a generation: streams sections, saves them as they arrive, checks, repairs, finalizes.
 * Its row's heartbeat is the service's (one statement for every run of the instance).
 */
export class GenerationRun {
  private reason: StopReason | null = null;
  private readonly controller = new AbortController();
  private readonly written: Partial<Sections> = {};
  /** Per section being written: its trace once the engine sent it, else null. */
  private readonly traces: Partial<Record<GeneratedSection, TraceParagraph[] | null>> = {};
  /** Sections whose latest pass stopped at the model's output limit. */
  private readonly cutOff = new Set<GeneratedSection>();
  private readonly usage: Usage = { input_tokens: 0, output_tokens: 0 };
  /** Sections finished (saved) before the generation ends: the user may edit them meanwhile. */
  private readonly released = new Set<GeneratedSection>();
  private readonly writer: DraftWriter;
  private idleTimer: NodeJS.Timeout | null = null;
  private ended = false;
  /** The figures of the claims as they stand, drawn once per claims text. */
  private drawn: { claims: string; facts: Promise<FigureFacts | null> } | null = null;

  constructor(
    private readonly deps: RunDeps,
    readonly plan: GenerationPlan,
  ) {
    this.writer = deps.draftWrites.writer(plan.draftId, () => this.stop('draft_deleted'));
  }

  /** Stops the run (cancel, timeout, shutdown…): the upstream request is aborted at once. */
  stop(reason: StopReason): void {
    if (this.reason || this.ended) return;
    this.reason = reason;
    this.controller.abort();
  }

  /** Runs to the end; `emit` receives every event, the terminal one last. Never throws. */
  async run(emit: (event: GenerationEvent) => void): Promise<Outcome> {
    const { deps, plan } = this;
    const started = performance.now();
    const total = setTimeout(() => this.stop('timeout'), deps.timeoutMs);
    emit({
      type: 'started',
      generation_id: plan.id,
      draft_id: plan.draftId,
      sections: plan.sections,
      engine: deps.engine.name,
      model: deps.engine.model,
    });
    let failure: string | null = null;
    try {
      for (const [i, section] of plan.sections.entries()) {
        if (this.reason) break;
        await this.writeSection(section, emit);
        const last = i === plan.sections.length - 1;
        if (!last && !this.reason) await this.release(section, emit);
      }
    } catch (err) {
      if (!this.reason) failure = this.describeFailure(err);
    } finally {
      clearTimeout(total);
      this.disarmIdle();
      this.ended = true;
    }
    const outcome = outcomeOf(this.reason, failure, deps);
    const version = await this.finalize(outcome);
    const usage = { ...this.usage };
    if (outcome.state === 'finished') emit({ type: 'finished', version, usage });
    else if (outcome.state === 'cancelled') emit({ type: 'cancelled', version, usage });
    else emit({ type: 'failed', detail: outcome.detail ?? 'Generation failed.', version, usage });
    deps.log.info(
      {
        generation: plan.id,
        draft: plan.draftId,
        engine: deps.engine.name,
        state: outcome.state,
        reason: this.reason ?? undefined,
        ms: Math.round(performance.now() - started),
        usage,
      },
      'generation ended',
    );
    return outcome;
  }

  private async writeSection(
    section: GeneratedSection,
    emit: (event: GenerationEvent) => void,
  ): Promise<void> {
    emit({ type: 'section_started', section, pass: 'draft' });
    let text = await this.stream(section, undefined, emit);
    if (this.reason) return;
    emit({ type: 'section_done', section });
    await flushOutput();
    let findings = await this.check(section, text);
    if (this.reason) return;
    emit({ type: 'findings', section, findings });
    for (let pass = 0; pass < this.deps.repairPasses; pass++) {
      const errors = repairable(findings);
      if (!errors.length || !this.deps.engine.canRepair) break;
      emit({ type: 'section_started', section, pass: 'repair' });
      const previous = text;
      text = await this.stream(section, { text: previous, findings: errors }, emit);
      if (this.reason) {
        this.keep(section, previous);
        return;
      }
      emit({ type: 'section_done', section });
      await flushOutput();
      findings = await this.check(section, text);
      if (this.reason) return;
      emit({ type: 'findings', section, findings });
    }
  }

  private async stream(
    section: GeneratedSection,
    repair: { text: string; findings: GenerationFinding[] } | undefined,
    emit: (event: GenerationEvent) => void,
  ): Promise<string> {
    const { plan } = this;
    let text = '';
    const figures = (await this.figures()) ?? undefined;
    if (this.reason) return text;
    const chunks = this.deps.engine.writeSection({
      section,
      disclosure: plan.disclosure,
      jurisdiction: plan.jurisdiction,
      sections: this.current(),
      instructions: plan.instructions,
      repair,
      figures,
      signal: this.controller.signal,
    });
    this.traces[section] = null;
    this.cutOff.delete(section);
    this.armIdle();
    const deltas = createDeltaBatcher((piece) => emit({ type: 'delta', section, text: piece }));
    try {
      for await (const chunk of abortable(chunks, this.controller.signal)) {
        this.armIdle();
        if (chunk.type !== 'text') deltas.flush();
        if (chunk.type === 'usage') {
          this.usage.input_tokens += chunk.usage.input_tokens;
          this.usage.output_tokens += chunk.usage.output_tokens;
        } else if (chunk.type === 'trace') {
          this.traces[section] = chunk.paragraphs;
          emit({ type: 'trace', section, paragraphs: chunk.paragraphs });
        } else if (chunk.type === 'cut_off') {
          this.cutOff.add(section);
          this.deps.log.warn({ generation: plan.id, section }, 'model stopped at its output limit');
        } else if (chunk.type === 'retry') {
          const { attempt, status, waitMs } = chunk;
          this.deps.log.warn(
            { generation: plan.id, section, attempt, status, wait_ms: waitMs },
            'model provider failed; retrying',
          );
          this.armIdle(waitMs);
        } else {
          const piece = chunk.text.replace(/\0/g, '');
          if (!piece) continue;
          text += piece;
          this.keep(section, text);
          deltas.push(piece);
          // The first text of a pass leaves now: Node sends written bytes on the next tick, which
          // would otherwise wait until every chunk already received had been handled.
          if (text.length === piece.length) await flushOutput();
        }
      }
    } finally {
      deltas.flush();
      this.disarmIdle();
    }
    return text;
  }

  /**
   * Hands a finished section back to the user while later ones are written: its text is saved
   * now, the row says so (saves and other generations may touch it again), and the generation
   * never writes it again.
   */
  private async release(
    section: GeneratedSection,
    emit: (event: GenerationEvent) => void,
  ): Promise<void> {
    if (!(await this.writer.flush())) return;
    await this.deps.writes.run(() => releaseSection(this.deps.db, this.plan.id, section));
    this.released.add(section);
    emit({ type: 'section_released', section });
  }

  private keep(section: GeneratedSection, text: string): void {
    this.written[section] = text;
    this.writer.set(section, text);
  }

  private current(): Sections {
    return { ...this.plan.startSections, ...this.written };
  }

  /**
   * The figures the description is held to (see GenerationPlan.figureNumerals): drawn from the
   * claims as they stand, with the draft's kept numerals, or null. A failed drawing holds nothing.
   */
  private figures(): Promise<FigureFacts | null> {
    const kept = this.plan.figureNumerals;
    const claims = this.current().claims;
    if (!kept || !claims.trim()) return Promise.resolve(null);
    if (this.drawn?.claims !== claims) {
      const draw = this.deps.figures;
      if (!draw) return Promise.resolve(null);
      const facts = Promise.resolve()
        // A part the disclosure numbers keeps that numeral (its drawings carry it) until the
        // draft keeps numerals of its own.
        .then(() =>
          draw({
            claims,
            numerals: kept,
            description: this.plan.disclosure,
            signal: this.controller.signal,
          }),
        )
        .catch((err: unknown) => {
          if (!this.reason) this.deps.log.warn({ generation: this.plan.id, err }, 'figures failed');
          return null;
        });
      this.drawn = { claims, facts };
    }
    return this.drawn.facts;
  }

  private async check(section: GeneratedSection, text: string): Promise<GenerationFinding[]> {
    let findings: GenerationFinding[] = [];
    try {
      const figures = await this.figures();
      findings = await this.deps.checker({
        sections: this.current(),
        section,
        jurisdiction: this.plan.jurisdiction,
        figures: figures?.figures,
        signal: this.controller.signal,
      });
    } catch (err) {
      // A stopped run drops its queued checks: nothing failed then.
      if (!this.reason) this.deps.log.error({ generation: this.plan.id, err }, 'checks failed');
    }
    return this.cutOff.has(section) ? [...findings, cutOffFinding(section, text)] : findings;
  }

  private describeFailure(err: unknown): string {
    if (err instanceof EngineError) return err.detail;
    this.deps.log.error({ generation: this.plan.id, err }, 'generation crashed');
    return 'The server hit an internal error while generating.';
  }

  /** (Re)starts the silence timer; `extraMs` covers a retry wait the engine announced. */
  private armIdle(extraMs = 0): void {
    this.disarmIdle();
    this.idleTimer = setTimeout(() => this.stop('idle'), this.deps.idleTimeoutMs + extraMs);
  }

  private disarmIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /**
   * The trace of every section this run wrote (null: written without one), each paragraph with
   * its text as written, so that the trace route can tell paragraphs edited since.
   */
  private writtenTraces(): WrittenTraces {
    const out: WrittenTraces = {};
    for (const name of Object.keys(this.written) as GeneratedSection[]) {
      const trace = this.traces[name];
      out[name] = trace ? withParagraphText(this.written[name] ?? '', trace) : null;
    }
    return out;
  }

  private async finalize(outcome: Outcome): Promise<number> {
    this.writer.stop();
    try {
      await this.writer.flush();
      const describes = ['drawings_description', 'detailed_description'].some(
        (s) => this.written[s as GeneratedSection] !== undefined,
      );
      const figures = describes ? await this.figures() : null;
      const traces = this.writtenTraces();
      return await this.deps.writes.run(() =>
        finalizeGeneration(this.deps.db, {
          figureNumerals: figures?.numerals,
          plan: this.plan,
          written: this.written,
          released: this.released,
          traces,
          outcome,
          usage: this.usage,
        }),
      );
    } catch (err) {
      this.deps.log.error({ generation: this.plan.id, err }, 'cannot save');
      return this.plan.startVersion;
    }
  }
}

/** Draws the figures of a claims text on the CPU pool's threads. */
export type FigureDrawer = (input: {
  claims: string;
  numerals: NumeralEntry[];
  /** Whose numerals parts keep when none are kept yet (the disclosure). */
  description?: string;
  signal?: AbortSignal;
}) => FigureFacts | Promise<FigureFacts>;

/** Draws on the app's CPU pool's threads. */
export const figuresOnPool =
  (pool: CpuPool): FigureDrawer =>
  ({ signal, ...input }) =>
    pool.run('figures', input, signal);

/** Lets written events leave the socket (Node sends them on the next tick) before sync work. */
const flushOutput = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

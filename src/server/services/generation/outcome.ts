import type { GenerationState } from '../../../core/api/generation';

/** Why a run stopped before its end. */
export type StopReason =
  'cancel' | 'client_gone' | 'timeout' | 'idle' | 'shutdown' | 'draft_deleted';

/** How a run ended, as stored on its row and told to the client. */
export interface Outcome {
  state: Exclude<GenerationState, 'running'>;
  detail: string | null;
}

const KEPT = 'The text written so far is kept.';

/** The outcome of a run from its stop reason or failure. */
export function outcomeOf(
  reason: StopReason | null,
  failure: string | null,
  limits: { timeoutMs: number; idleTimeoutMs: number },
): Outcome {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  switch (reason) {
    case 'cancel':
      return { state: 'cancelled', detail: `Cancelled. ${KEPT}` };
    case 'client_gone':
      return { state: 'cancelled', detail: `The client disconnected. ${KEPT}` };
    case 'draft_deleted':
      return { state: 'cancelled', detail: 'The draft was deleted.' };
    case 'timeout':
      return {
        state: 'failed',
        detail: `The generation ran longer than ${seconds(limits.timeoutMs)} and was stopped. ${KEPT}`,
      };
    case 'idle':
      return {
        state: 'failed',
        detail: `The model sent nothing for ${seconds(limits.idleTimeoutMs)}; the generation was stopped. ${KEPT}`,
      };
    case 'shutdown':
      return {
        state: 'failed',
        detail: `The server restarted during the generation. ${KEPT} Start it again to finish.`,
      };
    case null:
      return failure
        ? { state: 'failed', detail: `${failure} ${KEPT}` }
        : { state: 'finished', detail: null };
  }
}

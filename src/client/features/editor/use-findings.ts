import { startTransition, useEffect, useState } from 'react';
import type { Finding } from '../../../core/patent';
import { createAnalysisRunner } from './analysis-runner';
import type { DraftDocument } from './draft-document';
import { whenIdle } from './idle';
import { EDITOR_TIMINGS } from './timings';

/** What the checks found on the current text, and whether a run is under way. */
export interface FindingsState {
  findings: Finding[];
  checking: boolean;
  /** Set once the first run has answered. */
  ready: boolean;
}

/** Longest a due run of the checks waits for an idle moment. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs the checks on the open draft at once and again after every quiet spell of edits. Nothing
 * here runs inside a keystroke but a timer reset: reading the section texts happens in an idle
 * moment, and the "checking" flag and the new findings render as transitions.
 */
export function useFindings(document: DraftDocument): FindingsState {
  const [state, setState] = useState<FindingsState>({ findings: [], checking: true, ready: false });
  useEffect(() => {
    const runner = createAnalysisRunner();
    let seq = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let cancelIdle: (() => void) | null = null;
    let alive = true;
    const stop = () => {
      if (timer) clearTimeout(timer);
      cancelIdle?.();
      timer = null;
      cancelIdle = null;
    };
    const run = () => {
      timer = null;
      cancelIdle = null;
      const id = ++seq;
      const jurisdiction = document.get('jurisdiction') === 'ep' ? 'ep' : 'us';
      runner
        .run({
          sections: document.sections(),
          jurisdiction,
          numerals: document.figureNumerals,
        })
        .then((findings) => {
          // A transition: rendering the list yields to keystrokes instead of delaying them.
          if (alive && id === seq)
            startTransition(() => setState({ findings, checking: false, ready: true }));
        })
        .catch(() => {
          if (alive && id === seq) setState((s) => ({ ...s, checking: false }));
        });
    };
    const schedule = () => {
      const waiting = timer !== null || cancelIdle !== null;
      stop();
      if (!waiting)
        startTransition(() => setState((s) => (s.checking ? s : { ...s, checking: true })));
      timer = setTimeout(() => {
        timer = null;
        cancelIdle = whenIdle(run, IDLE_TIMEOUT_MS);
      }, EDITOR_TIMINGS.analysisDelayMs);
    };
    const unsubscribe = document.subscribe((key) => {
      if (key !== 'name' && key !== 'disclosure') schedule();
    });
    // New numerals (a generation or a figure's rewrite kept them) change what the checks hold to.
    const unsubscribeFigures = document.subscribeFigures(schedule);
    run();
    return () => {
      alive = false;
      unsubscribe();
      unsubscribeFigures();
      stop();
      runner.dispose();
    };
  }, [document]);
  return state;
}

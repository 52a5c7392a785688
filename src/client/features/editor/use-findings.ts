import { startTransition, useEffect, useState } from 'react';
import type { Finding } from '../../../core/patent';
import { createAnalysisRunner } from './analysis-runner';
import type { DraftDocument } from './draft-document';
import { analysisInput } from './sections';
import { EDITOR_TIMINGS } from './timings';

/** What the checks found on the current text, and whether a run is under way. */
export interface FindingsState {
  findings: Finding[];
  checking: boolean;
  /** Set once the first run has answered. */
  ready: boolean;
}

/** Runs the checks on the open draft at once and again after every quiet spell of edits. */
export function useFindings(document: DraftDocument): FindingsState {
  const [state, setState] = useState<FindingsState>({ findings: [], checking: true, ready: false });
  useEffect(() => {
    const runner = createAnalysisRunner();
    let seq = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let alive = true;
    const run = () => {
      timer = null;
      const id = ++seq;
      const jurisdiction = document.get('jurisdiction') === 'ep' ? 'ep' : 'us';
      runner
        .run(analysisInput(document.sections()), jurisdiction)
        .then((findings) => {
          // A transition: rendering the list yields to keystrokes instead of delaying them.
          if (alive && id === seq)
            startTransition(() => setState({ findings, checking: false, ready: true }));
        })
        .catch(() => {
          if (alive && id === seq) setState((s) => ({ ...s, checking: false }));
        });
    };
    const unsubscribe = document.subscribe((key) => {
      if (key === 'name' || key === 'disclosure') return;
      if (timer) clearTimeout(timer);
      else setState((s) => (s.checking ? s : { ...s, checking: true }));
      timer = setTimeout(run, EDITOR_TIMINGS.analysisDelayMs);
    });
    run();
    return () => {
      alive = false;
      unsubscribe();
      if (timer) clearTimeout(timer);
      runner.dispose();
    };
  }, [document]);
  return state;
}

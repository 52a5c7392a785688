import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import type { SectionName } from '../../../core/api/drafts';
import { sectionsOf, type GenerationTarget } from '../../../core/api/sections';
import { useAppStore } from '../../app/hooks';
import { selectGeneration } from './editor-slice';
import { emptySections, noteGenerated, userSections, type Replacement } from './overwrite-guard';
import type { DraftSession } from './session';
import { selectTrace } from './trace-slice';

// Shown only before a generation would replace the user's text: loaded then.
const OverwriteDialog = lazy(() =>
  import('./OverwriteDialog').then((m) => ({ default: m.OverwriteDialog })),
);
const UndoReplaceBar = lazy(() =>
  import('./OverwriteDialog').then((m) => ({ default: m.UndoReplaceBar })),
);

type Start = (target: GenerationTarget, instructions?: string) => Promise<void>;

interface Question {
  target: GenerationTarget;
  instructions?: string;
  replacements: Replacement[];
  empty: SectionName[];
}

/**
 * Puts a question before every generation that would replace text the user wrote, and an Undo
 * after it. The user's text reaches the server as a revision before any generation starts:
 * `start` saves pending edits first and does not start when they cannot be saved.
 */
export function useOverwriteGuard(
  session: DraftSession,
  start: Start,
): { start: Start; guard: ReactNode } {
  const store = useAppStore();
  const { document, draftId } = session;
  const [question, setQuestion] = useState<Question | null>(null);
  const [undo, setUndo] = useState<Replacement[] | null>(null);

  /** Runs one generation; afterwards, what it wrote counts as generated, and Undo is offered. */
  const run = useCallback(
    async (target: GenerationTarget, instructions: string | undefined, replaced: Replacement[]) => {
      setUndo(null);
      const sections = sectionsOf(target);
      const before = new Map(sections.map((s) => [s, document.get(s)]));
      await start(target, instructions);
      // Only sections whose text the generation changed: a refused start leaves the user's text.
      noteGenerated(
        document,
        sections.filter((s) => document.get(s) !== before.get(s)),
      );
      const changed = replaced.filter((r) => document.get(r.section) !== r.text);
      if (changed.length) setUndo(changed);
    },
    [document, start],
  );

  const guarded = useCallback(
    async (target: GenerationTarget, instructions?: string) => {
      const trace = selectTrace(store.getState());
      const traces = trace.draftId === draftId ? trace.sections : {};
      const replacements = userSections(document, target, traces);
      if (!replacements.length) return run(target, instructions, []);
      setQuestion({ target, instructions, replacements, empty: emptySections(document, target) });
    },
    [document, draftId, run, store],
  );

  /** Generates the empty sections one by one, stopping at the first that does not finish. */
  const fillEmpty = async (q: Question) => {
    for (const section of q.empty) {
      await run(section as GenerationTarget, q.instructions, []);
      if (selectGeneration(store.getState())?.phase !== 'finished') return;
    }
  };

  const guard = (
    <Suspense fallback={null}>
      {question && (
        <OverwriteDialog
          replacements={question.replacements}
          canFillEmpty={sectionsOf(question.target).length > 1 && question.empty.length > 0}
          onReplace={() => {
            setQuestion(null);
            void run(question.target, question.instructions, question.replacements);
          }}
          onFillEmpty={() => {
            setQuestion(null);
            void fillEmpty(question);
          }}
          onCancel={() => setQuestion(null)}
        />
      )}
      {undo && (
        <UndoReplaceBar
          sections={undo.map((r) => r.section)}
          onUndo={() => {
            // A user edit: undoable in the editor and autosaved as a new version.
            for (const r of undo) document.userReplace(r.section, r.text);
            setUndo(null);
          }}
          onDismiss={() => setUndo(null)}
        />
      )}
    </Suspense>
  );
  return { start: guarded, guard };
}

import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { offsetToPos } from './section-doc';

type HighlightAction =
  | { add: { id: string; from: number; to: number; severity: string } }
  | {
      remove: string;
    };

const key = new PluginKey<DecorationSet>('claimwright-finding-highlight');

/** Marks finding ranges in a section editor with decorations (they follow later edits). */
export const FindingHighlight = Extension.create({
  name: 'findingHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const action = tr.getMeta(key) as HighlightAction | undefined;
            if (action && 'add' in action) {
              const { id, from, to, severity } = action.add;
              const deco = Decoration.inline(
                from,
                to,
                { class: `cw-finding cw-finding-${severity}`, 'data-finding': id },
                { id },
              );
              next = next.add(tr.doc, [deco]);
            } else if (action && 'remove' in action) {
              next = next.remove(
                next.find(undefined, undefined, (spec) => spec.id === action.remove),
              );
            }
            return next;
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/** Highlights `[start, end)` of the section text; returns a function removing the highlight. */
export function highlightRange(
  editor: Editor,
  id: string,
  start: number,
  end: number,
  severity: string,
): () => void {
  const { doc } = editor.state;
  const from = offsetToPos(doc, start);
  const to = Math.max(from + 1, offsetToPos(doc, end));
  if (to > doc.content.size) return () => undefined;
  editor.view.dispatch(editor.state.tr.setMeta(key, { add: { id, from, to, severity } }));
  return () => {
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(key, { remove: id }));
  };
}

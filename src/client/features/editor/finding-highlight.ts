import { Extension, type Editor } from '@tiptap/core';
import { tokens } from '@fluentui/react-components';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { offsetToPos } from './section-doc';

type HighlightAction =
  | { add: { id: string; from: number; to: number; severity: string } }
  | {
      remove: string;
    };

const key = new PluginKey<DecorationSet>('claimwright-finding-highlight');

/** Background and underline per severity (the underline keeps them apart without colour vision). */
const LOOK: Record<string, string> = {
  error: `background-color: ${tokens.colorPaletteRedBackground2}; box-shadow: inset 0 -2px 0 ${tokens.colorPaletteRedBorderActive};`,
  warning: `background-color: ${tokens.colorPaletteYellowBackground2}; box-shadow: inset 0 -2px 0 ${tokens.colorPaletteDarkOrangeBorderActive};`,
  info: `background-color: ${tokens.colorPaletteBlueBackground2}; box-shadow: inset 0 -1px 0 ${tokens.colorPaletteBlueBorderActive};`,
};

/**
 * Marks finding ranges in a section editor with transient decorations: a change of the text
 * removes them all (the finding's offsets are stale until the checks run again).
 */
export const FindingHighlight = Extension.create({
  name: 'findingHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = tr.docChanged ? DecorationSet.empty : set;
            const action = tr.getMeta(key) as HighlightAction | undefined;
            if (action && 'add' in action) {
              const { id, from, to, severity } = action.add;
              const deco = Decoration.inline(
                from,
                to,
                {
                  class: `cw-finding cw-finding-${severity}`,
                  style: LOOK[severity] ?? LOOK.info!,
                  'data-finding': id.replace(/#\d+$/, ''),
                  'data-severity': severity,
                },
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

let serial = 0;

/**
 * Highlights `[start, end)` of the section text; returns a function removing this highlight
 * (and only it: the same finding may be highlighted twice, e.g. on hover and by "Go to").
 */
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
  const own = `${id}#${++serial}`;
  editor.view.dispatch(editor.state.tr.setMeta(key, { add: { id: own, from, to, severity } }));
  return () => {
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(key, { remove: own }));
  };
}

import { Extension, type Editor } from '@tiptap/core';
import { tokens } from '@fluentui/react-components';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { InlineMark } from './finding-marks';
import { offsetToPos } from './section-doc';

type HighlightAction =
  | { add: { id: string; from: number; to: number; severity: string } }
  | {
      remove: string;
    };

const key = new PluginKey<DecorationSet>('claimwright-finding-highlight');

/** Background and underline per severity (the underline keeps them apart without colour vision). */
const LOOK: Record<string, string> = {
  error: `background-color: ${tokens.colorPaletteRedBackground2}; box-shadow: inset 0 -2px 0 ${tokens.colorPaletteRedBorderActive}`,
  warning: `background-color: ${tokens.colorPaletteYellowBackground2}; box-shadow: inset 0 -2px 0 ${tokens.colorPaletteDarkOrangeBorderActive}`,
  info: `background-color: ${tokens.colorPaletteBlueBackground2}; box-shadow: inset 0 -1px 0 ${tokens.colorPaletteBlueBorderActive}`,
  flash: `background-color: ${tokens.colorBrandBackground2}; box-shadow: 0 0 0 2px ${tokens.colorBrandStroke1}`,
};

const marksKey = new PluginKey<DecorationSet>('claimwright-finding-marks');

/** The standing mark of every finding: a thin underline, its style and colour by severity. */
const UNDERLINE: Record<string, string> = {
  error: `text-decoration: underline wavy ${tokens.colorPaletteRedForeground1}; text-decoration-thickness: 1px; text-underline-offset: 3px`,
  warning: `text-decoration: underline solid ${tokens.colorPaletteDarkOrangeForeground1}; text-decoration-thickness: 1px; text-underline-offset: 3px`,
  info: `text-decoration: underline dotted ${tokens.colorPaletteBlueForeground2}; text-decoration-thickness: 2px; text-underline-offset: 3px`,
};

const SEVERITY_WORD: Record<string, string> = {
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
};

function markDecorations(
  doc: Parameters<typeof DecorationSet.create>[0],
  marks: readonly InlineMark[],
) {
  const decos: Decoration[] = [];
  const size = doc.content.size;
  for (const m of marks) {
    const from = offsetToPos(doc, m.start);
    const to = Math.min(size, Math.max(from + 1, offsetToPos(doc, m.end)));
    if (from >= to) continue;
    decos.push(
      Decoration.inline(from, to, {
        class: `cw-mark cw-mark-${m.severity}`,
        style: UNDERLINE[m.severity] ?? UNDERLINE.info!,
        title: `${SEVERITY_WORD[m.severity] ?? 'Note'}: ${m.message}`,
        'data-mark': m.id,
      }),
    );
  }
  return DecorationSet.create(doc, decos);
}

/**
 * Marks finding ranges in a section editor with transient decorations: a change of the text
 * removes them all (the finding's offsets are stale until the checks run again). Beneath them,
 * every finding of the last run is underlined where it is (moved along with edits until the
 * checks run again).
 */
export const FindingHighlight = Extension.create({
  name: 'findingHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: marksKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const marks = tr.getMeta(marksKey) as readonly InlineMark[] | undefined;
            if (marks) return markDecorations(tr.doc, marks);
            return tr.docChanged ? set.map(tr.mapping, tr.doc) : set;
          },
        },
        props: { decorations: (state) => marksKey.getState(state) },
      }),
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
                severity === 'flash'
                  ? { class: 'cw-flash', style: LOOK.flash! }
                  : {
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

/** Underlines `marks` (section-text offsets) in the editor, replacing the ones it had. */
export function setFindingMarks(editor: Editor, marks: readonly InlineMark[]): void {
  if (editor.isDestroyed) return;
  editor.view.dispatch(editor.state.tr.setMeta(marksKey, marks).setMeta('addToHistory', false));
}

/** Flashes `[start, end)` of the section text for a moment (Go to's "here it is"). */
export function flashRange(editor: Editor, start: number, end: number): void {
  const remove = highlightRange(editor, 'flash', start, end, 'flash');
  setTimeout(remove, FLASH_MS);
}

/** How long Go to's flash lasts. */
export const FLASH_MS = 1600;

import { Extension, isMacOS } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, Selection, TextSelection, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';

/**
 * The caret in a section whose paragraphs skip layout while out of view (`content-visibility:
 * auto`, for typing speed in 100-page sections). Chromium places the caret by layout, and a
 * paragraph it has not laid out yet has none: a paragraph just made by Enter stays unrendered
 * until the next frame, so a character typed before it (fast typing) left the caret in front of
 * itself ("42." became "2.…4"), and the native Ctrl+End over unrendered paragraphs stopped at the
 * start of one. So the paragraphs the selection ends in are always laid out (CARET_CLASS, which
 * the editor's style exempts from `content-visibility`), from the moment they are made, and
 * Ctrl/Cmd+Home/End set the selection in the document, not through layout.
 */

/** The class of the paragraphs the selection starts and ends in. */
export const CARET_CLASS = 'cw-caret';

const key = new PluginKey<DecorationSet>('claimwright-caret-block');

/** The top-level block around `pos`, as [from, to). */
function blockAt(doc: PmNode, pos: number): [number, number] | null {
  const $pos = doc.resolve(pos);
  if ($pos.depth === 0) {
    const node = doc.nodeAt(pos) ?? $pos.nodeBefore;
    if (!node) return null;
    const from = doc.nodeAt(pos) ? pos : pos - node.nodeSize;
    return [from, from + node.nodeSize];
  }
  return [$pos.before(1), $pos.after(1)];
}

function caretBlocks(state: Pick<EditorState, 'doc' | 'selection'>): [number, number][] {
  const { doc, selection } = state;
  const blocks: [number, number][] = [];
  for (const pos of [selection.from, selection.to]) {
    const block = blockAt(doc, pos);
    if (block && !blocks.some(([from]) => from === block[0])) blocks.push(block);
  }
  return blocks;
}

const sameBlocks = (set: DecorationSet, blocks: [number, number][]): boolean => {
  const found = set.find();
  return (
    found.length === blocks.length &&
    found.every((d, i) => d.from === blocks[i]![0] && d.to === blocks[i]![1])
  );
};

function decorate(state: Pick<EditorState, 'doc' | 'selection'>): DecorationSet {
  const decos = caretBlocks(state).map(([from, to]) =>
    Decoration.node(from, to, { class: CARET_CLASS }),
  );
  return DecorationSet.create(state.doc, decos);
}

const caretPlugin = new Plugin<DecorationSet>({
  key,
  state: {
    init: (_, state) => decorate(state),
    apply(tr, old, _, state) {
      if (!tr.docChanged && !tr.selectionSet) return old;
      // Typing in one paragraph: the same decoration, moved with the text (no attribute rewrite).
      const mapped = tr.docChanged ? old.map(tr.mapping, tr.doc) : old;
      return sameBlocks(mapped, caretBlocks(state)) ? mapped : decorate(state);
    },
  },
  props: { decorations: (state) => key.getState(state) },
});

/**
 * Moves the caret (or, with `extend`, the selection's head) to the document's start or end and
 * brings it on screen, again once the paragraphs around it are laid out (their height is a
 * guess until then).
 */
export function caretTo(view: EditorView, end: boolean, extend: boolean): boolean {
  const { state } = view;
  const target = end ? Selection.atEnd(state.doc) : Selection.atStart(state.doc);
  const selection = extend ? TextSelection.between(state.selection.$anchor, target.$head) : target;
  view.dispatch(state.tr.setSelection(selection).scrollIntoView());
  const settle = () => {
    if (!view.isDestroyed && view.state.selection.eq(selection)) {
      view.dispatch(view.state.tr.scrollIntoView());
    }
  };
  requestAnimationFrame(() => requestAnimationFrame(settle));
  return true;
}

/** Keeps the caret's paragraphs laid out, and Ctrl/Cmd+Home/End (with Shift) exact. */
export const CaretBlock = Extension.create({
  name: 'caretBlock',
  addProseMirrorPlugins: () => [caretPlugin],
  addKeyboardShortcuts() {
    const go = (end: boolean, extend: boolean) => () => caretTo(this.editor.view, end, extend);
    const keys: Record<string, () => boolean> = {
      'Mod-Home': go(false, false),
      'Mod-End': go(true, false),
      'Shift-Mod-Home': go(false, true),
      'Shift-Mod-End': go(true, true),
    };
    if (isMacOS()) {
      Object.assign(keys, {
        'Mod-ArrowUp': go(false, false),
        'Mod-ArrowDown': go(true, false),
        'Shift-Mod-ArrowUp': go(false, true),
        'Shift-Mod-ArrowDown': go(true, true),
      });
    }
    return keys;
  },
});

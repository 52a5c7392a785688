import type { Editor } from '@tiptap/core';
import { Fragment, Slice, type ResolvedPos } from '@tiptap/pm/model';
import { TextSelection } from '@tiptap/pm/state';
import type { SectionHandle } from './draft-document';
import { revealSpan } from './reveal';
import { docToText, offsetToPos, paragraphText, textToParagraphs } from './section-doc';

/** Transaction meta marking a change that came from the server (stream, reload), not the user. */
export const REMOTE_META = 'claimwright/remote';

/** The section text an editor holds. */
export function editorText(editor: Editor): string {
  return docToText(editor.state.doc);
}

/**
 * Replaces an editor's whole text: from the server (no undo step, no "user edited" signal) or,
 * with `remote` false, as a user edit.
 */
export function replaceText(editor: Editor, text: string, remote = true): void {
  if (editorText(editor) === text) return;
  const { state } = editor;
  const tr = state.tr.replaceWith(0, state.doc.content.size, textToParagraphs(state.schema, text));
  if (remote) tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false);
  editor.view.dispatch(tr);
}

/**
 * Appends streamed text: re-splits only the last paragraph plus the new piece, so the cost does
 * not grow with the section's length.
 */
export function appendText(editor: Editor, piece: string): void {
  if (!piece) return;
  const { state } = editor;
  const { doc } = state;
  const last = doc.lastChild;
  const lastStart = doc.content.size - (last ? last.nodeSize : 0);
  const combined = (last ? paragraphText(last) : '') + piece;
  const tr = state.tr.replaceWith(
    lastStart,
    doc.content.size,
    textToParagraphs(state.schema, combined),
  );
  tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false);
  editor.view.dispatch(tr);
}

/**
 * Selects `[start, end)` of the section text, brings the selected words (not only their
 * paragraph, which may be taller than the window) to the middle of the view and focuses the editor.
 */
export function selectTextRange(editor: Editor, start: number, end: number): void {
  const { state, view } = editor;
  const from = offsetToPos(state.doc, start);
  const to = offsetToPos(state.doc, Math.max(start, end));
  view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
  view.focus();
  // Paragraphs out of view (`content-visibility: auto`) have no layout yet, so the words cannot be
  // measured where they are: bring their paragraph on screen first, measure them once it is laid
  // out (two frames), then centre the words themselves.
  const { node } = view.domAtPos(from);
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest('.ProseMirror > *') ?? element;
  if (!block || typeof block.scrollIntoView !== 'function') return;
  block.scrollIntoView({ block: 'center' });
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const measure = () => ({ top: view.coordsAtPos(from).top, bottom: view.coordsAtPos(to).bottom });
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!view.isDestroyed) revealSpan(block, measure, !reduced);
    }),
  );
}

/** The selected text of an editor, in section-text form. */
export function selectedText(editor: Editor): string {
  const { from, to, empty } = editor.state.selection;
  if (empty) return '';
  // textBetween, not the slice's top nodes: a selection inside one paragraph slices to bare text
  // nodes, which a per-paragraph walk read as nothing.
  return editor.state.doc.textBetween(from, to, '\n\n', '\n');
}

/** Parses pasted plain text with the section-text rules (blank line = new paragraph). */
export function parseClipboardText(text: string, $context: ResolvedPos): Slice {
  const nodes = textToParagraphs($context.doc.type.schema, text.replace(/\r\n?/g, '\n'));
  return new Slice(Fragment.from(nodes), 1, 1);
}

/** A section editor as DraftDocument drives it. */
export function sectionHandle(editor: Editor): SectionHandle {
  return {
    editor,
    text: () => editorText(editor),
    isEmpty: () => {
      const { doc } = editor.state;
      return doc.childCount === 1 && doc.firstChild!.content.size === 0;
    },
    replace: (text, remote) => replaceText(editor, text, remote),
    append: (piece) => appendText(editor, piece),
  };
}

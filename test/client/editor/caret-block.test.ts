import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import { CARET_CLASS, CaretBlock, caretTo } from '../../../src/client/features/editor/caret-block';
import { textToJson } from '../../../src/client/features/editor/section-doc';

const CLAIMS = ['1. A valve comprising a seat.', '2. The valve of claim 1.', '3. The valve.'];

let editor: Editor;
beforeEach(() => {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit.configure({ trailingNode: false }), CaretBlock],
    content: textToJson(CLAIMS.join('\n\n')),
  });
});
afterEach(() => editor.destroy());

const paragraphs = () => [...editor.view.dom.querySelectorAll(':scope > p')];
const caretParagraphs = () =>
  paragraphs()
    .map((p, i) => (p.classList.contains(CARET_CLASS) ? i : -1))
    .filter((i) => i >= 0);

/** Position `offset` characters into paragraph `index`. */
function posIn(index: number, offset: number): number {
  let pos = 0;
  for (let i = 0; i < index; i++) pos += editor.state.doc.child(i).nodeSize;
  return pos + 1 + offset;
}

function caretAt(pos: number): void {
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos)));
}

describe('the paragraphs the caret is in (always laid out: content-visibility skips the others)', () => {
  it('marks the caret’s paragraph, and follows the caret', () => {
    caretAt(posIn(1, 3));
    expect(caretParagraphs()).toEqual([1]);
    caretAt(posIn(2, 0));
    expect(caretParagraphs()).toEqual([2]);
  });

  it('marks a paragraph made by Enter when it is made, before anything is typed in it', () => {
    caretAt(posIn(2, CLAIMS[2]!.length));
    editor.commands.enter();
    expect(paragraphs()).toHaveLength(4);
    expect(caretParagraphs()).toEqual([3]);
  });

  it('does not rewrite the paragraph’s attributes while typing in it', () => {
    caretAt(posIn(1, 0));
    const p = paragraphs()[1]!;
    const writes: string[] = [];
    new MutationObserver((records) => {
      for (const r of records) if (r.type === 'attributes') writes.push(r.attributeName!);
    }).observe(p, { attributes: true });
    for (const ch of '42. ') editor.view.dispatch(editor.state.tr.insertText(ch));
    return Promise.resolve().then(() => {
      expect(writes).toEqual([]);
      expect(p.classList.contains(CARET_CLASS)).toBe(true);
    });
  });

  it('marks both ends of a selection across paragraphs', () => {
    editor.view.dispatch(
      editor.state.tr.setSelection(
        TextSelection.create(editor.state.doc, posIn(0, 2), posIn(2, 1)),
      ),
    );
    expect(caretParagraphs()).toEqual([0, 2]);
  });
});

describe('Ctrl/Cmd+Home and Ctrl/Cmd+End', () => {
  beforeAll(() => {
    window.requestAnimationFrame ??= (cb) => setTimeout(() => cb(0), 0) as unknown as number;
  });

  it('go to the very end and start of the section, not through layout', () => {
    caretAt(posIn(0, 4));
    caretTo(editor.view, true, false);
    expect(editor.state.selection.empty).toBe(true);
    expect(editor.state.selection.head).toBe(posIn(2, CLAIMS[2]!.length));
    expect(caretParagraphs()).toEqual([2]);
    caretTo(editor.view, false, false);
    expect(editor.state.selection.head).toBe(posIn(0, 0));
  });

  it('with Shift, extend the selection from where it was', () => {
    caretAt(posIn(1, 4));
    caretTo(editor.view, true, true);
    expect(editor.state.selection.from).toBe(posIn(1, 4));
    expect(editor.state.selection.to).toBe(posIn(2, CLAIMS[2]!.length));
    caretTo(editor.view, false, true);
    expect(editor.state.selection.from).toBe(posIn(0, 0));
    expect(editor.state.selection.to).toBe(posIn(1, 4));
  });

  it('are the editor’s Ctrl+End and Ctrl+Home keys', () => {
    caretAt(posIn(1, 4));
    const key = (init: KeyboardEventInit) =>
      editor.view.dom.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
    key({ key: 'End', ctrlKey: true });
    expect(editor.state.selection.head).toBe(posIn(2, CLAIMS[2]!.length));
    key({ key: 'Home', ctrlKey: true, shiftKey: true });
    expect(editor.state.selection.from).toBe(posIn(0, 0));
    expect(editor.state.selection.to).toBe(posIn(2, CLAIMS[2]!.length));
  });
});

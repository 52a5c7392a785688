import { Editor, getSchema } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import fc from 'fast-check';
import {
  docToText,
  offsetToPos,
  posToOffset,
  textToJson,
} from '../../../src/client/features/editor/section-doc';
import {
  appendText,
  editorText,
  replaceText,
} from '../../../src/client/features/editor/section-editing';

const schema = getSchema([StarterKit]);
const docOf = (text: string) => schema.nodeFromJSON(textToJson(text));
/** Offsets between the two newlines of a paragraph break: no document position of their own. */
function midGaps(text: string): Set<number> {
  const gaps = new Set<number>();
  let base = 0;
  const paragraphs = text.split('\n\n');
  paragraphs.forEach((p, i) => {
    if (i < paragraphs.length - 1) gaps.add(base + p.length + 1);
    base += p.length + 2;
  });
  return gaps;
}

const sectionText = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', '[', '1') });

describe('section text ↔ editor document', () => {
  it('maps blank lines to paragraphs and single newlines to hard breaks', () => {
    const doc = docOf('1. A valve\n  a seat;\n\n2. The valve of claim 1.');
    expect(doc.childCount).toBe(2);
    expect(doc.firstChild!.childCount).toBe(3);
    expect(doc.firstChild!.child(1).type.name).toBe('hardBreak');
  });

  it('gives back exactly the text it was made from', () => {
    fc.assert(fc.property(sectionText, (text) => docToText(docOf(text)) === text));
  });

  it('maps every offset to a position and back, except the middle of a paragraph gap', () => {
    fc.assert(
      fc.property(sectionText, (text) => {
        const doc = docOf(text);
        const gaps = midGaps(text);
        for (let offset = 0; offset <= text.length; offset++) {
          const pos = offsetToPos(doc, offset);
          if (gaps.has(offset)) expect(pos).toBe(offsetToPos(doc, offset - 1));
          else expect(posToOffset(doc, pos)).toBe(offset);
        }
      }),
    );
  });

  it('selects exactly the characters a text range names', () => {
    fc.assert(
      fc.property(sectionText, fc.nat(), fc.nat(), (text, a, b) => {
        const doc = docOf(text);
        const gaps = midGaps(text);
        const start = a % (text.length + 1);
        const end = start + (b % (text.length - start + 1));
        fc.pre(!gaps.has(start) && !gaps.has(end));
        const got = doc.textBetween(offsetToPos(doc, start), offsetToPos(doc, end), '\n\n', '\n');
        expect(got).toBe(text.slice(start, end));
      }),
    );
  });

  it('streamed pieces appended to an editor give the whole text', () => {
    const editor = new Editor({ extensions: [StarterKit], content: textToJson('') });
    fc.assert(
      fc.property(fc.array(sectionText, { maxLength: 8 }), (pieces) => {
        replaceText(editor, '');
        for (const piece of pieces) appendText(editor, piece);
        const whole = pieces.join('');
        expect(editorText(editor)).toBe(whole);
        if (!whole.includes('\n\n\n')) {
          expect(editor.state.doc.eq(editor.schema.nodeFromJSON(textToJson(whole)))).toBe(true);
        }
      }),
    );
    editor.destroy();
  });
});

import type { SectionName } from '../../../core/api/drafts';
import type { BrowserDraftSurface } from '../../office/browser-draft-target';
import type { DraftDocument } from './draft-document';
import { flashRange, highlightRange } from './finding-highlight';
import { selectTextRange, selectedText } from './section-editing';
import { SECTION_LABELS, sectionOfHeading } from './sections';
import { SECTION_NAMES } from '../../../core/api/sections';

/** The in-app editor as the browser DraftTarget sees it. */
export function draftSurface(document: DraftDocument): BrowserDraftSurface {
  const editor = (key: string) => {
    const found = document.editorOf(key as SectionName);
    if (!found) throw new Error(`The ${key} editor is not open.`);
    return found;
  };
  return {
    sections: () => SECTION_NAMES.map((key) => ({ key, heading: SECTION_LABELS[key] })),
    resolve: (ref) => sectionOfHeading(ref.heading),
    text: (key) => document.get(key as SectionName),
    replace: (key, text) => document.userReplace(key as SectionName, text),
    select: (key, range) => {
      selectTextRange(editor(key), range.start, range.end);
      flashRange(editor(key), range.start, range.end);
    },
    highlight: (key, mark) =>
      highlightRange(editor(key), mark.id, mark.range.start, mark.range.end, mark.severity),
    selection: () => {
      const focused = document.focused ? document.editorOf(document.focused) : undefined;
      return focused ? selectedText(focused) : '';
    },
  };
}

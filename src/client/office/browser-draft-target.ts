import type { DraftTarget, FindingMark, SectionRef, TextRange } from './draft-target';

/** What the in-app editor offers the browser DraftTarget; section keys are the editor's own. */
export interface BrowserDraftSurface {
  /** The sections in document order. */
  sections(): Array<{ key: string; heading: string }>;
  /** The section a heading names, or null. */
  resolve(section: SectionRef): string | null;
  text(key: string): string;
  /** Replaces a section's text as a user edit (undoable, autosaved). */
  replace(key: string, text: string): void;
  select(key: string, range: TextRange): void;
  highlight(key: string, mark: FindingMark): () => void;
  /** The selected text of the section last focused; empty when nothing is selected. */
  selection(): string;
}

function keyOf(surface: BrowserDraftSurface, section: SectionRef): string {
  const key = surface.resolve(section);
  if (key === null) {
    throw new Error(`This draft has no section "${section.heading}".`);
  }
  return key;
}

/**
 * The DraftTarget of the browser: the in-app TipTap editor, one editor per draft section. Its
 * sections are fixed (a draft always has all of them), so "insert" replaces a section's text.
 */
export function createBrowserDraftTarget(surface: BrowserDraftSurface): DraftTarget {
  return {
    kind: 'browser',
    async readSelection() {
      return surface.selection();
    },
    async readDocumentText() {
      return surface
        .sections()
        .map(({ key, heading }) => ({ heading, text: surface.text(key) }))
        .filter(({ text }) => text.trim() !== '')
        .map(({ heading, text }) => `${heading.toUpperCase()}\n\n${text}`)
        .join('\n\n');
    },
    async upsertSection(section, text) {
      surface.replace(keyOf(surface, section), text);
    },
    async selectRange(section, range) {
      surface.select(keyOf(surface, section), range);
    },
    async highlightFinding(finding) {
      const remove = surface.highlight(keyOf(surface, finding.section), finding);
      return async () => remove();
    },
  };
}

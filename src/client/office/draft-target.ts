/** A span of a section's text: offsets into that section, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** Where a section lives in the document: its heading text (e.g. "Claims") identifies it. */
export interface SectionRef {
  heading: string;
}

/** What a check found, as the draft target needs it to mark the text. */
export interface FindingMark {
  id: string;
  section: SectionRef;
  range: TextRange;
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** What to write instead, when the check knows. */
  suggestion?: string;
}

/**
 * The document the user drafts in, seen by the features: Word in the task pane, the in-app editor
 * in the browser. Components receive one of these and never touch Office or Word themselves.
 */
export interface DraftTarget {
  /** Which implementation this is (for labels such as "Insert into Word"). */
  readonly kind: 'word' | 'browser';
  /** The text the user has selected; empty when nothing is selected. */
  readSelection(): Promise<string>;
  /** The whole document as plain text, paragraphs separated by newlines. */
  readDocumentText(): Promise<string>;
  /** Inserts the section after the last one, or replaces its body if the heading exists. */
  upsertSection(section: SectionRef, text: string): Promise<void>;
  /** Selects a range of a section's text and scrolls it into view. */
  selectRange(section: SectionRef, range: TextRange): Promise<void>;
  /** Marks a finding in the text (highlight or comment); returns a function removing the mark. */
  highlightFinding(finding: FindingMark): Promise<() => Promise<void>>;
}

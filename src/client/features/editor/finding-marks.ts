import type { SectionName } from '../../../core/api/drafts';
import type { Finding } from '../../../core/patent';
import type { DraftDocument } from './draft-document';
import { sectionOfFinding } from './sections';

/** A finding as the in-app editor marks it in its section's text. */
export interface InlineMark {
  id: string;
  start: number;
  end: number;
  severity: string;
  message: string;
}

type Listener = (section: SectionName) => void;

/**
 * The findings of the last run of the checks, by section, for the in-app editors to mark where
 * they are. No TipTap here: the findings pane, which Word's pane loads too, publishes into it.
 */
export class FindingMarks {
  private bySection = new Map<SectionName, InlineMark[]>();
  private readonly listeners = new Set<Listener>();

  /** Replaces every mark with those of `findings`. */
  publish(findings: readonly Finding[]): void {
    const next = new Map<SectionName, InlineMark[]>();
    for (const f of findings) {
      const section = sectionOfFinding(f.section);
      if (!section || f.end <= f.start) continue;
      const list = next.get(section) ?? [];
      list.push({
        id: `${f.rule}@${f.start}-${f.end}`,
        start: f.start,
        end: f.end,
        severity: f.severity,
        message: f.message,
      });
      next.set(section, list);
    }
    const touched = new Set([...this.bySection.keys(), ...next.keys()]);
    this.bySection = next;
    for (const section of touched) for (const l of this.listeners) l(section);
  }

  /** The marks of one section. */
  of(section: SectionName): readonly InlineMark[] {
    return this.bySection.get(section) ?? [];
  }

  /** Calls `listener` with each section whose marks changed; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const stores = new WeakMap<DraftDocument, FindingMarks>();

/** The finding marks of one open draft. */
export function findingMarksOf(document: DraftDocument): FindingMarks {
  let store = stores.get(document);
  if (!store) stores.set(document, (store = new FindingMarks()));
  return store;
}

import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import type { SectionName } from '../../../core/api/drafts';
import {
  DESCRIPTION_SECTIONS,
  blocksOf,
  filedClaims,
  formatParagraphNumber,
} from '../../../core/patent/filing-layout';
import type { DraftDocument } from './draft-document';
import { docToText, paragraphText } from './section-doc';

/**
 * The numbers the filed application gives the text, shown beside it as the export prints them:
 * `[0001]` before each paragraph of the description (counted on across its sections, headings
 * left out) and, in the claims, the number a claim typed without one is filed under. The rules
 * are core's `filing-layout.ts`, the export's own: an editor paragraph counts the paragraphs
 * `blocksOf` finds in its text, so the editor and the DOCX never disagree.
 */

const DESCRIPTION: readonly SectionName[] = DESCRIPTION_SECTIONS.map(([name]) => name);

const counted = new WeakMap<PmNode, number>();

/** How many numbered paragraphs the export makes of one editor paragraph (0: heading or blank). */
function numberedIn(node: PmNode): number {
  let n = counted.get(node);
  if (n === undefined) {
    n = blocksOf(paragraphText(node)).filter((b) => b.kind === 'paragraph').length;
    counted.set(node, n);
  }
  return n;
}

function countsOf(doc: PmNode): number[] {
  const counts: number[] = [];
  doc.forEach((node) => counts.push(numberedIn(node)));
  return counts;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The description sections' running count: each editor reports how many numbered paragraphs it
 * holds, and the editors after it start their numbers where it ends.
 */
export class NumberingChain {
  private readonly totals = new Map<SectionName, number>();
  private readonly views = new Map<SectionName, EditorView>();

  constructor(private readonly document: DraftDocument) {}

  /** The first number of `section` minus one: the numbered paragraphs of the sections before. */
  baseOf(section: SectionName): number {
    let base = 0;
    for (const name of DESCRIPTION) {
      if (name === section) break;
      base += this.totals.get(name) ?? this.countText(name);
    }
    return base;
  }

  private countText(section: SectionName): number {
    return blocksOf(this.document.get(section)).filter((b) => b.kind === 'paragraph').length;
  }

  attach(section: SectionName, view: EditorView): void {
    this.views.set(section, view);
  }

  detach(section: SectionName, view: EditorView): void {
    if (this.views.get(section) === view) this.views.delete(section);
    this.totals.delete(section);
  }

  /** `section` now holds `total` numbered paragraphs: renumber the sections after it. */
  report(section: SectionName, total: number): void {
    if (this.totals.get(section) === total) return;
    this.totals.set(section, total);
    for (const name of DESCRIPTION.slice(DESCRIPTION.indexOf(section) + 1)) {
      const view = this.views.get(name);
      if (!view || view.isDestroyed) continue;
      const base = this.baseOf(name);
      if (key.getState(view.state)?.base !== base) view.dispatch(view.state.tr.setMeta(key, base));
    }
  }
}

const chains = new WeakMap<DraftDocument, NumberingChain>();

/** The numbering shared by one open draft's editors. */
export function numberingOf(document: DraftDocument): NumberingChain {
  let chain = chains.get(document);
  if (!chain) chains.set(document, (chain = new NumberingChain(document)));
  return chain;
}

interface NumberState {
  base: number;
  counts: number[];
  set: DecorationSet;
}

const key = new PluginKey<NumberState>('claimwright-filing-numbers');

function paragraphState(doc: PmNode, base: number, counts = countsOf(doc)): NumberState {
  const decos: Decoration[] = [];
  let n = base;
  doc.forEach((node, pos, i) => {
    if (counts[i]! > 0) {
      decos.push(
        Decoration.node(pos, pos + node.nodeSize, { 'data-pn': formatParagraphNumber(n + 1) }),
      );
    }
    n += counts[i]!;
  });
  return { base, counts, set: DecorationSet.create(doc, decos) };
}

function sameCounts(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** `[0001]` numbers for a description section. */
function paragraphPlugin(section: SectionName, chain: NumberingChain): Plugin<NumberState> {
  return new Plugin<NumberState>({
    key,
    state: {
      init: (_, state) => paragraphState(state.doc, chain.baseOf(section)),
      apply(tr, old) {
        const meta = tr.getMeta(key) as number | undefined;
        const base = meta ?? old.base;
        if (!tr.docChanged && base === old.base) return old;
        const counts = countsOf(tr.doc);
        if (base === old.base && sameCounts(counts, old.counts)) {
          // Typing inside a paragraph: the numbers stay, their decorations move with the text.
          const set = old.set.map(tr.mapping, tr.doc);
          if (set.find().length === old.set.find().length) return { base, counts, set };
        }
        return paragraphState(tr.doc, base, counts);
      },
    },
    props: { decorations: (state) => key.getState(state)?.set },
    view(view) {
      chain.attach(section, view);
      chain.report(section, sum(key.getState(view.state)!.counts));
      return {
        update(v: EditorView) {
          chain.report(section, sum(key.getState(v.state)!.counts));
        },
        destroy() {
          chain.detach(section, view);
        },
      };
    },
  });
}

const claimKey = new PluginKey<DecorationSet>('claimwright-claim-numbers');

function claimDecorations(state: Pick<EditorState, 'doc'>): DecorationSet {
  const { doc } = state;
  const untyped = filedClaims(docToText(doc)).filter((c) => !c.typed);
  if (!untyped.length) return DecorationSet.empty;
  const decos: Decoration[] = [];
  let offset = 0;
  let next = 0;
  doc.forEach((node, pos) => {
    const end = offset + node.content.size;
    const claim = untyped[next];
    if (claim && claim.start >= offset && claim.start <= end) {
      decos.push(Decoration.node(pos, pos + node.nodeSize, { 'data-cn': `${claim.number}.` }));
      while (untyped[next] && untyped[next]!.start <= end) next++;
    }
    offset = end + 2;
  });
  return DecorationSet.create(doc, decos);
}

/** The claims: the number a claim typed without one is filed under. */
function claimPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: claimKey,
    state: {
      init: (_, state) => claimDecorations(state),
      apply: (tr, old) => (tr.docChanged ? claimDecorations(tr) : old),
    },
    props: { decorations: (state) => claimKey.getState(state) },
  });
}

/** Options of the filing numbers of one section's editor. */
export interface FilingNumbersOptions {
  section: SectionName | null;
  chain: NumberingChain | null;
}

/** Paragraph numbers (description sections) or claim numbers (claims); nothing elsewhere. */
export const FilingNumbers = Extension.create<FilingNumbersOptions>({
  name: 'filingNumbers',
  addOptions: () => ({ section: null, chain: null }),
  addProseMirrorPlugins() {
    const { section, chain } = this.options;
    if (section === 'claims') return [claimPlugin()];
    if (section && chain && DESCRIPTION.includes(section)) return [paragraphPlugin(section, chain)];
    return [];
  },
});

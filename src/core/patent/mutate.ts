import { analyzeDraft } from './analyze';
import { DEFAULT_INHERENT } from './antecedent';
import { parseDraft } from './parse';
import type { Finding } from './types';

/** A draft as the four sections the mutation tool edits. */
export interface MutableDraft {
  title: string;
  detailed: string;
  claims: string;
  abstract: string;
}

/** The injected error kinds and the rule family that must catch each. */
export const MUTATIONS = {
  removeIntroduction: 'antecedent',
  forwardDependency: 'claims',
  cumulativeDependency: 'claims',
  multipleOnMultiple: 'claims',
  numeralTwoNames: 'numerals',
  longAbstract: 'abstract',
  meansFor: 'mpf',
} as const;

/** A mutation kind. */
export type MutationKind = keyof typeof MUTATIONS;

const INHERENT = new Set(DEFAULT_INHERENT);

/** Injects one error of `kind` into a draft; null when the draft offers no place for it. */
export function mutate(d: MutableDraft, kind: MutationKind): MutableDraft | null {
  const m = parseDraft({
    title: d.title,
    detailed: d.detailed,
    claims: d.claims,
    abstract: d.abstract,
  });
  const sec = m.sections.find((s) => s.kind === 'claims');
  if (!sec) return null;
  const claims = m.claims.filter((c) => !c.canceled);
  const edit = (start: number, end: number, text: string): MutableDraft => ({
    ...d,
    claims: sec.text.slice(0, start) + text + sec.text.slice(end),
  });
  const onlyOn = (n: number) =>
    claims.filter(
      (c) =>
        c.refs.length === 1 &&
        c.refs[0]!.mode === 'single' &&
        c.parents.length === 1 &&
        c.parents[0] === n &&
        /^claim \d+$/i.test(sec.text.slice(c.refs[0]!.start, c.refs[0]!.end)),
    );
  switch (kind) {
    case 'removeIntroduction': {
      for (const c of claims) {
        if (!c.independent) continue;
        const before = sec.text.slice(c.bodyStart, c.end).toLowerCase();
        for (const e of c.elements) {
          const x = /^(an?) ([a-z]+(?: [a-z]+)?)\b(?! of)/.exec(e.text);
          if (!x) continue;
          const head = x[2]!.split(' ').pop()!;
          if (INHERENT.has(head) || head.length < 4 || before.indexOf(head) < e.start - c.bodyStart)
            continue;
          return edit(e.start, e.start + x[1]!.length, 'the');
        }
      }
      return null;
    }
    case 'forwardDependency': {
      const last = claims[claims.length - 1];
      const c = claims.find(
        (k) =>
          k.refs.length === 1 &&
          k.refs[0]!.mode === 'single' &&
          last &&
          (last.number ?? 0) > (k.number ?? 0) + 1,
      );
      if (!c || !last) return null;
      const r = c.refs[0]!;
      const t = sec.text.slice(r.start, r.end).replace(/\d+/, String(last.number));
      return edit(r.start, r.end, t);
    }
    case 'cumulativeDependency':
    case 'multipleOnMultiple': {
      const second = claims.find(
        (c) => c.number === 2 && c.parents.length === 1 && c.parents[0] === 1,
      );
      if (!second) return null;
      const deps = onlyOn(1).filter((c) => (c.number ?? 0) > 2);
      if (kind === 'cumulativeDependency') {
        const c = deps[0];
        return c ? edit(c.refs[0]!.start, c.refs[0]!.end, 'claims 1 and 2') : null;
      }
      const [a, b] = deps;
      if (!a || !b) return null;
      const first = edit(b.refs[0]!.start, b.refs[0]!.end, `claim 1 or ${a.number}`);
      return {
        ...first,
        claims:
          first.claims.slice(0, a.refs[0]!.start) +
          'claim 1 or 2' +
          first.claims.slice(a.refs[0]!.end),
      };
    }
    case 'numeralTwoNames': {
      const counts = new Map<string, Map<string, number>>();
      for (const u of m.numerals) {
        if (!/^\d{2,4}$/.test(u.numeral)) continue;
        const c = counts.get(u.numeral) ?? new Map<string, number>();
        c.set(u.head, (c.get(u.head) ?? 0) + 1);
        counts.set(u.numeral, c);
      }
      const mains = [...counts]
        .map(([n, c]) => [n, [...c].sort((x, y) => y[1] - x[1])[0]!] as const)
        .filter(([, [, k]]) => k >= 3);
      if (mains.length < 2) return null;
      const [n1, [h1]] = mains[0]!;
      // a head the numeral does not already carry, so that the edit is the draft's only new name
      const other = mains.find(
        ([, [h]]) => h !== h1 && !h.includes(h1) && !h1.includes(h) && !counts.get(n1)!.has(h),
      );
      if (!other) return null;
      const use = [...m.numerals]
        .reverse()
        .find((u) => u.numeral === n1 && u.head === h1 && u.name === h1);
      const ds = m.sections.find((s) => s.id === use?.section);
      if (!use || !ds || ds.kind !== 'detailed') return null;
      const at = ds.text.lastIndexOf(h1, use.start);
      // the name must stand right before this numeral, not before a list it continues
      if (at < 0 || !/^\s*\(?$/.test(ds.text.slice(at + h1.length, use.start))) return null;
      return { ...d, detailed: ds.text.slice(0, at) + other[1][0] + ds.text.slice(at + h1.length) };
    }
    case 'longAbstract': {
      const words = d.abstract.split(/\s+/).filter(Boolean).length;
      if (!d.abstract.trim() || words > 150) return null;
      const filler =
        ' The parts may be made in several sizes and colours to suit the place of use.';
      return {
        ...d,
        abstract: d.abstract.trimEnd() + filler.repeat(Math.ceil((151 - words) / 15) + 1),
      };
    }
    case 'meansFor': {
      const c = claims.find(
        (k) =>
          k.independent &&
          k.elements.length >= 2 &&
          sec.text[k.end - 1] === '.' &&
          sec.text.slice(k.bodyStart, k.end).includes('\n') &&
          !/means/i.test(sec.text.slice(k.bodyStart, k.end)),
      );
      const intro =
        c &&
        /\b(?:a|an) ((?:[a-z-]+ ){0,2}?[a-z]{4,})(?=[,;:.]|\s(?:for|to|of|that|which|and|or|having|comprising|including|in|on|at|with|configured|being|is|are)\b|$)/.exec(
          c.elements[0]!.text,
        );
      if (!c || !intro) return null;
      return edit(c.end - 1, c.end, `;\n  and means for adjusting the ${intro[1]}.`);
    }
  }
}

/** Outcome of one mutation: caught by the right family, and what else newly fired. */
export interface MutationResult {
  kind: MutationKind;
  caught: boolean;
  elsewhere: Finding[];
}

const key = (f: Finding): string => `${f.rule}|${f.claim ?? ''}|${f.message}`;

/** Applies a mutation and compares findings before and after. */
export function runMutation(d: MutableDraft, kind: MutationKind): MutationResult | null {
  const mutated = mutate(d, kind);
  if (!mutated) return null;
  const before = new Set(analyzeDraft(d).findings.map(key));
  const fresh = analyzeDraft(mutated).findings.filter((f) => !before.has(key(f)));
  const family = MUTATIONS[kind];
  return {
    kind,
    caught: fresh.some((f) => f.rule.startsWith(`${family}/`)),
    elsewhere: fresh.filter((f) => !f.rule.startsWith(`${family}/`) && f.rule !== 'claims/fee'),
  };
}

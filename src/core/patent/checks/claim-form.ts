import type { Claim } from '../types';
import type { CheckContext } from './context';

const ABBREV =
  /(?:^|[\s(])(?:figs?|e\.g|i\.e|etc|approx|nos?|u\.s|ser|pat|vs|wt|ca|co|inc|ltd|corp|dr|st|mr|al|cf|resp|min|max|deg|temp|ex|eq|ref|vol|appl|publ|sp|spp|var|no|mol|conc|aq|sat|[a-z])$/i;
const INNER_PERIOD = /\.(?=\s+["“(]?[A-Z]|[ \t]*\n\s*\S)/g;
const FIG_IN_CLAIM =
  /\b(?:as (?:shown|illustrated|depicted|described) in|see|according to|shown in)\s+(?:the\s+)?(?:FIG(?:URE)?S?\.?\s*\d+[A-Za-z]?|drawings?|figures?)\b|\bFIG(?:URE)?S?\.?\s*\d+[A-Za-z]?\b/gi;

/** C2, C5, C7, C9: duplicates, one-sentence form, numerals, element lines, figures, EP form. */
export function checkClaimForm(ctx: CheckContext): void {
  const sec = ctx.claimsSection;
  if (!sec) return;
  const text = sec.text;
  const numerals = new Map<string, Set<string>>();
  for (const u of ctx.model.numerals) {
    let s = numerals.get(u.numeral);
    if (!s) numerals.set(u.numeral, (s = new Set()));
    s.add(u.head);
  }
  const dup = new Map<string, number>();
  for (const c of ctx.model.claims) {
    if (c.canceled) continue;
    const n = c.number!;
    const body = text.slice(c.bodyStart, c.end);
    if (!body.trim()) continue;
    const at = { section: sec.id, claim: n };
    const key = body
      .toLowerCase()
      .replace(/\b(?:a|an|the|said)\b/g, '')
      .replace(/[^a-z0-9]+/g, '');
    const twin = dup.get(key);
    if (twin !== undefined && key.length > 0)
      ctx.add('claims/duplicate', {
        ...at,
        start: c.start,
        end: c.end,
        message: `Claim ${n} duplicates claim ${twin}.`,
        suggestion: 'Delete one of them or make them differ in scope.',
      });
    else dup.set(key, n);
    if (c.category !== 'design') sentence(ctx, c, body, at);
    numeralsInClaim(ctx, c, body, numerals, at);
    FIG_IN_CLAIM.lastIndex = 0;
    const fig = FIG_IN_CLAIM.exec(body);
    if (fig && c.category !== 'design')
      ctx.add('claims/figure-reference', {
        ...at,
        start: c.bodyStart + fig.index,
        end: c.bodyStart + fig.index + fig[0].length,
        message: `Claim ${n} refers to the drawings ("${fig[0]}").`,
        suggestion: 'Recite the features in words; use reference signs in parentheses only.',
      });
    if (c.independent && c.elements.length >= 3 && !body.includes('\n'))
      ctx.add('claims/element-lines', {
        ...at,
        start: c.bodyStart,
        end: c.end,
        message: `Claim ${n} has ${c.elements.length} elements on one line.`,
        suggestion: 'Put each element or step on its own indented line.',
      });
    if (
      c.independent &&
      ctx.jurisdiction === 'ep' &&
      c.category !== 'design' &&
      !/characteri[sz]ed (?:in that|by)/i.test(body)
    ) {
      ctx.add('claims/two-part-form', {
        ...at,
        start: c.bodyStart,
        end: c.preamble.end,
        message: `Independent claim ${n} is not in two-part form.`,
        suggestion:
          'Where appropriate, state the prior-art features, then "characterised in that" and the new features.',
      });
    }
  }
  perCategory(ctx, sec.id);
  broadest(ctx, sec.id);
}

function sentence(
  ctx: CheckContext,
  c: Claim,
  body: string,
  at: { section: string; claim: number },
): void {
  const trimmed = body.trimEnd();
  const lead = body.length - body.trimStart().length;
  if (!/^["“(]?[A-Z0-9]/.test(body.trimStart()))
    ctx.add('claims/sentence', {
      ...at,
      start: c.bodyStart + lead,
      end: c.bodyStart + lead + 1,
      message: `Claim ${at.claim} does not start with a capital letter.`,
    });
  if (!trimmed.endsWith('.'))
    ctx.add('claims/sentence', {
      ...at,
      start: c.bodyStart + trimmed.length - 1,
      end: c.bodyStart + trimmed.length,
      message: `Claim ${at.claim} does not end with a period.`,
      suggestion: 'End the claim with a single period.',
    });
  INNER_PERIOD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = INNER_PERIOD.exec(trimmed))) {
    if (ABBREV.test(trimmed.slice(Math.max(0, m.index - 8), m.index))) continue;
    ctx.add('claims/sentence', {
      ...at,
      start: c.bodyStart + m.index,
      end: c.bodyStart + m.index + 1,
      message: `Claim ${at.claim} has a period inside it; a claim is one sentence.`,
      suggestion: 'Replace the period with a comma or semicolon.',
    });
    break;
  }
}

const BARE_NUMERAL =
  /\b([a-z][a-z-]{2,})\s+(\d{1,4}[a-z]?)\b(?![.,]?\d|\s*(?:%|°|mm|cm|nm|µm|um|m|kg|g|mg|ml|s|ms|hz|v|w|wt|parts))/g;

function numeralsInClaim(
  ctx: CheckContext,
  c: Claim,
  body: string,
  numerals: Map<string, Set<string>>,
  at: { section: string; claim: number },
): void {
  if (!numerals.size) return;
  BARE_NUMERAL.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BARE_NUMERAL.exec(body))) {
    const heads = numerals.get(m[2]!);
    if (!heads || !heads.has(m[1]!.toLowerCase())) continue;
    const s = c.bodyStart + m.index + m[0].length - m[2]!.length;
    ctx.add('claims/numeral-parentheses', {
      ...at,
      start: s,
      end: s + m[2]!.length,
      message: `Reference numeral ${m[2]} in claim ${at.claim} is not in parentheses.`,
      suggestion: `Write "${m[1]} (${m[2]})".`,
    });
  }
}

function perCategory(ctx: CheckContext, sec: string): void {
  if (ctx.jurisdiction !== 'ep') return;
  const first = new Map<string, number>();
  for (const c of ctx.model.claims) {
    if (c.canceled || !c.independent || c.category === 'unknown') continue;
    const prev = first.get(c.category);
    if (prev === undefined) first.set(c.category, c.number!);
    else
      ctx.add('claims/independent-per-category', {
        section: sec,
        start: c.start,
        end: c.bodyStart,
        claim: c.number!,
        message: `Claim ${c.number} is a second independent ${c.category} claim (after claim ${prev}).`,
        suggestion:
          'Rule 43(2) EPC allows one independent claim per category save for listed exceptions.',
      });
  }
}

function broadest(ctx: CheckContext, sec: string): void {
  const one = ctx.byNumber.get(1);
  if (!one || !one.independent || one.canceled) return;
  const len = (c: Claim): number => c.end - c.bodyStart;
  for (const c of ctx.model.claims) {
    if (c === one || !c.independent || c.canceled || c.category !== one.category) continue;
    if (len(c) * 1.5 < len(one)) {
      ctx.add('claims/broadest', {
        section: sec,
        start: one.start,
        end: one.bodyStart,
        claim: 1,
        message: `Independent claim ${c.number} is much shorter than claim 1; claim 1 should be the broadest.`,
        suggestion: `Consider putting claim ${c.number} first.`,
      });
      return;
    }
  }
}

import type { Claim } from '../types';
import { checkCategoryMix } from './category';
import type { CheckContext } from './context';

/** C1, C3, C4: presence, numbering, dependencies and multiple-dependency rules. */
export function checkClaimNumbering(ctx: CheckContext): void {
  const { model, claimsSection } = ctx;
  for (const n of model.notes)
    ctx.add(n.rule, { message: n.message, section: n.section, start: n.start, end: n.end });
  const sec = claimsSection?.id ?? 'document';
  const live = model.claims.filter((c) => !c.canceled);
  if (!claimsSection || live.length === 0) {
    ctx.add('claims/none', {
      message: claimsSection
        ? 'The claims section has no claim.'
        : 'The draft has no claims section.',
      section: sec,
      start: 0,
      end: 0,
      suggestion: 'Add a "What is claimed is:" heading followed by claims numbered 1., 2., …',
    });
    return;
  }
  let expected = 1;
  const seen = new Set<number>();
  for (const c of model.claims) {
    const n = c.number!;
    const at = { section: sec, start: c.start, end: Math.min(c.end, c.bodyStart), claim: n };
    if (seen.has(n))
      ctx.add('claims/numbering', {
        ...at,
        message: `Claim ${n} is numbered twice.`,
        suggestion: 'Renumber the claims consecutively.',
      });
    else if (n !== expected)
      ctx.add('claims/numbering', {
        ...at,
        message:
          n > expected
            ? `Claim ${n} follows claim ${expected - 1}: ${
                n - 1 === expected
                  ? `claim ${expected} is missing`
                  : `claims ${expected}–${n - 1} are missing`
              }.`
            : `Claim ${n} is out of sequence (expected ${expected}).`,
        suggestion: 'Renumber the claims consecutively from 1.',
      });
    seen.add(n);
    expected = Math.max(expected, n + 1);
    if (!c.canceled && !c.text.slice(c.bodyStart - c.start).trim())
      ctx.add('claims/empty', { ...at, message: `Claim ${n} has no text.` });
  }
  checkDependencies(ctx, sec);
  checkGrouping(ctx, sec);
  checkCategoryMix(ctx);
}

function checkDependencies(ctx: CheckContext, sec: string): void {
  const { model, byNumber } = ctx;
  const mdBasis = new Map<number, boolean>();
  const dependsOnMd = (c: Claim, depth: number): boolean => {
    const hit = mdBasis.get(c.number!);
    if (hit !== undefined) return hit;
    mdBasis.set(c.number!, false);
    let v = false;
    if (depth < 500) {
      for (const p of c.parents) {
        const pc = byNumber.get(p);
        if (!pc || pc === c || p >= c.number!) continue;
        if (pc.multiple || dependsOnMd(pc, depth + 1)) v = true;
      }
    }
    mdBasis.set(c.number!, v);
    return v;
  };
  for (const c of model.claims) {
    if (c.canceled) continue;
    const n = c.number!;
    for (const ref of c.refs) {
      const at = { section: sec, start: ref.start, end: ref.end, claim: n };
      for (const p of ref.claims) {
        const target = byNumber.get(p);
        if (p === n)
          ctx.add('claims/dependency-self', {
            ...at,
            message: `Claim ${n} refers to itself.`,
            suggestion: 'Refer to an earlier claim.',
          });
        else if (!target)
          ctx.add('claims/dependency-missing', {
            ...at,
            message: `Claim ${n} refers to claim ${p}, which does not exist.`,
          });
        else if (p > n)
          ctx.add('claims/dependency-forward', {
            ...at,
            message: `Claim ${n} refers to a later claim (${p}).`,
            suggestion: 'A dependent claim must refer to a preceding claim.',
          });
        else if (target.canceled)
          ctx.add('claims/dependency-missing', {
            ...at,
            message: `Claim ${n} refers to canceled claim ${p}.`,
          });
      }
      if (ref.mode === 'cumulative') {
        ctx.add('claims/md-cumulative', {
          ...at,
          severity: ctx.jurisdiction === 'ep' ? 'warning' : undefined,
          message: `Claim ${n} refers to claims ${ref.claims.join(', ')} cumulatively; a multiple dependent claim must refer to them in the alternative only.`,
          suggestion: `Write "any one of claims ${ref.claims[0]} to ${ref.claims[ref.claims.length - 1]}" or "claim ${ref.claims.slice(0, -1).join(', ')} or ${ref.claims[ref.claims.length - 1]}".`,
        });
      }
    }
    if (c.multiple && dependsOnMd(c, 0)) {
      const ref = c.refs[0];
      ctx.add('claims/md-on-md', {
        section: sec,
        start: ref?.start ?? c.start,
        end: ref?.end ?? c.bodyStart,
        claim: n,
        message: `Multiple dependent claim ${n} depends, directly or through a chain, on another multiple dependent claim.`,
        suggestion:
          'Make one of them refer to a single claim or split it into separate dependent claims.',
      });
    }
  }
  checkCycles(ctx, sec);
}

function checkCycles(ctx: CheckContext, sec: string): void {
  const { model, byNumber } = ctx;
  const state = new Map<number, 1 | 2>();
  const reported = new Set<number>();
  for (const start of model.claims) {
    if (start.canceled || state.has(start.number!)) continue;
    const stack: Array<{ c: Claim; i: number }> = [{ c: start, i: 0 }];
    state.set(start.number!, 1);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      if (top.i >= top.c.parents.length) {
        state.set(top.c.number!, 2);
        stack.pop();
        continue;
      }
      const p = top.c.parents[top.i++]!;
      const pc = byNumber.get(p);
      if (!pc || pc === top.c) continue;
      const st = state.get(p);
      if (st === 1 && !reported.has(p)) {
        reported.add(p);
        ctx.add('claims/dependency-cycle', {
          section: sec,
          start: pc.start,
          end: pc.bodyStart,
          claim: p,
          message: `Claim ${p} is part of a dependency cycle.`,
        });
      } else if (st === undefined) {
        state.set(p, 1);
        stack.push({ c: pc, i: 0 });
      }
    }
  }
}

function checkGrouping(ctx: CheckContext, sec: string): void {
  const { model, byNumber } = ctx;
  const root = (c: Claim): number => {
    let cur = c;
    for (let k = 0; k < 100; k++) {
      const p = byNumber.get(cur.parents[0] ?? -1);
      if (!p || p.number! >= cur.number!) break;
      cur = p;
    }
    return cur.number!;
  };
  let currentRoot = -1;
  for (const c of model.claims) {
    if (c.canceled) continue;
    if (c.independent) {
      currentRoot = c.number!;
      continue;
    }
    const r = root(c);
    // A claim whose own parent comes later has no group yet: the forward reference is its finding.
    if (r === c.number) continue;
    if (currentRoot !== -1 && r !== currentRoot && !c.multiple) {
      ctx.add('claims/grouping', {
        section: sec,
        start: c.start,
        end: c.bodyStart,
        claim: c.number!,
        message: `Claim ${c.number} depends on claim ${r} but sits in the group of claim ${currentRoot}.`,
        suggestion: `Move it after the other dependents of claim ${r}.`,
      });
    }
  }
}

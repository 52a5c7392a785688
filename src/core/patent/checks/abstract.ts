import type { CheckContext } from './context';

/**
 * Openers the reader can imply (MPEP 608.01(b)): "The invention relates to", also with what says
 * where it is set out ("The invention disclosed in this patent relates to", "The subject matter
 * described herein generally concerns"), and "Disclosed herein is".
 */
const OPENERS =
  /^\s*(?:this|the(?:\s+present)?)\s+(?:disclosure|invention|application|patent|document|specification|subject\s+matter)\s+(?:(?:disclosed|described|presented|set\s+forth)\s+(?:herein|here|in\s+(?:this|the\s+present)\s+(?:patent|application|disclosure|document|specification))\s+)?(?:(?:generally|broadly|particularly|specifically|primarily|mainly)\s+)?(?:concerns|relates|is directed|describes|discloses|provides|pertains|is related)|^\s*(?:disclosed|described)\s+(?:herein\s+)?(?:is|are)\b/i;
const LEGAL = /\b(means|said)\b/gi;
/**
 * Talk about "the invention" (an implied phrase, MPEP 608.01(b), and a statement courts read as
 * limiting every claim) and purported merits ("novel"), which the abstract should leave out.
 */
const IMPLIED = /\b(?:(?:the|this)\s+(?:present\s+)?|present\s+)invention\b/gi;
const MERIT = /\b(?:novel|new and improved)\b/gi;

/** Abstract (1.72(b)) and title (1.72(a), MPEP 606). */
export function checkAbstractAndTitle(ctx: CheckContext): void {
  const { model } = ctx;
  const abs = model.sections.find((s) => s.kind === 'abstract');
  const design =
    model.claims.length > 0 && model.claims.every((c) => c.category === 'design' || c.canceled);
  if (!abs || !abs.text.trim()) {
    if (!design && model.claims.length > 0)
      ctx.add('abstract/missing', {
        section: abs?.id ?? 'document',
        start: 0,
        end: 0,
        message: 'The draft has no abstract.',
        suggestion: 'Add an "ABSTRACT" section after the claims: one paragraph of 50–150 words.',
      });
  } else {
    const text = abs.text;
    const lead = text.length - text.trimStart().length;
    const end = text.trimEnd().length;
    const at = { section: abs.id, start: lead, end };
    // Counted as a word processor and the Office count: "inlet/outlet" and "U.S." are one word each.
    const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    if (words > 150)
      ctx.add('abstract/length', {
        ...at,
        message: `The abstract has ${words} words; keep it within 150.`,
        suggestion: 'Cut it to 150 words or fewer.',
      });
    else if (words < 50)
      ctx.add('abstract/length', {
        ...at,
        severity: 'info',
        message: `The abstract has ${words} words; 50–150 is preferred.`,
      });
    const paras = abs.paragraphs.filter((p) => p.text.trim());
    if (paras.length > 1)
      ctx.add('abstract/paragraphs', {
        ...at,
        start: paras[1]!.start,
        end: paras[paras.length - 1]!.end,
        message: `The abstract has ${paras.length} paragraphs; it should be one.`,
      });
    const lines = Math.ceil(text.trim().length / 80);
    if (lines > 15)
      ctx.add('abstract/lines', {
        ...at,
        message: `The abstract runs to about ${lines} lines (limit 15).`,
      });
    const opener = OPENERS.exec(text.slice(lead));
    if (opener)
      ctx.add('abstract/wording', {
        section: abs.id,
        start: lead,
        end: lead + opener[0].length,
        message: `Avoid openers such as "${opener[0].trim()}".`,
        suggestion: 'Start with what the invention is ("A lever assembly has …").',
      });
    LEGAL.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = LEGAL.exec(text))) {
      ctx.add('abstract/wording', {
        section: abs.id,
        start: m.index,
        end: m.index + m[0].length,
        message: `Avoid the claim word "${m[1]}" in the abstract.`,
        suggestion: m[1]!.toLowerCase() === 'said' ? 'Use "the".' : 'Name the structure.',
      });
    }
    const openerEnd = opener ? lead + opener[0].length : -1;
    for (const found of text.matchAll(IMPLIED)) {
      if (found.index < openerEnd) continue;
      ctx.add('abstract/wording', {
        section: abs.id,
        start: found.index,
        end: found.index + found[0].length,
        message: `Avoid "${found[0]}" in the abstract: it is implied, and it reads as limiting every claim.`,
        suggestion: 'Say what the apparatus or method is or does.',
      });
    }
    for (const found of text.matchAll(MERIT)) {
      ctx.add('abstract/wording', {
        section: abs.id,
        start: found.index,
        end: found.index + found[0].length,
        message: `Avoid "${found[0]}" in the abstract: it states a merit, not what is disclosed.`,
        suggestion: 'Drop the word.',
      });
    }
  }
  const title = model.sections.find((s) => s.kind === 'title');
  if (!title) return;
  const t = title.text.trim();
  const lead = title.text.indexOf(t);
  if (t.length > 500)
    ctx.add('format/title-length', {
      section: title.id,
      start: lead,
      end: lead + t.length,
      message: `The title has ${t.length} characters (limit 500).`,
    });
  const bad = /^(?:a|an|the)\b|\b(?:new|improved|improvements? (?:of|in|to))\b/i.exec(t);
  if (bad)
    ctx.add('format/title-wording', {
      section: title.id,
      start: lead + bad.index,
      end: lead + bad.index + bad[0].length,
      message: `"${bad[0]}" in the title is struck by the Office.`,
      suggestion: 'Drop it; the title names the subject only.',
    });
}

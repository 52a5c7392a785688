/**
 * The numeral a description gives `name`, as `figures/described.ts` read it before: one regular
 * expression a run of leading words, over the whole text. The test compares the new reader with
 * it, and `npm run bench -- figures` times both.
 */
export function numeralByRegex(description: string, name: string): string | undefined {
  const words = name.trim().split(/\s+/).filter(Boolean);
  for (let n = words.length; n > 0; n--) {
    const escaped = words
      .slice(0, n)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+');
    const counts = new Map<string, number>();
    for (const m of description.matchAll(new RegExp(`\\b${escaped}s?\\s+(\\d{2,4})\\b`, 'gi')))
      counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
    let best: string | undefined;
    for (const [numeral, k] of counts) if (!best || k > counts.get(best)!) best = numeral;
    if (best) return best;
  }
  return undefined;
}

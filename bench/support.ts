/** Shared helpers for benchmarks: statistics and printing. */

/** The median of a list of numbers (mean of the middle two for even lengths). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The p-th percentile (0–100), nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Prints one figure as an aligned line: name, value, unit, and an optional goal. */
export function report(name: string, value: number | string, unit = '', goal = ''): void {
  const shown = typeof value === 'number' ? value.toFixed(value < 10 ? 2 : 1) : value;
  console.log(`${name.padEnd(58)} ${String(shown).padStart(10)} ${unit.padEnd(8)} ${goal}`);
}

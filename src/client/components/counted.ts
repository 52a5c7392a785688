/**
 * A count with its noun in the right number: "1 generation", "2 generations", "1,200 pages".
 * `many` for nouns that do not just take an "s".
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

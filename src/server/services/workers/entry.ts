import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * How to start a worker thread on `<dir>/<name>.js|.ts`: compiled (.js, `npm run build`) as is;
 * as source (.ts, under tsx or Jest) through a CommonJS bootstrap that registers tsx first (Node
 * 20 does not apply `--import tsx` from a worker's execArgv to its entry file). `compiled` is
 * whether the caller itself runs compiled (its `__filename` ends in .js).
 */
export function workerEntry(
  dir: string,
  name: string,
  compiled: boolean,
): { entry: string; eval: boolean } {
  const js = path.join(dir, `${name}.js`);
  if (compiled && existsSync(js)) return { entry: js, eval: false };
  const ts = path.join(dir, `${name}.ts`);
  const tsx = JSON.stringify(require.resolve('tsx/cjs'));
  return { entry: `require(${tsx}); require(${JSON.stringify(ts)});`, eval: true };
}

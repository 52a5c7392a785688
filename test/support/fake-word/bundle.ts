import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** Bundles the fake Word (browser.ts) into one script for Chromium, with webpack and ts-loader. */
export function buildFakeWordBundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'fake-word-'));
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    target: 'web',
    entry: path.join(__dirname, 'browser.ts'),
    output: { path: outDir, filename: 'fake-word.js' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'ts-loader',
          options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
        },
      ],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) {
        reject(error ?? new Error(stats!.toString('errors-only')));
        return;
      }
      resolve(readFileSync(path.join(outDir, 'fake-word.js'), 'utf8'));
    }),
  );
}

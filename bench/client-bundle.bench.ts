/**
 * Initial JavaScript of the landing route, gzipped: every <script> index.html loads before any
 * lazy chunk (the editor, blog and other pages are lazy). Builds the client if it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './support';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist/client');

if (!existsSync(path.join(dist, 'index.html'))) {
  spawnSync('npm', ['run', 'build:client'], { cwd: root, stdio: 'inherit' });
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]*\bsrc="?([^"\s>]+)"?/g)].map((m) => m[1]!);
let initial = 0;
for (const src of scripts) {
  const file = path.join(dist, src.replace(/^\//, ''));
  initial += gzipSync(readFileSync(file), { level: 9 }).length;
}
const allJs = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js'));
// The editor's code is recognised by the generation API it alone calls.
const EDITOR_MARKER = 'cancel_generate';
const holdsEditor = (f: string) => readFileSync(path.join(dist, f), 'utf8').includes(EDITOR_MARKER);
const editorChunks = allJs.filter(holdsEditor);
const initialFiles = scripts.map((s) => s.replace(/^\//, ''));
report('landing route initial JS (gzip)', initial / 1024, 'KB', 'goal ≤ 120 KB');
report('initial script files', scripts.length, 'files');
report('JS files in the build (lazy chunks included)', allJs.length, 'files');
const editorLazy = editorChunks.length > 0 && !initialFiles.some(holdsEditor);
report('editor is a lazy chunk (absent from the initial scripts)', editorLazy ? 'yes' : 'no');

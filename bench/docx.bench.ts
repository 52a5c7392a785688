/**
 * DOCX export of a 100-page draft (real patent text from ../shared/data/patents/dev.jsonl, about
 * 300 words a page at 12 pt and 1.5 spacing), median of runs; the service alone and through HTTP.
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Sections } from '../src/core/api/drafts';
import { emptySections } from '../src/core/api/sections';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { openPglite } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { exportDocx } from '../src/server/services/docx/export-docx';
import { median, report } from './support';

const RUNS = 15;
const WORDS = 30_000;
const DEV = path.resolve(__dirname, '../../shared/data/patents/dev.jsonl');

interface Patent {
  title: string;
  abstract: string | null;
  claims: string;
  description: string | null;
}

function hundredPages(): Sections {
  const patents = readFileSync(DEV, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Patent)
    .filter((p) => p.description && p.abstract);
  const paragraphs: string[] = [];
  let words = 0;
  for (const p of patents) {
    for (const para of p.description!.split(/\n\s*\n/)) {
      paragraphs.push(para);
      words += para.split(/\s+/).length;
      if (words >= WORDS) break;
    }
    if (words >= WORDS) break;
  }
  const first = patents[0]!;
  return {
    ...emptySections(),
    title: first.title,
    background: paragraphs.slice(0, 20).join('\n\n'),
    summary: paragraphs.slice(20, 40).join('\n\n'),
    detailed_description: paragraphs.slice(40).join('\n\n'),
    claims: first.claims,
    abstract: first.abstract!,
  };
}

async function main(): Promise<void> {
  const sections = hundredPages();
  const words = Object.values(sections).join(' ').split(/\s+/).length;
  const draft = { title: sections.title, sections };
  for (let i = 0; i < 3; i++) await exportDocx(draft);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = (await exportDocx(draft)).length;
    times.push(performance.now() - started);
  }
  report(`draft size: words (≈ ${Math.round(words / 300)} pages)`, words, 'words');
  report(`exportDocx, 100-page draft (median of ${RUNS})`, median(times), 'ms', 'goal ≤ 500 ms');
  report('  DOCX size', bytes / 1024, 'KiB');

  const database = await openPglite({ instance: await PGlite.create() });
  await database.migrate();
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
    CLIENT_DIR: '/nonexistent',
    BODY_LIMIT_BYTES: String(8 * 1024 * 1024),
  });
  const app = await buildApp({ env, database });
  await database.db
    .insert(users)
    .values({ email: 'bench@example.com', hashedPassword: await hashPassword('bench-pass-123') });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=bench%40example.com&password=bench-pass-123',
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/drafts',
    headers,
    payload: { title: sections.title, sections },
  });
  const url = `/api/v1/drafts/${created.json().id}/export.docx`;
  const http: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode}`);
    if (i >= 3) http.push(performance.now() - started);
  }
  report(`GET /drafts/{id}/export.docx, same draft (median of ${RUNS})`, median(http), 'ms');
  await app.close();
  await database.close();
}

void main();

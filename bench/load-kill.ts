/**
 * kill -9 during saves: drafts are saved in a loop, the server process is killed (SIGKILL) in the
 * middle, restarted on the same database, and every save it had acknowledged (200) is looked for.
 * Goal: 0 lost. PostgreSQL only (an in-memory PGlite does not outlive its process).
 */
import type { ChildProcess } from 'node:child_process';
import { report } from './support';

const DRAFTS = 20;
const SAVING_MS = 1500;

interface Deps {
  start(): Promise<{ base: string; child: ChildProcess }>;
  signIn(base: string, n: number): Promise<Record<string, string>>;
  newDraft(base: string, headers: Record<string, string>): Promise<string>;
}

interface Acked {
  version: number;
  summary: string;
}

async function saveLoop(
  base: string,
  headers: Record<string, string>,
  id: string,
  acked: Map<string, Acked>,
): Promise<void> {
  let version = 1;
  for (let n = 0; ; n++) {
    const summary = `Saved text number ${n} of draft ${id}.`;
    try {
      const res = await fetch(`${base}/drafts/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ version, sections: { summary } }),
      });
      if (res.status !== 200) return;
      version = ((await res.json()) as { version: number }).version;
      acked.set(id, { version, summary });
    } catch {
      return; // the server is gone
    }
  }
}

export async function killDuringSaves(deps: Deps): Promise<void> {
  const first = await deps.start();
  const headers = await deps.signIn(first.base, 1000);
  const ids = await Promise.all(
    Array.from({ length: DRAFTS }, () => deps.newDraft(first.base, headers)),
  );
  const acked = new Map<string, Acked>();
  const loops = Promise.all(ids.map((id) => saveLoop(first.base, headers, id, acked)));
  await new Promise((resolve) => setTimeout(resolve, SAVING_MS));
  const gone = new Promise((resolve) => first.child.once('exit', resolve));
  first.child.kill('SIGKILL');
  await Promise.all([gone, loops]);

  const second = await deps.start();
  try {
    let lost = 0;
    let saves = 0;
    for (const [id, want] of acked) {
      saves += want.version - 1;
      const res = await fetch(`${second.base}/drafts/${id}`, { headers });
      const got = (await res.json()) as { version: number; sections: { summary: string } };
      const stale = got.version < want.version;
      if (stale || (got.version === want.version && got.sections.summary !== want.summary)) lost++;
    }
    report('kill -9 during saves: acknowledged saves', saves, '');
    report('kill -9 during saves: drafts missing an acknowledged save (goal 0)', lost, '');
  } finally {
    await new Promise<void>((resolve) => {
      second.child.once('exit', () => resolve());
      second.child.disconnect();
    });
  }
}

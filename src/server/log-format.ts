/**
 * Person-readable log lines for a laptop: pino's JSON (already redacted, since redaction runs
 * before serialising) turned into one line of text, e.g.
 * `01:15:32 INFO  Password reset mail to ada@example.com  link=http://localhost:3000/reset-…`.
 * Production keeps JSON (PRODUCTION=true), which log collectors parse.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

// Fields every line has, or that the line's head already shows.
const SKIPPED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'err']);

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
}

/** One JSON log record as a line of text; anything that is not JSON passes through unchanged. */
export function prettyLogLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now());
  const parts = [
    time.toISOString().slice(11, 19),
    LEVELS[record.level as number] ?? String(record.level),
  ];
  const req = record.req as { method?: string; url?: string } | undefined;
  const res = record.res as { statusCode?: number } | undefined;
  if (typeof record.msg === 'string') parts.push(record.msg);
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  const extras = Object.entries(record)
    .filter(([key]) => !SKIPPED.has(key))
    .map(([key, v]) => `${key}=${value(v)}`);
  if (extras.length > 0) parts.push(` ${extras.join(' ')}`);
  const err = record.err as { message?: string; stack?: string } | undefined;
  const line = parts.join(' ');
  return err ? `${line}\n  ${err.stack ?? err.message ?? ''}\n` : `${line}\n`;
}

/** A pino destination writing pretty lines to `out` (stdout by default). */
export function prettyLogStream(out: { write(chunk: string): unknown } = process.stdout): {
  write(chunk: string): void;
} {
  return {
    write(chunk: string) {
      // pino writes one record per call, ending in a newline.
      for (const line of chunk.split('\n')) if (line) out.write(prettyLogLine(line));
    },
  };
}

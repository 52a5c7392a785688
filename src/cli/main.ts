import { analyzeDraft } from '../core/patent';
import { toJson, toText } from './format';
import { readDraftFile, UnreadableInput } from './read-draft';

const USAGE = 'usage: claimwright check FILE [--format text|json] [--jurisdiction us|ep]';

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** Runs the CLI; resolves to the exit code (0 clean, 1 error findings, 2 unreadable input or bad usage). */
export async function main(
  argv: string[],
  io: Io = { out: (s) => process.stdout.write(s), err: (s) => process.stderr.write(s) },
): Promise<number> {
  const [cmd, ...rest] = argv;
  let format = 'text';
  let jurisdiction: 'us' | 'ep' = 'us';
  let file: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const v = a.includes('=') ? a.split('=')[1] : rest[i + 1];
    if (a.startsWith('--format')) {
      format = v ?? '';
      if (!a.includes('=')) i++;
    } else if (a.startsWith('--jurisdiction')) {
      jurisdiction = v as 'us' | 'ep';
      if (!a.includes('=')) i++;
    } else if (!file) file = a;
  }
  if (
    cmd !== 'check' ||
    !file ||
    !['text', 'json'].includes(format) ||
    !['us', 'ep'].includes(jurisdiction)
  ) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  try {
    const { text, docx } = await readDraftFile(file);
    const t = performance.now();
    const a = analyzeDraft(text, { jurisdiction, nonDocx: !docx });
    const ms = performance.now() - t;
    io.out(
      format === 'json' ? `${JSON.stringify(toJson(a, ms), null, 2)}\n` : `${toText(a, file)}\n`,
    );
    return a.stats.findings.error > 0 ? 1 : 0;
  } catch (e) {
    io.err(
      `claimwright: ${e instanceof UnreadableInput ? e.message : `unreadable input: ${String(e)}`}\n`,
    );
    return 2;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

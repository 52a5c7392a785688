import { Worker } from 'node:worker_threads';
import { docxHtmlToText } from '../../../core/patent';

/**
 * Runs in a worker thread: mammoth unpacks and parses the document away from the server's loop.
 * It returns mammoth's HTML, not its raw text: the raw text drops Word's list numbers, the way
 * attorneys number claims (docxHtmlToText puts them back). mammoth's HTML drops a paragraph's
 * left indent, which is how the export (and attorneys) nest claim elements: a plain paragraph
 * indented by about half an inch a level comes out as <p class="cw-indent-N"> (N up to 4).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mammoth = require(workerData.module);
const LEVELS = [1, 2, 3, 4];
const level = (p) => {
  const start = Number(p.indent && p.indent.start) || 0;
  if (p.numbering || start < 180 || /heading|title/i.test(p.styleName || '')) return 0;
  return Math.min(4, Math.max(1, Math.round(start / 720)));
};
const indented = mammoth.transforms.paragraph((p) =>
  level(p) ? Object.assign({}, p, { styleName: 'cw-indent-' + level(p) }) : p,
);
const styleMap = LEVELS.map((n) => "p[style-name='cw-indent-" + n + "'] => p.cw-indent-" + n + ':fresh');
mammoth
  .convertToHtml(
    { buffer: Buffer.from(workerData.data) },
    { ignoreEmptyParagraphs: true, transformDocument: indented, styleMap },
  )
  .then((r) => parentPort.postMessage({ ok: true, html: r.value }))
  .catch(() => parentPort.postMessage({ ok: false }));
`;

/** Why a document gave no text: unreadable, too big to hold in the worker, or too slow. */
export class DocxError extends Error {
  constructor(readonly reason: 'invalid' | 'memory' | 'timeout') {
    super(reason);
  }
}

/** Memory and time a parsing worker may use; from IMPORT_WORKER_MEMORY_MB and IMPORT_TIMEOUT_MS. */
export interface WorkerLimits {
  memoryMb: number;
  timeoutMs: number;
}

/**
 * Runs `source` (a CommonJS worker body that posts one `{ok, …}` message) with a heap limit and a
 * deadline; the worker is terminated in every case. Out of memory and timeout are told apart.
 */
export async function runBoundedWorker<T>(
  source: string,
  workerData: { data: ArrayBuffer } & Record<string, unknown>,
  limits: WorkerLimits,
): Promise<T> {
  const worker = new Worker(source, {
    eval: true,
    workerData,
    transferList: [workerData.data],
    resourceLimits: {
      maxOldGenerationSizeMb: limits.memoryMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(limits.memoryMb / 8))),
    },
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new DocxError('timeout')), limits.timeoutMs);
      worker.once('message', (msg: { ok: boolean } & T) => {
        clearTimeout(timer);
        if (msg.ok) resolve(msg);
        else reject(Object.assign(new DocxError('invalid'), { msg }));
      });
      worker.once('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new DocxError(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'invalid'));
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(new DocxError('invalid'));
      });
    });
  } finally {
    await worker.terminate();
  }
}

/** The text of a .docx with its list numbers, parsed in a bounded worker thread. */
export async function docxTextInWorker(data: Buffer, limits: WorkerLimits): Promise<string> {
  const copy = new Uint8Array(data).buffer;
  const result = await runBoundedWorker<{ html: string }>(
    WORKER_SOURCE,
    { module: require.resolve('mammoth'), data: copy },
    limits,
  );
  return docxHtmlToText(result.html);
}

import { Worker } from 'node:worker_threads';

/** Runs in a worker thread: pdfjs is ESM-only and parsing must not block the server's loop. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
(async () => {
  try {
    const pdfjs = await import(pathToFileURL(workerData.module).href);
    const task = pdfjs.getDocument({
      data: new Uint8Array(workerData.data),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    const doc = await task.promise;
    const pages = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        text += item.str;
        if (item.hasEOL) text += '\\n';
      }
      pages.push(text);
      page.cleanup();
    }
    await doc.destroy();
    parentPort.postMessage({ ok: true, pages });
  } catch (err) {
    parentPort.postMessage({ ok: false, name: String(err && err.name) });
  }
})();
`;

/** Why a PDF gave no text: not a PDF, encrypted, or too slow to read. */
export class PdfError extends Error {
  constructor(readonly reason: 'invalid' | 'password' | 'timeout') {
    super(reason);
  }
}

/** The text of each page of a PDF, read in a worker thread that is killed after `timeoutMs`. */
export async function pdfPages(
  data: Buffer,
  timeoutMs = 20_000,
  memoryMb = 512,
): Promise<string[]> {
  const module = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const copy = new Uint8Array(data).buffer;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { module, data: copy },
    transferList: [copy],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PdfError('timeout')), timeoutMs);
      worker.once('message', (msg: { ok: boolean; pages?: string[]; name?: string }) => {
        clearTimeout(timer);
        if (msg.ok && msg.pages) resolve(msg.pages);
        else reject(new PdfError(msg.name === 'PasswordException' ? 'password' : 'invalid'));
      });
      worker.once('error', () => {
        clearTimeout(timer);
        reject(new PdfError('invalid'));
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        reject(new PdfError('invalid'));
      });
    });
  } finally {
    await worker.terminate();
  }
}

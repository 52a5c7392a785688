import { ParseLimitError, runBoundedWorker } from './bounded-worker';

/** Runs in a bounded child process: pdfjs is ESM-only and parsing must not block the server's loop. */
const WORKER_SOURCE = `
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

/** Why a PDF gave no text: not a PDF, encrypted, too big to read in memory, or too slow. */
export class PdfError extends Error {
  constructor(readonly reason: 'invalid' | 'password' | 'memory' | 'timeout') {
    super(reason);
  }
}

/**
 * The text of each page of a PDF, read in a bounded child process (bounded-worker.ts): its
 * streams are inflated there, so a small file that inflates to gigabytes is stopped by memory.
 */
export async function pdfPages(
  data: Buffer,
  timeoutMs = 20_000,
  memoryMb = 512,
): Promise<string[]> {
  const module = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const result = await runBoundedWorker<{ pages: string[] }>(
      WORKER_SOURCE,
      { module, data },
      { timeoutMs, memoryMb },
    );
    return result.pages;
  } catch (err) {
    if (!(err instanceof ParseLimitError)) throw err;
    const password = err.sent?.name === 'PasswordException';
    throw new PdfError(password ? 'password' : err.reason);
  }
}

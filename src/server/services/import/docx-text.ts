import { docxHtmlToText } from '../../../core/patent';
import { runBoundedWorker, type WorkerLimits } from './bounded-worker';

/**
 * Runs in a bounded child process: mammoth unpacks and parses the document away from the server's loop.
 * It returns mammoth's HTML, not its raw text: the raw text drops Word's list numbers, the way
 * attorneys number claims (docxHtmlToText puts them back).
 */
const WORKER_SOURCE = `
const mammoth = require(workerData.module);
mammoth
  .convertToHtml({ buffer: Buffer.from(workerData.data) }, { ignoreEmptyParagraphs: true })
  .then((r) => parentPort.postMessage({ ok: true, html: r.value }))
  .catch(() => parentPort.postMessage({ ok: false }));
`;

/** The text of a .docx with its list numbers, parsed in a bounded child process. */
export async function docxTextInWorker(data: Buffer, limits: WorkerLimits): Promise<string> {
  const result = await runBoundedWorker<{ html: string }>(
    WORKER_SOURCE,
    { module: require.resolve('mammoth'), data },
    limits,
  );
  return docxHtmlToText(result.html);
}

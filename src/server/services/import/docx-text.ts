import { docxHtmlToText } from '../../../core/patent';
import { runBoundedWorker, type WorkerLimits } from './bounded-worker';

/**
 * Runs in a bounded child process: mammoth unpacks and parses the document away from the server's loop.
 * It returns mammoth's HTML, not its raw text: the raw text drops Word's list numbers, the way
 * attorneys number claims (docxHtmlToText puts them back). mammoth's HTML drops a paragraph's
 * left indent, which is how the export (and attorneys) nest claim elements: a plain paragraph
 * indented by about half an inch a level comes out as <p class="cw-indent-N"> (N up to 4).
 */
const WORKER_SOURCE = `
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

/** The text of a .docx with its list numbers, parsed in a bounded child process. */
export async function docxTextInWorker(data: Buffer, limits: WorkerLimits): Promise<string> {
  const result = await runBoundedWorker<{ html: string }>(
    WORKER_SOURCE,
    { module: require.resolve('mammoth'), data },
    limits,
  );
  return docxHtmlToText(result.html);
}

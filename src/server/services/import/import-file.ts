import { type ImportFormat, type ImportResult } from '../../../core/api/drafts';
import { MAX_DISCLOSURE_CHARS } from '../../../core/api/sections';
import { applicationSections } from '../../../core/patent/parse/application';
import { AppError } from '../../errors';
import { cleanImportedText } from '../../http/text-rule';
import { checkDocxArchive, type ArchiveLimits } from './docx-archive';
import { ParseLimitError, type WorkerLimits } from './bounded-worker';
import { docxTextInWorker } from './docx-text';
import { PdfError, pdfPages } from './pdf-text';

/** How far an import may go: the archive check and the parsing worker's bounds. */
export type ImportLimits = ArchiveLimits & WorkerLimits;

/** Defaults of the IMPORT_* variables (env.ts), for callers without an environment (the CLI). */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxRatio: 100,
  maxEntries: 1000,
  memoryMb: 256,
  timeoutMs: 20_000,
};

const EXTENSIONS: Record<string, ImportFormat> = { docx: 'docx', pdf: 'pdf', txt: 'txt' };

const isZip = (b: Buffer) => b.length > 4 && b.readUInt32BE(0) === 0x504b0304;
const isPdf = (b: Buffer) => b.subarray(0, 1024).includes('%PDF-');

function unreadable(message: string): AppError {
  return new AppError('validation', message);
}

/** The format a file name claims, or a 415 for anything else. */
export function formatOf(filename: string): ImportFormat {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const format = EXTENSIONS[ext];
  if (!format) {
    throw new AppError(
      'unsupported_media_type',
      `Cannot import "${ext ? `.${ext}` : filename}" files: send a .docx, .pdf or .txt file.`,
    );
  }
  return format;
}

/** Windows-1252 characters at 0x80–0x9F, where Latin-1 has control codes (unassigned kept). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(data: Buffer): string {
  let out = '';
  for (const byte of data) {
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

function decodeText(data: Buffer): string {
  if (data.includes(0)) {
    throw unreadable('The file is named .txt but is not plain text (it holds binary data).');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
}

async function docxText(data: Buffer, limits: ImportLimits): Promise<string> {
  if (!isZip(data)) {
    throw unreadable('The file is named .docx but is not a Word document (DOCX).');
  }
  await checkDocxArchive(data, limits);
  try {
    return await docxTextInWorker(data, limits);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const reason = err instanceof ParseLimitError ? err.reason : 'invalid';
    if (reason === 'memory') {
      throw new AppError(
        'payload_too_large',
        'The Word document unpacks to more than can be read; it was not imported.',
      );
    }
    throw unreadable(
      reason === 'timeout'
        ? 'The Word document took too long to read. Try a smaller file or paste its text.'
        : 'The Word document could not be read; it may be damaged. Save it again and retry.',
    );
  }
}

async function pdfText(
  data: Buffer,
  limits: ImportLimits,
): Promise<{ text: string; pages: number }> {
  if (!isPdf(data)) throw unreadable('The file is named .pdf but is not a PDF.');
  try {
    const pages = await pdfPages(data, limits.timeoutMs, limits.memoryMb);
    return { text: pages.join('\n\n'), pages: pages.length };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const reason = err instanceof PdfError ? err.reason : 'invalid';
    if (reason === 'memory') {
      throw new AppError(
        'payload_too_large',
        'The PDF unpacks to more than can be read; it was not imported.',
      );
    }
    throw unreadable(
      reason === 'password'
        ? 'The PDF is password-protected. Remove the password and retry.'
        : reason === 'timeout'
          ? 'The PDF took too long to read. Try a smaller file or paste its text.'
          : 'The PDF could not be read; it may be damaged.',
    );
  }
}

/**
 * Tidies extracted text: one blank line between paragraphs, no trailing spaces, and none of the
 * NULs or unpaired surrogates that PDF text layers and old Word content carry (the text rule
 * refuses them in requests; here they are the file's, not the user's, so they are dropped).
 */
function tidy(text: string): string {
  return cleanImportedText(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Longest file name given back; longer ones keep their start and their extension. */
const MAX_FILENAME_CHARS = 255;

/**
 * The file's name as the answer gives it back: no NULs, control characters or unpaired
 * surrogates (the name is the sender's, and the client may make it a draft's title, which the
 * text rule would refuse), at most 255 characters.
 */
export function cleanFilename(name: string): string {
  const clean = cleanImportedText(name).replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  if (clean.length <= MAX_FILENAME_CHARS) return clean;
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(clean)?.[0] ?? '';
  return clean.slice(0, MAX_FILENAME_CHARS - ext.length) + ext;
}

/** Reads the text of an uploaded .docx, .pdf or .txt file; every unusable file is a clear 4xx. */
export async function importFile(
  upload: { filename: string; data: Buffer },
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<ImportResult> {
  const file = { ...upload, filename: cleanFilename(upload.filename) };
  const format = formatOf(file.filename);
  if (!file.data.length) throw unreadable('The file is empty.');
  let text: string;
  let pages: number | null = null;
  if (format === 'txt') text = decodeText(file.data);
  else if (format === 'docx') text = await docxText(file.data, limits);
  else ({ text, pages } = await pdfText(file.data, limits));
  text = tidy(text);
  if (!text) {
    throw unreadable(
      format === 'pdf'
        ? 'No text found in the PDF (a scanned document has only images of text).'
        : 'The file holds no text.',
    );
  }
  if (text.length > MAX_DISCLOSURE_CHARS) {
    throw unreadable(
      `The file holds ${text.length.toLocaleString('en-US')} characters of text; at most ${MAX_DISCLOSURE_CHARS.toLocaleString('en-US')} can be imported.`,
    );
  }
  const sections = applicationSections(text);
  return { filename: file.filename, format, text, characters: text.length, pages, sections };
}

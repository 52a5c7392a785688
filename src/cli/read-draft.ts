import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { docxHtmlToText } from '../core/patent';

/** Raised when the input cannot be read as a draft (exit code 2). */
export class UnreadableInput extends Error {}

/** Reads a .txt/.md draft as text, or a .docx through mammoth (loaded lazily). */
export async function readDraftFile(file: string): Promise<{ text: string; docx: boolean }> {
  const ext = extname(file).toLowerCase();
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch (e) {
    throw new UnreadableInput(
      `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  if (ext === '.docx') {
    try {
      const mammoth = await import('mammoth');
      const { value } = await mammoth.convertToHtml({ buffer: buf });
      return { text: docxHtmlToText(value), docx: true };
    } catch {
      throw new UnreadableInput(`${file} is not a readable .docx file`);
    }
  }
  if (ext !== '.txt' && ext !== '.md' && ext !== '')
    throw new UnreadableInput(`unsupported file type "${ext}" (use .txt, .md or .docx)`);
  if (buf.subarray(0, 4096).includes(0))
    throw new UnreadableInput(`${file} looks binary, not a text draft`);
  return { text: buf.toString('utf8').replace(/^\uFEFF/, ''), docx: false };
}

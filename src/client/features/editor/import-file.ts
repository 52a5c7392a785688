import type { ImportResult } from '../../../core/api/drafts';
import { send } from './editor-http';

/** File types the import accepts (the server checks the content too). */
export const IMPORT_ACCEPT = '.docx,.pdf,.txt';

/** Sends a file to `POST /api/v1/drafts/import` (multipart field `file`) and returns its text. */
export function importFile(token: string | null, file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return send<ImportResult>(token, 'POST', '/drafts/import', form);
}

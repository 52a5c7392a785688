import type { FigureList, FigureSummary } from '../../../core/api/figures';
import { figureSize, type FigurePicture } from '../../office/word-figures';
import { describeError } from '../../app/errors';
import { apiUrl } from '../../app/http';
import { authHeaders, EditorHttpError, send } from '../editor/editor-http';

/** `GET /drafts/{id}/figures`: the figures drawn from the draft's saved claims. */
export function listFigures(token: string | null, draftId: string): Promise<FigureList> {
  return send<FigureList>(token, 'GET', `/drafts/${draftId}/figures`);
}

/** `GET /drafts/{id}/figures/{file}` with the bearer (an <img> could not send it). */
async function figureFile(
  token: string | null,
  draftId: string,
  file: string,
  accept: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/drafts/${draftId}/figures/${file}`), {
      headers: { ...authHeaders(token), Accept: accept },
    });
  } catch {
    throw new EditorHttpError(describeError(0, '', undefined), undefined);
  }
  if (!response.ok) await failed(response, await response.text());
  return response;
}

async function failed(response: Response, text: string): Promise<never> {
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  throw new EditorHttpError(describeError(response.status, response.statusText, body), body);
}

/** `GET /drafts/{id}/figures/{n}.svg`. */
export async function figureSvg(
  token: string | null,
  draftId: string,
  number: number,
): Promise<string> {
  return (await figureFile(token, draftId, `${number}.svg`, 'image/svg+xml')).text();
}

/** Base64 of bytes, in slices (a spread of a whole picture would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * `GET /drafts/{id}/figures/{n}.png` as Word's task pane inserts it: base64, sized in points from
 * the PNG's own width and height (its IHDR header).
 */
export async function figurePicture(
  token: string | null,
  draftId: string,
  figure: Pick<FigureSummary, 'number' | 'title'>,
): Promise<FigurePicture> {
  const response = await figureFile(token, draftId, `${figure.number}.png`, 'image/png');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const header = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 24) throw new Error('The server sent no picture for this figure.');
  const size = figureSize(header.getUint32(16), header.getUint32(20));
  return { number: figure.number, title: figure.title, png: base64Of(bytes), ...size };
}

/** An SVG as a data URL, for <img> and for a download link (no object URL to revoke). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

import type { Draft } from '../../../core/api/drafts';
import type { FigureList, FigureSummary, SkippedList } from '../../../core/api/figures';
import { figureSize, type FigurePicture } from '../../office/word-figures';
import { authHeaders, failedResponse, reach, send } from '../editor/editor-http';

/** `GET /drafts/{id}/figures`: the figures drawn from the draft's saved claims. */
export function listFigures(token: string | null, draftId: string): Promise<FigureList> {
  return send<FigureList>(token, 'GET', `/drafts/${draftId}/figures`);
}

/** `GET /drafts/{id}/figures/skipped`: the independent claims that got no figure, and why. */
export function listSkipped(token: string | null, draftId: string): Promise<SkippedList> {
  return send<SkippedList>(token, 'GET', `/drafts/${draftId}/figures/skipped`);
}

/** A GET of a file with the bearer; a failure throws the described error. */
async function fetchFile(token: string | null, path: string, accept: string): Promise<Response> {
  const response = await reach(path, { headers: { ...authHeaders(token), Accept: accept } });
  if (!response.ok) throw await failedResponse(response);
  return response;
}

/** `GET /drafts/{id}/figures/{n}.svg` with the bearer (an <img> could not send it). */
export async function figureSvg(
  token: string | null,
  draftId: string,
  number: number,
): Promise<string> {
  const response = await fetchFile(
    token,
    `/drafts/${draftId}/figures/${number}.svg`,
    'image/svg+xml',
  );
  return response.text();
}

/** `GET /drafts/{id}/figures.pdf`: every sheet in one PDF. */
export async function figuresPdf(token: string | null, draftId: string): Promise<Blob> {
  const response = await fetchFile(token, `/drafts/${draftId}/figures.pdf`, 'application/pdf');
  return response.blob();
}

/**
 * `POST /drafts/{id}/figures/{n}/rewrite`: redraws FIG. n from the saved claims and rewrites only
 * the paragraphs describing it; answers the saved draft.
 */
export function rewriteFigure(
  token: string | null,
  draftId: string,
  number: number,
  version: number,
): Promise<Draft> {
  return send<Draft>(token, 'POST', `/drafts/${draftId}/figures/${number}/rewrite`, { version });
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
  const response = await fetchFile(
    token,
    `/drafts/${draftId}/figures/${figure.number}.png`,
    'image/png',
  );
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

import type { FigureList } from '../../../core/api/figures';
import { describeError } from '../../app/errors';
import { apiUrl } from '../../app/http';
import { authHeaders, EditorHttpError, send } from '../editor/editor-http';

/** `GET /drafts/{id}/figures`: the figures drawn from the draft's saved claims. */
export function listFigures(token: string | null, draftId: string): Promise<FigureList> {
  return send<FigureList>(token, 'GET', `/drafts/${draftId}/figures`);
}

/** `GET /drafts/{id}/figures/{n}.svg` with the bearer (an <img> could not send it). */
export async function figureSvg(
  token: string | null,
  draftId: string,
  number: number,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/drafts/${draftId}/figures/${number}.svg`), {
      headers: { ...authHeaders(token), Accept: 'image/svg+xml' },
    });
  } catch {
    throw new EditorHttpError(describeError(0, '', undefined), undefined);
  }
  const text = await response.text();
  if (!response.ok) {
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new EditorHttpError(describeError(response.status, response.statusText, body), body);
  }
  return text;
}

/** An SVG as a data URL, for <img> and for a download link (no object URL to revoke). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

import { describeError, type ErrorDescription } from '../../app/errors';
import { apiUrl } from '../../app/http';

/** A failed editor request: the catalogue description plus the parsed body (409 carries a draft). */
export class EditorHttpError extends Error {
  constructor(
    readonly description: ErrorDescription,
    readonly body: unknown,
  ) {
    super(`${description.title}: ${description.detail}`);
    this.name = 'EditorHttpError';
  }

  /** HTTP status; 0 when no answer came (offline). */
  get status(): number {
    return this.description.status;
  }
}

/** Headers of an authenticated request. */
export function authHeaders(token: string | null, json = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `fetch` of an API path; no answer at all (offline) throws the catalogue's status-0 error. */
export async function reach(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(apiUrl(path), init);
  } catch {
    throw new EditorHttpError(describeError(0, '', undefined), undefined);
  }
}

/** The error of a failed response, its body parsed (JSON, else the text) and described. */
export async function failedResponse(response: Response): Promise<EditorHttpError> {
  const body = await parse(response);
  return new EditorHttpError(describeError(response.status, response.statusText, body), body);
}

/** Sends a request and returns the parsed JSON body; throws EditorHttpError on failure. */
export async function send<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await reach(path, {
    method,
    headers: authHeaders(token, body !== undefined && !form),
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await failedResponse(response);
  return (await parse(response)) as T;
}

/** The error description of anything a request threw. */
export function describeFailure(error: unknown): ErrorDescription {
  if (error instanceof EditorHttpError) return error.description;
  if (typeof error === 'object' && error !== null && 'detail' in error && 'status' in error) {
    return error as ErrorDescription;
  }
  return {
    status: 0,
    title: 'Error',
    detail: error instanceof Error ? error.message : String(error),
  };
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

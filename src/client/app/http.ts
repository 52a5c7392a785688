import { describeError, type ErrorDescription } from './errors';
import { readStoredUser } from './storage';

/** Prefix of every API path. */
export const API_BASE = '/api/v1';

/** A failed API call, described by the error catalogue. */
export class ApiError extends Error {
  readonly description: ErrorDescription;

  constructor(description: ErrorDescription) {
    super(`${description.title}: ${description.detail}`);
    this.name = 'ApiError';
    this.description = description;
  }

  /** The HTTP status (0 when no answer came). */
  get status(): number {
    return this.description.status;
  }
}

/** Options of `apiRequest`. */
export interface RequestOptions {
  /** Send the body form-encoded (the login form) instead of JSON. */
  form?: boolean;
  /** Bearer token; undefined → the stored user's, null → none. */
  token?: string | null;
  /** Query parameters appended to the path; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Full URL of an API path: `/users/me` → `/api/v1/users/me`; paths under `/api/` stay as they are. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const base = path.startsWith('/api/')
    ? path
    : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

function encodeBody(body: unknown, form: boolean): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (!form) return JSON.stringify(body);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API and returns the parsed JSON body. Sends the bearer of the stored user unless told
 * otherwise; throws `ApiError` (described by the catalogue) on a non-2xx answer or a network failure.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const form = options.form === true;
  const token = options.token === undefined ? readStoredUser()?.token.access_token : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) {
    headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: encodeBody(body, form),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(describeError(0, '', undefined));
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    throw new ApiError(describeError(response.status, response.statusText, parsed));
  }
  return parsed as T;
}

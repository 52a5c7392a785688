import type { ContactForm } from '../../../core/api/contact';
import { describeError, type ErrorDescription } from '../../app/errors';
import { apiUrl } from '../../app/http';

/** Path of the contact endpoint, exactly as the seed's client calls it. */
export const CONTACT_PATH = '/userssubmit-contact-form';

/** Outcome of sending the form: the server's message, or the catalogue's description of the failure. */
export type SendContactResult =
  | { ok: true; message: string }
  | { ok: false; error: ErrorDescription; retryAfterSeconds?: number };

/** Seconds from a `Retry-After` header (delta-seconds or an HTTP date), if it gives any. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * POSTs the contact form as JSON. Uses fetch itself rather than `apiRequest` because a 429 answer's
 * `Retry-After` header matters here and `ApiError` does not carry headers; failures still go
 * through the app's error catalogue.
 */
export async function sendContactMessage(body: ContactForm): Promise<SendContactResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl(CONTACT_PATH), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: describeError(0, '', undefined) };
  }
  const parsed = await readJson(response);
  if (response.ok) {
    const message =
      typeof parsed === 'object' && parsed !== null && 'message' in parsed
        ? String(parsed.message)
        : 'Message sent.';
    return { ok: true, message };
  }
  const error = describeError(response.status, response.statusText, parsed);
  const retryAfterSeconds =
    response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : undefined;
  return retryAfterSeconds === undefined
    ? { ok: false, error }
    : { ok: false, error, retryAfterSeconds };
}

/** A failed request as the user sees it: the catalogue entry for its status, with the server's words. */
export interface ErrorDescription {
  status: number;
  title: string;
  detail: string;
  /** 422 only: the message of each invalid field, keyed by its name (last `loc` element). */
  fields?: Record<string, string>;
}

interface CatalogueEntry {
  title: string;
  detail: string;
}

const CATALOGUE: Record<number, CatalogueEntry> = {
  400: {
    title: 'Bad Request',
    detail: 'The request could not be processed. Check what you entered.',
  },
  401: { title: 'Unauthorized', detail: 'You are not signed in, or your session has expired.' },
  402: {
    title: 'Payment Required',
    detail: "Your plan's generations for this month have been used. Upgrade on the Billing page.",
  },
  403: { title: 'Forbidden', detail: 'You do not have permission to do this.' },
  404: { title: 'Not Found', detail: 'What you asked for does not exist.' },
  409: { title: 'Conflict', detail: 'This conflicts with data that already exists.' },
  422: { title: 'Validation Error', detail: 'Some fields are not valid.' },
  429: { title: 'Too Many Requests', detail: 'Too many attempts. Wait a moment and try again.' },
  500: {
    title: 'Internal Server Error',
    detail: 'The server failed to handle this request. Try again later.',
  },
  502: {
    title: 'Bad Gateway',
    detail: 'The server could not be reached through the gateway. Try again in a moment.',
  },
  503: {
    title: 'Service Unavailable',
    detail: 'The service is unavailable right now, perhaps for maintenance. Try again later.',
  },
  504: {
    title: 'Gateway Timeout',
    detail: 'The server took too long to answer. Try again in a moment.',
  },
};

const NETWORK: CatalogueEntry = {
  title: 'Network Error',
  detail: 'Could not reach the server. Check your connection and try again.',
};

interface Issue {
  loc?: unknown;
  msg?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverDetail(body: unknown): unknown {
  return isRecord(body) ? body.detail : undefined;
}

function fieldName(loc: unknown): string {
  if (!Array.isArray(loc) || loc.length === 0) return 'request';
  const fields = loc.filter((part) => part !== 'body' && part !== 'query' && part !== 'path');
  const last = fields[fields.length - 1] ?? loc[loc.length - 1];
  return String(last);
}

// The words a form shows beside a field, for the fields the API names; others are de-snaked.
const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  username: 'Email',
  password: 'Password',
  new_password: 'New password',
  current_password: 'Current password',
  full_name: 'Full name',
  code: 'Code',
  token: 'Link',
  draft_id: 'Draft',
  request: 'Request',
};

/** A field's name as a person reads it: `new_password` → "New password". */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Request';
}

function describeIssues(issues: Issue[]): Pick<ErrorDescription, 'detail' | 'fields'> {
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  for (const issue of issues) {
    const name = fieldName(issue.loc);
    const msg = typeof issue.msg === 'string' ? issue.msg : 'Invalid value';
    fields[name] ??= msg;
    const label = fieldLabel(name);
    lines.push(msg === 'Field required' ? `${label} is required` : `${label}: ${msg}`);
  }
  return { detail: lines.join('\n'), fields };
}

// What the message bar's heading says, in plain words and with the next step; the catalogue's
// titles (the HTTP names) stay the ids code and logs use.
const PLAIN_TITLES: Record<number, string> = {
  0: 'No connection to Claimwright. Check your network, then try again.',
  400: 'That did not work.',
  401: 'Your session has ended. Sign in again to continue.',
  402: 'This month’s generations are used up.',
  403: 'Your account is not allowed to do this. Ask your administrator if you need it.',
  404: 'Not found. It may have been deleted or moved.',
  409: 'Already taken.',
  422: 'Please check what you entered.',
  429: 'Too many attempts. Wait a few minutes, then try again.',
  500: 'Something went wrong on the server. Try again; if it keeps happening, tell your administrator.',
  502: 'Claimwright is not answering. Try again in a minute.',
  503: 'Claimwright is not answering. Try again in a minute.',
  504: 'Claimwright is not answering. Try again in a minute.',
};

const CATALOGUE_TITLES = new Set([...Object.values(CATALOGUE), NETWORK].map((e) => e.title));

/**
 * The heading a person is shown for a failed request: no status codes, a next step. A title a
 * page wrote itself (not one of the catalogue's HTTP names) is shown as it is.
 */
export function plainTitle(error: Pick<ErrorDescription, 'status' | 'title'>): string {
  if (!CATALOGUE_TITLES.has(error.title) && !/^Error \d+$/.test(error.title)) return error.title;
  return (
    PLAIN_TITLES[error.status] ??
    'Something went wrong. Try again; if it keeps happening, tell your administrator.'
  );
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (typeof body === 'string') return body;
  const detail = serverDetail(body);
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(body);
  } catch {
    return String(body);
  }
}

/**
 * The error catalogue (DESIGN §3): maps a failed response to what the user is shown. The server's
 * `detail` string, when it sent one, is the detail; 422 lists the field messages; a status outside
 * the catalogue gives a generic error carrying status, status text and body. Status 0 means the
 * request never got an answer.
 */
export function describeError(status: number, statusText: string, body: unknown): ErrorDescription {
  if (status === 0) return { status, ...NETWORK };
  const entry = CATALOGUE[status];
  const detail = serverDetail(body);
  if (status === 422 && Array.isArray(detail)) {
    return { status, title: CATALOGUE[422]!.title, ...describeIssues(detail as Issue[]) };
  }
  if (entry) {
    const text = typeof detail === 'string' && detail.trim() !== '' ? detail : entry.detail;
    return { status, title: entry.title, detail: text };
  }
  const text = bodyText(body);
  const label = statusText.trim() || 'Error';
  return {
    status,
    title: `Error ${status}`,
    detail: [`${status} ${label}`, text].filter(Boolean).join(': '),
  };
}

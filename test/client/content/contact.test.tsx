import { screen, waitFor } from '@testing-library/react';
import ContactPage from '../../../src/client/features/contact/ContactPage';
import { parseRetryAfter } from '../../../src/client/features/contact/send-contact-message';
import { renderPage } from './render';

const URL = '/api/v1/userssubmit-contact-form';

/** A stand-in for the fetch Response (jsdom has none): status, headers and a JSON text body. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(
    Object.entries({ 'Content-Type': 'application/json', ...headers }).map(([k, v]) => [
      k.toLowerCase(),
      v,
    ]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The options of the first fetch call. */
function init(): RequestInit {
  return fetchMock.mock.calls[0]![1];
}

async function fill(values: { name?: string; email?: string; company?: string; message?: string }) {
  const view = renderPage(<ContactPage />, { path: '/contact' });
  const { user } = view;
  const fields: [string, string | undefined][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Company', values.company],
    ['Message', values.message],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }));
    await user.paste(value);
  }
  return view;
}

const send = () => screen.getByRole('button', { name: 'Send message' });

describe('contact form', () => {
  it('reports every missing required field and sends nothing', async () => {
    const { user } = await fill({});
    await user.click(send());
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a message.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and an over-long message', async () => {
    const { user } = await fill({ name: 'Ada', email: 'ada@', message: 'x'.repeat(5001) });
    await user.click(send());
    expect(
      screen.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Message must be at most 5000 characters.')).toBeInTheDocument();
    expect(screen.getByText('1 characters over the limit of 5000')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed form as JSON, leaves an empty company out, and confirms', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'Message received' }));
    const { user } = await fill({
      name: '  Ada Lovelace ',
      email: ' ada@example.com ',
      message: 'A question.',
    });
    await user.click(send());
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Thank you. We will answer at ada@example.com.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A question.',
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('sends the company when given', async () => {
    fetchMock.mockResolvedValue(answer(200, { message: 'ok' }));
    const { user } = await fill({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Lovelace IP',
      message: 'Hi',
    });
    await user.click(send());
    await screen.findByText('Message sent');
    expect(init().body).toBe(
      JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Lovelace IP',
        message: 'Hi',
      }),
    );
  });

  it('shows the server’s 422 field messages next to the fields', async () => {
    fetchMock.mockResolvedValue(
      answer(422, {
        detail: [
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
        ],
      }),
    );
    const { user } = await fill({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    await user.click(send());
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('value is not a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada');
  });

  it('says when to retry after a 429 with Retry-After', async () => {
    fetchMock.mockResolvedValue(
      answer(429, { detail: 'Too many requests' }, { 'Retry-After': '120' }),
    );
    const { user } = await fill({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    await user.click(send());
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByText('Please try again in about 2 minutes.')).toBeInTheDocument();
  });

  it('says to try later after a 429 without Retry-After', async () => {
    fetchMock.mockResolvedValue(answer(429, { detail: 'Too many requests' }));
    const { user } = await fill({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    await user.click(send());
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
  });

  it('shows server and network failures through the error catalogue', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { detail: 'Internal Server Error' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await fill({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error');
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network Error'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

import { screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { mockFetch, type SeenRequest } from '../support/fetch';
import { renderWithProviders, TOKEN } from '../support/render';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());

async function openLogin() {
  const rendered = renderWithProviders(<AppRoutes />, { route: '/auth/login' });
  await screen.findByRole('heading', { name: 'Sign in' });
  return rendered;
}

describe('login page', () => {
  it('validates like the server before sending anything', async () => {
    const seen = mockFetch(() => ({ body: TOKEN }));
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('posts the form-encoded credentials and stores the whole token', async () => {
    const seen = mockFetch(() => ({ body: TOKEN }));
    const { user, store } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), ' ada@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('editor-page');
    expect(seen[0]).toEqual<SeenRequest>({
      url: '/api/v1/login/access-token',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'username=ada%40example.com&password=correct+horse',
    });
    expect(store.getState().auth.user).toEqual({ username: 'ada@example.com', token: TOKEN });
  });

  it('shows a server error through the catalogue and stays signed out', async () => {
    mockFetch(() => ({
      status: 400,
      statusText: 'Bad Request',
      body: { detail: 'Incorrect email or password' },
    }));
    const { user, store } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('error-message');
    expect(alert).toHaveAttribute('data-status', '400');
    expect(alert).toHaveTextContent('That did not work.');
    expect(alert).not.toHaveTextContent(/400|Bad Request/);
    expect(alert).toHaveTextContent('Incorrect email or password');
    expect(store.getState().auth.user).toBeNull();
    expect(location()).toBe('/auth/login');
  });

  it('shows 429 with the catalogue title', async () => {
    mockFetch(() => ({
      status: 429,
      body: { detail: 'Too many login attempts. Try again in 60 s.' },
    }));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByTestId('error-message');
    expect(alert).toHaveTextContent('Too many attempts. Wait a few minutes, then try again.');
    expect(alert).toHaveTextContent('Too many login attempts. Try again in 60 s.');
  });

  it('goes through two-step when the server asks for it, then signs in', async () => {
    const seen = mockFetch((request) =>
      request.url.endsWith('/login/access-token')
        ? { body: { two_step_required: true, two_step_token: 'two-step-jwt' } }
        : request.body?.includes('"123456"')
          ? { body: TOKEN }
          : { status: 400, body: { detail: 'Invalid two-step code' } },
    );
    const { user, store } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(location()).toBe('/auth/two-step');
    expect(store.getState().auth.user).toBeNull();

    await user.type(screen.getByLabelText(/Authentication code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('error-message')).toHaveTextContent('Invalid two-step code');

    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByTestId('editor-page');
    expect(seen.filter((r) => r.url === '/api/v1/login/two-step').map((r) => r.body)).toEqual([
      '{"two_step_token":"two-step-jwt","code":"654321"}',
      '{"two_step_token":"two-step-jwt","code":"123456"}',
    ]);
    expect(store.getState().auth.user).toEqual({ username: 'ada@example.com', token: TOKEN });
  });

  it('accepts a recovery code on the two-step page', async () => {
    const seen = mockFetch((request) =>
      request.url.endsWith('/login/access-token')
        ? { body: { two_step_required: true, two_step_token: 'tst' } }
        : { body: TOKEN },
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByTestId('editor-page');
    expect(seen.find((r) => r.url === '/api/v1/login/two-step')?.body).toBe(
      '{"two_step_token":"tst","code":"abcd-efgh-ijkl-mnop"}',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { mockFetch } from '../support/fetch';
import { renderWithProviders } from '../support/render';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());

describe('register page', () => {
  async function fill(password: string, confirm = password) {
    const rendered = renderWithProviders(<AppRoutes />, { route: '/auth/register' });
    const { user } = rendered;
    await user.type(await screen.findByLabelText(/Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.type(screen.getByLabelText(/Confirm password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return rendered;
  }

  it('checks the password length (8–128) and the confirmation before sending', async () => {
    const seen = mockFetch(() => ({ body: {} }));
    await fill('short7!');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('checks that the passwords match', async () => {
    const seen = mockFetch(() => ({ body: {} }));
    await fill('long enough', 'different one');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('posts JSON to /users/open, then signs the new user in and opens /editor', async () => {
    const seen = mockFetch((r) =>
      r.url.endsWith('/login/access-token')
        ? { status: 200, body: { access_token: 'new.user.token', token_type: 'bearer' } }
        : { status: 200, body: { id: 5, email: 'ada@example.com', full_name: 'Ada Lovelace' } },
    );
    const { store } = await fill('long enough');
    await waitFor(() => expect(location()).toMatch(/^\/editor/));
    expect(store.getState().auth.user).toMatchObject({
      username: 'ada@example.com',
      token: { access_token: 'new.user.token' },
    });
    expect(seen.slice(0, 2).map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/v1/users/open'],
      ['POST', '/api/v1/login/access-token'],
    ]);
    expect(seen[0]!.body).toBe(
      '{"email":"ada@example.com","password":"long enough","full_name":"Ada Lovelace"}',
    );
  });

  it('opens login with a notice and the email when the sign-in after registering fails', async () => {
    mockFetch((r) =>
      r.url.endsWith('/login/access-token')
        ? { status: 503, body: { detail: 'Busy' } }
        : { status: 200, body: { id: 5, email: 'ada@example.com', full_name: 'Ada Lovelace' } },
    );
    await fill('long enough');
    expect(await screen.findByTestId('login-notice')).toHaveTextContent('Your account is ready');
    expect(location()).toBe('/auth/login');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('shows 409 (email taken) and 403 (registration closed) from the server', async () => {
    mockFetch(() => ({ status: 409, body: { detail: 'The user with this email already exists' } }));
    await fill('long enough');
    const alert = await screen.findByTestId('error-message');
    expect(alert).toHaveTextContent('Already taken.');
    expect(alert).toHaveTextContent('The user with this email already exists');
  });

  it('shows the field messages of a 422 answer', async () => {
    mockFetch(() => ({
      status: 422,
      body: { detail: [{ loc: ['body', 'email'], msg: 'Invalid email address', type: 'x' }] },
    }));
    await fill('long enough');
    const alert = await screen.findByTestId('error-message');
    expect(alert).toHaveTextContent('Please check what you entered.');
    expect(alert).toHaveTextContent('Email: Invalid email address');
    expect(alert).not.toHaveTextContent(/422|email:/);
  });
});

describe('forgot password page', () => {
  it('validates the email, then shows the server message', async () => {
    const seen = mockFetch(() => ({
      body: { message: 'If that account exists, a recovery email is on its way.' },
    }));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/auth/forgot-password' });
    await user.type(await screen.findByLabelText(/Email/), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.type(screen.getByLabelText(/Email/), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByTestId('recovery-sent')).toHaveTextContent(
      'If that account exists, a recovery email is on its way.',
    );
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/v1/password-recovery/ada%40example.com'],
    ]);
  });
});

describe('reset password page', () => {
  it('explains a link without a token', async () => {
    renderWithProviders(<AppRoutes />, { route: '/reset-password' });
    expect(await screen.findByTestId('error-message')).toHaveTextContent('Missing reset token');
  });

  it('posts the token and new password, then opens login', async () => {
    const seen = mockFetch(() => ({ body: { message: 'Password updated successfully' } }));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/reset-password?token=t0k' });
    await user.type(await screen.findByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'Password updated successfully Sign in with your new password.',
    );
    expect(seen[0]).toMatchObject({
      url: '/api/v1/reset-password/',
      method: 'POST',
      body: '{"token":"t0k","new_password":"a new password"}',
    });
  });

  it('an invitation link asks for the first password with the same token', async () => {
    const seen = mockFetch(() => ({ body: { message: 'Password updated successfully' } }));
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/reset-password?token=inv1&invited=1',
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose your password' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'my first password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'my first password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(
      'Your password is set. Sign in with your email and that password.',
    );
    expect(seen[0]).toMatchObject({
      url: '/api/v1/reset-password/',
      body: '{"token":"inv1","new_password":"my first password"}',
    });
  });

  it('shows a used or expired token error', async () => {
    mockFetch(() => ({ status: 400, body: { detail: 'Invalid token' } }));
    const { user } = renderWithProviders(<AppRoutes />, { route: '/reset-password?token=old' });
    await user.type(await screen.findByLabelText(/^New password/), 'a new password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const message = await screen.findByTestId('error-message');
    expect(message).toHaveTextContent('This link no longer works');
    expect(message).toHaveTextContent('Ask for a new link below.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(location()).toBe('/reset-password?token=old');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { bodiesOf, fakeApi, userDetails, userPublic } from '../support/fake-api';
import { renderWithProviders, signedInState } from '../support/render';

const DETAILS = 'GET /api/v1/users/get_user_details';

beforeEach(() => localStorage.clear());

async function openAccount() {
  const rendered = renderWithProviders(<AppRoutes />, {
    route: '/account',
    preloadedState: signedInState(),
  });
  await screen.findByTestId('account-profile');
  return rendered;
}

describe('account settings', () => {
  it('is reachable from the user menu', async () => {
    fakeApi({ [DETAILS]: { body: userDetails() } });
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/editor',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-account'));
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('saves the profile and keeps the stored username in step with the email', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      'PATCH /api/v1/users/me': {
        body: userPublic({ email: 'ada@lovelace.org', full_name: 'Countess Ada' }),
      },
    });
    const { user, store } = await openAccount();
    const profile = screen.getByTestId('account-profile');
    await user.clear(within(profile).getByLabelText(/Full name/));
    await user.type(within(profile).getByLabelText(/Full name/), 'Countess Ada');
    await user.clear(within(profile).getByLabelText(/Email/));
    await user.type(within(profile).getByLabelText(/Email/), 'ada@lovelace.org');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByTestId('profile-saved')).toBeInTheDocument();
    expect(bodiesOf(seen, 'PATCH /api/v1/users/me')).toEqual([
      { full_name: 'Countess Ada', email: 'ada@lovelace.org' },
    ]);
    expect(store.getState().auth.user?.username).toBe('ada@lovelace.org');
    expect(JSON.parse(localStorage.getItem('user')!).username).toBe('ada@lovelace.org');
  });

  it('shows a taken email (409) through the catalogue', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      'PATCH /api/v1/users/me': { status: 409, body: { detail: 'Email already registered' } },
    });
    const { user } = await openAccount();
    const profile = screen.getByTestId('account-profile');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    const alert = await within(profile).findByTestId('error-message');
    expect(alert).toHaveTextContent('Already taken.');
    expect(alert).toHaveTextContent('Email already registered');
  });

  it('changes the password and stays signed in with the fresh token', async () => {
    const fresh = { access_token: 'fresh.token.after-change', token_type: 'bearer' };
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      'PATCH /api/v1/users/me/password': {
        body: { message: 'Password updated successfully', ...fresh },
      },
    });
    const { user, store } = await openAccount();
    const card = screen.getByTestId('account-password');
    await user.type(within(card).getByLabelText(/Current password/), 'old password');
    await user.type(within(card).getByLabelText(/^New password/), 'short');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(within(card).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(within(card).getByLabelText(/^New password/), ' but longer');
    await user.type(within(card).getByLabelText(/Confirm new password/), 'short but longer');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('password-changed')).toBeInTheDocument();
    expect(bodiesOf(seen, 'PATCH /api/v1/users/me/password')).toEqual([
      { current_password: 'old password', new_password: 'short but longer' },
    ]);
    expect(store.getState().auth.user?.token).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')?.token).toEqual(fresh);
    expect(screen.getByTestId('account-page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('enrols two-step: QR code and key, code check, ten recovery codes', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-000${i}`);
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      'POST /api/v1/two-step/enrol': {
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_uri: 'otpauth://totp/Claimwright:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
          qr_code: 'data:image/png;base64,iVBORw0KGgo=',
        },
      },
      'POST /api/v1/two-step/confirm': (request) =>
        request.body === '{"code":"123456"}'
          ? { body: { recovery_codes: codes } }
          : { status: 400, body: { detail: 'Invalid code' } },
    });
    const { user } = await openAccount();
    await user.click(screen.getByTestId('two-step-start'));
    expect(await screen.findByTestId('two-step-qr')).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByTestId('two-step-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const field = screen.getByLabelText(/Code from your app/);
    await user.type(field, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByTestId('error-message')).toHaveTextContent('Invalid code');
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(bodiesOf(seen, 'POST /api/v1/two-step/confirm')).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('turns two-step off with password and code', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails({ two_step_enabled: true }) },
      'POST /api/v1/two-step/disable': { body: { message: 'Two-step verification disabled' } },
    });
    const { user } = await openAccount();
    const card = screen.getByTestId('account-two-step');
    await user.type(within(card).getByLabelText(/^Password/), 'my password');
    await user.type(within(card).getByLabelText(/Code or recovery code/), '123 456');
    await user.click(screen.getByTestId('two-step-disable'));
    expect(await screen.findByTestId('two-step-disabled')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(seen, 'POST /api/v1/two-step/disable')).toEqual([
        { password: 'my password', code: '123456' },
      ]),
    );
  });
});

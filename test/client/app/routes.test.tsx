import { screen, waitFor } from '@testing-library/react';
import { AppRoutes, BLOG_SLUGS } from '../../../src/client/app/routes';
import { mockFetch } from '../support/fetch';
import { renderWithProviders, signedInState, TOKEN } from '../support/render';

const location = () => screen.getByTestId('location').textContent;

function fakeServer() {
  return mockFetch((request) => {
    if (request.url === '/api/v1/login/access-token') return { body: TOKEN };
    if (request.url === '/api/v1/users/get_user_details') {
      return {
        body: {
          id: 1,
          email: 'ada@example.com',
          full_name: 'Ada Lovelace',
          is_active: true,
          is_superuser: false,
          enterprise_id: null,
          enterprise_role: null,
          two_step_enabled: false,
          created_at: '2026-01-01T00:00:00Z',
          enterprise: null,
          plan: 'free',
          usage: { drafts: 0, generations: 0, generations_this_month: 0, enterprise_members: null },
        },
      };
    }
    return { status: 404, body: { detail: 'Not Found' } };
  });
}

beforeEach(() => {
  localStorage.clear();
  fakeServer();
});

describe('route guard', () => {
  it('sends a signed-out user to login, remembering path, query and hash, then back after login', async () => {
    const { store, user } = renderWithProviders(<AppRoutes />, {
      route: '/billing/invoices?year=2026#march',
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(store.getState().auth.returnUrl).toBe('/billing/invoices?year=2026#march');

    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('billing-page')).toBeInTheDocument();
    expect(location()).toBe('/billing/invoices?year=2026#march');
    expect(store.getState().auth.returnUrl).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      username: 'ada@example.com',
      token: TOKEN,
    });
  });

  it('after login without a remembered path, goes to /editor', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/auth/login' });
    await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('editor-page')).toBeInTheDocument();
    expect(location()).toBe('/editor');
  });

  it.each(['/auth/login', '/auth/register', '/auth/two-step'])(
    'sends a signed-in user from %s to /editor',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route, preloadedState: signedInState() });
      expect(await screen.findByTestId('editor-page')).toBeInTheDocument();
      expect(location()).toBe('/editor');
    },
  );

  it('lets a signed-in user open the sign-in pages in the full layout', async () => {
    renderWithProviders(<AppRoutes />, { route: '/billing', preloadedState: signedInState() });
    expect(await screen.findByTestId('billing-page')).toBeInTheDocument();
    expect(screen.getByTestId('full-layout')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Ada Lovelace'),
    );
  });

  it('logout clears the stored user and goes to /auth/login, remembering nothing', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'ada@example.com', token: TOKEN }));
    const { store, user } = renderWithProviders(<AppRoutes />, {
      route: '/billing',
      preloadedState: signedInState(),
    });
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-menu-logout'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/auth/login');
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.returnUrl).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('an expired session (401) ends at login with the page remembered', async () => {
    mockFetch(() => ({ status: 401, body: { detail: 'Could not validate credentials' } }));
    const { store } = renderWithProviders(<AppRoutes />, {
      route: '/billing?tab=usage',
      preloadedState: signedInState(),
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.returnUrl).toBe('/billing?tab=usage');
  });
});

describe('route table', () => {
  it('/main is a stable alias of /editor (query and hash kept, no loop)', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/main?draft=3#claims',
      preloadedState: signedInState(),
    });
    expect(await screen.findByTestId('editor-page')).toBeInTheDocument();
    expect(location()).toBe('/editor?draft=3#claims');
  });

  it('/main when signed out ends at login with /editor remembered', async () => {
    const { store } = renderWithProviders(<AppRoutes />, { route: '/main' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.returnUrl).toBe('/editor');
  });

  it.each(['/no/such/page', '/auth/404', '/blog/not-an-article', '/editorial'])(
    '%s shows the error page',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(location()).toBe(route);
    },
  );

  it('/auth/maintenance shows the maintenance page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/auth/maintenance' });
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
  });

  it.each([
    ['/auth/register', 'Create your account'],
    ['/auth/forgot-password', 'Reset your password'],
    ['/reset-password?token=abc', 'Choose a new password'],
    ['/auth/two-step', 'Two-step verification'],
  ])('%s opens its page for a signed-out user', async (route, heading) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(location()).toBe(route);
  });

  it.each(['/privacy', '/tos', '/contact', '/blog', ...BLOG_SLUGS.map((s) => `/blog/${s}`)])(
    '%s is a public page (no redirect, no error page)',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1));
      expect(screen.queryByTestId('not-found-page')).toBeNull();
      expect(location()).toBe(route);
    },
  );

  it('/ shows the landing page in the landing theme', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByTestId('app-root')).toHaveAttribute('data-theme', 'landing');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

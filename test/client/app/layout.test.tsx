import { act, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { loadPersistedState } from '../../../src/client/app/store';
import type { ThemeName } from '../../../src/client/app/theme-rule';
import { NARROW_QUERY } from '../../../src/client/app/use-media-query';
import { billingStatus } from '../support/fake-api';
import { mockFetch } from '../support/fetch';
import { renderWithProviders, signedInState } from '../support/render';

function details(overrides: Record<string, unknown> = {}) {
  return {
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
    usage: { drafts: 2, generations: 5, generations_this_month: 1, enterprise_members: null },
    ...overrides,
  };
}

function withTheme(saved: ThemeName) {
  localStorage.setItem('theme', saved);
  return { ...loadPersistedState(), ...signedInState() };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dir = '';
  mockFetch((r) =>
    r.url.endsWith('/api/v1/billing') ? { body: billingStatus() } : { body: details() },
  );
});

describe('theme rule in the app', () => {
  it.each<[string, ThemeName, ThemeName]>([
    ['/editor', 'dark-blue', 'dark-blue'],
    ['/editor', 'landing', 'landing'],
    ['/editor', 'blue-light', 'landing'],
    ['/billing', 'dark-blue', 'dark-blue'],
    ['/account', 'dark-blue', 'dark-blue'],
    ['/admin/users', 'dark-blue', 'dark-blue'],
    ['/privacy', 'dark-blue', 'landing'],
    ['/auth/404', 'dark-blue', 'landing'],
    ['/', 'dark-blue', 'landing'],
  ])('%s with "%s" saved uses %s', async (route, saved, expected) => {
    renderWithProviders(<AppRoutes />, { route, preloadedState: withTheme(saved) });
    const roots = await screen.findAllByTestId('app-root');
    expect(roots.at(-1)).toHaveAttribute('data-theme', expected);
  });

  it('choosing a theme in the customizer saves it and applies it on /editor', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/editor',
      preloadedState: withTheme('landing'),
    });
    await user.click(await screen.findByTestId('customizer-toggle'));
    await user.click(await screen.findByTestId('customizer-theme-dark-blue'));
    expect(localStorage.getItem('theme')).toBe('dark-blue');
    expect(screen.getAllByTestId('app-root').at(-1)).toHaveAttribute('data-theme', 'dark-blue');
  });
});

describe('customizer', () => {
  async function openCustomizer() {
    const rendered = renderWithProviders(<AppRoutes />, {
      route: '/billing',
      preloadedState: signedInState(),
    });
    await rendered.user.click(await screen.findByTestId('customizer-toggle'));
    expect(await screen.findByTestId('customizer-rtl')).toBeInTheDocument();
    return rendered;
  }

  it('right-to-left flips the direction of the document and the app', async () => {
    const { user, store } = await openCustomizer();
    expect(document.documentElement.dir).toBe('ltr');
    await user.click(screen.getByTestId('customizer-rtl'));
    expect(store.getState().layout.rtl).toBe(true);
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getAllByTestId('app-root').at(-1)).toHaveAttribute('dir', 'rtl');
  });

  it('boxed narrows the page', async () => {
    const { user } = await openCustomizer();
    const layout = screen.getByTestId('full-layout');
    expect(getComputedStyle(layout).maxWidth).not.toBe('1200px');
    await user.click(screen.getByTestId('customizer-boxed'));
    expect(layout).toHaveAttribute('data-boxed', 'true');
    expect(getComputedStyle(layout).maxWidth).toBe('1200px');
  });

  it('mini sidebar collapses the navigation to icons', async () => {
    const { user } = await openCustomizer();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('Billing')).toBeInTheDocument();
    expect(getComputedStyle(sidebar).width).toBe('232px');
    await user.click(screen.getByTestId('customizer-mini-sidebar'));
    expect(sidebar).toHaveAttribute('data-mini', 'true');
    expect(within(sidebar).queryByText('Billing')).toBeNull();
    expect(within(sidebar).getByTestId('nav-billing')).toHaveAttribute('aria-label', 'Billing');
    expect(getComputedStyle(sidebar).width).toBe('60px');
  });

  it('card border shows a border on the page cards', async () => {
    const { user } = await openCustomizer();
    const card = await screen.findByTestId('billing-usage');
    expect(card).toHaveAttribute('data-card-border', 'false');
    expect(getComputedStyle(card).borderTopColor).toBe('rgba(0, 0, 0, 0)');
    await user.click(screen.getByTestId('customizer-card-border'));
    expect(card).toHaveAttribute('data-card-border', 'true');
    expect(getComputedStyle(card).borderTopColor).toBe('var(--colorNeutralStroke1)');
  });

  it('closes with its close button; the header toggle hides the sidebar', async () => {
    const { user, store } = await openCustomizer();
    await user.click(screen.getByTestId('customizer-close'));
    expect(store.getState().layout.customizerOpen).toBe(false);
    await user.click(screen.getByTestId('sidebar-toggle'));
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});

/** A screen whose width the test sets: `NARROW_QUERY` matches while `narrow` is true. */
function screenWidth(narrow: boolean) {
  const original = window.matchMedia;
  type Listener = (event: { matches: boolean; media: string }) => void;
  const listeners = new Map<Listener, string>();
  let matches = narrow;
  const matching = (query: string) => query === NARROW_QUERY && matches;
  window.matchMedia = (query: string) =>
    ({
      matches: matching(query),
      media: query,
      addEventListener: (_: string, listener: Listener) => listeners.set(listener, query),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      act(() =>
        listeners.forEach((media, listener) => listener({ matches: matching(media), media })),
      );
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('navigation on a narrow screen (Word task pane, phone)', () => {
  let width: ReturnType<typeof screenWidth>;
  beforeEach(() => (width = screenWidth(true)));
  afterEach(() => width.restore());

  it('is a drawer the header toggle opens, closed again by a move to another page', async () => {
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/billing',
      preloadedState: signedInState(),
    });
    const toggle = await screen.findByTestId('sidebar-toggle');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // By role and name (see jsdom-setup.ts on focus timing and tabster's aria-hidden).
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByTestId('sidebar')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(drawer).getByTestId('nav-account'));
    await waitFor(() => expect(screen.queryByTestId('sidebar')).toBeNull());
    expect(await screen.findByTestId('account-page')).toBeInTheDocument();
  });

  it('becomes the column again when the screen widens, as the user last left it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/billing', preloadedState: signedInState() });
    await screen.findByTestId('sidebar-toggle');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    width.set(false);
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
  });
});

describe('sidebar links by role', () => {
  it('shows enterprise and user administration only to those allowed', async () => {
    mockFetch(() => ({
      body: details({
        is_superuser: true,
        enterprise_role: 'admin',
        enterprise: { id: 3, name: 'Firm', role: 'admin' },
      }),
    }));
    renderWithProviders(<AppRoutes />, { route: '/editor', preloadedState: signedInState() });
    expect(await screen.findByTestId('nav-enterprise')).toHaveAttribute('href', '/enterprise');
    expect(screen.getByTestId('nav-admin-users')).toHaveAttribute('href', '/admin/users');
  });

  it('hides them from a plain user', async () => {
    renderWithProviders(<AppRoutes />, { route: '/editor', preloadedState: signedInState() });
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Ada Lovelace'),
    );
    expect(screen.getByTestId('nav-editor')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-enterprise')).toBeNull();
    expect(screen.queryByTestId('nav-admin-users')).toBeNull();
  });
});

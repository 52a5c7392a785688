import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { findClientPage, pageTitle } from '../../../src/core/site/client-routes';
import { mockFetch } from '../support/fetch';
import { renderWithProviders } from '../support/render';

beforeEach(() => {
  localStorage.clear();
  mockFetch(() => ({ status: 404, body: { detail: 'Not Found' } }));
});

describe('page titles', () => {
  it.each([
    ['/auth/login', 'Sign in · Claimwright'],
    ['/auth/register', 'Create an account · Claimwright'],
    ['/privacy', 'Privacy · Claimwright'],
    ['/blog/the-chatgpt-trap', 'The ChatGPT trap · Claimwright'],
    ['/no/such/page', 'Page not found · Claimwright'],
  ])('%s is titled "%s"', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names every known page, with sub-paths only under the pages that own them', () => {
    expect(pageTitle('/editor/drafts/3?x=1')).toBe('Editor · Claimwright');
    expect(pageTitle('/account/')).toBe('Account · Claimwright');
    expect(findClientPage('/account/extra')).toBeUndefined();
    expect(findClientPage('/blog/unknown')).toBeUndefined();
    // The invitation mail's link is a page of its own, answered with 200 by the server.
    expect(pageTitle('/enterprise/accept?token=x')).toBe('Join a firm · Claimwright');
  });
});

describe('public pages share the landing header and footer', () => {
  it.each(['/privacy', '/tos', '/contact', '/blog', '/auth/login', '/nowhere'])(
    '%s has the site header and footer',
    async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      const header = await screen.findByRole('banner');
      expect(within(header).getByRole('link', { name: 'Claimwright' })).toHaveAttribute(
        'href',
        '/',
      );
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
    },
  );
});

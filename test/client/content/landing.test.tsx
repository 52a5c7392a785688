import { screen, within } from '@testing-library/react';
import LandingPage from '../../../src/client/features/landing/LandingPage';
import { signedInState } from '../support/render';
import { renderPage } from './render';

describe('landing page', () => {
  it('says what Claimwright does under one level-one heading', () => {
    renderPage(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Patent applications drafted from the disclosure, checked as you write',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Your disclosure stays on your server',
      'Checks that run on every edit',
      'In Word or in the browser, on a laptop or for the firm',
      'Pricing',
      'Read first, or ask',
    ]);
  });

  it('names the engines and every check', () => {
    renderPage(<LandingPage />);
    for (const name of [
      'Offline engine, the default',
      'A model on your own hardware',
      'A provider your firm contracts with',
      'Antecedent basis',
      'Claim dependency and numbering',
      'Support in the description',
      'Reference numerals',
      'Abstract length',
      'Means-plus-function',
      'Patent profanity',
      'Claim fees',
      'On one laptop',
      'For the whole firm',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('links to register, login, blog and contact, and to privacy and terms in the footer', () => {
    renderPage(<LandingPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of ['/auth/register', '/auth/login', '/blog', '/contact']) {
      expect(hrefs).toContain(href);
    }
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/tos');
  });

  it('navigates to registration from the main call to action', async () => {
    const { user } = renderPage(<LandingPage />, { routes: { '/auth/register': <p>register</p> } });
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create an account' }),
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/auth/register');
  });

  it('offers a signed-in visitor the editor instead of sign-in and registration', () => {
    renderPage(<LandingPage />, { preloadedState: signedInState() });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Open the editor' })).toHaveAttribute('href', '/editor');
    expect(main.queryByRole('link', { name: 'Create an account' })).toBeNull();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Open the editor' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  });
});

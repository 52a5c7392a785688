import { screen } from '@testing-library/react';
import PrivacyPage from '../../../src/client/features/legal/PrivacyPage';
import TermsPage from '../../../src/client/features/legal/TermsPage';
import { renderPage } from './render';

describe('privacy page', () => {
  it.each([
    ['account email and full name', 'your email address and full name'],
    ['argon2id password hash', 'your password, kept only as an argon2id hash'],
    [
      'two-step secret and hashed recovery codes',
      'its TOTP secret and your recovery codes, kept hashed',
    ],
    [
      'enterprise membership and role',
      'membership of an enterprise (your firm) with your role in it',
    ],
    ['drafts and revisions', 'Drafts and their revisions'],
    [
      'generation records',
      'who started it, which draft and section, the engine and model used, its state',
    ],
    ['generation usage and times', 'the token usage reported by the model, and timestamps'],
    ['contact messages', 'the name, email address, company and message you send'],
    [
      'mail outbox',
      'outgoing mails (password reset links and contact messages) are kept in an outbox',
    ],
    ['request logs with ids', 'a log line for each request, with a request id'],
    ['what logs never hold', 'Logs never contain passwords, tokens or the text of drafts.'],
    ['browser storage', 'your sign-in (your email and the access token'],
    ['mail through the firm SMTP server', 'goes through the SMTP server the operator configures'],
    [
      'draft text only to the configured provider',
      'leaves the server only to the AI provider the operator has configured, if any',
    ],
    [
      'offline engine by default',
      'embedded offline engine, which needs no AI account and no network',
    ],
    ['office.js only in the task pane', 'task pane loads Microsoft’s office.js library'],
    ['no analytics or trackers', 'Claimwright has no analytics and no third-party trackers'],
    ['operator is the controller', 'is the controller of the personal data in it'],
    [
      'deletion through the administrator',
      'ask your administrator: superusers can delete user accounts',
    ],
    ['drafts stay on the firm server', 'Drafts stay on the operator’s server'],
  ])('mentions %s', (_label, phrase) => {
    const { container } = renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(container.textContent!.replace(/\s+/g, ' ')).toContain(phrase);
  });

  it('has a level-one heading and links to the terms and contact pages', () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /terms/i })[0]).toHaveAttribute('href', '/tos');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});

describe('terms page', () => {
  it('states who is responsible and links to the privacy page', () => {
    const { container } = renderPage(<TermsPage />, { path: '/tos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'You remain responsible for what you file' }),
    ).toBeInTheDocument();
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('Claimwright is self-hosted');
    expect(text).toContain('does not give legal advice');
    expect(text).toContain('embedded offline engine, which sends nothing anywhere');
    expect(screen.getByRole('link', { name: 'privacy page' })).toHaveAttribute('href', '/privacy');
  });
});

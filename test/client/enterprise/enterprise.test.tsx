import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { bodiesOf, fakeApi, userDetails, userPublic } from '../support/fake-api';
import { renderWithProviders, signedInState } from '../support/render';

const DETAILS = 'GET /api/v1/users/get_user_details';
const admin = userDetails({
  enterprise_id: 3,
  enterprise_role: 'admin',
  enterprise: { id: 3, name: 'Lovelace & Babbage', role: 'admin' },
});
const enterprise = {
  id: 3,
  name: 'Lovelace & Babbage',
  member_count: 2,
  created_at: '2026-01-01T00:00:00Z',
};
const members = {
  data: [
    userPublic({ enterprise_id: 3, enterprise_role: 'admin' }),
    userPublic({ id: 2, email: 'charles@example.com', full_name: 'Charles', enterprise_id: 3 }),
  ],
  count: 2,
};
const LINK = '/api/v1/users/link_user_to_enterprise';

beforeEach(() => localStorage.clear());

function open() {
  return renderWithProviders(<AppRoutes />, {
    route: '/enterprise',
    preloadedState: signedInState(),
  });
}

describe('enterprise members page', () => {
  it('lists the members of the admin’s enterprise', async () => {
    fakeApi({
      [DETAILS]: { body: admin },
      'GET /api/v1/enterprises/3': { body: enterprise },
      'GET /api/v1/enterprises/3/users?skip=0&limit=25': { body: members },
    });
    open();
    const table = await screen.findByTestId('members-table');
    expect(await within(table).findByText('charles@example.com')).toBeInTheDocument();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–2 of 2');
    expect(await screen.findByText('Lovelace & Babbage · 2 members')).toBeInTheDocument();
  });

  it('invites a user by email and role, and shows an error from the server', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: admin },
      'GET /api/v1/enterprises/3': { body: enterprise },
      'GET /api/v1/enterprises/3/users?skip=0&limit=25': { body: members },
      [`POST ${LINK}?email=grace%40example.com&role=member`]: {
        body: { message: 'If an account exists for this email, an invitation has been sent to it' },
      },
      [`POST ${LINK}?email=taken%40example.com&role=member`]: {
        status: 409,
        body: { detail: 'The user belongs to another enterprise' },
      },
    });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Invite a user' });
    await user.type(within(form).getByLabelText(/User email/), 'grace@example.com');
    await user.click(screen.getByTestId('link-submit'));
    expect(await screen.findByTestId('member-linked')).toHaveTextContent(
      'an invitation has been sent',
    );
    await user.type(within(form).getByLabelText(/User email/), 'taken@example.com');
    await user.click(screen.getByTestId('link-submit'));
    const alert = await within(form).findByTestId('error-message');
    expect(alert).toHaveTextContent('Already taken.');
    expect(alert).toHaveTextContent('The user belongs to another enterprise');
    expect(seen.filter((r) => r.url.startsWith(LINK)).map((r) => r.method)).toEqual([
      'POST',
      'POST',
    ]);
  });

  it('unlinks a member by email', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: admin },
      'GET /api/v1/enterprises/3': { body: enterprise },
      'GET /api/v1/enterprises/3/users?skip=0&limit=25': { body: members },
      [`DELETE ${LINK}?email=charles%40example.com`]: {
        body: userPublic({ id: 2, email: 'charles@example.com' }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Unlink charles@example.com' }));
    await screen.findByTestId('members-table');
    expect(bodiesOf(seen, `DELETE ${LINK}?email=charles%40example.com`)).toEqual([null]);
  });

  it('offers a user without an enterprise to create one', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: userDetails() },
      'POST /api/v1/enterprises/': { body: enterprise },
    });
    const { user } = open();
    const card = await screen.findByTestId('enterprise-create');
    await user.type(within(card).getByLabelText(/Firm name/), 'Lovelace & Babbage');
    await user.click(within(card).getByRole('button', { name: 'Create firm' }));
    await screen.findByTestId('enterprise-page');
    expect(bodiesOf(seen, 'POST /api/v1/enterprises/')).toEqual([{ name: 'Lovelace & Babbage' }]);
  });

  it('says under the field that another firm has the name (409), until the name is changed', async () => {
    const detail = 'Another firm is already named "Lovelace & Babbage". Choose a different name.';
    fakeApi({
      [DETAILS]: { body: userDetails() },
      'POST /api/v1/enterprises/': { status: 409, body: { detail } },
    });
    const { user } = open();
    const card = await screen.findByTestId('enterprise-create');
    const field = within(card).getByLabelText(/Firm name/);
    await user.type(field, 'lovelace & babbage');
    await user.click(within(card).getByRole('button', { name: 'Create firm' }));
    expect(await within(card).findByText(detail)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(detail);
    await user.type(field, ' of Leeds');
    expect(within(card).queryByText(detail)).toBeNull();
  });

  it('tells a superuser the firm was created and empties the name field for the next one', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails({ is_superuser: true }) },
      'GET /api/v1/enterprises/?skip=0&limit=1000': { body: { data: [], count: 0 } },
      'POST /api/v1/enterprises/': { body: enterprise },
    });
    const { user } = open();
    const field = await screen.findByLabelText(/Firm name/);
    await user.type(field, 'Lovelace & Babbage');
    await user.click(screen.getByRole('button', { name: 'Create firm' }));
    expect(await screen.findByTestId('enterprise-created')).toHaveTextContent(
      'Created the firm “Lovelace & Babbage”.',
    );
    expect(screen.getByLabelText(/Firm name/)).toHaveValue('');
  });
});

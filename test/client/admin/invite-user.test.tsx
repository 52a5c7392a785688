import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { bodiesOf, fakeApi, userDetails, userPublic } from '../support/fake-api';
import { renderWithProviders, signedInState } from '../support/render';

const DETAILS = 'GET /api/v1/users/get_user_details';
const INVITE = 'POST /api/v1/users/invite';
const superuser = userDetails({ is_superuser: true });
const usersPage = { body: { data: [userPublic()], count: 1 } };

beforeEach(() => localStorage.clear());

function openAt(route: string) {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: signedInState() });
}

describe('adding a user', () => {
  it('a superuser invites by email: no password asked, the answer is shown, the form is ready again', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': usersPage,
      [INVITE]: { body: { message: 'An invitation has been sent to grace@example.com.' } },
    });
    const { user } = openAt('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Add a user' }));
    const dialog = await screen.findByTestId('invite-user-dialog');
    expect(dialog.querySelector('input[type="password"]')).toBeNull();

    await user.type(within(dialog).getByLabelText(/Email/), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(bodiesOf(seen, INVITE)).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'grace@example.com');
    await user.type(within(dialog).getByLabelText('Full name'), 'Grace Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByTestId('invite-sent')).toHaveTextContent(
      'An invitation has been sent to grace@example.com.',
    );
    expect(bodiesOf(seen, INVITE)).toEqual([
      { email: 'grace@example.com', full_name: 'Grace Hopper' },
    ]);
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('invite-user-dialog')).toBeNull());
  });

  it('a superuser creates a user with a password, and sees a taken email in plain words', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': usersPage,
      'POST /api/v1/users/': (request) =>
        (JSON.parse(request.body!) as { email: string }).email === 'taken@example.com'
          ? {
              status: 409,
              body: { detail: 'The user with this email already exists in the system' },
            }
          : { body: userPublic({ id: 8, email: 'alan@example.com' }) },
    });
    const { user } = openAt('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Add a user' }));
    const dialog = await screen.findByTestId('invite-user-dialog');
    await user.click(within(dialog).getByLabelText(/Create with a password/));
    await user.type(within(dialog).getByLabelText(/Email/), 'taken@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'a long password');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'a long password');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(
      await within(dialog).findByText('The user with this email already exists in the system'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), 'alan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(screen.queryByTestId('invite-user-dialog')).toBeNull());
    expect(bodiesOf(seen, 'POST /api/v1/users/').at(-1)).toEqual({
      email: 'alan@example.com',
      password: 'a long password',
      is_superuser: false,
    });
  });

  it('an enterprise admin invites a colleague into the firm with a role, never with a password', async () => {
    const admin = userDetails({
      enterprise_id: 3,
      enterprise_role: 'admin',
      enterprise: { id: 3, name: 'Lovelace & Babbage', role: 'admin' },
    });
    const seen = fakeApi({
      [DETAILS]: { body: admin },
      'GET /api/v1/enterprises/3': {
        body: { id: 3, name: 'Lovelace & Babbage', member_count: 1, created_at: '2026-01-01' },
      },
      'GET /api/v1/enterprises/3/users?skip=0&limit=25': usersPage,
      [INVITE]: { body: { message: 'An invitation has been sent to this email.' } },
    });
    const { user } = openAt('/enterprise');
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    const dialog = await screen.findByTestId('invite-user-dialog');
    expect(within(dialog).queryByText(/Create with a password/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Email/), 'ada@firm.example');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByTestId('invite-sent')).toBeInTheDocument();
    expect(bodiesOf(seen, INVITE)).toEqual([
      { email: 'ada@firm.example', enterprise_id: 3, enterprise_role: 'admin' },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/client/app/routes';
import { bodiesOf, fakeApi, userDetails, userPublic } from '../support/fake-api';
import { renderWithProviders, signedInState } from '../support/render';

const DETAILS = 'GET /api/v1/users/get_user_details';
const superuser = userDetails({ is_superuser: true });
const people = Array.from({ length: 45 }, (_, i) =>
  userPublic({ id: i + 1, email: `user${i + 1}@example.com`, full_name: `User ${i + 1}` }),
);
const page = (skip: number) => ({ body: { data: people.slice(skip, skip + 20), count: 45 } });

beforeEach(() => localStorage.clear());

function open() {
  return renderWithProviders(<AppRoutes />, {
    route: '/admin/users',
    preloadedState: signedInState(),
  });
}

describe('user administration', () => {
  it('pages through the users 20 at a time', async () => {
    fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': page(0),
      'GET /api/v1/users/?skip=20&limit=20': page(20),
    });
    const { user } = open();
    expect(await screen.findByText('user20@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('1–20 of 45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('user21@example.com')).toBeInTheDocument();
    expect(screen.queryByText('user20@example.com')).toBeNull();
    expect(screen.getByTestId('pager-status')).toHaveTextContent('21–40 of 45');
  });

  it('deactivates a user, and cannot deactivate or delete itself', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': page(0),
      'PATCH /api/v1/users/5': { body: userPublic({ id: 5, is_active: false }) },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Deactivate user5@example.com' }));
    await waitFor(() =>
      expect(bodiesOf(seen, 'PATCH /api/v1/users/5')).toEqual([{ is_active: false }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete user1@example.com' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Deactivate user1@example.com' })).toBeDisabled();
  });

  it('edits a user in a dialog', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': page(0),
      'PATCH /api/v1/users/7': { body: userPublic({ id: 7 }) },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit user7@example.com' }));
    const dialog = await screen.findByTestId('edit-user-dialog');
    await user.type(within(dialog).getByLabelText(/New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/New password/), ' no more');
    await user.click(within(dialog).getByLabelText('Superuser'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('edit-user-dialog')).toBeNull());
    expect(bodiesOf(seen, 'PATCH /api/v1/users/7')).toEqual([
      {
        full_name: 'User 7',
        email: 'user7@example.com',
        is_active: true,
        is_superuser: true,
        password: 'short no more',
      },
    ]);
  });

  it('deletes a user after confirmation', async () => {
    const seen = fakeApi({
      [DETAILS]: { body: superuser },
      'GET /api/v1/users/?skip=0&limit=20': page(0),
      'DELETE /api/v1/users/9': { body: { message: 'User deleted successfully' } },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete user9@example.com' }));
    await user.click(await screen.findByTestId('delete-user-confirm'));
    await waitFor(() => expect(screen.queryByTestId('delete-user-dialog')).toBeNull());
    expect(bodiesOf(seen, 'DELETE /api/v1/users/9')).toEqual([null]);
  });

  it('shows 403 to a user who is not a superuser', async () => {
    fakeApi({
      [DETAILS]: { body: userDetails() },
      'GET /api/v1/users/?skip=0&limit=20': {
        status: 403,
        body: { detail: "The user doesn't have enough privileges" },
      },
    });
    open();
    expect(await screen.findByTestId('admin-only')).toHaveTextContent(
      'Only administrators can see and manage the users',
    );
    expect(screen.getByRole('button', { name: 'Back to your drafts' })).toBeInTheDocument();
    // No empty table, no pager reading "None", no server wording.
    expect(screen.queryByTestId('users-table')).not.toBeInTheDocument();
    expect(screen.queryByText(/privileges|Forbidden|None/)).not.toBeInTheDocument();
  });
});

import { Badge, Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { UserPublic } from '../../../core/api/users';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { Pager } from '../../components/Pager';
import { queryError } from '../../components/query-error';
import { UserTable } from '../../components/UserTable';
import { useGetUserDetailsQuery } from '../account/account-api';
import { useListUsersQuery, useUpdateUserMutation } from './admin-api';
import { AdminBillingCard } from './AdminBillingCard';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { InviteUserButton } from './InviteUserDialog';

/** Users per page of the table. */
export const USERS_PAGE = 20;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** `/admin/users` (superusers): the paged user table with edit, deactivate and delete. */
export default function AdminUsersPage() {
  const styles = useStyles();
  const [skip, setSkip] = useState(0);
  const users = useListUsersQuery({ skip, limit: USERS_PAGE });
  const me = useGetUserDetailsQuery(undefined);
  const [update, updating] = useUpdateUserMutation();
  const [editing, setEditing] = useState<UserPublic | null>(null);
  const [deleting, setDeleting] = useState<UserPublic | null>(null);

  const listError = queryError(users.error);
  if (listError?.status === 403) {
    // Not an administrator: no empty table and pager, just where to go instead.
    return (
      <div className={styles.page} data-testid="admin-users-page">
        <Title2 as="h1">Users</Title2>
        <PageCard>
          <Body1 data-testid="admin-only">
            Only administrators can see and manage the users of this Claimwright. Ask your
            administrator to add or change an account for you.
          </Body1>
          <div>
            <ButtonLink to="/editor" appearance="primary">
              Back to your drafts
            </ButtonLink>
          </div>
        </PageCard>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="admin-users-page">
      <Title2 as="h1">Users</Title2>
      <div>
        <InviteUserButton />
      </div>
      <ErrorMessage error={queryError(users.error ?? updating.error)} />
      <PageCard>
        <UserTable
          label="Users"
          testId="users-table"
          rowTestId="user-row"
          rows={users.data?.data}
          detail={{
            heading: 'Status',
            cell: (user) => (
              <>
                <Badge appearance="tint" color={user.is_active ? 'success' : 'danger'}>
                  {user.is_active ? 'active' : 'inactive'}
                </Badge>{' '}
                {user.is_superuser && <Badge appearance="tint">superuser</Badge>}{' '}
                {user.two_step_enabled && <Badge appearance="outline">two-step</Badge>}
              </>
            ),
          }}
          actions={(user) => (
            <div className={styles.actions}>
              <Button
                size="small"
                aria-label={`Edit ${user.email}`}
                onClick={() => setEditing(user)}
              >
                Edit
              </Button>
              <Button
                size="small"
                aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${user.email}`}
                disabled={updating.isLoading || user.id === me.data?.id}
                onClick={() => void update({ id: user.id, body: { is_active: !user.is_active } })}
              >
                {user.is_active ? 'Deactivate' : 'Activate'}
              </Button>
              <Button
                size="small"
                aria-label={`Delete ${user.email}`}
                disabled={user.id === me.data?.id}
                onClick={() => setDeleting(user)}
              >
                Delete
              </Button>
            </div>
          )}
        />
        <Pager skip={skip} limit={USERS_PAGE} count={users.data?.count ?? 0} onChange={setSkip} />
      </PageCard>
      <AdminBillingCard />
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

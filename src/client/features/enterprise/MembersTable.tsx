import { Badge, Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Pager } from '../../components/Pager';
import { queryError } from '../../components/query-error';
import { UserTable } from '../../components/UserTable';
import { useEnterpriseMembersQuery, useUnlinkUserMutation } from './enterprise-api';

const PAGE = 25;

/** The enterprise's members, a page at a time, each with an Unlink button. */
export function MembersTable({
  enterpriseId,
  asSuperuser,
}: {
  enterpriseId: number;
  asSuperuser: boolean;
}) {
  const [skip, setSkip] = useState(0);
  const members = useEnterpriseMembersQuery({ id: enterpriseId, skip, limit: PAGE });
  const [unlink, unlinking] = useUnlinkUserMutation();
  return (
    <>
      <ErrorMessage error={queryError(members.error ?? unlinking.error)} />
      <UserTable
        label="Members"
        testId="members-table"
        rowTestId="member-row"
        rows={members.data?.data}
        detail={{
          heading: 'Role',
          cell: (member) => (
            <Badge
              appearance="tint"
              color={member.enterprise_role === 'admin' ? 'brand' : 'informative'}
            >
              {member.enterprise_role ?? 'member'}
            </Badge>
          ),
        }}
        actions={(member) => (
          <Button
            size="small"
            aria-label={`Unlink ${member.email}`}
            disabled={unlinking.isLoading}
            onClick={() =>
              void unlink({
                email: member.email,
                enterprise_id: asSuperuser ? enterpriseId : undefined,
              })
            }
          >
            Unlink
          </Button>
        )}
      />
      <Pager skip={skip} limit={PAGE} count={members.data?.count ?? 0} onChange={setSkip} />
    </>
  );
}

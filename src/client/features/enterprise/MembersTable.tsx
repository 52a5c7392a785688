import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Pager } from '../../components/Pager';
import { queryError } from '../../components/query-error';
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
      <Table aria-label="Members" data-testid="members-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Email</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Role</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.data?.data.map((member) => (
            <TableRow key={member.id} data-testid={`member-row-${member.email}`}>
              <TableCell>{member.email}</TableCell>
              <TableCell>{member.full_name ?? ''}</TableCell>
              <TableCell>
                <Badge
                  appearance="tint"
                  color={member.enterprise_role === 'admin' ? 'brand' : 'informative'}
                >
                  {member.enterprise_role ?? 'member'}
                </Badge>
              </TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager skip={skip} limit={PAGE} count={members.data?.count ?? 0} onChange={setSkip} />
    </>
  );
}

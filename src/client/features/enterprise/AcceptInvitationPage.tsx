import { Button } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { ZAcceptInvitation } from '../../../core/api/enterprises';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { useAcceptInvitationMutation } from './enterprise-api';

/** `/enterprise/accept?enterprise_id=…&role=…&token=…`: the invited user joins, by choice. */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const invitation = ZAcceptInvitation.safeParse({
    token: params.get('token') ?? '',
    enterprise_id: Number(params.get('enterprise_id')),
    role: params.get('role'),
  });
  const [accept, { isLoading, error, data }] = useAcceptInvitationMutation();

  return (
    <PageCard title="Enterprise invitation" testId="accept-invitation">
      {!invitation.success ? (
        <ErrorMessage
          error={{
            status: 400,
            title: 'Incomplete invitation link',
            detail: 'Open the whole link from the invitation email.',
          }}
        />
      ) : data ? (
        <NoticeMessage testId="invitation-accepted">
          You joined the enterprise as {data.enterprise_role === 'admin' ? 'an admin' : 'a member'}.
        </NoticeMessage>
      ) : (
        <>
          <p>
            You are invited to join an enterprise as{' '}
            {invitation.data.role === 'admin' ? 'an admin' : 'a member'}. Its admins will see your
            name and email.
          </p>
          <ErrorMessage error={queryError(error)} />
          <Button
            appearance="primary"
            disabled={isLoading}
            onClick={() => void accept(invitation.data)}
          >
            Accept the invitation
          </Button>
        </>
      )}
    </PageCard>
  );
}

import {
  Body1,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { UserDetails } from '../../../core/api/users';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { useGetUserDetailsQuery } from '../account/account-api';
import { useGetEnterpriseQuery, useListEnterprisesQuery } from './enterprise-api';
import { CreateEnterpriseForm, RenameEnterpriseForm } from './EnterpriseForms';
import { LinkMemberForm } from './LinkMemberForm';
import { MembersTable } from './MembersTable';
import { InviteUserButton } from '../admin/InviteUserDialog';
import { counted } from '../../components/counted';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
});

function ManageEnterprise({ id, asSuperuser }: { id: number; asSuperuser: boolean }) {
  const { data, error } = useGetEnterpriseQuery(id);
  return (
    <>
      <ErrorMessage error={queryError(error)} />
      {data && (
        <PageCard
          title={`${data.name} · ${counted(data.member_count, 'member')}`}
          testId="enterprise-summary"
        >
          <RenameEnterpriseForm enterprise={data} />
        </PageCard>
      )}
      <PageCard title="Link a user" testId="enterprise-link">
        <LinkMemberForm enterpriseId={asSuperuser ? id : undefined} />
      </PageCard>
      <PageCard title="Someone without an account" testId="enterprise-invite">
        <Body1>
          Invite them by email: they join with an account and choose their own password.
        </Body1>
        <div>
          <InviteUserButton enterpriseId={id} />
        </div>
      </PageCard>
      <PageCard title="Members" testId="enterprise-members">
        <MembersTable enterpriseId={id} asSuperuser={asSuperuser} />
      </PageCard>
    </>
  );
}

function PickEnterprise() {
  const list = useListEnterprisesQuery({ skip: 0, limit: 1000 });
  const [picked, setPicked] = useState<number | null>(null);
  const current = list.data?.data.find((e) => e.id === picked);
  return (
    <>
      <ErrorMessage error={queryError(list.error)} />
      <PageCard title="Enterprise" testId="enterprise-picker">
        <Field label="Enterprise to manage">
          <Dropdown
            placeholder={list.data?.count === 0 ? 'No enterprises yet' : 'Choose an enterprise'}
            value={current?.name ?? ''}
            selectedOptions={picked === null ? [] : [String(picked)]}
            onOptionSelect={(_, d) => setPicked(Number(d.optionValue))}
          >
            {list.data?.data.map((e) => (
              <Option key={e.id} value={String(e.id)}>
                {e.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </PageCard>
      {picked !== null && <ManageEnterprise key={picked} id={picked} asSuperuser />}
      <PageCard title="Create an enterprise">
        <CreateEnterpriseForm />
      </PageCard>
    </>
  );
}

function Content({ details }: { details: UserDetails }) {
  const { enterprise } = details;
  if (enterprise?.role === 'admin') {
    return <ManageEnterprise id={enterprise.id} asSuperuser={false} />;
  }
  if (details.is_superuser) return <PickEnterprise />;
  if (enterprise) {
    return (
      <PageCard title={enterprise.name}>
        <Body1>You are a member of {enterprise.name}. Its admins manage who belongs to it.</Body1>
      </PageCard>
    );
  }
  return (
    <PageCard title="Create your firm" testId="enterprise-create">
      <Body1>
        You are not part of an enterprise. Create one for your firm; you become its admin and can
        link your colleagues by email.
      </Body1>
      <CreateEnterpriseForm />
    </PageCard>
  );
}

/** `/enterprise`: the firm's members for its admins (list, link, unlink by email); superusers pick any firm. */
export default function EnterprisePage() {
  const styles = useStyles();
  const { data, error, isLoading } = useGetUserDetailsQuery(undefined);
  return (
    <div className={styles.page} data-testid="enterprise-page">
      <Title2 as="h1">Enterprise</Title2>
      <ErrorMessage error={queryError(error)} />
      {isLoading && <Spinner label="Loading…" />}
      {data && <Content details={data} />}
    </div>
  );
}

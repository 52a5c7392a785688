import { Button, Field, Input, Option, Dropdown } from '@fluentui/react-components';
import { useState } from 'react';
import { ZLinkUserQuery, type EnterpriseRole } from '../../../core/api/enterprises';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useLinkUserMutation } from './enterprise-api';

/** Invites a user, by email, to the enterprise as a member or an admin; they join on accepting. */
export function LinkMemberForm({ enterpriseId }: { enterpriseId?: number }) {
  const form = useFormStyles();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<EnterpriseRole>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [link, { isLoading, error, data, reset }] = useLinkUserMutation();

  const submit = async () => {
    reset();
    const params = { email: email.trim(), role, enterprise_id: enterpriseId };
    const found = validate(ZLinkUserQuery, params);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await link(params);
    if (result.data) setEmail('');
  };

  return (
    <form
      className={form.form}
      noValidate
      aria-label="Invite a user"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {data && <NoticeMessage testId="member-linked">{data.message}</NoticeMessage>}
      <ErrorMessage error={queryError(error)} />
      <div className={form.row}>
        <Field label="User email" required validationMessage={errors.email}>
          <Input
            type="email"
            name="email"
            value={email}
            onChange={(_, d) => setEmail(d.value)}
            data-testid="link-email"
          />
        </Field>
        <Field label="Role">
          <Dropdown
            value={role === 'admin' ? 'Admin' : 'Member'}
            selectedOptions={[role]}
            onOptionSelect={(_, d) => setRole(d.optionValue === 'admin' ? 'admin' : 'member')}
            data-testid="link-role"
          >
            <Option value="member">Member</Option>
            <Option value="admin">Admin</Option>
          </Dropdown>
        </Field>
        <Button appearance="primary" type="submit" disabled={isLoading} data-testid="link-submit">
          Invite user
        </Button>
      </div>
    </form>
  );
}

import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Option,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { EnterpriseRole } from '../../../core/api/enterprises';
import { ZUserCreate, ZUserInvite } from '../../../core/api/users';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { queryError } from '../../components/query-error';
import { TextField } from '../../components/TextField';
import { validate, type FieldErrors } from '../../components/validate';
import { AdminDialogFrame } from './AdminDialogFrame';
import { useCreateUserMutation, useInviteUserMutation } from './invite-api';

type Mode = 'invite' | 'create';

/**
 * Where people are added: without `enterpriseId`, on the users page (superusers: invite, or
 * create with a password they pass on themselves); with it, into that enterprise with a role
 * (its admins, or a superuser managing it: invitation only).
 */
export interface InviteUserProps {
  enterpriseId?: number;
}

/**
 * Adds a person: by default an invitation by email, whose link lets them choose their own
 * password (no password travels by mail); superusers may instead create the account with a
 * password. Stays open after an invitation to show the answer and invite the next person.
 */
export function InviteUserDialog({ enterpriseId, onClose }: InviteUserProps & { onClose(): void }) {
  const intoFirm = enterpriseId !== undefined;
  const [mode, setMode] = useState<Mode>('invite');
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<EnterpriseRole>('member');
  const [superuser, setSuperuser] = useState(false);
  const password = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invite, invited] = useInviteUserMutation();
  const [create, created] = useCreateUserMutation();
  const creating = !intoFirm && mode === 'create';

  const submit = async () => {
    invited.reset();
    created.reset();
    const name = fullName.trim() === '' ? undefined : fullName.trim();
    if (creating) {
      const body = {
        email: email.trim(),
        full_name: name,
        password: password.password,
        is_superuser: superuser,
      };
      const found = password.checkConfirm(validate(ZUserCreate, body), 'password');
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      if ((await create(body)).data) onClose();
      return;
    }
    const body = {
      email: email.trim(),
      full_name: name,
      ...(intoFirm ? { enterprise_id: enterpriseId, enterprise_role: role } : {}),
    };
    const found = validate(ZUserInvite, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if ((await invite(body)).data) {
      setEmail('');
      setFullName('');
    }
  };

  const busy = invited.isLoading || created.isLoading;
  return (
    <AdminDialogFrame
      label="Add a user"
      title={intoFirm ? 'Invite a colleague' : 'Add a user'}
      testId="invite-user-dialog"
      submitLabel={creating ? 'Create user' : 'Send invitation'}
      closeLabel={invited.data ? 'Done' : 'Cancel'}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {invited.data && <NoticeMessage testId="invite-sent">{invited.data.message}</NoticeMessage>}
      <ErrorMessage error={queryError(invited.error ?? created.error)} />
      {!intoFirm && (
        <Field label="How">
          <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as Mode)}>
            <Radio value="invite" label="Invite by email: they choose their password" />
            <Radio value="create" label="Create with a password you give them" />
          </RadioGroup>
        </Field>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <TextField
        label="Full name"
        name="full_name"
        value={fullName}
        onChange={setFullName}
        error={errors.full_name}
      />
      {intoFirm && (
        <Field label="Role in the enterprise">
          <Dropdown
            value={role === 'admin' ? 'Admin' : 'Member'}
            selectedOptions={[role]}
            onOptionSelect={(_, d) => setRole(d.optionValue === 'admin' ? 'admin' : 'member')}
          >
            <Option value="member">Member</Option>
            <Option value="admin">Admin</Option>
          </Dropdown>
        </Field>
      )}
      {creating && (
        <>
          <NewPasswordFields state={password} name="password" errors={errors} />
          <Checkbox
            label="Superuser"
            checked={superuser}
            onChange={(_, d) => setSuperuser(d.checked === true)}
          />
        </>
      )}
    </AdminDialogFrame>
  );
}

/** The button that opens the dialog: one line for a page to add. */
export function InviteUserButton(props: InviteUserProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button appearance="primary" onClick={() => setOpen(true)} data-testid="invite-user-open">
        {props.enterpriseId === undefined ? 'Add a user' : 'Invite a colleague'}
      </Button>
      {open && <InviteUserDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

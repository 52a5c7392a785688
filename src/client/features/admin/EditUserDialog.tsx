import { Checkbox, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { ZUserUpdate, type UserPublic, type UserUpdate } from '../../../core/api/users';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { validate, type FieldErrors } from '../../components/validate';
import { AdminDialogFrame } from './AdminDialogFrame';
import { useUpdateUserMutation } from './admin-api';

/** Edits a user: name, email, active, superuser, and optionally a new password. */
export function EditUserDialog({ user, onClose }: { user: UserPublic; onClose: () => void }) {
  const [fullName, setFullName] = useState(user.full_name ?? '');
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [active, setActive] = useState(user.is_active);
  const [superuser, setSuperuser] = useState(user.is_superuser);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { isLoading, error }] = useUpdateUserMutation();

  const save = async () => {
    const body: UserUpdate = {
      full_name: fullName.trim() === '' ? null : fullName.trim(),
      email: email.trim(),
      is_active: active,
      is_superuser: superuser,
      ...(password === '' ? {} : { password }),
    };
    const found = validate(ZUserUpdate, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await update({ id: user.id, body });
    if (result.data) onClose();
  };

  return (
    <AdminDialogFrame
      label={`Edit ${user.email}`}
      testId="edit-user-dialog"
      submitLabel="Save"
      busy={isLoading}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <ErrorMessage error={queryError(error)} />
      <Field label="Full name" validationMessage={errors.full_name}>
        <Input value={fullName} onChange={(_, d) => setFullName(d.value)} />
      </Field>
      <Field label="Email" required validationMessage={errors.email}>
        <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
      </Field>
      <Field
        label="New password"
        hint="Leave empty to keep the current one; 8 to 128 characters"
        validationMessage={errors.password}
      >
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(_, d) => setPassword(d.value)}
        />
      </Field>
      <Checkbox
        label="Active (may sign in)"
        checked={active}
        onChange={(_, d) => setActive(d.checked === true)}
      />
      <Checkbox
        label="Superuser"
        checked={superuser}
        onChange={(_, d) => setSuperuser(d.checked === true)}
      />
    </AdminDialogFrame>
  );
}

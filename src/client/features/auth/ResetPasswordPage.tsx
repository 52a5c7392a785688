import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ZNewPassword } from '../../../core/api/password';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './auth-requests';
import type { LoginNotice } from './LoginPage';

/** `/reset-password?token=…`: sets a new password with the emailed single-use token. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useRequest();

  const footer = <Link to="/auth/forgot-password">Ask for a new link</Link>;
  if (token === '') {
    return (
      <AuthCard title="Reset your password" footer={footer}>
        <ErrorMessage
          error={{
            status: 400,
            title: 'Missing reset token',
            detail: 'Open the link from the password reset email, or ask for a new one.',
          }}
        />
      </AuthCard>
    );
  }

  const submit = async () => {
    const body = { token, new_password: password };
    const found = validate(ZNewPassword, body);
    if (!found.new_password && confirm !== password) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run(() => requestPasswordReset(body));
    if (!answer) return;
    const state: LoginNotice = { notice: `${answer.message} Sign in with your new password.` };
    navigate('/auth/login', { state });
  };

  return (
    <AuthCard
      title="Choose a new password"
      formName="Choose a new password"
      onSubmit={() => void submit()}
      footer={footer}
    >
      <ErrorMessage error={error} />
      <Field
        label="New password"
        required
        hint="8 to 128 characters"
        validationMessage={errors.new_password ?? errors.token}
      >
        <Input
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Field label="Confirm new password" required validationMessage={errors.confirm}>
        <Input
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(_, data) => setConfirm(data.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Set new password'}
      </Button>
    </AuthCard>
  );
}

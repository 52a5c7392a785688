import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ZNewPassword } from '../../../core/api/password';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './auth-requests';
import type { LoginNotice } from './LoginPage';

/**
 * `/reset-password?token=…`: sets a new password with the emailed single-use token; with
 * `&invited=1` (an administrator's invitation) the first password of a new account.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invited = params.get('invited') === '1';
  const title = invited ? 'Choose your password' : 'Choose a new password';
  const newPassword = useNewPassword();
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
    const body = { token, new_password: newPassword.password };
    const found = newPassword.checkConfirm(validate(ZNewPassword, body), 'new_password');
    if (found.token) found.new_password ??= found.token;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run(() => requestPasswordReset(body));
    if (!answer) return;
    const state: LoginNotice = {
      notice: invited
        ? 'Your password is set. Sign in with your email and that password.'
        : `${answer.message} Sign in with your new password.`,
    };
    navigate('/auth/login', { state });
  };

  // The server says only "Invalid token" for a link that was used, expired or replaced by a newer one.
  const shown =
    error && /^invalid( or expired)? token$/i.test(error.detail ?? '')
      ? {
          ...error,
          title: 'This link no longer works',
          detail:
            'It was used already, has expired, or a newer link was sent since. Ask for a new link below.',
        }
      : error;

  return (
    <AuthCard title={title} formName={title} onSubmit={() => void submit()} footer={footer}>
      <ErrorMessage error={shown} />
      <NewPasswordFields state={newPassword} name="new_password" errors={errors} new />
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Saving…' : invited ? 'Set password' : 'Set new password'}
      </Button>
    </AuthCard>
  );
}

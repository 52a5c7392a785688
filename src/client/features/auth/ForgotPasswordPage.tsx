import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ZPasswordRecoveryParams } from '../../../core/api/password';
import { TextField } from '../../components/TextField';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestPasswordRecovery } from './auth-requests';

/** `/auth/forgot-password`: asks for a reset link; the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const { pending, error, run } = useRequest();

  const submit = async () => {
    const found = validate(ZPasswordRecoveryParams, { email: email.trim() });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run(() => requestPasswordRecovery(email.trim()));
    if (answer) setSent(answer.message);
  };

  return (
    <AuthCard
      title="Reset your password"
      formName="Reset your password"
      onSubmit={() => void submit()}
      footer={<Link to="/auth/login">Back to sign in</Link>}
    >
      {sent && <NoticeMessage testId="recovery-sent">{sent}</NoticeMessage>}
      <ErrorMessage error={error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        hint="We send a link to reset your password if an account uses this email."
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send reset link'}
      </Button>
    </AuthCard>
  );
}

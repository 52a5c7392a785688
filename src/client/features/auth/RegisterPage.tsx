import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ZUserRegister } from '../../../core/api/users';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestRegister } from './auth-requests';
import type { LoginNotice } from './LoginPage';

/** `/auth/register`: open registration; on success the login page opens with the email filled in. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useRequest();

  const submit = async () => {
    const body = {
      email: email.trim(),
      password,
      full_name: fullName.trim() === '' ? undefined : fullName.trim(),
    };
    const found = validate(ZUserRegister, body);
    if (!found.password && confirm !== password) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const user = await run(() => requestRegister(body));
    if (!user) return;
    const state: LoginNotice = { notice: 'Your account is ready. Sign in.', email: user.email };
    navigate('/auth/login', { state });
  };

  return (
    <AuthCard
      title="Create your account"
      formName="Create your account"
      onSubmit={() => void submit()}
      footer={<Link to="/auth/login">Already have an account? Sign in</Link>}
    >
      <ErrorMessage error={error} />
      <Field label="Full name" validationMessage={errors.full_name}>
        <Input
          name="full_name"
          autoComplete="name"
          value={fullName}
          onChange={(_, data) => setFullName(data.value)}
        />
      </Field>
      <Field label="Email" required validationMessage={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(_, data) => setEmail(data.value)}
        />
      </Field>
      <Field
        label="Password"
        required
        hint="8 to 128 characters"
        validationMessage={errors.password}
      >
        <Input
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(_, data) => setPassword(data.value)}
        />
      </Field>
      <Field label="Confirm password" required validationMessage={errors.confirm}>
        <Input
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(_, data) => setConfirm(data.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Creating account…' : 'Create account'}
      </Button>
    </AuthCard>
  );
}

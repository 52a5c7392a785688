import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isTwoStepRequired } from '../../../core/api/login';
import { signedIn, twoStepRequired } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestLogin } from './auth-requests';

/** What other auth pages pass to the login page through navigation state. */
export interface LoginNotice {
  notice?: string;
  email?: string;
}

const ZLoginFields = z.object({
  username: z.email().max(254),
  password: z.string().min(1).max(128),
});

/** `/auth/login`: email + password; on success the guard sends the user on, on two-step to `/auth/two-step`. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginNotice;
  const [username, setUsername] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useRequest();

  const submit = async () => {
    const found = validate(ZLoginFields, { username: username.trim(), password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = username.trim();
    const answer = await run(() => requestLogin(email, password));
    if (!answer) return;
    if (isTwoStepRequired(answer)) {
      dispatch(twoStepRequired({ username: email, twoStepToken: answer.two_step_token }));
      navigate('/auth/two-step');
      return;
    }
    dispatch(signedIn({ username: email, token: answer }));
  };

  return (
    <AuthCard
      title="Sign in"
      formName="Sign in"
      onSubmit={() => void submit()}
      footer={
        <>
          <Link to="/auth/forgot-password">Forgot your password?</Link>
          <Link to="/auth/register">Create an account</Link>
        </>
      }
    >
      {state.notice && <NoticeMessage testId="login-notice">{state.notice}</NoticeMessage>}
      <ErrorMessage error={error} />
      <TextField
        label="Email"
        name="username"
        type="email"
        autoComplete="username"
        required
        value={username}
        onChange={setUsername}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </AuthCard>
  );
}

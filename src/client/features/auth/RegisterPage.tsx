import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ZUserRegister } from '../../../core/api/users';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { TextField } from '../../components/TextField';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestLogin, requestRegister } from './auth-requests';
import { isTwoStepRequired } from '../../../core/api/login';
import { signedIn } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import type { LoginNotice } from './LoginPage';

/** `/auth/register`: open registration; on success the new user is signed in and lands on /editor. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useRequest();

  const submit = async () => {
    const body = {
      email: email.trim(),
      password: newPassword.password,
      full_name: fullName.trim() === '' ? undefined : fullName.trim(),
    };
    const found = newPassword.checkConfirm(validate(ZUserRegister, body), 'password');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const user = await run(() => requestRegister(body));
    if (!user) return;
    // Signed in at once, through the login's own token flow; should that fail (or ask for a
    // second step), the login page opens with the email filled in, as before.
    const answer = await requestLogin(body.email, body.password).catch(() => null);
    if (answer && !isTwoStepRequired(answer)) {
      dispatch(signedIn({ username: body.email, token: answer }));
      navigate('/editor');
      return;
    }
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
      <TextField
        label="Full name"
        name="full_name"
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        error={errors.full_name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <NewPasswordFields state={newPassword} name="password" errors={errors} />
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Creating account…' : 'Create account'}
      </Button>
    </AuthCard>
  );
}

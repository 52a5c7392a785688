import { Button, Field, Input, Link as FluentLink } from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { selectPendingTwoStep, signedIn, twoStepCleared } from '../../app/auth-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useRequest } from '../../components/use-request';
import { validate, type FieldErrors } from '../../components/validate';
import { AuthCard } from './AuthCard';
import { requestTwoStepLogin } from './auth-requests';

const ZTotp = z.object({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
const ZRecovery = z.object({
  code: z
    .string()
    .min(6, 'Enter one of your recovery codes (xxxx-xxxx-xxxx-xxxx)')
    .max(32, 'A recovery code is at most 32 characters'),
});

/** `/auth/two-step`: the second step of a login, with an authenticator code or a recovery code. */
export default function TwoStepPage() {
  const dispatch = useAppDispatch();
  const pending2 = useAppSelector(selectPendingTwoStep);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, error, run } = useRequest();

  if (!pending2) {
    return (
      <AuthCard title="Two-step verification" footer={<Link to="/auth/login">Sign in</Link>}>
        <p>Sign in with your email and password first; this page then asks for your code.</p>
      </AuthCard>
    );
  }

  const submit = async () => {
    const value = code.replace(/\s+/g, '');
    const found = validate(recovery ? ZRecovery : ZTotp, { code: value });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const token = await run(() =>
      requestTwoStepLogin({ two_step_token: pending2.twoStepToken, code: value }),
    );
    if (token) dispatch(signedIn({ username: pending2.username, token }));
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setErrors({});
  };

  return (
    <AuthCard
      title="Two-step verification"
      formName="Two-step verification"
      onSubmit={() => void submit()}
      footer={
        <Link to="/auth/login" onClick={() => dispatch(twoStepCleared())}>
          Start again
        </Link>
      }
    >
      <ErrorMessage error={error} />
      <Field
        label={recovery ? 'Recovery code' : 'Authentication code'}
        required
        hint={
          recovery
            ? `One of the recovery codes saved when ${pending2.username} turned on two-step verification. Each works once.`
            : `The 6-digit code your authenticator app shows for ${pending2.username}.`
        }
        validationMessage={errors.code}
      >
        <Input
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={code}
          onChange={(_, data) => setCode(data.value)}
        />
      </Field>
      <Button appearance="primary" type="submit" disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </Button>
      <FluentLink as="button" type="button" onClick={switchMode}>
        {recovery ? 'Use an authenticator code instead' : 'Use a recovery code instead'}
      </FluentLink>
    </AuthCard>
  );
}

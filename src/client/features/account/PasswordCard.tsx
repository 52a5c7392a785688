import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { ZUpdatePassword } from '../../../core/api/users';
import { loggedOut } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useUpdatePasswordMutation } from './account-api';

/** Password change; the server then revokes earlier tokens, so the user signs in again. */
export function PasswordCard() {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const styles = useFormStyles();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, { isLoading, error, isSuccess }] = useUpdatePasswordMutation();

  const submit = async () => {
    const body = { current_password: current, new_password: next };
    const found = validate(ZUpdatePassword, body);
    if (!found.new_password && confirm !== next) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length === 0) await change(body);
  };

  if (isSuccess) {
    return (
      <PageCard title="Password" testId="account-password">
        <NoticeMessage testId="password-changed">
          Password changed. Sessions that used the old password have ended; sign in again.
        </NoticeMessage>
        <Button appearance="primary" onClick={() => dispatch(loggedOut())}>
          Sign in again
        </Button>
      </PageCard>
    );
  }

  return (
    <PageCard title="Password" testId="account-password">
      <form
        className={styles.form}
        noValidate
        aria-label="Change password"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ErrorMessage error={queryError(error)} />
        <Field label="Current password" required validationMessage={errors.current_password}>
          <Input
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={current}
            onChange={(_, d) => setCurrent(d.value)}
          />
        </Field>
        <Field
          label="New password"
          required
          hint="8 to 128 characters"
          validationMessage={errors.new_password}
        >
          <Input
            type="password"
            name="new_password"
            autoComplete="new-password"
            value={next}
            onChange={(_, d) => setNext(d.value)}
          />
        </Field>
        <Field label="Confirm new password" required validationMessage={errors.confirm}>
          <Input
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(_, d) => setConfirm(d.value)}
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </PageCard>
  );
}

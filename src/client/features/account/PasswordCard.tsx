import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ZUpdatePassword } from '../../../core/api/users';
import { loggedOut } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { TextField } from '../../components/TextField';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useUpdatePasswordMutation } from './account-api';

/** Password change; the server then revokes earlier tokens, so the user signs in again. */
export function PasswordCard() {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const next = useNewPassword();
  const styles = useFormStyles();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, { isLoading, error, isSuccess }] = useUpdatePasswordMutation();

  const submit = async () => {
    const body = { current_password: current, new_password: next.password };
    const found = next.checkConfirm(validate(ZUpdatePassword, body), 'new_password');
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
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={setCurrent}
          error={errors.current_password}
        />
        <NewPasswordFields state={next} name="new_password" errors={errors} new />
        <Button appearance="primary" type="submit" disabled={isLoading}>
          {isLoading ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </PageCard>
  );
}

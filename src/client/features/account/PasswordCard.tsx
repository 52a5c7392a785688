import { useState } from 'react';
import { ZUpdatePassword } from '../../../core/api/users';
import { tokenRefreshed } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '@fluentui/react-components';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { NewPasswordFields, useNewPassword } from '../../components/NewPasswordFields';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { TextField } from '../../components/TextField';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useUpdatePasswordMutation } from './account-api';

/**
 * Password change. The server revokes every earlier token and answers with a fresh one, which
 * replaces the stored one: this session stays signed in while the others (other browsers, Word)
 * end.
 */
export function PasswordCard() {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState('');
  const next = useNewPassword();
  const styles = useFormStyles();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, { isLoading, error }] = useUpdatePasswordMutation();
  const [changed, setChanged] = useState(false);

  const submit = async () => {
    const body = { current_password: current, new_password: next.password };
    const found = next.checkConfirm(validate(ZUpdatePassword, body), 'new_password');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await change(body);
    if (!result.data) return;
    const { access_token, token_type } = result.data;
    dispatch(tokenRefreshed({ access_token, token_type }));
    setChanged(true);
  };

  if (changed) {
    return (
      <PageCard title="Password" testId="account-password">
        <NoticeMessage testId="password-changed">
          Password changed. You are still signed in here; anywhere else you were signed in (another
          browser, Word) asks for the new password.
        </NoticeMessage>
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

import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { ZUserUpdateMe, type UserDetails } from '../../../core/api/users';
import { usernameChanged } from '../../app/auth-slice';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../components/TextField';
import { ErrorMessage, NoticeMessage } from '../../components/ErrorMessage';
import { PageCard } from '../../components/PageCard';
import { queryError } from '../../components/query-error';
import { useFormStyles } from '../../components/useFormStyles';
import { validate, type FieldErrors } from '../../components/validate';
import { useUpdateMeMutation } from './account-api';

/** Full name and email of the signed-in user. */
export function ProfileCard({ details }: { details: UserDetails }) {
  const [fullName, setFullName] = useState(details.full_name ?? '');
  const [email, setEmail] = useState(details.email);
  const dispatch = useAppDispatch();
  const styles = useFormStyles();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { isLoading, error, isSuccess, reset }] = useUpdateMeMutation();

  const submit = async () => {
    reset();
    const body = {
      full_name: fullName.trim() === '' ? null : fullName.trim(),
      email: email.trim(),
    };
    const found = validate(ZUserUpdateMe, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await update(body);
    if (result.data) dispatch(usernameChanged(result.data.email));
  };

  return (
    <PageCard title="Profile" testId="account-profile">
      <form
        className={styles.form}
        noValidate
        aria-label="Profile"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {isSuccess && <NoticeMessage testId="profile-saved">Profile saved.</NoticeMessage>}
        <ErrorMessage error={queryError(error)} />
        <TextField
          label="Full name"
          name="full_name"
          value={fullName}
          onChange={setFullName}
          error={errors.full_name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Button appearance="primary" type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save profile'}
        </Button>
      </form>
    </PageCard>
  );
}

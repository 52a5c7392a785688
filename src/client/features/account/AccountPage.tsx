import { makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';
import { queryError } from '../../components/query-error';
import { useGetUserDetailsQuery } from './account-api';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { TwoStepCard } from './TwoStepCard';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
  },
});

/** `/account`: account settings — profile, password, two-step verification. */
export default function AccountPage() {
  const styles = useStyles();
  const { data, error, isLoading } = useGetUserDetailsQuery(undefined);
  return (
    <div className={styles.page} data-testid="account-page">
      <Title2 as="h1">Account settings</Title2>
      <ErrorMessage error={queryError(error)} />
      {isLoading && <Spinner label="Loading your account…" />}
      {data && (
        <>
          <ProfileCard details={data} />
          <PasswordCard />
          <TwoStepCard details={data} />
        </>
      )}
    </div>
  );
}

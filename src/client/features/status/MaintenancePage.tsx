import { ButtonLink } from '../../components/ButtonLink';
import { StatusPage } from '../../components/StatusPage';

/** `/auth/maintenance`: shown while the service is down for maintenance. */
export default function MaintenancePage() {
  return (
    <StatusPage
      title="Down for maintenance"
      testId="maintenance-page"
      actions={
        <ButtonLink to="/" appearance="primary">
          Try again
        </ButtonLink>
      }
    >
      Claimwright is being updated and is unavailable for a few minutes. Your drafts are stored on
      the server and are not affected; come back shortly.
    </StatusPage>
  );
}

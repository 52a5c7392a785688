import { selectUser } from '../../app/auth-slice';
import { useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/ButtonLink';
import { StatusPage } from '../../components/StatusPage';

/** The error page: `/auth/404` and every unknown path. */
export default function NotFoundPage() {
  const user = useAppSelector(selectUser);
  return (
    <StatusPage
      code="404"
      title="Page not found"
      testId="not-found-page"
      actions={
        <>
          <ButtonLink to="/" appearance={user ? 'secondary' : 'primary'}>
            Home page
          </ButtonLink>
          {user && (
            <ButtonLink to="/editor" appearance="primary">
              Open the editor
            </ButtonLink>
          )}
        </>
      }
    >
      There is no page at this address. It may have moved, or the link may be mistyped.
    </StatusPage>
  );
}

import { makeStyles } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { SiteFooter, SiteHeader } from '../../features/landing/SiteChrome';
import { useLandingStyles } from '../../features/landing/useLandingStyles';

const useStyles = makeStyles({
  // The footer stays at the bottom of short pages (sign-in, not found).
  frame: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1 },
});

/** Layout of the public and auth pages: the landing page's header, type and footer around it. */
export function BlankLayout() {
  const styles = useStyles();
  const landing = useLandingStyles();
  return (
    <div data-testid="blank-layout" className={`${landing.root} ${styles.frame}`}>
      <SiteHeader />
      <div className={styles.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}

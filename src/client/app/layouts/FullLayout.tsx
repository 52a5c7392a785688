import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useGetUserDetailsQuery } from '../../features/account/account-api';
import { selectUser } from '../auth-slice';
import { useAppSelector } from '../hooks';
import { selectLayout } from '../layout-slice';
import { Customizer } from './Customizer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** Width of the page when the boxed layout is on. */
export const BOXED_WIDTH = '1200px';

const useStyles = makeStyles({
  outer: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground3 },
  frame: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    marginInline: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  boxed: {
    maxWidth: BOXED_WIDTH,
    boxShadow: tokens.shadow8,
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

function Frame() {
  const styles = useStyles();
  const layout = useAppSelector(selectLayout);
  const user = useAppSelector(selectUser);
  const { data: details } = useGetUserDetailsQuery(undefined);
  return (
    <div className={styles.outer}>
      <div
        className={mergeClasses(styles.frame, layout.boxed && styles.boxed)}
        data-testid="full-layout"
        data-boxed={layout.boxed}
        data-mini-sidebar={layout.miniSidebar}
        data-card-border={layout.cardBorder}
        data-rtl={layout.rtl}
      >
        <Header username={user?.username ?? ''} fullName={details?.full_name} />
        <div className={styles.body}>
          {layout.sidebarOpen && <Sidebar mini={layout.miniSidebar} details={details} />}
          <main className={styles.main} id="main-content">
            <Suspense fallback={<PageLoader />}>
              <Outlet context={details} />
            </Suspense>
          </main>
        </div>
        <Customizer />
      </div>
    </div>
  );
}

/** Layout of the signed-in pages: header with user menu, sidebar, customizer drawer. */
export default function FullLayout() {
  return <Frame />;
}

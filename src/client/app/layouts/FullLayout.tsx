import {
  DrawerBody,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { Suspense, lazy, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';
import { useGetUserDetailsQuery } from '../../features/account/account-api';
import { selectUser } from '../auth-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectLayout, sidebarToggled } from '../layout-slice';
import { NARROW_QUERY, useMediaQuery } from '../use-media-query';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

// The customizer drawer (radio group, switches) is its own chunk, fetched when first opened: the
// first screen never shows it.
const Customizer = lazy(() => import('./Customizer').then((m) => ({ default: m.Customizer })));

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
  narrowMain: { padding: tokens.spacingHorizontalM },
  drawerBody: { padding: 0 },
});

function Frame() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const user = useAppSelector(selectUser);
  const { data: details } = useGetUserDetailsQuery(undefined);
  // On a narrow screen the navigation is a drawer, closed until asked for and after each move.
  const narrow = useMediaQuery(NARROW_QUERY);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const drawerOpen = narrow && openedAt === pathname;
  // Mounted from its first opening on (closing then animates as before).
  const [customizerMounted, setCustomizerMounted] = useState(layout.customizerOpen);
  if (layout.customizerOpen && !customizerMounted) setCustomizerMounted(true);
  const setDrawerOpen = (open: boolean) => setOpenedAt(open ? pathname : null);
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
        <Header
          username={user?.username ?? ''}
          fullName={details?.full_name}
          navOpen={narrow ? drawerOpen : layout.sidebarOpen}
          onToggleNav={() => (narrow ? setDrawerOpen(!drawerOpen) : dispatch(sidebarToggled()))}
        />
        <div className={styles.body}>
          {narrow ? (
            <OverlayDrawer
              open={drawerOpen}
              onOpenChange={(_, data) => setDrawerOpen(data.open)}
              position="start"
              size="small"
              aria-label="Navigation"
              data-testid="nav-drawer"
            >
              <DrawerBody className={styles.drawerBody}>
                <Sidebar mini={false} details={details} fill />
              </DrawerBody>
            </OverlayDrawer>
          ) : (
            layout.sidebarOpen && <Sidebar mini={layout.miniSidebar} details={details} />
          )}
          <main
            className={mergeClasses(styles.main, narrow && styles.narrowMain)}
            id="main-content"
          >
            <Suspense fallback={<PageLoader />}>
              <Outlet context={details} />
            </Suspense>
          </main>
        </div>
        {customizerMounted && (
          <Suspense fallback={null}>
            <Customizer />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Layout of the signed-in pages: header with user menu, sidebar, customizer drawer. */
export default function FullLayout() {
  return <Frame />;
}

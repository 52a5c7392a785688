import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { routeChanged, selectLayout } from './layout-slice';
import { useDocumentTitle } from './page-title';
import { loadPersistedState, makeStore } from './store';
import { useStoreHolder } from './store-holder';
import { themeForPath } from './theme-rule';
import { fluentTheme } from './themes';

// The full height sits on a child, not on the provider: Fluent copies the provider's classes onto
// every portal's mount node (applyStylesToPortals), so a min-height there would make each dialog's
// portal a full-screen opaque sheet that hides the page behind the dialog's dimmed backdrop.
const useStyles = makeStyles({ page: { minHeight: '100vh' } });

function ThemedRoutes() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { activeTheme, rtl } = useAppSelector(selectLayout);
  const theme = themeForPath(pathname, activeTheme);
  const dir = rtl ? 'rtl' : 'ltr';
  useDocumentTitle(pathname);
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir]);
  return (
    <FluentProvider theme={fluentTheme(theme)} dir={dir} data-testid="app-root" data-theme={theme}>
      <div className={styles.page}>
        <Outlet />
      </div>
    </FluentProvider>
  );
}

/**
 * Every route but the landing page: the Redux store (made once, from localStorage unless the
 * holder says otherwise), the theme rule and direction, the current route in the layout slice.
 */
export default function StatefulFrame() {
  const holder = useStoreHolder();
  const [store] = useState(() => {
    holder.store ??= makeStore(holder.preloadedState ?? loadPersistedState());
    return holder.store;
  });
  return (
    <Provider store={store}>
      <ThemedRoutes />
    </Provider>
  );
}

import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { routeChanged, selectLayout } from './layout-slice';
import { loadPersistedState, makeStore } from './store';
import { useStoreHolder } from './store-holder';
import { themeForPath } from './theme-rule';
import { fluentTheme } from './themes';

const useStyles = makeStyles({ root: { minHeight: '100vh' } });

function ThemedRoutes() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { activeTheme, rtl } = useAppSelector(selectLayout);
  const theme = themeForPath(pathname, activeTheme);
  const dir = rtl ? 'rtl' : 'ltr';
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir]);
  return (
    <FluentProvider
      theme={fluentTheme(theme)}
      dir={dir}
      className={styles.root}
      data-testid="app-root"
      data-theme={theme}
    >
      <Outlet />
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

import { FluentProvider } from '@fluentui/react-components';
import { useEffect } from 'react';
import LandingPage from '../features/landing/LandingPage';
import { useDocumentTitle } from './page-title';
import { landingTheme } from './landing-theme';
import { useHeldStoreValue, useStoreHolder } from './store-holder';

/** `layout/routeChanged` for "/", written out so this file does not pull Redux Toolkit in. */
export const LANDING_ROUTE_CHANGED = { type: 'layout/routeChanged', payload: '/' } as const;

/** The landing route: the landing page in the landing theme, rendered without loading Redux. */
export function LandingFrame() {
  const { store } = useStoreHolder();
  const rtl = useHeldStoreValue((state) => state.layout.rtl, false);
  const dir = rtl ? 'rtl' : 'ltr';
  useDocumentTitle('/');
  useEffect(() => {
    store?.dispatch(LANDING_ROUTE_CHANGED);
  }, [store]);
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir]);
  return (
    <FluentProvider theme={landingTheme} dir={dir} data-testid="app-root" data-theme="landing">
      <LandingPage />
    </FluentProvider>
  );
}

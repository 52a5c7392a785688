import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type PreloadedState } from '../../../src/client/app/store';
import { StoreHolderContext } from '../../../src/client/app/store-holder';

/** Shows the router's current path, so tests can follow links. */
function CurrentPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/**
 * Renders a page at `path` inside Fluent, a store (signed out unless `preloadedState` says) and a
 * memory router; `routes` adds pages to navigate to.
 */
export function renderPage(
  ui: ReactElement,
  {
    path = '/',
    routes = {},
    preloadedState,
  }: { path?: string; routes?: Record<string, ReactElement>; preloadedState?: PreloadedState } = {},
) {
  const user = userEvent.setup();
  const store = makeStore(preloadedState);
  const result = render(
    <StoreHolderContext.Provider value={{ store }}>
      <Provider store={store}>
        <FluentProvider theme={webLightTheme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={ui} />
              {Object.entries(routes).map(([at, element]) => (
                <Route key={at} path={at} element={element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </FluentProvider>
      </Provider>
    </StoreHolderContext.Provider>,
  );
  return { ...result, user };
}

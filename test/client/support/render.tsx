import { FluentProvider } from '@fluentui/react-components';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initialAuthState } from '../../../src/client/app/auth-slice';
import { landingTheme } from '../../../src/client/app/landing-theme';
import { makeStore, type AppStore, type PreloadedState } from '../../../src/client/app/store';
import { StoreHolderContext } from '../../../src/client/app/store-holder';

// Lazy pages load by dynamic import; the first one in a test file takes its time under ts-jest.
configure({ asyncUtilTimeout: 10000 });

/** Shows the router's current location (path, query, hash) for assertions. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

interface Options {
  preloadedState?: PreloadedState;
  route?: string;
}

/**
 * Renders `ui` with a fresh store (from `preloadedState`), a MemoryRouter at `route`, the store
 * holder (so `<AppRoutes/>` uses this store) and a Fluent theme. Returns the store and a user-event.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/' }: Options = {},
): RenderResult & { store: AppStore; user: UserEvent } {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  const result = render(
    <StoreHolderContext.Provider value={{ store }}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <FluentProvider theme={landingTheme}>
            <Suspense fallback={<p>Loading test…</p>}>{ui}</Suspense>
            <LocationProbe />
          </FluentProvider>
        </MemoryRouter>
      </Provider>
    </StoreHolderContext.Provider>,
  );
  return { ...result, store, user };
}

/** The token the fake server hands out. */
export const TOKEN = { access_token: 'header.payload.signature', token_type: 'bearer' as const };

/** Preloaded state of a signed-in user. */
export function signedInState(username = 'ada@example.com'): PreloadedState {
  return { auth: { ...initialAuthState, user: { username, token: TOKEN } } };
}

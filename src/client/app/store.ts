import { combineSlices, configureStore, type Action, type ThunkAction } from '@reduxjs/toolkit';
import { api, resetApiOnAuthChange } from './api';
import { authSlice, initialAuthState } from './auth-slice';
import { initialLayoutState, layoutSlice } from './layout-slice';
import { readStoredTheme, readStoredUser, writeStoredTheme, writeStoredUser } from './storage';
import { DEFAULT_THEME, isThemeName } from './theme-rule';

/** The root reducer: auth, layout, and the RTK Query cache. */
export const rootReducer = combineSlices(authSlice, layoutSlice, api);

/** The whole state. */
export type RootState = ReturnType<typeof rootReducer>;
/** State to start a store with (tests, the bootstrap). */
export type PreloadedState = Partial<RootState>;

function persist(store: {
  getState: () => RootState;
  subscribe: (l: () => void) => unknown;
}): void {
  let { user } = store.getState().auth;
  let theme = store.getState().layout.activeTheme;
  store.subscribe(() => {
    const state = store.getState();
    if (state.auth.user !== user) {
      user = state.auth.user;
      writeStoredUser(user);
    }
    if (state.layout.activeTheme !== theme) {
      theme = state.layout.activeTheme;
      writeStoredTheme(theme);
    }
  });
}

/** A new store; later changes of the user and the theme are written to localStorage. */
export function makeStore(preloadedState?: PreloadedState) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, resetApiOnAuthChange),
  });
  persist(store);
  return store;
}

/** The state localStorage holds: the stored user and the theme choice (default landing). */
export function loadPersistedState(): PreloadedState {
  const saved = readStoredTheme();
  return {
    auth: { ...initialAuthState, user: readStoredUser() },
    layout: { ...initialLayoutState, activeTheme: isThemeName(saved) ? saved : DEFAULT_THEME },
  };
}

/** A store made by `makeStore`. */
export type AppStore = ReturnType<typeof makeStore>;
/** Its dispatch (thunks included). */
export type AppDispatch = AppStore['dispatch'];
/** A thunk of this app. */
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, Action>;

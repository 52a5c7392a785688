import {
  initialAuthState,
  loggedOut,
  returnUrlRemembered,
  sessionExpired,
  signedIn,
  twoStepRequired,
} from '../../../src/client/app/auth-slice';
import {
  boxedSet,
  cardBorderSet,
  customizerOpenSet,
  miniSidebarSet,
  routeChanged,
  rtlSet,
  sidebarToggled,
  themeSet,
} from '../../../src/client/app/layout-slice';
import { LANDING_ROUTE_CHANGED } from '../../../src/client/app/LandingFrame';
import { loadPersistedState, makeStore } from '../../../src/client/app/store';
import { TOKEN } from '../support/render';

const ada = { username: 'ada@example.com', token: TOKEN };

beforeEach(() => localStorage.clear());

describe('auth slice and localStorage', () => {
  it('starts empty', () => {
    expect(makeStore().getState().auth).toEqual({
      user: null,
      returnUrl: null,
      pendingTwoStep: null,
      loggedOutOnPurpose: false,
    });
    expect(loadPersistedState().auth).toEqual(initialAuthState);
  });

  it('stores the signed-in user under "user" as {username, token} with the whole token', () => {
    const store = makeStore();
    store.dispatch(twoStepRequired({ username: ada.username, twoStepToken: 'tst' }));
    store.dispatch(signedIn(ada));
    expect(store.getState().auth.user).toEqual(ada);
    expect(store.getState().auth.pendingTwoStep).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      username: 'ada@example.com',
      token: { access_token: 'header.payload.signature', token_type: 'bearer' },
    });
  });

  it('logout clears the stored user and the return URL', () => {
    const store = makeStore();
    store.dispatch(signedIn(ada));
    store.dispatch(returnUrlRemembered('/billing?x=1#y'));
    store.dispatch(loggedOut());
    expect(store.getState().auth).toEqual({ ...initialAuthState, loggedOutOnPurpose: true });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('an expired session clears the user but keeps the return URL', () => {
    const store = makeStore();
    store.dispatch(signedIn(ada));
    store.dispatch(returnUrlRemembered('/billing'));
    store.dispatch(sessionExpired());
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.returnUrl).toBe('/billing');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads the stored user back, and ignores a corrupt one', () => {
    localStorage.setItem('user', JSON.stringify(ada));
    expect(loadPersistedState().auth?.user).toEqual(ada);
    localStorage.setItem('user', '{not json');
    expect(loadPersistedState().auth?.user).toBeNull();
    localStorage.setItem('user', JSON.stringify({ username: 'x' }));
    expect(loadPersistedState().auth?.user).toBeNull();
  });
});

describe('layout slice', () => {
  it('has the documented defaults', () => {
    expect(makeStore().getState().layout).toEqual({
      sidebarOpen: true,
      customizerOpen: false,
      miniSidebar: false,
      rtl: false,
      activeTheme: 'landing',
      boxed: false,
      cardBorder: false,
      currentRoute: '/',
      isLandingPage: true,
    });
  });

  it('changes every setting and tracks the route and landing flag', () => {
    const store = makeStore();
    [
      sidebarToggled(),
      customizerOpenSet(true),
      miniSidebarSet(true),
      rtlSet(true),
      themeSet('dark-blue'),
      boxedSet(true),
      cardBorderSet(true),
      routeChanged('/editor'),
    ].forEach((action) => store.dispatch(action));
    expect(store.getState().layout).toEqual({
      sidebarOpen: false,
      customizerOpen: true,
      miniSidebar: true,
      rtl: true,
      activeTheme: 'dark-blue',
      boxed: true,
      cardBorder: true,
      currentRoute: '/editor',
      isLandingPage: false,
    });
    store.dispatch(LANDING_ROUTE_CHANGED);
    expect(store.getState().layout).toMatchObject({ currentRoute: '/', isLandingPage: true });
  });

  it('saves the theme under "theme" and reads it back; unknown values fall back to landing', () => {
    expect(loadPersistedState().layout?.activeTheme).toBe('landing');
    const store = makeStore();
    store.dispatch(themeSet('blue-light'));
    expect(localStorage.getItem('theme')).toBe('blue-light');
    expect(loadPersistedState().layout?.activeTheme).toBe('blue-light');
    localStorage.setItem('theme', 'neon');
    expect(loadPersistedState().layout?.activeTheme).toBe('landing');
  });

  it('the landing frame writes the same action as routeChanged("/")', () => {
    expect(LANDING_ROUTE_CHANGED).toEqual(routeChanged('/'));
  });
});

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredUser } from './storage';

/** A login that answered `two_step_required`: waiting for the code on /auth/two-step. */
export interface PendingTwoStep {
  username: string;
  twoStepToken: string;
}

/** Auth state: the stored user, where to go after login, and a pending two-step login. */
export interface AuthState {
  user: StoredUser | null;
  returnUrl: string | null;
  pendingTwoStep: PendingTwoStep | null;
  /** Set by logout until the guard has sent the user to the login page (nothing is remembered then). */
  loggedOutOnPurpose: boolean;
}

/** Empty auth state: nobody signed in, nothing remembered. */
export const initialAuthState: AuthState = {
  user: null,
  returnUrl: null,
  pendingTwoStep: null,
  loggedOutOnPurpose: false,
};

/** Auth slice; the store mirrors `user` into localStorage. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<StoredUser>) {
      state.user = action.payload;
      state.pendingTwoStep = null;
      state.loggedOutOnPurpose = false;
    },
    loggedOut(state) {
      state.user = null;
      state.returnUrl = null;
      state.pendingTwoStep = null;
      state.loggedOutOnPurpose = true;
    },
    /** Same user, new bearer (after a password change revoked the old one): cached data stays. */
    tokenRefreshed(state, action: PayloadAction<StoredUser['token']>) {
      if (state.user) state.user.token = action.payload;
    },
    usernameChanged(state, action: PayloadAction<string>) {
      if (state.user) state.user.username = action.payload;
    },
    logoutHandled(state) {
      state.loggedOutOnPurpose = false;
    },
    sessionExpired(state) {
      state.user = null;
      state.pendingTwoStep = null;
    },
    returnUrlRemembered(state, action: PayloadAction<string>) {
      state.returnUrl = action.payload;
    },
    returnUrlCleared(state) {
      state.returnUrl = null;
    },
    twoStepRequired(state, action: PayloadAction<PendingTwoStep>) {
      state.pendingTwoStep = action.payload;
    },
    twoStepCleared(state) {
      state.pendingTwoStep = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.user?.token.access_token ?? null,
    selectReturnUrl: (state) => state.returnUrl,
    selectPendingTwoStep: (state) => state.pendingTwoStep,
    selectLoggedOutOnPurpose: (state) => state.loggedOutOnPurpose,
  },
});

export const {
  signedIn,
  loggedOut,
  logoutHandled,
  usernameChanged,
  tokenRefreshed,
  sessionExpired,
  returnUrlRemembered,
  returnUrlCleared,
  twoStepRequired,
  twoStepCleared,
} = authSlice.actions;
export const {
  selectUser,
  selectAccessToken,
  selectReturnUrl,
  selectPendingTwoStep,
  selectLoggedOutOnPurpose,
} = authSlice.selectors;

import type { Middleware } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { toDescription } from '../components/use-request';
import { loggedOut, sessionExpired, signedIn } from './auth-slice';
import type { ErrorDescription } from './errors';
import { apiRequest, type RequestOptions } from './http';
import type { RootState } from './store';

/** What an endpoint's `query` returns: an API path (under /api/v1) and the request details. */
export interface ApiArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: RequestOptions['query'];
}

/**
 * Base query of every endpoint: `apiRequest` with the bearer of the signed-in user (none when
 * signed out). Errors come back as catalogue descriptions; a 401 on a signed-in request ends the
 * session, and the guard sends the user to the login page with the path remembered.
 */
export const apiBaseQuery: BaseQueryFn<ApiArgs | string, unknown, ErrorDescription> = async (
  args,
  { getState, dispatch, signal },
) => {
  const { url, method = 'GET', body, params } = typeof args === 'string' ? { url: args } : args;
  const token = (getState() as RootState).auth.user?.token.access_token ?? null;
  try {
    const data = await apiRequest<unknown>(method, url, body, { token, query: params, signal });
    return { data };
  } catch (caught) {
    const error = toDescription(caught);
    if (error.status === 401 && token) dispatch(sessionExpired());
    return { error };
  }
};

/** The one RTK Query API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Me', 'Users', 'Members', 'Enterprise', 'Billing'],
  endpoints: () => ({}),
});

/** Clears cached server data when the signed-in user changes. */
export const resetApiOnAuthChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (signedIn.match(action) || loggedOut.match(action) || sessionExpired.match(action)) {
    store.dispatch(api.util.resetApiState());
  }
  return result;
};

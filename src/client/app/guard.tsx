import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  logoutHandled,
  returnUrlCleared,
  returnUrlRemembered,
  selectLoggedOutOnPurpose,
  selectReturnUrl,
  selectUser,
} from './auth-slice';
import { useAppDispatch, useAppSelector } from './hooks';

/** Where a signed-in user lands when nothing was remembered. */
export const HOME_AFTER_LOGIN = '/editor';
/** The login page. */
export const LOGIN_PATH = '/auth/login';

/** Sends to the login page; remembers `path` unless the user has just logged out (decided once). */
function ToLogin({ path }: { path: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const onPurpose = useAppSelector(selectLoggedOutOnPurpose);
  const [target] = useState(onPurpose ? null : path);
  useEffect(() => {
    dispatch(target === null ? logoutHandled() : returnUrlRemembered(target));
    navigate(LOGIN_PATH, { replace: true });
  }, [dispatch, navigate, target]);
  return null;
}

/** The remembered path if it is one of ours, else /editor. */
function afterLogin(returnUrl: string | null): string {
  return returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : HOME_AFTER_LOGIN;
}

/** Sends a signed-in user on and forgets the remembered path (the target is decided once). */
function GoAfterLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const returnUrl = useAppSelector(selectReturnUrl);
  const [to] = useState(afterLogin(returnUrl));
  useEffect(() => {
    dispatch(returnUrlCleared());
    navigate(to, { replace: true });
  }, [dispatch, navigate, to]);
  return null;
}

/**
 * Sign-in routes: a signed-out user has the full path (path, query, hash) remembered and goes to
 * login; after a logout the user goes to login with nothing remembered.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  const { pathname, search, hash } = useLocation();
  if (!user) return <ToLogin path={`${pathname}${search}${hash}`} />;
  return children ?? <Outlet />;
}

/** Login, register, two-step: a signed-in user goes to the remembered path, or /editor. */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (!user) return children ?? <Outlet />;
  return <GoAfterLogin />;
}

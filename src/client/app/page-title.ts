import { useEffect } from 'react';
import { pageTitle } from '../../core/site/client-routes';

/** Names the page in the tab and the history list: "Sign in · Claimwright". */
export function useDocumentTitle(pathname: string): void {
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}

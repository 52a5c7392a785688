import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader';

/** Layout of the public and auth pages: the page alone. */
export function BlankLayout() {
  return (
    <div data-testid="blank-layout">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

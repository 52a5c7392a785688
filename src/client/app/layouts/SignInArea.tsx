import { Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { RequireAuth } from '../guard';
import { FullLayout } from './full-layout-lazy';

/** The sign-in routes' element: the guard, then the full layout (loaded once signed in). */
export default function SignInArea() {
  return (
    <RequireAuth>
      <Suspense fallback={<PageLoader />}>
        <FullLayout />
      </Suspense>
    </RequireAuth>
  );
}

import { Suspense } from 'react';
import { AppRoutes } from './routes';
import { StoreHolderContext, type StoreHolder } from './store-holder';

const loading = (
  <div role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center' }}>
    Loading…
  </div>
);

/** The application under either router: the route table, with the holder of the Redux store. */
export function App({ holder }: { holder: StoreHolder }) {
  return (
    <StoreHolderContext.Provider value={holder}>
      <Suspense fallback={loading}>
        <AppRoutes />
      </Suspense>
    </StoreHolderContext.Provider>
  );
}
